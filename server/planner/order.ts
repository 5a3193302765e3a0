/**
 * The order steps run in, as data flows: sources (a URL read from, rows, events, a query) before
 * what uses them, a condition said last before what it guards, and an AI step named before its
 * data after that data.
 */
import { literalsIn, stripMarkers, type Literal } from './extract';
import type { Intent, TriggerIntent } from './types';
import { ACTION_VERB, PRODUCERS, STORE_VERBS } from './vocabulary';
import { sqlVerb } from './lexicon/sql-verbs';
import { opensWithOrder } from './plural';
import { saidBeforeItsSteps } from './guard-place';

/** A URL data is read from ("de https://…", "consulta https://…") rather than sent to ("a https://…", "haz un POST a…"). */
export function isSourceUrl(clause: string, at: number): boolean {
  if (at < 0) return false;
  const before = clause.slice(0, at);
  if (/\b(?:post|put|patch|delete)\b/.test(clause)) return false;
  return !/\b(?:a|al|hacia|para)\s+(?:(?:la|mi|el)\s+(?:url|api|direccion|endpoint|pagina)\s+)?$/.test(before);
}


/** A step whose output a later step in the same request uses; SQL that writes is a destination, not a source. */
export function isProducer(i: Intent, literals: Literal[]): boolean {
  if (i.kind !== 'service' || !PRODUCERS.has(`${i.node_id}.${i.action_id}`)) return false;
  if (i.node_id !== 'postgres') return true;
  const sql = literalsIn(i.clause, literals, 'quote').join(' ');
  if (/^\s*(?:insert|update|delete)\b/i.test(sql)) return false;
  // "un respaldo de mi base de datos": the database is what is backed up, the source.
  const backedUp = /\b(?:respaldo|respalda|respaldar|backup|copia)\s+(?:diari[oa]\s+|semanal\s+)?(?:de\s+)?(?:(?:mi|la|tu|toda la)\s+)?(?:base de datos|postgres|sql)\b/.test(stripMarkers(i.clause));
  if (/^\s*(?:select|with)\b/i.test(sql) || backedUp) return true;
  const verb = sqlVerb(stripMarkers(i.clause));
  return verb ? verb === 'read' : !STORE_VERBS.test(stripMarkers(i.clause));
}
/** "…mándame por Slack cuántas citas hubo, sácalo de Postgres": the source said last still goes first. */
// "…, está en la hoja Inventario": where the data lives, said after the order that sends it.
const TAKE_FROM = /\b(?:sacalo|sacala|sacalos|sacalas|tomalo|tomala|tomalos|obtenlo|obtenla|obtenlos|leelo|leela)\s+de\b|^(?:de|desde)\b|^(?:y\s+)?(?:esta|estan|vive|viven|(?:lo|la|los|las)\s+(?:tengo|tenemos))\s+en\b/;

export function sourcesFirst(intents: Intent[], literals: Literal[]): Intent[] {
  const out = intents.slice();
  for (let i = 1; i < out.length; i++) {
    const it = out[i];
    // "…mándeme por Telegram, al chat 3737, los eventos de la semana de mi calendario": a source said with no verb of its own is what the order before it sends.
    if (!isProducer(it, literals) || !(TAKE_FROM.test(it.clause) || !(ACTION_VERB.test(stripMarkers(it.clause)) || opensWithOrder(stripMarkers(it.clause))))) continue;
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
export function guardsFirst(intents: Intent[], literals: Literal[]): Intent[] {
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

/**
 * "quiero un agente de IA que… revise https://… y me mande…": on a schedule (no data of its own),
 * an AI step named before the data it works on runs after it: the source moves before the AI.
 */
export function dataBeforeAi(intents: Intent[], literals: Literal[], trigger: TriggerIntent | null): Intent[] {
  if (trigger && !['schedule', 'manual'].includes(trigger.node_id)) return intents;
  const isAi = (i: Intent) => i.kind === 'service' && (i.node_id === 'ai' || i.node_id === 'ai_agent');
  const isSource = (i: Intent) => (i.kind === 'http' ? isSourceUrl(i.clause, i.clause.indexOf('{u')) : isProducer(i, literals) && !isAi(i));
  const ai = intents.findIndex((i) => i.kind !== 'condition' && i.kind !== 'delay');
  if (ai < 0 || !isAi(intents[ai])) return intents;
  const source = intents.findIndex((i, k) => k > ai && isSource(i));
  if (source < 0) return intents;
  const out = intents.slice();
  const [moved] = out.splice(source, 1);
  out.splice(ai, 0, moved);
  return out;
}

/** The trigger's own item, as owners name it: "el correo" of a Gmail trigger, "el mensaje" of a chat one. */
const OWN_ITEM: Record<string, RegExp> = { gmail: /^(?:correo|mail|email)$/, telegram: /^(?:mensaje)$/, slack: /^(?:mensaje)$/ };

/**
 * "…, pero solo si el correo trae la palabra CFDI" said after the orders, with a Gmail trigger: a condition on the
 * arriving item itself guards the whole flow, so it goes first and compares what the item says (`mensaje`).
 */
export function ownItemGuardsFirst(intents: Intent[], trigger: TriggerIntent | null): Intent[] {
  const own = trigger ? OWN_ITEM[trigger.node_id] : undefined;
  if (!own) return intents;
  const at = intents.findIndex((i) => i.kind === 'condition' && own.test(i.field));
  if (at < 0 || intents.slice(0, at).some((i) => i.kind === 'condition') || saidBeforeItsSteps(intents, at)) return intents;
  const guard = intents[at] as Intent & { kind: 'condition' };
  return [{ ...guard, field: 'mensaje' }, ...intents.slice(0, at), ...intents.slice(at + 1)];
}
