/**
 * Cuts a masked, normalised request into clauses in the user's order: at punctuation, "y luego", an order
 * after "y", a wait said after "y"; a flow drawn with arrows box by box. A piece that only adds a detail to
 * the one before (a list of fields cut at its commas, a name said apart, how the AI should write, the place
 * of an order said alone) goes back with it.
 */
import { continuesPartList } from './noun-list';
import { GREETING, isIntro } from './context';
import { USTED_ORDERS } from './plural';
import { YOU_SUBJUNCTIVE } from './verbs';
import { AI_TASK_GOES_ON } from './lexicon/ai-tasks';
import { DATA_LIST, DETAIL_APART, EVENT_DETAIL, RULED_OUT, SEND_BEFORE } from './lexicon/clause-words';
import { ACTION_VERB, SERVICES } from './vocabulary';

/** "…y les mande correo": an usted order that sends, after its person pronoun, starts a clause ("y le responda…" stays: it answers there). */
const SENDING_USTED = USTED_ORDERS.filter((w) => !/^(?:respond|contest)/.test(w));

const SPLIT = new RegExp(
  `\\s*(?:[,;\\n→]|\\.(?!\\d|[a-z0-9]{2,4}\\b)|:(?!\\d|[a-z]{1,2}\\d)|->|\\by luego\\b|\\bluego\\b|\\by despues(?! de)\\b|(?<!\\b(?:segundos?|minutos?|horas?|dias?|semanas?|mes|meses)\\s)\\bdespues(?! de)\\b|\\by entonces\\b|\\bentonces\\b|\\bademas\\b|\\btambien\\b|\\bfinalmente\\b|\\bpor ultimo\\b|\\by (?:ya )?al final\\b(?!\\s+(?:de|del|no|si|ya|mejor|siempre|nunca)\\b)|\\by (?=(?:${ACTION_VERB.source.slice(5, -3)}|${USTED_ORDERS.join('|')}|se\\s+(?:${USTED_ORDERS.join('|')})|(?:le|les|me|nos)\\s+(?:${SENDING_USTED.join('|')})|que|si|mejor|a mi)\\b)|\\by (?=(?:le|les|me|nos)\\s+(?:${YOU_SUBJUNCTIVE.join('|')})\\b)|\\by (?=(?:a los|a las|a la(?= media\\b)|al cabo de|tras|pasad[oa]s?)\\s+(?:\\S+\\s+){1,3}?(?:minutos?|horas?|dias?|semanas?)\\b)|\\by (?=\\S+\\s+(?:minutos?|horas?|dias?|semanas?)\\s+(?:despues|mas tarde)\\b))\\s*`,
);

/** A piece that only adds a detail to the previous one: "…con Telegram, chat 6060606", "…, asunto "Hola"". */
/** A piece that ends opening a list of fields ("…los campos cliente"), and a piece of bare words that goes on with it. */
// "quédate solo con el cliente, la dirección y el total": the fields kept, listed with their articles.
const LIST_OPEN = /\b(?:campos?|columnas?|registro\s+(?:solo\s+)?con)\s+[a-z_]+$|\b(?:quedate|deja|dejale|toma|extrae|saca)\s+(?:solo|solamente|nada mas|unicamente)\s+con\s+(?:(?:el|la|los|las|su|sus)\s+)?[a-z_]+$/;
// "…, equipo y dias (lo demas no sirve)": an aside in parentheses closes the list.
const BARE_LIST = /^(?:(?:el|la|los|las|su|sus)\s+)?[a-z_]+(?:\s*(?:,|\by\b|\be\b)\s*(?:(?:el|la|los|las|su|sus)\s+)?[a-z_]+){0,4}(?:\s*\([^()]*\))?$/;
// "…la tabla inventario, lo que tenga existencia menor a 5, y…": which rows, said apart, stay with the order.
// "…, y que se llame como el asunto", "y ponle el asunto como nombre del archivo": the name said apart stays with the order too.
const DETAIL_ONLY = /^(?:y\s+)?(?:que se llame|que lleve (?:el|de) nombre|llamad[oa] como)\b[^]*$|^(?:y\s+)?(?:ponle|pon|usa|dale|ponele)\s+(?:el|la|su)\s+[a-z_]+\s+(?:como|de)\s+(?:el\s+)?nombre\b[^]*$|^(?:solo\s+)?(?:lo|los|las|aquellos|aquellas)\s+que\s+(?:tengan?|esten?|sigan?|sean?|cuesten?|valgan?)\b[^]*$|^con\s+(?:el|la|los|las|su|sus)\s+[a-z_]+(?:\s+(?:de|del)\s+(?:la\s+|el\s+)?[a-z_]+)?\s+(?:en|como)\s+(?:(?:el|la)\s+)?(?:titulo|asunto|nombre|mensaje)$|^(?:que\s+)?(?:viene|vienen|esta|estan|va|van|sale|salen|aparece|aparecen|se guarda|queda)\s+en\s+(?:la|el)\s+(?:columna|campo|pestana)\b|^(?:(?:al|el|en el|en la|del|de la|la|a|con el|con la|con su|con|mi|su|tu)\s+)?(?:chat|grupo|canal|numero|telefono|cel|celular|id|asunto|titulo|mensaje|texto|pestana|tabla|carpeta|columna)\b|^(?:(?:el|con|y|en|su|mi)\s+)?(?:webhook|url|link|liga|enlace)\s+(?:es\s+)?\{u\d+\}$|^\{[ecuq]\d+\}$|^(?:que diga|diciendo|que ponga|que contenga|con el texto|con el mensaje)\s+\{q\d+\}$|^\+?\d[\d -]{4,}$|^con\s+(?:el|la|los|las|su|sus)\s+[a-z_]+(?:\s+(?:de|del)\s+[a-z_]+)?(?:\s*(?:,|y|e)\s*(?:el|la|los|las|su|sus)?\s*[a-z_]+)*$|^(?:(?:y\s+|e\s+)?(?:al|a)\s+(?:\+?\d[\d -]{7,}\d|\{e\d+\})\s*)+$|^(?:y\s+)?a\s+mi(?:\s+tambien)?$/;

