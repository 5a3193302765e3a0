/**
 * Reads a masked, normalised request: finds the trigger (an event clause or a schedule),
 * cuts the rest into clauses in the user's order, and turns each clause into intents.
 */
import { eventFilter, parseCondition, parseDelay } from './conditions';
import { advanceNotice, connectTrigger, eventTrigger, impliedEvent } from './events';
import { literalsIn, mask, stripMarkers, type Literal } from './extract';
import { blank, parseSchedule } from './time';
import type { Intent, Parsed, TriggerIntent } from './types';
import { ACTION_VERB, CONNECT, IMPLICIT_EVENT, NOTIFY_VERBS, PRODUCERS, SERVICES, STORE_VERBS } from './vocabulary';

/** "en vez de Slack", "sin Telegram": a service named only to rule it out. */
const NEGATED = /\b(?:en vez de|en lugar de|ya no|sin|no por|no a|no en|no uses)\s+(?:(?:el|la|los|las|un|una|por|a|en)\s+)?$/;

const SPLIT = new RegExp(
  `\\s*(?:[,;\\n→]|\\.(?!\\d)|:(?!\\d)|->|\\by luego\\b|\\bluego\\b|\\by despues(?! de)\\b|\\bdespues(?! de)\\b|\\by entonces\\b|\\bentonces\\b|\\bademas\\b|\\btambien\\b|\\bfinalmente\\b|\\bpor ultimo\\b|\\by (?=(?:${ACTION_VERB.source.slice(5, -3)}|que|si|mejor)\\b))\\s*`,
);

/** A piece that only adds a detail to the previous one: "…con Telegram, chat 6060606", "…, asunto "Hola"". */
const DETAIL_ONLY = /^(?:(?:al|el|en el|del|a|con)\s+)?(?:chat|grupo|canal|numero|telefono|cel|celular|id|asunto|titulo|mensaje|texto)\b|^\{[ecuq]\d+\}$|^\+?\d[\d -]{4,}$/;

export function splitClauses(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(SPLIT)) {
    const c = raw.replace(/\s+/g, ' ').trim();
    if (!c || /^(?:y|e|o|que|me|para)$/.test(c)) continue;
    if (out.length && DETAIL_ONLY.test(c)) out[out.length - 1] += ` ${c}`;
    else out.push(c);
  }
  return out;
}

