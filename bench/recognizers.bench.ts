/**
 * `npm run bench -- recognizers`: Microsoft Recognizers-Text (Spanish) against the built-in
 * planner's own value readers, on the values the blind batches expect (issue 17, "values first").
 *
 * For every one-turn case of the blind batches, each expected value of a kind a recogniser
 * handles is checked twice:
 * - ours: the planner put that value in the right parameter of its plan (placement included);
 * - Recognizers-Text: the value is among what it recognised anywhere in the message (placement
 *   not needed, so this side is favoured).
 * It also prints the memory and time each costs. The library is not a dependency of the product;
 * install it for this measurement only: `npm i --no-save @microsoft/recognizers-text-suite`.
 */
import { GROUPS } from './planner-eval';
import { scoreCase } from './planner-eval/score';
import type { EvalCase } from './planner-eval/types';
import { planRequest } from '../server/planner';

type Found = { text: string; typeName: string; resolution?: { values?: { timex?: string; value?: string }[]; value?: string } };
type Recognize = (query: string, culture: string) => Found[];
/** The part of Recognizers-Text this measurement calls (typed here: the library is not a dependency). */
type Recognizers = Record<
  'recognizeDateTime' | 'recognizeNumber' | 'recognizeCurrency' | 'recognizePhoneNumber' | 'recognizeEmail' | 'recognizeURL',
  Recognize
>;
/** Kept in a variable so the type checker does not look for the module. */
const LIBRARY = '@microsoft/recognizers-text-suite';
type Kind = 'cron' | 'delay seconds' | 'amount' | 'phone' | 'email' | 'url';

const SPANISH = 'es-es';
const digits = (s: string) => s.replace(/\D/g, '');
const PHONE = /^\+?[\d\s-]{10,}$/;
const EMAIL = /^[^\s@{}]+@[^\s@]+\.[a-z]{2,}$/i;

/** The expected value a case names, as one plain value (the first spelling of an `anyOf`). */
function plain(expected: unknown): unknown {
  if (expected && typeof expected === 'object' && 'anyOf' in expected) return (expected as { anyOf: unknown[] }).anyOf[0];
  return expected;
}

