import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';
import { optionalNumber, optionalText, stringList, text } from './params';
import { notYetRunnable } from './pending';

const run = notYetRunnable('Google Calendar');

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
      execute: run,
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
      }),
      execute: run,
    }),
    defineAction({
      action_id: 'list_events',
      name: 'Listar eventos',
      description: 'Lista los eventos entre dos fechas.',
      kind: 'action',
      params: z.object({ from: optionalText('Desde'), to: optionalText('Hasta') }),
      execute: run,
    }),
  ],
};
