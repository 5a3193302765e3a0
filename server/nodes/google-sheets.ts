import { z } from 'zod';
import { defineAction, type NodeDefinition } from './types';
import { optionalText, text } from './params';
import { notYetRunnable } from './pending';

const run = notYetRunnable('Google Sheets');
const sheet = { spreadsheet_id: text('ID de la hoja de cálculo'), sheet_name: text('Nombre de la hoja') };

export const googleSheetsNode: NodeDefinition = {
  node_id: 'google_sheets',
  name: 'Google Sheets',
  service: 'google_sheets',
  category: 'productivity',
  auth: { mechanism: 'oauth2', provider: 'google' },
  triggers: [
    defineAction({
      action_id: 'new_row',
      name: 'Nueva fila',
      description: 'Revisa periódicamente la hoja y se activa con cada fila nueva.',
      kind: 'trigger',
      params: z.object(sheet),
      execute: run,
    }),
  ],
  actions: [
    defineAction({
      action_id: 'append_row',
      name: 'Agregar fila',
      description: 'Agrega una fila al final de la hoja.',
      kind: 'action',
      params: z.object({
        ...sheet,
        values: z.union(
          [z.array(z.unknown()), z.record(z.string(), z.unknown()), z.string()],
          { error: 'El campo "Valores" debe ser una lista, un objeto o un texto' },
        ).describe('Valores'),
      }),
      execute: run,
    }),
    defineAction({
      action_id: 'read_rows',
      name: 'Leer filas',
      description: 'Lee las filas de la hoja (o de un rango, por ejemplo A1:D20).',
      kind: 'action',
      params: z.object({ ...sheet, range: optionalText('Rango') }),
      execute: run,
    }),
  ],
};
