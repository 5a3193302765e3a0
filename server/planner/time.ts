/**
 * Spanish time expressions → cron. Works on normalised text (lower case, no accents).
 * `parseSchedule` also reports which parts of the text it used, so the rest can be read as actions.
 */
import { CUE, RESTATEMENT } from './lexicon/corrections';
import { hedgedTimes } from './hedged-time';

export const DAYS: Record<string, number> = { domingo: 0, lunes: 1, martes: 2, miercoles: 3, jueves: 4, viernes: 5, sabado: 6 };
const DAY = '(?:domingo|lunes|martes|miercoles|jueves|viernes|sabado)s?';
const ORDINALS: Record<string, number> = { primer: 1, primero: 1, segundo: 2, tercer: 3, tercero: 3, quinto: 5, decimo: 10, quince: 15, ultimo: -1 };
const NUMBER_WORDS: Record<string, number> = {
  un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12,
  quince: 15, veinte: 20, treinta: 30, cuarenta: 40, 'cuarenta y cinco': 45, sesenta: 60, noventa: 90,
};
const NUM = `(\\d+|${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')})`;

export function toNumber(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word] ?? NaN;
}

export type TimeOfDay = { hour: number; minute: number };
export type Schedule = { cron: string; used: [number, number][] };

type Found = { index: number; length: number };
function find(text: string, re: RegExp): (RegExpExecArray & Found) | null {
  const m = re.exec(text);
  return m ? Object.assign(m, { length: m[0].length }) : null;
}

/** An hour on the 24-hour clock from its a. m./p. m. ("p. m.", "pm") or the part of the day said after it ("de la noche"). */
export function dayHour(hour: number, suffix: string | undefined, part: string | undefined): number {
  const s = (suffix ?? '').replace(/[.\s]/g, '');
  if ((s === 'pm' || part === 'tarde' || (part === 'noche' && hour >= 6)) && hour < 12) return hour + 12;
  if ((s === 'am' || part === 'madrugada' || part === 'noche') && hour === 12) return 0;
  return hour;
}

/** Every clock time in the text, in order ("a las 8:30 pm", "a mediodia", "9 y media de la noche"). */
export function findTimes(text: string): { time: TimeOfDay; at: [number, number]; explicit: boolean }[] {
  const out: { time: TimeOfDay; at: [number, number]; explicit: boolean }[] = [];
  const clock = /\b(?:(?:a|desde|hasta|antes de|despues de|para)\s+)?(?:las?\s+)?(\d{1,2}|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)(?::(\d{2})|\s+y\s+(media|cuarto)|\s+menos\s+cuarto)?(?:\s*(?:(a\.?\s?m\.?|p\.?\s?m\.?)(?=\s|$|[,;:)]|\.\s|\.$)|hrs?\b|horas\b|h\b))?(?:\s+en punto)?(?:\s+de\s+la\s+(manana|tarde|noche|madrugada))?/g;
  for (const m of text.matchAll(clock)) {
    const full = m[0];
    const hasLead = /^(?:a|desde|hasta|antes de|despues de|para)\s+las?\s/.test(full);
    // "cámbialo para las 10" is a time; "para las 3 sucursales" is not.
    if (/^para\s/.test(full) && /^\s+(?!(?:y|e|o|de|en|por|porfa|mejor|pls|plis|ahora|entonces|pero)\b)[a-z]/.test(text.slice(m.index + full.length))) continue;
    const hasColon = m[2] !== undefined;
    const hasSuffix = m[4] !== undefined || m[5] !== undefined;
    if (!hasLead && !hasColon && !hasSuffix) continue; // a bare number is not a time
    if (!/^\d/.test(m[1]) && !hasLead) continue; // "ocho" is an hour only after "a las"
    if (/\b(?:hrs?|horas|h)\b/.test(full) && !hasLead && !hasColon) continue; // "2 horas" is a duration
    let hour = toNumber(m[1]);
    let minute = m[2] !== undefined ? Number(m[2]) : m[3] === 'media' ? 30 : m[3] === 'cuarto' ? 15 : 0;
    if (/menos\s+cuarto/.test(full)) { hour = (hour + 23) % 24; minute = 45; }
    hour = dayHour(hour, m[4], m[5]);
    if (hour > 23 || minute > 59) continue;
    // "20:00 hrs", "05:00": a 24-hour clock is taken as written.
    const literal = hasSuffix || /\b(?:hrs?|horas|h)\b/.test(full) || /^0\d$/.test(m[1]);
    out.push({ time: { hour, minute }, at: [m.index, m.index + full.length], explicit: literal });
  }
  for (const m of text.matchAll(/\b(?:a |al |a el )?(mediodia|medianoche)\b/g)) {
    out.push({ time: { hour: m[1] === 'mediodia' ? 12 : 0, minute: 0 }, at: [m.index, m.index + m[0].length], explicit: true });
  }
  // "tipo 10", "a eso de las 9": an hour said as an estimate (hedged-time.ts).
  out.push(...hedgedTimes(text).filter((h) => !out.some((o) => h.at[0] < o.at[1] && o.at[0] < h.at[1])));
  return out.sort((a, b) => a.at[0] - b.at[0]);
}

