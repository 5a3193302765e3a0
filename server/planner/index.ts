/**
 * The built-in Spanish planner: a pure, synchronous function from a chat message (plus the
 * chat's current plan, submitted form values and picked services) to a reply and a plan.
 */
import { compose } from './compose';
import { CAPABILITY_QUESTION, clarificationReply, converse, serviceGroups, wishQuestion } from './conversation';
import { CONNECT_QUESTION, connectAnswer } from './connect-question';
import { isAutomationWish } from './lexicon/wishes';
import { ABOUT_PRODUCT, QUESTION_LEAD } from './lexicon/product-questions';
import { normalize } from './normalize';
import { editOnce, editPlan } from './edit';
import { EDIT_START, editInTurn } from './edit-compound';
import type { Ctx } from './edit-details';
import { UNDO, undoLast } from './edit-undo';
import { pointsAtPlan, saidPlainly } from './edit-plainly';
import { ADD_START, START_OVER, THEN_THE_REST } from './lexicon/edit-words';
import { positionIn } from './edit-refs';
import { mask } from './extract';
import { stripMarkers } from './extract';
import { applyFormInputs, smartFormFor, withConfirmation, withDoubts } from './forms';
import { assess, type Assessment } from './confidence';
import { assessEdit } from './edit-assess';
import { repairConsistency } from './consistency';
import { parseRequest } from './parse';
import { planReply } from './reply';
import type { PlannerInput, PlannerResult, PlanStep } from './types';
import { ACTION_VERB } from './verbs';
import { withErrorPath } from './error-path';
import { EXPLAIN_IN_CHAT, EXPLAIN_REPLY, KEPT_REPLY, PENDING_FIELD, PENDING_FORM, pendingFields } from './pending';
import { givesOrderHere } from './setup-source';
import { ustedAsTu } from './plural';
import { applySelfCorrections } from './self-correct';
import { withoutSignOff } from './sign-off';
import { withoutReportFrame } from './reported';
import { askedAsOrder } from './asked-order';
import { emojiAsStops } from './emoji-stops';
import { quoteColonText } from './colon-text';
import { withClockAsSaid } from './cron-text';
import { fromDictation } from './dictation';
import { listAsClauses } from './list-items';
import { withPayloadSamples } from './payload-sample';
import { readExamples } from './said-example';
import { bindSamples } from './sample-binding';

export type { PlannerInput, PlannerResult } from './types';
export const DEFAULT_TIMEZONE = 'America/Mexico_City';
export const MAX_MESSAGE = 2000;
/**
 * The pre-readers (dictation, lists, asked orders…) see up to what the chat accepts; they shorten
 * a voice note or a list before planMain keeps MAX_MESSAGE of it. Every caller is bounded here,
 * not only the chat route, so an agent's goal or a template can never feed them more.
 */
export const MAX_READ = 2 * MAX_MESSAGE;

