import { useServiceConnection, type ServiceConnectionRequest } from '../../app';
import type { ServiceConnectionOutput } from '../../../machines/serviceConnection.machine';
import { ServiceAuthModal } from './ServiceAuthModal';
import { useAuthLinks } from './useAuthLinks';

/** Connect or renew one service outside the chat's queue (credentials modal). */
export function StandaloneServiceAuth({ request, onDone }: { request: ServiceConnectionRequest; onDone: (output: ServiceConnectionOutput) => void }) {
  const actor = useServiceConnection(request, onDone);
  const links = useAuthLinks();
  return <ServiceAuthModal actor={actor} {...links} />;
}