/**
 * An hour said without a. m./p. m. is a business hour: 1–6 are afternoon (13–18), 7–11 morning,
 * 12 noon. The part of the day said elsewhere settles it instead ("cada noche a las 9" is 21:00,
 * "en la madrugada a las 3" 3:00, "temprano a las 6" 6:00).
 */
export function businessHour(t: { time: TimeOfDay; explicit: boolean }, pod: TimeOfDay | null = null): TimeOfDay {
  const { hour, minute } = t.time;
  if (t.explicit || hour < 1 || hour > 11) return t.time;
  if (pod) return pod.hour >= 12 ? { hour: hour + 12, minute } : t.time;
  return hour <= 6 ? { hour: hour + 12, minute } : t.time;
}

/** "a las 9, no, mejor a las 10": the words between two times that take the first one back. */
const TIME_CORRECTION = new RegExp(`^[\\s,.;:!]*(?:(?:${CUE}|${RESTATEMENT})[\\s,.;:!]+)+$`);

/** Drops a time taken back by the next one; a bare hour after it keeps its half of the day. */
export function correctTimes<T extends { time: TimeOfDay; at: [number, number]; explicit: boolean }>(text: string, times: T[], pod: TimeOfDay | null): { times: T[]; gaps: [number, number][] } {
  const kept: T[] = [];
  const gaps: [number, number][] = [];
  for (const t of times) {
    const prev = kept.at(-1);
    if (prev && TIME_CORRECTION.test(text.slice(prev.at[1], t.at[0]) + ' ')) {
      kept.pop();
      gaps.push([prev.at[1], t.at[0]]);
      const before = businessHour(prev, pod);
      const after = businessHour(t, pod);
      const half = !t.explicit && before.hour >= 12 && after.hour < 12 && after.hour >= 1 ? { ...t, time: { hour: after.hour + 12, minute: after.minute }, explicit: true } : t;
      kept.push(half);
    } else kept.push(t);
  }
  return { times: kept, gaps };
}

/** A default time for "por la mañana", "cada noche"…; 9:00 when nothing is said. */
export function partOfDay(text: string): TimeOfDay | null {
  if (/\b(?:manana|mananas)\b/.test(text) && /\b(?:por|en|cada|todas)\s+(?:la|las)?\s*mananas?\b/.test(text)) return { hour: 9, minute: 0 };
  if (/\btempranito\b|\btemprano\b|\ba primera hora\b/.test(text)) return { hour: 8, minute: 0 };
  if (/\b(?:en|de|por) la madrugada\b/.test(text)) return { hour: 3, minute: 0 };
  if (/\b(?:por|en|cada|todas)\s+(?:la|las)?\s*tardes?\b/.test(text)) return { hour: 16, minute: 0 };
  if (/\b(?:por|en|cada|todas)\s+(?:la|las)?\s*noches?\b/.test(text)) return { hour: 20, minute: 0 };
  return null;
}

const NTH: Record<string, string> = { primer: '1', primero: '1', segundo: '2', tercer: '3', tercero: '3', cuarto: '4', ultimo: 'L' };

