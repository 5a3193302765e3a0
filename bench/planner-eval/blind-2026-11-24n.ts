/**
 * Blind evaluation batch "n", 2026-11-24.
 *
 * Written blind (from the brief, the node catalogue, the product spec and types.ts only): no
 * planner code, docs or other eval batch was read.
 *
 * Mix (40 cases, 40 different kinds of business, none repeated from batch "m"; regions and
 * registers varied):
 * - 24 one-turn plan_ready (01–05, 07–10, 12–14, 16–18, 21–24, 26–30);
 * - 4 smart_forms_required (06 Slack channel never named, 11 Gmail "al huésped" with no email in
 *   the data, 15 Telegram "avísame" with no chat id, 25 WhatsApp to the owner with no number
 *   while the Gmail recipient is bound to the form);
 * - 1 conversation (19, a pricing question), 1 clarification_needed "guárdalo en la nube" (20);
 * - 10 follow-ups, all plan_ready (31 replace the sheet, 32 remove a step by position, 33 add
 *   after a named step, 34 swap a service keeping its data, 35 undo the last change, 36 several
 *   changes in one message, 37 replace the recurrence and hour, 38 replace the phone, 39 add a
 *   step at the end, 40 remove a step by service).
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

const chat = (id: string) => ({ anyOf: [id, Number(id)] });
const containsAll = (...parts: string[]) => ({ containsAll: parts });
const anyOf = (...values: unknown[]) => ({ anyOf: values });
/** A Mexican phone as written, as 10 digits, or with the country code. */
const phone = (written: string) => {
  const ten = written.replace(/\D/g, '').slice(-10);
  return { anyOf: [written, ten, '+52' + ten, '52' + ten, '+521' + ten, '521' + ten] };
};
const slack = (name: string) => anyOf('#' + name, name);

