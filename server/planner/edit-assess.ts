/**
 * A follow-up is held to the same rule as a first message: what it says must be in the plan after
 * the edit. A value it typed (an address, a phone, a chat, a link, a quoted text, a named tab) must
 * be in the edited plan, or have been in it before (an edit that removes it); a clock time must be
 * the schedule's. One in neither was lost ("varios cambios: que sea a las 7, … y el correo mándalo
 * a gerencia@…" where a change did not apply): the edit is said back and the value asked about,
 * never presented as done.
 */
import type { Literal } from './extract';
import type { PlanStep } from './types';
import { placed, typedValues, type Assessment, type Doubt } from './confidence';
import { findTimes } from './time';
import { lostOrders } from './edit-lost';

export function assessEdit(before: PlanStep[], after: PlanStep[], text: string, literals: Literal[], original: string): Assessment {
  const was = JSON.stringify(before.map((s) => s.params ?? {}));
  const now = JSON.stringify(after.map((s) => s.params ?? {}));
  const doubts: Doubt[] = [];
  for (const v of typedValues(text, literals, original, after[0]?.node_id === 'github')) {
    if (placed(v.value, v.kind, now) || placed(v.value, v.kind, was) || doubts.some((d) => d.value === v.value)) continue;
    doubts.push({ value: v.value, kind: v.kind });
  }
  for (const hour of timesLost(before, after, text)) doubts.push({ value: hour, kind: 'text' });
  // A service it named that is in neither plan: an order that made no step (edit-lost.ts).
  const unplanned = lostOrders(before, after, text, literals);
  return { confidence: Math.max(0, 1 - 0.3 * (doubts.length + unplanned.length)), doubts, unplanned, unused: [] };
}

/** The clock times a follow-up said that neither the schedule before nor after it runs at. */
function timesLost(before: PlanStep[], after: PlanStep[], text: string): string[] {
  const cron = (steps: PlanStep[]) => steps[0]?.node_id === 'schedule' ? String((steps[0].params ?? {}).cron_expression ?? '') : '';
  const [was, now] = [cron(before), cron(after)];
  // Only a schedule runs at a clock time; a time said to another step (a calendar event) is its own.
  if (!now || after.some((s) => s.node_id === 'google_calendar' && s.action_id === 'create_event')) return [];
  // "a las 9" without a. m./p. m. may be either half of the day: it is lost only when neither runs.
  const readings = (t: ReturnType<typeof findTimes>[number]) => t.explicit || t.time.hour > 12 ? [t.time] : [t.time, { ...t.time, hour: (t.time.hour + 12) % 24 }];
  return findTimes(text).filter((t) => !readings(t).some((r) => runsAt(now, r) || runsAt(was, r)))
    .map((t) => text.slice(t.at[0], t.at[1]).trim());
}

/** True when a five-field cron runs at this hour and minute (lists and single values; a step or range runs at any). */
function runsAt(cron: string, time: { hour: number; minute: number }): boolean {
  const [minute, hour] = cron.split(/\s+/);
  if (minute === undefined || hour === undefined) return false;
  const has = (field: string, n: number) => field === '*' || /[-/]/.test(field) || field.split(',').map(Number).includes(n);
  return has(minute, time.minute) && has(hour, time.hour);
}
