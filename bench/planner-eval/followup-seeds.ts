/**
 * The right first plan of each multi-turn blind case, written by hand from its first message and
 * the binding conventions (docs/planner.md, "Data binding"). The follow-up bench
 * (`bench/planner-followups.bench.ts`) plays each case's follow-ups on this plan instead of on the
 * planner's own first plan, so follow-up editing is measured apart from first-message parsing: a
 * case that is exact here but not with its real first message misses because of the first message.
 */
import { makeStep } from '../../server/planner/compose';
import type { PlanStep } from '../../contracts/plan';
import { OWNER_EMAIL } from './types';

type S = [string, Record<string, unknown>];

function plan(...steps: S[]): PlanStep[] {
  return steps.map(([id, params], i) => {
    const [node, action] = id.split('/');
    return makeStep(i + 1, node, action, params);
  });
}

const TZ = 'America/Mexico_City';
const cron = (expr: string): S => ['schedule/cron', { cron_expression: expr, timezone: TZ }];
const form = (...fields: string[]): S => ['form/form_submitted', { fields }];
const webhook: S = ['webhook/webhook_received', {}];
const newRow = (id: string, sheet: string): S => ['google_sheets/new_row', { spreadsheet_id: id, sheet_name: sheet }];
const append = (id: string, sheet: string, values: string): S => ['google_sheets/append_row', { spreadsheet_id: id, sheet_name: sheet, values }];
const slack = (channel: string, message: string): S => ['slack/send_message', { channel, message }];
const telegram = (chat: string, message: string): S => ['telegram/send_message', { chat_id: chat, message }];
const whatsapp = (to: string, message: string): S => ['whatsapp/send_message', { to, message }];
const gmail = (to: string, subject: string, body: string): S => ['gmail/send_email', { to, subject, body }];
const discord = (url: string, message: string): S => ['discord/send_message', { webhook_url: url, message }];