/** Days of the week named in a schedule: ranges, lists, "entre semana", "fines de semana", "el primer lunes de cada mes". */
function findDays(text: string): { days: string; at: [number, number][] } | null {
  const nth = find(text, new RegExp(`\\b(?:el|cada)\\s+(primer|primero|segundo|tercer|tercero|cuarto|ultimo)\\s+(${DAY})\\s+(?:de\\s+(?:cada|todos los)\\s+mes(?:es)?|del mes|de mes)\\b`));
  if (nth) return { days: `${DAYS[nth[2].replace(/s$/, '')] ?? DAYS[nth[2]]}#${NTH[nth[1]]}`, at: [[nth.index, nth.index + nth.length]] };
  // "todos los días menos el domingo", "diario excepto sábados y domingos".
  let m = find(text, new RegExp(`\\b(?:todos los dias|cada dia|diario|a diario|toda la semana)\\s+(?:menos|excepto|salvo|sin contar)\\s+(?:el |los )?(${DAY}(?:\\s*(?:,|y|e|ni)\\s*(?:el\\s+|los\\s+)?${DAY})*)\\b`));
  if (m) {
    const out = new Set((m[1].match(new RegExp(DAY, 'g')) ?? []).map((n) => DAYS[n] ?? DAYS[n.replace(/s$/, '')]));
    const kept = [0, 1, 2, 3, 4, 5, 6].filter((d) => !out.has(d));
    return { days: compactDays(kept), at: [[m.index, m.index + m.length]] };
  }
  // "todos los días a las 6 menos los domingos", "diario a las 8 … y mándamelo, excepto los sábados": the days off said apart.
  const daily = find(text, /\b(?:todos los dias|cada dia|diario|diariamente|a diario)\b/);
  const off = daily ? find(text.slice(daily.index), new RegExp(`(?:^|[\\s,;])(?:menos|excepto|salvo|sin contar)\\s+(?:el |los )(${DAY}(?:\\s*(?:,|y|e|ni)\\s*(?:el\\s+|los\\s+)?${DAY})*)\\b`)) : null;
  if (daily && off) {
    const out = new Set((off[1].match(new RegExp(DAY, 'g')) ?? []).map((n) => DAYS[n] ?? DAYS[n.replace(/s$/, '')]));
    const kept = [0, 1, 2, 3, 4, 5, 6].filter((d) => !out.has(d));
    const start = daily.index + off.index;
    return { days: compactDays(kept), at: [[daily.index, daily.index + daily.length], [start, start + off.length]] };
  }
  // "de lunes a viernes", "entre el martes y el jueves", and at the start or after "los": "lunes a viernes".
  m = find(text, new RegExp(`\\b(?:de|entre(?: el)?)\\s+(${DAY})\\s+(?:a|al|y(?: el)?)\\s+(${DAY})\\b`))
    ?? find(text, new RegExp(`(?:^\\s*|\\b(?:los|cada|y)\\s+)(${DAY})\\s+(?:a|al)\\s+(${DAY})\\b`));
  if (m) {
    const a = DAYS[m[1].replace(/s$/, '')] ?? DAYS[m[1]];
    const b = DAYS[m[2].replace(/s$/, '')] ?? DAYS[m[2]];
    const days = b === 0 ? (a === 1 ? '*' : `${a}-6,0`) : a <= b ? `${a}-${b}` : `${a}-6,0-${b}`;
    return { days, at: [[m.index, m.index + m.length]] };
  }
  m = find(text, /\b(?:entre semana|(?:todos )?los dias (?:habiles|laborables|de trabajo)|en dias (?:habiles|laborables))\b/);
  if (m) return { days: '1-5', at: [[m.index, m.index + m.length]] };
  m = find(text, /\b(?:(?:los |cada |todos los )?fines? de semana)\b/);
  if (m) return { days: '0,6', at: [[m.index, m.index + m.length]] };
  const list = new RegExp(`\\b(?:cada|los|todos los|el|cada semana el|semanalmente el)\\s+(${DAY}(?:(?:\\s*(?:,|y|e)\\s*|\\s+)(?:los\\s+|el\\s+)?${DAY})*)\\b`);
  // "sábados y domingos a las 10": two or more days need no article.
  m = find(text, list) ?? find(text, new RegExp(`(?:^|[,.;:]\\s*|\\b(?:y|que|manda|publica)\\s+)(${DAY}(?:\\s*(?:,|y|e)\\s*${DAY})+)\\b`));
  if (m) {
    const names = m[1].match(new RegExp(DAY, 'g')) ?? [];
    const nums = [...new Set(names.map((n) => DAYS[n] ?? DAYS[n.replace(/s$/, '')]))].sort((a, b) => a - b);
    return { days: nums.join(','), at: [[m.index, m.index + m.length]] };
  }
  return null;
}

