/**
 * Requests passed on from someone else, as data: "Dice Alma que quites lo del whats", "Oiga, dice la
 * contadora que…", "mi socio dice que mejor…", "la contadora me pidió que…". The frame at the start of
 * a message names who asked, not what to do. Text is lower case with accents folded.
 */

/** Words that open a message before the frame ("Oiga, dice…", "Ah, y dice…"). */
const OPENERS = '(?:(?:oiga|oye|oigan|mire|fijate|fijese|ah|ay|ey|bueno|ok|y|ahora)\\s*,?\\s+)*';

/** Someone named with an article or a possessive: "mi socio Héctor", "la contadora", "el doctor Chuy". */
const PERSON = '(?:mi|mis|la|el|nuestra|nuestro|su)\\s+[a-z]+(?:\\s+(?!que\\b)[a-z]+)?';

/** Verbs of passing a request on, said by the one who asked. */
const SAYS = '(?:dice|dicen|dijo|pide|piden|pidio|me pidio|nos pidio|me dice|nos dice|me dijo|nos dijo|quiere|comenta|comento|me comento)';

/** "dice Alma que…", "me dice mi socio que…", "mi socio dice que…", "Paola dice que…" at the start of a message. */
export const REPORTED_FRAME = new RegExp(
  `^\\s*${OPENERS}(?:(?:me\\s+|nos\\s+)?(?:dice|dicen|dijo|pide|pidio)\\s+(?:${PERSON}|(?!que\\b)[a-z]+)|(?:${PERSON}|(?!que\\b)[a-z]+)\\s+${SAYS})\\s*,?\\s+que\\s+`,
);
