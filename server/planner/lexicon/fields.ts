/**
 * What kind of data a field holds, by the name the owner gave it ("correo", "whatsapp",
 * "fecha de entrega"). Recipients, dates and titles are bound to the field of the right kind.
 */
export type FieldKind = 'email' | 'phone' | 'name' | 'date' | 'chat' | 'content';

/** Field names (normalised, words joined with "_") by kind; a name that starts with one of them counts too ("email_del_papa"). */
export const FIELD_KINDS: Record<FieldKind, string[]> = {
  email: ['email', 'correo', 'mail', 'e_mail', 'correo_electronico'],
  phone: ['telefono', 'celular', 'whatsapp', 'whats', 'cel', 'tel', 'numero', 'movil', 'numero_telefono', 'telefono_celular', 'phone', 'mobile'],
  name: ['nombre', 'nombre_completo', 'cliente', 'clienta', 'paciente', 'alumno', 'huesped'],
  content: ['contenido', 'archivo', 'documento', 'adjunto', 'diseno', 'brief', 'file'],
  chat: ['chat_id', 'id_chat', 'chat', 'telegram_id', 'id_telegram'],
  date: ['fecha', 'dia', 'fecha_de_entrega', 'fecha_entrega', 'llegada', 'fecha_cita', 'cita', 'vence', 'vencimiento', 'caducidad'],
};

/**
 * Names systems give fields in English, by kind, read at the end of a key ("customer_email", "buyer.phone",
 * "delivery_date", "customer.first_name"): a payload pasted as its system sends it.
 */
export const ENGLISH_KINDS: Record<FieldKind, string[]> = {
  email: ['email', 'mail', 'email_address'],
  phone: ['phone', 'mobile', 'cellphone', 'phone_number', 'whatsapp'],
  name: ['name', 'first_name', 'full_name', 'firstname', 'fullname'],
  date: ['date', 'datetime'],
  chat: ['chat_id'],
  content: ['file', 'attachment', 'document'],
};

/** The first field of the kind, in the owner's order (exact names first, then names that start with one, then English keys that end with one). */
export function fieldOfKind(fields: string[], kind: FieldKind): string | undefined {
  const names = FIELD_KINDS[kind];
  // Sheet columns keep their capitals ("Correo"); the kind is read from the folded name.
  // A nested key ("customer.phone") is read by its last part.
  const fold = (f: string) => f.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().split('.').at(-1)!;
  const english = ENGLISH_KINDS[kind];
  return fields.find((f) => names.includes(fold(f))) ?? fields.find((f) => names.some((n) => fold(f).startsWith(`${n}_`) || (n.length >= 5 && fold(f).startsWith(n))))
    ?? fields.find((f) => english.some((n) => fold(f) === n || fold(f).endsWith(`_${n}`)));
}

/** A name (words joined with "_") that is the usual name of a field of some kind ("fecha_de_entrega"). */
export function isFieldName(name: string): boolean {
  return Object.values(FIELD_KINDS).some((names) => names.includes(name));
}

/** A single word that is the usual name of a field of some kind ("telefono", "correo", "fecha"). */
export function isFieldWord(word: string): boolean {
  return !word.includes('_') && isFieldName(word);
}

/** Nouns of what the data is about: "el folio del pedido", "el nombre del cliente" name the field before them. */
const DATA_NOUNS = ['pedido', 'orden', 'compra', 'venta', 'pago', 'cliente', 'clienta', 'paciente', 'alumno', 'alumna', 'cita', 'reserva', 'reservacion',
  'solicitud', 'formulario', 'registro', 'persona', 'usuario', 'lead', 'prospecto', 'huesped', 'interesado', 'receta', 'cotizacion', 'evento', 'webhook'];
const OF_DATA = new RegExp(`_(?:(?:de|del|de_la|de_los|de_las)_)?(?:${DATA_NOUNS.join('|')})s?$`);

/** "folio_del_pedido", "folio_venta" ("el folio de la venta") → "folio": a field named with what the data is about after it. */
export function headField(name: string): string {
  // "el número del pedido", "el id de la orden": a bare number or id names nothing without what it numbers.
  if (/^(?:numero|id|codigo|clave)_/.test(name)) return name.replace(/_(?:de|del|de_la)_/, '_');
  return name.replace(OF_DATA, '');
}
