/**
 * A fifth batch, written after the fourth reached the target: English service words mixed in
 * ("spreadsheet", "inbox", "mail"), long rambling messages, and businesses not seen before
 * (óptica, mudanzas, veterinaria móvil, coworking, pastelería).
 */
import { OWNER_EMAIL, contains, one, type EvalCase } from './types';

export const quintoLote: EvalCase[] = [
  one('t5-01', 'optica', 'cuando llegue un nuevo order a mi webhook agregalo al spreadsheet https://docs.google.com/spreadsheets/d/1OpticaOrders1/edit', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row'], params: { '2.spreadsheet_id': '1OpticaOrders1' },
  }),
  one('t5-02', 'mudanzas', 'Hola buenas tardes, tengo una empresa de mudanzas y me gustaria que cada vez que alguien pida una cotizacion en el formulario de mi pagina con nombre, telefono, origen y destino me llegue un whatsapp al 5561616161 para contactarlo rapido', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['whatsapp/send_message'],
    params: { '1.fields': ['nombre', 'telefono', 'origen', 'destino'], '2.to': '5561616161' },
  }),
  one('t5-03', 'coworking', 'every monday... perdon, cada lunes a las 9 manda un mail a miembros@cowork.mx con subject "Agenda de la semana"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 9 * * 1', '2.to': 'miembros@cowork.mx' },
  }),
  one('t5-04', 'pasteleria', 'cuando me llegue un mail a mi inbox de gmail con pedidos guardalo en el sheet https://docs.google.com/spreadsheets/d/1PastelPedidos/edit', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['google_sheets/append_row'], params: { '2.spreadsheet_id': '1PastelPedidos' },
  }),
  one('t5-05', 'veterinaria', 'cada dia a las 8 pm revisa mi google calendar y mandame por telegram al chat 2323232 las citas de mañana', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'telegram/send_message'],
    params: { '1.cron_expression': '0 20 * * *', '3.chat_id': '2323232' },
  }),
  one('t5-06', 'optica', 'si un cliente no recoge sus lentes... bueno, cuando llegue un aviso de lentes listos al webhook mandale un whatsapp al cliente', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'], params: { '2.to': '{{trigger.body.telefono}}' },
  }),
  one('t5-07', 'coworking', 'cuando alguien reserve una sala por el formulario con nombre, email, sala y fecha, crea el evento en el calendario y mandale un correo de confirmacion', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_calendar/create_event', 'email/send_email'],
    params: { '1.fields': ['nombre', 'email', 'sala', 'fecha'], '2.start': '{{trigger.fecha}}', '3.to': '{{trigger.email}}' },
  }),
  one('t5-08', 'mudanzas', 'cada 10 min revisa https://api.gps.test/camiones y si el estado es detenido avisame por slack #operaciones', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'filter/condition', 'slack/send_message'],
    params: { '1.cron_expression': '*/10 * * * *', '3.left': '{{steps.2.output.body.estado}}', '3.right': 'detenido', '4.channel': '#operaciones' },
  }),
  one('t5-09', 'pasteleria', 'cada viernes a las 6 de la tarde genera con IA el texto de la promo del fin de semana y publicalo en discord https://discord.com/api/webhooks/31/promo', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['ai/generate_text', 'discord/send_message'],
    params: { '1.cron_expression': '0 18 * * 5', '3.message': '{{steps.2.output.text}}' },
  }),
  one('t5-10', 'veterinaria', 'cuando se agregue una fila en mi hoja de vacunas https://docs.google.com/spreadsheets/d/1VacunasVet9/edit mandale un correo al dueño de la mascota', {
    status: 'smart_forms_required', trigger: 'google_sheets/new_row', actions: ['email/send_email'], params: { '1.spreadsheet_id': '1VacunasVet9' },
  }),
  one('t5-11', 'optica', 'mandame un correo cada vez que haya una venta mayor a 3000... o sea si el total es mayor a 3000', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'email/send_email'],
    params: { '2.left': '{{trigger.body.total}}', '2.operator': 'greater_than', '2.right': 3000, '3.to': OWNER_EMAIL },
  }),
  one('t5-12', 'coworking', 'el ultimo dia del mes a las 7 pm manda a slack #admin "Recuerden facturar"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'],
    params: { '1.cron_expression': '0 19 L * *', '2.channel': '#admin', '2.message': 'Recuerden facturar' },
  }),
  one('t5-13', 'mudanzas', 'cuando haya un nuevo archivo en drive (contratos firmados) avisame por whatsapp al 5513131313 y por correo', {
    status: 'plan_ready', trigger: 'google_drive/new_file', actions: ['whatsapp/send_message', 'email/send_email'],
    params: { '2.to': '5513131313', '3.to': OWNER_EMAIL },
  }),
  one('t5-14', 'pasteleria', 'porfa haz que a las 7 am de lunes a sabado me llegue un telegram al chat 8787878 con "Hornear bolillo"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['telegram/send_message'],
    params: { '1.cron_expression': '0 7 * * 1-6', '2.chat_id': '8787878', '2.message': 'Hornear bolillo' },
  }),
  one('t5-15', 'veterinaria', 'cuando llegue un correo de citas@vetmovil.mx analizalo con IA y guarda el resultado en postgres con "INSERT INTO citas (texto) VALUES ($1)"', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['ai/generate_text', 'postgres/query'],
    params: { '1.query': 'from:citas@vetmovil.mx', '3.query': 'INSERT INTO citas (texto) VALUES ($1)' },
  }),
  one('t5-16', 'optica', 'quiero un boton para mandar un POST a https://api.optica.test/sync', {
    status: 'plan_ready', trigger: 'manual/manual_trigger', actions: ['http/request'], params: { '2.method': 'POST', '2.url': 'https://api.optica.test/sync' },
  }),
  { id: 't5-17', business: 'coworking', turns: ['cuando alguien reserve por el formulario avisame por slack #reservas', 'ahora tambien guardalo en sheets https://docs.google.com/spreadsheets/d/1ReservasCw01/edit'],
    expect: { status: 'plan_ready', trigger: 'form/form_submitted', actions: ['slack/send_message', 'google_sheets/append_row'], params: { '3.spreadsheet_id': '1ReservasCw01' } } },
  { id: 't5-18', business: 'pasteleria', turns: ['todos los dias a las 6 am mandame un whatsapp al 5500110011', 'mejor a las 5:30'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '1.cron_expression': '30 5 * * *' } } },
  { id: 't5-19', business: 'mudanzas', turns: ['cuando llegue un pedido avisame por slack #ventas', 'en lugar de slack mandalo por discord https://discord.com/api/webhooks/5/mud'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['discord/send_message'], params: { '2.webhook_url': 'https://discord.com/api/webhooks/5/mud' } } },
  { id: 't5-20', business: 'veterinaria', turns: ['cuando llegue un correo avisame', { message: 'cuando llegue un correo avisame', selected: ['whatsapp'] }, { form: { '2.to': '5599999999' } }],
    expect: { status: 'plan_ready', trigger: 'gmail/new_email', actions: ['whatsapp/send_message'], params: { '2.to': '5599999999' } } },
  one('t5-21', 'optica', 'guardame los pedidos en algun lado', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('t5-22', 'coworking', 'como se configura un webhook?', { status: 'conversation' }),
  one('t5-23', 'pasteleria', 'cual es la receta del pastel de tres leches', { status: 'conversation' }),
  one('t5-24', 'mudanzas', 'Integra mi formulario de cotizaciones con telegram, chat 6060606', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['telegram/send_message'], params: { '2.chat_id': '6060606' },
  }),
  one('t5-25', 'veterinaria', 'una vez a la semana el lunes a las 10 am haz un respaldo de la base de datos postgres con "SELECT * FROM mascotas" en drive', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['postgres/query', 'google_drive/upload_file'],
    params: { '1.cron_expression': '0 10 * * 1', '3.content': contains('{{steps.2.output.rows}}') },
  }),
];
