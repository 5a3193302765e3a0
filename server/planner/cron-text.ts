/** Cron expressions the planner writes, said back in plain Spanish ("cada lunes a las 9:00 a. m."). */

import { describeCronShape } from '../../contracts/cron';

export { clock, timezoneText } from '../../contracts/cron';

/** The schedule in words (contracts/cron.ts); falls back to quoting the expression. */
export function describeCron(cron: string): string {
  return describeCronShape(cron) ?? `según la expresión «${cron}»`;
}

export function duration(seconds: number): string {
  if (seconds % 604800 === 0 && seconds >= 604800) return seconds === 604800 ? '1 semana' : `${seconds / 604800} semanas`;
  if (seconds % 86400 === 0 && seconds >= 86400) return seconds === 86400 ? '1 día' : `${seconds / 86400} días`;
  if (seconds % 3600 === 0 && seconds >= 3600) return seconds === 3600 ? '1 hora' : `${seconds / 3600} horas`;
  if (seconds % 60 === 0 && seconds >= 60) return seconds === 60 ? '1 minuto' : `${seconds / 60} minutos`;
  return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
}

/**
 * "…a las 13:30": a time the owner said on the 24-hour clock is said back their way too, after the 12-hour one
 * ("cada lunes a las 1:30 p. m. (13:30)"), so they recognise it.
 */
export function withClockAsSaid(reply: string, message: string): string {
  let out = reply;
  for (const m of message.matchAll(/\b(1[3-9]|2[0-3]):([0-5]\d)\b(?!\s*(?:hrs?|horas|h)?\s*\()/g)) {
    const said = `${m[1]}:${m[2]}`;
    const twelve = `${Number(m[1]) - 12}:${m[2]} p. m.`;
    if (out.includes(said)) continue;
    out = out.split(twelve).join(`${twelve} (${said})`);
  }
  return out;
}
