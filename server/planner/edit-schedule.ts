/**
 * Follow-ups that move the schedule: a new time (keeping the days and the half of the day), new
 * days, days added ("también los jueves") or taken out ("que no sea los domingos"), an hour added
 * ("también a las 6"), or a whole new schedule ("que sea cada hora").
 */
import { makeStep } from './compose';
import { describeCron } from './cron-text';
import { businessHour, compactDays, findTimes, parseDays, parseSchedule, partOfDay, withDays, withTime } from './time';
import type { PlanStep } from './types';
import { withoutTakenBackDays } from './taken-back';
import { shiftedTime } from './shift-time';
import { stepParams as params } from '../../contracts/plan';

/** "que sea a las 3" when it ran at 2 p. m. means 3 p. m.: an hour said without a. m./p. m. keeps the half of the day. */
function sameHalfOfDay(cron: string, t: { time: { hour: number; minute: number }; explicit: boolean }): { hour: number; minute: number } {
  const hour = Number(cron.split(' ')[1]);
  // A plan that runs at night (0–6) keeps a bare hour as said; one that runs by day reads it as a business hour.
  // "cámbialo a las 6:30" after 7:00 moves it a little earlier, not to the evening.
  if (Number.isInteger(hour) && hour >= 0 && (hour <= 6 || (hour <= 12 && hour - t.time.hour - t.time.minute / 60 <= 2 && hour >= t.time.hour))) return t.time;
  if (t.explicit || !Number.isInteger(hour) || hour < 13 || t.time.hour < 1 || t.time.hour > 11) return businessHour(t);
  return { hour: t.time.hour + 12, minute: t.time.minute };
}

/** Days of the week of a cron field, one by one ("1-3,5" → 1, 2, 3, 5). */
const expandDays = (field: string) => field.split(',').flatMap((p) => {
  const r = /^(\d)-(\d)$/.exec(p);
  return r ? Array.from({ length: Number(r[2]) - Number(r[1]) + 1 }, (_, k) => Number(r[1]) + k) : /^\d$/.test(p) ? [Number(p)] : [];
});

/** "que también sea los jueves": the days said join the schedule's days. */
function joinDays(cron: string, days: string): string {
  const have = cron.split(' ')[4] ?? '*';
  if (have === '*') return '*';
  return compactDays([...expandDays(have), ...expandDays(days)]);
}

/** "que no sea los domingos", "menos los sábados": the days said leave the schedule. */
const DAYS_OFF = /\b(?:no\s+(?:sea|sean|los|el|en|se ejecute|corra|mandes)|menos|excepto|salvo|quita(?:le)?|pausa(?:lo|la)?|descansa)\b/;

function dropDays(cron: string, days: string): string {
  const have = cron.split(' ')[4] ?? '*';
  const off = new Set(expandDays(days));
  return compactDays(expandDays(have === '*' ? '0-6' : have).filter((d) => !off.has(d)));
}

/** "cámbialo a las 10", "mejor los viernes", "que sea cada hora", "también a las 6", "que no sea los domingos". */
/** "que solo sea de 9 a 6" on an interval schedule: the hours it runs between (6 after 9 is 6 p. m.). */
function hourWindow(cron: string, text: string): string | null {
  const f = cron.split(' ');
  const w = /\b(?:de|entre(?: las)?)\s+(?:las\s+)?(\d{1,2})\s+(?:a|y)\s+(?:las\s+)?(\d{1,2})\b/.exec(text);
  if (!w || f.length !== 5 || !/^(?:\*|\*\/\d+|\d+-\d+(?:\/\d+)?)$/.test(f[1])) return null;
  const from = Number(w[1]);
  let to = Number(w[2]);
  if (to <= from && to + 12 <= 23) to += 12;
  if (to <= from || to > 23) return null;
  const step = /\/(\d+)$/.exec(f[1])?.[1];
  return [f[0], `${from}-${to}${step ? `/${step}` : ''}`, f[2], f[3], f[4]].join(' ');
}