function finish(planned: PlanStep[], opts: { updated: boolean; notes?: string[]; change?: string; assessment?: Assessment }): PlannerResult {
  // An edited plan is mended like a new one (a step planned twice is one, a form gets the fields its steps use).
  const steps = opts.updated ? repairConsistency(planned, true) : planned;
  const doubts = opts.assessment?.doubts ?? [];
  // Values that fit no step: said back in the notes, and asked about (pending.ts).
  const looseValues = doubts.filter((d) => !d.field).map((d) => d.value);
  // A plan that is only its trigger runs nothing: it is never presented as ready.
  const pending = pendingFields(opts.assessment?.unplanned ?? [], looseValues, { onlyTrigger: steps.length === 1, unused: opts.assessment?.unused });
  const form = withConfirmation(withDoubts(smartFormFor(steps), doubts), pending, PENDING_FORM);
  const notes = [...(opts.notes ?? [])];
  // A value that fits no step is said back, so the owner can tell where it goes.
  const loose = looseValues.map((v) => `«${v}»`);
  // After an edit, a value in neither the plan before nor after is a change that did not apply (edit-assess.ts).
  if (loose.length) notes.push(opts.updated ? `No pude aplicar lo de ${loose.join(', ')}; dime en qué paso va y lo cambio.` : `No supe dónde usar ${loose.join(', ')}; si va en algún paso, dímelo y lo agrego.`);
  const unplanned = opts.assessment?.unplanned ?? [];
  if (unplanned.length) notes.push(`No entendí cómo hacer esta parte: ${unplanned.map((u) => `«${u}»`).join(', ')}. Si me dices con qué servicio, la agrego.`);
  notes.push(...doubts.flatMap((d) => (d.note ? [d.note] : [])));
  const asked = doubts.filter((d) => d.field && !d.note && !d.field.id.endsWith('.left')).map((d) => `«${d.value}»`);
  if (asked.length) notes.push(`Tengo una duda: mencionaste ${asked.join(', ')} y no estoy seguro de en qué paso va; confírmamelo en el formulario.`);
  if (doubts.some((d) => d.field?.id.endsWith('.left') && !d.note)) notes.push('No me quedó claro qué dato quieres comparar en la condición; elígelo en el formulario.');
  if (steps.length === 1) notes.push('Ahora dime qué quieres que pase después: por ejemplo guardar los datos, mandarte un aviso o enviar un correo.');
  const result: PlannerResult = {
    reply: planReply(steps, { updated: opts.updated, notes, needsForm: !!form, unsure: pending.length ? 'part' : doubts.some((d) => !!d.field && !!d.note) ? 'data' : undefined, change: opts.change }),
    status: form ? 'smart_forms_required' : 'plan_ready',
    workflow_action: opts.updated ? 'plan_updated' : 'plan_created',
    execution_plan: steps,
  };
  if (form) {
    result.smart_form = form;
    result.smart_forms_required = true;
  }
  if (opts.assessment) result.confidence = opts.assessment.confidence;
  return result;
}

const HOW_QUESTION = /^(?:y\s+)?(?:eso\s+|oye\s+)?(?:como (?:se|le|lo|hago|hago para|puedo|conecto|configuro|vinculo|ligo|integro|activo|instalo|desactivo|cancelo|pago)|que es|para que sirve|como funciona|donde (?:se|veo|esta)|(?:que|cual es la) diferencia|cual (?:es )?mejor|que me conviene|vale la pena)\b/;

/** A question (opened with "¿") that asks what, which, how much or whether something includes or has a thing. */
const PRODUCT_QUESTION = /¿\s*(?:y\s+)?(?:qu[eé]|cu[aá]l(?:es)?|cu[aá]nto|cu[aá]nta|c[oó]mo|d[oó]nde|(?:el|la|los|las|ustedes|tienen|hay)\b[^?]*\b(?:incluye|incluyen|tiene|tienen|cuesta|cuestan|sirve|sirven|funciona|hay)\b)/i;
/** Questions about using Enlaza itself: how it works, whether it takes programming, whether the owner can do it alone. */
const USING_PRODUCT = /\b(?:como funciona|como se usa|como (?:te|lo) uso|(?:se necesita|necesito|hay que|tengo que|ocupo) saber (?:programar|codigo|de computacion)|(?:es|esta|sera) (?:muy )?(?:dificil|facil|complicado) de usar|(?:yo )?solit[oa] (?:puedo|lo puedo)|puedo (?:hacerlo|armarlo|configurarlo) (?:yo )?solit[oa])\b/;
/** Words that name when something happens: a question with them is a request ("¿me avisas cuando llegue…?"). */
const EVENT_CUE = /\b(?:cuando|cada|en cuanto|al recibir|diario|todos los)\b/;

/** The questions of a message ("¿…?", or a sentence ending in "?"). */
const QUESTIONS = /¿[^?]*\?|[^.?!¿]*\?/g;

