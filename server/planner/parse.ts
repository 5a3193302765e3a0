/**
 * Reads a masked, normalised request: finds the trigger (an event clause or a schedule),
 * cuts the rest into clauses in the user's order, and turns each clause into intents.
 */
import { eventFilter, OPPOSITE, parseCondition } from './conditions';
import { payloadListSpan } from './form-fields';
import { gmailSubject } from './said-text';
import { parseDelay } from './durations';
import { connectTrigger } from './events';
import { detectTrigger } from './trigger';
import { focusChannels, repeatedChannels } from './focus';
import { DECLARATION } from './lexicon/declarations';
import { GREETING, isContext, isIntro, requestAfterSetup } from './context';
import { asksNoStep, looksLikeOrder } from './orphans';
import { sentBySaidChannel } from './sent-by-channel';
import { sheetMention } from './sheet-mention';
import { withMailBack } from './mail-back';
import { ANOTHER_MESSAGE_NEXT, ONE_MORE_AFTER_WAIT } from './lexicon/another';
import { literalsIn, mask, stripMarkers, unmask, type Literal } from './extract';
import { blank } from './time';
import { pluralAsTu, USTED_ORDERS } from './plural';
import { politeAsTu } from './polite';
import { CUE, OPENING_CUE, RESTATEMENT } from './lexicon/corrections';
import { SETUP_VERBS } from './lexicon/sources';
import { SPARED_CHORE } from './lexicon/chores';
import { onlyEventCue, waitBeforeEvent } from './event-wait';
import { ANSWER_BACK, CHAT_NODES, COLUMN_LIST, DATA_PLACES, LINK_SENT, READ_BACK, STORE_ORDER } from './lexicon/clause-words';
import { guardBetween } from './guard-place';
import { dataBeforeAi, guardsFirst, isProducer, isSourceUrl, ownItemGuardsFirst, sourcesFirst } from './order';
import type { Intent, Parsed } from './types';
import { linkInWords } from './link-text';
import { ACTION_VERB, CONNECT, IMPLICIT_EVENT, NOTIFY_VERBS, SERVICES, STORE_VERBS, TRIGGERS, serviceWord as serviceWordOf } from './vocabulary';

export { isProducer, isSourceUrl } from './order';
import { splitClauses } from './clauses';

/** "en vez de Slack", "sin Telegram": a service named only to rule it out. */
const NEGATED = /\b(?:en vez de|en lugar de|ya no|sin|no por|no a|no en|no desde|no con|no via|no uses|nada de|no)\s+(?:(?:el|la|los|las|un|una|por|a|en)\s+)?$/;


/** A web API named without its address. */
/** "se consulte una API y se guarde…": an API read from, even beside other services. */
const API_READ = /\b(?:consulta|consulte|consulten|consultes|llama|llame|pega|pegale|revisa|revise|lee|lea)\s+(?:a\s+)?(?:una|la|mi|nuestra)\s+api\b/;
const API_WITHOUT_URL = /\bpor\s+(?:post|put|patch|delete)\b|\b(?:un|una)\s+(?:post|put|patch|delete)\s+(?:a|al|hacia)\b|\b(?:a|en|de|desde)\s+(?:la|una|mi|su|nuestra)\s+api\b|\b(?:al|del)\s+endpoint\b/;

/** What is sent when a message is meant: "un mensaje", "el reporte", "la lista" (not "flores"). */
const SENT_THING = /\b(?:mensajes?|avisos?|notificacion(?:es)?|recordatorios?|alertas?|lista|reporte|resumen|datos|info|informacion|confirmacion|cupon|promocion|promo|felicitacion)\b/;
/** Channels Enlaza has no node for: the owner must pick one it has. */
const OTHER_CHANNEL = /\b(?:instagram|insta|facebook|face|messenger|sms|tiktok|twitter|linkedin|teams|signal|line|viber)\b/;
/** "a mi sistema en https://…": the address is another system that receives the data. */
const SYSTEM_TARGET = /\b(?:a|al|hacia)\s+(?:(?:mi|la|el|su|nuestro|nuestra)\s+)?(?:sistema|api|pagina|endpoint|servidor|app|aplicacion|erp|crm|plataforma)\b/;
/** Orders to send something (to the owner or someone else). */
const SEND_ORDER = /\b(?:manda|envia|publica|comparte|pasa|reenvia)(?:me|le|les|lo|la|los|las|melo|mela|melos|melas|selo|sela|selos|selas|noslo|nosla)?\b/;

