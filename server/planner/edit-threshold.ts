/**
 * Follow-ups that move the amount a filter compares with: "cambia el monto a 2000", "que sea
 * mayor a 2000", "súbelo a 5 mil", "a partir de 1500". The plan keeps its filter; only the number
 * (and the comparison, when one is said) changes.
 */
import { NUMBER_WORDS_SOURCE } from './lexicon/numbers';
import { amount } from './conditions';
import type { Ctx, Edit } from './edit-details';
import { stripMarkers } from './extract';
import type { PlanStep } from './types';
import { OPERATOR_WORDS } from './vocabulary';
import { stepParams as params } from '../../contracts/plan';

/** Words that name "the amount" of a filter without its field. */
const THRESHOLD_WORD = /\b(?:monto|montos|total|totales|umbral|limite|minimo|maximo|tope|cantidad|importe|cifra|valor)\b/;
/** Comparisons said to a filter that already exists. */
const COMPARISON = /\b(?:o mas|o menos|para arriba|en adelante|mayor(?:es)?|menor(?:es)?|mas de|menos de|a partir de|arriba de|debajo de|pase de|pasen de|supere|superen|rebase|rebasen|exceda|excedan|baje de|bajen de|al menos|como minimo|como maximo)\b/;
/** Verbs that move the amount: "súbelo a 2000", "bájalo a 500", "súbele el filtro a 8 mil". */
const MOVE_AMOUNT = new RegExp(`\\b(?:subelo|subela|subele|sube|bajalo|bajala|bajale|baja|cambialo|cambiala|cambiale|cambia|ponlo|ponla|pon)\\s+(?:(?:el|la)\\s+[a-z]+\\s+)?(?:a|en)\\s+(?:\\$?\\s*\\d|(?:mil|${NUMBER_WORDS_SOURCE})\\b)`);

/** A follow-up that is only an amount, with the words that lead a correction ("mejor 12 mil", "que sea de 8,500 pesos"). */
const BARE_AMOUNT = /^(?:(?:y|pero|oye|no|mejor|mas bien|que sea|que sean|sea|de|los|las|el|la|entonces|ok|va|bueno)\s*,?\s+)*\$?\s*\d[\d.,]*(?:\s*(?:mil|k))?(?:\s+(?:pesos|varos|dolares|mxn))?$/;

/** "que también cuente si es exactamente 5 mil", "que entre también el que sea igual", "incluyendo los de 5 mil": equal passes too. */
const INCLUSIVE = /\b(?:tambien|igual)\s+(?:cuente|cuenten|entre|entren|pase|pasen|aplique|valga|se incluya)\b[^.]{0,40}\b(?:exactamente|justo|igual|mismo)\b|\bque\s+(?:tambien\s+)?(?:cuente|cuenten|entre|entren|pase|pasen|aplique)\s+(?:tambien\s+)?(?:si|cuando|el que|los que)\s+(?:es|sea|son|sean)\s+(?:exactamente|justo|igual)\b|\bincluyendo\s+(?:el|los|la|las)\s+(?:de\s+)?(?:exactamente\s+)?\$?\d/;
/** ", que de mil pa' arriba son casi todas", ", porque…": a reason after the change (not ", que sea de 2 mil o más"). */
const REASON = /,\s*(?:que|porque|pues|ya que)\s+(?!(?:sea|sean|pase|pasen|supere|superen|solo|tambien|cuente|cuenten|entre|entren|aplique|avise|mande|llegue|me|le|nos)\b)/;
/** A strict comparison made inclusive. */
const OR_EQUAL: Record<string, string> = { greater_than: 'greater_or_equal', less_than: 'less_or_equal' };

// A sheet's column keeps its capital ("{{trigger.record.Monto}}"); the text it is named in is lower case.
const FIELD_OF = (left: unknown) => /\.([A-Za-z_]+)\s*\}\}$/.exec(String(left ?? ''))?.[1]?.toLowerCase() ?? '';

function operatorOf(text: string): string | null {
  if (/\ba partir de\b|\bo mas\b|\bpara arriba\b|\ben adelante\b/.test(text)) return 'greater_or_equal';
  if (/\bo menos\b/.test(text)) return 'less_or_equal';
  for (const [re, op] of OPERATOR_WORDS) {
    if (op !== 'greater_than' && op !== 'less_than' && op !== 'greater_or_equal' && op !== 'less_or_equal') continue;
    if (re.test(text)) return op;
  }
  // "que sea menor", "mejor mayor": the comparison said bare, about the amount the filter has.
  if (/\bmenor(?:es)?\b/.test(text)) return 'less_than';
  if (/\bmayor(?:es)?\b/.test(text)) return 'greater_than';
  return null;
}

/**
 * The number said as the new amount (not an hour, a phone or a step number). "lo de los 5 mil está muy
 * bajito, súbele a 12 mil": an amount the filter already has names the old one; the other one is new.
 */
function newAmount(text: string, now?: unknown): number | null {
  const said = saidAmounts(text);
  return said.find((n) => n !== now) ?? said[0] ?? null;
}

