/** The start of an order that makes a new field out of others ("arma un campo nombre_completo juntando…"), as a regex source. */
export const MAKE_A_FIELD = String.raw`\b(?:arma|armame|arme|armes|crea|creame|cree|crees|haz|hazme|haga|hagas)\s+un\s+campo\s+`;

/**
 * An order that lays the data out in named fields ("acomoda los datos en campos cliente, producto y total", "organiza
 * la info en los campos…", "pásalos a campos…"), as a regex source: a transform step with those fields.
 */
export const ARRANGE_IN_FIELDS = String.raw`\b(?:acomoda|acomodame|acomode|acomoden|ordena|ordene|organiza|organice|separa|separe|reparte|divide|arregla|pasa|pon|ponme|deja|formatea)(?:los|las|lo|la)?\s+(?:(?:los|las|la|el|sus|su|esos|esa|todos los|toda la)\s+(?:datos|info|informacion|venta|ventas|pedido|pedidos|registro|registros)\s+)?(?:en|a)\s+(?:los\s+|unos\s+|estos\s+)?campos\s+[a-z_]`;
