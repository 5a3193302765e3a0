/**
 * Blind batch 2026-11-24 (letter v): 40 held-out cases for the Enlaza planner, written without
 * seeing the assistant's code or any earlier batch.
 *
 * Mix:
 *  - 23 one-turn plan_ready (b24v-01…23): every trigger kind (webhook, form, schedule daily /
 *    weekly / monthly, Gmail new email, Sheets new row, Drive new file, Calendar event starting,
 *    Telegram new message, Slack, GitHub, manual) and every action kind (Sheets append/read,
 *    Gmail, SMTP, WhatsApp, Telegram, Slack, Discord, HTTP, AI, Postgres, filter, delay, Drive
 *    upload / create folder, Calendar create / list, GitHub issue, webhook respond, transform).
 *  - 5 smart_forms_required (b24v-24…28): owner's WhatsApp, Slack channel, spreadsheet id,
 *    owner's Telegram chat id, a customer email the row does not have.
 *  - 1 clarification_needed (b24v-29), 1 conversation (b24v-30).
 *  - 10 multi-turn edits (b24v-31…40): replace hour, threshold, recipient; add at the end, first,
 *    after a named step (+ hour change in the same message, with reply); remove by service, by
 *    position; swap Gmail → SMTP keeping the data; undo.
 *
 * Registers: very busy owners on WhatsApp — short run-on messages, voice-note transcriptions
 * ("eh este…"), abbreviations (q, xq, x, pls, tmb, xfa), two requests joined with "y luego",
 * conditions said at the end ("pero nomas si…"); norteño (Saltillo, Hermosillo, Chihuahua,
 * Reynosa, Monterrey, Torreón, Obregón, Mexicali, Culiacán), chilango (CDMX), tapatío
 * (Guadalajara, Zapopan), yucateco (Mérida, Campeche), costeño (Acapulco, Veracruz), bajío
 * (Querétaro, Aguascalientes, Irapuato, Celaya, León); emoji and Spanglish now and then.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A Mexican 10-digit phone in the spellings that are equally right. */
const tel = (d: string) => ({
  anyOf: [
    `+52${d}`,
    `52${d}`,
    `+521${d}`,
    `521${d}`,
    d,
    `+52 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
    `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
  ],
});

/** A Telegram chat id, as text or number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });

/** A Slack channel with or without the #. */
const chan = (name: string) => ({ anyOf: [`#${name}`, name] });

