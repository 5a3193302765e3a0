/**
 * How sure the planner is of its reading, from the parse itself: every value the owner typed
 * should land in the plan (an address, a phone, a chat, a link, a quoted text, a named tab or
 * table), and every required parameter should be filled. A value left over is a doubt: when a
 * step has a slot of that kind, the reply asks with the two readings as choices; otherwise it says
 * which value it could not place. An order that produced no step is said back as not understood.
 */
import type { SmartForm } from '../../contracts/chat';
import { driveFolderId, phones, spreadsheetId, stripMarkers, telegramChatId, type Literal } from './extract';
import { missingParams } from './catalog';
import { normalize } from './normalize';
import type { PlanStep } from './types';
import { refInWords } from './reply-refs';
import { triggerShape } from './shape';
import { namedValues } from './values';
import { googleIds } from './google-ids';
import { badReferences, conditionLeftOut, excludedDayScheduled, unusedReads } from './consistency';
import { calculationLeftOut, calculationQuestion } from './calculations';

type Field = SmartForm['sections'][number]['fields'][number];

/** `note`: what the reply says about it, when the usual "no estoy seguro de en qué paso va" does not fit. */
export type Doubt = { value: string; kind: 'email' | 'phone' | 'chat' | 'url' | 'text' | 'name'; field?: Field; note?: string };
/** `unused`: questions a check forms itself: data a step reads that no later step uses (consistency.ts `unusedReads`), a sum no step can make (calculations.ts). */
export type Assessment = { confidence: number; doubts: Doubt[]; unplanned: string[]; unused: string[] };

/** The slot a leftover value of each kind could fill, by node. */
const SLOTS: Record<Doubt['kind'], Record<string, string>> = {
  email: { email: 'to', gmail: 'to' },
  phone: { whatsapp: 'to' },
  chat: { telegram: 'chat_id' },
  url: { http: 'url' },
  text: {},
  name: {},
};

const LABELS: Record<Doubt['kind'], string> = {
  email: 'el correo', phone: 'el número', chat: 'el chat', url: 'la dirección', text: 'el texto', name: 'el nombre',
};

/** The values the owner typed, by kind. */
export function typedValues(text: string, literals: Literal[], original: string, githubTrigger: boolean): { value: string; kind: Doubt['kind']; folder?: boolean }[] {
  const out: { value: string; kind: Doubt['kind']; folder?: boolean }[] = [];
  for (const l of literals) {
    if (l.kind === 'email') out.push({ value: l.value, kind: 'email' });
    else if (l.kind === 'url') out.push({ value: l.value, kind: 'url' });
    else if (l.kind === 'quote' && l.value.length > 1 && !namesAForm(original, l.value)) out.push({ value: l.value, kind: 'text' });
  }
  for (const p of phones(text)) out.push({ value: p, kind: 'phone' });
  const chat = telegramChatId(text);
  if (chat && !out.some((v) => v.value.replace('+', '') === chat.replace('-', ''))) out.push({ value: chat, kind: 'chat' });
  for (const v of namedValues(original)) if (v.slot === 'sheet_name' || v.slot === 'table' || v.slot === 'coupon' || v.slot === 'folder') out.push({ value: v.value, kind: 'name', folder: v.slot === 'folder' });
  // "el repo tapatiosoft/app-pedidos": a repository named must land in a step.
  const repo = /\brepo(?:sitorio)?s?\s+(?:de\s+github\s+)?(?:llamado\s+)?([a-z0-9][a-z0-9-]*\/[a-z0-9._-]*[a-z0-9])/i.exec(stripMarkers(text));
  // A GitHub trigger is set up on the repository itself, so no parameter carries it.
  if (repo && !githubTrigger) out.push({ value: repo[1], kind: 'name' });
  // "el archivo con id 1AbC…": an id said bare must land somewhere too.
  for (const g of googleIds(original)) out.push({ value: g.id, kind: 'name' });
  return out;
}

