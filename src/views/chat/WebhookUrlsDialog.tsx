import type { WebhookUrls } from '../../../contracts';
import { flows } from '../../api/endpoints';
import { useAppDeps, useResource } from '../../app';
import { useWebhookSecret, useWebhookTest } from '../../app/planTools';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { COPY_FEEDBACK_MS, useCopy } from '../../components/useCopy';
import { planTools } from '../../i18n/planTools';
import { WebhookSecretPanel } from './WebhookSecretPanel';
import { WebhookTestPanel } from './WebhookTestPanel';

/**
 * Webhook URLs viewer (spec §2, §9): production and test URLs of the saved flow, copy, the test tools
 * ('Probar', 'Escuchar evento de prueba') with the run's outcome, and the generic webhook's signing secret.
 */
export function WebhookUrlsDialog({ open, flowId, onClose }: { open: boolean; flowId: string | null; onClose: () => void }) {
  const p = planTools.webhooks;
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={p.title} description={p.description}>
      {open && flowId ? <SavedFlowUrls flowId={flowId} /> : <p className="muted">{p.saveFirst}</p>}
    </Modal>
  );
}

function SavedFlowUrls({ flowId }: { flowId: string }) {
  const p = planTools.webhooks;
  const flow = useResource((signal) => flows.get(flowId, { signal }), [flowId]);
  if (flow.loading || flow.retrying) {
    return (
      <p className="muted">
        <Spinner /> {p.loading}
      </p>
    );
  }
  const urls = flow.data?.webhook_urls;
  if (!urls) return <p className="notice notice-error">{flow.error ?? p.loadError}</p>;
  return <UrlList flowId={flowId} urls={urls} />;
}

function UrlList({ flowId, urls }: { flowId: string; urls: WebhookUrls }) {
  const p = planTools.webhooks;
  const deps = useAppDeps();
  const { copied, copy } = useCopy(COPY_FEEDBACK_MS, () => deps.alert(p.copyFailed));
  const tester = useWebhookTest(flowId, urls.test);
  const rows: [key: string, label: string, help: string, url: string][] = [
    ['production', p.production, p.productionHelp, urls.production],
    ['test', p.test, p.testHelp, urls.test],
  ];
  return (
    <div className="webhook-urls">
      {rows.map(([key, label, help, url]) => (
        <div key={key} className="webhook-url">
          <div className="webhook-url-head">
            <strong>{label}</strong>
            <span className="muted">{help}</span>
          </div>
          <div className="webhook-url-row">
            <code data-testid={`webhook-url-${key}`}>{url}</code>
            <button type="button" className="button button-ghost button-small" onClick={() => void copy(key, url)}>
              {copied === key ? p.copied : p.copy}
            </button>
          </div>
          {key === 'test' ? <WebhookTestPanel {...tester} /> : null}
        </div>
      ))}
      {urls.type === 'webhook' ? <SigningSecret flowId={flowId} copied={copied === 'secret'} onCopy={(secret) => void copy('secret', secret)} /> : null}
      {urls.documentation ? (
        <div className="webhook-url">
          <strong>{p.documentation}</strong>
          <p className="muted">{urls.documentation}</p>
        </div>
      ) : null}
    </div>
  );
}

function SigningSecret({ flowId, copied, onCopy }: { flowId: string; copied: boolean; onCopy: (secret: string) => void }) {
  const secret = useWebhookSecret(flowId);
  return <WebhookSecretPanel {...secret} copied={copied} onCopy={onCopy} />;
}
