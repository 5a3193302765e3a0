/**
 * A follow-up that tells the plan's own message what to say, by ordering it again: "nomás contéstale
 * que ya recibimos su solicitud", "dile que mañana le confirmamos", "mándale que su pedido ya salió".
 * When the plan already sends a message to the one the order speaks to (the person of the data for
 * "le"/"al cliente", the owner for "me"/"a mí"), the words said are that message's text — no second
 * message is added. A new channel, "otro"/"también" or a message to someone the plan does not write
 * to is left to the other readers (a new step).
 */
import { nodeName } from './catalog';
import type { Ctx, Edit } from './edit-details';
import { namedSteps } from './edit-refs';
import { mentions } from './edit-swap';
import { literalsIn } from './extract';
import { answerText, dictatedText, written } from './said-text';
import type { PlanStep } from './types';
import { messageKeys } from './message-steps';
import { fieldRef, formFieldNames, latestOutput } from './refs';
import { keptWebhookFields } from './webhook-fields';
import { stepParams as params } from '../../contracts/plan';

const keysOf = (s: PlanStep) => messageKeys(s)!;

/** An order to tell someone something: "contéstale", "respóndele", "dile", "mándale", "escríbele", "avísale" (and "me"). */
const TELL = /\b(?:contesta|responde|di|dile|diles|manda|envia|escribe|avisa)(le|les|me|nos)\b|\bque\s+(le|les|me|nos)\s+(?:conteste|responda|diga|mande|envie|escriba|avise)\b/;
/** Adding, not rewording: "otro correo", "también", "además", "un WhatsApp". */
const ADDS = /\b(?:otro|otra|tambien|ademas|agrega|agregale|ponle|anade)\b|\b(?:un|una|nuevo|nueva)\s+(?:correo|email|mail|mensaje|whatsapp|telegram|aviso|notificacion)\b/;

