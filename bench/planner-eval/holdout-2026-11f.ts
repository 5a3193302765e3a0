/**
 * Sixth held-out batch of November 2026, written after the fifth reached the target: Colombian
 * and Rioplatense turns of phrase, Spain's "apúntalo… vale", heavy typos, and follow-ups that
 * add a recipient, rename a channel or move to "el primer lunes". First run: README.md.
 */
import { OWNER_EMAIL, one, type EvalCase } from './types';

const sheet = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit`;

export const holdoutSixth: EvalCase[] = [
  one('h6-01', 'tienda', 'me colabora con que cada que entre un pedido me llegue un correo, parce', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email'], params: { '2.to': OWNER_EMAIL },
  }),
  one('h6-02', 'tienda', 'regáleme un aviso por slack #bodega cuando se venda algo', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'], params: { '2.channel': '#bodega' },
  }),
  one('h6-03', 'consultorio', 'fijate si podes mandarme un whatsaap al 1155667788 cada vez que alguien complete el formulario', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['whatsapp/send_message'], params: { '2.to': '1155667788' },
  }),
  one('h6-04', 'tienda', `Cuando llegue un correo al gmail de la tienda, apúntalo en la hoja de cálculo ${sheet('1ApuntaH6')}, vale?`, {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['google_sheets/append_row'], params: { '2.spreadsheet_id': '1ApuntaH6' },
  }),
  one('h6-05', 'tienda', 'cada dia a las 9 manda un slcak a #ventas con las ventas de ayer de https://api.tienda.test/ayer', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'slack/send_message'],
    params: { '1.cron_expression': '0 9 * * *', '2.method': 'GET', '3.channel': '#ventas' },
  }),
  one('h6-06', 'clinica', 'cuando se llene el formularo de quejas manda un teelgram al chat 2468024', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['telegram/send_message'], params: { '2.chat_id': '2468024' },
  }),
  one('h6-07', 'agencia', 'agenda en el calendaio una llamada de seguimiento cuando llegue un lead', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_calendar/create_event'],
  }),
  one('h6-08', 'tienda', 'cada 30 minutos revisa si hay pedidos nuevos en https://api.tienda.test/pedidos y si hay mas de 5 avisame por whatsapp al 5520202020', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'filter/condition', 'whatsapp/send_message'],
    params: { '1.cron_expression': '*/30 * * * *', '3.operator': 'greater_than', '3.right': 5, '4.to': '5520202020' },
  }),
  one('h6-09', 'tienda', 'mandale los datos de cada venta a mi contador por correo a contador@despacho.mx y a mi por telegram al chat 1357913', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email', 'telegram/send_message'],
    params: { '2.to': 'contador@despacho.mx', '3.chat_id': '1357913' },
  }),
  one('h6-10', 'tienda', 'todos los lunes crea un issue en github tienda/inventario con titulo "Revisar inventario"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['github/create_issue'],
    params: { '1.cron_expression': '0 9 * * 1', '2.repository': 'tienda/inventario', '2.title': 'Revisar inventario' },
  }),
  one('h6-11', 'clinica', 'cuando un paciente cancele su cita por la pagina, avisale a recepcion por slack #recepcion y borra el evento... bueno no, solo el aviso', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'], params: { '2.channel': '#recepcion' },
  }),
  one('h6-12', 'tienda', 'quiero recibir en mi correo un resumen con IA de los correos que me lleguen de clientes@tienda.mx', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['ai/generate_text', 'gmail/send_email'],
    params: { '1.query': 'from:clientes@tienda.mx', '3.to': OWNER_EMAIL, '3.body': '{{steps.2.output.text}}' },
  }),
  one('h6-13', 'contador', `cada quince minutos de lunes a viernes checa https://api.banco.test/saldo y guarda el saldo en sheets ${sheet('1SaldoH6')}`, {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'google_sheets/append_row'],
    params: { '1.cron_expression': '*/15 * * * 1-5', '3.spreadsheet_id': '1SaldoH6', '3.values': '{{steps.2.output.body}}' },
  }),
  one('h6-14', 'salon', 'mandame la agenda de mañana todos los dias a las 7 de la noche por correo', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'email/send_email'],
    params: { '1.cron_expression': '0 19 * * *', '3.to': OWNER_EMAIL },
  }),
  { id: 'h6-15', business: 'tienda', turns: ['cuando llegue un pedido avisame por slack #ventas', 'cambia el canal a pedidos-web'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'], params: { '2.channel': '#pedidos-web' } } },
  { id: 'h6-16', business: 'tienda', turns: ['cuando llegue un pedido mandame un correo', 'mandalo tambien a luis@tienda.mx'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email'], params: { '2.to': `${OWNER_EMAIL}, luis@tienda.mx` } } },
  { id: 'h6-17', business: 'tienda', turns: ['cuando llegue un pedido espera 10 minutos y mandale un whats al cliente', 'quita la espera'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'], params: { '2.to': '{{trigger.body.telefono}}' } } },
  { id: 'h6-18', business: 'agencia', turns: ['cada lunes a las 9 mandame un correo con asunto "Semana"', 'mejor que sea el primer lunes de cada mes'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '1.cron_expression': '0 9 * * 1#1' } } },
  { id: 'h6-19', business: 'escuela', turns: [`cuando alguien llene el formulario guardalo en sheets ${sheet('1FormH6')}`, 'y tambien crea una carpeta en drive con su nombre'],
    expect: { status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_sheets/append_row', 'google_drive/create_folder'], params: { '3.name': '{{trigger.nombre}}' } } },
  one('h6-20', 'contador', 'necesito que se guarden las facturas que me llegan por correo', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('h6-21', 'restaurante', 'avisale al equipo cuando haya un pedido urgente', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('h6-22', 'tienda', 'cuantos workflows puedo tener gratis?', { status: 'conversation' }),
  one('h6-23', 'clinica', 'tengo una duda, los datos estan seguros?', { status: 'conversation' }),
  one('h6-24', 'tienda', 'jaja ok', { status: 'conversation' }),
  one('h6-25', 'tienda', 'cuando llegue un correo guardalo en una hoja de calculo', {
    status: 'smart_forms_required', trigger: 'gmail/new_email', actions: ['google_sheets/append_row'],
  }),
];
