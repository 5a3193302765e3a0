/**
 * Parameters for each step, taken from the clause the user wrote (literals, channels, phones,
 * quoted text) and, where data obviously flows, from references to earlier steps.
 */
import { parseCondition } from './conditions';
import { driveFolderId, literalsIn, phones, repository, spreadsheetId, stripMarkers, telegramChatId, unmask, type Literal } from './extract';
import { dataRef, fieldRef, formFieldNames, latestFieldRef, latestOutput, messageFor, personRef, subjectFor } from './refs';
import { insertSql, selectSql, sqlCondition } from './sql';
import { fieldOfKind } from './lexicon/fields';
import { SOMEONE_ELSE } from './lexicon/people';
import { columnsIn, refNamed, refOfKind, triggerShape } from './shape';
import { namedValues, valueIn, valuesIn } from './values';
import { formFields, listedFields } from './form-fields';
import { isSourceUrl } from './parse';
import { ACTION_VERB, DEFAULT_FORM_FIELDS, GITHUB_EVENTS, STORE_VERBS } from './vocabulary';
import { sqlVerb } from './lexicon/sql-verbs';
import { boundChat, fieldInto, folderIdNamed, namedByField, ownEmail, saidApart, samePlace, sameText } from './fill-values';
export { SAME_PLACE } from './fill-values';
import { columnAs, dictatedText, gmailSubject, subjectQuery, unquotedAfter } from './said-text';
import { declaredSheet } from './lexicon/declarations';
import { normalize, stripAccents } from './normalize';
import type { PlanStep } from './types';

export type FillContext = {
  clause: string; literals: Literal[]; steps: PlanStep[]; userEmail?: string; whole: string; original?: string;
  /** The part of the clause about this step, when several channels share the clause (its recipient is there). */
  focus?: string;
};

const SPECIAL_URL = /discord(?:app)?\.com\/api\/webhooks|docs\.google\.com\/spreadsheets/;

/** Quoted text after a keyword ("asunto "Hola"") or, failing that, undefined. */
function quoteAfter(ctx: FillContext, keyword: RegExp): string | undefined {
  const re = new RegExp(`(?:${keyword.source})\\s*(?:de |que diga |:|(?:debe ser|deberia ser|tiene que ser|sera|es|que sea|sea)\\s*:?)?\\s*\\{q(\\d+)\\}`);
  const m = re.exec(ctx.clause);
  return m ? ctx.literals[Number(m[1])]?.value : undefined;
}

/** Quoted text of the clause, except a value its condition compares ("si tipo_entrega es 'domicilio' mándale: 'Tu pizza…'"). */
const quotes = (ctx: FillContext) => {
  const cond = parseCondition(ctx.clause, ctx.literals);
  const clause = cond ? ctx.clause.slice(0, cond.at[0]) + ' '.repeat(cond.at[1] - cond.at[0]) + ctx.clause.slice(cond.at[1]) : ctx.clause;
  return literalsIn(clause, ctx.literals, 'quote');
};
const urls = (ctx: FillContext) => literalsIn(ctx.clause, ctx.literals, 'url');
/** "envíale", "respóndele", "al cliente": the person the trigger is about. */
const toThem = (clause: string) => /\b(?:(?:manda|envia|escribe|responde|contesta|avisa|recuerda|agradece|mandar|enviar|escribir|responder|contestar|avisar|recordar|mande|envie|escriba|responda|conteste|avise|recuerde|agradezca)(?:le|les)|(?:manda|envia|pasa|reenvia)(?:selo|sela|selos|selas)|se (?:lo|la|los|las) (?:mande|envie|pase|reenvie|mandes|envies|mandas|envias|mandan|envien)|(?:a|al|a la|a los|a las|a cada)\s+(?:nuevos?\s+|nuevas?\s+)?(?:leads?|clientes?|clientas?|prospectos?|pacientes?|alumnos?|alumnas?|socios?|socias?|usuarios?|suscriptores?|miembros?|interesados?|compradores?|huespedes|invitados?|persona|contacto|remitente)|le|reciban?|(?<!(?:quiero|quisiera|gustaria|necesito|deseo|podria) )recibir|de bienvenida|dales? la bienvenida|a (?:todos |todas )?(?:los|las|quienes) que|a quien(?:es)?)\b/.test(clause);
const toMe = (clause: string) => /\b(?:(?:quiero|quisiera|me gustaria|necesito|deseo)\s+recibir|dame|damelo|damela|damelos|damelas|dime|deme|digame|mandeme|envieme|aviseme|pasame|paseme|compartime|(?:envia|manda|reenvia|pasa|avisa|notifica|escribe|alerta|comparte|reporta|recuerda|enviar|mandar|avisar|notificar|recordar)me(?:l[oa]s?)?|me|mi correo|mi email)\b|^(?:y\s+)?a mi\b|\ba mi (?:tambien|un|una|por)\b/.test(clause);