/** "que el correo diga gracias por escribirnos", "el whats que diga: ya está tu pedido": the step named and its words. */
const STEP_SAYS = /^(?:(?:y|pero|oye|mejor|porfa)\s+)*(?:que\s+)?(?:el|la|lo del?)\s+([a-z]+)\s+(?:que\s+)?(?:diga|dijera|ponga)\s*:?\s+(?!\{q)(.{3,})$/;
/** "dile que en 24 horas le llamamos": all that follows "que" after a verb of telling. */
const TOLD_THAT = /\b(?:contesta|responde|di|dile|diles|manda|envia|escribe|avisa)(?:le|les|me|nos)?\b(?:\s+(?:al|a la|a los|a las)\s+[a-z]+)?\s+que\s+(?!\{q)(.{3,})$/;

const upper = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
/** The words after the marker, as the owner typed them. */
const typed = (phrase: string, ctx: Ctx) => upper(written(ctx.original, phrase.replace(/\{[a-z]\d+\}/g, ' ').replace(/\s+/g, ' ').trim()));

/** "que el correo diga gracias por escribirnos": the text of the message step the follow-up names. */
function stepSays(steps: PlanStep[], ctx: Ctx): Edit | null {
  const m = STEP_SAYS.exec(ctx.text);
  if (!m) return null;
  const named = namedSteps(steps, m[1]).filter((i) => i > 0 && keysOf(steps[i]));
  if (!named.length) return null;
  const said = typed(m[2], ctx);
  const next = steps.slice();
  for (const i of named) next[i] = { ...steps[i], params: { ...params(steps[i]), [keysOf(steps[i]).text]: said } };
  const names = [...new Set(named.map((i) => nodeName(steps[i].node_id)))].join(' y ');
  return { steps: next, change: `Listo, cambié el texto del paso de ${names}: ahora dice «${said}».` };
}

/** "que el Slack también diga el total", "ponle al whats también el folio": fields of the data the step's text should carry too. */
const ALSO_SAYS = /^(?:(?:y|pero|oye|porfa|de paso|y de paso|ya de paso)\s+)*(?:que\s+)?(?:(?:el|la|lo del?)\s+([a-z]+)\s+(?:tambien\s+)?(?:diga|digan|incluya|lleve|traiga|tenga|muestre|mande)|(?:ponle|agregale|metele)\s+(?:al|a la|a lo del?)\s+([a-z]+))\s+(?:tambien\s+)?((?:(?:el|la|los|las|su|sus)\s+[a-z_]+)(?:\s*(?:,|y|e)\s*(?:el|la|los|las|su|sus)\s+[a-z_]+)*)(?:\s+tambien)?\s*$/;

/** The fields the trigger's data has, for a follow-up (a sheet's columns are taken as typed). */
function dataFields(steps: PlanStep[]): string[] | null {
  const t = steps[0];
  if (t?.node_id === 'form') return formFieldNames(t);
  if (t?.node_id === 'webhook') return keptWebhookFields(t);
  return t?.node_id === 'google_sheets' ? null : [];
}

function alsoSays(steps: PlanStep[], ctx: Ctx): Edit | null {
  const m = ALSO_SAYS.exec(ctx.text);
  if (!m) return null;
  const named = namedSteps(steps, m[1] ?? m[2]).filter((i) => i > 0 && keysOf(steps[i]));
  const known = dataFields(steps);
  const words = [...m[3].matchAll(/\b(?:el|la|los|las|su|sus)\s+([a-z_]+)/g)].map((w) => w[1]);
  // Only fields the data has (a row's column as the owner typed it), while no step has produced data of its own.
  const fields = words.map((w) => (known === null ? written(ctx.original, w) : known.find((k) => k.toLowerCase() === w))).filter((f): f is string => !!f);
  if (named.length !== 1 || !fields.length || fields.length !== words.length || latestOutput(steps.slice(0, named[0]))) return null;
  const at = named[0];
  const key = keysOf(steps[at]).text;
  const now = String(params(steps[at])[key] ?? '');
  const added = fields.filter((f) => !now.includes(fieldRef(steps[0].node_id, f)));
  if (!added.length) return { steps, change: '' };
  const text = `${now}${now ? '\n' : ''}${added.map((f) => `${upper(f.replace(/_/g, ' '))}: ${fieldRef(steps[0].node_id, f)}`).join('\n')}`;
  const next = steps.slice();
  next[at] = { ...steps[at], params: { ...params(steps[at]), [key]: text } };
  return { steps: next, change: `Listo, el paso de ${nodeName(steps[at].node_id)} ahora también dice ${added.map((f) => `«${f}»`).join(' y ')}.` };
}

export function retellMessage(steps: PlanStep[], ctx: Ctx): Edit | null {
  const text = ctx.text;
  const also = alsoSays(steps, ctx);
  if (also) return also;
  const says = stepSays(steps, ctx);
  if (says) return says;
  const tell = TELL.exec(text);
  if (!tell || ADDS.test(text)) return null;
  const told = TOLD_THAT.exec(text);
  const said = literalsIn(text, ctx.literals, 'quote')[0] ?? dictatedText(text, ctx.original) ?? answerText(text, ctx.original) ?? (told ? typed(told[1], ctx) : undefined);
  if (!said) return null;
  // A channel the plan does not have is a new step or a swap ("contéstale por WhatsApp que…").
  const mails = (id: string) => (id === 'email' || id === 'gmail') && steps.some((s, i) => i > 0 && s.action_id === 'send_email');
  if (mentions(text).some((m) => !mails(m.node_id) && !steps.some((s, i) => i > 0 && s.node_id === m.node_id))) return null;
  const toOwner = /^(?:me|nos)$/.test(tell[1] ?? tell[2]);
  const bound = (s: PlanStep) => String(params(s)[keysOf(s).to] ?? '').startsWith('{{trigger');
  const named = namedSteps(steps, text).filter((i) => i > 0 && keysOf(steps[i]));
  const pool = named.length ? named : steps.map((_, i) => i).filter((i) => i > 0 && keysOf(steps[i]));
  const targets = pool.filter((i) => (toOwner ? !bound(steps[i]) : bound(steps[i])));
  // One message to that person: its text. Several, with none named, is not said which.
  if (targets.length !== 1) return null;
  const at = targets[0];
  const key = keysOf(steps[at]).text;
  if (params(steps[at])[key] === said) return null;
  const next = steps.slice();
  next[at] = { ...steps[at], params: { ...params(steps[at]), [key]: said } };
  return { steps: next, change: `Listo, cambié el texto del paso de ${nodeName(steps[at].node_id)}: ahora dice «${said}».` };
}
