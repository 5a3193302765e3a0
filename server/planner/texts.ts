/**
 * What a message says when the owner did not quote it: a text dictated, a code, the text sent before,
 * a purpose ("de bienvenida", "de confirmación", "recuérdame…"), the fields of the data the order
 * names, else the plan's usual summary of the data.
 */
import { parseDelay } from './durations';
import { sentLink } from './sent-link';
import type { FillContext } from './fill';
import { parseCondition } from './conditions';
import { literalsIn, stripMarkers, unmask } from './extract';
import { fieldRef, latestOutput, messageFor, subjectFor } from './refs';
import { headField } from './lexicon/fields';
import { isDefaultForm, refOfKind, triggerShape } from './shape';
import { namedValues, valueIn, valuesIn } from './values';
import { listedFields } from './form-fields';
import { sameText } from './fill-values';
import { dictatedText } from './said-text';
import { column } from './recipients';
import { columnsIn } from './shape';
import { sheetHeaders } from './sheet-headers';
import { owedField } from './owed';
import { stripAccents } from './normalize';
import { spokenField } from './payload-words';
import { escapeRegExp } from './regexp';
import { askedFields, cannedWithParts } from './told-values';
import { textWithLink } from './link-text';
import { purposeFields } from './purpose-fields';

/** Quoted text after a keyword ("asunto "Hola"") or, failing that, undefined. */
export function quoteAfter(ctx: FillContext, keyword: RegExp): string | undefined {
  const re = new RegExp(`(?:${keyword.source})\\s*(?:de |que diga |:|(?:debe ser|deberia ser|tiene que ser|sera|es|que sea|sea)\\s*:?)?\\s*\\{q(\\d+)\\}`);
  const m = re.exec(ctx.clause);
  return m ? ctx.literals[Number(m[1])]?.value : undefined;
}

/** Quoted text of the clause, except a value its condition compares ("si tipo_entrega es 'domicilio' mándale: 'Tu pizza…'"). */
export const quotes = (ctx: FillContext) => {
  const cond = parseCondition(ctx.clause, ctx.literals);
  const clause = cond ? ctx.clause.slice(0, cond.at[0]) + ' '.repeat(cond.at[1] - cond.at[0]) + ctx.clause.slice(cond.at[1]) : ctx.clause;
  return literalsIn(clause, ctx.literals, 'quote');
};

/** The words as written, with their accents. */
const THING_WORDS: Record<string, string> = { reservacion: 'reservación', inscripcion: 'inscripción', sesion: 'sesión' };

