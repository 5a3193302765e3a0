/**
 * Spans of time said in a follow-up ("una semana", "2 horas", "media hora", "un día", "hora y
 * media"), in seconds. Text is normalised (lower case, no accents).
 */
import { toNumber } from '../time';

const UNIT_SECONDS: Record<string, number> = { segundo: 1, minuto: 60, hora: 3600, dia: 86400, semana: 604800, mes: 2592000 };
const AMOUNT = '\\d+(?:[.,]\\d+)?|un par de|un|una|media|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cuarenta|cuarenta y cinco|sesenta|noventa';
const DURATION = new RegExp(`\\b(${AMOUNT})\\s+(segundos?|minutos?|horas?|dias?|semanas?|mes|meses)(\\s+y\\s+media)?\\b|\\b(media)\\s+(hora)\\b`);

export type Duration = { seconds: number; at: [number, number] };

export function durationIn(text: string): Duration | null {
  const m = DURATION.exec(text);
  if (!m) return null;
  const amount = m[1] ?? m[4];
  const unit = (m[2] ?? m[5]).replace(/(?:es|s)$/, '');
  const n = amount === 'media' ? 0.5 : amount === 'un' || amount === 'una' ? 1 : amount === 'un par de' ? 2 : /\d/.test(amount) ? Number(amount.replace(',', '.')) : toNumber(amount);
  const seconds = UNIT_SECONDS[unit === 'mese' ? 'mes' : unit];
  if (!Number.isFinite(n) || !seconds) return null;
  return { seconds: Math.round((n + (m[3] ? 0.5 : 0)) * seconds), at: [m.index, m.index + m[0].length] };
}

/** "un día después", "2 horas más tarde", "a los 3 días": a wait said as how long after. */
export function waitAfter(text: string): Duration | null {
  const d = durationIn(text);
  if (!d) return null;
  const after = text.slice(d.at[1]);
  const before = text.slice(0, d.at[0]);
  if (/^\s+(?:despues|mas tarde|luego)\b/.test(after)) return { seconds: d.seconds, at: [d.at[0], d.at[1] + /^\s+\S+(?:\s+tarde)?/.exec(after)![0].length] };
  if (/\b(?:a los|a las|al cabo de|pasad[oa]s?|tras|dentro de)\s+$/.test(before)) return d;
  return null;
}
