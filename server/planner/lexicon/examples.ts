/**
 * Words owners use to explain by example ("ejemplo: Juan, 5512345678, corte de pelo", "ayer por ejemplo
 * pidieron…", "tipo 'bug: …'", "como el de ayer del señor Ramírez…"), as data for `said-example.ts`.
 * Regex sources are matched on the accent-folded, lower-case text unless said otherwise.
 */

/**
 * What announces an example, matched on the text as typed (accents kept, case as written): "por ejemplo", "x
 * ejemplo", "p. ej.", "x ej.", "Ej:", "ejemplo", "tipo" (only before a colon, a quote, a capital or a digit: "y tipo de proyecto"
 * is a field), "como el de ayer / la de antier / el del otro día", "como ayer que…".
 */
/** "tipo 10", "tipo 9:30", "tipo 7 pm", "tipo 9 y media": an hour said as an estimate (hedged-time.ts), no sample. */
const HEDGED_HOUR = String.raw`\d{1,2}(?::\d{2})?(?:\s*(?:am|pm|a\.\s?m\.|p\.\s?m\.|hrs?|horas|y media|y cuarto|de la)\b|\s*[,.;!?)]|\s*$)`;

export const EXAMPLE_MARKER =
  `(?:[Pp]or|[Xx])\\s+(?:[Ee]jemplo|[Ee]j\\.)|[Pp]\\.\\s?[Ee]j\\.|[Ee]jemplo|[Ee]j(?:\\.|(?=\\s*:))|[Tt]ipo(?=\\s*:|\\s+['\"«“‘]|\\s+[A-ZÁÉÍÓÚÑ]|\\s+(?!${HEDGED_HOUR})[0-9])` +
  '|[Cc]omo\\s+(?:el|la|los|las)\\s+(?:de|del)\\s+(?:ayer|antier|anoche|hoy|otro\\s+d[ií]a|la\\s+otra\\s+vez|la\\s+semana\\s+pasada|el\\s+mes\\s+pasado)' +
  '|[Cc]omo\\s+(?:ayer|antier|anoche|hoy)\\s+que';

/**
 * The words that may come between where a piece starts and the marker: when the example happened ("ayer por
 * ejemplo", "la semana pasada por ejemplo", "esta por ejemplo"), or a linking word. Anything else before the marker
 * ("mándame un ejemplo de…") is no example of the data.
 */
export const EXAMPLE_LEAD =
  /^(?:(?:y|o|pues|o sea|asi|mira|digamos|como|un|una|(?:(?:te|le|les)\s+)?(?:pongo|doy|paso|dejo|cuento)\s+(?:un|otro))(?:\s+|$))?(?:(?:ayer|antier|anoche|hoy|esta semana|este mes|esta|este|la semana pasada|el mes pasado|el otro dia|la otra vez|el de ayer|la de ayer)\s*)?$/;

/** What an example may not open with: a purpose ("por ejemplo para que lea mi hoja"), a kind ("ejemplo de workflow"). */
export const NOT_A_SAMPLE = /^\s*(?:para|pa|como|si\s+(?:se|puedo|puede|quiero))\b/;
/** After the bare word "ejemplo", "de…" names what kind of example ("un ejemplo de workflow"), no sample. */
export const KIND_OF_EXAMPLE = /^\s*(?:de|del)\b/;

/**
 * What opens a clause after a comma: the example ended there ("…salieron la Rosy y el Chuy, y que mande la lista",
 * "…'Contrato depto 302', quiero que…"). Matched on the folded text right after the comma.
 */
export const CLAUSE_AFTER =
  /^\s*(?:(?:y|e|pero|o|asi)\s+)?(?:que|quiero|queremos|quisiera|quisieramos|ocupo|ocupamos|necesito|necesitamos|me gustaria|nos gustaria|para|pa|porque|cuando|cada|si|solo|nomas|entonces|luego|despues|tambien|tengo|tenemos|hay|y\s+(?:me|le|les|nos|se)|(?:me|nos|le|les|se)\s+[a-z]+)\b/;

/** Inside an example, "y que…", "y quiero…" already open the request (no comma before them). */
export const REQUEST_AFTER = /^\s+y\s+(?:que|quiero|queremos|ocupo|ocupamos|necesito|necesitamos)\b/;

/** Abbreviations whose period ends no sentence ("Sra. Paty", "Sr. Ortiz", "Lic. Pérez"); folded text. */
export const ABBREVIATION = /(?:^|[^a-z])(?:sr|sra|srta|dr|dra|lic|ing|prof|profa|mtro|mtra|arq|cp|no|num|depto|dpto|col|av|ej|p)$/;

/**
 * A sample name the example says something would get ("por ejemplo el 1 de noviembre saldría 'Facturas noviembre'",
 * "se llamaría 'Corte lunes'"): group 1 is the quoted name. Folded text.
 */
export const SAMPLE_NAME = /\b(?:saldria|saldra|quedaria|quedara|se llamaria|se llamara|seria|se veria|diria)\s+(?:algo como\s+|como\s+)?['"«“‘]([^'"»”’]{2,80})['"»”’]/;

/** Words of a date inside a sample name: the part that changes with each run. Folded text. */
export const DATE_WORD = /\b(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|lunes|martes|miercoles|jueves|viernes|sabado|domingo)\b/;

/** A flow that runs by itself on a calendar ("cada mes", "diario", "todos los lunes"). Folded text. */
export const RECURRING = /\b(?:cada\s+(?:mes|semana|dia|lunes|martes|miercoles|jueves|viernes|sabado|domingo|quincena|ano)|diario|diariamente|todos los (?:dias|lunes|martes|miercoles|jueves|viernes|sabados|domingos|meses)|mensual|semanal)\b/;

/** Units a sample counts in ("7 kilos", "3 docenas", "150 invitados"): the count is the data's field of that name. */
export const SAMPLE_UNITS = 'kilos?|litros?|docenas?|piezas?|personas?|invitados?|cajas?|metros?|noches?|boletos?|garrafones|paquetes?|porciones|raciones';
