import type { FastifyRequest } from 'fastify';
import type { TokenService } from '../auth/tokens';

/**
 * Who may use a flow's test URL (`?test=true`), which runs the flow even while inactive:
 * - `owner`: the call carries the flow owner's bearer token (the SPA's 'Probar'); it gets the step results;
 * - `armed`: the owner is listening for a test event (POST /api/flows/{id}/webhook-test/listen) and
 *   this is the one call the window admits; it gets an acknowledgement, never step outputs;
 * - `expired`: a bearer token that is no longer valid (401, so the SPA refreshes and retries);
 * - `none`: anyone else; the test URL answers 404 as if the flow did not exist.
 */
export type TestAccess = 'owner' | 'armed' | 'expired' | 'none';

export async function testAccess(request: FastifyRequest, tokens: TokenService, flow: { userId: string; testArmed?: boolean }): Promise<TestAccess> {
  const h = request.headers.authorization;
  if (h?.toLowerCase().startsWith('bearer ')) {
    const userId = await tokens.verifyAccess(h.slice(7).trim());
    if (userId === flow.userId) return 'owner';
    if (userId === null) return 'expired';
  }
  return flow.testArmed ? 'armed' : 'none';
}

export const SESSION_EXPIRED = 'Tu sesión expiró. Por favor, inicia sesión de nuevo.';
export const TEST_ACKNOWLEDGED = 'Evento de prueba recibido: el resultado se muestra en Enlaza';
