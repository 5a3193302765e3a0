import { t } from '../../i18n/messages';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { OAUTH_RETRY_PROMPT, oauthErrorAlert } from '../../../machines/oauthPopup.machine';

type Props = {
  /** The OAuth error being asked about; null when no question is open. */
  error: string | null;
  onRetry: () => void;
  onGiveUp: () => void;
};

/**
 * The OAuth popup reported an error it may retry: 'Error durante la autenticación OAuth: …' and
 * '¿Quieres intentar de nuevo?' with 'Reintentar' / 'Cancelar'. Escape or Cancelar gives up.
 */
export function OAuthRetryDialog({ error, onRetry, onGiveUp }: Props) {
  return (
    <ConfirmDialog
      open={error !== null}
      onOpenChange={(open) => !open && onGiveUp()}
      title={oauthErrorAlert(error ?? '')}
      description={OAUTH_RETRY_PROMPT}
      confirmLabel={t.serviceAuth.retry}
      cancelLabel={t.common.cancel}
      danger={false}
      onConfirm={onRetry}
    />
  );
}
