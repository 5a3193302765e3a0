/**
 * A day said of the rows a SELECT reads, on a date column the owner named: "las clases del día (tabla clases, columna
 * fecha)", "las citas de mañana", "los pagos de ayer". The window is SQL on the column, no value to pass:
 * `fecha::date = CURRENT_DATE`. With no date column named, no window is written (which column holds the date is not
 * guessed); a week is left as it is too ("las clases de la semana" on a Sunday may be this week or the next), except on
 * a schedule that runs on Monday, where it is the seven days from the run.
 * Text is normalised.
 */
import { fieldOfKind } from './lexicon/fields';
import { sqlName } from './sql';

const WINDOWS: [RegExp, (c: string) => string][] = [
  [/\b(?:del dia|de hoy|de este dia|para hoy)\b/, (c) => `${c}::date = CURRENT_DATE`],
  [/\b(?:de manana|para manana|del dia siguiente)\b/, (c) => `${c}::date = CURRENT_DATE + 1`],
  [/\b(?:de ayer|del dia anterior)\b/, (c) => `${c}::date = CURRENT_DATE - 1`],
];

/** "esta semana", "esa semana", "la semana": the week of the run. */
const THIS_WEEK = /\b(?:esta|esa|la)\s+semana\b(?!\s+(?:pasada|anterior|que viene|siguiente|proxima))/;
/** A weekly schedule that runs on Monday ("cada lunes a las 8"): its week is the seven days from the run. */
const MONDAY_RUN = /^\S+\s+\S+\s+\*\s+\*\s+1$/;

/**
 * The window's SQL on the first date column of `columns`, or null when none is said or no column holds a date.
 * `cron`: the schedule the flow runs on; "los que vencen esa semana" on a Monday run is the seven days from the
 * run (on another day "this week" may be the one ending or the next, and is left as said).
 */
export function dateWindow(clause: string, columns: string[], cron?: string): string | null {
  const column = fieldOfKind(columns, 'date');
  if (!column) return null;
  if (cron && MONDAY_RUN.test(cron.trim()) && THIS_WEEK.test(clause)) return `${sqlName(column)}::date >= CURRENT_DATE AND ${sqlName(column)}::date < CURRENT_DATE + 7`;
  const hit = WINDOWS.find(([re]) => re.test(clause));
  return hit ? hit[1](sqlName(column)) : null;
}