/** "cada lunes, no, mejor los martes": days taken back by the next ones said right after. */
function correctedDays(text: string, days: ReturnType<typeof findDays>): ReturnType<typeof findDays> {
  if (!days) return null;
  const end = Math.max(...days.at.map((a) => a[1]));
  const cue = TAKEN_BACK.exec(text.slice(end));
  const next = cue ? findDays(text.slice(end + cue[0].length)) : null;
  if (!cue || !next || Math.min(...next.at.map((a) => a[0])) > 0) return days;
  const shift = end + cue[0].length;
  return { days: next.days, at: [...days.at, [end, shift], ...next.at.map(([a, b]) => [a + shift, b + shift] as [number, number])] };
}

/** Days of the week as cron writes them: "1-6", "1,3,5", "0,2-6" stays a list. */
export function compactDays(days: number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  if (sorted.length > 2 && sorted.every((d, i) => i === 0 || d === sorted[i - 1] + 1)) return `${sorted[0]}-${sorted.at(-1)}`;
  return sorted.join(',');
}

export const MONTHS: Record<string, number> = { enero: 1, febrero: 2, marzo: 3, abril: 4, mayo: 5, junio: 6, julio: 7, agosto: 8, septiembre: 9, setiembre: 9, octubre: 10, noviembre: 11, diciembre: 12 };

/** "el 14 de febrero", "cada 1 de enero", "el 16 de septiembre": a day of the year. */
function dayOfYear(text: string): { dom: number; month: number; at: [number, number] } | null {
  const m = find(text, new RegExp(`\\b(?:(?:el|cada|todos los)\\s+)?(?:dia\\s+)?(\\d{1,2}|primero)(?:ro|o)?\\s+de\\s+(${Object.keys(MONTHS).join('|')})\\b(?:\\s+de\\s+cada\\s+ano)?`));
  if (!m) return null;
  const dom = m[1] === 'primero' ? 1 : Number(m[1]);
  return dom >= 1 && dom <= 31 ? { dom, month: MONTHS[m[2]], at: [m.index, m.index + m.length] } : null;
}

/** Every two weeks: "cada 15 días", "cada dos semanas", "cada tercer lunes"… — not one taken back ("cada 2 semanas... bueno, cada lunes"). */
const FORTNIGHT = new RegExp(String.raw`\b(?:cada\s+(?:15|14|quince|catorce)\s+dias|cada\s+(?:2|dos)\s+semanas|cada\s+otra\s+semana|una\s+semana\s+si\s+y\s+otra\s+no|(?:una\s+)?semana\s+de\s+por\s+medio)\b` + `(?![\\s,.;:!]*(?:${CUE})\\b)`);
/** The words after a value that take it back ("cada lunes, bueno no, cada martes"). */
const TAKEN_BACK = new RegExp(`^[\\s,.;:!]*(?:(?:${CUE})[\\s,.;:!]+)+`);

/** "cada dos semanas el lunes": cron has no "every other week", so the 1st and 3rd of that weekday. */
function fortnightDays(text: string, days: string): string {
  return /^\d$/.test(days) && FORTNIGHT.test(text) ? `${days}#1,${days}#3` : days;
}

