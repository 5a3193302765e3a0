import { z } from 'zod';
import { StepError, defineAction, type NodeDefinition, type PollContext } from './types';
import { optionalText, text } from './params';
import { google, googleUrl } from './google/client';
import { polledTrigger } from './polling';
import type { Config } from '../config';
import type { ExecutionContext } from './types';

const LABEL = 'Google Sheets';
const sheet = { spreadsheet_id: text('ID de la hoja de cálculo'), sheet_name: text('Nombre de la hoja') };
type Sheet = { spreadsheet_id: string; sheet_name: string };
type Ctx = Pick<ExecutionContext, 'getCredential' | 'signal'> & { config: Config };

/** A1 range of a whole sheet (or of `range` inside it), the sheet name quoted. */
function a1(sheetName: string, range?: string): string {
  const quoted = `'${sheetName.replace(/'/g, "''")}'`;
  return range ? `${quoted}!${range}` : quoted;
}

/** values.* calls, with Sheets' own "no such sheet" answer (400 Unable to parse range) made readable. */
async function sheets(ctx: Ctx, p: Sheet, method: string, suffix: string, query: Record<string, string> = {}, json?: unknown) {
  const path = `/v4/spreadsheets/${encodeURIComponent(p.spreadsheet_id)}/values/${encodeURIComponent(suffix)}`;
  try {
    return await google(ctx, 'google_sheets', LABEL, {
      method,
      url: googleUrl(ctx.config, 'sheets', path.replace(/%3A(append)$/, ':$1'), query),
      json,
      notFound: 'La hoja de cálculo no existe o tu cuenta de Google no tiene acceso a ella: revisa el ID',
    });
  } catch (err) {
    if (err instanceof StepError && /Unable to parse range/i.test(err.message)) {
      throw new StepError(`La hoja '${p.sheet_name}' no existe en esa hoja de cálculo`);
    }
    throw err;
  }
}

async function readValues(ctx: Ctx, p: Sheet, range?: string): Promise<unknown[][]> {
  const res = await sheets(ctx, p, 'GET', a1(p.sheet_name, range));
  return ((res.body as { values?: unknown[][] })?.values ?? []);
}

/** Rows as objects keyed by the header row (the first row). */
function records(values: unknown[][]): Record<string, unknown>[] {
  const [header, ...rows] = values;
  if (!header) return [];
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [String(h), r[i] ?? ''])));
}

async function rowFor(ctx: Ctx, p: Sheet, values: unknown): Promise<unknown[]> {
  if (Array.isArray(values)) return values;
  if (typeof values === 'string') return values.split(',').map((s) => s.trim());
  // An object goes under the matching header columns; keys without a column are appended.
  const obj = values as Record<string, unknown>;
  const header = (((await readValues(ctx, p, '1:1'))[0] ?? []) as unknown[]).map((h) => String(h));
  const row: unknown[] = header.map((h) => obj[h] ?? '');
  for (const [k, v] of Object.entries(obj)) if (!header.includes(k)) row.push(v);
  return row;
}

const cell = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : v);

/** The trigger output for row `rowNumber` (1-based) of `values`; rows under the header get `record`. */
export function rowPayload(values: unknown[][], rowNumber: number, sheetName: string) {
  const row = values[rowNumber - 1] ?? [];
  const header = (values[0] ?? []).map(String);
  const record = Object.fromEntries(header.map((h, j) => [h, row[j] ?? '']));
  return { row_number: rowNumber, values: row, ...(rowNumber > 1 ? { record } : {}), sheet_name: sheetName };
}

async function newRows(ctx: PollContext, p: Sheet, cursor: unknown) {
  const values = await readValues(ctx, p);
  const seen = (cursor as { rows?: unknown } | null)?.rows;
  // First poll: the rows already there are the baseline. A sheet that shrank resets it.
  if (typeof seen !== 'number' || values.length < seen) return { items: [], cursor: { rows: values.length } };
  const items = values.slice(seen).map((_row, i) => ({ id: `row:${seen + i + 1}`, payload: rowPayload(values, seen + i + 1, p.sheet_name) }));
  return { items, cursor: { rows: values.length } };
}

/** The last row under the header, for a run the poller did not start. */
async function lastRow(ctx: PollContext, p: Sheet) {
  const values = await readValues(ctx, p);
  return values.length > 1 ? rowPayload(values, values.length, p.sheet_name) : null;
}

const noRow = (p: Sheet) => `La hoja '${p.sheet_name}' no tiene filas debajo de los encabezados para probar el flujo: agrega una y vuelve a ejecutar`;

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
      poll: newRows,
      ...polledTrigger(lastRow, noRow),
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
      execute: async (ctx, p) => {
        const row = (await rowFor(ctx, p, p.values)).map(cell);
        const res = await sheets(ctx, p, 'POST', `${a1(p.sheet_name)}:append`, { valueInputOption: 'USER_ENTERED', insertDataOption: 'INSERT_ROWS' }, { values: [row] });
        const u = (res.body as { updates?: { updatedRange?: string; updatedRows?: number } })?.updates ?? {};
        return { updated_range: u.updatedRange ?? null, updated_rows: u.updatedRows ?? 1, values: row };
      },
    }),
    defineAction({
      action_id: 'read_rows',
      name: 'Leer filas',
      description: 'Lee las filas de la hoja (o de un rango, por ejemplo A1:D20).',
      kind: 'action',
      params: z.object({ ...sheet, range: optionalText('Rango') }),
      execute: async (ctx, p) => {
        const values = await readValues(ctx, p, p.range);
        // Without a range the first row is the header, so rows also come as objects.
        return p.range ? { values, count: values.length } : { rows: records(values), values, count: Math.max(0, values.length - 1) };
      },
    }),
  ],
};
