import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n/messages';
import { Icon } from './Icon';

type State = { error: Error | null };

/** Catches render errors: 'Algo salió mal' with 'Intentar de nuevo' and 'Recargar página'. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('UI error', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="center-page" role="alert">
        <div className="card state-card">
          <div className="state-icon" aria-hidden="true">
            <Icon name="warning" size={36} />
          </div>
          <h1>{t.errorBoundary.title}</h1>
          <p className="muted">{t.errorBoundary.body}</p>
          <div className="row-actions">
            <button type="button" className="button button-primary" onClick={() => this.setState({ error: null })}>
              {t.errorBoundary.tryAgain}
            </button>
            <button type="button" className="button button-ghost" onClick={() => window.location.reload()}>
              {t.errorBoundary.reload}
            </button>
          </div>
        </div>
      </div>
    );
  }
}