function dayOfMonth(text: string): { dom: string; at: [number, number] } | null {
  let m = find(text, /\b(?:el\s+|cada\s+)?(primer|primero|segundo|tercer|tercero|quinto|decimo|quince|ultimo)(?:\s+dia)?\s+(?:de\s+(?:cada|todos los)\s+mes(?:es)?|del mes|de mes)\b/);
  if (m) return { dom: ORDINALS[m[1]] === -1 ? 'L' : String(ORDINALS[m[1]]), at: [m.index, m.index + m.length] };
  // "cada 15 días", "cada dos semanas" with no weekday: twice a month, the 1st and the 15th.
  m = find(text, FORTNIGHT);
  if (m) return { dom: '1,15', at: [m.index, m.index + m.length] };
  // "cada 2 días": every other day of the month (the count starts again on the 1st).
  m = find(text, new RegExp(`\\bcada\\s+${NUM}\\s+dias\\b`));
  if (m && toNumber(m[1]) >= 2 && toNumber(m[1]) <= 15) return { dom: `*/${toNumber(m[1])}`, at: [m.index, m.index + m.length] };
  // "cada quincena": Mexican paydays, the 15th and the last day of the month.
  m = find(text, /\b(?:cada|todas las|por)\s+quincenas?\b|\bquincenal(?:es|mente)?\b|\b(?:los )?(?:dias de )?quincena\b/);
  if (m) {
    // "cada quincena, el 15 y el 30", "cada quincena (los días 14 y 29)": the owner's own paydays, said right after, win.
    const own = /^\s*(?:[,(:]\s*)?(?:(?:los|cada)\s+)?(?:dias\s+)?(?:el\s+)?(\d{1,2})\s*(?:,|y|e)\s*(?:el\s+)?(\d{1,2}|ultimo)\b(?:\s+de\s+(?:cada|todos los)\s+mes(?:es)?\b)?\s*\)?/.exec(text.slice(m.index + m.length));
    const first = own ? Number(own[1]) : 0;
    const second = own ? (own[2] === 'ultimo' ? 'L' : Number(own[2])) : 0;
    if (own && first >= 1 && (second === 'L' || (second > first && second <= 31))) return { dom: `${first},${second}`, at: [m.index, m.index + m.length + own[0].length] };
    return { dom: '15,L', at: [m.index, m.index + m.length] };
  }
  // "los días 15 y 30 de cada mes", "el 1 y el 15 de cada mes".
  // …and "los días 5 y 20" (a list of days of the month needs no "de cada mes").
  m = find(text, /\b(?:(?:los|cada)\s+)?(?:dias?\s+|el\s+)?(\d{1,2})((?:\s*(?:,|y|e)\s*(?:el\s+)?\d{1,2})+)\s+de\s+(?:(?:cada|todos los)\s+)?mes(?:es)?\b|\blos dias\s+(\d{1,2})((?:\s*(?:,|y|e)\s*\d{1,2})+)\b(?!\s*(?:de\s+(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)|dias|horas|minutos|semanas|meses|pesos|piezas))/);
  if (m) {
    const list = [m[1] ?? m[3], ...(m[2] ?? m[4]).match(/\d{1,2}/g)!].map(Number);
    if (list.every((d) => d >= 1 && d <= 31)) return { dom: [...new Set(list)].sort((a, b) => a - b).join(','), at: [m.index, m.index + m.length] };
  }
  m = find(text, /\b(?:(?:cada|todos los)\s+)?(?:el\s+)?dias?\s+(\d{1,2})\s+de\s+(?:cada|todos los)\s+mes(?:es)?\b|\bel\s+(\d{1,2})(?:ro|o)?\s+de\s+cada\s+mes\b|\bcada\s+mes\s+el\s+(?:dia\s+)?(\d{1,2})\b|\bcada\s+dia\s+(\d{1,2})\b|\bcada\s+(?:dia\s+)?(\d{1,2})(?:ro|o)?\s+(?:de|del)\s+mes\b/);
  if (m) {
    const d = Number(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]);
    if (d >= 1 && d <= 31) return { dom: String(d), at: [m.index, m.index + m.length] };
  }
  m = find(text, /\b(?:cada|al|a|el|los|todos los)\s+fin(?:es)?\s+de(?:l)?\s+mes(?:es)?\b/);
  if (m) return { dom: 'L', at: [m.index, m.index + m.length] };
  m = find(text, /\b(?:cada mes|mensualmente|una vez al mes|todos los meses|cada inicio de mes|al inicio de cada mes)\b/);
  if (m) return { dom: '1', at: [m.index, m.index + m.length] };
  return null;
}

