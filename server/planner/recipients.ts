/**
 * Who a message goes to: the owner ("mándame", "a mi correo"), the person the trigger is about
 * ("mándale", "al cliente", "a su Telefono") bound to the field of the right kind, or — when the order
 * before spoke of someone — that person.
 */
import type { FillContext } from './fill';
import { stripMarkers } from './extract';
import { fieldRef, personRef } from './refs';
import { fieldOfKind } from './lexicon/fields';
import { columnsIn, refOfKind, triggerShape, type Shape } from './shape';
import { asTyped } from './values';
import { normalize, stripAccents } from './normalize';
import { ACTION_VERB } from './vocabulary';

/** "envíale", "respóndele", "al cliente", "pidiéndoles una reseña": the person the trigger is about. */
export const toThem = (clause: string) => /\b(?:(?:manda|envia|escribe|responde|contesta|avisa|recuerda|agradece|mandar|enviar|escribir|responder|contestar|avisar|recordar|mande|envie|escriba|responda|conteste|avise|recuerde|agradezca)(?:le|les)|(?:manda|envia|pasa|reenvia)(?:selo|sela|selos|selas)|se (?:lo|la|los|las) (?:mande|envie|pase|reenvie|mandes|envies|mandas|envias|mandan|envien)|(?:a|al|a la|a los|a las|a cada)\s+(?:nuevos?\s+|nuevas?\s+)?(?:leads?|clientes?|clientas?|prospectos?|pacientes?|alumnos?|alumnas?|socios?|socias?|usuarios?|suscriptores?|miembros?|interesados?|compradores?|huespedes|invitados?|persona|contacto|remitente)|le|(?:le|les)\s+(?:mande|manden|envie|envien|escriba|escriban|avise|avisen)|a (?:el|ella|ellos|ellas)|reciban?|(?<!(?:quiero|quisiera|gustaria|necesito|deseo|podria) )recibir|de bienvenida|dales? la bienvenida|a (?:todos |todas )?(?:los|las|quienes) que|a quien(?:es)?|[a-z]+(?:ando|iendo|yendo)(?:le|les))\b/.test(clause);
export const toMe = (clause: string) => /\b(?:(?:quiero|quisiera|me gustaria|necesito|deseo)\s+recibir|dame|damelo|damela|damelos|damelas|dime|deme|digame|mandeme|envieme|aviseme|pasame|paseme|compartime|(?:envia|manda|reenvia|pasa|avisa|notifica|escribe|alerta|comparte|reporta|recuerda|enviar|mandar|avisar|notificar|recordar)me(?:l[oa]s?)?|me|mi correo|mi email)\b|^(?:y\s+)?a mi\b|\ba mi (?:tambien|un|una|por)\b/.test(clause);

/** "avísame por WhatsApp…, por Telegram… y por correo": a channel said without a verb goes to whom the last order spoke of. */
export function addressee(ctx: FillContext): string {
  // Words blanked out of the clause (a wait, a time) leave runs of spaces: compare with spaces collapsed.
  const squeeze = (t: string) => t.replace(/\s+/g, ' ');
  const clause = squeeze(ctx.clause).trim().replace(/^y\s+/, '');
  // "…por nuestro SMTP, no por Gmail": the clause lost the comma the message has; it is found without commas then.
  const whole = squeeze(ctx.whole).includes(clause) ? squeeze(ctx.whole) : squeeze(ctx.whole.replace(/,/g, ' '));
  const at = ACTION_VERB.test(ctx.clause) ? -1 : whole.indexOf(clause);
  const last = at > 0 ? [...whole.slice(0, at).matchAll(new RegExp(ACTION_VERB.source, 'g'))].at(-1) : undefined;
  return last ? `${whole.slice(last.index, at)} ${ctx.clause}` : ctx.clause;
}

/** The address or phone of the person the trigger is about: the field of that kind the request named, else the usual one. */
export function person(ctx: FillContext, kind: 'email' | 'phone'): string | undefined {
  const shape = triggerShape(ctx.steps, ctx.whole, ctx.original);
  // "…a su Telefono, espera un día y le mandas otro": the row's field already bound for this person is theirs again.
  if (shape.node === 'google_sheets') return column(ctx, kind) ?? refOfKind(shape, kind) ?? boundBefore(ctx, kind);
  // The data's fields were listed and none holds an address of this kind: it is asked, never guessed.
  if (shape.node === 'webhook' && shape.fields.length && !refOfKind(shape, kind)) return undefined;
  return (shape.node === 'webhook' ? refOfKind(shape, kind) ?? possessiveField(ctx, shape, kind) : undefined) ?? personRef(ctx.steps, kind);
}

