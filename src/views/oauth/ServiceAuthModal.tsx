import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { t } from '../../i18n/messages';
import { Modal } from '../../components/Modal';
import { useOAuthRetryPrompt } from '../../app';
import type { ServiceConnectionMachine } from '../../../machines/serviceConnection.machine';
import { connectionView } from './connectionView';
import { ServiceAuthBody } from './ServiceAuthBody';
import { OAuthRetryDialog } from './OAuthRetryDialog';

export type ServiceConnectionRef = ActorRefFrom<ServiceConnectionMachine>;

type Props = {
  actor: ServiceConnectionRef;
  /** 'n of total' when the modal works through a queue of requirements. */
  progress?: { n: number; total: number } | null;
  /** The redirect URI to register for an own OAuth app ({api host}/api/oauth/callback). */
  redirectUri: string;
  /** Adds the access token to the initiate URL of the manual link. */
  linkFor: (url: string) => string;
};

/** 'Autenticar {service}' (spec §2 "Service authentication modal"). Closing it cancels the connection. */
export function ServiceAuthModal({ actor, progress, redirectUri, linkFor }: Props) {
  const view = useSelector(actor, connectionView, shallowEqual);
  const retryPrompt = useOAuthRetryPrompt(actor);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'connection.cancel' });
      }}
      title={t.serviceAuth.title(view.serviceName)}
      description={progress ? <span data-testid="auth-progress">{t.serviceAuth.progress(progress.n, progress.total)}</span> : undefined}
      className="modal-narrow service-auth-modal"
    >
      <ServiceAuthBody view={view} send={actor.send} onCancelPopup={retryPrompt.cancel} redirectUri={redirectUri} linkFor={linkFor} />
      {/* inside the modal's tree, so Radix treats it as a nested layer (a click in it does not close the modal) */}
      <OAuthRetryDialog error={retryPrompt.error} onRetry={retryPrompt.retry} onGiveUp={retryPrompt.giveUp} />
    </Modal>
  );
}
