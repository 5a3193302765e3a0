/**
 * Values a step takes from around its clause (issue 17's readings): a part set in a sentence of its
 * own ("el asunto debe ser '…'"), the text dictated for the channel before, an address or a chat the
 * request declared or the data carries, names and titles taken from a field, a Drive folder named by
 * its id.
 */
import type { FillContext } from './fill';
import { literalsIn, stripMarkers } from './extract';
import { declaredOwnEmail } from './lexicon/declarations';
import { fieldRef, latestFieldRef, latestOutput } from './refs';
import { refOfKind, triggerShape } from './shape';
import { namedValues, valuesIn } from './values';
import { googleIdIn, googleIds } from './google-ids';
import { ACTION_VERB } from './vocabulary';

/** "…; el asunto debe ser 'Cotización nueva'": a part of the step set in a sentence of its own. */
export function saidApart(ctx: FillContext, part: string): string | undefined {
  const m = new RegExp(`\\b(?:el|la)\\s+${part}\\s+(?:debe ser|deberia ser|tiene que ser|sera|es|que sea|sea|:)\\s*\\{q(\\d+)\\}`).exec(ctx.whole);
  return m && !ctx.clause.includes(`{q${m[1]}}`) ? ctx.literals[Number(m[1])]?.value : undefined;
}

/**
 * "manda 'Hora de preparar la masa' a mi Telegram y también a #cocina en Slack": a piece that only
 * names another destination sends the text the order before it dictated.
 */
export function sameText(ctx: FillContext): string | undefined {
  const plain = stripMarkers(ctx.clause).trim();
  if (!/^(?:y\s+)?(?:a|al|en|por)\b/.test(plain) && !/\b(?:el mismo mensaje|lo mismo|mismo texto)\b/.test(plain)) return undefined;
  if (ACTION_VERB.test(plain) && !/\b(?:el mismo mensaje|lo mismo|mismo texto)\b/.test(plain)) return undefined;
  const said = new Set(ctx.literals.filter((l) => l.kind === 'quote').map((l) => l.value));
  const before = [...ctx.steps].reverse().find((st) => st.action_id === 'send_message' || st.action_id === 'send_email');
  const text = before?.params?.message ?? before?.params?.body;
  return typeof text === 'string' && said.has(text) ? text : undefined;
}

/** "adopciones@x.org es nuestro correo … mándanos ahí un email": the address the owner declared, else none. */
export function ownEmail(ctx: FillContext): string | undefined {
  const marker = declaredOwnEmail(ctx.whole);
  return marker ? literalsIn(marker, ctx.literals, 'email')[0] : undefined;
}

/** "…y se la mande de vuelta al mismo chat", "al mismo canal": back where the trigger's message came from. */
export const SAME_PLACE = /\b(?:al|en el|a ese|por el|en ese)\s+mismo\s+(?:chat|canal|grupo|hilo|usuario|cliente|contacto)\b|\ba (?:la|esa) misma persona\b|\bde (?:vuelta|regreso)\b|\ba quien (?:escribio|lo mando|lo envio|pregunto)\b|\bahi mismo\b/;
export const samePlace = (ctx: FillContext, node: string, ref: string) => (ctx.steps[0]?.node_id === node && SAME_PLACE.test(ctx.clause) ? ref : undefined);

/** "(trae telefono, chat_id y folio)": the chat the data names. */
export const boundChat = (ctx: FillContext) => refOfKind(triggerShape(ctx.steps, ctx.whole, ctx.original), 'chat');

/** "con el nombre del proyecto", "con su folio": a name taken from a field the data has. */
/** The parts of an arriving mail, by the words owners use for them. */
const MAIL_PARTS: Record<string, string> = { asunto: '{{trigger.subject}}', remitente: '{{trigger.from}}', titulo: '{{trigger.subject}}' };

export function namedByField(ctx: FillContext): string | undefined {
  const plain = stripMarkers(ctx.clause);
  // "con el nombre de los novios": the field after the name's own noun, else the noun itself.
  const said = [/\b(?:con|llamad[oa] como|que se llame como|nombrad[oa] como|con el nombre de)\s+(?:el|la|su)\s+(?:nombre\s+(?:de|del)\s+(?:(?:la|el|los|las|sus?)\s+)?)?([a-z_]+)\b/.exec(plain)?.[1],
    /\bcon el nombre (?:de|del)\s+(?:(?:la|el|los|las|sus?)\s+)?([a-z_]+)\b/.exec(plain)?.[1],
    // "ponle el asunto como nombre del archivo", "con el folio de nombre".
    /\b(?:el|la|su)\s+([a-z_]+)\s+(?:como|de)\s+(?:el\s+)?nombre\b/.exec(plain)?.[1]];
  // "que se llame como el asunto": a mail's own parts.
  // The mail's subject and sender stay the mail's after an AI step ("que la IA lo resuma y lo suba … con el asunto como
  // nombre"); a "título" may then be the AI's own.
  const mail = ctx.steps[0]?.node_id === 'gmail' ? said.map((f) => f && (f !== 'titulo' || !latestOutput(ctx.steps)) && MAIL_PARTS[f]).find(Boolean) : undefined;
  if (mail) return mail;
  const fields = triggerShape(ctx.steps, ctx.whole, ctx.original).fields;
  const hit = said.find((f) => f && fields.includes(f));
  return hit ? latestFieldRef(ctx.steps, hit) : undefined;
}

/** "con el nombre de la empresa en el título", "con el problema como título": the data's field said to go into that part. */
export function fieldInto(ctx: FillContext, part: string): string | undefined {
  // "con ese texto como título": a demonstrative points at the same part ("ese texto" said of the message).
  const m = new RegExp(`\\b(?:el|la|los|las|su|ese|esa|este|esta)\\s+([a-z_]+)(?:\\s+(?:de|del)\\s+(?:la\\s+|el\\s+)?([a-z_]+))?\\s+(?:en|como)\\s+(?:(?:el|la)\\s+)?${part}\\b`).exec(stripMarkers(ctx.clause));
  if (!m) return undefined;
  // "con el texto del mensaje como título": a chat message's own text.
  const t = ctx.steps[0]?.node_id ?? '';
  if (['slack', 'telegram'].includes(t) && [m[1], m[2]].some((f) => f === 'texto' || f === 'mensaje')) return fieldRef(t, 'texto');
  const fields = triggerShape(ctx.steps, ctx.whole, ctx.original).fields;
  const field = [m[2], m[1]].find((f) => f && fields.includes(f));
  return field ? latestFieldRef(ctx.steps, field) : undefined;
}

/** "la carpeta 1TintaManus": a folder named by something that can only be a Drive id (starts with a digit, no spaces). */
export function folderIdNamed(ctx: FillContext, text: string): string | undefined {
  const named = valuesIn(text, 'folder', namedValues(ctx.original ?? ''));
  // "la carpeta de Drive con id 1BiciFacturasXal": an id said bare, after a noun that names a folder.
  return named.find((v) => /^\d[A-Za-z0-9_-]{7,}$/.test(v) || /^[A-Za-z0-9_-]{25,}$/.test(v)) ?? googleIdIn(text, 'folder', googleIds(ctx.original ?? ''));
}
