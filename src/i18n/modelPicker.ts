/**
 * Texts of the LLM model picker (chat header, ai mode) and of the smart form's model_selector,
 * worded as the spec words them (§8 keeps 'No model selected' and 'No models found matching ...'
 * in English), plus the context-length formatter of spec §9.
 */
export const modelPicker = {
  label: 'Modelo',
  noModel: 'No model selected',
  loading: 'Cargando modelos...',
  error: (message: string) => `Error: ${message}`,
  retry: 'Reintentar',
  search: 'Buscar modelos',
  searchPlaceholder: 'Buscar modelos...',
  searching: 'Buscando...',
  noResults: (query: string) => `No models found matching "${query}"`,
  recommended: 'Recomendado',
  noKey: '(sin clave)',
  addKey: 'Agregar clave',
  noKeyHint: (provider: string) => `Agrega tu clave de ${provider} en Credenciales para usar estos modelos.`,
  input: 'Entrada',
  output: 'Salida',
  per1k: '/ 1K tokens',
  /** A model that costs nothing (the built-in planner): clearer than '<$0.001' for both prices. */
  free: 'Gratis',
  context: 'Contexto',
  choose: 'Elige un modelo',
  others: 'Otros',
};

/** Context length in K or M (spec §9): 128000 → '128K', 1047576 → '1M', null → 'N/A'. */
export function formatContextLength(tokens: number | null | undefined): string {
  if (tokens === null || tokens === undefined || !Number.isFinite(tokens) || tokens <= 0) return 'N/A';
  if (tokens >= 1_000_000) return `${Number((tokens / 1_000_000).toFixed(1))}M`;
  if (tokens >= 1_000) return `${Number((tokens / 1_000).toFixed(tokens >= 100_000 ? 0 : 1))}K`;
  return String(tokens);
}
