/**
 * Parameters for each step, taken from the clause the user wrote (literals, channels, phones,
 * quoted text) and, where data obviously flows, from references to earlier steps.
 */
import { driveFolderId, literalsIn, phones, repository, spreadsheetId, stripMarkers, telegramChatId, type Literal } from './extract';
import { dataRef, fieldRef, latestFieldRef, latestOutput, messageFor, subjectFor } from './refs';
import { deleteSql, groupedSql, insertSql, selectSql, sqlCondition, updateSql } from './sql';
import { SOMEONE_ELSE } from './lexicon/people';
import { LISTED_AFTER_DATA, MAKE_A_FIELD } from './lexicon/make-field';
import { refNamed, refOfKind, triggerShape } from './shape';
import { asTyped, namedValues, valueIn, valuesIn } from './values';
import { formFields, listedFields } from './form-fields';
import { isSourceUrl } from './parse';
import { ACTION_VERB, DEFAULT_FORM_FIELDS, GITHUB_EVENTS, STORE_VERBS } from './vocabulary';
import { deletesRows, sqlVerb } from './lexicon/sql-verbs';
import { appointmentDate } from './event-date';
import { wordsAndField } from './field-text';
import { saidWebhookFields } from './webhook-fields';
import { boundChat, fieldInto, folderIdNamed, namedByField, ownEmail, saidApart, samePlace } from './fill-values';
export { SAME_PLACE } from './fill-values';
import { PRONOUN_USTED_ORDER } from './plural';
import { answerText, columnAs, dictatedText, gmailSubject, subjectQuery, unquotedAfter, written } from './said-text';
import { declaredSheet } from './lexicon/declarations';
import { DEFAULT_FILE, DEFAULT_TAB } from './lexicon/nouns';
import { aiPrompt } from './ai-prompt';
import { headerDate, titleFromQuote } from './event-title';
import { dateWindow } from './sql-window';
import { fieldAsFile } from './drive-content';
import { columnsInSentence, fullerList, namedColumnCondition, passedDate, saidAggregate, tableSentence, withAggregate } from './sql-said';
import { aiDateRef } from './ai-date';
import { driveRowValues } from './drive-row';
import { bodyFields, rowValues } from './row-values';
import { cannedWithParts } from './told-values';
import { addressee, column, person, toMe, toThem } from './recipients';
import { sendsToThem } from './mail-back';
import { asWritten, coupon, dataFields, linkedText, message, purpose, quoteAfter, quotes, withCode, withFields } from './texts';
import { googleIdIn, googleIds, onlyGoogleId } from './google-ids';
import { normalize, stripAccents } from './normalize';
import type { PlanStep } from './types';

export type FillContext = {
  clause: string; literals: Literal[]; steps: PlanStep[]; userEmail?: string; whole: string; original?: string;
  /** The part of the clause about this step, when several channels share the clause (its recipient is there). */
  focus?: string;
};

const SPECIAL_URL = /discord(?:app)?\.com\/api\/webhooks|docs\.google\.com\/spreadsheets/;

/** Words that introduce a name: "que se llame…", "llamado…", "de nombre…". */
const NAMED = 'que se llame|llamad[oa]|nombre';

/** A quoted answer that is a JSON object ("{"ok":true}") is that object; other text stays text. */
function jsonOrText(said: string | undefined): unknown {
  if (!said || !/^\s*\{[^]*\}\s*$/.test(said)) return said;
  try {
    const value: unknown = JSON.parse(said);
    return value && typeof value === 'object' ? value : said;
  } catch {
    return said;
  }
}

const urls = (ctx: FillContext) => literalsIn(ctx.clause, ctx.literals, 'url');
/** "a mi socio", not "a mí mándame…": someone else is named after "a mi", never an order. */
function someoneElse(text: string): boolean {
  const m = SOMEONE_ELSE.exec(text);
  return !!m && !ACTION_VERB.test(m[0].split(/\s+/).pop() ?? '');
}

function emailParams(ctx: FillContext): Record<string, unknown> {
  const to = literalsIn(ctx.clause, ctx.literals, 'email');
  const q = quotes(ctx);
  // "con asunto Venta grande y…": a subject said without quotes, in the owner's spelling.
  let subject = quoteAfter(ctx, /asunto|titulo/) ?? saidApart(ctx, 'asunto') ?? unquotedAfter(ctx.focus ?? ctx.clause, 'asunto', ctx.original);
  let body = quoteAfter(ctx, /mensaje|cuerpo|texto|contenido|diga|diciendo/);
  const free = q.filter((x) => x !== subject && x !== body);
  if (!subject && !body && free.length >= 2) [subject, body] = free;
  else if (!body && free.length) body = free[0];
  else if (!subject && free.length) subject = free[0];
  // "mándala al cliente" on a mail trigger answers the mail too (mail-back.ts).
  const replying = ctx.steps[0]?.node_id === 'gmail' && (/\b(?:respond|contest)(?:e|a|es|as)(?:le|les)?\b/.test(ctx.clause) || sendsToThem(ctx.clause));
  const here = ctx.focus ?? ctx.clause;
  const who = toThem(here) || toMe(here) ? here : toThem(ctx.clause) || toMe(ctx.clause) ? ctx.clause : addressee(ctx);
  // "avísame a mi correo y al de mi socio socio@x.mx": the owner too.
  if (to.length && ctx.userEmail && /\ba mi (?:correo|email|mail)\b|\ba mi\s+y\b|\by a mi\b|\ba mi(?:\s+tambien)?$/.test(here) && !to.includes(ctx.userEmail)) to.unshift(ctx.userEmail);
  const recipient = to.length ? to.join(', ')
    // "a mi socio": an address the request did not give, asked in the form.
    : someoneElse(here) && !replying ? ''
    : toThem(who) || replying || column(ctx, 'email') ? person(ctx, 'email') ?? ''
      : toMe(who) || /\bahi\b|\bnos\b|[a-z]nos\b/.test(who) ? ownEmail(ctx) ?? (toMe(who) ? ctx.userEmail ?? '' : '') : '';
  const canned = purpose(ctx);
  return {
    to: recipient,
    // "…y se la mandes por correo al cliente que lo envió": a mail back to who wrote is an answer too.
    subject: subject ?? (replying || recipient === '{{trigger.from}}' ? 'Re: {{trigger.subject}}' : canned?.subject ?? subjectFor(ctx.steps)),
    body: body ?? linkedText(ctx) ?? withCode(ctx, dictatedText(here, ctx.original, dataFields(ctx))) ?? coupon(ctx) ?? (canned ? cannedWithParts(canned.body, stripMarkers(here), dataFields(ctx)) : undefined) ?? withFields(ctx) ?? messageFor(ctx.steps),
  };
}

