/**
 * Words of a dictated voice note, as data (`dictation.ts` reads them). Compared folded: lower case,
 * no accents.
 */

/** Spoken signs that join the parts of an address, a link or a repository name. */
export const SPOKEN_SIGNS: [string[], string][] = [
  [['arroba'], '@'],
  [['punto'], '.'],
  [['diagonal'], '/'],
  [['slash'], '/'],
  [['guion', 'bajo'], '_'],
  [['underscore'], '_'],
  [['guion'], '-'],
];

/** Endings of a web address or an email domain, said after "punto" ("punto com", "punto eme equis"). */
export const DOMAIN_ENDINGS = ['com', 'mx', 'net', 'org', 'edu', 'gob', 'io', 'es', 'co', 'info', 'app', 'dev', 'us', 'ai', 'biz', 'store', 'shop', 'online', 'lat'];

/** Spanish names of letters, for a domain ending spelled out ("eme equis" = "mx"). */
export const LETTER_NAMES: Record<string, string> = {
  a: 'a', be: 'b', ce: 'c', de: 'd', e: 'e', efe: 'f', ge: 'g', hache: 'h', i: 'i', jota: 'j', ka: 'k', ele: 'l',
  eme: 'm', ene: 'n', o: 'o', pe: 'p', cu: 'q', erre: 'r', ese: 's', te: 't', u: 'u', uve: 'v', ve: 'v',
  equis: 'x', ye: 'y', zeta: 'z',
};

/** Words that never are a part of an address: "a las 8 en punto y…", "el guion del video". */
export const NOT_ADDRESS_PARTS = [
  'a', 'al', 'el', 'la', 'los', 'las', 'lo', 'un', 'una', 'de', 'del', 'en', 'y', 'o', 'por', 'para', 'con', 'que', 'su', 'mi', 'es', 'se', 'le',
];

/**
 * What a filler "este" can be followed by: an article, a pronoun, a link word or another filler. The
 * demonstrative is followed by its noun ("en este webhook", "este mes") and stays.
 */
export const AFTER_FILLER_ESTE = [
  'el', 'la', 'los', 'las', 'un', 'una', 'mi', 'mis', 'su', 'sus', 'tu', 'tus', 'me', 'le', 'les', 'nos', 'te', 'lo', 'se',
  'cuando', 'cada', 'todos', 'todas', 'si', 'que', 'y', 'o', 'pero', 'pues', 'pos', 'bueno', 'ya', 'solo', 'nomas', 'namas',
  'nada', 'media', 'neta', 'quiero', 'queremos', 'necesito', 'ocupo', 'fijese', 'fijate', 'mire', 'mira', 'oiga', 'oye',
  'ahi', 'aqui', 'en', 'de', 'por', 'para', 'con', 'a', 'al', 'del', 'tambien', 'luego', 'entonces', 'despues', 'antes',
  'sabe', 'sabes', 'este', 'mejor', 'como', 'hay', 'es',
];

/** Voice-note fillers with no meaning of their own ("nada más eso" closes a list already said): each is read as the pause it was said in. */
export const FILLERS = ['mmm+', 'mm', 'aja', 'andale', 'andele', 'mare', 'ombe', 'guey', 'wey', 'pues', 'pos', 'pue', 'o sea', '(?:nada mas|nomas|namas|solo) eso'];

/**
 * A link pasted after the dictation is announced: "la liga es …", "ahí va la liga …", "te pego el link
 * …". Regex sources on folded text, each ending before the link.
 */
export const LINK_LEADS = [
  '(?:y ya\\s+)?(?:ira\\s+|mire\\s+|mira\\s+)?(?:aqui|ahi) (?:esta|va|te va|le va|van?) (?:la liga|el link|el enlace|la url|la hoja)(?: es)?',
  '(?:y ya\\s+)?(?:te|le|les) (?:pego|paso|dejo|mando|comparto) (?:la liga|el link|el enlace|la url|la hoja)(?: es)?',
  '(?:y ya\\s+)?(?:la liga|el link|el enlace|la url)(?: de la hoja)?(?: es| va)?',
  '(?:y ya\\s+)?la hoja es',
];

/**
 * Words that open a new clause: a filler before one of them is read as a pause ("…en Monterrey este
 * cuando llegue…" → "…en Monterrey, cuando llegue…"); before any other word it just goes ("al 55… mmm con
 * el monto" → "al 55… con el monto").
 */
export const CLAUSE_OPENERS = [
  'cuando', 'cada', 'si', 'que', 'todos', 'todas', 'diario', 'quiero', 'queremos', 'necesito', 'ocupo', 'me', 'nos', 'y', 'luego',
  'pero', 'mejor', 'nomas', 'solo', 'fijese', 'fijate', 'mire', 'mira', 'oiga', 'oye', 'sabe', 'sabes', 'el', 'la', 'los', 'las',
  'media', 'ya', 'entonces', 'ahora', 'bueno', 'buenas', 'hola', 'ah', 'no', 'ira',
];

/** "y ya al final…", "y ya también…": "ya" before these only chains the next order ("y ya no…", "y ya." and "y ya luego lo de…", `THEN_THE_REST`, keep it). */
export const CHAINED_BY_YA = ['al final', 'despues', 'tambien', 'de ahi', 'enseguida'];

/**
 * A name said wrong and restated: "la pestaña no es Alumnos, se llama Inscripciones", "el canal no es
 * ventas sino bodega" read as "… se llama Inscripciones". Regex source on folded text; what follows is the
 * right name.
 */
export const RESTATED_NAME = '\\bno (?:es|se llama)\\s+["“«\']?[\\w#-]+["”»\']?\\s*(?:,\\s*|\\s+)(?:sino(?: que)?(?: es| se llama)?|se llama|es)\\s+';

/** "sabes que…" opening a message only leads into what is asked ("sabes que quítale lo de Slack…"). */
export const OPENING_LEADS = ['sabes que', 'sabe que', 'saben que'];

/** Pronouns before a spoken order said in the present ("le mandas un correo", "lo guardas en la hoja"); never "la", "las": "las alertas", "las copias" are nouns. */
export const PRESENT_ORDER_PRONOUNS = ['me', 'le', 'les', 'nos', 'lo', 'los'];
/** Words after which that present is no order ("si le mandas…", "lo que le mandas…", "cuando me escribes…"). */
export const NOT_BEFORE_PRESENT_ORDER = ['si', 'que', 'cuando', 'como', 'donde', 'no', 'ya', 'tu', 'nunca', 'siempre'];

/** "…en Slack pero nomás si es en el canal bugs…": a condition said after "pero" starts a clause; a pause goes before it. */
export const ONLY_IF_AFTER_PERO = ['solo si', 'nomas si', 'namas si', 'nada mas si', 'unicamente si', 'solamente si'];

/**
 * A question announced near the start of a voice note ("oiga una pregunta nomás…", "le quería preguntar…"): the
 * transcription drops the "?", so the note is read as the question it says it is. Regex source on folded text.
 */
export const QUESTION_ANNOUNCED = '\\b(?:(?:oiga|oye|tengo|le hago|te hago|les hago|nomas|solo)\\s+una\\s+(?:pregunta|preguntita|duda)|una\\s+(?:pregunta|preguntita|duda)\\s+(?:nomas|nada mas|rapida|rapidita)|(?:le|te|les)\\s+(?:queria|quiero)\\s+preguntar)\\b';
/** How many words from the start an announcement may be said ("buenas tardes oiga una pregunta…"). */
export const QUESTION_ANNOUNCED_WITHIN = 8;
