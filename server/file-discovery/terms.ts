/**
 * Search words for file auto-discovery: the meaningful words of the user's request plus the names
 * its planned steps mention (a sheet's tab, a file or folder name), without the words every request
 * has ("cuando", "guarda", "hoja", "Google"…).
 */

export const MAX_TERMS = 6;

/** Lower case, no accents. */
export const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const STOPWORDS = new Set(
  `a al algo alguien ante antes asi aviso avisa avisame avisar cada cual cuando con contra de del desde donde dos el ella ellos en entre es esa ese eso esta este esto
  etc hay hace hacer haz la las le les lo los me mi mis mas muy nada ni no nos nuestra nuestro o otra otro para pero por porque que quien se sea segun ser si sin sobre
  su sus tambien te tiene tienen toda todas todo todos tu tus un una uno unos unas y ya yo
  agrega agregar anota anotar busca buscar crea crear envia enviar enviame manda mandar mandame guarda guardar guardalo registra registrar lee leer revisa revisar
  sube subir actualiza actualizar copia copiar pon poner usa usar quiero necesito llega llegue llegan nueva nuevo nuevas nuevos dia dias semana semanal diario diaria
  lunes martes miercoles jueves viernes sabado domingo hoy manana tarde noche hora horas
  google drive sheets sheet hoja hojas calculo archivo archivos documento documentos carpeta carpetas excel doc docs fila filas celda celdas columna columnas
  correo correos email emails gmail slack telegram whatsapp discord mensaje mensajes notificacion workflow automatiza automatizar`.split(/\s+/),
);

/** Step parameters whose value names a file, a folder or a tab. */
const NAME_PARAMS = ['sheet_name', 'name', 'spreadsheet_name', 'folder_name', 'file_name', 'title'];

/** Lower-case words as written (accents kept: Drive matches names as they are spelled). */
function words(text: string): string[] {
  return text.replace(/\{\{[^}]*\}\}/g, ' ').toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !STOPWORDS.has(fold(w)) && !/^\d+$/.test(w));
}

export function searchTerms(userMessage: string, plannedSteps: readonly Record<string, unknown>[] = []): string[] {
  const fromSteps = plannedSteps.flatMap((s) => {
    const params = (s.params ?? s.parameters ?? {}) as Record<string, unknown>;
    return NAME_PARAMS.flatMap((k) => (typeof params[k] === 'string' ? words(params[k] as string) : []));
  });
  const out: string[] = [];
  // names from the plan first: they are what the workflow will really open
  for (const w of [...fromSteps, ...words(userMessage)]) if (!out.some((o) => fold(o) === fold(w))) out.push(w);
  return out.slice(0, MAX_TERMS);
}
