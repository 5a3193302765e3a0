import type { FileDiscoveryAnswer, FileDiscoveryRequest } from '../../contracts/fileDiscovery';
import { postJson } from './client';

/**
 * POST /file-discovery/discover (spec §7 "Other"). The server answers it under /api as well, the
 * prefix every call of this client carries.
 */
export const fileDiscovery = {
  discover: (body: FileDiscoveryRequest, o: { signal?: AbortSignal } = {}) => postJson<FileDiscoveryAnswer>('file-discovery/discover', body, o),
};
