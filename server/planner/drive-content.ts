/**
 * "guarda la descripción como archivo en la carpeta…", "sube el comentario en un archivo a Drive": the field of the data
 * named before "como archivo" is the file's content. Text is normalised.
 */
const AS_FILE = /\b(?:guard|sub|met|pon|crea)[a-z]*\s+(?:el|la|su|los|las)\s+([a-z_]+)\s+(?:como|en)\s+(?:un\s+)?(?:archivo|documento)\b/;

/** The field said as the file's content, when the data that arrived has it. */
export function fieldAsFile(clause: string, fields: string[]): string | undefined {
  const named = AS_FILE.exec(clause)?.[1];
  return named && fields.includes(named) ? named : undefined;
}
