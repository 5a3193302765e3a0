/**
 * Held-out batch blind-2026-11-24al — 40 cases, written blind from the brief, catalogue.md and types.ts only.
 *
 * Mix:
 *   - 23 one-turn plan_ready (b24al-01…23): every trigger kind (webhook, form, schedule daily / weekly /
 *     monthly, Gmail new email, Sheets new row, Drive new file, Calendar event starting, Telegram new
 *     message, Slack, GitHub, manual) and every action kind (Sheets append/read, Gmail, SMTP, WhatsApp,
 *     Telegram, Slack, Discord, HTTP, AI, Postgres insert/select, filter, delay, Drive upload/create
 *     folder, Calendar create/list, GitHub issue, webhook respond, transform).
 *   - 5 smart_forms_required (b24al-24…28): owner's WhatsApp never given, Slack channel never named,
 *     spreadsheet never identified (tab named), owner's Telegram chat id, a customer email the form lacks.
 *   - 1 clarification_needed (b24al-29), 1 conversation (b24al-30).
 *   - 10 multi-turn follow-ups (b24al-31…40): replace an hour, a threshold, a recipient (+ add at the
 *     end, compound); add first; add after a named step; remove by service; remove by position; swap
 *     Gmail → SMTP keeping its data; undo (3 turns); hour change then compound add + remove (3 turns).
 *
 * Register: owners, nephews and "el que sabe de compus" half-using automation jargon ("el trigger",
 * "el endpoint", "me pegas un POST", "el JSON/payload", "un cron", "el flow", "el row", "un query",
 * "el output del paso 2", "loggearlo", "un filter que deje pasar…"), sometimes wrongly: a form called
 * "el endpoint" (02), a daily schedule called "el trigger de las 8" (03), "un cron" for a new-email
 * trigger (06), "un query al sheet" meaning read the rows (22). Expectations follow what they mean.
 * Regions: norteño, chilango, tapatío, yucateco, costeño, bajío and others; no business repeats.
 */
import { EvalCase, OWNER_EMAIL, contains, one } from './types';

const anyOf = (...values: unknown[]) => ({ anyOf: values });
const containsAll = (...texts: string[]) => ({ containsAll: texts });
/** A Mexican 10-digit mobile written as the owner wrote it ("951 123 4567"): equivalent spellings. */
const phone = (spaced: string) => {
  const d = spaced.replace(/\D/g, '');
  return anyOf(`+52${d}`, `52${d}`, d, spaced, `+52 ${spaced}`);
};
const channel = (name: string) => anyOf(`#${name}`, name);