export const blind20261124v: EvalCase[] = [
  // ───────────────────────── plan_ready, one turn (23) ─────────────────────────
  one(
    'b24v-01',
    'Taquería (Tijuana)',
    'q onda, taqueria en Tijuana, mi pagina manda los pedidos x webhook con nombre, telefono y total. mandale whats al cliente q ya recibimos su pedido y luego apuntalo en la hoja Pedidos del spreadsheet 1TjTaqPedidos8xKq2LmNvB pls',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message', 'google_sheets/append_row'],
      params: {
        '2.to': '{{trigger.body.telefono}}',
        '3.spreadsheet_id': '1TjTaqPedidos8xKq2LmNvB',
        '3.sheet_name': 'Pedidos',
      },
    },
  ),
  one(
    'b24v-02',
    'Consultorio dental (Mérida)',
    'Buenas, bix a bel? tengo un consultorio dental aqui en Merida. Quiero un formulario de citas con nombre, correo, telefono y fecha, q la cita se agende en mi google calendar y luego le llegue un correo al paciente confirmandole, mare seria una chulada',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'telefono', 'fecha'],
        '2.start': '{{trigger.fecha}}',
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24v-03',
    'Panadería (Guadalajara)',
    'eh este, que onda, soy de una panaderia en Guadalajara, este… quiero q diario a las 7 de la noche lea la hoja Ventas de https://docs.google.com/spreadsheets/d/1GdlPanVentas26QwErTy9/edit#gid=0 y la IA me haga un resumencito y me lo mande a mi correo, ándale',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 19 * * *',
        '2.spreadsheet_id': '1GdlPanVentas26QwErTy9',
        '2.sheet_name': 'Ventas',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24v-04',
    'Gimnasio (Puebla)',
    'Hola buen dia, gym en Puebla 💪 cada lunes a las 8 am sacame de la tabla membresias de postgres los socios q vencen esta semana (nombre, telefono, fecha_vencimiento) y mandalos al canal #recepcion de slack xfa',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 8 * * 1',
        '2.query': { containsAll: ['select', 'membresias', 'fecha_vencimiento'] },
        '3.channel': chan('recepcion'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24v-05',
    'Despacho contable (Saltillo)',
    'Quiubo, tengo un despacho contable en Saltillo. el dia primero de cada mes a las 9 de la mañana creame una carpeta en drive q se llame Facturas del mes y luego avisale al grupo de telegram -1001847362915 q ya esta, arre',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_drive/create_folder', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 9 1 * *',
        '2.name': contains('Facturas'),
        '3.chat_id': chat('-1001847362915'),
      },
    },
  ),
  one(
    'b24v-06',
    'Ferretería (Hermosillo)',
    'Buenas, ferreteria en Hermosillo. cuando me caiga un correo con asunto cotizacion q la IA me lo resuma cortito y me lo mande por whats a mi cel 662 123 4567, ando en la calle todo el dia compa',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'whatsapp/send_message'],
      params: {
        '1.query': contains('cotizacion'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.to': tel('6621234567'),
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24v-07',
    'Escuela de inglés (Querétaro)',
    'Hola! escuela de ingles en Queretaro. cuando se agregue una fila en la hoja Inscritos (spreadsheet 1QroSpeakInscritos4tYu) mandale al alumno un correo de bienvenida a su columna Correo con asunto Bienvenido a Speak Up y luego avisa en slack en #altas',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email', 'slack/send_message'],
      params: {
        '1.spreadsheet_id': '1QroSpeakInscritos4tYu',
        '1.sheet_name': 'Inscritos',
        '2.to': '{{trigger.record.Correo}}',
        '2.subject': contains('Bienvenido a Speak Up'),
        '3.channel': chan('altas'),
      },
    },
  ),
  one(
    'b24v-08',
    'Imprenta (Durango)',
    'buenas tardes, imprenta en Durango, los clientes suben sus diseños a la carpeta https://drive.google.com/drive/folders/1DgoImprDisenos5hJkLz de drive. cuando caiga un archivo nuevo avisa en discord con el nombre del archivo, el webhook es https://discord.com/api/webhooks/1182736455/imprentaDgoXyZ',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['discord/send_message'],
      params: {
        '1.folder_id': '1DgoImprDisenos5hJkLz',
        '2.webhook_url': 'https://discord.com/api/webhooks/1182736455/imprentaDgoXyZ',
        '2.message': contains('{{trigger.name}}'),
      },
    },
  ),
  one(
    'b24v-09',
    'Clínica de fisioterapia (Culiacán)',
    'Que onda, clinica de fisioterapia en Culiacan. media hora antes de cada cita de mi calendario mandame x telegram el nombre de la cita y el lugar, mi chat id es 55443322, ahi se la encargo pariente',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['telegram/send_message'],
      params: {
        '1.minutes_before': { anyOf: [30, '30'] },
        '2.chat_id': chat('55443322'),
        '2.message': { containsAll: ['{{trigger.title}}', '{{trigger.location}}'] },
      },
    },
  ),
  one(
    'b24v-10',
    'Pizzería (Ensenada)',
    'hola, pizzeria en Ensenada 🍕 cuando alguien le escriba a nuestro bot de telegram q la IA le conteste con info del menu y los horarios al mismo chat, y luego guarda el mensaje en la hoja Mensajes del spreadsheet 1EnsPizzaBot7uIoP3q',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai/generate_text', 'telegram/send_message', 'google_sheets/append_row'],
      params: {
        '2.prompt': contains('{{trigger.text}}'),
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('{{steps.2.output.text}}'),
        '4.spreadsheet_id': '1EnsPizzaBot7uIoP3q',
        '4.sheet_name': 'Mensajes',
      },
    },
  ),
  one(
    'b24v-11',
    'Tienda de ropa (Aguascalientes)',
    'Buenas, tengo una tienda de ropa en Aguascalientes y un chavo nos hace la tienda en linea. cuando alguien del equipo escriba en slack crea un issue en el repo modaags/tienda-web de github con lo q escribio, pero nomas si dice falla',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'github/create_issue'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'contains',
        '2.right': 'falla',
        '3.repository': 'modaags/tienda-web',
      },
    },
  ),
  one(
    'b24v-12',
    'Estudio de desarrollo de apps (Zapopan)',
    'que tal, somos un estudio chiquito de apps en Zapopan. cuando haya un push en github pegale con POST a https://deploy.estudiozap.mx/hooks/build pa q se despliegue y luego avisa en slack en #deploys, porfa',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['http/request', 'slack/send_message'],
      params: {
        '2.url': 'https://deploy.estudiozap.mx/hooks/build',
        '2.method': 'POST',
        '3.channel': chan('deploys'),
      },
    },
  ),
  one(
    'b24v-13',
    'Renta de mobiliario para eventos (Acapulco)',
    'Ey primo buenas, rento sillas y mesas pa eventos en Acapulco. quiero un botoncito q cuando lo apriete me saque los eventos de mi calendario de esta semana y me los mande a mi correo, nomas eso',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_calendar/list_events', 'gmail/send_email'],
      params: {
        '3.to': OWNER_EMAIL,
        '3.body': contains('{{steps.2.output.events}}'),
      },
    },
  ),
  one(
    'b24v-14',
    'Reparación de celulares (Veracruz)',
    'Que hubo, reparo celulares en Veracruz. mi pagina manda las ordenes x webhook, arma los campos folio, cliente y equipo, contesta al webhook con 200 y el folio y luego guardalo en la hoja Reparaciones del spreadsheet 1VerCelReparaciones2wEr',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'webhook/respond', 'google_sheets/append_row'],
      params: {
        '3.status': { anyOf: [200, '200'] },
        '4.spreadsheet_id': '1VerCelReparaciones2wEr',
        '4.sheet_name': 'Reparaciones',
      },
    },
  ),
  one(
    'b24v-15',
    'Óptica (Toluca)',
    'hola buenas, optica en Toluca. cuando llenen el form de cita (nombre, correo, fecha) espera una hora y mandales por mi smtp un correo con asunto Tu cita en Optica Vision confirmando la fecha',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['delay/wait', 'email/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'fecha'],
        '2.seconds': { anyOf: [3600, '3600'] },
        '3.to': '{{trigger.correo}}',
        '3.subject': contains('Tu cita en Optica Vision'),
        '3.body': contains('{{trigger.fecha}}'),
      },
    },
  ),
  one(
    'b24v-16',
    'Laboratorio clínico (Tampico)',
    'Buen dia, laboratorio clinico en Tampico. eh este… cuando llegue un correo con asunto resultados, sube el contenido a drive en la carpeta 1TamLabResultados0pAsD con el asunto como nombre del archivo, gracias',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file'],
      params: {
        '1.query': contains('resultados'),
        '2.folder_id': '1TamLabResultados0pAsD',
        '2.name': contains('{{trigger.subject}}'),
        '2.content': '{{trigger.body}}',
      },
    },
  ),
  one(
    'b24v-17',
    'Florería (Oaxaca)',
    'Hola, floreria en Oaxaca 🌹 todos los dias a las 6 y media de la mañana jala los pedidos de https://api.floroax.mx/pedidos-hoy, q la IA me arme la ruta de entregas y me la mande x telegram al chat 7788990011',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '30 6 * * *',
        '2.url': 'https://api.floroax.mx/pedidos-hoy',
        '3.prompt': contains('{{steps.2.output.body}}'),
        '4.chat_id': chat('7788990011'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24v-18',
    'Escuela de natación (Campeche)',
    'Buenas tardes, escuela de natacion en Campeche. quiero un formulario de inscripcion con nombre, edad, telefono y horario, q se guarde en la tabla alumnos de postgres y luego le mande whats al papa al telefono q puso confirmando el horario, bomba',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'edad', 'telefono', 'horario'],
        '2.query': { containsAll: ['insert', 'alumnos', 'nombre', 'telefono'] },
        '3.to': '{{trigger.telefono}}',
        '3.message': contains('{{trigger.horario}}'),
      },
    },
  ),
  one(
    'b24v-19',
    'Agencia de viajes (Cancún)',
    'hola! agencia de viajes en Cancun ✈️ las reservas me llegan x webhook con cliente, destino y total. mandale whats a mi socio al 998 765 4321 con el destino y el cliente pero nomas si el total es mayor a 15 mil',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [15000, '15000'] },
        '3.to': tel('9987654321'),
        '3.message': { containsAll: ['{{trigger.body.destino}}', '{{trigger.body.cliente}}'] },
      },
    },
  ),
  one(
    'b24v-20',
    'Plomería (Chihuahua)',
    'Quiubo, plomeria en Chihuahua. cuando se agregue una fila en la hoja Servicios del spreadsheet 1ChihPlomServ3aSdF (columnas Cliente, Fecha, Direccion) crea el evento en mi calendario con el cliente y la fecha y luego mandale whats al tecnico al 614 222 3344 con la direccion',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['google_calendar/create_event', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1ChihPlomServ3aSdF',
        '1.sheet_name': 'Servicios',
        '2.title': contains('{{trigger.record.Cliente}}'),
        '2.start': '{{trigger.record.Fecha}}',
        '3.to': tel('6142223344'),
        '3.message': contains('{{trigger.record.Direccion}}'),
      },
    },
  ),
  one(
    'b24v-21',
    'Cafetería (Xalapa)',
    'hola q tal, cafeteria en Xalapa ☕ cuando llenen el form de opiniones (nombre, correo, comentario) mandales un correo de gracias y luego a los 3 dias otro correo con el cupon CAFE10 pa q regresen',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'delay/wait', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'comentario'],
        '2.to': '{{trigger.correo}}',
        '3.seconds': { anyOf: [259200, '259200'] },
        '4.to': '{{trigger.correo}}',
        '4.body': contains('CAFE10'),
      },
    },
  ),
  one(
    'b24v-22',
    'Academia de música (San Luis Potosí)',
    'buenas, academia de musica en San Luis Potosi 🎸 cada viernes a las 6 de la tarde lee la hoja Asistencias del spreadsheet 1SlpMusicaAsist6gHjK, q la IA saque quien falto y mandalo x smtp a maestros@academiasol.mx',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'email/send_email'],
      params: {
        '1.cron_expression': '0 18 * * 5',
        '2.spreadsheet_id': '1SlpMusicaAsist6gHjK',
        '2.sheet_name': 'Asistencias',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': 'maestros@academiasol.mx',
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24v-23',
    'Tortillería (Tlaxcala)',
    'eh este… hola, tortilleria en Tlaxcala, la gente nos pide kilos por el bot de telegram. cuando llegue un mensaje guardalo en la tabla pedidos_bot de postgres con el chat_id y el texto y luego contestale q ya quedo su pedido',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['postgres/query', 'telegram/send_message'],
      params: {
        '2.query': { containsAll: ['insert', 'pedidos_bot', 'chat_id'] },
        '3.chat_id': '{{trigger.chat_id}}',
      },
    },
  ),

  // ───────────────────────── smart_forms_required (5) ─────────────────────────
  one(
    'b24v-24',
    'Estética (CDMX)',
    'Qué onda, tengo una estetica en la Roma, CDMX. neta necesito q cuando agenden por el formulario (nombre, servicio, hora) me llegue un whats con los datos, xfa q quede hoy',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      params: { '1.fields': ['nombre', 'servicio', 'hora'] },
      asks: ['2.to'],
    },
  ),
  one(
    'b24v-25',
    'Consultorio de nutrición (Villahermosa)',
    'Hola buenas, soy nutriologa en Villahermosa. cuando me llegue un correo con asunto consulta nueva quiero q se avise a mi equipo en slack con quien lo manda y el asunto, pls',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['slack/send_message'],
      params: { '1.query': contains('consulta nueva') },
      asks: ['2.channel'],
    },
  ),
  one(
    'b24v-26',
    'Zapatería (Irapuato)',
    'Buenas, zapateria en Irapuato. mi tienda en linea manda cada venta por webhook con modelo, talla y precio, quiero q se guarde en la hoja Ventas de google sheets, ahi le encargo',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row'],
      params: { '2.sheet_name': 'Ventas' },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24v-27',
    'Cerrajería 24 h (Reynosa)',
    'Que onda, cerrajeria 24 hrs en Reynosa. cuando alguien llene el formulario de emergencia con nombre, direccion y telefono avisame por telegram luego luego xq si no se van con otro',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['telegram/send_message'],
      params: { '1.fields': ['nombre', 'direccion', 'telefono'] },
      asks: ['2.chat_id'],
    },
  ),
  one(
    'b24v-28',
    'Carpintería (Tepic)',
    'hola, carpinteria en Tepic. cuando agregue una fila en la hoja Cotizaciones del spreadsheet 1TepCarpCotiz9zXcV (columnas Cliente, Mueble, Precio) mandale la cotizacion por correo al cliente con el mueble y el precio',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1TepCarpCotiz9zXcV',
        '1.sheet_name': 'Cotizaciones',
      },
      asks: ['2.to'],
    },
  ),

  // ───────────────────────── clarification / conversation ─────────────────────────
  one(
    'b24v-29',
    'Pastelería (Celaya)',
    'hola buenas tardes, pasteleria en Celaya 🎂 cuando llegue un pedido por el formulario con nombre, pastel y fecha de entrega guardalo en la nube pa no perderlo',
    { status: 'clarification_needed' },
  ),
  one(
    'b24v-30',
    'Guardería (Zacatecas)',
    'Buenas tardes, tengo una guarderia en Zacatecas y apenas estoy viendo Enlaza. oiga, se puede conectar con whatsapp y cuanto cuesta? es q no le entiendo muy bien',
    { status: 'conversation' },
  ),

  // ───────────────────────── multi-turn edits (10) ─────────────────────────
  {
    id: 'b24v-31',
    business: 'Barbería (Monterrey)',
    turns: [
      'Q onda, barberia en Monterrey 💈 diario a las 9 de la mañana mandame a mi correo las citas de hoy de mi google calendar, pa saber cuantos cortes hay',
      'mejor a las 8 y media q abro temprano',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 8 * * *',
        '3.to': OWNER_EMAIL,
        '3.body': contains('{{steps.2.output.events}}'),
      },
      reply: ['8:30'],
    },
  },
  {
    id: 'b24v-32',
    business: 'Farmacia (Torreón)',
    turns: [
      'Buenas, farmacia en Torreon, las ventas me llegan por webhook con producto y total. avisame en slack en #ventas-grandes nomas cuando el total sea mayor a 3 mil',
      'no mejor q sea arriba de 5 mil, 3 mil es bien poquito',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [5000, '5000'] },
        '3.channel': chan('ventas-grandes'),
      },
    },
  },
  {
    id: 'b24v-33',
    business: 'Lavandería (Cuernavaca)',
    turns: [
      'hola, lavanderia en Cuernavaca. cuando llenen el form de recoleccion (nombre, direccion, telefono) mandale whats a mi chofer al 777 111 2233 con la direccion',
      'cambia el numero del chofer, ahora es el 777 444 5566',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'direccion', 'telefono'],
        '2.to': tel('7774445566'),
        '2.message': contains('{{trigger.direccion}}'),
      },
    },
  },
  {
    id: 'b24v-34',
    business: 'Hotel boutique (San Cristóbal de las Casas)',
    turns: [
      'Buen dia, hotel boutique en San Cristobal. cuando llegue un correo con asunto reservacion guarda quien lo manda y el asunto en la hoja Reservas del spreadsheet 1SclHotelReserv2bNmQ',
      'y luego al final avisame por telegram, mi chat es 99887766',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '1.query': contains('reservacion'),
        '2.spreadsheet_id': '1SclHotelReserv2bNmQ',
        '2.sheet_name': 'Reservas',
        '3.chat_id': chat('99887766'),
      },
    },
  },
  {
    id: 'b24v-35',
    business: 'Escuela de manejo (Pachuca)',
    turns: [
      'hola, escuela de manejo en Pachuca 🚗 mi pagina manda las inscripciones por webhook con nombre, correo y paquete. mandale un correo al alumno con asunto Bienvenido a Autoescuela Bella Airosa',
      'antes del correo, como primer paso, guarda al alumno en la tabla inscripciones de postgres con nombre, correo y paquete',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '2.query': { containsAll: ['insert', 'inscripciones', 'nombre', 'correo', 'paquete'] },
        '3.to': '{{trigger.body.correo}}',
        '3.subject': contains('Bienvenido a Autoescuela Bella Airosa'),
      },
    },
  },
  {
    id: 'b24v-36',
    business: 'Abarrotes (Ciudad Obregón)',
    turns: [
      'que onda, abarrotes en Obregon. todos los dias a las 10 de la noche lee la hoja Inventario del spreadsheet 1ObrAbarrInv5cVbN, q la IA me diga q se esta acabando y me lo mande por whats al 644 555 1212',
      'despues de la IA mandalo tmb al discord https://discord.com/api/webhooks/99881/abarrotesObr y cambia la hora a las 7:30 de la mañana',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: [
        'google_sheets/read_rows',
        'ai/generate_text',
        'discord/send_message',
        'whatsapp/send_message',
      ],
      params: {
        '1.cron_expression': '30 7 * * *',
        '2.spreadsheet_id': '1ObrAbarrInv5cVbN',
        '2.sheet_name': 'Inventario',
        '4.webhook_url': 'https://discord.com/api/webhooks/99881/abarrotesObr',
        '4.message': contains('{{steps.3.output.text}}'),
        '5.to': tel('6445551212'),
        '5.message': contains('{{steps.3.output.text}}'),
      },
      reply: ['7:30', 'Discord'],
    },
  },
  {
    id: 'b24v-37',
    business: 'Consultorio de psicología (Colima)',
    turns: [
      'Hola, soy psicologa en Colima. cuando llenen el formulario de primera consulta (nombre, correo, motivo) guardalo en la hoja Pacientes del spreadsheet 1ColPsicoPac8mKjH, mandale un correo al paciente q ya recibi su solicitud y avisa en slack en #consultorio',
      'quita lo de slack, ya no lo uso',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'motivo'],
        '2.spreadsheet_id': '1ColPsicoPac8mKjH',
        '2.sheet_name': 'Pacientes',
        '3.to': '{{trigger.correo}}',
      },
    },
  },
  {
    id: 'b24v-38',
    business: 'Electricista (Mexicali)',
    turns: [
      'Quiubo, soy electricista en Mexicali. cuando me escriban al bot de telegram q la IA conteste con mis precios al mismo chat, guarda el mensaje en la hoja Clientes del spreadsheet 1MxlElecClient4rTy y tmb mandame un correo con el mensaje',
      'eh este… quita el ultimo paso, ya con la hoja tengo',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai/generate_text', 'telegram/send_message', 'google_sheets/append_row'],
      params: {
        '2.prompt': contains('{{trigger.text}}'),
        '3.chat_id': '{{trigger.chat_id}}',
        '4.spreadsheet_id': '1MxlElecClient4rTy',
        '4.sheet_name': 'Clientes',
      },
    },
  },
  {
    id: 'b24v-39',
    business: 'Estudio de yoga (Playa del Carmen)',
    turns: [
      'hola! estudio de yoga en Playa del Carmen 🧘 cuando llenen el form de clase muestra (nombre, correo, clase) mandales un correo por gmail con asunto Tu clase muestra y el nombre de la clase',
      'oye mejor q se mande por mi smtp en vez de gmail, lo demas igual',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['email/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'clase'],
        '2.to': '{{trigger.correo}}',
        '2.subject': contains('Tu clase muestra'),
        '2.body': contains('{{trigger.clase}}'),
      },
    },
  },
  {
    id: 'b24v-40',
    business: 'Veterinaria (León)',
    turns: [
      'Buenas, veterinaria en Leon 🐶 el sistema de citas manda cada cita por webhook con mascota, dueno y tipo. avisame en slack en #urgencias pero nomas cuando el tipo sea urgencia',
      'cambia el canal a #recepcion',
      'no no, deshaz eso, dejalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.tipo}}',
        '2.operator': 'equals',
        '2.right': 'urgencia',
        '3.channel': chan('urgencias'),
      },
    },
  },
];
