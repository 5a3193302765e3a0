/**
 * The planner's window on the node catalogue: Spanish names and which parameters are required.
 * The vocabulary decides what to propose; the catalogue has the last word on names and schemas.
 */
import type { z } from 'zod';
import { findAction, findNode } from '../nodes';

export type ParamInfo = { name: string; label: string; required: boolean };

type Described = { description?: string; def?: { out?: Described; in?: Described; innerType?: Described; schema?: Described } };

/** The `.describe()` label of a field, looking through preprocess pipes, optionals and defaults. */
function labelOf(field: unknown, depth = 0): string | undefined {
  const f = field as Described | undefined;
  if (!f || depth > 4) return undefined;
  if (f.description) return f.description;
  const d = f.def;
  return labelOf(d?.out, depth + 1) ?? labelOf(d?.innerType, depth + 1) ?? labelOf(d?.in, depth + 1) ?? labelOf(d?.schema, depth + 1);
}

const FALLBACK_LABELS: Record<string, string> = {
  to: 'Para', chat_id: 'ID del chat', channel: 'Canal', message: 'Mensaje', url: 'URL', method: 'Método', body: 'Cuerpo',
  subject: 'Asunto', spreadsheet_id: 'ID de la hoja de cálculo', sheet_name: 'Nombre de la hoja', prompt: 'Instrucción (prompt)',
  repository: 'Repositorio', webhook_url: 'URL del webhook de Discord', query: 'Consulta SQL', seconds: 'Segundos',
};

export function nodeName(nodeId: string): string {
  return findNode(nodeId)?.name ?? nodeId;
}

export function actionName(nodeId: string, actionId: string): string {
  return findAction(nodeId, actionId)?.name ?? actionId;
}

export function hasAction(nodeId: string, actionId: string): boolean {
  return findAction(nodeId, actionId) !== undefined;
}

/** The action's parameters with their Spanish labels (from `.describe()`) and whether they are required. */
export function paramsOf(nodeId: string, actionId: string): ParamInfo[] {
  const schema = findAction(nodeId, actionId)?.params as (z.ZodType & { shape?: Record<string, z.ZodType> }) | undefined;
  const shape = schema?.shape;
  if (!shape || typeof shape !== 'object') return [];
  return Object.entries(shape).map(([name, field]) => ({
    name,
    label: labelOf(field) ?? FALLBACK_LABELS[name] ?? name,
    required: !field.safeParse(undefined).success,
  }));
}

/** Required parameters the step still lacks (blank strings and empty lists count as missing). */
export function missingParams(nodeId: string, actionId: string, params: Record<string, unknown>): ParamInfo[] {
  return paramsOf(nodeId, actionId).filter((p) => {
    if (!p.required) return false;
    const v = params[p.name];
    return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
  });
}

/** The error the catalogue's schema reports for these params, or null when they are valid. */
export function paramError(nodeId: string, actionId: string, params: Record<string, unknown>): string | null {
  const schema = findAction(nodeId, actionId)?.params;
  if (!schema) return null;
  const r = schema.safeParse(params);
  return r.success ? null : r.error.issues[0]?.message ?? 'Parámetros inválidos';
}

export function serviceLabel(nodeId: string): string {
  return nodeName(nodeId);
}

/** How the node's service signs in, per the catalogue. */
export function authOf(nodeId: string): { mechanism: string; provider?: string } {
  return findNode(nodeId)?.auth ?? { mechanism: 'none' };
}
