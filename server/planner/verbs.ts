/**
 * Verbs addressed to the assistant. Spanish glues pronouns to imperatives ("mándamelo",
 * "envíasela", "guárdalos"), so orders are generated as stem × enclitic rather than listed.
 * Everything is normalised text (lower case, no accents).
 */
import { ustedesOf } from './conjugate';

/** Imperative (tú) stems of the things a workflow step does. */
export const ORDER_STEMS = [
  'envia', 'manda', 'reenvia', 'guarda', 'registra', 'agrega', 'anade', 'avisa', 'recuerda', 'notifica', 'alerta', 'publica',
  'crea', 'sube', 'escribe', 'responde', 'contesta', 'haz', 'ejecuta', 'espera', 'resume', 'traduce', 'clasifica', 'genera',
  'lee', 'consulta', 'obten', 'copia', 'comparte', 'agenda', 'inserta', 'actualiza', 'pon', 'mete', 'llama', 'redacta',
  'analiza', 'descarga', 'pasa', 'respalda', 'archiva', 'almacena', 'saca', 'revisa', 'checa', 'extrae', 'anota', 'apunta',
  'reporta', 'sincroniza', 'borra', 'elimina', 'usa', 'quedate', 'deja', 'toma', 'arma', 'transforma', 'mapea', 'renombra', 'filtra', 'da', 'esperate',
  'busca', 'baja', 'convierte', 'calcula', 'evalua', 'cotiza', 'confirma', 'levanta', 'abre', 'pega',
];
const ENCLITICS = ['melos', 'melas', 'melo', 'mela', 'selos', 'selas', 'selo', 'sela', 'noslo', 'nosla', 'me', 'le', 'les', 'nos', 'los', 'las', 'lo', 'la'];

/** "(que) me avises", "(que) lo guardes": a subjunctive addressed to the assistant. */
export const YOU_SUBJUNCTIVE = [
  'envies', 'mandes', 'reenvies', 'guardes', 'registres', 'agregues', 'avises', 'recuerdes', 'notifiques', 'alertes', 'publiques',
  'crees', 'subas', 'escribas', 'respondas', 'contestes', 'hagas', 'resumas', 'traduzcas', 'clasifiques', 'generes', 'leas',
  'consultes', 'compartas', 'agendes', 'actualices', 'pongas', 'redactes', 'analices', 'pases', 'respaldes', 'archives',
  'revises', 'anotes', 'uses',
];

/** "guárdenlo", "avísenme": the plural (ustedes) imperative of every order stem, an order when it carries a pronoun (conjugate.ts). */
export const USTEDES_STEMS = [...new Set(ORDER_STEMS.map(ustedesOf))].filter((w) => !ORDER_STEMS.includes(w));
/** "mándele", "súbale", "guárdelos", "póngalo": the singular usted imperative, an order when it carries a pronoun. */
export const USTED_STEMS = [
  'envie', 'mande', 'reenvie', 'guarde', 'registre', 'agregue', 'avise', 'recuerde', 'notifique', 'publique', 'cree', 'suba',
  'escriba', 'responda', 'conteste', 'resuma', 'traduzca', 'clasifique', 'genere', 'lea', 'consulte', 'comparta', 'agende',
  'ponga', 'pase', 'respalde', 'archive', 'revise', 'anote', 'inserte', 'meta', 'saque', 'busque', 'quite', 'borre', 'elimine', 'haga',
];
const USTEDES_ENCLITICS = ['melos', 'melas', 'melo', 'mela', 'selos', 'selas', 'selo', 'sela', 'me', 'le', 'les', 'nos', 'los', 'las', 'lo', 'la'];

/**
 * "…, guardarlo en la tabla alumnos y mandarle un correo": an infinitive carrying a pronoun is an order too
 * (never a bare infinitive: "quiero guardar" is read through "quiero").
 */
export const INFINITIVE_STEMS = [
  'guardar', 'mandar', 'enviar', 'reenviar', 'registrar', 'agregar', 'anadir', 'avisar', 'notificar', 'publicar', 'crear', 'subir',
  'escribir', 'responder', 'contestar', 'hacer', 'resumir', 'traducir', 'clasificar', 'generar', 'leer', 'consultar', 'compartir',
  'agendar', 'insertar', 'actualizar', 'poner', 'meter', 'respaldar', 'archivar', 'anotar', 'apuntar', 'pasar', 'regresar', 'devolver',
];
const INFINITIVE_ENCLITICS = ['melos', 'melas', 'melo', 'mela', 'selos', 'selas', 'selo', 'sela', 'me', 'le', 'les', 'nos', 'los', 'las', 'lo', 'la'];