/** "avísame por WhatsApp…, por Telegram… y por correo": a channel said without a verb goes to whom the last order spoke of. */
function addressee(ctx: FillContext): string {
  const at = ACTION_VERB.test(ctx.clause) ? -1 : ctx.whole.indexOf(ctx.clause.trim());
  const last = at > 0 ? [...ctx.whole.slice(0, at).matchAll(new RegExp(ACTION_VERB.source, 'g'))].at(-1) : undefined;
  return last ? `${ctx.whole.slice(last.index, at)} ${ctx.clause}` : ctx.clause;
}

/** The address or phone of the person the trigger is about: the field of that kind the request named, else the usual one. */
function person(ctx: FillContext, kind: 'email' | 'phone'): string | undefined {
  const shape = triggerShape(ctx.steps, ctx.whole, ctx.original);
  if (shape.node === 'google_sheets') return column(ctx, kind) ?? refOfKind(shape, kind);
  // The data's fields were listed and none holds an address of this kind: it is asked, never guessed.
  if (shape.node === 'webhook' && shape.fields.length && !refOfKind(shape, kind)) return undefined;
  return (shape.node === 'webhook' ? refOfKind(shape, kind) : undefined) ?? personRef(ctx.steps, kind);
}

/** "a su columna Email", "(columna Celular)": the column said for this step, else the row's column of that kind. */
function column(ctx: FillContext, kind: 'email' | 'phone'): string | undefined {
  if (ctx.steps[0]?.node_id !== 'google_sheets') return undefined;
  const text = ctx.focus ?? ctx.clause;
  const here = columnsIn(text, ctx.original);
  // A column of another kind is the recipient only when the message is addressed to it ("a la columna Contacto").
  const addressed = here.find((c) => new RegExp(`(?:\\ba\\s+(?:su|la)\\s+|\\bal\\s+(?:numero|correo|telefono|celular)\\s+de\\s+la\\s+|\\(\\s*)columna\\s+${normalize(c)}\\b`).test(text));
  return refOfKind({ node: 'google_sheets', fields: here }, kind) ?? (addressed ? fieldRef('google_sheets', addressed) : undefined);
}

/** Canned texts for the usual purposes ("un correo de bienvenida", "un WhatsApp de agradecimiento"). */
function purpose(ctx: FillContext): { subject: string; body: string } | undefined {
  // "que la IA escriba una bienvenida y se la mande": the AI wrote the text; no canned one.
  const written = latestOutput(ctx.steps);
  if (written && /\.(?:text|result)\}\}$/.test(written.ref) && ctx.steps.at(-1)?.step === written.step) return undefined;
  const hello = personName(ctx.steps);
  if (/\bbienvenida\b/.test(ctx.clause)) {
    return { subject: '¡Bienvenido!', body: `¡Hola${hello}! Gracias por escribirnos. Muy pronto nos pondremos en contacto contigo.` };
  }
  if (/\b(?:agradecimiento|agradecer|agradecele|gracias)\b/.test(ctx.clause)) {
    // Thanks for a purchase only when the request is about one ("cuando alguien compre"); a donation or a sign-up gets plain thanks.
    if (/\b(?:compr[a-z]*|pedido|pedidos|venta|ventas|pag[a-z]*|orden)\b/.test(ctx.whole)) return { subject: '¡Gracias por tu compra!', body: `¡Hola${hello}! Gracias por tu compra. Estamos para servirte.` };
    return { subject: '¡Gracias!', body: `¡Hola${hello}! Muchas gracias. Estamos para servirte.` };
  }
  const remind = /\b(?:recuerdame|recordarme|recuerdes)\s+(?:que\s+|de\s+)?(.+)$/.exec(ctx.clause);
  if (remind && stripMarkers(remind[1]).length > 2) {
    const channelWords = /\s*\b(?:por|en|via|al|a)\s+(?:(?:el|mi)\s+)?(?:telegram|slack|whatsapp|discord|correo|email|mail|gmail|sms|mensaje|chat\s+-?\d+|canal\s+\S+|\{[ce]\d+\}|\+?\d[\d -]{8,}\d)\b/g;
    const what = asWritten(ctx, unmask(remind[1].replace(channelWords, ' ').replace(/\{[ceu]\d+\}/g, ' ').replace(/^\s*(?:que|de)\s+/, ''), ctx.literals).trim());
    return { subject: `Recordatorio: ${what}`, body: `Recordatorio: ${what}` };
  }
  return undefined;
}

