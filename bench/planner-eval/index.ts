/** The whole evaluation set, grouped by business type and by conversation shape. */
import { agencia } from './agencia';
import { clinica } from './clinica';
import { aclaraciones, formularios, platica, seguimiento } from './conversacion';
import { restaurante } from './restaurante';
import { servicios } from './servicios';
import { tienda } from './tienda';
import { variadas } from './variadas';
import { tercerLote } from './tercer-lote';
import { cuartoLote } from './cuarto-lote';
import { quintoLote } from './quinto-lote';
import { sextoLote } from './sexto-lote';
import { septimoLote } from './septimo-lote';
import type { EvalCase } from './types';

export const GROUPS: Record<string, EvalCase[]> = {
  'tiendas': tienda,
  'clínicas': clinica,
  'restaurantes': restaurante,
  'agencias': agencia,
  'servicios': servicios,
  'seguimientos (multi-turno)': seguimiento,
  'formularios inteligentes': formularios,
  'aclaraciones': aclaraciones,
  'plática / fuera de tema': platica,
  'variadas (segundo lote)': variadas,
  'tercer lote': tercerLote,
  'cuarto lote': cuartoLote,
  'quinto lote': quintoLote,
  'sexto lote (conversaciones)': sextoLote,
  'séptimo lote (horarios)': septimoLote,
};

export const CASES: EvalCase[] = Object.values(GROUPS).flat();

export { OWNER_EMAIL } from './types';
export type { EvalCase } from './types';
