/**
 * A sixth batch, written after the fifth reached the target, weighted towards conversations:
 * follow-up edits, clarifications answered in the modal and smart forms, over several turns.
 */
import { OWNER_EMAIL, one, type EvalCase } from './types';

const SHEET = 'https://docs.google.com/spreadsheets/d/1SextoLote001/edit';

export const sextoLote: EvalCase[] = [
  { id: 't6-01', business: 'tienda', turns: ['cada lunes a las 9 mandame un correo con asunto "Pedidos"', 'cambialo a los miercoles'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '1.cron_expression': '0 9 * * 3' } } },
  { id: 't6-02', business: 'clinica', turns: ['cuando llegue un paciente nuevo guardalo en sheets ' + SHEET, 'y luego mandale un correo de bienvenida'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_sheets/append_row', 'email/send_email'], params: { '3.to': '{{trigger.body.email}}' } } },
  { id: 't6-03', business: 'restaurante', turns: ['todos los dias a las 11 pm avisame por slack #cierre', 'mejor por telegram al chat 5656565'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['telegram/send_message'], params: { '1.cron_expression': '0 23 * * *', '2.chat_id': '5656565' } } },
  { id: 't6-04', business: 'agencia', turns: ['cuando haya un push en github avisa por slack #dev', 'quita slack y mejor crea un issue en agencia/deploys'],
    expect: { status: 'plan_ready', trigger: 'github/github_webhook', actions: ['github/create_issue'], params: { '2.repository': 'agencia/deploys' } } },
  { id: 't6-05', business: 'servicios', turns: ['cuando alguien llene el formulario avisame', { message: 'cuando alguien llene el formulario avisame', selected: ['email'] }],
    expect: { status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email'], params: { '2.to': OWNER_EMAIL } } },
  { id: 't6-06', business: 'tienda', turns: ['cuando llegue un pedido guardalo', { message: 'cuando llegue un pedido guardalo', selected: ['postgres'] }, { form: { '2.query': 'INSERT INTO pedidos (datos) VALUES ($1)' } }],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['postgres/query'], params: { '2.query': 'INSERT INTO pedidos (datos) VALUES ($1)' } } },
  { id: 't6-07', business: 'clinica', turns: ['cada viernes a las 2 pm mandame por whatsapp al 5511223300 la agenda de la semana de mi calendario', 'que sea a las 3'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'whatsapp/send_message'], params: { '1.cron_expression': '0 15 * * 5' } } },
  { id: 't6-08', business: 'restaurante', turns: ['cuando llegue un pedido avisame por whatsapp al 5512121299', 'agrega que espere 5 minutos antes'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['delay/wait', 'whatsapp/send_message'], params: { '2.seconds': 300 } } },
  { id: 't6-09', business: 'tienda', turns: ['cuando llegue un pedido mandame un correo', 'el correo mandalo a pedidos@tienda.mx'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email'], params: { '2.to': 'pedidos@tienda.mx' } } },
  { id: 't6-10', business: 'agencia', turns: ['cuando llegue un lead avisame por slack', { form: { '2.channel': '#leads' } }],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'], params: { '2.channel': '#leads' } } },
  { id: 't6-11', business: 'servicios', turns: ['cada hora revisa https://api.gym.test/accesos', 'agrega tambien que guarde la respuesta en sheets ' + SHEET],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'google_sheets/append_row'], params: { '3.spreadsheet_id': '1SextoLote001', '3.values': '{{steps.2.output.body}}' } } },
  { id: 't6-12', business: 'clinica', turns: ['cuando llegue un correo de laboratorio@lab.mx avisame por telegram al chat 9988776', 'cambia el mensaje a "Llegaron resultados"'],
    expect: { status: 'plan_ready', trigger: 'gmail/new_email', actions: ['telegram/send_message'], params: { '2.message': 'Llegaron resultados' } } },
  { id: 't6-13', business: 'tienda', turns: ['todos los dias a las 8 mandame un whatsapp al 5532323232 con "Abre la tienda"', 'que sea solo los fines de semana'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '1.cron_expression': '0 8 * * 0,6' } } },
  { id: 't6-14', business: 'restaurante', turns: ['cuando llegue una reservacion avisame por slack #reservas y por whatsapp al 5545454500', 'quita el whatsapp'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'], params: { '2.channel': '#reservas' } } },
  { id: 't6-15', business: 'agencia', turns: ['cada lunes a las 10 consulta https://api.ads.test/gasto y mandame el resultado por correo', 'agrega un resumen con IA antes del correo'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'ai/generate_text', 'email/send_email'] } },
  one('t6-16', 'servicios', 'quiero que me notifiquen cuando alguien cancele', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('t6-17', 'tienda', 'cada noche respalda las ventas', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('t6-18', 'clinica', 'gracias, eso es todo', { status: 'conversation' }),
  one('t6-19', 'restaurante', 'que es un cron?', { status: 'conversation' }),
  one('t6-20', 'agencia', 'puedes hacer mi declaracion de impuestos?', { status: 'conversation' }),
];