const ASKS_TO_BUILD = /\b(?:me|nos)\s+(?:puedes|podrias|puede|podria|pueden|podrian)\b|\bque\s+(?:me|nos)\s+(?:avise|avisen|mande|manden|llegue|lleguen|notifique|envie|escriba)\b/;

/** Questions only: each one with no event and no order, and the rest of the message plans nothing. */
function onlyQuestions(message: string): boolean {
  const asked = message.match(QUESTIONS);
  if (!asked) return false;
  // "ocupo automatizar la cobranza, ¿me ayudas?": a wish around the question asks what to build ("Enlaza" is the product, no verb).
  const wish = (t: string) => isAutomationWish(normalize(t).replace(/\benlaza\s+(?=se|es|cobra|tiene|guarda|funciona|sirve)\b/g, 'el producto '));
  // "¿me ayudas a que mis mensajes lleguen a un solo lugar?": a question asking for help with a wish is one too.
  if (wish(message.replace(QUESTIONS, ' ')) || asked.some((q) => /\b(?:me ayudas|me ayuda|ayudame|ayudenme|me puedes|me podrias|me lo puedes|me lo armas)\b/.test(normalize(q)) && wish(q))) return false;
  // "¿me puedes conectar mi formulario con Slack para que me avise…?": a question asking for something to be built.
  // "¿enlaza cobra por cada flujo?", "¿Enlaza funciona con WhatsApp o ocupo sacar otro número?": a question about the product builds nothing.
  if (asked.some((q) => { const t = stripMarkers(mask(q).text); return ASKS_TO_BUILD.test(t) || !ABOUT_PRODUCT.test(normalize(t)) && (EVENT_CUE.test(t) || givesOrderHere(t.replace(/^[¿\s]*(?:y\s+)?/, '')) && !/\b(?:necesito|ocupo|tengo que|hay que)\s+(?:saber|entender|aprender)\b/.test(t)); })) return false;
  // "quiero saber: ¿…?": the words that lead the question are part of it (no "let me know" notice).
  const rest = parseRequest(message.replace(QUESTION_LEAD, ' ').replace(QUESTIONS, ' '));
  return !rest.trigger && !rest.intents.length;
}

/** "deshaz eso", "déjalo como estaba": the message asks to undo the last change (AI mode answers it here too). */
export function asksUndo(message: string): boolean {
  return UNDO.test(mask(message.slice(0, MAX_MESSAGE)).text);
}

const unclear = (): PlannerResult => ({
  reply: 'No me quedó claro qué cambiar, así que tu workflow sigue igual. Puedes decirme, por ejemplo, «quita el paso de Slack», «mejor mándalo por Telegram», «agrega al final un correo» o «cámbialo a las 10».',
  status: 'conversation',
  workflow_action: null,
});

// "Quedó bien, pero dos cambios: …": a short remark before the announcement goes with it.
// "cambios: que sea a las 7:30, …": the bare word with its colon announces too; "cambio dos cosas: …" with its verb too.
const ANNOUNCED = /^\s*(?:(?:oye|oiga|porfa|ok|va|bueno)\s*,?\s+|[a-z ]{0,24},\s*(?:pero|y|nomas|solo)\s+)?(?:(?:cambio|cambia|cambiale|cambiemos|corrige|corrigele|ajusta|ajustale|(?:quiero|hay que)\s+(?:cambiar|corregir|ajustar))\s+)?(?:(?:\d+|dos|tres|cuatro|cinco|un par de|unos|unas|algunos|algunas|varios|varias)\s+(?:cambios|cosas|ajustes|detalles|correcciones)(?:\s+(?:porfa|por favor|mas))?\s*:?|(?:cambios|ajustes|correcciones)\s*:)\s*/;

/**
 * A message sent while the chat has a plan: an undo, or an edit of that plan. Null when it is a
 * new request instead (it names its own trigger and what to do, and does not read as an edit).
 */
