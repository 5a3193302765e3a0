import { useState, type FormEvent } from 'react';
import { NO_FILES_FOUND, type DiscoveredFileLike } from '../../../machines/fileDiscovery.machine';
import { useFileDiscovery } from '../../app/fileDiscovery';
import { Spinner } from '../../components/Spinner';
import { discoveryText as d } from '../../i18n/discovery';

const PROVIDERS = ['google_drive', 'google_sheets'] as const;

export type DiscoveryBoxProps = {
  status: 'idle' | 'invalid' | 'searching' | 'found' | 'empty' | 'failed';
  files: DiscoveredFileLike[];
  /** Providers searched by the last answer (none: no Google account connected). */
  searched: string[];
  reconnect: string[];
  error: string | null;
  onSubmit: (query: { intent: string; providers: string[] }) => void;
  /** Inside a dialog: no section heading (the dialog has the title) and the request filled in. */
  embedded?: boolean;
  initialIntent?: string;
};

/** The landing page's auto-discovery test box (spec §2 Landing, signed-in users). */
export function DiscoveryBox({ status, files, searched, reconnect, error, onSubmit, embedded, initialIntent }: DiscoveryBoxProps) {
  const [intent, setIntent] = useState(initialIntent ?? '');
  const [providers, setProviders] = useState<string[]>([...PROVIDERS]);
  const searching = status === 'searching';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!searching) onSubmit({ intent, providers });
  };
  const toggle = (p: string) => setProviders((list) => (list.includes(p) ? list.filter((x) => x !== p) : [...list, p]));

  const idPrefix = embedded ? 'chat-discovery' : 'discovery';
  const box = (
      <div className={embedded ? 'discovery-card' : 'card discovery-card'}>
        <form className="discovery-form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${idPrefix}-intent`}>{d.intentLabel}</label>
            <input
              id={`${idPrefix}-intent`}
              maxLength={1000}
              value={intent}
              placeholder={d.intentPlaceholder}
              onChange={(e) => setIntent(e.target.value)}
              aria-invalid={status === 'invalid' || undefined}
              aria-describedby={status === 'invalid' ? `${idPrefix}-invalid` : undefined}
            />
            {status === 'invalid' && error ? (
              <p id={`${idPrefix}-invalid`} className="field-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <fieldset className="discovery-providers">
            <legend>{d.providersLabel}</legend>
            {PROVIDERS.map((p) => (
              <label key={p} className="checkbox">
                <input type="checkbox" checked={providers.includes(p)} onChange={() => toggle(p)} /> {d.providers[p]}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button-primary" disabled={searching || providers.length === 0} aria-busy={searching || undefined}>
            {searching ? <Spinner /> : null}
            {searching ? d.searching : d.search}
          </button>
        </form>
        <DiscoveryResult status={status} files={files} searched={searched} reconnect={reconnect} error={error} />
      </div>
  );
  if (embedded) return box;
  return (
    <section className="section" aria-labelledby="discovery-title">
      <h2 id="discovery-title" className="section-title">
        {d.title}
      </h2>
      <p className="section-lead">{d.lead}</p>
      {box}
    </section>
  );
}

function DiscoveryResult({ status, files, searched, reconnect, error }: Omit<DiscoveryBoxProps, 'onSubmit'>) {
  if (status === 'failed') {
    return (
      <p className="notice notice-error discovery-result" role="alert">
        {error}
      </p>
    );
  }
  if (status === 'empty') {
    return (
      <div className="discovery-result" role="status">
        <p className="discovery-empty">{NO_FILES_FOUND}</p>
        {reconnect.length ? <p className="notice notice-warning">{d.reconnect}</p> : searched.length === 0 ? <p className="muted">{d.notConnected}</p> : null}
      </div>
    );
  }
  if (status !== 'found') return null;
  return (
    <div className="discovery-result">
      <p className="muted" role="status">
        {d.results(files.length)}
      </p>
      <ul className="discovery-files">
        {files.map((f) => {
          const link = typeof f.metadata.web_view_link === 'string' ? f.metadata.web_view_link : null;
          return (
            <li key={f.id} className="discovery-file" data-testid="discovered-file">
              <span className={`file-icon file-icon-${f.icon}`} aria-hidden="true">
                {(d.fileTypes[f.file_type] ?? d.fileTypes.file).slice(0, 1)}
              </span>
              <span className="discovery-file-text">
                <span className="discovery-file-name">{f.name}</span>
                <span className="muted discovery-file-meta">
                  {d.providers[f.provider] ?? f.provider} · {d.fileTypes[f.file_type] ?? d.fileTypes.file} · {d.confidence(f.confidence)}
                </span>
              </span>
              {link ? (
                <a className="button button-ghost button-small" href={link} target="_blank" rel="noreferrer noopener">
                  {d.open}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
      {reconnect.length ? <p className="notice notice-warning">{d.reconnect}</p> : null}
    </div>
  );
}

/** The box wired to the fileDiscovery machine. */
export function DiscoveryBoxConnected() {
  const fd = useFileDiscovery();
  return <DiscoveryBox {...fd} onSubmit={({ intent, providers }) => fd.submit({ intent, providers })} />;
}
