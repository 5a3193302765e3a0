import { z } from 'zod';
import { StepError, defineAction, type NodeDefinition, type PollContext } from './types';
import { optionalNumber, optionalText, stringList, text } from './params';
import { google, googleUrl } from './google/client';
import { polledTrigger, remember } from './polling';

const LABEL = 'Google Calendar';
const NOT_FOUND = 'El calendario no existe o tu cuenta de Google no tiene acceso a él: revisa el ID del calendario';

type When = { dateTime?: string; date?: string; timeZone?: string };
type GEvent = { id: string; summary?: string; start?: When; end?: When; htmlLink?: string; attendees?: { email: string }[]; location?: string; description?: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** A Calendar start/end: all-day date, zoned date-time, or local date-time in the user's timezone. */
export function calendarTime(value: string, label: string, timezone: string): When {
  const v = value.trim();
  if (DATE.test(v)) return { date: v };
  if (ZONED.test(v)) return { dateTime: v };
  const m = LOCAL.exec(v);
  if (m) return { dateTime: `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}`, timeZone: timezone };
  throw new StepError(`El campo "${label}" debe ser una fecha (2026-05-04) o fecha y hora (2026-05-04T10:00)`);
}

/** The default end: one hour after a timed start, the next day for an all-day one. */
function plusDefault(start: When): When {
  if (start.date) {
    const d = new Date(`${start.date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return { date: d.toISOString().slice(0, 10) };
  }
  if (start.timeZone) {
    const d = new Date(`${start.dateTime}Z`);
    d.setUTCHours(d.getUTCHours() + 1);
    return { dateTime: d.toISOString().slice(0, 19), timeZone: start.timeZone };
  }
  return { dateTime: new Date(Date.parse(start.dateTime!) + 3_600_000).toISOString() };
}

const eventOut = (e: GEvent) => ({
  id: e.id,
  title: e.summary ?? '',
  start: e.start?.dateTime ?? e.start?.date ?? null,
  end: e.end?.dateTime ?? e.end?.date ?? null,
  attendees: (e.attendees ?? []).map((a) => a.email),
  location: e.location ?? null,
  link: e.htmlLink ?? null,
});

function isoOrNull(v: string | undefined, label: string): string | undefined {
  if (!v) return undefined;
  const t = Date.parse(v);
  if (Number.isNaN(t)) throw new StepError(`El campo "${label}" debe ser una fecha válida`);
  return new Date(t).toISOString();
}

/** events.list: single events ordered by start, from `timeMin` (events still going count) to `timeMax`. */
async function listEvents(ctx: Parameters<typeof google>[0], calendarId: string, timeMin: string, timeMax?: string, maxResults = 100): Promise<GEvent[]> {
  const res = await google(ctx, 'google_calendar', LABEL, {
    url: googleUrl(ctx.config, 'calendar', `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`, {
      timeMin, timeMax, singleEvents: 'true', orderBy: 'startTime', maxResults,
    }),
    notFound: NOT_FOUND,
  });
  return ((res.body as { items?: GEvent[] })?.items ?? []).filter((e) => e && e.id);
}

type Starting = { calendar_id?: string; minutes_before?: number };

/** The trigger output for an event. */
export const startingPayload = (e: GEvent, p: Starting) => ({ ...eventOut(e), minutes_before: p.minutes_before ?? 10 });

/** Fires once per event (and start time) as soon as it is `minutes_before` minutes away. */
async function eventsStarting(ctx: PollContext, p: Starting, cursor: unknown) {
  const lead = (p.minutes_before ?? 10) * 60_000;
  const now = Date.now();
  const events = await listEvents({ ...ctx }, p.calendar_id ?? 'primary', new Date(now).toISOString(), new Date(now + lead + ctx.config.pollIntervalMs).toISOString());
  const fired = ((cursor as { fired?: unknown } | null)?.fired as string[] | undefined) ?? [];
  const due = events.filter((e) => {
    const start = Date.parse(e.start?.dateTime ?? e.start?.date ?? '');
    return Number.isFinite(start) && start - lead <= now && !fired.includes(`${e.id}@${e.start?.dateTime ?? e.start?.date}`);
  });
  const items = due.map((e) => ({ id: `${e.id}@${e.start?.dateTime ?? e.start?.date}`, payload: startingPayload(e, p) }));
  return { items, cursor: { fired: remember(fired, items.map((i) => i.id)) } };
}

/** The event going on now or starting next, for a run the poller did not start. */
async function nextEvent(ctx: PollContext, p: Starting) {
  const [event] = await listEvents({ ...ctx }, p.calendar_id ?? 'primary', new Date().toISOString(), undefined, 1);
  return event ? startingPayload(event, p) : null;
}

const noEvent = () => 'No hay eventos próximos en el calendario para probar el flujo: crea uno y vuelve a ejecutar';

export const googleCalendarNode: NodeDefinition = {
  node_id: 'google_calendar',
  name: 'Google Calendar',
  service: 'google_calendar',
  category: 'productivity',
  auth: { mechanism: 'oauth2', provider: 'google' },
  triggers: [
    defineAction({
      action_id: 'event_starting',
      name: 'Evento por comenzar',
      description: 'Se activa unos minutos antes de que empiece un evento.',
      kind: 'trigger',
      params: z.object({ calendar_id: optionalText('ID del calendario'), minutes_before: optionalNumber('Minutos antes', { min: 0, int: true }) }),
      poll: eventsStarting,
      ...polledTrigger(nextEvent, noEvent),
    }),
  ],
  actions: [
    defineAction({
      action_id: 'create_event',
      name: 'Crear evento',
      description: 'Crea un evento en tu calendario e invita a los asistentes.',
      kind: 'action',
      params: z.object({
        title: text('Título'),
        start: text('Inicio'),
        end: optionalText('Fin'),
        attendees: stringList('Invitados').optional(),
        calendar_id: optionalText('ID del calendario'),
      }),
      execute: async (ctx, p) => {
        const start = calendarTime(p.start, 'Inicio', ctx.config.timezone);
        const end = p.end ? calendarTime(p.end, 'Fin', ctx.config.timezone) : plusDefault(start);
        const res = await google(ctx, 'google_calendar', LABEL, {
          method: 'POST',
          url: googleUrl(ctx.config, 'calendar', `/calendar/v3/calendars/${encodeURIComponent(p.calendar_id ?? 'primary')}/events`, p.attendees?.length ? { sendUpdates: 'all' } : {}),
          json: { summary: p.title, start, end, ...(p.attendees?.length ? { attendees: p.attendees.map((email) => ({ email })) } : {}) },
          notFound: NOT_FOUND,
        });
        return eventOut(res.body as GEvent);
      },
    }),
    defineAction({
      action_id: 'list_events',
      name: 'Listar eventos',
      description: 'Lista los eventos entre dos fechas.',
      kind: 'action',
      params: z.object({ from: optionalText('Desde').meta({ format: 'date-time' }), to: optionalText('Hasta').meta({ format: 'date-time' }), calendar_id: optionalText('ID del calendario') }),
      execute: async (ctx, p) => {
        const from = isoOrNull(p.from, 'Desde') ?? new Date().toISOString();
        const to = isoOrNull(p.to, 'Hasta') ?? new Date(Date.parse(from) + 7 * 86_400_000).toISOString();
        const events = (await listEvents(ctx, p.calendar_id ?? 'primary', from, to)).map(eventOut);
        return { events, count: events.length };
      },
    }),
  ],
};