function editFollowUp(current: PlanStep[], previous: PlanStep[] | null | undefined, said: ReturnType<typeof parseRequest>, saidCtx: Ctx): PlannerResult | null {
  // "quite la condición", "deshaga el último cambio": orders said with "usted" read as the "tú" ones.
  // "dos cambios: …", "3 cosas: …": the announcement of a list of changes is no change itself.
  // "siempre no Slack, mejor…": "siempre no" (Mexican "after all, no") takes back like "ya no".
  // "…, y ya luego lo de Slack" after a step placed: the step named comes after the new one.
  // "eso de la IA no lo quiero", "el resumen no al correo, mándamelo por Telegram": a refusal said plainly (edit-plainly.ts).
  const listed = (t: string) => saidPlainly(ustedAsTu(t).replace(ANNOUNCED, '').replace(/\bsiempre no\b/g, 'ya no').replace(THEN_THE_REST, '$1, antes de $2'));
  const parsed = { ...said, text: listed(said.text) };
  const ctx = { ...saidCtx, text: listed(saidCtx.text) };
  const undo = undoLast(current, previous, parsed.text);
  if (undo === 'nothing') return { reply: 'No tengo un cambio anterior que deshacer, así que tu workflow sigue igual.', status: 'conversation', workflow_action: null };
  if (undo) return finish(undo.steps, { updated: true, change: undo.change });
  // A trigger and a bare condition ("que sea solo cuando el pedido traiga…") narrow the plan; a new request also acts.
  const looksNew = !!parsed.trigger && parsed.intents.some((i) => i.kind !== 'condition');
  // "el webhook del discord es https://…": a trigger read from a word alone, with no event said, is no new request.
  const weak = !!parsed.trigger && !parsed.trigger.clause && parsed.trigger.node_id !== 'schedule';
  // "que el respaldo sea diario a las 11": a schedule said about the plan's own steps moves it.
  const ownSteps = parsed.intents.every((i) => i.kind !== 'service' || current.some((s) => s.node_id === i.node_id));
  const startOver = START_OVER.test(parsed.text);
  // "agrega justo después del formulario, antes del Gmail, un paso que…": an order to add, or a
  // place said by the plan's own steps, edits the plan whatever trigger words it carries.
  const addsToPlan = ADD_START.test(parsed.text) || !!positionIn(current, parsed.text)?.named;
  // "…, el formulario también pide teléfono": the trigger the plan already has, named again, is the plan's own.
  const ownTrigger = !!parsed.trigger && parsed.trigger.node_id === current[0]?.node_id && parsed.trigger.node_id !== 'schedule';
  // "mejor que sea cada lunes a las 10 y mándalo por Telegram" names a schedule and a channel, yet
  // it changes the plan: a follow-up that starts like an edit and applies clause by clause is one.
  const edit = startOver ? null : !looksNew || weak || ownSteps || addsToPlan || ownTrigger ? editPlan(current, ctx) : EDIT_START.test(ctx.text) ? editInTurn(current, ctx, editOnce) : null;
  if (!edit?.change) return null;
  // "quita el WhatsApp" with no WhatsApp step: said, and the plan stays as it is.
  if (edit.refused) return { reply: `${edit.change} Tu workflow sigue igual.`, status: 'conversation', workflow_action: null };
  return finish(edit.steps, { updated: true, change: edit.change, assessment: assessEdit(current, edit.steps, ctx.text, ctx.literals, ctx.original ?? ctx.text) });
}

/** "si falla, avísame por WhatsApp al 55…" becomes the plan's error path (error-path.ts). */
const planWithErrorPath = withErrorPath(planMain);

