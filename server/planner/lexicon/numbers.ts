/**
 * Spanish numbers written in words, as data: "diez", "doce", "cuarenta y cinco", "cincuenta mil",
 * "dos millones", "mil quinientos", "trescientos". Text is normalised (lower case, no accents).
 */

const UNITS: Record<string, number> = {
  cero: 0, uno: 1, un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
  diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18,
  diecinueve: 19, veinte: 20, veintiuno: 21, veintiun: 21, veintidos: 22, veintitres: 23, veinticuatro: 24,
  veinticinco: 25, veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29,
};
const TENS: Record<string, number> = { treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90 };
const HUNDREDS: Record<string, number> = {
  cien: 100, ciento: 100, doscientos: 200, doscientas: 200, trescientos: 300, trescientas: 300, cuatrocientos: 400,
  cuatrocientas: 400, quinientos: 500, quinientas: 500, seiscientos: 600, seiscientas: 600, setecientos: 700,
  setecientas: 700, ochocientos: 800, ochocientas: 800, novecientos: 900, novecientas: 900,
};

/** A number below 1000 at the start of `words`: its value and how many words it took. */
export function belowThousand(words: string[]): { value: number; used: number } | null {
  let i = 0;
  let value = 0;
  if (words[i] in HUNDREDS) value += HUNDREDS[words[i++]];
  if (words[i] in TENS) {
    value += TENS[words[i++]];
    if (words[i] === 'y' && words[i + 1] in UNITS && UNITS[words[i + 1]] < 10) {
      value += UNITS[words[i + 1]];
      i += 2;
    }
  } else if (words[i] in UNITS) value += UNITS[words[i++]];
  return i ? { value, used: i } : null;
}

/**
 * The number written in words at the start of `text`, and the characters it took; null when the
 * text does not start with one. "un"/"una" alone are articles, not numbers ("una semana").
 */
export function wordNumber(text: string): { value: number; length: number } | null {
  const tokens = [...text.matchAll(/[a-z]+/g)];
  if (!tokens.length || tokens[0].index !== 0) return null;
  const words = tokens.map((t) => t[0]);
  let i = 0;
  let total = 0;
  const head = belowThousand(words);
  let part = head ? head.value : 0;
  if (head) i = head.used;
  if (words[i] === 'mil') {
    total += (head ? part : 1) * 1000;
    i++;
    part = 0;
    const rest = belowThousand(words.slice(i));
    if (rest) {
      part = rest.value;
      i += rest.used;
    }
  } else if (/^millon(?:es)?$/.test(words[i] ?? '') && head) {
    total += part * 1_000_000;
    part = 0;
    i++;
  } else if (!head) return null;
  if (i === 1 && /^(?:un|una)$/.test(words[0])) return null;
  const last = tokens[i - 1];
  return { value: total + part, length: last.index + last[0].length };
}

/** A regex source for a number said in words ("cuarenta y ocho", "doce", "trescientos"), longest first. */
export const NUMBER_WORDS_SOURCE = (() => {
  const units = Object.keys(UNITS).filter((w) => UNITS[w] > 0 && UNITS[w] < 10);
  const tens = Object.keys(TENS);
  const simple = [...Object.keys(HUNDREDS), ...Object.keys(UNITS)].sort((a, b) => b.length - a.length);
  return `(?:(?:${tens.join('|')})(?:\\s+y\\s+(?:${units.join('|')}))?|${simple.join('|')})`;
})();