/** Intents of one clause: conditions first, then waits, then services in the order they are named. */
export function clauseIntents(clause: string, literals: Literal[]): Intent[] {
  const first: Intent[] = [];
  let rest = clause;
  const cond = parseCondition(rest, literals);
  if (cond) {
    first.push({ kind: 'condition', field: cond.field, operator: cond.operator, value: cond.value, clause, ...(cond.ignore ? { ignore: true } : {}) });
    rest = blank(rest, [cond.at]);
  }
  const delay = parseDelay(rest);
  if (delay) {
    first.push({ kind: 'delay', seconds: delay.seconds, clause });
    rest = blank(rest, [delay.at]);
  }
  const found: { at: number; intent: Intent }[] = [];
  const urls = literalsIn(rest, literals, 'url');
  for (const s of SERVICES) {
    const m = s.mention.exec(rest);
    if (!m || NEGATED.test(rest.slice(Math.max(0, m.index - 24), m.index))) continue;
    const action = s.actions.find((a) => !a.verbs || a.verbs.test(rest)) ?? s.actions[s.actions.length - 1];
    found.push({ at: m.index, intent: { kind: 'service', node_id: s.node_id, action_id: action.action_id, clause } });
  }
  if (urls.some((u) => /discord(?:app)?\.com\/api\/webhooks/.test(u)) && !found.some((f) => nodeOf(f) === 'discord')) {
    found.push({ at: rest.indexOf('{u'), intent: { kind: 'service', node_id: 'discord', action_id: 'send_message', clause } });
  }
  if (urls.some((u) => /docs\.google\.com\/spreadsheets/.test(u)) && !found.some((f) => nodeOf(f) === 'google_sheets')) {
    found.push({ at: rest.indexOf('{u'), intent: { kind: 'service', node_id: 'google_sheets', action_id: 'append_row', clause } });
  }
  let kept = found.filter((f) => !(nodeOf(f) === 'email' && found.some((g) => nodeOf(g) === 'gmail')))
    .filter((f) => !(nodeOf(f) === 'ai' && found.some((g) => nodeOf(g) === 'ai_agent')));
  // An email address inside a clause about another channel is a detail of that step, not a new email.
  if (kept.some((f) => nodeOf(f) !== 'email' && nodeOf(f) !== 'ai' && !isProducer(f.intent, literals)) && !/\b(?:correo|email|mail)\b/.test(rest)) {
    kept = kept.filter((f) => nodeOf(f) !== 'email');
  }
  const plainUrls = urls.filter((u) => !/discord(?:app)?\.com\/api\/webhooks|docs\.google\.com\/spreadsheets/.test(u));
  // A Drive or Slack link belongs to that step; any other URL is a web request.
  const urlUsedByService = plainUrls.every((u) => /drive\.google\.com|docs\.google\.com|slack\.com/.test(u)) && kept.some((f) => ['google_drive', 'slack'].includes(nodeOf(f)!));
  const httpAt = rest.indexOf('{u');
  const httpSource = plainUrls.length > 0 && isSourceUrl(rest, httpAt);
  if (plainUrls.length && !urlUsedByService) found.push({ at: httpAt, intent: { kind: 'http', clause } });
  // Within one sentence, whatever produces data goes before whatever sends or stores it.
  const producer = (f: { intent: Intent }) => isProducer(f.intent, literals) || (f.intent.kind === 'http' && httpSource);
  // Sources (a URL read from, rows, events, a query) feed the AI, which feeds whatever sends or stores.
  const rank = (f: { intent: Intent }) => (!producer(f) ? 2 : f.intent.kind === 'service' && (f.intent.node_id === 'ai' || f.intent.node_id === 'ai_agent') ? 1 : 0);
  const ordered = [...kept, ...found.filter((f) => f.intent.kind === 'http')]
    .sort((a, b) => rank(a) - rank(b) || a.at - b.at);
  const intents = ordered.map((f) => f.intent);
  // "respalda los pedidos de https://…", "avísame": data with nowhere to go asks where.
  if (!ordered.some((f) => !producer(f) && !(f.intent.kind === 'service' && f.intent.node_id === 'ai'))) {
    const plain = stripMarkers(rest);
    if (STORE_VERBS.test(plain)) intents.push({ kind: 'clarify', group: 'storage', clause });
    else if (NOTIFY_VERBS.test(plain)) intents.push({ kind: 'clarify', group: 'notify', clause });
  }
  return [...first, ...intents];
}

/** A URL data is read from ("de https://…", "consulta https://…") rather than sent to ("a https://…", "haz un POST a…"). */
export function isSourceUrl(clause: string, at: number): boolean {
  if (at < 0) return false;
  const before = clause.slice(0, at);
  if (/\b(?:post|put|patch|delete)\b/.test(clause)) return false;
  return !/\b(?:a|al|hacia|para)\s+(?:(?:la|mi|el)\s+(?:url|api|direccion|endpoint|pagina)\s+)?$/.test(before);
}

function nodeOf(f: { intent: Intent }): string | undefined {
  return f.intent.kind === 'service' ? f.intent.node_id : undefined;
}

/** A step whose output a later step in the same request uses; SQL that writes is a destination, not a source. */
export function isProducer(i: Intent, literals: Literal[]): boolean {
  if (i.kind !== 'service' || !PRODUCERS.has(`${i.node_id}.${i.action_id}`)) return false;
  if (i.node_id !== 'postgres') return true;
  const sql = literalsIn(i.clause, literals, 'quote').join(' ');
  if (/^\s*(?:insert|update|delete)\b/i.test(sql)) return false;
  return /^\s*(?:select|with)\b/i.test(sql) || !STORE_VERBS.test(stripMarkers(i.clause));
}
/** "…mándame por Slack cuántas citas hubo, sácalo de Postgres": the source said last still goes first. */
const TAKE_FROM = /\b(?:sacalo|sacala|sacalos|sacalas|tomalo|tomala|tomalos|obtenlo|obtenla|obtenlos|leelo|leela)\s+de\b|^(?:de|desde)\b/;

