/**
 * The planner's vocabulary: which Spanish words (normalised: lower case, no accents) point
 * to which catalogue node and action. Display names come from the catalogue, never from here.
 */
import { EMPTY, NOT_EMPTY } from './lexicon/condition-verbs';
import { ARRANGE_IN_FIELDS, ARRANGE_IN_FORMAT, MAKE_A_FIELD } from './lexicon/make-field';

export type Category = 'notify' | 'storage' | 'calendar' | 'ai' | 'dev' | 'web';

export type ServiceWord = {
  node_id: string;
  category: Category;
  /** A mention of the service inside an action clause. */
  mention: RegExp;
  /** Actions in priority order: the first whose verbs match the clause wins; the last is the default. */
  actions: { action_id: string; verbs?: RegExp }[];
  /** A short Spanish description for the service-selection modal. */
  description: string;
};

export const SERVICES: ServiceWord[] = [
  { node_id: 'slack', category: 'notify', mention: /\bslack\b/, actions: [{ action_id: 'send_message' }], description: 'Mensaje a un canal de Slack' },
  { node_id: 'telegram', category: 'notify', mention: /\btelegram\b/, actions: [{ action_id: 'send_message' }], description: 'Mensaje por Telegram' },
  { node_id: 'whatsapp', category: 'notify', mention: /\bwhatsapp\b/, actions: [{ action_id: 'send_message' }], description: 'Mensaje de WhatsApp a un número' },
  { node_id: 'discord', category: 'notify', mention: /\bdiscord\b/, actions: [{ action_id: 'send_message' }], description: 'Mensaje a un canal de Discord' },
  { node_id: 'gmail', category: 'notify', mention: /\bgmail\b/, actions: [{ action_id: 'send_email' }], description: 'Correo desde tu cuenta de Gmail' },
  {
    node_id: 'email', category: 'notify', description: 'Correo electrónico (SMTP)',
    mention: /\b(?:respondele|contestale|respondeles|contestales)\b|\b(?:responde|contesta|responda|conteste|respondan|contesten)(?:\s+[a-z]+)?\s+con\s+(?:el\s+(?:mensaje|texto)\s+)?\{q\d+\}|\b(?:responde|contesta)(?:le|les)?\s+(?:el|al|los|a los)\s+(?:correo|mail|email)s?\b|\b(?:por|un|al|una|via|de|mi|otro|nuevo)\s+(?:(?:nuestro|nuestra|mi|el|su)\s+)?(?:correo|email|mail)\b|\bsmtp\b|^\s*(?:(?:un|el|y)\s+)?(?:correo|email|mail)\s+(?:de|con|al|a|para)\b|(?<!\binvit[a-z]*\s)\b(?:a|en)\s+su\s+(?:correo|email|mail)\b|(?<!\bsus?\s)\b(?:correo|email|mail)\s+(?:a|al|para)\b|\b(?:(?:envia|manda|escribe|reenvia)(?:me|le|les|nos)?|envies|mandes|mande|manden|envie|envien)\s+(?:(?:un|el|los|la)\s+)?(?:correo|email|mail)\b|\{e\d+\}/,
    actions: [{ action_id: 'send_email' }],
  },
  {
    node_id: 'google_sheets', category: 'storage', description: 'Agrega filas a una hoja de cálculo de Google',
    mention: /\bsheets\b|\bexcel\b|\bhoja\b|\bpestana\b|\bplanilla\b|\{u\d+\}(?=.*\bsheets\b)|docs\.google\.com\/spreadsheets/,
    actions: [{ action_id: 'read_rows', verbs: /\b(?:lee|leer|leas|lea|lean|consulta|consultes|consulte|obten|revisa|revises|revise|busca|buscar|busques|busque|trae|traiga|descarga|checa|checar|cheques|cheque|chequea|verifica|verificar|mira)\b|(?<!\b(?:hoja|pestana|tabla)\s)\b(?:lista|menu|contenido|datos|filas|registros|informacion|info|resumen|pendientes|reporte|totales?|clientes|pacientes|alumnos|socios|contactos|proveedores|empleados|deudores|invitados)(?:\s+de\s+[a-z]+)?\s+de\s+(?:la|mi|nuestra)\s+(?:hoja|pestana|google sheets|sheets|excel)\b|\bque (?:esta|estan|viene|vienen|hay|tengo|tenemos) en (?:la|mi|nuestra|el) (?:hoja|pestana|sheets|excel|archivo|planilla)\b|^\s*(?:y\s+)?(?:(?:lo|la|los|las)\s+(?:tengo|tenemos)|esta|estan|vive|viven)\s+en\s+(?:la|mi|nuestra|el)\s+(?:hoja|pestana|sheets|excel|planilla)\b|\b(?:sacalo|sacala|sacalos|sacalas|tomalo|tomala|tomalos|tomalas)\s+de\s+(?:la|mi|nuestra|el)\s+(?:hoja|pestana|sheets|excel|planilla)\b|\b(?:los|las|mis|sus|nuestros|nuestras)\s+(?!(?:columnas|pestanas|hojas|celdas|ids)\b)[a-z]{3,}s(?:\s+[a-z]+)?\s+(?:de|del)\s+(?:(?:la|el|mi|nuestra|nuestro)\s+)?(?:hoja|pestana|sheets|excel|archivo|planilla)\b/ }, { action_id: 'append_row' }],
  },
  {
    node_id: 'google_drive', category: 'storage', mention: /\bdrive\b|\b(?:sube|subele|subale|subelo|subela|suba|subir|subirle)\s+(?:un|el|su|este|ese)\s+archivo\b/, description: 'Guarda archivos en Google Drive',
    actions: [{ action_id: 'create_folder', verbs: /\b(?:crea|creame|creale|creales|crear|crearle|cree|creele|creen|haz|hazme|hazle|haga|hagale|abre|abrele|abra|abrale|genera|generale|genere|nueva)\b(?:\s+(?!y\b)[^\s,;]+){0,6}?\s+carpeta\b|\bnueva\s+carpeta\b|\bcarpeta nueva\b/ }, { action_id: 'upload_file' }],
  },
  {
    // "la tabla ventas" with no spreadsheet said in the clause: a table is a database's.
    node_id: 'postgres', category: 'storage', mention: /\bpostgres\b|\bbase de datos\b|\bsql\b|\btabla\s+(?!(?:de|del|que|con|en|y|a|la|el|dinamica)\b)[a-z_]{3,}\b(?!(?:(?!\sy\s+(?:lo|la|los|las|le|les)\s)[^,;.])*\b(?:sheets|excel|hoja|pestana|planilla)\b)(?<!\b(?:sheets|excel|hoja|pestana|planilla)\b[^,;.]*\btabla\s+[a-z_]+)/, description: 'Guarda o consulta datos en PostgreSQL',
    actions: [{ action_id: 'query' }],
  },
  {
    node_id: 'google_calendar', category: 'calendar', description: 'Eventos de Google Calendar',
    mention: /\bcalendario\b|\b(?:crea|creame|agenda|agendame|programa|agrega)\s+(?:una?\s+|el\s+|la\s+)?(?:evento|cita|reunion)\b|\b(?:en|a) (?:mi|la) agenda\b|\bagenda del dia\b|\bmi agenda\b|\bla agenda (?:de|del|para)\b|\b(?:revisa|consulta|checa|lee|ve)\s+la\s+agenda\b|(?:\bmis (?:citas|eventos|reuniones)\b|\b(?:citas|eventos|reuniones) (?:del dia|de hoy|de manana|de la semana)\b)(?![^,;.]*\b(?:tabla|postgres|base de datos)\b)(?<!\b(?:tabla|postgres|base de datos)\b[^,;.]*)/,
    actions: [{ action_id: 'list_events', verbs: /\b(?:lista|revisa|consulta|obten|dime|lee|trae|busca|buscar|checa|chequea|verifica|mira|saca|sacame|cuales|eventos|citas|pendientes|reservas|llegadas|visitas|agenda del dia|agenda de (?:la semana|hoy|manana|el dia)|mi agenda|la agenda)\b/ }, { action_id: 'create_event' }],
  },
  {
    node_id: 'github', category: 'dev', mention: /\bgithub\b|(?<!\b(?:del|el|al|ese|este|cada)\s)(?<!\b(?:titulo|numero|link|texto|autor) del\s)\bissue\b|\b(?:crea|creame|abre|levanta|genera|registra)\b[^,;]*\b(?:repo|repositorio)\s+[a-z0-9][a-z0-9-]*\/[a-z0-9._-]+/, description: 'Crea issues en GitHub',
    actions: [{ action_id: 'create_issue' }],
  },
  {
    node_id: 'webhook', category: 'web', description: 'Responde a quien llamó al webhook',
    mention: /\b(?:respond(?:e|a|an|er|as)(?:le)?|contest(?:a|e|en|ar|es)(?:le)?|regres(?:a|e|ar|es)(?:le)?|devuelv(?:e|a)(?:le)?|devolver(?:le)?)\s+(?:al webhook\s+|a quien (?:lo )?(?:llamo|mando|envio)\s+|al (?:sistema|servidor)\s+|a la (?:app|aplicacion|pagina|api)\s+)?(?:con\s+)?(?:un\s+|el\s+)?(?:status\s+|estado\s+|codigo\s+)?[1-5]\d\d\b|\b(?:responde|contesta)(?:le)? al webhook\b|\brespuesta (?:al|del) (?:mismo )?webhook\b|\b(?:respond|contest|regres|devolv|devuelv)[a-z]*\s+(?:[a-z]+\s+){0,3}?(?:en|por|a|al|del)\s+(?:el\s+|ese\s+)?(?:mismo\s+)?webhook\b|\b(?:respond|contest|regres|devolv|devuelv)[a-z]*\s+(?:a la (?:app|aplicacion|pagina|api|tienda|plataforma)|al (?:sistema|servidor|sitio))\s+(?:con\s+(?:un\s+|el\s+)?(?:texto\s+|mensaje\s+)?\{q\d+\}|que\s)/,
    actions: [{ action_id: 'respond' }],
  },
  {
    node_id: 'transform', category: 'web', description: 'Arma un objeto con los campos que elijas',
    mention: new RegExp(String.raw`\bquedate\s+(?:solo|solamente|nada mas|unicamente)\s+con\b|\b(?:deja|toma|extrae|saca|manda|envia)(?:me|le|les)?\s+(?:solo|solamente|nada mas|unicamente)\s+(?:con\s+)?(?:el|la|los|las)\s+(?:campos?\s+)?[a-z]+\s+(?:y|e|,)\b|\b(?:arma|crea|construye)\s+un\s+(?:objeto|json)\b|\b(?:arma|armame|prepara|junta)\s+(?:los|sus|unos)\s+datos\s+con\s+(?:el\s+|la\s+|su\s+)?(?!(?:esos|los|sus|todos)\b)[a-z_]+\s+(?:y|e)\s+(?:el\s+|la\s+|su\s+)?[a-z_]+\b|\b(?:arma|armame|crea|construye|prepara)\s+un\s+registro\s+(?:solo\s+|solamente\s+|nada mas\s+)?con\b|\b(?:arma|arme|armame|prepara|prepare|junta|junte|crea|cree|construye|construya)\s+(?:(?:solo|solamente|nada mas)\s+)?(?:los|unos|sus)\s+campos\b|${MAKE_A_FIELD}[a-z_]+\s+(?:juntando|uniendo|combinando|con\s+(?:el\s+|la\s+|su\s+)?[a-z_]+\s+(?:y|e|mas|\+)\s)|\b(?:junta|juntes|junte|juntale|une|combina|combines|combine|concatena|concatenes|concatene)\s+(?:el\s+|la\s+|su\s+)?[a-z_]+\s+(?:y|e|con)\s+(?:el\s+|la\s+|su\s+)?[a-z_]+\s+en\s+(?:un|una)\s+(?:sol[oa]\s+)?(?:campo|columna|texto|dato|nombre)\b|\b(?:transforma|mapea|renombra)(?:lo|los|la|las)?\b|${ARRANGE_IN_FIELDS}|${ARRANGE_IN_FORMAT}|(?:\b(?:agrega|agregale|agregue|agreguele|anade|anadele|ponle|pongale|mete|metele|incluye|incluyele|suma|sumale)|\b(?:arma|armame|prepara|junta)\s+(?:los|sus)\s+datos\s+con(?:\s+(?:esos|los|sus|todos los)\s+campos\s+(?:mas|y|\+))?)\s+(?:un|el|otro|una|la)\s+(?:campo|dato)\s+(?:llamado\s+)?[a-z_]+\s+(?:(?:con\s+(?:el\s+)?valor|que diga|que sea|con|igual a)\b|=)`),
    actions: [{ action_id: 'set_fields' }],
  },
  {
    node_id: 'ai_agent', category: 'ai', mention: /\bagentes?\s+(?:de\s+)?(?:ia|ai|inteligencia artificial|inteligente|virtual|autonomo)\b|\b(?:un|el|mi|tu|al|del)\s+agente\b(?!\s+de\s+(?!ia\b|ai\b|inteligencia))/, description: 'Un agente de IA que usa herramientas',
    actions: [{ action_id: 'run_agent' }],
  },
  {
    node_id: 'ai', category: 'ai', description: 'Genera o analiza texto con inteligencia artificial',
    mention: /\b(?:ia|ai|inteligencia artificial|chatgpt|gpt|openai|claude)\b|\b(?:resume|resumelo|resumela|haz un resumen|resumas|traduce|traducelo|traduzcas|clasifica|clasificalo|clasifiques|analiza|analizalo|analices|redacta|redactes|sentimiento)\b/,
    actions: [{ action_id: 'generate_text' }],
  },
];

