/**
 * Whether a database step reads rows or writes them, from the verb that governs it, as data. Text is
 * normalised (lower case, no accents). Verbs are generated as stem × ending × enclitic so every
 * person and mood the owners use is covered: "inserta", "se inserte", "insértala", "guárdelos"
 * (usted), "los meta", "que guarde", "regístralo"; an arrow ("webhook … → tabla ordenes") writes too.
 */

const CLITIC = '(?:lo|la|los|las|le|les|melo|mela|melos|melas|selo|sela|selos|selas|me|nos)?';
const verbs = (stems: string[], endings: string) => new RegExp(`\\b(?:${stems.join('|')})(?:${endings})${CLITIC}\\b`, 'g');

/** Writing rows: guardar, insertar, anotar, registrar, agregar, meter, almacenar, archivar, capturar, dar de alta. */
const WRITE = verbs(['guard', 'insert', 'anot', 'registr', 'almacen', 'archiv', 'captur'], 'a|e|es|en|ar|ando|ame|enlo|enla|enlos|enlas')
  .source + '|' + verbs(['agreg', 'met'], 'a|e|ue|es|ues|en|uen|ar|ando').source + '|\\bdar?(?:los|las|lo|la)? de alta\\b';

/** Reading rows: consultar, leer, buscar, revisar, checar, sacar, traer, obtener, contar, listar. */
const READ = verbs(['consult', 'revis', 'busc', 'chec', 'sac', 'tra', 'list', 'cont', 'verific', 'mir'], 'a|e|es|en|ar|ando|ame|ale')
  .source + '|' + '\\b(?:lee|leer|lea|lean|leelo|leela|leelos|obten|obtenlo|obtenlos|dame|dime|damelo|damelos)\\b' + '|\\bcuant[oa]s\\b|\\b(?:select|reporte|resumen|total de)\\b';

const WRITE_RE = new RegExp(WRITE, 'g');
const READ_RE = new RegExp(READ, 'g');

/**
 * 'write' or 'read' from the verb nearest before the place the clause names (the table, the
 * database), else the first verb after it; null when the clause has no such verb.
 */
export function sqlVerb(clause: string): 'read' | 'write' | null {
  const place = /\btabla\b|\bpostgres\b|\bbase de datos\b|\bsql\b/.exec(clause)?.index ?? clause.length;
  const hits: { at: number; kind: 'read' | 'write' }[] = [];
  for (const m of clause.matchAll(WRITE_RE)) hits.push({ at: m.index, kind: 'write' });
  for (const m of clause.matchAll(READ_RE)) hits.push({ at: m.index, kind: 'read' });
  // "webhook de pedidos (…) → tabla ordenes": data drawn into the table is written.
  if (/(?:→|->)\s*(?:(?:la|mi)\s+)?(?:tabla|postgres|base de datos)\b/.test(clause)) return 'write';
  // "que se respalde la tabla ventas en la hoja Respaldo": what is backed up is read.
  if (/\b(?:respald[a-z]*|copia|copiar|backup|exporta[a-z]*)\s+(?:de\s+)?(?:(?:la|mi|toda la|nuestra)\s+)?(?:tabla|base de datos|postgres)\b/.test(clause)) return 'read';
  if (!hits.length) return null;
  const before = hits.filter((h) => h.at < place).sort((a, b) => b.at - a.at);
  if (before.length) return before[0].kind;
  return hits.sort((a, b) => a.at - b.at)[0].kind;
}

/** Deleting rows: borrar, eliminar ("borre de la tabla carritos…", "elimínalos"), said before the table. */
const DELETE_RE = verbs(['borr', 'elimin'], 'a|e|es|en|ar|ando|ame|ale');

/** True when the verb before the table deletes its rows. */
export function deletesRows(clause: string): boolean {
  const place = /\btabla\b|\bpostgres\b|\bbase de datos\b/.exec(clause)?.index ?? -1;
  return place > 0 && [...clause.slice(0, place).matchAll(DELETE_RE)].length > 0;
}
