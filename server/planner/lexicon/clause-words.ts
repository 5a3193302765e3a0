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
 * An answer said as an order: "contesta en el mismo canal que…", "respóndele que ya quedó"; also a wish with the
 * words right after the verb ("y que les conteste pedido recibido", `ANSWER_WORDS`).
 */
export const ANSWER_BACK = /^(?:y\s+)?(?:que\s+)?(?:(?:responde|contesta)(?:le|les)?|(?:le|les)\s+(?:conteste|contestes|responda|respondas|contesta|responde))\s+(?:(?:(?:en|a|al|por)\s+(?:(?:ese|el|la|esa|su)\s+)?mism[oa]\s+[a-z]+\s+|(?:al|a la)\s+(?:remitente|cliente|clienta|usuario|persona|contacto)\s+)?(?:que|con)\b|(?!(?:a|al|en|por|el|la|los|las|lo|un|una|de|del|y|si|cuando|con|que)\b)[a-z]+\s+[a-z]+)/;

/** "que les conteste pedido recibido": the words right after "le/les conteste" are the answer. */
export const ANSWER_WORDS = /^(?:y\s+)?(?:que\s+)?(?:le|les)\s+(?:conteste|contestes|responda|respondas|contesta|responde)\s+(?!(?:a|al|en|por|el|la|los|las|lo|un|una|de|del|y|si|cuando|con|que)\b)([a-z].{2,})$/;