function sourcesFirst(intents: Intent[], literals: Literal[]): Intent[] {
  const out = intents.slice();
  for (let i = 1; i < out.length; i++) {
    const it = out[i];
    if (!isProducer(it, literals) || !TAKE_FROM.test(it.clause)) continue;
    const prevClause = out[i - 1].clause;
    if (prevClause === it.clause) continue;
    const start = out.findIndex((x) => x.clause === prevClause);
    out.splice(i, 1);
    out.splice(start, 0, it);
  }
  return out;
}

/**
 * "mándame un correo…, o sea si el total es mayor a 3000": a condition said after the actions, in
 * a clause of its own, guards them: it goes before the first step that is not a data source.
 */
function guardsFirst(intents: Intent[], literals: Literal[]): Intent[] {
  const out = intents.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const it = out[i];
    if (it.kind !== 'condition' || out.some((x) => x !== it && x.clause === it.clause)) continue;
    if (out.slice(i + 1).some((x) => x.kind !== 'condition')) continue;
    const at = out.findIndex((x) => x.kind !== 'condition' && !(x.kind === 'http' ? isSourceUrl(x.clause, x.clause.indexOf('{u')) : isProducer(x, literals)));
    if (at < 0 || at > i) continue;
    out.splice(i, 1);
    out.splice(at, 0, it);
  }
  return out;
}

/** Parses a whole request into a trigger and ordered action intents. */
export function parseRequest(message: string): Parsed & { text: string } {
  const { text, literals } = mask(message);
  let actionsText = text;
  let trigger: TriggerIntent | null = null;
  const event = advanceNotice(text) ?? eventTrigger(text);
  const schedule = parseSchedule(event ? blank(text, [event.at]) : text) ?? (event && !event.specific ? parseSchedule(text) : null);
  if (event && (event.specific || !schedule)) {
    trigger = event.trigger;
    actionsText = blank(text, [event.at]);
    if (schedule) actionsText = blank(actionsText, schedule.used);
  } else if (schedule) {
    trigger = { node_id: 'schedule', action_id: 'cron', clause: '', cron: schedule.cron };
    actionsText = blank(event ? blank(text, [event.at]) : text, schedule.used);
  } else {
    const implied = impliedEvent(text);
    if (implied) {
      trigger = implied.trigger;
      actionsText = blank(text, [implied.at]);
    }
  }
  let intents = guardsFirst(sourcesFirst(splitClauses(actionsText).flatMap((c) => clauseIntents(c, literals)), literals), literals);
  // "…menor a 100 no hagas nada, pero si es mayor…": the second condition talks about the same field.
  let lastField = '';
  for (const i of intents) {
    if (i.kind !== 'condition') continue;
    if (!i.field) i.field = lastField || 'valor';
    lastField = i.field;
  }
  intents = intents.filter((i) => !(i.kind === 'condition' && i.ignore));
  const filter = trigger?.clause ? eventFilter(trigger.clause, literals) : null;
  if (filter) intents.unshift(filter);
  if (!trigger && CONNECT.test(text)) {
    const named = intents.flatMap((i) => (i.kind === 'service' ? [i.node_id] : []));
    trigger = connectTrigger(text, named);
    if (trigger) intents = intents.filter((i) => !(i.kind === 'service' && i.node_id === trigger!.node_id));
  }
  if (!trigger && intents.length && (IMPLICIT_EVENT.test(text) || /\bwebhook\b/.test(text))) {
    trigger = { node_id: 'webhook', action_id: 'webhook_received', clause: IMPLICIT_EVENT.exec(text)?.[0] ?? '' };
  }
  return { trigger, intents, literals, text, original: message };
}
