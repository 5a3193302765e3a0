/**
 * Formal ways of asking for an order ("¿me podría guardar…?", "¿nos puede mandar…?", "¿me hace el favor
 * de avisar…?", "le encargo que…"), as data. They read as the plain order ("guárdame…", "mándanos…",
 * "avísame…", "que…"). Text is normalised (lower case, no accents, "¿?" gone).
 */

/** "podría", "puede", "me hace el favor de": what comes before the infinitive of a polite ask. */
export const POLITE_ASKS = [
  'podria', 'podrias', 'puede', 'puedes', 'pudiera', 'pudieras', 'podra', 'podras', 'podrian', 'pueden',
  'hace el favor de', 'haces el favor de', 'haria el favor de', 'harias el favor de', 'hiciera el favor de',
];

/** "le encargo que guarde…", "le pido que…": the lead of an order said as a subjunctive; only "que" is kept. */
export const ASK_THAT = [
  'le encargo que', 'les encargo que', 'te encargo que', 'le pido que', 'les pido que', 'te pido que', 'le agradeceria que',
  'les agradeceria que', 'te agradeceria que', 'le encargo mucho que', 'encarecidamente le pido que',
];

/** Infinitives of the order stems that follow no spelling rule (the rest: "manda" ↔ "mandar", "escribe" ↔ "escribir"). */
export const IRREGULAR_INFINITIVES: Record<string, string> = {
  hacer: 'haz', poner: 'pon', recordar: 'recuerda', obtener: 'obten', decir: 'di', tener: 'ten', salir: 'sal', dar: 'da', extraer: 'extrae', traer: 'trae',
};
