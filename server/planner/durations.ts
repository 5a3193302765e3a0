/**
 * Durations as owners say them ("2 horas", "media hora", "un día", "una semana", "3 días y
 * medio") and the waits they ask for ("espera 10 minutos", "3 días después otro WhatsApp", "al
 * día siguiente mándale…"), in seconds.
 */
import { toNumber } from './time';
import { NUMBER_WORDS_SOURCE, wordNumber } from './lexicon/numbers';

const NUM_WORD = `un par de|\\d+(?:\\.\\d+)?|media|${NUMBER_WORDS_SOURCE}`;
const UNIT = '(segundos?|minutos?|horas?|dias?|semanas?)';
const UNIT_SECONDS: Record<string, number> = { segundo: 1, minuto: 60, hora: 3600, dia: 86400, semana: 604800 };
const AMOUNT = `(${NUM_WORD})\\s*${UNIT}(?:\\s+y\\s+(media|cuarto))?`;

/** The words before a duration that ask to wait. */
const LEAD = '(?:espera|esperate|esperar|esperes|espere|esperen|aguarda|aguarde|despues de|tras|pasad[oa]s?|(?:si|cuando|ya que)\\s+(?:pasan|pasen|pase|pasa)|al cabo de|dentro de|a los|a las|a la(?=\\s+media\\b)|(?:una\\s+)?(?:espera|pausa)\\s+de)';
const WAIT_BEFORE = new RegExp(`\\b${LEAD}\\s+(?:unos?\\s+|unas\\s+)?${AMOUNT}\\b`);
/** "3 días después otro WhatsApp", "una semana más tarde". */
const WAIT_AFTER = new RegExp(`\\b${AMOUNT}\\s+(?:despues|mas tarde|luego)\\b`);
/** "al día siguiente", "al otro día", "a la semana". */
const NEXT: [RegExp, number][] = [
  [/\b(?:al dia siguiente|al otro dia|un dia despues|el dia siguiente)\b/, 86400],
  [/(?<!\bvez\s)\b(?:a la semana|una semana despues|la semana siguiente)\b/, 604800],
  [/\b(?:una hora despues)\b/, 3600],
];

export type Span = [number, number];

function seconds(m: RegExpExecArray, at: number): number {
  const n = m[at] === 'media' ? 0.5 : m[at] === 'un' || m[at] === 'una' ? 1 : m[at] === 'un par de' ? 2 : /^\d/.test(m[at]) ? Number(m[at]) : wordNumber(m[at])?.value ?? toNumber(m[at]);
  const extra = m[at + 2] === 'media' ? 0.5 : m[at + 2] === 'cuarto' ? 0.25 : 0;
  return Math.round((n + extra) * UNIT_SECONDS[m[at + 1].replace(/s$/, '')]);
}

/** The wait a clause asks for, in seconds, with the words used. */
export function parseDelay(clause: string): { seconds: number; at: Span } | null {
  for (const re of [WAIT_BEFORE, WAIT_AFTER]) {
    const m = re.exec(clause);
    if (!m) continue;
    const s = seconds(m, 1);
    if (Number.isFinite(s)) return { seconds: s, at: [m.index, m.index + m[0].length] };
  }
  for (const [re, s] of NEXT) {
    const m = re.exec(clause);
    if (m) return { seconds: s, at: [m.index, m.index + m[0].length] };
  }
  return null;
}
