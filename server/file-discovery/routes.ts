import type { FastifyInstance } from 'fastify';
import { FileDiscoveryRequest } from '../../contracts/fileDiscovery';
import type { Services } from '../app';
import { credentialLoader } from '../engine/credentials';
import { parseBody } from '../http/errors';
import { discoverFiles } from './discover';

/** A search answers within this time or is abandoned (Google normally answers in well under a second). */
const SEARCH_TIMEOUT_MS = 15_000;

/**
 * POST /file-discovery/discover (spec §7 "Other"; also /api/file-discovery/discover, the SPA client's
 * prefix): files of the user's Google Drive and Sheets that fit a request. Registered in the signed-in scope.
 */
export async function fileDiscoveryRoutes(app: FastifyInstance, { db, config }: Services) {
  for (const url of ['/file-discovery/discover', '/api/file-discovery/discover']) {
    app.post(url, async (request) => {
      const body = parseBody(FileDiscoveryRequest, request.body);
      const signal = AbortSignal.timeout(SEARCH_TIMEOUT_MS);
      return discoverFiles({ getCredential: credentialLoader(db, request.userId), signal, config }, body);
    });
  }
}
