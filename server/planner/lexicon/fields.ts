/**
 * What kind of data a field holds, by the name the owner gave it ("correo", "whatsapp",
 * "fecha de entrega"). Recipients, dates and titles are bound to the field of the right kind.
 */
export type FieldKind = 'email' | 'phone' | 'name' | 'date' | 'chat' | 'content';

/** Field names (normalised, words joined with "_") by kind; a name that starts with one of them counts too ("email_del_papa"). */
export const FIELD_KINDS: Record<FieldKind, string[]> = {
  email: ['email', 'correo', 'mail', 'e_mail', 'correo_electronico'],
  phone: ['telefono', 'celular', 'whatsapp', 'cel', 'tel', 'numero', 'movil', 'numero_telefono', 'telefono_celular'],
  name: ['nombre', 'nombre_completo', 'cliente', 'clienta', 'paciente', 'alumno', 'huesped'],
  content: ['contenido', 'archivo', 'documento', 'adjunto', 'diseno', 'brief', 'file'],
  chat: ['chat_id', 'id_chat', 'chat', 'telegram_id', 'id_telegram'],
  date: ['fecha', 'dia', 'fecha_de_entrega', 'fecha_entrega', 'llegada', 'fecha_cita', 'cita'],
};

/** The first field of the kind, in the owner's order (exact names first, then names that start with one). */
export function fieldOfKind(fields: string[], kind: FieldKind): string | undefined {
  const names = FIELD_KINDS[kind];
  // Sheet columns keep their capitals ("Correo"); the kind is read from the folded name.
  const fold = (f: string) => f.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return fields.find((f) => names.includes(fold(f))) ?? fields.find((f) => names.some((n) => fold(f).startsWith(`${n}_`) || (n.length >= 5 && fold(f).startsWith(n))));
}
