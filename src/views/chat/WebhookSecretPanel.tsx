import type { WebhookSecretView } from '../../app/planTools';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { planTools } from '../../i18n/planTools';

export type WebhookSecretPanelProps = Pick<WebhookSecretView, 'phase' | 'secret' | 'requireSignature' | 'error' | 'send'> & {
  copied: boolean;
  onCopy: (secret: string) => void;
};

/** The generic webhook's signing secret: how to sign, reveal, copy and regenerate (with a confirmation). */
export function WebhookSecretPanel({ phase, secret, requireSignature, error, send, copied, onCopy }: WebhookSecretPanelProps) {
  const s = planTools.signing;
  const p = planTools.webhooks;
  const shown = phase === 'shown' || phase === 'confirming' || phase === 'rotating';
  return (
    <div className="webhook-url webhook-signing" data-testid="webhook-signing">
      <div className="webhook-url-head">
        <strong>
          <Icon name="key" size={16} /> {s.title}
        </strong>
      </div>
      <p className="muted">{s.help}</p>
      {shown ? <p className={requireSignature ? 'notice notice-success' : 'notice notice-warning'}>{requireSignature ? s.required : s.optional}</p> : null}
      {phase === 'hidden' ? (
        <div className="webhook-url-row">
          <button type="button" className="button button-ghost button-small" onClick={() => send({ type: 'reveal' })}>
            {s.reveal}
          </button>
        </div>
      ) : null}
      {phase === 'loading' ? (
        <p className="muted">
          <Spinner /> {s.loading}
        </p>
      ) : null}
      {phase === 'failed' ? (
        <p className="notice notice-error" role="alert">
          {s.loadError}: {error}{' '}
          <button type="button" className="button button-ghost button-small" onClick={() => send({ type: 'reveal' })}>
            {s.retry}
          </button>
        </p>
      ) : null}
      {shown && secret ? (
        <div className="webhook-url-row">
          <code data-testid="webhook-secret" aria-label={s.secretLabel}>
            {secret}
          </code>
          <button type="button" className="button button-ghost button-small" onClick={() => onCopy(secret)}>
            {copied ? p.copied : p.copy}
          </button>
          <button type="button" className="button button-ghost button-small" disabled={phase === 'rotating'} onClick={() => send({ type: 'rotate' })}>
            {phase === 'rotating' ? <Spinner /> : null}
            {phase === 'rotating' ? s.regenerating : s.regenerate}
          </button>
          <button type="button" className="button button-ghost button-small" onClick={() => send({ type: 'hide' })}>
            {s.hide}
          </button>
        </div>
      ) : null}
      {shown && error ? (
        <p className="notice notice-error" role="alert">
          {s.regenerateFailed(error)}
        </p>
      ) : null}
      <ConfirmDialog
        open={phase === 'confirming'}
        onOpenChange={(open) => !open && send({ type: 'cancel' })}
        title={s.confirmTitle}
        description={s.confirmDescription}
        confirmLabel={s.regenerate}
        onConfirm={() => send({ type: 'confirm' })}
      />
    </div>
  );
}
