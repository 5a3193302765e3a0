import { t } from '../../i18n/messages';
import { Icon } from '../../components/Icon';

/** The four example cards of the empty chat; each sends its preset Spanish message. */
export const EXAMPLES = [
  {
    icon: 'mail' as const,
    title: 'Automatización de emails',
    body: 'Responde y registra cada lead nuevo',
    message:
      'Cuando llegue un lead nuevo por el formulario de mi página, envíale un correo de bienvenida y guarda sus datos en Google Sheets.',
  },
  {
    icon: 'link' as const,
    title: 'Conectar Slack con Google Drive',
    body: 'Avisa a tu equipo de cada archivo nuevo',
    message: 'Cuando se suba un archivo nuevo a mi carpeta de Google Drive, avísale a mi equipo en Slack.',
  },
  {
    icon: 'chart' as const,
    title: 'Reportes semanales',
    body: 'Un resumen programado cada lunes',
    message: 'Cada lunes a las 9 de la mañana, lee las ventas de mi hoja de Google Sheets y envíame un reporte por correo.',
  },
  {
    icon: 'calendar' as const,
    title: 'Gestión de calendario',
    body: 'Recordatorios de tus citas',
    message: 'Cuando esté por comenzar un evento de mi Google Calendar, envíame un recordatorio por Telegram.',
  },
] as const;

export function ChatEmptyState({ onExample, disabled }: { onExample: (message: string) => void; disabled: boolean }) {
  return (
    <div className="chat-empty">
      <div className="chat-empty-icon" aria-hidden="true">
        <Icon name="sparkles" size={34} />
      </div>
      <h2>{t.chat.greeting}</h2>
      <p className="muted">{t.chat.greetingBody}</p>
      <div className="examples">
        {EXAMPLES.map((ex) => (
          <button key={ex.title} type="button" className="example-card" onClick={() => onExample(ex.message)} disabled={disabled}>
            <span className="example-icon" aria-hidden="true">
              <Icon name={ex.icon} size={22} />
            </span>
            <span className="example-title">{ex.title}</span>
            <span className="example-body">{ex.body}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