/** Actions that produce data a later step in the same sentence uses ("mándame los eventos de mi calendario"). */
export const PRODUCERS = new Set(['transform.set_fields', 'google_sheets.read_rows', 'google_calendar.list_events', 'postgres.query', 'ai.generate_text', 'ai_agent.run_agent']);

export const serviceWord = (nodeId: string) => SERVICES.find((s) => s.node_id === nodeId);

/** Services offered when the user's wording is ambiguous, by category (spec: service_groups). */
export const CLARIFY_GROUPS: Record<'notify' | 'storage', { category: string; services: string[] }> = {
  notify: { category: 'Notificaciones', services: ['email', 'gmail', 'slack', 'telegram', 'whatsapp', 'discord'] },
  storage: { category: 'Almacenamiento', services: ['google_sheets', 'google_drive', 'postgres'] },
};

/** "avísame" and friends with no channel named. */
export const NOTIFY_VERBS = /\b(?:(?:avisa|notifica|alerta|recuerda)(?:me|nos|le|les)|recuerdame|notifiquen|notifique|avisen|avise|alerten|recordarme|recuerdes|avisenme|avisennos|notifiquenme|recuerdenme|alertenme|avisame|avisanos|avisa|avisale|avises|notificame|notifica|notifiques|alertame|alerta|alertes|mandame un mensaje|enviame un mensaje|mandame una notificacion|enviame una notificacion|notificacion|aviso|avisos|alertas|notificaciones|(?:un|por|via)\s+sms|mensajes? de texto|echame un grito|pegame un grito|dame un toque|enterarme|enterarnos|me entere|quiero saber|quisiera saber|(?:reciban?|les? llegue)\s+(?:un|una)\s+(?:mensaje|aviso|notificacion|recordatorio)|(?:manda|envia|pasa)(?:le|les)\s+(?:la|el|los|las)\s+(?:info|informacion|datos|reporte|resumen)|avisarme|notificarme|me llegue un mensaje|(?:mandar|enviar|mandarle|enviarle|mandarles|enviarles)\s+(?:mensaje|mensajes|recordatorios|avisos|notificaciones)|se\s+(?:manden|envien|mande|envie)\s+(?:mensaje|mensajes|recordatorios|avisos|notificaciones)|recordatorios\s+(?:de|a)|me llegue una notificacion|se (?:le|les) avise|se (?:le|les) notifique)\b/;
/** "guárdalo" and friends with no place named. */
export const STORE_VERBS = /\b(?:(?:guarda|almacena|respalda|archiva|registra)(?:me|nos|lo|la|los|las|melos|melas|melo|mela)|(?:anota|apunta)(?:lo|la|los|las)|se (?:anote|anoten|apunte|apunten)|guarda|guardalo|guardala|guardalos|guardalas|guardes|guardenlo|guardenla|guardenlos|guardenlas|respaldenlo|respaldenlos|guardar|respaldar|almacenar|archivar|almacena|almacenalo|almacenes|respalda|respaldalo|archiva|archivalo|(?:en|a) la nube|registra|registralo|registres|queden? (?:registrad|guardad|anotad|respaldad)[oa]s?|se (?:guarde|guarden|respalde|respalden|archive|archiven)|(?:tener|guardar|hacer|sacar|tenga|guarde)\s+(?:una\s+)?copia|respaldos?|backups?|copia de seguridad)\b/;