/** Verbs that send something somewhere ("manda a ana@x.mx el excel"). */
const SENDS = /\b(?:manda|envia|comparte|pasa|reenvia)(?:me|le|les|nos|selo|sela|selos|selas)?\b/;

/** An order to do something (not a wish or a greeting) that a clause may leave unplanned. */
const ORPHAN_ORDER = new RegExp(`^(?:y\\s+|e\\s+|que\\s+)?(?!(?:quiero|necesito|me gustaria|quisiera|ocupo)\\b)(?:${ACTION_VERB.source.slice(5, -3)})\\b`);

/** "…al móvil... bueno, al correo X": a clause that takes back what the one before it said. */
const CORRECTION_ONLY = new RegExp(`^(?:${CUE}|${RESTATEMENT})$`);
const CORRECTION_START = new RegExp(`^(?:${OPENING_CUE})\\s+`);

/**
 * Intents of every clause in order; a corrected clause ("me mandas un email al móvil... bueno,
 * al correo tienda@x.es") replaces the previous clause's steps of the same services.
 */
export function readClauses(clauses: string[], literals: Literal[], orphans: string[] = [], source = ''): Intent[] {
  const out: Intent[] = [];
  let prev: Intent[] = [];
  let correcting = false;
  let orphanAt = orphans.length;
  let declared = '';
  let leading = true;
  let described: { clause: string; origin: string } | null = null;
  for (const [at, c] of clauses.entries()) {
    // The pieces before the request that only greet or present the business plan nothing.
    // "Les escribe Laura, de la boutique Gmail Fashion.": what follows the presentation still presents.
    const goesOn = at > 0 && /^(?:de|del|en)\s/.test(c) && isIntro(`soy ${c}`);
    if (leading && at < clauses.length - 1 && (isIntro(c) || GREETING.test(stripMarkers(c)) || goesOn)) continue;
    leading = false;
    if (CORRECTION_ONLY.test(c)) { correcting = true; orphans.splice(orphanAt); continue; }
    if (DECLARATION.test(c)) declared = c;
    let intents = clauseIntents(c, literals);
    // "<url> es el webhook de nuestro Discord … publique ahí la lista": "ahí" is the service declared.
    if (declared && declared !== c && /\b(?:ahi|alli)\b/.test(c) && !intents.some((i) => i.kind === 'service' && serviceWordOf(i.node_id)?.category === 'notify')) {
      intents = clauseIntents(`${c} ${declared}`, literals);
    }
    // "manda whats de bienvenida y a los dos días otro preguntando…": "otro" with no service is one more of the message before.
    const before = [...out].reverse().find((i) => i.kind === 'service' && serviceWordOf(i.node_id)?.category === 'notify');
    // "…y si pasan 3 días mándale otro recordatorio": "otro" answers which channel, so no question either.
    // "…xq si no se van con otro", "en otro lado": "otro" after a preposition or an article is someone or somewhere else.
    // "…abrimos otra sucursal": a plain noun after "otra" is something else (`ANOTHER_MESSAGE_NEXT`).
    // "…y 15 días después de ese, uno con el cupón": after a wait, "uno/una" is one more message too (lexicon/another.ts).
    const otro = /(?<!\b(?:con|de|del|en|el|la|por|sin|para)\s)\botr[oa]\b(?!\s+(?:lado|lugar|dia|vez|rato|momento)\b)/.exec(c) ?? (parseDelay(c) ? ONE_MORE_AFTER_WAIT.exec(c) : null);
    const another = !!otro && ANOTHER_MESSAGE_NEXT.test(c.slice(otro.index + otro[0].length).trimStart()) && !intents.some((i) => i.kind === 'service');
    if (before && (another || (/^(?:tambien\s+)?(?:un|una|el|la|su)\s+(?:cupon|mensaje|aviso|recordatorio|codigo)\b/.test(c) && !intents.some((i) => i.kind === 'service' || i.kind === 'clarify')))) {
      intents = [...intents.filter((i) => i.kind !== 'clarify'), { ...before, clause: c } as Intent];
    } else if (before && /^(?:y\s+)?otr[oa]\s+(?:a|al|a la|para)\b/.test(c)) {
      // "mándame un correo a mí, otro a quejas@x.mx y un WhatsApp al 55…": "otro" opens the piece, another service follows.
      const part = c.split(/\s+(?:y|e)\s+/)[0];
      intents = [{ ...before, clause: part } as Intent, ...intents.map((i) => (i.kind === 'service' && i.clause === c ? { ...i, focus: i.focus ?? c.slice(part.length) } : i))];
    }
    // "El inventario está en la hoja X de <url>. Cada mañana léanla, …": the data described apart is what "léela" reads.
    // "…la tabla inventario tiene producto, existencia y minimo": the columns listed go on with the description.
    if (described && !intents.length && COLUMN_LIST.test(c) && !ACTION_VERB.test(c)) { described.clause += `, ${c}`; continue; }
    const reads = !intents.length && described ? READ_BACK.exec(stripMarkers(c)) : null;
    const readBack = reads && described ? clauseIntents(`${reads[1]} ${described.clause}`, literals).map((i) => ({ ...i, clause: `${c} ${described!.clause}` })) : [];
    if (readBack.length && described) {
      const was = described.origin;
      out.splice(0, out.length, ...out.filter((i) => i.clause !== was));
      intents = readBack;
      described = null;
    }
    if (intents.length && intents.every((i) => i.kind === 'service' && DATA_PLACES.has(i.node_id)) && !givesOrder(c)) described = { clause: c, origin: c };
    // "…y contesten en ese mismo canal que ya quedó": an answer with no service named goes back where the message came from (compose.ts).
    if (!intents.length && (ANSWER_BACK.test(stripMarkers(c)) || ANSWER_BACK.test(c))) intents = [{ kind: 'service', node_id: 'email', action_id: 'send_email', clause: c }];
    // "borra… digo, …": a clause taken back is no doubt.
    if (CORRECTION_START.test(c)) orphans.splice(orphanAt);
    orphanAt = orphans.length;
    // An order that produced no step: something the planner did not understand ("imprime la comanda").
    if (!intents.length && (ORPHAN_ORDER.test(stripMarkers(c)) || looksLikeOrder(stripMarkers(c), source.slice(0, Math.max(0, source.indexOf(c))))) && !isContext(c) && !/\bwebhook\b/.test(c)) orphans.push(c);
    // "…y el monto sea menor a cien pesos, no hagas nada; si es mayor…": the branch before does nothing.
    if (NOTHING_ONLY.test(c) && out.at(-1)?.kind === 'condition') {
      out[out.length - 1] = { ...(out.at(-1) as Intent & { kind: 'condition' }), ignore: true };
      continue;
    }
    if (correcting || CORRECTION_START.test(c)) {
      // "…un correo al móvil... no, un WhatsApp": the same kind of step (a channel for a channel) is replaced.
      const kindOf = (i: Intent) => (i.kind === 'service' ? serviceWordOf(i.node_id)?.category ?? i.node_id : i.kind);
      const nodes = new Set(intents.map(kindOf));
      // The real event was blanked out already; an event clause left before the correction was taken back.
      const abandoned = prev.length > 0 && /\b(?:cuando|cada vez que|cada que)\b/.test(prev[0].clause);
      const dropped = prev.filter((i) => abandoned || nodes.has(kindOf(i)));
      if (dropped.length) out.splice(0, out.length, ...out.filter((i) => !dropped.includes(i)));
    }
    correcting = false;
    if (intents.length) prev = intents;
    out.push(...intents);
  }
  // "si invitados es más de 300 no les mandes nada" with no other branch: the flow goes on when the opposite holds.
  return out.map((i, at) => {
    if (i.kind !== 'condition' || !i.ignore || out.slice(at + 1).some((j) => j.kind === 'condition')) return i;
    const opposite = OPPOSITE[i.operator];
    if (!opposite) return i;
    const { ignore: _ignore, ...kept } = i;
    return { ...kept, operator: opposite };
  });
}

