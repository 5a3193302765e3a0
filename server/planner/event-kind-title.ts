/**
 * An event's title said as its kind: "agéndame una junta de arranque", "ponme una sesión de seguimiento" →
 * "Junta de arranque", "Sesión de seguimiento" (as typed, with its first letter in capital). A field of the data
 * ("un evento de entrega" with an Entrega field) or a length ("una cita de 30 minutos") is no kind.
 */
import { typedPhrase } from './state-value';

const KIND_TITLE = /\b(?:un|una)\s+(cita|sesion|reunion|junta|clase|consulta|visita|llamada|entrevista|comida|cena|presentacion|evaluacion|platica|capacitacion|revision)\s+de\s+(?!(?:la|el|los|las|un|una|mi|su|tu|hoy|manana|media|medio|dos|tres|cuatro|cinco|una|hora|horas|minutos)\b)([a-z]{3,})\b/;

export function kindTitle(clause: string, original: string | undefined, fields: string[]): string | undefined {
  const m = KIND_TITLE.exec(clause);
  if (!m || fields.includes(m[2])) return undefined;
  const typed = typedPhrase(original, `${m[1]} de ${m[2]}`);
  return typed.charAt(0).toUpperCase() + typed.slice(1);
}
