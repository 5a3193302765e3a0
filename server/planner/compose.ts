/**
 * Turns parsed intents into plan steps: trigger first (manual when none was named), then
 * actions in the user's order, each with params; ambiguous intents are resolved with the
 * services the user picked, or reported as needing clarification.
 */
import { typedPhrase } from './state-value';
import { answerText } from './said-text';
import { MAX_DELAY_SECONDS } from '../nodes/delay';
import { actionName, hasAction, nodeName } from './catalog';
import { literalsIn, phones, type Literal } from './extract';
import { actionParams, SAME_PLACE, triggerParams, type FillContext } from './fill';
import { latestFieldRef, latestOutput, messageFor } from './refs';
import type { Intent, Parsed, PlanStep } from './types';
import { CLARIFY_GROUPS, PRODUCERS, serviceWord } from './vocabulary';
import { describeCron, duration } from './cron-text';
import { asTyped, typedName } from './values';
import { comparableField, triggerShape } from './shape';
import { repairConsistency } from './consistency';

export type Composed = {
  steps: PlanStep[];
  /** Groups still ambiguous after applying the selected services. */
  unresolved: ('notify' | 'storage')[];
  /** Plain-Spanish remarks for the reply (limits applied, defaults chosen). */
  notes: string[];
};

/** Words a condition's field can never be. */
const FUNCTION_WORDS = new Set(['por', 'para', 'en', 'de', 'del', 'el', 'la', 'los', 'las', 'se', 'me', 'le', 'les', 'nos', 'que', 'un', 'una', 'alguien', 'algo', 'lo']);

export function makeStep(n: number, nodeId: string, actionId: string, params: Record<string, unknown>): PlanStep {
  return {
    step: n,
    id: `step_${n}`,
    node_id: nodeId,
    action_id: actionId,
    node_name: nodeName(nodeId),
    action_name: actionName(nodeId, actionId),
    params,
  };
}

/** Renumbers steps 1..n (ids included). */
export function renumber(steps: PlanStep[]): PlanStep[] {
  return steps.map((s, i) => ({ ...s, step: i + 1, id: `step_${i + 1}` }));
}

/** Expands clarification intents with the services the user picked for that group. */
function resolve(intents: Intent[], selected: string[]): { intents: Intent[]; unresolved: ('notify' | 'storage')[] } {
  const unresolved: ('notify' | 'storage')[] = [];
  const out: Intent[] = [];
  for (const intent of intents) {
    if (intent.kind !== 'clarify') {
      out.push(intent);
      continue;
    }
    const picks = selected.filter((s) => CLARIFY_GROUPS[intent.group].services.includes(s));
    if (!picks.length) {
      if (!unresolved.includes(intent.group)) unresolved.push(intent.group);
      continue;
    }
    for (const nodeId of picks) {
      const word = serviceWord(nodeId);
      const action = word?.actions.find((a) => !a.verbs || a.verbs.test(intent.clause)) ?? word?.actions.at(-1);
      if (action) out.push({ kind: 'service', node_id: nodeId, action_id: action.action_id, clause: intent.clause });
    }
  }
  return { intents: out, unresolved };
}

const REPLY = new RegExp(`\\b(?:respond|contest)(?:e|a|es|as|an|en)(?:le|les|lo|la|los|las)?\\b|${SAME_PLACE.source}`);

/** Where an answer goes back to for triggers that are conversations: the same Telegram chat, Slack channel or email thread. */
const CONVERSATIONS: Record<string, (text: string) => { action: string; params: Record<string, unknown> }> = {
  telegram: (text) => ({ action: 'send_message', params: { chat_id: '{{trigger.chat_id}}', message: text } }),
  slack: (text) => ({ action: 'send_message', params: { channel: '{{trigger.channel}}', message: text } }),
  gmail: (text) => ({ action: 'send_email', params: { to: '{{trigger.from}}', subject: 'Re: {{trigger.subject}}', body: text } }),
};

