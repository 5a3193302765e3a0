/**
 * The error path said in the chat: "si falla, avísame por WhatsApp al 55 1234 5678" (or "por
 * correo a ana@tienda.mx"). The clause is taken out of the message before the rest is planned,
 * and becomes a step marked `on_error` at the end of the plan: it runs only when a step fails,
 * with what failed (`{{error.…}}`). A message that is only that clause adds it to the chat's plan.
 */
import type { PlanStep, PlannerInput, PlannerResult } from './types';

const FAILS = String.raw`(?:si|cuando|en caso de que)\s+(?:algo\s+|alg[uú]n\s+paso\s+|el\s+(?:workflow|flujo|proceso)\s+)?(?:falla|fallan|falle|fallen|truena|da\s+error|sale\s+mal)`;
const TELL = String.raw`(?:av[ií]same|avisame|notif[ií]came|escr[ií]beme|m[aá]ndame\s+(?:un\s+)?(?:mensaje|aviso|whats(?:app)?|correo)|env[ií]ame\s+(?:un\s+)?(?:mensaje|aviso|correo))`;
const WHATSAPP = new RegExp(String.raw`[,;.]?\s*(?:y\s+)?${FAILS}\s*[,:]?\s*${TELL}\s+(?:por|a\s+mi|al?\s+mi)?\s*whats(?:app)?\s+(?:al?\s+(?:n[uú]mero\s+)?)?(\+?\d[\d\s-]{6,}\d)`, 'i');
const EMAIL = new RegExp(String.raw`[,;.]?\s*(?:y\s+)?${FAILS}\s*[,:]?\s*${TELL}\s+(?:por\s+correo\s+)?(?:a|al?\s+correo)\s+([\w.+-]+@[\w-]+(?:\.[\w-]+)+)`, 'i');

const MESSAGE = 'Falló tu workflow en el paso {{error.step}} ({{error.step_name}}): {{error.message}}';

type Found = { step: Omit<PlanStep, 'step'>; rest: string; said: string };

/** The error-path clause of a message, if any: the step it asks for and the message without it. */
export function findErrorPath(message: string): Found | null {
  const wa = WHATSAPP.exec(message);
  if (wa) {
    const to = wa[1].replace(/[\s-]/g, '');
    return {
      step: { node_id: 'whatsapp', action_id: 'send_message', node_name: 'WhatsApp', action_name: 'Enviar mensaje', params: { to, message: MESSAGE }, on_error: true },
      rest: (message.slice(0, wa.index) + message.slice(wa.index + wa[0].length)).trim(),
      said: `un WhatsApp al ${to}`,
    };
  }
  const em = EMAIL.exec(message);
  if (em) {
    return {
      step: {
        node_id: 'email', action_id: 'send_email', node_name: 'Correo (SMTP)', action_name: 'Enviar correo', on_error: true,
        params: { to: em[1], subject: 'Falló tu workflow', body: `${MESSAGE}\nDatos que lo iniciaron: {{trigger}}` },
      },
      rest: (message.slice(0, em.index) + message.slice(em.index + em[0].length)).trim(),
      said: `un correo a ${em[1]}`,
    };
  }
  return null;
}

/** The plan with this error path (replacing any it had), numbered after the main steps. */
function withErrorStep(plan: PlanStep[], step: Omit<PlanStep, 'step'>): PlanStep[] {
  const main = plan.filter((s) => !s.on_error);
  const last = main.reduce((m, s) => Math.max(m, s.step), 0);
  return [...main, { ...step, step: last + 1, id: `step_${last + 1}` } as PlanStep];
}

const note = (said: string) => `Si algún paso falla, te mando ${said} con el paso que falló y el motivo.`;

/** Wraps the planner: the error-path clause is planned here, the rest by `plan`. */
export function withErrorPath(plan: (input: PlannerInput) => PlannerResult): (input: PlannerInput) => PlannerResult {
  return (input) => {
    const found = input.formInputs ? null : findErrorPath(input.message ?? '');
    if (!found) return plan(input);
    const current = Array.isArray(input.currentPlan) && input.currentPlan.length ? input.currentPlan : null;
    // Only the clause, with a plan in the chat: added to that plan.
    if (!/\p{L}{3,}/u.test(found.rest) && current) {
      const steps = withErrorStep(current, found.step);
      return { reply: `Listo. ${note(found.said)}`, status: 'plan_ready', workflow_action: 'plan_updated', execution_plan: steps };
    }
    const result = plan({ ...input, message: found.rest });
    if (!result.execution_plan?.length) return result;
    return { ...result, execution_plan: withErrorStep(result.execution_plan, found.step), reply: `${result.reply}\n\n${note(found.said)}` };
  };
}
