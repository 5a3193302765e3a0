/**
 * Second held-out batch of November 2026, written after the planner reached the target on the
 * first one, with new businesses and new wording and without looking back at what was fixed:
 * its first run is the honest figure for unseen requests (README.md).
 */
import { OWNER_EMAIL, contains, one, type EvalCase } from './types';

const sheet = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit`;

export const holdoutSecond: EvalCase[] = [
  one('h2-01', 'farmacia', 'oigan, necesito que cuando se acabe un medicamento... o sea cuando llegue una alerta de inventario al webhook me avisen por telegram al grupo -1009876543210', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['telegram/send_message'], params: { '2.chat_id': '-1009876543210' },
  }),
  one('h2-02', 'taller', 'cada sabado a las 10 de la mañana mandale a mi socio un correo a socio@tallerlopez.mx con el resumen de la semana que saques de https://api.taller.test/servicios', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'email/send_email'],
    params: { '1.cron_expression': '0 10 * * 6', '2.method': 'GET', '3.to': 'socio@tallerlopez.mx', '3.body': contains('{{steps.2.output.body}}') },
  }),
  one('h2-03', 'inmobiliaria', 'cuando alguien deje sus datos en el formulario de la casa en venta (nombre, whatsapp y presupuesto) mandale un whats con la ficha y a mi un correo', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['whatsapp/send_message', 'email/send_email'],
    // Changed with issue 17 ("form fields named in the request become the form's fields", in the owner's words,
    // as the blind batches b24h-01 and b24k-06 expect): the field said "whatsapp" stays "whatsapp" (was "telefono").
    params: { '1.fields': ['nombre', 'whatsapp', 'presupuesto'], '2.to': '{{trigger.whatsapp}}', '3.to': OWNER_EMAIL },
  }),
  one('h2-04', 'floreria', 'el 14 de febrero a las 7 am mandame un whatsapp al 5522113344 "Hoy es San Valentin, llega temprano"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'],
    params: { '1.cron_expression': '0 7 14 2 *', '2.to': '5522113344', '2.message': 'Hoy es San Valentin, llega temprano' },
  }),
  one('h2-05', 'hotel', 'Cada vez que entre una reservación por booking a mi webhook, crea el evento en google calendar y manda al canal #recepcion de slack los datos', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_calendar/create_event', 'slack/send_message'], params: { '3.channel': '#recepcion' },
  }),
  one('h2-06', 'dentista', 'recuerdale a los pacientes su cita 2 dias antes por whatsapp', {
    status: 'smart_forms_required', trigger: 'google_calendar/event_starting', actions: ['whatsapp/send_message'], params: { '1.minutes_before': 2880 },
  }),
  one('h2-07', 'panaderia', 'todos los dias menos domingo a las 5 am manda a telegram chat 3030303 la lista de pedidos de https://pan.test/api/pedidos', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'telegram/send_message'],
    params: { '1.cron_expression': '0 5 * * 1-6', '2.method': 'GET', '3.chat_id': '3030303' },
  }),
  one('h2-08', 'veterinaria', 'si llega un correo de resultados@labvet.mx con "positivo" en el asunto mandame un whats urgente al 5577889900', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['filter/condition', 'whatsapp/send_message'],
    params: { '1.query': 'from:resultados@labvet.mx', '2.left': '{{trigger.subject}}', '2.operator': 'contains', '2.right': 'positivo', '3.to': '5577889900' },
  }),
  one('h2-09', 'despacho', 'cada que se suba un documento a la carpeta de drive de contratos, que la IA lo resuma y me lo mande por correo', {
    status: 'plan_ready', trigger: 'google_drive/new_file', actions: ['ai/generate_text', 'email/send_email'],
    params: { '3.to': OWNER_EMAIL, '3.body': '{{steps.2.output.text}}' },
  }),
  one('h2-10', 'idiomas', `cuando un alumno se registre por el form con nombre, email y nivel, agregalo a la hoja ${sheet('1AlumnosIdiomas')} y mandale un mail de bienvenida`, {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_sheets/append_row', 'email/send_email'],
    params: { '1.fields': ['nombre', 'email', 'nivel'], '2.spreadsheet_id': '1AlumnosIdiomas', '3.to': '{{trigger.email}}' },
  }),
  one('h2-11', 'lavanderia', 'cuando este listo un pedido (me llega por webhook) mandale whatsapp al cliente diciendo "Tu ropa ya esta lista"', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'],
    params: { '2.to': '{{trigger.body.telefono}}', '2.message': 'Tu ropa ya esta lista' },
  }),
  one('h2-12', 'food truck', 'cada viernes y sabado a las 6 pm publica en discord https://discord.com/api/webhooks/55/truck "Hoy estamos en la plaza"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['discord/send_message'],
    params: { '1.cron_expression': '0 18 * * 5,6', '2.message': 'Hoy estamos en la plaza' },
  }),
  one('h2-13', 'agencia', 'quiero un agente de ia que cada mañana lea los correos... no, que cada mañana a las 8 revise https://api.crm.test/tickets y me mande a slack #soporte un resumen', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'ai_agent/run_agent', 'slack/send_message'],
    params: { '1.cron_expression': '0 8 * * *', '4.channel': '#soporte' },
  }),
  one('h2-14', 'tienda', 'Cuando alguien llene el formulario de garantia, crea un issue en github tienda/garantias con el titulo "Nueva garantia"', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['github/create_issue'],
    params: { '2.repository': 'tienda/garantias', '2.title': 'Nueva garantia' },
  }),
  one('h2-15', 'taller', 'haz un boton para que cuando yo quiera se mande un GET a https://api.taller.test/refacciones y me llegue por correo la respuesta', {
    status: 'plan_ready', trigger: 'manual/manual_trigger', actions: ['http/request', 'email/send_email'],
    params: { '2.method': 'GET', '3.to': OWNER_EMAIL, '3.body': contains('{{steps.2.output.body}}') },
  }),
  one('h2-16', 'hotel', 'borra... digo, cada noche a las 2 am haz un DELETE a https://hotel.test/api/cache', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'],
    params: { '1.cron_expression': '0 2 * * *', '2.method': 'DELETE' },
  }),
  one('h2-17', 'gimnasio', 'cuando se inscriba alguien nuevo por el webhook, espera media hora y mandale un correo con asunto "Tu primera clase"', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['delay/wait', 'email/send_email'],
    params: { '2.seconds': 1800, '3.to': '{{trigger.body.email}}', '3.subject': 'Tu primera clase' },
  }),
  one('h2-18', 'escuela', 'cada 2 horas de 8 a 14 entre semana revisa https://escuela.test/api/asistencia', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'], params: { '1.cron_expression': '0 8-14/2 * * 1-5', '2.method': 'GET' },
  }),
  one('h2-19', 'contador', 'guarda en postgres con "INSERT INTO facturas (xml) VALUES ($1)" cada factura que llegue al webhook', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['postgres/query'], params: { '2.query': 'INSERT INTO facturas (xml) VALUES ($1)' },
  }),
  one('h2-20', 'restaurante', 'cuando alguien deje una reseña en la pagina y la calificacion sea de 2 o menos, mandame un whats al 5560606060', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'whatsapp/send_message'],
    params: { '2.left': '{{trigger.body.calificacion}}', '2.operator': 'less_or_equal', '2.right': 2, '3.to': '5560606060' },
  }),
  one('h2-21', 'clinica', `Cuando un paciente rellene la encuesta, envíame un correo y apúntalo en el Excel ${sheet('1EncuestaClinicaES')}`, {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email', 'google_sheets/append_row'],
    params: { '2.to': OWNER_EMAIL, '3.spreadsheet_id': '1EncuestaClinicaES' },
  }),
  one('h2-22', 'tienda', `che, cada vez que me escriban al bot de telegram guardá el mensaje en la planilla ${sheet('1PlanillaAR99')}`, {
    status: 'plan_ready', trigger: 'telegram/new_message', actions: ['google_sheets/append_row'], params: { '2.spreadsheet_id': '1PlanillaAR99' },
  }),
  one('h2-23', 'tienda', 'Buenas, quisiera que cuando llegue un pedido al webhook le mande la info a mi contadora por correo a contadora@empresa.co', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email'], params: { '2.to': 'contadora@empresa.co' },
  }),
  one('h2-24', 'tienda', 'sincroniza mis pedidos: cada 15 min trae lo de https://api.shop.test/orders y mandalo con POST a https://erp.test/api/import', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'http/request'],
    params: { '1.cron_expression': '*/15 * * * *', '2.url': 'https://api.shop.test/orders', '2.method': 'GET', '3.url': 'https://erp.test/api/import', '3.method': 'POST', '3.body': '{{steps.2.output.body}}' },
  }),
  one('h2-25', 'salon', 'mandame por whats al 5591919191 mi agenda de mañana todas las noches a las 9', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'whatsapp/send_message'],
    params: { '1.cron_expression': '0 21 * * *', '3.to': '5591919191' },
  }),
  one('h2-26', 'servicios', 'cuando me paguen quiero que quede registrado', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('h2-27', 'agencia', 'mandame alertas cuando falle algo en mi pagina', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('h2-28', 'salon', 'me ayudas a escribir un post para instagram?', { status: 'conversation' }),
  one('h2-29', 'restaurante', 'a que hora abren ustedes', { status: 'conversation' }),
  one('h2-30', 'tienda', 'buenas noches, una pregunta, esto cuesta?', { status: 'conversation' }),
  { id: 'h2-31', business: 'restaurante', turns: ['cada dia a las 7 pm mandame el corte de https://pos.test/api/corte por correo', 'agregale tambien whatsapp al 5534343434'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'email/send_email', 'whatsapp/send_message'], params: { '4.to': '5534343434' } } },
  { id: 'h2-32', business: 'tienda', turns: [`cuando llegue un pedido al webhook guardalo en sheets ${sheet('1PedidosS2x')}`, 'ponle antes una espera de 30 segundos'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['delay/wait', 'google_sheets/append_row'], params: { '2.seconds': 30 } } },
  { id: 'h2-33', business: 'tienda', turns: ['todos los lunes a las 9 avisale a #ventas en slack "Meta semanal"', 'que tambien sea los jueves'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '0 9 * * 1,4' } } },
  { id: 'h2-34', business: 'contador', turns: ['cuando me llegue un correo de banco@banco.mx mandame un telegram al chat 7171717', 'cambia el chat a 7272727'],
    expect: { status: 'plan_ready', trigger: 'gmail/new_email', actions: ['telegram/send_message'], params: { '2.chat_id': '7272727' } } },
  { id: 'h2-35', business: 'escuela', turns: ['cuando llenen la encuesta mandame un correo', 'mejor mandaselo a encuestas@escuela.mx'],
    expect: { status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email'], params: { '2.to': 'encuestas@escuela.mx' } } },
  one('h2-36', 'agencia', 'cuando haya un issue nuevo en github crea una tarjeta... digo, mandalo a discord', {
    status: 'smart_forms_required', trigger: 'github/github_webhook', actions: ['discord/send_message'], params: { '1.events': ['issues'] },
  }),
  one('h2-37', 'tienda', 'cuando llegue un pedido manda un correo a ventas@tienda.mx y a bodega@tienda.mx', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email'], params: { '2.to': 'ventas@tienda.mx, bodega@tienda.mx' },
  }),
  one('h2-38', 'tienda', 'cada que alguien pague mas de 5 mil avisame en slack #ventas', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'slack/send_message'],
    params: { '2.left': '{{trigger.body.monto}}', '2.operator': 'greater_than', '2.right': 5000, '3.channel': '#ventas' },
  }),
];
