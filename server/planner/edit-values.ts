/**
 * More values a follow-up replaces in the steps that hold them (the trigger included): the
 * spreadsheet ("la hoja es https://…", "aquí va el link: …"), its tab ("cambia la pestaña a
 * Ciclo2027"), a Discord webhook, how long a wait lasts ("la espera mejor de una semana") and how
 * long before an event the flow starts ("que sea 2 horas antes").
 */
import type { Ctx } from './edit-details';
import { fieldRef } from './refs';
import { literalsIn, repository, spreadsheetId, stripMarkers } from './extract';
import { stripAccents } from './normalize';
import { duration } from './cron-text';
import { durationIn } from './lexicon/durations';
import { googleIds, looksLikeId } from './google-ids';
import { tabSaid } from './sheet-tab-said';
import type { PlanStep } from './types';

/** Sets `key` on the steps `pred` accepts (index 0 is the trigger) and records what changed. */
export type Setter = (pred: (s: PlanStep, index: number) => boolean, key: string, value: unknown, label: string) => void;

/** "pestaña Ciclo2027", "la pestaña a Solicitudes", "pestaña: Altas": the tab as the user typed it. */
const TAB_WORDS = '(?:\\s+(?:a|por|es|sea|ahora es|ahora se llama|ahora|se llama|se llame|llamada|que se llame|correcta es|:))?';
const TAB = new RegExp(`(?<!\\p{L})(?:pesta[nñ]a|hoja llamada|tab)${TAB_WORDS}\\s*:?\\s+(?!["“«'])([\\p{L}\\d_-]+)`, 'iu');
/** "la pestaña se llama 'Pedidos Nov'", "la pestaña ahora es 'Rol Playoffs'": a quoted tab, spaces and all. */
const TAB_QUOTED = new RegExp(`(?<!\\p{L})(?:pesta[nñ]a|hoja llamada|tab)${TAB_WORDS}\\s*:?\\s*["“«']([^"”»']+)["”»']`, 'iu');
/** "el id de la hoja es 1AbC…", "la hoja: 1AbC…": a spreadsheet id without its URL. */
const BARE_SHEET = /\b(?:id(?:\s+de\s+(?:la|mi)\s+hoja)?|hoja)\s*(?:es|:|=)\s*([A-Za-z0-9_-]{15,})\b/i;
/** "la hoja es Instructores", "la hoja ahora es 'Pedidos Nov'", "cambia la hoja a Ventas", "y la hoja que sea Reportes". */
const SHEET_NAMED = /(?<!\p{L})hoja\s+(?:(?:que\s+)?(?:ahora\s+)?(?:es|sea|se llame|se llama|sera)|(?:c[aá]mbi(?:a|e|en)la\s+)?a|por)\s*:?\s+["“«']?([\p{L}\d_-]+(?:\s+[\p{L}\d_-]+)*?)["”»']?(?=\s*(?:[,;.!?\n]|\s+y\s|$))/iu;
const NOT_A_NAME = /^(?:de|del|la|el|en|a|por|que|y|es)$/i;

const seconds = (text: string) => durationIn(text)?.seconds;

/** "el cupón ahora es FIT15", "cambia el cupón a VERANO20": the new code, as typed. */
const COUPON_SAID = /\b[Cc]up[oó]n(?:\s+de\s+descuento)?\s+(?:ahora\s+)?(?:(?:es|ser[aá]|sea|a|por)\s+)?:?\s*([A-Z0-9][A-Za-z0-9_-]{2,})\b/;
/** A code inside a message ("Tu cupón de descuento es FIT10."). */
const COUPON_IN = /(cup[oó]n(?:\s+de\s+descuento)?(?:\s+es)?\s+)([A-Z0-9][A-Za-z0-9_-]{2,})/;

export function changeValues(steps: PlanStep[], ctx: Ctx, set: Setter): void {
  // "cambia el número del WhatsApp por el del campo celular": the recipient bound to that field.
  const field = namedField(ctx, steps[0]);
  const kind = field ? recipientKey(ctx.text) : null;
  if (field && kind === 'phone') set((s, i) => i > 0 && s.node_id === 'whatsapp', 'to', field, `el número: ahora es ${readableField(field)}`);
  if (field && kind === 'email') set((s, i) => i > 0 && s.action_id === 'send_email', 'to', field, `el destinatario: ahora es ${readableField(field)}`);
  // "que la IA conteste de forma amable", "cambia las instrucciones de la IA: que responda en inglés".
  const prompt = aiInstruction(ctx);
  const ai = steps.find((s, i) => i > 0 && (s.node_id === 'ai' || s.node_id === 'ai_agent'));
  if (prompt && ai) {
    // The data the AI worked on stays with the new instructions.
    const refs = [...new Set(String(ai.params?.prompt ?? '').match(/\{\{[^}]+\}\}/g) ?? [])];
    set((s) => s === ai, 'prompt', refs.length ? `${prompt}.\n\nDatos: ${refs.join(' ')}` : prompt, `las instrucciones de la IA: «${prompt}»`);
  }
  // "el cupón ahora es FIT15": the code inside the message that carries one.
  const coupon = COUPON_SAID.exec(ctx.original ?? '')?.[1];
  if (coupon) {
    for (const st of steps) {
      for (const key of ['message', 'body', 'subject']) {
        const v = st.params?.[key];
        if (typeof v === 'string' && COUPON_IN.test(v) && !v.includes(coupon)) set((x) => x === st, key, v.replace(COUPON_IN, `$1${coupon}`), `el cupón a ${coupon}`);
      }
    }
  }
  // "cambia la consulta a "SELECT …"": SQL quoted is the query.
  const sql = literalsIn(ctx.text, ctx.literals, 'quote').find((q) => /^\s*(?:select|insert|update|delete|with)\s/i.test(q));
  if (sql) set((s) => s.node_id === 'postgres', 'query', sql, 'la consulta SQL');
  const urls = literalsIn(ctx.text, ctx.literals, 'url');
  const sheet = urls.map(spreadsheetId).find(Boolean);
  if (sheet) set((s) => s.node_id === 'google_sheets', 'spreadsheet_id', sheet, `la hoja de cálculo a ${sheet}`);
  // "la hoja es Instructores", "cambia la hoja a Ventas": a word that is no id nor link names the tab.
  // "que sea la otra, Ventas2", "mejor que sea de la hoja Colegiaturas": the name after a pointer, a tab a change leads to (sheet-tab-said.ts).
  const sheetWord = /\bpestana\b|\bhoja llamada\b/.test(ctx.text) ? undefined : tabSaid(ctx.original ?? '', SHEET_NAMED.exec(ctx.original ?? '')?.[1]);
  const tab = /\bpestana\b|\bhoja llamada\b/.test(ctx.text) ? TAB_QUOTED.exec(ctx.original ?? '')?.[1] ?? TAB.exec(ctx.original ?? '')?.[1]
    : sheetWord && !looksLikeId(sheetWord) && !/^https?$/i.test(sheetWord) ? sheetWord : undefined;
  if (tab && !NOT_A_NAME.test(tab)) set((s) => s.node_id === 'google_sheets', 'sheet_name', tab, `la pestaña a ${tab}`);
  // "el id de la hoja es 1AbC…": an id said without its URL.
  // "el archivo es 1AbC…", "la carpeta de Drive con id 1Fotos…": ids said bare, by the noun before them (google-ids.ts).
  const ids = googleIds(ctx.original ?? '');
  const bareSheet = !sheet ? BARE_SHEET.exec(ctx.original ?? '')?.[1] ?? ids.find((g) => g.of !== 'folder' && steps.some((st) => st.node_id === 'google_sheets'))?.id : undefined;
  if (bareSheet) set((s) => s.node_id === 'google_sheets', 'spreadsheet_id', bareSheet, `la hoja de cálculo a ${bareSheet}`);
  const bareFolder = ids.find((g) => g.of === 'folder' || (g.of === null && !steps.some((st) => st.node_id === 'google_sheets')))?.id;
  if (bareFolder) set((s) => s.node_id === 'google_drive', 'folder_id', bareFolder, `la carpeta de Drive a ${bareFolder}`);
  // "la carpeta es https://drive.google.com/drive/folders/…": the Drive folder, trigger included.
  const folder = urls.map((u) => /drive\.google\.com\/drive\/(?:u\/\d+\/)?folders\/([\w-]+)/.exec(u)?.[1]).find(Boolean);
  if (folder) set((s) => s.node_id === 'google_drive', 'folder_id', folder, `la carpeta de Drive a ${folder}`);
  // "el repo es acme/tienda": the repository an issue goes to.
  const repo = /\b(?:repo|repositorio)\b/.test(ctx.text) ? repository(ctx.text) : undefined;
  if (repo) set((s, i) => i > 0 && s.node_id === 'github', 'repository', repo, `el repositorio a ${repo}`);
  const discord = urls.find((u) => /discord(?:app)?\.com\/api\/webhooks/.test(u));
  if (discord) set((s) => s.node_id === 'discord', 'webhook_url', discord, 'el webhook de Discord');
  const plain = stripMarkers(ctx.text);
  // "la espera mejor que sea de una semana", "que espere 2 horas".
  const wait = /\b(?:espera|esperar|espere|pausa|retraso)\b/.test(plain) ? seconds(plain) : undefined;
  if (wait) set((s) => s.node_id === 'delay', 'seconds', wait, `la espera a ${duration(wait)}`);
  // "que sea 2 horas antes": how long before each event the flow starts.
  const before = /\bantes\b/.test(plain) && !wait ? seconds(plain) : undefined;
  if (before && steps[0]?.node_id === 'google_calendar') set((s, i) => i === 0, 'minutes_before', Math.round(before / 60), `el aviso: ahora empieza ${duration(before)} antes de cada evento`);
}