/** Intents of one clause: conditions first, then waits, then services in the order they are named. */
export function clauseIntents(clause: string, literals: Literal[]): Intent[] {
  // "mi equipo usa Slack": the owner describing their setup asks for no step.
  // "…los clientes piden por Telegram quiero que cada mensaje se apunte en la hoja…": the request after it does.
  if (isContext(clause)) {
    const from = requestAfterSetup(clause);
    return from >= 0 ? clauseIntents(clause.slice(from), literals) : [];
  }
  const first: Intent[] = [];
  // "…, pa no andar revisando el correo": the chore the automation spares names no step (lexicon/chores.ts).
  const chore = SPARED_CHORE.exec(clause);
  let rest = chore ? blank(clause, [[chore.index, chore.index + chore[0].length]]) : clause;
  const cond = parseCondition(rest, literals);
  if (cond) {
    // "si el clima de https://… dice lluvia": the URL inside the condition is read first.
    const inside = [...rest.slice(cond.at[0], cond.at[1]).matchAll(/\{u\d+\}/g)];
    if (inside.length) first.push({ kind: 'http', clause: inside.map((u) => `de ${u[0]}`).join(' ') });
    first.push({ kind: 'condition', field: cond.field, operator: cond.operator, value: cond.value, clause, ...(cond.ignore ? { ignore: true } : {}) });
    rest = blank(rest, [cond.at]);
  }
  const delay = parseDelay(rest);
  if (delay) rest = blank(rest, [delay.at]);
  const found: { at: number; intent: Intent }[] = [];
  const urls = literalsIn(rest, literals, 'url');
  for (const s of SERVICES) {
    const m = s.node_id === 'google_sheets' ? sheetMention(rest, s.mention, literals) : s.mention.exec(rest);
    if (!m || NEGATED.test(rest.slice(Math.max(0, m.index - 24), m.index))) continue;
    // "consulte los precios en <url> y los guarde en la hoja…": the order said right before the sheet is a store.
    const stores = s.node_id === 'google_sheets' && STORE_ORDER.test(lastOrderBefore(rest, m.index));
    const action = (stores ? s.actions.at(-1) : undefined) ?? s.actions.find((a) => !a.verbs || a.verbs.test(rest)) ?? s.actions[s.actions.length - 1];
    found.push({ at: m.index, intent: { kind: 'service', node_id: s.node_id, action_id: action.action_id, clause } });
  }
  const repeated = repeatedChannels(rest, found);
  found.push(...repeated);
  if (urls.some((u) => /discord(?:app)?\.com\/api\/webhooks/.test(u)) && !found.some((f) => nodeOf(f) === 'discord')) {
    found.push({ at: rest.indexOf('{u'), intent: { kind: 'service', node_id: 'discord', action_id: 'send_message', clause } });
  }
  if (urls.some((u) => /docs\.google\.com\/spreadsheets/.test(u)) && !found.some((f) => nodeOf(f) === 'google_sheets')) {
    const sheets = SERVICES.find((s) => s.node_id === 'google_sheets')!;
    const action = sheets.actions.find((a) => !a.verbs || a.verbs.test(rest)) ?? sheets.actions[sheets.actions.length - 1];
    found.push({ at: rest.indexOf('{u'), intent: { kind: 'service', node_id: 'google_sheets', action_id: action.action_id, clause } });
  }
  const sql = literalsIn(rest, literals, 'quote').some((q) => /^\s*(?:select|insert|update|delete|with)\s/i.test(q));
  if (sql && !found.some((f) => nodeOf(f) === 'postgres')) {
    found.push({ at: rest.indexOf('{q'), intent: { kind: 'service', node_id: 'postgres', action_id: 'query', clause } });
  }
  // "manda a ana@x.mx el excel https://…": a sheet sent somewhere is read, then sent.
  const sheetAt = found.findIndex((f) => nodeOf(f) === 'google_sheets');
  if (sheetAt >= 0 && SENDS.test(stripMarkers(rest)) && !STORE_VERBS.test(stripMarkers(rest)) && found.some((f) => f.intent.kind === 'service' && serviceWordOf(f.intent.node_id)?.category === 'notify')) {
    const f = found[sheetAt];
    found[sheetAt] = { at: f.at, intent: { kind: 'service', node_id: 'google_sheets', action_id: 'read_rows', clause } };
  }
  let kept = found.filter((f) => !(nodeOf(f) === 'email' && found.some((g) => nodeOf(g) === 'gmail')))
    .filter((f) => !(nodeOf(f) === 'ai' && found.some((g) => nodeOf(g) === 'ai_agent')))
    // "respóndele con un 200" answers the webhook's caller, not an email.
    .filter((f) => !(nodeOf(f) === 'email' && found.some((g) => nodeOf(g) === 'webhook')));
  // An email address inside a clause about another channel is a detail of that step, not a new email.
  // "mándala a compras@x.mx y a bodega por Discord": a chat channel takes no address, so the address is a mail of its own.
  // ("…otro a ventas@x.mx y un WhatsApp…": "otro" already made that mail, readClauses.)
  const chatsOnly = !/^(?:y\s+)?otr[oa]\b/.test(rest) && kept.every((f) => nodeOf(f) === 'email' || nodeOf(f) === 'ai' || CHAT_NODES.has(nodeOf(f)!));
  if (!chatsOnly && kept.some((f) => nodeOf(f) !== 'email' && nodeOf(f) !== 'ai' && !isProducer(f.intent, literals)) && !/\b(?:correo|email|mail|smtp)\b/.test(rest)) {
    kept = kept.filter((f) => nodeOf(f) !== 'email');
  }
  focusChannels(rest, kept, repeated);
  const plainUrls = urls.filter((u) => !/discord(?:app)?\.com\/api\/webhooks|docs\.google\.com\/spreadsheets/.test(u));
  // A Drive, Slack or GitHub link belongs to that step; any other URL is a web request.
  const urlUsedByService = (plainUrls.every((u) => /drive\.google\.com|docs\.google\.com|slack\.com/.test(u)) && kept.some((f) => ['google_drive', 'slack'].includes(nodeOf(f)!)))
    // "crea un issue en https://github.com/acme/app": the link names the repository.
    || (plainUrls.every((u) => /github\.com\//.test(u)) && kept.some((f) => nodeOf(f) === 'github'))
    // "mándale whats con la liga de pago https://…", "…pidiéndole su reseña en https://…": a link a message carries (link-text.ts).
    || (kept.some((f) => CHAT_NODES.has(nodeOf(f)!) || nodeOf(f) === 'email' || nodeOf(f) === 'gmail') && [...rest.matchAll(/\{u\d+\}/g)].every((m) => LINK_SENT.test(rest.slice(0, m.index)) || linkInWords(rest.slice(0, m.index))));
  const httpAt = rest.indexOf('{u');
  const httpSource = plainUrls.length > 0 && isSourceUrl(rest, httpAt);
  if (plainUrls.length && !urlUsedByService) found.push({ at: httpAt, intent: { kind: 'http', clause } });
  // "mándalo por POST a la API de mi sistema", "consulta el pronóstico en la API de mi proveedor": a web request whose address is asked.
  const api = !urls.length ? (!found.length ? API_WITHOUT_URL.exec(stripMarkers(rest)) : null) ?? API_READ.exec(stripMarkers(rest)) : null;
  if (api) found.push({ at: api.index, intent: { kind: 'http', clause } });
  // Within one sentence, whatever produces data goes before whatever sends or stores it.
  const producer = (f: { intent: Intent }) => isProducer(f.intent, literals) || (f.intent.kind === 'http' && httpSource);
  // Sources (a URL read from, rows, events, a query) feed the AI, which feeds whatever sends or stores.
  const rank = (f: { intent: Intent }) => (!producer(f) ? 2 : f.intent.kind === 'service' && (f.intent.node_id === 'ai' || f.intent.node_id === 'ai_agent') ? 1 : 0);
  const ordered = [...kept, ...found.filter((f) => f.intent.kind === 'http')]
    .sort((a, b) => rank(a) - rank(b) || a.at - b.at);
  const intents = ordered.map((f) => f.intent);
  // "mándale whatsapp de bienvenida y 3 días después otro…": a wait goes where it is said, before what follows it.
  if (delay) {
    const after = ordered.findIndex((f) => f.at > delay.at[0]);
    // "mándale un recordatorio por whats 1 día después": said after the only order it delays, the wait goes before it.
    const later = after < 0 && LATER.test(clause.slice(delay.at[0], delay.at[1] + 16)) ? intents.findLastIndex((i) => i.kind === 'service' && !isProducer(i, literals)) : -1;
    intents.splice(later >= 0 ? later : after < 0 ? intents.length : after, 0, { kind: 'delay', seconds: delay.seconds, clause });
  }
  // "respalda los pedidos de https://…", "avísame": data with nowhere to go asks where.
  // "pasa la info a otro formato": data put in a new shape is sent on by the clause after it, not to a channel to ask for.
  const reshaped = ordered.some((f) => f.intent.kind === 'service' && f.intent.node_id === 'transform');
  if (!ordered.some((f) => !producer(f) && !(f.intent.kind === 'service' && f.intent.node_id === 'ai'))) {
    const plain = stripMarkers(rest);
    if (STORE_VERBS.test(plain)) intents.push({ kind: 'clarify', group: 'storage', clause });
    // "mándale los datos a mi sistema en https://…": the address is where they go, no channel to ask for.
    else if (!reshaped && NOTIFY_VERBS.test(plain) && !(plainUrls.length && SENDS.test(plain))) intents.push({ kind: 'clarify', group: 'notify', clause });
    // "publícalo en Instagram", "mándale un mensaje al cliente": something to send with no channel Enlaza has; ask which.
    else if (!reshaped && !ordered.some((f) => f.intent.kind === 'service' && serviceWordOf(f.intent.node_id)?.category === 'ai') && SEND_ORDER.test(plain)
      && (SENT_THING.test(plain) || OTHER_CHANNEL.test(plain)) && !(plainUrls.length && (!httpSource || SYSTEM_TARGET.test(plain)))) intents.push({ kind: 'clarify', group: 'notify', clause });
  }
  // "que la IA lo clasifique y me mande un WhatsApp solo si es urgente": a condition that names no field judges what the
  // AI said, so it goes after the AI and before what sends.
  const judged = first.findIndex((i) => i.kind === 'condition' && !i.field);
  const ai = intents.map((i) => i.kind === 'service' && (i.node_id === 'ai' || i.node_id === 'ai_agent')).lastIndexOf(true);
  if (judged >= 0 && ai >= 0) {
    const [cond] = first.splice(judged, 1);
    intents.splice(ai + 1, 0, cond);
  }
  // "…un correo de gracias y nomás cuando el total pase de 2300 avísame por Telegram": the condition limits what follows it.
  const between = cond && first.length === 1 && first[0].kind === 'condition' ? guardBetween(rest, cond.at, ordered, intents) : -1;
  if (between > 0) intents.splice(between, 0, first.pop()!);
  return [...first, ...intents];
}

/** The order verb said last before a place in the clause ("…y los guarde | en la hoja"), or "". */
const ANY_ORDER = new RegExp(`${ACTION_VERB.source}|\\b(?:${USTED_ORDERS.join('|')})\\b`, 'g');
function lastOrderBefore(clause: string, at: number): string {
  const orders = [...clause.slice(0, at).matchAll(ANY_ORDER)];
  return orders.at(-1)?.[0] ?? '';
}

/** "1 día después", "2 horas más tarde": a wait said after the order it delays. */
const LATER = /^\S*(?:\s+\S+){0,3}?\s*\b(?:despues|mas tarde)\b/;

/** What an event clause asks for without naming a service: somewhere to store, a channel to notify. */
function vagueAsks(clause: string): Intent[] {
  const plain = stripMarkers(clause);
  const out: Intent[] = [];
  if (/\b(?:se (?:registre|guarde|anote|respalde)n?|(?:en|a) (?:algun lado|algun lugar|la nube))\b/.test(plain) || STORE_VERBS.test(plain)) out.push({ kind: 'clarify', group: 'storage', clause });
  if (NOTIFY_VERBS.test(plain)) out.push({ kind: 'clarify', group: 'notify', clause });
  return out;
}

function nodeOf(f: { intent: Intent }): string | undefined {
  return f.intent.kind === 'service' ? f.intent.node_id : undefined;
}

const NOTHING_ONLY = /^(?:y\s+|pero\s+)?(?:entonces\s+)?(?:no (?:(?:le|les|me|lo|la|los)\s+)?(?:hagas|haga|hace|pase|mandes|mande|envies|envie|avises|avise) nada|ignoralo|ignorala|no pasa nada)$/;

/** Words that point the notice at the owner: "y a mí un aviso", "avísame", "mándame". */
const TO_OWNER = /^(?:y\s+)?a mi\b|\b(?:avisame|mandame|enviame|notificame|escribeme)\b/;

/** Parses a whole request into a trigger and ordered action intents. */
/** "cuando el webhook mande estatus 'listo', …": the event's words up to the first punctuation, where an order verb cut the clause short. */
function eventSentence(text: string, clause: string, orders: string[] = []): string {
  const at = clause.trim() ? text.indexOf(clause.trim()) : -1;
  if (at < 0) return clause;
  // A list in parentheses ("(llega al webhook con nombre, correo y total)") does not end the sentence.
  let end = text.slice(at).replace(/\([^()]*\)/g, (m) => ' '.repeat(m.length)).search(/[,.;:]/);
  // "…(paciente, fecha) mándale un correo … con asunto 'Nueva cita'": the order said after the event is no part of it.
  for (const order of orders) {
    const from = order.trim() ? text.indexOf(order.trim(), at + clause.trim().length) - at : -1;
    if (from > 0 && (end < 0 || from < end)) end = from;
  }
  return end < 0 ? clause : text.slice(at, at + end);
}

/** "cuando se agregue una fila … y la columna Existencia sea menor a 5": a comparison joined to the event by "y". */
function conditionInEvent(clause: string, literals: Literal[]): (Intent & { kind: 'condition' }) | null {
  const joined = /\by\s+(?:el|la|los|las|su|sus)\s/.exec(clause);
  const cond = joined ? parseCondition(clause.slice(joined.index), literals) : null;
  if (!cond || !cond.field || cond.value === null || cond.value === undefined) return null;
  const { at: _at, ...intent } = cond;
  return intent;
}

export function parseRequest(message: string): Parsed & { text: string } {
  const masked = mask(message);
  // "anótenlo…, avisen al Telegram…": plural orders read as the "tú" ones (plural.ts); "¿me podría guardar…?" as "guárdame…" (polite.ts).
  const text = politeAsTu(pluralAsTu(masked.text));
  const { literals } = masked;
  let { trigger, actionsText } = detectTrigger(text, literals);
  // "dos horas después de que lo llenen, mándale…": a wait between the event and the steps (event-wait.ts).
  // Only when that "después de que" opens the event the trigger was read from (or the only event said).
  const wait = trigger && trigger.node_id !== 'schedule' ? waitBeforeEvent(text) : null;
  const waited = wait && (text.startsWith(trigger!.clause.trim() || '\u0000', wait.cue) || onlyEventCue(text, wait.cue)) ? wait : null;
  if (waited) actionsText = blank(actionsText, [waited.at]);
  // "Me caen pedidos por webhook con nombre, kilos, whats y total": the fields a webhook sends name no step.
  const payload = !trigger || trigger.node_id === 'webhook' ? payloadListSpan(actionsText) : null;
  if (payload) actionsText = actionsText.slice(0, payload[0]) + ' '.repeat(payload[1] - payload[0]) + actionsText.slice(payload[1]);
  const orphans: string[] = [];
  // "Cada lunes a las 8 saquen…": with the schedule taken out, a bare plural order now opens its clause.
  const ordersText = pluralAsTu(actionsText);
  const clauses = splitClauses(ordersText);
  // "…, mándala al cliente, …" on a mail trigger: the answer goes back by mail (mail-back.ts).
  let intents = ownItemGuardsFirst(guardsFirst(sourcesFirst(withMailBack(trigger, readClauses(clauses, literals, orphans, ordersText), clauses, orphans), literals), literals), trigger);
  // "cuando alguien compre se registre en algún lado y me llegue una notificación": the event clause also asked for
  // storage and a notice, with no service named — ask which.
  if (trigger && !intents.length && trigger.clause) intents = vagueAsks(trigger.clause);
  // "…menor a 100 no hagas nada, pero si es mayor…": the second condition talks about the same field.
  let lastField = '';
  let lastValue: unknown = null;
  for (const i of intents) {
    if (i.kind !== 'condition') continue;
    if (!i.field) i.field = lastField;
    // "…menor a cien no hagas nada; si es mayor, …": the amount said before.
    if (i.value === null && /^(?:greater|less)_/.test(i.operator) && typeof lastValue === 'number') i.value = lastValue;
    lastField = i.field;
    lastValue = i.value;
  }
  intents = intents.filter((i) => !(i.kind === 'condition' && i.ignore));
  // "quiero saber cuando me paguen, mándame un correo": the channel said elsewhere answers the question.
  const categories = new Set(intents.flatMap((i) => (i.kind === 'service' && !isProducer(i, literals) ? [SERVICES.find((s) => s.node_id === i.node_id)?.category] : [])));
  // "mándale un correo de bienvenida y a mí un aviso": a notice for the owner after a message to someone else goes the same way.
  intents = intents.map((i, at) => {
    if (i.kind !== 'clarify' || i.group !== 'notify' || !TO_OWNER.test(stripMarkers(i.clause))) return i;
    const before = intents.slice(0, at).reverse().find((j) => j.kind === 'service' && SERVICES.find((s) => s.node_id === j.node_id)?.category === 'notify');
    return before && before.kind === 'service' && !TO_OWNER.test(stripMarkers(before.clause)) ? { ...before, clause: i.clause } : i;
  });
  intents = intents.filter((i) => !(i.kind === 'clarify' && categories.has(i.group)));
  intents = dataBeforeAi(intents, literals, trigger);
  if (waited && intents.length) intents.unshift({ kind: 'delay', seconds: waited.seconds, clause: text.slice(...waited.at) });
  // "un correo con asunto "CFDI"" with no sender: Gmail's own search finds the subject (see triggerParams), no filter step.
  const searched = trigger?.node_id === 'gmail' && !literalsIn(trigger.clause, literals, 'email').length && !!gmailSubject(trigger.clause, literals, message);
  // A setup sentence ("el mensaje trae lo que quieren") describes the data; it filters nothing.
  const filter = trigger?.clause && !searched && !trigger.setup ? eventFilter(trigger.clause, literals) ?? conditionInEvent(trigger.clause, literals) ?? eventFilter(eventSentence(text, trigger.clause, intents.flatMap((i) => (i.kind === 'service' ? [i.clause] : []))), literals) : null;
  // "…una venta mayor a 3000… o sea si el total es mayor a 3000": the amount said again names its field; one filter.
  const restated = filter && intents.some((i) => i.kind === 'condition' && i.operator === filter.operator && i.value === filter.value);
  if (filter && !restated) intents.unshift(filter);
  if (!trigger && CONNECT.test(text)) {
    const named = intents.flatMap((i) => (i.kind === 'service' ? [i.node_id] : []));
    trigger = connectTrigger(text, named);
    if (trigger) intents = intents.filter((i) => !(i.kind === 'service' && i.node_id === trigger!.node_id));
  }
  // "formulario con nombre y email → IA analiza… → correo a…": a flow drawn with arrows starts with its first box.
  const firstBox = !trigger ? /^(.*?)(?:→|->)/.exec(text)?.[1] : undefined;
  const boxTrigger = firstBox ? TRIGGERS.find((t) => t.node_id !== 'manual' && t.match.test(stripMarkers(firstBox))) : undefined;
  if (boxTrigger) {
    trigger = { node_id: boxTrigger.node_id, action_id: boxTrigger.action_id, clause: firstBox! };
    // The first box is the event: what it names ("correos nuevos de Gmail") is no step.
    intents = intents.filter((i) => i.kind === 'condition' || !firstBox!.includes(i.clause));
  }
  if (!trigger && intents.length && (IMPLICIT_EVENT.test(text) || /\bwebhook\b/.test(text))) {
    trigger = { node_id: 'webhook', action_id: 'webhook_received', clause: IMPLICIT_EVENT.exec(text)?.[0] ?? '' };
  }
  // "La página la tenemos en GitHub, repo x/y. Cada que alguien abra un issue…": a piece with no order that names the
  // trigger's own service says where the event happens; it is no step.
  // "…recibe un chorro de correos pidiendo precio. Cuando llegue un correo…": mail is one service, Gmail or not.
  // ("…tmb al correo conta@x.mx" names where to send: an address keeps the step.)
  const mail = (i: Intent) => (i.kind === 'service' && i.node_id === 'email' && !literalsIn(i.clause, literals, 'email').length && SETUP_VERBS.test(stripMarkers(i.clause)) ? 'gmail' : i.kind === 'service' ? i.node_id : '');
  if (trigger) intents = intents.filter((i) => !(i.kind === 'service' && mail(i) === trigger!.node_id && !givesOrder(i.clause)));
  return { trigger, intents, literals, text, original: message, orphans: orphans.filter((c) => !asksNoStep(c, text) && !sentBySaidChannel(c, intents)).map((c) => unmask(c, literals)) };
}

/** Verbs that make a piece an order: any imperative or "que" subjunctive, storing, telling, or a step's own verb. */
const STEP_VERB = /\b(?:respond|contest|crea|cree|creame|abre|abra|levanta|levante|genera|genere|registra|registre|publica|publique|escribe|escriba|agenda|agende|sube|suba|guarda|guarde|manda|mande|envia|envie)[a-z]*\b/;
function givesOrder(clause: string): boolean {
  const plain = stripMarkers(clause);
  return ACTION_VERB.test(plain) || STORE_VERBS.test(plain) || NOTIFY_VERBS.test(plain) || STEP_VERB.test(plain);
}
