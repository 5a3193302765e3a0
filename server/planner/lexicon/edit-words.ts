/**
 * Words that say what a follow-up does to the plan, as data (normalised text: lower case, no
 * accents, literals masked as {u0}, {e0}, {q0}, {c0}).
 */

/** Taking a step out: "quita", "elimina lo de…", "ya no guardes en…", "sin el correo". */
export const REMOVE = /\bque no (?:lo |la |los |las |me |le )?(?:resuma|resuman|mande|mandes|guarde|guardes|avise|avises|envie|envies|pase|use|uses|cree|agende|registre|espere|filtre)\b|\b(?:quita|quitale|quitalo|quitala|quitame|elimina|eliminale|eliminalo|eliminala|borra|borrale|borralo|borrala|saca|sacale|remueve|ya no (?:quiero|necesito|mandes|envies|avises|guardes|uses|registres|crees|agendes|hagas|pongas)|sin)\b/;

/** Adding steps: "agrega…", "ponle…", "mete…", "además…", or a message that goes on from the plan ("y luego…"). */
export const ADD = /\b(?:agrega|agregale|agregues|anade|anadele|ponle|metele|mete|incluye|incluyele|ademas|tambien|inserta|intercala)\b|\bpon\s+(?:un|una|antes|al|despues|entre)\b|^(?:y\s+)?(?:luego|despues|al final)\b|^y\s+(?!(?:en vez|en lugar|mejor|ya no|cambia|cambialo|cambiala)\b)/;

/** Where the old service is named in a swap: "en vez de Slack", "ya no usamos Discord", "no uses Gmail", "cambia Slack por…". */
export const OLD_MARK = /\b(?:en vez del?|en lugar del?|ya no por|ya no (?:(?:lo|la|los|las|me|le)\s+)?(?:quiero|queremos|quisiera|mandes|envies|uses|mande|envie|use)\s+(?:por|en|con|a)|no (?:sea )?(?:por|desde|con|en)|no uses|ya no uses|ya no usamos|ya no uso|ya no usemos|ya no queremos|(?:ya|siempre) no(?=\s+(?:el\s+|la\s+|lo de\s+)?[a-z]+\s*,)|cambia|cambiar|cambiale)\b/;

/** A remark that changes nothing ("manda el correo tal cual", "eso lo hacemos a mano"): said along with an edit. */
export const REMARK = /^(?:(?:y|pero|que|asi)\s+)*(?:(?:manda|mandalo|mande|envia|envialo|envie|pasalo|pase|reenvialo|reenvia)\s+(?:(?:el|la|los|las)\s+\w+\s+)?(?:tal cual|tal como (?:llega|viene|esta)|asi como (?:llega|viene)|completo|completos|sin resumir|sin cambios|directo|directos|directamente)|eso lo hacemos a mano|ya no lo usamos|ya no la usamos|ya no los usamos|ya no se usa|gracias|porfa|por favor|plis|xfa|ok|va|sale)$/;

/** A step added "before", with no step named: "ponle una condición antes". */
export const BARE_BEFORE = /\bantes\b(?!\s+(?:de|del|que)\b)/;

/** A generic word for mail: the new step uses the mail service the plan already uses. */
export const MAIL_WORD = /\b(?:correo|correos|email|mail)\b/;

/** The plain mail service (SMTP), named against Gmail: "usa el correo SMTP", "mejor con correo normal". */
export const PLAIN_MAIL = /\bsmtp\b|\bcorreo (?:normal|comun|smtp|propio|de la empresa|del negocio)\b/;

/** "el correo ya no", "el WhatsApp quítalo": the step named, then "ya no" or a removal with a pronoun. */
export const REMOVE_AFTER = /^(?:(?:y|pero|oye|mejor)\s+)?((?:el|la|los|las|lo del?|lo de la)\s+.+?)\s+(?:ya no\b(?!\s+(?:sea|vaya|llegue|se|lo|la|me|le)\b)|(?:quitalo|quitala|quitalos|borralo|borrala|eliminalo|eliminala|sacalo|sacala)\b)/;

/** "nomás deja Slack", "quita todo menos la hoja": every action but the ones named goes. */
export const KEEP_ONLY = /\bque solo (?:avise|avises|mande|mandes|envie|envies|llegue|notifique|guarde|quede)\b|\b(?:solo|nada mas)\s+(?:deja|dejame|dejale|quiero|manten|conserva|quedate con)\b|\b(?:deja|dejame|manten|conserva|quedate con)\s+(?:solo|nada mas)\b|\b(?:quita|quitale|elimina|borra|saca)\s+todo\s+(?:menos|excepto|salvo|pero no)\b/;


/** A step the follow-up brings new ("un correo", "otra espera"), not one the plan has. */
export const NEW_ARTICLE = /\b(?:un|una|otro|otra|nuevo|nueva)\s+(?:[a-z]+\s+)?(?:correo|mensaje|aviso|paso|whatsapp|telegram|slack|discord|filtro|condicion|espera|pausa|registro|fila|evento)\b/;

/** Starting over instead of editing: "borra todo y…", "empecemos de nuevo", "otro workflow". */
export const START_OVER = /\b(?:borra todo|borralo todo|quita todo y|empecemos de nuevo|empezar de nuevo|desde cero|de cero|otro workflow|otra automatizacion|otro flujo|nuevo workflow|nueva automatizacion|nuevo flujo|olvida (?:eso|todo|lo anterior))\b/;

/** A follow-up that starts by adding to the plan ("agrega…", "ponle…", "y también…"). */
// "y al final mándame también un correo…": a place at the plan's end or start, then what goes there.
export const ADD_START = /^(?:(?:y|oye|porfa|ahora|pero)\s+)*(?:agrega|agregale|agregues|anade|anadele|ponle|metele|mete|incluye|incluyele|inserta|intercala|tambien|ademas|(?:al final|al principio|al inicio|hasta el final|al ultimo)\s+(?:(?:de todo|tambien|ademas)\s+)?(?:(?:que\s+)?[a-z]+(?:me|le|les|nos|lo|la|los|las)\b|que\s))/;

/** What ends the words naming a step to remove: a reason, or what stays ("…ya no lo ocupo, con el whats basta"). */
export const REMOVAL_END = /\b(?:ya no (?:lo|la|los|las) (?:ocupo|ocupamos|necesito|necesitamos|uso|usamos|quiero|queremos)|porque|pues|con (?:el|la|los|las|lo de)\s+[a-z]+\s+(?:basta|es suficiente|alcanza|me basta|nos basta|esta bien))\b/;

/**
 * "después del resumen guárdalo en Drive, y ya luego lo de Slack": with the new step placed, the plan's own step said to come
 * after it is a place ("antes de lo de Slack"), not a step to add. Not after "primero" ("X primero y luego lo de Slack" moves X).
 */
export const THEN_THE_REST = /^(?!.*\bprimero\b)(.*\b(?:despues|antes)\s+de.*?),?\s*y\s+(?:ya\s+)?(?:luego|despues)\s+(?:ya\s+)?(lo\s+del?\s+[a-z]+)\s*$/;
