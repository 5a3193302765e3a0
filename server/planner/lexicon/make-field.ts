/** The start of an order that makes a new field out of others ("arma un campo nombre_completo juntando…"), as a regex source. */
export const MAKE_A_FIELD = String.raw`\b(?:arma|armame|arme|armes|crea|creame|cree|crees|haz|hazme|haga|hagas)\s+un\s+campo\s+`;
