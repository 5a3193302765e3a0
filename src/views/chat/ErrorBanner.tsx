import { t } from '../../i18n/messages';

/** Dismissible error banner: 'Error:' + message + 'Cerrar'. */
export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div className="error-banner" role="alert">
      <span>
        <strong>{t.chat.errorLabel}</strong> {message}
      </span>
      <button type="button" className="button button-ghost button-small" onClick={onDismiss}>
        {t.chat.dismiss}
      </button>
    </div>
  );
}