/** The planner. */
export function planRequest(input: PlannerInput): PlannerResult {
  // "a las 8, no, mejor a las 9", "por whats, bueno no, por Telegram": the later value wins (self-correct.ts).
  // "…? Muchas gracias.": a closing courtesy asks for nothing (sign-off.ts).
  // "contéstele en el mismo chat: Recibido, ahorita le confirmamos": the words after the colon are the text (colon-text.ts).
  // "Dice Alma que quites lo del whats": who passed the request on is no part of it (reported.ts).
  // "¿se puede que me avise…?", "¿cómo le hago para que se guarde…?": the order asked as a question (asked-order.ts).
  // "se me olvida 🤦‍♂️ ¿me puedes recordar…?": an emoji between sentences is a period (emoji-stops.ts).
  // "1. cuando llegue…\n2. guárdalo…": each item of a list is a sentence of its own (list-items.ts).
  // "seis seis siete…", "ventas arroba tienda punto com", "este", "mmm": a voice note in its written form (dictation.ts).
  const said = (input.message ?? '').slice(0, MAX_READ);
  // "me llega un webhook así: {"order_id":…}": a pasted sample of the data is read as its fields (payload-sample.ts).
  // "tipo: Juan, 5512345678, corte de pelo", "(ayer por ejemplo eran 40)": an example of the data is no value to copy (said-example.ts).
  const examples = readExamples(said);
  const result = planWithErrorPath({ ...input, message: quoteColonText(withoutSignOff(applySelfCorrections(askedAsOrder(withoutReportFrame(fromDictation(listAsClauses(emojiAsStops(withPayloadSamples(examples.text))))))))) });
  // "…que diga 'Ya llegó el pedido de Juan'" after "ejemplo: Juan, …": a sample value a text copies is its field (sample-binding.ts).
  const plan = result.execution_plan && result.workflow_action === 'plan_created' ? bindSamples(result.execution_plan, examples.samples, examples.text) : result.execution_plan;
  // "a las 13:30" is said back "a las 1:30 p. m. (13:30)" (cron-text.ts).
  return { ...result, ...(plan ? { execution_plan: plan } : {}), reply: withClockAsSaid(result.reply, said) };
}