/** Canned texts for the usual purposes ("un correo de bienvenida", "un WhatsApp de agradecimiento"). */
export function purpose(ctx: FillContext): { subject: string; body: string } | undefined {
  // "que la IA escriba una bienvenida y se la mande": the AI wrote the text; no canned one.
  const written = latestOutput(ctx.steps);
  if (written && /\.(?:text|result)\}\}$/.test(written.ref) && ctx.steps.at(-1)?.step === written.step) return undefined;
  // "de bienvenida con su plan", "dándole la bienvenida con su Nombre": the fields named go in the text (purpose-fields.ts).
  const said = purposeFields(ctx);
  const hello = said.hello ? ` ${said.hello}` : personName(ctx);
  const tail = said.tail ? ` ${said.tail}` : '';
  // "…un correo de gracias y nomás cuando… avísame por Telegram": each step's purpose is read from its own part of the sentence.
  const own = ctx.focus ?? ctx.clause;
  if (/\bbienvenida\b/.test(own)) {
    return { subject: '¡Bienvenido!', body: `¡Hola${hello}! Te damos la bienvenida y gracias por escribirnos. Muy pronto nos pondremos en contacto contigo.${tail}` };
  }
  // "un correo de confirmación": what the data is about, confirmed ("tu reserva", "tu cita"); also "…whats al paciente
  // confirmando" with nothing said after the gerund.
  if (/\b(?:de confirmacion|confirmacion de)\b|\bconfirmando(?:le|les)?\s*$/.test(ctx.focus ?? ctx.clause)) {
    const thing = /\b(reserva|reservacion|cita|pedido|orden|compra|inscripcion|registro|solicitud|sesion|visita|pago)\b/.exec(`${ctx.clause} ${ctx.whole}`)?.[1] ?? 'solicitud';
    const word = THING_WORDS[thing] ?? thing;
    return { subject: `Confirmación de tu ${word}`, body: `¡Hola${hello}! Te confirmamos que recibimos tu ${word}. Gracias por tu confianza.${tail}` };
  }
  if (/\bcumpleanos\b/.test(ctx.clause) && /\b(?:felicit[a-z]*|feliz)\b/.test(ctx.clause)) return { subject: '¡Feliz cumpleaños!', body: `¡Feliz cumpleaños${hello}! Te deseamos un gran día.` };
  if (/\b(?:agradecimiento|agradecer|agradecele|gracias)\b/.test(own)) {
    // Thanks for a purchase only when the request is about one ("cuando alguien compre"); a donation or a sign-up gets plain thanks.
    if (/\b(?:compr[a-z]*|pedido|pedidos|venta|ventas|pag[a-z]*|orden)\b/.test(ctx.whole)) return { subject: '¡Gracias por tu compra!', body: `¡Hola${hello}! Gracias por tu compra. Estamos para servirte.${tail}` };
    return { subject: '¡Gracias!', body: `¡Hola${hello}! Muchas gracias. Estamos para servirte.${tail}` };
  }
  // "recuérdame declarar el IVA", "un recordatorio de revisar las cámaras", "para no olvidar surtir": what to remember.
  const remind = /\bpara no olvidar(?:me|nos)?\s+(?:de\s+|que\s+)?(.+)$/.exec(ctx.clause)
    ?? /\b(?:recuerdame|recordarme|recuerdes)\s+(?:que\s+|de\s+)?(.+)$/.exec(ctx.clause)
    ?? /\brecordatorio\s+(?:de\s+que|de|para|que)\s+(?!\{)(.+)$/.exec(ctx.clause)
    // "un reminder x telegram al chat … pa tomar mi medicina": what to do, said after where it goes.
    ?? /\brecordatorio\b.*?\bpara\s+((?:no\s+)?[a-z]+(?:ar|er|ir)(?:me|le|les|nos|lo|la|los|las)?\b.*)$/.exec(ctx.clause);
  // "recuérdame cada mes … con la lista de la hoja Socios": the reminder carries the rows read, not the words about them.
  if (remind && written && ctx.steps.at(-1)?.step === written.step && /\b(?:lista|hoja|sheets?|tabla|filas|registros|base de datos)\b/.test(remind[1])) {
    return { subject: 'Recordatorio', body: `Recordatorio:\n${written.ref}` };
  }
  if (remind && stripMarkers(remind[1]).length > 2) {
    const channelWords = /\s*\b(?:por|en|via|al|a)\s+(?:(?:el|mi)\s+)?(?:telegram|slack|whatsapp|discord|correo|email|mail|gmail|sms|mensaje|chat\s+-?\d+|canal\s+\S+|\{[ce]\d+\}|\+?\d[\d -]{8,}\d)\b/g;
    const what = asWritten(ctx, unmask(remind[1].replace(channelWords, ' ').replace(/\{[ceu]\d+\}/g, ' ').replace(/^\s*(?:que|de)\s+/, ''), ctx.literals).trim());
    return { subject: `Recordatorio: ${what}`, body: `Recordatorio: ${what}` };
  }
  return undefined;
}

/** The user's own spelling of a phrase read from the normalised text ("declarar el IVA"), when it can be found. */
export function asWritten(ctx: FillContext, phrase: string): string {
  if (!ctx.original || !phrase) return phrase;
  const folded = stripAccents(ctx.original.toLowerCase());
  const at = folded.length === ctx.original.length ? folded.indexOf(phrase) : -1;
  return at >= 0 ? ctx.original.slice(at, at + phrase.length) : phrase;
}

/** ", {{trigger.nombre}}" when the trigger carries the person's name. */
function personName(ctx: FillContext): string {
  // "junta Nombre y Apellido en un solo campo y … dale las gracias con su nombre completo": the name the data was given.
  const joined = [...ctx.steps].reverse().find((s) => s.node_id === 'transform' && Object.keys((s.params?.fields as object) ?? {}).some((f) => /nombre/.test(f)));
  if (joined) return ` {{steps.${joined.step}.output.${Object.keys(joined.params!.fields as object).find((f) => /nombre/.test(f))}}}`;
  const shape = triggerShape(ctx.steps, ctx.whole, ctx.original);
  const name = ['form', 'webhook', 'google_sheets'].includes(shape.node) ? refOfKind(shape, 'name') : undefined;
  return name ? ` ${name}` : '';
}

