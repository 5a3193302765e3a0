/**
 * Eleventh held-out batch of November 2026, written after the tenth reached the target: arrow
 * flows, "a primera hora", "23:59", the last Friday, "1 y 15 de mes", slang ("échame un
 * grito"), and follow-ups that add a second chat, switch storage or pause weekends.
 */
import { OWNER_EMAIL, one, type EvalCase } from './types';

const sheet = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit`;

export const holdoutEleventh: EvalCase[] = [
  one('h11-01', 'tienda', 'sabados y domingos a las 10 am publica en slack #promos "Promo de fin de semana"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '0 10 * * 0,6' },
  }),
  one('h11-02', 'agencia', 'manda cada lunes a primera hora un correo a equipo@x.mx con asunto "Objetivos"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '1.cron_expression': '0 8 * * 1', '2.to': 'equipo@x.mx' },
  }),
  one('h11-03', 'tienda', `cuando llegue una orden nueva por la API de mi tienda, guardala en la base de datos y en sheets ${sheet('1OrdH11')}`, {
    status: 'smart_forms_required', trigger: 'webhook/webhook_received', actions: ['postgres/query', 'google_sheets/append_row'],
  }),
  one('h11-04', 'agencia', 'necesito un flujo: formulario con nombre, email y comentario → IA analiza el sentimiento → si es negativo, correo a calidad@x.mx', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['ai/generate_text', 'filter/condition', 'email/send_email'],
    params: { '1.fields': ['nombre', 'email', 'comentario'], '3.right': 'negativo', '4.to': 'calidad@x.mx' },
  }),
  one('h11-05', 'agencia', 'cuando alguien me mencione en slack, crea una tarjeta... un issue en github agencia/menciones', {
    status: 'plan_ready', trigger: 'slack/slack_webhook', actions: ['github/create_issue'], params: { '2.repository': 'agencia/menciones' },
  }),
  one('h11-06', 'restaurante', `todos los dias a las 23:59 guarda en sheets ${sheet('1CierreH11')} el corte de https://pos.test/api/corte`, {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'google_sheets/append_row'],
    params: { '1.cron_expression': '59 23 * * *', '3.values': '{{steps.2.output.body}}' },
  }),
  one('h11-07', 'tienda', 'cada que se cancele un pedido (llega al webhook) manda un correo al cliente con asunto "Tu pedido fue cancelado" y avisa en slack #devoluciones', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email', 'slack/send_message'],
    params: { '2.to': '{{trigger.body.email}}', '2.subject': 'Tu pedido fue cancelado', '3.channel': '#devoluciones' },
  }),
  one('h11-08', 'contador', 'cuando llegue un correo con factura de proveedor@x.mx, que la IA saque el total y si el total es mayor a 10000 avisame por whatsapp al 5566554433', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['ai/generate_text', 'filter/condition', 'whatsapp/send_message'],
    params: { '1.query': 'from:proveedor@x.mx', '3.operator': 'greater_than', '3.right': 10000, '4.to': '5566554433' },
  }),
  one('h11-09', 'agencia', 'espera 30 segundos y luego haz un POST a https://x.test/hook cada vez que llegue algo al webhook', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['delay/wait', 'http/request'], params: { '2.seconds': 30, '3.method': 'POST' },
  }),
  one('h11-10', 'oficina', 'el último viernes de cada mes a las 5 pm manda a slack #nomina "Hoy se paga"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '0 17 * * 5#L' },
  }),
  one('h11-11', 'tienda', 'cuando un cliente responda la encuesta con calificacion 5, mandale un cupon por whatsapp', {
    status: 'smart_forms_required', trigger: 'form/form_submitted', actions: ['filter/condition', 'whatsapp/send_message'], params: { '2.right': 5 },
  }),
  one('h11-12', 'salon', 'Quiero automatizar mi agenda: cada noche a las 10 mandame por whatsapp al 5521212121 las citas del dia siguiente', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'whatsapp/send_message'], params: { '1.cron_expression': '0 22 * * *' },
  }),
  one('h11-13', 'agencia', 'crea una carpeta en drive para cada cliente nuevo que llegue por el webhook con su nombre', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_drive/create_folder'], params: { '2.name': '{{trigger.body.nombre}}' },
  }),
  one('h11-14', 'agencia', 'cuando haya un push en github... perdón, en el repo agencia/api, avisa en discord https://discord.com/api/webhooks/3/dev', {
    status: 'plan_ready', trigger: 'github/github_webhook', actions: ['discord/send_message'], params: { '1.events': ['push'] },
  }),
  { id: 'h11-15', business: 'tienda', turns: ['cuando llegue un pedido avisame por telegram al chat 1122334', 'ahora tambien al chat 5566778'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['telegram/send_message', 'telegram/send_message'], params: { '2.chat_id': '1122334', '3.chat_id': '5566778' } } },
  { id: 'h11-16', business: 'agencia', turns: ['cada dia a las 9 mandame por correo el reporte de https://x.test/r', 'y que me llegue tambien por whatsapp al 5500990099'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'email/send_email', 'whatsapp/send_message'], params: { '4.to': '5500990099' } } },
  { id: 'h11-17', business: 'agencia', turns: [`cuando llegue un lead guardalo en sheets ${sheet('1LeadH11')}`, 'mejor en postgres con "INSERT INTO leads VALUES ($1)"'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['postgres/query'], params: { '2.query': 'INSERT INTO leads VALUES ($1)' } } },
  { id: 'h11-18', business: 'servicios', turns: ['todos los dias a las 7 am mandame el clima de https://x.test/clima por whats al 5511119999', 'pausalo los fines de semana'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'whatsapp/send_message'], params: { '1.cron_expression': '0 7 * * 1-5' } } },
  one('h11-19', 'escuela', 'cuando se llene el formulario quiero tener una copia', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('h11-20', 'tienda', 'echame un grito cuando llegue un pedido grande', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('h11-21', 'tienda', 'tienes app para celular?', { status: 'conversation' }),
  one('h11-22', 'tienda', 'que tal, como estas?', { status: 'conversation' }),
  one('h11-23', 'tienda', 'me puedes mandar un ejemplo de workflow?', { status: 'conversation' }),
  one('h11-24', 'contador', 'cada 1 y 15 de mes a las 9 mandame un correo con asunto "Pago proveedores"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '1.cron_expression': '0 9 1,15 * *', '2.to': OWNER_EMAIL },
  }),
  one('h11-25', 'tienda', 'si entra una venta por más de 50 mil avísame por telegram al chat 9988770 y por correo', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'telegram/send_message', 'email/send_email'],
    params: { '2.left': '{{trigger.body.monto}}', '2.operator': 'greater_than', '2.right': 50000, '4.to': OWNER_EMAIL },
  }),
];
