/**
 * The parts of an arriving mail by the words owners use for them when they keep or pass them on
 * ("el remitente", "quién lo manda", "el asunto", "la fecha", "el cuerpo"), as data: each maps to the
 * field the Gmail trigger leaves. Text is normalised.
 */
export const MAIL_PART_WORDS: { words: RegExp; field: string }[] = [
  { words: /\b(?:el|su)\s+(?:remitente|correo del remitente|de quien)\b|\bquien\s+(?:lo|la)\s+(?:manda|mando|envia|envio|escribe|escribio)\b|\bde quien (?:es|viene)\b/, field: 'from' },
  { words: /\b(?:el|su)\s+(?:asunto|titulo)\b/, field: 'subject' },
  { words: /\b(?:la|su)\s+fecha\b|\b(?:el|su)\s+dia\s+(?:en )?que\s+llego\b/, field: 'date' },
  { words: /\b(?:el|su)\s+(?:cuerpo|texto|contenido)\b/, field: 'body' },
];
