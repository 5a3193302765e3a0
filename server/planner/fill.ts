/**
 * Parameters for each step, taken from the clause the user wrote (literals, channels, phones,
 * quoted text) and, where data obviously flows, from references to earlier steps.
 */
import { driveFolderId, literalsIn, phones, repository, spreadsheetId, stripMarkers, telegramChatId, type Literal } from './extract';
import { dataRef, fieldRef, latestFieldRef, latestOutput, messageFor, subjectFor } from './refs';
import { setWithSql } from './sql-set-with';
import { keptWebhookFields } from './webhook-fields';
import { deleteSql, groupedSql, insertSql, selectSql, sqlCondition, updateSql } from './sql';
import { SOMEONE_ELSE } from './lexicon/people';
import { refNamed, refOfKind, triggerShape } from './shape';
import { asTyped, namedValues, valueIn, valuesIn } from './values';
import { formFields, listedFields } from './form-fields';
import { isSourceUrl } from './parse';
import { GITHUB_EVENTS, STORE_VERBS } from './vocabulary';
import { deletesRows, sqlVerb } from './lexicon/sql-verbs';
import { wordsAndField } from './field-text';
import { saidWebhookFields } from './webhook-fields';
import { boundChat, fieldInto, folderIdNamed, namedByField, samePlace } from './fill-values';
export { SAME_PLACE } from './fill-values';
import { answerText, gmailSubject, subjectQuery, unquotedAfter, written } from './said-text';
import { declaredSheet } from './lexicon/declarations';
import { DEFAULT_FILE, DEFAULT_TAB } from './lexicon/nouns';
import { aiPrompt } from './ai-prompt';
import { dateWindow } from './sql-window';
import { fieldAsFile } from './drive-content';
import { columnsInSentence, fullerList, namedColumnCondition, passedDate, saidAggregate, tableSentence, withAggregate } from './sql-said';
import { driveRowValues } from './drive-row';
import { bodyFields, rowValues } from './row-values';
import { addressee, column, person, toMe, toThem } from './recipients';
import { asWritten, message, quoteAfter, quotes, withFields } from './texts';
import { googleIdIn, googleIds, onlyGoogleId } from './google-ids';
import { normalize, stripAccents } from './normalize';
import type { PlanStep } from './types';
import { emailParams } from './fill-email';
import { chosenFields } from './fill-transform';
import { calendarEventParams } from './fill-calendar';

export type FillContext = {
  clause: string; literals: Literal[]; steps: PlanStep[]; userEmail?: string; whole: string; original?: string;
  /** The part of the clause about this step, when several channels share the clause (its recipient is there). */
  focus?: string;
};

const SPECIAL_URL = /discord(?:app)?\.com\/api\/webhooks|docs\.google\.com\/spreadsheets/;

/** Words that introduce a name: "que se llame…", "llamado…", "de nombre…". */
export const NAMED = 'que se llame|llamad[oa]|nombre';

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
  const update = !search ? updateSql(table, withQuotes, ctx.literals, (f) => fieldRef(t, f)) ?? setWithSql(table, withQuotes, ctx.literals, keptWebhookFields(ctx.steps[0]), (f) => fieldRef(t, f)) : null;
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
    case 'google_calendar.create_event': return calendarEventParams(ctx);
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
