/** Services: salons, garages, schools, gyms. */
import { OWNER_EMAIL, one, type EvalCase } from './types';

const B = 'servicios';

export const servicios: EvalCase[] = [
  one('serv-01', B, 'soy estilista, quiero que 2 horas antes de cada cita le llegue un whatsapp al cliente', {
    status: 'smart_forms_required', trigger: 'google_calendar/event_starting', actions: ['whatsapp/send_message'],
    params: { '1.minutes_before': 120 },
  }),
  one('serv-02', B, 'Taller mecánico: cuando un cliente llene el formulario con nombre, telefono y placas, guárdalo en sheets https://docs.google.com/spreadsheets/d/1TallerPlacas1/edit', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_sheets/append_row'],
    params: { '1.fields': ['nombre', 'telefono', 'placas'], '2.spreadsheet_id': '1TallerPlacas1' },
  }),
  one('serv-03', B, 'gimnasio: el dia 1 de cada mes a las 8 mandales a los socios un correo recordando el pago', {
    status: 'smart_forms_required', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 8 1 * *' },
  }),
  one('serv-04', B, 'escuela de ingles: cuando se inscriba un alumno en el formulario mandale un correo de bienvenida y avisame por telegram al chat 31415926', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email', 'telegram/send_message'],
    params: { '2.to': '{{trigger.email}}', '3.chat_id': '31415926' },
  }),
  one('serv-05', B, 'todos los dias a las 6:45 am avisame por whatsapp al 5544556677 que abra el gimnasio', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'],
    params: { '1.cron_expression': '45 6 * * *', '2.to': '5544556677' },
  }),
  one('serv-06', B, 'cada semana mandame un resumen de pagos de https://api.pagos.test/semana por correo', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'email/send_email'],
    params: { '1.cron_expression': '0 9 * * 1', '2.method': 'GET', '3.to': OWNER_EMAIL },
  }),
  one('serv-07', B, 'cuando alguien reserve una clase por el formulario, crea un evento en el calendario con titulo "Clase de prueba"', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_calendar/create_event'],
    params: { '2.title': 'Clase de prueba' },
  }),
  one('serv-08', B, 'Cuando se agregue un archivo a drive, analízalo con IA y mándame el resumen por telegram al chat 8080808', {
    status: 'plan_ready', trigger: 'google_drive/new_file', actions: ['ai/generate_text', 'telegram/send_message'],
    params: { '3.chat_id': '8080808', '3.message': '{{steps.2.output.text}}' },
  }),
  one('serv-09', B, 'consultorio dental: cada dia a las 7 pm lee las citas de mi calendario y mandalas por slack #recepcion', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'slack/send_message'],
    params: { '1.cron_expression': '0 19 * * *', '3.channel': '#recepcion' },
  }),
  one('serv-10', B, 'quiero un boton que cuando lo presione mande un correo a todos@escuela.mx con asunto "Suspension de clases"', {
    status: 'plan_ready', trigger: 'manual/manual_trigger', actions: ['email/send_email'],
    params: { '2.to': 'todos@escuela.mx', '2.subject': 'Suspension de clases' },
  }),
  one('serv-11', B, 'cada 3 horas de lunes a viernes consulta https://api.banco.test/saldo', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'],
    params: { '1.cron_expression': '0 */3 * * 1-5', '2.method': 'GET' },
  }),
  one('serv-12', B, 'Cuando llegue un pedido de refacciones, si la cantidad es mayor a 10 mandame un correo a almacen@taller.mx', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'email/send_email'],
    params: { '2.left': '{{trigger.body.cantidad}}', '2.operator': 'greater_than', '2.right': 10, '3.to': 'almacen@taller.mx' },
  }),
  one('serv-13', B, 'Guarda en Postgres cada registro nuevo del formulario con "INSERT INTO alumnos (datos) VALUES ($1)"', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['postgres/query'],
    params: { '2.query': 'INSERT INTO alumnos (datos) VALUES ($1)' },
  }),
  one('serv-14', B, 'Quiero que me mandes un mensaje a telegram al chat 1212121 cada vez que alguien pague su membresia', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['telegram/send_message'],
    params: { '2.chat_id': '1212121' },
  }),
  one('serv-15', B, 'a las 9 de la noche todos los días manda el reporte del día de https://api.mitaller.test/reporte a mi correo', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'email/send_email'],
    params: { '1.cron_expression': '0 21 * * *', '2.method': 'GET', '3.to': OWNER_EMAIL },
  }),
  one('serv-16', B, 'salon de belleza: cada sabado a las 8 am manda por whatsapp al 5566112233 "Hoy hay promo de tinte"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'],
    params: { '1.cron_expression': '0 8 * * 6', '2.to': '5566112233', '2.message': 'Hoy hay promo de tinte' },
  }),
  one('serv-17', B, 'cuando llegue una cotizacion nueva a mi webhook mandasela a ChatGPT para que redacte una respuesta y mandala por correo a ventas@taller.mx', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['ai/generate_text', 'email/send_email'],
    params: { '2.prompt': { contains: '{{trigger.body}}' }, '3.to': 'ventas@taller.mx', '3.body': '{{steps.2.output.text}}' },
  }),
  one('serv-18', B, 'cada hora de 8 a 20 consulta https://api.citas.test/hoy y si hay mas de 20 citas avisame por slack #recepcion', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'filter/condition', 'slack/send_message'],
    params: { '1.cron_expression': '0 8-20 * * *', '3.left': '{{steps.2.output.body.citas}}', '3.operator': 'greater_than', '3.right': 20, '4.channel': '#recepcion' },
  }),
];
