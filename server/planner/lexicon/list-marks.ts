/**
 * How owners mark the items of a request written as a list, one item a line: "1.", "2)", "3-",
 * "paso 1:", "punto 2.", dashes and bullets. Read by list-items.ts.
 */

/** A number that opens an item: "1.", "2)", "3-", "4:" (never "1.5" or "8 mil"). */
export const NUMBER_MARK = String.raw`\d{1,2}\s*[.)\-:°º](?!\d)`;
/** A word and number that open an item: "paso 1:", "punto 2.", "step 3". */
export const WORD_NUMBER_MARK = String.raw`(?:paso|punto|step)\s*#?\d{1,2}\s*[.):\-]?`;
/** A letter that opens an item: "a)", "b)" (only with its parenthesis: "a" alone is a word). */
export const LETTER_MARK = String.raw`[a-h]\)`;
/** Dashes, bullets and arrows that open an item. */
export const BULLET_MARK = String.raw`[-–—•*·▪◦►▶➤→✅✔☑👉🔹🔸]+(?!\d)`;

/**
 * Words that open a line which goes on with the item before it ("- mandarle un correo dándole las
 * gracias\ny su cupón…"), not a new item: a conjunction or a preposition never starts a step.
 */
export const GOES_ON = ['y', 'e', 'o', 'u', 'ni', 'pero', 'con', 'sin', 'para', 'por', 'de', 'del', 'en', 'al', 'a', 'hasta', 'desde', 'como', 'mas', 'más'];

/** "…mándale un correo al cliente\ndiciéndole que ya quedó": a gerund goes on with the item before it too. */
export const GERUND = String.raw`\p{L}+(?:ando|iendo|endo|ándo|iéndo|éndo)(?:le|les|lo|la|los|las|me|se|selo|sela)?`;

/** A label that opens a condition's line: "condición: que el total sea mayor a 1000", "filtro: el estatus diga pagado". */
export const CONDITION_LABEL = String.raw`(?:condici[oó]n|filtro|requisito|regla)\s*:\s*`;
/** A comparison said as a wish, with no "si": "que el total sea mayor a 1000", "que la cantidad pase de 50". */
export const BARE_COMPARISON = String.raw`(?:que\s+)?(?:el|la|los|las|su|sus)\s+[\p{L}_]+\s+(?:(?:sea|sean|este|esten|es|son|quede|queden|venga|vengan)\s+(?:mayor|menor|igual|arriba|debajo|superior|inferior|m[aá]s|menos)|(?:supere|superen|pase|pasen|rebase|rebasen|exceda|excedan|sobrepase|sobrepasen|baje|bajen)\s+(?:de\s+)?(?:\$?\d|los|las|mil))`;

/** Words a sentence never ends with: a line ending with one was wrapped ("…guárdalo en la hoja\nPedidos del sheet…"). */
export const OPEN_ENDING = ['el', 'la', 'los', 'las', 'un', 'una', 'de', 'del', 'en', 'a', 'al', 'con', 'por', 'para', 'y', 'e', 'o', 'que', 'mi', 'mis', 'su', 'sus', 'tu', 'tus', 'se', 'me', 'le'];

/**
 * Words that open a sentence of a request: in lines with no marks, a line that opens with one (or with an order) is a
 * sentence of its own; any other line goes on with the one before it (a text wrapped by hand).
 */
export const OPENERS = ['cuando', 'cada', 'si', 'solo', 'nomas', 'que', 'y', 'e', 'luego', 'despues', 'entonces', 'primero', 'al final', 'al ultimo',
  'por ultimo', 'finalmente', 'tambien', 'ademas', 'nota', 'ojo', 'pd', 'gracias', 'saludos', 'eso', 'todos', 'todas', 'diario', 'el dia', 'los (?:lunes|martes|miercoles|jueves|viernes|sabados?|domingos?)',
  'lo que', 'hola', 'buenas', 'buenos', 'quiero', 'necesito', 'ocupo', 'me gustaria', 'quisiera', 'porfa', 'por favor', 'antes', 'mejor', 'cambia', 'quita', 'agrega'];