/** Where a value said without quotes ends: a comma or stop, or "y" starting the next change. */
const VALUE_END = /\s*(?:[,;.!?\n]|\s+y\s+(?:el|la|los|las|cambia|cambiale|quita|agrega|pon|ponle|que|mandalo|mejor)\b)/i;

/**
 * "ponle de asunto: Bienvenido al club", "el asunto a Pedido nuevo": the text after a noun and its
 * link word, as the user wrote it (case and accents kept), when it was not quoted.
 */
export function writtenAfter(original: string, noun: string): string | undefined {
  const re = new RegExp(`(?<!\\p{L})${noun}(?:\\s+del?\\s+(?:correo|mail|email|gmail|mensaje))?(?:\\s+(?:c[aá]mbialo|c[aá]mbiala|p[oó]nlo|p[oó]nla|d[eé]jalo|que sea))?\\s*(?:(?:a|de|por|es|sea|que sea|que diga|diga|ahora es|ahora|:)\\s*)+:?\\s*(?!["“«'])(\\S.*)$`, 'iu');
  // "ponle de asunto Nuevo pedido web", "con asunto Pedido listo": the link word said before the noun.
  const m = re.exec(original) ?? new RegExp(`(?<!\\p{L})(?:de|como|por|con)\\s+${noun}\\s*:?\\s+(?!["“«'])(\\S.*)$`, 'iu').exec(original);
  if (!m) return undefined;
  const end = VALUE_END.exec(m[1]);
  const value = (end ? m[1].slice(0, end.index) : m[1]).trim();
  return value.length > 1 && !/^(?:del?|la|el|los|las|un|una)\b/i.test(value) ? value : undefined;
}