/** "el formulario "Quiero visitar"", "un quiz que se llama 'encuentra tu aroma'": the form's own name, which no step carries. */
const FORM_NAME = /\b(?:form|formulario|forms|quiz|encuesta|cuestionario)\s+(?:de\s+|que se llama\s+|llamad[oa]\s+)?["“«']?$/i;
function namesAForm(original: string, quote: string): boolean {
  const at = original.indexOf(quote);
  return at > 0 && FORM_NAME.test(original.slice(Math.max(0, at - 40), at));
}

/** True when the plan carries the value somewhere (a URL also counts when its sheet or folder id is used). */
export function placed(value: string, kind: Doubt['kind'], plan: string): boolean {
  const folded = plan.toLowerCase();
  if (folded.includes(value.toLowerCase())) return true;
  if (kind === 'phone') return folded.includes(value.replace(/^\+?52/, ''));
  if (kind === 'url') {
    // "https://github.com/owner/name": the repository it names.
    const repo = /^https?:\/\/(?:www\.)?github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/i.exec(value)?.[1];
    if (repo && folded.includes(repo.toLowerCase())) return true;
    const id = spreadsheetId(value) ?? driveFolderId(value);
    return !!id && plan.includes(id);
  }
  if (kind === 'name') return folded.includes(value.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
  // "como 'Limpieza - nombre'": a quoted text whose words a step carries as references to those fields (event-title.ts).
  if (kind === 'text') return folded.replace(/\{\{(?:[^{}.]*\.)*([^{}.]+)\}\}/g, '$1').includes(value.toLowerCase());
  return false;
}

export function assess(steps: PlanStep[], text: string, literals: Literal[], original: string, orphans: string[] = []): Assessment {
  let unplanned = orphans;
  const plan = JSON.stringify(steps.map((s) => s.params ?? {}));
  const doubts: Doubt[] = [];
  for (const v of typedValues(text, literals, original, steps[0]?.node_id === 'github')) {
    if (placed(v.value, v.kind, plan) || doubts.some((d) => d.value === v.value)) continue;
    // "mi carpeta de Drive llamada Entregas": a folder named by its name, which Drive cannot look up — its id is asked.
    const drive = v.folder ? steps.find((s) => s.node_id === 'google_drive' && s.action_id !== 'create_folder' && !(s.params ?? {}).folder_id) : undefined;
    if (drive) {
      doubts.push({ value: v.value, kind: v.kind, field: {
        id: `${drive.step}.folder_id`, label: `ID de la carpeta «${v.value}» de Drive`, type: 'string', required: true,
        description: 'Está en la dirección de la carpeta: drive.google.com/drive/folders/ESTE-ID',
      }, note: `Drive no busca carpetas por nombre: pásame el ID de la carpeta «${v.value}» en el formulario (está en su dirección).` });
      continue;
    }
    // A step with a slot of this kind: ask which of the two readings is right.
    const step = steps.find((s) => SLOTS[v.kind][s.node_id] && (s.params ?? {})[SLOTS[v.kind][s.node_id]] !== undefined);
    const param = step ? SLOTS[v.kind][step.node_id] : undefined;
    const raw = step && param ? String((step.params ?? {})[param] ?? '') : '';
    // The current reading in words ("el dato «telefono» que llega con la petición"); choosing it keeps the plan as is.
    const current = raw ? refInWords(raw, steps[0]?.node_id ?? '') ?? raw : '';
    const field: Field | undefined = step && param ? {
      id: `${step.step}.${param}`,
      label: `¿A dónde va el paso ${step.step}? Mencionaste ${LABELS[v.kind]} ${v.value}`,
      type: 'select',
      options: current ? [v.value, current] : [v.value],
      required: true,
    } : undefined;
    doubts.push({ value: v.value, kind: v.kind, ...(field ? { field } : {}) });
  }
  // A condition with no field ("solo si es mayor a 10" with several numbers in the data): ask which one.
  for (const s of steps) {
    if (s.node_id !== 'filter' || (s.params ?? {}).left !== '') continue;
    const fields = triggerShape(steps, text, original).fields;
    doubts.push({
      value: String((s.params ?? {}).right ?? ''), kind: 'name',
      field: fields.length
        ? { id: `${s.step}.left`, label: `¿Qué dato comparo en el paso ${s.step}?`, type: 'select', options: fields, required: true }
        : { id: `${s.step}.left`, label: `¿Qué dato comparo en el paso ${s.step}? (por ejemplo total)`, type: 'string', required: true },
    });
  }
  // A reference to data that does not exist (a field the form lacks, a field of an AI's text): asked.
  for (const b of badReferences(steps, text, original)) {
    if (!doubts.some((d) => d.field?.id === b.field.id)) doubts.push({ value: b.name, kind: 'name', field: b.field, note: `El paso ${b.step} usa el dato «${b.name}», que no viene en los datos de ese momento; dime cuál es en el formulario.` });
  }
  // A condition or a day off the owner said that no step carries: asked like any part not placed.
  const leftOut = [conditionLeftOut(steps, text), excludedDayScheduled(steps, text)].filter((u): u is string => !!u);
  unplanned = [...unplanned, ...leftOut.filter((u) => !unplanned.includes(u))];
  const unfilled = steps.reduce((n, s) => n + missingParams(s.node_id, s.action_id, s.params ?? {}).length, 0);
  const sum = calculationLeftOut(steps, text);
  // "arma un campo total que sea cantidad por 180" made no step because of its sum: one question, about the sum.
  if (sum) unplanned = unplanned.filter((u) => !normalize(u).includes(sum));
  const unused = [...unusedReads(steps), ...(sum ? [calculationQuestion(sum)] : [])];
  const confidence = Math.max(0, 1 - 0.3 * doubts.length - 0.3 * (unplanned.length + unused.length) - 0.1 * unfilled);
  return { confidence: Math.round(confidence * 100) / 100, doubts, unplanned, unused };
}

