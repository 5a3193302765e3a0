/**
 * Conditions ("si el monto es mayor a 1000", "y el total sea menor que 50", "si hay más de 20
 * citas") read from one clause. Waits are read by `durations.ts`.
 */
import { wordNumber } from './lexicon/numbers';
import { CONDITION_VERB, EXCEPT_LEAD, STATE_FIELDS, VALUE_LEAD } from './lexicon/condition-verbs';
import { literalsIn, quotedOr, type Literal } from './extract';
import { toNumber } from './time';
import type { Intent } from './types';
import { OPERATOR_WORDS } from './vocabulary';
import { OF_KIND, prepositionState } from './state-value';
import { namedAs } from './named-as';
import { heldAt } from './held-at';

export type Span = [number, number];

type Condition = Intent & { kind: 'condition' };

/** The field a condition talks about: "si el monto…", "y el total sea…", "si las piezas son…". */
const SUBJECT = [
  // "si en el webhook de pedidos (producto, total) el producto contiene…": the place said first is skipped.
  /\b(?:solo si|solamente si|unicamente si|solo cuando|si)\s+(?:en\s+(?:el|la|mi|los|las)\s+[a-z]+(?:\s+de\s+[a-z]+)?\s*(?:\([^()]*\))?\s*,?\s+)?(?:(?:el|la|los|las|su|sus)\s+)?(?:(?:columna|campo)\s+)?([a-z_]+)((?:\s+(?:de|del|de la)\s+[a-z_]+)?)\s+(.+)$/,
  // "cuando el estatus sea enviado", said after the trigger: a condition on its data.
  /\bcuando\s+(?:el|la|los|las|su|sus)\s+(?:(?:columna|campo)\s+)?([a-z_]+)()\s+((?:no\s+)?(?:sea|este|sean|esten|llegue a|pase a|cambie a|empiece|empiecen|comience|inicie|termine|contenga|incluya|diga|traiga|venga|quede)\b.+)$/,
  // "y la columna Existencia sea menor a 5": the column's name is the field.
  new RegExp(`(?:^|\\by\\s+)(?:el|la|los|las|su|sus)\\s+(?:(?:columna|campo)\\s+)?([a-z_]+)((?:\\s+(?:de|del|de la)\\s+[a-z_]+)?)\\s+(${CONDITION_VERB}\\b.+)$`),
  // "y sean más de seis personas": no field before the verb; the unit after the number is the field.
  /\by\s+(sean|son|tenga|tengan|tiene|tienen|traiga|traigan)()\s+((?:mas|menos|mayor|menor|\d+(?:\s+[a-z]+)?\s+o\s+(?:mas|menos))\b.*)$/,
];
/** A state said as a fact (indicative), not as a wish or a condition ("es", not "sea"). */
const INDICATIVE = /^(?:es|esta|son|estan|tiene|tienen|trae|traen|dice|viene|vienen|llega|queda|lleva|contiene|incluye|menciona)\b/;
/** "trae nombre, telefono y total": a list of the data's fields after the verb that says what it carries. */
const CARRIES_LIST = /^(?:trae|traen|tiene|tienen|incluye|incluyen|lleva|llevan)\s+[a-z_]+(?:(?:\s*,\s*|\s+)(?!(?:y|e)\s)[a-z_]+)*\s*,?\s+(?:y|e)\s+[a-z_]+\s*$/;
/** Verbs after which "si…" means "whether": "clasifica si es…", "dime si es…". */
const WHETHER = /\b(?:clasifi[a-z]*|decid[a-z]*|determin[a-z]*|detect[a-z]*|revis[a-z]*|ver|saber|pregunt[a-z]*|analiz[a-z]*|dime|diga|indic[a-z]*|checa[a-z]*)\s+$/;