/** The answer sent back where the message came from, with the text the owner dictated when there is one. */
function conversationReply(n: number, steps: PlanStep[], said?: string): PlanStep {
  const node = steps[0].node_id;
  const reply = CONVERSATIONS[node](said ?? messageFor(steps));
  return makeStep(n, node, reply.action, reply.params);
}

/** "…y le responda 'Gracias, en breve te atendemos'": the text quoted right after the answer. */
function replyText(clause: string, literals: Literal[]): string | undefined {
  const m = /\b(?:respond|contest)[a-z]*\s+(?:con\s+)?(?:el\s+(?:mensaje|texto)\s+)?(?:que diga\s+)?:?\s*\{q(\d+)\}/.exec(clause);
  return m ? literals[Number(m[1])]?.value : undefined;
}

/** The trigger is a conversation, something in this clause answers it, and no step answers it yet. */
function owesReply(steps: PlanStep[], clause: string): boolean {
  const talk = steps[0].node_id;
  return !!CONVERSATIONS[talk] && REPLY.test(clause) && !steps.slice(1).some((st) => st.node_id === talk);
}

/** Drops a repeated identical step coming from the same clause (e.g. "correo" said twice). */
function sameAsPrevious(steps: PlanStep[], nodeId: string, actionId: string, clause: string, clauses: string[]): boolean {
  const prev = steps.at(-1);
  return !!prev && prev.node_id === nodeId && prev.action_id === actionId && clauses.at(-1) === clause;
}

/** Names of a money field, as owners call it. */
const MONEY_FIELDS = ['total', 'importe', 'precio', 'pago', 'cantidad', 'subtotal'];

/** The money field the data has (its fields listed), else the one the request names with an article ("con el total"). */
function moneyField(text: string, fields: string[]): string | undefined {
  // A sheet's header keeps its capitals ("Total").
  return fields.find((f) => MONEY_FIELDS.includes(f.toLowerCase())) ?? MONEY_FIELDS.find((f) => new RegExp(`\\b(?:el|la|su)\\s+${f}\\b`).test(text));
}

