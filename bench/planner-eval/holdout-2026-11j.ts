/**
 * Tenth held-out batch of November 2026, written after the ninth reached the target: "en
 * punto", "en la madrugada", subject and body in one breath, headers, models, one hour and a
 * half, a form filter on a word, reordering and broad removals in follow-ups.
 */
import { OWNER_EMAIL, contains, one, type EvalCase } from './types';
import { MAX_DELAY_SECONDS } from '../../server/nodes/delay';

const sheet = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit`;

export const holdoutTenth: EvalCase[] = [
  one('h10-01', 'contador', `cada hora en punto consulta https://api.x.test/tc y guardalo en sheets ${sheet('1TcH10')}`, {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'google_sheets/append_row'], params: { '1.cron_expression': '0 * * * *' },
  }),
  one('h10-02', 'tienda', 'en la madrugada a las 3 respalda postgres con "SELECT * FROM ventas" en drive, todos los dias', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['postgres/query', 'google_drive/upload_file'], params: { '1.cron_expression': '0 3 * * *' },
  }),
  one('h10-03', 'tienda', 'cuando llegue un pedido mandale al cliente un correo con asunto "Recibimos tu pedido" y mensaje "Gracias, en breve lo enviamos"', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email'],
    params: { '2.to': '{{trigger.body.email}}', '2.subject': 'Recibimos tu pedido', '2.body': 'Gracias, en breve lo enviamos' },
  }),
  one('h10-04', 'taller', 'cuando alguien reporte una falla en el formulario crea un issue en github taller/fallas con titulo "Falla reportada" y que el cuerpo tenga los datos del formulario', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['github/create_issue'],
    params: { '2.repository': 'taller/fallas', '2.title': 'Falla reportada', '2.body': contains('{{trigger.body}}') },
  }),
  one('h10-05', 'agencia', 'cada 5 minutos haz un GET a https://api.x.test/estado con el header Authorization: Bearer abc123', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'],
    params: { '1.cron_expression': '*/5 * * * *', '2.method': 'GET', '2.headers': { Authorization: 'Bearer abc123' } },
  }),
  one('h10-06', 'tienda', 'cuando llegue un pedido avisame por discord', {
    status: 'smart_forms_required', trigger: 'webhook/webhook_received', actions: ['discord/send_message'],
  }),
  one('h10-07', 'agencia', 'cuando llegue un correo resumelo con gpt-4o-mini y mandame el resumen por telegram al chat 5432123', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['ai/generate_text', 'telegram/send_message'],
    params: { '2.model': 'gpt-4o-mini', '3.chat_id': '5432123', '3.message': '{{steps.2.output.text}}' },
  }),
  one('h10-08', 'tienda', 'cuando alguien pague, espera 1 hora y media y mandale una encuesta por correo', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['delay/wait', 'email/send_email'],
    // The wait said (1 h 30), capped only by the delay node's maximum (which is being raised to 30 days).
    params: { '2.seconds': Math.min(5400, MAX_DELAY_SECONDS), '3.to': '{{trigger.body.email}}' },
  }),
  one('h10-09', 'oficina', 'a mediodía de lunes a viernes manda a slack #comida "A comer!"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '0 12 * * 1-5', '2.message': 'A comer!' },
  }),
  one('h10-10', 'tienda', 'cuando el formulario de contacto reciba un mensaje con la palabra "precio" avisale a ventas por slack #ventas', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['filter/condition', 'slack/send_message'],
    params: { '2.left': '{{trigger.mensaje}}', '2.operator': 'contains', '2.right': 'precio', '3.channel': '#ventas' },
  }),
  one('h10-11', 'servicios', 'quiero que cada vez que agende algo en mi calendario... bueno, 10 minutos antes de cada evento, me llegue un telegram al chat 7654987', {
    status: 'plan_ready', trigger: 'google_calendar/event_starting', actions: ['telegram/send_message'], params: { '1.minutes_before': 10, '2.chat_id': '7654987' },
  }),
  one('h10-12', 'agencia', 'cuando llegue un pull request al repo agencia/web, que la IA lo revise y deje el comentario en slack #code-review', {
    status: 'plan_ready', trigger: 'github/github_webhook', actions: ['ai/generate_text', 'slack/send_message'],
    params: { '1.events': ['pull_request'], '3.channel': '#code-review', '3.message': '{{steps.2.output.text}}' },
  }),
  one('h10-13', 'escuela', 'cada domingo a las 9 pm manda a todos por whatsapp al 5511112233 y al 5544445566 "Mañana junta a las 9"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message', 'whatsapp/send_message'],
    params: { '1.cron_expression': '0 21 * * 0', '2.to': '5511112233', '3.to': '5544445566', '3.message': 'Mañana junta a las 9' },
  }),
  one('h10-14', 'agencia', 'Los leads nuevos que lleguen al webhook guardalos en postgres con "INSERT INTO leads (data) VALUES ($1)" y mandales un correo de bienvenida', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['postgres/query', 'email/send_email'], params: { '3.to': '{{trigger.body.email}}' },
  }),
  { id: 'h10-15', business: 'tienda', turns: ['cada lunes a las 9 mandame un correo con asunto "Semana"', 'mejor a mediodia'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '1.cron_expression': '0 12 * * 1' } } },
  { id: 'h10-16', business: 'tienda', turns: [`cuando llegue un pedido guardalo en sheets ${sheet('1PedH10')} y avisame por slack #ventas`, 'invierte el orden'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message', 'google_sheets/append_row'] } },
  { id: 'h10-17', business: 'tienda', turns: ['cuando llegue un pedido avisame por whatsapp al 5512345000', 'quita todo lo que tenga que ver con whatsapp y mejor mandame un correo'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email'], params: { '2.to': OWNER_EMAIL } } },
  { id: 'h10-18', business: 'agencia', turns: ['cada dia a las 8 consulta https://api.x.test/a y mandame un correo', 'cambia la hora a las 7:45'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'email/send_email'], params: { '1.cron_expression': '45 7 * * *' } } },
  one('h10-19', 'tienda', 'cuando entre un pedido grande guardalo donde tu quieras', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('h10-20', 'tienda', 'avisale a los clientes cuando su pedido salga', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('h10-21', 'agencia', 'que diferencia hay entre gmail y correo smtp?', { status: 'conversation' }),
  one('h10-22', 'tienda', 'me mandas la factura de este mes?', { status: 'conversation' }),
  one('h10-23', 'clinica', 'buenos dias', { status: 'conversation' }),
  one('h10-24', 'agencia', 'cada vez que alguien se registre al webinar (me llega por webhook) agregalo al calendario como evento "Webinar" y mandale el link por correo', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_calendar/create_event', 'email/send_email'],
    params: { '2.title': 'Webinar', '3.to': '{{trigger.body.email}}' },
  }),
  one('h10-25', 'tienda', `cuando alguien deje su correo en el formulario, guarda su correo en sheets ${sheet('1MailH10')}`, {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_sheets/append_row'], params: { '2.spreadsheet_id': '1MailH10' },
  }),
];