/** The trigger field an earlier step already sends to for this kind of address. */
function boundBefore(ctx: FillContext, kind: 'email' | 'phone'): string | undefined {
  const nodes = kind === 'phone' ? ['whatsapp'] : ['email', 'gmail'];
  for (const s of [...ctx.steps].reverse()) {
    const to = s.params?.to;
    if (nodes.includes(s.node_id) && typeof to === 'string' && /^\{\{trigger\.[^}]+\}\}$/.test(to)) return to;
  }
  return undefined;
}

/**
 * "mándale WhatsApp a la clienta a su Telefono", "al correo de la persona": the field the owner names by
 * its noun, as typed (a row's header keeps its capitals), when it holds an address of the kind.
 */
function possessiveField(ctx: FillContext, shape: Shape, kind: 'email' | 'phone'): string | undefined {
  const text = stripMarkers(ctx.focus ?? ctx.clause);
  // "al phone q viene en el pedido", "al tel que trae": the field the data brings, named as the owner calls it.
  // "al phone del pedido": the field of the data it belongs to.
  for (const m of text.matchAll(/\b(?:a|al|en|por)\s+su\s+([a-z_]+)\b|\b(?:a|al)\s+([a-z_]+)\s+(?:que\s+(?:viene|vienen|trae|traen|llega|manda|mandan)|(?:del|de la)\s+(?:pedido|orden|compra|venta|reserva|cliente|clienta|lead|registro))\b/g)) {
    if (m[2]) m[1] = m[2];
    if (!fieldOfKind([m[1]], kind)) continue;
    // With the data's fields listed, a short name of one ("al tel…" with `telefono` listed) is that field.
    const known = shape.fields.find((f) => normalize(f) === m[1]) ?? (shape.node !== 'google_sheets' ? fieldOfKind(shape.fields, kind) : undefined);
    // A row's header as typed right there ("a su Correo"), not where the word first appears ("un correo").
    const typed = new RegExp(`\\b(?:su|al)\\s+(${m[1]})\\b`, 'i').exec(stripAccents(ctx.original ?? ''))?.[1];
    return fieldRef(shape.node, known ?? (shape.node === 'google_sheets' ? typed ?? asTyped(ctx.original, m[1]) : m[1]));
  }
  return undefined;
}

/** "a su columna Email", "(columna Celular)": the column said for this step, else the row's column of that kind. */
export function column(ctx: FillContext, kind: 'email' | 'phone'): string | undefined {
  if (ctx.steps[0]?.node_id !== 'google_sheets') return undefined;
  const text = ctx.focus ?? ctx.clause;
  const here = columnsIn(text, ctx.original);
  // A column of another kind is the recipient only when the message is addressed to it ("a la columna Contacto").
  const addressed = here.find((c) => new RegExp(`(?:\\ba\\s+(?:su|la)\\s+|\\bal\\s+(?:numero|correo|telefono|celular)\\s+de\\s+la\\s+|\\(\\s*)columna\\s+${normalize(c)}\\b`).test(text));
  // "a su Telefono con la hora de su cita (columna Hora)": the column named by the recipient's own noun wins.
  const shape = { node: 'google_sheets', fields: here };
  const own = possessiveField(ctx, shape, kind);
  const ownOther = possessiveField(ctx, shape, kind === 'email' ? 'phone' : 'email');
  return refOfKind(shape, kind) ?? own ?? (addressed && !ownOther ? fieldRef('google_sheets', addressed) : undefined) ?? headerAddressed(ctx, text, kind);
}

/** "al Telefono de la mamá", "a la Correo_Contacto del cliente": a capitalised header of the kind the message is addressed to. */
function headerAddressed(ctx: FillContext, text: string, kind: 'email' | 'phone'): string | undefined {
  for (const m of stripAccents(ctx.original ?? '').matchAll(/\b(?:al|a la|a el)\s+([A-Z][A-Za-z\d_]*)\b/g)) {
    const word = m[1].toLowerCase();
    if (fieldOfKind([word], kind) && new RegExp(`\\b(?:al|a la|a el)\\s+${word}\\b`).test(text)) return fieldRef('google_sheets', m[1]);
  }
  return undefined;
}
