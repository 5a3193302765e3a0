/**
 * Short texts cut for people (chat titles, workflow names): whole words only, no trailing
 * punctuation, and no dangling connector ('cada lunes a las' → 'cada lunes').
 */

/** Spanish words that make no sense at the end of a short title. */
const DANGLING = new Set([
  'a', 'al', 'ante', 'con', 'de', 'del', 'desde', 'e', 'el', 'en', 'entre', 'hacia', 'hasta', 'la', 'las', 'lo', 'los',
  'mi', 'mis', 'o', 'para', 'por', 'que', 'se', 'si', 'sin', 'su', 'sus', 'tu', 'tus', 'u', 'un', 'una', 'unos', 'unas', 'y', 'cada', 'cuando', 'como',
]);
const TRAILING_PUNCTUATION = /[\s,.;:!?¡¿\-–—…'"«(\[{]+$/u;
const LEADING_PUNCTUATION = /^[\s,.;:!?¡¿\-–—…)\]}»]+/u;

export type CutOptions = { maxWords?: number; maxChars?: number };

/**
 * The first words of `text` that fit `maxWords` and `maxChars`, cut only between words, with
 * trailing punctuation and connectors dropped. `cut` says whether anything was left out.
 * One word longer than maxChars is the only case cut inside a word.
 */
export function cutAtWord(text: string | null | undefined, opts: CutOptions = {}): { text: string; cut: boolean } {
  const maxWords = opts.maxWords ?? Infinity;
  const maxChars = opts.maxChars ?? Infinity;
  const all = (text ?? '').replace(/\s+/g, ' ').replace(LEADING_PUNCTUATION, '').trim().split(' ').filter(Boolean);
  const words: string[] = [];
  for (const w of all) {
    if (words.length >= maxWords) break;
    if ([...words, w].join(' ').length > maxChars) break;
    words.push(w);
  }
  if (!words.length && all.length) return { text: all[0].slice(0, Math.max(1, maxChars)).replace(TRAILING_PUNCTUATION, ''), cut: true };
  const cut = words.length < all.length;
  const tidy = () => words.length && (words[words.length - 1] = words[words.length - 1].replace(TRAILING_PUNCTUATION, ''));
  tidy();
  // Connectors only dangle when words were left out after them.
  while (cut && words.length > 1 && (DANGLING.has(words[words.length - 1].toLowerCase()) || words[words.length - 1] === '')) {
    words.pop();
    tidy();
  }
  if (words.length && words[words.length - 1] === '') words.pop();
  return { text: words.join(' '), cut: words.length < all.length };
}

/** cutAtWord's text with '…' when something was left out. */
export function shortenText(text: string | null | undefined, opts: CutOptions = {}): string {
  const max = opts.maxChars ?? Infinity;
  const r = cutAtWord(text, { ...opts, maxChars: max - 1 });
  return r.cut && r.text ? `${r.text}…` : r.text;
}

/**
 * '{context}: {detail}' without a repeated 'Error': a detail that already starts with 'Error:'
 * loses that prefix ('Error ejecutando workflow: Error: HTTP 500' → '…: HTTP 500').
 */
export function errorWithContext(context: string, detail: string | null | undefined): string {
  const clean = (detail ?? '').replace(/^\s*(?:error\s*:\s*)+/i, '').trim();
  return clean ? `${context}: ${clean}` : context;
}

/** True when a message already says it is an error, so no 'Error:' label goes before it. */
export function saysError(message: string): boolean {
  return /^\s*(?:error|no se pud|falló|❌)/i.test(message);
}
