/**
 * A second batch written after the planner was first tuned on the others: more typos, slang,
 * long rambling messages and very short ones, across every business type.
 */
import { OWNER_EMAIL, contains, one, type EvalCase } from './types';

export const variadas: EvalCase[] = [
  one('var-01', 'tienda', 'ola, kiero q cuando yegue un pedido me mandes un correo porfa', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email'], params: { '2.to': OWNER_EMAIL },
  }),
  one('var-02', 'tienda', 'avisame x slack #bodega cuando se acabe el stock de algo', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'], params: { '2.channel': '#bodega' },
  }),
  one('var-03', 'restaurante', 'Buenas! Tengo una taquería y quiero que todos los días a las 5 de la tarde me llegue un WhatsApp al 5512340000 recordándome hacer el corte de caja, ¿se puede?', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'],
    params: { '1.cron_expression': '0 17 * * *', '2.to': '5512340000' },
  }),
  one('var-04', 'clinica', 'cada lunes 8am correo a recepcion@clinicasanjose.mx asunto "Agenda semanal"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 8 * * 1', '2.to': 'recepcion@clinicasanjose.mx', '2.subject': 'Agenda semanal' },
  }),
  one('var-05', 'agencia', 'cuando alguien abra un issue en github avisa por telegram al grupo -100987654321', {
    status: 'plan_ready', trigger: 'github/github_webhook', actions: ['telegram/send_message'],
    params: { '1.events': ['issues'], '2.chat_id': '-100987654321' },
  }),
  one('var-06', 'servicios', 'necesito guardar en una hoja de google https://docs.google.com/spreadsheets/d/1Inscripciones2026/edit a cada alumno que se inscriba en el formulario', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_sheets/append_row'],
    params: { '2.spreadsheet_id': '1Inscripciones2026', '2.values': '{{trigger.body}}' },
  }),
  one('var-07', 'tienda', 'cada 20 minutos checa https://api.mitienda.test/pagos', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'],
    params: { '1.cron_expression': '*/20 * * * *', '2.method': 'GET', '2.url': 'https://api.mitienda.test/pagos' },
  }),
  one('var-08', 'clinica', 'Cuando llegue un correo de resultados@labclinico.mx, reenvíalo por WhatsApp al 5533221100', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['whatsapp/send_message'],
    params: { '1.query': 'from:resultados@labclinico.mx', '2.to': '5533221100' },
  }),
  one('var-09', 'restaurante', 'todos los viernes a las 7 de la noche publica en slack #meseros "Recuerden el inventario de bebidas"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'],
    params: { '1.cron_expression': '0 19 * * 5', '2.channel': '#meseros', '2.message': 'Recuerden el inventario de bebidas' },
  }),
  one('var-10', 'agencia', 'cuando llegue un lead nuevo mandaselo a la IA para que lo clasifique y guarda el resultado en sheets https://docs.google.com/spreadsheets/d/1LeadsClasif99/edit', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['ai/generate_text', 'google_sheets/append_row'],
    params: { '3.spreadsheet_id': '1LeadsClasif99', '3.values': '{{steps.2.output.text}}' },
  }),
  one('var-11', 'servicios', 'recuerdame cada 15 de mes pagar la luz por telegram al chat 5050505', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['telegram/send_message'],
    params: { '1.cron_expression': '0 9 15 * *', '2.chat_id': '5050505', '2.message': 'Recordatorio: pagar la luz' },
  }),
  one('var-12', 'tienda', 'quiero que cuando alguien compre me avises por whatsapp al 5587878787 y le mandes un correo de agradecimiento al cliente', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message', 'email/send_email'],
    params: { '2.to': '5587878787', '3.to': '{{trigger.body.email}}' },
  }),
  one('var-13', 'clinica', 'cada dia a las 6 am lee mi agenda de google calendar y mandame las citas por telegram al chat 606060', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'telegram/send_message'],
    params: { '1.cron_expression': '0 6 * * *', '3.chat_id': '606060', '3.message': contains('{{steps.2.output.events}}') },
  }),
  one('var-14', 'agencia', 'si el presupuesto del lead es mayor a 50000 avisame por slack #direccion, los leads llegan por webhook', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'slack/send_message'],
    params: { '2.left': '{{trigger.body.presupuesto}}', '2.operator': 'greater_than', '2.right': 50000, '3.channel': '#direccion' },
  }),
  one('var-15', 'restaurante', 'cuando me llegue una reservacion por el formulario con nombre, telefono y hora, mandale un whatsapp de confirmacion', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['whatsapp/send_message'],
    params: { '1.fields': ['nombre', 'telefono', 'hora'], '2.to': '{{trigger.telefono}}' },
  }),
  one('var-16', 'tienda', 'manda un correo a ventas@tienda.mx', {
    status: 'plan_ready', trigger: 'manual/manual_trigger', actions: ['email/send_email'], params: { '2.to': 'ventas@tienda.mx' },
  }),
  one('var-17', 'servicios', 'cada semana los lunes a las 10 crea un issue en github taller/mantenimiento con titulo "Revision semanal"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['github/create_issue'],
    params: { '1.cron_expression': '0 10 * * 1', '2.repository': 'taller/mantenimiento', '2.title': 'Revision semanal' },
  }),
  one('var-18', 'clinica', 'cuando se suba un archivo nuevo a mi drive mandame un mensaje por slack a #expedientes', {
    status: 'plan_ready', trigger: 'google_drive/new_file', actions: ['slack/send_message'], params: { '2.channel': '#expedientes' },
  }),
  one('var-19', 'tienda', 'cada noche a las 11 respalda los pedidos de https://api.mitienda.test/pedidos en drive', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'google_drive/upload_file'],
    params: { '1.cron_expression': '0 23 * * *', '2.method': 'GET', '3.content': '{{steps.2.output.body}}' },
  }),
  one('var-20', 'agencia', 'cuando un cliente mande un mensaje a mi bot de telegram, crea un issue en github agencia/soporte', {
    status: 'plan_ready', trigger: 'telegram/new_message', actions: ['github/create_issue'], params: { '2.repository': 'agencia/soporte' },
  }),
  one('var-21', 'restaurante', 'mandame a mi correo todos los dias a las 10 pm las ventas del dia de https://pos.test/api/ventas', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'email/send_email'],
    params: { '1.cron_expression': '0 22 * * *', '2.method': 'GET', '3.to': OWNER_EMAIL },
  }),
  one('var-22', 'servicios', 'cuando alguien llene la encuesta, espera media hora y mandale un correo de agradecimiento', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['delay/wait', 'email/send_email'],
    params: { '2.seconds': 1800, '3.to': '{{trigger.email}}' },
  }),
  one('var-23', 'tienda', 'cada lunes y jueves a las 9:30 manda por discord https://discord.com/api/webhooks/42/tok "Llegó mercancía nueva"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['discord/send_message'],
    params: { '1.cron_expression': '30 9 * * 1,4', '2.message': 'Llegó mercancía nueva' },
  }),
  one('var-24', 'clinica', 'si llega un correo que diga "urgente" en el asunto mandame whatsapp al 5511009988', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['filter/condition', 'whatsapp/send_message'],
    params: { '2.left': '{{trigger.subject}}', '2.operator': 'contains', '2.right': 'urgente', '3.to': '5511009988' },
  }),
  one('var-25', 'agencia', 'cuando haya un nuevo pull request en github revisalo con IA y publica el resultado en slack #code-review', {
    status: 'plan_ready', trigger: 'github/github_webhook', actions: ['ai/generate_text', 'slack/send_message'],
    params: { '1.events': ['pull_request'], '3.channel': '#code-review', '3.message': '{{steps.2.output.text}}' },
  }),
  one('var-26', 'servicios', 'gym: mandales whatsapp a los socios que se inscriban en la pagina dandoles la bienvenida', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'], params: { '2.to': '{{trigger.body.telefono}}' },
  }),
  one('var-27', 'tienda', 'cada primero de mes a las 8 de la mañana mandame por correo el reporte de https://api.mitienda.test/reporte-mensual', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'email/send_email'],
    params: { '1.cron_expression': '0 8 1 * *', '2.method': 'GET', '3.to': OWNER_EMAIL },
  }),
  one('var-28', 'restaurante', 'cuando se agregue una fila en sheets https://docs.google.com/spreadsheets/d/1PedidosMesa7/edit mandala a la cocina por telegram al chat 777111', {
    status: 'plan_ready', trigger: 'google_sheets/new_row', actions: ['telegram/send_message'],
    params: { '1.spreadsheet_id': '1PedidosMesa7', '2.chat_id': '777111' },
  }),
  one('var-29', 'clinica', 'borra el paciente en https://api.clinica.test/pacientes/15', {
    status: 'plan_ready', trigger: 'manual/manual_trigger', actions: ['http/request'],
    params: { '2.method': 'DELETE', '2.url': 'https://api.clinica.test/pacientes/15' },
  }),
  one('var-30', 'agencia', 'de lunes a viernes cada hora entre las 9 y las 19 revisa https://api.cliente.test/health', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'],
    params: { '1.cron_expression': '0 9-19 * * 1-5' },
  }),
  one('var-31', 'tienda', 'cuando llegue un pedido mandale los datos a mi sistema en https://erp.test/api/pedidos', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['http/request'],
    params: { '2.method': 'POST', '2.body': '{{trigger.body}}' },
  }),
  one('var-32', 'servicios', 'a las 8 pm todos los domingos mandame un correo con asunto "Semana que viene" y mensaje "Revisa las citas de la semana"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 20 * * 0', '2.subject': 'Semana que viene', '2.body': 'Revisa las citas de la semana' },
  }),
  { id: 'var-33', business: 'tienda', turns: ['cuando llegue un pedido avisame por telegram al chat 123987', 'mejor por slack #pedidos'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'], params: { '2.channel': '#pedidos' } } },
  { id: 'var-34', business: 'clinica', turns: ['todos los dias a las 7 mandame por correo mis citas del dia', 'cambialo a las 6:30'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'email/send_email'], params: { '1.cron_expression': '30 6 * * *' } } },
  { id: 'var-35', business: 'restaurante', turns: ['cuando llegue un pedido avisame por slack #cocina', 'agrega tambien un whatsapp al 5500998877'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message', 'whatsapp/send_message'], params: { '3.to': '5500998877' } } },
  { id: 'var-36', business: 'agencia', turns: ['cuando haya un push en github avisa en slack #dev y por telegram al chat 2468', 'quita telegram'],
    expect: { status: 'plan_ready', trigger: 'github/github_webhook', actions: ['slack/send_message'] } },
  one('var-37', 'tienda', 'notificame cuando haya ventas nuevas', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('var-38', 'servicios', 'quiero guardar los registros del formulario', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('var-39', 'restaurante', 'me puedes recomendar una receta de mole?', { status: 'conversation' }),
  one('var-40', 'clinica', 'buenos dias', { status: 'conversation' }),
];
