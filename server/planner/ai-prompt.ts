/**
 * What an AI step is asked: the owner's words for the AI's part of the clause (not the business
 * presented before it, nor the sending said after it), and the data it works on — the field the
 * owner named ("pásale la idea a la IA" → `{{trigger.idea}}`), else the latest data.
 */
import { stripMarkers, unmask } from './extract';
import type { FillContext } from './fill';
import { dataRef, fieldRef, latestOutput } from './refs';
import { written } from './said-text';
import { capitalisedColumns } from './said-columns';
import { isDefaultForm, triggerShape } from './shape';
import { ACTION_VERB, SERVICES } from './vocabulary';

const AI_TASKS: Record<string, string> = { resumen: 'resume', traduccion: 'traduce', clasificacion: 'clasifica', analisis: 'analiza' };
const AI_WORD = /\b(?:ia|ai|inteligencia artificial|chatgpt|gpt|openai|claude|agente)\b/;
/** Services other than the AI: a piece that names one is another step's part of the clause. */
const OTHER_SERVICE = SERVICES.filter((s) => s.category !== 'ai');
/** Orders that send what the AI wrote somewhere: "y me lo mande", "y le responda", "y mándame el resultado". */
const SENDS_ON = /^(?:(?:me|te|le|les|nos|se)\s+(?:lo|la|los|las)?\s*)?(?:mande|mandes|envie|envies|responda|respondas|conteste|contestes|publique|publiques|pase|pases|guarde|guardes)\b|^(?:mandame|mandamelo|mandamela|enviame|enviamelo|mandale|mandaselo|enviale|enviaselo|respondele|contestale|guardalo|guardala|publicalo|pasamelo|pasaselo|avisame)\b/;

/** The AI's part of the clause: from its first order (or AI word) to where another step's part begins. */
function ownPart(clause: string): string {
  const plain = clause;
  // "yo! tattoo studio en Tijuana pásale la idea a la IA…": words before the first order that name no AI present the business.
  const order = ACTION_VERB.exec(plain);
  const ai = AI_WORD.exec(plain);
  let text = order && (!ai || order.index < ai.index) && !AI_WORD.test(plain.slice(0, order.index)) && order.index > 0 ? plain.slice(order.index) : plain;
  // "…conteste las dudas y le responda a la misma persona por Telegram": the sending is the next step's part.
  const pieces = text.split(/\s+y\s+/);
  const keep: string[] = [];
  for (const [k, piece] of pieces.entries()) {
    const p = stripMarkers(piece);
    if (k > 0 && (SENDS_ON.test(p) || OTHER_SERVICE.some((s) => s.mention.test(p)))) break;
    keep.push(piece);
  }
  text = keep.join(' y ');
  // "mándame por WhatsApp al 33… un resumen con IA de las citas": the sending and where it goes are the next step's.
  const sent = text.replace(SEND_LEAD, '').replace(CHANNEL_PHRASE, ' ').replace(/\s+/g, ' ').trim();
  if (sent !== text.trim() && sent.split(' ').length >= 3) text = /^(?:un|una)\s/.test(sent) ? `haz ${sent}` : sent;
  return text.trim() || plain;
}

/** An order that sends, at the start of the AI's part. */
const SEND_LEAD = /^(?:(?:y|que)\s+)?(?:mandame|enviame|pasame|mandale|enviale|mandales|envia|manda|comparte|publica)\s+/;
/** Where a message goes: "por WhatsApp", "al 3312345678", "al chat 123", "a {e0}". */
const CHANNEL_PHRASE = /\b(?:por|via|en|a|al)\s+(?:(?:mi|el|la|nuestro|nuestra)\s+)?(?:whatsapp|telegram|slack|discord|gmail|correo|email|mail)\b|\b(?:al|a)\s+(?:\+?\d[\d -]{6,}\d|(?:chat|grupo|canal)\s+\S+|\{[ec]\d+\})/g;

