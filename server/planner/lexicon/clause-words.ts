/**
 * Words that shape how clauses are read, as data: a service ruled out said apart, data described apart and the
 * order that reads it back, an answer with no service named, and which channels take no address. Text is normalised.
 */
/** "…por mi SMTP, no por Gmail": a service ruled out only says more about the order before. */
export const RULED_OUT = /^(?:pero\s+)?(?:no|sin|ni)\s+(?:(?:por|con|en|a|de|desde)\s+)?(?:(?:el|la|mi)\s+)?[a-z]+$/;

/** "léela", "revísalo", "consúltala": an order to read what was described before. */
export const READ_BACK = /^(?:y\s+)?(lee|revisa|consulta|checa|busca|abre|toma|saca|analiza|resume|trae|obten)(?:la|lo|las|los|\b(?=\s+(?:quien|quienes|que|cual|cuales|cuanto|cuantos|lo|los|las|todo|todos|todas)\b))/;
/** A bare list of columns ("existencia y minimo", "con direccion y estatus pendiente"). */
export const COLUMN_LIST = /^(?:con\s+)?[a-z_]+(?:\s*(?:,|\by\b|\be\b)?\s*[a-z_]+){0,5}$/;
/** Where data described apart lives. */
export const DATA_PLACES = new Set(['google_sheets', 'postgres']);

/** Channels that send to a chat, never to an address. */
export const CHAT_NODES = new Set(['slack', 'telegram', 'whatsapp', 'discord']);

/**
 * Who wrote, as owners call the person an answer goes back to: "contéstale al cliente", "le contestes al papá", "respóndele
 * a la mamá", "al tutor", "al dueño".
 */
const WHO_WROTE = 'remitente|cliente|clienta|usuario|usuaria|persona|contacto|papa|mama|papas|mamas|padre|madre|tutor|tutora|dueno|duena|paciente|alumno|alumna|huesped|interesado|interesada';

/**
 * An answer said as an order: "contesta en el mismo canal que…", "respóndele que ya quedó", "que le conteste al cliente
 * 'recibido'" (the quoted text right after the person); also a wish with the
 * words right after the verb ("y que les conteste pedido recibido", `ANSWER_WORDS`), or an usted answer in the same chat
 * with its text after a colon ("contéstele en el mismo chat: Recibido…").
 */
const ANSWER_SAID = new RegExp(`^(?:y\\s+)?(?:que\\s+)?(?:(?:responde|contesta)(?:le|les)?|(?:le|les)\\s+(?:conteste|contestes|responda|respondas|contesta|responde))\\s+(?:(?:(?:en|a|al|por)\\s+(?:(?:ese|el|la|esa|su)\\s+)?mism[oa]\\s+[a-z]+\\s+|(?:al|a la)\\s+(?:${WHO_WROTE})\\s+)?(?:(?:que|con)\\b|\\{q\\d+\\})|(?!(?:a|al|en|por|el|la|los|las|lo|un|una|de|del|y|si|cuando|con|que)\\b)[a-z]+\\s+[a-z]+)`);
/** "contéstele al cliente en el mismo chat: \"…\"": an usted answer in the same place, with its text quoted after it. */
const ANSWER_SAME_PLACE = new RegExp(`^(?:y\\s+)?(?:(?:responde|contesta|responda|conteste)(?:le|les)?|(?:le|les)\\s+(?:conteste|responda|contesta|responde))\\s+(?:(?:(?:al|a la)\\s+(?:${WHO_WROTE})\\s+)?(?:en|a|al|por)\\s+(?:(?:ese|el|la|esa|su)\\s+)?mism[oa]\\s+[a-z]+(?:\\s+(?:que|con)\\b|\\s*\\{q\\d+\\}\\s*$)|(?:(?:al|a la)\\s+(?:${WHO_WROTE})\\s+)?(?:que|con)\\b)`);
export const ANSWER_BACK = new RegExp(`${ANSWER_SAID.source}|${ANSWER_SAME_PLACE.source}`);

/** "que les conteste pedido recibido": the words right after "le/les conteste" are the answer. */
export const ANSWER_WORDS = /^(?:y\s+)?(?:que\s+)?(?:le|les)\s+(?:conteste|contestes|responda|respondas|contesta|responde)\s+(?!(?:a|al|en|por|el|la|los|las|lo|un|una|de|del|y|si|cuando|con|que)\b)([a-z].{2,})$/;

/** Orders that store (any person, any pronoun: "guárdalo", "los guarde", "anótenlo"): said right before a sheet, it is written to. */
export const STORE_ORDER = /^(?:guard|anot|apunt|registr|respald|archiv|almacen|agreg|insert)[a-z]*$/;

/** Pieces that only add a detail to the event before them: "…, en esa Fecha, e invita al alumno", "a la hora de la cita". */
export const EVENT_DETAIL = /^(?:(?:y|e)\s+)?(?:(?:en|para|a)\s+(?:esa|esta|la|su)\s+(?:misma\s+)?(?:fecha|hora|dia)\b[^]*|invita(?:lo|la|los|las|le|les)?\s+(?:a|al|a la|a los|a las)\s+[a-z]+(?:\s+[a-z]+)?)$/;

/**
 * "…con la liga de pago https://…", "mándale el link del catálogo https://…": a link the message carries, not a web request
 * ("la liga es https://…" only says where something is).
 */
export const LINK_SENT = /(?:\b(?:con|y)|\b(?:manda|envia|pasa|comparte|reenvia)[a-z]*)\s+(?:la|el|su|tu|un|una|nuestra|nuestro)\s+(?:liga|link|enlace|vinculo)(?:\s+(?:de|del|para|a)\s+(?:la\s+|el\s+|su\s+|mi\s+|nuestro\s+|nuestra\s+)?[a-z_]+){0,2}\s*:?\s*$/;

/**
 * "…mándale por Telegram al chat 7712…, la dirección del servicio y la hora": a piece that only lists the data a
 * message carries (two or more nouns, each with its article) goes with the order to send before it.
 */
const DATA_ITEM = '(?:el|la|los|las|su|sus)\\s+(?!(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|dia|dias|mes|ano|semana|fin)\\b)[a-z_]+(?:\\s+(?:de|del|de la|de los|de las)\\s+[a-z_]+)?';
export const DATA_LIST = new RegExp(`^(?:y\\s+)?(?:con\\s+)?${DATA_ITEM}(?:\\s*(?:,|\\by\\b|\\be\\b)\\s*${DATA_ITEM})+$`);
/** An order to send or tell that such a list may follow. */
export const SEND_BEFORE = /\b(?:manda|envia|pasa|reenvia|avisa|escribe|notifica|publica|comparte)(?:me|le|les|nos|selo|sela|selos|selas)?\b/;

/**
 * Details said in a piece of their own that belong to the order before them: "…lee el sheet 1Abc, la hoja Riegos,
 * y…" (the tab of that spreadsheet), "…mándame aviso a Discord por este webhook: https://… diciendo que…" (the
 * address the order goes to, and its text).
 */
export const DETAIL_APART = /^(?:(?:y|e)\s+)?(?:(?:la|en la|de la)\s+)?(?:hoja|pestana)\s+(?!(?:de|del|que|con|y|en)\b)[a-z0-9_]+$|^\{[ue]\d+\}\s+(?:diciendo(?:le|les|me)?|que diga|que ponga|con el mensaje|con el texto|avisando|para (?:decir|avisar)(?:le|les|me)?)\b/;