/** The user's own spelling of a phrase read from the normalised text ("declarar el IVA"), when it can be found. */
function asWritten(ctx: FillContext, phrase: string): string {
  if (!ctx.original || !phrase) return phrase;
  const folded = stripAccents(ctx.original.toLowerCase());
  const at = folded.length === ctx.original.length ? folded.indexOf(phrase) : -1;
  return at >= 0 ? ctx.original.slice(at, at + phrase.length) : phrase;
}

/** ", {{trigger.nombre}}" when the trigger carries the person's name. */
function personName(steps: PlanStep[]): string {
  const t = steps[0];
  const name = t?.node_id === 'form' ? fieldOfKind(formFieldNames(t), 'name') : undefined;
  return name ? ` ${fieldRef('form', name)}` : '';
}

function message(ctx: FillContext): string {
  return quoteAfter(ctx, /mensaje|texto|diga|diciendo|que diga/) ?? quotes(ctx)[0] ?? withCode(ctx, dictatedText(ctx.focus ?? ctx.clause, ctx.original)) ?? coupon(ctx) ?? sameText(ctx) ?? purpose(ctx)?.body ?? withFields(ctx) ?? messageFor(ctx.steps);
}

/** "…que ya está la comida, con el código CORRIDA5": a code said in a piece of its own goes with the dictated text. */
function withCode(ctx: FillContext, text: string | undefined): string | undefined {
  if (!text) return text;
  const codes = valuesIn(ctx.whole, 'coupon', namedValues(ctx.original ?? ''));
  return codes.length === 1 && !text.includes(codes[0]) ? `${text}. Código: ${codes[0]}` : text;
}

/** "mándale el cupón BELLA15": the message carries the code. */
function coupon(ctx: FillContext): string | undefined {
  const code = valueIn(ctx.focus ?? ctx.clause, 'coupon', namedValues(ctx.original ?? ''));
  return code ? `¡Gracias! Tu cupón de descuento es ${code}.` : undefined;
}

/** Words after "con el…" that name a kind of content, not a field of the data. */
const NOT_FIELDS = new Set(['resumen', 'respuesta', 'reporte', 'lista', 'ficha', 'mensaje', 'texto', 'link', 'liga', 'enlace', 'clima', 'resultado',
  'informacion', 'info', 'datos', 'detalles', 'pedido', 'pedidos', 'citas', 'eventos', 'agenda', 'asunto', 'titulo', 'aviso', 'recordatorio', 'corte', 'archivo']);

