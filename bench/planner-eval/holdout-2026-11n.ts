/**
 * Fourteenth held-out batch of November 2026, written after the thirteenth reached the target and
 * run once before any rule was changed for it: bakery, vet, garage, florist, stationery shop,
 * psychologist, boutique hotel and clothes shop; bare hours, fortnights, corrections ("bueno no"),
 * several channels, lookups, abbreviations and follow-ups.
 */
import { OWNER_EMAIL, one, type EvalCase } from './types';

const sheet = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit`;

export const holdoutFourteenth: EvalCase[] = [
  one('h14-01', 'panaderia', 'de lunes a viernes a las 4 y cuarto manda a telegram al chat 2323232 "Sacar el pan dulce"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['telegram/send_message'], params: { '1.cron_expression': '15 16 * * 1-5', '2.chat_id': '2323232' },
  }),
  one('h14-02', 'veterinaria', 'los domingos a las 11 de la mañana mandame un whats al 5560606060 "Revisar vacunas"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '1.cron_expression': '0 11 * * 0', '2.message': 'Revisar vacunas' },
  }),
  one('h14-03', 'taller', 'cada 14 dias manda a slack #taller "Cambiar filtros"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '0 9 1,15 * *', '2.channel': '#taller' },
  }),
  one('h14-04', 'floreria', 'el 10 de mayo a las 6 de la mañana manda a #ventas en slack "Dia de las madres"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '0 6 10 5 *' },
  }),
  one('h14-05', 'papeleria', 'todos los sabados a las 3 de la tarde, bueno no, a las 2, mandame un correo con asunto "Inventario"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '1.cron_expression': '0 14 * * 6', '2.to': OWNER_EMAIL, '2.subject': 'Inventario' },
  }),
  one('h14-06', 'psicologo', 'una hora y media antes de cada sesion mandame un telegram al chat 8080808', {
    status: 'plan_ready', trigger: 'google_calendar/event_starting', actions: ['telegram/send_message'], params: { '1.minutes_before': 90, '2.chat_id': '8080808' },
  }),
  one('h14-07', 'hotel', `cuando alguien reserve una habitacion (webhook) mandale un correo de bienvenida, avisa a recepcion por whatsapp al 5571717171 y guarda la reserva en la hoja ${sheet('1HotelN07')}`, {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email', 'whatsapp/send_message', 'google_sheets/append_row'],
    params: { '2.to': '{{trigger.body.email}}', '3.to': '5571717171', '4.spreadsheet_id': '1HotelN07' },
  }),
  one('h14-08', 'ropa', 'si una compra supera los 5000 pesos avisame por telegram al chat 1313131', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'telegram/send_message'], params: { '2.operator': 'greater_than', '2.right': 5000 },
  }),
  one('h14-09', 'panaderia', 'manda el corte de caja a contabilidad@panaderia.mx cada noche a las 10', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '1.cron_expression': '0 22 * * *', '2.to': 'contabilidad@panaderia.mx' },
  }),
  one('h14-10', 'veterinaria', 'todas las mañanas revisa mi agenda y mandame por whats al 5532323232 las citas de hoy', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'whatsapp/send_message'], params: { '1.cron_expression': '0 9 * * *', '3.to': '5532323232' },
  }),
  one('h14-11', 'taller', 'cuando un cliente pregunte por telegram el estado de su carro, busca en postgres con "SELECT estado FROM ordenes WHERE placa = $1" y respondele', {
    status: 'plan_ready', trigger: 'telegram/new_message', actions: ['postgres/query', 'telegram/send_message'], params: { '3.chat_id': '{{trigger.chat_id}}' },
  }),
  one('h14-12', 'papeleria', 'xfa cdo alguien llene el form d contacto mandame un mail', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email'], params: { '2.to': OWNER_EMAIL },
  }),
  one('h14-13', 'panaderia', 'tods los dias a las 8 am mandame x wsp al 5548484848 "Abrir"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '1.cron_expression': '0 8 * * *', '2.to': '5548484848' },
  }),
  one('h14-14', 'ropa', 'los viernes a las 5 manda a slack #equipo y a discord https://discord.com/api/webhooks/55/eq "Buen fin de semana"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message', 'discord/send_message'],
    params: { '1.cron_expression': '0 17 * * 5', '2.message': 'Buen fin de semana', '3.message': 'Buen fin de semana' },
  }),
  { id: 'h14-15', business: 'papeleria', turns: ['cada martes a las 10 manda a slack #compras "Pedir papel"', 'cambialo a la 1'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': '0 13 * * 2' } } },
  { id: 'h14-16', business: 'floreria', turns: ['cuando llegue un pedido de flores mandame un whats al 5590909090', 'y tambien a mi correo y a slack #pedidos'],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message', 'email/send_email', 'slack/send_message'], params: { '3.to': OWNER_EMAIL, '4.channel': '#pedidos' } } },
  { id: 'h14-17', business: 'taller', turns: ['cuando llegue un correo reenvialo a mi telegram al chat 6464646', 'solamente los que digan "cotizacion" en el asunto'],
    expect: { status: 'plan_ready', trigger: 'gmail/new_email', actions: ['filter/condition', 'telegram/send_message'],
      params: { '2.left': '{{trigger.subject}}', '2.operator': 'contains', '2.right': 'cotizacion' } } },
  { id: 'h14-18', business: 'papeleria', turns: [`todos los dias a las 9 lee la hoja ${sheet('1PapN18')} y mandame un resumen con IA por correo`, 'mejor por whatsapp al 5536363636'],
    expect: { status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_sheets/read_rows', 'ai/generate_text', 'whatsapp/send_message'], params: { '4.to': '5536363636' } } },
  { id: 'h14-19', business: 'hotel', turns: [`cuando se registre un huesped en el formulario guardalo en sheets ${sheet('1HotN19')} y avisame por slack #recepcion`, 'ya no quiero lo de slack'],
    expect: { status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_sheets/append_row'] } },
  { id: 'h14-20', business: 'veterinaria', turns: ['cuando una mascota tenga cita nueva (webhook) mandale un whatsapp a la doctora', { form: { '2.to': '5512341234' } }],
    expect: { status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'], params: { '2.to': '5512341234' } } },
  one('h14-21', 'floreria', 'cuando se venda un ramo quiero que quede guardado', { status: 'clarification_needed', groups: ['Almacenamiento'] }),
  one('h14-22', 'taller', 'cuando termine la reparacion de un carro avisale al cliente', { status: 'clarification_needed', groups: ['Notificaciones'] }),
  one('h14-23', 'taller', 'cuanto cuesta cambiar el aceite?', { status: 'conversation' }),
  one('h14-24', 'panaderia', 'hola hola, que tal', { status: 'conversation' }),
  one('h14-25', 'hotel', 'mil gracias, quedo perfecto', { status: 'conversation' }),
];
