/** Agencies: marketing, design, software, real estate offices. */
import { OWNER_EMAIL, contains, one, type EvalCase } from './types';

const B = 'agencia';

export const agencia: EvalCase[] = [
  one('agencia-01', B, 'cuando haya un push en github avisale al equipo en slack #dev', {
    status: 'plan_ready', trigger: 'github/github_webhook', actions: ['slack/send_message'],
    params: { '1.events': ['push'], '2.channel': '#dev' },
  }),
  one('agencia-02', B, 'cuando se abra un pull request en github mandame un correo', {
    status: 'plan_ready', trigger: 'github/github_webhook', actions: ['email/send_email'],
    params: { '1.events': ['pull_request'], '2.to': OWNER_EMAIL },
  }),
  one('agencia-03', B, 'cuando llegue un lead del formulario de la pagina con nombre, email, empresa y mensaje, guardalo en sheets https://docs.google.com/spreadsheets/d/1LeadsAgencia22/edit y mandale un correo de bienvenida', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_sheets/append_row', 'email/send_email'],
    params: { '1.fields': ['nombre', 'email', 'empresa', 'mensaje'], '2.spreadsheet_id': '1LeadsAgencia22', '3.to': '{{trigger.email}}' },
  }),
  one('agencia-04', B, 'cada lunes a las 9 am genera con IA ideas de posts para instagram y mandamelas por correo', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['ai/generate_text', 'email/send_email'],
    params: { '1.cron_expression': '0 9 * * 1', '3.to': OWNER_EMAIL, '3.body': '{{steps.2.output.text}}' },
  }),
  one('agencia-05', B, 'cuando un cliente escriba en slack crea un issue en github en agencia/soporte', {
    status: 'plan_ready', trigger: 'slack/slack_webhook', actions: ['github/create_issue'],
    params: { '2.repository': 'agencia/soporte' },
  }),
  one('agencia-06', B, 'cada 5 minutos haz un GET a https://status.cliente.mx/health y si el status es down avisame por telegram al chat -1001234567890', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'filter/condition', 'telegram/send_message'],
    params: { '1.cron_expression': '*/5 * * * *', '2.method': 'GET', '3.left': '{{steps.2.output.body.status}}', '3.operator': 'equals', '3.right': 'down', '4.chat_id': '-1001234567890' },
  }),
  one('agencia-07', B, 'Cuando llegue un correo con factura, extrae los datos con IA y guárdalos en sheets https://docs.google.com/spreadsheets/d/1FacturasAg33/edit', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['ai/generate_text', 'google_sheets/append_row'],
    params: { '3.spreadsheet_id': '1FacturasAg33', '3.values': '{{steps.2.output.text}}' },
  }),
  one('agencia-08', B, 'todos los viernes a las 4 pm manda un reporte a cliente@marca.mx con asunto "Reporte semanal"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 16 * * 5', '2.to': 'cliente@marca.mx', '2.subject': 'Reporte semanal' },
  }),
  one('agencia-09', B, 'cuando se cree un issue en github mandalo a discord https://discord.com/api/webhooks/777/qwe', {
    status: 'plan_ready', trigger: 'github/github_webhook', actions: ['discord/send_message'],
    params: { '1.events': ['issues'], '2.webhook_url': 'https://discord.com/api/webhooks/777/qwe' },
  }),
  one('agencia-10', B, 'conecta mi formulario con slack #leads', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['slack/send_message'],
    params: { '2.channel': '#leads' },
  }),
  one('agencia-11', B, 'Cada mañana a las 8 consulta https://api.metricool.test/stats, resume con IA los resultados y mandalo por slack #reportes', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'ai/generate_text', 'slack/send_message'],
    params: { '1.cron_expression': '0 8 * * *', '3.prompt': contains('{{steps.2.output.body}}'), '4.channel': '#reportes', '4.message': '{{steps.3.output.text}}' },
  }),
  one('agencia-12', B, 'cuando llegue un prospecto al webhook guardalo en postgres con "INSERT INTO prospectos (datos) VALUES ($1)" y avisa por slack #ventas', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['postgres/query', 'slack/send_message'],
    params: { '2.query': 'INSERT INTO prospectos (datos) VALUES ($1)', '3.channel': '#ventas' },
  }),
  one('agencia-13', B, 'cuando me llegue un correo de un cliente a mi gmail, crea una tarea en github en agencia/tareas', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['github/create_issue'],
    params: { '2.repository': 'agencia/tareas' },
  }),
  one('agencia-14', B, 'cuando haya un nuevo archivo en la carpeta de drive avisa en slack #disenio', {
    status: 'plan_ready', trigger: 'google_drive/new_file', actions: ['slack/send_message'],
    params: { '2.channel': '#disenio' },
  }),
  one('agencia-15', B, 'Crea una carpeta en Drive llamada "Cliente Nuevo" cuando llegue un nuevo cliente', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_drive/create_folder'],
    params: { '2.name': 'Cliente Nuevo' },
  }),
  one('agencia-16', B, 'usa un agente de IA para que cada lunes a las 10 revise nuestras redes y me mande un resumen por correo', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['ai_agent/run_agent', 'email/send_email'],
    params: { '1.cron_expression': '0 10 * * 1', '3.to': OWNER_EMAIL, '3.body': contains('{{steps.2.output.result}}') },
  }),
  one('agencia-17', B, 'cada 1 de mes a las 9 mandale la factura a facturacion@cliente.mx por gmail', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['gmail/send_email'],
    params: { '1.cron_expression': '0 9 1 * *', '2.to': 'facturacion@cliente.mx' },
  }),
  one('agencia-18', B, 'cuando llegue una peticion POST a mi webhook reenvia los datos a https://hooks.zapier.test/abc', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['http/request'],
    params: { '2.url': 'https://hooks.zapier.test/abc', '2.method': 'POST', '2.body': '{{trigger.body}}' },
  }),
  one('agencia-19', B, 'cuando me escriban en telegram guarda el mensaje en sheets https://docs.google.com/spreadsheets/d/1MensajesTg01/edit', {
    status: 'plan_ready', trigger: 'telegram/new_message', actions: ['google_sheets/append_row'],
    params: { '2.spreadsheet_id': '1MensajesTg01', '2.values': '{{trigger.text}}' },
  }),
  one('agencia-20', B, 'mandame un correo cada vez que alguien mencione a la agencia en slack', {
    status: 'plan_ready', trigger: 'slack/slack_webhook', actions: ['email/send_email'],
    params: { '2.to': OWNER_EMAIL },
  }),
  one('agencia-21', B, 'todos los dias habiles a las 9:15 manda a slack #standup el mensaje "Daily en 15 minutos"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'],
    params: { '1.cron_expression': '15 9 * * 1-5', '2.channel': '#standup', '2.message': 'Daily en 15 minutos' },
  }),
  one('agencia-22', B, 'Cuando un cliente llene el brief en el formulario, crea un issue en github agencia/proyectos y avísame por whatsapp al 5500112233', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['github/create_issue', 'whatsapp/send_message'],
    params: { '2.repository': 'agencia/proyectos', '3.to': '5500112233' },
  }),
  one('agencia-23', B, 'inmobiliaria: cuando llegue un correo de un interesado, responde automaticamente con "Gracias, un asesor te contactará pronto"', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['gmail/send_email'],
    params: { '2.to': '{{trigger.from}}', '2.body': 'Gracias, un asesor te contactará pronto' },
  }),
  one('agencia-24', B, 'cada semana manda a https://api.crm.test/sync un POST', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'],
    params: { '1.cron_expression': '0 9 * * 1', '2.url': 'https://api.crm.test/sync', '2.method': 'POST' },
  }),
];