export function message(ctx: FillContext): string {
  return quoteAfter(ctx, /mensaje|texto|diga|diciendo|que diga/) ?? quotes(ctx)[0] ?? linkedText(ctx) ?? withCode(ctx, dictatedText(ctx.focus ?? ctx.clause, ctx.original, dataFields(ctx))) ?? coupon(ctx) ?? sentLink(ctx.focus ?? ctx.clause, ctx.literals, (w) => asWritten(ctx, w)) ?? sameText(ctx) ?? cannedText(ctx) ?? withFields(ctx) ?? messageFor(ctx.steps);
}

/** The canned text of the message's purpose, with the parts of the data the order names after "con" (told-values.ts). */
function cannedText(ctx: FillContext): string | undefined {
  const body = purpose(ctx)?.body;
  return body ? withNamedParts(ctx, body) : undefined;
}

/** A canned text followed by the parts of the data this step's order names after "con" (told-values.ts). */
export function withNamedParts(ctx: FillContext, body: string): string {
  return cannedWithParts(body, stripMarkers(ctx.focus ?? ctx.clause), dataFields(ctx));
}

/** "pidiéndole su reseña en https://… con su nombre": the words said around a link the message carries (link-text.ts). */
export function linkedText(ctx: FillContext): string | undefined {
  return textWithLink(ctx.focus ?? ctx.clause, ctx.literals, ctx.original, personName(ctx).trim() || undefined);
}

/** The trigger's fields with their references, while no step has produced data of its own (for "confirmando la fecha"). */
export function dataFields(ctx: FillContext): { name: string; ref: string }[] {
  const t = ctx.steps[0]?.node_id;
  if (!t || latestOutput(ctx.steps) || !['webhook', 'form', 'google_sheets'].includes(t)) return [];
  const shape = triggerShape(ctx.steps, ctx.whole, ctx.original);
  const names = t === 'google_sheets' ? [...new Set([...columnsIn(ctx.whole, ctx.original), ...sheetHeaders(ctx.original)])] : shape.fields;
  return names.map((f) => ({ name: stripAccents(f).toLowerCase(), ref: fieldRef(t, f) }));
}

/** "…que ya está la comida, con el código CORRIDA5": a code said in a piece of its own goes with the dictated text. */
export function withCode(ctx: FillContext, text: string | undefined): string | undefined {
  if (!text) return text;
  const codes = valuesIn(ctx.whole, 'coupon', namedValues(ctx.original ?? ''));
  if (codes.length !== 1 || text.includes(codes[0]) || codeOfAnotherMessage(ctx, codes[0])) return text;
  return `${text}${/[.!?]$/.test(text) ? '' : '.'} Código: ${codes[0]}`;
}

/**
 * "…, a los 3 días otro preguntando…, y 15 días después uno con el cupón X": a code said with a wait between it and
 * this message (after it or before it) goes with the other message.
 */
function codeOfAnotherMessage(ctx: FillContext, code: string): boolean {
  const here = ctx.whole.indexOf(ctx.clause);
  const at = ctx.whole.indexOf(code.toLowerCase());
  if (here < 0 || at < 0 || (at >= here && at < here + ctx.clause.length)) return false;
  // Before this message, the wait may open its own piece ("…, a los 5 días otro preguntando…").
  const between = at > here ? ctx.whole.slice(here + ctx.clause.length, at) : ctx.whole.slice(at + code.length, here + ctx.clause.length);
  return !!parseDelay(between);
}

/** "mándale el cupón BELLA15": the message carries the code. */
export function coupon(ctx: FillContext): string | undefined {
  const code = valueIn(ctx.focus ?? ctx.clause, 'coupon', namedValues(ctx.original ?? ''));
  // "dándole las gracias con su nombre y el cupón X": the person's name the order asks for opens the text.
  const hello = /\b(?:con|por|y)\s+(?:su|el)\s+nombre\b/.test(stripMarkers(ctx.focus ?? ctx.clause)) ? personName(ctx) : '';
  return code ? `¡Gracias${hello}! Tu cupón de descuento es ${code}.` : undefined;
}

