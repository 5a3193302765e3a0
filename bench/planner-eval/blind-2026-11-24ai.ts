/**
 * Held-out batch blind-2026-11-24ai (40 cases), written blind from the brief, the catalogue and
 * types.ts only.
 *
 * Register: service businesses that live by the calendar and the clock (dental, physio, pediatric,
 * gynecology, dermatology and podiatry practices, a psychologist, a vet, a lab, salons, a
 * barbershop, a spa, gyms, schools and tutors, mechanics, a tyre shop, lawyers, a notary, an
 * accountant, photographers...). Reminders and waits said many ways ("un dia antes", "dos horas
 * despues", "a la media hora", "media hora antes", "a los 3 dias", "cada quincena", "de lunes a
 * viernes a las 7:30", "a mediodia", "a las 3 de la madrugada", "el dia primero de cada mes"),
 * chains with waits between steps, and appointments read from / written to Google Calendar.
 * Regional Mexican Spanish: norteño (Monterrey, San Pedro, Saltillo, Chihuahua, Torreon,
 * Hermosillo, Culiacan, Mexicali, Ensenada, Durango), chilango (CDMX), tapatío (Guadalajara,
 * Zapopan), yucateco (Merida, Campeche), costeño (Acapulco, Veracruz, Mazatlan, Tampico,
 * Villahermosa, Cancun), bajío (Queretaro, Leon, Celaya, Irapuato, Aguascalientes, San Miguel,
 * SLP) and the centre/south (Puebla, Toluca, Pachuca, Morelia, Oaxaca, Xalapa, Cuernavaca,
 * Tlaxcala, Tuxtla, Tepic, Zacatecas, Colima). Missing accents, typos, Spanglish, emoji.
 *
 * Mix:
 *  - b24ai-01..23  one-turn plan_ready (23): every trigger kind (webhook, form, schedule daily /
 *    weekdays / weekly / monthly / quincena, Gmail, Sheets row, Drive file, Calendar event,
 *    Telegram, Slack, GitHub, manual) and every action kind (Sheets append/read, Gmail, SMTP,
 *    WhatsApp, Telegram, Slack, Discord, HTTP, AI, Postgres INSERT/SELECT, filter, delay, Drive
 *    upload / create folder, Calendar create / list, GitHub issue, webhook respond, transform).
 *  - b24ai-24..28  smart_forms_required (5): owner's WhatsApp, Slack channel, spreadsheet,
 *    owner's Telegram chat id, a customer email the row does not have.
 *  - b24ai-29      clarification_needed (1): "en la nube".
 *  - b24ai-30      conversation (1).
 *  - b24ai-31..40  multi-turn follow-ups (10): replace an hour, a threshold, a recipient (with a
 *    compound edit and reply texts), add at end / first / after a named step, remove by service
 *    (then change the hour), remove by position, swap Gmail for SMTP keeping the data, undo.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

/** Equivalent spellings of a Mexican 10-digit mobile number. */
const mx = (ten: string) => ({
  anyOf: [
    ten,
    `52${ten}`,
    `+52${ten}`,
    `521${ten}`,
    `+521${ten}`,
    `+52 ${ten.slice(0, 3)} ${ten.slice(3, 6)} ${ten.slice(6)}`,
    `${ten.slice(0, 3)} ${ten.slice(3, 6)} ${ten.slice(6)}`,
  ],
});

/** A chat id as a string or a number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });

/** A Slack channel with or without the hash. */
const channel = (name: string) => ({ anyOf: [`#${name}`, name] });

