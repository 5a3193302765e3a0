/**
 * Days a follow-up names only to take them back, next to the ones it wants: "mejor que sea los martes,
 * no los lunes", "los lunes no, los martes", "no los lunes sino los jueves". The days taken back are
 * the plan's old ones, not days to leave out ("que no sea los domingos", with no other day said, still
 * takes Sundays out). A part of the day refused ("no tan temprano") names no time. Works on normalised text; the
 * patterns are linear.
 */
const DAY = '(?:domingo|lunes|martes|miercoles|jueves|viernes|sabado)s?';
const DAY_LIST = `(?:(?:el|los)\\s+)?${DAY}(?:\\s*(?:,|y|ni)\\s*(?:(?:el|los)\\s+)?${DAY})*`;
/** "no los lunes", "(y) no el viernes" — not "que no sea…", which takes days out. */
const NOT_THESE = new RegExp(`(?:,\\s*|\\b(?:y|pero)\\s+|^)no\\s+${DAY_LIST}\\b(?:\\s+sino\\b)?`, 'g');
/** "los lunes no, …": the days said, then "no". */
const THESE_NOT = new RegExp(`(?:^|\\b)${DAY_LIST}\\s+no\\b\\s*,?`, 'g');
const ANY_DAY = new RegExp(`\\b${DAY}\\b`);

/** "no tan temprano", "no en la noche": a part of the day refused says no time to use. */
const NOT_THAT_PART = /\bno\s+(?:tan\s+|muy\s+|en\s+la\s+|por\s+la\s+)?(?:tempranito|temprano|tarde|noche|manana|madrugada)\b/g;

/** The text without the days it takes back, when it names other days to use, and without a part of the day refused. */
export function withoutTakenBackDays(text: string): string {
  const left = text.replace(NOT_THESE, ' ').replace(THESE_NOT, ' ');
  const days = left !== text && ANY_DAY.test(left) ? left.replace(/\s+/g, ' ').trim() : text;
  return days.replace(NOT_THAT_PART, ' ').replace(/\s+/g, ' ').trim();
}
