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
