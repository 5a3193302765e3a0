/**
 * Texts the owner said without quotes, read back in their own spelling: a subject ("con asunto
 * Venta grande y…"), the words a Gmail trigger searches for ("correos con asunto Cotización,").
 */
import { ANSWER_WORDS } from './lexicon/clause-words';
import { literalsIn, type Literal } from './extract';
import { spellingsOf, stripAccents } from './normalize';
import { ACTION_VERB } from './verbs';
import { withHeaderValues } from './header-values';
import { withFieldsNamed } from './field-in-text';
import { withOwedValue } from './owed';
import { withToldValues } from './told-values';
import { escapeRegExp } from './regexp';

/** Where an unquoted text ends: punctuation, a marker, or a word that starts another part of the sentence. */
const TEXT_END = /[,.;:!?(){}]|\s(?:y|e|con|a|al|para|que|en|de la|del|por|desde|si|cuando|pero|porfa|plis|gracias|ni|nunca|casi nunca|la ia|la ai|el agente|chatgpt|(?:diciendo|recordando|pidiendo|preguntando|avisando|informando|confirmando|agradeciendo|invitando|ofreciendo|felicitando|notificando)(?:le|les|me|nos|lo|la|los|las)?)\s|$/;

/** Where a title surely ends: punctuation, a marker, a link word that starts another part, a remark ("a veces ni lo veo"), a gerund of saying. */
const HARD_END = /[,.;:!?(){}]|\s(?:y|e|con|al|que|si|cuando|pero|porfa|plis|gracias|a veces|ni|nunca|casi nunca|la ia|la ai|el agente|chatgpt|(?:diciendo|recordando|pidiendo|preguntando|avisando|informando|confirmando|agradeciendo|invitando|ofreciendo|felicitando|notificando)(?:le|les|me|nos|lo|la|los|las)?)\s|$/;
/** Prepositions that may sit inside a title ("Gracias por tu apartado", "Resumen de la semana"). */
const SOFT_END = /^\s*(?:a|para|en|de la|del|por|desde)\s/;
/** Words after a preposition that say where a message goes or what it names, not its title. */
const PLACE_WORD = /\b(?:mi|mis|nuestro|nuestra|nuestros|nuestras|cliente|clienta|clientes|paciente|pacientes|alumno|alumna|persona|correo|mail|email|gmail|whatsapp|telegram|slack|discord|hoja|pestana|tabla|carpeta|drive|sheets|calendario|canal|chat|grupo|numero|webhook|repo|todos|todas|equipo)\b|\d/;

/** The user's own spelling of a phrase read from the normalised text (punctuation it dropped comes back), when it can be found. */
/** `lead`: the word said right before the phrase ("asunto"), so "…form de prueba de manejo … con asunto Prueba de manejo" finds the second. */
export function written(original: string | undefined, phrase: string, lead?: string): string {
  if (!original || !phrase) return phrase;
  const folded = stripAccents(original.toLowerCase());
  if (folded.length !== original.length) return phrase;
  const words = phrase.split(/\s+/).filter(Boolean).map(escapeRegExp);
  const led = lead ? new RegExp(`\\b${lead}[^\\p{L}\\d{}]+(${words.join('[^\\p{L}\\d{}]+')})`, 'u').exec(folded) : null;
  if (led) { const at = led.index + led[0].length - led[1].length; return original.slice(at, at + led[1].length); }
  const m = new RegExp(words.join('[^\\p{L}\\d{}]+'), 'u').exec(folded);
  if (m) return original.slice(m.index, m.index + m[0].length);
  // "asunto Welcome a Potosí English": a word the normaliser translated (welcome → bienvenida) is read as typed.
  const typed = words.map((w) => [w, ...spellingsOf(w)].join('|'));
  const loose = new RegExp(typed.map((w) => `(?:${w})`).join('[^\\p{L}\\d{}]+'), 'u').exec(folded);
  return loose ? original.slice(loose.index, loose.index + loose[0].length) : phrase;
}

