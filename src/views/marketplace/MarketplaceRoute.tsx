import { useMarketplace } from '../../app/marketplace';
import { StatePanel } from '../../components/StatePanel';
import { marketplaceText as m } from '../../i18n/marketplace';
import { MarketplaceView } from './MarketplaceView';

/** /marketplace wired to the templates resource and the install machine. */
export function MarketplaceRoute() {
  const mk = useMarketplace();
  return (
    <MarketplaceView
      templates={mk.templates.data}
      error={mk.templates.failed ? mk.templates.error : null}
      onRetry={mk.templates.reload}
      installingId={mk.installingId}
      installedId={mk.installedId}
      onInstall={mk.install}
      onOpenChat={mk.openChat}
    />
  );
}

/** What a visitor sees at /marketplace: templates install into an account (spec §6). */
export function MarketplaceLogin({ onLogin }: { onLogin: () => void }) {
  return (
    <div className="page">
      <StatePanel kind="empty" title={m.loginTitle}>
        <p className="muted">{m.loginBody}</p>
        <button type="button" className="button button-primary" onClick={onLogin}>
          {m.login}
        </button>
      </StatePanel>
    </div>
  );
}
