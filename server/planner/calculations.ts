/**
 * A sum the owner asked for ("total_con_iva (total por 1.16)", "el 10 % del total", "súmale el
 * envío") that no step can make. Templates only look data up (engine/templating.ts: nothing is
 * evaluated) and a transform copies values, so a plan that quietly drops the sum, or keeps the
 * field without it, would be presented as ready and be wrong. Only an AI step or a database
 * query can compute; with neither, the part is asked about like any other part not placed.
 */
import { stripMarkers } from './extract';
import type { PlanStep } from './types';

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
/**
 * "total por 1.16", "precio x 3", "subtotal * 1.16", "monto entre 2": a field times or over a number, said as
 * a sum. Not "entre 8 y 20" (a range), nor a unit before it ("cada 20 minutos entre 8…").
 */
const END = String.raw`(?=\s*(?:\)|,|;|$|\.(?:\s|$)))`;
const TIMES = new RegExp(String.raw`\b(?!(?:segundos?|minutos?|min|horas?|hrs?|dias?|semanas?|meses|veces|cada)\b)[a-z_]+\s*(?:(?:\bpor\b|\bx\b|\*|×|/)\s*${NUMBER}(?=\s*(?:\)|,|;|$|\.(?:\s|$)|\by\b))|\bentre\s+${NUMBER}${END})`);
/** "el 10 % del total", "el 15 por ciento de la venta", "súmale / réstale / multiplica / divide…" (not "un 10 % de descuento", a text). */
const SUM_WORDS = new RegExp(String.raw`\bel\s+${NUMBER}\s*(?:%|por ciento)\s+(?:del?|de la)\s+(?:total|precio|monto|subtotal|importe|venta|pedido|cobro|pago)\b|\b(?:sumale|restale|multiplica(?:lo|le)?|dividelo|divide(?:lo|le)?)\b`);

export function calculationLeftOut(steps: PlanStep[], text: string): string | null {
  if (steps.some((s) => s.node_id === 'ai' || s.node_id === 'ai_agent' || s.node_id === 'postgres')) return null;
  const plain = stripMarkers(text);
  const said = TIMES.exec(plain) ?? SUM_WORDS.exec(plain);
  return said ? said[0].trim() : null;
}

/** The question for a sum no step can make. */
export const calculationQuestion = (said: string) => `Todavía no puedo hacer cuentas entre pasos, así que «${said}» no lo puedo calcular. ¿Qué hago con esa parte?`;