function saidAmounts(text: string): number[] {
  const out: number[] = [];
  const re = /(?:^|[^\d:])(\$?\s*\d[\d.]*(?:\s*(?:mil|k)\b)?)/g;
  for (const m of text.matchAll(re)) {
    const before = text.slice(0, m.index! + m[0].length - m[1].length);
    if (/\b(?:a las|a la|las|paso|al|cada|chat|numero)\s*$/.test(before)) continue;
    if (/^\$?\s*\d{7,}/.test(m[1])) continue; // a phone or a chat id
    if (/^\s*(?:minutos?|horas?|dias?|segundos?|semanas?|am|pm|a\.? ?m|p\.? ?m|de la)\b/.test(text.slice(m.index! + m[0].length))) continue;
    const n = amount(m[1].replace(/\s+/g, ' ').replace(/^\$\s*/, '$'));
    if (n) out.push(n.value);
  }
  if (out.length) return out;
  // "súbelo a mil", "bájalo a quinientos": the amount said in words.
  const said = new RegExp(`\\b(?:a|en|de)\\s+((?:mil|${NUMBER_WORDS_SOURCE})\\b.*)$`).exec(text);
  const word = said ? amount(said[1]) : null;
  return word && word.value >= 2 ? [word.value] : [];
}

export function changeThreshold(steps: PlanStep[], ctx: Ctx): Edit | null {
  const text = stripMarkers(ctx.text);
  const filters = steps.filter((s) => s.step > 1 && s.node_id === 'filter' && typeof params(s).right === 'number');
  if (!filters.length || /\b(?:agrega|agregale|anade|anadele|ponle|otro filtro|nuevo filtro)\b/.test(text)) return null;
  const namedField = filters.find((s) => FIELD_OF(params(s).left) && new RegExp(`\\b${FIELD_OF(params(s).left)}s?\\b`).test(text));
  // "que también cuente si es exactamente 5 mil": the amount itself passes too.
  const inclusive = INCLUSIVE.test(text);
  // "los 5 mil no, mejor 12 mil": the amount a filter has, said with another, names that filter and the new amount.
  const amounts = saidAmounts(text);
  const byValue = amounts.length > 1 ? filters.find((s) => amounts.includes(Number(params(s).right)) && amounts.some((n) => n !== params(s).right)) : undefined;
  // "mejor 12 mil", "que sea de 8 mil" (also what "los 5 mil, no, mejor 12 mil" leaves once the correction is read): an
  // amount alone goes to the one filter that compares one, unless it could be the hour of a schedule.
  const bare = BARE_AMOUNT.test(text.trim()) && filters.length === 1 && !(steps[0].node_id === 'schedule' && amounts[0] <= 24);
  if (!namedField && !byValue && !bare && !THRESHOLD_WORD.test(text) && !COMPARISON.test(text) && !MOVE_AMOUNT.test(text) && !inclusive) return null;
  const target = namedField ?? byValue ?? filters.at(-1)!;
  // "súbele el límite a 2,500, que de mil pa' arriba son casi todas": a reason said after the change compares nothing.
  const reason = REASON.exec(text);
  const asked = reason && /\d/.test(text.slice(0, reason.index)) ? text.slice(0, reason.index) : text;
  // "que sea menor, no mayor": the comparison taken back is the old one.
  const kept = asked.replace(/\bno\s+(?:sea\s+|que\s+)?(?:mayor|menor|mas|menos)(?:es)?\b(?:\s+(?:a|de|que)\b)?/g, ' ');
  const said = COMPARISON.test(kept) ? operatorOf(kept) : null;
  // A comparison said with no amount turns the filter around and keeps its amount.
  const value = newAmount(text, params(target).right) ?? (inclusive || said ? Number(params(target).right) : null);
  if (value === null) return null;
  const current = String(params(target).operator);
  const operator = said ?? (inclusive ? OR_EQUAL[current] ?? current : current);
  if (params(target).right === value && params(target).operator === operator) return null;
  const field = /\.([A-Za-z_]+)\s*\}\}$/.exec(String(params(target).left ?? ''))?.[1] ?? 'valor';
  const next = steps.map((s) => (s === target ? { ...s, params: { ...params(s), right: value, operator } } : s));
  const words: Record<string, string> = { greater_than: 'mayor que', less_than: 'menor que', greater_or_equal: 'mayor o igual que', less_or_equal: 'menor o igual que', equals: 'igual a' };
  return { steps: next, change: `Listo, cambié el filtro: ahora sigue solo si «${field}» es ${words[operator] ?? 'igual a'} ${value}.` };
}

/** "que sea el total en lugar del monto", "compara la edad en vez del monto": the filter looks at another field. */
const OTHER_FIELD = /\b(?:el|la|los|las)\s+([a-z_]+)\s+en (?:lugar|vez) del?\s+(?:(?:el|la|los|las)\s+)?([a-z_]+)\b/;

export function changeFilterField(steps: PlanStep[], ctx: Ctx): Edit | null {
  const m = OTHER_FIELD.exec(stripMarkers(ctx.text));
  if (!m) return null;
  const [, field, old] = m;
  const target = steps.find((s) => s.step > 1 && s.node_id === 'filter' && FIELD_OF(params(s).left).toLowerCase() === old);
  if (!target) return null;
  const left = String(params(target).left).replace(/\.([a-z_]+)\s*\}\}$/i, `.${field}}}`);
  const next = steps.map((s) => (s === target ? { ...s, params: { ...params(s), left } } : s));
  return { steps: next, change: `Listo, el filtro ahora revisa «${field}» en lugar de «${old}».` };
}