export const blind20261124al: EvalCase[] = [
  // ───────────── 23 one-turn plan_ready ─────────────

  // webhook → Postgres INSERT → webhook respond
  one(
    'b24al-01',
    'refaccionaria (Monterrey)',
    'Qué onda, buenas! Tengo una refaccionaria en Monterrey. La tienda en linea me pega un POST con el JSON del pedido (sku, cantidad y cliente). Ocupo un workflow que haga un insert en la tabla pedidos de Postgres con esos datos y que el endpoint le conteste un 200 pa que no se quede esperando 👍',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'webhook/respond'],
      params: {
        '2.query': containsAll('insert', 'pedidos', 'sku', 'cantidad', 'cliente'),
        '3.status': anyOf(200, '200'),
      },
    },
  ),

  // form (called "endpoint") → Sheets append → WhatsApp to the customer from the form
  one(
    'b24al-02',
    'estética canina (Guadalajara)',
    'Qué pues, buenas tardes. Tengo una estetica canina en Guadalajara. Quiero un endpoint de esos donde el cliente llena nombre, telefono, mascota y fecha pa agendar. Que cada registro se guarde en la hoja Citas del sheet 1EstCanGdl_7Qp y luego mandale whats al cliente confirmandole su cita 🐶',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'mascota', 'fecha'],
        '2.spreadsheet_id': '1EstCanGdl_7Qp',
        '2.sheet_name': 'Citas',
        '3.to': '{{trigger.telefono}}',
      },
    },
  ),

  // schedule daily ("el trigger de las 8") → Sheets read (URL) → AI → Gmail to the owner
  one(
    'b24al-03',
    'panadería (Puebla)',
    'Buenas noches! Tengo una panaderia en Puebla. Mi sobrino dice que le ponga un trigger de las ocho de la noche, diario: que lea el sheet https://docs.google.com/spreadsheets/d/1PanPue_Vtas88/edit pestaña Ventas, que la IA me haga un resumen de lo vendido y me lo mande a mi correo',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 20 * * *',
        '2.spreadsheet_id': '1PanPue_Vtas88',
        '2.sheet_name': 'Ventas',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),

  // schedule weekly → Postgres SELECT → SMTP email to a named address
  one(
    'b24al-04',
    'gimnasio (Hermosillo)',
    'Quiubo! Tengo un gym en Hermosillo. Ocupo un cron cada lunes a las 7 de la mañana que haga un query a la tabla socios pa sacar a los que se les vence la membresia esa semana y mande el listado a recepcion@gymbronco.mx por nuestro SMTP, no por Gmail.',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'email/send_email'],
      params: {
        '1.cron_expression': '0 7 * * 1',
        '2.query': containsAll('select', 'socios'),
        '3.to': 'recepcion@gymbronco.mx',
        '3.body': contains('{{steps.2.output.rows}}'),
      },
    },
  ),

  // schedule monthly → HTTP GET → AI → Telegram to a given chat id
  one(
    'b24al-05',
    'despacho contable (Mérida)',
    'Mare, buenas tardes. Soy contadora en Mérida. Hazme un cron el dia primero de cada mes a las 9 am que le pegue un GET a https://api.despachopech.mx/pendientes, que la IA redacte un recordatorio con ese output y lo mande con el bot de Telegram al chat -1004588123, sí?',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 9 1 * *',
        '2.url': 'https://api.despachopech.mx/pendientes',
        '3.prompt': contains('{{steps.2.output.body}}'),
        '4.chat_id': anyOf('-1004588123', -1004588123),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),

  // Gmail new email with a subject search ("un cron" misused) → Sheets append
  one(
    'b24al-06',
    'ferretería (León)',
    'Buenas, como le va? Tengo una ferreteria en León. Hazme un cron que cuando me llegue un correo con asunto factura, loggee el remitente y el asunto como row nuevo en la hoja Facturas del sheet 1FerrLeon_4455xK. Nomas eso, gracias!',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row'],
      params: {
        '1.query': contains('factura'),
        '2.spreadsheet_id': '1FerrLeon_4455xK',
        '2.sheet_name': 'Facturas',
        '2.values': contains('{{trigger.from}}'),
      },
    },
  ),

  // Sheets new row → filter (greater_than) → WhatsApp to the phone in the row
  one(
    'b24al-07',
    'renta de sillas y mesas (Veracruz)',
    'Qué hubo pariente! Rento sillas y mesas pa fiestas en Veracruz. Cuando entre un row nuevo en la hoja Reservas del sheet 1RentaVer_202Lm, pon un filter que deje pasar solo si el Anticipo es arriba de 1,500 pesos y ahi si mandale whats al cliente al Telefono de esa fila que ya quedo apartado.',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1RentaVer_202Lm',
        '1.sheet_name': 'Reservas',
        '2.left': '{{trigger.record.Anticipo}}',
        '2.operator': 'greater_than',
        '2.right': anyOf(1500, '1500'),
        '3.to': '{{trigger.record.Telefono}}',
      },
    },
  ),

  // Drive new file in a folder → Slack to a named channel
  one(
    'b24al-08',
    'despacho de arquitectos (CDMX)',
    'Qué onda, somos un despacho de arquitectos en la CDMX. Neta ocupo que cuando caiga un archivo nuevo en la carpeta de Drive 1ArqPlanosCdmx_x9 le avise al canal #obra de Slack con el nombre del archivo, pa que los residentes no anden preguntando, va?',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['slack/send_message'],
      params: {
        '1.folder_id': '1ArqPlanosCdmx_x9',
        '2.channel': channel('obra'),
        '2.message': contains('{{trigger.name}}'),
      },
    },
  ),

  // Calendar event starting (30 min before) → WhatsApp to the owner's number given
  one(
    'b24al-09',
    'fotógrafo de bodas (Oaxaca)',
    'Hola buenas! Soy fotografo de bodas en Oaxaca. Quiero que el trigger sea mi Google Calendar: treinta minutos antes de cada evento que me llegue un whats a mi numero 951 123 4567 con el titulo y la ubicacion, que luego ando bien perdido jaja 📸',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': anyOf(30, '30'),
        '2.to': phone('951 123 4567'),
        '2.message': contains('{{trigger.location}}'),
      },
    },
  ),

  // Telegram new message → AI → Telegram reply to the same chat
  one(
    'b24al-10',
    'pizzería (Tijuana)',
    'Que onda, tengo una pizzeria en Tijuana y ya hice un bot de Telegram. Hazme el flow: cuando alguien le escriba al bot, que la IA le conteste con el menu y el horario (de 12 a 11 de la noche) y le regrese la respuesta a ese mismo chat.',
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

  // Slack message → filter (starts_with) → GitHub issue
  one(
    'b24al-11',
    'tienda de ropa en línea (Zapopan)',
    'Qué pues! Tenemos una tienda de ropa en linea en Zapopan. Cuando alguien escriba en nuestro Slack un mensaje que empiece con "bug:", que se abra un issue en el repo modatapatia/tienda-web con el texto del mensaje como titulo, pa que el programador lo vea.',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'github/create_issue'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'starts_with',
        '2.right': 'bug:',
        '3.repository': 'modatapatia/tienda-web',
        '3.title': contains('{{trigger.text}}'),
      },
    },
  ),

  // GitHub push → Discord webhook
  one(
    'b24al-12',
    'academia de robótica para niños (Pachuca)',
    'Holaa, tenemos una academia de robotica pa niños en Pachuca. Cada que haya un push en nuestro GitHub, mandame aviso a Discord por este webhook: https://discord.com/api/webhooks/112233/abcXYZpachuca diciendo que hay cambios nuevos en el codigo 🤖',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['discord/send_message'],
      params: {
        '1.events': contains('push'),
        '2.webhook_url': 'https://discord.com/api/webhooks/112233/abcXYZpachuca',
      },
    },
  ),

  // manual → Postgres SELECT → Drive upload
  one(
    'b24al-13',
    'farmacia (Culiacán)',
    'Buenas, que onda plebes. Tengo una farmacia en Culiacán. Quiero un flow que yo corra a mano con un boton: que haga un query de la tabla inventario con lo que tenga existencias menores a 10 y suba ese output como faltantes.csv a la carpeta de Drive 1FarmaCln_77qR.',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['postgres/query', 'google_drive/upload_file'],
      params: {
        '2.query': containsAll('select', 'inventario', 'existencias'),
        '3.name': 'faltantes.csv',
        '3.folder_id': '1FarmaCln_77qR',
        '3.content': contains('{{steps.2.output.rows}}'),
      },
    },
  ),

  // form → Calendar create event → email to the patient from the form
  one(
    'b24al-14',
    'consultorio dental (Chihuahua)',
    'Buenas tardes, tengo un consultorio dental en Chihuahua. Ocupo un form con nombre, correo y fecha pa que agenden; con ese payload que se cree el evento en mi Google Calendar con el nombre del paciente y que le llegue un correo al paciente confirmando su cita.',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'fecha'],
        '2.title': contains('{{trigger.nombre}}'),
        '2.start': contains('{{trigger.fecha}}'),
        '3.to': '{{trigger.correo}}',
      },
    },
  ),

  // webhook → delay 2 h → WhatsApp to the phone in the payload
  one(
    'b24al-15',
    'taller mecánico (Saltillo)',
    'Quiubo, tengo un taller mecanico en Saltillo. Mi sistema manda un POST al endpoint cuando terminamos un carro, el JSON trae cliente, telefono y placas. Que espere dos horas y luego le mande whats al cliente que ya puede pasar por su carro, con las placas en el mensaje.',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '2.seconds': anyOf(7200, '7200'),
        '3.to': '{{trigger.body.telefono}}',
        '3.message': contains('{{trigger.body.placas}}'),
      },
    },
  ),

  // webhook → transform → HTTP POST
  one(
    'b24al-16',
    'tienda de artesanías (San Cristóbal de las Casas)',
    'Buen dia, vendo artesanias en San Cristobal de las Casas. La tienda en linea me manda un webhook con cada pedido; quiero un transform que saque del payload el cliente, la direccion y el total, y luego le pegas un POST a https://api.enviosur.mx/v1/guias con esos datos pa sacar la guia.',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'http/request'],
      params: {
        '2.fields': contains('{{trigger.body.direccion}}'),
        '3.url': 'https://api.enviosur.mx/v1/guias',
        '3.method': 'POST',
      },
    },
  ),

  // schedule daily → Calendar list events → WhatsApp to the owner's number given
  one(
    'b24al-17',
    'spa (Cancún)',
    'Hola, buenos dias! Tengo un spa en Cancún. Hazme un workflow que diario a las 7 de la mañana saque las citas del dia de mi Google Calendar y me mande el listado por whats a mi cel 998 214 5566, porfa 🌴',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '3.to': phone('998 214 5566'),
        '3.message': contains('{{steps.2.output.events}}'),
      },
    },
  ),

  // form → Drive create folder → Gmail to the owner
  one(
    'b24al-18',
    'inmobiliaria (Querétaro)',
    'Buenas, le escribo de una inmobiliaria en Querétaro. Cuando un cliente llene el formulario con nombre, correo y propiedad, que el flow cree una carpeta en Drive con el nombre del cliente pa guardar sus papeles, y que me avise a mi correo.',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_drive/create_folder', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'propiedad'],
        '2.name': contains('{{trigger.nombre}}'),
        '3.to': OWNER_EMAIL,
      },
    },
  ),

  // Gmail new email → AI classify → filter on "el output del paso 2" → Slack
  one(
    'b24al-19',
    'hotel boutique (San Miguel de Allende)',
    'Buen dia! Tenemos un hotel boutique en San Miguel de Allende. Cuando llegue un correo, que la IA lo lea y diga si es queja o no; luego un filter que deje pasar solo si el output del paso 2 dice queja, y ahi avisa al canal #gerencia de Slack.',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'filter/condition', 'slack/send_message'],
      params: {
        '2.prompt': contains('{{trigger.body}}'),
        '3.left': '{{steps.2.output.text}}',
        '3.operator': anyOf('contains', 'equals'),
        '3.right': anyOf('queja', 'Queja', 'QUEJA'),
        '4.channel': channel('gerencia'),
      },
    },
  ),

  // Sheets new row → AI → Gmail to the email column of the row
  one(
    'b24al-20',
    'escuela de inglés (Aguascalientes)',
    'Buenas tardes! Tengo una escuela de ingles en Aguascalientes. Cuando entre un row en el sheet 1IngAgs_31Tz, pestaña Inscritos, que la IA escriba una bienvenida personalizada con el Nombre del alumno y se la mande por Gmail a su Correo. Thanks!',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1IngAgs_31Tz',
        '1.sheet_name': 'Inscritos',
        '2.prompt': contains('{{trigger.record.Nombre}}'),
        '3.to': '{{trigger.record.Correo}}',
        '3.body': contains('{{steps.2.output.text}}'),
      },
    },
  ),

  // webhook → Sheets append → Telegram to the owner's chat id given
  one(
    'b24al-21',
    'marisquería (Ensenada)',
    'Que onda, tengo una marisqueria en Ensenada. Los pedidos de la pagina llegan por webhook con platillo, cantidad y direccion en el JSON. Quiero loggearlos en la hoja Pedidos del sheet 1MarEns_5501 y que me avise el bot de Telegram a mi chat 55123991 🦐',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': '1MarEns_5501',
        '2.sheet_name': 'Pedidos',
        '2.values': contains('{{trigger.body.platillo}}'),
        '3.chat_id': anyOf('55123991', 55123991),
      },
    },
  ),

  // schedule weekly → "un query al sheet" (= read rows) → Gmail to a named address
  one(
    'b24al-22',
    'vivero (Cuernavaca)',
    'Buenas, tengo un vivero en Cuernavaca. Cada viernes a las 6 de la tarde hazle un query al sheet 1VivCva_909, la hoja Riegos, y manda lo que salga por Gmail a jardineros@viverotlahuica.mx con asunto Riegos de la semana.',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 18 * * 5',
        '2.spreadsheet_id': '1VivCva_909',
        '2.sheet_name': 'Riegos',
        '3.to': 'jardineros@viverotlahuica.mx',
        '3.subject': contains('Riegos de la semana'),
        '3.body': contains('{{steps.2.output.rows}}'),
      },
    },
  ),

  // webhook → AI → webhook respond with the AI output
  one(
    'b24al-23',
    'agencia de viajes (Puerto Vallarta)',
    'Hola! Agencia de viajes en Puerto Vallarta. Quiero un endpoint pa mi pagina: me pegan un POST con la pregunta del cliente en el campo pregunta del JSON, la IA contesta sobre tours y el endpoint regresa como respuesta el output del paso 2.',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['ai/generate_text', 'webhook/respond'],
      params: {
        '2.prompt': contains('{{trigger.body.pregunta}}'),
        '3.body': contains('{{steps.2.output.text}}'),
      },
    },
  ),

  // ───────────── 5 smart_forms_required ─────────────

  // owner's WhatsApp never given (the form's telefono is the customer's, not the owner's)
  one(
    'b24al-24',
    'servicio de banquetes (Toluca)',
    'Buenas tardes, tengo un servicio de banquetes en Toluca. Hazme un form de cotizacion con nombre, telefono, fecha y personas, y cada que alguien lo llene avisame por whats con los datos pa marcarle rapido.',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      params: { '1.fields': ['nombre', 'telefono', 'fecha', 'personas'] },
      asks: ['2.to'],
    },
  ),

  // Slack channel never named
  one(
    'b24al-25',
    'agencia de marketing (San Pedro Garza García)',
    'Qué onda, tenemos una agencia de marketing en San Pedro. Las paginas de los clientes estan en el repo regiomkt/sitios; cuando alguien abra un pull request ahi, que el bot avise en Slack al equipo con el titulo. Ocupo que jale hoy.',
    {
      status: 'smart_forms_required',
      trigger: 'github/github_webhook',
      actions: ['slack/send_message'],
      params: { '1.events': contains('pull_request') },
      asks: ['2.channel'],
    },
  ),

  // spreadsheet never identified (the tab is named)
  one(
    'b24al-26',
    'escuela de natación (Torreón)',
    'Buenas! Tengo una escuela de natacion en Torreón. La landing manda el JSON de cada interesado (nombre, telefono, edad) a un endpoint; quiero que cada uno se guarde como row en la hoja Leads de mi sheet de Google.',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row'],
      params: { '2.sheet_name': 'Leads' },
      asks: ['2.spreadsheet_id'],
    },
  ),

  // owner's Telegram chat id never given
  one(
    'b24al-27',
    'purificadora de agua (Tampico)',
    'Qué tal, pariente! Tengo una purificadora de agua en Tampico. Cuando el repartidor agregue un row en la hoja Entregas del sheet 1PuriTam_66Hd, que el bot me mande a mi Telegram el Cliente y los Garrafones de esa fila.',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['telegram/send_message'],
      params: {
        '1.spreadsheet_id': '1PuriTam_66Hd',
        '1.sheet_name': 'Entregas',
        '2.message': contains('{{trigger.record.Garrafones}}'),
      },
      asks: ['2.chat_id'],
    },
  ),

  // customer email the form does not have
  one(
    'b24al-28',
    'óptica (Morelia)',
    'Buenas tardes, tengo una optica en Morelia. En el form de citas piden nombre, telefono y graduacion. Cuando lo llenen, mandale un correo al cliente con la confirmacion y la direccion de la tienda, Av. Madero 1250.',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: { '1.fields': ['nombre', 'telefono', 'graduacion'] },
      asks: ['2.to'],
    },
  ),

  // ───────────── 1 clarification_needed, 1 conversation ─────────────

  one(
    'b24al-29',
    'estudio de tatuajes (Mexicali)',
    'Qué onda, tengo un estudio de tatuajes en Mexicali. Cuando alguien llene el form de citas con nombre y diseño, quiero que el flow lo suba a la nube pa tenerlo respaldado.',
    { status: 'clarification_needed' },
  ),

  one(
    'b24al-30',
    'lavandería (Celaya)',
    'Buenas tardes, tengo una lavanderia en Celaya y mi sobrino me hablo de ustedes. Una pregunta antes de armar nada: ¿los workflows siguen corriendo si apago la compu? ¿Y qué es eso de la URL de prueba y la de produccion del webhook?',
    { status: 'conversation' },
  ),

  // ───────────── 10 multi-turn follow-ups ─────────────

  // replace an hour
  {
    id: 'b24al-31',
    business: 'cremería (Tlaquepaque)',
    turns: [
      'Qué pues! Tengo una cremeria en Tlaquepaque. Hazme un cron diario a las 8 de la mañana que lea la hoja Inventario del sheet 1CremTlq_12Ab y me mande por correo como amanecimos de quesos.',
      'siempre no a las 8, mejor a las 6:30 que a esa hora abro',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 6 * * *',
        '2.spreadsheet_id': '1CremTlq_12Ab',
        '2.sheet_name': 'Inventario',
        '3.to': OWNER_EMAIL,
      },
      reply: ['6:30'],
    },
  },

  // replace a threshold
  {
    id: 'b24al-32',
    business: 'distribuidora de abarrotes (Reynosa)',
    turns: [
      'Buenas, distribuidora de abarrotes en Reynosa. Cuando entre un row nuevo en la hoja Pedidos del sheet 1AbaRey_880, un filter que deje pasar solo si el Monto es mayor a 5 mil, y que avise al canal #ventas de Slack con el Cliente y el Monto.',
      'oye subele el filter a 8 mil, con 5 son demasiados avisos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '1.spreadsheet_id': '1AbaRey_880',
        '1.sheet_name': 'Pedidos',
        '2.left': '{{trigger.record.Monto}}',
        '2.operator': 'greater_than',
        '2.right': anyOf(8000, '8000'),
        '3.channel': channel('ventas'),
      },
    },
  },

  // replace a recipient + add a step at the end (compound)
  {
    id: 'b24al-33',
    business: 'imprenta (Tlaxcala)',
    turns: [
      'Buen dia, tengo una imprenta en Tlaxcala. Por el endpoint me llegan las cotizaciones como JSON con cliente, producto y cantidad; que se le mande un correo a ventas@imprentatlx.mx con esos datos.',
      'cambia el correo a cotizaciones@imprentatlx.mx y al final agrega que se guarde en la hoja Historial del sheet 1ImpTlx_44',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['gmail/send_email', 'google_sheets/append_row'],
      params: {
        '2.to': 'cotizaciones@imprentatlx.mx',
        '3.spreadsheet_id': '1ImpTlx_44',
        '3.sheet_name': 'Historial',
      },
      reply: ['cotizaciones@imprentatlx.mx', 'Historial'],
    },
  },

  // add a step first
  {
    id: 'b24al-34',
    business: 'taquería (Roma, CDMX)',
    turns: [
      'Qué onda, tengo una taqueria en la Roma, CDMX. Los pedidos de la app me llegan por webhook con cliente, total y direccion en el payload; que me mande un whats a mi cel 55 3412 9087 con cada pedido.',
      'agrega un paso primero de todo: un filter que deje pasar nomas los pedidos con total mayor a 1,000 pesos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': anyOf(1000, '1000'),
        '3.to': phone('55 3412 9087'),
      },
    },
  },

  // add a step after a named step
  {
    id: 'b24al-35',
    business: 'florería (Campeche)',
    turns: [
      'Buenas! Tengo una floreria en Campeche. Los pedidos de la pagina llegan al endpoint con cliente, telefono y arreglo en el JSON. Hazme el flow: guardar en la hoja Pedidos del sheet 1FlorCam_23, luego mandarle whats al cliente que ya recibimos su pedido.',
      'despues de lo del sheet agregale que me avise el bot de Telegram al chat 7788123',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'telegram/send_message', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1FlorCam_23',
        '2.sheet_name': 'Pedidos',
        '3.chat_id': anyOf('7788123', 7788123),
        '4.to': '{{trigger.body.telefono}}',
      },
    },
  },

  // remove by service
  {
    id: 'b24al-36',
    business: 'agencia aduanal (Nuevo Laredo)',
    turns: [
      'Qué onda, agencia aduanal en Nuevo Laredo. Cuando llegue un correo con asunto pedimento, que la IA saque un resumen y lo mande al canal #trafico de Slack y tambien al chat de Telegram -100998877.',
      'quitale lo de Slack, nomas Telegram',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'telegram/send_message'],
      params: {
        '1.query': contains('pedimento'),
        '3.chat_id': anyOf('-100998877', -100998877),
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  },

  // remove by position (the last step)
  {
    id: 'b24al-37',
    business: 'escuela de música (Xalapa)',
    turns: [
      'Hola! Tengo una escuela de musica en Xalapa. Hazme un form de inscripcion con nombre, correo e instrumento; que se guarde en la hoja Alumnos del sheet 1MusXal_71, que me mande correo a mi y que me avise por whats al 228 145 9090.',
      'mejor quitale el ultimo paso, con el correo basta',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'instrumento'],
        '2.spreadsheet_id': '1MusXal_71',
        '2.sheet_name': 'Alumnos',
        '3.to': OWNER_EMAIL,
      },
    },
  },

  // swap a service keeping its data (Gmail → SMTP)
  {
    id: 'b24al-38',
    business: 'renta de autos (Los Cabos)',
    turns: [
      'Buenas, renta de autos en Los Cabos. Mi sistema de reservas me pega un POST con nombre, correo y fecha_entrega en el JSON; que le llegue al cliente un correo por Gmail con asunto Tu reserva esta confirmada y la fecha de entrega.',
      'cambia lo de Gmail por nuestro SMTP, lo demas igual',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['email/send_email'],
      params: {
        '2.to': '{{trigger.body.correo}}',
        '2.subject': contains('reserva'),
        '2.body': contains('{{trigger.body.fecha_entrega}}'),
      },
    },
  },

  // undo (3 turns)
  {
    id: 'b24al-39',
    business: 'carnicería (Ciudad Obregón)',
    turns: [
      'Quiubo, carniceria en Ciudad Obregón. Hazme un cron cada sabado a las 10 de la mañana que lea la hoja Pedidos del sheet 1CarnObr_19 y mande el listado al canal #reparto de Slack.',
      'cambialo al canal #bodega',
      'no, siempre no, regresalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 10 * * 6',
        '2.spreadsheet_id': '1CarnObr_19',
        '2.sheet_name': 'Pedidos',
        '3.channel': channel('reparto'),
      },
    },
  },

  // hour change, then several changes in one message (add at the end + remove by service)
  {
    id: 'b24al-40',
    business: 'cafetería de especialidad (Guanajuato)',
    turns: [
      'Buenas! Cafeteria de especialidad en Guanajuato capital. Diario a las 9 de la noche hazle un query a la tabla ventas de Postgres con lo del dia, que la IA arme un resumen y me lo mande a mi correo.',
      'mejor a las 10 de la noche',
      'y al final que el resumen se mande al canal #baristas de Slack, y quitale lo del correo',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 22 * * *',
        '2.query': containsAll('select', 'ventas'),
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.channel': channel('baristas'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
      reply: ['baristas', 'correo'],
    },
  },
];
