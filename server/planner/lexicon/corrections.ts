/**
 * Words an owner uses to take back what they just said and say it again ("a las 8, no, mejor a las 9",
 * "por whats, bueno no, por Telegram", "de 5 mil, perdón, de 8 mil"), as data. Text is normalised
 * (lower case, no accents). Read by `self-correct.ts`.
 */

/** Phrases that take back the value before them; a run of them ("bueno no", "no, mejor") is one cue. */
export const CORRECTION_PHRASES = [
  'no', 'nel', 'bueno', 'perdon', 'perdona', 'digo', 'mejor', 'mejor dicho', 'mas bien', 'o mejor', 'o mas bien',
  'corrijo', 'quise decir', 'rectifico', 'ah no', 'ay no', 'siempre no', 'me equivoque',
];

/** Cues that can open a clause of their own and take back the one before ("… bueno, al correo X"); "no" and "mejor" alone cannot. */
export const OPENING_CUES = ['bueno', 'digo', 'perdon', 'perdona', 'mejor dicho', 'mas bien', 'ah no', 'ay no', 'no no', 'corrijo', 'quise decir', 'rectifico', 'me equivoque'];

/** "o sea": says the same thing again; what comes after it is the one read ("a las 9, o sea a las 21"). */
export const RESTATEMENTS = ['o sea'];

const alternation = (phrases: string[]) => [...phrases].sort((a, b) => b.length - a.length).map((p) => p.replace(/ /g, '\\s+')).join('|');
/** Regex sources (normalised text) of every cue, and of those that open a clause. */
export const CUE = alternation(CORRECTION_PHRASES);
export const OPENING_CUE = alternation(OPENING_CUES);
export const RESTATEMENT = alternation(RESTATEMENTS);

/**
 * Cues that say the correction only when punctuation follows them: "por whats, no por Telegram" rules
 * Telegram out, "por whats, no, por Telegram" takes WhatsApp back.
 */
export const CUES_NEEDING_PAUSE = new Set(['no']);

/** Words that lead a value ("de 5 mil", "por Slack", "un whats"): they go with it when the correction has its own. */
export const VALUE_LEADS = new Set([
  'de', 'a', 'al', 'por', 'en', 'el', 'la', 'los', 'un', 'una', 'mi', 'mis', 'nuestro', 'nuestra', 'su', 'via', 'con', 'para',
  'sobre', 'arriba', 'mas', 'menos', 'hasta', 'mayor', 'menor', 'mayores', 'menores', 'debajo', 'abajo', 'encima', 'pase', 'supere', 'baje',
]);

/** Words that are a number before a unit only ("media hora", "una hora", "un día"). */
export const NUMBER_BEFORE_UNIT = new Set(['media', 'medio', 'un', 'una', 'uno']);

/** Nouns of the place a value goes to ("al canal #x", "al número 55…", "al correo ana@…"): lead words too. */
export const PLACE_NOUNS = new Set(['canal', 'chat', 'grupo', 'numero', 'cel', 'celular', 'telefono', 'tel', 'correo', 'mail', 'email', 'webhook', 'url', 'link', 'liga', 'direccion']);

/** Multipliers said after a number ("5 mil", "2 millones"): part of the value. */
export const MULTIPLIERS = new Set(['mil', 'millon', 'millones', 'k']);

/** Units said after a number, by the kind of value they make. */
export const VALUE_UNITS: Record<string, 'money' | 'duration' | 'time' | 'count'> = Object.assign(Object.create(null) as Record<string, 'money' | 'duration' | 'time' | 'count'>, {
  pesos: 'money', peso: 'money', varos: 'money', dolares: 'money', dls: 'money', usd: 'money', mxn: 'money', euros: 'money',
  segundos: 'duration', segundo: 'duration', minutos: 'duration', minuto: 'duration', horas: 'duration', hora: 'duration',
  dias: 'duration', dia: 'duration', semanas: 'duration', semana: 'duration', meses: 'duration', mes: 'duration',
  am: 'time', pm: 'time', hrs: 'time',
  personas: 'count', piezas: 'count', unidades: 'count', cajas: 'count', dias_habiles: 'duration',
});

/**
 * Words that tie what was said between the taken-back service and the cue to that service ("por whats al
 * 55…", "por Slack al canal #x"): such words are dropped with it.
 */
export const SERVICE_DETAIL_WORDS = /\b(?:canal|chat|grupo|webhook|numero|cel|celular|movil|telefono|tel|id|pestana|hoja|tabla|carpeta|archivo|bot|servidor)\b/;
