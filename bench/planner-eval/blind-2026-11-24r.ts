/**
 * Blind evaluation batch 2026-11-24 (r): 40 held-out cases for the Enlaza planner, written
 * without seeing the planner, its prompts or any earlier batch (only catalogue.md and types.ts).
 *
 * Mix:
 *  - 23 one-turn `plan_ready` (b24r-01…23): webhook, form, schedule (daily, weekly, monthly),
 *    Gmail new email, Sheets new row, Drive new file, Calendar event starting, Telegram new
 *    message, Slack, GitHub push and manual triggers; Sheets append/read, Gmail, SMTP, WhatsApp,
 *    Telegram, Slack, Discord, HTTP, AI, Postgres, filter, delay, Drive upload/create folder,
 *    Calendar create/list, GitHub create issue, webhook respond and transform actions.
 *  - 5 `smart_forms_required` (b24r-24…28): the owner's WhatsApp number, a Slack channel, a
 *    spreadsheet never identified, the owner's Telegram chat id, a customer email the data lacks.
 *  - 1 `clarification_needed` (b24r-29: "guárdalo en la nube").
 *  - 1 `conversation` (b24r-30: a question about the product).
 *  - 10 multi-turn follow-ups (b24r-31…40): add at the end, replace a threshold, replace a
 *    recipient, replace an hour, add first, add after a named step, remove by service, remove
 *    by position plus change the hour (several changes), swap Gmail for SMTP, undo a change.
 *
 * Registers: WhatsApp-style Spanish with missing accents and typos; chilango (CDMX, Iztapalapa,
 * Coyoacán, Santa Fe), norteño (Culiacán, Monterrey, Chihuahua, Juárez, Mexicali, Torreón),
 * tapatío (Guadalajara, Zapopan, Mazamitla), yucateco (Mérida), costeño (Acapulco, Veracruz,
 * Mazatlán, Villahermosa), bajío (León, Celaya, Querétaro), Spanglish and emoji now and then.
 *
 * Notes for the scorer: when a message asks for an email without naming the service
 * (b24r-11, b24r-15) the expectation says `gmail/send_email`, and `email/send_email` is equally
 * right. Phone numbers and chat ids accept the usual equivalent spellings through `anyOf`.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

const anyOf = (...values: unknown[]) => ({ anyOf: values });
const containsAll = (...texts: string[]) => ({ containsAll: texts });
/** A Mexican WhatsApp number given as its 10 digits, in the spellings a plan may use. */
const wa = (ten: string) =>
  anyOf(
    `+52${ten}`,
    `52${ten}`,
    ten,
    `+52 ${ten.slice(0, 2)} ${ten.slice(2, 6)} ${ten.slice(6)}`,
    `${ten.slice(0, 2)} ${ten.slice(2, 6)} ${ten.slice(6)}`,
  );
/** A Telegram chat id, as text or as a number. */
const tg = (id: string) => anyOf(id, Number(id));
/** A Slack channel, with or without the hash. */
const ch = (name: string) => anyOf(`#${name}`, name);
/** A number, as a number or as text. */
const num = (n: number) => anyOf(n, String(n));

