/**
 * Nouns that introduce a named value ("la pestaña Citas", "la tabla inventario", "la columna
 * Telefono", "el cupón BELLA15") and the slot the value fills. Matched on the original text with
 * accents folded and case kept, so the value comes back as the owner typed it.
 */
export type Slot = 'sheet_name' | 'table' | 'column' | 'folder' | 'coupon' | 'iterations' | 'temperature';

export type Introducer = {
  slot: Slot;
  /** Accent-free nouns (singular; a plural "s" is allowed). */
  nouns: string[];
  /**
   * What may follow the noun: `name` any word that is not a linking word; `proper` a word with a
   * capital letter, a digit or an underscore ("la hoja Juguetes", not "la hoja de google");
   * `number` a number.
   */
  shape: 'name' | 'proper' | 'number';
  /** The value may come before the noun ("5 iteraciones"). */
  before?: boolean;
};

export const INTRODUCERS: Introducer[] = [
  { slot: 'sheet_name', nouns: ['pestana', 'tab', 'pestana llamada', 'hoja llamada'], shape: 'name' },
  { slot: 'sheet_name', nouns: ['hoja'], shape: 'proper' },
  // "en mi hoja de Asistencias": a capitalised name after "hoja de" is the tab too ("la hoja de Google / de Excel /
  // de Cálculo" name no tab: LINKING_WORDS).
  { slot: 'sheet_name', nouns: ['hoja de'], shape: 'proper' },
  // "guárdalo en el sheet Leads del archivo …": owners who say the English word name the tab with it too.
  { slot: 'sheet_name', nouns: ['sheet'], shape: 'proper' },
  { slot: 'table', nouns: ['tabla', 'table'], shape: 'name' },
  { slot: 'column', nouns: ['columna', 'campo de la hoja'], shape: 'name' },
  { slot: 'folder', nouns: ['carpeta de google drive', 'carpeta de drive', 'carpeta en drive', 'carpeta'], shape: 'proper' },
  { slot: 'coupon', nouns: ['cupon', 'codigo de descuento', 'codigo', 'promocode'], shape: 'proper' },
  { slot: 'iterations', nouns: ['iteraciones', 'pasos', 'vueltas'], shape: 'number', before: true },
  { slot: 'temperature', nouns: ['temperatura'], shape: 'number' },
];

/** Words that never name a value after an introducing noun ("la hoja de google", "la tabla que…"). */
export const LINKING_WORDS = new Set([
  'de', 'del', 'la', 'el', 'los', 'las', 'que', 'y', 'e', 'o', 'con', 'en', 'a', 'al', 'mi', 'mis', 'tu', 'su', 'sus', 'un', 'una',
  'nueva', 'nuevo', 'nuevas', 'nuevos', 'google', 'excel', 'sheets', 'por', 'para', 'se', 'le', 'lo', 'es', 'donde', 'cuando',
  'correspondiente', 'siguiente', 'misma', 'mismo', 'drive', 'compartida', 'llamada', 'llamado', 'calculo', 'gsheets', 'spreadsheet',
  // "la pestaña ahora es 'Rol Playoffs'", "la hoja mejor que sea Ventas": words of an edit, no name.
  'ahora', 'ahorita', 'ya', 'mejor', 'tambien', 'entonces', 'sera', 'sea', 'debe', 'va', 'no',
]);

/** The first tab of a new Google spreadsheet in Spanish: assumed (and said) when a spreadsheet is given without a tab. */
export const DEFAULT_TAB = 'Hoja 1';

/** The name a file uploaded to Drive gets when the request names none. */
export const DEFAULT_FILE = 'datos-enlaza.json';
