/**
 * Fourth held-out batch of November 2026, written after the third reached the target: numbered
 * steps, four-step chains, English words, Spain usage and edits that add a time or a guarded
 * step. Its first run is recorded in README.md.
 */
import { OWNER_EMAIL, contains, one, type EvalCase } from './types';

const sheet = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit`;

export const holdoutFourth: EvalCase[] = [
  one('h4-01', 'tienda', 'When... perdon, cuando alguien haga checkout en mi shopify mandame un slack a #sales con el total', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'],
    params: { '2.channel': '#sales', '2.message': contains('{{trigger.body.total}}') },
  }),
  one('h4-02', 'gimnasio', 'cada lunes a las 9:00 hrs lee https://api.gym.test/socios-vencidos, resume con IA quienes no han pagado y mandalo por correo a caja@gym.mx y por whatsapp al 5580808080', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'ai/generate_text', 'email/send_email', 'whatsapp/send_message'],
    params: { '1.cron_expression': '0 9 * * 1', '4.to': 'caja@gym.mx', '4.body': '{{steps.3.output.text}}', '5.to': '5580808080', '5.message': '{{steps.3.output.text}}' },
  }),
  one('h4-03', 'agencia', 'Cuando alguien rellene el formulario de presupuesto, mándale un email con asunto "Hemos recibido tu solicitud" y guárdalo en la base de datos con "INSERT INTO presupuestos (datos) VALUES ($1)"', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email', 'postgres/query'],
    params: { '2.to': '{{trigger.email}}', '2.subject': 'Hemos recibido tu solicitud', '3.query': 'INSERT INTO presupuestos (datos) VALUES ($1)' },
  }),
  one('h4-04', 'agencia', 'si me llega un mensaje en slack que diga "urgente" mandame un sms... bueno un whats al 5590909090', {
    status: 'plan_ready', trigger: 'slack/slack_webhook', actions: ['filter/condition', 'whatsapp/send_message'],
    params: { '2.left': '{{trigger.text}}', '2.operator': 'contains', '2.right': 'urgente', '3.to': '5590909090' },
  }),
  one('h4-05', 'clinica', 'a las 12 del dia todos los dias habiles checa mi agenda de la tarde y mandala a telegram chat 6767676', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'telegram/send_message'],
    params: { '1.cron_expression': '0 12 * * 1-5', '3.chat_id': '6767676' },
  }),
  one('h4-06', 'salon', 'crea un evento en mi calendario cada que alguien reserve por el formulario con nombre, correo y fecha', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_calendar/create_event'],
    params: { '1.fields': ['nombre', 'correo', 'fecha'], '2.start': '{{trigger.fecha}}' },
  }),
  one('h4-07', 'agencia', 'manda un POST a https://hooks.zapier.test/abc con los datos del formulario de contacto cada vez que lo llenen', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['http/request'], params: { '2.method': 'POST', '2.body': '{{trigger.body}}' },
  }),
  one('h4-08', 'agencia', 'cuando haya un release en github publica en discord https://discord.com/api/webhooks/88/rel "Nueva version publicada"', {
    status: 'plan_ready', trigger: 'github/github_webhook', actions: ['discord/send_message'],
    params: { '1.events': ['release'], '2.message': 'Nueva version publicada' },
  }),
  one('h4-09', 'tienda', `Todos los domingos a las 8 pm: 1) lee las ventas de la hoja ${sheet('1VentasDom')} 2) que la IA saque el top 5 de productos 3) mandalo a slack #direccion`, {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_sheets/read_rows', 'ai/generate_text', 'slack/send_message'],
    params: { '1.cron_expression': '0 20 * * 0', '2.spreadsheet_id': '1VentasDom', '4.channel': '#direccion', '4.message': '{{steps.3.output.text}}' },
  }),
  one('h4-10', 'clinica', 'cuando se registre un paciente nuevo en el webhook crea una carpeta en drive con su nombre', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_drive/create_folder'], params: { '2.name': '{{trigger.body.nombre}}' },
  }),
  one('h4-11', 'servicios', 'mandame un correo cada que llegue un mail de mi jefe jefe@empresa.mx', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['gmail/send_email'], params: { '1.query': 'from:jefe@empresa.mx', '2.to': OWNER_EMAIL },
  }),
  one('h4-12', 'escuela', 'cada hora manda el clima de https://api.clima.test/mty a #clima en slack', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'slack/send_message'],
    params: { '1.cron_expression': '0 * * * *', '2.method': 'GET', '3.channel': '#clima' },
  }),
  one('h4-13', 'tienda', 'cuando llegue un aviso al webhook y el stock sea 0 mandale un correo al proveedor a proveedor@dulces.mx', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'email/send_email'],
    params: { '2.left': '{{trigger.body.stock}}', '2.operator': 'equals', '2.right': 0, '3.to': 'proveedor@dulces.mx' },
  }),
  one('h4-14', 'idiomas', 'quiero que cada que un cliente nuevo se registre en el formulario le llegue un correo de bienvenida y a mi un whatsapp al 5581818181', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email', 'whatsapp/send_message'],
    params: { '2.to': '{{trigger.email}}', '3.to': '5581818181' },
  }),
  { id: 'h4-15', business: 'agencia', turns: ['todos los dias a las 8 manda a slack #equipo "Buenos dias"', 'tambien a las 2 de la tarde'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '0 8,14 * * *' } } },
  { id: 'h4-16', business: 'tienda', turns: [`cuando llegue un pedido guardalo en sheets ${sheet('1PedH4')}`, 'y si el total es mayor a 3000 avisame por whatsapp al 5582828282'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row', 'filter/condition', 'whatsapp/send_message'],
      params: { '3.left': '{{trigger.body.total}}', '3.right': 3000, '4.to': '5582828282' } } },
  { id: 'h4-17', business: 'tienda', turns: ['cada viernes a las 5 pm mandame por correo el reporte de https://api.x.test/reporte', 'quita el correo y mejor mandalo por telegram al chat 8383838'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'telegram/send_message'], params: { '3.chat_id': '8383838' } } },
  { id: 'h4-18', business: 'agencia', turns: ['cuando llegue un formulario avisame por slack', { form: { '2.channel': '#leads' } }, 'ahora agrega que tambien se guarde en drive'],
    expect: { status: 'plan_ready', trigger: 'form/form_submitted', actions: ['slack/send_message', 'google_drive/upload_file'], params: { '2.channel': '#leads' } } },
  one('h4-19', 'tienda', 'ayudame a que no se me pierdan los pedidos, guardalos en algun lado', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('h4-20', 'escuela', 'quiero enterarme cuando alguien llene el formulario', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('h4-21', 'clinica', 'cuales son sus horarios de atencion', { status: 'conversation' }),
  one('h4-22', 'restaurante', 'gracias, quedo super bien', { status: 'conversation' }),
  one('h4-23', 'contador', 'y eso como se hace en excel?', { status: 'conversation' }),
  one('h4-24', 'agencia', 'cuando me llegue una peticion al webhook contesta con un 202 y manda los datos a https://api.interna.test/cola', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['webhook/respond', 'http/request'],
    params: { '2.status': 202, '3.method': 'POST', '3.body': '{{trigger.body}}' },
  }),
  one('h4-25', 'tienda', `cada que alguien se suscriba en mi pagina manda su correo a la hoja ${sheet('1SubsH4')} y dale la bienvenida por mail`, {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row', 'email/send_email'],
    params: { '2.spreadsheet_id': '1SubsH4', '3.to': '{{trigger.body.email}}' },
  }),
];