// "junta Nombre y Apellido en un solo campo": joining two fields (never "la junta", a meeting).
const OTHER_ORDERS = ['dile', 'diles', 'dime', 'quiero', 'necesito', 'me gustaria', 'quisiera', 'ocupo', '(?<!\\b(?:la|una|de|mi|su|el)\\s)(?:junta|combina|concatena)(?:le|les)?(?=\\s+(?:el\\s+|la\\s+|su\\s+)?[a-z_]+\\s+(?:y|e|con)\\s)'];

const STEM_SET = new Set(ORDER_STEMS);

/** Every order verb, in the `\b(?:…)\b` form the clause splitter relies on. */
export const ACTION_VERB = new RegExp(
  `\\b(?:(?:${ORDER_STEMS.join('|')})(?:${ENCLITICS.join('|')})?|(?:${[...USTEDES_STEMS, ...USTED_STEMS].join('|')})(?:${USTEDES_ENCLITICS.join('|')})|(?:${INFINITIVE_STEMS.join('|')})(?:${INFINITIVE_ENCLITICS.join('|')})|${YOU_SUBJUNCTIVE.join('|')}|${OTHER_ORDERS.join('|')})\\b`,
);

/** Words after which a bare stem that could be an order ("consulta", "copia", "alerta") is a noun. */
export const NOUN_BEFORE = new Set(['de', 'del', 'primera', 'primer', 'una', 'un', 'su', 'sus', 'tu', 'otra', 'otro']);
/** Nouns after which a bare stem is the words named ("con asunto consulta nueva") unless an object follows ("en el asunto guarda el correo"). */
const NAMING_NOUN = new Set(['asunto', 'titulo', 'palabra']);
const OBJECT_NEXT = /^\s+(?:el|la|los|las|lo|un|una|mi|mis|tu|tus|su|sus|a|al|en|por|con|todo|todos|todas|\{[a-z]\d+\})\b/;

/** Where the first order starts in the text, skipping a bare stem used as a noun ("el formulario de primera consulta"); -1 if none. */
export function firstVerbAt(text: string): number {
  for (const m of text.matchAll(new RegExp(ACTION_VERB.source, 'g'))) {
    const before = text.slice(0, m.index).trim().split(/\s+/).pop() ?? '';
    if (isNounStem(text, m.index, m[0], before)) continue;
    return m.index;
  }
  return -1;
}

/** A bare stem used as a noun: after a determiner or "de", or the words after "asunto" with no object after them. */
export function isNounStem(text: string, at: number, word: string, before: string): boolean {
  if (unmistakableOrder(word)) return false;
  if (NOUN_BEFORE.has(before)) return true;
  return NAMING_NOUN.has(before) && !OBJECT_NEXT.test(text.slice(at + word.length));
}

/**
 * True when the verb can only be an order: it carries a pronoun ("guárdalo") or is a "que tú…"
 * subjunctive. A bare stem ("envía", "crea") may also describe the event ("cuando alguien envía").
 */
export function unmistakableOrder(word: string): boolean {
  return !STEM_SET.has(word) && !OTHER_ORDERS.includes(word);
}

/**
 * Third-person subjunctives that ask for an action in an impersonal way, after the event was
 * described: "cada vez que se venda algo se registre en Sheets", "cuando me escriban me llegue
 * un correo", "cuando lo presione mande un correo".
 */
export const IMPERSONAL_ORDER = /\b(?:(se|me|le|les|nos)\s+)?(mande|manden|envie|envien|guarde|guarden|registre|registren|avise|avisen|notifique|notifiquen|agregue|agreguen|publique|publiquen|suba|suban|cree|creen|anote|anoten|llegue|lleguen|genere|generen|conteste|contesten|responda|respondan|lea|lean|agende|agenden|consulte|consulten|revise|revisen|busque|busquen|saque|saquen|inserte|inserten|publique|publiquen|comparta|compartan|resuma|resuman|aparte|aparten|reserve|reserven|bloquee|bloqueen|borre|borren|elimine|eliminen|actualice|actualicen)\b/g;
