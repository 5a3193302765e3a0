/**
 * A list of the data's parts cut at its commas: "…con asunto 'Nueva cita' y el paciente, la fecha y el motivo",
 * "mándale whats con el nombre, la hora y el lugar". The piece after the comma only names more parts, each with its
 * article, so it goes on with the order before it (whose text then carries every part). Text is normalised.
 */
const ENDS_WITH_PART = /\b(?:y|e|con)\s+(?:el|la|los|las|su|sus)\s+[a-z_]+$/;
const ONLY_PARTS = /^(?:el|la|los|las|su|sus)\s+[a-z_]+(?:\s*(?:,|\by\b|\be\b)\s*(?:el|la|los|las|su|sus)\s+[a-z_]+){0,5}$/;

/** Whether `piece` only goes on with the list of parts that `before` ends with. */
export function continuesPartList(before: string, piece: string): boolean {
  return ENDS_WITH_PART.test(before) && ONLY_PARTS.test(piece);
}
