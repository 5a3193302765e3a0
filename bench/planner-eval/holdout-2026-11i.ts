/**
 * Ninth held-out batch of November 2026, written after the eighth reached the target: steps
 * said as "primero… luego… al final", several sentences, infinitives ("quiero guardarlo"),
 * two hours a day, "no sea", a URL inside the message text, and edits that narrow a trigger.
 */
import { OWNER_EMAIL, contains, one, type EvalCase } from './types';

const sheet = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit`;

export const holdoutNinth: EvalCase[] = [
  one('h9-01', 'agencia', 'primero consulta https://api.x.test/ventas, luego resume con IA y al final mandalo por correo a jefe@x.mx, todos los dias a las 6 pm', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'ai/generate_text', 'email/send_email'],
    params: { '1.cron_expression': '0 18 * * *', '4.to': 'jefe@x.mx', '4.body': '{{steps.3.output.text}}' },
  }),
  one('h9-02', 'clinica', `Tengo una clínica. Cuando un paciente agenda por la web me llega un webhook. Quiero guardarlo en sheets ${sheet('1ClinH9')}. También mandarle un whatsapp de confirmación.`, {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row', 'whatsapp/send_message'],
    params: { '2.spreadsheet_id': '1ClinH9', '3.to': '{{trigger.body.telefono}}' },
  }),
  one('h9-03', 'servicios', 'mandame un recordatorio por telegram al chat 8642086 a las 9 de la mañana y a las 5 de la tarde todos los dias', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['telegram/send_message'], params: { '1.cron_expression': '0 9,17 * * *' },
  }),
  one('h9-04', 'tienda', 'cuando llegue un pago al webhook y el estado no sea aprobado avisame por slack #pagos', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'slack/send_message'],
    params: { '2.left': '{{trigger.body.estado}}', '2.operator': 'not_equals', '2.right': 'aprobado' },
  }),
  one('h9-05', 'despacho', 'cuando suban un archivo a la carpeta de contratos en drive mandame un correo', {
    status: 'plan_ready', trigger: 'google_drive/new_file', actions: ['email/send_email'], params: { '2.to': OWNER_EMAIL },
  }),
  one('h9-06', 'clinica', 'cuando alguien llene el formulario de citas con nombre, correo y fecha, agendale una cita con su nombre en mi calendario', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_calendar/create_event'],
    params: { '2.title': contains('{{trigger.nombre}}'), '2.start': '{{trigger.fecha}}' },
  }),
  one('h9-07', 'salon', 'cada semana el lunes temprano mandame un resumen con IA de mis citas de la semana por whatsapp al 5575757575', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'ai/generate_text', 'whatsapp/send_message'],
    params: { '1.cron_expression': '0 8 * * 1', '4.to': '5575757575' },
  }),
  one('h9-08', 'tienda', 'cuando llegue un correo de un cliente contestale automaticamente con IA', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['ai/generate_text', 'gmail/send_email'],
    params: { '3.to': '{{trigger.from}}', '3.body': '{{steps.2.output.text}}' },
  }),
  one('h9-09', 'gimnasio', 'avisame al 5567676767 por whats cuando se registre alguien nuevo en el form, y mandale a esa persona un correo de bienvenida', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['whatsapp/send_message', 'email/send_email'],
    params: { '2.to': '5567676767', '3.to': '{{trigger.email}}' },
  }),
  one('h9-10', 'agencia', `cada que se agregue una fila en ${sheet('1FilaH9')}, crea una tarea en github agencia/tareas`, {
    status: 'plan_ready', trigger: 'google_sheets/new_row', actions: ['github/create_issue'], params: { '1.spreadsheet_id': '1FilaH9', '2.repository': 'agencia/tareas' },
  }),
  one('h9-11', 'escuela', 'cada martes y jueves a las 6 pm manda el link de la clase "https://meet.test/clase" por whatsapp al 5590000009', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'],
    params: { '1.cron_expression': '0 18 * * 2,4', '2.message': 'https://meet.test/clase' },
  }),
  one('h9-12', 'tienda', 'cuando alguien compre en mi tienda de tiendanube guarda el pedido en postgres y mandale un whats al cliente', {
    status: 'smart_forms_required', trigger: 'webhook/webhook_received', actions: ['postgres/query', 'whatsapp/send_message'],
    params: { '3.to': '{{trigger.body.telefono}}' },
  }),
  one('h9-13', 'contador', 'Cada mes el día 5 a las 10 am recuérdame por correo pagar el SAT', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 10 5 * *', '2.to': OWNER_EMAIL, '2.subject': contains('pagar el SAT') },
  }),
  one('h9-14', 'tienda', `cuando un cliente escriba en mi canal de slack #pedidos, guarda el mensaje en sheets ${sheet('1SlackH9')}`, {
    status: 'plan_ready', trigger: 'slack/slack_webhook', actions: ['google_sheets/append_row'], params: { '2.values': '{{trigger.text}}' },
  }),
  one('h9-15', 'agencia', `que se mande un correo a ventas@x.mx cada vez que entre un lead, y que se guarde en el excel ${sheet('1LeadH9')}`, {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email', 'google_sheets/append_row'],
    params: { '2.to': 'ventas@x.mx', '3.spreadsheet_id': '1LeadH9' },
  }),
  { id: 'h9-16', business: 'tienda', turns: ['cuando llegue un pedido avisame por slack #ventas', 'y tambien guardalo en la base de datos con "INSERT INTO p (d) VALUES ($1)"'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message', 'postgres/query'], params: { '3.query': 'INSERT INTO p (d) VALUES ($1)' } } },
  { id: 'h9-17', business: 'agencia', turns: ['cada hora consulta https://api.x.test/y', 'que solo sea de 9 a 6'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'], params: { '1.cron_expression': '0 9-18 * * *' } } },
  { id: 'h9-18', business: 'agencia', turns: ['cuando llegue un correo mandalo a slack #correo', 'que solo sean los que tengan "urgente" en el asunto'],
    expect: { status: 'plan_ready', trigger: 'gmail/new_email', actions: ['filter/condition', 'slack/send_message'],
      params: { '2.left': '{{trigger.subject}}', '2.operator': 'contains', '2.right': 'urgente' } } },
  { id: 'h9-19', business: 'tienda', turns: ['cada viernes a las 5 mandame un correo', 'y el asunto que sea "Viernes"'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '2.subject': 'Viernes' } } },
  one('h9-20', 'clinica', 'cuando alguien cancele su cita quiero que quede registrado y que me avisen', { status: 'clarification_needed', groups: ['Almacenamiento', 'Notificaciones'] }),
  one('h9-21', 'tienda', 'respalda todo lo que llegue al webhook', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('h9-22', 'tienda', 'oye, ¿tú guardas mis contraseñas?', { status: 'conversation' }),
  one('h9-23', 'tienda', 'hazme un logo para mi negocio', { status: 'conversation' }),
  one('h9-24', 'tienda', 'gracias crack', { status: 'conversation' }),
  one('h9-25', 'tienda', 'cuando llegue un pedido de mas de $2,500 pesos mandame un whats al 5523232300', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'whatsapp/send_message'],
    params: { '2.left': '{{trigger.body.monto}}', '2.operator': 'greater_than', '2.right': 2500 },
  }),
];