/** "si un pedido del webhook (…) tiene estado 'cancelado'", "cuando llegue con tipo 'mayoreo'". */
const HAS_VALUE = /\b(?:si|cuando|solo si)\b[^{.;]*?\b(?:tiene|tenga|trae|traiga|lleva|lleve|viene con|venga con|llega con|llegue con|mande|manden|envie|envien|marque|reporte)\s+(?:el\s+|la\s+)?(?!(?:mensaje|texto|correo|mail|email|whatsapp|whats|sms|foto|archivo|form|formulario|encuesta|pedido|orden|solicitud|datos|informacion|reporte)\b)([a-z_]+)\s+(?:igual a\s+|de\s+)?(\{q\d+\})/;

/** "si hay más de 20 citas" → citas > 20. */
/** "nomás los de más de 2000 pesos", "solo si es de menos de 10 kilos": an amount said of the item itself, no field named. */
const THOSE_OVER = /\b(?:solo\s+(?:los|las|aquellos|aquellas)(?:\s+(?!que\b)[a-z]+)?(?:\s+que\s+(?:sean|son))?|(?:solo\s+)?si\s+(?:es|son|sea|sean))\s+de\s+(mas|menos)\s+de\s+/;
const THERE_ARE = /\bsi\s+hay\s+(mas|menos)\s+de\s+(\d+(?:\.\d+)?)\s+([a-z_]+)/;

/** "si el pedido trae "urgente" en las notas" → notas contains "urgente". */
const CARRIES = /\b(?:solo si|si)\s+(?:(?:el|la|los|las|su|sus)\s+)?[a-z_]+\s+(?:trae|tiene|contiene|incluye|dice|menciona|lleva)\s+(?:la palabra\s+)?(\{q\d+\}|[a-z0-9]+)\s+en\s+(?:el|la|los|las|su|sus)\s+([a-z_]+)/;

/** "si el asunto trae la palabra URGENTE" → asunto contains "URGENTE". */
const SUBJECT_CARRIES = /\b(?:solo si|si)\s+(?:el|la|los|las|su|sus)\s+([a-z_]+)\s+(?:trae|tiene|contiene|incluye|dice|menciona|lleva)\s+(?:la palabra\s+|el texto\s+)?(\{q\d+\}|[a-z0-9]+)/;

/** "nomás si en el cuerpo dice urgente", "si en las notas viene la palabra regalo" → cuerpo contains "urgente". */
const IN_FIELD_SAYS = /\b(?:solo si|si)\s+en\s+(?:el|la|los|las|su|sus)\s+([a-z_]+)\s+(?:dice|diga|trae|traiga|menciona|mencione|viene|venga|aparece|aparezca|contiene|contenga|lleva|lleve|pone|ponga)\s+(?:la palabra\s+|el texto\s+)?(?!(?:que|de|el|la|los|las|un|una|algo)\b)(\{q\d+\}|[a-z0-9]+)/;

/** "solo si dice urgente", "si menciona la palabra reembolso": what the message says, with no subject. */
/** "solo si empieza con bug", "si termina en 'MX'": no subject, how the message itself starts or ends. */
const EDGE_SAID = /\b(?:solo si|si)\s+(empieza|empiece|comienza|comience|inicia|inicie|arranca|arranque|termina|termine)\s+(?:con|por|en)\s+(?:la palabra\s+)?(\{q\d+\}|[a-z0-9]+)/;
const SAYS = /\b(?:solo si|si)\s+(?:dice|diga|menciona|mencione|contiene|contenga|incluye|incluya)\s+(?:la palabra\s+|algo de\s+)?(?!(?:que|de|el|la|los|las|un|una|algo|mas|menos|mayor|menor)\b)(\{q\d+\}|[a-z0-9]+)/;

/** "solo a los clientes de tipo mayorista", "únicamente a los socios con plan premium": who gets the message. */
// "nomás los de la Sucursal Monterrey": the rows of that column and value.
// "solo los de esta semana", "nomás los de hoy": a time window, not a column and its value.
const ONLY_THOSE = /\bsolo\s+(?:(?:a|para)\s+(?:los|las|aquellos|aquellas)\s+[a-z]+|(?:los|las|aquellos|aquellas))\s+(?:de|con)\s+(?:(?:el|la)\s+)?(?!(?:esta|este|estos|estas|ese|esa|hoy|ayer|manana|la semana|el mes|el dia|semana|mes|dia|ano|mas|menos)\b)([a-z_]+)\s+(\{q\d+\}|[a-z0-9_]+)/;

/** "nomás si es en el canal bugs", "solo si lo escriben en el grupo ventas": where the message was written. */
const WRITTEN_IN = /\b(?:si|cuando)\s+(?:es|sea|son|sean|lo escriben|lo escriban|escriben|escriban|llega|llegue|viene|venga)\s+(?:en|de|del|desde)\s+(?:el\s+|la\s+)?(canal|chat|grupo)\s+(\{[cq]\d+\}|[a-z0-9_-]+)/;

/** The operator that holds exactly when another does not. */
export const OPPOSITE: Record<string, string> = {
  greater_than: 'less_or_equal', less_or_equal: 'greater_than', less_than: 'greater_or_equal', greater_or_equal: 'less_than',
  equals: 'not_equals', not_equals: 'equals', contains: 'not_contains', not_contains: 'contains', is_empty: 'is_not_empty', is_not_empty: 'is_empty',
};

/**
 * A condition of the clause. Said as an exception ("menos cuando el servicio sea cotización", "excepto si el
 * total es 0") the flow goes on when it does not hold: the opposite operator.
 */
export function parseCondition(clause: string, literals: Literal[]): (Condition & { at: Span }) | null {
  const found = readCondition(clause, literals);
  if (!found || !EXCEPT_LEAD.test(clause.slice(0, found.at[0]))) return found;
  const opposite = OPPOSITE[found.operator];
  return opposite ? { ...found, operator: opposite } : found;
}

function readCondition(clause: string, literals: Literal[]): (Condition & { at: Span }) | null {
  const place = WRITTEN_IN.exec(clause);
  if (place) {
    const value = place[2].startsWith('{') ? literalsIn(place[2], literals)[0] : place[2];
    if (value) return { kind: 'condition', field: place[1] === 'grupo' ? 'chat' : place[1], operator: 'equals', value, clause, at: [place.index, place.index + place[0].length] };
  }
  // "menos cuando el evento se llame Comida": the item's name (named-as.ts).
  const named = namedAs(clause, literals);
  if (named) return named;
  // "nomás si es en la sucursal Montejo": where it takes place (held-at.ts).
  const held = heldAt(clause, literals);
  if (held) return held;
  const only = ONLY_THOSE.exec(clause);
  if (only) {
    const value = quotedOr(only[2], literals);
    if (value) return { kind: 'condition', field: only[1], operator: 'equals', value, clause, at: [only.index, only.index + only[0].length] };
  }
  const carries = CARRIES.exec(clause);
  if (carries) {
    const value = quotedOr(carries[1], literals);
    if (value) return { kind: 'condition', field: carries[2], operator: 'contains', value, clause, at: [carries.index, carries.index + carries[0].length] };
  }
  const inField = IN_FIELD_SAYS.exec(clause);
  if (inField) {
    const value = quotedOr(inField[2], literals);
    if (value) return { kind: 'condition', field: inField[1], operator: 'contains', value, clause, at: [inField.index, inField.index + inField[0].length] };
  }
  const holds = SUBJECT_CARRIES.exec(clause);
  if (holds) {
    const value = quotedOr(holds[2], literals);
    if (value) return { kind: 'condition', field: holds[1], operator: 'contains', value, clause, at: [holds.index, holds.index + holds[0].length] };
  }
  // "pero nomás si dice falla", "solo si menciona reembolso": no subject, the message itself says it.
  const says = SAYS.exec(clause);
  if (says && !WHETHER.test(clause.slice(0, says.index))) {
    const value = quotedOr(says[1], literals);
    if (value) return { kind: 'condition', field: 'mensaje', operator: 'contains', value, clause, at: [says.index, says.index + says[0].length] };
  }
  const edge = EDGE_SAID.exec(clause);
  const edgeValue = edge && !WHETHER.test(clause.slice(0, edge.index)) ? quotedOr(edge[2], literals) : undefined;
  if (edge && edgeValue) return { kind: 'condition', field: 'mensaje', operator: /^termin/.test(edge[1]) ? 'ends_with' : 'starts_with', value: edgeValue, clause, at: [edge.index, edge.index + edge[0].length] };
  // "si un pedido (…) tiene estado 'cancelado'": the field named, then its quoted value.
  const has = HAS_VALUE.exec(clause);
  if (has) {
    const value = literalsIn(has[2], literals, 'quote')[0];
    if (value) return { kind: 'condition', field: has[1], operator: 'equals', value, clause, at: [has.index, has.index + has[0].length] };
  }
  const over = THOSE_OVER.exec(clause);
  const overSum = over ? amount(clause.slice(over.index + over[0].length)) : null;
  if (over && overSum) {
    const end = over.index + over[0].length + overSum.length;
    // "de más de 10 kilos": the unit after the amount is the field; money (or none) is the amount's.
    const unit = /^\s*([a-z_]+)/.exec(clause.slice(end))?.[1];
    const field = unit && !CURRENCY.test(unit) && !STOP_UNIT.test(unit) ? unit : 'monto';
    return { kind: 'condition', field, operator: over[1] === 'mas' ? 'greater_than' : 'less_than', value: overSum.value, clause, at: [over.index, end] };
  }
  const count = THERE_ARE.exec(clause);
  if (count) {
    return { kind: 'condition', field: count[3], operator: count[1] === 'mas' ? 'greater_than' : 'less_than', value: Number(count[2]), clause, at: [count.index, count.index + count[0].length] };
  }
  for (const subject of SUBJECT) {
    const m = subject.exec(clause);
    if (!m || m[1] === 'hay') continue;
    const found = operatorIn(clause, m, literals);
    // "…, la compu es viejita jaja": a sentence that opens stating what something is, with a bare word, describes; it filters nothing.
    // "el webhook del pedido trae customer_email y order_id": what the data carries, listed, describes it too.
    const statement = subject === SUBJECT[2] && m.index === 0 && !/^y\s/.test(m[0]) && INDICATIVE.test(m[3]) && typeof found?.value === 'string' && !/\{q\d+\}/.test(m[3])
      && (found.operator === 'equals' || (found.operator === 'contains' && CARRIES_LIST.test(m[3])));
    if (found && !statement) return found;
    if (found) continue;
    // "si es caliente": no field and no comparison word, the value itself.
    // …but "clasifícalo si es mayoreo o menudeo" asks which one (whether), it is no condition.
    const whether = WHETHER.test(clause.slice(0, m.index)) || /^\S+\s+o\s/.test(m[3]);
    const bare = /^(?:es|son|sea|sean|esta|estan)$/.test(m[1]) && !whether ? /^(\{q\d+\}|[a-z0-9_]+)\b/.exec(m[3]) : null;
    if (bare) {
      const said = quotedOr(bare[1], literals);
      const value = /^\d+(?:\.\d+)?$/.test(said ?? '') ? Number(said) : said;
      const end = m.index + (m[0].length - m[3].length) + bare[0].length;
      if (value !== undefined) return { kind: 'condition', field: '', operator: 'equals', value, clause, at: [m.index, end] };
    }
  }
  return null;
}

/** Words after an amount that are not the field compared ("mayor a 100 avísame", "mayor a 5 y …"). */
const STOP_UNIT = /^(?:y|e|o|a|al|en|de|del|por|para|que|se|me|le|les|lo|la|los|las|entonces|avisa|avisame|manda|mandame|mandale|envia|enviame|no|si|solo)$|^(?:manda|envia|avisa|notifica|guarda|crea|agrega)/;

const NOTHING = /^\s*(?:,\s*)?(?:entonces\s+)?(?:no (?:(?:le|les|me|lo|la|los)\s+)?(?:hagas|haga|hace|pase|mandes|mande|envies|envie|avises|avise|escribas) nada|ignoralo|ignorala|no pasa nada|nada)\b/;

/** "sea de 2 o menos", "es 10 o más": the number comes before the comparison. */
const OR_MORE = /^(?:(?:sea|es|son|sean|este|fue|queda|quede|quedan|queden|llega|llegue)\s+)?(?:de\s+|en\s+|a\s+)?\$?\s*(\d+(?:\.\d+)?)(\s*(?:mil|k|millones|millon|mdp)\b)?(?:\s+([a-z]+))?\s+o\s+(menos|mas)\b/;
/** Units of money, which never name the field compared. */
const CURRENCY = /^(?:pesos|mxn|dolares|usd|varos|mil|k|millones|millon|mdp)$/;

/** "la Alberca Norte", "el Centro": an article before a word that names something (not a function word, not a comparison). */
// "sea el /start": a bot's command is a name too.
const NAME_ARTICLE = /^(?:el|la|los|las)\s+(?=\/[a-z0-9_]|(?!(?:que|de|del|a|al|el|la|los|las|un|una|lo|muy|mas|menos|mayor|menor|misma|mismo|primera|primero|ultima|ultimo)\b)[a-z0-9_]+\b)/;

/** Words that are never the value compared ("es que…", "es de…", "es muy…"). */
const FUNCTION_WORDS = new Set(['que', 'de', 'del', 'a', 'al', 'el', 'la', 'los', 'las', 'un', 'una', 'lo', 'muy', 'mas', 'asi', 'como', 'tan', 'para', 'por', 'en', 'con', 'cuando', 'porque', 'mi', 'su', 'nuestro', 'nuestra', 'y', 'o']);

/** "5 mil", "$1500", "3k" → a number. */
export function amount(text: string): { value: number; length: number } | null {
  let m = /^\$?\s*(?:(-?\d+(?:\.\d+)?)(\s*(?:mil|k|millones|millon|mdp)\b)?|(mil)\b)(?:\s+(?:pesos|mxn|dolares|usd|varos))?/.exec(text);
  // "mil quinientos": a number in words that starts with "mil".
  if (m?.[3] && /^mil\s+[a-z]/.test(text) && (wordNumber(text)?.value ?? 0) > 1000) m = null;
  if (!m) {
    // "menor o igual a diez", "mayor a cincuenta mil": the number said in words.
    const said = wordNumber(text);
    if (!said) return null;
    const unit = /^\s+(?:pesos|mxn|dolares|usd|varos)\b/.exec(text.slice(said.length));
    return { value: said.value, length: said.length + (unit ? unit[0].length : 0) };
  }
  if (m[3]) return { value: 1000, length: m[0].length };
  const scale = !m[2] ? 1 : /mill|mdp/.test(m[2]) ? 1_000_000 : 1000;
  return { value: Number(m[1]) * scale, length: m[0].length };
}

/** "sea de mil o más", "de cinco mil o menos": OR_MORE's groups for an amount said in words. */
function wordyOrMore(tail: string): RegExpExecArray | null {
  const lead = /^(?:(?:sea|es|son|sean|este|fue|queda|quede|quedan|queden|llega|llegue)\s+)?(?:de\s+|en\s+|a\s+)?/.exec(tail)![0];
  const said = /^\d/.test(tail.slice(lead.length)) ? null : amount(tail.slice(lead.length));
  if (!said) return null;
  const after = /^(?:\s+([a-z]+))?\s+o\s+(menos|mas)\b/.exec(tail.slice(lead.length + said.length));
  if (!after) return null;
  const groups = [tail.slice(0, lead.length + said.length + after[0].length), String(said.value), undefined, after[1], after[2]];
  return Object.assign(groups, { index: 0, input: tail }) as unknown as RegExpExecArray;
}

function operatorIn(clause: string, m: RegExpExecArray, literals: Literal[]): (Condition & { at: Span }) | null {
  const tail = m[3];
  const orMore = OR_MORE.exec(tail) ?? wordyOrMore(tail);
  if (orMore) {
    // "si son 100 metros o más": with no field before the verb, the unit after the number is the field.
    const unit = orMore[3] && !CURRENCY.test(orMore[3]) ? orMore[3] : '';
    const field = /^(?:es|son|sea|sean|esta|estan|fue|tenga|tengan|tiene|tienen|traiga|traigan|trae|traen|lleva|llevan|lleve|pide|piden|pida|incluye|incluya|hay|haya)$/.test(m[1]) ? unit : m[1];
    const end = m.index + (m[0].length - tail.length) + orMore[0].length;
    const value = Number(orMore[1]) * (!orMore[2] ? 1 : /mill|mdp/.test(orMore[2]) ? 1_000_000 : 1000);
    return { kind: 'condition', field, operator: orMore[4] === 'menos' ? 'less_or_equal' : 'greater_or_equal', value, clause, at: [m.index, end] };
  }
  // "si es mayor, mándame…": bigger or smaller than the amount said before (the caller fills it).
  const bare = /^(?:(?:es|sea|son|sean)\s+)?(mayor|menor|mas|menos)\b(?!\s+(?:a|que|de|o|al|del|igual)\b|\s+\$?\d)/.exec(tail);
  if (bare && /^(?:es|son|sea|sean)$/.test(m[1])) {
    const end = m.index + (m[0].length - tail.length) + bare[0].length;
    return { kind: 'condition', field: '', operator: /mayor|mas/.test(bare[1]) ? 'greater_than' : 'less_than', value: null, clause, at: [m.index, end] };
  }
  for (const [re, operator] of OPERATOR_WORDS) {
    const op = re.exec(tail);
    if (!op) continue;
    const opEnd = m.index + (m[0].length - tail.length) + op.index + op[0].length;
    const afterRaw = clause.slice(opEnd);
    // "y el mensaje traiga la palabra bug": the words that introduce the value are not the value.
    // "si el lugar es la Alberca Norte", "sea el Centro": an article before a name only introduces it.
    // "sea de boda": the kind said with "de" (state-value.ts).
    const lead = VALUE_LEAD.exec(afterRaw.trimStart())?.[0] ?? (operator === 'equals' ? NAME_ARTICLE.exec(afterRaw.trimStart())?.[0] ?? OF_KIND.exec(afterRaw.trimStart())?.[0] : undefined) ?? '';
    const after = afterRaw.trimStart().slice(lead.length);
    const quoted = /^\{q\d+\}/.test(after) ? literalsIn(after.split(' ')[0], literals, 'quote')[0] : undefined;
    const num = amount(after);
    // "el rollo es que hago las guías a mano": "es que" explains, it compares nothing.
    // "empieza con OT-", "termina en -MX": an id's dash is part of the value.
    // "sea el /start": a bot's command keeps its slash.
    // "dice En ruta", "está en proceso": a state that opens with a preposition (state-value.ts).
    const state = !quoted && !num && (operator === 'equals' || operator === 'contains') ? prepositionState(after) : null;
    const word = state ?? /^(-?[a-z0-9_]+(?:-[a-z0-9_]+)*-?|\/[a-z0-9_]+)(?=\s|$|[,;.])/.exec(after)?.[1] ?? /^([a-z0-9_]+)/.exec(after)?.[1];
    if (operator === 'equals' && !quoted && !num && word && FUNCTION_WORDS.has(word)) continue;
    const empty = operator === 'is_empty' || operator === 'is_not_empty';
    const value = quoted ?? (num ? num.value : empty ? null : word ?? null);
    const consumed = quoted ? after.indexOf('}') + 1 : num ? num.length : word && !empty ? word.length : 0;
    const end = opEnd + (afterRaw.length - after.length) + consumed;
    // "si es mayor a 100" names no field: the caller takes the one said before; "si son más de 50 personas": the unit is the field.
    const unit = num ? /^\s*([a-z_]+)/.exec(after.slice(num.length))?.[1] : undefined;
    const field = /^(?:es|son|sea|sean|esta|estan|fue|tenga|tengan|tiene|tienen|traiga|traigan|trae|traen|lleva|llevan|lleve|pide|piden|pida|incluye|incluya|hay|haya)$/.test(m[1]) ? (unit && !CURRENCY.test(unit) && !STOP_UNIT.test(unit) ? unit : '') : m[1];
    // "si el monto es menor a 100 no hagas nada": the branch that does nothing is no step.
    const ignore = NOTHING.test(clause.slice(end));
    // "si la columna Estatus dice Pagado": a column that says one word holds that value (a message that says it contains it).
    // "y el estatus diga pagado": a field that holds one state says that value too.
    const says = operator === 'contains' && (/\b(?:columna|campo)\s+[a-z_]+\s*$/.test(m[0].slice(0, m[0].length - tail.length)) || STATE_FIELDS.has(m[1])) && /^(?:dice|diga)\b/.test(tail.slice(op.index)) && !quoted && typeof value === 'string';
    return { kind: 'condition', field, operator: says ? 'equals' : operator, value, clause, at: [m.index, end], ...(ignore ? { ignore } : {}) };
  }
  return null;
}

/** "un correo que diga "urgente" en el asunto": a condition said as part of the event. */
/** Also "un correo con "factura" en el asunto", "un correo con la palabra justificante", "cuando el pedido traiga "urgente"". */
const EVENT_FILTER = /\b(?:que\s+(?:diga|contenga|tenga|incluya|mencione|traiga|lleve|digan|contengan|tengan|incluyan|mencionen|traigan|lleven)\s+(?:la palabra\s+)?(\{q\d+\}|[a-z0-9]+)|(?:con|escribe|escriba|escriben|escriban|dice|diga|pone|ponga|manda|mande)\s+(?:la palabra\s+)?(\{q\d+\})|con la palabra\s+([a-z0-9]+)|(?:cuando|si)\s+(?:el|la|los|las|su|sus)\s+[a-z_]+\s+(?:traiga|trae|tenga|tiene|diga|dice|contenga|contiene|incluya|incluye|mencione|menciona|lleve|lleva)n?\s+(?:la palabra\s+)?(\{q\d+\}))(?:\s+en\s+(?:el|la|su)\s+(asunto|mensaje|cuerpo|texto|titulo))?/;

/** "un mensaje que empiece con cotiza", "que termine en 'urgente'": the text's start or end, said in the event. */
const EVENT_EDGE = /\bque\s+(empiece|empiecen|comience|comiencen|inicie|inicien|arranque|arranquen|termine|terminen)\s+(?:con|por|en)\s+(?:la palabra\s+)?(\{q\d+\}|[a-z0-9]+)(?:\s+en\s+(?:el|la|su)\s+(asunto|mensaje|cuerpo|texto|titulo))?/;

/** "cada que alguien pague más de 5 mil", "una venta de más de $3,000": the amount is a condition. */
/** "cada que alguien pague más de 5 mil", "una venta en el webhook pase de 2,300 pesos" (a place may come between). */
const NEW_AMOUNT = /\b(?:un|una|uno|otr[oa])\s+(?:nuev[oa]\s+)?(mayor|menor)(?:es)?\s+(?:a|de|que)\s+/;
const EVENT_AMOUNT = /\b(?:pague|paguen|compre|compren|gaste|gasten|venda|vendan|cobre|cobren|deposite|depositen|(?:venta|compra|pedido|pago|orden)s?\s+(?:de|por))\s+(mas|menos)\s+de\s+|\b(?:venta|compra|pedido|pago|orden)s?\s+(mayor|menor)(?:es)?\s+(?:a|de|que)\s+|(?:\b(?:venta|compra|pedido|pago|orden|cobro|deposito)s?\s+(?:(?:en|por|al|a|de|del)\s+(?:(?:el|la|mi|nuestra|nuestro)\s+)?[a-z]+\s+)?(?:que\s+)?|\b(?:los|las) que\s+)(supere|supera|superen|rebase|rebasa|rebasen|exceda|excede|excedan|sobrepase|sobrepasa|sobrepasen|pase de|pasa de|pasen de|baje de|bajen de|sea menor a|sea mayor a|sean menores a|sean mayores a|mayor a|mayor de|mayores a|menor a|menor de|menores a|de mas de|de menos de)\s+(?:los\s+|las\s+)?/;

/** "si alguien reserva y pone más de 6 personas", "con una reserva de más de 10 personas". */
const EVENT_COUNT = /\b(?:pone|ponga|pide|pida|pidan|reserva|reserve|reserven|compra|compre|lleva|lleve|pedido|orden|reservacion)\s+(?:para\s+|de\s+)?(mas|menos)\s+de\s+(\d+)\s+([a-z]+)/;

export function eventFilter(eventClause: string, literals: Literal[]): Condition | null {
  // "cuando un alumno repruebe (calificación menor a 6 …)": a condition in parentheses.
  for (const inner of eventClause.matchAll(/\(([^()]+)\)/g)) {
    const c = parseCondition(`si ${inner[1]}`, literals);
    if (c?.field) return { kind: 'condition', field: c.field, operator: c.operator, value: c.value, clause: eventClause };
  }
  // "cuando se agregue un producto con Existencia menor a 10", "si llega un paciente con Edad mayor a 60".
  const compared = /\bcon\s+(?:(?:el|la|un|una|su)\s+)?([a-z_]{3,})\s+((?:es\s+)?(?:mayor|menor|igual|superior|inferior|arriba|debajo|de mas|de menos|mas de|menos de)\b.*)$/.exec(eventClause);
  const byField = compared ? parseCondition(`si el ${compared[1]} ${compared[2]}`, literals) : null;
  if (byField?.field) return { kind: 'condition', field: byField.field, operator: byField.operator, value: byField.value, clause: eventClause };
  // "responda la encuesta con calificación 5".
  const rated = /\bcon\s+(?:(?:el|la|un|una)\s+)?([a-z_]{3,})\s+(?:de\s+|igual a\s+)?(\d+(?:\.\d+)?)\b(?!\s*(?:minutos?|horas?|dias?|pesos|segundos?))/.exec(eventClause);
  if (rated) return { kind: 'condition', field: rated[1], operator: 'equals', value: Number(rated[2]), clause: eventClause };
  // "si alguien reserva y pone más de 6 personas".
  const count = EVENT_COUNT.exec(eventClause);
  if (count) return { kind: 'condition', field: count[3], operator: count[1] === 'mas' ? 'greater_than' : 'less_than', value: Number(count[2]), clause: eventClause };
  const money = EVENT_AMOUNT.exec(eventClause);
  const sum = money ? amount(eventClause.slice(money.index + money[0].length)) : null;
  const less = money && (money[1] === 'menos' || money[2] === 'menor' || /^(?:baje de|bajen de|sea menor a|sean menores a|menor a|menor de|menores a|de menos de)$/.test(money[3] ?? ''));
  // "de más de 5 mil (viene en total)": the field the amount comes in, said in parentheses, names it.
  const saidField = /\(\s*(?:viene|va|esta|llega)\s+(?:en|como)\s+(?:el\s+|la\s+)?(?:campo\s+|columna\s+|dato\s+)?([a-z_]+)\s*\)/.exec(eventClause)?.[1] ?? 'monto';
  if (money && sum) return { kind: 'condition', field: saidField, operator: less ? 'less_than' : 'greater_than', value: sum.value, clause: eventClause };
  // "cuando entre una nueva mayor a 10 mil": the thing said back by a pronoun, with an amount.
  const unnamed = NEW_AMOUNT.exec(eventClause);
  const unnamedSum = unnamed ? amount(eventClause.slice(unnamed.index + unnamed[0].length)) : null;
  if (unnamed && unnamedSum) return { kind: 'condition', field: saidField, operator: unnamed[1] === 'menor' ? 'less_than' : 'greater_than', value: unnamedSum.value, clause: eventClause };
  const has = HAS_VALUE.exec(eventClause);
  const hasValue = has ? literalsIn(has[2], literals, 'quote')[0] : undefined;
  if (has && hasValue) return { kind: 'condition', field: has[1], operator: 'equals', value: hasValue, clause: eventClause };
  const titled = /\bcon\s+(?:el\s+)?(asunto|titulo)\s+(\{q\d+\})/.exec(eventClause);
  const title = titled ? literalsIn(titled[2], literals, 'quote')[0] : undefined;
  if (titled && title) return { kind: 'condition', field: titled[1], operator: 'contains', value: title, clause: eventClause };
  // "un mensaje que empiece con cotiza", "los correos cuyo asunto termine en 'MX'": how the text starts or ends.
  const edge = EVENT_EDGE.exec(eventClause);
  const edgeValue = edge ? quotedOr(edge[2], literals) : undefined;
  if (edge && edgeValue) return { kind: 'condition', field: edge[3] ?? 'mensaje', operator: /^termin/.test(edge[1]) ? 'ends_with' : 'starts_with', value: edgeValue, clause: eventClause };
  const m = EVENT_FILTER.exec(eventClause);
  // "si alguien me escribe al bot la palabra 'menu'": the word the message must carry, wherever it is said.
  const word = !m ? /\bla palabra\s+(\{q\d+\})/.exec(eventClause) : null;
  const wordValue = word ? literalsIn(word[1], literals, 'quote')[0] : undefined;
  if (wordValue) return { kind: 'condition', field: 'mensaje', operator: 'contains', value: wordValue, clause: eventClause };
  if (!m) return null;
  const said = m[1] ?? m[2] ?? m[3] ?? m[4];
  const value = quotedOr(said, literals);
  if (!value) return null;
  return { kind: 'condition', field: m[5] ?? 'mensaje', operator: 'contains', value, clause: eventClause };
}
