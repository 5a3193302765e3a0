import { proxy, subscribe } from 'valtio';

/** Browser-kept preferences (spec §3): mode ('classic' | 'ai', default classic) and the selected model. */

export type Mode = 'classic' | 'ai';
export const MODE_KEY = 'enlaza_mode';
export const MODEL_KEY = 'enlaza_model';
export const BUILTIN_MODEL = 'builtin';

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

export const preferences = proxy<{ mode: Mode; model: string }>({
  mode: readMode(),
  model: storage()?.getItem(MODEL_KEY) || BUILTIN_MODEL,
});

/** Sets the mode; any value other than 'classic' or 'ai' is ignored (spec §4 Mode). */
export function setMode(value: unknown): void {
  if (isMode(value)) preferences.mode = value;
}

export function setModel(model: string): void {
  if (model) preferences.model = model;
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
});
