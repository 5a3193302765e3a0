/**
 * Automation jargon owners half-know and mix with everyday Spanish ("el trigger", "un endpoint", "me
 * pegan un POST", "el JSON que llega", "un cron", "un row", "loggearlo", "un query al sheet", "un
 * filter"), as data: each reading says what the words mean in the catalogue and the everyday words the
 * planner already reads for it. The words are often used loosely — a form called "el endpoint", a daily
 * schedule called "el trigger de las 8", "un cron" for a mail trigger — and the readings follow what
 * they mean, not the word. Text is normalised (lower case, no accents, literals masked as `{u0}`…).
 * Read by `jargon.ts`, in this order.
 */

export type JargonReading = {
  /** What the words mean in the catalogue, for the docs and the tests. */
  means: string;
  words: RegExp;
  /** The everyday words read in their place (a string, or a function of the match). */
  as: string | ((match: string, ...groups: string[]) => string);
};

/** Someone who sends (not the owner giving an order): "me pega", "nos mandan", "manda … al endpoint". */
const SENDS = '(?:pega|pegan|manda|mandan|envia|envian|avienta|avientan|tira|tiran|dispara|disparan|lanza|lanzan)';
/**
 * An HTTP request named by its method or as a request; "un post" for social media ("un post para Instagram")
 * is no request.
 */
const REQUEST = '(?:un|una)\\s+(?:post|put|request|peticion(?:\\s+post)?|llamada\\s+post|hit)(?![^.,;]{0,40}\\b(?:instagram|insta|facebook|face|tiktok|redes|linkedin|twitter|blog|pagina de face)\\b)';
/** People who fill something in. */
const FILLERS = '(?:el cliente|la clienta|los clientes|las clientas|la gente|el usuario|los usuarios|el paciente|los pacientes|el alumno|los alumnos|cada cliente|cada quien|uno|ellos|el interesado|los interesados)';
/** Verbs of filling a form in. */
const FILLS = '(?:llena|llenan|llene|llenen|pone|ponen|ponga|pongan|escribe|escriben|escriba|escriban|captura|capturan|capture|capturen|mete|meten|meta|metan|deja|dejan|deje|dejen)';
/** The data that arrives, said by its format ("body" is left out: "un body" is also a baby's bodysuit). */
const DATA = '(?:json|payload)';

