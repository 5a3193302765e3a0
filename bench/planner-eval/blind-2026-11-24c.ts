/**
 * Blind evaluation batch C — written blind (brief only, no planner code), 2026-11-24.
 * Written from the brief, the node catalogue, the product spec and types.ts only.
 *
 * Mix (40 cases): 24 single-turn plans, 10 follow-up cases (replace a quoted message, insert a
 * step in the middle, remove an AI step, swap Telegram for WhatsApp and Discord for Slack keeping
 * the message, undo an added step, several changes, supplying a missing channel, change the days
 * of a schedule, append a wait and a message), 4 cases where the right answer is to ask (two of
 * them ask two fields), 1 clarification, 1 conversation. 40 different kinds of business.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

export const blind20261124c: EvalCase[] = [
  one(
    'b24c-01',
    'pollería',
    'Buenas, polleria El Gallo de Oro. Cuando caiga un pedido a mi webhook (cliente, direccion, telefono) mandalo al grupo de repartidores en telegram, chat -1004445556667, con la direccion',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['telegram/send_message'],
      params: {
        '2.chat_id': { anyOf: ['-1004445556667', -1004445556667] },
        '2.message': contains('{{trigger.body.direccion}}'),
      },
    },
  ),
  one(
    'b24c-02',
    'carnicería',
    'Hola q tal, carniceria Don Chuy. Cada sabado a las 7am lee los precios de la pestaña Precios de https://docs.google.com/spreadsheets/d/1DonChuy_Precios/edit, que la IA arme un mensaje de ofertas y mandalo a mi grupo de telegram -1002223334445',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 7 * * 6',
        '2.spreadsheet_id': '1DonChuy_Precios',
        '2.sheet_name': 'Precios',
        '4.chat_id': { anyOf: ['-1002223334445', -1002223334445] },
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24c-03',
    'zapatería',
    "Hola, zapateria en linea Pasos. Mi tienda manda webhook cada que cambia un pedido (email, pedido, estatus). Cuando el estatus sea enviado mandale al cliente un gmail con asunto 'Tu pedido va en camino'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '2.left': '{{trigger.body.estatus}}',
        '2.operator': 'equals',
        '2.right': 'enviado',
        '3.to': '{{trigger.body.email}}',
        '3.subject': 'Tu pedido va en camino',
      },
    },
  ),
  one(
    'b24c-04',
    'tienda de regalos',
    'Hola, tienda de regalos Detallitos. Cuando alguien llene el form de pedidos (nombre, regalo, fecha) anotalo en mi hoja de google, pestaña Ventas, y mandame un whatsapp a mi',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: { '2.sheet_name': 'Ventas' },
      asks: ['2.spreadsheet_id', '3.to'],
    },
  ),
  one(
    'b24c-05',
    'seguridad privada',
    "Hola, empresa de seguridad privada. Quiero un formulario de incidentes p/ los guardias (guardia, ubicacion, descripcion) que avise en slack #incidentes y me mande correo por gmail con asunto 'Incidente reportado'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['slack/send_message', 'gmail/send_email'],
      params: {
        '2.channel': '#incidentes',
        '3.to': OWNER_EMAIL,
        '3.subject': 'Incidente reportado',
      },
    },
  ),
  one(
    'b24c-06',
    'despacho de arquitectos',
    'Hola, despacho de arquitectura. Cuando alguien suba un plano a la carpeta https://drive.google.com/drive/folders/1Arq_Planos_2026 de google drive avisa en slack #proyectos',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['slack/send_message'],
      params: {
        '1.folder_id': '1Arq_Planos_2026',
        '2.channel': '#proyectos',
      },
    },
  ),
  one(
    'b24c-07',
    'ortodoncista',
    'Hola soy ortodoncista. Cada noche a las 8 revisa las citas de mañana en mi google calendar, que la IA haga un resumen y mandalo por whatsapp a mi asistente al 5522334455',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'ai/generate_text', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 20 * * *',
        '4.to': '5522334455',
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24c-08',
    'gestoría vehicular',
    'Hola, gestoria de tramites vehiculares. Form con nombre, telefono, placas y tramite; guarda todo en la tabla tramites de mi postgres y mandale un whatsapp al cliente con su confirmacion',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '2.query': { containsAll: ['insert into tramites', 'nombre', 'telefono', 'placas', 'tramite'] },
        '3.to': '{{trigger.telefono}}',
      },
    },
  ),
  one(
    'b24c-09',
    'escuela de robótica',
    'Hola! escuela de robotica para niños. Cuando los alumnos hagan push a nuestro repo de github avisa en el discord del club, webhook https://discord.com/api/webhooks/5550001/roboKids',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['discord/send_message'],
      params: { '2.webhook_url': 'https://discord.com/api/webhooks/5550001/roboKids' },
    },
  ),
  one(
    'b24c-10',
    'tienda de videojuegos',
    "Hola, tienda de videojuegos. Las preventas llegan a un webhook con gamertag, juego y email; guardalas en la pestaña Preventas de https://docs.google.com/spreadsheets/d/1Gamer_Prev_88/edit y mandale al cliente gmail con asunto 'Preventa confirmada'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': '1Gamer_Prev_88',
        '2.sheet_name': 'Preventas',
        '3.to': '{{trigger.body.email}}',
        '3.subject': 'Preventa confirmada',
      },
    },
  ),
  one(
    'b24c-11',
    'bar',
    'jajaja gracias!! eres lo maximo, ahorita ando atendiendo el bar, luego te escribo pa armar lo de las promos',
    { status: 'conversation' },
  ),
  one(
    'b24c-12',
    'restaurante vegano',
    'Hola, tengo un restaurante vegano y quiero conectar mis reservas con algo para que me lleguen avisos, como le hago?',
    { status: 'clarification_needed' },
  ),
  one(
    'b24c-13',
    'estética canina',
    'Hola, estetica canina Huellitas. Form de citas con dueño, telefono, mascota y fecha; crea el evento en mi google calendar con el nombre de la mascota y mandale whatsapp al dueño confirmando',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'whatsapp/send_message'],
      params: {
        '2.title': contains('{{trigger.mascota}}'),
        '2.start': '{{trigger.fecha}}',
        '3.to': '{{trigger.telefono}}',
      },
    },
  ),
  one(
    'b24c-14',
    'guardería',
    "Hola, guarderia Pequeños Pasos. Quiero un boton que mande a mi grupo de papas en telegram (chat -1007778889990) el mensaje 'Hoy salimos temprano, favor de recoger a sus peques a las 2'",
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['telegram/send_message'],
      params: {
        '2.chat_id': { anyOf: ['-1007778889990', -1007778889990] },
        '2.message': 'Hoy salimos temprano, favor de recoger a sus peques a las 2',
      },
    },
  ),
  one(
    'b24c-15',
    'academia de regularización',
    'Hola, academia de regularizacion. En https://docs.google.com/spreadsheets/d/1Regu_Calif/edit pestaña Calificaciones, cuando se agregue una fila con Calificacion menor a 6 mandale whatsapp al tutor al numero de la columna Telefono',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1Regu_Calif',
        '1.sheet_name': 'Calificaciones',
        '2.left': '{{trigger.record.Calificacion}}',
        '2.operator': 'less_than',
        '2.right': 6,
        '3.to': '{{trigger.record.Telefono}}',
      },
    },
  ),
  one(
    'b24c-16',
    'publicidad exterior',
    'Hola, rentamos espectaculares. Cada lunes a las 8 am consulta la API https://api.espectaculares.mx/ocupacion, que la IA me haga un resumen de la ocupacion y me lo mande por gmail',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 8 * * 1',
        '2.url': 'https://api.espectaculares.mx/ocupacion',
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24c-17',
    'vinatería',
    'Hola, vinateria La Cava. Cuando llegue un pedido a mi webhook (cliente, vinos, total) avisame por whatsapp y tambien por telegram, porfa',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message', 'telegram/send_message'],
      asks: ['2.to', '3.chat_id'],
    },
  ),
  one(
    'b24c-18',
    'productora de video',
    "Hola, productora de video. Form de cotizacion con nombre, email, tipo y presupuesto; si el presupuesto es de 20 mil o mas mandame un gmail con asunto 'Proyecto grande'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '2.left': '{{trigger.presupuesto}}',
        '2.operator': 'greater_or_equal',
        '2.right': 20000,
        '3.to': OWNER_EMAIL,
        '3.subject': 'Proyecto grande',
      },
    },
  ),
  one(
    'b24c-19',
    'agencia aduanal',
    'Hola, agencia aduanal. Cada correo nuevo de gmail registralo en la pestaña Correos de https://docs.google.com/spreadsheets/d/1Aduana_Log/edit y avisa en slack #operaciones',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row', 'slack/send_message'],
      params: {
        '2.spreadsheet_id': '1Aduana_Log',
        '2.sheet_name': 'Correos',
        '3.channel': '#operaciones',
      },
    },
  ),
  one(
    'b24c-20',
    'anfitrión de Airbnb',
    "Hola, rento 3 departamentos en airbnb. 3 horas antes de cada check-in de mi google calendar mandale whatsapp a la señora de limpieza al 9981112233: 'Prepara el depa, hay check-in en 3 horas'",
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': 180,
        '2.to': '9981112233',
        '2.message': 'Prepara el depa, hay check-in en 3 horas',
      },
    },
  ),
  one(
    'b24c-21',
    'granja de huevo',
    'Buenos dias, tengo una granja de huevo. Todos los dias a las 5 de la mañana recuerdame por whatsapp que hay que recoger el huevo',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['whatsapp/send_message'],
      params: { '1.cron_expression': '0 5 * * *' },
      asks: ['2.to'],
    },
  ),
  one(
    'b24c-22',
    'fábrica de uniformes',
    'Hola, fabrica de uniformes escolares. Pedidos llegan a un webhook con escuela, cantidad y email; mandalos por POST a https://produccion.uniformes-sol.mx/api/ordenes y mandale un gmail al cliente confirmando',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['http/request', 'gmail/send_email'],
      params: {
        '2.url': 'https://produccion.uniformes-sol.mx/api/ordenes',
        '2.method': 'POST',
        '3.to': '{{trigger.body.email}}',
      },
    },
  ),
  one(
    'b24c-23',
    'tienda de electrónica',
    "Hola, tienda de electronica. Form de garantias (nombre, correo, producto, falla): primero guardalo en postgres tabla garantias y luego mandale al cliente por nuestro correo smtp el acuse con asunto 'Garantia recibida'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'email/send_email'],
      params: {
        '2.query': { containsAll: ['insert into garantias', 'nombre', 'correo', 'producto', 'falla'] },
        '3.to': '{{trigger.correo}}',
        '3.subject': 'Garantia recibida',
      },
    },
  ),
  one(
    'b24c-24',
    'academia de taekwondo',
    'Hola, academia de taekwondo. El dia 5 de cada mes a las 9 lee la pestaña Pagos de https://docs.google.com/spreadsheets/d/1TKD_Pagos/edit, que la IA me diga quien no ha pagado y me lo mande a mi gmail',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 9 5 * *',
        '2.spreadsheet_id': '1TKD_Pagos',
        '2.sheet_name': 'Pagos',
        '4.to': OWNER_EMAIL,
      },
    },
  ),
  one(
    'b24c-25',
    'tienda naturista',
    'Hola, tienda naturista. Cada lunes temprano a las 7 lee el inventario de mi google sheets, pestaña Stock, y mandalo a slack',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'slack/send_message'],
      params: { '1.cron_expression': '0 7 * * 1', '2.sheet_name': 'Stock' },
      asks: ['2.spreadsheet_id', '3.channel'],
    },
  ),
  one(
    'b24c-26',
    'consultora de reclutamiento',
    'Hola, consultora de recursos humanos. Cada correo con CV que me llegue a gmail que la IA lo evalue y guarde el resultado en la pestaña Candidatos de https://docs.google.com/spreadsheets/d/1RH_Cand_2026/edit',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row'],
      params: {
        '3.spreadsheet_id': '1RH_Cand_2026',
        '3.sheet_name': 'Candidatos',
      },
    },
  ),
  one(
    'b24c-27',
    'tintorería',
    'Hola, tintoreria La Elegante. Todos los dias a las 7 de la noche busca en postgres, tabla pedidos, los que estan listos y no han recogido, y mandalos a telegram al chat 60606060',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 19 * * *',
        '2.query': { containsAll: ['select', 'pedidos'] },
        '3.chat_id': { anyOf: ['60606060', 60606060] },
      },
    },
  ),
  one(
    'b24c-28',
    'dulcería',
    "Hola, dulceria y piñatas. Cuando llegue un pedido a mi webhook responde con el mensaje 'Pedido recibido' y avisame en telegram al chat 70070070",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['webhook/respond', 'telegram/send_message'],
      params: { '3.chat_id': { anyOf: ['70070070', 70070070] } },
    },
  ),
  one(
    'b24c-29',
    'consultorio oftalmológico',
    'Hola, soy oftalmologo. Un dia antes de cada cita de mi google calendar mandame un correo por gmail con el titulo de la cita',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['gmail/send_email'],
      params: {
        '1.minutes_before': 1440,
        '2.to': OWNER_EMAIL,
      },
    },
  ),
  one(
    'b24c-30',
    'tienda de ropa infantil',
    'Hola, ropa para bebe Mi Angelito. En la pestaña Apartados de https://docs.google.com/spreadsheets/d/1Angelito_Ap/edit, por cada apartado nuevo mandale gmail a la clienta (columna Correo) y tambien whatsapp (columna Celular)',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1Angelito_Ap',
        '1.sheet_name': 'Apartados',
        '2.to': '{{trigger.record.Correo}}',
        '3.to': '{{trigger.record.Celular}}',
      },
    },
  ),
  {
    id: 'b24c-31',
    business: 'tamalería',
    turns: [
      "Buenos dias, tamaleria Doña Mary. Diario a las 6 am manda a mi grupo de telegram -1003332221110 el mensaje 'Ya hay tamales!'",
      "cambia el mensaje a 'Tamales y champurrado listos desde las 6!'",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: {
        '1.cron_expression': '0 6 * * *',
        '2.chat_id': { anyOf: ['-1003332221110', -1003332221110] },
        '2.message': 'Tamales y champurrado listos desde las 6!',
      },
    },
  },
  {
    id: 'b24c-32',
    business: 'organizadora de tours',
    turns: [
      'Hola, organizamos tours en Guanajuato. Form de reservas (nombre, email, tour, fecha): guardalo en la pestaña Reservas de https://docs.google.com/spreadsheets/d/1Tours_Gto/edit y mandale al turista un gmail confirmando',
      'entre el guardado y el correo mete un aviso a slack en #guias',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'slack/send_message', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': '1Tours_Gto',
        '2.sheet_name': 'Reservas',
        '3.channel': '#guias',
        '4.to': '{{trigger.email}}',
      },
    },
  },
  {
    id: 'b24c-33',
    business: 'tostador de café',
    turns: [
      'Hola, tostamos cafe de especialidad. Cada correo de pedido que me llegue a gmail que la IA lo resuma y lo mande a slack #pedidos',
      'quita lo de la IA, manda el correo tal cual',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['slack/send_message'],
      params: {
        '2.channel': '#pedidos',
        '2.message': contains('{{trigger.'),
      },
    },
  },
  {
    id: 'b24c-34',
    business: 'centro de terapias',
    turns: [
      "Hola, centro de terapias de lenguaje. Cuando mi pagina mande un webhook de paciente nuevo (paciente, telefono) mandame a telegram al chat 80808080 el mensaje 'Llego un paciente nuevo'",
      'cambia telegram por whatsapp, a mi numero 5566001122',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      params: {
        '2.to': '5566001122',
        '2.message': 'Llego un paciente nuevo',
      },
    },
  },
  {
    id: 'b24c-35',
    business: 'tienda de instrumentos musicales',
    turns: [
      'Hola, tienda de instrumentos. Cuando se venda algo en linea me llega webhook con producto y total; avisalo en slack #ventas',
      'agrega al final que tambien me mande un correo por gmail',
      'mejor no, deshazlo',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['slack/send_message'],
      params: { '2.channel': '#ventas' },
    },
  },
  {
    id: 'b24c-36',
    business: 'limpieza a domicilio',
    turns: [
      'Hola, servicio de limpieza a domicilio. Form de agenda con nombre, telefono, direccion y fecha: crea el evento en google calendar y mandale whatsapp al cliente confirmando',
      'quita lo del calendario y agrega al inicio que se guarde en la pestaña Servicios de https://docs.google.com/spreadsheets/d/1Limpieza_Srv/edit',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1Limpieza_Srv',
        '2.sheet_name': 'Servicios',
        '3.to': '{{trigger.telefono}}',
      },
    },
  },
  {
    id: 'b24c-37',
    business: 'fumigadora',
    turns: [
      'Hola, fumigaciones Sin Plagas. Cuando alguien pida servicio en mi formulario (nombre, telefono, direccion, plaga) avisame por slack',
      'el canal es #servicios',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['slack/send_message'],
      params: { '2.channel': '#servicios' },
    },
  },
  {
    id: 'b24c-38',
    business: 'taller de herrería',
    turns: [
      "Hola, herreria Hierro Forjado. Todos los lunes a las 8 am mandale whatsapp a mi encargado al 8441230987 diciendo 'Revisar pedidos de la semana'",
      'mejor los martes y jueves a la misma hora',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 8 * * 2,4',
        '2.to': '8441230987',
        '2.message': 'Revisar pedidos de la semana',
      },
    },
  },
  {
    id: 'b24c-39',
    business: 'salón de fiestas infantiles',
    turns: [
      "Hola, salon de fiestas infantiles Brincolines. Form de reservas (nombre, fecha, paquete) y que mande al discord del equipo https://discord.com/api/webhooks/4443332/brinco el mensaje 'Nueva reserva de fiesta'",
      'ya no usamos discord, pasalo a slack al canal #fiestas',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['slack/send_message'],
      params: {
        '2.channel': '#fiestas',
        '2.message': 'Nueva reserva de fiesta',
      },
    },
  },
  {
    id: 'b24c-40',
    business: 'escuela de cocina',
    turns: [
      "Hola, escuela de cocina Sazon. En la pestaña Inscritos de https://docs.google.com/spreadsheets/d/1Sazon_Insc/edit por cada alumno nuevo mandale gmail a la columna Email con asunto 'Bienvenido al curso'",
      'agrega despues del correo que espere 30 minutos y le mande un whatsapp al numero de la columna Telefono',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email', 'delay/wait', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1Sazon_Insc',
        '1.sheet_name': 'Inscritos',
        '2.to': '{{trigger.record.Email}}',
        '2.subject': 'Bienvenido al curso',
        '3.seconds': 1800,
        '4.to': '{{trigger.record.Telefono}}',
      },
    },
  },
];