export function compose(parsed: Parsed & { text: string }, opts: { selected?: string[]; timezone: string; userEmail?: string }): Composed {
  const notes: string[] = [];
  const base = { literals: parsed.literals, userEmail: opts.userEmail, whole: parsed.text, original: parsed.original };
  const t = parsed.trigger ?? { node_id: 'manual', action_id: 'manual_trigger', clause: '' };
  let steps: PlanStep[] = [
    makeStep(1, t.node_id, t.action_id, { ...triggerParams(t.node_id, t.action_id, { ...base, clause: t.clause, steps: [], cron: t.cron, timezone: opts.timezone }), ...t.params }),
  ];
  const clauses: string[] = [''];
  const { intents, unresolved } = resolve(parsed.intents, opts.selected ?? []);
  for (let [at, intent] of intents.entries()) {
    const ctx: FillContext = { ...base, clause: intent.clause, ...(intent.kind === 'service' && intent.focus ? { focus: intent.focus } : {}), steps };
    const n = steps.length + 1;
    if (intent.kind === 'delay') {
      let seconds = intent.seconds;
      if (seconds > MAX_DELAY_SECONDS) {
        notes.push(`Pediste esperar ${duration(seconds)}, pero la espera máxima de un paso es de ${duration(MAX_DELAY_SECONDS)}, así que la ajusté a ese tiempo.`);
        seconds = MAX_DELAY_SECONDS;
      }
      steps.push(makeStep(n, 'delay', 'wait', { seconds }));
    } else if (intent.kind === 'condition') {
      // "clasifícalo con IA y si es caliente…": no field named, so the latest output itself is compared.
      // "si por el webhook entra una venta de más de…": a preposition or pronoun caught as the field names none.
      if (intent.field && FUNCTION_WORDS.has(intent.field)) intent = { ...intent, field: '' };
      const out = intent.field ? null : latestOutput(steps);
      // A sheet's columns are its headers as written ("Existencia").
      // "una venta pase de 2,300 pesos … con el total": an amount said with no field is the data's money field the request names.
      const money = intent.field === 'monto' && !/\bmonto\b/.test(parsed.text) ? moneyField(parsed.text, triggerShape(steps, parsed.text, parsed.original).fields) : undefined;
      // "si el peso es menor a…" with `peso_kg` listed: the one listed field the word starts is the field compared.
      const listed = intent.field && !money && !latestOutput(steps) ? triggerShape(steps, parsed.text, parsed.original).fields : [];
      const said = intent.field;
      const widened = listed.includes(said) ? [] : listed.filter((f) => new RegExp(`^${said}_[a-z]{1,5}$`).test(f));
      const named = money ?? (widened.length === 1 ? widened[0] : intent.field);
      const field = steps[0].node_id === 'google_sheets' && !latestOutput(steps) ? asTyped(parsed.original, named) : named;
      // "pero solo si es mayor de 18" names no field: the one field of the data that can be compared, else it is asked.
      const only = field || out ? undefined : comparableField(triggerShape(steps, parsed.text, parsed.original));
      // "si el status no es 200" after a web request: a status code sits beside the body ({ status, headers, body }).
      const code = !out && latestOutput(steps) && steps[latestOutput(steps)!.step - 1].node_id === 'http' && /^(?:status|codigo|status_code)$/.test(field ?? '')
        && typeof intent.value === 'number' && intent.value >= 100 && intent.value < 600;
      const left = code ? `{{steps.${latestOutput(steps)!.step}.output.status}}` : field ? latestFieldRef(steps, field) : out?.ref ?? (only ? latestFieldRef(steps, only) : '');
      const operator = out?.ref.endsWith('.text}}') && intent.operator === 'equals' ? 'contains' : intent.operator;
      // A word compared as text keeps the owner's spelling ("URGENTE").
      const right = typeof intent.value === 'string' ? (intent.value.includes(' ') ? typedPhrase(parsed.original, intent.value) : typedName(parsed.original, intent.value)) : intent.value;
      steps.push(makeStep(n, 'filter', 'condition', { left, operator, right }));
    } else if (intent.kind === 'http') {
      steps.push(makeStep(n, 'http', 'request', actionParams('http', 'request', ctx)));
    } else if (intent.kind === 'service') {
      if (!hasAction(intent.node_id, intent.action_id)) continue;
      // Replies to a Gmail message go out from the same Gmail account; "…y mándale otro correo" goes the way the first one went.
      // "…desde nuestro correo SMTP (no Gmail)": a mail server named, or Gmail ruled out, keeps plain email.
      if (intent.node_id === 'email' && steps[0].node_id === 'gmail' && !/\bsmtp\b|\b(?:no|sin|en vez de|en lugar de)\s+(?:por\s+|desde\s+)?gmail\b/.test(intent.clause)) intent = { ...intent, node_id: 'gmail' };
      if (intent.node_id === 'email' && /\botr[oa]\s+(?:correo|mail|email)\b/.test(intent.clause) && steps.some((st) => st.node_id === 'gmail')) intent = { ...intent, node_id: 'gmail' };
      // "contéstale" to a Telegram (or Slack) message is a message back to the same chat (or channel).
      if (intent.node_id === 'email' && (steps[0].node_id === 'telegram' || steps[0].node_id === 'slack') && REPLY.test(intent.clause) && !/\b(?:correo|email|mail)\b|\{e\d+\}/.test(intent.clause)) {
        const answer = conversationReply(n, steps, literalsIn(intent.clause, parsed.literals, 'quote')[0] ?? answerText(intent.clause, parsed.original));
        // "que la IA lo conteste…, y respóndele en el mismo chat": the answer said twice is one step.
        if (JSON.stringify(steps.at(-1)?.params) === JSON.stringify(answer.params) && steps.at(-1)?.node_id === answer.node_id) continue;
        steps.push(answer);
        clauses.push(intent.clause);
        continue;
      }
      // "respóndele con "pong"" to a webhook call answers the caller.
      if (intent.node_id === 'email' && steps[0].node_id === 'webhook' && REPLY.test(intent.clause) && !/\b(?:correo|email|mail)\b|\{e\d+\}/.test(intent.clause)) {
        intent = { ...intent, node_id: 'webhook', action_id: 'respond' };
      }
      if (sameAsPrevious(steps, intent.node_id, intent.action_id, intent.clause, clauses)) continue;
      // "revisa mi calendario y mándame las citas de mañana": the data named again is the same data.
      const key = `${intent.node_id}.${intent.action_id}`;
      if (PRODUCERS.has(key) && steps.some((st) => `${st.node_id}.${st.action_id}` === key)) continue;
      const params = actionParams(intent.node_id, intent.action_id, ctx);
      // "un whatsapp al 55… y al 33…": the node sends to one number, so one step per number.
      const numbers = intent.node_id === 'whatsapp' ? phones(intent.clause) : [];
      for (const [k, to] of (numbers.length > 1 ? numbers : [undefined]).entries()) {
        if (k > 0) clauses.push(intent.clause);
        steps.push(makeStep(steps.length + 1, intent.node_id, intent.action_id, to ? { ...params, to } : params));
      }
    } else {
      continue;
    }
    clauses.push(intent.clause);
    // "que la IA le conteste con su rutina y luego guarde…": the answer goes back right after the clause that asks for it.
    if (intent.kind === 'service' && intents[at + 1]?.clause !== intent.clause && owesReply(steps, intent.clause)) {
      steps.push(conversationReply(steps.length + 1, steps, replyText(intent.clause, parsed.literals)));
      clauses.push(intent.clause);
    }
  }
  // "cuando me escriban por Telegram respóndeles con IA", "que la IA le conteste ahí mismo en el canal": the answer goes back there.
  const asks = intents.find((i) => (i.kind === 'service' || i.kind === 'http') && owesReply(steps, i.clause));
  if (asks) steps.push(conversationReply(steps.length + 1, steps, replyText(asks.clause, parsed.literals)));
  // "cada 2 semanas" has no cron form: say so instead of silently planning a manual run.
  const interval = !parsed.trigger ? /\bcada\s+(?:\d+|dos|tres|cuatro|quince|diez)\s+semanas\b/.exec(parsed.text) : null;
  // "cada 2 semanas" / "cada 15 días" is planned as the 1st and 15th (or a weekday's 1st and 3rd): say so.
  const fortnight = parsed.trigger?.node_id === 'schedule' ? /\bcada\s+(?:2|dos)\s+semanas\b|\bcada\s+(?:15|quince|14|catorce)\s+dias\b|\bcada\s+otra\s+semana\b|\bsemana\s+de\s+por\s+medio\b|\buna\s+semana\s+si\s+y\s+otra\s+no\b/.exec(parsed.text) : null;
  if (fortnight && /(?:^| )(?:1,15|\d#1,\d#3)(?: |$)/.test(String(steps[0].params?.cron_expression ?? ''))) {
    notes.push(`Un horario no puede contar «${fortnight[0]}» exactamente, así que lo programé ${describeCron(String(steps[0].params!.cron_expression))} (si prefieres otros días, dímelo).`);
  }
  if (interval) {
    notes.push(`No puedo programar «${interval[0]}» exactamente, así que por ahora se ejecuta cuando tú lo indiques. Dime un día fijo (por ejemplo «cada lunes a las 9» o «los días 1 y 15 de cada mes») y lo programo.`);
  }
  // A form given the fields its steps use, a condition on an AI's answer compared as the answer (consistency.ts).
  steps = repairConsistency(steps);
  if (steps[0].node_id === 'form' && steps[0].params && !/\bformulario\b.*\bcon\b/.test(parsed.text)) {
    notes.push(`El formulario pedirá: ${(steps[0].params.fields as string[]).join(', ')}. Puedes cambiar los campos cuando quieras.`);
  }
  return { steps, unresolved, notes };
}
