import type { ReactNode } from 'react';
import { Switch } from 'radix-ui';
import { Link } from 'wouter';
import { t } from '../../i18n/messages';
import type { Mode } from '../../stores/preferences';
import { Spinner } from '../../components/Spinner';
import { Icon } from '../../components/Icon';
import { headerTools } from '../../i18n/headerTools';
import { workflowChanges } from '../../i18n/workflowChanges';

export type ChatHeaderProps = {
  title: string;
  mode: Mode;
  onModeChange: (mode: Mode) => void;
  /** The LLM model picker, shown only in the ai mode (spec §2). */
  modelPicker?: ReactNode;
  hasPlan: boolean;
  /** The plan on screen differs from the saved flow: 'cambios sin guardar' next to 'Guardar'. */
  unsaved?: boolean;
  isActive: boolean;
  saving: boolean;
  /** The chat's saved workflow is still being looked up (a save or toggle now would be lost). */
  loadingStatus?: boolean;
  toggling: boolean;
  executing: boolean;
  /** Any send or workflow call in flight. */
  processing: boolean;
  onSave: () => void;
  onToggleActive: () => void;
  onExecute: () => void;
  /** Opens the credentials modal. */
  onCredentials?: () => void;
  /** OAuth requirements of the chat are still pending (shows the retry-auth button). */
  authPending?: boolean;
  onRetryAuth?: () => void;
  /** 'Simular' and 'Métricas' (docs/ui.md). */
  onSimulate?: () => void;
  onMetrics?: () => void;
};

/**
 * Chat header: title (→ /workflows), classic/agent mode, model picker (ai mode), retry-auth (pending
 * OAuth requirements), credentials, the 'cambios sin guardar' badge, save, the 'Activo' switch, and
 * the 'Ejecutar' toolbar button.
 */
export function ChatHeader(p: ChatHeaderProps) {
  const executeLabel = p.executing || (p.processing && p.hasPlan) ? t.chat.processing : p.hasPlan ? t.chat.execute : t.chat.noWorkflow;
  return (
    <header className="chat-header">
      <div className="chat-header-main">
        <Link href="/workflows" className="chat-title" title={t.shell.myWorkflows}>
          {p.title}
        </Link>
        <div className="segmented" role="radiogroup" aria-label={t.chat.modeLabel}>
          {(['classic', 'ai'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={p.mode === m}
              className={p.mode === m ? 'is-selected' : ''}
              onClick={() => p.onModeChange(m)}
            >
              {m === 'classic' ? t.chat.modeClassic : t.chat.modeAgent}
            </button>
          ))}
        </div>
        {p.mode === 'ai' && p.modelPicker ? <div className="model-picker">{p.modelPicker}</div> : null}
        {p.onSimulate ? (
          <button type="button" className="button button-ghost button-small" title={headerTools.simulateTitle} onClick={p.onSimulate} disabled={!p.hasPlan || p.processing}>
            <Icon name="play" size={14} /> <span className="button-text">{headerTools.simulate}</span>
          </button>
        ) : null}
        {p.onMetrics ? (
          <button type="button" className="button button-ghost button-small" title={headerTools.metricsTitle} onClick={p.onMetrics}>
            <Icon name="layers" size={14} /> <span className="button-text">{headerTools.metrics}</span>
          </button>
        ) : null}
      </div>
      <div className="chat-header-actions">
        {p.authPending && p.onRetryAuth ? (
          <button type="button" className="button button-primary button-small" onClick={p.onRetryAuth}>
            <Icon name="shield" size={16} /> {t.serviceAuth.retryAuth}
          </button>
        ) : null}
        <button type="button" className="button button-ghost button-small" title={t.chat.credentials} onClick={p.onCredentials} disabled={!p.onCredentials}>
          <Icon name="key" size={16} /> <span className="button-text">{t.chat.credentials}</span>
        </button>
        {p.unsaved ? (
          <span className="unsaved-badge" role="status" title={workflowChanges.unsavedTitle} data-testid="unsaved-changes">
            {workflowChanges.unsaved}
          </span>
        ) : null}
        <button type="button" className="button button-ghost button-small" onClick={p.onSave} disabled={p.saving || p.loadingStatus}>
          <Icon name="save" size={16} /> <span className="button-text-phone">{p.saving ? t.chat.saving : t.chat.save}</span>
        </button>
        <label className="switch-label">
          <Switch.Root className="switch" checked={p.isActive} onCheckedChange={() => p.onToggleActive()} disabled={p.toggling || p.loadingStatus}>
            <Switch.Thumb className="switch-thumb" />
          </Switch.Root>
          <span className="switch-text">{p.isActive ? t.chat.active : t.chat.inactive}</span>
        </label>
        <button
          type="button"
          className="button button-primary button-small"
          title={t.chat.executeTitle}
          onClick={p.onExecute}
          disabled={!p.hasPlan || p.processing || p.executing || p.loadingStatus}
        >
          {p.executing || (p.processing && p.hasPlan) ? <Spinner /> : <Icon name="play" size={14} />} {executeLabel}
        </button>
      </div>
    </header>
  );
}
