import { OWNER_EMAIL, type Template } from '../types';

/** Doctors', dentists' and therapists' practices: appointments, reminders, new patients, follow-up. */
export const clinicTemplates: Template[] = [
  {
    template_id: 'consultorio-agenda-citas',
    name: 'Agenda de citas en línea',
    category: 'clinics',
    description: 'Tus pacientes piden cita con un formulario: la cita entra a tu Google Calendar con el paciente como invitado y le llega la confirmación por correo.',
    steps: [
      { node_id: 'form', action_id: 'form_submitted', params: { fields: ['nombre', 'email', 'telefono', 'fecha', 'hora', 'motivo'] } },
      {
        node_id: 'google_calendar',
        action_id: 'create_event',
        params: { title: 'Consulta: {{trigger.nombre}} — {{trigger.motivo}}', start: '{{trigger.fecha}}T{{trigger.hora}}:00', attendees: '{{trigger.email}}' },
      },
      {
        node_id: 'gmail',
        action_id: 'send_email',
        params: {
          to: '{{trigger.email}}',
          subject: 'Tu cita quedó agendada',
          body: 'Hola {{trigger.nombre}}:\n\nTu cita quedó agendada el {{trigger.fecha}} a las {{trigger.hora}}. Si necesitas cambiarla, responde a este correo.\n\n¡Te esperamos!',
        },
      },
    ],
    examples: {},
  },
  {
    template_id: 'consultorio-recordatorio-citas',
    name: 'Recordatorio de citas un día antes',
    category: 'clinics',
    description: 'Un día antes de cada cita de tu Google Calendar le envía al paciente un correo recordándole la hora, para que no falte.',
    steps: [
      { node_id: 'google_calendar', action_id: 'event_starting', params: { minutes_before: 1440 } },
      {
        node_id: 'gmail',
        action_id: 'send_email',
        params: {
          to: '{{trigger.attendees.0}}',
          subject: 'Recordatorio: {{trigger.title}}',
          body: 'Hola:\n\nTe recordamos tu cita de mañana ({{trigger.start}}). Si no puedes asistir, avísanos respondiendo este correo.\n\nGracias.',
        },
      },
    ],
    examples: {},
  },
  {
    template_id: 'consultorio-pacientes-nuevos',
    name: 'Alta de pacientes nuevos',
    category: 'clinics',
    description: 'El formulario de primera vez guarda los datos del paciente en tu expediente de Google Sheets y te avisa por correo.',
    steps: [
      { node_id: 'form', action_id: 'form_submitted', params: { fields: ['nombre', 'fecha_nacimiento', 'telefono', 'email', 'alergias', 'motivo'] } },
      {
        node_id: 'google_sheets',
        action_id: 'append_row',
        params: {
          spreadsheet_id: '',
          sheet_name: 'Pacientes',
          values: {
            Nombre: '{{trigger.nombre}}',
            'Fecha de nacimiento': '{{trigger.fecha_nacimiento}}',
            Teléfono: '{{trigger.telefono}}',
            Correo: '{{trigger.email}}',
            Alergias: '{{trigger.alergias}}',
            Motivo: '{{trigger.motivo}}',
          },
        },
      },
      { node_id: 'email', action_id: 'send_email', params: { to: OWNER_EMAIL, subject: 'Paciente nuevo: {{trigger.nombre}}', body: 'Motivo de consulta: {{trigger.motivo}}\nTeléfono: {{trigger.telefono}}\nAlergias: {{trigger.alergias}}' } },
    ],
    examples: { '2.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789' },
  },
  {
    template_id: 'consultorio-seguimiento',
    name: 'Seguimiento después de la consulta',
    category: 'clinics',
    description: 'Cuando anotas una consulta en tu hoja, una hora después el paciente recibe por WhatsApp sus indicaciones y una pregunta de cómo se siente.',
    steps: [
      { node_id: 'google_sheets', action_id: 'new_row', params: { spreadsheet_id: '', sheet_name: 'Consultas' } },
      { node_id: 'delay', action_id: 'wait', params: { seconds: 3600 } },
      {
        node_id: 'whatsapp',
        action_id: 'send_message',
        params: {
          to: '{{trigger.record.Teléfono}}',
          message: 'Hola {{trigger.record.Paciente}}, ¿cómo te sientes? Te recordamos tus indicaciones: {{trigger.record.Indicaciones}}. Cualquier duda, escríbenos por aquí.',
        },
      },
    ],
    examples: { '1.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789' },
  },
];
