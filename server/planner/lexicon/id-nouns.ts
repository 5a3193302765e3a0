/**
 * Nouns that introduce a Google id said bare ("el archivo con id 1AbC…", "la carpeta 1Fotos…"),
 * and what the id then belongs to. Accent-free, lower case; matched word by word.
 */
export type IdOf = 'spreadsheet' | 'folder';

/**
 * `of: null` is a bare "id": it belongs to whatever a nearer noun says, else to the step that takes
 * an id. `strong`: the noun also names other things (a tab: "la hoja Ciclo2027"), so only a token
 * that can be nothing but an id counts after it.
 */
export const ID_NOUNS: Record<string, { of: IdOf | null; strong?: boolean }> = Object.assign(Object.create(null), {
  id: { of: null },
  ids: { of: null },
  identificador: { of: null },
  carpeta: { of: 'folder' },
  folder: { of: 'folder' },
  drive: { of: 'folder' },
  archivo: { of: 'spreadsheet' },
  spreadsheet: { of: 'spreadsheet' },
  sheet: { of: 'spreadsheet' },
  sheets: { of: 'spreadsheet' },
  excel: { of: 'spreadsheet' },
  libro: { of: 'spreadsheet' },
  documento: { of: 'spreadsheet' },
  planilla: { of: 'spreadsheet' },
  calculo: { of: 'spreadsheet' },
  hoja: { of: 'spreadsheet', strong: true },
});