export const blind20261124r: EvalCase[] = [
  // ───────────────────────────── one-turn plan_ready ─────────────────────────────
  one(
    'b24r-01',
    'heladería',
    'Buenas tardes 🍦 tengo una heladeria en Merida. Cuando entre un pedido por el webhook de la pagina guardalo en la hoja Pedidos del archivo con id 1HlDoMrDa7xQw2pLk, y si el total pasa de 800 pesos avisame por Telegram, mi chat es 584301122, bomba',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'filter/condition', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': contains('1HlDoMrDa7xQw2pLk'),
        '2.sheet_name': 'Pedidos',
        '3.left': contains('trigger.body.total'),
        '3.operator': 'greater_than',
        '3.right': num(800),
        '4.chat_id': tg('584301122'),
      },
    },
  ),
  one(
    'b24r-02',
    'paletería',
    'Que onda plebes! soy de la paleteria La Flor de Culiacan. Cada lunes a las 8 de la mañana lee la hoja Inventario de https://docs.google.com/spreadsheets/d/1PaLeTaS4nv3nt0r1oCln/edit, que la IA me haga un resumen de lo que falta y me lo mandas por whats al +526671234567 arre',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 8 * * 1',
        '2.spreadsheet_id': contains('1PaLeTaS4nv3nt0r1oCln'),
        '2.sheet_name': 'Inventario',
        '3.prompt': contains('steps.2.output.rows'),
        '4.to': wa('6671234567'),
        '4.message': contains('steps.3.output.text'),
      },
    },
  ),
  one(
    'b24r-03',
    'sastrería',
    'Hola buen dia, tengo una sastreria en Puebla 🧵 quiero un formulario de citas con nombre, correo y fecha; que me cree el evento en google calendar con el nombre del cliente y que le mande un correo por gmail al cliente confirmandole',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '2.title': contains('trigger.nombre'),
        '2.start': contains('trigger.fecha'),
        '3.to': contains('trigger.correo'),
      },
    },
  ),
  one(
    'b24r-04',
    'zapatería',
    'Que tal! zapateria en Leon 👟 cuando me llegue un correo con el asunto "Devolucion" apuntalo en la hoja Devoluciones del archivo 1ZaPaTeRiAdevLeon88 y avisale al equipo en el canal #tienda de slack porfa',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row', 'slack/send_message'],
      params: {
        '1.query': contains('Devolucion'),
        '2.spreadsheet_id': contains('1ZaPaTeRiAdevLeon88'),
        '2.sheet_name': 'Devoluciones',
        '2.values': contains('trigger.'),
        '3.channel': ch('tienda'),
      },
    },
  ),
  one(
    'b24r-05',
    'tapicería',
    'Buenas, tapiceria en Guadalajara, ahi nomas en el centro. Cuando caiga una fila nueva en la hoja Trabajos del archivo 1TaPiCeRiAgdl55 espera dos horas y mandale whatsapp al cliente a su Telefono que ya quedo su mueble, que pase por el',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': contains('1TaPiCeRiAgdl55'),
        '1.sheet_name': 'Trabajos',
        '2.seconds': num(7200),
        '3.to': contains('trigger.record.Telefono'),
      },
    },
  ),
  one(
    'b24r-06',
    'imprenta digital',
    'Hola! imprenta digital en Monterrey. Cuando un cliente suba un archivo a la carpeta https://drive.google.com/drive/folders/1ImPrEnTaMtyArChIvOs mandale un correo por gmail a produccion@imprentamty.mx con el nombre del archivo y apuntalo en la hoja Cola del archivo con id 1ImPrEnTaCoLa2026',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['gmail/send_email', 'google_sheets/append_row'],
      params: {
        '1.folder_id': contains('1ImPrEnTaMtyArChIvOs'),
        '2.to': 'produccion@imprentamty.mx',
        '3.spreadsheet_id': contains('1ImPrEnTaCoLa2026'),
        '3.sheet_name': 'Cola',
      },
    },
  ),
  one(
    'b24r-07',
    'agencia de seguros',
    'Buen dia, agencia de seguros en Queretaro. Quince minutos antes de cada cita de mi google calendar manda un mensaje al canal #asesores de Slack con el titulo y la hora de la cita, pa que nadie llegue tarde',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['slack/send_message'],
      params: {
        '1.minutes_before': num(15),
        '2.channel': ch('asesores'),
        '2.message': containsAll('trigger.title', 'trigger.start'),
      },
    },
  ),
  one(
    'b24r-08',
    'financiera de microcréditos',
    'Hola, somos una financiera de microcreditos en Toluca. Cuando llegue una solicitud por webhook guardala en postgres en la tabla solicitudes, respondele al sistema con un ok y si el monto es mayor a 20 mil avisa en #riesgos de slack',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'webhook/respond', 'filter/condition', 'slack/send_message'],
      params: {
        '2.query': containsAll('insert', 'solicitudes'),
        '4.left': contains('trigger.body.monto'),
        '4.operator': 'greater_than',
        '4.right': num(20000),
        '5.channel': ch('riesgos'),
      },
    },
  ),
  one(
    'b24r-09',
    'escuela de natación',
    'Hola que tal 🏊 escuela de natacion en Hermosillo. Ocupo un formulario de inscripcion con nombre, edad, telefono y correo; que se guarde en la hoja Alumnos del archivo 1NaTaCiOnHmo2026 y que al papa le llegue un correo de bienvenida por el SMTP',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'email/send_email'],
      params: {
        '2.spreadsheet_id': contains('1NaTaCiOnHmo2026'),
        '2.sheet_name': 'Alumnos',
        '3.to': contains('trigger.correo'),
      },
    },
  ),
  one(
    'b24r-10',
    'academia de robótica',
    'Buenas!! academia de robotica en la CDMX 🤖 cada que alguien haga push al repo robotikids/firmware-bots avisen en nuestro discord con este webhook https://discord.com/api/webhooks/1122334455/RoBoTiCaToKeN, neta nos urge',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['discord/send_message'],
      params: {
        '1.events': anyOf(['push'], 'push'),
        '2.webhook_url': 'https://discord.com/api/webhooks/1122334455/RoBoTiCaToKeN',
      },
    },
  ),
  // "mandame la lista por correo": service not named, gmail or SMTP are both right.
  one(
    'b24r-11',
    'centro de idiomas para niños',
    'Hola! centro de idiomas para niños en Morelia. El dia primero de cada mes a las 9 am consulta en postgres la tabla pagos los alumnos que deben colegiatura y mandame la lista por correo porfis 🙏',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 9 1 * *',
        '2.query': containsAll('select', 'pagos'),
        '3.to': OWNER_EMAIL,
        '3.body': contains('steps.2.output.rows'),
      },
    },
  ),
  one(
    'b24r-12',
    'consultorio de dermatología',
    'Buenas tardes, consultorio de dermatologia en San Luis Potosi. Cuando alguien le escriba al bot de telegram que la IA le conteste sus dudas con nuestros horarios (lunes a viernes de 10 a 7) y le responda en el mismo chat',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai/generate_text', 'telegram/send_message'],
      params: {
        '2.prompt': contains('trigger.text'),
        '3.chat_id': contains('trigger.chat_id'),
        '3.message': contains('steps.2.output.text'),
      },
    },
  ),
  one(
    'b24r-13',
    'ortodoncista',
    'Que onda, soy ortodoncista en San Nicolas NL. Cada mañana a las 7 sacame las citas del dia de mi calendario y mandamelas por whatsapp al 81 1234 5678, ahi se la encargo compa',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '3.to': wa('8112345678'),
        '3.message': contains('steps.2.output'),
      },
    },
  ),
  one(
    'b24r-14',
    'laboratorio dental',
    'Quiubo! laboratorio dental en Veracruz. Cuando me llegue un correo con asunto "Orden de trabajo" guarda el contenido como archivo en la carpeta de drive con id 1LaBDeNtAlOrDeNeS y avisame por telegram al chat 771200345, sale?',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file', 'telegram/send_message'],
      params: {
        '1.query': contains('Orden de trabajo'),
        '2.folder_id': contains('1LaBDeNtAlOrDeNeS'),
        '2.content': contains('trigger.body'),
        '3.chat_id': tg('771200345'),
      },
    },
  ),
  // "me mande un correo": service not named, gmail or SMTP are both right.
  one(
    'b24r-15',
    'farmacia de barrio',
    'Hola buenas, farmacia de barrio en Iztapalapa. Quiero un boton que cuando lo apriete lea la hoja Caducidades del archivo 1FaRmAcIaCaDuC y me mande un correo con la lista, porfa',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': contains('1FaRmAcIaCaDuC'),
        '2.sheet_name': 'Caducidades',
        '3.to': OWNER_EMAIL,
        '3.body': contains('steps.2.output.rows'),
      },
    },
  ),
  one(
    'b24r-16',
    'tienda naturista',
    'Hola! tienda naturista en Cancun 🌿 cuando me llegue una venta por el webhook arma los campos cliente, rfc y total y mandalos con un POST a https://facturas.naturavida.mx/api/timbrar pa que me saque la factura',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'http/request'],
      params: {
        '3.url': 'https://facturas.naturavida.mx/api/timbrar',
        '3.method': 'POST',
      },
    },
  ),
  one(
    'b24r-17',
    'vivero',
    'Buen dia! tengo un vivero en Cuernavaca 🌱 cuando entre una fila nueva en la hoja Pedidos del archivo 1ViVeRoCuErNa2026, nada mas si la Ciudad es Cuernavaca mandale un whats al cliente a su Telefono que mañana le llevamos sus plantas',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': contains('1ViVeRoCuErNa2026'),
        '1.sheet_name': 'Pedidos',
        '2.left': contains('trigger.record.Ciudad'),
        '2.operator': 'equals',
        '2.right': 'Cuernavaca',
        '3.to': contains('trigger.record.Telefono'),
      },
    },
  ),
  one(
    'b24r-18',
    'agroquímica',
    'Buenas, agroquimica en Celaya. Cada mensaje que le llegue a nuestra app de slack guardalo en la hoja Pedidos del archivo id 1AgRoQuImSlAcK y reenvialo al grupo de telegram -1001987654321',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': contains('1AgRoQuImSlAcK'),
        '2.sheet_name': 'Pedidos',
        '2.values': contains('trigger.text'),
        '3.chat_id': tg('-1001987654321'),
        '3.message': contains('trigger.text'),
      },
    },
  ),
  one(
    'b24r-19',
    'ferretería industrial',
    'Hola, ferreteria industrial en Saltillo. Cuando nuestro sistema de inventario mande un error por webhook abre un issue en el repo ferrefuerte/inventario-web con el campo mensaje y avisa en #sistemas de slack',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['github/create_issue', 'slack/send_message'],
      params: {
        '2.repository': 'ferrefuerte/inventario-web',
        '3.channel': ch('sistemas'),
      },
    },
  ),
  one(
    'b24r-20',
    'distribuidora de refrescos',
    'Que onda, distribuidora de refrescos en Mexicali. Todos los dias a las 6 am consulta https://api.refresqueranorte.mx/precios y guarda lo que regrese en postgres en la tabla precios_diarios',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'postgres/query'],
      params: {
        '1.cron_expression': '0 6 * * *',
        '2.url': 'https://api.refresqueranorte.mx/precios',
        '3.query': containsAll('insert', 'precios_diarios'),
      },
    },
  ),
  one(
    'b24r-21',
    'tienda de pinturas',
    'Hola! tienda de pinturas en Aguascalientes 🎨 quiero un formulario de cotizacion con nombre, correo, metros y color; que la IA calcule cuantos litros ocupan y se lo mande al cliente por gmail',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '2.prompt': contains('trigger.metros'),
        '3.to': contains('trigger.correo'),
        '3.body': contains('steps.2.output.text'),
      },
    },
  ),
  one(
    'b24r-22',
    'servicio de limpieza',
    'Buenas tardes, servicio de limpieza en Pachuca. Cuando agregue un cliente en la hoja Clientes del archivo 1LiMpIeZaPaChUcA, creale una carpeta en drive con su Nombre y mandale un whats de bienvenida a su Telefono ✨',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['google_drive/create_folder', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': contains('1LiMpIeZaPaChUcA'),
        '1.sheet_name': 'Clientes',
        '2.name': contains('trigger.record.Nombre'),
        '3.to': contains('trigger.record.Telefono'),
      },
    },
  ),
  one(
    'b24r-23',
    'jardinería',
    'Hola buen dia, jardineria en Colima 🌳 cuando un cliente me escriba al bot de telegram guarda su mensaje en la hoja Solicitudes del archivo 1JaRdInErIaCoLiMa y contestale en el mismo chat que al rato le marcamos',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': contains('1JaRdInErIaCoLiMa'),
        '2.sheet_name': 'Solicitudes',
        '2.values': contains('trigger.text'),
        '3.chat_id': contains('trigger.chat_id'),
      },
    },
  ),

  // ───────────────────────────── smart_forms_required ─────────────────────────────
  one(
    'b24r-24',
    'plomería',
    'Buenas, plomeria en Tampico. Cuando me llegue una solicitud de servicio por el webhook de la pagina mandame un whatsapp a mi con la direccion y el problema, pa salir volando 🔧',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      asks: ['2.to'],
    },
  ),
  one(
    'b24r-25',
    'electricista',
    'Que tal, soy electricista en Chihuahua ⚡ quiero un formulario con nombre, telefono y la falla, y que cada que alguien lo llene le avise a mi equipo en slack',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['slack/send_message'],
      asks: ['2.channel'],
    },
  ),
  one(
    'b24r-26',
    'aire acondicionado',
    'Buenas! aire acondicionado en Villahermosa, aqui hace un calorón 🥵 cuando me llegue un correo con asunto Mantenimiento guardalo en la hoja Servicios de mi hoja de calculo de google',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row'],
      params: {
        '1.query': contains('Mantenimiento'),
        '2.sheet_name': 'Servicios',
      },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24r-27',
    'control de plagas',
    'Que onda primo, control de plagas en Acapulco. Cada viernes a las 6 de la tarde mandame por telegram las fumigaciones que tengo en el calendario pa la otra semana',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'telegram/send_message'],
      params: { '1.cron_expression': '0 18 * * 5' },
      asks: ['3.chat_id'],
    },
  ),
  one(
    'b24r-28',
    'seguridad privada',
    'Buenas noches, seguridad privada en Juarez. El webhook de la pagina solo trae nombre, telefono y direccion del cliente; cuando llegue uno mandale al cliente un correo por gmail con la cotizacion de vigilancia',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['gmail/send_email'],
      asks: ['2.to'],
    },
  ),

  // ───────────────────────────── clarification / conversation ─────────────────────────────
  one(
    'b24r-29',
    'coworking',
    'Hello! coworking en Tijuana 😎 cuando alguien reserve una sala en el formulario de la pagina, guardalo en la nube porfa',
    { status: 'clarification_needed' },
  ),
  one(
    'b24r-30',
    'estudio de tatuajes',
    'Que onda! tengo un estudio de tatuajes en Oaxaca 🐉 una pregunta, ¿con que apps se conecta esto y ocupo saber programar pa usarlo?',
    { status: 'conversation' },
  ),

  // ───────────────────────────── multi-turn follow-ups ─────────────────────────────
  // Add a step at the end.
  {
    id: 'b24r-31',
    business: 'tienda de videojuegos',
    turns: [
      'Que pex! tienda de videojuegos en Zapopan 🎮 cuando abran un issue en el repo gamezonemx/tienda-app avisame por telegram al chat 445566778',
      'y agregale al final que tambien avise en #soporte de slack',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['telegram/send_message', 'slack/send_message'],
      params: {
        '1.events': anyOf(['issues'], 'issues'),
        '2.chat_id': tg('445566778'),
        '3.channel': ch('soporte'),
      },
    },
  },
  // Replace a threshold.
  {
    id: 'b24r-32',
    business: 'renta de autos',
    turns: [
      'Hola, renta de autos en Los Cabos 🚗 cuando llegue una reserva por webhook, si el total es mayor a 5 mil avisa en #reservas de slack',
      'mejor sube el monto a 10 mil',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': contains('trigger.body.total'),
        '2.operator': 'greater_than',
        '2.right': num(10000),
        '3.channel': ch('reservas'),
      },
    },
  },
  // Replace a recipient.
  {
    id: 'b24r-33',
    business: 'taxis ejecutivos',
    turns: [
      'Buenas, taxis ejecutivos en Santa Fe CDMX. Quiero un formulario de servicio con nombre, telefono, origen y hora; que lo guarde en la hoja Viajes del archivo 1TaXiSeJeCuTiVoS y le mande whats a la central al +525511223344',
      'ah no, mejor que el whats le llegue a mi socio al +52 55 9876 5432',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': contains('1TaXiSeJeCuTiVoS'),
        '2.sheet_name': 'Viajes',
        '3.to': wa('5598765432'),
      },
    },
  },
  // Replace the hour.
  {
    id: 'b24r-34',
    business: 'tour operador',
    turns: [
      'Hola! tour operador en Puerto Vallarta 🌴 diario a las 7 de la mañana sacame los tours del dia de mi calendario y mandalos por whats a los guias al +523221234567',
      'cambialo a las 6 y media porfa',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '30 6 * * *',
        '3.to': wa('3221234567'),
      },
    },
  },
  // Add a step first.
  {
    id: 'b24r-35',
    business: 'cabañas en renta',
    turns: [
      'Buenas! rentamos cabañas en Mazamitla 🌲 cuando me llegue un correo con asunto Reserva avisame por telegram al chat 903214455',
      'antes de todo que lo guarde en la hoja Reservas del archivo 1CaBaNaSmAzA',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '1.query': contains('Reserva'),
        '2.spreadsheet_id': contains('1CaBaNaSmAzA'),
        '2.sheet_name': 'Reservas',
        '3.chat_id': tg('903214455'),
      },
    },
  },
  // Add a step after a named step.
  {
    id: 'b24r-36',
    business: 'restaurante de mariscos',
    turns: [
      'Quiubo! restaurante de mariscos en Mazatlan 🦐 cuando llegue un pedido por el webhook guardalo en la hoja Pedidos del archivo 1MaRiScOsMzT y mandale whats al cliente al telefono que viene en el pedido',
      'despues de guardarlo en la hoja avisa en el canal #cocina de slack',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'slack/send_message', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': contains('1MaRiScOsMzT'),
        '2.sheet_name': 'Pedidos',
        '3.channel': ch('cocina'),
        '4.to': contains('trigger.body.telefono'),
      },
    },
  },
  // Remove a step by service.
  {
    id: 'b24r-37',
    business: 'birria',
    turns: [
      'Que pex, tengo una birrieria en Guadalajara. Todos los dias a las 11 de la noche lee la hoja Ventas del archivo 1BiRrIaGdL2026, que la IA me haga un resumen, me lo mande por gmail y tambien por telegram al chat 610203040',
      'quitale lo de telegram, con el correo es suficiente',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 23 * * *',
        '2.spreadsheet_id': contains('1BiRrIaGdL2026'),
        '2.sheet_name': 'Ventas',
        '3.prompt': contains('steps.2.output.rows'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('steps.3.output.text'),
      },
    },
  },
  // Several changes in one message: remove the last step (by position) and change the hour.
  {
    id: 'b24r-38',
    business: 'tamalería',
    turns: [
      'Hola buenas, tamaleria en Coyoacan 🫔 diario a las 5 de la mañana lee la hoja Pedidos del archivo 1TaMaLeS5am, mandame la lista por gmail y avisa en #produccion de slack',
      'quita el ultimo paso y cambia la hora a las 4 y media',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 4 * * *',
        '2.spreadsheet_id': contains('1TaMaLeS5am'),
        '2.sheet_name': 'Pedidos',
        '3.to': OWNER_EMAIL,
        '3.body': contains('steps.2.output.rows'),
      },
    },
  },
  // Swap a service keeping its data.
  {
    id: 'b24r-39',
    business: 'panadería vegana',
    turns: [
      'Holi 🌱 panaderia vegana en San Miguel de Allende. Formulario de pedidos con nombre, correo y pan; que lo guarde en la hoja Pedidos del archivo 1PaNvEgAnO y le mande al cliente un correo por gmail con su pedido',
      'en lugar de gmail mandalo por el correo SMTP, lo demas igual',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'email/send_email'],
      params: {
        '2.spreadsheet_id': contains('1PaNvEgAnO'),
        '2.sheet_name': 'Pedidos',
        '3.to': contains('trigger.correo'),
      },
    },
  },
  // Undo the last change.
  {
    id: 'b24r-40',
    business: 'cafetería escolar',
    turns: [
      'Buenas, cafeteria escolar en Torreon. De lunes a viernes a las 7 am lee la hoja Menu del archivo 1CaFeTeRiAeScOlAr y mandalo al grupo de telegram de papas -1004455667788',
      'mejor mandalo por whatsapp al +528711234567',
      'no, siempre no, dejalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '1.cron_expression': anyOf('0 7 * * 1-5', '0 7 * * MON-FRI'),
        '2.spreadsheet_id': contains('1CaFeTeRiAeScOlAr'),
        '2.sheet_name': 'Menu',
        '3.chat_id': tg('-1004455667788'),
        '3.message': contains('steps.2.output'),
      },
    },
  },
];