/** Imperative (or "que + subjunctive") verbs that start an action; they end a trigger clause. */
export { ACTION_VERB } from './verbs';

/** Words that open the trigger clause ("cuando llegue…", "cada vez que…"). */
export const TRIGGER_CUE = /\b(?:cuando|cada vez que|cada que|despues de que|luego de que|(?:\d+|unos|cinco|diez|quince|treinta) minutos antes de|una hora antes de|en cuanto|apenas(?=\s+(?:llegue|lleguen|entre|entren|se|me|nos|alguien|un|una|caiga|haya))|siempre que|tan pronto como|una vez que|al (?:recibir|llegar|entrar|crear|crearse|agregar|agregarse|subir|subirse|registrarse|enviar|enviarse|llenar)|si (?:llega|recibo|entra|alguien|me llega|me escriben|hay un|hay una|un|una|algun|alguna|un cliente|una clienta))\b/;

export type TriggerWord = { node_id: string; action_id: string; match: RegExp };

/** Trigger vocabulary, most specific first; the webhook is the fallback for any other event. */
export const TRIGGERS: TriggerWord[] = [
  { node_id: 'manual', action_id: 'manual_trigger', match: /\b(?:manual|manualmente|yo (?:lo )?(?:ejecute|active|corra|pida|quiera|diga|decida|necesite)|presione|presiono|aprete|apriete|apriete|aprieto|oprima|oprimo|pulse|pulso|pique|picle|le pico|le de (?:click|clic)|le doy (?:click|clic)|boton)\b/ },
  { node_id: 'slack', action_id: 'slack_webhook', match: /\bslack\b/ },
  // A bot, in this catalogue, is a Telegram bot ("cuando alguien le escriba a mi bot").
  { node_id: 'telegram', action_id: 'new_message', match: /\btelegram\b|\bbot\b/ },
  { node_id: 'github', action_id: 'github_webhook', match: /\bgithub\b|\bpush\b|\bcommits?\b|\bpull request\b|\bissue\b|\brepositorio\b|\brepo\b/ },
  { node_id: 'form', action_id: 'form_submitted', match: /\bformulario\b|\bencuesta\b/ },
  { node_id: 'google_sheets', action_id: 'new_row', match: /\bsheets\b|\bfila\b|\bexcel\b|\bhoja\b|\bpestana\b/ },
  // "cuando suba una foto a la carpeta <url>": anything arriving in a folder is a new Drive file (mail folders aside).
  { node_id: 'google_drive', action_id: 'new_file', match: /\bdrive\b|\barchivo\b|\bdocumento\b|^(?!.*\b(?:correo|mail|email|gmail|bandeja)\b).*\bcarpeta\b/ },
  { node_id: 'google_calendar', action_id: 'event_starting', match: /\b(?:empiece|empiecen|comience|comiencen|inicie|inicien|antes de)\b.*\b(?:evento|reunion|cita|consulta|clase|junta)s?\b|\b(?:evento|reunion|cita)s?\b.*\b(?:empiece|empiecen|comience|inicie|por comenzar|por empezar)\b|\bcalendario\b/ },
  { node_id: 'webhook', action_id: 'webhook_received', match: /\bwebhook\b|\bpeticion\b|\bsolicitud\b|\bendpoint\b|\bhttp\b|\bapi\b/ },
  { node_id: 'gmail', action_id: 'new_email', match: /\bgmail\b|\bcorreo\b|\bemail\b|\bmail\b|\bbandeja\b/ },
];

