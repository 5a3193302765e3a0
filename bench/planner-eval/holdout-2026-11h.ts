/**
 * Eighth held-out batch of November 2026, written after the seventh reached the target: two
 * channels in one breath, curly quotes, "www." addresses, +52 numbers, ranges, attendees,
 * "un par de minutos", "cada 2 días", capitals, and edits that swap and add at once.
 */
import { OWNER_EMAIL, one, type EvalCase } from './types';

const sheet = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit`;

export const holdoutEighth: EvalCase[] = [
  one('h8-01', 'tienda', 'cuando llegue un pedido avisame por slack #ventas y por telegram a @mitiendaoficial', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message', 'telegram/send_message'],
    params: { '2.channel': '#ventas', '3.chat_id': '@mitiendaoficial' },
  }),
  one('h8-02', 'restaurante', 'cada lunes a las 10 usa chatgpt para escribir el menu de la semana y publicalo en discord https://discord.com/api/webhooks/77/menu', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['ai/generate_text', 'discord/send_message'],
    params: { '1.cron_expression': '0 10 * * 1', '3.message': '{{steps.2.output.text}}' },
  }),
  one('h8-03', 'tienda', 'manda “Gracias por tu compra” por whatsapp al cliente cuando pague', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'],
    params: { '2.to': '{{trigger.body.telefono}}', '2.message': 'Gracias por tu compra' },
  }),
  one('h8-04', 'tienda', `cada hora consulta www.mitienda.mx/api/stock y guardalo en la hoja ${sheet('1StockH8')}`, {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'google_sheets/append_row'],
    params: { '2.url': 'https://www.mitienda.mx/api/stock', '3.values': '{{steps.2.output.body}}' },
  }),
  one('h8-05', 'tienda', 'cuando llegue un pedido mandale un whatsapp al +52 1 55 1234 9876', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'], params: { '2.to': '+5215512349876' },
  }),
  one('h8-06', 'contador', `lee el rango A1:D20 de la hoja ${sheet('1RangoH8')} cada mañana y mandamelo por correo`, {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_sheets/read_rows', 'email/send_email'],
    params: { '1.cron_expression': '0 9 * * *', '2.range': 'A1:D20', '3.to': OWNER_EMAIL },
  }),
  one('h8-07', 'clinica', 'cuando alguien llene el formulario de citas crea un evento en el calendario e invita a doctora@clinica.mx', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_calendar/create_event'], params: { '2.attendees': ['doctora@clinica.mx'] },
  }),
  one('h8-08', 'agencia', 'cuando se abra un issue en github crea una tarea en el repo agencia/tareas', {
    status: 'plan_ready', trigger: 'github/github_webhook', actions: ['github/create_issue'], params: { '1.events': ['issues'], '2.repository': 'agencia/tareas' },
  }),
  one('h8-09', 'tienda', 'cuando llegue un pedido espérate un par de minutos y mandale un correo al cliente', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['delay/wait', 'email/send_email'],
    params: { '2.seconds': 120, '3.to': '{{trigger.body.email}}' },
  }),
  one('h8-10', 'servicios', 'cada 2 dias a las 9 mandame un whats al 5511001100 "Regar plantas"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '1.cron_expression': '0 9 */2 * *', '2.message': 'Regar plantas' },
  }),
  // Changed with issue 17 (a named value is never ignored: a Drive folder named by its name, which Drive cannot
  // look up, has its id asked; was plan_ready with the file going to the Drive root).
  one('h8-11', 'contador', 'sube a la carpeta Facturas de mi drive cada correo que llegue de facturacion@sat.mx', {
    status: 'smart_forms_required', trigger: 'gmail/new_email', actions: ['google_drive/upload_file'], params: { '1.query': 'from:facturacion@sat.mx' }, asks: ['2.folder_id'],
  }),
  one('h8-12', 'tienda', 'MANDAME UN CORREO A VENTAS@TIENDA.MX CADA QUE HAYA UNA VENTA', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email'], params: { '2.to': 'ventas@tienda.mx' },
  }),
  one('h8-13', 'restaurante', 'Si alguien reserva en línea y pone más de 6 personas, avísale al gerente por whatsapp al 5519191919', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'whatsapp/send_message'],
    params: { '2.left': '{{trigger.body.personas}}', '2.operator': 'greater_than', '2.right': 6, '3.to': '5519191919' },
  }),
  one('h8-14', 'contador', `cada vez que llegue una factura al correo, extrae con IA el total y guardalo en sheets ${sheet('1FactH8')}`, {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['ai/generate_text', 'google_sheets/append_row'],
    params: { '3.values': '{{steps.2.output.text}}' },
  }),
  { id: 'h8-15', business: 'tienda', turns: ['cuando llegue un pedido avisame por slack #ventas', 'mejor por whats al 5530303030 y por correo'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message', 'email/send_email'], params: { '2.to': '5530303030', '3.to': OWNER_EMAIL } } },
  { id: 'h8-16', business: 'agencia', turns: ['cada dia a las 9 manda a slack #equipo "Standup"', 'solo entre semana'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '0 9 * * 1-5' } } },
  { id: 'h8-17', business: 'tienda', turns: ['cuando llegue un pedido mandale un whats al cliente', 'que el mensaje diga "Tu pedido va en camino"'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'], params: { '2.message': 'Tu pedido va en camino' } } },
  { id: 'h8-18', business: 'tienda', turns: [`cuando llegue un pedido guardalo en sheets ${sheet('1PedH8')}`, 'en la pestaña Pedidos2025'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row'], params: { '2.sheet_name': 'Pedidos2025' } } },
  one('h8-19', 'tienda', 'quiero que mis clientes reciban un mensaje cuando su pedido este listo', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('h8-20', 'servicios', 'mandale la info a mi socio cada viernes', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('h8-21', 'tienda', 'oye y si me equivoco se puede deshacer?', { status: 'conversation' }),
  one('h8-22', 'agencia', 'cuanto tarda en activarse?', { status: 'conversation' }),
  one('h8-23', 'restaurante', 'ok perfecto muchas gracias por tu ayuda', { status: 'conversation' }),
  one('h8-24', 'escuela', 'cada mañana a las 7 manda un whatsapp con el clima de https://api.clima.test/qro', {
    status: 'smart_forms_required', trigger: 'schedule/cron', actions: ['http/request', 'whatsapp/send_message'], params: { '1.cron_expression': '0 7 * * *' },
  }),
  one('h8-25', 'escuela', 'cuando un alumno repruebe (calificacion menor a 6 en el webhook) avisale a sus papas por correo', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'email/send_email'],
    params: { '2.left': '{{trigger.body.calificacion}}', '2.operator': 'less_than', '2.right': 6 },
  }),
];
