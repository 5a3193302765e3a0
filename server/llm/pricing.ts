/**
 * List prices of the models the assistant may call, in US dollars per 1,000 tokens, used to record
 * the cost of each planning call. A model is priced by the longest known name it starts with
 * ("gpt-4o-mini-2024-07-18" → "gpt-4o-mini"); unknown models cost null (recorded as unknown).
 */

export type Price = { input: number; output: number };

export const PRICES_PER_1K: Record<string, Price> = {
  'gpt-4o-mini': { input: 0.00015, output: 0.0006 },
  'gpt-4o': { input: 0.0025, output: 0.01 },
  'gpt-4.1-nano': { input: 0.0001, output: 0.0004 },
  'gpt-4.1-mini': { input: 0.0004, output: 0.0016 },
  'gpt-4.1': { input: 0.002, output: 0.008 },
  'gpt-5-nano': { input: 0.00005, output: 0.0004 },
  'gpt-5-mini': { input: 0.00025, output: 0.002 },
  'gpt-5': { input: 0.00125, output: 0.01 },
  'o4-mini': { input: 0.0011, output: 0.0044 },
  'claude-3-5-haiku': { input: 0.0008, output: 0.004 },
  'claude-haiku-4-5': { input: 0.001, output: 0.005 },
  'claude-3-5-sonnet': { input: 0.003, output: 0.015 },
  'claude-3-7-sonnet': { input: 0.003, output: 0.015 },
  'claude-sonnet-4': { input: 0.003, output: 0.015 },
  'claude-opus-4': { input: 0.015, output: 0.075 },
};

const NAMES = Object.keys(PRICES_PER_1K).sort((a, b) => b.length - a.length);

export function priceOf(model: string): Price | null {
  const name = NAMES.find((n) => model.toLowerCase().startsWith(n));
  return name ? PRICES_PER_1K[name] : null;
}

/** Dollars for one call, rounded to 1e-8; null when the model's price is unknown. */
export function costOf(model: string, inputTokens: number, outputTokens: number): number | null {
  const p = priceOf(model);
  if (!p) return null;
  return Math.round(((inputTokens / 1000) * p.input + (outputTokens / 1000) * p.output) * 1e8) / 1e8;
}