export const blind20261124ai: EvalCase[] = [
  // ───────────────────────── one-turn plan_ready (23) ─────────────────────────
  one(
    'b24ai-01',
    'consultorio dental (Monterrey)',
    "Que rollo, tengo un consultorio dental en Monterrey. Ocupo que cuando mi pagina mande una cita por webhook (nombre, telefono, fecha) la cree en google calendar como 'Limpieza - nombre', le mande whats al paciente confirmando y al final le responda al webhook que ok. Fierro 🦷",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_calendar/create_event', 'whatsapp/send_message', 'webhook/respond'],
      params: {
        '2.title': { containsAll: ['Limpieza', '{{trigger.body.nombre}}'] },
        '2.start': '{{trigger.body.fecha}}',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  ),
  one(
    'b24ai-02',
    'estetica (Guadalajara)',
    'Quiubo! tengo una estetica en Guadalajara, por Chapalita. Quiero un formulario de citas con nombre, telefono, servicio y fecha, que se guarde en la hoja Citas del spreadsheet 1nDbsYmNgLlFKzRID9qQ43d9Q-7g7d-BnjzAyzZXFY1L y dos horas despues le mandes whats a la clienta con las indicaciones pa su cita 💇‍♀️',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'delay/wait', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'servicio', 'fecha'],
        '2.spreadsheet_id': '1nDbsYmNgLlFKzRID9qQ43d9Q-7g7d-BnjzAyzZXFY1L',
        '2.sheet_name': 'Citas',
        '3.seconds': 7200,
        '4.to': '{{trigger.telefono}}',
      },
    },
  ),
  one(
    'b24ai-03',
    'gimnasio (CDMX)',
    'Que onda, tengo un gym en la Narvarte, CDMX. Diario a mediodia lee la hoja Membresias del sheet 1TrfT_E4eqcyoP5EJaiGDgjnNjMPCbZSxCS0_BQSPbkn y que la IA me arme un resumen de a quien se le vence la membresia esta semana, y me lo mandas a mi correo porfa. Neta me urge 🙏',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 12 * * *',
        '2.spreadsheet_id': '1TrfT_E4eqcyoP5EJaiGDgjnNjMPCbZSxCS0_BQSPbkn',
        '2.sheet_name': 'Membresias',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24ai-04',
    'escuela de ingles (Queretaro)',
    'Buen dia, tengo una escuela de ingles en Queretaro. De lunes a viernes a las 7:30 consulta en nuestra base de postgres las clases del dia (tabla clases, columna fecha) y mandalas al canal #maestros de slack pa que nadie llegue tarde, andale pues.',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '1.cron_expression': '30 7 * * 1-5',
        '2.query': { containsAll: ['select', 'clases', 'fecha'] },
        '3.channel': channel('maestros'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24ai-05',
    'taller mecanico (Merida)',
    'Buenas, tengo un taller mecanico en Merida, por el Centro. Cada sabado a las 8 de la mañana sacame del google calendar las citas de la proxima semana y mandalas al grupo de telegram de los mecanicos, chat id -1001234567890. Mare, que no se me pase ninguna, hija.',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 8 * * 6',
        '3.chat_id': chat('-1001234567890'),
        '3.message': contains('{{steps.2.output.events}}'),
      },
    },
  ),
  one(
    'b24ai-06',
    'despacho de abogados (Acapulco)',
    'Quiubo primo, tengo un despacho de abogados aqui en Acapulco. El dia primero de cada mes a las 10 de la mañana creame una carpeta en drive que se llame Expedientes y el mes, y mandale un correo por SMTP a contabilidad@bufetecosta.mx avisando que ya esta la carpeta, va?',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_drive/create_folder', 'email/send_email'],
      params: {
        '1.cron_expression': '0 10 1 * *',
        '2.name': contains('Expedientes'),
        '3.to': 'contabilidad@bufetecosta.mx',
      },
    },
  ),
  one(
    'b24ai-07',
    'tutorias de matematicas (Leon)',
    "Hola buenas tardes, doy tutorias de matematicas en Leon. Cuando me llegue un correo con asunto 'agendar clase', que la IA saque el dia y la hora del mensaje, lo ponga en mi google calendar como 'Clase de mate' y le contestes al papa que ya quedo agendada.",
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_calendar/create_event', 'gmail/send_email'],
      params: {
        '1.query': contains('agendar clase'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.title': contains('Clase de mate'),
        '3.start': contains('{{steps.2.output.text}}'),
        '4.to': '{{trigger.from}}',
      },
    },
  ),
  one(
    'b24ai-08',
    'clinica veterinaria (Saltillo)',
    "Que tal, tengo una clinica veterinaria en Saltillo. Cada que entre una fila nueva en la hoja Vacunas (spreadsheet 1tPn--VkU0UxqE93TnBftVVFRMPblP0J-bukDy8pkHxQ), crea el evento en google calendar 'Vacuna de' y la Mascota, en la Fecha de la fila, y mandale whats al dueño al Telefono que viene ahi 🐶",
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['google_calendar/create_event', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1tPn--VkU0UxqE93TnBftVVFRMPblP0J-bukDy8pkHxQ',
        '1.sheet_name': 'Vacunas',
        '2.title': { containsAll: ['Vacuna de', '{{trigger.record.Mascota}}'] },
        '2.start': '{{trigger.record.Fecha}}',
        '3.to': '{{trigger.record.Telefono}}',
      },
    },
  ),
  one(
    'b24ai-09',
    'laboratorio clinico (Toluca)',
    'Buenas tardes, somos un laboratorio clinico en Toluca. Cuando suban un PDF de resultados a la carpeta de drive 1cqubUcP_bqZx8KyILOLAwlfT4yfVF3yX avisa en el canal #entregas de slack con el nombre del archivo, y anotalo en la hoja Bitacora de este sheet https://docs.google.com/spreadsheets/d/1cE3DtZvCQIsxqA-4jIb4dUvVegKLmToA0yB9UXFJ5sk/edit#gid=0',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['slack/send_message', 'google_sheets/append_row'],
      params: {
        '1.folder_id': '1cqubUcP_bqZx8KyILOLAwlfT4yfVF3yX',
        '2.channel': channel('entregas'),
        '2.message': contains('{{trigger.name}}'),
        '3.spreadsheet_id': '1cE3DtZvCQIsxqA-4jIb4dUvVegKLmToA0yB9UXFJ5sk',
        '3.sheet_name': 'Bitacora',
      },
    },
  ),
  one(
    'b24ai-10',
    'consultorio de fisioterapia (Puebla)',
    "Hola!! tengo consultorio de fisioterapia en Puebla. Un dia antes de cada cita de mi google calendar mandame un telegram a mi chat 558812345 con el nombre de la cita y el lugar, pa' ir preparando el material 💪",
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['telegram/send_message'],
      params: {
        '1.minutes_before': 1440,
        '2.chat_id': chat('558812345'),
        '2.message': { containsAll: ['{{trigger.title}}', '{{trigger.location}}'] },
      },
    },
  ),
  one(
    'b24ai-11',
    'barberia (Hermosillo)',
    'Quiubo, tengo una barberia en Hermosillo, Sonora. Cuando me escriban al bot de telegram pa pedir corte, que la IA conteste bien buena onda con los horarios (10am a 8pm, lunes a sabado) y se lo mande al mismo chat. Y guarda el mensaje en la hoja Solicitudes del sheet 1Henp-F8-pyx2kt9sKYjrMcpR97LsdqNMrI4ULEOzfW0',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai/generate_text', 'telegram/send_message', 'google_sheets/append_row'],
      params: {
        '2.prompt': contains('{{trigger.text}}'),
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('{{steps.2.output.text}}'),
        '4.spreadsheet_id': '1Henp-F8-pyx2kt9sKYjrMcpR97LsdqNMrI4ULEOzfW0',
        '4.sheet_name': 'Solicitudes',
      },
    },
  ),
  one(
    'b24ai-12',
    'spa (Cancun)',
    "Hello! tengo un spa en Cancun 🌴. Cuando alguien escriba en nuestro slack de recepcion, nomas cuando el mensaje diga 'cancelacion', reenvialo al discord de las masajistas: https://discord.com/api/webhooks/118822/spaCancunMasajes",
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'discord/send_message'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'contains',
        '2.right': 'cancelacion',
        '3.webhook_url': 'https://discord.com/api/webhooks/118822/spaCancunMasajes',
        '3.message': contains('{{trigger.text}}'),
      },
    },
  ),
  one(
    'b24ai-13',
    'academia de programacion para niños (Culiacan)',
    'Que onda plebes, tengo una academia de programacion para niños en Culiacan. Cuando se abra un issue en nuestro repo de github academiacln/portal-alumnos, que la IA lo resuma en dos lineas y lo mande al canal #soporte de slack, arre',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['ai/generate_text', 'slack/send_message'],
      params: {
        '3.channel': channel('soporte'),
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24ai-14',
    'consultorio de nutricion (Aguascalientes)',
    'Hola, soy nutriologa en Aguascalientes. Quiero un boton que cuando lo aprete lea la hoja Pacientes del sheet 1JJKrHmz6Fi8JrYrp8UjhAJXHpw8LSUzP2W4iZkUO6UU, la IA me arme un plan de seguimiento para los que tienen cita esta semana y me lo mande a mi correo.',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': '1JJKrHmz6Fi8JrYrp8UjhAJXHpw8LSUzP2W4iZkUO6UU',
        '2.sheet_name': 'Pacientes',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24ai-15',
    'academia de baile (Veracruz)',
    'Quiubo mano, tengo una academia de baile en el puerto de Veracruz. Formulario de inscripcion con nombre, correo, telefono y clase; guardalo en postgres en la tabla alumnos, mandale un correo de bienvenida y a la media hora un whats con el horario de su clase 💃',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'gmail/send_email', 'delay/wait', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'correo', 'telefono', 'clase'],
        '2.query': { containsAll: ['insert', 'alumnos', 'nombre', 'correo', 'telefono', 'clase'] },
        '3.to': '{{trigger.correo}}',
        '4.seconds': 1800,
        '5.to': '{{trigger.telefono}}',
      },
    },
  ),
  one(
    'b24ai-16',
    'centro de rehabilitacion (Villahermosa)',
    'Buenas, tenemos un centro de rehabilitacion en Villahermosa. Todos los dias a las 3 de la madrugada consulta https://agenda.rehabtab.mx/api/citas?dia=manana y manda las citas al whats de recepcion 993 214 5566, pa que ya lo vean temprano, ombe.',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 3 * * *',
        '2.url': 'https://agenda.rehabtab.mx/api/citas?dia=manana',
        '3.to': mx('9932145566'),
        '3.message': contains('{{steps.2.output.body}}'),
      },
    },
  ),
  one(
    'b24ai-17',
    'consultorio de psicologia (Morelia)',
    "Hola, soy psicologa en Morelia. Mi pagina manda un webhook cuando alguien reserva (nombre, email, fecha). Arma los datos con un campo estado = 'pendiente', guardalos en la hoja Reservas del sheet 19ds646-hbKFueh3Y5tGoLVcpXu6I2cLyq6GT1Miao37 y respondele al webhook 200 con 'recibido'.",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'google_sheets/append_row', 'webhook/respond'],
      params: {
        '3.spreadsheet_id': '19ds646-hbKFueh3Y5tGoLVcpXu6I2cLyq6GT1Miao37',
        '3.sheet_name': 'Reservas',
        '4.status': { anyOf: [200, '200'] },
      },
    },
  ),
  one(
    'b24ai-18',
    'box de crossfit (San Pedro Garza Garcia)',
    'Que rollo, tengo un box de crossfit en San Pedro. Ocupo un formulario pa reportar fallas de la app de reservas (nombre, correo, problema) que abra un issue en github en boxsanpedro/app-reservas con el problema y le mande correo al atleta de que ya lo estamos checando 💪',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['github/create_issue', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'problema'],
        '2.repository': 'boxsanpedro/app-reservas',
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24ai-19',
    'notaria (San Luis Potosi)',
    'Buenas, trabajo en una notaria en San Luis Potosi. Cuando llegue un correo con asunto escrituras, que la IA haga un resumen del correo y lo suba como archivo a la carpeta de drive 1tCYG4gsoaNaOnwj43oRCj62ofOzF9T7u, con el asunto como nombre del archivo.',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_drive/upload_file'],
      params: {
        '1.query': contains('escrituras'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.name': contains('{{trigger.subject}}'),
        '3.content': contains('{{steps.2.output.text}}'),
        '3.folder_id': '1tCYG4gsoaNaOnwj43oRCj62ofOzF9T7u',
      },
    },
  ),
  one(
    'b24ai-20',
    'optica (Zacatecas)',
    'Hola, tengo una optica en Zacatecas 👓. Cuando se agregue una venta en la hoja Ventas (sheet 1J1_ypICVsdLnO9v2JJ81CXIkX1L2uSJaygxZiHp6_b_) mandale whats al cliente al Celular dandole las gracias, a los tres dias otro preguntando como le quedaron los lentes y 15 dias despues de ese uno con el cupon LENTES10',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: [
        'whatsapp/send_message',
        'delay/wait',
        'whatsapp/send_message',
        'delay/wait',
        'whatsapp/send_message',
      ],
      params: {
        '1.spreadsheet_id': '1J1_ypICVsdLnO9v2JJ81CXIkX1L2uSJaygxZiHp6_b_',
        '1.sheet_name': 'Ventas',
        '2.to': '{{trigger.record.Celular}}',
        '3.seconds': 259200,
        '4.to': '{{trigger.record.Celular}}',
        '5.seconds': 1296000,
        '6.to': '{{trigger.record.Celular}}',
        '6.message': contains('LENTES10'),
      },
    },
  ),
  one(
    'b24ai-21',
    'escuela de natacion (Mazatlan)',
    'Que onda, tengo una escuela de natacion en Mazatlan 🏊. Dos horas antes de cada clase del calendario, nomas si el lugar de la clase es la Alberca Norte, avisale al canal #salvavidas en slack con la hora de la clase, compa.',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '1.minutes_before': 120,
        '2.left': '{{trigger.location}}',
        '2.operator': { anyOf: ['equals', 'contains'] },
        '2.right': 'Alberca Norte',
        '3.channel': channel('salvavidas'),
        '3.message': contains('{{trigger.start}}'),
      },
    },
  ),
  one(
    'b24ai-22',
    'despacho contable (Torreon)',
    'Buenas, tengo un despacho contable en Torreon. Cada quincena, el 15 y el 30 a las 9 am, consulta en postgres la tabla declaraciones las que tengan estatus pendiente y mandame el listado a mi correo.',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 9 15,30 * *',
        '2.query': { containsAll: ['select', 'declaraciones', 'estatus'] },
        '3.to': OWNER_EMAIL,
        '3.body': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24ai-23',
    'consultorio pediatrico (Celaya)',
    'Hola, soy pediatra en Celaya. Media hora antes de cada consulta de mi calendario registra en postgres, en la tabla llegadas, el titulo y la hora de la cita, y manda un POST a https://pantalla.pediatracelaya.mx/api/turno con el nombre para que salga en la pantalla de la sala.',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['postgres/query', 'http/request'],
      params: {
        '1.minutes_before': 30,
        '2.query': { containsAll: ['insert', 'llegadas'] },
        '3.url': 'https://pantalla.pediatracelaya.mx/api/turno',
        '3.method': 'POST',
      },
    },
  ),

  // ───────────────────────── smart_forms_required (5) ─────────────────────────
  one(
    'b24ai-24',
    'salon de uñas (Tepic)',
    'Hola buenas, tengo un salon de uñas en Tepic 💅. Cada que una clienta llene el formulario de citas (nombre, servicio, hora) mandame un whats a mi con sus datos porfa.',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      asks: ['2.to'],
    },
  ),
  one(
    'b24ai-25',
    'estetica canina (Irapuato)',
    "Buenas, tengo una estetica canina en Irapuato 🐩. Cuando me llegue un correo con asunto 'reserva', avisale a mi equipo por slack con quien la mando y lo que dice el mensaje.",
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['slack/send_message'],
      params: { '1.query': contains('reserva') },
      asks: ['2.channel'],
    },
  ),
  one(
    'b24ai-26',
    'clases de musica (Xalapa)',
    'Hola, doy clases de musica en Xalapa 🎸. Diario a las 8 de la noche sacame las clases del dia de mi google calendar y guardalas en mi hoja de Asistencias, la de google sheets.',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'google_sheets/append_row'],
      params: { '1.cron_expression': '0 20 * * *', '3.sheet_name': 'Asistencias' },
      asks: ['3.spreadsheet_id'],
    },
  ),
  one(
    'b24ai-27',
    'consultorio de dermatologia (Campeche)',
    'Buen dia, soy dermatologa en Campeche. Cuando entre una cita nueva por el webhook de mi pagina (paciente, fecha, motivo) mandame un telegram con el paciente y el motivo, gracias.',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['telegram/send_message'],
      asks: ['2.chat_id'],
    },
  ),
  one(
    'b24ai-28',
    'taller de bicicletas (Colima)',
    'Que tal, tengo un taller de bicis en Colima 🚲. Cuando agregue un servicio en la hoja Servicios (sheet 1wSTQ-AFoJ_5hEdy6lBewY9JweNb_NbwN7tmZpQqfFa2), que tiene columnas Cliente, Bici y Total, mandale un correo al cliente con su ticket.',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1wSTQ-AFoJ_5hEdy6lBewY9JweNb_NbwN7tmZpQqfFa2',
        '1.sheet_name': 'Servicios',
      },
      asks: ['2.to'],
    },
  ),

  // ───────────────────────── clarification_needed (1) ─────────────────────────
  one(
    'b24ai-29',
    'estudio de tatuajes (Ensenada)',
    'Que tal, tengo un estudio de tatuajes en Ensenada. Cuando un cliente mande su diseño por el formulario quiero que se guarde en la nube y ya.',
    { status: 'clarification_needed' },
  ),

  // ───────────────────────── conversation (1) ─────────────────────────
  one(
    'b24ai-30',
    'consultorio de quiropractica (Cuernavaca)',
    'Hola, tengo un consultorio de quiropractica en Cuernavaca. Una pregunta antes de armar nada, al rato lo armo: si programo recordatorios, tengo que dejar la compu prendida para que se manden o Enlaza los manda solo?',
    { status: 'conversation' },
  ),

  // ───────────────────────── multi-turn follow-ups (10) ─────────────────────────
  {
    id: 'b24ai-31',
    business: 'escuela de regularizacion (Pachuca)',
    turns: [
      'Buenos dias, tengo una escuela de regularizacion en Pachuca. De lunes a viernes a las 7:30 lee la hoja Alumnos del sheet 1b3iR2vtGBSOMs8yjJuWCUXyJejVN2ZmALUDTdY5X1aA y manda la lista al grupo de telegram de maestros, chat -1009876543210.',
      'oye mejor que sea a las 6:45, los maestros entran temprano',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '1.cron_expression': '45 6 * * 1-5',
        '2.spreadsheet_id': '1b3iR2vtGBSOMs8yjJuWCUXyJejVN2ZmALUDTdY5X1aA',
        '2.sheet_name': 'Alumnos',
        '3.chat_id': chat('-1009876543210'),
      },
    },
  },
  {
    id: 'b24ai-32',
    business: 'llantera y alineacion (Mexicali)',
    turns: [
      'Que onda, tengo una llantera y alineacion en Mexicali. Cuando se agregue una fila en la hoja Servicios (sheet 1upJCfvdQHZ_tS-gOHVJaaQpUhz9SSZA4TGDv8HmY2hy), nomas si el Total es mayor a 2 mil pesos, mandale whats al encargado al 686 555 1234.',
      'siempre no, que sea arriba de 3,500',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.sheet_name': 'Servicios',
        '2.left': '{{trigger.record.Total}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [3500, '3500'] },
        '3.to': mx('6865551234'),
      },
    },
  },
  {
    id: 'b24ai-33',
    business: 'guarderia (Chihuahua)',
    turns: [
      'Buenas tardes, tengo una guarderia en Chihuahua. A mediodia de lunes a viernes lee la hoja Asistencia del sheet 130NWll8SmeceU588YBkUpVO_BTkRTv4lNLVBS7ZXhLk y manda la lista tal cual por correo a directora@guarderiachihuahua.mx',
      'Dos cambios: que sea a las 12:30 y que le llegue a coordinacion@guarderiachihuahua.mx en vez de a la directora',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 12 * * 1-5',
        '2.sheet_name': 'Asistencia',
        '3.to': 'coordinacion@guarderiachihuahua.mx',
      },
      reply: ['12:30', 'coordinacion@guarderiachihuahua.mx'],
    },
  },
  {
    id: 'b24ai-34',
    business: 'estudio de yoga (Oaxaca)',
    turns: [
      'Hola, tengo un estudio de yoga en Oaxaca 🧘‍♀️. Quiero un formulario de inscripcion con nombre, telefono y clase, y que se guarde en la hoja Alumnas del sheet 11gmhdtALO0LJg2HdFngmAowE0FofEWg7ERdNdmh12hz',
      'y al final mandale whats a la alumna dandole la bienvenida',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'clase'],
        '2.sheet_name': 'Alumnas',
        '3.to': '{{trigger.telefono}}',
      },
    },
  },
  {
    id: 'b24ai-35',
    business: 'ortodoncia (Zapopan)',
    turns: [
      "Buenas, soy ortodoncista en Zapopan. Cuando mi pagina mande una cita por webhook (paciente, telefono, fecha), crea el evento en google calendar 'Ajuste - paciente' y mandale whats al paciente con la fecha.",
      'antes de todo eso guarda la cita en la hoja Citas del sheet 1oUu2ZGQtMHkv_yTqQQZxr-U0zsDZIFgtkt1hhyPJNX6',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'google_calendar/create_event', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1oUu2ZGQtMHkv_yTqQQZxr-U0zsDZIFgtkt1hhyPJNX6',
        '2.sheet_name': 'Citas',
        '3.start': '{{trigger.body.fecha}}',
        '3.title': { containsAll: ['Ajuste', '{{trigger.body.paciente}}'] },
        '4.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24ai-36',
    business: 'salon de fiestas infantiles (Tlaxcala)',
    turns: [
      'Hola, tenemos un salon de fiestas infantiles en Tlaxcala 🎈. Formulario de reservacion con nombre, correo, fecha y paquete: crea el evento en google calendar en esa fecha y mandale un correo de confirmacion al cliente.',
      'despues del calendario avisame en slack en el canal #eventos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'slack/send_message', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'fecha', 'paquete'],
        '2.start': '{{trigger.fecha}}',
        '3.channel': channel('eventos'),
        '4.to': '{{trigger.correo}}',
      },
    },
  },
  {
    id: 'b24ai-37',
    business: 'escuela de manejo (Durango)',
    turns: [
      'Que tal, tengo una escuela de manejo en Durango 🚗. Cada lunes a las 8 lee mi google calendar de la semana, que la IA arme el rol de instructores y mandalo a mi correo y al telegram 44556677.',
      'quitale lo de telegram',
      'y que sea a las 7 en vez de las 8',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 7 * * 1',
        '3.prompt': contains('{{steps.2.output.events}}'),
        '4.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24ai-38',
    business: 'fotografo (San Miguel de Allende)',
    turns: [
      "Hola! soy fotografo en San Miguel de Allende 📸. Cuando me llegue un correo con asunto 'sesion', que la IA redacte una respuesta con mis paquetes, contestale al cliente, guarda el correo en la hoja Prospectos del sheet 1Qm7vTz0aLpX3kR9sWdY2nBc5HfJ8gUe4iOo6rEyM1tA y avisame en slack en #agenda.",
      'quita el penultimo paso',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'gmail/send_email', 'slack/send_message'],
      params: {
        '1.query': contains('sesion'),
        '3.to': '{{trigger.from}}',
        '3.body': contains('{{steps.2.output.text}}'),
        '4.channel': channel('agenda'),
      },
    },
  },
  {
    id: 'b24ai-39',
    business: 'consultorio de ginecologia (Tampico)',
    turns: [
      "Buenas, tengo un consultorio de ginecologia en Tampico. Cuando llegue una cita por el webhook de la pagina (paciente, fecha, motivo) mandale un correo a recepcion@ginetampico.mx con asunto 'Nueva cita' y el paciente, la fecha y el motivo.",
      'oye en vez de gmail usa mi correo SMTP, lo demas igual',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['email/send_email'],
      params: {
        '2.to': 'recepcion@ginetampico.mx',
        '2.subject': contains('Nueva cita'),
        '2.body': {
          containsAll: ['{{trigger.body.paciente}}', '{{trigger.body.fecha}}', '{{trigger.body.motivo}}'],
        },
      },
    },
  },
  {
    id: 'b24ai-40',
    business: 'podologia (Tuxtla Gutierrez)',
    turns: [
      'Buenas tardes, soy podologo en Tuxtla. Un dia antes de cada cita del calendario mandame whats al 961 123 4567 con el nombre de la cita y la hora.',
      'cambialo a dos horas antes',
      'no, mejor deshaz eso, dejalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': 1440,
        '2.to': mx('9611234567'),
        '2.message': { containsAll: ['{{trigger.title}}', '{{trigger.start}}'] },
      },
    },
  },
];
