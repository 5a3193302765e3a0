/**
 * The built-in mode of the AI nodes, used when the user has no OpenAI/Anthropic key: deterministic
 * text handling that says plainly it is not a language model. It understands three kinds of
 * instruction: summarise (the first sentences), extract fields (emails, phones, amounts, dates,
 * "Campo: valor" pairs) and classify by keywords ("clasifica en: ventas, soporte, quejas").
 */

export const BUILTIN_MODEL = 'enlaza-integrado';
export const BUILTIN_NOTE = 'Respuesta del modo integrado de Enlaza (reglas simples, no un modelo de IA): conecta OpenAI o Anthropic para respuestas generadas.';

export type BuiltinResult = { task: 'summarize' | 'extract' | 'classify' | 'echo'; text: string; data?: unknown };

const strip = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The material to work on: what follows a colon or a blank line after the instruction, else everything. */
function material(prompt: string): string {
  const parts = prompt.split(/\n\s*\n/);
  if (parts.length > 1) return parts.slice(1).join('\n\n').trim();
  const colon = prompt.indexOf(':');
  return colon >= 0 && colon < 120 ? prompt.slice(colon + 1).trim() : prompt.trim();
}

function sentences(text: string): string[] {
  return text.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]+|[^.!?]+$/g)?.map((s) => s.trim()).filter(Boolean) ?? [];
}

export function summarize(text: string, max = 2): string {
  const s = sentences(text);
  return s.slice(0, max).join(' ') || text.slice(0, 280);
}

export function extractFields(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const emails = text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g);
  if (emails) out.emails = [...new Set(emails)];
  const DATES = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g;
  const phones = text.replace(DATES, ' ').match(/\+?\d[\d\s().-]{7,}\d/g)?.map((p) => p.replace(/[^\d+]/g, '')).filter((p) => p.replace('+', '').length >= 8);
  if (phones?.length) out.telefonos = [...new Set(phones)];
  const amounts = text.match(/\$\s?\d[\d,]*(\.\d+)?/g);
  if (amounts) out.montos = amounts.map((a) => Number(a.replace(/[$,\s]/g, '')));
  const dates = text.match(DATES);
  if (dates) out.fechas = [...new Set(dates)];
  for (const m of text.matchAll(/^\s*([A-Za-zÁÉÍÓÚÑáéíóúñ][\wÁÉÍÓÚÑáéíóúñ ]{0,30}):\s*(.+)$/gm)) {
    out[strip(m[1]).trim().replace(/\s+/g, '_')] = m[2].trim();
  }
  return out;
}

/** Picks the category whose name (or stem) appears most often in the text; null when none does. */
export function classify(text: string, categories: string[]): { category: string | null; scores: Record<string, number> } {
  const t = strip(text);
  const scores: Record<string, number> = {};
  for (const c of categories) {
    const stem = strip(c).replace(/(es|s)$/, '');
    scores[c] = stem.length > 2 ? t.split(stem).length - 1 : 0;
  }
  const best = Object.entries(scores).sort((a, b) => b[1] - a[1])[0];
  return { category: best && best[1] > 0 ? best[0] : null, scores };
}

export function runBuiltin(prompt: string): BuiltinResult {
  const p = strip(prompt);
  const cats = /clasific\w*(?: (?:en|como|entre))?\s*:?\s*([^\n.]+?)(?:[.\n]|$)/i.exec(prompt);
  if (/clasific|categoriz|classify/.test(p) && cats) {
    const categories = cats[1].split(/,|\bo\b|\by\b/).map((s) => s.replace(/^\s*(en|como|entre)\s+/i, '').trim()).filter(Boolean);
    const rest = prompt.slice(cats.index + cats[0].length);
    const r = classify(rest || material(prompt), categories);
    return { task: 'classify', text: r.category ?? 'sin categoría', data: r };
  }
  if (/extrae|extraer|extract|obten los datos|saca los datos/.test(p)) {
    const data = extractFields(material(prompt));
    return { task: 'extract', text: JSON.stringify(data), data };
  }
  if (/resum|summar|sintetiza/.test(p)) {
    return { task: 'summarize', text: summarize(material(prompt)) };
  }
  return { task: 'echo', text: summarize(material(prompt), 3) };
}
