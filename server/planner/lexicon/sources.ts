/**
 * Setup sentences, as data: the owner says where the data comes from before saying what to do
 * with it ("Los técnicos suben cada reporte a la carpeta de Drive <id>.", "GitHub nos avisa cada
 * push al repo x/y.", "Cada venta se captura en la hoja Ventas del archivo <id>."). The service
 * named there is the trigger's source; the sentence plans no step. Text is normalised.
 */

/** A service that can start a flow, and the words that name it in a setup sentence (first match wins). */
export type SetupSource = { node_id: string; action_id: string; words: RegExp };

export const SETUP_SOURCES: SetupSource[] = [
  { node_id: 'github', action_id: 'github_webhook', words: /\bgithub\b/ },
  { node_id: 'telegram', action_id: 'new_message', words: /\btelegram\b|\bbot\b/ },
  { node_id: 'slack', action_id: 'slack_webhook', words: /\bslack\b/ },
  { node_id: 'google_calendar', action_id: 'event_starting', words: /\bgoogle calendar\b|\bcalendar\b|\bcalendario\b/ },
  { node_id: 'google_sheets', action_id: 'new_row', words: /\bhoja\b|\bpestana\b|\bsheets?\b|\bexcel\b|\bplanilla\b/ },
  { node_id: 'google_drive', action_id: 'new_file', words: /\bdrive\b|\bcarpeta\b/ },
  // Mail said as what arrives ("los clientes mandan correos con asunto…", "los correos llegan con…", "nos llegan reseñas por correo"), not a field ("con nombre y correo").
  { node_id: 'gmail', action_id: 'new_email', words: /\bgmail\b|\bbandeja\b|\b(?:mandan|manda|envian|envia|escriben|escribe|llegan?)\s+(?:(?:un|unos|sus|los|el)\s+)?(?:correos?|mails?|emails?)\b|\b(?:correos?|mails?|emails?)\s+(?:(?:nos|me)\s+)?(?:llegan?|entran?)\b|\b(?:escriben|escribe|mandan|manda|llegan?)\s+con\s+(?:el\s+)?asunto\b|\b(?:llegan?|entran?|mandan|manda|envian|envia)\s+(?:(?!(?:por|al|a)\b)[a-z]+\s+){0,2}(?:por|al|a mi)\s+(?:correo|mail|email|gmail)\b/ },
];

/**
 * Present-tense verbs (third person, "se" passive, or what "we" or "I" do by hand: "apuntamos", "pongo", "voy
 * anotando") that
 * describe how the data arrives or lives: no order to the assistant. "(En la hoja Ventas) tenemos Cliente, RFC, Total y
 * Estatus": a sentence that ends listing what the sheet has describes it too.
 */
export const SETUP_VERBS = /\b(?:(?:nos|me|les|le)\s+)?(?:suben|sube|cargan|carga|dejan|deja|caen|cae|llegan|llega|entran|entra|viven|vive|estan|esta|trae|traen|manda|mandan|envia|envian|avisa|avisan|notifica|notifican|da|dan|pide|piden|escriben|escribe|reportan|reporta|capturan|captura|registran|registra|anotan|anota|apuntan|llenan|llena|publican|publica|abren|abre|guardan|guarda|mete|meten|agendan|agenda|agendo|queda|quedan|recibe|reciben|apuntamos|anotamos|capturamos|registramos|guardamos|subimos|cargamos|dejamos|metemos|agendamos|recibimos|recibo|pongo|ponemos|anoto|capturo|apunto|agrego|agregamos|subo|cargo)\b|\b(?:voy|vamos|van|va)\s+(?:poniendo|anotando|capturando|apuntando|registrando|agregando|metiendo|subiendo|cargando|llenando|guardando)\b|\bse\s+(?:captura|capturan|registra|registran|anota|anotan|guarda|guardan|sube|suben|agrega|agregan|apunta|apuntan|crea|crean|agenda|agendan)\b|\b(?:tengo|tenemos|tiene|tienen)\s+(?:(?:las|los)\s+)?(?:(?:columnas|campos|encabezados)\s+)?[a-z_]+(?:\s*,\s*[a-z_]+)+\s*,?\s+(?:y|e)\s+[a-z_]+\s*$/;

