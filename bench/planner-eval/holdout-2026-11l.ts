/**
 * Twelfth held-out batch of November 2026, written after the eleventh reached the target:
 * lookups answered in Telegram, Spanish (+34) numbers, SMS (not in the catalogue), auto-replies,
 * "cada inicio de semana", and follow-ups that name a file or say "no por X sino por Y".
 */
import { OWNER_EMAIL, contains, one, type EvalCase } from './types';

const sheet = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit`;

export const holdoutTwelfth: EvalCase[] = [
  one('h12-01', 'despacho', 'cuando suban un pdf a mi drive, que la IA lo resuma y lo mande a slack #docs', {
    status: 'plan_ready', trigger: 'google_drive/new_file', actions: ['ai/generate_text', 'slack/send_message'], params: { '3.message': '{{steps.2.output.text}}' },
  }),
  one('h12-02', 'agencia', 'cada viernes a las 4 pm crea en mi calendario un evento "Cierre semanal"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/create_event'], params: { '1.cron_expression': '0 16 * * 5', '2.title': 'Cierre semanal' },
  }),
  one('h12-03', 'agencia', `cuando se agregue una fila a mi hoja de prospectos ${sheet('1ProsH12')}, que la IA redacte un correo de presentacion y se lo mande al prospecto`, {
    status: 'smart_forms_required', trigger: 'google_sheets/new_row', actions: ['ai/generate_text', 'email/send_email'],
  }),
  one('h12-04', 'tienda', `cuando alguien me pregunte un precio por telegram, busca el precio en la hoja ${sheet('1PrecH12')} y contestale`, {
    status: 'plan_ready', trigger: 'telegram/new_message', actions: ['google_sheets/read_rows', 'telegram/send_message'], params: { '3.chat_id': '{{trigger.chat_id}}' },
  }),
  one('h12-05', 'clinica', 'cada mañana a las 8 consulta en postgres "SELECT count(*) FROM citas WHERE fecha = current_date" y mandame el numero por whatsapp al 5588001122', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['postgres/query', 'whatsapp/send_message'],
    params: { '1.cron_expression': '0 8 * * *', '3.message': contains('{{steps.2.output.rows}}') },
  }),
  one('h12-06', 'agencia', 'cuando llegue un formulario de contacto, arma un objeto con nombre y telefono y mandalo por POST a https://crm.test/api/contactos', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['transform/set_fields', 'http/request'],
    params: { '2.fields': { nombre: '{{trigger.nombre}}', telefono: '{{trigger.telefono}}' }, '3.method': 'POST', '3.body': '{{steps.2.output}}' },
  }),
  one('h12-07', 'tienda', 'Envíame un correo electrónico al móvil... no, un WhatsApp al +34 600 123 456 cuando llegue un pedido', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'], params: { '2.to': '+34600123456' },
  }),
  one('h12-08', 'agencia', 'cuando cierren un issue en github agencia/web avisa en discord https://discord.com/api/webhooks/9/issues', {
    status: 'plan_ready', trigger: 'github/github_webhook', actions: ['discord/send_message'], params: { '1.events': ['issues'] },
  }),
  one('h12-09', 'tienda', 'mandame un sms cuando llegue un pedido', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('h12-10', 'tienda', 'cada 2 horas de lunes a sabado revisa https://api.x.test/pedidos', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'], params: { '1.cron_expression': '0 */2 * * 1-6' },
  }),
  one('h12-11', 'tienda', 'cuando un cliente llene el formulario de devoluciones, crea un issue en github tienda/devoluciones y mandale un correo diciendo "Recibimos tu solicitud"', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['github/create_issue', 'email/send_email'],
    params: { '2.repository': 'tienda/devoluciones', '3.to': '{{trigger.email}}', '3.body': 'Recibimos tu solicitud' },
  }),
  one('h12-12', 'ferreteria', `todos los días a las 9 pm lee la hoja ${sheet('1InvH12')} y si hay menos de 5 piezas de algo avisame por telegram al chat 4455667`, {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_sheets/read_rows', 'filter/condition', 'telegram/send_message'],
    params: { '1.cron_expression': '0 21 * * *', '3.operator': 'less_than', '3.right': 5, '4.chat_id': '4455667' },
  }),
  one('h12-13', 'servicios', 'contesta automaticamente con "Gracias, te respondo pronto" los correos que me lleguen', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['gmail/send_email'], params: { '2.to': '{{trigger.from}}', '2.body': 'Gracias, te respondo pronto' },
  }),
  { id: 'h12-14', business: 'agencia', turns: ['cada lunes a las 9 manda a slack #equipo "Semana nueva"', 'y tambien por discord https://discord.com/api/webhooks/4/eq'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message', 'discord/send_message'], params: { '3.message': 'Semana nueva' } } },
  { id: 'h12-15', business: 'tienda', turns: ['cuando llegue un pedido guardalo en drive', 'que el archivo se llame "pedido.json"'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_drive/upload_file'], params: { '2.name': 'pedido.json' } } },
  { id: 'h12-16', business: 'tienda', turns: ['cuando llegue un pedido avisame por slack #ventas', 'mejor que no sea por slack sino por telegram al chat 3344221'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['telegram/send_message'], params: { '2.chat_id': '3344221' } } },
  { id: 'h12-17', business: 'servicios', turns: ['cada dia a las 8 mandame un whats al 5510101099 "Hola"', 'que tambien sea a las 8 de la noche'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '1.cron_expression': '0 8,20 * * *' } } },
  one('h12-18', 'tienda', 'quiero un respaldo diario de mi base de datos', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('h12-19', 'tienda', 'notificame de cada venta', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('h12-20', 'tienda', 'quien te creo?', { status: 'conversation' }),
  one('h12-21', 'tienda', 'se puede conectar con instagram?', { status: 'conversation' }),
  one('h12-22', 'tienda', 'ok', { status: 'conversation' }),
  one('h12-23', 'tienda', 'cuando llegue un pedido agrega una fila en mi hoja', {
    status: 'smart_forms_required', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row'],
  }),
  one('h12-24', 'gimnasio', 'cuando alguien pague la membresia (webhook), activa su acceso con un PUT a https://gym.test/api/acceso y mandale un whatsapp de bienvenida', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['http/request', 'whatsapp/send_message'],
    params: { '2.method': 'PUT', '2.body': '{{trigger.body}}', '3.to': '{{trigger.body.telefono}}' },
  }),
  one('h12-25', 'oficina', 'cada inicio de semana manda el plan de trabajo "Revisar metas" a #general en slack', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '0 9 * * 1', '2.channel': '#general' },
  }),
];
