/**
 * Words that say what a follow-up does to the plan, as data (normalised text: lower case, no
 * accents, literals masked as {u0}, {e0}, {q0}, {c0}).
 */

/** Taking a step out: "quita", "elimina lo de…", "ya no guardes en…", "sin el correo". */
export const REMOVE = /\b(?:quita|quitale|quitalo|quitala|quitame|elimina|eliminale|eliminalo|eliminala|borra|borrale|borralo|borrala|saca|sacale|remueve|ya no (?:quiero|necesito|mandes|envies|avises|guardes|uses|registres|crees|agendes|hagas|pongas)|sin)\b/;

/** Adding steps: "agrega…", "ponle…", "mete…", "además…", or a message that goes on from the plan ("y luego…"). */
export const ADD = /\b(?:agrega|agregale|agregues|anade|anadele|ponle|metele|mete|incluye|incluyele|ademas|tambien|inserta|intercala)\b|\bpon\s+(?:un|una|antes|al|despues|entre)\b|^(?:y\s+)?(?:luego|despues|al final)\b|^y\s+/;

/** Where the old service is named in a swap: "en vez de Slack", "ya no usamos Discord", "no uses Gmail", "cambia Slack por…". */
export const OLD_MARK = /\b(?:en vez del?|en lugar del?|ya no por|no (?:sea )?por|no uses|ya no uses|ya no usamos|ya no uso|ya no usemos|ya no queremos|cambia|cambiar|cambiale|quita)\b/;

/** A remark that changes nothing ("manda el correo tal cual", "eso lo hacemos a mano"): said along with an edit. */
export const REMARK = /^(?:(?:y|pero|que|asi)\s+)*(?:(?:manda|mandalo|envia|envialo|pasalo|reenvialo|reenvia)\s+(?:el\s+\w+\s+)?(?:tal cual|tal como (?:llega|viene|esta)|asi como (?:llega|viene)|completo|sin resumir|sin cambios)|eso lo hacemos a mano|ya no lo usamos|ya no la usamos|ya no los usamos|ya no se usa|gracias|porfa|por favor|plis|xfa|ok|va|sale)$/;

/** A step added "before", with no step named: "ponle una condición antes". */
export const BARE_BEFORE = /\bantes\b(?!\s+(?:de|del|que)\b)/;

/** A generic word for mail: the new step uses the mail service the plan already uses. */
export const MAIL_WORD = /\b(?:correo|correos|email|mail)\b/;