function planMain(input: PlannerInput): PlannerResult {
  const timezone = input.timezone || DEFAULT_TIMEZONE;
  const current = Array.isArray(input.currentPlan) && input.currentPlan.length ? input.currentPlan : null;
  // Chat messages are short; a pasted novel is read up to this length so a turn stays fast.
  const message = (input.message ?? '').slice(0, MAX_MESSAGE);
  const inputs = input.formInputs && Object.keys(input.formInputs).length ? input.formInputs : null;
  const selected = input.selectedServices?.filter(Boolean) ?? [];

  if (inputs) {
    if (!current) return { reply: 'No encontré un workflow que completar. Cuéntame qué quieres automatizar y lo preparo.', status: 'conversation', workflow_action: null };
    const { steps, applied } = applyFormInputs(current, inputs);
    const answers = Object.entries(inputs);
    const explains = answers.some(([key, value]) => PENDING_FIELD.test(key) && value === EXPLAIN_IN_CHAT);
    const onlyKept = answers.every(([key]) => PENDING_FIELD.test(key));
    const change = explains ? EXPLAIN_REPLY : onlyKept ? KEPT_REPLY : applied ? 'Gracias, ya agregué los datos que me diste.' : 'No recibí datos nuevos en el formulario.';
    return finish(steps, { updated: true, change });
  }

  const parsed = parseRequest(message);
  const { text, literals } = parsed;
  const ctx = { text, literals, timezone, userEmail: input.userEmail, selected, original: message };
  if (current && !selected.length) {
    const followUp = editFollowUp(current, input.previousPlan, parsed, ctx);
    if (followUp) return followUp;
  }

  // "¿esto jala con WhatsApp o nomás con correo?": a question about what Enlaza works with, with no order and no event.
  const plainText = stripMarkers(text);
  if (!current && message.includes('?') && CAPABILITY_QUESTION.test(plainText) && !ACTION_VERB.test(plainText) && !EVENT_CUE.test(plainText) && !/\{[uecq]\d+\}/.test(text)) {
    return { reply: converse(plainText).reply, status: 'conversation', workflow_action: null };
  }

  // "antes de armar nada, ¿cómo conecto mi base con ustedes?": how to connect a service, answered (connect-question.ts).
  if (!current && message.includes('?') && CONNECT_QUESTION.test(plainText) && !ACTION_VERB.test(plainText) && !EVENT_CUE.test(plainText) && !/\{[uecq]\d+\}/.test(text)) {
    return { reply: connectAnswer(plainText), status: 'conversation', workflow_action: null };
  }

  // "¿qué tipo de cosas puedo automatizar?", "¿el plan Starter ya incluye…?": a question about the product asks for nothing to build.
  // "ocupo que mis reportes se hagan solos, ¿qué me recomienda?": a wish said before the question is still a wish.
  const question = PRODUCT_QUESTION.exec(message);
  if (!current && !parsed.intents.length && question && !EVENT_CUE.test(stripMarkers(text)) && !isAutomationWish(normalize(message.slice(0, question.index)))) {
    return { reply: converse(stripMarkers(text)).reply, status: 'conversation', workflow_action: null };
  }

  // "y esto de Enlaza ¿cómo funciona? ¿se necesita saber programar?": a question about using the product, with no event,
  // no literal and no step named, is answered (a wish to automate said around it does not make it a request).
  if (!current && !parsed.trigger && message.includes('?') && USING_PRODUCT.test(plainText) && !EVENT_CUE.test(plainText) && !/\{[uecq]\d+\}/.test(text)
    && !parsed.intents.some((i) => i.kind === 'service')) {
    return { reply: converse(plainText).reply, status: 'conversation', workflow_action: null };
  }

  // "Antes de armar algo, una pregunta: ¿con Enlaza puedo conectar WhatsApp y Sheets? ¿necesito saber programar?": only
  // questions, with no event and no order in them, and nothing to plan around them, are answered.
  if (!current && onlyQuestions(message)) return { reply: converse(plainText).reply, status: 'conversation', workflow_action: null };

  // "¿y eso cómo se hace en Excel?": a question about how, with nothing to do, is small talk.
  if (!parsed.trigger && !current && HOW_QUESTION.test(stripMarkers(text)) && !ACTION_VERB.test(stripMarkers(text))) {
    return { reply: converse(stripMarkers(text)).reply, status: 'conversation', workflow_action: null };
  }

  if (!parsed.trigger && parsed.intents.length === 0) {
    const plain = stripMarkers(text);
    if (current && /\b(?:cambia|cambialo|mejor|quita|elimina|borra|agrega|anade)\b/.test(plain)) return unclear();
    // "el segundo paso no me late así", "no, lo del whats no": about the plan, not small talk (edit-plainly.ts).
    if (current && !message.includes('?') && pointsAtPlan(current, plain)) return unclear();
    // "ocupo automatizar la cobranza, ¿me ayudas?": a wish with nothing to plan yet asks what and with what.
    if (!current && !selected.length && isAutomationWish(plain)) return wishQuestion(plain);
    return { reply: converse(plain).reply, status: 'conversation', workflow_action: null };
  }
  // A follow-up with no trigger of its own edits the plan or asks: it never starts a plan over.
  if (current && !parsed.trigger && !selected.length) return unclear();

  const composed = compose(parsed, { selected, timezone, userEmail: input.userEmail });
  if (composed.unresolved.length) {
    return {
      reply: clarificationReply(composed.unresolved),
      status: 'clarification_needed',
      workflow_action: null,
      service_groups: serviceGroups(composed.unresolved),
    };
  }
  return finish(composed.steps, { updated: false, notes: composed.notes, assessment: assess(composed.steps, text, literals, message, parsed.orphans) });
}
