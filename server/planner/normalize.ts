/**
 * Text normalisation for matching: lower case, no accents, common misspellings fixed.
 * The result keeps word order and roughly the same positions, so clauses can be cut on it.
 */
import { STORY_LEADS, UNKNOWN_WHEN } from './lexicon/story';
import { readJargon } from './jargon';

/** Whole-word misspellings and variants → the canonical word the vocabulary knows. */
const TYPOS: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  // services
  slak: 'slack', slac: 'slack', eslack: 'slack', eslak: 'slack', slck: 'slack', slakc: 'slack',
  telegran: 'telegram', telegam: 'telegram', telgram: 'telegram', telegrma: 'telegram', telegramm: 'telegram', tg: 'telegram', tlg: 'telegram', tlgm: 'telegram', tlgrm: 'telegram',
  whatsap: 'whatsapp', whatapp: 'whatsapp', watsapp: 'whatsapp', watsap: 'whatsapp', wasap: 'whatsapp',
  guasap: 'whatsapp', wassap: 'whatsapp', whasapp: 'whatsapp', whats: 'whatsapp', wsp: 'whatsapp', wa: 'whatsapp',
  guatsap: 'whatsapp', guatsapp: 'whatsapp', guasapp: 'whatsapp', guats: 'whatsapp', wasapp: 'whatsapp', wassapp: 'whatsapp', whassap: 'whatsapp', whatssap: 'whatsapp', whatsaap: 'whatsapp', wathsapp: 'whatsapp', watsaap: 'whatsapp', wats: 'whatsapp', uasap: 'whatsapp', wuasap: 'whatsapp',
  gmial: 'gmail', gmal: 'gmail', gmai: 'gmail', gemail: 'gmail', gimail: 'gmail', gmeil: 'gmail', jimeil: 'gmail',
  exel: 'excel', ecxel: 'excel', excell: 'excel',
  sheet: 'sheets', shets: 'sheets', sheeds: 'sheets', shits: 'sheets', sheetss: 'sheets',
  draiv: 'drive', driv: 'drive', drvie: 'drive',
  discor: 'discord', dicord: 'discord', discrod: 'discord',
  githab: 'github', githb: 'github', gihub: 'github', gitub: 'github',
  webook: 'webhook', webhok: 'webhook', wehbook: 'webhook', webhoook: 'webhook', webhoock: 'webhook', gebhook: 'webhook',
  postgre: 'postgres', postgresql: 'postgres', postgress: 'postgres', posgres: 'postgres',
  calendar: 'calendario', calendr: 'calendario', calendaro: 'calendario',
  // English words owners mix in
  spreadsheet: 'sheets', spreadsheets: 'sheets', inbox: 'bandeja', form: 'formulario', forms: 'formulario', channel: 'canal', reminder: 'recordatorio', reminders: 'recordatorios', order: 'pedido', orders: 'pedidos',
  // common words
  coreo: 'correo', correro: 'correo', corre0: 'correo', correos: 'correo', imeil: 'email', emial: 'email', emails: 'email',
  mails: 'mail', meil: 'mail', mensage: 'mensaje', mesaje: 'mensaje', msj: 'mensaje', mensajes: 'mensaje',
  fomulario: 'formulario', formularo: 'formulario', fromulario: 'formulario',
  embia: 'envia', enbia: 'envia',
  lunez: 'lunes', mates: 'martes', miercole: 'miercoles', jueve: 'jueves', biernes: 'viernes', vierne: 'viernes', sabados: 'sabado', domingos: 'domingo',
  minuos: 'minutos', mins: 'minutos', min: 'minutos', hrs: 'horas', hr: 'hora', seg: 'segundos', segs: 'segundos',
  peticion: 'peticion', peticon: 'peticion', pedicion: 'peticion',
  kita: 'quita', kitalo: 'quitalo', kitala: 'quitala', kitame: 'quitame', kitale: 'quitale', sake: 'saque', akí: 'aqui', aki: 'aqui',
  every: 'cada', each: 'cada', when: 'cuando', someone: 'alguien', welcome: 'bienvenida', fills: 'llene', fill: 'llene', submits: 'envie', respond: 'responde', reply: 'responde', send: 'manda', save: 'guarda', then: 'luego', subject: 'asunto', minutes: 'minutos', minute: 'minuto', hours: 'horas', hour: 'hora', days: 'dias', before: 'antes', after: 'despues', folder: 'carpeta', folders: 'carpetas', monday: 'lunes', tuesday: 'martes', wednesday: 'miercoles', thursday: 'jueves', friday: 'viernes', saturday: 'sabado', sunday: 'domingo', daily: 'diario', weekly: 'semanal',
  toos: 'todos', tooos: 'todos', todoss: 'todos',
  porfis: 'porfa', porfavor: 'porfa', plis: 'porfa', pls: 'porfa', plz: 'porfa',
  cd: 'cada', nvo: 'nuevo', nva: 'nueva', nvos: 'nuevos', nvas: 'nuevas', q: 'que', k: 'que', d: 'de', x: 'por', xfa: 'porfa', kiero: 'quiero', kieres: 'quieres', ola: 'hola', yegue: 'llegue', yega: 'llega', yeguen: 'lleguen', llege: 'llegue', xq: 'porque', pq: 'porque', tmb: 'tambien', tb: 'tambien', dsp: 'despues', dps: 'despues',
  tods: 'todos', tdos: 'todos', todso: 'todos', tdas: 'todas', todsa: 'todas', cdo: 'cuando', qdo: 'cuando', cnd: 'cuando', cuado: 'cuando', nomas: 'solo', namas: 'solo', solamente: 'solo', unicamente: 'solo', xa: 'para', pa: 'para',
});

