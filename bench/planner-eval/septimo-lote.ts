/**
 * A seventh batch, written after the sixth reached the target, on schedules said every way
 * owners say them, and on the parameters inside such requests.
 */
import { OWNER_EMAIL, one, type EvalCase } from './types';

const slack = (id: string, business: string, message: string, cron: string): EvalCase =>
  one(id, business, message, { status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'], params: { '1.cron_expression': cron, '2.channel': '#equipo' } });

export const septimoLote: EvalCase[] = [
  slack('t7-01', 'tienda', 'avisa en slack #equipo todos los dias a las 9 y media', '30 9 * * *'),
  slack('t7-02', 'clinica', 'cada martes a las 4 de la tarde manda a slack #equipo un recordatorio', '0 16 * * 2'),
  slack('t7-03', 'agencia', 'de lunes a jueves a las 10:15 publica en slack #equipo "Standup"', '15 10 * * 1-4'),
  slack('t7-04', 'restaurante', 'cada 45 minutos manda un mensaje a slack #equipo', '*/45 * * * *'),
  slack('t7-05', 'servicios', 'diario a las 7 pm avisa por slack #equipo', '0 19 * * *'),
  slack('t7-06', 'tienda', 'los lunes, miercoles y viernes a las 8 am manda a slack #equipo "Revisar pedidos"', '0 8 * * 1,3,5'),
  slack('t7-07', 'clinica', 'cada dia a las 12 del dia avisa en slack #equipo', '0 12 * * *'),
  slack('t7-08', 'agencia', 'el dia 28 de cada mes a las 5 pm manda a slack #equipo "Facturacion"', '0 17 28 * *'),
  slack('t7-09', 'servicios', 'cada 6 horas avisa por slack #equipo', '0 */6 * * *'),
  slack('t7-10', 'restaurante', 'todos los domingos a las 10 de la noche manda a slack #equipo "Inventario"', '0 22 * * 0'),
  slack('t7-11', 'tienda', 'a las 8 y cuarto de lunes a viernes manda a slack #equipo "Abrimos"', '15 8 * * 1-5'),
  slack('t7-12', 'agencia', 'cada hora entre semana avisa por slack #equipo', '0 * * * 1-5'),
  one('t7-13', 'clinica', 'todos los dias a las 7:30 am y a las 7:30 pm mandame un whatsapp al 5510101010 para tomar el medicamento', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '1.cron_expression': '30 7,19 * * *', '2.to': '5510101010' },
  }),
  one('t7-14', 'tienda', 'cada año el 1 de enero mandame un correo con asunto "Inventario anual"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '1.cron_expression': '0 9 1 1 *', '2.to': OWNER_EMAIL },
  }),
  one('t7-15', 'restaurante', 'a medianoche de cada sabado respalda en drive lo que devuelva https://pos.test/api/semana', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'google_drive/upload_file'], params: { '1.cron_expression': '0 0 * * 6', '3.content': '{{steps.2.output.body}}' },
  }),
  one('t7-16', 'agencia', 'cada 2 semanas... bueno, cada lunes a las 9 manda un correo a equipo@agencia.mx con asunto "Planeacion"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'], params: { '1.cron_expression': '0 9 * * 1', '2.to': 'equipo@agencia.mx' },
  }),
  one('t7-17', 'servicios', 'por las mañanas a las 6 mandame un telegram al chat 7070707 con el clima de https://api.clima.test/cdmx', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'telegram/send_message'], params: { '1.cron_expression': '0 6 * * *', '3.chat_id': '7070707' },
  }),
  one('t7-18', 'tienda', 'cada 5 minutos de 9 a 21 consulta https://api.tienda.test/pagos-pendientes', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'], params: { '1.cron_expression': '*/5 9-21 * * *' },
  }),
  one('t7-19', 'clinica', 'el primer lunes... no, todos los lunes a las 8:00 manda a recepcion@clinica.mx la agenda de la semana de mi calendario', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'email/send_email'], params: { '1.cron_expression': '0 8 * * 1', '3.to': 'recepcion@clinica.mx' },
  }),
  one('t7-20', 'restaurante', 'los fines de semana a la 1 de la tarde mandame un whats al 5530303030 "Revisa las reservas"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'], params: { '1.cron_expression': '0 13 * * 0,6', '2.message': 'Revisa las reservas' },
  }),
];
