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
