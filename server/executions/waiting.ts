import { timezoneText } from '../../contracts/cron';
import { scheduleOf } from '../engine/scheduler';

/** A flow's time zone: its schedule trigger's, else the server's (America/Mexico_City by default). */
export function flowTimezone(spec: unknown, defaultTimezone: string): string {
  return scheduleOf(spec, defaultTimezone)?.timezone ?? defaultTimezone;
}

/**
 * What a parked execution shows (docs/engine.md "Long waits"), in the flow's time zone:
 * 'Esperando hasta el martes, 24 de noviembre de 2026, 6:41 p.m. (hora del centro de México)'.
 */
export function waitingText(until: Date | string, timezone: string, fallbackTimezone = 'America/Mexico_City'): string {
  const date = new Date(until);
  const format = (tz: string) =>
    new Intl.DateTimeFormat('es-MX', { timeZone: tz, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date);
  let tz = timezone;
  let when: string;
  try {
    when = format(tz);
  } catch {
    // A zone the runtime does not know (saved before validation): the default one.
    tz = fallbackTimezone;
    when = format(tz);
  }
  return `Esperando hasta el ${when} (${timezoneText(tz)})`;
}
