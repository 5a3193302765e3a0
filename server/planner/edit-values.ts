/**
 * More values a follow-up replaces in the steps that hold them (the trigger included): the
 * spreadsheet ("la hoja es https://…", "aquí va el link: …"), its tab ("cambia la pestaña a
 * Ciclo2027"), a Discord webhook, how long a wait lasts ("la espera mejor de una semana") and how
 * long before an event the flow starts ("que sea 2 horas antes").
 */
import type { Ctx } from './edit-details';
import { literalsIn, spreadsheetId, stripMarkers } from './extract';
import { durationIn } from './lexicon/durations';
import type { PlanStep } from './types';

/** Sets `key` on the steps `pred` accepts (index 0 is the trigger) and records what changed. */
export type Setter = (pred: (s: PlanStep, index: number) => boolean, key: string, value: unknown, label: string) => void;

/** "pestaña Ciclo2027", "la pestaña a Solicitudes", "pestaña: Altas": the tab as the user typed it. */
const TAB = /(?<!\p{L})(?:pesta[nñ]a|hoja llamada|tab)(?:\s+(?:a|por|es|sea|ahora es|ahora|se llame|llamada|que se llame|:))?\s*:?\s+(?!["“«'])([\p{L}\d_-]+)/iu;
const NOT_A_NAME = /^(?:de|del|la|el|en|a|por|que|y|es)$/i;

const duration = (text: string) => durationIn(text)?.seconds;

export function changeValues(steps: PlanStep[], ctx: Ctx, set: Setter): void {
  const urls = literalsIn(ctx.text, ctx.literals, 'url');
  const sheet = urls.map(spreadsheetId).find(Boolean);
  if (sheet) set((s) => s.node_id === 'google_sheets', 'spreadsheet_id', sheet, `la hoja de cálculo a ${sheet}`);
  const tab = /\bpestana\b|\bhoja llamada\b/.test(ctx.text) ? TAB.exec(ctx.original ?? '')?.[1] : undefined;
  if (tab && !NOT_A_NAME.test(tab)) set((s) => s.node_id === 'google_sheets', 'sheet_name', tab, `la pestaña a ${tab}`);
  const discord = urls.find((u) => /discord(?:app)?\.com\/api\/webhooks/.test(u));
  if (discord) set((s) => s.node_id === 'discord', 'webhook_url', discord, 'el webhook de Discord');
  const plain = stripMarkers(ctx.text);
  // "la espera mejor que sea de una semana", "que espere 2 horas".
  const wait = /\b(?:espera|esperar|espere|pausa|retraso)\b/.test(plain) ? duration(plain) : undefined;
  if (wait) set((s) => s.node_id === 'delay', 'seconds', wait, 'la espera');
  // "que sea 2 horas antes": how long before each event the flow starts.
  const before = /\bantes\b/.test(plain) && !wait ? duration(plain) : undefined;
  if (before && steps[0]?.node_id === 'google_calendar') set((s, i) => i === 0, 'minutes_before', Math.round(before / 60), 'cuánto antes empieza');
}

/** Where a value said without quotes ends: a comma or stop, or "y" starting the next change. */
const VALUE_END = /\s*(?:[,;.!?\n]|\s+y\s+(?:el|la|los|las|cambia|cambiale|quita|agrega|pon|ponle|que|mandalo|mejor)\b)/i;

/**
 * "ponle de asunto: Bienvenido al club", "el asunto a Pedido nuevo": the text after a noun and its
 * link word, as the user wrote it (case and accents kept), when it was not quoted.
 */
export function writtenAfter(original: string, noun: string): string | undefined {
  const re = new RegExp(`(?<!\\p{L})${noun}(?:\\s+del?\\s+(?:correo|mail|email|gmail|mensaje))?\\s*(?:(?:a|de|por|es|sea|que sea|que diga|diga|ahora es|ahora|:)\\s*)+:?\\s*(?!["“«'])(\\S.*)$`, 'iu');
  const m = re.exec(original);
  if (!m) return undefined;
  const end = VALUE_END.exec(m[1]);
  const value = (end ? m[1].slice(0, end.index) : m[1]).trim();
  return value.length > 1 && !/^(?:del?|la|el|los|las|un|una)\b/i.test(value) ? value : undefined;
}
