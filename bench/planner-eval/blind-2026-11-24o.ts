/**
 * Blind evaluation batch "o" — written blind (from the brief, the node catalogue, the product
 * spec and types.ts only), 2026-11-24.
 *
 * Mix (40 cases, 40 different kinds of business):
 * - 23 one-turn `plan_ready` (b24o-01…b24o-23): webhook, form, schedule (daily, weekly, monthly),
 *   Gmail new email, Sheets new row, Drive new file, Calendar event starting, Telegram new message
 *   and manual triggers; filters (greater_than, greater_or_equal (the brief wrote greater_than_or_equal; corrected)), delay, AI, Postgres,
 *   HTTP, Discord, GitHub, SMTP email, webhook respond.
 * - 5 `smart_forms_required` (b24o-24…b24o-28): WhatsApp number for the owner, Slack channel,
 *   spreadsheet never identified, Telegram chat id for the owner, customer email the data lacks.
 * - 1 `clarification_needed` (b24o-29: "guárdalo en la nube").
 * - 1 `conversation` (b24o-30: greeting + pricing question).
 * - 10 follow-ups (b24o-31…b24o-40): replace hour, replace threshold, replace recipient, add a
 *   step at the end, add a step first, add a step after a named step, remove a step by service,
 *   swap a service keeping its data, undo ("déjalo como estaba", 3 turns), several changes in one
 *   message (hour + sheet + remove by position).
 * Registers: chilango, norteño, tapatío, yucateco, Spanglish, no accents/typos, numbers in words, emoji.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

const chat = (id: string) => ({ anyOf: [id, Number(id)] });

export const blind20261124o: EvalCase[] = [
  // ---------------------------------------------------------------- plan_ready, one turn
  one(
    'b24o-01',
    'academia de baile',
    'Qué onda, tengo una academia de salsa en la Roma. Cuando alguien llene el formulario de inscripción (nombre, correo, horario) guárdalo en la hoja Alumnos de https://docs.google.com/spreadsheets/d/1AbCsalsaRoma77/edit y mándale por Gmail un correo de bienvenida a la persona',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': '1AbCsalsaRoma77',
        '2.sheet_name': 'Alumnos',
        '3.to': '{{trigger.correo}}',
        '3.body': contains('bienvenid'),
      },
    },
  ),
  one(
    'b24o-02',
    'lavandería',
    'Buenas, tengo una lavandería en Monterrey. Cada sábado a las 8 de la mañana ocupo que me lleguen a mi Gmail los pedidos de la hoja Pendientes del archivo con id 1LavaMty_pend2026, nomás eso compa',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 8 * * 6',
        '2.spreadsheet_id': '1LavaMty_pend2026',
        '2.sheet_name': 'Pendientes',
        '3.to': OWNER_EMAIL,
        '3.body': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24o-03',
    'consultorio de nutrición',
    'Hola! soy nutrióloga aquí en Guadalajara. Cada que me llegue un correo con asunto "Dudas plan" que la IA me haga un resumen cortito y me lo mande a Telegram al chat 55123987, porfa',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'telegram/send_message'],
      params: {
        '1.query': contains('Dudas plan'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.chat_id': chat('55123987'),
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24o-04',
    'taller de costura',
    'Bomba! tengo un taller de costura en Mérida. Cada que caiga una fila nueva en la hoja Encargos del spreadsheet 1CosturaMid_88, mándale WhatsApp a la clienta a su Telefono diciendo que ya recibimos su encargo, ¿sí se puede?',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1CosturaMid_88',
        '1.sheet_name': 'Encargos',
        '2.to': '{{trigger.record.Telefono}}',
        '2.message': contains('encargo'),
      },
    },
  ),
  one(
    'b24o-05',
    'cafetería de especialidad',
    'Hey! tenemos un specialty coffee shop en la Condesa. Quiero un webhook para los orders de la app: cuando llegue uno, post en Slack al canal #baristas con los campos producto y cliente, and then respond con status 200',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['slack/send_message', 'webhook/respond'],
      params: {
        '2.channel': { anyOf: ['#baristas', 'baristas'] },
        '2.message': { containsAll: ['{{trigger.body.producto}}', '{{trigger.body.cliente}}'] },
        '3.status': 200,
      },
    },
  ),
  one(
    'b24o-06',
    'agencia de viajes',
    'Buen día, somos agencia de viajes en Puebla. Cada lunes a las 10 am consulta la API https://api.vuelos-promo.mx/ofertas, que la IA escriba un post con esas ofertas y publícalo en nuestro Discord con el webhook https://discord.com/api/webhooks/998877/promoVIAJES',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'ai/generate_text', 'discord/send_message'],
      params: {
        '1.cron_expression': '0 10 * * 1',
        '2.url': 'https://api.vuelos-promo.mx/ofertas',
        '3.prompt': contains('{{steps.2.output.body}}'),
        '4.webhook_url': 'https://discord.com/api/webhooks/998877/promoVIAJES',
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24o-07',
    'mueblería',
    'hola tengo una muebleria en leon gto. kiero q cuando alguien llene el formulario de cotizacion con nombre telefono y mueble se guarde en la tabla cotizaciones de mi base postgres y le llegue whatsapp al cliente diciendo q en 24 hrs le mandamos precio',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '2.query': { containsAll: ['insert into cotizaciones', 'nombre', 'telefono', 'mueble'] },
        '3.to': '{{trigger.telefono}}',
        '3.message': contains('24'),
      },
    },
  ),
  one(
    'b24o-08',
    'refaccionaria',
    'Quiubo, tengo una refaccionaria en Chihuahua. Cuando caiga un pedido por el webhook, si el total es mayor a ocho mil pesos avísale al canal #mayoreo en Slack con el folio del pedido',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': 8000,
        '3.channel': { anyOf: ['#mayoreo', 'mayoreo'] },
        '3.message': contains('{{trigger.body.folio}}'),
      },
    },
  ),
  one(
    'b24o-09',
    'estética canina',
    'Holaa 🐶✨ tengo una estética canina en San Luis Potosí. Quiero que 30 minutos antes de cada cita de mi Google Calendar me llegue un mensaje a Telegram al chat 7788112 con el nombre de la cita y la hora 🛁',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['telegram/send_message'],
      params: {
        '1.minutes_before': 30,
        '2.chat_id': chat('7788112'),
        '2.message': { containsAll: ['{{trigger.title}}', '{{trigger.start}}'] },
      },
    },
  ),
  one(
    'b24o-10',
    'despacho de abogados',
    'Buenas tardes. Somos un despacho de abogados en Polanco. Cuando llegue a nuestro Gmail un correo con asunto "Demanda", favor de crear un issue en el repositorio despacho-lex/expedientes de GitHub con el asunto como título y el cuerpo del correo como descripción.',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['github/create_issue'],
      params: {
        '1.query': contains('Demanda'),
        '2.repository': 'despacho-lex/expedientes',
        '2.title': contains('{{trigger.subject}}'),
        '2.body': contains('{{trigger.body}}'),
      },
    },
  ),
  one(
    'b24o-11',
    'panadería artesanal',
    'Buenos días, tengo una panadería artesanal en Oaxaca. Todos los días a las seis y media de la mañana mándame un correo por Gmail con asunto "Hornear hoy" recordándome prender el horno de leña',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['gmail/send_email'],
      params: {
        '1.cron_expression': '30 6 * * *',
        '2.to': OWNER_EMAIL,
        '2.subject': contains('Hornear hoy'),
        '2.body': contains('horno'),
      },
    },
  ),
  one(
    'b24o-12',
    'tienda de bicicletas',
    'Qué tal! tienda de bicis en Xalapa. Cuando se suba un archivo nuevo a la carpeta de Drive con id 1BiciFacturasXal quiero que se avise en el canal #facturas de Slack',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['slack/send_message'],
      params: {
        '1.folder_id': '1BiciFacturasXal',
        '2.channel': { anyOf: ['#facturas', 'facturas'] },
      },
    },
  ),
  one(
    'b24o-13',
    'óptica',
    'Hola, óptica en Toluca. Cuando entre una fila nueva en la hoja Lentes del spreadsheet 1OpticaTol_lentes, espera dos horas y luego mándale WhatsApp al paciente (columna Celular) avisando que sus lentes ya están listos para recoger.',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1OpticaTol_lentes',
        '1.sheet_name': 'Lentes',
        '2.seconds': 7200,
        '3.to': '{{trigger.record.Celular}}',
        '3.message': contains('listos'),
      },
    },
  ),
  one(
    'b24o-14',
    'cervecería artesanal',
    'Qué pues, tenemos una cervecería artesanal en Guanatos. Cada viernes a las 5 de la tarde saca de postgres las ventas de la semana (tabla ventas), que la IA haga un resumen y lo mande al canal #socios de Slack',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 17 * * 5',
        '2.query': { containsAll: ['select', 'from ventas'] },
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.channel': { anyOf: ['#socios', 'socios'] },
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24o-15',
    'escuela de natación',
    'Hola! escuela de natación en Cancún. Quiero mandar ahorita un WhatsApp al 998 123 4567 diciendo que mañana la alberca está cerrada por mantenimiento',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['whatsapp/send_message'],
      params: {
        '2.to': { anyOf: ['9981234567', '+529981234567', '529981234567', '998 123 4567'] },
        '2.message': contains('cerrada'),
      },
    },
  ),
  one(
    'b24o-16',
    'estudio de tatuajes',
    'yo! tattoo studio en Tijuana 🖤 when someone fills the form de citas (nombre, email, idea) pásale la idea a la IA para que la describa mejor y send me el resultado a mi correo por Gmail 🔥',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '2.prompt': contains('{{trigger.idea}}'),
        '3.to': OWNER_EMAIL,
        '3.body': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24o-17',
    'vivero',
    'Buenas, tengo un vivero en Cuernavaca. Cuando le escriban a mi bot de Telegram, que la IA conteste las dudas sobre cuidados de plantas y le responda a la misma persona por Telegram',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai/generate_text', 'telegram/send_message'],
      params: {
        '2.prompt': contains('{{trigger.text}}'),
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24o-18',
    'papelería',
    'Hola, papelería escolar en Saltillo. El día primero de cada mes a las 9 am mándame por Gmail un recordatorio con asunto "Pedido a proveedores" para no olvidar surtir',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['gmail/send_email'],
      params: {
        '1.cron_expression': '0 9 1 * *',
        '2.to': OWNER_EMAIL,
        '2.subject': contains('Pedido a proveedores'),
      },
    },
  ),
  one(
    'b24o-19',
    'joyería',
    'Hola, joyería en San Miguel de Allende. La pasarela de pagos nos manda un webhook; si el monto es de 20 mil o más, manda un correo por nuestro SMTP a gerencia@joyeriaaurea.mx con asunto "Venta grande"',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'email/send_email'],
      params: {
        '2.left': '{{trigger.body.monto}}',
        // Corrected after the first run: the writer's brief named the operator 'greater_than_or_equal'; the
        // catalogue's filter (server/nodes/compare.ts) calls it 'greater_or_equal'.
        '2.operator': 'greater_or_equal',
        '2.right': 20000,
        '3.to': 'gerencia@joyeriaaurea.mx',
        '3.subject': contains('Venta grande'),
      },
    },
  ),
  one(
    'b24o-20',
    'reparación de celulares',
    'Qué onda, reparo celulares en Iztapalapa. Los correos que me llegan con asunto Garantia quiero que se vayan guardando en la hoja Garantias de https://docs.google.com/spreadsheets/d/1CelGarantia_IZT/edit (quién lo manda, asunto y el texto)',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row'],
      params: {
        '1.query': contains('Garantia'),
        '2.spreadsheet_id': '1CelGarantia_IZT',
        '2.sheet_name': 'Garantias',
      },
    },
  ),
  one(
    'b24o-21',
    'inmobiliaria',
    'Hola, inmobiliaria en Playa del Carmen. Cuando alguien llene el formulario "Quiero visitar" con nombre, correo y fecha, crea un evento en Google Calendar llamado Visita con el nombre de la persona, en esa fecha',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event'],
      params: {
        '2.title': { containsAll: ['Visita', '{{trigger.nombre}}'] },
        '2.start': '{{trigger.fecha}}',
      },
    },
  ),
  one(
    'b24o-22',
    'salón de eventos',
    'Buenas noches, salón de eventos en Aguascalientes. Cada domingo a las 8 de la noche revisa los eventos de la semana en mi Google Calendar y mándalos al grupo de Telegram -100223344',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 20 * * 0',
        '3.chat_id': chat('-100223344'),
      },
    },
  ),
  one(
    'b24o-23',
    'autolavado',
    'Qué tal, autolavado en Hermosillo. Cuando llegue un webhook de la app de citas con nombre, telefono y servicio, mándale al cliente un WhatsApp con el cupón LAVA15 para su próxima visita',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      params: {
        '2.to': '{{trigger.body.telefono}}',
        '2.message': contains('LAVA15'),
      },
    },
  ),

  // ---------------------------------------------------------------- smart forms
  one(
    'b24o-24',
    'pastelería',
    'Hola! tengo una pastelería en Morelia 🎂. Cuando llegue un pedido por el formulario (nombre, pastel, fecha de entrega) avísame por WhatsApp',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      asks: ['2.to'],
    },
  ),
  one(
    'b24o-25',
    'fumigadora',
    'Buenas, fumigadora en Culiacán. Cada que me llegue un correo con asunto "Servicio urgente" pásalo a Slack para que el equipo lo vea rápido',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['slack/send_message'],
      params: { '1.query': contains('Servicio urgente') },
      asks: ['2.channel'],
    },
  ),
  one(
    'b24o-26',
    'escuela de música',
    'Hola, tenemos una escuela de música en Tlalpan. Cuando alguien se inscriba por el formulario (nombre, instrumento, teléfono) guarda sus datos en una hoja de cálculo de Google',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row'],
      asks: ['2.spreadsheet_id', '2.sheet_name'],
    },
  ),
  one(
    'b24o-27',
    'carnicería',
    'Buenas, carnicería en Hermosillo centro. Cada mañana a las 7 mándame por Telegram un recordatorio de revisar la temperatura de las cámaras de refrigeración',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: { '1.cron_expression': '0 7 * * *' },
      asks: ['2.chat_id'],
    },
  ),
  one(
    'b24o-28',
    'estudio fotográfico',
    'Hola, estudio de fotografía en Zacatecas. Cuando llegue un webhook de reserva con nombre, paquete y fecha, mándale al cliente un correo por Gmail confirmando su sesión',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['gmail/send_email'],
      asks: ['2.to'],
    },
  ),

  // ---------------------------------------------------------------- clarification, conversation
  one(
    'b24o-29',
    'vinatería',
    'Hola, tengo una vinatería en Ensenada. Cada que alguien llene el formulario de registro a catas, guárdalo en la nube porfa',
    { status: 'clarification_needed' },
  ),
  one(
    'b24o-30',
    'tortillería',
    'Buenas tardes, tengo una tortillería en Tlaxcala. Oigan, ¿y esto cuánto cuesta al mes? ¿tienen algún plan gratis para empezar?',
    { status: 'conversation' },
  ),

  // ---------------------------------------------------------------- follow-ups
  {
    id: 'b24o-31',
    business: 'estudio de yoga',
    turns: [
      'Hola, estudio de yoga en Tulum 🧘‍♀️. Todos los días a las 6 de la mañana manda al grupo de Telegram -1009988 el mensaje "Clase de hoy a las 7, traigan su tapete"',
      'mejor que sea a las cinco y media 🙏',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: {
        '1.cron_expression': '30 5 * * *',
        '2.chat_id': chat('-1009988'),
        '2.message': contains('tapete'),
      },
    },
  },
  {
    id: 'b24o-32',
    business: 'distribuidora de abarrotes',
    turns: [
      'Qué onda, distribuidora de abarrotes en Torreón. Cuando entre un pedido por el webhook y el total sea mayor a 3 mil, avisa en Slack al canal #pedidos-grandes con el cliente y el total',
      'siempre no, que sea arriba de 10 mil',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': 10000,
        '3.channel': { anyOf: ['#pedidos-grandes', 'pedidos-grandes'] },
      },
    },
  },
  {
    id: 'b24o-33',
    business: 'consultorio de psicología',
    turns: [
      'Hola, consultorio de psicología en San Pedro Garza García. Cuando alguien llene el formulario de contacto (nombre, correo, motivo) mándale por Gmail a recepcion@mentesana.mx un correo con asunto "Nuevo paciente" y el motivo',
      'ya no a recepción, que le llegue directo a la doctora: dra.ruiz@mentesana.mx',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '2.to': 'dra.ruiz@mentesana.mx',
        '2.subject': contains('Nuevo paciente'),
        '2.body': contains('{{trigger.motivo}}'),
      },
    },
  },
  {
    id: 'b24o-34',
    business: 'cerrajería',
    turns: [
      'Buenas noches, cerrajería 24 hrs en Neza. Tengo un webhook que recibe las solicitudes con nombre, direccion y telefono; mándalas a Telegram al chat 4455667',
      'y al final que el webhook conteste con status 200',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['telegram/send_message', 'webhook/respond'],
      params: {
        '2.chat_id': chat('4455667'),
        '2.message': contains('{{trigger.body.direccion}}'),
        '3.status': 200,
      },
    },
  },
  {
    id: 'b24o-35',
    business: 'mudanzas',
    turns: [
      'Hola, empresa de mudanzas en Tlalnepantla. Cuando alguien llene el form de cotización (nombre, correo, origen, destino) mándale por Gmail un correo con asunto "Cotización de mudanza"',
      'antes del correo guarda los datos en la hoja Cotizaciones del spreadsheet 1MudanzasTLA_cot',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': '1MudanzasTLA_cot',
        '2.sheet_name': 'Cotizaciones',
        '3.to': '{{trigger.correo}}',
        '3.subject': contains('mudanza'),
      },
    },
  },
  {
    id: 'b24o-36',
    business: 'taller de motos',
    turns: [
      'Qué rollo, taller de motos en Celaya. Diario a las 9 pm saca de postgres los servicios terminados hoy de la tabla servicios, que la IA haga un resumen y mándalo a Slack al #taller',
      'después de la IA agrega que también lo mande a Telegram al chat 3344556',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'telegram/send_message', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 21 * * *',
        '2.query': { containsAll: ['select', 'from servicios'] },
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.chat_id': chat('3344556'),
        '4.message': contains('{{steps.3.output.text}}'),
        '5.channel': { anyOf: ['#taller', 'taller'] },
        '5.message': contains('{{steps.3.output.text}}'),
      },
    },
  },
  {
    id: 'b24o-37',
    business: 'farmacia',
    turns: [
      'Buen día, farmacia en Veracruz puerto. Cuando llegue una receta por el webhook (paciente, telefono, medicamento) guárdala en la hoja Recetas del spreadsheet 1FarmaVer_rx, mándale WhatsApp al paciente que ya la estamos surtiendo y avisa en Slack #mostrador',
      'quita lo de Slack, no lo usamos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1FarmaVer_rx',
        '2.sheet_name': 'Recetas',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24o-38',
    business: 'purificadora de agua',
    turns: [
      'Buenos días, purificadora de agua en Irapuato. De lunes a sábado a las 7 am manda al canal #repartidores de Slack: "Carguen garrafones y revisen la ruta"',
      'mejor por Telegram al grupo -100556677 en vez de Slack',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 7 * * 1-6', '0 7 * * 1,2,3,4,5,6'] },
        '2.chat_id': chat('-100556677'),
        '2.message': contains('garrafones'),
      },
    },
  },
  {
    id: 'b24o-39',
    business: 'renta de mobiliario para fiestas',
    turns: [
      'Hola! rentamos sillas y mesas para fiestas en Pachuca. Cuando llenen el formulario de reservación (nombre, telefono, fecha) mándales un WhatsApp confirmando su reservación',
      'agrégale que espere una hora antes de mandar el WhatsApp',
      'mmm no, mejor déjalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      params: {
        '2.to': '{{trigger.telefono}}',
      },
    },
  },
  {
    id: 'b24o-40',
    business: 'escuela de manejo',
    turns: [
      'Buenas, escuela de manejo en Querétaro. Cada lunes a las 8 am lee la hoja Alumnos del spreadsheet 1Manejo_QRO25, que la IA me haga un resumen de las clases pendientes y me lo mande por Gmail',
      'cámbialo a los martes a las 7, la hoja es Instructores y quita el paso 3',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 7 * * 2',
        '2.spreadsheet_id': '1Manejo_QRO25',
        '2.sheet_name': 'Instructores',
        '3.to': OWNER_EMAIL,
      },
    },
  },
];
