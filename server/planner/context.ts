/**
 * Sentences where the owner describes their setup rather than asking for a step: "mi equipo usa
 * Slack", "los técnicos escriben en Slack", "mis clientes piden por WhatsApp". The service named
 * there is no step; when the event is said vaguely ("cuando alguien escriba en el canal", "cada
 * mensaje que manden por ahí"), it is where the event happens.
 */
import { stripMarkers } from './extract';
import { ACTION_VERB, NOTIFY_VERBS, SERVICES, STORE_VERBS } from './vocabulary';
import { DECLARATION } from './lexicon/declarations';
import { PRONOUN_USTED_ORDER } from './plural';

const AI_WORK = /\bque\s+(?:la\s+ia|la\s+inteligencia artificial|el\s+agente|chatgpt)\b/;

const PEOPLE = '(?:equipo|gente|staff|tecnicos|empleados|empleadas|vendedores|clientes|clientas|alumnos|alumnas|trabajadores|meseros|choferes|repartidores|personal|socios|chavos|muchachos|doctores|maestros|papas|pacientes|usuarios|contador|contadora|socio|socia|esposa|esposo|hijo|hija|sobrino|sobrina|hermano|hermana|primo|prima|compadre|comadre|cunado|cunada|amigo|amiga|encargado|encargada|secretaria|asistente|gerente|jefe|jefa|recepcionista)';
const DESCRIBES = '(?:suben|sube|cargan|carga|comparten|comparte|dejan|llenan|llena|capturan|anotan|apuntan|usa|usan|usamos|uso|escribe|escriben|contacta|contactan|busca|buscan|pide|piden|trabaja|trabajan|trabajamos|se comunica|se comunican|nos comunicamos|habla|hablan|platica|platican|reporta|reportan|manda|mandan|esta|estan|vive|viven|pregunta|preguntan|llama|llaman|marca|marcan|contesta|contestan|paga|pagan|compra|compran|reserva|reservan)';
const CONTEXT = new RegExp(`\\b(?:(?:mi|mis|nuestro|nuestros|nuestra|nuestras|el|los|las|la|todo el|toda la)\\s+(?:[a-z]+\\s+)?${PEOPLE}(?:\\s+de\\s+[a-z]+)?\\s+(?:(?:ya|siempre|todos|todo|casi todo)\\s+)?(?:(?:me|nos|le|les)\\s+)?${DESCRIBES}|(?:usamos|uso|trabajamos con|tenemos|tengo|manejo|manejamos)\\s+(?:(?:un|una|mi|nuestro|nuestra)\\s+)?(?:(?:bot|grupo|canal|servidor|server|cuenta|chat|comunidad)\\s+(?:de|en)\\s+)?(?=slack|discord|telegram|whatsapp|gmail)|(?:tengo|tenemos|manejo|manejamos)\\s+(?:[a-z]+\\s+){1,6}?y\\s+(?:un|una|mi|nuestro|nuestra)\\s+(?:bot|grupo|canal|servidor|server|cuenta|chat|comunidad)\\s+(?:de|en)\\s+(?=slack|discord|telegram|whatsapp|gmail))\\b`);

/** True when the clause only describes the owner's setup. */
/** The owner telling what goes wrong today ("siempre se me olvida pasar las citas a mi agenda porque ando con pacientes"). */
const COMPLAINT = /\b(?:(?:siempre\s+)?se (?:me|nos) (?:olvida|olvidan|pasa|pasan|va|van)|batallo|batallamos|no (?:me|nos) da(?:n)? (?:tiempo|abasto)|no (?:me doy|nos damos) abasto|(?:no|nunca)\s+(?:(?:me|nos)\s+)?(?:sabemos|sabe|se|entero|enteramos|doy cuenta|damos cuenta)\s+(?:de\s+)?(?:el momento en que|cuando|si)|ando con|andamos con|(?:me|nos) cuesta|pierdo (?:mucho )?tiempo|perdemos (?:mucho )?tiempo|a veces (?:se me|se nos|no))\b/;

/** "los clientes piden por Telegram, quiero que cada mensaje…": a wish after the setup starts the request. */
const WISH_AFTER = /\b(?:quiero|ocupo|necesito|quisiera|queremos|ocupamos|necesitamos|me gustaria)\s+que\s+/;