/** Multi-word variants, applied after accents are removed. */
const PHRASES: [RegExp, string][] = [
  // "Lo que pasa es que…", "Resulta que…", "Le platico:": the story's lead words only open the sentence after them.
  [new RegExp(`\\b(?:${STORY_LEADS.join('|')})\\b\\s*:?`, 'g'), ''],
  // "nunca sabemos cuando alguien sube cambios": a complaint asks when; its "cuando" is no event.
  [new RegExp(UNKNOWN_WHEN, 'g'), '$1el momento en que'],
  // "pa' llamarle": the apostrophe of the clipped "para" is no quote and no part of the word.
  [/\bpa'(?=\s|$)/g, 'pa'],
  // Voice-note fillers: "eh", "ehm", "mmm", and "este…" / "este," said while thinking.
  [/(?:^|\s)(?:e+h+|e+h*m+|m{2,})(?:\s*(?:\.{2,}|…|,))?(?=\s|$)/g, ''],
  [/(?:^|\s)este\s*(?:\.{2,}|…|,)(?=\s|$)/g, ''],
  [/\be-?mail\b/g, 'email'],
  [/\bgoogle sheets?\b/g, 'sheets'],
  [/\bhojas? de calculos?\b/g, 'sheets'],
  [/\bgoogle drive\b/g, 'drive'],
  [/\bgoogle calendar(io)?\b/g, 'calendario'],
  [/\bgit hub\b/g, 'github'],
  [/\bweb hook\b/g, 'webhook'],
  [/\bwhats app\b/g, 'whatsapp'],
  // Autocorrect splits: "tele gram", "guats app", "g mail".
  [/\btele gram\b/g, 'telegram'],
  [/\b(?:guats|wats|guasa|wasa) ?app?\b/g, 'whatsapp'],
  [/\bg mail\b/g, 'gmail'],
  // Words glued by a fast thumb: "cadadia", "cadalunes", "todoslos dias".
  [/\bcada(?=(?:dia|semana|mes|lunes|martes|miercoles|jueves|viernes|sabado|domingo|hora|noche|manana|tarde|quincena)s?\b)/g, 'cada '],
  [/\b(todos|todas)(?=(?:los|las)\b)/g, '$1 '],
  [/\bmedio dia\b/g, 'mediodia'],
  [/\bmedia noche\b/g, 'medianoche'],
  [/\bcorreo electronico\b/g, 'correo'],
  // "every day a las 10": Spanglish days; "pa el daily standup" is a meeting, not a schedule.
  [/\bevery ?days?\b|\beach day\b/g, 'cada dia'],
  // "every night a las 11", "every morning": the part of the day, every day.
  [/\b(?:every|each) (?:night|evening)s?\b/g, 'cada noche'],
  [/\b(?:every|each) mornings?\b/g, 'cada manana'],
  [/\b(?:every|each) afternoons?\b/g, 'cada tarde'],
  [/\bdaily(?= (?:stand ?ups?|scrums?|meetings?|calls?|juntas?|reunion(?:es)?)\b)/g, 'reunion'],
  // "c/ mes", "c/semana": cada; "nada más si…": solo si.
  [/(^|\s)c\/\s*(?=[a-z0-9])/g, '$1cada '],
  [/\bnada mas (?=si\b|los?\b|las?\b|cuando\b)/g, 'solo '],
  // "siempre y cuando sean más de 20 litros", "siempre que el total pase de…" (said after the orders): a condition, "solo si".
  [/\bsiempre y cuando\b/g, 'solo si'],
  // "cada tercer día", "un día sí y otro no": every N days said with an ordinal or as alternation.
  [/\bcada (?:segundo|2do) dia\b|\bun dia si y (?:un dia|otro) no\b|\bdia de por medio\b|\bdias? alternados?\b/g, 'cada 2 dias'],
  [/\bcada (?:tercer|3er) dia\b/g, 'cada 3 dias'],
  [/\bcada (?:cuarto|4to) dia\b/g, 'cada 4 dias'],
  [/\bcada (?:quinto|5to) dia\b/g, 'cada 5 dias'],
  // Spanglish orders and links: "send me el resultado", "and then respond con status 200", "when someone fills the form".
  [/\b(?:send|email|mail|text) me\b/g, 'mandame'],
  [/\b(?:send|email|mail|text) (?:him|her)\b/g, 'mandale'],
  [/\b(?:send|email|mail|text) them\b/g, 'mandales'],
  [/\band then\b/g, 'y luego'],
  [/\bwhen (?:someone|somebody|a client|a customer)\b/g, 'cuando alguien'],
  [/\bwhenever\b/g, 'cada vez que'],
];

/** Keywords worth fuzzy-matching (one typo away); short or common words are left alone on purpose. */
const FUZZY_TARGETS = ['telegram', 'whatsapp', 'webhook', 'formulario', 'calendario', 'discord', 'github', 'postgres', 'miercoles', 'viernes', 'domingo', 'mediodia', 'medianoche'];

/** The words the owner may have typed that the normaliser reads as this one ("welcome" for "bienvenida"). */
let reverse: Map<string, string[]> | null = null;
export function spellingsOf(word: string): string[] {
  if (!reverse) {
    reverse = new Map();
    for (const [typed, read] of Object.entries(TYPOS)) reverse.set(read, [...(reverse.get(read) ?? []), typed]);
  }
  return reverse.get(word) ?? [];
}

export function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Accents removed and lower case, nothing else ("Teléfono" → "telefono"): for comparing words as typed. */
export const fold = (s: string): string => stripAccents(s).toLowerCase();

/** Damerau-Levenshtein distance limited to what fuzzy matching needs. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Words already looked at; chat vocabulary repeats, so fuzzy matching runs once per word. */
const seen = new Map<string, string>();

/** Short service words, matched only when two letters are swapped ("slcak", "dirve"). */
const SWAP_TARGETS = ['slack', 'gmail', 'drive', 'excel', 'sheets'];
const sameLetters = (a: string, b: string) => [...a].sort().join('') === [...b].sort().join('');

function fixWord(word: string): string {
  if (TYPOS[word]) return TYPOS[word];
  if (word.length < 5) return word;
  const known = seen.get(word);
  if (known !== undefined) return known;
  let out = word;
  if (word.length <= 6) out = SWAP_TARGETS.find((t) => t !== word && t.length === word.length && sameLetters(t, word) && editDistance(word, t) === 1) ?? word;
  for (const target of word.length < 6 || out !== word ? [] : FUZZY_TARGETS) {
    if (Math.abs(target.length - word.length) <= 1 && editDistance(word, target) === 1) { out = target; break; }
  }
  if (seen.size > 5000) seen.clear();
  seen.set(word, out);
  return out;
}

/** One word as `normalize` reads it (lower case, no accents, misspelling fixed), without the phrase passes. */
export function normalizeWord(word: string): string {
  return fixWord(stripAccents(word.toLowerCase()));
}

/**
 * Lower case, accents removed, ¿¡?! dropped, spaces collapsed and misspellings fixed.
 * URLs and email addresses should be extracted from the original text, not from this.
 */
export function normalize(text: string): string {
  let s = stripAccents(text.toLowerCase()).replace(/[¿¡?!]/g, ' ').replace(/\s+/g, ' ').trim();
  for (const [re, to] of PHRASES) s = s.replace(re, to);
  // "con nombre, whats y total": a field the owner named keeps its name (upper case is skipped by the word fixes).
  s = s.replace(FIELD_KEPT, (w) => w.toUpperCase());
  // "order_id", "customer_email": a name written with underscores is a field as the owner's system spells it; no word in it is respelled.
  s = s.replace(/[a-z0-9_]+/g, (w) => (/[a-z0-9]_[a-z0-9]/.test(w) ? w : fixWord(w)));
  for (const [re, to] of PHRASES) s = s.replace(re, to);
  // "me pegan un POST", "un row", "el trigger de las 8": automation jargon read as what it means (jargon.ts).
  return readJargon(s.toLowerCase().trim());
}

/**
 * Service nicknames that are also names of fields, kept as typed inside a list of fields after "con" ("un form con
 * nombre, correo, whats y plan", "me llegan pedidos con whats, kilos y total"); elsewhere they are the service.
 */
const KEPT_FIELD_NAMES = 'whats';
const LIST_SO_FAR = '\\bcon\\s+(?:[a-z_]+\\s?,\\s?)*';
const FIELD_KEPT = new RegExp(
  `(?<=${LIST_SO_FAR})(?:${KEPT_FIELD_NAMES})(?=\\s?,|\\s+(?:y|e)\\s)|(?<=${LIST_SO_FAR}[a-z_]+\\s+(?:y|e)\\s+)(?:${KEPT_FIELD_NAMES})\\b`,
  'g',
);

/** True when any of the patterns matches the normalised text. */
export function hasAny(text: string, patterns: RegExp[]): boolean {
  return patterns.some((p) => p.test(text));
}
