/** Shops: corner stores, online stores, boutiques, hardware stores. */
import { OWNER_EMAIL, contains, one, type EvalCase } from './types';

const B = 'tienda';

export const tienda: EvalCase[] = [
  one('tienda-01', B, 'cuando entre un pedido nuevo en mi tienda en linea guardalo en sheets https://docs.google.com/spreadsheets/d/1PedidosAbc123/edit y avisame por slack en #ventas', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row', 'slack/send_message'],
    params: { '2.spreadsheet_id': '1PedidosAbc123', '2.values': '{{trigger.body}}', '3.channel': '#ventas' },
  }),
  one('tienda-02', B, 'Cada lunes a las 9 mándame un correo con asunto "Revisar inventario"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 9 * * 1', '1.timezone': 'America/Mexico_City', '2.to': OWNER_EMAIL, '2.subject': 'Revisar inventario' },
  }),
  one('tienda-03', B, 'todos los dias a las 8:30 pm manda un whatsapp al 55 1234 5678 diciendo "Cierra caja y cuenta el efectivo"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'],
    params: { '1.cron_expression': '30 20 * * *', '2.to': '5512345678', '2.message': 'Cierra caja y cuenta el efectivo' },
  }),
  one('tienda-04', B, 'cuando llegue un pedido, si el total es mayor a 5000 avisame por telegram al chat 987654321', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'telegram/send_message'],
    params: { '2.left': '{{trigger.body.total}}', '2.operator': 'greater_than', '2.right': 5000, '3.chat_id': '987654321' },
  }),
  one('tienda-05', B, 'cuando alguien llene el formulario de contacto con nombre, correo y telefono mandale un correo de bienvenida', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email'],
    params: { '1.fields': ['nombre', 'correo', 'telefono'], '2.to': '{{trigger.correo}}' },
  }),
  one('tienda-06', B, 'Quiero que cada vez que se venda algo en mi tienda se registre en mi hoja de calculo', {
    status: 'smart_forms_required', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row'],
    params: { '2.values': '{{trigger.body}}' },
  }),
  one('tienda-07', B, 'mandame un whats cuando haya un pedido nuevo', {
    status: 'smart_forms_required', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'],
  }),
  one('tienda-08', B, 'cada hora revisa https://api.mitienda.mx/inventario y si el stock es menor a 5 avisame por slack #compras', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'filter/condition', 'slack/send_message'],
    params: {
      '1.cron_expression': '0 * * * *', '2.url': 'https://api.mitienda.mx/inventario', '2.method': 'GET',
      '3.left': '{{steps.2.output.body.stock}}', '3.operator': 'less_than', '3.right': 5, '4.channel': '#compras',
    },
  }),
  one('tienda-09', B, 'el primer dia de cada mes a las 10 crea una carpeta "Facturas del mes" en drive', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_drive/create_folder'],
    params: { '1.cron_expression': '0 10 1 * *', '2.name': 'Facturas del mes' },
  }),
  one('tienda-10', B, 'cuando llegue un correo de proveedor@distribuidora.mx guardalo en sheets https://docs.google.com/spreadsheets/d/1Proveedores9xyz/edit', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['google_sheets/append_row'],
    params: { '1.query': 'from:proveedor@distribuidora.mx', '2.spreadsheet_id': '1Proveedores9xyz' },
  }),
  one('tienda-11', B, 'de lunes a viernes a las 7 mandame por telegram al chat 11223344 un recordatorio de abrir la tienda', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['telegram/send_message'],
    params: { '1.cron_expression': '0 7 * * 1-5', '2.chat_id': '11223344' },
  }),
  one('tienda-12', B, 'porfa cuando me llegue un pedido por la pagina mandale un correo al cliente agradeciendo su compra', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email'],
    params: { '2.to': '{{trigger.body.email}}' },
  }),
  one('tienda-13', B, 'Cuando un cliente pague con tarjeta, espera 10 minutos y envíale un WhatsApp de agradecimiento', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['delay/wait', 'whatsapp/send_message'],
    params: { '2.seconds': 600, '3.to': '{{trigger.body.telefono}}' },
  }),
  one('tienda-14', B, 'los sabados a las 2 de la tarde mandame un correo a contabilidad@mitienda.mx con asunto "Corte semanal"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 14 * * 6', '2.to': 'contabilidad@mitienda.mx', '2.subject': 'Corte semanal' },
  }),
  one('tienda-15', B, 'cada 15 minutos consulta https://api.paqueteria.mx/envios y guarda la respuesta en sheets https://docs.google.com/spreadsheets/d/1Envios456abc/edit', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'google_sheets/append_row'],
    params: { '1.cron_expression': '*/15 * * * *', '2.method': 'GET', '3.spreadsheet_id': '1Envios456abc', '3.values': '{{steps.2.output.body}}' },
  }),
  one('tienda-16', B, 'cuando se agregue una fila nueva en mi hoja https://docs.google.com/spreadsheets/d/1Clientes789/edit mandale un whatsapp al 3312345678', {
    status: 'plan_ready', trigger: 'google_sheets/new_row', actions: ['whatsapp/send_message'],
    params: { '1.spreadsheet_id': '1Clientes789', '2.to': '3312345678' },
  }),
  one('tienda-17', B, 'Conecta mi tienda de Shopify con Slack', {
    status: 'smart_forms_required', trigger: 'webhook/webhook_received', actions: ['slack/send_message'],
  }),
  one('tienda-18', B, 'cuando llegue una venta y el monto sea mayor a 2000 mandame un correo', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'email/send_email'],
    params: { '2.left': '{{trigger.body.monto}}', '2.operator': 'greater_than', '2.right': 2000, '3.to': OWNER_EMAIL },
  }),
  one('tienda-19', B, 'todos los días a las 11 de la noche lee mi hoja https://docs.google.com/spreadsheets/d/1VentasDia2025/edit y mandame un resumen con IA por correo', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_sheets/read_rows', 'ai/generate_text', 'email/send_email'],
    params: { '1.cron_expression': '0 23 * * *', '2.spreadsheet_id': '1VentasDia2025', '3.prompt': contains('{{steps.2.output.rows}}'), '4.to': OWNER_EMAIL, '4.body': '{{steps.3.output.text}}' },
  }),
  one('tienda-20', B, 'necesito que cuando me escriban al bot de telegram me llegue un correo', {
    status: 'plan_ready', trigger: 'telegram/new_message', actions: ['email/send_email'],
    params: { '2.to': OWNER_EMAIL },
  }),
  one('tienda-21', B, 'mandame un mensaje por slack al canal ventas cada viernes a las 6 pm con el texto "Recuerden subir sus reportes"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'],
    params: { '1.cron_expression': '0 18 * * 5', '2.channel': '#ventas', '2.message': 'Recuerden subir sus reportes' },
  }),
  one('tienda-22', B, 'cuando llegue un pedido haz un POST a https://erp.mitienda.mx/api/ordenes con los datos', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['http/request'],
    params: { '2.url': 'https://erp.mitienda.mx/api/ordenes', '2.method': 'POST', '2.body': '{{trigger.body}}' },
  }),
  one('tienda-23', B, 'Cada que alguien compre en línea, agrega al cliente a mi hoja de Google y mándale por correo su factura', {
    status: 'smart_forms_required', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row', 'email/send_email'],
    params: { '3.to': '{{trigger.body.email}}' },
  }),
  one('tienda-24', B, 'Envíame cada mañana por whatsapp al 5587654321 la lista de pedidos pendientes de https://api.mitienda.mx/pendientes', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'whatsapp/send_message'],
    params: { '1.cron_expression': '0 9 * * *', '2.url': 'https://api.mitienda.mx/pendientes', '2.method': 'GET', '3.to': '5587654321', '3.message': contains('{{steps.2.output.body}}') },
  }),
  one('tienda-25', B, 'cuando llegue un pedido a mi webhok guardalo en postgres con "INSERT INTO pedidos (datos) VALUES ($1)"', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['postgres/query'],
    params: { '2.query': 'INSERT INTO pedidos (datos) VALUES ($1)' },
  }),
  one('tienda-26', B, 'avisame por discord https://discord.com/api/webhooks/123/abc cada vez que llegue un pedido', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['discord/send_message'],
    params: { '2.webhook_url': 'https://discord.com/api/webhooks/123/abc' },
  }),
  one('tienda-27', B, 'cada 30 minutos entre las 9 y las 18 revisa https://api.mitienda.mx/stock', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'],
    params: { '1.cron_expression': '*/30 9-18 * * *', '2.method': 'GET' },
  }),
  one('tienda-28', B, 'Mándame un correo a mi@tienda.mx y luego un whatsapp al 5511112222 cuando llegue un pedido', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email', 'whatsapp/send_message'],
    params: { '2.to': 'mi@tienda.mx', '3.to': '5511112222' },
  }),
  one('tienda-29', B, 'oye como le hago para que cada 2 horas se revise https://api.ferre.test/stock y si las piezas son menos de 10 me mandes un correo', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'filter/condition', 'email/send_email'],
    params: { '1.cron_expression': '0 */2 * * *', '3.left': '{{steps.2.output.body.piezas}}', '3.operator': 'less_than', '3.right': 10, '4.to': OWNER_EMAIL },
  }),
];