/** "pásale la idea a la IA", "que la IA resuma el comentario": fields of the data the AI clause names. */
function namedFields(ctx: FillContext, part: string): string[] {
  if (latestOutput(ctx.steps)) return [];
  const shape = triggerShape(ctx.steps, ctx.whole, ctx.original);
  // "…con el Nombre del alumno" on a new row: a capitalised word is the row's column (said-columns.ts).
  const columns = shape.node === 'google_sheets' ? capitalisedColumns(ctx.original, part) : [];
  if (!shape.fields.length) return columns;
  const plain = stripMarkers(part);
  const said = shape.fields.filter((f) => new RegExp(`\\b(?:el|la|los|las|su|sus)\\s+${f.replace(/_/g, ' ')}\\b`).test(plain.replace(/_/g, ' ')));
  return [...new Set([...said, ...columns])];
}

/**
 * "formulario con nombre, metros y color; que la IA calcule cuántos litros ocupan": with no field named for it, the
 * AI reads every field the request listed for the form or webhook, each by name (never the form's default fields).
 */
function listedData(ctx: FillContext): string | undefined {
  const t = ctx.steps[0]?.node_id;
  if ((t !== 'form' && t !== 'webhook') || latestOutput(ctx.steps)) return undefined;
  const fields = triggerShape(ctx.steps, ctx.whole, ctx.original).fields;
  if (!fields.length || (t === 'form' && isDefaultForm(fields))) return undefined;
  return fields.map((f) => `${f}: ${fieldRef(t, f)}`).join('\n');
}

/** Chat abbreviations and their words, for a prompt taken from the owner's text. */
const ABBREVIATIONS: [RegExp, string][] = [
  [/(?<![\p{L}\d])[qk](?![\p{L}\d])/giu, 'que'], [/(?<![\p{L}\d])d(?![\p{L}\d])/gu, 'de'], [/(?<![\p{L}\d])(?:xq|pq)(?![\p{L}\d])/giu, 'porque'],
  [/(?<![\p{L}\d])(?:tmb|tb)(?![\p{L}\d])/giu, 'también'], [/(?<![\p{L}\d])(?:xfa|pls|plz)(?![\p{L}\d])/giu, 'por favor'],
];

export function aiPrompt(ctx: FillContext, given: string | undefined): string {
  const part = given ? ctx.clause : ownPart(ctx.clause);
  const ask = given ?? unmask(part, ctx.literals).replace(/\b(?:con|usando|usa|por)\s+(?:la\s+)?(?:ia|ai|inteligencia artificial|chatgpt|gpt)\b/g, '')
    // "agrega un resumen con IA" asks to summarise.
    .replace(/\s+/g, ' ')
    .replace(/^(?:agrega|agregale|anade|pon|mete|haz|hazme)\s+(?:un|una)\s+(resumen|traduccion|clasificacion|analisis)\b(?:\s+de\b)?/, (_m, noun: string) => AI_TASKS[noun])
    .trim();
  // The owner's spelling (accents, capitals) where the words can be found in the message.
  // Chat abbreviations written out ("q la IA me diga q…" → "que la IA me diga que…"): the prompt is read by a model.
  const spelled = given ? ask : ABBREVIATIONS.reduce((t, [re, to]) => t.replace(re, to), written(ctx.original, ask));
  const words = spelled.split(/\s+/).filter(Boolean);
  const full = words.length <= 2 ? `${spelled} la siguiente información` : spelled;
  const instruction = full.charAt(0).toUpperCase() + full.slice(1);
  const fields = namedFields(ctx, part);
  const t = ctx.steps[0]?.node_id;
  const data = fields.length ? fields.map((f) => fieldRef(t, f)).join(' ') : listedData(ctx) ?? dataRef(ctx.steps) ?? '';
  return data ? `${instruction}.\n\nDatos: ${data}` : instruction;
}
