/**
 * Undoing the last change ("deshaz eso", "déjalo como estaba", "regrésalo", "mejor no, deshazlo"):
 * the chat's previous plan comes back (`PlannerInput.previousPlan`, from the chat's history), and
 * the reply says what that restores.
 */
import { nodeName, paramsOf } from './catalog';
import { describeCron } from './cron-text';
import type { Edit } from './edit-details';
import type { PlanStep } from './types';
import { stepParams as params } from '../../contracts/plan';

/** A follow-up that asks to undo the last change. Text is normalised (no accents, lower case). */
export const UNDO = /\bdesha[sz](?:lo|la|los)?\b|\bdeshacer\b|\b(?:revierte|reviertelo|revertir|revierta)\b|\bcomo (?:estaba|era|lo tenia|lo tenias)\b|\b(?:regresa|regresalo|regresala|vuelve|vuelvelo|devuelvelo|dejalo|ponlo)\s+(?:todo\s+)?(?:a\s+)?(?:como\s+)?(?:antes|lo de antes|lo anterior)\b(?!\s+(?:de|del|que)\b)|\bcancela (?:ese|el|lo|este) (?:ultimo )?cambio\b|\b(?:regresalo|regresala|regresamelo|devuelvelo)\b(?!\s+(?:a|al|por|en|con)\b)/;

const signature = (s: PlanStep) => `${s.node_id}/${s.action_id}`;
const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
/** A value as the owner reads it: data references by their field ("{{trigger.body.email}}" → email). */
const readable = (v: unknown) => show(v)
  .replace(/\{\{\s*steps\.(\d+)\.output[^}]*\}\}/g, 'el resultado del paso $1')
  .replace(/\{\{\s*trigger(?:\.(?:body|record))?\s*\}\}/g, 'los datos recibidos')
  .replace(/\{\{\s*trigger(?:\.(?:body|record))?\.([\w.-]+)\s*\}\}/g, '$1');

/** Pairs of indices of steps kept from `a` to `b`, in order (longest common subsequence of node/action). */
function matchSteps(a: PlanStep[], b: PlanStep[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  const len = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) len[i][j] = signature(a[i]) === signature(b[j]) ? len[i + 1][j + 1] + 1 : Math.max(len[i + 1][j], len[i][j + 1]);
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (signature(a[i]) === signature(b[j])) pairs.push([i++, j++]);
    else if (len[i + 1][j] >= len[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

/** How `to` differs from `from`, said as what changes back ("el asunto vuelve a ser «…»"). */
export function describeRestore(from: PlanStep[], to: PlanStep[]): string[] {
  const out: string[] = [];
  if (from[0] && to[0] && signature(from[0]) !== signature(to[0])) out.push(`el inicio vuelve a ser ${nodeName(to[0].node_id)}`);
  const pairs = matchSteps(from, to);
  const keptFrom = new Set(pairs.map(([i]) => i));
  const keptTo = new Set(pairs.map(([, j]) => j));
  const gone = from.filter((s, i) => i > 0 && !keptFrom.has(i)).map((s) => signature(s));
  const back = to.filter((s, j) => j > 0 && !keptTo.has(j)).map((s) => signature(s));
  // A step that was only moved goes back to its place ("ponlo antes de lo del whats", then "regrésalo como estaba").
  const moved = new Set(gone.filter((g) => back.includes(g)));
  for (const [i, s] of from.entries()) if (i > 0 && !keptFrom.has(i) && !moved.has(signature(s))) out.push(`quité el paso de ${nodeName(s.node_id)}`);
  for (const [j, s] of to.entries()) if (j > 0 && !keptTo.has(j)) out.push(moved.has(signature(s)) ? `el paso de ${nodeName(s.node_id)} vuelve a su lugar` : `volví a poner el paso de ${nodeName(s.node_id)}`);
  // With a step taken out or put back, texts that only follow the data change with it: not worth saying.
  const reshaped = pairs.length !== from.length || pairs.length !== to.length;
  for (const [i, j] of pairs) {
    const before = params(from[i]);
    const after = params(to[j]);
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (show(before[key]) === show(after[key]) || key === 'timezone') continue;
      if (reshaped && (show(before[key]).includes('{{') || show(after[key]).includes('{{'))) continue;
      if (key === 'cron_expression') {
        out.push(`el horario vuelve a ser ${describeCron(show(after[key]))}`);
        continue;
      }
      const label = paramsOf(to[j].node_id, to[j].action_id).find((p) => p.name === key)?.label ?? key;
      out.push(after[key] === undefined || after[key] === '' ? `«${label}» vuelve a quedar vacío` : `«${label}» vuelve a ser «${readable(after[key])}»`);
    }
  }
  return [...new Set(out)];
}

/** "eso no, quítalo" right after a step was added: take out what was just put in. */
const TAKE_IT_OUT = /^(?:(?:no|eso no|mejor no|ups|nel|ay no)[, ]+)*(?:quitalo|quitala|quitalos|quitalas|borralo|borrala|eliminalo|eliminala|sacalo|sacala)(?:\s+(?:porfa|por favor|plis|xfa))?$/;

/** The previous plan back, or null when the message is no undo. */
export function undoLast(current: PlanStep[], previous: PlanStep[] | null | undefined, text: string): Edit | 'nothing' | null {
  const takeOut = TAKE_IT_OUT.test(text.trim()) && !!previous && previous.length < current.length;
  if (!UNDO.test(text) && !takeOut) return null;
  if (!previous?.length) return 'nothing';
  const said = describeRestore(current, previous);
  return { steps: previous, change: `Listo, deshice el último cambio${said.length ? `: ${said.join('; ')}` : ''}.` };
}
