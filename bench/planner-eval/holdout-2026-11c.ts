/**
 * Third held-out batch of November 2026, written after the second one reached the target, again
 * with new wording (abbreviations, "8am", voseo, requests without a cue word, edits that
 * take days away): a second honest first-run figure (README.md).
 */
import { OWNER_EMAIL, contains, one, type EvalCase } from './types';

const sheet = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit`;

export const holdoutThird: EvalCase[] = [
  one('h3-01', 'tienda', `cd q entre un pedido guardalo en el sheet ${sheet('1PedT3a')} xfa`, {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row'], params: { '2.spreadsheet_id': '1PedT3a' },
  }),
  one('h3-02', 'servicios', 'mandame un whats al 5512121212 diario a las 9 am', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '1.cron_expression': '0 9 * * *', '2.to': '5512121212' },
  }),
  one('h3-03', 'agencia', `cuando entre un nuevo cliente en mi crm (me manda un webhook) ponlo en la hoja de clientes ${sheet('1CliT3b')} y avisale a mi vendedor por whatsapp al 5523232323`, {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row', 'whatsapp/send_message'],
    params: { '2.spreadsheet_id': '1CliT3b', '3.to': '5523232323' },
  }),
  one('h3-04', 'tienda', 'todos los lunes 8am reporte de ventas de https://api.ventas.test/semana al correo gerente@tienda.mx', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'email/send_email'],
    params: { '1.cron_expression': '0 8 * * 1', '2.method': 'GET', '3.to': 'gerente@tienda.mx' },
  }),
  one('h3-05', 'clinica', 'q me llegue un telegram al chat 4040404 cada vez q alguien llene el formulario de contacto', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['telegram/send_message'], params: { '2.chat_id': '4040404' },
  }),
  one('h3-06', 'tienda', 'vos mandame un mail cuando alguien te escriba por telegram', {
    status: 'plan_ready', trigger: 'telegram/new_message', actions: ['email/send_email'], params: { '2.to': OWNER_EMAIL },
  }),
  one('h3-07', 'agencia', 'Cuando se cree un archivo en la carpeta compartida de Drive, envía un mensaje a Slack al canal #diseno', {
    status: 'plan_ready', trigger: 'google_drive/new_file', actions: ['slack/send_message'], params: { '2.channel': '#diseno' },
  }),
  one('h3-08', 'restaurante', 'genera con ia un post para facebook todos los martes a las 11 y mandamelo por correo', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['ai/generate_text', 'email/send_email'],
    params: { '1.cron_expression': '0 11 * * 2', '3.to': OWNER_EMAIL, '3.body': '{{steps.2.output.text}}' },
  }),
  one('h3-09', 'tienda', 'checa cada 5 min si https://mitienda.mx esta arriba y si el status es diferente de 200 avisame por telegram chat 1010101', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'filter/condition', 'telegram/send_message'],
    params: { '1.cron_expression': '*/5 * * * *', '2.method': 'GET', '3.operator': 'not_equals', '3.right': 200, '4.chat_id': '1010101' },
  }),
  one('h3-10', 'salon', 'cuando alguien pida una cita en el form agendala en el calendar', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_calendar/create_event'],
  }),
  one('h3-11', 'contador', 'cada mes el dia 1 crea una carpeta en drive "Facturas"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_drive/create_folder'], params: { '1.cron_expression': '0 9 1 * *', '2.name': 'Facturas' },
  }),
  one('h3-12', 'tienda', 'cuando llegue un pedido por la api, espera 1 minuto, consulta el estatus en https://api.pagos.test/estatus y si el estatus es pagado mandale un correo al cliente', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['delay/wait', 'http/request', 'filter/condition', 'email/send_email'],
    params: { '2.seconds': 60, '3.method': 'GET', '4.left': '{{steps.3.output.body.estatus}}', '4.operator': 'equals', '4.right': 'pagado', '5.to': '{{trigger.body.email}}' },
  }),
  one('h3-13', 'contador', 'ola, cuando me manden un correo a mi gmail con factura adjunta... bueno cualquier correo, reenvialo a facturas@conta.mx', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['gmail/send_email'], params: { '2.to': 'facturas@conta.mx' },
  }),
  one('h3-14', 'tienda', 'Quiero que el bot de Telegram responda con IA las preguntas de los clientes', {
    status: 'plan_ready', trigger: 'telegram/new_message', actions: ['ai/generate_text', 'telegram/send_message'],
    params: { '3.chat_id': '{{trigger.chat_id}}', '3.message': '{{steps.2.output.text}}' },
  }),
  one('h3-15', 'agencia', 'cada vez que haya un pull request nuevo mandale un correo a revisor@agencia.mx', {
    status: 'plan_ready', trigger: 'github/github_webhook', actions: ['email/send_email'], params: { '1.events': ['pull_request'], '2.to': 'revisor@agencia.mx' },
  }),
  one('h3-16', 'tienda', 'Respáldame todos los días a las 11 pm la tabla de ventas de postgres con "SELECT * FROM ventas" en drive', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['postgres/query', 'google_drive/upload_file'],
    params: { '1.cron_expression': '0 23 * * *', '2.query': 'SELECT * FROM ventas', '3.content': contains('{{steps.2.output.rows}}') },
  }),
  one('h3-17', 'tienda', 'cuando alguien compre en la tienda manda el pedido a la IA para que redacte un mensaje de agradecimiento y mandaselo por whatsapp', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['ai/generate_text', 'whatsapp/send_message'],
    params: { '3.to': '{{trigger.body.telefono}}', '3.message': '{{steps.2.output.text}}' },
  }),
  one('h3-18', 'servicios', 'el viernes a las 3 de la tarde mandame un whats al 5545454545 "Pagar renta"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '1.cron_expression': '0 15 * * 5', '2.message': 'Pagar renta' },
  }),
  one('h3-19', 'agencia', `cuando llegue una solicitud de empleo al formulario con nombre, correo, puesto y cv guardala en la hoja ${sheet('1EmpleoT3')} pestaña Candidatos`, {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_sheets/append_row'],
    params: { '1.fields': ['nombre', 'correo', 'puesto', 'cv'], '2.sheet_name': 'Candidatos' },
  }),
  { id: 'h3-20', business: 'agencia', turns: ['cada dia a las 10 mandame por slack #general "Buenos dias equipo"', 'y que no sea los domingos'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '0 10 * * 1-6' } } },
  { id: 'h3-21', business: 'tienda', turns: ['cuando llegue un pedido avisame por telegram al chat 1231231', 'agrega tambien que lo guarde en postgres con "INSERT INTO pedidos (d) VALUES ($1)"'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['telegram/send_message', 'postgres/query'], params: { '3.query': 'INSERT INTO pedidos (d) VALUES ($1)' } } },
  { id: 'h3-22', business: 'tienda', turns: ['cuando llegue un correo mandame un whats al 5512312312', 'pero solo si es de proveedor@x.mx'],
    expect: { status: 'plan_ready', trigger: 'gmail/new_email', actions: ['whatsapp/send_message'], params: { '1.query': 'from:proveedor@x.mx' } } },
  { id: 'h3-23', business: 'servicios', turns: ['todos los dias a las 9 consulta https://api.clima.test/hoy y mandame un telegram al chat 9090909', 'cambia la url a https://api.clima.test/manana'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'telegram/send_message'], params: { '2.url': 'https://api.clima.test/manana' } } },
  one('h3-24', 'tienda', 'quiero que me avisen de los pedidos grandes', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('h3-25', 'tienda', 'cada viernes guarda una copia de los pedidos de la semana de https://api.x.test/semana', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('h3-26', 'tienda', 'oye eres un robot?', { status: 'conversation' }),
  one('h3-27', 'clinica', 'como le cambio la contraseña a mi cuenta', { status: 'conversation' }),
  one('h3-28', 'contador', 'hazme una factura para mi cliente juan', { status: 'conversation' }),
  one('h3-29', 'agencia', 'cuando llegue un pedido crea un issue en github', {
    status: 'smart_forms_required', trigger: 'webhook/webhook_received', actions: ['github/create_issue'],
  }),
  one('h3-30', 'ferreteria', `cada 3 horas revisa la pestaña Inventario de ${sheet('1InvT3c')} y si las piezas son menos de 10 avisame por whats al 5578787878`, {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_sheets/read_rows', 'filter/condition', 'whatsapp/send_message'],
    params: { '1.cron_expression': '0 */3 * * *', '2.sheet_name': 'Inventario', '3.operator': 'less_than', '3.right': 10, '4.to': '5578787878' },
  }),
  one('h3-31', 'restaurante', 'avisa por whatsapp al 5511111111, al 5522222222 y al 5533333333 cuando llegue una reserva', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message', 'whatsapp/send_message', 'whatsapp/send_message'],
    params: { '2.to': '5511111111', '3.to': '5522222222', '4.to': '5533333333' },
  }),
];
