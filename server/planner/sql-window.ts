/**
 * A day said of the rows a SELECT reads, on a date column the owner named: "las clases del día (tabla clases, columna
 * fecha)", "las citas de mañana", "los pagos de ayer". The window is SQL on the column, no value to pass:
 * `fecha::date = CURRENT_DATE`. With no date column named, no window is written (which column holds the date is not
 * guessed); a week is left as it is too ("las clases de la semana" on a Sunday may be this week or the next).
 * Text is normalised.
 */
import { fieldOfKind } from './lexicon/fields';
import { sqlName } from './sql';

const WINDOWS: [RegExp, (c: string) => string][] = [
  [/\b(?:del dia|de hoy|de este dia|para hoy)\b/, (c) => `${c}::date = CURRENT_DATE`],
  [/\b(?:de manana|para manana|del dia siguiente)\b/, (c) => `${c}::date = CURRENT_DATE + 1`],
  [/\b(?:de ayer|del dia anterior)\b/, (c) => `${c}::date = CURRENT_DATE - 1`],
];

/** The window's SQL on the first date column of `columns`, or null when none is said or no column holds a date. */
export function dateWindow(clause: string, columns: string[]): string | null {
  const column = fieldOfKind(columns, 'date');
  if (!column) return null;
  const hit = WINDOWS.find(([re]) => re.test(clause));
  return hit ? hit[1](sqlName(column)) : null;
}
