/**
 * Where a clause names Google Sheets. "consulte el tipo de cambio en https://api… y lo guarde en la hoja X del
 * spreadsheet Y": an address that is no spreadsheet's, with the sheet named by its own word after it, is where
 * data is read from, not the sheet; the order said before the sheet's word decides what is done with it.
 */
import type { Literal } from './extract';

const SHEET_WORD = /\bsheets\b|\bexcel\b|\bhoja\b|\bpestana\b|\bplanilla\b/;

/** The mention of Sheets in the clause (`mention` is the service's own pattern), or null. */
export function sheetMention(rest: string, mention: RegExp, literals: Literal[]): RegExpExecArray | null {
  const m = mention.exec(rest);
  const url = m && /^\{u(\d+)\}$/.exec(m[0]);
  if (!m || !url || /docs\.google\.com\/spreadsheets/.test(literals[Number(url[1])]?.value ?? '')) return m;
  const word = SHEET_WORD.exec(rest.slice(m.index + m[0].length));
  if (!word) return m;
  const at = m.index + m[0].length + word.index;
  const found = Object.assign([word[0]], { index: at, input: rest, groups: undefined }) as RegExpExecArray;
  return found;
}
