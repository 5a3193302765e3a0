import { t } from '../../i18n/messages';
import type { OAuthProvider } from '../../../contracts';
import { CopyButton } from './CopyButton';
import { PROVIDER_CONSOLES } from './providerSetup';

type Props = { provider: string; redirectUri: string };

/** How to create an own OAuth app: where at the provider, the redirect URI to register (with copy), what to bring back. */
export function ProviderSetupSteps({ provider, redirectUri }: Props) {
  const s = t.serviceAuth;
  const where = PROVIDER_CONSOLES[provider as OAuthProvider];
  const name = where?.name ?? provider;
  return (
    <ol className="setup-steps">
      <li>
        {s.setupCreate(name)}{' '}
        {where ? (
          <a className="text-link" href={where.url} target="_blank" rel="noopener noreferrer">
            {s.setupOpenConsole(name)}
          </a>
        ) : null}
        {s.setupWhere[provider] ? <div className="muted field-hint">{s.setupWhere[provider]}</div> : null}
      </li>
      <li>
        <span id="setup-redirect-label">{s.setupRedirect}</span>
        <div className="copy-row">
          <input aria-labelledby="setup-redirect-label" readOnly value={redirectUri} onFocus={(e) => e.target.select()} />
          <CopyButton text={redirectUri} />
        </div>
      </li>
      <li>{s.setupCopyKeys}</li>
    </ol>
  );
}