/**
 * The event said back about the setup: "cuando caiga uno nuevo", "por cada fila nueva", "cuando
 * pase", "por cada uno", "cada vez que llegue". Its head is a pronoun, "nuevo" or a bare verb, never a
 * noun of its own (that would be an event of its own).
 */
export const ANAPHORIC_EVENT = /^(?:y\s+)?(?:(?:cuando|en cuanto|cada vez que|cada que|apenas|siempre que)\s+(?:(?:se\s+|me\s+|nos\s+)?(?:caiga|caigan|llegue|lleguen|entre|entren|pase|pasen|suceda|sucedan|ocurra|ocurran|aparezca|aparezcan|haya|suba|suban|agregue|agreguen|cree|creen|escriba|escriban|pida|pidan|mande|manden|avise|avisen|capture|capturen|registre|registren)\b)?(?:\s*(?:un|una|uno|unos|unas|otro|otra|alguno|alguna)\b)?(?:\s*(?:nuev[oa]s?|fila nueva|nueva fila|registro nuevo|archivo nuevo|evento nuevo|algo)\b)?|por\s+cada\s+(?:uno|una|(?:fila|registro|renglon|archivo|evento|mensaje|push|commit|correo)s?(?:\s+nuev[oa]s?)?|nuev[oa]\s+[a-z]+)\b|(?:cada\s+(?:uno|una)\b))/;

/** "media hora antes de cada una", "15 minutos antes de cada uno": advance notice said back about the calendar. */
export const ANAPHORIC_ADVANCE = /^(?:y\s+)?(?:(\d+|media|un|una|dos|tres|cuatro|cinco|diez|quince|veinte|treinta|cuarenta|cuarenta y cinco)\s+(minutos?|horas?|dias?)(?:\s+y\s+(media|cuarto))?)\s+antes\s+(?:de|del)\s+(?:cada\s+(?:una|uno)|cada\s+[a-z]+|(?:la|el)\s+(?:siguiente|proxim[oa]))\b/;

/**
 * "cada mensaje que llegue", "cada correo que entre": the event said back by the thing the setup's source
 * carries. It points back only at a source that carries it (a message at a bot or Slack, a mail at Gmail…).
 */
export const UNIT_EVENT = /^(?:y\s+)?(?:cada|por cada)\s+(?:nuev[oa]\s+)?([a-z]+?)s?(?:\s+nuev[oa]s?)?\s+que\s+(?:me\s+|nos\s+|se\s+|les?\s+)?(?:llegue|lleguen|entre|entren|caiga|caigan|manden|mande|escriban|escriba|suban|suba|agreguen|agregue)\b(?:\s+(?:de|a|al|en|por)\s+(?:(?:mi|el|la|nuestro|nuestra|ese|esa)\s+)?(?:bot\s+de\s+)?(?:slack|telegram|gmail|drive|github|calendario|bot|correo|hoja|carpeta|ahi)\b)?/;
export const SOURCE_UNITS: Record<string, string[]> = {
  telegram: ['mensaje', 'encargo', 'pedido'], slack: ['mensaje'], gmail: ['correo', 'mail', 'email'], google_drive: ['archivo', 'documento', 'foto'],
  google_sheets: ['fila', 'registro', 'renglon'], github: ['push', 'commit'], google_calendar: ['evento', 'cita'],
};

/** "…avísame por Slack cuando caiga uno nuevo", "…cada que llegue uno": the event said back at the end of the orders. */
export const TRAILING_EVENT = /,?\s*\b(?:cuando|cada vez que|cada que|en cuanto|apenas|siempre que)\s+(?:(?:se|me|nos)\s+)?(?:caiga|caigan|llegue|lleguen|entre|entren|suba|suban|agregue|agreguen|aparezca|aparezcan|haya)\s+(?:un|una|uno|unos|unas|otro|otra|alguno|alguna)(?:\s+nuev[oa]s?)?\s*$/;