/** Which kind of recognisable value an expected parameter is, if any. */
function kindOf(c: EvalCase, key: string, value: unknown): Kind | null {
  const step = Number(key.split('.')[0]);
  const name = key.slice(key.indexOf('.') + 1);
  const node = step === 1 ? c.expect.trigger : c.expect.actions?.[step - 2];
  if (name === 'cron_expression' && typeof value === 'string') return 'cron';
  if (node === 'delay/wait' && name === 'seconds') return 'delay seconds';
  if (node?.startsWith('filter/') && name === 'right' && !Number.isNaN(Number(value)) && value !== '') return 'amount';
  if (typeof value !== 'string' || value.includes('{{')) return null;
  if (PHONE.test(value) && digits(value).length >= 10) return 'phone';
  if (EMAIL.test(value) && value !== 'dueno@negocio.mx') return 'email';
  if (/^https?:\/\//.test(value)) return 'url';
  return null;
}

/** Recognizers-Text numbers read with Spanish decimals ("2,3" for "2,300"): back to a number. */
const asNumber = (v: string | undefined) => Number((v ?? '').replace(/\./g, '').replace(',', '.'));

/** A cron from the date-time results: days of week or of month, a time, or an interval. */
function cronFrom(found: Found[]): string | null {
  const timexes = found.flatMap((f) => (f.resolution?.values ?? []).slice(0, 1).map((v) => v.timex ?? ''));
  let dow: string | null = null;
  const range = timexes.map((t) => /\(XXXX-WXX-(\d),XXXX-WXX-(\d)/.exec(t)).find(Boolean);
  if (range) dow = `${Number(range[1]) % 7}-${Number(range[2]) % 7}`;
  else {
    const days = [...new Set(timexes.flatMap((t) => [...t.matchAll(/XXXX-WXX-(\d)/g)].map((m) => Number(m[1]) % 7)))];
    if (days.length) dow = days.join(',');
  }
  const dom = timexes.map((t) => /XXXX-XX-(\d\d)/.exec(t)).find(Boolean)?.[1];
  const every = timexes.map((t) => /^PT(\d+)([MH])$/.exec(t)).find(Boolean);
  if (every) return every[2] === 'M' ? `*/${every[1]} * * * *` : `0 */${every[1]} * * *`;
  const time = timexes.map((t) => /T(\d\d)(?::(\d\d))?/.exec(t)).find(Boolean);
  if (!time) return null;
  return `${Number(time[2] ?? 0)} ${Number(time[1])} ${dom ? Number(dom) : '*'} * ${dow ?? '*'}`;
}

function recognised(R: Recognizers, message: string, kind: Kind, expected: unknown): boolean {
  const value = plain(expected);
  switch (kind) {
    case 'cron':
      return cronFrom(R.recognizeDateTime(message, SPANISH)) === value;
    case 'delay seconds': {
      const durations = R.recognizeDateTime(message, SPANISH).filter((f) => f.typeName.endsWith('duration'));
      return durations.some((d) => Number(d.resolution?.values?.[0]?.value) === Number(value));
    }
    case 'amount':
      return [...R.recognizeNumber(message, SPANISH), ...R.recognizeCurrency(message, SPANISH)].some((f) => {
        const res = f.resolution;
        return asNumber(res?.value as string) === Number(value);
      });
    case 'phone':
      return R.recognizePhoneNumber(message, SPANISH).some((f) => digits(f.text).endsWith(digits(String(value)).slice(-10)));
    case 'email':
      return R.recognizeEmail(message, SPANISH).some((f) => f.text === value);
    case 'url':
      return R.recognizeURL(message, SPANISH).some((f) => f.text === value);
  }
}

const ALL_MODELS = (R: Recognizers, m: string) => {
  R.recognizeDateTime(m, SPANISH);
  R.recognizeNumber(m, SPANISH);
  R.recognizeCurrency(m, SPANISH);
  R.recognizePhoneNumber(m, SPANISH);
  R.recognizeEmail(m, SPANISH);
  R.recognizeURL(m, SPANISH);
};

export default async function run(): Promise<void> {
  const only = process.env.PLANNER_BATCH?.toLowerCase();
  const cases = Object.entries(GROUPS)
    .filter(([g]) => g.startsWith('blind ') && (!only || g.toLowerCase().includes(only)))
    .flatMap(([, c]) => c)
    .filter((c) => c.turns.length === 1 && typeof c.turns[0] === 'string');
  const messages = cases.map((c) => c.turns[0] as string);
  const rssBefore = process.memoryUsage().rss;
  let R: Recognizers;
  try {
    R = (await import(LIBRARY)) as Recognizers;
  } catch {
    return void console.log('skipped: install the library for this measurement with `npm i --no-save @microsoft/recognizers-text-suite`');
  }
  for (const m of messages) ALL_MODELS(R, m);
  const rssAfter = process.memoryUsage().rss;

  const tally = new Map<Kind, { total: number; ours: number; theirs: number; onlyTheirs: string[] }>();
  for (const c of cases) {
    const message = c.turns[0] as string;
    const result = scoreCase(c);
    for (const [key, expected] of Object.entries(c.expect.params ?? {})) {
      const kind = kindOf(c, key, plain(expected));
      if (!kind) continue;
      const row = tally.get(kind) ?? { total: 0, ours: 0, theirs: 0, onlyTheirs: [] };
      const ours = !result.problems.some((p) => p.startsWith(`${key} =`));
      const theirs = recognised(R, message, kind, expected);
      row.total++;
      if (ours) row.ours++;
      if (theirs) row.theirs++;
      if (theirs && !ours) row.onlyTheirs.push(`${c.id} ${key}`);
      tally.set(kind, row);
    }
  }

  const time = (f: (m: string) => unknown) => {
    const t = performance.now();
    for (const m of messages) f(m);
    return (performance.now() - t) / messages.length;
  };
  const theirsMs = time((m) => ALL_MODELS(R, m));
  const oursMs = time((m) => planRequest({ message: m }));

  console.log(`one-turn blind cases: ${cases.length}${only ? ` (batches matching "${only}")` : ''}`);
  console.log('value kind        expected   ours (in its param)   Recognizers-Text (anywhere)   only Recognizers');
  for (const [kind, row] of [...tally].sort((a, b) => b[1].total - a[1].total)) {
    const pct = (n: number) => `${n} (${((n / row.total) * 100).toFixed(1)} %)`;
    console.log(`${kind.padEnd(17)} ${String(row.total).padStart(8)}   ${pct(row.ours).padEnd(20)}  ${pct(row.theirs).padEnd(28)}  ${row.onlyTheirs.length}`);
  }
  for (const [kind, row] of tally) if (row.onlyTheirs.length) console.log(`  only Recognizers, ${kind}: ${row.onlyTheirs.join('; ')}`);
  console.log(`memory: loading Recognizers-Text and running its six models once per message adds ${((rssAfter - rssBefore) / 2 ** 20).toFixed(0)} MiB of RSS`);
  console.log(`time per message (warm): Recognizers-Text, six models ${theirsMs.toFixed(2)} ms; the whole built-in planner ${oursMs.toFixed(2)} ms`);
}
