/**
 * A condition on what something is called: "menos cuando el evento se llame Comida", "solo si el archivo se
 * llama Factura", "si el producto se llama Tamal": the item's own name (its title), or the field named.
 */
import { quotedOr, type Literal } from './extract';
import type { Intent } from './types';

type Condition = Intent & { kind: 'condition' };

const NAMED = /\b(?:solo si|si|solo cuando|cuando)\s+(?:el|la|los|las|su|sus)\s+([a-z_]+)\s+(no\s+)?se\s+(?:llame|llama|llamen|llaman|titule|titula|titulen|titulan)\s+(?:asi\s+:?\s*)?(\{q\d+\}|[a-z0-9_]+)/;
/** Items whose name is their title: an event, a file, a task. */
const ITEM = /^(?:evento|eventos|cita|citas|reunion|reuniones|junta|juntas|archivo|archivos|documento|documentos|carpeta|carpetas|tarea|tareas|issue|issues)$/;

export function namedAs(clause: string, literals: Literal[]): (Condition & { at: [number, number] }) | null {
  const m = NAMED.exec(clause);
  const value = m ? quotedOr(m[3], literals) : undefined;
  if (!m || !value) return null;
  const field = ITEM.test(m[1]) ? 'nombre' : m[1];
  return { kind: 'condition', field, operator: m[2] ? 'not_equals' : 'equals', value, clause, at: [m.index, m.index + m[0].length] };
}
