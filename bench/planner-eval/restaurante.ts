/** Restaurants, taquerías, cafés, bakeries. */
import { OWNER_EMAIL, contains, one, type EvalCase } from './types';

const B = 'restaurante';

export const restaurante: EvalCase[] = [
  one('rest-01', B, 'cada dia a las 10 pm mandame por whatsapp al 5544332211 el total de ventas de https://pos.mirestaurante.mx/api/ventas/hoy', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'whatsapp/send_message'],
    params: { '1.cron_expression': '0 22 * * *', '2.method': 'GET', '2.url': 'https://pos.mirestaurante.mx/api/ventas/hoy', '3.to': '5544332211' },
  }),
  one('rest-02', B, 'cuando llegue una reservacion por el formulario con nombre, telefono, fecha y personas, creala en mi calendario y avisame por telegram al chat 24682468', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_calendar/create_event', 'telegram/send_message'],
    params: { '1.fields': ['nombre', 'telefono', 'fecha', 'personas'], '2.start': '{{trigger.fecha}}', '3.chat_id': '24682468' },
  }),
  one('rest-03', B, 'cuando un cliente haga un pedido a domicilio mandalo a la cocina por slack #cocina', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'],
    params: { '2.channel': '#cocina' },
  }),
  one('rest-04', B, 'todos los lunes a las 6 am manda un correo al proveedor compras@verduras.mx con asunto "Pedido semanal" y mensaje "Lo de siempre, gracias"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 6 * * 1', '2.to': 'compras@verduras.mx', '2.subject': 'Pedido semanal', '2.body': 'Lo de siempre, gracias' },
  }),
  one('rest-05', B, 'los martes y jueves a mediodia publica en discord https://discord.com/api/webhooks/555/xyz "Hoy 2x1 en tacos"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['discord/send_message'],
    params: { '1.cron_expression': '0 12 * * 2,4', '2.webhook_url': 'https://discord.com/api/webhooks/555/xyz', '2.message': 'Hoy 2x1 en tacos' },
  }),
  one('rest-06', B, 'cuando me llegue un pedido de uber eats guardalo en excel', {
    status: 'smart_forms_required', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row'],
  }),
  one('rest-07', B, 'Cuando entre un pedido, si el total es mayor o igual a 800 mándale un WhatsApp al cliente con "Gracias! Tienes 10% en tu próxima visita"', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'whatsapp/send_message'],
    params: { '2.left': '{{trigger.body.total}}', '2.operator': 'greater_or_equal', '2.right': 800, '3.to': '{{trigger.body.telefono}}', '3.message': 'Gracias! Tienes 10% en tu próxima visita' },
  }),
  one('rest-08', B, 'cada 10 minutos revisa si hay pedidos nuevos en https://api.rappi.test/pedidos', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'],
    params: { '1.cron_expression': '*/10 * * * *', '2.method': 'GET', '2.url': 'https://api.rappi.test/pedidos' },
  }),
  one('rest-09', B, 'cuando llegue una reseña, analiza el sentimiento con IA y mándame el resultado por slack #gerencia', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['ai/generate_text', 'slack/send_message'],
    params: { '2.prompt': contains('{{trigger.body}}'), '3.channel': '#gerencia', '3.message': '{{steps.2.output.text}}' },
  }),
  one('rest-10', B, 'Los fines de semana a las 9 de la mañana mándame un correo con asunto "Checklist de apertura"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 9 * * 0,6', '2.to': OWNER_EMAIL, '2.subject': 'Checklist de apertura' },
  }),
  one('rest-11', B, 'todos los dias a las 4 de la tarde recuerdame por whatsapp al 5512341234 hacer el pedido de tortillas', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'],
    params: { '1.cron_expression': '0 16 * * *', '2.to': '5512341234', '2.message': 'Recordatorio: hacer el pedido de tortillas' },
  }),
  one('rest-12', B, 'cuando llegue un correo de facturas@proveedor.mx subelo a drive', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['google_drive/upload_file'],
    params: { '1.query': 'from:facturas@proveedor.mx' },
  }),
  one('rest-13', B, 'cuando llenen la encuesta de servicio, si la calificacion es menor a 3 avisame por telegram al chat 13572468', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['filter/condition', 'telegram/send_message'],
    params: { '2.left': '{{trigger.calificacion}}', '2.operator': 'less_than', '2.right': 3, '3.chat_id': '13572468' },
  }),
  one('rest-14', B, 'mandale un correo de agradecimiento a los clientes que reserven en la pagina', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email'],
    params: { '2.to': '{{trigger.body.email}}' },
  }),
  one('rest-15', B, 'cada domingo a las 8 pm lee la hoja de inventario https://docs.google.com/spreadsheets/d/1InventarioCocina/edit y mandamela por correo', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_sheets/read_rows', 'email/send_email'],
    params: { '1.cron_expression': '0 20 * * 0', '2.spreadsheet_id': '1InventarioCocina', '3.to': OWNER_EMAIL, '3.body': contains('{{steps.2.output.rows}}') },
  }),
  one('rest-16', B, 'Quiero que me avises por Telegram (chat 99887766) cuando se cancele una reservacion', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['telegram/send_message'],
    params: { '2.chat_id': '99887766' },
  }),
  one('rest-17', B, 'cada mes el dia 5 a las 9 mandale a mi contador contador@fiscal.mx un correo con asunto "Documentos del mes"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 9 5 * *', '2.to': 'contador@fiscal.mx', '2.subject': 'Documentos del mes' },
  }),
  one('rest-18', B, 'cuando llegue un pedido espera 20 minutos y mandale al cliente un whats diciendo "Tu pedido va en camino"', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['delay/wait', 'whatsapp/send_message'],
    params: { '2.seconds': 1200, '3.to': '{{trigger.body.telefono}}', '3.message': 'Tu pedido va en camino' },
  }),
  one('rest-19', B, 'genera cada lunes a las 7 con IA un menu semanal y publicalo en slack #menu', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['ai/generate_text', 'slack/send_message'],
    params: { '1.cron_expression': '0 7 * * 1', '3.channel': '#menu', '3.message': '{{steps.2.output.text}}' },
  }),
  one('rest-20', B, 'Cuando alguien llene el formulario de trabajo, mándame su solicitud a rh@mirestaurante.mx', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email'],
    params: { '2.to': 'rh@mirestaurante.mx' },
  }),
  one('rest-21', B, 'guarda en sheets https://docs.google.com/spreadsheets/d/1Propinas2025x/edit las propinas que lleguen al webhook', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row'],
    params: { '2.spreadsheet_id': '1Propinas2025x', '2.values': '{{trigger.body}}' },
  }),
  one('rest-22', B, 'cafeteria: a las 6 y media de la mañana de lunes a viernes mandame un telegram al chat 10203040 con "Prender la cafetera"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['telegram/send_message'],
    params: { '1.cron_expression': '30 6 * * 1-5', '2.chat_id': '10203040', '2.message': 'Prender la cafetera' },
  }),
  one('rest-23', B, 'panaderia. cuando alguien haga un pedido de pastel por el formulario con nombre, telefono y fecha, mandame un whatsapp al 5577665544 y crea el evento en el calendario', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['whatsapp/send_message', 'google_calendar/create_event'],
    params: { '1.fields': ['nombre', 'telefono', 'fecha'], '2.to': '5577665544', '3.start': '{{trigger.fecha}}' },
  }),
];
