/**
 * Checks a plan against itself, the way a careful reader would before saying "listo": every
 * reference points at data that exists (a field the form has, the text an AI step returns, a step
 * that comes earlier), a condition the owner said became a condition, and a day the owner ruled
 * out is not the day the schedule runs. What fails a check is a doubt: the plan is not presented
 * as ready, the owner is asked. These checks read the plan's structure, not the wording, so they
 * hold for requests written in ways the readers have never seen.
 */
import type { SmartForm } from '../../contracts/chat';
import type { PlanStep } from './types';
import { isDefaultForm, triggerShape } from './shape';
import { TRIGGER_OUTPUT } from './trigger-outputs';
import { dataRef, fieldRef, formFieldNames, stepOutputPath } from './refs';
import { DAYS } from './time';
import { stripMarkers } from './extract';
import { withAiDates } from './ai-date';
import { DEFAULT_FILE, DEFAULT_TAB } from './lexicon/nouns';
import { dropStep } from './edit-steps';
import { unusedData } from './pending';

type Field = SmartForm['sections'][number]['fields'][number];

/** A reference the plan makes that its data cannot satisfy, with the question that fixes it. */
export type BadRef = { step: number; param: string; ref: string; name: string; field: Field };

const REF = /\{\{\s*(trigger|steps\.(\d+)\.output)((?:\.[\p{L}\p{N}_-]+)*)\s*\}\}/gu;

/** The fields the trigger really has, or null when any may come (a webhook whose fields were not said). */
function knownTriggerFields(steps: PlanStep[], text: string, original: string): { root: string[]; declared: string[] | null; bodyRoot: boolean } | null {
  const node = steps[0]?.node_id ?? 'manual';
  if (node === 'form') {
    const fields = triggerShape(steps, text, original).fields;
    return { root: [...TRIGGER_OUTPUT.form, ...fields], declared: isDefaultForm(fields) ? null : fields, bodyRoot: false };
  }
  if (node === 'webhook') {
    const fields = triggerShape(steps, text, original).fields;
    return { root: TRIGGER_OUTPUT.webhook, declared: fields.length ? fields : null, bodyRoot: true };
  }
  const root = TRIGGER_OUTPUT[node];
  return root ? { root, declared: null, bodyRoot: false } : null;
}

