/**
 * Where something takes place, as a condition: "nomás si es en la sucursal Montejo", "solo si la cita es en el
 * consultorio Norte" → the place (a calendar event's location) contains that name. A place noun is needed, so
 * "si es en la mañana" stays a time.
 */
import { quotedOr, type Literal } from './extract';
import type { Intent } from './types';

type Condition = Intent & { kind: 'condition' };

const PLACE_NOUN = '(?:sucursal|consultorio|oficina|local|sede|salon|clinica|tienda|bodega|planta|plaza|sala|cancha|aula|hospital|hotel|restaurante)';
const HELD_AT = new RegExp(`\\b(?:solo si|si|solo cuando|cuando)\\s+(?:(?:el|la|los|las|su|sus)\\s+[a-z_]+\\s+)?(no\\s+)?(?:es|sea|son|sean|esta|este|estan|esten)\\s+en\\s+(?:el|la|los|las|nuestr[oa]|mi)\\s+${PLACE_NOUN}\\s+(?:de\\s+)?(\\{q\\d+\\}|[a-z0-9_]+)`);
/** Words after the place noun that name none: "la sucursal de siempre", "el local que…". */
const NO_NAME = /^(?:que|de|del|la|el|los|las|y|o|siempre|nueva|nuevo|principal)$/;

export function heldAt(clause: string, literals: Literal[]): (Condition & { at: [number, number] }) | null {
  const m = HELD_AT.exec(clause);
  if (!m || NO_NAME.test(m[2])) return null;
  const value = quotedOr(m[2], literals);
  if (!value) return null;
  return { kind: 'condition', field: 'lugar', operator: m[1] ? 'not_contains' : 'contains', value, clause, at: [m.index, m.index + m[0].length] };
}
