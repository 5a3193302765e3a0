/**
 * A fourth batch, written after the third reached the target: florists, pharmacies, car washes,
 * law firms, tortillerías and print shops, in the voice of a WhatsApp message.
 */
import { OWNER_EMAIL, contains, one, type EvalCase } from './types';

export const cuartoLote: EvalCase[] = [
  one('t4-01', 'floreria', 'oye cuando me hagan un pedido de flores por la pagina avisame al whats 5578787878 porfa', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'], params: { '2.to': '5578787878' },
  }),
  one('t4-02', 'farmacia', 'todos los dias a las 9 de la noche mandame por correo el corte de caja de https://pos.farmacia.test/corte', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'email/send_email'],
    params: { '1.cron_expression': '0 21 * * *', '2.method': 'GET', '3.to': OWNER_EMAIL, '3.body': contains('{{steps.2.output.body}}') },
  }),
  one('t4-03', 'autolavado', 'cuando un cliente agende lavado en el formulario con nombre, placas y hora mandale un whatsapp de confirmacion', {
    status: 'smart_forms_required', trigger: 'form/form_submitted', actions: ['whatsapp/send_message'],
    params: { '1.fields': ['nombre', 'placas', 'hora'] },
  }),
  one('t4-04', 'despacho', 'cuando llegue un correo de un juzgado@poder-judicial.gob.mx avisame por slack #litigio y guardalo en drive', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['slack/send_message', 'google_drive/upload_file'],
    params: { '1.query': 'from:juzgado@poder-judicial.gob.mx', '2.channel': '#litigio' },
  }),
  one('t4-05', 'tortilleria', 'recuerdame todos los lunes a las 5 am por telegram al chat 1122112 pedir la harina', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['telegram/send_message'],
    params: { '1.cron_expression': '0 5 * * 1', '2.chat_id': '1122112', '2.message': 'Recordatorio: pedir la harina' },
  }),
  one('t4-06', 'imprenta', 'cada vez que llegue un archivo nuevo a drive crea un issue en github imprenta/pedidos', {
    status: 'plan_ready', trigger: 'google_drive/new_file', actions: ['github/create_issue'], params: { '2.repository': 'imprenta/pedidos' },
  }),
  one('t4-07', 'floreria', 'el 14 de cada mes a las 10 manda un correo a clientes@floreria.mx con asunto "Promo del mes"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 10 14 * *', '2.to': 'clientes@floreria.mx', '2.subject': 'Promo del mes' },
  }),
  one('t4-08', 'farmacia', 'cuando llegue un pedido, si el tipo es "receta" mandalo a slack #farmaceutico', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'slack/send_message'],
    params: { '2.left': '{{trigger.body.tipo}}', '2.operator': 'equals', '2.right': 'receta', '3.channel': '#farmaceutico' },
  }),
  one('t4-09', 'autolavado', 'cada 2 horas de 8 a 18 revisa https://api.lavado.test/cola y si hay mas de 5 autos avisame por telegram al chat 4455667', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'filter/condition', 'telegram/send_message'],
    params: { '1.cron_expression': '0 8-18/2 * * *', '3.left': '{{steps.2.output.body.autos}}', '3.operator': 'greater_than', '3.right': 5, '4.chat_id': '4455667' },
  }),
  one('t4-10', 'despacho', 'cuando alguien llene el formulario de contacto guardalo en postgres con "INSERT INTO prospectos (datos) VALUES ($1)" y mandale un correo de bienvenida', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['postgres/query', 'email/send_email'],
    params: { '2.query': 'INSERT INTO prospectos (datos) VALUES ($1)', '3.to': '{{trigger.email}}' },
  }),
  one('t4-11', 'imprenta', 'mandame un whatsapp al 5590909090 cada viernes a mediodia', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'],
    params: { '1.cron_expression': '0 12 * * 5', '2.to': '5590909090' },
  }),
  one('t4-12', 'floreria', 'cuando llegue un mensaje a mi bot de telegram guardalo en sheets https://docs.google.com/spreadsheets/d/1MensajesFlor2/edit y avisame por correo', {
    status: 'plan_ready', trigger: 'telegram/new_message', actions: ['google_sheets/append_row', 'email/send_email'],
    params: { '2.spreadsheet_id': '1MensajesFlor2', '3.to': OWNER_EMAIL },
  }),
  one('t4-13', 'farmacia', 'cada mañana a las 7:30 consulta el inventario en https://api.farmacia.test/stock, analizalo con IA y mandame las alertas por whatsapp al 5512121212', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'ai/generate_text', 'whatsapp/send_message'],
    params: { '1.cron_expression': '30 7 * * *', '4.to': '5512121212', '4.message': '{{steps.3.output.text}}' },
  }),
  one('t4-14', 'tortilleria', 'kiero saber cuando alguien me pague, mandame un correo', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email'], params: { '2.to': OWNER_EMAIL },
  }),
  one('t4-15', 'despacho', '10 minutos antes de cada junta mandame un slack a #socios', {
    status: 'plan_ready', trigger: 'google_calendar/event_starting', actions: ['slack/send_message'],
    params: { '1.minutes_before': 10, '2.channel': '#socios' },
  }),
  { id: 't4-16', business: 'autolavado', turns: ['cada sabado a las 8 mandame un correo con asunto "Turnos"', 'agrega tambien un mensaje de slack a #turnos'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email', 'slack/send_message'], params: { '3.channel': '#turnos' } } },
  { id: 't4-17', business: 'farmacia', turns: ['cuando llegue un pedido avisame por telegram al chat 765765', 'cambia el chat a 111222'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['telegram/send_message'], params: { '2.chat_id': '111222' } } },
  { id: 't4-18', business: 'imprenta', turns: ['todos los dias a las 8 revisa https://api.imprenta.test/pedidos', 'que sea solo de lunes a viernes'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'], params: { '1.cron_expression': '0 8 * * 1-5' } } },
  { id: 't4-19', business: 'floreria', turns: ['cuando llegue un pedido mandame un correo y un whatsapp al 5534343434', 'quita el correo'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'], params: { '2.to': '5534343434' } } },
  { id: 't4-20', business: 'tortilleria', turns: ['avisame cuando se acabe la masa', { message: 'avisame cuando se acabe la masa', selected: ['slack'] }, { form: { '2.channel': 'produccion' } }],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'], params: { '2.channel': '#produccion' } } },
  one('t4-21', 'despacho', 'necesito respaldar los correos de mis clientes', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('t4-22', 'farmacia', 'que horario tienen ustedes?', { status: 'conversation' }),
  one('t4-23', 'floreria', 'mandame flores a mi casa', { status: 'conversation' }),
  one('t4-24', 'imprenta', 'conecta mi gmail con drive', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['google_drive/upload_file'],
  }),
  one('t4-25', 'autolavado', 'cuando un cliente pague, si el monto es menor a 100 no hagas nada, pero si es mayor o igual a 100 mandale un correo de agradecimiento', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'email/send_email'],
    params: { '2.left': '{{trigger.body.monto}}', '2.operator': 'greater_or_equal', '2.right': 100, '3.to': '{{trigger.body.email}}' },
  }),
];
