import { APP_NAME, t } from '../i18n/messages';

/** Shown until the application is mounted: 'Cargando' followed by 'Enlaza...'. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <div className="spinner spinner-large" aria-hidden="true" />
      <p className="loading-text">{t.common.loading}</p>
      <p className="loading-brand">{APP_NAME}...</p>
    </div>
  );
}
