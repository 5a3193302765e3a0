/**
 * The planner evaluation set: Spanish requests as shop, clinic, restaurant and agency owners
 * write them, each with the plan a careful human would build over the node catalogue.
 *
 * A case is one or more turns of a chat; the expectation is about the reply to the last turn.
 * Earlier turns feed their plan forward exactly as POST /api/chat does (the chat's latest plan).
 */

/** One chat turn: a message, or a resend with picked services, or a submitted smart form. */
export type Turn = string | { message?: string; selected?: string[]; form?: Record<string, unknown> };

/**
 * A parameter expectation: an exact value; `{contains}` text the value must contain;
 * `{containsAll}` several texts it must all contain (case-insensitive, e.g. the parts of an SQL
 * statement); `{anyOf}` one of several exact values that are equally right.
 */
export type ParamExpect = unknown | { contains: string } | { containsAll: string[] } | { anyOf: unknown[] };

export type Expect = {
  status: 'plan_ready' | 'smart_forms_required' | 'clarification_needed' | 'conversation';
  /** "node_id/action_id" of step 1. */
  trigger?: string;
  /** "node_id/action_id" of steps 2…n, in order. */
  actions?: string[];
  /** Key parameters by "<step>.<param>". */
  params?: Record<string, ParamExpect>;
  /** Service-group categories, for clarifications. */
  groups?: string[];
  /**
   * With status 'smart_forms_required': the "<step>.<param>" fields the smart form must ask for,
   * exactly these (the values the owner did not give and no data can supply).
   */
  asks?: string[];
  /** Texts the reply must contain (each change of a compound edit said back). */
  reply?: string[];
};

export type EvalCase = { id: string; business: string; turns: Turn[]; expect: Expect };

/** The signed-in owner's address ("mándame un correo"). */
export const OWNER_EMAIL = 'dueno@negocio.mx';

export const contains = (text: string) => ({ contains: text });

/** Shorthand: a one-turn case. */
export function one(id: string, business: string, message: string, expect: Expect): EvalCase {
  return { id, business, turns: [message], expect };
}
