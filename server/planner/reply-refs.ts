/**
 * References to data said in words for the reply, so the owner reads who gets each message:
 * "{{trigger.telefono}}" → "el teléfono que dejaron en el formulario (campo «telefono»)",
 * "{{trigger.record.Correo}}" → "el de la columna «Correo» de la fila nueva".
 */

const WHOLE = /^\{\{\s*([^}]+?)\s*\}\}$/;

/** A whole-value reference in words, or null when the value is written out (an address, a number). */
export function refInWords(value: unknown, triggerNode: string): string | null {
  const m = typeof value === 'string' ? WHOLE.exec(value.trim()) : null;
  if (!m) return null;
  const path = m[1];
  const field = (prefix: string) => (path.startsWith(prefix) ? path.slice(prefix.length) : null);
  if (path === 'trigger.from') return 'quien te escribió';
  if (path === 'trigger.chat_id') return 'el mismo chat de donde llegó el mensaje';
  if (path === 'trigger.channel') return 'el mismo canal de donde llegó el mensaje';
  const column = field('trigger.record.');
  if (column) return `la columna «${column}» de la fila nueva`;
  const sent = field('trigger.body.');
  if (sent) return `el dato «${sent}» que llega con la petición`;
  const own = field('trigger.');
  if (own && triggerNode === 'form') return `el campo «${own}» del formulario`;
  const out = /^steps\.(\d+)\.output\.?(.*)$/.exec(path);
  if (out) return out[2] ? `el dato «${out[2]}» del paso ${out[1]}` : `el resultado del paso ${out[1]}`;
  return null;
}

/** "de" + a phrase, contracted as Spanish does ("de el campo" → "del campo"). */
export function ofPhrase(phrase: string): string {
  return phrase.startsWith('el ') ? `del ${phrase.slice(3)}` : `de ${phrase}`;
}