export const FOLLOWUP_SEEDS: Record<string, PlanStep[]> = {
  'b24a-26': plan(webhook, slack('#reservas', 'Nueva reserva: {{trigger.body.nombre}}, {{trigger.body.fecha}}, {{trigger.body.invitados}} invitados')),
  'b24a-27': plan(form('nombre', 'correo', 'objetivo'), gmail('{{trigger.correo}}', '¡Bienvenido!', '¡Hola {{trigger.nombre}}! Gracias por escribirnos.')),
  'b24a-28': plan(webhook, append('1Roble_Pedidos_77', 'Pedidos', '{{trigger.body}}'), slack('#taller', 'Nuevo pedido: {{trigger.body}}'), gmail(OWNER_EMAIL, 'Nuevo pedido', 'Nuevo pedido: {{trigger.body}}')),
  'b24a-29': plan(form('nombre', 'telefono', 'fecha'), slack('#citas', 'Nueva cita agendada')),
  'b24a-30': plan(cron('0 9 * * 1'), ['google_sheets/read_rows', { spreadsheet_id: '1Pixel_Camp_2026', sheet_name: 'Campañas' }], ['ai/generate_text', { prompt: 'Resume las campañas.\n\nDatos: {{steps.2.output.rows}}' }], gmail(OWNER_EMAIL, 'Resumen de campañas', '{{steps.3.output.text}}')),
  'b24a-31': plan(newRow('1Arcoiris_Insc', 'Ciclo2026'), whatsapp('{{trigger.record.Telefono}}', '¡Bienvenidos al colegio Montessori Arcoiris!')),
  'b24a-32': plan(form('nombre', 'telefono', 'servicio'), append('', 'Citas', '{{trigger}}')),
  'b24a-33': plan(cron('0 7 * * *'), whatsapp('4421112233', 'Revisa la ruta de hoy en el grupo')),
  'b24a-34': plan(form('nombre', 'email', 'llegada', 'salida'), gmail('{{trigger.email}}', 'Tu reserva en Casa Azul', '¡Hola {{trigger.nombre}}! Tu reserva está confirmada.')),
  'b24a-35': plan(webhook, gmail('{{trigger.body.email}}', 'Recibimos tu solicitud', 'Hola {{trigger.body.nombre}}, recibimos tu solicitud de {{trigger.body.tramite}}.')),
  'b24b-31': plan(form('nombre', 'telefono', 'medidas'), gmail('pinos.socio@gmail.com', 'Nueva cotización', 'Nueva cotización: {{trigger}}')),
  'b24b-32': plan(webhook, whatsapp('{{trigger.body.telefono}}', '¡Gracias por tu visita!')),
  'b24b-33': plan(form('nombre', 'email', 'telefono'), append('1Delfines_Alum', 'Alumnos', '{{trigger}}'), gmail('{{trigger.email}}', '¡Bienvenido!', 'Gracias por inscribir a {{trigger.nombre}}.'), telegram('31313131', 'Nueva inscripción: {{trigger.nombre}}')),
  'b24b-34': plan(form('nombre', 'telefono', 'tratamiento'), append('1EsteticaFacial_P', 'Pacientes', '{{trigger}}')),
  'b24b-35': plan(webhook, slack('#cocina', 'Nuevo pedido: {{trigger.body.platillos}}'), whatsapp('{{trigger.body.telefono}}', 'Tu pedido ya está en preparación')),
  'b24b-36': plan(cron('0 10 * * *'), ['google_calendar/list_events', {}], telegram('24681357', 'Llegadas de hoy: {{steps.2.output.events}}')),
  'b24b-37': plan(webhook, whatsapp('', 'Nuevo pedido de mayoreo: {{trigger.body}}')),
  'b24b-38': plan(form('nombre', 'email', 'pieza'), gmail('{{trigger.email}}', '¡Gracias por tu compra!', '¡Gracias {{trigger.nombre}}!'), ['delay/wait', { seconds: 259200 }], gmail('{{trigger.email}}', '¿Nos calificas?', '¿Cómo te fue con tu pieza?')),
  'b24b-39': plan(['gmail/new_email', {}], telegram('50505050', 'Nuevo correo de {{trigger.from}}: {{trigger.subject}}')),
  'b24b-40': plan(form('nombre', 'direccion', 'telefono'), whatsapp('3319876543', 'Nueva solicitud: {{trigger.nombre}}, {{trigger.direccion}}, {{trigger.telefono}}')),
  'b24c-31': plan(cron('0 6 * * *'), telegram('-1003332221110', 'Ya hay tamales!')),
  'b24c-32': plan(form('nombre', 'email', 'tour', 'fecha'), append('1Tours_Gto', 'Reservas', '{{trigger}}'), gmail('{{trigger.email}}', 'Reserva confirmada', 'Tu tour está reservado.')),
  'b24c-33': plan(['gmail/new_email', {}], ['ai/generate_text', { prompt: 'Resume este pedido: {{trigger.body}}' }], slack('#pedidos', '{{steps.2.output.text}}')),
  'b24c-34': plan(webhook, telegram('80808080', 'Llego un paciente nuevo')),
  'b24c-35': plan(webhook, slack('#ventas', 'Nueva venta: {{trigger.body.producto}} por {{trigger.body.total}}')),
  'b24c-36': plan(form('nombre', 'telefono', 'direccion', 'fecha'), ['google_calendar/create_event', { title: 'Limpieza: {{trigger.nombre}}', start: '{{trigger.fecha}}' }], whatsapp('{{trigger.telefono}}', 'Tu servicio está confirmado')),
  'b24c-37': plan(form('nombre', 'telefono', 'direccion', 'plaga'), slack('', 'Nueva solicitud: {{trigger}}')),
  'b24c-38': plan(cron('0 8 * * 1'), whatsapp('8441230987', 'Revisar pedidos de la semana')),
  'b24c-39': plan(form('nombre', 'fecha', 'paquete'), discord('https://discord.com/api/webhooks/4443332/brinco', 'Nueva reserva de fiesta')),
  'b24c-40': plan(newRow('1Sazon_Insc', 'Inscritos'), gmail('{{trigger.record.Email}}', 'Bienvenido al curso', '¡Bienvenido!')),
  'b24d-31': plan(webhook, whatsapp('5511112222', 'Nueva reserva: {{trigger.body}}')),
  'b24d-32': plan(form('nombre', 'email', 'talla', 'fecha'), gmail('{{trigger.email}}', 'Tu traje esta apartado', 'Hola {{trigger.nombre}}, tu traje está apartado.')),
  'b24d-33': plan(webhook, ['delay/wait', { seconds: 3600 }], ['ai/generate_text', { prompt: 'Resume este trabajo: {{trigger.body}}' }], slack('#produccion', '{{steps.3.output.text}}')),
  'b24d-34': plan(newRow('1Influ_Camp', 'Colaboraciones'), whatsapp('5599887766', 'Nueva colaboracion registrada')),
  'b24d-35': plan(cron('0 6 * * *'), ['http/request', { url: 'https://api.clima-mar.mx/mazatlan', method: 'GET' }], telegram('11235813', 'Clima de hoy: {{steps.2.output.body}}')),
  'b24d-36': plan(form('nombre', 'email', 'tema'), slack('#invitados', 'Nuevo invitado: {{trigger.nombre}}'), gmail('{{trigger.email}}', '¡Gracias!', 'Gracias por tu interés, {{trigger.nombre}}.')),
  'b24d-37': plan(form('nombre', 'email', 'curso'), append('', 'Inscritos', '{{trigger}}'), telegram('', 'Nueva inscripción: {{trigger.nombre}}')),
  'b24d-38': plan(webhook, append('1Tere_Ped', 'Pedidos', '{{trigger.body}}'), whatsapp('{{trigger.body.telefono}}', 'Recibimos tu pedido')),
  'b24d-39': plan(cron('0 9 * * 1'), ['postgres/query', { query: 'SELECT * FROM productos WHERE existencia = 0' }], gmail(OWNER_EMAIL, 'Productos sin existencia', 'Productos sin existencia: {{steps.2.output.rows}}')),
  'b24d-40': plan(form('nombre', 'email', 'pais'), append('1Interc_Vieja', '2026', '{{trigger}}')),
  'b24e-31': plan(form('nombre', 'email', 'pastel'), gmail('{{trigger.email}}', 'Pedido recibido', 'Hola {{trigger.nombre}}, recibimos tu pedido.')),
  'b24e-32': plan(webhook, append('1Lenceria_V', 'Ventas', '{{trigger.body}}')),
  'b24e-33': plan(form('nombre', 'email', 'inmersion', 'fecha'), ['postgres/query', { query: 'INSERT INTO reservas (nombre, email, inmersion, fecha) VALUES ($1, $2, $3, $4)', params: ['{{trigger.nombre}}', '{{trigger.email}}', '{{trigger.inmersion}}', '{{trigger.fecha}}'] }], gmail('{{trigger.email}}', 'Reserva confirmada', 'Tu inmersión está confirmada.'), slack('#lancha', 'Nueva reserva: {{trigger.nombre}}')),
  'b24e-34': plan(cron('0 10 15 * *'), ['google_sheets/read_rows', { spreadsheet_id: '1Coop_Acopio', sheet_name: 'Acopio' }], ['ai/generate_text', { prompt: 'Resume el acopio.\n\nDatos: {{steps.2.output.rows}}' }], slack('#socios', '{{steps.3.output.text}}')),
  'b24e-35': plan(webhook, telegram('65656565', 'Nuevo pedido: {{trigger.body.cliente}}, {{trigger.body.total}}')),
  'b24e-36': plan(form('nombre', 'email', 'fecha', 'horas'), ['google_calendar/create_event', { title: 'Sesión: {{trigger.nombre}}', start: '{{trigger.fecha}}' }], gmail('{{trigger.email}}', 'Sesión confirmada', 'Tu sesión está confirmada.')),
  'b24e-37': plan(form('nombre', 'telefono', 'plan'), discord('', 'Nuevo registro: {{trigger.nombre}}')),
  'b24e-38': plan(cron('0 7 * * *'), slack('#caddies', 'Revisen el rol de salidas de hoy')),
  'b24e-39': plan(newRow('1Quiro_Pac', 'Pacientes'), ['filter/condition', { left: '{{trigger.record.Edad}}', operator: 'greater_than', right: 60 }], whatsapp('{{trigger.record.Telefono}}', 'Indicaciones especiales para tu visita')),
  'b24e-40': plan(newRow('1Estancia_Ing', 'Ingresos'), gmail(OWNER_EMAIL, 'Nuevo ingreso', 'Nuevo ingreso: {{trigger.record}}'), whatsapp('{{trigger.record.Telefono}}', 'Su familiar ingresó a la estancia')),
  'b24f-31': plan(cron('0 11 * * *'), ['http/request', { url: 'https://api.pollodorado.mx/pedidos-hoy', method: 'GET' }], telegram('14141414', 'Pedidos de hoy: {{steps.2.output.body}}')),
  'b24f-32': plan(form('nombre', 'email', 'telefono'), gmail('{{trigger.email}}', '¡Bienvenido!', '¡Hola {{trigger.nombre}}!'), whatsapp('{{trigger.telefono}}', 'Nuestra dirección es…')),
  'b24f-33': plan(newRow('1Medita_Ins', 'Retiro'), gmail('{{trigger.record.Email}}', '¡Bienvenido al retiro!', '¡Gracias por inscribirte!'), telegram('33333333', 'Nuevo inscrito: {{trigger.record}}')),
  'b24f-34': plan(form('nombre', 'email', 'comic'), ['postgres/query', { query: 'INSERT INTO apartados (nombre, email, comic) VALUES ($1, $2, $3)', params: ['{{trigger.nombre}}', '{{trigger.email}}', '{{trigger.comic}}'] }]),
  'b24f-35': plan(webhook, gmail(OWNER_EMAIL, 'Nuevo reporte ambiental', 'Empresa: {{trigger.body.empresa}}\n{{trigger.body.descripcion}}')),
  'b24f-36': plan(form('nombre', 'email', 'acto'), append('1Corred_Sol', 'Clientes2026', '{{trigger}}'), gmail('{{trigger.email}}', 'Recibido', 'Recibimos tu solicitud.')),
  'b24f-37': plan(form('nombre', 'telefono', 'horario'), telegram('', 'Nueva clase gratis: {{trigger.nombre}}')),
  'b24f-38': plan(webhook, gmail('{{trigger.body.email}}', 'Tu boleto', 'Tu compra está confirmada.'), whatsapp('{{trigger.body.telefono}}', 'Tu autobús sale a las {{trigger.body.salida}}')),
  'b24f-39': plan(['google_calendar/event_starting', { minutes_before: 60 }], whatsapp('5567891234', 'Cita de {{trigger.title}} a las {{trigger.start}}')),
  'b24f-40': plan(webhook, ['filter/condition', { left: '{{trigger.body.personas}}', operator: 'greater_than', right: 50 }], slack('#eventos-grandes', 'Evento grande: {{trigger.body.empresa}}')),
};