export const JARGON: JargonReading[] = [
  // ── A form called by a web word: "un endpoint de esos donde el cliente llena nombre y fecha".
  {
    means: 'form/form_submitted: a page where people fill fields in is a form, whatever it is called',
    words: new RegExp(`\\b(?:un|el|mi)\\s+(?:endpoint|webhook|link|liga)\\s+(?:de esos\\s+)?(?=(?:donde|en donde|en el que|en que)\\s+${FILLERS}\\s+${FILLS}\\b)`, 'g'),
    as: 'un formulario ',
  },
  // ── A request that arrives: "me pega un POST", "nos mandan un POST", "mi sistema manda un POST al endpoint".
  {
    means: 'webhook/webhook_received: another system sends the owner a request',
    words: new RegExp(`\\b(?:me|nos)\\s+${SENDS}\\s+${REQUEST}\\b(?:\\s+(?:al|a mi|a nuestro|a un|a el)\\s+(?:endpoint|webhook)\\b)?`, 'g'),
    as: 'me llega un webhook',
  },
  {
    means: 'webhook/webhook_received: the event said with a request ("cuando la app me pegue un POST")',
    words: new RegExp(`\\b(cuando|cada vez que|cada que|en cuanto|apenas|si)\\s+((?:[a-z]+\\s+){0,3}?)(?:me|nos)\\s+(?:pegue|peguen|mande|manden|envie|envien|aviente|avienten|tire|tiren|dispare|disparen|lance|lancen|llegue|lleguen)\\s+${REQUEST}\\b`, 'g'),
    as: (_m, cue: string, who: string) => `${cue} ${who}me llegue un webhook`,
  },
  {
    means: 'webhook/webhook_received: a request sent to the owner\'s endpoint ("manda un POST al endpoint")',
    words: new RegExp(`\\b(?:${SENDS}|hace|hacen)\\s+${REQUEST}\\s+(?:al|a mi|a nuestro|a un)\\s+(?:endpoint|webhook)\\b(?!\\s*(?:\\{u|de\\s|del\\s))`, 'g'),
    as: 'me llega un webhook',
  },
  // ── The endpoint answers: "que el endpoint le conteste un 200", "el endpoint regresa como respuesta …", "que el webhook conteste con un ok".
  {
    means: 'webhook/respond: the endpoint that was called answers',
    words: /\b(?:que\s+)?(?:el|mi|ese)\s+(?:endpoint|webhook)\s+(?:le\s+|les\s+)?(?:conteste|contesta|responda|responde|regrese|regresa|devuelva|devuelve)(?:\s+como\s+respuesta)?(?:\s+con)?\b/g,
    as: 'que le responda al webhook con',
  },
  // ── The owner's own endpoint is the webhook Enlaza creates ("llegan al endpoint", "por el endpoint me llegan",
  // "quiero un endpoint pa mi página"); one with an address or an owner of its own ("al endpoint https://…",
  // "al endpoint de facturación") is someone else's, called with a request.
  {
    means: 'webhook/webhook_received: the address that receives the data',
    words: /\bendpoints?\b(?!\s+(?:de|del)\s)(?!\s*(?:[a-z]+\s+){0,2}\{u\d+\})/g,
    as: 'webhook',
  },
  // ── The data that arrives, said by its format: "con platillo y total en el JSON", "el JSON trae cliente y placas",
  // "saque del payload el cliente", "el JSON del pedido (sku, cantidad)", "con ese payload".
  {
    means: 'the trigger\'s data: where a field is ("en el campo pregunta del JSON") is the data itself',
    // ("en el body" is the request's body here.)
    words: new RegExp(`\\b(?:del|en el|en su|dentro del|adentro del|en ese|de ese)\\s+(?:${DATA}|body)\\b`, 'g'),
    as: ' ',
  },
  {
    means: 'the trigger\'s data: "como JSON con cliente…" lists the fields',
    words: new RegExp(`\\b(?:como|en|en un|en formato)\\s+${DATA}\\s+(?=con\\b)`, 'g'),
    as: '',
  },
  {
    means: 'the trigger\'s data: "el JSON trae cliente, telefono y placas" lists the fields the webhook sends',
    words: new RegExp(`\\b(?:el|un|su|ese|este)\\s+${DATA}\\s+(?:trae|traen|tiene|tienen|lleva|llevan|incluye|incluyen|viene con|manda)\\b`, 'g'),
    as: 'los datos traen',
  },
  {
    means: 'the trigger\'s data: "el JSON del pedido" is the order',
    words: new RegExp(`\\b(?:el|un|su|ese|este)\\s+${DATA}\\s+(del|de la|de los|de las|de cada|de)\\s+`, 'g'),
    as: (_m, of: string) => `${{ del: 'el', 'de la': 'la', 'de los': 'los', 'de las': 'las', 'de cada': 'cada', de: 'los datos de' }[of] ?? 'los datos de'} `,
  },
  {
    means: 'the trigger\'s data, pointed back at ("con ese payload…")',
    words: new RegExp(`\\b(?:ese|este|esos|estos)\\s+${DATA}s?\\b`, 'g'),
    as: 'esos datos',
  },
  {
    means: 'the trigger\'s data as a whole',
    // ("arma un JSON con…" builds one: that is the transform's.)
    words: new RegExp(`(?<!\\b(?:arma|armame|crea|creame|construye|construyeme|prepara|preparame|genera|generame)\\s)\\b(?:el|un|su|ese|este|esos|los)\\s+(?:${DATA}s?)\\b`, 'g'),
    as: 'los datos',
  },
  // ── "el output del paso 2", "con ese output": what a step before gave back.
  // ("el output de la IA" is the result; naming the AI again would plan it again.)
  { means: 'a step\'s output', words: /\b(?:el|ese|este|su)\s+output(?:\s+(?:de la ia|de la ai|del agente|de chatgpt|de la inteligencia artificial)\b)?/g, as: 'el resultado' },
  { means: 'a step\'s output', words: /\boutput\b/g, as: 'resultado' },
  // ── "un transform que saque del payload el cliente y el total": a transform step keeping those fields.
  {
    means: 'transform/set_fields: a transform that picks fields keeps only those',
    words: /\b(?:un|el)\s+(?:transform|transformer|mapper|mapeo|mapping)\s+(?:que|para)\s+(?:saque|sacar|extraiga|extraer|tome|tomar|deje|dejar|agarre|agarrar|seleccione|seleccionar|filtre|filtrar)(?:\s+(?:solo|nada mas))?\s+/g,
    as: 'quedate solo con ',
  },
  // ── A sheet's row: "un row nuevo", "como row", "el row".
  { means: 'a row of a sheet', words: /\bun\s+row\s+nuevo\b|\bun\s+nuevo\s+row\b/g, as: 'una fila nueva' },
  { means: 'a row of a sheet', words: /\brow\s+nuevo\b|\bnuevo\s+row\b/g, as: 'fila nueva' },
  { means: 'a row of a sheet', words: /\bun\s+row\b/g, as: 'una fila' },
  { means: 'a row of a sheet', words: /\b(?:el|ese|este)\s+row\b/g, as: 'la fila' },
  { means: 'rows of a sheet', words: /\blos\s+rows\b/g, as: 'las filas' },
  { means: 'a row of a sheet', words: /\brows\b/g, as: 'filas' },
  { means: 'a row of a sheet', words: /\brow\b/g, as: 'fila' },
  // ── "loggearlo", "que loggee el remitente": store it (a log is where data is kept). "loguearse" is signing in.
  {
    means: 'store: to log data is to keep it',
    words: /(?<!\bse\s)\blog{1,2}u?e(?=(?:a|e|ar|en|an|as|es|ando|ado|ados|ada|adas)(?:lo|la|los|las)?\b)/g,
    as: 'guard',
  },
  // ── A schedule called by the name of what fires it: "el trigger de las 8", "un cron a las 9".
  {
    means: 'schedule/cron: "el cron de cada lunes de las 7": the hour said with "de las" after the days is when it fires',
    words: /\b(trigger|cron|cronjob|disparador)((?:\s+(?!(?:de|a)\s+las\b)[a-z]+){1,4}?)\s+de\s+las\b/g,
    as: (_m, noun: string, days: string) => `${noun}${days} a las`,
  },
  {
    means: 'schedule/cron: the time a trigger or a cron fires is the schedule',
    words: /\b(?:un|el|mi|este|ese)\s+(?:trigger|cron|cronjob|disparador)\s+(?:de|a|para)\s+las\b/g,
    as: 'a las',
  },
  // ── "hazme un cron que cuando me llegue un correo…": the automation itself, named by a word for it; the event
  // after it is the trigger.
  {
    means: 'the automation itself: "un cron/flow/workflow que cuando…" is the event that follows',
    words: /\b(?:(?:hazme|haz|hagas|ponme|pon|ponle|armame|arma|creame|crea|programa|programame|configura|configurame)\s+)?(?:(?:un|el)\s+(?:cron|cronjob|trigger|flow|flujo|workflow)|(?:una|la)\s+automatizacion)\s+(?:que\s+)?(?=(?:cuando|cada vez que|cada que|en cuanto|apenas|siempre que)\b)/g,
    as: '',
  },
  // ── "que el trigger sea mi Google Calendar: …": the service that starts the flow, said as the trigger.
  {
    means: 'the trigger named by its service: "que el trigger sea mi calendario" says where the event comes from',
    // Said as a statement with no order in it, the service names where the event comes from and plans no step.
    words: /\b(?:(?:quiero|ocupo|necesito|me gustaria)\s+)?(?:que\s+)?(?:el|mi)\s+(?:trigger|disparador)\s+(?:sea|es|va a ser|seria)\s+(?:(?:mi|el|la|un|una|nuestro|nuestra)\s+)?(?:(?:bot|canal|grupo|cuenta)\s+de\s+)?(?=(calendario|gmail|correo|sheets|hoja|drive|slack|telegram|github|formulario|webhook)\b)/g,
    // Where people write (Slack, Telegram, Gmail) is said as the tool the owner uses, which names where a vague event happens
    // (context.ts); the rest as where everything comes from (a setup verb: the service's own step is no order).
    as: (_m, service: string) => (/^(?:slack|telegram|gmail)$/.test(service) ? 'uso ' : 'todo llega de mi '),
  },
  // ── "hazle un query al sheet 1Abc…": reading the rows of a sheet ("un query a la tabla…" stays SQL).
  {
    means: 'google_sheets/read_rows: a query to a sheet reads its rows',
    words: /\b(?:(?:hazle|haz|hazme|hagas|haga|hacer|hacerle|correr|corre|tirale|tira|lanza|lanzale)\s+)?(?:un|el)\s+(?:query|querie|queri|select)\s+(?:al|a la|a el|a mi|en el|en la|sobre el|sobre la)\s+(?=(?:sheets|excel|hoja|planilla|pestana)\b)/g,
    as: 'lee el ',
  },
  // ── "un filter que deje pasar solo si…": a condition; "el filter" is the filter step.
  {
    means: 'filter/condition: a filter that lets through only what meets the condition',
    words: /\b(?:un|el)\s+(?:filter|filtro)\s+que\s+(?:deje|dejen|deja)\s+pasar\s+(?:solo\s+)?(?=(?:si|cuando|los|las|lo|a los|a las)\b)/g,
    as: 'solo ',
  },
  { means: 'filter/condition', words: /\bfilters\b/g, as: 'filtros' },
  { means: 'filter/condition', words: /\bfilter\b/g, as: 'filtro' },
];