/** "mándame un Slack con el total y el cliente": the notification names fields of the data that arrived. */
function withFields(ctx: FillContext): string | undefined {
  const t = ctx.steps[0]?.node_id;
  // Fields of the trigger's data, while no step has produced data of its own (a filter or a wait produce none).
  if (latestOutput(ctx.steps) || ctx.steps.slice(1).some((s) => !['filter', 'delay', 'postgres', 'google_sheets'].includes(s.node_id) && s.action_id !== 'send_message' && s.action_id !== 'send_email')) return undefined;
  if (t === 'google_sheets') return withColumns(ctx);
  // "reenvía el asunto y el texto": a mail's body named besides what the notice already says (sender, subject).
  if (t === 'gmail' && /\b(?:el|la|su)\s+(?:texto|cuerpo|contenido)\b/.test(stripMarkers(ctx.clause))) return `${messageFor(ctx.steps)}\n\n{{trigger.body}}`;
  // "…con el nombre y lugar del evento": where it happens too.
  if (t === 'google_calendar' && /\b(?:lugar|ubicacion|direccion|donde)\b/.test(ctx.clause)) return `${messageFor(ctx.steps)} en {{trigger.location}}`;
  if (t !== 'webhook' && t !== 'form') return undefined;
  // "…con asunto Venta grande y el nombre del cliente": the fields said after the subject too.
  const m = /\bcon\s+(?=(?:el|la|los|las|su|sus)\s)(.+)$/.exec(stripMarkers(ctx.clause)) ?? /\basunto\b[^,]*?\s+y\s+(?=(?:el|la|los|las|su|sus)\s)(.+)$/.exec(stripMarkers(ctx.clause));
  const known = triggerShape(ctx.steps, ctx.whole, ctx.original).fields;
  // "mándame el comentario por Telegram": the thing sent is a field the data has.
  const sent = !m ? /\b(?:manda|mandame|mandale|envia|enviame|enviale|pasame|pasale|reenviame)\s+(?:el|la|los|las|su|sus)\s+([a-z_]+)\b/.exec(stripMarkers(ctx.clause)) : null;
  if (sent && known.includes(sent[1])) return `${subjectFor(ctx.steps)}: ${sent[1]} ${fieldRef(t, sent[1])}`;
  const listed = m ? listedFields(m[1]) : null;
  // "con el número de guía": the field the data really has ("guia"), when the request named the data's fields.
  const fields = listed?.map((f) => known.find((k) => k === f) ?? known.find((k) => f.split('_').includes(k)) ?? f);
  // A word that usually names content ("titulo") is a field when the data has it.
  // When the data's fields were listed, a word that is none of them ("las indicaciones para llegar") is no field.
  if (!fields || fields.some((f) => !known.includes(f) && (NOT_FIELDS.has(f) || f.includes('_') || known.length > 0))) return undefined;
  return `${subjectFor(ctx.steps)}: ${fields.map((f) => `${f} ${fieldRef(t, f)}`).join(', ')}`;
}

/** "…con la fecha de su cita (columna Fecha)": the row's columns named for the message, besides the recipient's. */
function withColumns(ctx: FillContext): string | undefined {
  const text = ctx.focus ?? ctx.clause;
  const recipients = new Set([column(ctx, 'email'), column(ctx, 'phone')]);
  // "…con asunto 'Resurtir' y el Producto": a capitalised word after an article is a column header, as typed.
  const capitalised = [...stripAccents(ctx.original ?? '').matchAll(/\b(?:y|con)\s+(?:el|la|los|las|su|sus)\s+([A-Z][A-Za-z\d_]*)\b/g)]
    .map((m) => m[1]).filter((c) => new RegExp(`\\b(?:el|la|los|las|su|sus)\\s+${c.toLowerCase()}\\b`).test(text));
  const cols = [...new Set([...columnsIn(text, ctx.original), ...capitalised])].filter((c) => !recipients.has(fieldRef('google_sheets', c)));
  return cols.length ? `${subjectFor(ctx.steps)}: ${cols.map((c) => `${c} ${fieldRef('google_sheets', c)}`).join(', ')}` : undefined;
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
  const replying = ctx.steps[0]?.node_id === 'gmail' && /\b(?:respondele|contestale|responde|contesta)\b/.test(ctx.clause);
  const here = ctx.focus ?? ctx.clause;
  const who = toThem(here) || toMe(here) ? here : toThem(ctx.clause) || toMe(ctx.clause) ? ctx.clause : addressee(ctx);
  // "avísame a mi correo y al de mi socio socio@x.mx": the owner too.
  if (to.length && ctx.userEmail && /\ba mi (?:correo|email|mail)\b|\ba mi\s+y\b|\by a mi\b/.test(here) && !to.includes(ctx.userEmail)) to.unshift(ctx.userEmail);
  const recipient = to.length ? to.join(', ')
    // "a mi socio": an address the request did not give, asked in the form.
    : SOMEONE_ELSE.test(here) && !replying ? ''
    : toThem(who) || replying || column(ctx, 'email') ? person(ctx, 'email') ?? ''
      : toMe(who) || /\bahi\b|\bnos\b|[a-z]nos\b/.test(who) ? ownEmail(ctx) ?? (toMe(who) ? ctx.userEmail ?? '' : '') : '';
  const canned = purpose(ctx);
  return {
    to: recipient,
    subject: subject ?? (replying ? 'Re: {{trigger.subject}}' : canned?.subject ?? subjectFor(ctx.steps)),
    body: body ?? withCode(ctx, dictatedText(here, ctx.original)) ?? coupon(ctx) ?? canned?.body ?? withFields(ctx) ?? messageFor(ctx.steps),
  };
}

