import { proxy, subscribe } from 'valtio';

/**
 * Browser-kept preferences (spec §3): mode ('classic' | 'ai', default classic) and the selected
 * model/provider of the LLM catalogue (default: the built-in planner).
 */

export type Mode = 'classic' | 'ai';
export const MODE_KEY = 'enlaza_mode';
/** The model_key (kept under the key the first version used, whose only value was 'builtin'). */
export const MODEL_KEY = 'enlaza_model';
export const PROVIDER_KEY = 'enlaza_model_provider';
export const BUILTIN_MODEL = 'builtin';
export const BUILTIN_PROVIDER = 'builtin';

export type ModelChoice = { provider: string; model: string };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function isMode(value: unknown): value is Mode {
  return value === 'classic' || value === 'ai';
}

function readMode(): Mode {
  const v = storage()?.getItem(MODE_KEY);
  return isMode(v) ? v : 'classic';
}

/** The stored choice; a stored 'builtin' model without a provider (first version) is the built-in planner. */
export function readChoice(s: Storage | null = storage()): ModelChoice {
  const model = s?.getItem(MODEL_KEY)?.trim() || BUILTIN_MODEL;
  const provider = s?.getItem(PROVIDER_KEY)?.trim() || (model === BUILTIN_MODEL ? BUILTIN_PROVIDER : '');
  return { provider, model };
}

export const preferences = proxy<{ mode: Mode; model: string; provider: string }>({
  mode: readMode(),
  ...readChoice(),
});

/** Sets the mode; any value other than 'classic' or 'ai' is ignored (spec §4 Mode). */
export function setMode(value: unknown): void {
  if (isMode(value)) preferences.mode = value;
}

/** Picks a model of the catalogue (provider_key + model_key). */
export function setModelChoice(choice: ModelChoice): void {
  if (!choice.model) return;
  preferences.provider = choice.provider;
  preferences.model = choice.model;
}

/** What POST /api/chat carries as `provider` and `model`; null when nothing is chosen. */
export function modelChoice(): ModelChoice | null {
  return preferences.model ? { provider: preferences.provider, model: preferences.model } : null;
}

/** 'agent' when the mode is ai, else 'classic' (the chat call's workflow_type). */
export function workflowType(mode: Mode = preferences.mode): 'agent' | 'classic' {
  return mode === 'ai' ? 'agent' : 'classic';
}

subscribe(preferences, () => {
  const s = storage();
  if (!s) return;
  s.setItem(MODE_KEY, preferences.mode);
  s.setItem(MODEL_KEY, preferences.model);
  if (preferences.provider) s.setItem(PROVIDER_KEY, preferences.provider);
  else s.removeItem(PROVIDER_KEY);
});
