/**
 * The words a payload's keys are written in (English, as the sending system spells them) for the Spanish
 * words owners use about the same data: "el número de pedido" is `order_id`, "el nombre del cliente" is
 * `customer.name`, "el motivo" is `reason`. Text is normalised (lower case, no accents).
 */
export const KEY_WORDS: Record<string, string[]> = {
  pedido: ['order', 'purchase'],
  orden: ['order'],
  compra: ['order', 'purchase'],
  venta: ['order', 'sale'],
  numero: ['id', 'number', 'no', 'num'],
  folio: ['id', 'number', 'folio'],
  id: ['id'],
  cliente: ['customer', 'client', 'buyer'],
  clienta: ['customer', 'client', 'buyer'],
  comprador: ['buyer', 'customer'],
  compradora: ['buyer', 'customer'],
  nombre: ['name', 'first_name', 'full_name'],
  apellido: ['last_name', 'surname'],
  telefono: ['phone', 'mobile'],
  celular: ['phone', 'mobile', 'cellphone'],
  correo: ['email', 'mail'],
  fecha: ['date'],
  entrega: ['delivery', 'shipping'],
  envio: ['shipping', 'shipment'],
  guia: ['tracking', 'tracking_number'],
  direccion: ['address'],
  ciudad: ['city'],
  producto: ['product', 'item', 'sku'],
  productos: ['products', 'items'],
  articulos: ['items'],
  cantidad: ['qty', 'quantity'],
  piezas: ['qty', 'quantity', 'items'],
  monto: ['amount', 'total'],
  importe: ['amount', 'total'],
  precio: ['price'],
  total: ['total', 'amount'],
  estado: ['status', 'state'],
  estatus: ['status'],
  motivo: ['reason'],
  mensaje: ['message'],
  pagina: ['page'],
  usuario: ['user', 'username', 'nickname'],
  apodo: ['nickname'],
  talla: ['size'],
  color: ['color', 'colour'],
  nota: ['note', 'notes'],
  notas: ['notes', 'note'],
  comentario: ['comment', 'comments'],
  metodo: ['method'],
  pago: ['payment'],
  moneda: ['currency'],
};

/** Parts of a key that add nothing to what it names ("first" of `first_name`). */
export const KEY_FILLER = new Set(['first', 'full']);

/** Words between the nouns of a spoken name: "número de pedido", "nombre del cliente". */
export const SPOKEN_FILLER = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'su', 'sus']);
