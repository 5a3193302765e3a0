/**
 * Friendly answers when the message is not a workflow request: greetings, thanks, questions
 * about what Enlaza does, and anything off-topic. Also the clarification question.
 */
import { nodeName } from './catalog';
import type { ServiceGroup } from './types';
import { CLARIFY_GROUPS, serviceWord } from './vocabulary';
import { WISH_NOTIFY, WISH_STORE } from './lexicon/wishes';
import { CONNECT_QUESTION, connectAnswer } from './connect-question';

const EXAMPLES = [
  '«Cuando llegue un pedido a mi webhook, guárdalo en Google Sheets y avísame por Slack en #ventas»',
  '«Cada lunes a las 9 mándame por correo a yo@mitienda.mx el reporte de ventas»',
  '«Cuando alguien llene mi formulario, espera 10 minutos y envíale un WhatsApp»',
];

const HELP = [
  'Puedo crear automatizaciones (workflows) a partir de lo que me cuentes en tus palabras. Cada workflow tiene un inicio (cuándo arranca) y pasos (qué hace).',
  'Sé trabajar con correo, Gmail, Google Sheets, Drive y Calendar, Slack, Telegram, WhatsApp, Discord, GitHub, PostgreSQL, solicitudes a otras páginas (HTTP), inteligencia artificial, filtros y esperas.',
  `Por ejemplo:\n- ${EXAMPLES.join('\n- ')}`,
].join('\n\n');

const TOPICS: [RegExp, string][] = [
  [/\bque es (?:un |el )?webhook\b/, 'Un webhook es una dirección web única que Enlaza crea para tu workflow. Cuando otro sistema (tu tienda en línea, tu CRM, un formulario) envía datos a esa dirección, tu workflow arranca solo con esos datos. Es como darle a otra app un timbre que puede tocar.'],
  [/\bque es (?:un |el )?(?:cron|horario)\b/, 'Un horario (cron) le dice a Enlaza cuándo ejecutar tu workflow solo: por ejemplo «cada lunes a las 9» o «cada 15 minutos». Solo dímelo con tus palabras y yo lo configuro.'],
  [/\bque es (?:un |el )?workflow\b/, 'Un workflow es una automatización: algo que pasa (el inicio) y una serie de pasos que Enlaza hace por ti, como guardar datos o mandar avisos.'],
  // "si un paso falla ¿qué pasa?, ¿me avisan?": failure alerts and replay as they work (docs/alerts.md).
  [/\b(?:falla|fallan|falle|fallen|fallo|error|errores|truena|truenan|no funciona)\b.*\b(?:que pasa|me avisa|me avisan|avisan|como (?:le hago|se) (?:pa|para)? ?(?:saber|entero)|como me entero|me entero)\b|\b(?:que pasa|que sucede)\b.*\b(?:falla|fallan|falle|fallen|error)\b/, 'Si un paso falla, Enlaza te avisa al momento: te llega una alerta en la campana de la app (también por correo, Telegram o Slack si los activas en «Configurar avisos», junto a la campana) con el nombre del workflow, el paso que falló y por qué. Si sigue fallando te manda a lo mucho un resumen por hora, y te avisa cuando vuelve a funcionar. En Ejecuciones ves cada paso con su error y, cuando lo corrijas, puedes reintentar la ejecución. También puedes pedirme un plan B, por ejemplo «si falla, avísame por WhatsApp al 55…».'],
  [/\bcancelar\b|\b(?:plazo|contrato) forzoso\b|\bpermanencia\b/, 'Sí: no hay contratos forzosos ni plazo mínimo. Puedes cambiar de plan o cancelarlo cuando quieras.'],
  [/\b(?:cuanto cuesta|tiene costo|precio|precios|planes|plan (?:gratis|starter|pro|enterprise))\b/, 'Enlaza tiene un plan Gratis ($0 al mes, 5 workflows), Starter (399 MXN al mes), Pro (799 MXN al mes) y Enterprise (1,999 MXN al mes). No hay contratos forzosos.'],
];

