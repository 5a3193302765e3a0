/**
 * Seventh held-out batch of November 2026, written after the sixth reached the target: capitals
 * and emoji, hours in words, "20:00 hrs", long rambling messages, commits, "después de que…",
 * and follow-ups that restart the plan or change the form's fields. First run: README.md.
 */
import { OWNER_EMAIL, one, type EvalCase } from './types';

const sheet = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit`;
const PAGO = 'cuando me paguen quiero que me avisen y que se guarde el pago';

export const holdoutSeventh: EvalCase[] = [
  one('h7-01', 'tienda', 'BUENAS!!! 😀 NECESITO QUE CADA VEZ QUE LLEGUE UN PEDIDO ME AVISES POR WHATSAPP AL 5512398765!!!', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'], params: { '2.to': '5512398765' },
  }),
  one('h7-02', 'servicios', 'a las ocho de la mañana todos los dias mandame un correo con asunto "Buenos dias"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '1.cron_expression': '0 8 * * *', '2.to': OWNER_EMAIL },
  }),
  one('h7-03', 'tienda', 'cada día a las 20:00 hrs respalda la base de datos con "SELECT * FROM pedidos" en drive', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['postgres/query', 'google_drive/upload_file'], params: { '1.cron_expression': '0 20 * * *' },
  }),
  one('h7-04', 'escuela', `Hola que tal, mira te explico, tengo una escuela de música y los papás llenan un formulario para inscribir a sus hijos con nombre del alumno, instrumento y telefono, lo que quiero es que cuando lo llenen se guarde en mi hoja ${sheet('1MusicaH7')} y que a mi me llegue un whatsapp al 5513579246 para darles seguimiento, gracias!`, {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_sheets/append_row', 'whatsapp/send_message'],
    params: { '2.spreadsheet_id': '1MusicaH7', '3.to': '5513579246' },
  }),
  one('h7-05', 'estacionamiento', 'cada quince minutos revisa https://api.estacionamiento.test/lugares', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'], params: { '1.cron_expression': '*/15 * * * *', '2.method': 'GET' },
  }),
  one('h7-06', 'restaurante', 'avísame por telegram (chat 9753197) cuando alguien deje una reseña', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['telegram/send_message'], params: { '2.chat_id': '9753197' },
  }),
  one('h7-07', 'contador', 'Que cada mañana a las 7:30 me llegue por correo el tipo de cambio de https://api.banxico.test/tc', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'email/send_email'],
    params: { '1.cron_expression': '30 7 * * *', '2.method': 'GET', '3.to': OWNER_EMAIL },
  }),
  one('h7-08', 'agencia', 'cuando me etiqueten en slack mandame un whats al 5586420975', {
    status: 'plan_ready', trigger: 'slack/slack_webhook', actions: ['whatsapp/send_message'], params: { '2.to': '5586420975' },
  }),
  one('h7-09', 'agencia', 'cada vez que haya un commit en el repo agencia/web, corre las pruebas con un POST a https://ci.agencia.test/run', {
    status: 'plan_ready', trigger: 'github/github_webhook', actions: ['http/request'], params: { '1.events': ['push'], '2.method': 'POST' },
  }),
  one('h7-10', 'tienda', 'Espera 5 min despues de que llegue el pedido y luego mandale un correo al cliente', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['delay/wait', 'email/send_email'],
    params: { '2.seconds': 300, '3.to': '{{trigger.body.email}}' },
  }),
  one('h7-11', 'agencia', 'manda un mensaje a discord https://discord.com/api/webhooks/12/ab cuando alguien se suscriba, que diga "Nuevo suscriptor!"', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['discord/send_message'], params: { '2.message': 'Nuevo suscriptor!' },
  }),
  one('h7-12', 'contador', `cada fin de mes a las 6 pm manda la hoja ${sheet('1FinMesH7')} a contador@conta.mx`, {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_sheets/read_rows', 'email/send_email'],
    params: { '1.cron_expression': '0 18 L * *', '3.to': 'contador@conta.mx' },
  }),
  one('h7-13', 'despacho', `cuando haya un nuevo archivo en mi drive pasale el nombre a la IA para que lo clasifique y guarda la clasificacion en sheets ${sheet('1ClasH7')}`, {
    status: 'plan_ready', trigger: 'google_drive/new_file', actions: ['ai/generate_text', 'google_sheets/append_row'],
    params: { '3.values': '{{steps.2.output.text}}' },
  }),
  one('h7-14', 'tienda', 'si un cliente escribe "cancelar" en telegram mandale un correo a soporte@tienda.mx', {
    status: 'plan_ready', trigger: 'telegram/new_message', actions: ['filter/condition', 'email/send_email'],
    params: { '2.left': '{{trigger.text}}', '2.operator': 'contains', '2.right': 'cancelar', '3.to': 'soporte@tienda.mx' },
  }),
  { id: 'h7-15', business: 'tienda', turns: ['cada lunes a las 9 mandame por slack #ventas el reporte de https://api.x.test/reporte', 'que sea a las 9 y media'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'slack/send_message'], params: { '1.cron_expression': '30 9 * * 1' } } },
  { id: 'h7-16', business: 'contador', turns: ['cuando llegue un correo de banco@banco.mx reenvialo a conta@x.mx', 'agrega un filtro para que solo sea si el asunto dice "Estado de cuenta"'],
    expect: { status: 'plan_ready', trigger: 'gmail/new_email', actions: ['filter/condition', 'gmail/send_email'],
      params: { '2.left': '{{trigger.subject}}', '2.operator': 'contains', '2.right': 'Estado de cuenta' } } },
  { id: 'h7-17', business: 'salon', turns: ['cuando alguien llene el formulario mandame un whats al 5511110000', 'el formulario debe pedir nombre, telefono y servicio'],
    expect: { status: 'plan_ready', trigger: 'form/form_submitted', actions: ['whatsapp/send_message'], params: { '1.fields': ['nombre', 'telefono', 'servicio'] } } },
  { id: 'h7-18', business: 'agencia', turns: ['todos los dias a las 10 consulta https://api.x.test/a y mandame un correo', 'borra todo y mejor haz que cada hora revise https://api.x.test/b'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'], params: { '1.cron_expression': '0 * * * *', '2.url': 'https://api.x.test/b' } } },
  one('h7-19', 'servicios', PAGO, { status: 'clarification_needed', groups: ['Notificaciones', 'Almacenamiento'] }),
  one('h7-20', 'tienda', 'hola!! 👋', { status: 'conversation' }),
  one('h7-21', 'clinica', 'me puedes explicar que es un filtro?', { status: 'conversation' }),
  one('h7-22', 'tienda', 'quiero cancelar mi suscripcion de enlaza', { status: 'conversation' }),
  one('h7-23', 'escuela', 'cada viernes manda un mensaje a mi grupo de telegram', {
    status: 'smart_forms_required', trigger: 'schedule/cron', actions: ['telegram/send_message'], params: { '1.cron_expression': '0 9 * * 5' },
  }),
  one('h7-24', 'agencia', 'cuando llegue una peticion GET a mi webhook respondele con "pong"', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['webhook/respond'], params: { '1.method': 'GET', '2.body': 'pong' },
  }),
  one('h7-25', 'clinica', 'mandale un whatsapp de recordatorio a cada paciente 24 horas antes de su cita', {
    status: 'smart_forms_required', trigger: 'google_calendar/event_starting', actions: ['whatsapp/send_message'], params: { '1.minutes_before': 1440 },
  }),
];
