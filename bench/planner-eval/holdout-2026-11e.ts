/**
 * Fifth held-out batch of November 2026, written after the fourth reached the target:
 * abbreviations ("nvo", "6pm"), taquerías, dentists and schools, follow-ups that correct a
 * number or insert a step "antes", and a modal-then-form conversation. First run: README.md.
 */
import { one, contains, type EvalCase } from './types';

const sheet = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit`;
const GUARDA = 'guardame cada pedido que llegue al webhook';

export const holdoutFifth: EvalCase[] = [
  one('h5-01', 'tienda', 'nvo pedido = msj a telegram chat 2020202', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['telegram/send_message'], params: { '2.chat_id': '2020202' },
  }),
  one('h5-02', 'taqueria', 'dile a mi equipo en slack #cocina cuando llegue una orden de rappi', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'], params: { '2.channel': '#cocina' },
  }),
  one('h5-03', 'taqueria', 'recuerdame x whats al 5543434343 cada jueves a las 4 pm hacer el pedido de carne', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'],
    params: { '1.cron_expression': '0 16 * * 4', '2.to': '5543434343', '2.message': contains('hacer el pedido de carne') },
  }),
  one('h5-04', 'escuela', `cada que alguien llene el form de inscripcion mandale un correo con el reglamento y agrega sus datos al sheet ${sheet('1InscH5')}`, {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email', 'google_sheets/append_row'],
    params: { '2.to': '{{trigger.email}}', '3.spreadsheet_id': '1InscH5' },
  }),
  one('h5-05', 'agencia', 'Cuando entre un lead de facebook ads al webhook, clasificalo con IA (caliente o frio) y si es caliente mandalo a whatsapp al 5598989898', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['ai/generate_text', 'filter/condition', 'whatsapp/send_message'],
    params: { '3.right': 'caliente', '4.to': '5598989898' },
  }),
  one('h5-06', 'restaurante', 'los viernes 6pm mandame el corte de caja de https://pos.test/api/corte por telegram al chat 3131313', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'telegram/send_message'],
    params: { '1.cron_expression': '0 18 * * 5', '3.chat_id': '3131313' },
  }),
  one('h5-07', 'dentista', 'cuando se agende una cita en mi calendario... no, 3 horas antes de cada cita mandale recordatorio al paciente por correo', {
    status: 'smart_forms_required', trigger: 'google_calendar/event_starting', actions: ['email/send_email'], params: { '1.minutes_before': 180 },
  }),
  one('h5-08', 'tienda', 'quiero que cuando un cliente me escriba por telegram le conteste un agente de IA', {
    status: 'plan_ready', trigger: 'telegram/new_message', actions: ['ai_agent/run_agent', 'telegram/send_message'],
    params: { '3.chat_id': '{{trigger.chat_id}}', '3.message': '{{steps.2.output.result}}' },
  }),
  one('h5-09', 'contador', `cada semana manda a contabilidad@despacho.mx el excel ${sheet('1SemH5')}`, {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_sheets/read_rows', 'email/send_email'],
    params: { '1.cron_expression': '0 9 * * 1', '3.to': 'contabilidad@despacho.mx' },
  }),
  one('h5-10', 'agencia', `borra los registros viejos cada domingo a las 3 am con "DELETE FROM logs WHERE fecha < now() - interval '30 days'"`, {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['postgres/query'],
    params: { '1.cron_expression': '0 3 * * 0', '2.query': "DELETE FROM logs WHERE fecha < now() - interval '30 days'" },
  }),
  one('h5-11', 'tienda', 'cuando llegue un mail con asunto "Pedido" de ventas@proveedor.mx, guarda el adjunto en drive y avisame por slack #compras', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['filter/condition', 'google_drive/upload_file', 'slack/send_message'],
    params: { '1.query': 'from:ventas@proveedor.mx', '2.left': '{{trigger.subject}}', '2.right': 'Pedido', '4.channel': '#compras' },
  }),
  one('h5-12', 'servicios', 'si el clima de https://api.clima.test/cdmx dice lluvia, avisame todas las mañanas por whatsapp al 5547474747', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'filter/condition', 'whatsapp/send_message'],
    params: { '1.cron_expression': '0 9 * * *', '3.operator': 'contains', '3.right': 'lluvia', '4.to': '5547474747' },
  }),
  one('h5-13', 'gimnasio', 'manda un correo a todos los que se registren en el webhook con asunto "Gracias por registrarte"', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email'],
    params: { '2.to': '{{trigger.body.email}}', '2.subject': 'Gracias por registrarte' },
  }),
  one('h5-14', 'taqueria', 'cada 20 min entre 8 y 20 hrs revisa https://api.taqueria.test/pedidos y mandalos a la impresora https://printer.test/api/print', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'http/request'],
    params: { '1.cron_expression': '*/20 8-20 * * *', '2.method': 'GET', '3.method': 'POST', '3.body': '{{steps.2.output.body}}' },
  }),
  { id: 'h5-15', business: 'tienda', turns: ['cuando llegue un pedido mandame un whatsapp al 5511223344', 'no, a ese no, al 5599887766'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'], params: { '2.to': '5599887766' } } },
  { id: 'h5-16', business: 'servicios', turns: ['cada dia a las 8 am mandame el clima de https://api.clima.test/gdl por telegram al chat 5151515', 'ponle que lo resuma la IA antes'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'ai/generate_text', 'telegram/send_message'], params: { '4.message': '{{steps.3.output.text}}' } } },
  { id: 'h5-17', business: 'escuela', turns: ['cuando llenen el formulario mandame un correo', 'que el correo diga "Nuevo registro"'],
    expect: { status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email'], params: { '2.body': 'Nuevo registro' } } },
  { id: 'h5-18', business: 'tienda', turns: [GUARDA, { message: GUARDA, selected: ['google_sheets'] }, { form: { '2.spreadsheet_id': '1PedH5modal' } }],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row'], params: { '2.spreadsheet_id': '1PedH5modal' } } },
  one('h5-19', 'estetica', 'quiero respaldar las fotos que me mandan', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('h5-20', 'tienda', 'cuando haya un pedido nuevo mandame una notificacion al celular', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('h5-21', 'restaurante', 'no entiendo como funciona esto', { status: 'conversation' }),
  one('h5-22', 'servicios', 'puedes llamar a mis clientes?', { status: 'conversation' }),
  one('h5-23', 'taqueria', 'que me recomiendas automatizar en una taqueria?', { status: 'conversation' }),
  one('h5-24', 'tienda', `cuando un cliente pague por mercado pago (me llega al webhook) y el monto sea mayor o igual a 1000 guarda el pago en sheets ${sheet('1PagosH5')}`, {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'google_sheets/append_row'],
    params: { '2.left': '{{trigger.body.monto}}', '2.operator': 'greater_or_equal', '2.right': 1000, '3.spreadsheet_id': '1PagosH5' },
  }),
  one('h5-25', 'floreria', 'manda "Feliz cumpleaños" por whatsapp al 5512344321 el 3 de marzo a las 10', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'],
    params: { '1.cron_expression': '0 10 3 3 *', '2.message': 'Feliz cumpleaños' },
  }),
];
