/** Clinics: doctors, dentists, labs, vets. */
import { OWNER_EMAIL, contains, one, type EvalCase } from './types';

const B = 'clinica';

export const clinica: EvalCase[] = [
  one('clinica-01', B, '30 minutos antes de cada cita avisame por telegram al chat 445566', {
    status: 'plan_ready', trigger: 'google_calendar/event_starting', actions: ['telegram/send_message'],
    params: { '1.minutes_before': 30, '2.chat_id': '445566' },
  }),
  one('clinica-02', B, 'cuando un paciente llene el formulario de registro con nombre, telefono y fecha agenda una cita en mi calendario', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_calendar/create_event'],
    params: { '1.fields': ['nombre', 'telefono', 'fecha'], '2.start': '{{trigger.fecha}}' },
  }),
  one('clinica-03', B, 'todos los dias a las 7 am mandame por correo mis citas del dia', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'email/send_email'],
    params: { '1.cron_expression': '0 7 * * *', '3.to': OWNER_EMAIL, '3.body': contains('{{steps.2.output.events}}') },
  }),
  one('clinica-04', B, 'cada noche a las 9 revisa mi calendario y mandame por whatsapp al 5522334455 las citas de mañana', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'whatsapp/send_message'],
    params: { '1.cron_expression': '0 21 * * *', '3.to': '5522334455' },
  }),
  one('clinica-05', B, 'cuando llegue un correo de laboratorio@analisis.mx reenvialo a doctora@clinica.mx', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['gmail/send_email'],
    params: { '1.query': 'from:laboratorio@analisis.mx', '2.to': 'doctora@clinica.mx' },
  }),
  one('clinica-06', B, 'Si un paciente cancela, avisame por slack en #recepcion', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'],
    params: { '2.channel': '#recepcion' },
  }),
  one('clinica-07', B, 'cada lunes a las 8 am manda un correo a todos@clinica.mx con asunto "Guardias de la semana" y mensaje "Revisen el rol de guardias"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 8 * * 1', '2.to': 'todos@clinica.mx', '2.subject': 'Guardias de la semana', '2.body': 'Revisen el rol de guardias' },
  }),
  one('clinica-08', B, 'cuando se llene la encuesta de satisfaccion guarda las respuestas en sheets https://docs.google.com/spreadsheets/d/1Encuesta2025xyz/edit', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_sheets/append_row'],
    params: { '2.spreadsheet_id': '1Encuesta2025xyz', '2.values': '{{trigger.body}}' },
  }),
  one('clinica-09', B, 'Quiero recordarle a mis pacientes su cita un dia antes por whatsapp', {
    status: 'smart_forms_required', trigger: 'google_calendar/event_starting', actions: ['whatsapp/send_message'],
    params: { '1.minutes_before': 1440 },
  }),
  one('clinica-10', B, 'cuando alguien agende en el formulario de citas, crea el evento en google calendar y mandale un correo de confirmacion', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_calendar/create_event', 'email/send_email'],
    params: { '3.to': '{{trigger.email}}' },
  }),
  one('clinica-11', B, 'mandame un resumen con IA de los correos que lleguen de pacientes@clinica.mx por telegram al chat 778899', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['ai/generate_text', 'telegram/send_message'],
    params: { '1.query': 'from:pacientes@clinica.mx', '3.chat_id': '778899', '3.message': '{{steps.2.output.text}}' },
  }),
  one('clinica-12', B, 'el ultimo dia de cada mes a las 6 pm manda un correo a contador@despacho.mx con asunto "Cierre de mes"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 18 L * *', '2.to': 'contador@despacho.mx', '2.subject': 'Cierre de mes' },
  }),
  one('clinica-13', B, 'cada 2 horas consulta https://api.laboratorio.mx/resultados y si el estado es listo avisame por whatsapp al 5533445566', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'filter/condition', 'whatsapp/send_message'],
    params: { '1.cron_expression': '0 */2 * * *', '3.left': '{{steps.2.output.body.estado}}', '3.operator': 'equals', '3.right': 'listo', '4.to': '5533445566' },
  }),
  one('clinica-14', B, 'cada viernes a las 5 de la tarde mandame por slack #direccion cuantas citas hubo, sacalo de postgres con "SELECT count(*) FROM citas"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['postgres/query', 'slack/send_message'],
    params: { '1.cron_expression': '0 17 * * 5', '2.query': 'SELECT count(*) FROM citas', '3.channel': '#direccion', '3.message': contains('{{steps.2.output.rows}}') },
  }),
  one('clinica-15', B, 'cuando llegue un nuevo paciente desde la pagina, guardalo en sheets https://docs.google.com/spreadsheets/d/1PacientesNuevos01/edit, espera 1 hora y mandale un correo de bienvenida', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row', 'delay/wait', 'email/send_email'],
    params: { '2.spreadsheet_id': '1PacientesNuevos01', '3.seconds': 3600, '4.to': '{{trigger.body.email}}' },
  }),
  one('clinica-16', B, 'recuerdame todos los dias a las 2 pm por telegram al chat 55667788 tomar la temperatura del refri de vacunas', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['telegram/send_message'],
    params: { '1.cron_expression': '0 14 * * *', '2.chat_id': '55667788', '2.message': 'Recordatorio: tomar la temperatura del refri de vacunas' },
  }),
  one('clinica-17', B, 'Veterinaria: cuando un cliente llene el formulario con nombre, email y mascota, mandale un correo con asunto "Bienvenido a VetAmigos"', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email'],
    params: { '1.fields': ['nombre', 'email', 'mascota'], '2.to': '{{trigger.email}}', '2.subject': 'Bienvenido a VetAmigos' },
  }),
  one('clinica-18', B, 'cuando llegue un correo, si el asunto contiene "urgente" avísame por whatsapp al 5599887766', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['filter/condition', 'whatsapp/send_message'],
    params: { '2.left': '{{trigger.subject}}', '2.operator': 'contains', '2.right': 'urgente', '3.to': '5599887766' },
  }),
  one('clinica-19', B, 'todos los dias a medianoche respalda en drive lo que salga de postgres con "SELECT * FROM pacientes"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['postgres/query', 'google_drive/upload_file'],
    params: { '1.cron_expression': '0 0 * * *', '2.query': 'SELECT * FROM pacientes', '3.content': '{{steps.2.output.rows}}' },
  }),
  one('clinica-20', B, 'mandame un correo cuando alguien deje una reseña', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email'],
    params: { '2.to': OWNER_EMAIL },
  }),
  one('clinica-21', B, 'de lunes a sábado a las 8 avisale al equipo por slack en #consultorio que revisen la agenda', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'],
    params: { '1.cron_expression': '0 8 * * 1-6', '2.channel': '#consultorio' },
  }),
  one('clinica-22', B, 'Cuando haya un nuevo archivo en drive mandalo por correo a archivo@clinica.mx', {
    status: 'plan_ready', trigger: 'google_drive/new_file', actions: ['email/send_email'],
    params: { '2.to': 'archivo@clinica.mx' },
  }),
  one('clinica-23', B, 'una hora antes de cada consulta mandame un telegram al chat 123123', {
    status: 'plan_ready', trigger: 'google_calendar/event_starting', actions: ['telegram/send_message'],
    params: { '1.minutes_before': 60, '2.chat_id': '123123' },
  }),
  one('clinica-24', B, 'dentista aqui. cada martes y jueves a las 7:30 am mandame por gmail a recepcion@sonrisas.mx la agenda del dia de mi calendario', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'gmail/send_email'],
    params: { '1.cron_expression': '30 7 * * 2,4', '3.to': 'recepcion@sonrisas.mx' },
  }),
];
