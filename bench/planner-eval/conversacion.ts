/** Multi-turn chats: follow-up edits, clarifications answered in the modal, smart forms, small talk. */
import { OWNER_EMAIL, contains, one, type EvalCase } from './types';

const SHEET = 'https://docs.google.com/spreadsheets/d/1PedidosFu01xyz/edit';

export const seguimiento: EvalCase[] = [
  { id: 'fu-01', business: 'tienda', turns: [`cuando llegue un pedido guárdalo en sheets ${SHEET} y avísame por slack #ventas`, 'mejor mándalo por telegram al chat 5551234'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row', 'telegram/send_message'], params: { '3.chat_id': '5551234' } } },
  { id: 'fu-02', business: 'tienda', turns: ['cada lunes a las 9 avísame por slack #ventas', 'cámbialo a las 10'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '0 10 * * 1', '2.channel': '#ventas' } } },
  { id: 'fu-03', business: 'tienda', turns: [`cuando llegue un pedido guárdalo en sheets ${SHEET} y avísame por slack #ventas`, 'quita el paso de slack'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row'] } },
  { id: 'fu-04', business: 'tienda', turns: ['cada lunes a las 9 avísame por slack #ventas', 'agrega que también me mande un correo'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message', 'email/send_email'], params: { '3.to': OWNER_EMAIL } } },
  { id: 'fu-05', business: 'restaurante', turns: ['todos los dias a las 8 mandame un whatsapp al 5512345678', 'mejor que sea de lunes a viernes'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '1.cron_expression': '0 8 * * 1-5' } } },
  { id: 'fu-06', business: 'tienda', turns: ['cuando llegue un pedido avísame por slack #ventas', 'el canal es #pedidos'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'], params: { '2.channel': '#pedidos' } } },
  { id: 'fu-07', business: 'clinica', turns: ['cuando alguien llene el formulario mandame un correo', 'en vez de correo usa whatsapp al 5511223344'],
    expect: { status: 'plan_ready', trigger: 'form/form_submitted', actions: ['whatsapp/send_message'], params: { '2.to': '5511223344' } } },
  { id: 'fu-08', business: 'restaurante', turns: ['cuando llegue un pedido avísame por whatsapp al 5512345678', 'agrega una espera de 10 minutos al principio'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['delay/wait', 'whatsapp/send_message'], params: { '2.seconds': 600 } } },
  { id: 'fu-09', business: 'tienda', turns: [`cuando llegue un pedido guardalo en sheets ${SHEET}`, 'tambien avisame por telegram al chat 44332211'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row', 'telegram/send_message'], params: { '3.chat_id': '44332211' } } },
  { id: 'fu-10', business: 'agencia', turns: ['cada hora consulta https://api.x.test/estado', 'que sea cada 15 minutos'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'], params: { '1.cron_expression': '*/15 * * * *' } } },
  { id: 'fu-11', business: 'tienda', turns: ['cada viernes a las 6 pm mandame un correo con asunto "Cierre"', 'cambia el asunto a "Cierre semanal"'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '2.subject': 'Cierre semanal', '2.to': OWNER_EMAIL } } },
  { id: 'fu-12', business: 'tienda', turns: ['cuando llegue un pedido avísame por slack #ventas y por telegram al chat 1234567', 'ya no quiero lo de telegram'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'] } },
  { id: 'fu-13', business: 'clinica', turns: ['cada lunes a las 9 mandame un correo con asunto "Citas"', 'mejor los martes y jueves'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '1.cron_expression': '0 9 * * 2,4' } } },
  { id: 'fu-14', business: 'agencia', turns: ['cuando llegue un correo avisame por slack #soporte', 'mejor por whatsapp al 5544332211'],
    expect: { status: 'plan_ready', trigger: 'gmail/new_email', actions: ['whatsapp/send_message'], params: { '2.to': '5544332211' } } },
  { id: 'fu-15', business: 'tienda', turns: ['cuando llegue un pedido avisame por slack #ventas', 'mejor que sea todos los dias a las 8 pm'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '0 20 * * *' } } },
  { id: 'fu-16', business: 'tienda', turns: [`cuando llegue un pedido guardalo en sheets ${SHEET}, avisame por slack #ventas y mandame un correo`, 'elimina el paso 3'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row', 'email/send_email'], params: { '3.to': OWNER_EMAIL } } },
  { id: 'fu-17', business: 'restaurante', turns: [`cada dia a las 9 lee mi hoja ${SHEET} y mandamela por correo`, 'tambien mandala por slack a #gerencia'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_sheets/read_rows', 'email/send_email', 'slack/send_message'], params: { '4.channel': '#gerencia', '4.message': contains('{{steps.2.output.rows}}') } } },
  { id: 'fu-18', business: 'servicios', turns: ['cada sabado a las 8 am mandame un whatsapp al 5566112233', 'mandalo mejor al 5599001122'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '2.to': '5599001122' } } },
  { id: 'fu-19', business: 'clinica', turns: ['cuando llegue un paciente nuevo avisame por telegram al chat 7654321', 'agrega que se guarde en sheets ' + SHEET],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['telegram/send_message', 'google_sheets/append_row'], params: { '3.spreadsheet_id': '1PedidosFu01xyz' } } },
  { id: 'fu-20', business: 'agencia', turns: ['cada lunes a las 9 avísame por slack #ventas', 'cambia la hora a las 8:30'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '30 8 * * 1' } } },
];

export const formularios: EvalCase[] = [
  { id: 'form-01', business: 'tienda', turns: ['cuando alguien llene el formulario avísame por slack', { form: { '2.channel': 'ventas' } }],
    expect: { status: 'plan_ready', trigger: 'form/form_submitted', actions: ['slack/send_message'], params: { '2.channel': '#ventas' } } },
  { id: 'form-02', business: 'tienda', turns: ['mándame un whats cuando haya un pedido nuevo', { form: { '2.to': '5598765432' } }],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'], params: { '2.to': '5598765432' } } },
  { id: 'form-03', business: 'tienda', turns: ['cuando llegue un pedido guardalo en sheets y avisame por slack #ventas', { form: { '2.spreadsheet_id': '1AbcDefGhiJk' } }],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row', 'slack/send_message'], params: { '2.spreadsheet_id': '1AbcDefGhiJk' } } },
  { id: 'form-04', business: 'clinica', turns: ['cuando llegue un correo mandalo por telegram'],
    expect: { status: 'smart_forms_required', trigger: 'gmail/new_email', actions: ['telegram/send_message'] } },
  { id: 'form-05', business: 'agencia', turns: ['cuando haya un push en github crea un issue', { form: { '2.repository': 'agencia/web' } }],
    expect: { status: 'plan_ready', trigger: 'github/github_webhook', actions: ['github/create_issue'], params: { '2.repository': 'agencia/web' } } },
];

const PEDIDO_NUBE = 'cuando llegue un pedido guardalo en la nube';
const PEDIDO_AVISO = 'avisame cuando llegue un pedido';

export const aclaraciones: EvalCase[] = [
  one('clar-01', 'tienda', PEDIDO_NUBE, { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('clar-02', 'tienda', PEDIDO_AVISO, { status: 'clarification_needed', groups: ['Notificaciones'] }),
  { id: 'clar-03', business: 'tienda', turns: [PEDIDO_AVISO, { message: PEDIDO_AVISO, selected: ['telegram'] }],
    expect: { status: 'smart_forms_required', trigger: 'webhook/webhook_received', actions: ['telegram/send_message'] } },
  { id: 'clar-04', business: 'clinica', turns: ['cuando alguien llene el formulario respalda los datos', { message: 'cuando alguien llene el formulario respalda los datos', selected: ['google_sheets'] }],
    expect: { status: 'smart_forms_required', trigger: 'form/form_submitted', actions: ['google_sheets/append_row'] } },
  one('clar-05', 'servicios', 'cada lunes a las 9 recuerdame pagar la nomina', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('clar-06', 'tienda', 'cuando llegue un pedido guardalo y notificame', { status: 'clarification_needed', groups: ['Almacenamiento', 'Notificaciones'] }),
  { id: 'clar-07', business: 'tienda', turns: [{ message: 'cuando llegue un pedido guardalo y notificame', selected: ['google_drive', 'slack'] }],
    expect: { status: 'smart_forms_required', trigger: 'webhook/webhook_received', actions: ['google_drive/upload_file', 'slack/send_message'] } },
  one('clar-08', 'servicios', 'mandame una notificacion cuando me paguen', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('clar-09', 'tienda', 'cada noche respalda mis pedidos de https://api.tienda.test/pedidos', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  { id: 'clar-10', business: 'clinica', turns: ['avisame porfa cuando alguien llene la encuesta', { message: 'avisame porfa cuando alguien llene la encuesta', selected: ['email'] }],
    expect: { status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email'], params: { '2.to': OWNER_EMAIL } } },
  { id: 'clar-11', business: 'restaurante', turns: ['cada dia a las 11 pm recuerdame cerrar el gas', { message: 'cada dia a las 11 pm recuerdame cerrar el gas', selected: ['whatsapp'] }],
    expect: { status: 'smart_forms_required', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '1.cron_expression': '0 23 * * *', '2.message': 'Recordatorio: cerrar el gas' } } },
  one('clar-12', 'agencia', 'cuando se agregue un lead guardalo donde sea seguro', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
];

export const platica: EvalCase[] = [
  one('talk-01', 'tienda', 'hola buenas tardes', { status: 'conversation' }),
  one('talk-02', 'tienda', 'que puedes hacer?', { status: 'conversation' }),
  one('talk-03', 'clinica', '¿me ayudas con la tarea de matematicas de mi hijo?', { status: 'conversation' }),
  one('talk-04', 'agencia', 'cuanto cuesta el plan pro', { status: 'conversation' }),
  one('talk-05', 'restaurante', 'gracias!!', { status: 'conversation' }),
  one('talk-06', 'servicios', 'cuentame un chiste', { status: 'conversation' }),
  one('talk-07', 'tienda', 'quien gano el partido del america', { status: 'conversation' }),
  one('talk-08', 'restaurante', 'hazme una pizza hawaiana', { status: 'conversation' }),
  one('talk-09', 'tienda', 'llama por telefono a mi proveedor', { status: 'conversation' }),
  one('talk-10', 'agencia', 'que es un webhook', { status: 'conversation' }),
];