/** "al número de la columna Telefono", "por el del campo celular": a field of the trigger's data, as written. */
const FIELD_NAMED = /(?<!\p{L})(?:campo|columna)\s+(?:de\s+|del\s+|llamad[oa]\s+)?["“«']?([\p{L}\d_]+)/iu;

/** A reference to the field the clause names ("{{trigger.record.Telefono}}"), or undefined. */
export function namedField(ctx: Ctx, trigger: PlanStep | undefined): string | undefined {
  if (!trigger || !/\b(?:campo|columna)\b/.test(ctx.text)) return undefined;
  const name = FIELD_NAMED.exec(ctx.original ?? '')?.[1];
  if (!name) return undefined;
  // Columns keep the header as written; fields sent by a form or a system are lower case.
  return fieldRef(trigger.node_id, trigger.node_id === 'google_sheets' ? name : name.toLowerCase());
}

/** Which recipient a field goes to, by what the clause talks about. */
export function recipientKey(text: string): 'phone' | 'email' | 'chat' | null {
  if (/\b(?:whatsapp|numero|telefono|celular|cel|tel)\b/.test(text)) return 'phone';
  if (/\b(?:correo|email|mail|gmail)\b/.test(text)) return 'email';
  if (/\b(?:telegram|chat)\b/.test(text)) return 'chat';
  return null;
}

/** "{{trigger.record.Telefono}}" → "la columna «Telefono»"; other fields → "el campo «celular»". */
export function readableField(ref: string): string {
  const m = /\{\{\s*trigger\.(record\.)?(?:body\.)?([\w-]+)\s*\}\}/.exec(ref);
  if (!m) return ref;
  return m[1] ? `la columna «${m[2]}»` : `el campo «${m[2]}»`;
}

/** What the AI should do, as the user wrote it: "que la IA conteste de forma amable" → "Conteste de forma amable". */
function aiInstruction(ctx: Ctx): string | undefined {
  const original = ctx.original ?? '';
  const folded = stripAccents(original.toLowerCase());
  if (folded.length !== original.length || !/\b(?:ia|ai|agente|inteligencia artificial|prompt|instrucciones)\b/.test(ctx.text)) return undefined;
  const m = /\b(?:ia|ai|agente|inteligencia artificial|prompt|instrucciones)\b(?:[^:]*?:\s*(?:que\s+)?|[^:]*?\bque\s+|\s+)((?:responda|conteste|resuma|escriba|traduzca|redacte|clasifique|analice|haga|use|hable|sea|diga|genere|explique|incluya|agregue|ponga)\b.+?)\s*(?:[.;]|$)/.exec(folded);
  if (!m) return undefined;
  const at = m.index + m[0].indexOf(m[1]);
  const text = original.slice(at, at + m[1].length).trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
