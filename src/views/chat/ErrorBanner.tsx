import { t } from '../../i18n/messages';
import { saysError } from '../../../contracts/text';

/** Dismissible error banner: 'Error:' + message + 'Cerrar' ('Error:' left out when the message already says it). */
export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div className="error-banner" role="alert">
      <span>
        {saysError(message) ? null : <><strong>{t.chat.errorLabel}</strong> </>}
        {message}
      </span>
      <button type="button" className="button button-ghost button-small" onClick={onDismiss}>
        {t.chat.dismiss}
      </button>
    </div>
  );
}