function slackChannel(ctx: FillContext): string {
  const lit = literalsIn(ctx.clause, ctx.literals, 'channel')[0];
  if (lit) return lit;
  const named = /\bcanal\s+(?:de\s+|llamado\s+|del\s+equipo\s+de\s+)?([a-z0-9_-]{2,})\b/.exec(stripMarkers(ctx.clause));
  return named && !['de', 'del', 'por', 'en', 'a', 'que'].includes(named[1]) ? `#${named[1]}` : '';
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
  const id = same ?? urls(ctx).map(spreadsheetId).find(Boolean) ?? BARE_SHEET_ID.exec(ctx.original ?? '')?.[1]
    ?? (declared ? literalsIn(declared, ctx.literals, 'url').map(spreadsheetId).find(Boolean) : undefined) ?? '';
  const tab = /\b(?:pestana|hoja llamada|pestana llamada|tab)\s+(?!\{q)([a-z0-9_-]+)/.exec(ctx.clause)?.[1];
  const written = tab ? TAB_WRITTEN.exec(ctx.original ?? '')?.[1] : undefined;
  const named = valueIn(ctx.clause, 'sheet_name', namedValues(ctx.original ?? ''));
  const name = quoteAfter(ctx, /pestana|hoja llamada|hoja|sheets llamada/) ?? named ?? (tab ? written ?? asWritten(ctx, tab) : 'Hoja 1');
  return { spreadsheet_id: id, sheet_name: name };
}

const AI_TASKS: Record<string, string> = { resumen: 'resume', traduccion: 'traduce', clasificacion: 'clasifica', analisis: 'analiza' };

function aiPrompt(ctx: FillContext): string {
  const given = quoteAfter(ctx, /prompt|instruccion|indicacion/);
  const ask = given ?? unmask(ctx.clause, ctx.literals).replace(/\b(?:con|usando|usa|por)\s+(?:la\s+)?(?:ia|ai|inteligencia artificial|chatgpt|gpt)\b/g, '')
    // "agrega un resumen con IA" asks to summarise.
    .replace(/^(?:agrega|agregale|anade|pon|mete|haz|hazme)\s+(?:un|una)\s+(resumen|traduccion|clasificacion|analisis)\b/, (_m, noun: string) => AI_TASKS[noun])
    .trim();
  const words = ask.split(/\s+/).filter(Boolean);
  const full = words.length <= 2 ? `${ask} la siguiente información` : ask;
  const instruction = full.charAt(0).toUpperCase() + full.slice(1);
  const data = dataRef(ctx.steps) ?? '';
  return data ? `${instruction}.\n\nDatos: ${data}` : instruction;
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
  const body = quoteAfter(ctx, /cuerpo|body|datos/) ?? dataRef(ctx.steps);
  if (method !== 'GET' && method !== 'DELETE' && body) params.body = body;
  return params;
}

/** "quédate solo con el nombre y el correo": each listed field, read from the latest data. */
function chosenFields(ctx: FillContext): Record<string, string> {
  const plain = stripMarkers(ctx.clause);
  const cue = /\b(?:con|solo|solamente|nada mas|unicamente|campos?)\s+/g;
  let list: string[] | null = null;
  for (const m of plain.matchAll(cue)) {
    list = listedFields(plain.slice(m.index + m[0].length).split(ACTION_VERB)[0]);
    if (list) break;
  }
  return Object.fromEntries((list ?? []).map((f) => [f, latestFieldRef(ctx.steps, f)]));
}

/** Words that ask to write rows rather than read them. */
const WRITES = /\b(?:inserta|insertalo|insertala|anota|anotalo|anotala|agrega|agregalo|agregala|mete|metelo|metela)\b/;
/** A message trigger's text searched in a table: "busca en la tabla piezas lo que escribieron". */
const SEARCHES = /\blo que (?:escribieron|escriben|escriban|escribio|escriba|preguntan|pregunten|pregunto|piden|pidan|pidio|dice|diga|digan|dicen|dijo|mandan|manden|mando|buscan|busquen)\b|\b(?:el|su) mensaje\b/;

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
  if (writes) return insertSql(table, insertColumns(ctx, table));
  return selectSql(table, sqlCondition(plain, ctx.literals), search);
}