/** GitHub event names the user may say. */
export const GITHUB_EVENTS: [RegExp, string][] = [
  [/\bpush\b|\bcommit\b/, 'push'],
  [/\bpull request\b|\bpr\b/, 'pull_request'],
  [/\bissue\b/, 'issues'],
  [/\brelease\b|\bversion\b/, 'release'],
];

export const DEFAULT_FORM_FIELDS = ['nombre', 'email', 'mensaje'];

/** Filter operators by their Spanish wording, longest first. */
export const OPERATOR_WORDS: [RegExp, string][] = [
  [NOT_EMPTY, 'is_not_empty'],
  [EMPTY, 'is_empty'],
  [/\b(?:es )?mayor (?:o igual )?(?:a|que) o igual\b|\bmayor o igual (?:a|que)\b|\bal menos\b|\bcomo minimo\b/, 'greater_or_equal'],
  [/\b(?:es )?menor o igual (?:a|que)\b|\bcomo maximo\b|\ba lo mucho\b|\b(?:es |sea |son |sean )?(?:de )?hasta\b|\bno (?:pasa|pase|supera|supere) (?:de )?(?:los |las )?/, 'less_or_equal'],
  [/\b(?:es |son |sean )?(?:mayor(?:es)?|mas grandes?|superior(?:es)?) (?:a|que|de)\b|\bmas de\b|\b(?:supera|supere|excede|exceda|rebasa|rebase|sobrepasa|sobrepase)(?: (?:los|las|el|la))?\b|\b(?:pasa|pase|pasen|pasan) de\b|\barriba de\b|\bsobre\b/, 'greater_than'],
  [/\b(?:es |son |sean )?(?:menor(?:es)?|mas chicos?|mas pequenos?|inferior(?:es)?) (?:a|que|de)\b|\bmenos de\b|\bdebajo de\b|\bbajo\b|\b(?:baja|baje|bajen) de\b/, 'less_than'],
  [/\b(?:es |sea )?(?:distinto|diferente) (?:a|de)\b|\bno (?:es|sea|son|sean|este|esten)\b/, 'not_equals'],
  [/\bno (?:contiene|contenga|incluye|incluya|dice|diga|trae|traiga)\b/, 'not_contains'],
  [/\b(?:contiene|contenga|contengan|incluye|incluya|dice|diga|menciona|mencione|trae|traiga|lleva|lleve)\b|\b(?:tiene|tenga) la palabra\b/, 'contains'],
  [/\b(?:empieza|empiece|empiezan|empiecen|comienza|comience|inicia|inicie) (?:con|por)\b/, 'starts_with'],
  [/\b(?:termina|termine|terminan|terminen) (?:con|en)\b/, 'ends_with'],
  [/\besta vacio\b|\bno tiene\b/, 'is_empty'],
  [/\b(?:es )?igual (?:a|que)\b|\bes\b|\bsea\b|\bvale\b/, 'equals'],
];

/** "conecta Slack con Google Drive": two services joined with no trigger named. */
export const CONNECT = /\b(?:conecta|conectar|conectes|integra|integrar|enlaza|enlazar|vincula|vincular|sincroniza|sincronizar|une|unir)\b/;

/** Events named without "cuando" ("correos a nuevos leads"): they come from another system, through the webhook. */
export const IMPLICIT_EVENT = /\b(?:nuevos? (?:leads?|clientes?|pedidos?|ventas?|registros?|suscriptores?|prospectos?)|(?:leads?|clientes?|pedidos?|prospectos?) nuevos?|cada (?:nuev[oa] )?(?:venta|pedido|compra|pago|orden|reserva|reservacion|cotizacion|registro|lead|inscripcion))\b/;
