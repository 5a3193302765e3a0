/**
 * A third batch, written after the planner reached the target on the first two, to check that
 * the rules generalise: new vocabulary, other businesses (ferretería, papelería, hotel, despacho
 * contable, escuela de música), dropped accents and long messages.
 */
import { OWNER_EMAIL, contains, one, type EvalCase } from './types';

export const tercerLote: EvalCase[] = [
  one('t3-01', 'ferreteria', 'cuando un cliente pida una cotizacion por la pagina mandamela a mi correo y guardala en sheets https://docs.google.com/spreadsheets/d/1Cotizaciones77/edit', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email', 'google_sheets/append_row'],
    params: { '2.to': OWNER_EMAIL, '3.spreadsheet_id': '1Cotizaciones77' },
  }),
  one('t3-02', 'hotel', 'Tengo un hotelito en Oaxaca. Cada vez que alguien reserve por mi pagina quiero mandarle un correo de bienvenida y que a mi me llegue un telegram al chat 90909090', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email', 'telegram/send_message'],
    params: { '2.to': '{{trigger.body.email}}', '3.chat_id': '90909090' },
  }),
  one('t3-03', 'papeleria', 'todos los sabados a las 3 de la tarde mandame un correo a inventario@papeleria.mx con asunto "Conteo de fin de semana"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 15 * * 6', '2.to': 'inventario@papeleria.mx', '2.subject': 'Conteo de fin de semana' },
  }),
  one('t3-04', 'despacho', 'cuando me llegue un correo del SAT reenvialo a contador@despacho.mx', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['gmail/send_email'], params: { '2.to': 'contador@despacho.mx' },
  }),
  one('t3-05', 'escuela', 'cada 1ro de mes a las 10 am mandale un whatsapp al 5520202020 con "Recuerda pagar la colegiatura"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'],
    params: { '1.cron_expression': '0 10 1 * *', '2.to': '5520202020', '2.message': 'Recuerda pagar la colegiatura' },
  }),
  one('t3-06', 'ferreteria', 'cada 30 min revisa el inventario en https://api.ferre.test/inventario y si la cantidad es menor a 3 avisa en slack #compras', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'filter/condition', 'slack/send_message'],
    params: { '1.cron_expression': '*/30 * * * *', '3.left': '{{steps.2.output.body.cantidad}}', '3.operator': 'less_than', '3.right': 3, '4.channel': '#compras' },
  }),
  one('t3-07', 'hotel', 'cuando alguien llene el formulario de check in con nombre, correo, habitacion y fecha, agendalo en el calendario', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_calendar/create_event'],
    params: { '1.fields': ['nombre', 'correo', 'habitacion', 'fecha'], '2.start': '{{trigger.fecha}}' },
  }),
  one('t3-08', 'despacho', 'el dia 17 de cada mes a las 9 recuerdame por slack #impuestos declarar el IVA', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'],
    params: { '1.cron_expression': '0 9 17 * *', '2.channel': '#impuestos', '2.message': 'Recordatorio: declarar el IVA' },
  }),
  one('t3-09', 'escuela', 'cuando un alumno mande un mensaje al bot de telegram, contestale con IA', {
    status: 'plan_ready', trigger: 'telegram/new_message', actions: ['ai/generate_text', 'telegram/send_message'],
    params: { '3.chat_id': '{{trigger.chat_id}}', '3.message': '{{steps.2.output.text}}' },
  }),
  one('t3-10', 'tienda', 'manda un GET a https://api.tienda.test/ventas/hoy cada dia a las 9 pm y mandame el resultado por telegram al chat 3434343', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'telegram/send_message'],
    params: { '1.cron_expression': '0 21 * * *', '2.method': 'GET', '3.chat_id': '3434343', '3.message': contains('{{steps.2.output.body}}') },
  }),
  one('t3-11', 'restaurante', 'cuando llegue una orden nueva de mi app espera 5 minutos y mandala a la cocina por discord https://discord.com/api/webhooks/9/cocina', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['delay/wait', 'discord/send_message'],
    params: { '2.seconds': 300, '3.webhook_url': 'https://discord.com/api/webhooks/9/cocina' },
  }),
  one('t3-12', 'clinica', 'mandale un correo de recordatorio a cada paciente que agende una cita en el formulario', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email'], params: { '2.to': '{{trigger.email}}' },
  }),
  one('t3-13', 'agencia', 'cada viernes 5pm resume con IA los issues de la semana de https://api.github.test/issues y mandalo a slack #equipo', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'ai/generate_text', 'slack/send_message'],
    params: { '1.cron_expression': '0 17 * * 5', '2.method': 'GET', '4.channel': '#equipo', '4.message': '{{steps.3.output.text}}' },
  }),
  one('t3-14', 'papeleria', 'cuando se agregue un archivo a mi drive mandame un whats al 5545454545', {
    status: 'plan_ready', trigger: 'google_drive/new_file', actions: ['whatsapp/send_message'], params: { '2.to': '5545454545' },
  }),
  one('t3-15', 'hotel', 'si un huesped cancela su reservacion avisale a recepcion por whatsapp al 9511234567', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'], params: { '2.to': '9511234567' },
  }),
  one('t3-16', 'despacho', 'de lunes a viernes a las 8:45 mandame por correo las citas del dia de mi calendario', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'email/send_email'],
    params: { '1.cron_expression': '45 8 * * 1-5', '3.to': OWNER_EMAIL },
  }),
  one('t3-17', 'escuela', 'quiero que los papas que llenen la encuesta reciban un correo de agradecimiento', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email'], params: { '2.to': '{{trigger.email}}' },
  }),
  one('t3-18', 'ferreteria', 'cuando llegue un pedido por el webhook, si el total es mayor a 10000 mandame un whatsapp al 5556565656, si no nada', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'whatsapp/send_message'],
    params: { '2.left': '{{trigger.body.total}}', '2.operator': 'greater_than', '2.right': 10000, '3.to': '5556565656' },
  }),
  one('t3-19', 'tienda', 'cada domingo a medianoche borra los carritos viejos con un DELETE a https://api.tienda.test/carritos/viejos', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'],
    params: { '1.cron_expression': '0 0 * * 0', '2.method': 'DELETE' },
  }),
  one('t3-20', 'restaurante', 'crea un evento en mi calendario titulado "Inventario mensual" el primer dia de cada mes a las 8', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/create_event'],
    params: { '1.cron_expression': '0 8 1 * *', '2.title': 'Inventario mensual' },
  }),
  { id: 't3-21', business: 'hotel', turns: ['cada dia a las 7 am mandame las reservaciones de https://api.hotel.test/hoy por correo', 'mejor mandalas por whatsapp al 9519876543'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'whatsapp/send_message'], params: { '3.to': '9519876543' } } },
  { id: 't3-22', business: 'despacho', turns: ['cuando llegue un correo de un cliente guardalo en sheets https://docs.google.com/spreadsheets/d/1ClientesDesp1/edit', 'agrega tambien un aviso por slack a #clientes'],
    expect: { status: 'plan_ready', trigger: 'gmail/new_email', actions: ['google_sheets/append_row', 'slack/send_message'], params: { '3.channel': '#clientes' } } },
  { id: 't3-23', business: 'escuela', turns: ['todos los lunes a las 7 mandame un correo con asunto "Semana"', 'que sea a las 6:30 pm'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '1.cron_expression': '30 18 * * 1' } } },
  { id: 't3-24', business: 'tienda', turns: ['cuando llegue un pedido espera 10 minutos y avisame por slack #ventas', 'quita la espera'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'] } },
  one('t3-25', 'hotel', 'avisame cuando alguien deje una reseña en la pagina', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('t3-26', 'papeleria', 'guarda cada pedido que llegue a mi webhook', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('t3-27', 'despacho', 'cuanto cuesta enlaza?', { status: 'conversation' }),
  one('t3-28', 'escuela', 'escribeme un poema para el dia del maestro', { status: 'conversation' }),
  one('t3-29', 'ferreteria', 'cuando alguien llene el formulario de garantia mandalo a soporte@ferre.mx y crea un issue en github ferre/garantias', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email', 'github/create_issue'],
    params: { '2.to': 'soporte@ferre.mx', '3.repository': 'ferre/garantias' },
  }),
  one('t3-30', 'agencia', 'usa un agente de IA que cada mañana a las 8 revise https://api.cliente.test/metricas y me mande el analisis por slack #metricas', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'ai_agent/run_agent', 'slack/send_message'],
    params: { '1.cron_expression': '0 8 * * *', '4.channel': '#metricas' },
  }),
];