/** Where a request starts inside a clause that opens describing the setup (-1 when the clause only describes). */
/** "me llegan un buen de facturas por correo": mail that arrives, said as the setup (no mail is sent). */
const MAIL_ARRIVES = /\b(?:me|nos)\s+(?:llegan|llega|mandan|envian)\s+(?:(?!(?:que|y|cuando)\b)[a-z]+\s+){0,5}?(?:por|al|a mi|a nuestro)\s+(?:correo|mail|email|gmail)\b/;

export function requestAfterSetup(clause: string): number {
  const setup = CONTEXT.exec(clause) ?? MAIL_ARRIVES.exec(clause);
  if (!setup) return -1;
  const wish = WISH_AFTER.exec(clause.slice(setup.index + setup[0].length));
  return wish ? setup.index + setup[0].length + wish.index + wish[0].length : -1;
}

/** "mi sobrino dice que Slack es mejor": what someone thinks, with no order in it, asks for nothing. */
const OPINION = new RegExp(`\\b(?:mi|mis|el|la|los|las|un|una|nuestro|nuestra)\\s+(?:[a-z]+\\s+)?${PEOPLE}\\s+(?:(?:me|nos)\\s+)?(?:dice|dicen|dijo|opina|opinan|cree|creen|piensa|recomienda|recomendo)\\s+que\\s+(.*)$`);
const opinion = (plain: string) => { const m = OPINION.exec(plain); return !!m && !ACTION_VERB.test(m[1]) && !PRONOUN_USTED_ORDER.test(m[1]); };

export function isContext(clause: string): boolean {
  return CONTEXT.test(stripMarkers(clause)) || opinion(stripMarkers(clause)) || MAIL_ARRIVES.test(stripMarkers(clause)) || DECLARATION.test(clause) || COMPLAINT.test(stripMarkers(clause));
}

/**
 * "me escriben un chorro por Telegram", "nos mandan mensajes por Slack todo el día": people write to the owner
 * there. Said inside a run-on request, so it names where a vague event happens without making its clause a setup.
 */
const WRITE_TO_US = /\b(?:me|nos)\s+(?:escriben|mandan(?:\s+mensajes?)?|piden|contactan|buscan|preguntan|hablan)\s+(?:(?!(?:que|y|cuando)\b)[a-z]+\s+){0,3}?(?:por|en|al|a)\s+(?:(?:mi|el|nuestro)\s+)?(?:bot\s+de\s+)?(slack|telegram)\b/;

/** Services that can start a flow named in the message's context sentences, in order. */
export function contextServices(text: string): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/[.;:!\n]|,(?=\s*(?:cuando|cada|si)\b)/)) {
    const written = WRITE_TO_US.exec(stripMarkers(sentence));
    if (written && !out.includes(written[1])) out.push(written[1]);
    if (!isContext(sentence)) continue;
    for (const s of SERVICES) if (s.mention.test(sentence) && !out.includes(s.node_id)) out.push(s.node_id);
  }
  return out;
}

/** How owners present their business: "Vendo cursos de Excel", "Somos una agencia", "Renta de autos Cancún Drive". */
const OPENER = /^(?:(?:hola|buenas(?: tardes| noches)?|buen(?:os)? dias?|que tal|que onda|hello|hi|hey)\s+)?(?:les escribe|le escribe|te escribe|les saluda|aqui|habla|vendo|vendemos|somos|soy|tengo|tenemos|manejo|manejamos|trabajo|trabajamos|damos|doy|hacemos|hago|ofrezco|ofrecemos|rentamos|rento|renta|venta|tienda|negocio|taller|despacho|agencia)\b/;

/**
 * The message's first piece when it only presents the business ("Vendo cursos en línea de Excel",
 * "renta de autos cancun drive"): no order, no literal, only the business's name and trade. A
 * service word there is part of the name, not a step.
 */
/** A greeting alone: "hola", "buenas tardes", "qué tal". */
export const GREETING = /^(?:hola+|holi|buenas(?: tardes| noches)?|buen(?:os)? dias?|que tal|que onda|hello|hi|hey)$/;

export function isIntro(clause: string): boolean {
  const plain = stripMarkers(clause);
  const open = OPENER.exec(plain);
  if (!open || /\{[uecq]\d+\}/.test(clause)) return false;
  // The opener itself may be a verb ("les escribe Laura"); the rest must hold no order.
  const rest = plain.slice(open[0].length);
  // "…que la IA le conteste…", "…y le responda…": work asked of the AI, or an "usted" order, is no presentation.
  return !ACTION_VERB.test(rest) && !STORE_VERBS.test(rest) && !NOTIFY_VERBS.test(rest) && !AI_WORK.test(rest) && !PRONOUN_USTED_ORDER.test(rest);
}