/** Words after "con el…" that name a kind of content, not a field of the data. */
const NOT_FIELDS = new Set(['resumen', 'respuesta', 'reporte', 'lista', 'ficha', 'mensaje', 'texto', 'link', 'liga', 'enlace', 'clima', 'resultado',
  'informacion', 'info', 'datos', 'detalles', 'pedido', 'pedidos', 'citas', 'eventos', 'agenda', 'asunto', 'titulo', 'aviso', 'recordatorio', 'corte', 'archivo']);

/** Fields of the data named with an article in the clause ("la dirección y la pizza"), except a comparison's. */
function mentionedFields(plain: string, known: string[]): string[] {
  const compared = /\b(?:si|cuando|y)\s+(?:el|la|los|las|su|sus)\s+([a-z_]+)\s+(?:es|sea|son|sean|pase|supere|baje|esta|tenga|contenga)\b/.exec(plain)?.[1];
  // "el nombre del perro": the field after the noun that names a part of it.
  // "con cuántas cajas pidió": how many of a field names it too.
  return known.filter((f) => f !== compared && new RegExp(`\\b(?:el|la|los|las|su|sus|del|de la|de los|de las|cuantos|cuantas|cuanto|cuanta)\\s+${escapeRegExp(f.toLowerCase()).replace(/_/g, '[ _]')}\\b`).test(plain));
}

/** The singular nouns an order sends, with the channel and its address left out ("el producto y el cliente"). */
function sentObject(plain: string): string[] | null {
  const rest = plain.replace(/\b(?:por|en|a|al|via)\s+(?:(?:mi|el|la|nuestro|nuestra)\s+)?(?:slack|telegram|whatsapp|discord|gmail|correo|email|mail)\b|\b(?:al|a)\s+(?:canal|chat|grupo)(?:\s+(?!(?:el|la|los|las)\b)\S+)?|\b(?:al|a)\s+\+?\d[\d -]{6,}\d/g, ' ');
  const m = /\b(?:publica|manda|mandame|mandale|envia|enviame|enviale|pasa|pasame|pasale|avisa|avisame|reenvia|reenviame|comparte)\s+((?:(?:el|la)\s+[a-z]+)(?:\s*(?:,|y|e)\s*(?:el|la)\s+[a-z]+)+)\s*$/.exec(rest.replace(/\s+/g, ' ').trim());
  if (!m) return null;
  const nouns = [...m[1].matchAll(/\b(?:el|la)\s+([a-z]+)/g)].map((x) => x[1]);
  return nouns.every((n) => !NOT_FIELDS.has(n) && !/s$/.test(n)) ? nouns : null;
}

/** An order that passes the data on as it came: "mándalas", "reenvíamelo", "pásale los datos". */
/** "los datos", "toda la información", "sus detalles": the data whole. */
const WHOLE_DATA = /^(?:los|sus|todos los)\s+(?:datos|detalles)\b|^(?:la|su|toda la)\s+(?:info|informacion)\b/;
const FORWARDS = /\b(?:manda|envia|pasa|reenvia|comparte|publica)(?:me|le|les|nos|se)?(?:lo|la|los|las)\b|\b(?:manda|envia|pasa|reenvia|comparte|publica)(?:me|le|les|nos)?\s+(?:los|sus|todos los)\s+datos\b/;