/** An order to the AI, and words that only say how it should write ("amable y breve", "en tono formal", "en inglés"). */
const AI_ORDER = /\b(?:la|el|una|un)\s+(?:ia|ai|inteligencia artificial|chatgpt|gpt)\b/;
const AI_MANNER = /^(?!(?:que|y|e|o|pero|gracias|porfa|ok|sale|va|listo|eso|nada|bueno|saludos|cada|cuando|si|solo|todo|todos)\b)(?:(?:muy|bien|mas|algo|super)\s+)?[a-z]+(?:(?:\s+y|\s+e|,)\s+(?:(?:muy|bien|mas|algo|super)\s+)?[a-z]+){0,2}$|^en\s+(?:tono|ingles|espanol|forma)\b[a-z ]{0,30}$/;

/** "guárdala también en postgres": an order with no place, then the place with no order, is one clause. */
function placeOfOrder(before: string, piece: string): boolean {
  return /^(?:en|a|al|por|con)\s/.test(piece) && !ACTION_VERB.test(piece) && ACTION_VERB.test(before)
    && !SERVICES.some((s) => s.mention.test(before)) && SERVICES.some((s) => s.mention.test(piece));
}

export function splitClauses(text: string): string[] {
  const out: string[] = [];
  // A list in parentheses ("(producto, talla, total)") is one piece: its commas split nothing.
  const kept = text.replace(/\([^()]*\)/g, (m) => m.replace(/,/g, '\u0001').replace(/\by\b/g, '\u0002'));
  // A flow drawn with arrows: each box is its own step, never a detail of the box before.
  for (const box of kept.split(/→|->/)) {
    const start = out.length;
    for (const piece of box.split(SPLIT)) {
      let raw = piece.replace(/\u0001/g, ',').replace(/\u0002/g, 'y');
      // "somos una agencia en la Roma <event> que la IA lo resuma…": the business presented before the event is a piece of its own.
      const gap = /\S\s{6,}\S/.exec(raw);
      // ("holi, tengo una florería 🌹 <event> q la ia…": a greeting before it changes nothing.)
      if (gap && out.slice(start).every((c) => GREETING.test(c)) && isIntro(raw.slice(0, gap.index + 1).trim())) {
        out.push(raw.slice(0, gap.index + 1).replace(/\s+/g, ' ').trim());
        raw = raw.slice(gap.index + 1);
      }
      // Emoji are tone, not words: "{u0} 🌮" is the address alone.
      const c = raw.replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+/gu, ' ').replace(/\s+/g, ' ').trim();
      if (!c || /^(?:y|e|o|que|me|para)$/.test(c)) continue;
      // "arma los campos cliente, rfc y total": the rest of a list of fields cut at its commas.
      // "…y el paciente, la fecha y el motivo": the rest of a list of the data's parts too (noun-list.ts).
      if (out.length > start && (LIST_OPEN.test(out[out.length - 1]) && BARE_LIST.test(c) || continuesPartList(out[out.length - 1], c))) out[out.length - 1] += `, ${c}`;
      else if (out.length > start && (DETAIL_ONLY.test(c) || RULED_OUT.test(c) || EVENT_DETAIL.test(c) || DETAIL_APART.test(c) || placeOfOrder(out[out.length - 1], c) || (DATA_LIST.test(c) && SEND_BEFORE.test(out[out.length - 1])))) out[out.length - 1] += ` ${c}`;
      // "que la IA lo conteste como mi asistente, amable y breve": how the AI should write goes with its order.
      else if (out.length > start && AI_ORDER.test(out[out.length - 1]) && AI_MANNER.test(c) && !ACTION_VERB.test(c) && !SERVICES.some((s) => s.mention.test(c))) out[out.length - 1] += `, ${c}`;
      // "que la IA lea el correo, escriba una respuesta… y se la mande…": one more task of the AI's order.
      else if (out.length > start && AI_ORDER.test(out[out.length - 1]) && AI_TASK_GOES_ON.test(c)) out[out.length - 1] += `, ${c}`;
      else out.push(c);
    }
  }
  return out;
}