function slackChannel(ctx: FillContext): string {
  const lit = literalsIn(ctx.clause, ctx.literals, 'channel')[0];
  if (lit) return lit;
  const named = /\bcanal\s+(?:de\s+|llamado\s+|del\s+equipo\s+de\s+)?([a-z0-9_-]{2,})\b/.exec(stripMarkers(ctx.clause));
  // "al canal de Slack de los carniceros": the service's own name is no channel (which one is asked).
  return named && !['de', 'del', 'por', 'en', 'a', 'que', 'slack', 'mi', 'su', 'nuestro', 'la', 'el', 'los', 'las'].includes(named[1]) ? `#${named[1]}` : '';
}

/** A spreadsheet id written bare ("id 1AbC…"), read from the original text because ids are case-sensitive. */
const BARE_SHEET_ID = /\b(?:id|ID|Id)(?:\s+de\s+la\s+hoja)?\s*[:=]?\s*([A-Za-z0-9_-]{20,})\b/;

/** "pestaña Faltas": the tab name as the user typed it (the normalised text has lost its case and plural). */
export const TAB_WRITTEN = /(?<!\p{L})(?:pesta[nñ]a(?:\s+llamada)?|hoja\s+llamada|tab)\s+(?!["“«'])([\p{L}\d_-]+)/iu;

const SAME_FILE = /\b(?:del|en el|el) mismo (?:archivo|documento|excel|spreadsheet|libro)\b|\b(?:de|en) (?:esa|la) misma hoja de calculo\b/;

function sheet(ctx: FillContext): Record<string, unknown> {
  // "…en la hoja Cotizaciones del mismo archivo": the spreadsheet an earlier step (or the trigger) uses.
  const same = SAME_FILE.test(ctx.clause) ? ctx.steps.map((s) => s.params?.spreadsheet_id).find((v) => typeof v === 'string' && v) as string | undefined : undefined;
  const declared = declaredSheet(ctx.whole);
  const ids = googleIds(ctx.original ?? '');
  // "…del archivo con id 1LavaMty_pend2026": an id said bare in this clause, else the message's only one.
  const sheetUrls = ctx.literals.some((l) => l.kind === 'url' && spreadsheetId(l.value));
  const id = same ?? urls(ctx).map(spreadsheetId).find(Boolean) ?? googleIdIn(ctx.clause, 'spreadsheet', ids) ?? BARE_SHEET_ID.exec(ctx.original ?? '')?.[1]
    ?? (declared ? literalsIn(declared, ctx.literals, 'url').map(spreadsheetId).find(Boolean) : undefined)
    ?? (!sheetUrls ? onlyGoogleId('spreadsheet', ids) : undefined) ?? '';
  const tab = /\b(?:pestana|hoja llamada|pestana llamada|tab)\s+(?!\{q)([a-z0-9_-]+)/.exec(ctx.clause)?.[1];
  const written = tab ? TAB_WRITTEN.exec(ctx.original ?? '')?.[1] : undefined;
  const named = valueIn(ctx.clause, 'sheet_name', namedValues(ctx.original ?? ''));
  // With the spreadsheet itself unknown, nothing is known of its tabs either: both are asked, never a silent 'Hoja 1'.
  // A spreadsheet given without a tab gets its first tab's usual name, which the reply states as an assumption.
  const name = quoteAfter(ctx, /pestana|hoja llamada|hoja|sheets llamada/) ?? named ?? (tab ? written ?? asWritten(ctx, tab) : id ? DEFAULT_TAB : '');
  return { spreadsheet_id: id, sheet_name: name };
}

const HEADER = /\b(?:header|encabezado|cabecera)\s+([A-Za-z][\w-]*)\s*[:=]\s*([^,;\n"]+?)\s*(?=$|[,;\n]|\s+y\s)/i;
/** "con gpt-4o-mini", "usa claude-3-5-haiku": a model with its version, as written. */
const MODEL = /\b((?:gpt|claude)-[\w.-]*\w)/i;

function httpParams(ctx: FillContext): Record<string, unknown> {
  const url = urls(ctx).find((u) => !SPECIAL_URL.test(u)) ?? '';
  const explicit = /\b(get|post|put|patch|delete)\b/.exec(ctx.clause)?.[1]?.toUpperCase();
  const plain = stripMarkers(ctx.clause);
  const method = explicit
    ?? (isSourceUrl(ctx.clause, ctx.clause.indexOf('{u')) && /\b(?:de|desde)\s+\{u\d+\}/.test(ctx.clause) ? 'GET'
      : /\b(?:borra|elimina|eliminalo|borralo)\b/.test(plain) ? 'DELETE'
      : /\b(?:actualiza|actualizalo|modifica)\b/.test(plain) ? 'PUT'
        : /\b(?:consulta|obten|lee|descarga|revisa|trae|pide|checa|verifica)\b/.test(plain) ? 'GET'
          : /\b(?:(?:envia|manda|reenvia|pasa)(?:le|les|lo|la|los|las|selo|sela|selos)?|publica|postea|notifica|registra|sube|datos|informacion)\b/.test(plain) ? 'POST' : 'GET');
  const params: Record<string, unknown> = { url, method };
  // "con el header Authorization: Bearer abc123", read from the original text (case matters).
  const header = /\b(?:header|encabezado|cabecera)\b/.test(plain) ? HEADER.exec(ctx.original ?? '') : null;
  if (header) params.headers = { [header[1]]: header[2].trim() };
  // "…un POST a <url> con el RFC y el total": those fields of the data (row-values.ts).
  const body = quoteAfter(ctx, /cuerpo|body|datos/) ?? bodyFields(ctx) ?? dataRef(ctx.steps);
  if (method !== 'GET' && method !== 'DELETE' && body) params.body = body;
  return params;
}

/** "quédate solo con el nombre y el correo": each listed field, read from the latest data. */
function chosenFields(ctx: FillContext): Record<string, string> {
  const plain = stripMarkers(ctx.clause);
  // A row's header keeps the owner's capitals.
  const typed = (f: string) => (ctx.steps[0]?.node_id === 'google_sheets' && !latestOutput(ctx.steps) ? asTyped(ctx.original, f) : f);
  // "junta Nombre y Apellido en un solo campo": one field holding both, named as the owner calls it, else after both.
  const join = JOIN.exec(plain);
  if (join) {
    // "…en un campo total_final", "…en uno llamado total": the name the field is given.
    // "…en un campo cliente": a plain word after "campo" names it too, unless it says how the field is (solo, nuevo, aparte).
    const called = /\b(?:llamad[oa]|que se llame|(?:un|una|el|nuevo)\s+campo(?=\s+[a-z_]*_[a-z_]*\b)|(?:un|una|el|nuevo)\s+campo(?=\s+(?!(?:solo|sola|nuevo|nueva|aparte|unico|extra|mas|distinto|separado|llamado|que|con|para|de|del|y|e|en|a|al|por)\b)[a-z]+\b))\s+([a-z_]+)/.exec(plain.slice(join.index))?.[1];
    const name = called ?? (/\bnombre completo\b/.test(ctx.whole) || (join[1] === 'nombre' && /^apellidos?$/.test(join[2])) ? 'nombre_completo' : `${join[1]}_${join[2]}`);
    return { [name]: `${latestFieldRef(ctx.steps, typed(join[1]))} ${latestFieldRef(ctx.steps, typed(join[2]))}` };
  }
  // "arma un campo cliente juntando nombre y apellido y otro con el total": a field named first, made of two, and one more.
  const made = NAMED_JOIN.exec(plain);
  if (made) {
    const other = /^\s*(?:,\s*)?y\s+otro(?:\s+campo)?\s+(?:con|para)\s+(?:el|la|su)\s+([a-z_]+)/.exec(plain.slice(made.index + made[0].length))?.[1];
    return { [made[1]]: `${latestFieldRef(ctx.steps, typed(made[2]))} ${latestFieldRef(ctx.steps, typed(made[3]))}`, ...(other ? { [other]: latestFieldRef(ctx.steps, typed(other)) } : {}) };
  }
  // "agrégale un campo origen que diga formulario web": the data as it is, plus that field.
  const added = ADD_FIELD.exec(ctx.clause);
  if (added) {
    const said = added[2].startsWith('{q') ? literalsIn(added[2], ctx.literals, 'quote')[0] : written(ctx.original, added[2].split(ACTION_VERB)[0].trim());
    const fields = triggerShape(ctx.steps, ctx.whole, ctx.original).fields;
    if (said) return { ...Object.fromEntries(fields.map((f) => [f, latestFieldRef(ctx.steps, typed(f))])), [added[1]]: said };
  }
  const cue = /\b(?:con|solo|solamente|nada mas|unicamente|campos?)\s+/g;
  // "acomoda los datos (cliente, total y envío) en un formato nuevo": the fields listed after the data.
  const inParens = LISTED_AFTER_DATA.exec(plain);
  let list: string[] | null = inParens ? listedFields(inParens[1]) : null;
  for (const m of list ? [] : plain.matchAll(cue)) {
    // "…nomás los campos cliente y total y los mande por POST": an order ends the list, "usted" ones too.
    list = listedFields(plain.slice(m.index + m[0].length).split(ACTION_VERB)[0].split(PRONOUN_USTED_ORDER)[0]);
    if (list) break;
  }
  return Object.fromEntries((list ?? []).map((f) => [f, latestFieldRef(ctx.steps, typed(f))]));
}

/** "agrégale un campo origen que diga formulario web", "agrega el campo estatus con valor 'por surtir'". */
const ADD_FIELD = /(?:\b(?:agrega|agregale|agregue|agreguele|anade|anadele|ponle|pongale|mete|metele|incluye|incluyele|suma|sumale)|\b(?:campos|datos)\s+(?:mas|y|\+|con))\s+(?:un|el|otro|una|la)\s+(?:campo|dato)\s+(?:llamado\s+)?([a-z_]+)\s+(?:con\s+(?:el\s+)?valor|que diga|que sea|con|=|igual a)\s+(\{q\d+\}|[a-z0-9][a-z0-9 ]*?)(?=\s*(?:$|[,;.]|\by\s+(?:lo|la|los|las|luego|despues|guarda|manda|envia|mete|sube)|\b(?:y|e)\s+[a-z]+(?:lo|la|los|las|le|les)\b))/;

/** "junta Nombre y Apellido en un solo campo": two fields joined into one. */
const NAMED_JOIN = new RegExp(String.raw`${MAKE_A_FIELD}([a-z_]+)\s+(?:juntando|uniendo|combinando|con)\s+(?:el\s+|la\s+|su\s+)?([a-z_]+)\s+(?:y|e|con)\s+(?:el\s+|la\s+|su\s+)?([a-z_]+)`);
const JOIN = /\b(?:junta|juntes|junte|juntale|une|combina|combines|combine|concatena|concatenes|concatene)\s+(?:el\s+|la\s+|su\s+)?([a-z_]+)\s+(?:y|e|con)\s+(?:el\s+|la\s+|su\s+)?([a-z_]+)\s+en\s+(?:un|una)\b/;

/** Words that ask to write rows rather than read them. */
const WRITES = /\b(?:inserta|insertalo|insertala|anota|anotalo|anotala|agrega|agregalo|agregala|mete|metelo|metela)\b/;
/** A message trigger's text searched in a table: "busca en la tabla piezas lo que escribieron". */
const SEARCHES = /\bbusca(?:lo|la)\b|\blo que (?:escribieron|escriben|escriban|escribio|escriba|preguntan|pregunten|pregunto|piden|pidan|pidio|dice|diga|digan|dicen|dijo|mandan|manden|mando|buscan|busquen)\b|\b(?:el|su) mensaje\b/;

/** The SQL the owner described: an INSERT of the data into the table named, or a SELECT from it. */
function writtenSql(ctx: FillContext): Record<string, unknown> {
  const values = namedValues(ctx.original ?? '');
  const tables = values.filter((v) => v.slot === 'table');
  const table = valueIn(ctx.clause, 'table', values) ?? (tables.length === 1 ? tables[0].value : undefined);
  if (!table) return { query: '' };
  const plain = stripMarkers(ctx.clause);
  const t = ctx.steps[0]?.node_id ?? '';
  const search = ['telegram', 'slack'].includes(t) && SEARCHES.test(plain) ? fieldRef(t, 'texto') : undefined;
  // The verb decides; with none ("webhook de pedidos: tabla ordenes en postgres"), data that arrives is stored.
  const verb = sqlVerb(plain);
  const writes = verb ? verb === 'write' : STORE_VERBS.test(plain) || WRITES.test(plain) || (!search && !['schedule', 'manual'].includes(t) && !latestOutput(ctx.steps));
  // "las que tengan estatus 'pendiente'": a quoted value stays readable for the WHERE.
  const withQuotes = ctx.clause.replace(/\{(?!q)[a-z]\d+\}/g, ' ').replace(/\s+/g, ' ').trim();
  // "borre de la tabla carritos los que…": rows deleted, never without a condition.
  if (!search && deletesRows(plain)) return deleteSql(table, withQuotes, ctx.literals);
  // "cambia estatus a 'vencido' donde…", "marca como enviados…": rows changed in place.
  const update = !search ? updateSql(table, withQuotes, ctx.literals, (f) => fieldRef(t, f)) : null;
  if (update) return update;
  if (writes) return insertSql(table, insertColumns(ctx, table));
  // "los socios que vencen esta semana (nombre, telefono, fecha_vencimiento)": the columns to read, listed in parentheses.
  // "la tabla alumnos con nombre y adeudo", "la tabla inventario tiene producto, existencia y minimo": the columns it was described with.
  const described = new RegExp(`\\btabla\\s+${table}\\b(?:\\s+de\\s+postgres)?,?\\s+(?:con|tiene|tienen|trae|traen)\\s+([a-z_]+(?:\\s*(?:,|\\by\\b)\\s*[a-z_]+(?:\\s+(?!y\\b)[a-z_]+)?)+)`).exec(plain)?.[1];
  const items = (/\((?:(?:columnas|campos)\s+)?([a-z_]+(?:\s*(?:,|\by\b)\s*[a-z_]+)+)\)/.exec(plain)?.[1] ?? described)?.split(/\s*(?:,|\by\b)\s*/).filter(Boolean);
  // "con direccion y estatus pendiente" and "saquen los pendientes": the rows whose column holds the value asked for.
  const valued = items?.map((i) => i.split(/\s+/)).find(([, v]) => v && new RegExp(`\\b(?:los|las)\\s+${v}s?\\b`).test(plain));
  const listed = items?.map((i) => i.split(/\s+/)[0]);
  // "…los que deben más de 500 pesos, están en la tabla clientes columna saldo": said in the table's sentence (sql-said.ts).
  const sentence = tableSentence(stripMarkers(ctx.whole), table);
  const condition = (!search ? namedColumnCondition(sentence) : null) ?? sqlCondition(withQuotes, ctx.literals);
  // "el total por sucursal", "los litros de cada socio": summed per group.
  const grouped = !condition && !search && !listed ? groupedSql(table, plain) : null;
  if (grouped) return grouped;
  const where = condition ?? (valued && !search ? { column: valued[0], operator: 'equals', value: valued[1] } : null);
  // "las clases del día (tabla clases, columna fecha)": a time window on the date column named (sql-window.ts).
  const cron = ctx.steps[0]?.node_id === 'schedule' ? String(ctx.steps[0].params?.cron_expression ?? '') : undefined;
  const window = passedDate(sentence) ?? dateWindow(plain, [...valuesIn(ctx.clause, 'column', values), ...(listed ?? [])], cron);
  const aggregate = !search && !listed ? saidAggregate(sentence) : null;
  return withAggregate(selectSql(table, where, search, listed, window), aggregate);
}

/** The columns of an INSERT: those listed after the table, else the fields of the data that arrived, else the data whole. */
function insertColumns(ctx: FillContext, table: string): { column: string; ref: string }[] {
  const t = ctx.steps[0]?.node_id;
  const after = new RegExp(`\\btabla\\s+${normalize(table)}\\s*\\(([^()]*)\\)`).exec(ctx.clause)
    // "…en la tabla mensajes de postgres con el chat_id y el texto": the columns listed after "con".
    ?? new RegExp(`\\btabla\\s+${normalize(table)}\\s+(?:de|en)\\s+(?:mi\\s+|la\\s+)?(?:postgres|base de datos)\\s*\\(([^()]*)\\)`).exec(ctx.clause)
    ?? new RegExp(`\\btabla\\s+${normalize(table)}(?:\\s+(?:de|en)\\s+(?:mi\\s+|la\\s+)?(?:postgres|base de datos))?\\s+con\\s+((?:(?:el|la|los|las|su|sus)\\s+)?[a-z_]+(?:\\s*(?:,|y|e)\\s*(?:(?:el|la|los|las|su|sus)\\s+)?[a-z_]+)+)`).exec(stripMarkers(ctx.clause));
  // "…con cliente, modelo y teléfono y mándale…": a list the clause cut is read whole from the table's sentence.
  const listed = fullerList(after ? listedFields(after[1]) : null, columnsInSentence(tableSentence(stripMarkers(ctx.whole), table), table));
  if (listed) return listed.map((c) => ({ column: c, ref: latestFieldRef(ctx.steps, c) }));
  const out = latestOutput(ctx.steps);
  // Fields set by a transform just before ("agrega el campo estado…") are the columns, each read from it.
  const set = ctx.steps.at(-1)?.node_id === 'transform' ? Object.keys((ctx.steps.at(-1)!.params?.fields as object) ?? {}) : [];
  if (out && set.length) return set.map((c) => ({ column: c, ref: `{{steps.${ctx.steps.at(-1)!.step}.output.${c}}}` }));
  if (out) return [{ column: 'datos', ref: out.ref }];
  const fields = triggerShape(ctx.steps, ctx.whole, ctx.original).fields;
  if (fields.length) return fields.map((f) => ({ column: f, ref: fieldRef(t, f) }));
  return [{ column: 'datos', ref: dataRef(ctx.steps) ?? '' }];
}

/** Parameters for an action step. */

/** The kind of event said ("agéndame la sesión del 14…") titles it, spelled as a title. */
const EVENT_NOUNS: Record<string, string> = { reunion: 'Reunión', sesion: 'Sesión', degustacion: 'Degustación' };

export function actionParams(nodeId: string, actionId: string, ctx: FillContext): Record<string, unknown> {
  switch (`${nodeId}.${actionId}`) {
    case 'email.send_email':
    case 'gmail.send_email': return emailParams(ctx);
    case 'slack.send_message': return { channel: slackChannel(ctx) || (samePlace(ctx, 'slack', '{{trigger.channel}}') ?? ''), message: message(ctx) };
    // "…y le responda a la misma persona por Telegram": the person who wrote is the chat the message came from.
    case 'telegram.send_message': return { chat_id: telegramChatId(ctx.clause) ?? samePlace(ctx, 'telegram', '{{trigger.chat_id}}') ?? boundChat(ctx) ?? (ctx.steps[0]?.node_id === 'telegram' && toThem(ctx.focus ?? ctx.clause) ? '{{trigger.chat_id}}' : ''), message: message(ctx) };
    case 'whatsapp.send_message': {
      const said = (t: string) => toThem(t) || toMe(t) || phones(t).length > 0;
      // "…mándale un gmail de bienvenida y después un whatsapp": no one named here, the order before says whom.
      const here = ctx.focus && said(ctx.focus) ? ctx.focus : said(ctx.clause) ? ctx.clause : addressee(ctx);
      const bound = !SOMEONE_ELSE.test(here) && (toThem(here) || column(ctx, 'phone'));
      return { to: phones(here)[0] ?? (bound ? person(ctx, 'phone') ?? '' : ''), message: message(ctx) };
    }
    case 'discord.send_message': return { webhook_url: urls(ctx).find((u) => /discord/.test(u)) ?? '', message: message(ctx) };
    case 'google_sheets.append_row': {
      const when = ctx.steps[0]?.node_id === 'schedule' ? ['{{trigger.scheduled_at}}'] : '';
      // "…y apunta la fecha y el nombre de la carpeta": what the Drive step before left (drive-row.ts).
      // "…con nombre, teléfono y modelo… apunta nombre y modelo": the fields listed, one cell each (row-values.ts).
      return { ...sheet(ctx), values: driveRowValues(ctx.steps, ctx.clause) ?? rowValues(ctx) ?? dataRef(ctx.steps) ?? when };
    }
    case 'google_sheets.read_rows': {
      const range = /\b([a-z]{1,2}\d+:[a-z]{1,2}\d+)\b/.exec(ctx.clause)?.[1]?.toUpperCase();
      return { ...sheet(ctx), ...(range ? { range } : {}) };
    }
    case 'google_drive.upload_file': {
      const folder = urls(ctx).map(driveFolderId).find(Boolean) ?? folderIdNamed(ctx, ctx.clause);
      // "con el nombre del cliente": the file is named after that field; a field holding the file ("contenido") is its content.
      const shape = triggerShape(ctx.steps, ctx.whole, ctx.original);
      // "guarda la descripción como archivo": that field of the data is the content (drive-content.ts).
      const asFile = fieldAsFile(ctx.clause, shape.fields);
      const content = asFile ? fieldRef(ctx.steps[0]?.node_id ?? '', asFile) : !latestOutput(ctx.steps) ? refOfKind(shape, 'content') : undefined;
      // "guárdala en Drive como cotizacion.txt": a file name said bare.
      // The clause lost the extension at the dot, so the name is read from the original where this clause says it.
      const bare = [...(ctx.original ?? '').matchAll(/(?:como|llamado|nombre)\s+([\p{L}\d_-]+)\.([a-z0-9]{2,4})\b/gu)]
        .find((m) => new RegExp(`\\b(?:como|llamado|nombre)\\s+${stripAccents(m[1].toLowerCase())}\\b`).test(ctx.clause));
      // "con el número de guía como nombre y el comprobante como contenido": the data's fields said for each part.
      return { name: quoteAfter(ctx, /archivo|nombre|llamado/) ?? (bare ? `${bare[1]}.${bare[2]}` : undefined) ?? wordsAndField(ctx, NAMED) ?? namedByField(ctx) ?? fieldInto(ctx, 'nombre') ?? DEFAULT_FILE, content: fieldInto(ctx, 'contenido') ?? content ?? dataRef(ctx.steps) ?? '', ...(folder ? { folder_id: folder } : {}) };
    }
    case 'google_drive.create_folder': {
      const named = /\bcarpeta\s+(?:llamada\s+|de\s+|para\s+)?\{q(\d+)\}/.exec(ctx.clause);
      // "crea una carpeta con su nombre": named after a field of the data that arrived.
      // "con su nombre de la columna Cliente", "con el folio del campo pedido_id": the column or field said is the one.
      const namedBy = /\b(?:con|llamada como|que se llame como)\s+(?:su|el)\s+(nombre|apellido|folio|numero|id|email|correo|empresa)(?:\s+(?:de la columna|del campo|de su columna)\s+([a-z_]+))?\b/.exec(ctx.clause);
      const field = namedBy?.[2] ?? namedBy?.[1];
      // A row's header keeps the owner's capitals ("con su Nombre" → {{trigger.record.Nombre}}).
      const rowField = (f: string) => (ctx.steps[0]?.node_id === 'google_sheets' && !latestOutput(ctx.steps)
        ? (namedBy?.[2] === f ? new RegExp(`\\b(?:columna|campo)\\s+(${f})\\b`, 'i').exec(stripAccents(ctx.original ?? ''))?.[1] : undefined) ?? asTyped(ctx.original, f)
        : f);
      const byField = namedByField(ctx) ?? (field && dataRef(ctx.steps) ? latestFieldRef(ctx.steps, rowField(field === 'correo' ? 'email' : field)) : undefined);
      // "…dentro de la carpeta 1IdiomasAlumnos_01": a folder named by its id (or link) is where the new one goes, not its name.
      const parent = urls(ctx).map(driveFolderId).find(Boolean) ?? folderIdNamed(ctx, ctx.clause);
      const folder = valuesIn(ctx.clause, 'folder', namedValues(ctx.original ?? '')).find((v) => v !== parent);
      // "una carpeta que se llame Catálogo Primavera 2027": the name said without quotes.
      const said = unquotedAfter(ctx.clause.replace(/\b(?:que se llame|llamada|de nombre)\b/, 'con nombre'), 'nombre', ctx.original);
      const name = named ? ctx.literals[Number(named[1])].value : quotes(ctx)[0] ?? (said && folder && said.startsWith(folder) ? said : folder) ?? byField ?? said ?? '';
      return { name, ...(parent ? { parent_id: parent } : {}) };
    }
    case 'google_calendar.create_event': {
      const shape = triggerShape(ctx.steps, ctx.whole, ctx.original);
      // "agéndale una cita con su nombre", "con el nombre de la mascota": the title carries a field of the data.
      // "con el servicio": another field of the data names the event.
      const about = /\bcon\s+(?:el|la)\s+([a-z_]+)\b/.exec(ctx.clause)?.[1];
      const aboutRef = about && about !== 'nombre' ? refNamed(shape, about) : undefined;
      const whose = /\b(?:con su nombre|a (?:su )?nombre(?: de)?|con el nombre (?:de la|del?) ([a-z_]+))\b/.exec(ctx.clause);
      const named = whose && dataRef(ctx.steps) ? (whose[1] ? refNamed(shape, whose[1]) : undefined) ?? refOfKind(shape, 'name') ?? latestFieldRef(ctx.steps, 'nombre') : undefined;
      const noun = /\b(cita|reunion|consulta|clase|sesion|llamada|degustacion|entrega|visita)\b/.exec(ctx.clause)?.[1];
      const Noun = noun ? EVENT_NOUNS[noun] ?? noun.charAt(0).toUpperCase() + noun.slice(1) : 'Evento';
      const byName = named ? `${Noun} con ${named}` : aboutRef ? `${Noun}: ${aboutRef}` : undefined;
      // With nothing said, the event carries the name of the person the data is about, when it has one.
      const whom = ctx.steps[0] && ['form', 'webhook', 'google_sheets'].includes(ctx.steps[0].node_id) ? refOfKind(shape, 'name') : undefined;
      // A sheet's column said for a part ("la Clienta como título") is that part.
      const sheetCol = (part: RegExp) => (ctx.steps[0]?.node_id === 'google_sheets' ? columnAs(ctx.original, part) : undefined);
      const titleCol = sheetCol(/^titulo$/);
      const startCol = sheetCol(/^(?:fecha|inicio)$/);
      // "un evento 'Clase de manejo' con el Nombre": the title said, with the person's name after it.
      const saidTitle = quoteAfter(ctx, /titulo|llamado|evento|cita|reunion/);
      const quoted = saidTitle ?? quotes(ctx)[0];
      const withName = quoted && /\{q\d+\}\s+con\s+(?:el|su)\s+nombre\b/.test(ctx.clause) ? refOfKind(shape, 'name') : undefined;
      const said = (withName ? `${quoted} con ${withName}` : saidTitle) ?? wordsAndField(ctx, `titulo|${NAMED}`) ?? fieldInto(ctx, 'titulo') ?? (titleCol ? fieldRef('google_sheets', titleCol) : undefined) ?? byName ?? quotes(ctx)[0] ?? (whom ? `${Noun} con ${whom}` : noun ? Noun : 'Evento creado por Enlaza');
      // "como 'Limpieza - nombre'", "'Vacuna de' y la Mascota": a quoted title names the data's fields (event-title.ts).
      const title = quoted && said.startsWith(quoted) ? titleFromQuote(said, ctx.clause, ctx.literals, shape, ctx.original) : said;
      const t = ctx.steps[0]?.node_id;
      // An event created on a schedule happens when the schedule fires.
      // The data's fields were named and none is a date: the start is asked, never guessed.
      const ownFields = shape.fields.length > 0 && shape.fields.join() !== DEFAULT_FORM_FIELDS.join();
      // "creen el evento de entrega" with an Entrega column: the event happens when that field says.
      const occasion = /\b(?:evento|cita|recordatorio|reunion)\s+(?:de\s+(?:la\s+|el\s+)?)([a-z_]+)\b/.exec(ctx.clause)?.[1];
      const occasionField = occasion ? shape.fields.find((f) => normalize(f) === occasion) : undefined;
      const occasionRef = occasionField ? fieldRef(shape.node, occasionField) : undefined;
      // "la sesión del 14 de febrero de 2027 a las 5": the date the owner booked it for (asked when no year is said).
      // "que la IA saque el día y la hora del mensaje y lo ponga en mi calendario": the AI's answer is when (ai-date.ts).
      const booked = appointmentDate(ctx.clause);
      const start = booked ? booked.start : aiDateRef(ctx.steps) ?? (t === 'form' || t === 'webhook' ? refOfKind(shape, 'date') ?? occasionRef ?? (ownFields ? '' : fieldRef(t, 'fecha'))
        : t === 'schedule' ? '{{trigger.scheduled_at}}' : t === 'google_sheets' ? (startCol ? fieldRef('google_sheets', startCol) : undefined) ?? refOfKind(shape, 'date') ?? occasionRef ?? headerDate(ctx.original) ?? '' : '');
      const attendees = literalsIn(ctx.clause, ctx.literals, 'email');
      // "invitando al cliente", "y lo invite a su correo": the person who filled the form is a guest.
      const guest = !attendees.length && /\binvit(?:a|ando|ar|e|en|es)(?:l[oa]s?|le|les)?\b/.test(ctx.clause) ? person(ctx, 'email') : undefined;
      if (guest) attendees.push(guest);
      return { title, start, ...(attendees.length ? { attendees } : {}) };
    }
    case 'google_calendar.list_events': return {};
    case 'github.create_issue': {
      // A form or payload with a "titulo" field titles the issue with it.
      const titled = refNamed(triggerShape(ctx.steps, ctx.whole), 'titulo');
      // "soporte-it/tickets es nuestro repo … un issue ahí": the one repository the message names.
      const repos = [...new Set([...stripMarkers(ctx.whole).matchAll(/\b([a-z0-9][a-z0-9-]*\/[a-z0-9._-]+)\b/g)].map((m) => m[1]))];
      // "crea un issue en https://github.com/acme/app": the repository of a GitHub link.
      const linked = urls(ctx).map((u) => /github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?(?:[/?#]|$)/.exec(u)?.[1]).find(Boolean);
      const repo = linked ?? repository(ctx.clause) ?? (repos.length === 1 ? repos[0] : '');
      const byField = fieldInto(ctx, 'titulo');
      // "…(trae guía y descripción) … con la guía en el título": the issue's body carries the data the title leaves out.
      const shape = triggerShape(ctx.steps, ctx.whole);
      const rest = byField && !latestOutput(ctx.steps) && shape.fields.length > 1 ? `${subjectFor(ctx.steps)}: ${shape.fields.map((f) => `${f} ${fieldRef(shape.node, f)}`).join(', ')}` : undefined;
      // "con el título Revisión semanal de servidores": a title said without quotes, as typed.
      const said = unquotedAfter(ctx.focus ?? ctx.clause, 'titulo', ctx.original);
      return { repository: repo, title: quoteAfter(ctx, /titulo/) ?? quotes(ctx)[0] ?? titled ?? byField ?? said ?? subjectFor(ctx.steps), body: rest ?? withFields(ctx) ?? messageFor(ctx.steps) };
    }
    case 'postgres.query': {
      const sql = quotes(ctx).find((q) => /^\s*(?:select|insert|update|delete|with)\b/i.test(q));
      return sql ? { query: sql } : writtenSql(ctx);
    }
    case 'ai.generate_text':
    case 'ai_agent.run_agent': {
      const model = /\b(?:gpt|claude)\b/.test(ctx.clause) ? MODEL.exec(ctx.original ?? '')?.[1]?.toLowerCase() : undefined;
      // "con temperatura 0.2", "(máximo 5 iteraciones)": the model's settings as said.
      const values = namedValues(ctx.original ?? '');
      const temperature = valueIn(ctx.clause, 'temperature', values);
      const iterations = actionId === 'run_agent' ? valueIn(ctx.clause, 'iterations', values) : undefined;
      return {
        prompt: aiPrompt(ctx, quoteAfter(ctx, /prompt|instruccion|indicacion/)), ...(model ? { model } : {}),
        ...(temperature ? { temperature: Number(temperature.replace(',', '.')) } : {}),
        ...(iterations ? { max_iterations: Number(iterations) } : {}),
      };
    }
    case 'http.request': return httpParams(ctx);
    case 'webhook.respond': {
      const status = /\b([1-5]\d\d)\b/.exec(stripMarkers(ctx.clause))?.[1];
      // "responde al webhook con lo que conteste esa API": the data the flow got back.
      // "respóndele con el precio que regrese": what the step before returns.
      // "regrésale la respuesta en el mismo webhook": the answer the flow made.
      const passOn = /\b(?:regres|devuelv|devolv|manda|envia)[a-z]*\s+(?:(?:la|su) respuesta|el resultado|su resultado|lo que (?:conteste|responda|diga|salga))\b|\bcon\s+(?:lo que\s+(?:conteste|responda|regrese|devuelva|diga|traiga|mande)|la respuesta|el resultado|los datos|la informacion|(?:el|la|los|las)\s+[a-z_]+\s+que\s+(?:(?:me|nos|le)\s+)?(?:regrese|regresen|devuelva|devuelvan|conteste|responda|traiga|mande|de|den|calcule|salga))\b/.test(stripMarkers(ctx.clause));
      return { status: status ? Number(status) : 200, body: jsonOrText(quotes(ctx)[0]) ?? (passOn ? latestOutput(ctx.steps)?.ref : undefined) ?? answerText(ctx.clause, ctx.original) ?? { ok: true } };
    }
    case 'transform.set_fields': return { fields: chosenFields(ctx) };
    default: return {};
  }
}

/** Parameters for the trigger step. */
export function triggerParams(nodeId: string, actionId: string, ctx: FillContext & { cron?: string; timezone: string }): Record<string, unknown> {
  switch (`${nodeId}.${actionId}`) {
    case 'schedule.cron': return { cron_expression: ctx.cron ?? '0 9 * * *', timezone: ctx.timezone };
    case 'form.form_submitted': return { fields: formFields(ctx.whole) };
    case 'webhook.webhook_received': {
      // "cuando llegue una petición GET a mi webhook".
      const method = /\b(get|post|put)\b/.exec(stripMarkers(ctx.clause))?.[1];
      // The fields the request says the data carries stay with the trigger, so a later change binds to them (webhook-fields.ts).
      return { ...(method ? { method: method.toUpperCase() } : {}), ...saidWebhookFields(ctx.whole, ctx.original) };
    }
    case 'gmail.new_email': {
      const from = literalsIn(ctx.clause, ctx.literals, 'email')[0];
      // "…nos mande una factura por correo a facturas@x.mx": the address it is sent to, not from.
      const to = /\b(?:a|para|hacia)\s+(?:(?:la|mi|nuestra)\s+(?:direccion|cuenta|correo)\s+)?\{e(\d+)\}/.exec(ctx.clause);
      if (to && ctx.literals[Number(to[1])]?.value === from) return { query: `to:${from}` };
      if (from) return { query: `from:${from}` };
      // "cuando llegue un correo con asunto Cotización": with no sender, the search itself looks for the subject.
      const subject = gmailSubject(ctx.clause, ctx.literals, ctx.original);
      return subject ? { query: subjectQuery(subject) } : {};
    }
    case 'google_sheets.new_row': return sheet(ctx);
    case 'google_drive.new_file': {
      // "a mi carpeta de drive https://drive.google.com/drive/folders/…": only that folder.
      const folder = [...literalsIn(ctx.clause, ctx.literals, 'url'), ...literalsIn(ctx.whole, ctx.literals, 'url')].map(driveFolderId).find(Boolean) ?? folderIdNamed(ctx, ctx.whole);
      return folder ? { folder_id: folder } : {};
    }
    case 'google_calendar.event_starting': {
      const m = /(\d+)\s+minutos?\s+antes\b/.exec(ctx.whole);
      return { minutes_before: m ? Number(m[1]) : 15 };
    }
    case 'github.github_webhook': {
      const events = GITHUB_EVENTS.filter(([re]) => re.test(ctx.clause)).map(([, e]) => e);
      return events.length ? { events } : {};
    }
    default: return {};
  }
}
