import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Switch } from 'radix-ui';
import { Link } from 'wouter';
import type { AlertChannels } from '../../../contracts';
import { alerts } from '../../api/alerts';
import { errorMessage } from '../../api/client';
import { StatePanel } from '../../components/StatePanel';
import { Spinner } from '../../components/Spinner';
import { alertTexts } from '../../i18n/alerts';
import { t } from '../../i18n/messages';
import { notify } from '../../stores/notifications';

type Draft = { email: boolean; telegram: boolean; telegramChatId: string; slack: boolean; slackChannel: string };

const draftOf = (c: AlertChannels): Draft => ({
  email: c.email.enabled && c.email.available,
  telegram: c.telegram.enabled,
  telegramChatId: c.telegram.chat_id ?? '',
  slack: c.slack.enabled,
  slackChannel: c.slack.channel ?? '',
});

/** /settings/alerts: where failure alerts go besides the app (docs/alerts.md). */
export function AlertSettingsView() {
  const tx = alertTexts.settings;
  const [channels, setChannels] = useState<AlertChannels | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const ac = new AbortController();
    alerts.settings({ signal: ac.signal }).then(
      (c) => {
        setChannels(c);
        setDraft(draftOf(c));
      },
      () => !ac.signal.aborted && setFailed(true),
    );
    return () => ac.abort();
  }, []);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft || !channels) return;
    setSaving(true);
    try {
      const next = await alerts.saveSettings({
        ...(channels.email.available ? { email: draft.email } : {}),
        telegram: draft.telegram,
        telegram_chat_id: draft.telegramChatId.trim() || null,
        slack: draft.slack,
        slack_channel: draft.slackChannel.trim() || null,
      });
      setChannels(next);
      setDraft(draftOf(next));
      notify('success', tx.saved);
    } catch (err) {
      notify('error', errorMessage(err, tx.saveError));
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (failed) body = <StatePanel kind="error" title={tx.loadError} />;
  else if (!channels || !draft) body = <StatePanel kind="loading" title={tx.loading} />;
  else {
    const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
    body = (
      <form className="card alert-settings" onSubmit={save} aria-label={tx.title}>
        <Channel id="alert-in-app" label={tx.inApp} checked disabled note={tx.inAppNote} onChange={() => {}} />
        <Channel
          id="alert-email"
          label={tx.email}
          checked={draft.email}
          disabled={!channels.email.available}
          note={channels.email.available ? tx.emailTo(channels.email.address ?? '') : tx.emailUnavailable}
          onChange={(v) => set({ email: v })}
        />
        <Channel id="alert-telegram" label={tx.telegram} checked={draft.telegram} disabled={!channels.telegram.connected && !draft.telegram} note={channels.telegram.connected ? tx.telegramHint : tx.telegramMissing} onChange={(v) => set({ telegram: v })}>
          {draft.telegram ? (
            <div className="field">
              <label htmlFor="alert-telegram-chat">{tx.telegramChat}</label>
              <input id="alert-telegram-chat" value={draft.telegramChatId} onChange={(e) => set({ telegramChatId: e.target.value })} inputMode="numeric" />
            </div>
          ) : null}
        </Channel>
        <Channel id="alert-slack" label={tx.slack} checked={draft.slack} disabled={!channels.slack.connected && !draft.slack} note={channels.slack.connected ? tx.slackHint : tx.slackMissing} onChange={(v) => set({ slack: v })}>
          {draft.slack ? (
            <div className="field">
              <label htmlFor="alert-slack-channel">{tx.slackChannel}</label>
              <input id="alert-slack-channel" value={draft.slackChannel} onChange={(e) => set({ slackChannel: e.target.value })} placeholder="#avisos" />
            </div>
          ) : null}
        </Channel>
        <div className="row-actions">
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? <Spinner /> : null}
            {tx.save}
          </button>
        </div>
      </form>
    );
  }

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <Link href="/workflows" className="back-link">
            ← {t.workflows.title}
          </Link>
          <h1>{tx.title}</h1>
          <p className="muted">{tx.intro}</p>
        </div>
      </header>
      {body}
    </div>
  );
}

type ChannelProps = { id: string; label: string; checked: boolean; disabled?: boolean; note: string; onChange: (v: boolean) => void; children?: ReactNode };

function Channel({ id, label, checked, disabled, note, onChange, children }: ChannelProps) {
  return (
    <div className="alert-channel">
      <div className="switch-label">
        <Switch.Root id={id} className="switch" checked={checked} onCheckedChange={onChange} disabled={disabled}>
          <Switch.Thumb className="switch-thumb" />
        </Switch.Root>
        <label htmlFor={id} className="status-label">{label}</label>
      </div>
      <p className="muted alert-channel-note">{note}</p>
      {children}
    </div>
  );
}