export function moveSchedule(steps: PlanStep[], said0: { text: string; timezone: string }): { steps: PlanStep[]; change: string } | null {
  // "que sea los martes, no los lunes": the days taken back are the old ones (taken-back.ts).
  const ctx = { ...said0, text: withoutTakenBackDays(said0.text) };
  const current0 = steps[0].node_id === 'schedule' ? String(params(steps[0]).cron_expression ?? '') : '';
  // "una hora más tarde", "media hora antes": the plan's one time of day moved by that much (shift-time.ts).
  const at = /^(\d+) (\d+) /.exec(current0);
  const shifted = at && !findTimes(ctx.text).length && !/\b(?:espera|espere|esperar|pausa)\b/.test(ctx.text) ? shiftedTime({ hour: Number(at[2]), minute: Number(at[1]) }, ctx.text) : null;
  if (shifted) {
    const cron = withTime(current0, shifted);
    const tz = String(params(steps[0]).timezone ?? ctx.timezone);
    return { steps: [makeStep(1, 'schedule', 'cron', { cron_expression: cron, timezone: tz }), ...steps.slice(1)], change: `Listo, cambié la hora: ahora se ejecutará ${describeCron(cron)}.` };
  }
  const windowed = current0 && !parseSchedule(ctx.text, { impliedDaily: false }) ? hourWindow(current0, ctx.text) : null;
  if (windowed) {
    const tz = String(params(steps[0]).timezone ?? ctx.timezone);
    return { steps: [makeStep(1, 'schedule', 'cron', { cron_expression: windowed, timezone: tz }), ...steps.slice(1)], change: `Listo, ahora se ejecutará ${describeCron(windowed)}.` };
  }
  // "a las 4 mejor" moves the time and keeps the days: a time alone is no new daily schedule here.
  const full = parseSchedule(ctx.text, { impliedDaily: false });
  const said = findTimes(ctx.text);
  // "mejor en la tarde": the part of the day alone is its usual hour (16:00).
  const pod = !said.length ? partOfDay(ctx.text) : null;
  const trigger0 = steps[0].node_id === 'schedule' ? String(params(steps[0]).cron_expression ?? '') : '';
  // "mejor a las 6 y media, a las 8 ya estamos horneando": the time the plan already has is the old one, said as a reason.
  const isNow = (t: { time: { hour: number; minute: number }; explicit: boolean }) => {
    if (!/^\d+ \d+ /.test(trigger0)) return false;
    const h = sameHalfOfDay(trigger0, t);
    return `${h.minute} ${h.hour}` === trigger0.split(' ').slice(0, 2).join(' ');
  };
  const fresh = said.filter((t) => !isNow(t));
  // A time that is only the one it already has moves nothing (a compound follow-up is then read whole).
  if (said.length && !fresh.length && !parseDays(ctx.text) && !/\b(?:tambien|ademas)\b/.test(ctx.text) && !parseSchedule(ctx.text, { impliedDaily: false })) return null;
  const times = pod ? [{ time: pod, at: [0, 0] as [number, number], explicit: true }] : fresh.length ? fresh : said;
  // "cambia el día a martes": the day said after "a".
  const days = parseDays(ctx.text) ?? parseDays(ctx.text.replace(/\b(?:el\s+|los\s+)?dias?\s+(?:a|al|por|para|en)\s+(?:el\s+|los\s+)?/, 'los '));
  if (!full && !times.length && !days) return null;
  const trigger = steps[0];
  const current = trigger.node_id === 'schedule' ? String(params(trigger).cron_expression ?? '') : '';
  let cron: string;
  let what = '';
  const alsoAt = /\b(?:tambien|ademas)\b/.test(ctx.text) && current && times.length && /^\d+ [\d,]+ /.test(current) ? sameHalfOfDay(current, times[0]) : null;
  if (alsoAt && Number(current.split(' ')[0]) === alsoAt.minute) {
    const hours = [...new Set([...current.split(' ')[1].split(',').map(Number), alsoAt.hour])].sort((a, b) => a - b);
    cron = [current.split(' ')[0], hours.join(','), ...current.split(' ').slice(2)].join(' ');
    what = 'agregué una hora';
  } else if (current && !full && times.length) {
    cron = withTime(current, sameHalfOfDay(current, times[0]));
    what = 'cambié la hora';
  } else if (current && days && !times.length) {
    what = 'cambié los días';
    const left = DAYS_OFF.test(ctx.text) ? dropDays(current, days) : /\b(?:tambien|ademas)\b/.test(ctx.text) ? joinDays(current, days) : days;
    // "que ya no sea cada lunes" on a Monday schedule leaves no day: that is no schedule to keep.
    if (!left) return null;
    cron = withDays(current, left);
  }
  else if (full) cron = full.cron;
  else if (current && days) cron = withTime(withDays(current, days), sameHalfOfDay(current, times[0]));
  else return null;
  // A "change" that leaves the schedule as it was changes nothing ("no tan temprano" is no time said).
  if (cron === current) return null;
  const tz = String(params(trigger).timezone ?? ctx.timezone);
  const next = [makeStep(1, 'schedule', 'cron', { cron_expression: cron, timezone: tz }), ...steps.slice(1)];
  return { steps: next, change: `Listo, ${what ? `${what}: ahora` : 'ahora'} se ejecutará ${describeCron(cron)}.` };
}
