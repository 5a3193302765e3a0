/**
 * Compound follow-ups (issue 10, item 5): one message that asks for two or three changes joined by
 * "y", commas, "también", "además" or "y luego" — time + channel, threshold + channel, recipient +
 * subject, add a step + change the time, remove a step + change a value. Every change must land
 * in the plan and be said back in the reply (`reply`).
 */
import { OWNER_EMAIL, type EvalCase } from './types';

const SHEET = 'https://docs.google.com/spreadsheets/d/1CompuestasXyz/edit';

const LUNES_SLACK = 'cada lunes a las 9 avísame por slack #ventas';
const PEDIDO_MONTO = 'cuando llegue un pedido y el monto sea mayor a 1000 avísame por slack #ventas';
const CIERRE = 'cada viernes a las 6 pm mándame un correo con asunto "Cierre"';
const WHATS_DIARIO = 'todos los días a las 8 mándame un whatsapp al 5512345678';
const REPORTE = 'cada lunes a las 9 espera 5 minutos, consulta https://api.tienda.test/ventas y mándame el resultado por slack #gerencia';
const PAGO_CHICO = 'cuando llegue un pago y el monto sea menor a 100 avísame por telegram al chat 5551234';

export const edicionesCompuestas: EvalCase[] = [
  // Time + channel.
  { id: 'cmp-01', business: 'tienda', turns: [LUNES_SLACK, 'mejor cámbialo a las 10 y mándalo por telegram'],
    expect: { status: 'smart_forms_required', trigger: 'schedule/cron', actions: ['telegram/send_message'], params: { '1.cron_expression': '0 10 * * 1' },
      reply: ['Cambié la hora', '10:00 a. m.', 'Cambié Slack por Telegram'] } },
  { id: 'cmp-02', business: 'tienda', turns: [LUNES_SLACK, 'mejor cámbialo a las 10 y mándalo por telegram al chat 5551234'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['telegram/send_message'], params: { '1.cron_expression': '0 10 * * 1', '2.chat_id': '5551234' },
      reply: ['Cambié la hora', 'Cambié Slack por Telegram'] } },
  { id: 'cmp-03', business: 'clinica', turns: [LUNES_SLACK, 'cámbialo a las 11, y que sea por whatsapp al 5512345678'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '1.cron_expression': '0 11 * * 1', '2.to': '5512345678' },
      reply: ['11:00 a. m.', 'Cambié Slack por WhatsApp'] } },
  { id: 'cmp-04', business: 'restaurante', turns: [WHATS_DIARIO, 'que sea a las 7 y mándalo por telegram al chat 4433221'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['telegram/send_message'], params: { '1.cron_expression': '0 7 * * *', '2.chat_id': '4433221' },
      reply: ['7:00 a. m.', 'Cambié WhatsApp por Telegram'] } },
  { id: 'cmp-05', business: 'tienda', turns: [LUNES_SLACK, 'mejor a las 10 y por whatsapp al 5512345678'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '1.cron_expression': '0 10 * * 1', '2.to': '5512345678' },
      reply: ['Cambié la hora', 'Cambié Slack por WhatsApp'] } },
  // Threshold + channel.
  { id: 'cmp-06', business: 'tienda', turns: [PEDIDO_MONTO, 'que sea mayor a 2000 y mándalo por telegram al chat 5551234'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'telegram/send_message'], params: { '2.right': 2000, '2.operator': 'greater_than', '3.chat_id': '5551234' },
      reply: ['2000', 'Cambié Slack por Telegram'] } },
  { id: 'cmp-07', business: 'tienda', turns: [PEDIDO_MONTO, 'sube el monto a 5 mil, y mejor avísame por whatsapp al 5512345678'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'whatsapp/send_message'], params: { '2.right': 5000, '3.to': '5512345678' },
      reply: ['5000', 'Cambié Slack por WhatsApp'] } },
  { id: 'cmp-08', business: 'tienda', turns: [PEDIDO_MONTO, 'cambia el monto a 1500 y también mándame un correo'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'slack/send_message', 'email/send_email'], params: { '2.right': 1500, '3.channel': '#ventas', '4.to': OWNER_EMAIL },
      reply: ['1500', 'Agregué el paso de Correo'] } },
  { id: 'cmp-09', business: 'servicios', turns: [PAGO_CHICO, 'que sea menor a 50 y mejor por slack #cobranza'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'slack/send_message'], params: { '2.right': 50, '2.operator': 'less_than', '3.channel': '#cobranza' },
      reply: ['menor que 50', 'Cambié Telegram por Slack'] } },
  { id: 'cmp-10', business: 'agencia', turns: [PEDIDO_MONTO, 'mejor avísame por telegram al chat 7766554 y que sean los de más de 3000'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'telegram/send_message'], params: { '2.right': 3000, '3.chat_id': '7766554' },
      reply: ['Cambié Slack por Telegram', '3000'] } },
  // Recipient + subject.
  { id: 'cmp-11', business: 'tienda', turns: [CIERRE, 'mándalo a ana@tienda.mx y cambia el asunto a "Cierre semanal"'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '2.to': 'ana@tienda.mx', '2.subject': 'Cierre semanal' },
      reply: ['ana@tienda.mx', 'el asunto'] } },
  { id: 'cmp-12', business: 'tienda', turns: [CIERRE, 'cambia el asunto a "Ventas de la semana" y mándaselo a luis@tienda.mx'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '2.to': 'luis@tienda.mx', '2.subject': 'Ventas de la semana' },
      reply: ['el asunto', 'luis@tienda.mx'] } },
  { id: 'cmp-13', business: 'clinica', turns: ['cuando alguien llene el formulario mándale un correo a ventas@clinica.mx con asunto "Nuevo registro"', 'mándalo mejor a equipo@clinica.mx, y el asunto que sea "Paciente nuevo"'],
    expect: { status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email'], params: { '2.to': 'equipo@clinica.mx', '2.subject': 'Paciente nuevo' },
      reply: ['equipo@clinica.mx', 'el asunto'] } },
  // Add a step + change the time.
  { id: 'cmp-14', business: 'tienda', turns: [LUNES_SLACK, 'agrega un correo a ana@tienda.mx y cámbialo a las 10'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message', 'email/send_email'], params: { '1.cron_expression': '0 10 * * 1', '3.to': 'ana@tienda.mx' },
      reply: ['Agregué el paso de Correo', 'Cambié la hora'] } },
  { id: 'cmp-15', business: 'restaurante', turns: [LUNES_SLACK, 'cámbialo a las 8:30 y además mándame un correo'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message', 'email/send_email'], params: { '1.cron_expression': '30 8 * * 1', '3.to': OWNER_EMAIL },
      reply: ['8:30 a. m.', 'Agregué el paso de Correo'] } },
  { id: 'cmp-16', business: 'tienda', turns: [CIERRE, 'ponle también un aviso por telegram al chat 5551234 y que sea a las 7 pm'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email', 'telegram/send_message'], params: { '1.cron_expression': '0 19 * * 5', '3.chat_id': '5551234' },
      reply: ['Agregué el paso de Telegram', '7:00 p. m.'] } },
  { id: 'cmp-17', business: 'restaurante', turns: [`cada día a las 7 am lee mi hoja ${SHEET} y mándamela por correo`, 'agrega un aviso por slack a #gerencia y que sea a las 8'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_sheets/read_rows', 'email/send_email', 'slack/send_message'], params: { '1.cron_expression': '0 8 * * *', '4.channel': '#gerencia' },
      reply: ['Agregué el paso de Slack', '8:00 a. m.'] } },
  { id: 'cmp-18', business: 'tienda', turns: [LUNES_SLACK, 'cámbialo a las 10 y luego agrega un correo a ana@tienda.mx'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message', 'email/send_email'], params: { '1.cron_expression': '0 10 * * 1', '3.to': 'ana@tienda.mx' },
      reply: ['Cambié la hora', 'Agregué el paso de Correo'] } },
  { id: 'cmp-19', business: 'restaurante', turns: [WHATS_DIARIO, 'mejor a las 9 y también por telegram al chat 5551234'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message', 'telegram/send_message'], params: { '1.cron_expression': '0 9 * * *', '2.to': '5512345678', '3.chat_id': '5551234' },
      reply: ['9:00 a. m.', 'Agregué el paso de Telegram'] } },
  // Remove a step + change a value.
  { id: 'cmp-20', business: 'agencia', turns: [REPORTE, 'quita la espera y cambia el canal a #direccion'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'slack/send_message'], params: { '3.channel': '#direccion', '3.message': 'Respuesta recibida: {{steps.2.output.body}}' },
      reply: ['Quité el paso de Esperar', 'el canal a #direccion'] } },
  { id: 'cmp-21', business: 'tienda', turns: [`cuando llegue un pedido guárdalo en sheets ${SHEET}, avísame por slack #ventas y mándame un correo`, 'quita el paso de slack y cambia el asunto a "Pedido nuevo"'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row', 'email/send_email'], params: { '3.subject': 'Pedido nuevo', '3.to': OWNER_EMAIL },
      reply: ['Quité el paso de Slack', 'el asunto'] } },
  { id: 'cmp-22', business: 'tienda', turns: ['cada lunes a las 9 avísame por slack #ventas y por telegram al chat 1234567', 'ya no quiero lo de telegram y cambia el canal a #pedidos'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '2.channel': '#pedidos' },
      reply: ['Quité el paso de Telegram', 'el canal a #pedidos'] } },
  { id: 'cmp-23', business: 'restaurante', turns: ['todos los días a las 8 espera 5 minutos y mándame un whatsapp al 5512345678', 'quita la espera y cambia el número al 5599887766'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '2.to': '5599887766' },
      reply: ['Quité el paso de Esperar', '5599887766'] } },
  { id: 'cmp-24', business: 'tienda', turns: ['cuando llegue un pedido y el monto sea mayor a 1000 espera 10 minutos y avísame por slack #ventas', 'quita la espera y que sea mayor a 3000'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'slack/send_message'], params: { '2.right': 3000 },
      reply: ['Quité el paso de Esperar', '3000'] } },
  // Three changes at once.
  { id: 'cmp-25', business: 'tienda', turns: [LUNES_SLACK, 'cámbialo a las 10, mándalo por telegram al chat 5551234, y agrega un correo a ana@tienda.mx'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['telegram/send_message', 'email/send_email'], params: { '1.cron_expression': '0 10 * * 1', '2.chat_id': '5551234', '3.to': 'ana@tienda.mx' },
      reply: ['hice tres cambios', 'Cambié la hora', 'Cambié Slack por Telegram', 'Agregué el paso de Correo'] } },
  { id: 'cmp-26', business: 'tienda', turns: [LUNES_SLACK, 'cámbialo a las 10; además avísame por whatsapp al 5512345678'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message', 'whatsapp/send_message'], params: { '1.cron_expression': '0 10 * * 1', '3.to': '5512345678' },
      reply: ['Cambié la hora', 'Agregué el paso de WhatsApp'] } },
  // Written after the rules above (9 unseen phrasings, 6 right at first): "para las", "que llegue", a bare time first.
  { id: 'cmp-27', business: 'tienda', turns: [LUNES_SLACK, 'cámbialo para las 10 y que llegue por telegram al chat 5551234'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['telegram/send_message'], params: { '1.cron_expression': '0 10 * * 1', '2.chat_id': '5551234' },
      reply: ['Cambié la hora', 'Cambié Slack por Telegram'] } },
  { id: 'cmp-28', business: 'tienda', turns: [LUNES_SLACK, 'a las 10 y por telegram al chat 5551234 porfa'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['telegram/send_message'], params: { '1.cron_expression': '0 10 * * 1', '2.chat_id': '5551234' },
      reply: ['Cambié la hora', 'Cambié Slack por Telegram'] } },
  { id: 'cmp-29', business: 'tienda', turns: [PEDIDO_MONTO, 'sube el mínimo a 3000 y avísame por whatsapp al 5512345678 en lugar de slack'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'whatsapp/send_message'], params: { '2.right': 3000, '3.to': '5512345678' },
      reply: ['3000', 'Cambié Slack por WhatsApp'] } },
];
