import { Switch } from 'radix-ui';
import { Link } from 'wouter';
import { t } from '../../i18n/messages';
import { BUILTIN_MODEL, type Mode } from '../../stores/preferences';
import { Spinner } from '../../components/Spinner';
import { Icon } from '../../components/Icon';

export type ChatHeaderProps = {
  title: string;
  mode: Mode;
  onModeChange: (mode: Mode) => void;
  model: string;
  onModelChange: (model: string) => void;
  hasPlan: boolean;
  isActive: boolean;
  saving: boolean;
  toggling: boolean;
  executing: boolean;
  /** Any send or workflow call in flight. */
  processing: boolean;
  onSave: () => void;
  onToggleActive: () => void;
  onExecute: () => void;
};

/**
 * Chat header: title (→ /workflows), classic/agent mode, model picker (ai mode), credentials,
 * save, the 'Activo' switch, and the 'Ejecutar' toolbar button.
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
        {p.mode === 'ai' ? (
          <label className="model-picker">
            <span className="visually-hidden">{t.chat.modelLabel}</span>
            <select value={p.model} onChange={(e) => p.onModelChange(e.target.value)}>
              <option value={BUILTIN_MODEL}>{t.chat.builtinPlanner}</option>
            </select>
          </label>
        ) : null}
      </div>
      <div className="chat-header-actions">
        <button type="button" className="button button-ghost button-small" disabled title={`${t.chat.credentials} - ${t.common.comingSoon}`}>
          <Icon name="key" size={16} /> {t.chat.credentials}
        </button>
        <button type="button" className="button button-ghost button-small" onClick={p.onSave} disabled={p.saving}>
          <Icon name="save" size={16} /> {p.saving ? t.chat.saving : t.chat.save}
        </button>
        <label className="switch-label">
          <Switch.Root className="switch" checked={p.isActive} onCheckedChange={() => p.onToggleActive()} disabled={p.toggling}>
            <Switch.Thumb className="switch-thumb" />
          </Switch.Root>
          <span>{p.isActive ? t.chat.active : t.chat.inactive}</span>
        </label>
        <button
          type="button"
          className="button button-primary button-small"
          title={t.chat.executeTitle}
          onClick={p.onExecute}
          disabled={!p.hasPlan || p.processing || p.executing}
        >
          {p.executing || (p.processing && p.hasPlan) ? <Spinner /> : <Icon name="play" size={14} />} {executeLabel}
        </button>
      </div>
    </header>
  );
}
