/**
 * "con lo que debe", "recordándole su adeudo", "lo que le falta pagar": the amount a person owes, said without
 * naming the column. Text is normalised (lower case, no accents).
 */
export const OWED = /\b(?:lo que (?:(?:nos|me|le|les)\s+)?(?:debe|deben|adeuda|adeudan|falta pagar|falta por pagar|tiene que pagar|tienen que pagar|toca pagar|queda a deber)|(?:su|el)\s+(?:adeudo|saldo pendiente|saldo|deuda|pendiente de pago))\b/;

/** Names of a column or field that holds money owed or charged, folded to lower case. */
export const MONEY_NAMES = ['monto', 'adeudo', 'saldo', 'deuda', 'total', 'importe', 'pendiente', 'cantidad', 'pago', 'precio', 'cuota', 'mensualidad'];
