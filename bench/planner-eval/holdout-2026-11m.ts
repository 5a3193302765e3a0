/**
 * Thirteenth held-out batch of November 2026, written after the twelfth reached the target and
 * before any rule was changed for it: hours said without a. m./p. m. (a shop's business hours),
 * fortnightly schedules, corrections inside a sentence, several channels at once, edits that
 * narrow the trigger, lookups and chat abbreviations — taquería, ferretería, dentista, escuela de
 * idiomas, estética, contador, inmobiliaria and an online shop.
 */
import { OWNER_EMAIL, contains, one, type EvalCase } from './types';

const sheet = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit`;

export const holdoutThirteenth: EvalCase[] = [
  // Hours without a. m./p. m.: 1–6 are afternoon, 7–11 morning, 12 noon.
  one('h13-01', 'taqueria', 'todos los dias a las 5 manda a slack #cocina "Preparar salsas"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '0 17 * * *', '2.channel': '#cocina' },
  }),
  one('h13-02', 'ferreteria', `cada sabado a las 2 revisa el inventario en la hoja ${sheet('1FerrM02')} y mandame por correo lo que haya`, {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_sheets/read_rows', 'email/send_email'],
    params: { '1.cron_expression': '0 14 * * 6', '2.spreadsheet_id': '1FerrM02', '3.to': OWNER_EMAIL },
  }),
  one('h13-03', 'dentista', 'el dia 1 de cada mes a las 10 mandame un whats al 5534343434 "Pedir material"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '1.cron_expression': '0 10 1 * *', '2.to': '5534343434', '2.message': 'Pedir material' },
  }),
  one('h13-04', 'escuela de idiomas', 'entre semana a las 4 y media recuerdale a #profes en slack "Subir calificaciones"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '30 16 * * 1-5', '2.channel': '#profes' },
  }),
  one('h13-05', 'ferreteria', 'a la 1 de lunes a sabado manda a slack #mostrador "Hora de comida"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '0 13 * * 1-6' },
  }),
  one('h13-06', 'taqueria', 'a las 6 avisame por whats al 5501010101 cuantos pedidos hubo, sacalos de postgres con "SELECT count(*) FROM pedidos WHERE fecha = current_date"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['postgres/query', 'whatsapp/send_message'],
    params: { '1.cron_expression': '0 18 * * *', '3.to': '5501010101' },
  }),
  one('h13-07', 'contador', 'el ultimo dia de cada mes a las 7 de la tarde mandame un correo a contabilidad@despacho.mx con asunto "Cierre mensual"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '1.cron_expression': '0 19 L * *', '2.to': 'contabilidad@despacho.mx', '2.subject': 'Cierre mensual' },
  }),
  one('h13-08', 'estetica', 'los martes y viernes temprano manda por whatsapp al 5577665544 "Confirmar citas del dia"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '1.cron_expression': '0 8 * * 2,5' },
  }),
  one('h13-09', 'escuela de idiomas', 'a mediodia los sabados publica en discord https://discord.com/api/webhooks/77/clases "Clase abierta hoy"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['discord/send_message'], params: { '1.cron_expression': '0 12 * * 6', '2.message': 'Clase abierta hoy' },
  }),
  // Fortnightly.
  one('h13-10', 'estetica', 'quincenalmente mandame un correo con asunto "Corte de caja"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '1.cron_expression': '0 9 15,L * *', '2.subject': 'Corte de caja' },
  }),
  one('h13-11', 'dentista', 'cada 15 dias a las 8 mandame por correo "Revisar autoclave"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '1.cron_expression': '0 8 1,15 * *', '2.to': OWNER_EMAIL },
  }),
  one('h13-12', 'contador', 'cada dos semanas el lunes a las 10 mandame por telegram al chat 7788990 "Revisar facturas"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['telegram/send_message'], params: { '1.cron_expression': '0 10 * * 1#1,1#3', '2.chat_id': '7788990' },
  }),
  // Corrections inside the sentence.
  one('h13-13', 'taqueria', 'todos los dias a las 9 de la noche, no, mejor a las 10, mandame un whats al 5545454545 "Cerrar caja"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '1.cron_expression': '0 22 * * *', '2.to': '5545454545' },
  }),
  one('h13-14', 'dentista', 'cada lunes a las 8, perdon, a las 9, manda a #agenda en slack "Revisar citas"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '0 9 * * 1', '2.channel': '#agenda' },
  }),
  // Several channels at once.
  one('h13-15', 'inmobiliaria', 'cuando alguien llene el formulario de visitas con nombre, telefono y propiedad, mandale un whats confirmando y avisame por correo y por slack #visitas', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['whatsapp/send_message', 'email/send_email', 'slack/send_message'],
    params: { '1.fields': ['nombre', 'telefono', 'propiedad'], '2.to': '{{trigger.telefono}}', '3.to': OWNER_EMAIL, '4.channel': '#visitas' },
  }),
  one('h13-16', 'tienda en linea', 'cuando llegue un pedido avisame por whatsapp al 5512121212, por telegram al chat 3030303 y por correo', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message', 'telegram/send_message', 'email/send_email'],
    params: { '2.to': '5512121212', '3.chat_id': '3030303', '4.to': OWNER_EMAIL },
  }),
  // Abbreviations.
  one('h13-17', 'ferreteria', 'cdo llegue un pedido x webhook mandame un msj x telegram al chat 5566001', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['telegram/send_message'], params: { '2.chat_id': '5566001' },
  }),
  one('h13-18', 'contador', 'c/ mes el dia 17 recuerdame x mail pagar el IMSS', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '1.cron_expression': '0 9 17 * *', '2.to': OWNER_EMAIL, '2.body': contains('IMSS') },
  }),
  // Lookups.
  one('h13-19', 'estetica', 'cuando una clienta pregunte por telegram si hay lugar, revisa mi calendario y respondele', {
    status: 'plan_ready', trigger: 'telegram/new_message', actions: ['google_calendar/list_events', 'telegram/send_message'], params: { '3.chat_id': '{{trigger.chat_id}}' },
  }),
  one('h13-20', 'inmobiliaria', 'cada mañana consulta https://api.inmo.test/propiedades/nuevas y mandame lo que salga por whatsapp al 5598989898', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'whatsapp/send_message'],
    params: { '1.cron_expression': '0 9 * * *', '2.method': 'GET', '3.message': contains('{{steps.2.output.body}}') },
  }),
  // Conditions, waits, other triggers.
  one('h13-21', 'tienda en linea', 'cuando se apruebe un pago (llega al webhook) y el monto pase de 3000, mandale al cliente un correo de agradecimiento', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'email/send_email'],
    params: { '2.operator': 'greater_than', '2.right': 3000, '3.to': '{{trigger.body.email}}' },
  }),
  one('h13-22', 'tienda en linea', 'cuando alguien abandone el carrito (webhook), espera 40 minutos y mandale un correo con asunto "Olvidaste algo"', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['delay/wait', 'email/send_email'],
    params: { '2.seconds': 2400, '3.to': '{{trigger.body.email}}', '3.subject': 'Olvidaste algo' },
  }),
  one('h13-23', 'dentista', 'media hora antes de cada cita mandale un whats al paciente', {
    status: 'smart_forms_required', trigger: 'google_calendar/event_starting', actions: ['whatsapp/send_message'], params: { '1.minutes_before': 30 },
  }),
  // Corrected after the first run: no date or time is said, so the event's start is asked for.
  one('h13-24', 'inmobiliaria', `cuando se agregue una fila en la hoja de prospectos ${sheet('1ProspM24')} crea una cita en mi calendario con su nombre y avisame por whats al 5556565656`, {
    status: 'smart_forms_required', trigger: 'google_sheets/new_row', actions: ['google_calendar/create_event', 'whatsapp/send_message'], params: { '3.to': '5556565656' },
  }),
  // Follow-ups.
  { id: 'h13-25', business: 'taqueria', turns: ['cada dia a las 9 mandame por telegram al chat 1212121 "Abrir local"', 'mejor a las 7'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['telegram/send_message'], params: { '1.cron_expression': '0 7 * * *' } } },
  { id: 'h13-26', business: 'estetica', turns: ['cada viernes a las 6 manda a slack #ventas "Reporte semanal"', 'que sea a las 4'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '0 16 * * 5' } } },
  { id: 'h13-27', business: 'inmobiliaria', turns: ['cuando llegue un correo mandamelo a telegram al chat 9090909', 'solo los que vengan de cliente@inmo.mx'],
    expect: { status: 'plan_ready', trigger: 'gmail/new_email', actions: ['telegram/send_message'], params: { '1.query': 'from:cliente@inmo.mx' } } },
  { id: 'h13-28', business: 'tienda en linea', turns: ['cuando entre un pedido al webhook mandame un whats al 5523456789', 'pero nada mas si el total es mayor a 1500'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'whatsapp/send_message'],
      params: { '2.left': '{{trigger.body.total}}', '2.operator': 'greater_than', '2.right': 1500 } } },
  { id: 'h13-29', business: 'escuela de idiomas', turns: ['cuando llenen el formulario de contacto avisame por correo', 'tambien por slack #leads y por telegram al chat 4040404'],
    expect: { status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email', 'slack/send_message', 'telegram/send_message'], params: { '3.channel': '#leads', '4.chat_id': '4040404' } } },
  { id: 'h13-30', business: 'contador', turns: [`cada lunes a las 10 lee la hoja ${sheet('1ContM30')} y mandame un resumen con IA por correo`, 'ya no uses la IA'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_sheets/read_rows', 'email/send_email'], params: { '1.cron_expression': '0 10 * * 1' } } },
  { id: 'h13-31', business: 'ferreteria', turns: ['cuando llegue un pedido avisame por slack #pedidos', 'y que sea solo cuando el pedido traiga "urgente"'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'slack/send_message'], params: { '2.operator': 'contains', '2.right': 'urgente' } } },
  // Smart forms.
  { id: 'h13-32', business: 'dentista', turns: ['cuando alguien agende en la pagina mandale los datos a slack', { form: { '2.channel': 'citas' } }],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'], params: { '2.channel': '#citas' } } },
  { id: 'h13-33', business: 'taqueria', turns: ['cuando caiga un pedido para llevar mandale un whats al repartidor', { form: { '2.to': '5587878787' } }],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'], params: { '2.to': '5587878787' } } },
  // Clarifications.
  one('h13-34', 'estetica', 'cuando una clienta deje su reseña, guardala en algun lado', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('h13-35', 'inmobiliaria', 'que me llegue un aviso cuando alguien aparte un departamento', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  { id: 'h13-36', business: 'inmobiliaria', turns: ['avisame cuando paguen una renta', { message: 'avisame cuando paguen una renta', selected: ['whatsapp'] }],
    expect: { status: 'smart_forms_required', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'] } },
  // Small talk and off-topic.
  one('h13-37', 'contador', 'cuanto cobras por mes?', { status: 'conversation' }),
  one('h13-38', 'taqueria', 'me recomiendas una buena salsa para los tacos?', { status: 'conversation' }),
  one('h13-39', 'escuela de idiomas', 'buenas tardes, soy nuevo aqui', { status: 'conversation' }),
  one('h13-40', 'tienda en linea', 'como conecto mi whatsapp?', { status: 'conversation' }),
];
