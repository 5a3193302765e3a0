/** The start of an order that makes a new field out of others ("arma un campo nombre_completo juntando…"), as a regex source. */
export const MAKE_A_FIELD = String.raw`\b(?:arma|armame|arme|armes|crea|creame|cree|crees|haz|hazme|haga|hagas)\s+un\s+campo\s+`;

/**
 * An order that lays the data out in named fields ("acomoda los datos en campos cliente, producto y total", "organiza
 * la info en los campos…", "pásalos a campos…"), as a regex source: a transform step with those fields.
 */
export const ARRANGE_IN_FIELDS = String.raw`\b(?:acomoda|acomodame|acomode|acomoden|ordena|ordene|organiza|organice|separa|separe|reparte|divide|arregla|pasa|pon|ponme|deja|formatea)(?:los|las|lo|la)?\s+(?:(?:los|las|la|el|sus|su|esos|esa|todos los|toda la)\s+(?:datos|info|informacion|venta|ventas|pedido|pedidos|registro|registros)\s+)?(?:en|a)\s+(?:los\s+|unos\s+|estos\s+)?campos\s+[a-z_]`;

/**
 * An order that puts the data in a new shape without naming the fields one by one ("acomoda los datos (cliente, total y
 * envío) en un formato nuevo", "pasa la info a otro formato", "dale formato a los datos"), as a regex source: a
 * transform step; the fields listed in parentheses after the data are its fields.
 */
export const ARRANGE_IN_FORMAT = String.raw`\b(?:acomoda|acomodame|acomode|reacomoda|ordena|ordene|organiza|organice|arregla|arregle|pasa|pase|pon|ponme|ponga|formatea|formatee|convierte|convierta|reestructura|estructura)(?:los|las|lo|la)?\s+(?:(?:los|las|la|el|sus|su|esos|esa|todos los|toda la)\s+(?:datos|info|informacion|venta|ventas|pedido|pedidos|orden|ordenes|registro|registros)\s+)?(?:\([^()]{1,200}\)\s+)?(?:en|a|con)\s+(?:un|una|otro|otra|el|la|nuevo|nueva|su)\s+(?:(?:nuevo|nueva|otro|otra)\s+)?(?:formato|estructura|esquema)\b|\bdale(?:s)?\s+(?:un\s+)?(?:nuevo\s+)?formato\s+a\s+(?:los|la|las|sus|su)\s+(?:datos|info|informacion)\b`;

/** "los datos (cliente, total y envío)": the fields listed in parentheses right after the data. */
export const LISTED_AFTER_DATA = /\b(?:datos|info|informacion)\s+\(([^()]{1,200})\)/;
