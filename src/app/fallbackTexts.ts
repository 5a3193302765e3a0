/**
 * Failure texts of spec §8 that the SPA adds around its calls (the machines keep theirs):
 * a tolerated failure is logged with its text (and so reaches the operator through the
 * frontend logs), an unusable answer becomes an error the machine shows.
 */
import { errorMessage } from '../api/client';

export const UPDATE_CHAT_ERROR = 'Error actualizando chat';
export const DELETE_CHAT_ERROR = 'Error eliminando chat';
/** A save answered without the saved workflow's id: nothing to activate or run. */
export const NO_WORKFLOW_FROM_CONTEXT = 'No se pudo obtener el workflow desde contextData';
export const NEW_WORKFLOW_NAV_ERROR = 'Error iniciando nuevo workflow. Por favor intenta de nuevo.';

/** Runs `call`; a failure that was not an abort is logged as '{text}: {detail}' and thrown on. */
export async function logFailure<T>(text: string, signal: AbortSignal | undefined, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (!signal?.aborted) console.warn(`${text}: ${errorMessage(e, text)}`);
    throw e;
  }
}
