/**
 * Waits ("espera 10 minutos", "una espera de media hora") and conditions ("si el monto es mayor
 * a 1000", "y el total sea menor que 50", "si hay más de 20 citas") read from one clause.
 */
import { literalsIn, type Literal } from './extract';
import { toNumber } from './time';
import type { Intent } from './types';
import { OPERATOR_WORDS } from './vocabulary';

const NUM_WORD = '\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte|treinta|cuarenta|sesenta|noventa|media';
const DELAY_RE = new RegExp(`\\b(?:espera|esperate|esperar|esperes|espere|aguarda|despues de|tras|pasad[oa]s?|al cabo de|dentro de|(?:una\\s+)?(?:espera|pausa)\\s+de)\\s+(?:unos?\\s+|unas\\s+)?(${NUM_WORD})\\s*(segundos?|minutos?|horas?|dias?)\\b`);
const UNIT_SECONDS: Record<string, number> = { segundo: 1, minuto: 60, hora: 3600, dia: 86400 };

export type Span = [number, number];

export function parseDelay(clause: string): { seconds: number; at: Span } | null {
  const m = DELAY_RE.exec(clause);
  if (!m) return null;
  const unit = m[2].replace(/s$/, '');
  const n = m[1] === 'media' ? 0.5 : m[1] === 'un' || m[1] === 'una' ? 1 : toNumber(m[1]);
  if (!Number.isFinite(n)) return null;
  return { seconds: Math.round(n * UNIT_SECONDS[unit]), at: [m.index, m.index + m[0].length] };
}

type Condition = Intent & { kind: 'condition' };

/** The field a condition talks about: "si el monto…", "y el total sea…", "si las piezas son…". */
const SUBJECT = [
  /\b(?:solo si|solamente si|unicamente si|si)\s+(?:(?:el|la|los|las|su|sus)\s+)?([a-z_]+)((?:\s+(?:de|del|de la)\s+[a-z_]+)?)\s+(.+)$/,
  /(?:^|\by\s+)(?:el|la|los|las|su|sus)\s+([a-z_]+)((?:\s+(?:de|del|de la)\s+[a-z_]+)?)\s+((?:sea|es|este|supere|pase|son|sean)\b.+)$/,
];
/** "si hay más de 20 citas" → citas > 20. */
const THERE_ARE = /\bsi\s+hay\s+(mas|menos)\s+de\s+(\d+(?:\.\d+)?)\s+([a-z_]+)/;

export function parseCondition(clause: string, literals: Literal[]): (Condition & { at: Span }) | null {
  const count = THERE_ARE.exec(clause);
  if (count) {
    return { kind: 'condition', field: count[3], operator: count[1] === 'mas' ? 'greater_than' : 'less_than', value: Number(count[2]), clause, at: [count.index, count.index + count[0].length] };
  }
  for (const subject of SUBJECT) {
    const m = subject.exec(clause);
    if (!m || m[1] === 'hay') continue;
    const found = operatorIn(clause, m, literals);
    if (found) return found;
  }
  return null;
}

const NOTHING = /^\s*(?:,\s*)?(?:entonces\s+)?(?:no (?:hagas|haga|hace|pase|mandes|envies) nada|ignoralo|ignorala|no pasa nada|nada)\b/;

function operatorIn(clause: string, m: RegExpExecArray, literals: Literal[]): (Condition & { at: Span }) | null {
  const tail = m[3];
  for (const [re, operator] of OPERATOR_WORDS) {
    const op = re.exec(tail);
    if (!op) continue;
    const opEnd = m.index + (m[0].length - tail.length) + op.index + op[0].length;
    const afterRaw = clause.slice(opEnd);
    const after = afterRaw.trimStart();
    const quoted = /^\{q\d+\}/.test(after) ? literalsIn(after.split(' ')[0], literals, 'quote')[0] : undefined;
    const num = /^\$?\s*(-?\d+(?:\.\d+)?)/.exec(after);
    const word = /^([a-z0-9_]+)/.exec(after)?.[1];
    const value = quoted ?? (num ? Number(num[1]) : operator === 'is_empty' ? null : word ?? null);
    const consumed = quoted ? after.indexOf('}') + 1 : num ? num[0].length : word ? word.length : 0;
    const end = opEnd + (afterRaw.length - after.length) + consumed;
    // "si es mayor a 100" names no field: the caller takes the one said before.
    const field = /^(?:es|son|sea|sean|esta|estan|fue)$/.test(m[1]) ? '' : m[1];
    // "si el monto es menor a 100 no hagas nada": the branch that does nothing is no step.
    const ignore = NOTHING.test(clause.slice(end));
    return { kind: 'condition', field, operator, value, clause, at: [m.index, end], ...(ignore ? { ignore } : {}) };
  }
  return null;
}

/** "un correo que diga "urgente" en el asunto": a condition said as part of the event. */
const EVENT_FILTER = /\bque\s+(?:diga|contenga|tenga|incluya|mencione)\s+(?:la palabra\s+)?(\{q\d+\}|[a-z0-9]+)(?:\s+en\s+(?:el|la|su)\s+(asunto|mensaje|cuerpo|texto|titulo))?/;

export function eventFilter(eventClause: string, literals: Literal[]): Condition | null {
  const m = EVENT_FILTER.exec(eventClause);
  if (!m) return null;
  const value = m[1].startsWith('{q') ? literalsIn(m[1], literals, 'quote')[0] : m[1];
  if (!value) return null;
  return { kind: 'condition', field: m[2] ?? 'mensaje', operator: 'contains', value, clause: eventClause };
}