function stringParams(step: PlanStep): [string, string][] {
  return Object.entries(step.params ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string');
}

/** "En el paso 3, ¿qué dato es «asunto»?", with the fields the data has as choices. */
function question(step: number, param: string, name: string, choices: string[] | null): Field {
  const label = `En el paso ${step}, ¿qué dato es «${name}»?`;
  return choices?.length
    ? { id: `${step}.${param}`, label: `${label} No viene en los datos que mencionaste.`, type: 'select', options: choices, required: true }
    : { id: `${step}.${param}`, label: `${label} No viene en los datos de ese momento; dime cuál usar.`, type: 'string', required: true };
}

/** References to data that does not exist: a field the trigger lacks, a field of an AI text, a later step. */
export function badReferences(steps: PlanStep[], text: string, original: string): BadRef[] {
  const trigger = knownTriggerFields(steps, text, original);
  const out: BadRef[] = [];
  for (const s of steps.slice(1)) {
    for (const [param, value] of stringParams(s)) {
      for (const m of value.matchAll(REF)) {
        const path = m[3].split('.').filter(Boolean);
        const problem = m[1] === 'trigger' ? triggerProblem(path, trigger) : stepProblem(steps, s.step, Number(m[2]), path);
        if (!problem) continue;
        if (out.some((b) => b.step === s.step && b.param === param)) continue;
        out.push({ step: s.step, param, ref: m[0], name: problem, field: question(s.step, param, problem, trigger?.declared ?? null) });
      }
    }
  }
  return out;
}

/** The field name that does not exist, or null when the trigger has it. */
function triggerProblem(path: string[], trigger: ReturnType<typeof knownTriggerFields>): string | null {
  if (!trigger || !path.length) return null;
  const [first, second] = path;
  if (!trigger.root.includes(first)) return first;
  // A nested key of a pasted sample ("customer.name") is declared by its whole path.
  const nested = path.slice(1).join('.');
  const declared = (f: string) => f === second || nested === f || nested.startsWith(`${f}.`) || f.startsWith(`${nested}.`);
  if (trigger.bodyRoot && first === 'body' && second && trigger.declared && !trigger.declared.some(declared)) return second;
  return null;
}

/** A reference to a step's output that cannot hold: the step is not before this one, or the path is not what it returns. */
function stepProblem(steps: PlanStep[], at: number, from: number, path: string[]): string | null {
  const source = steps.find((s) => s.step === from);
  if (!source || from >= at) return path[0] ?? 'output';
  const root = stepOutputPath(source);
  if (root === undefined) return null;
  // "{{steps.2.output.text.correo}}": an AI step returns text, which has no fields.
  if (root === 'text' && path[0] === 'text' && path.length > 1) return path[1];
  return null;
}

/** "solo si…", "menos cuando…" in the request: the owner said a condition. */
const CONDITION_SAID = /\b(?:solo si|solo cuando|siempre que|excepto (?:si|cuando)|menos (?:si|cuando)|salvo (?:si|que|cuando)|a menos que)\b[^,.;:!?]{3,60}/;

/** A condition the owner said that no step, trigger search or query carries: the words, to ask about. */
export function conditionLeftOut(steps: PlanStep[], text: string): string | null {
  const said = CONDITION_SAID.exec(stripMarkers(text));
  if (!said) return null;
  const carried = steps.some((s) => s.node_id === 'filter'
    || (s.step === 1 && Object.keys(s.params ?? {}).some((k) => k !== 'spreadsheet_id' && k !== 'sheet_name' && k !== 'fields' && k !== 'cron_expression' && k !== 'timezone'))
    || (s.node_id === 'postgres' && /\bwhere\b/i.test(String(s.params?.query ?? ''))));
  return carried ? null : said[0].trim();
}

/** "menos los domingos", "excepto el sábado": each weekday with the words that rule it out, built once. */
const DAY_RULED_OUT = Object.entries(DAYS).map(([word, n]) => ({ n, said: new RegExp(`\\b(?:menos|excepto|salvo|sin contar|no)\\s+(?:los|el)\\s+${word}\\b`) }));

/** "todos los días menos los domingos" scheduled on Sundays: the day ruled out, when the schedule runs on it. */
export function excludedDayScheduled(steps: PlanStep[], text: string): string | null {
  const cron = steps[0]?.node_id === 'schedule' ? String(steps[0].params?.cron_expression ?? '') : '';
  const dow = cron.split(/\s+/)[4];
  if (!dow) return null;
  const plain = stripMarkers(text);
  const runs = cronDays(dow);
  for (const { n, said } of DAY_RULED_OUT) {
    const hit = said.exec(plain);
    if (hit && runs.has(n)) return hit[0];
  }
  return null;
}

function cronDays(field: string): Set<number> {
  const days = new Set<number>();
  for (const part of field.replace(/^\*$/, '0-6').split(',')) {
    const [a, b = a] = part.split('-').map(Number);
    if (Number.isNaN(a) || Number.isNaN(b)) continue;
    for (let d = a; d <= b; d++) days.add(d % 7);
  }
  return days;
}

/**
 * Makes the plan agree with itself where only one reading is possible:
 * - a step planned twice is one step (`withoutRepeats`; after an edit, only identical steps);
 * - a form whose fields the owner did not list gets the fields its steps use ("crea el evento en
 *   la fecha" adds «fecha»), so the published form asks for them;
 * - a condition on a value an AI step extracts ("que la IA saque el total y si es mayor a 10000")
 *   compares the AI's answer, and the AI is told to answer with that value alone;
 * - a statement written with one placeholder and no value takes the data of the step before (`withSqlValue`);
 * - an AI step whose answer starts a calendar event answers with the date alone (`ai-date.ts`).
 */
export function repairConsistency(steps: PlanStep[], edited = false): PlanStep[] {
  return withAiDates(withSqlValue(withAiValueConditions(withUsedFormFields(withoutRepeats(steps, edited)))));
}

/**
 * "guarda el resultado en postgres con "INSERT INTO citas (texto) VALUES ($1)"": a statement the owner wrote with one
 * placeholder and no value for it gets the data of the step before (the AI's answer, the trigger's data). A statement
 * with more placeholders than values and more than one missing is left for the owner to complete.
 */
function withSqlValue(steps: PlanStep[]): PlanStep[] {
  return steps.map((s, i) => {
    if (s.node_id !== 'postgres' || i === 0) return s;
    const query = String(s.params?.query ?? '');
    const wanted = Math.max(0, ...[...query.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    const given = Array.isArray(s.params?.params) ? (s.params.params as unknown[]) : [];
    const data = dataRef(steps.slice(0, i));
    if (wanted !== 1 || given.length || !data) return s;
    return { ...s, params: { ...s.params, params: [data] } };
  });
}

/** A value a step gets when the request said none: it yields to a value said for the same step elsewhere. */
const blank = (v: unknown) => v === undefined || v === '' || v === DEFAULT_TAB || v === DEFAULT_FILE;

/**
 * The same step planned twice — "guárdalo en la hoja Pedidos … la liga es https://…" read as one step with the tab and
 * another with the link — is one step: two steps of the same action whose parameters never disagree (each one equal,
 * or said in only one of them), with no wait or condition between them, become one, with every value said, where the
 * first one was. After an edit only identical steps become one: a blank step an edit added is its failure to read the
 * change, which the smart form then asks about.
 */
function withoutRepeats(steps: PlanStep[], identicalOnly: boolean): PlanStep[] {
  for (let i = 1; i < steps.length; i++) {
    for (let j = i + 1; j < steps.length; j++) {
      const a = steps[i];
      const b = steps[j];
      if (a.node_id !== b.node_id || a.action_id !== b.action_id) continue;
      // "mándale un correo, espera un día y mándale otro": a wait or a condition between them makes two moments.
      if (steps.slice(i + 1, j).some((s) => s.node_id === 'delay' || s.node_id === 'filter')) continue;
      const pa = a.params ?? {};
      const pb = b.params ?? {};
      const keys = [...new Set([...Object.keys(pa), ...Object.keys(pb)])];
      const same = (k: string) => JSON.stringify(pa[k]) === JSON.stringify(pb[k]);
      if (!keys.every((k) => same(k) || (!identicalOnly && (blank(pa[k]) || blank(pb[k]))))) continue;
      const merged = Object.fromEntries(keys.map((k) => [k, blank(pa[k]) && !blank(pb[k]) ? pb[k] : pa[k] ?? pb[k]]));
      const kept = steps.map((s, k) => (k === i ? { ...s, params: merged } : s));
      return withoutRepeats(dropStep(kept, j), identicalOnly);
    }
  }
  return steps;
}

function withUsedFormFields(steps: PlanStep[]): PlanStep[] {
  const t = steps[0];
  if (t?.node_id !== 'form' || !isDefaultForm(formFieldNames(t))) return steps;
  const fields = [...(t.params?.fields as string[])];
  for (const s of steps.slice(1)) {
    for (const [, value] of stringParams(s)) {
      for (const m of value.matchAll(REF)) {
        const name = m[1] === 'trigger' ? m[3].split('.')[1] : undefined;
        if (name && !TRIGGER_OUTPUT.form.includes(name) && !fields.includes(name)) fields.push(name);
      }
    }
  }
  return fields.length === (t.params?.fields as string[]).length ? steps : [{ ...t, params: { ...t.params, fields } }, ...steps.slice(1)];
}

function withAiValueConditions(steps: PlanStep[]): PlanStep[] {
  let out = steps;
  for (const f of steps) {
    const m = f.node_id === 'filter' ? /^\{\{\s*steps\.(\d+)\.output\.text\.([\p{L}\p{N}_]+)\s*\}\}$/u.exec(String(f.params?.left ?? '')) : null;
    const ai = m ? out.find((s) => s.step === Number(m[1]) && stepOutputPath(s) === 'text') : undefined;
    if (!m || !ai) continue;
    const only = `Responde solo con el dato «${m[2].replace(/_/g, ' ')}», sin más texto (si es una cantidad, solo el número, sin comas ni signos).`;
    out = out.map((s) => (s === f ? { ...s, params: { ...s.params, left: `{{steps.${m[1]}.output.text}}` } }
      : s === ai ? { ...s, params: { ...s.params, prompt: `${String(s.params?.prompt ?? '')}\n\n${only}` } } : s));
  }
  return out;
}

/**
 * The answer to "¿qué dato es «piezas»?" (a field's name) put where the reference was: the one
 * reference in the parameter now points at that field of the trigger. Null when the parameter holds
 * no single reference or the answer is not a field's name, so the answer is used as typed.
 */
export function rebound(current: unknown, name: string, triggerNode: string | undefined): string | null {
  if (typeof current !== 'string' || !/^[\p{L}_][\p{L}\p{N}_]*$/u.test(name)) return null;
  const refs = [...current.matchAll(REF)];
  if (refs.length !== 1 || refs[0][1] !== 'trigger') return null;
  // Only a field the owner's data names ("{{trigger.body.telefono}}", a form's "{{trigger.piezas}}"), never "{{trigger.chat_id}}".
  const [first, second] = refs[0][3].split('.').filter(Boolean);
  const named = triggerNode === 'webhook' ? first === 'body' && !!second : !(TRIGGER_OUTPUT[triggerNode ?? 'manual'] ?? []).includes(first);
  return named ? current.replace(refs[0][0], fieldRef(triggerNode, name)) : null;
}

/** Steps that only read data: what they read is the point of the plan only if a later step uses it. */
const READS: Record<string, (s: PlanStep) => string | null> = {
  'google_sheets.read_rows': (s) => `la hoja «${String(s.params?.sheet_name || 'de tu archivo')}»`,
  'google_calendar.list_events': () => 'los eventos de tu calendario',
  'postgres.query': (s) => (/^\s*select\b/i.test(String(s.params?.query ?? '')) ? 'tu base de datos' : null),
};

/**
 * "consulta https://… y lo apunte en la hoja TipoCambio" planned as a read of the sheet and a request whose answer goes
 * nowhere: a step that reads a sheet, a calendar or a table while no later step uses what it read. The questions to ask.
 */
export function unusedReads(steps: PlanStep[]): string[] {
  return steps.slice(1).flatMap((s) => {
    const what = READS[`${s.node_id}.${s.action_id}`]?.(s);
    if (!what) return [];
    const later = JSON.stringify(steps.filter((x) => x.step > s.step).map((x) => x.params ?? {}));
    return later.includes(`steps.${s.step}.output`) ? [] : [unusedData(s.step, what)];
  });
}
