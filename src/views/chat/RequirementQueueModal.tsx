import { useRef } from 'react';
import { ServiceAuthModal, type ServiceConnectionRef } from '../oauth/ServiceAuthModal';
import { useAuthLinks } from '../oauth/useAuthLinks';

type Props = {
  open: boolean;
  connection: ServiceConnectionRef | null;
  n: number;
  total: number;
};

/**
 * The OAuth requirement handler's modal: the current requirement's connection with 'n of total'.
 * Between two requirements (100 ms) the finished one stays on screen, so the modal does not blink.
 */
export function RequirementQueueModal({ open, connection, n, total }: Props) {
  const last = useRef<ServiceConnectionRef | null>(null);
  if (connection) last.current = connection;
  const links = useAuthLinks();
  if (!open) {
    last.current = null;
    return null;
  }
  const actor = connection ?? last.current;
  if (!actor) return null;
  return <ServiceAuthModal key={actor.sessionId} actor={actor} progress={{ n, total }} {...links} />;
}