/** "mándame un Slack con el total y el cliente": the notification names fields of the data that arrived. */
export function withFields(ctx: FillContext): string | undefined {
  const t = ctx.steps[0]?.node_id;
  // Fields of the trigger's data, while no step has produced data of its own (a filter or a wait produce none).
  if (latestOutput(ctx.steps) || ctx.steps.slice(1).some((s) => ['http', 'transform'].includes(s.node_id))) return undefined;
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
  // "mándale al repartidor por Telegram la dirección y la pizza": the data's fields the order names, wherever they stand.
  const owed = owedField(stripMarkers(ctx.focus ?? ctx.clause), known);
  // "avísame quién es y qué servicio pidió": parts asked about with question words (told-values.ts).
  const named = !m ? [...new Set([...mentionedFields(stripMarkers(ctx.focus ?? ctx.clause), known), ...askedFields(stripMarkers(ctx.focus ?? ctx.clause), known, stripMarkers(ctx.whole)), ...(owed ? [owed] : [])])] : [];
  if (named.length) return `${subjectFor(ctx.steps)}: ${named.map((f) => `${f} ${fieldRef(t, f)}`).join(', ')}`;
  // "publica en Slack al canal #barra el producto y el cliente": with the data's fields not listed, two or more
  // singular nouns sent, each with its article, are fields of the data.
  const object = !m && !known.length ? sentObject(stripMarkers(ctx.focus ?? ctx.clause)) : null;
  if (object) return `${subjectFor(ctx.steps)}: ${object.map((f) => `${f} ${fieldRef(t, f)}`).join(', ')}`;
  // "un webhook que recibe las solicitudes con nombre, direccion y telefono; mándalas a Telegram": the data forwarded
  // whole, its fields listed, is said field by field.
  if (!m && known.length && FORWARDS.test(stripMarkers(ctx.focus ?? ctx.clause)) && (t === 'webhook' || !isDefaultForm(known))) {
    return `${subjectFor(ctx.steps)}: ${known.map((f) => `${f} ${fieldRef(t, f)}`).join(', ')}`;
  }
  // "un correo a mí con los datos": the data whole, its fields listed, is said field by field too.
  if (m && known.length && WHOLE_DATA.test(m[1]) && (t === 'webhook' || !isDefaultForm(known))) {
    return `${subjectFor(ctx.steps)}: ${known.map((f) => `${f} ${fieldRef(t, f)}`).join(', ')}`;
  }
  const listed = m ? listedFields(m[1]) : null;
  // "con el número de guía": the field the data really has ("guia"), when the request named the data's fields.
  // "el nombre de la clase": of two known fields, the one it belongs to (said last) is meant.
  // "el número de pedido" with `order_id` known, "el nombre del cliente" with `customer.name`: the data's key in its system's words (payload-words.ts).
  const fields = listed?.map((f) => known.find((k) => k === f) ?? [...f.split('_')].reverse().find((w) => known.includes(w)) ?? spokenField(f, known) ?? headField(f));
  // A word that usually names content ("titulo") is a field when the data has it.
  // When the data's fields were listed, a word that is none of them ("las indicaciones para llegar") is no field.
  // A name of two words ("el número de guía") is a field only when its words are no content nouns.
  const contentWord = (f: string) => !/^(?:numero|id|codigo|clave)_/.test(f) && f.split('_').some((w) => NOT_FIELDS.has(w));
  if (!fields || fields.some((f) => !known.includes(f) && (NOT_FIELDS.has(f) || contentWord(f) || f.split('_').length > 2 || known.length > 0))) return undefined;
  return `${subjectFor(ctx.steps)}: ${fields.map((f) => `${f} ${fieldRef(t, f)}`).join(', ')}`;
}

/** "…con la fecha de su cita (columna Fecha)": the row's columns named for the message, besides the recipient's. */
function withColumns(ctx: FillContext): string | undefined {
  const text = ctx.focus ?? ctx.clause;
  const recipients = new Set([column(ctx, 'email'), column(ctx, 'phone')]);
  // "…con asunto 'Resurtir' y el Producto": a capitalised word after an article is a column header, as typed.
  // "manda el Nombre y el Telefono al canal": after the order that sends them too.
  const capitalised = [...stripAccents(ctx.original ?? '').matchAll(/\b(?:y|con|[mM]anda(?:me|le)?|[eE]nvia(?:me|le)?|[pP]asa(?:me|le)?|[pP]ublica)\s+(?:el|la|los|las|su|sus)\s+([A-Z][A-Za-z\d_]*)\b/g)]
    .map((m) => m[1]).filter((c) => new RegExp(`\\b(?:el|la|los|las|su|sus)\\s+${c.toLowerCase()}\\b`).test(text));
  // "(columnas Cliente, Fecha, Direccion) … con la direccion": a column the request listed, named here with its article.
  const listed = triggerShape(ctx.steps, ctx.whole, ctx.original).fields
    .filter((c) => new RegExp(`\\b(?:el|la|los|las|su|sus)\\s+${stripAccents(c).toLowerCase()}\\b`).test(text));
  // "con lo que debe": the row's money column (owed.ts).
  const owed = owedField(stripMarkers(text), triggerShape(ctx.steps, ctx.whole, ctx.original).fields);
  const cols = [...new Set([...columnsIn(text, ctx.original), ...capitalised, ...listed, ...(owed ? [owed] : [])])].filter((c) => !recipients.has(fieldRef('google_sheets', c)));
  return cols.length ? `${subjectFor(ctx.steps)}: ${cols.map((c) => `${c} ${fieldRef('google_sheets', c)}`).join(', ')}` : undefined;
}