/** "diciéndole que su orden ya está lista", "recordándole recoger el pan", "pidiendo 20 bultos": the text dictated without quotes. */
const DICTATED = /\b(?:(diciendo|recordando|pidiendo|preguntando|avisando|informando|confirmando|agradeciendo|invitando|ofreciendo|felicitando|notificando)(?:le|les|me|nos|lo|la|los|las)?|que (?:le |les |me |nos )?diga|para (?:decir|avisar|recordar|pedir)(?:le|les|me|nos))\s+((?:que\s+|de\s+)?)(?!\{q)(.{3,})$/;

/** People who write or call the business, right before a gerund: it says what they ask ("nos llaman preguntando…"). */
const PEOPLE_ASK = /\b(?:me|nos)\s+(?:escriben|llaman|buscan|contactan|mandan|marcan|hablan)\b(?:\s+\S+){0,5}?\s*$/;

/** What a gerund of saying makes of a noun phrase ("agradeciendo su visita" → "¡Gracias por su visita!"). */
const WORDED: Record<string, (x: string) => string> = {
  agradeciendo: (x) => `¡Gracias por ${x}!`,
  recordando: (x) => `Recordatorio: ${x}`,
  confirmando: (x) => `Confirmamos ${x}`,
  invitando: (x) => `Te invitamos ${/^a\b/i.test(x) ? x : `a ${x}`}`,
  felicitando: (x) => `¡Felicidades por ${x}!`,
  ofreciendo: (x) => `Te ofrecemos ${x}`,
};
/** A noun phrase (not a sentence): what the gerund is about rather than the words to send. */
const NOUN_PHRASE = /^(?:el|la|los|las|su|sus|tu|tus|un|una)\s/i;
const QUESTION_WORD = /^(?:que|como|cuando|cuanto|cuantos|cuantas|cual|cuales|donde|si)\s/;

/**
 * "mándale WhatsApp al paciente que ya la estamos surtiendo": after the person it goes to, "que" and words that
 * open a message (not a relative clause about the person: "al cliente que compró…").
 */
const PERSON = '(?:al|a la|a los|a las|a)\\s+(?:cliente|clienta|paciente|alumno|alumna|persona|usuario|huesped|interesado|interesada|comprador|compradora|socio|socia|papa|mama|lead|prospecto)s?';
// "…al cliente que lleva envío gratis", "…que tiene 10 % de descuento": what the person gets is told to them too.
const OPENS_MESSAGE = '(?:ya|su|sus|tu|tus|manana|hoy|gracias|estamos|tenemos|hemos|recibimos|pronto|en breve|lo|la|lleva|llevan|tiene|tienen|gano|gana|ganaron|le toca|les toca|puede|pueden|va a|van a)\\b.{3,}';
// "…al cliente de que ya quedó su pedido": "de que" (said for "que") opens it too.
// "…al cliente que lo envió", "a la clienta que la pidió": what the person did (a past verb about the data) says who, not what.
const DID_IT = '(?:lo|la|los|las|nos|me)\\s+(?:envio|mando|escribio|compro|pidio|reservo|lleno|hizo|solicito|registro|agendo|pago|subio|contrato|dejo|levanto|mandaron|enviaron)\\b';
const TO_PERSON_THAT = new RegExp(`\\b${PERSON}\\s+(?:de\\s+)?que\\s+(?!${DID_IT})(${OPENS_MESSAGE})$`);
/** "…al número de la columna Telefono que su carro ya está listo": what follows the column the number comes from. */
const COLUMN_THAT = new RegExp(`\\b(?:columna|campo)\\s+[a-z0-9_]+\\s+que\\s+(${OPENS_MESSAGE})$`);

/**
 * "avisa en Slack en #alumnos que ya hay clase nueva", "contéstales que ahorita les confirmamos": after a verb
 * of telling and where it goes, "que" and words that open a message.
 */
// "…con los datos para que le marquen": "para que" says what the notice is for, not what it says.
const TELL_THAT = /\b(?:avis|contest|respond|dile\b|diles\b|escribele|escribeles)[a-z]*\b.*?(?<!\bpara|\bpa)\s+que\s+((?:ya|hay|ahorita|ahora|su|sus|tu|tus|manana|hoy|gracias|estamos|tenemos|hemos|recibimos|pronto|en breve|les|le)\b.{3,})$/;

/** The text a message should carry, said without quotes after a verb of saying, in the owner's spelling; undefined when none. */
export function dictatedText(clause: string, original?: string, fields: { name: string; ref: string }[] = []): string | undefined {
  const text = dictated(clause, original, fields);
  // "…llega el día de la Fecha": a row's header named in the text is its value (header-values.ts).
  // "recordándole lo que debe": the amount owed is said too (owed.ts).
  // "…, con las placas en el mensaje": the fields named at its end are in it (field-in-text.ts).
  // "…que ya recibimos su equipo", "…y cuánto es el total": the parts of the data it tells carry their values (told-values.ts).
  return text && withToldValues(withOwedValue(withHeaderValues(withFieldsNamed(text, fields), fields), fields), fields);
}

function dictated(clause: string, original?: string, fields: { name: string; ref: string }[] = []): string | undefined {
  // "…al 55 2468 1357 que ya está la comida": what follows the number it goes to (a phone or a chat: "más de 2000 que…" is an amount).
  // A reminder ("recuérdame … al chat 123 que revise…") is worded as one by the caller.
  const found = DICTATED.exec(clause);
  // "me escriben por Telegram preguntando precios": what people ask when they write is no text to send.
  const said = found && !PEOPLE_ASK.test(clause.slice(0, found.index)) ? found : null;
  const m = said ? [said[0], said[3]] : (/\brecuerd/.test(clause) ? null : /\d[\d ]{5,}\d\s+que\s+(?!\{q)(?!(?:se|le|les|me|llegue|llegan?|tenga|tengan)\b)(.{3,})$/.exec(clause) ?? TO_PERSON_THAT.exec(clause) ?? COLUMN_THAT.exec(clause) ?? TELL_THAT.exec(clause));
  if (!m) return undefined;
  const gerund = said?.[1];
  // "preguntando qué le pareció": the question word stays, and the text is a question.
  const asks = gerund === 'preguntando' && said![2].trim() === 'que' && wasQuestionWord(original);
  const phrase = `${asks ? 'que ' : ''}${m[1]}`.replace(/\{[a-z]\d+\}/g, ' ').replace(/\s+/g, ' ').trim();
  if (phrase.split(' ').length < 2) return undefined;
  const text = written(original, phrase);
  if (gerund === 'preguntando' && (asks || QUESTION_WORD.test(phrase))) return `¿${upper(text.replace(/^si\s+/i, ''))}?`;
  // "agradeciendo su visita", "recordándole la cita": a noun phrase is what the message is about.
  // "confirmando la fecha" with a field "fecha" in the data: the message carries its value too.
  if (gerund && !said![2].trim() && NOUN_PHRASE.test(phrase) && WORDED[gerund]) return withValues(WORDED[gerund](text), phrase, fields);
  // "avisándome del nuevo prospecto": what the notice is about.
  if (gerund && /^(?:avisando|informando|notificando)$/.test(gerund) && /^(?:del|de la|de los|de las)\s/i.test(text)) return upper(text.replace(/^(?:del|de la|de los|de las)\s+/i, ''));
  return upper(text);
}

/** A worded text that names fields of the data ("la fecha", "el horario y el lugar") followed by their values. */
function withValues(text: string, phrase: string, fields: { name: string; ref: string }[]): string {
  const named = fields.filter((f) => !text.includes(f.ref) && new RegExp(`\\b(?:el|la|los|las|su|sus|del|de la)\\s+${f.name.replace(/_/g, '[ _]')}\\b`).test(phrase));
  if (!named.length) return text;
  if (named.length === 1) return `${text.replace(/[.!]$/, '')}: ${named[0].ref}`;
  return `${text.replace(/[.!]$/, '')}: ${named.map((f) => `${f.name} ${f.ref}`).join(', ')}`;
}

const upper = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** True when the owner wrote "qué" (a question), not "que" (a link), right after the gerund. */
function wasQuestionWord(original: string | undefined): boolean {
  return !!original && /pregunt[aá]ndo\p{L}*\s+(?:qué|cómo|cuándo|cuál|dónde)/iu.test(original);
}

// "le contestes al mismo chat que su pedido ya va", "contéstale al cliente en el mismo chat que…": the person and the place said
// between the verb and "que" are no text.
const ANSWER_THAT = new RegExp(`\\b(?:respond|contest)[a-z]*\\s+(?:${PERSON}\\s+)?(?:(?:en|a|al|por)\\s+(?:(?:ese|el|la|esa|su)\\s+)?mism[oa]\\s+[a-z]+\\s+)?(?:con\\s+(?:un|el)\\s+(?:status\\s+)?[1-5]\\d\\d\\s+)?(?:diciendo\\s+)?que\\s+(?!\\{q)(.{3,})$`);

/** "contéstale que lo recibimos", "respóndele que ya quedó": the answer's words, in the owner's spelling. */
export function answerText(clause: string, original?: string): string | undefined {
  const said = ANSWER_THAT.exec(clause);
  // "contéstale a la página con un 200 y el texto recibido", "que les conteste pedido recibido": the words
  // named as the text, or right after the verb, are the text itself, kept as typed.
  const named = said ? null : /\b(?:respond|contest)[a-z]*\b.*?\b(?:con|y)\s+(?:el|un)\s+(?:texto|mensaje)\s+(?:que diga\s+)?(?!\{q)(?!(?:de|del|que|con)\b)([a-z].*)$/.exec(clause)
    ?? ANSWER_WORDS.exec(clause);
  const m = said ?? named;
  if (!m) return undefined;
  const phrase = stripText(m[1]);
  if (!phrase) return undefined;
  return named ? written(original, phrase) : upper(written(original, phrase));
}

const stripText = (t: string) => t.replace(/\{[a-z]\d+\}/g, ' ').replace(/\s+/g, ' ').trim();

/** "con asunto Venta grande y el nombre": the words after a keyword, up to where the sentence moves on. */
export function unquotedAfter(clause: string, keyword: string, original?: string): string | undefined {
  // ", asunto Welcome a casa": a piece that only gives the part.
  const m = new RegExp(`(?:\\b(?:con\\s+(?:el\\s+)?|de\\s+|y\\s+(?:el\\s+)?)|,\\s*|(?<=\\b(?:smtp|gmail|correo|email|mail)\\s))${keyword}\\s+(?!(?:el|la|los|las|su|sus|de|del|que|y|con|a)\\b)([a-z0-9][^]*)$`).exec(clause);
  if (!m) return undefined;
  const rest = ` ${m[1]} `;
  const end = TEXT_END.exec(rest.slice(1));
  let phrase = rest.slice(1, end ? end.index + 1 : undefined).trim();
  // "con asunto Gracias por tu apartado", "asunto Welcome a Potosí English": a preposition inside a title is no end
  // when nothing after it names a place, a person or a service, up to where the sentence really moves on.
  const hard = HARD_END.exec(rest.slice(1));
  const whole = rest.slice(1, (hard?.index ?? rest.length) + 1).trim();
  const extends_ = whole !== phrase && SOFT_END.test(rest.slice(phrase.length + 1)) && hard?.[0] !== '{' && !/\s(?:a|para|en|de la|del|por|desde)$/.test(whole);
  if (extends_ && whole.split(/\s+/).length <= 7 && !PLACE_WORD.test(whole) && !ACTION_VERB.test(whole)) phrase = whole;
  // "…con asunto Pedido guárdalo en…": an order ends it too.
  // The subject's first word is never the order that ends it ("con asunto consulta nueva").
  const order = ACTION_VERB.exec(phrase.replace(/^\S+/, (w) => ' '.repeat(w.length)));
  if (order) phrase = phrase.slice(0, order.index).trim();
  if (!phrase || phrase.split(/\s+/).length > 6) return undefined;
  return written(original, phrase, keyword);
}

/** "cuando llegue un correo con asunto "CFDI"" / "…con asunto Cotización,": the subject a Gmail trigger searches for. */
export function gmailSubject(clause: string, literals: Literal[], original?: string): string | undefined {
  const quoted = /\bcon\s+(?:el\s+)?asunto\s+(?:de\s+)?(\{q\d+\})/.exec(clause);
  if (quoted) return literalsIn(quoted[1], literals, 'quote')[0];
  // "con la palabra factura en el asunto": the word the subject carries.
  const word = /\bcon\s+la\s+palabra\s+(\{q\d+\}|[a-z0-9_]+)\s+en\s+(?:el|su)\s+asunto\b/.exec(clause)?.[1];
  if (word) return word.startsWith('{q') ? literalsIn(word, literals, 'quote')[0] : typedWord(original, word);
  return unquotedAfter(clause, 'asunto', original);
}

/** A word as the owner typed it (its case), found in the original text. */
function typedWord(original: string | undefined, word: string): string {
  const m = original ? new RegExp(`(?<![\\p{L}\\d])${word}(?![\\p{L}\\d])`, 'iu').exec(stripAccents(original)) : null;
  return m && original ? original.slice(m.index, m.index + word.length) : word;
}

/** A Gmail search for a subject: `subject:X`, in quotes when it has spaces. */
export const subjectQuery = (subject: string) => `subject:${/\s/.test(subject) ? `"${subject}"` : subject}`;

/** "con la Clienta como título y la Entrega como fecha": a column (capitalised as the owner typed it) said to fill a part. */
export function columnAs(original: string | undefined, parts: RegExp): string | undefined {
  if (!original) return undefined;
  const folded = stripAccents(original);
  for (const m of folded.matchAll(/\b(?:el|la|los|las|su|columna)\s+([A-Z][\p{L}\d_]*)\s+(?:como|de|en|para)\s+(?:el\s+|la\s+|su\s+)?([a-z]+)/gu)) {
    if (parts.test(m[2])) return original.slice(m.index! + m[0].indexOf(m[1]), m.index! + m[0].indexOf(m[1]) + m[1].length);
  }
  return undefined;
}