/** The columns of an INSERT: those listed after the table, else the fields of the data that arrived, else the data whole. */
function insertColumns(ctx: FillContext, table: string): { column: string; ref: string }[] {
  const t = ctx.steps[0]?.node_id;
  const after = new RegExp(`\\btabla\\s+${normalize(table)}\\s*\\(([^()]*)\\)`).exec(ctx.clause)
    // "…en la tabla mensajes de postgres con el chat_id y el texto": the columns listed after "con".
    ?? new RegExp(`\\btabla\\s+${normalize(table)}\\s+(?:de|en)\\s+(?:mi\\s+|la\\s+)?(?:postgres|base de datos)\\s*\\(([^()]*)\\)`).exec(ctx.clause)
    ?? new RegExp(`\\btabla\\s+${normalize(table)}(?:\\s+(?:de|en)\\s+(?:mi\\s+|la\\s+)?(?:postgres|base de datos))?\\s+con\\s+((?:(?:el|la|los|las|su|sus)\\s+)?[a-z_]+(?:\\s*(?:,|y|e)\\s*(?:(?:el|la|los|las|su|sus)\\s+)?[a-z_]+)+)`).exec(stripMarkers(ctx.clause));
  const listed = after ? listedFields(after[1]) : null;
  if (listed) return listed.map((c) => ({ column: c, ref: latestFieldRef(ctx.steps, c) }));
  const out = latestOutput(ctx.steps);
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
    case 'telegram.send_message': return { chat_id: telegramChatId(ctx.clause) ?? samePlace(ctx, 'telegram', '{{trigger.chat_id}}') ?? boundChat(ctx) ?? '', message: message(ctx) };
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
      return { ...sheet(ctx), values: dataRef(ctx.steps) ?? when };
    }
    case 'google_sheets.read_rows': {
      const range = /\b([a-z]{1,2}\d+:[a-z]{1,2}\d+)\b/.exec(ctx.clause)?.[1]?.toUpperCase();
      return { ...sheet(ctx), ...(range ? { range } : {}) };
    }
    case 'google_drive.upload_file': {
      const folder = urls(ctx).map(driveFolderId).find(Boolean) ?? folderIdNamed(ctx, ctx.clause);
      // "con el nombre del cliente": the file is named after that field; a field holding the file ("contenido") is its content.
      const shape = triggerShape(ctx.steps, ctx.whole, ctx.original);
      const content = !latestOutput(ctx.steps) ? refOfKind(shape, 'content') : undefined;
      // "guárdala en Drive como cotizacion.txt": a file name said bare.
      // The clause lost the extension at the dot, so the name is read from the original where this clause says it.
      const bare = [...(ctx.original ?? '').matchAll(/(?:como|llamado|nombre)\s+([\p{L}\d_-]+)\.([a-z0-9]{2,4})\b/gu)]
        .find((m) => new RegExp(`\\b(?:como|llamado|nombre)\\s+${stripAccents(m[1].toLowerCase())}\\b`).test(ctx.clause));
      return { name: quoteAfter(ctx, /archivo|nombre|llamado/) ?? (bare ? `${bare[1]}.${bare[2]}` : undefined) ?? namedByField(ctx) ?? 'datos-enlaza.json', content: content ?? dataRef(ctx.steps) ?? '', ...(folder ? { folder_id: folder } : {}) };
    }
    case 'google_drive.create_folder': {
      const named = /\bcarpeta\s+(?:llamada\s+|de\s+|para\s+)?\{q(\d+)\}/.exec(ctx.clause);
      // "crea una carpeta con su nombre": named after a field of the data that arrived.
      const field = /\b(?:con|llamada como|que se llame como)\s+(?:su|el)\s+(nombre|apellido|folio|numero|id|email|correo|empresa)\b/.exec(ctx.clause)?.[1];
      const byField = namedByField(ctx) ?? (field && dataRef(ctx.steps) ? latestFieldRef(ctx.steps, field === 'correo' ? 'email' : field) : undefined);
      const folder = valueIn(ctx.clause, 'folder', namedValues(ctx.original ?? ''));
      // "una carpeta que se llame Catálogo Primavera 2027": the name said without quotes.
      const said = unquotedAfter(ctx.clause.replace(/\b(?:que se llame|llamada|de nombre)\b/, 'con nombre'), 'nombre', ctx.original);
      return { name: named ? ctx.literals[Number(named[1])].value : quotes(ctx)[0] ?? (said && folder && said.startsWith(folder) ? said : folder) ?? byField ?? said ?? '' };
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
      const Noun = noun ? noun.charAt(0).toUpperCase() + noun.slice(1) : 'Evento';
      const byName = named ? `${Noun} con ${named}` : aboutRef ? `${Noun}: ${aboutRef}` : undefined;
      // With nothing said, the event carries the name of the person the data is about, when it has one.
      const whom = ctx.steps[0] && ['form', 'webhook', 'google_sheets'].includes(ctx.steps[0].node_id) ? refOfKind(shape, 'name') : undefined;
      // A sheet's column said for a part ("la Clienta como título") is that part.
      const sheetCol = (part: RegExp) => (ctx.steps[0]?.node_id === 'google_sheets' ? columnAs(ctx.original, part) : undefined);
      const titleCol = sheetCol(/^titulo$/);
      const startCol = sheetCol(/^(?:fecha|inicio)$/);
      const title = quoteAfter(ctx, /titulo|llamado|evento|cita|reunion/) ?? fieldInto(ctx, 'titulo') ?? (titleCol ? fieldRef('google_sheets', titleCol) : undefined) ?? byName ?? quotes(ctx)[0] ?? (whom ? `${Noun} con ${whom}` : 'Evento creado por Enlaza');
      const t = ctx.steps[0]?.node_id;
      // An event created on a schedule happens when the schedule fires.
      // The data's fields were named and none is a date: the start is asked, never guessed.
      const ownFields = shape.fields.length > 0 && shape.fields.join() !== DEFAULT_FORM_FIELDS.join();
      const start = t === 'form' || t === 'webhook' ? refOfKind(shape, 'date') ?? (ownFields ? '' : fieldRef(t, 'fecha'))
        : t === 'schedule' ? '{{trigger.scheduled_at}}' : t === 'google_sheets' ? (startCol ? fieldRef('google_sheets', startCol) : undefined) ?? refOfKind(shape, 'date') ?? '' : '';
      const attendees = literalsIn(ctx.clause, ctx.literals, 'email');
      // "invitando al cliente": the person who filled the form is a guest.
      const guest = !attendees.length && /\binvit(?:a|ando|ar)(?:l[oa]s?|le|les)?\b/.test(ctx.clause) ? person(ctx, 'email') : undefined;
      if (guest) attendees.push(guest);
      return { title, start, ...(attendees.length ? { attendees } : {}) };
    }
    case 'google_calendar.list_events': return {};
    case 'github.create_issue': {
      // A form or payload with a "titulo" field titles the issue with it.
      const titled = refNamed(triggerShape(ctx.steps, ctx.whole), 'titulo');
      // "soporte-it/tickets es nuestro repo … un issue ahí": the one repository the message names.
      const repos = [...new Set([...stripMarkers(ctx.whole).matchAll(/\b([a-z0-9][a-z0-9-]*\/[a-z0-9._-]+)\b/g)].map((m) => m[1]))];
      const repo = repository(ctx.clause) ?? (repos.length === 1 ? repos[0] : '');
      return { repository: repo, title: quoteAfter(ctx, /titulo/) ?? quotes(ctx)[0] ?? titled ?? fieldInto(ctx, 'titulo') ?? subjectFor(ctx.steps), body: withFields(ctx) ?? messageFor(ctx.steps) };
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
        prompt: aiPrompt(ctx), ...(model ? { model } : {}),
        ...(temperature ? { temperature: Number(temperature.replace(',', '.')) } : {}),
        ...(iterations ? { max_iterations: Number(iterations) } : {}),
      };
    }
    case 'http.request': return httpParams(ctx);
    case 'webhook.respond': {
      const status = /\b([1-5]\d\d)\b/.exec(stripMarkers(ctx.clause))?.[1];
      // "responde al webhook con lo que conteste esa API": the data the flow got back.
      const passOn = /\bcon\s+(?:lo que\s+(?:conteste|responda|regrese|devuelva|diga|traiga|mande)|la respuesta|el resultado|los datos|la informacion)\b/.test(stripMarkers(ctx.clause));
      return { status: status ? Number(status) : 200, body: quotes(ctx)[0] ?? (passOn ? latestOutput(ctx.steps)?.ref : undefined) ?? { ok: true } };
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
      return method ? { method: method.toUpperCase() } : {};
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
