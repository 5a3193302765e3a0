import type { Template } from '../types';

/** Schools, language academies, tutoring and sports clubs: enrolment, tuition, absences, newsletters. */
export const schoolTemplates: Template[] = [
  {
    template_id: 'escuela-inscripciones',
    name: 'Inscripciones en línea',
    category: 'schools',
    description: 'Las familias inscriben a sus hijos con un formulario: la inscripción queda en tu hoja de control escolar y el tutor recibe la bienvenida por correo.',
    steps: [
      { node_id: 'form', action_id: 'form_submitted', params: { fields: ['alumno', 'grado', 'tutor', 'telefono', 'email'] } },
      {
        node_id: 'google_sheets',
        action_id: 'append_row',
        params: {
          spreadsheet_id: '',
          sheet_name: 'Inscripciones',
          values: { Alumno: '{{trigger.alumno}}', Grado: '{{trigger.grado}}', Tutor: '{{trigger.tutor}}', Teléfono: '{{trigger.telefono}}', Correo: '{{trigger.email}}', Fecha: '{{trigger.submitted_at}}' },
        },
      },
      {
        node_id: 'gmail',
        action_id: 'send_email',
        params: {
          to: '{{trigger.email}}',
          subject: 'Bienvenidos: inscripción de {{trigger.alumno}}',
          body: 'Hola {{trigger.tutor}}:\n\nRecibimos la inscripción de {{trigger.alumno}} a {{trigger.grado}}. En los próximos días te enviaremos la lista de útiles y el calendario escolar.\n\n¡Bienvenidos!',
        },
      },
    ],
    examples: { '2.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789' },
  },
  {
    template_id: 'escuela-recordatorio-colegiaturas',
    name: 'Recordatorio de colegiaturas',
    category: 'schools',
    description: 'El día 1 de cada mes revisa tu hoja de pagos, redacta un recordatorio amable con la fecha límite y lo publica en el grupo de Telegram de padres.',
    steps: [
      { node_id: 'schedule', action_id: 'cron', params: { cron_expression: '0 9 1 * *' } },
      { node_id: 'google_sheets', action_id: 'read_rows', params: { spreadsheet_id: '', sheet_name: 'Pagos' } },
      {
        node_id: 'ai',
        action_id: 'generate_text',
        params: { prompt: 'Redacta un recordatorio amable para los padres de familia: la colegiatura del mes vence el día 10. Menciona cuántas familias ya pagaron, sin dar nombres.\n\nPagos: {{steps.2.output.rows}}' },
      },
      { node_id: 'telegram', action_id: 'send_message', params: { chat_id: '', message: '{{steps.3.output.text}}' } },
    ],
    examples: { '2.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', '4.chat_id': '-1009876543210' },
  },
  {
    template_id: 'escuela-aviso-inasistencia',
    name: 'Aviso de inasistencia a padres',
    category: 'schools',
    description: 'Cuando el maestro registra una falta en el formulario, el tutor recibe de inmediato un WhatsApp para confirmar que todo está bien.',
    steps: [
      { node_id: 'form', action_id: 'form_submitted', params: { fields: ['alumno', 'telefono_tutor', 'fecha', 'materia'] } },
      {
        node_id: 'whatsapp',
        action_id: 'send_message',
        params: { to: '{{trigger.telefono_tutor}}', message: 'Hola, le informamos que {{trigger.alumno}} no asistió a {{trigger.materia}} el {{trigger.fecha}}. Si hay algún motivo, por favor avísenos por este medio.' },
      },
    ],
    examples: {},
  },
  {
    template_id: 'escuela-boletin-semanal',
    name: 'Boletín semanal para padres',
    category: 'schools',
    description: 'Cada viernes toma las actividades de la semana de tu hoja, redacta un boletín claro y lo envía por correo a la lista de padres.',
    steps: [
      { node_id: 'schedule', action_id: 'cron', params: { cron_expression: '0 14 * * 5' } },
      { node_id: 'google_sheets', action_id: 'read_rows', params: { spreadsheet_id: '', sheet_name: 'Actividades' } },
      {
        node_id: 'ai',
        action_id: 'generate_text',
        params: { prompt: 'Redacta el boletín semanal para padres de familia: lo que se hizo esta semana, avisos y fechas importantes de la próxima. Tono cercano y breve.\n\nActividades: {{steps.2.output.rows}}' },
      },
      { node_id: 'gmail', action_id: 'send_email', params: { to: '', subject: 'Boletín de la semana', body: '{{steps.3.output.text}}' } },
    ],
    examples: { '2.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', '4.to': 'padres@miescuela.mx' },
  },
];
