import { OWNER_EMAIL, type Template } from '../types';

/** Hair salons, barbershops, nail and beauty studios: bookings, birthdays, reviews, daily agenda. */
export const salonTemplates: Template[] = [
  {
    template_id: 'salon-citas-confirmacion',
    name: 'Citas con confirmación por WhatsApp',
    category: 'salons',
    description: 'Tus clientas apartan su cita con un formulario: queda en tu Google Calendar y reciben la confirmación por WhatsApp con el servicio y la hora.',
    steps: [
      { node_id: 'form', action_id: 'form_submitted', params: { fields: ['nombre', 'telefono', 'servicio', 'fecha', 'hora'] } },
      {
        node_id: 'google_calendar',
        action_id: 'create_event',
        params: { title: '{{trigger.servicio}} — {{trigger.nombre}}', start: '{{trigger.fecha}}T{{trigger.hora}}:00' },
      },
      {
        node_id: 'whatsapp',
        action_id: 'send_message',
        params: { to: '{{trigger.telefono}}', message: '¡Hola {{trigger.nombre}}! Tu cita de {{trigger.servicio}} quedó el {{trigger.fecha}} a las {{trigger.hora}}. Si no puedes venir, avísanos por aquí. 💇‍♀️' },
      },
    ],
    examples: {},
  },
  {
    template_id: 'salon-cumpleanos',
    name: 'Felicitaciones de cumpleaños con promoción',
    category: 'salons',
    description: 'Cada mañana busca en tu hoja de clientas quién cumple años hoy, redacta una felicitación con un descuento y te la manda por WhatsApp para reenviarla.',
    steps: [
      { node_id: 'schedule', action_id: 'cron', params: { cron_expression: '0 10 * * *' } },
      { node_id: 'google_sheets', action_id: 'read_rows', params: { spreadsheet_id: '', sheet_name: 'Clientas' } },
      {
        node_id: 'ai',
        action_id: 'generate_text',
        params: {
          prompt: 'Hoy es {{trigger.scheduled_at}}. De esta lista, encuentra a las clientas que cumplen años hoy y escribe para cada una un mensaje de felicitación cálido con 15% de descuento en su próximo servicio. Si nadie cumple, dilo en una línea.\n\nClientas: {{steps.2.output.rows}}',
        },
      },
      { node_id: 'whatsapp', action_id: 'send_message', params: { to: '', message: '{{steps.3.output.text}}' } },
    ],
    examples: { '2.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', '4.to': '+52 33 1234 5678' },
  },
  {
    template_id: 'salon-agenda-del-dia',
    name: 'Tu agenda del día por correo',
    category: 'salons',
    description: 'A las 8 de la mañana consulta tus citas del día en Google Calendar y te manda por correo la agenda ordenada por hora.',
    steps: [
      { node_id: 'schedule', action_id: 'cron', params: { cron_expression: '0 8 * * 1-6' } },
      { node_id: 'google_calendar', action_id: 'list_events', params: {} },
      {
        node_id: 'ai',
        action_id: 'generate_text',
        params: { prompt: 'Ordena por hora las citas de hoy en una lista (hora, clienta, servicio). Ignora las de otros días.\n\nCitas: {{steps.2.output.events}}' },
      },
      { node_id: 'email', action_id: 'send_email', params: { to: OWNER_EMAIL, subject: 'Tu agenda de hoy', body: '{{steps.3.output.text}}' } },
    ],
    examples: {},
  },
  {
    template_id: 'salon-opiniones',
    name: 'Opiniones de clientas en Slack',
    category: 'salons',
    description: 'Lo que tus clientas escriben en la encuesta de satisfacción llega a tu canal de Slack y se guarda en tu hoja para medir el servicio.',
    steps: [
      { node_id: 'form', action_id: 'form_submitted', params: { fields: ['nombre', 'estilista', 'calificacion', 'comentario'] } },
      {
        node_id: 'google_sheets',
        action_id: 'append_row',
        params: {
          spreadsheet_id: '',
          sheet_name: 'Opiniones',
          values: { Fecha: '{{trigger.submitted_at}}', Clienta: '{{trigger.nombre}}', Estilista: '{{trigger.estilista}}', Calificación: '{{trigger.calificacion}}', Comentario: '{{trigger.comentario}}' },
        },
      },
      { node_id: 'slack', action_id: 'send_message', params: { channel: '', message: '⭐ {{trigger.calificacion}}/5 para {{trigger.estilista}} de {{trigger.nombre}}: "{{trigger.comentario}}"' } },
    ],
    examples: { '2.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', '3.channel': '#opiniones' },
  },
];
