/**
 * Smart forms: the required parameters a plan still lacks become form fields ("<step>.<param>");
 * a submitted form fills them back into the plan.
 */
import type { SmartForm } from '../../contracts/chat';
import { missingParams } from './catalog';
import type { Doubt } from './confidence';
import { refInWords } from './reply-refs';
import { latestFieldRef } from './refs';
import { rebound } from './consistency';
import type { PlanStep } from './types';
import { DEFAULT_TAB } from './lexicon/nouns';
import { PENDING_FIELD } from './pending';

type Field = SmartForm['sections'][number]['fields'][number];

const HINTS: Record<string, { placeholder?: string; description?: string; type?: Field['type']; format?: string }> = {
  to: { placeholder: 'cliente@ejemplo.com', description: 'Una o varias direcciones separadas por comas', format: 'email' },
  channel: { placeholder: '#ventas', description: 'El canal de Slack donde se publicará el mensaje' },
  chat_id: { placeholder: '123456789', description: 'El número del chat o grupo de Telegram (o @canal)' },
  spreadsheet_id: { placeholder: '1AbC…', description: 'Está en la dirección de tu hoja: docs.google.com/spreadsheets/d/ESTE-ID/edit' },
  sheet_name: { placeholder: 'Hoja 1' },
  webhook_url: { placeholder: 'https://discord.com/api/webhooks/…', format: 'url' },
  url: { placeholder: 'https://…', format: 'url' },
  repository: { placeholder: 'mi-empresa/mi-repositorio' },
  query: { placeholder: 'SELECT * FROM pedidos', type: 'textarea' },
  prompt: { type: 'textarea' },
  message: { type: 'textarea' },
  body: { type: 'textarea' },
  content: { type: 'textarea' },
  start: { placeholder: '2025-01-31T10:00:00-06:00', description: 'Fecha y hora de inicio' },
  cron_expression: { placeholder: '0 9 * * 1', description: 'Formato: minuto hora día mes día-de-la-semana' },
  seconds: { type: 'number' },
  // WhatsApp's `to` is a phone number, not an address: an email format would refuse every number.
  'whatsapp.to': { placeholder: '5512345678', description: 'El número de WhatsApp con lada (por ejemplo 5512345678 o +52 55 1234 5678)' },
};

/** The smart form for every missing required parameter, or null when the plan is complete. */
export function smartFormFor(steps: PlanStep[]): SmartForm | null {
  const sections = steps.flatMap((s) => {
    const missing = missingParams(s.node_id, s.action_id, s.params ?? s.parameters ?? {});
    if (!missing.length) return [];
    const fields: Field[] = missing.map((p) => {
      const hint = HINTS[`${s.node_id}.${p.name}`] ?? HINTS[p.name] ?? {};
      const field: Field = { id: `${s.step}.${p.name}`, label: p.label, type: hint.type ?? 'string', required: true };
      if (hint.placeholder) field.placeholder = hint.placeholder;
      if (hint.description) field.description = hint.description;
      if (hint.format) field.format = hint.format;
      return field;
    });
    return [{ title: `Paso ${s.step}: ${s.node_name ?? s.node_id} — ${s.action_name ?? s.action_id}`, fields }];
  });
  if (!sections.length) return null;
  return {
    title: 'Completa la información que falta',
    description: 'Necesito estos datos para que tu workflow pueda funcionar.',
    sections,
  };
}

function clean(v: unknown): unknown {
  return typeof v === 'string' ? v.trim() : v;
}

/**
 * Puts submitted values into the plan. Keys are "<step>.<param>"; a bare "<param>" goes to the
 * first step that is missing it. Returns the new plan and how many values were used.
 */
export function applyFormInputs(steps: PlanStep[], inputs: Record<string, unknown>): { steps: PlanStep[]; applied: number } {
  const out = steps.map((s) => ({ ...s, params: { ...(s.params ?? s.parameters ?? {}) } }));
  let applied = 0;
  for (const [key, raw] of Object.entries(inputs)) {
    const value = clean(raw);
    if (value === undefined || value === null || value === '') continue;
    // An answer about a part the planner could not place (pending.ts): it changes no step.
    if (PENDING_FIELD.test(key)) { applied++; continue; }
    const m = /^(?:step_?)?(\d+)[.:_](\w+)$/.exec(key);
    let target = m ? out.find((s) => s.step === Number(m[1])) : undefined;
    const param = m ? m[2] : key;
    if (!m) target = out.find((s) => missingParams(s.node_id, s.action_id, s.params).some((p) => p.name === param));
    if (!target) continue;
    // A doubt answered with the reading the plan already had (said in words): nothing to change.
    if (typeof value === 'string' && refInWords(target.params[param], out[0]?.node_id ?? '') === value) { applied++; continue; }
    // The field a condition compares, picked by name ("total"): a reference to that field of the data before it.
    if (param === 'left' && target.node_id === 'filter' && typeof value === 'string' && /^[\p{L}_][\p{L}\d_]*$/u.test(value)) {
      target.params.left = latestFieldRef(out.slice(0, target.step - 1), value);
      applied++;
      continue;
    }
    // "¿qué dato es «piezas»?" answered "cantidad": the reference now points at that field (consistency.ts).
    const rebind = typeof value === 'string' ? rebound(target.params[param], value, out[0]?.node_id) : null;
    if (rebind) { target.params[param] = rebind; applied++; continue; }
    // "ventas" means the channel #ventas; Slack channel ids (C0123ABCD) stay as they are.
    const slackName = param === 'channel' && typeof value === 'string' && !value.startsWith('#') && !/^[CGD][A-Z0-9]{8,}$/.test(value);
    target.params[param] = slackName ? `#${value}` : value;
    applied++;
  }
  return { steps: withFirstTab(out), applied };
}

/**
 * A spreadsheet now known whose tab is still blank (the form's tab left empty, a link given in a follow-up):
 * its first tab's usual name, which the reply states as an assumption — the same reading as a message
 * that gives a spreadsheet without a tab.
 */
export function withFirstTab(steps: PlanStep[]): PlanStep[] {
  return steps.map((s) => (s.node_id === 'google_sheets' && s.params?.spreadsheet_id && !s.params.sheet_name ? { ...s, params: { ...s.params, sheet_name: DEFAULT_TAB } } : s));
}

/**
 * Adds one short question per doubtful slot ("¿A dónde va el paso 3? Mencionaste el número …"),
 * with the readings as choices, to the form of missing values (or as the only form).
 */
export function withDoubts(form: SmartForm | null, doubts: Doubt[]): SmartForm | null {
  const asked = new Set(form?.sections.flatMap((s) => s.fields.map((f) => f.id)) ?? []);
  const fields = doubts.flatMap((d) => (d.field && !asked.has(d.field.id) ? [d.field] : []));
  // A value asked outright (a folder's id) rather than a choice between two readings.
  const alone = !fields.some((f) => f.type === 'select')
    ? { title: 'Completa la información que falta', description: 'Necesito estos datos para que tu workflow pueda funcionar.' }
    : { title: 'Confírmame un detalle', description: 'No estoy seguro de dónde va este dato; elige la opción correcta.' };
  return withConfirmation(form, fields, alone);
}

/**
 * Adds a "Confírmame esto" section with these fields to the form, or, when there is no form yet,
 * makes them the form under `alone`'s title and description.
 */
export function withConfirmation(form: SmartForm | null, fields: Field[], alone: { title: string; description: string }): SmartForm | null {
  if (!fields.length) return form;
  const section = { title: 'Confírmame esto', fields };
  if (form) return { ...form, sections: [...form.sections, section] };
  return { ...alone, sections: [section] };
}
