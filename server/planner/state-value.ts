/**
 * States said with a preposition: "la columna Estatus dice En ruta", "si el pedido está en proceso" → "En ruta",
 * "en proceso"; "sin pagar", "por entregar". The preposition opens the value, it does not end it.
 */
import { stripAccents } from './normalize';

const STATE_PREPOSITION = /^(en|sin|por)\s+([a-z][a-z0-9_]*)(?=\s|$|[,;.])/;
/** Words after the preposition that make it no state: an article, a place word, a time word, an order. */
const NOT_A_STATE = /^(?:el|la|los|las|un|una|lo|mi|su|tu|que|cuanto|cuanta|caso|cuenta|favor|ejemplo|cierto|whatsapp|telegram|slack|correo|mail|email|la?s?|ese|esa|este|esta|punto|cuanto|cada|vez|dia|dias|semana|mes|hoy|manana|ayer|todo|toda|todos|todas|avisa|avisame|manda|mandame|mandale|envia|enviame|enviale)$/;

/** "en ruta" at the start of the text after a comparison verb, or null. */
export function prepositionState(after: string): string | null {
  const m = STATE_PREPOSITION.exec(after);
  if (!m || NOT_A_STATE.test(m[2])) return null;
  return `${m[1]} ${m[2]}`;
}

/** A value of several words with the owner's spelling ("En ruta"), found in the message as typed. */
export function typedPhrase(original: string | undefined, phrase: string): string {
  if (!original || !/^[a-z0-9_]+(?: [a-z0-9_]+)+$/.test(phrase)) return phrase;
  const folded = stripAccents(original);
  const m = new RegExp(`(?<![\\p{L}\\d_])${phrase.replace(/ /g, '\\s+')}(?![\\p{L}\\d_])`, 'iu').exec(folded);
  return m ? original.slice(m.index, m.index + m[0].length) : phrase;
}

/** "sea de boda", "es de contado": the kind said with "de" is the value ("boda"); amounts ("de 500", "de más de…") are not. */
export const OF_KIND = /^de\s+(?=(?!(?:mas|menos|mayor|menor|la|el|los|las|un|una|lo|que|su|mi|tu|hoy|manana|ayer)\b)[a-z][a-z_]*\b)/;
