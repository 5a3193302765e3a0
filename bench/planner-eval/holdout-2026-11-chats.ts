/**
 * Held-out batch of November 2026 (part 2: conversations): follow-up edits, smart forms,
 * clarifications, more requests with English service names, and off-topic messages. Written
 * with part 1, before reading the planner's source; first-run figures in README.md.
 */
import { one, type EvalCase } from './types';

const sheet = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit`;
const PEDIDO_AVISO = 'cuando llegue un pedido avisame';
const COTIZACION = 'cuando llegue una cotizacion por el webhook mandala a la nube';

export const holdoutChats: EvalCase[] = [
  { id: 'h-61', business: 'tienda', turns: ['cada lunes temprano mandame un correo con asunto "Semana"', 'mejor a las 7 y media'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '1.cron_expression': '30 7 * * 1', '2.subject': 'Semana' } } },
  { id: 'h-62', business: 'tienda', turns: ['cuando llegue un pedido avisame x slack #ventas', 'y tambien mandale un whats al cliente'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message', 'whatsapp/send_message'], params: { '3.to': '{{trigger.body.telefono}}' } } },
  { id: 'h-63', business: 'escuela', turns: [`cuando alguien llene el formulario guardalo en sheets ${sheet('1FormHo63')} y mandame un correo`, 'kita el correo'],
    expect: { status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_sheets/append_row'], params: { '2.spreadsheet_id': '1FormHo63' } } },
  { id: 'h-64', business: 'clinica', turns: ['todos los dias a las 9 revisa https://api.clinica.test/citas y mandame un telegram al chat 6161616', 'no mejor por whatsapp al 5512129898'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'whatsapp/send_message'], params: { '3.to': '5512129898' } } },
  { id: 'h-65', business: 'restaurante', turns: ['cuando llegue un pedido mandalo a slack #pedidos', 'agrega un filtro: solo si el total es mayor a 1000'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'slack/send_message'],
      params: { '2.left': '{{trigger.body.total}}', '2.operator': 'greater_than', '2.right': 1000, '3.channel': '#pedidos' } } },
  { id: 'h-66', business: 'restaurante', turns: ['cada viernes a las 6 pm mandame un whats al 5533221100 "Corte de caja"', 'cambia el mensaje a "Haz el corte de caja"'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '2.message': 'Haz el corte de caja', '2.to': '5533221100' } } },
  { id: 'h-67', business: 'tienda', turns: ['cuando llegue un correo de pedidos@cliente.mx guardalo en drive', 'tambien avisame por slack en #compras'],
    expect: { status: 'plan_ready', trigger: 'gmail/new_email', actions: ['google_drive/upload_file', 'slack/send_message'], params: { '3.channel': '#compras' } } },
  { id: 'h-68', business: 'gimnasio', turns: ['cada hora consulta https://api.gym.test/aforo', 'mejor cada 20 minutos'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'], params: { '1.cron_expression': '*/20 * * * *' } } },
  { id: 'h-69', business: 'agencia', turns: ['cuando haya un push en github avisa en slack #dev', 'cambia slack por discord https://discord.com/api/webhooks/7/dev'],
    expect: { status: 'plan_ready', trigger: 'github/github_webhook', actions: ['discord/send_message'], params: { '2.webhook_url': 'https://discord.com/api/webhooks/7/dev' } } },
  { id: 'h-70', business: 'clinica', turns: ['cada dia a las 8 pm mandame por correo las citas de mañana de mi calendario', 'agregale que tambien lo mande a slack #recepcion'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'email/send_email', 'slack/send_message'], params: { '4.channel': '#recepcion' } } },
  { id: 'h-71', business: 'salon', turns: ['mándame un whats cuando alguien llene la encuesta', { form: { '2.to': '5544556677' } }],
    expect: { status: 'plan_ready', trigger: 'form/form_submitted', actions: ['whatsapp/send_message'], params: { '2.to': '5544556677' } } },
  { id: 'h-72', business: 'tienda', turns: [PEDIDO_AVISO, { message: PEDIDO_AVISO, selected: ['slack'] }, { form: { '2.channel': 'pedidos' } }],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'], params: { '2.channel': '#pedidos' } } },
  one('h-73', 'salon', 'cuando alguien reserve avisenme porfa', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('h-74', 'contador', 'cuando llegue un correo de un cliente respaldalo', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('h-75', 'tienda', 'cada noche guarda las ventas del dia de https://api.tienda.test/ventas y avisame', { status: 'clarification_needed', groups: ['Almacenamiento', 'Notificaciones'] }),
  one('h-76', 'restaurante', 'cada lunes recuerdame pedir el gas', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  { id: 'h-77', business: 'agencia', turns: [COTIZACION, { message: COTIZACION, selected: ['google_drive'] }],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_drive/upload_file'], params: { '2.content': '{{trigger.body}}' } } },
  one('h-78', 'tienda', 'oye y tu como te llamas', { status: 'conversation' }),
  one('h-79', 'contador', 'me puedes recomendar un buen contador en guadalajara?', { status: 'conversation' }),
  one('h-80', 'tienda', 'cuanto es el iva de 1500', { status: 'conversation' }),
  one('h-81', 'salon', 'mandale flores a mi esposa', { status: 'conversation' }),
  one('h-82', 'restaurante', 'ok gracias, ahi lo dejamos', { status: 'conversation' }),
  one('h-83', 'clinica', 'como conecto mi cuenta de google?', { status: 'conversation' }),
  one('h-84', 'tienda', 'cuando llegue un pedido mandalo a slack', {
    status: 'smart_forms_required', trigger: 'webhook/webhook_received', actions: ['slack/send_message'],
  }),
  one('h-85', 'escuela', 'cada mañana a las 8 manda un telegram con el clima de https://api.clima.test/gdl', {
    status: 'smart_forms_required', trigger: 'schedule/cron', actions: ['http/request', 'telegram/send_message'], params: { '1.cron_expression': '0 8 * * *' },
  }),
  one('h-86', 'agencia', `cuando haya una row nueva en mi spreadsheet ${sheet('1RowsEng86')} manda un msj a slack #ops`, {
    status: 'plan_ready', trigger: 'google_sheets/new_row', actions: ['slack/send_message'], params: { '1.spreadsheet_id': '1RowsEng86', '2.channel': '#ops' },
  }),
  one('h-87', 'contador', 'cada que me llegue un mail a mi gmail subelo a mi drive', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['google_drive/upload_file'],
  }),
  one('h-88', 'salon', 'Buenas! soy dueña de una estetica. Me gustaria que todos los dias a las 9 de la mañana el sistema me mandara un whatsapp al 5540302010 con las citas del dia que tengo en google calendar, es que siempre se me olvidan jaja', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'whatsapp/send_message'],
    params: { '1.cron_expression': '0 9 * * *', '3.to': '5540302010' },
  }),
  one('h-89', 'agencia', 'webhook -> IA -> correo a ventas@agencia.mx', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['ai/generate_text', 'email/send_email'],
    params: { '3.to': 'ventas@agencia.mx', '3.body': '{{steps.2.output.text}}' },
  }),
  one('h-90', 'tienda', 'si el pedido trae "urgente" en las notas mandalo por whats al 5599887766, cuando llegue al webhook', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'whatsapp/send_message'],
    params: { '2.left': '{{trigger.body.notas}}', '2.operator': 'contains', '2.right': 'urgente', '3.to': '5599887766' },
  }),
];
