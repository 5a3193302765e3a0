/**
 * The verbs a field takes in a condition, as data: "y el asunto **contenga** 'urgente'", "cuando la
 * serie **empiece con** 'RF'", "si el teléfono **viene vacío**", "y los días **sean menos de** 5".
 * Text is normalised (lower case, no accents). Used to end an event clause at its condition and to
 * find the field compared.
 */
export const CONDITION_VERB = '(?:no\\s+)?(?:sea|es|este|esta|supere|pase|rebase|exceda|sobrepase|baje|son|sean|esten|estan|contenga|contiene|contengan|contienen|incluya|incluye|diga|dice|mencione|menciona|traiga|trae|lleve|lleva|tenga|tiene|empiece|empieza|empiecen|empiezan|comience|comienza|inicie|inicia|termine|termina|terminen|venga|viene|vengan|vienen|llegue|llega|quede|queda)';

/** Being empty or not, in the words owners use ("viene vacío", "no viene vacío", "está en blanco"). */
const BE = '(?:viene|venga|vienen|vengan|esta|este|estan|esten|llega|llegue|queda|quede|es|sea|son|sean)';
export const NOT_EMPTY = new RegExp(`\\bno\\s+${BE}\\s+(?:vaci[oa]s?|en blanco)\\b|\\b(?:viene|venga|trae|traiga|tiene|tenga)n?\\s+(?:algo|datos?|valor)\\b|\\b(?:esta|este)n?\\s+(?:llen[oa]s?|capturad[oa]s?)\\b`);
export const EMPTY = new RegExp(`\\b${BE}\\s+(?:vaci[oa]s?|en blanco)\\b|\\bno\\s+(?:tiene|tenga|trae|traiga)n?\\s+(?:nada|datos?|valor)\\b`);

/** Fields that hold one state, not a text: "y el estatus diga pagado" is that value (`equals`), not a word inside it. */
export const STATE_FIELDS = new Set(['estatus', 'status', 'estado', 'tipo', 'categoria', 'nivel', 'plan', 'metodo_pago', 'forma_pago', 'sucursal', 'prioridad', 'etapa']);

/**
 * Words that only introduce the value compared: "traiga la palabra bug", "diga el texto listo"; "sea nomás ok",
 * "diga solamente gracias" (normalised "solo…"): how little the message says, not part of the value.
 */
export const VALUE_LEAD = /^(?:(?:solo|solamente|unicamente)\s+(?:(?:la palabra|las palabras|el texto|la frase)\s+)?|(?:la palabra|las palabras|el texto|la frase|el codigo|la clave)\s+)/;

/** Words right before a condition that make it an exception: "menos cuando…", "excepto si…", "salvo que…". */
export const EXCEPT_LEAD = /\b(?:menos|excepto|salvo|a menos)\s*(?:que\s*)?$/;
