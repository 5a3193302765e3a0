/**
 * Orders wrapped in a question, as data: "¿se puede que me avise…?", "¿cómo le hago para que se guarde…?",
 * "¿me ayudas a que…?", "quisiera saber si se puede mandar…". The wrapper asks whether or how; what
 * follows it is the order. Text is lower case with accents folded.
 */

/** "quisiera saber si", "oye, ¿sabes si": a lead before the wrapper, asking to know. */
export const KNOW_IF = '(?:(?:quisiera|quiero|queria|queremos|quisieramos|me gustaria|nos gustaria|ocupo|necesito)\\s+saber\\s+si|(?:sabes|sabe|saben|sabra|sabras)\\s+si)';

/** "se puede", "habrá forma de", "cómo le hago para", "me ayudas a": the wrapper, followed by "que" or an infinitive. */
export const WRAPPERS = [
  'se puede', 'se podra', 'se podria', 'se pudiera', 'se pueda', 'puede ser',
  'es posible', 'sera posible', 'seria posible',
  'hay (?:forma|manera|modo|chance|como) de', 'habra (?:forma|manera|modo|chance|como) de', 'habria (?:forma|manera|modo) de',
  'como (?:le )?(?:hago|hacemos|puedo hacer|podemos hacer|hago yo) para', 'que (?:hago|hacemos|tengo que hacer) para',
  '(?:me|nos) (?:ayudas|ayuda|ayudan|ayudarias|ayudaria|echas la mano|echa la mano) (?:a|con)',
  '(?:me|nos) (?:puedes|podrias|puede|podria) (?:ayudar|echar la mano) (?:a|con)',
];

/** Words that open the event of a request ("cuando", "en cuanto", "cada que"): a verb a few words after them is the event's. */
export const EVENT_OPENERS = ['cuando', 'apenas', 'en cuanto', 'cada que', 'cada vez que', 'siempre que', 'si'];

/** Words that start a clause inside the asked part: an infinitive right after one is an order ("…y contestarles"). */
export const CLAUSE_LEADS = ['y', 'e', 'luego', 'despues', 'tambien', 'y luego', 'y despues', 'y tambien', 'y de paso', 'de paso', 'ademas', 'y ademas'];

/** Who does the work when the order is the AI's ("que la IA me haga un resumen"): its verb stays as said. */
export const WORK_SUBJECTS = ['la ia', 'la inteligencia artificial', 'el agente', 'un agente', 'chatgpt', 'la ai', 'el bot'];

/** "¿se puede conectar con WhatsApp?", "¿se puede usar Slack?": asking what Enlaza works with, not an order (unless an event is said). */
export const CAPABILITY_ASK = /^(?:conectar|conectarlo|conectarla|conectarse|usar|usarlo|usarla|integrar|integrarlo|vincular|vincularlo|ligar|ligarlo|enlazar|enlazarlo|trabajar|funcionar|jalar|meter|tener|hacer eso|hacerlo)\b/;

/** Words that say when something happens: with one, a capability ask is a request ("¿se puede usar WhatsApp cuando llegue…?"). */
export const EVENT_CUE = /\b(?:cuando|cada|en cuanto|apenas|diario|todos los|todas las)\b/;

/** "¿me lo puedes mandar…?", "¿nos podrías avisar…?": a polite ask said as a question; the infinitive after it is the order. */
export const POLITE_QUESTION = /¿\s*(?:y\s+)?(?:(?:me|nos|le|les)\s+(?:(?:lo|la|los|las)\s+)?)?(?:puedes|podrias|puede|podria|pudieras|pudiera|podran|pueden)\s+(?:usted\s+)?([a-z]+)(?!\s+(?:que|como|cuanto|cuanta|cuantos|cuantas|cual|cuales|donde|si|cuando)\b)/g;
