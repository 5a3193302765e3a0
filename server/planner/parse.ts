/**
 * Reads a masked, normalised request: finds the trigger (an event clause or a schedule),
 * cuts the rest into clauses in the user's order, and turns each clause into intents.
 */
import { literalsIn, mask, stripMarkers, type Literal } from './extract';
import { blank, parseSchedule, toNumber } from './time';
import type { Intent, Parsed, TriggerIntent } from './types';
import {
  ACTION_VERB, CONNECT, IMPLICIT_EVENT, NOTIFY_VERBS, OPERATOR_WORDS, PRODUCERS, SERVICES, SOURCE_ORDER, STORE_VERBS, TRIGGER_CUE, TRIGGERS,
} from './vocabulary';

/** Words before a verb that make it a description of the event, not an order ("cuando alguien envía…"). */
const NOT_IMPERATIVE = new Set(['se', 'alguien', 'me', 'te', 'nos', 'le', 'les', 'cliente', 'clientes', 'usuario', 'usuarios', 'persona', 'nadie', 'quien', 'el', 'ella', 'ellos', 'ellas', 'lead', 'proveedor']);

/** "en vez de Slack", "sin Telegram": a service named only to rule it out. */
const NEGATED = /\b(?:en vez de|en lugar de|ya no|sin|no por|no a|no en|no uses)\s+(?:(?:el|la|los|las|un|una|por|a|en)\s+)?$/;

/** "(que) me avises", "(que) lo guardes": always addressed to the assistant, so always an order. */
const SUBJUNCTIVE_YOU = /(?:avises|mandes|envies|guardes|notifiques|agregues|registres|crees|subas|alertes|resumas|traduzcas|clasifiques|analices|redactes)$/;

const NUM_WORD = '\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte|treinta|cuarenta|sesenta|noventa|media';
const DELAY_RE = new RegExp(`\\b(?:espera|esperate|esperar|esperes|aguarda|despues de|tras|pasad[oa]s?|al cabo de|dentro de)\\s+(?:unos?\\s+|unas\\s+)?(${NUM_WORD})\\s*(segundos?|minutos?|horas?|dias?)\\b`);
const UNIT_SECONDS: Record<string, number> = { segundo: 1, minuto: 60, hora: 3600, dia: 86400 };

/** The first action verb in `text` that is really an order (so it ends a trigger clause). */
function firstOrder(text: string): number {
  const re = new RegExp(ACTION_VERB.source, 'g');
  for (const m of text.matchAll(re)) {
    const before = text.slice(0, m.index).trim().split(/\s+/).pop() ?? '';
    if (!NOT_IMPERATIVE.has(before) || SUBJUNCTIVE_YOU.test(m[0])) return m.index;
  }
  return -1;
}

/** The event clause ("cuando llegue un correo…") and the trigger it names; the webhook is the fallback. */
function eventTrigger(text: string): { trigger: TriggerIntent; at: [number, number]; specific: boolean } | null {
  const cue = TRIGGER_CUE.exec(text);
  if (!cue) return null;
  const from = cue.index + cue[0].length;
  const rest = text.slice(from);
  const stops = [rest.search(/[,;→]|\.(?!\d)|:(?!\d)|->|\bentonces\b|\bluego\b/), firstOrder(rest)].filter((i) => i >= 0);
  const end = from + (stops.length ? Math.min(...stops) : rest.length);
  const clause = text.slice(cue.index, end);
  const plain = stripMarkers(clause);
  const found = TRIGGERS.find((t) => t.match.test(plain));
  const trigger = found ?? { node_id: 'webhook', action_id: 'webhook_received' };
  return { trigger: { node_id: trigger.node_id, action_id: trigger.action_id, clause }, at: [cue.index, end], specific: !!found };
}

const SPLIT = new RegExp(
  `\\s*(?:[,;\\n→]|\\.(?!\\d)|:(?!\\d)|->|\\by luego\\b|\\bluego\\b|\\by despues(?! de)\\b|\\bdespues(?! de)\\b|\\by entonces\\b|\\bentonces\\b|\\bademas\\b|\\btambien\\b|\\bfinalmente\\b|\\bpor ultimo\\b|\\by (?=(?:${ACTION_VERB.source.slice(5, -3)}|que|si)\\b))\\s*`,
);

export function splitClauses(text: string): string[] {
  return text.split(SPLIT).map((c) => c.replace(/\s+/g, ' ').trim()).filter((c) => c && !/^(?:y|e|o|que|me|para)$/.test(c));
}

function parseDelay(clause: string): { seconds: number; at: [number, number] } | null {
  const m = DELAY_RE.exec(clause);
  if (!m) return null;
  const unit = m[2].replace(/s$/, '');
  const n = m[1] === 'media' ? 0.5 : m[1] === 'un' || m[1] === 'una' ? 1 : toNumber(m[1]);
  if (!Number.isFinite(n)) return null;
  return { seconds: Math.round(n * UNIT_SECONDS[unit]), at: [m.index, m.index + m[0].length] };
}

