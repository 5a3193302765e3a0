/**
 * "Mándeme cada lunes los clientes que deben más de 500 pesos (…). El correo que salga por nuestro SMTP": an order to
 * send the owner something that names no channel is carried by the one message step the request names elsewhere, so
 * it is no part left unplanned. With no such step, or with several, it stays a question. Text is normalised.
 */
import { stripMarkers } from './extract';
import { toThem } from './recipients';
import type { Intent } from './types';

/** "mándame…", "envíeme…", "pásamelos…": an order to send to the owner, at the start of the clause. */
const SEND_ME = /^(?:y\s+)?(?:que\s+)?(?:manda|mande|envia|envie|pasa|pase|reenvia|reenvie)me(?:l[oa]s?)?\b/;
const MESSAGE_NODES = new Set(['email', 'gmail', 'whatsapp', 'telegram', 'slack', 'discord', 'sms']);

export function sentBySaidChannel(clause: string, intents: Intent[]): boolean {
  if (!SEND_ME.test(stripMarkers(clause).trim())) return false;
  const messages = intents.filter((i) => i.kind === 'service' && MESSAGE_NODES.has(i.node_id));
  return messages.length === 1 && !toThem(stripMarkers(messages[0].clause));
}
