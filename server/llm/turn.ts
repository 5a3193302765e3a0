/**
 * The AI mode of a chat turn: choose provider/model/key, plan with the model, and fall back to
 * the built-in planner (saying so in the reply) when no key is available, the model's server
 * cannot be reached, or no valid plan came back. Usage of every call is collected for the caller
 * to store with the turn.
 */
import { LOCAL_PROVIDER } from '../../contracts/llm';
import type { Db } from '../db';
import { findModelByKey } from '../llm-catalogue/store';
import { asksUndo, planRequest, type PlannerInput, type PlannerResult } from '../planner';
import { userKeyLoader } from './keys';
import { planWithLlm } from './plan-with-llm';
import { chooseLlm, languageModel, type LlmSettings } from './providers';
import type { UsageRecord } from './usage';

export type LlmConfig = LlmSettings & { timeoutMs?: number };

export type AiTurn = {
  result: PlannerResult;
  usage: Omit<UsageRecord, 'userId' | 'chatId'>[];
  /** 'llm' when the model's plan is the answer, else why the built-in planner answered. */
  source: 'llm' | 'builtin' | 'no_key' | 'fallback' | 'unavailable';
};

/** Model picker values that mean Enlaza's own planner (the SPA's and the AI nodes' names for it). */
const BUILTIN_CHOICES = new Set(['builtin', 'enlaza-integrado', 'enlaza']);

export const NO_KEY_NOTE = 'Nota: el modo IA necesita una clave de OpenAI o Anthropic (conéctala en credenciales); mientras tanto preparé la respuesta con el planificador integrado de Enlaza.';
/** The picker chose a provider that has no key: the server's or the user's own. */
export const noKeyNote = (providerName: string) =>
  `Nota: elegiste ${providerName}, pero no hay una clave de ${providerName} configurada (agrégala en Credenciales); mientras tanto preparé la respuesta con el planificador integrado de Enlaza.`;
/** The picker's model is not in the LLM catalogue, or is no longer active: no model is called. */
export const unavailableNote = (model: string) =>
  `El modelo «${model}» no está disponible en el catálogo de Enlaza, así que preparé la respuesta con el planificador integrado. Elige otro modelo en el selector.`;
const PROVIDER_NAMES: Record<string, string> = { openai: 'OpenAI', anthropic: 'Anthropic', local: 'Modelo local' };
const nameOf = (provider: string) => PROVIDER_NAMES[provider] ?? 'OpenAI';

export const fallbackNote = (provider: string) =>
  `No obtuve un plan válido del modelo de IA (${nameOf(provider)}), así que preparé la respuesta con el planificador integrado de Enlaza.`;
/** The model's server did not answer at all (down, wrong address). */
export const unreachableNote = (provider: string) =>
  `No pude conectarme con el modelo de IA (${nameOf(provider)}), así que preparé la respuesta con el planificador integrado de Enlaza.`;

export async function aiTurn(
  db: Db,
  userId: string,
  input: PlannerInput & { conversation?: { role: string; content: string }[] },
  want: { provider?: string; model?: string },
  config: LlmConfig,
): Promise<AiTurn> {
  const usage: AiTurn['usage'] = [];
  // The picker's "built-in" entry: the user chose Enlaza's own planner. An undo needs the chat's
  // previous plan, which only the built-in planner is given: it answers that too, at no cost.
  const undo = !!input.previousPlan?.length && asksUndo(input.message);
  if (undo || [want.model, want.provider].some((v) => v && BUILTIN_CHOICES.has(v.trim().toLowerCase()))) {
    return { result: planRequest(input), usage, source: 'builtin' };
  }
  // A model chosen in the picker must be an active model of the catalogue (a stale choice or an API
  // client's guess is answered honestly by the built-in planner, and nothing is spent).
  const askedProvider = want.provider?.trim().toLowerCase() || undefined;
  let providerName = PROVIDER_NAMES[askedProvider ?? ''];
  const picked = want.model?.trim();
  // Without ENLAZA_LLM_BASE_URL there is no local model: asking for it is like a stale model choice.
  if (askedProvider === LOCAL_PROVIDER && !config.local) {
    const r = planRequest(input);
    return { result: { ...r, reply: `${unavailableNote(providerName)}\n\n${r.reply}` }, usage, source: 'unavailable' };
  }
  if (picked) {
    const entry = await findModelByKey(db, askedProvider, picked, { localModel: config.local?.model ?? null });
    if (!entry || !entry.is_active || !entry.provider_active) {
      const r = planRequest(input);
      return { result: { ...r, reply: `${unavailableNote(picked)}\n\n${r.reply}` }, usage, source: 'unavailable' };
    }
    want = { provider: entry.provider_key, model: entry.model_key };
    providerName = entry.provider_name;
  }
  const choice = await chooseLlm(config, want, userKeyLoader(db, userId));
  if (!choice) {
    const r = planRequest(input);
    return { result: { ...r, reply: `${r.reply}\n\n${providerName ? noKeyNote(providerName) : NO_KEY_NOTE}` }, usage, source: 'no_key' };
  }
  let calls = 0;
  const outcome = await planWithLlm(await languageModel(choice, { allowPrivateNetwork: config.allowPrivateNetwork }), {
    message: input.message,
    conversation: input.conversation,
    currentPlan: input.currentPlan,
    selectedServices: input.selectedServices ?? [],
    userEmail: input.userEmail,
    timezone: input.timezone ?? 'America/Mexico_City',
  }, {
    modelId: choice.model,
    timeoutMs: config.timeoutMs,
    // Local servers often have no json_schema mode: the JSON is asked for in words and read from the text.
    format: choice.provider === LOCAL_PROVIDER ? 'text' : 'schema',
    onUsage: (u) => {
      usage.push({ provider: choice.provider, model: u.model, purpose: calls++ === 0 ? 'chat_plan' : 'chat_plan_repair', inputTokens: u.inputTokens, outputTokens: u.outputTokens });
    },
  });
  if (outcome.result) return { result: outcome.result, usage, source: 'llm' };
  const r = planRequest(input);
  const note = outcome.unreachable ? unreachableNote(choice.provider) : fallbackNote(choice.provider);
  return { result: { ...r, reply: `${note}\n\n${r.reply}` }, usage, source: 'fallback' };
}