export const blind20261124n: EvalCase[] = [
  one(
    'b24n-01',
    'marisquería (Mazatlán, sinaloense)',
    'Quiubo plebes! marisquería en Mazatlán. Cuando caiga un pedido al webhook (cliente, platillo, telefono) mándale whats a la cocina al 669 123 4567 con el platillo y apúntalo en la pestaña Pedidos de https://docs.google.com/spreadsheets/d/1MarisMzt01/edit',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message', 'google_sheets/append_row'],
      params: {
        '2.to': phone('669 123 4567'),
        '2.message': contains('{{trigger.body.platillo}}'),
        '3.spreadsheet_id': '1MarisMzt01',
        '3.sheet_name': 'Pedidos',
      },
    },
  ),
  one(
    'b24n-02',
    'refaccionaria (Torreón, norteño)',
    'Qué onda, refaccionaria en Torreón. Cada correo que llegue a Gmail con asunto Pedido guárdalo en la tabla pedidos_correo de mi Postgres con remitente, asunto y cuerpo',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['postgres/query'],
      params: {
        '1.query': contains('Pedido'),
        '2.query': containsAll('insert into pedidos_correo'),
      },
    },
  ),
  one(
    'b24n-03',
    'consultorio pediátrico (Guadalajara)',
    'Buenas tardes, consultorio pediátrico en Guadalajara. 24 horas antes de cada cita del Google Calendar mándame un Telegram al chat 1122334455 con el nombre del paciente (viene en el título) y la hora',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['telegram/send_message'],
      params: {
        '1.minutes_before': 1440,
        '2.chat_id': chat('1122334455'),
        '2.message': containsAll('{{trigger.title}}', '{{trigger.start}}'),
      },
    },
  ),
  one(
    'b24n-04',
    'academia de música (CDMX, emoji)',
    'Hola! academia de música en la Del Valle 🎸. Cuando alguien llene el formulario de clase muestra (nombre, correo, instrumento, fecha) crea el evento en Google Calendar y mándale confirmación por Gmail a su correo',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '2.start': '{{trigger.fecha}}',
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24n-05',
    'vivero (Xochimilco)',
    'Buen día, tengo un vivero en Xochimilco 🌱. Créame en mi Google Drive una carpeta que se llame Catalogo Primavera 2027, porfa',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_drive/create_folder'],
      params: {
        '2.name': 'Catalogo Primavera 2027',
      },
    },
  ),
  one(
    'b24n-06',
    'box de crossfit (San Pedro Garza García)',
    'Qué onda, box de crossfit en San Pedro. Todos los días a las 9 de la noche saca de Postgres las asistencias del día (tabla asistencias) y mándalas a Slack',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 21 * * *',
        '2.query': containsAll('select', 'from asistencias'),
      },
      asks: ['3.channel'],
    },
  ),
  one(
    'b24n-07',
    'estética canina (Querétaro)',
    "Hola, estética canina en Querétaro 🐶. Cuando alguien escriba al bot de Telegram pidiendo cita, guarda el chat y el mensaje en la pestaña Solicitudes de https://docs.google.com/spreadsheets/d/1GuauQro07/edit y contéstale 'Te confirmamos en un rato'",
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': '1GuauQro07',
        '2.sheet_name': 'Solicitudes',
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('Te confirmamos en un rato'),
      },
    },
  ),
  one(
    'b24n-08',
    'despacho jurídico (Mérida, formal)',
    'Buenas tardes. Despacho jurídico en Mérida. Cuando llegue a Gmail un correo con asunto Demanda, que la IA haga un resumen y envíelo desde nuestro correo SMTP del despacho (no Gmail) a socios@juridicomerida.mx',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'email/send_email'],
      params: {
        '1.query': contains('Demanda'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.to': 'socios@juridicomerida.mx',
        '3.body': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24n-09',
    'tlapalería (Puebla, números en letra)',
    'Buenas, tlapalería en Puebla. El día primero de cada mes a las ocho de la mañana lee la pestaña Gastos de https://docs.google.com/spreadsheets/d/1TlapaPue09/edit y mándale por Gmail las filas a mi contador, conta@tlapalerialuz.mx',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 8 1 * *',
        '2.spreadsheet_id': '1TlapaPue09',
        '2.sheet_name': 'Gastos',
        '3.to': 'conta@tlapalerialuz.mx',
        '3.body': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24n-10',
    'nail studio (Tijuana, Spanglish, emoji)',
    "Hiii 💅 nail studio en Tijuana. Cuando llegue un booking al webhook con name, email y service, mándale un Gmail a su email con subject 'See you soon!' y el código NAILS20 para su next visit",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['gmail/send_email'],
      params: {
        '2.to': '{{trigger.body.email}}',
        '2.subject': contains('See you soon'),
        '2.body': contains('NAILS20'),
      },
    },
  ),
  one(
    'b24n-11',
    'hostal (San Cristóbal de las Casas)',
    "Hola, tengo un hostal en San Cristóbal. Cuando llegue una reserva al webhook con nombre y fechas, mándale un Gmail al huésped con asunto 'Bienvenido a Casa Niebla' y las indicaciones para llegar",
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['gmail/send_email'],
      params: {
        '2.subject': contains('Casa Niebla'),
      },
      asks: ['2.to'],
    },
  ),
  one(
    'b24n-12',
    'cocina económica (CDMX, chilango)',
    'Qué onda! cocina económica en la Obrera. De lunes a viernes a las 11 mándale whats a la oficina de enfrente al 55 2468 1357 que ya está la comida corrida, con el codigo CORRIDA5',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 11 * * 1-5',
        '2.to': phone('55 2468 1357'),
        '2.message': contains('CORRIDA5'),
      },
    },
  ),
  one(
    'b24n-13',
    'taller de serigrafía (León)',
    'Buenas, taller de serigrafía en León. Cuando llegue un pedido de playeras al webhook (cliente, cantidad, diseño), que la IA arme una cotización y guárdala en Google Drive como cotizacion.txt',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['ai/generate_text', 'google_drive/upload_file'],
      params: {
        '3.name': 'cotizacion.txt',
        '3.content': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24n-14',
    'paletería (Tocumbo, Michoacán)',
    'Hola, paletería en Tocumbo. Diario a las diez de la mañana consulta https://api.elclima.mx/v1/tocumbo y mándame lo que responda al Telegram, chat 6677889900, pa saber cuánta paleta sacar',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 10 * * *',
        '2.url': 'https://api.elclima.mx/v1/tocumbo',
        '3.chat_id': chat('6677889900'),
        '3.message': contains('{{steps.2.output.body}}'),
      },
    },
  ),
  one(
    'b24n-15',
    'clínica de fisioterapia (Chihuahua)',
    'Buenas, clínica de fisioterapia en Chihuahua. Cuando un paciente llene el formulario de valoración (nombre, lesion, telefono) avísame por Telegram, y guárdalo en la tabla valoraciones de Postgres',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['telegram/send_message', 'postgres/query'],
      params: {
        '3.query': containsAll('insert into valoraciones'),
      },
      asks: ['2.chat_id'],
    },
  ),
  one(
    'b24n-16',
    'joyería de plata (Taxco, números en letra)',
    'Hola, joyería de plata en Taxco. Si por el webhook entra una venta (trae cliente y monto) de más de diez mil pesos, mándame un Gmail con asunto Venta grande y el nombre del cliente',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '2.left': '{{trigger.body.monto}}',
        '2.operator': 'greater_than',
        '2.right': 10000,
        '3.to': OWNER_EMAIL,
        '3.subject': contains('Venta grande'),
        '3.body': contains('{{trigger.body.cliente}}'),
      },
    },
  ),
  one(
    'b24n-17',
    'escuela de natación (Hermosillo)',
    'Qué tal, escuela de natación en Hermosillo. Cuando se agregue un alumno en la pestaña Inscritos de https://docs.google.com/spreadsheets/d/1NadaHmo17/edit, mándale whats al tutor al número de la columna Telefono con su horario de la columna Horario',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1NadaHmo17',
        '1.sheet_name': 'Inscritos',
        '2.to': '{{trigger.record.Telefono}}',
        '2.message': contains('{{trigger.record.Horario}}'),
      },
    },
  ),
  one(
    'b24n-18',
    'renta de autos (Cancún, Spanglish)',
    'Hello! renta de autos en Cancún. Todos los días a las 7 am revisa mis entregas de hoy en Google Calendar y mándaselas por whats al chofer al 998 765 4321',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '3.to': phone('998 765 4321'),
      },
    },
  ),
  one(
    'b24n-19',
    'nutrióloga (Monterrey)',
    'Hola buenas noches! soy nutrióloga en Monterrey, ¿el plan Starter ya incluye los formularios inteligentes o eso es hasta el Pro?',
    { status: 'conversation' },
  ),
  one(
    'b24n-20',
    'carnicería (Ciudad Obregón, sonorense)',
    'Qué onda, carnicería en Ciudad Obregón. Cada que llegue un pedido al webhook con cliente, cortes y kilos, guárdalo en la nube pa no perderlo',
    { status: 'clarification_needed' },
  ),
  one(
    'b24n-21',
    'tintorería (Guadalajara, tapatío)',
    'Buenas! tintorería en Chapalita. Cuando el webhook diga que la ropa está lista (cliente, telefono, folio) mándale whats al cliente, y si pasan 3 días mándale otro recordatorio con su folio',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message', 'delay/wait', 'whatsapp/send_message'],
      params: {
        '2.to': '{{trigger.body.telefono}}',
        '3.seconds': 259200,
        '4.to': '{{trigger.body.telefono}}',
        '4.message': contains('{{trigger.body.folio}}'),
      },
    },
  ),
  one(
    'b24n-22',
    'librería de viejo (Coyoacán, emoji)',
    'Hola, librería de viejo en Coyoacán 📚. Quiero que cuando alguien escriba a mi bot de Telegram, un agente de IA le recomiende libros según lo que pida y le conteste ahí mismo',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai_agent/run_agent', 'telegram/send_message'],
      params: {
        '2.prompt': contains('{{trigger.text}}'),
        '3.chat_id': '{{trigger.chat_id}}',
      },
    },
  ),
  one(
    'b24n-23',
    'agencia de marketing (CDMX, Spanglish)',
    "Hey team! agencia de marketing en la Roma. Cuando un cliente mande el form de 'reportar bug' (titulo, descripcion, url) crea un issue en GitHub en el repo pixelmx/sitios-clientes con el titulo y la descripcion",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['github/create_issue'],
      params: {
        '2.repository': 'pixelmx/sitios-clientes',
        '2.title': contains('{{trigger.titulo}}'),
        '2.body': contains('{{trigger.descripcion}}'),
      },
    },
  ),
  one(
    'b24n-24',
    'pizzería (Ensenada, emoji)',
    'Hola, pizzería en Ensenada 🍕. Cuando entre un pedido por el webhook y la cantidad sea mayor a tres pizzas, mándale whats al gerente al 646 111 2233 pa que prepare el horno grande',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.cantidad}}',
        '2.operator': 'greater_than',
        '2.right': 3,
        '3.to': phone('646 111 2233'),
      },
    },
  ),
  one(
    'b24n-25',
    'salón de fiestas infantiles (Tlalnepantla)',
    'Holaa, salón de fiestas infantiles en Tlalne 🎈. Cuando una mamá llene el form de apartado (nombre, correo, fecha, paquete) avísame por WhatsApp y mándale a ella un Gmail a su correo confirmando el apartado',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message', 'gmail/send_email'],
      params: {
        '3.to': '{{trigger.correo}}',
      },
      asks: ['2.to'],
    },
  ),
  one(
    'b24n-26',
    'taller de costura (Aguascalientes)',
    'Buenas, taller de costura en Aguascalientes. Cuando entre una fila nueva en la pestaña Encargos de https://docs.google.com/spreadsheets/d/1CosturaAgs26/edit, crea un evento en mi Google Calendar con la Clienta como título y la Entrega como fecha',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['google_calendar/create_event'],
      params: {
        '1.spreadsheet_id': '1CosturaAgs26',
        '1.sheet_name': 'Encargos',
        '2.title': contains('{{trigger.record.Clienta}}'),
        '2.start': '{{trigger.record.Entrega}}',
      },
    },
  ),
  one(
    'b24n-27',
    'distribuidora de abarrotes (Culiacán, números en letra)',
    'Quiubo, distribuidora de abarrotes en Culiacán. Cada lunes a las siete de la mañana saca de Postgres los pedidos de la semana de la tabla pedidos, que la IA haga un resumen y mándamelo por Gmail con asunto Resumen semanal',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 7 * * 1',
        '2.query': containsAll('select', 'from pedidos'),
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
        '4.subject': contains('Resumen semanal'),
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24n-28',
    'clínica de depilación láser (Polanco)',
    'Hola, clínica de depilación láser en Polanco. Cuando llegue a mi Gmail un correo de avisos@agendapro.mx, reenvía el asunto y el texto al Telegram de la recepción, chat 2233445566',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['telegram/send_message'],
      params: {
        '1.query': contains('avisos@agendapro.mx'),
        '2.chat_id': chat('2233445566'),
        '2.message': containsAll('{{trigger.subject}}', '{{trigger.body}}'),
      },
    },
  ),
  one(
    'b24n-29',
    'purificadora de agua (Mérida, yucateco)',
    'Bomba, tengo una purificadora en Mérida. Cuando llegue un pedido de garrafones al webhook (direccion, cantidad) mándale whats al repartidor al 999 321 6547 con la direccion y la cantidad, ya',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      params: {
        '2.to': phone('999 321 6547'),
        '2.message': containsAll('{{trigger.body.direccion}}', '{{trigger.body.cantidad}}'),
      },
    },
  ),
  one(
    'b24n-30',
    'escuela de regularización (Metepec)',
    'Hola, escuela de regularización en Metepec. Cuando un papá llene el formulario (alumno, grado, materia, telefono) guárdalo en la tabla alumnos de Postgres y mándame un Gmail con asunto Nuevo alumno',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '2.query': containsAll('insert into alumnos', 'alumno', 'grado', 'materia', 'telefono'),
        '3.to': OWNER_EMAIL,
        '3.subject': contains('Nuevo alumno'),
      },
    },
  ),

  // ---- follow-ups (the expectation is about the plan after the last turn) ----
  {
    id: 'b24n-31',
    business: 'taller de bicicletas (Guadalajara) — replace the sheet',
    turns: [
      'Qué onda, taller de bicis en Guadalajara. Cuando llegue una reparación al webhook (cliente, bici, falla) apúntala en la pestaña Octubre de https://docs.google.com/spreadsheets/d/1BiciGdl31/edit',
      'ya es noviembre jaja, mejor en la pestaña Noviembre',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row'],
      params: {
        '2.spreadsheet_id': '1BiciGdl31',
        '2.sheet_name': 'Noviembre',
      },
    },
  },
  {
    id: 'b24n-32',
    business: 'dulcería (San Luis Potosí) — remove a step by position',
    turns: [
      'Hola, dulcería en San Luis. Cuando llegue un pedido al webhook (cliente, telefono, total), guárdalo en la tabla pedidos de Postgres, avísame al Telegram 5566778899 y mándale whats al cliente a su telefono',
      'quita el paso 3',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '2.query': containsAll('insert into pedidos'),
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24n-33',
    business: 'agencia de seguros (Monterrey) — add a step after a named step',
    turns: [
      'Buen día, agencia de seguros en Monterrey. Cuando llegue una solicitud al formulario (nombre, correo, tipo de seguro), que la IA redacte una respuesta y mándasela por Gmail a su correo',
      'después de la IA, guarda lo que redactó en la pestaña Respuestas de https://docs.google.com/spreadsheets/d/1SegurosMty33/edit',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['ai/generate_text', 'google_sheets/append_row', 'gmail/send_email'],
      params: {
        '3.spreadsheet_id': '1SegurosMty33',
        '3.sheet_name': 'Respuestas',
        '4.to': '{{trigger.correo}}',
        '4.body': contains('{{steps.2.output.text}}'),
      },
    },
  },
  {
    id: 'b24n-34',
    business: 'coworking (CDMX, Roma) — swap a service keeping its data',
    turns: [
      "Hola! coworking en la Roma. Cuando alguien llene el form de visita (nombre, correo, fecha) mándame un Gmail con asunto 'Nueva visita' con el nombre y la fecha",
      'cambia el Gmail por Slack, al canal #recepcion',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['slack/send_message'],
      params: {
        '2.channel': slack('recepcion'),
        '2.message': containsAll('{{trigger.nombre}}', '{{trigger.fecha}}'),
      },
    },
  },
  {
    id: 'b24n-35',
    business: 'cervecería artesanal (Tijuana) — undo the last change',
    turns: [
      'Q onda, cervecería artesanal en Tijuana 🍺. Cuando llegue un pedido de barriles al webhook (cliente, litros) y los litros sean más de 100, avísame por Telegram al chat 8899001122',
      'sube el límite a 200 litros',
      'nah, mejor déjalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'telegram/send_message'],
      params: {
        '2.left': '{{trigger.body.litros}}',
        '2.operator': 'greater_than',
        '2.right': 100,
        '3.chat_id': chat('8899001122'),
      },
    },
  },
  {
    id: 'b24n-36',
    business: 'funeraria (Veracruz) — several changes in one message',
    turns: [
      'Buenas tardes, funeraria en Veracruz. Cuando llegue un servicio al webhook (familia, telefono, capilla) avisa en Slack al canal #guardia y mándale whats a la familia a su telefono con la capilla',
      'quita lo de Slack, antes del whats espera 15 minutos y al final apúntalo en la tabla servicios de Postgres',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['delay/wait', 'whatsapp/send_message', 'postgres/query'],
      params: {
        '2.seconds': 900,
        '3.to': '{{trigger.body.telefono}}',
        '3.message': contains('{{trigger.body.capilla}}'),
        '4.query': containsAll('insert into servicios'),
      },
    },
  },
  {
    id: 'b24n-37',
    business: 'vinícola (Valle de Guadalupe) — replace the recurrence and hour',
    turns: [
      "Hola, vinícola en Valle de Guadalupe 🍷. Cada viernes a las 4 de la tarde manda al canal #ventas de Slack 'Reserva tu cata del fin, código VINO15'",
      'que sea cada jueves y viernes a las 3 de la tarde',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['slack/send_message'],
      params: {
        '1.cron_expression': anyOf('0 15 * * 4,5', '0 15 * * 4-5'),
        '2.channel': slack('ventas'),
        '2.message': contains('VINO15'),
      },
    },
  },
  {
    id: 'b24n-38',
    business: 'club de pádel (Querétaro) — replace the phone',
    turns: [
      'Qué tal, club de pádel en Querétaro. Cuando alguien reserve cancha en el formulario (nombre, hora, cancha) mándale whats al encargado al 442 111 2222 con la cancha y la hora',
      'el encargado cambió, ahora es el 442 333 4444',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      params: {
        '2.to': phone('442 333 4444'),
        '2.message': containsAll('{{trigger.cancha}}', '{{trigger.hora}}'),
      },
    },
  },
  {
    id: 'b24n-39',
    business: 'tienda de artesanías (Pátzcuaro) — add a step at the end',
    turns: [
      "Buenas, tienda de artesanías en Pátzcuaro. Cuando llegue una venta en línea al webhook (cliente, email, pieza) mándale un Gmail al cliente a su email con asunto 'Gracias por apoyar lo hecho a mano'",
      "y al final avísame a mí por Gmail también, asunto 'Venta en línea'",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['gmail/send_email', 'gmail/send_email'],
      params: {
        '2.to': '{{trigger.body.email}}',
        '2.subject': contains('Gracias por apoyar lo hecho a mano'),
        '3.to': OWNER_EMAIL,
        '3.subject': contains('Venta en línea'),
      },
    },
  },
  {
    id: 'b24n-40',
    business: 'empresa de fumigación (Cancún) — remove a step by service',
    turns: [
      'Hola, empresa de fumigación en Cancún. Cada día a las 6 de la tarde lee la pestaña Servicios de https://docs.google.com/spreadsheets/d/1FumiCun40/edit, que la IA arme la ruta de mañana y mándala por Telegram al chat 1212343456 y a Discord https://discord.com/api/webhooks/222/fumiXYZ',
      'quítale lo de Discord',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 18 * * *',
        '2.spreadsheet_id': '1FumiCun40',
        '2.sheet_name': 'Servicios',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.chat_id': chat('1212343456'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  },
];