/** The schedule described in the text, or null when the text names no recurring time. */
export function parseSchedule(text: string, opts: { impliedDaily?: boolean } = {}): Schedule | null {
  const used: [number, number][] = [];
  const take = (m: Found | null) => (m ? (used.push([m.index, m.index + m.length]), true) : false);

  // Fixed intervals: "cada 15 minutos", "cada hora", "cada 2 horas" (optionally on some days / between hours).
  const everyMin = find(text, new RegExp(`\\bcada\\s+(?:${NUM}\\s+)?minutos?\\b|\\bcada\\s+media\\s+hora\\b`));
  const everyHour = find(text, new RegExp(`\\bcada\\s+(?:${NUM}\\s+)?horas?\\b|\\bhora\\s+(?:tras|por)\\s+hora\\b`));
  const days = correctedDays(text, findDays(text));
  if (days) used.push(...days.at);
  const dow = days ? fortnightDays(text, days.days) : '*';
  if (days && dow !== days.days) take(find(text, FORTNIGHT));
  if (everyMin || everyHour) {
    const range = find(text, /\b(?:entre|de)\s+(?:las\s+)?(\d{1,2})\s+(?:y|a)\s+(?:las\s+)?(\d{1,2})(?:\s+(?:horas|hrs?))?\b/);
    // "de 9 a 6": an end hour before the start is in the afternoon (18:00).
    const from = range ? Number(range[1]) : 0;
    const to = range ? (Number(range[2]) <= from && Number(range[2]) + 12 <= 23 ? Number(range[2]) + 12 : Number(range[2])) : 0;
    const ok = !!range && from < to && to <= 23;
    if (ok) take(range);
    const hourField = ok ? `${from}-${to}` : '*';
    if (everyMin) {
      take(everyMin);
      const n = /media\s+hora/.test(everyMin[0]) ? 30 : everyMin[1] ? toNumber(everyMin[1]) : 1;
      if (n >= 60 && n % 60 === 0) return { cron: `0 ${n === 60 ? '*' : `*/${n / 60}`} * * ${dow}`, used };
      return { cron: `${n <= 1 ? '*' : `*/${n}`} ${hourField} * * ${dow}`, used };
    }
    take(everyHour);
    const n = everyHour![1] ? toNumber(everyHour![1]) : 1;
    const hourStep = n <= 1 ? hourField : hourField === '*' ? `*/${n}` : `${hourField}/${n}`;
    return { cron: `0 ${hourStep} * * ${dow}`, used };
  }

  const date = days ? null : dayOfYear(text);
  const nthDay = dow.includes('#');
  if (date) used.push(date.at);
  const dom = date || nthDay ? null : dayOfMonth(text);
  if (dom) used.push(dom.at);
  const daily = find(text, /\b(?:todos los dias|cada dia|diario|diariamente|a diario|(?:todas|por|en) las (?:mananas|tardes|noches)|cada (?:manana|tarde|noche)|una vez al dia)\b/);
  const weekly = !days && !dom ? find(text, /\b(?:cada semana|semanalmente|una vez a la semana|todas las semanas|(?:cada|al) (?:inicio|principio|comienzo) de (?:la |cada )?semana)\b/) : null;
  const yearly = !dom ? find(text, /\b(?:cada ano|anualmente|una vez al ano)\b/) : null;
  take(daily);
  take(weekly);
  take(yearly);
  const pod = partOfDay(text);
  const { times, gaps } = correctTimes(text, findTimes(text), pod);
  // "a las 6 avísame cuántos pedidos hubo": a message that opens with a clock time runs daily.
  const opensWithTime = opts.impliedDaily !== false && !!times.length && !text.slice(0, times[0].at[0]).trim();
  if (!days && !dom && !date && !daily && !weekly && !yearly && !opensWithTime) return null;

  for (const t of times) used.push(t.at);
  used.push(...gaps);
  const clock = times.length ? times.map((t) => businessHour(t, pod)) : [pod ?? { hour: 9, minute: 0 }];
  const minute = clock[0].minute;
  const hours = [...new Set(clock.filter((c) => c.minute === minute).map((c) => c.hour))].sort((a, b) => a - b).join(',');
  if (date) return { cron: `${minute} ${hours} ${date.dom} ${date.month} *`, used };
  if (yearly) return { cron: `${minute} ${hours} 1 1 *`, used };
  return { cron: `${minute} ${hours} ${dom?.dom ?? '*'} * ${weekly ? '1' : dow}`, used };
}

/** Replaces the cron's time of day (minute and hour fields), keeping its days. */
export function withTime(cron: string, time: TimeOfDay): string {
  const f = cron.split(' ');
  if (f.length !== 5) return `${time.minute} ${time.hour} * * *`;
  return [String(time.minute), String(time.hour), f[2], f[3], f[4]].join(' ');
}

/** Replaces the cron's days of the week, keeping its time (9:00 for interval schedules). */
export function withDays(cron: string, dow: string): string {
  const f = cron.split(' ');
  const fixedTime = f.length === 5 && /^\d+$/.test(f[0]) && /^[\d,]+$/.test(f[1]);
  return fixedTime ? [f[0], f[1], '*', '*', dow].join(' ') : `0 9 * * ${dow}`;
}

/** Only the days part of a schedule ("los viernes", "de lunes a viernes"), for follow-up edits. */
export function parseDays(text: string): string | null {
  return findDays(text)?.days ?? null;
}

/** Blanks the used ranges out of the text, keeping every other position. */
export function blank(text: string, used: [number, number][]): string {
  let out = text;
  for (const [a, b] of used) out = out.slice(0, a) + ' '.repeat(b - a) + out.slice(b);
  return out;
}
