import type { WebhookUrls } from '../../../contracts';
import { flows } from '../../api/endpoints';
import { useAppDeps, useResource } from '../../app';
import { useWebhookTest } from '../../app/planTools';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { COPY_FEEDBACK_MS, useCopy } from '../../components/useCopy';
import { planTools } from '../../i18n/planTools';

/** Webhook URLs viewer (spec §2, §9): production and test URLs of the saved flow, copy, and a test POST. */
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
  return <UrlList urls={urls} />;
}

function UrlList({ urls }: { urls: WebhookUrls }) {
  const p = planTools.webhooks;
  const deps = useAppDeps();
  const { copied, copy } = useCopy(COPY_FEEDBACK_MS, () => deps.alert(p.copyFailed));
  const tester = useWebhookTest(urls.test);
  const rows: [key: string, label: string, help: string | null, url: string][] = [
    ['production', p.production, p.productionHelp, urls.production],
    ['test', p.test, p.testHelp, urls.test],
  ];
  return (
    <div className="webhook-urls">
      {rows.map(([key, label, help, url]) => (
        <div key={key} className="webhook-url">
          <div className="webhook-url-head">
            <strong>{label}</strong>
            {help ? <span className="muted">{help}</span> : null}
          </div>
          <div className="webhook-url-row">
            <code data-testid={`webhook-url-${key}`}>{url}</code>
            <button type="button" className="button button-ghost button-small" onClick={() => void copy(key, url)}>
              {copied === key ? p.copied : p.copy}
            </button>
            {key === 'test' ? (
              <button type="button" className="button button-primary button-small" disabled={tester.testing} onClick={tester.test}>
                {tester.testing ? <Spinner /> : null}
                {tester.testing ? p.testing : p.sendTest}
              </button>
            ) : null}
          </div>
        </div>
      ))}
      {urls.documentation ? (
        <div className="webhook-url">
          <strong>{p.documentation}</strong>
          <p className="muted">{urls.documentation}</p>
        </div>
      ) : null}
    </div>
  );
}
