/**
 * "Antes de armar nada, ¿cómo conecto mi base con ustedes y qué datos le tengo que pedir a mi programador?": a question
 * about connecting a service, with no order and no event, is answered (what the connection asks for), not planned.
 * Text is normalised.
 */

/** "cómo conecto mi base", "cómo configuro la cuenta", "qué datos le tengo que pedir". */
export const CONNECT_QUESTION = /\bcomo\s+(?:conecto|conectamos|configuro|vinculo|ligo|enlazo|integro)\s+(?:mi|la|nuestra|el|mis|nuestro)\s+(?:base|bd|postgres|postgresql|cuenta|sistema|servidor)\b|\bque\s+datos\s+(?:le\s+|les\s+)?(?:tengo que|necesito|debo|ocupo|hay que)\s+(?:pedir|dar|darle|darles|pasar|pasarle)\b/;

const DATABASE = /\b(?:base|bd|postgres|postgresql|sql|servidor)\b/;

/** The answer: what a database connection asks for, or how any service is connected. */
export function connectAnswer(text: string): string {
  if (DATABASE.test(text)) {
    return [
      'Tu base PostgreSQL se conecta una sola vez, con el botón de credenciales que aparece en el paso de PostgreSQL de tu workflow.',
      'Pídele a tu programador estos datos: el servidor (host), el puerto (normalmente 5432), el nombre de la base, un usuario y su contraseña, y si la conexión usa SSL. Lo ideal es un usuario solo para Enlaza, con permiso únicamente sobre las tablas que vas a usar.',
      'Cuando los tengas, cuéntame qué quieres automatizar (por ejemplo «cada lunes a las 9 mándame por correo los clientes que deben más de 500 de la tabla clientes») y lo armo.',
    ].join('\n\n');
  }
  return 'Cada servicio se conecta una sola vez, con el botón de credenciales que aparece en su paso del workflow; ahí te digo qué datos pide. Cuéntame qué quieres automatizar y lo armo.';
}