function parseCondition(clause: string, literals: Literal[]): (Intent & { kind: 'condition' }) & { at: [number, number] } | null {
  const m = /\b(?:solo si|solamente si|unicamente si|si)\s+(?:el|la|los|las|su|sus)?\s*([a-z_]+)((?:\s+(?:de|del|de la)\s+[a-z_]+)?)\s+(.+)$/.exec(clause);
  if (!m) return null;
  const tail = m[3];
  for (const [re, operator] of OPERATOR_WORDS) {
    const op = re.exec(tail);
    if (!op) continue;
    const opEnd = m.index + (m[0].length - tail.length) + op.index + op[0].length;
    const afterRaw = clause.slice(opEnd);
    const after = afterRaw.trimStart();
    const quoted = /^\{q\d+\}/.test(after) ? literalsIn(after.split(' ')[0], literals, 'quote')[0] : undefined;
    const num = /^\$?\s*(-?\d+(?:\.\d+)?)/.exec(after);
    const word = /^([a-z0-9_]+)/.exec(after)?.[1];
    const value = quoted ?? (num ? Number(num[1]) : operator === 'is_empty' ? null : word ?? null);
    const consumed = quoted ? after.indexOf('}') + 1 : num ? num[0].length : word ? word.length : 0;
    const end = opEnd + (afterRaw.length - after.length) + consumed;
    return { kind: 'condition', field: m[1], operator, value, clause, at: [m.index, end] };
  }
  return null;
}

/** Intents of one clause: conditions first, then waits, then services in the order they are named. */
export function clauseIntents(clause: string, literals: Literal[]): Intent[] {
  const first: Intent[] = [];
  let rest = clause;
  const cond = parseCondition(rest, literals);
  if (cond) {
    first.push({ kind: 'condition', field: cond.field, operator: cond.operator, value: cond.value, clause });
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
  if (kept.some((f) => nodeOf(f) !== 'email' && nodeOf(f) !== 'ai') && !/\b(?:correo|email|mail)\b/.test(rest)) {
    kept = kept.filter((f) => nodeOf(f) !== 'email');
  }
  const plainUrls = urls.filter((u) => !/discord(?:app)?\.com\/api\/webhooks|docs\.google\.com\/spreadsheets/.test(u));
  const urlUsedByService = kept.some((f) => ['discord', 'google_sheets', 'google_drive', 'slack'].includes(nodeOf(f)!));
  if (plainUrls.length && !urlUsedByService) found.push({ at: rest.indexOf('{u'), intent: { kind: 'http', clause } });
  // Within one sentence, whatever produces data goes before whatever sends or stores it.
  const rank = (f: { intent: Intent }) => (f.intent.kind === 'service' && PRODUCERS.has(`${f.intent.node_id}.${f.intent.action_id}`) ? 0 : 1);
  const ordered = [...kept, ...found.filter((f) => f.intent.kind === 'http')]
    .sort((a, b) => rank(a) - rank(b) || a.at - b.at).map((f) => f.intent);
  if (!ordered.some((i) => i.kind === 'service' && i.node_id !== 'ai' || i.kind === 'http')) {
    const plain = stripMarkers(rest);
    if (STORE_VERBS.test(plain)) ordered.push({ kind: 'clarify', group: 'storage', clause });
    else if (NOTIFY_VERBS.test(plain)) ordered.push({ kind: 'clarify', group: 'notify', clause });
  }
  return [...first, ...ordered];
}

function nodeOf(f: { intent: Intent }): string | undefined {
  return f.intent.kind === 'service' ? f.intent.node_id : undefined;
}

/** Parses a whole request into a trigger and ordered action intents. */
export function parseRequest(message: string): Parsed & { text: string } {
  const { text, literals } = mask(message);
  let actionsText = text;
  let trigger: TriggerIntent | null = null;
  const event = eventTrigger(text);
  const schedule = parseSchedule(event ? blank(text, [event.at]) : text) ?? (event && !event.specific ? parseSchedule(text) : null);
  if (event && (event.specific || !schedule)) {
    trigger = event.trigger;
    actionsText = blank(text, [event.at]);
    if (schedule) actionsText = blank(actionsText, schedule.used);
  } else if (schedule) {
    trigger = { node_id: 'schedule', action_id: 'cron', clause: '', cron: schedule.cron };
    actionsText = blank(event ? blank(text, [event.at]) : text, schedule.used);
  }
  let intents = splitClauses(actionsText).flatMap((c) => clauseIntents(c, literals));
  if (!trigger && CONNECT.test(text)) {
    // "conecta Slack con Google Drive": the service that can start a flow becomes the trigger.
    const named = intents.filter((i): i is Intent & { kind: 'service' } => i.kind === 'service');
    const source = SOURCE_ORDER.find((id) => named.some((i) => i.node_id === id));
    const word = source ? TRIGGERS.find((t) => t.node_id === source) : undefined;
    if (word && named.length >= 2) {
      trigger = { node_id: word.node_id, action_id: word.action_id, clause: '' };
      intents = intents.filter((i) => !(i.kind === 'service' && i.node_id === source));
    }
  }
  if (!trigger && intents.length && IMPLICIT_EVENT.test(text)) {
    trigger = { node_id: 'webhook', action_id: 'webhook_received', clause: IMPLICIT_EVENT.exec(text)![0] };
  }
  return { trigger, intents, literals, text };
}
