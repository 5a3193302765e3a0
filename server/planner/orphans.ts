/**
 * Orders that produced no step yet ask for none: a heading before a colon ("sincroniza mis pedidos:
 * cada 15 minutos…"), a start over ("borra todo y…"), a word taken back by an ellipsis ("crea una
 * tarjeta... un issue"), a value that reads like a verb ("que empiece con cotiza") and a detail of
 * the message before ("y pon el nombre del archivo"). Every other orphan is something the planner
 * did not understand, and the owner is asked about it (see confidence.ts).
 */
import { START_OVER } from './lexicon/edit-words';

/** The data a message carries, said as a detail of the step before it. */
const MESSAGE_DETAIL = /^(?:y\s+)?(?:pon|ponle|ponles|pongan|ponganle|ponga|incluye|incluyele|incluyan|incluya|agregale|agreguenle)\s+(?:el|la|los|las|su|sus)\s+(?:nombre|titulo|texto|fecha|hora|monto|total|link|liga|enlace|folio|numero|telefono|correo|precio|descripcion|lugar|cliente|datos)s?(?:\s+(?:del?|de la|de los|de las)\s+[a-z]+)?$/;
/** Words after which a single word is the text to look for, not an order ("que empiece con cotiza"). */
const VALUE_BEFORE = /\b(?:con|diga|dice|digan|contenga|contengan|contiene|palabra|clave)\s*$/;

/** "…en Huamantla, " / "…en Ciudad Obregón, ": a town said right before, so the next word is its state. */
const PLACE_BEFORE = /\b(?:en|de|desde)\s+(?!(?:el|la|los|las|mi|mis|tu|su|sus|un|una|nuestro|nuestra)\b)[a-z]+(?:\s+[a-z]+)?\s*,\s*$/;

export function asksNoStep(clause: string, text: string): boolean {
  const at = text.indexOf(clause);
  const before = at < 0 ? '' : text.slice(0, at);
  const after = at < 0 ? '' : text.slice(at + clause.length);
  if (/^\s*:\s*\S/.test(after)) return true;
  if (START_OVER.test(clause)) return true;
  if (/^\s*(?:\.{2,}|…)\s*\S/.test(after)) return true;
  if (clause.split(/\s+/).length <= 2 && VALUE_BEFORE.test(before)) return true;
  // "soy veterinario en Huamantla, Tlaxcala.": the state after the town is a place, not an order.
  if (/^[a-z]+(?:\s+[a-z]+)?$/.test(clause.trim()) && PLACE_BEFORE.test(before)) return true;
  // "hagan un formulario con nombre y correo": the form is the trigger itself.
  if (/^(?:y\s+)?(?:haz|hagan|haga|hazme|crea|creen|cree|arma|armen|arme)\s+(?:un|el|mi|nuestro)\s+(?:formulario|form)\b/.test(clause)) return true;
  return MESSAGE_DETAIL.test(clause);
}

/** Words shaped like an order ("-a", "-e", "-en", "-an", with a pronoun) that are not verbs. */
const NOT_VERBS = new Set(['una', 'esta', 'esa', 'cada', 'nada', 'toda', 'todas', 'alguna', 'otra', 'misma', 'mesa', 'hora', 'semana', 'fecha', 'tarde', 'noche', 'clase', 'venta', 'nueva', 'buena', 'mala', 'base', 'entonces', 'siempre', 'mientras', 'donde', 'aunque', 'porque', 'pues', 'ahora', 'antes', 'junto', 'tienda', 'agenda', 'cuenta', 'persona', 'gente', 'cliente', 'orden', 'imagen', 'lista', 'pagina', 'respuesta', 'alerta', 'entrega', 'compra', 'cita', 'empresa', 'sucursal', 'carpeta', 'tabla', 'columna', 'fila', 'hoja', 'pestana', 'forma', 'manera', 'este', 'aquel', 'para', 'contra', 'sobre', 'entre', 'hasta', 'desde', 'durante', 'mediante', 'vale', 'andale', 'orale', 'sale', 'ande', 'oiga', 'mire', 'fijate', 'chale', 'neta', 'sea', 'osea', 'nomas', 'pase', 'bueno', 'diga']);
/**
 * "y luego imprime la comanda", "archiven los tickets": a word shaped like an order and its object. A
 * "tú" form ("-a", "-e") counts only after a linking word: at the start of a piece it is as often a
 * business ("Cantina El Gallo").
 */
const LINKING = 'y|e|luego|despues|tambien|ademas|que|porfa';
/** Also the linking words the clause splitter cuts off with the piece before. */
const LINKED = new RegExp(`\\b(?:${LINKING}|entonces|finalmente|por ultimo)\\s*$`);
const LEAD = `^(?:(?:${LINKING})\\s+)*`;
const PRONOUN = 'me|le|les|lo|la|los|las|nos|selo|sela|selos|selas|melo|mela';
const ORDER_AND_OBJECT = new RegExp(`${LEAD}([a-z]{2,}(?:an|en)|(?<=(?:${LINKING})\\s+)[a-z]{2,}(?:a|e))\\s+(?:el|la|los|las|un|una|unos|unas|mis|sus|todo|todos|todas|esto|eso|esos|esas)\\b`);
/** "léanla", "archívalos en…": an order with its pronoun, and nothing or a place after it. */
const ORDER_WITH_PRONOUN = new RegExp(`${LEAD}([a-z]{2,}(?:a|e|an|en)(?:${PRONOUN}))(?:\\s+(?:en|a|al|por|con|ahi|aqui)\\b|$)`);
const TRAILING_PRONOUN = new RegExp(`(?:${PRONOUN})$`);

/**
 * A clause that opens with a word shaped like an order ("imprime la comanda", "archiven los
 * tickets", "léanla"): an order, even when the lexicon has no such verb.
 */
export function looksLikeOrder(clause: string, before = ''): boolean {
  // The linking word may have been cut off with the piece before ("…un correo y luego | imprime la comanda").
  const withObject = ORDER_AND_OBJECT.exec(LINKED.test(before) ? `y ${clause}` : clause);
  const m = withObject ?? ORDER_WITH_PRONOUN.exec(clause);
  if (!m) return false;
  const word = m[1];
  // "Morelos", "Robles": a short word before a pronoun-like ending is a name; "léanla", "guárdalo" are orders.
  const base = word.replace(TRAILING_PRONOUN, '');
  if (!withObject && base.length < 5 && !/(?:an|en)$/.test(base)) return false;
  return word.length >= 4 && !NOT_VERBS.has(word) && !/(?:ria|era|ero|cion|sion|dad|mente|ista|ura|ancia|encia|ente|ante|ble)$/.test(word);
}