/** "¿esto jala con WhatsApp?", "¿se puede conectar con Telegram?": which services Enlaza works with. */
export const CAPABILITY_QUESTION = /\b(?:jala|jalan|funciona|funcionan|sirve|sirven|se puede (?:conectar|usar|integrar|ligar)|se conecta|se integra|puedo (?:conectar|usar|integrar)|soporta|soportan|trabaja|trabajan|es compatible)\s+(?:con|para|en)\b/;

export type Conversation = { reply: string };

/** A friendly answer for greetings, thanks, help requests and off-topic messages. */
export function converse(text: string): Conversation {
  for (const [re, answer] of TOPICS) if (re.test(text)) return { reply: answer };
  if (CONNECT_QUESTION.test(text)) return { reply: connectAnswer(text) };
  if (/^(?:hola|buen(?:os|as)? (?:dias|tardes|noches)|que tal|hey|saludos|buenas)\b/.test(text) && text.split(' ').length <= 6) {
    return { reply: `¡Hola! Soy tu asistente de automatización. Cuéntame qué tarea repetitiva te gustaría que Enlaza haga por ti.\n\n${HELP}` };
  }
  if (/^(?:muchas )?gracias\b|^(?:perfecto|excelente|genial|ok|vale|listo)\b/.test(text) && text.split(' ').length <= 6) {
    return { reply: '¡Con gusto! Si quieres, guarda o activa tu workflow, o cuéntame qué más te gustaría automatizar.' };
  }
  // "¿jala con WhatsApp o nomás con correo?": what Enlaza works with.
  if (CAPABILITY_QUESTION.test(text)) {
    return { reply: `¡Sí! ${HELP}` };
  }
  if (/\b(?:ayuda|que puedes hacer|que sabes hacer|como funciona|como te uso|para que sirves|que haces|que (?:tipo de |clase de )?cosas (?:puedo|se pueden|puedes|pueden))\b/.test(text)) {
    return { reply: HELP };
  }
  return {
    reply: `Mmm, eso no lo puedo hacer yo, pero sí puedo automatizar tareas de tu negocio. Cuéntame qué debe pasar y cuándo, por ejemplo:\n- ${EXAMPLES.slice(0, 2).join('\n- ')}`,
  };
}

/** The service-selection groups for the ambiguous parts of a request. */
export function serviceGroups(groups: ('notify' | 'storage')[]): ServiceGroup[] {
  return groups.map((g) => ({
    category: CLARIFY_GROUPS[g].category,
    services: CLARIFY_GROUPS[g].services.map((id) => ({ service_id: id, service_name: nodeName(id), description: serviceWord(id)?.description })),
  }));
}

export function clarificationReply(groups: ('notify' | 'storage')[]): string {
  const questions = groups.map((g) => {
    const names = CLARIFY_GROUPS[g].services.map((id) => nodeName(id));
    return g === 'notify'
      ? `¿Por dónde quieres que te avise? Puedo hacerlo por ${names.slice(0, -1).join(', ')} o ${names.at(-1)}.`
      : `¿Dónde quieres guardar la información? Puedo usar ${names.slice(0, -1).join(', ')} o ${names.at(-1)}.`;
  });
  return `${questions.join('\n')}\n\nElige uno o varios servicios y termino tu workflow.`;
}

/**
 * A wish to automate with no event and no service ("ocupo automatizar la cobranza"): asks what
 * should happen and when, and offers the services that fit what was said (both kinds when unclear).
 */
export function wishQuestion(text: string): { reply: string; status: 'clarification_needed'; workflow_action: null; service_groups: ServiceGroup[] } {
  const notify = WISH_NOTIFY.test(text);
  const store = WISH_STORE.test(text);
  const groups: ('notify' | 'storage')[] = notify && !store ? ['notify'] : store && !notify ? ['storage'] : ['notify', 'storage'];
  const reply = [
    '¡Claro que te ayudo! Para armar tu automatización necesito dos cosas:',
    '1. Qué la hace arrancar: algo que pasa (por ejemplo «cuando llegue un pago» o «cuando alguien llene mi formulario») o un horario («cada lunes a las 9»).',
    '2. Qué debe hacer Enlaza después y con qué servicio.',
    clarificationReply(groups),
    `Por ejemplo: ${EXAMPLES[0]}`,
  ].join('\n\n');
  return { reply, status: 'clarification_needed', workflow_action: null, service_groups: serviceGroups(groups) };
}
