import { useEffect } from 'react';
import { DEPLOY_CHANNELS, type Agent, type AgentDeployment } from '../../../contracts/agents';
import type { DeployAgentView } from '../../app/agents';
import { agentsText as a } from '../../i18n/agents';
import { formatDateTime } from '../../i18n/messages';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { COPY_FEEDBACK_MS, useCopy } from '../../components/useCopy';
import { notify } from '../../stores/notifications';

const d = a.deploy;

/** 'Desplegar agente' (spec §2, §4): Web or Telegram, the state of the current deployment, the link or the bot. */
export function DeployAgentDialog({ open, onClose, agent, deploy }: { open: boolean; onClose: () => void; agent: Agent; deploy: DeployAgentView }) {
  // spec §4: the state resets when the dialog opens
  useEffect(() => {
    if (open) deploy.open();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const busy = deploy.deploying || deploy.disabling;
  const current: AgentDeployment | undefined = (deploy.deployment?.channel === deploy.channel ? deploy.deployment : undefined)
    ?? agent.deployments.find((x) => x.channel === deploy.channel);
  const live = !!current?.enabled;

  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={d.title} description={d.description}>
      <div className="deploy-dialog" data-testid="deploy-dialog">
        <div className="segmented" role="radiogroup" aria-label={d.title}>
          {DEPLOY_CHANNELS.map((c) => (
            <button key={c} type="button" role="radio" aria-checked={deploy.channel === c} className={deploy.channel === c ? 'is-selected' : undefined} onClick={() => deploy.chooseChannel(c)} disabled={busy}>
              <Icon name={c === 'web' ? 'link' : 'send'} size={16} /> {d.channel[c]}
            </button>
          ))}
        </div>
        <p className="muted">{d.channelHelp[deploy.channel]}</p>
        {agent.tools.length ? <p className="notice notice-warning">{d.toolsWarning(agent.tools.map((x) => x.name).join(', '))}</p> : null}

        <section className="deploy-current" aria-label={d.current}>
          <h3>{d.current}</h3>
          {current ? <CurrentDeployment deployment={current} /> : <p className="muted">{d.none}</p>}
        </section>

        {deploy.succeeded && deploy.message ? <p className="notice notice-success" role="status">{deploy.message}</p> : null}
        {deploy.failed && deploy.error ? (
          <div className="notice notice-error" role="alert">
            {d.errorPrefix} {deploy.error}
            {deploy.canTakeOver ? (
              <div className="deploy-takeover">
                <button type="button" className="button button-primary button-small" onClick={deploy.takeOver}>
                  {d.takeOver}
                </button>
              </div>
            ) : null}
          </div>
        ) : null}

        <div className="modal-actions">
          {live ? (
            <button type="button" className="button button-ghost" onClick={deploy.disable} disabled={busy}>
              {deploy.disabling ? <Spinner /> : null}
              {deploy.disabling ? d.disabling : d.disable}
            </button>
          ) : null}
          <button type="button" className="button button-primary" onClick={deploy.submit} disabled={busy}>
            {deploy.deploying ? <Spinner /> : null}
            {deploy.deploying ? d.deploying : live ? d.redeploy : d.submit}
          </button>
        </div>
      </div>
    </Modal>
  );
}

function CurrentDeployment({ deployment }: { deployment: AgentDeployment }) {
  const { copied, copy } = useCopy(COPY_FEEDBACK_MS, () => notify('warning', d.copyFailed));
  if (!deployment.enabled) return <p><span className="status status-neutral">{d.off}</span> <span className="muted">{formatDateTime(deployment.updated_at)}</span></p>;
  if (deployment.channel === 'telegram') {
    return <p><span className="status status-success">{d.activeTelegram(deployment.bot_username)}</span> <span className="muted">{formatDateTime(deployment.updated_at)}</span></p>;
  }
  return (
    <div className="deploy-link">
      <p><span className="status status-success">{d.activeWeb}</span> <span className="muted">{formatDateTime(deployment.updated_at)}</span></p>
      <div className="field">
        <label htmlFor="deploy-url">{d.link}</label>
        <div className="copy-row">
          <input id="deploy-url" readOnly value={deployment.url ?? ''} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="button button-ghost button-small" onClick={() => void copy('url', deployment.url ?? '')} aria-live="polite">
            <Icon name={copied ? 'check' : 'layers'} size={14} /> {copied ? d.copied : d.copy}
          </button>
          <a className="button button-ghost button-small" href={deployment.url ?? '#'} target="_blank" rel="noreferrer">
            {d.open}
          </a>
        </div>
      </div>
    </div>
  );
}
