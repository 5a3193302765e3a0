/**
 * A schedule moved by an amount rather than to a time: "una hora más tarde", "mejor dos horas antes",
 * "media hora más temprano", "30 minutos después", "una hora y media más tarde". The plan's own
 * time is the one moved (a schedule that runs at one fixed time of day). Normalised text; linear.
 */
import type { TimeOfDay } from './time';

const AMOUNT: Record<string, number> = { una: 1, un: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, 'un par de': 2 };
const SHIFT = /\b(?:(media)\s+hora|(una|un|un par de|dos|tres|cuatro|cinco|seis|\d{1,3})\s+(horas?|minutos?)(\s+y\s+media)?)\s+(?:mas\s+)?(tarde|despues|antes|temprano)\b/;

/** The time `now` moved by what the text says, or null when it says no such move. */
export function shiftedTime(now: TimeOfDay, text: string): TimeOfDay | null {
  const m = SHIFT.exec(text);
  if (!m) return null;
  const [, half, n, unit, andHalf, way] = m;
  const count = n ? AMOUNT[n] ?? Number(n) : 0;
  const minutes = half ? 30 : /^hora/.test(unit) ? count * 60 + (andHalf ? 30 : 0) : count;
  if (!minutes || minutes >= 24 * 60) return null;
  const sign = way === 'antes' || way === 'temprano' ? -1 : 1;
  const total = (((now.hour * 60 + now.minute + sign * minutes) % 1440) + 1440) % 1440;
  return { hour: Math.floor(total / 60), minute: total % 60 };
}
