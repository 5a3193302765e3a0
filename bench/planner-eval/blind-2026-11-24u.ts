/**
 * Held-out batch 2026-11-24, letter u (blind: written from the brief, catalogue and types only).
 *
 * Mix (40):
 *  - 01–23 one-turn plan_ready: every trigger kind (webhook 01/14/19, form 02/15/22, schedule
 *    daily 03/16, weekly 04/20, monthly 05, Gmail new email 06/17, Sheets new row 07/18/23,
 *    Drive new file 08, Calendar event starting 09, Telegram new message 10, Slack 11, GitHub 12,
 *    manual 13/21) and every action kind (Sheets append/read, Gmail, SMTP, WhatsApp, Telegram,
 *    Slack, Discord, HTTP, AI, Postgres, filter, delay, Drive upload/create folder, Calendar
 *    create/list, GitHub issue, webhook respond, transform).
 *  - 24–28 smart_forms_required (owner's WhatsApp, Slack channel, spreadsheet id, owner's
 *    Telegram chat id, a customer email the row does not have).
 *  - 29 clarification_needed ("en la nube"), 30 conversation (how the product works).
 *  - 31–40 multi-turn edits: compound change with reply (hour + tab), threshold, recipient, add at
 *    the end, add first, add after a named step, remove by service, remove by position, swap
 *    Gmail→SMTP keeping its data, undo.
 *
 * Registers: oaxaqueño and costeño (Oaxaca coast, Acapulco), chiapaneco with voseo, yucateco
 * (Campeche, Quintana Roo: "uay", "mare"), tabasqueño, poblano, chilango/Morelos, hidalguense,
 * norteño owners living in the Caribbean, Spanglish (Cancún, Playa, devs), formal accountants;
 * missing accents, emoji, "8 mil", "5,000 pesos", "media hora".
 * Businesses: south and centre of Mexico only (Oaxaca, Chiapas, Puebla, Tlaxcala, Hidalgo,
 * Morelos, Guerrero, Tabasco, Campeche, Quintana Roo), none repeated.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A Mexican mobile written by the owner: the usual equivalent spellings. */
const phone = (ten: string, written: string) => ({
  anyOf: [`+52${ten}`, `52${ten}`, ten, `+521${ten}`, `521${ten}`, written, `+52 ${written}`],
});
/** A Telegram chat id as text or number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });
const all = (...parts: string[]) => ({ containsAll: parts });

export const blind20261124u: EvalCase[] = [
  // ───────────────────────── one-turn plan_ready (23) ─────────────────────────
  one(
    'b24u-01',
    'Mezcalería Tres Lunas (Santiago Matatlán, Oaxaca)',
    'Buenas tardes 🙌 tengo una mezcaleria en Santiago Matatlan, Oax. Mi tienda en linea me avisa cada pedido por webhook con nombre, telefono y total. Quiero que se guarde en la pestaña Pedidos Web del spreadsheet 1Qm8vT3kLzP0aXcR7yHn2bWd5sEe9uJfGhI4oKlMnOpQ, que le mande whats al cliente confirmando y que le responda 200 a la tienda',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message', 'webhook/respond'],
      params: {
        '2.spreadsheet_id': '1Qm8vT3kLzP0aXcR7yHn2bWd5sEe9uJfGhI4oKlMnOpQ',
        '2.sheet_name': 'Pedidos Web',
        '3.to': '{{trigger.body.telefono}}',
        '4.status': { anyOf: [200, '200'] },
      },
    },
  ),
  one(
    'b24u-02',
    'Clínica Dental Sonrisa Zoque (Tuxtla Gutiérrez, Chiapas)',
    'Hola buen dia, soy la dentista de Clinica Sonrisa Zoque en Tuxtla. Ocupo un formulario de citas con nombre, telefono, correo y tratamiento, que cada registro se inserte en la tabla citas de nuestro Postgres y que al paciente le llegue un correo confirmando su cita 🦷',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'telefono', 'correo', 'tratamiento'],
        '2.query': all('insert', 'citas', 'nombre', 'telefono', 'correo', 'tratamiento'),
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24u-03',
    'Panadería La Espiga (Puebla, Puebla)',
    'Que tal, tengo la panaderia La Espiga en el centro de Puebla. Todos los dias a las 7 de la mañana lee la pestaña Inventario Diario de https://docs.google.com/spreadsheets/d/1pXn4RgT8vKq2LmZ7sWc9YbE3hUjO5aIdF6eNrQyVt0/edit#gid=0 , que la IA me resuma que se esta acabando y me lo mande a mi Telegram, mi chat id es 583920174',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '2.spreadsheet_id': '1pXn4RgT8vKq2LmZ7sWc9YbE3hUjO5aIdF6eNrQyVt0',
        '2.sheet_name': 'Inventario Diario',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.chat_id': chat('583920174'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24u-04',
    'Caribe Azul Tours (Cancún, Quintana Roo)',
    'Hey hola! somos Caribe Azul Tours en Cancun 🌴 Every monday a las 8:30 am queremos jalar el tipo de cambio de https://api.caribeazul.mx/v1/tipo-cambio y postearlo en el channel #ventas-cancun de Slack pa que los sellers coticen bien',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'slack/send_message'],
      params: {
        '1.cron_expression': '30 8 * * 1',
        '2.url': 'https://api.caribeazul.mx/v1/tipo-cambio',
        '3.channel': { anyOf: ['#ventas-cancun', 'ventas-cancun'] },
        '3.message': contains('{{steps.2.output.body}}'),
      },
    },
  ),
  one(
    'b24u-05',
    'Cooperativa Café Soconusco (Tapachula, Chiapas)',
    'Buenas, llevo las cuentas de la cooperativa Cafe Soconusco en Tapachula ☕. El dia primero de cada mes a las 9 am saca de la tabla ventas de Postgres los kilos y montos del mes pasado, que la IA me haga un reporte cortito y mandamelo a mi correo',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 9 1 * *',
        '2.query': all('select', 'ventas'),
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24u-06',
    'Hotel Casa Baluarte (Campeche, Campeche)',
    'Mare, buenas noches! tengo el hotel Casa Baluarte en Campeche. Cuando me llegue un correo con asunto "Solicitud de reservacion" que la IA saque nombre, fechas y numero de huespedes y lo agregue en la pestaña Reservas 2026 del sheet 1hB7cWq2ZrT9xLp4NvKd6MsJ0yEaGfU3iOl8RtYbXnQ',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row'],
      params: {
        '1.query': contains('Solicitud de reservacion'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.spreadsheet_id': '1hB7cWq2ZrT9xLp4NvKd6MsJ0yEaGfU3iOl8RtYbXnQ',
        '3.sheet_name': 'Reservas 2026',
      },
    },
  ),
  one(
    'b24u-07',
    'Escuela de inglés Lingua Bella (Pachuca, Hidalgo)',
    'q onda, soy de la escuela de ingles Lingua Bella en Pachuca. Neta cuando caiga un alumno nuevo en la hoja Inscripciones (id 1tY5uI8oP2aS4dF6gH9jK1lZ3xC7vB0nM4qW2eR6tY8u) mandale correo de bienvenida por nuestro SMTP a la columna Correo y un whats a la columna Celular',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['email/send_email', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1tY5uI8oP2aS4dF6gH9jK1lZ3xC7vB0nM4qW2eR6tY8u',
        '1.sheet_name': 'Inscripciones',
        '2.to': '{{trigger.record.Correo}}',
        '3.to': '{{trigger.record.Celular}}',
      },
    },
  ),
  one(
    'b24u-08',
    'Despacho contable Xicohténcatl (Tlaxcala, Tlaxcala)',
    'Buen dia. Somos un despacho contable en Tlaxcala capital. Cuando un cliente suba un archivo a la carpeta de Drive 1FzK9pQ2wE4rT6yU8iO0aS3dG5hJ7kLm, avisen en el canal #facturas-por-revisar de Slack con el nombre del archivo y apuntenlo en la pestaña Bitacora del spreadsheet 1bN3mQ5wE7rT9yU1iO3pA5sD7fG9hJ1kL3zX5cV7bN9m',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['slack/send_message', 'google_sheets/append_row'],
      params: {
        '1.folder_id': '1FzK9pQ2wE4rT6yU8iO0aS3dG5hJ7kLm',
        '2.channel': { anyOf: ['#facturas-por-revisar', 'facturas-por-revisar'] },
        '2.message': contains('{{trigger.name}}'),
        '3.spreadsheet_id': '1bN3mQ5wE7rT9yU1iO3pA5sD7fG9hJ1kL3zX5cV7bN9m',
        '3.sheet_name': 'Bitacora',
      },
    },
  ),
  one(
    'b24u-09',
    'Spa y temazcal Xochi (Tepoztlán, Morelos)',
    'Holaa 🌿 tengo un spa con temazcal en Tepoz, Morelos. Quiero que media hora antes de cada cita de mi Google Calendar me llegue un whats a mi numero 777 214 8890 con el nombre de la cita y el lugar porfa',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': { anyOf: [30, '30'] },
        '2.to': phone('7772148890', '777 214 8890'),
        '2.message': contains('{{trigger.title}}'),
      },
    },
  ),
  one(
    'b24u-10',
    'Taquería El Pejelagarto (Villahermosa, Tabasco)',
    'Que onda compa, tengo una taqueria en Villahermosa, Tabasco 🌮. Los clientes piden por mi bot de Telegram; quiero que la IA entienda el pedido, le conteste al mismo chat con el total y se guarde en la pestaña Pedidos Bot del archivo 1kR8tY2uI4oP6aS8dF0gH2jK4lZ6xC8vB0nM2qW4eR6',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai/generate_text', 'telegram/send_message', 'google_sheets/append_row'],
      params: {
        '2.prompt': contains('{{trigger.text}}'),
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('{{steps.2.output.text}}'),
        '4.spreadsheet_id': '1kR8tY2uI4oP6aS8dF0gH2jK4lZ6xC8vB0nM2qW4eR6',
        '4.sheet_name': 'Pedidos Bot',
      },
    },
  ),
  one(
    'b24u-11',
    'Agencia web Talavera Digital (San Pedro Cholula, Puebla)',
    'Hola, somos Talavera Digital, agencia web en Cholula. Cuando alguien del equipo mande un mensaje a nuestro bot de Slack, quiero que se abra un issue en el repo talavera-digital/portal-clientes con el texto como titulo, super easy',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['github/create_issue'],
      params: {
        '2.repository': 'talavera-digital/portal-clientes',
        '2.title': contains('{{trigger.text}}'),
      },
    },
  ),
  one(
    'b24u-12',
    'Colibrí Labs, software (Oaxaca de Juárez, Oaxaca)',
    'Buenas! en Colibri Labs somos devs en Oaxaca. Cada vez que haya un push o abran un issue en nuestro GitHub queremos aviso en Discord por este webhook https://discord.com/api/webhooks/1183094455/colibri-dev-Xy7Qp, ahi vemos quien lo toma',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['discord/send_message'],
      params: {
        '2.webhook_url': 'https://discord.com/api/webhooks/1183094455/colibri-dev-Xy7Qp',
      },
    },
  ),
  one(
    'b24u-13',
    'Artesanías Manos de Chiapas (San Cristóbal de las Casas, Chiapas)',
    'Buenas vos! tengo la tienda de artesanias Manos de Chiapas en San Cristobal. Quiero un boton que cuando yo le pique me cree en Drive una carpeta llamada "Temporada Navidad 2026" y me mande un correo avisando que ya quedo',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_drive/create_folder', 'gmail/send_email'],
      params: {
        '2.name': 'Temporada Navidad 2026',
        '3.to': OWNER_EMAIL,
      },
    },
  ),
  one(
    'b24u-14',
    'Bacalar Kayak Club (Bacalar, Quintana Roo)',
    'Quiubo, soy de Monterrey pero tengo Bacalar Kayak Club en Bacalar. Mi pagina manda reservaciones por webhook con nombre, fecha y personas. Respondele luego luego 200 a la pagina y nomas cuando sean mas de 6 personas mandame un correo, pa preparar el lanchon',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['webhook/respond', 'filter/condition', 'gmail/send_email'],
      params: {
        '2.status': { anyOf: [200, '200'] },
        '3.left': '{{trigger.body.personas}}',
        '3.operator': 'greater_than',
        '3.right': { anyOf: [6, '6'] },
        '4.to': OWNER_EMAIL,
      },
    },
  ),
  one(
    'b24u-15',
    'Taller mecánico Hermanos Ocampo (Cuernavaca, Morelos)',
    'Buenas tardes jefe, tengo un taller mecanico en Cuernavaca. Ocupo un formulario donde el cliente ponga nombre, telefono, placas, servicio y fecha; que se agende en mi Google Calendar con las placas en el titulo y que le mande whats al cliente confirmando, chido',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'placas', 'servicio', 'fecha'],
        '2.title': contains('{{trigger.placas}}'),
        '2.start': contains('{{trigger.fecha}}'),
        '3.to': '{{trigger.telefono}}',
      },
    },
  ),
  one(
    'b24u-16',
    'Consultorio pediátrico Dra. Anaya (Chilpancingo, Guerrero)',
    'Hola, tengo consultorio de pediatria en Chilpancingo. Diario a las 6 de la tarde revisa mi calendario de mañana, que la IA me arme la lista de pacientes en orden de hora y me la mande a mi correo pa ir preparada, gracias',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 18 * * *',
        '3.prompt': contains('{{steps.2.output.events}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24u-17',
    'Exportadora de miel Xunáan (Hopelchén, Campeche)',
    'Uay buen dia! en la exportadora de miel Xunaan de Hopelchen nos llegan facturas de proveedores. Cuando llegue un correo con asunto factura, guarda el contenido como archivo en la carpeta de Drive 1mNbVcX8zLkJhG6fDsA4pOiU2yTrE y avisame por Telegram al chat 702115933 🐝',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file', 'telegram/send_message'],
      params: {
        '1.query': contains('factura'),
        '2.content': contains('{{trigger.body}}'),
        '2.folder_id': '1mNbVcX8zLkJhG6fDsA4pOiU2yTrE',
        '3.chat_id': chat('702115933'),
      },
    },
  ),
  one(
    'b24u-18',
    'Florería Flores del Tule (Santa María del Tule, Oaxaca)',
    'Hola! tengo una floreria en el Tule, Oaxaca 💐 Cuando entre un renglon nuevo en la hoja Pedidos Flores del sheet 1cV5bN7mQ9wE1rT3yU5iO7pA9sD1fG3hJ5kL7zX9cV1b, y nomas si la columna Estatus dice Pagado, mandale whats a la columna Telefono que su arreglo ya va en camino',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1cV5bN7mQ9wE1rT3yU5iO7pA9sD1fG3hJ5kL7zX9cV1b',
        '1.sheet_name': 'Pedidos Flores',
        '2.left': '{{trigger.record.Estatus}}',
        '2.operator': 'equals',
        '2.right': 'Pagado',
        '3.to': '{{trigger.record.Telefono}}',
      },
    },
  ),
  one(
    'b24u-19',
    'Hostal La Punta (Puerto Escondido, Oaxaca)',
    'Quiubo compa! tengo un hostal en La Punta, Puerto Escondido 🏄 Me caen reservas por webhook con nombre, noches y correo. Arma los datos con esos campos mas un campo canal que diga web, mandalo por POST a https://hooks.hostallapunta.mx/contabilidad y contestale ok al webhook',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'http/request', 'webhook/respond'],
      params: {
        '3.url': 'https://hooks.hostallapunta.mx/contabilidad',
        '3.method': 'POST',
      },
    },
  ),
  one(
    'b24u-20',
    'Gimnasio Fuerza Tulancingo (Tulancingo, Hidalgo)',
    'Buenas, tengo el gimnasio Fuerza Tulancingo en Hidalgo. Cada viernes a las 6 de la tarde saca de la tabla socios de Postgres a los que se les vence la membresia la otra semana, que la IA haga la lista y me la mande por whats al 775 102 3344',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 18 * * 5',
        '2.query': all('select', 'socios'),
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': phone('7751023344', '775 102 3344'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24u-21',
    'Mariscos La Güera (Acapulco, Guerrero)',
    'Que hubo! soy de Mariscos La Guera en Acapulco 🦐 Quiero un boton que cuando yo lo corra lea la pestaña Menu Semana de https://docs.google.com/spreadsheets/d/1aZ2xS3dC4fV5gB6hN7jM8kL9pO0iU1yT2rE3wQ4aSdF/edit y lo mande por POST a https://api.mariscoslaguera.mx/menu pa actualizar la pagina',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_sheets/read_rows', 'http/request'],
      params: {
        '2.spreadsheet_id': '1aZ2xS3dC4fV5gB6hN7jM8kL9pO0iU1yT2rE3wQ4aSdF',
        '2.sheet_name': 'Menu Semana',
        '3.url': 'https://api.mariscoslaguera.mx/menu',
        '3.method': 'POST',
      },
    },
  ),
  one(
    'b24u-22',
    'Estudio de yoga Sak Ja (Playa del Carmen, Quintana Roo)',
    'Hola! tengo un yoga studio en Playa del Carmen 🧘‍♀️ Quiero un form de registro con nombre, correo y clase. Mandales un mail de welcome al correo que pongan, espera un dia y luego otro correo pidiendoles un review en Google',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'delay/wait', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'clase'],
        '2.to': '{{trigger.correo}}',
        '3.seconds': { anyOf: [86400, '86400'] },
        '4.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24u-23',
    'Salón de Eventos Los Arcos (Huamantla, Tlaxcala)',
    'Buenas tardes, manejo el Salon de Eventos Los Arcos en Huamantla. Cuando agreguen un renglon en la pestaña Eventos Confirmados (hoja 1gH2jK3lZ4xC5vB6nM7qW8eR9tY0uI1oP2aS3dF4gH5j), crea el evento en mi Calendar con la columna Cliente de titulo y la columna Fecha de inicio, y avisa al grupo de Telegram -1001987654321',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['google_calendar/create_event', 'telegram/send_message'],
      params: {
        '1.spreadsheet_id': '1gH2jK3lZ4xC5vB6nM7qW8eR9tY0uI1oP2aS3dF4gH5j',
        '1.sheet_name': 'Eventos Confirmados',
        '2.title': contains('{{trigger.record.Cliente}}'),
        '2.start': contains('{{trigger.record.Fecha}}'),
        '3.chat_id': chat('-1001987654321'),
      },
    },
  ),

  // ───────────────────────── smart_forms_required (5) ─────────────────────────
  one(
    'b24u-24',
    'Pastelería Dulce Tehuacán (Tehuacán, Puebla)',
    'Hola buenas! tengo la pasteleria Dulce Tehuacan. Quiero un formulario de pedidos con nombre, telefono, pastel y fecha_entrega; que se guarde en la pestaña Pedidos del sheet 1pQ9wE8rT7yU6iO5pA4sD3fG2hJ1kL0zX9cV8bN7mQ6w y que me mandes un whats a mi cada que caiga uno 🎂',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'pastel', 'fecha_entrega'],
        '2.spreadsheet_id': '1pQ9wE8rT7yU6iO5pA4sD3fG2hJ1kL0zX9cV8bN7mQ6w',
        '2.sheet_name': 'Pedidos',
      },
      asks: ['3.to'],
    },
  ),
  one(
    'b24u-25',
    'Inmobiliaria Costa Jaguar (Tulum, Quintana Roo)',
    'Que onda, soy de Chihuahua y tengo una inmobiliaria en Tulum. Los leads me llegan por webhook con nombre, telefono y presupuesto. Nomas cuando el presupuesto sea de 3 millones o mas, mandalo a Slack para que lo agarre un asesor, bien facil',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.presupuesto}}',
        '2.operator': 'greater_or_equal',
        '2.right': { anyOf: [3000000, '3000000'] },
      },
      asks: ['3.channel'],
    },
  ),
  one(
    'b24u-26',
    'Mueblería Chiapa Maderas (Chiapa de Corzo, Chiapas)',
    'Buenas tardes, tengo la muebleria Chiapa Maderas en Chiapa de Corzo. Quiero un formulario de cotizacion con nombre, telefono y mueble; guardalo en la pestaña Cotizaciones de mi hoja de Google y mandale un whats al cliente que ya le cotizamos',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'mueble'],
        '2.sheet_name': 'Cotizaciones',
        '3.to': '{{trigger.telefono}}',
      },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24u-27',
    'Vivero Las Orquídeas (Cuautla, Morelos)',
    'Hola que tal, tengo el vivero Las Orquideas en Cuautla 🌱. Diario a las 8 de la noche lee la pestaña Ventas Hoy del sheet 1vB2nM3qW4eR5tY6uI7oP8aS9dF0gH1jK2lZ3xC4vB5n y mandame por Telegram lo que se vendio',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 20 * * *',
        '2.spreadsheet_id': '1vB2nM3qW4eR5tY6uI7oP8aS9dF0gH1jK2lZ3xC4vB5n',
        '2.sheet_name': 'Ventas Hoy',
      },
      asks: ['3.chat_id'],
    },
  ),
  one(
    'b24u-28',
    'Ferretería El Clavo (Escárcega, Campeche)',
    'Buen dia, tengo la ferreteria El Clavo en Escarcega, Campeche. Cada venta la apuntamos en la hoja Ventas Mostrador (id 1rT5yU7iO9pA1sD3fG5hJ7kL9zX1cV3bN5mQ7wE9rT1y) que tiene Nombre, Telefono y Total. Cuando entre una venta mandale un correo al cliente con su recibo',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1rT5yU7iO9pA1sD3fG5hJ7kL9zX1cV3bN5mQ7wE9rT1y',
        '1.sheet_name': 'Ventas Mostrador',
      },
      asks: ['2.to'],
    },
  ),

  // ───────────────────────── clarification / conversation ─────────────────────────
  one(
    'b24u-29',
    'Estudio fotográfico Luz Maya (Chetumal, Quintana Roo)',
    'Hola buenas, tengo un estudio de fotografia en Chetumal 📸. Cuando un cliente me mande fotos por correo quiero que se guarden en la nube automaticamente, nada mas eso',
    { status: 'clarification_needed' },
  ),
  one(
    'b24u-30',
    'Nevería La Poblanita (Izúcar de Matamoros, Puebla)',
    'Buenas tardes, tengo una neveria en Izucar de Matamoros. Oiga y esto de Enlaza como funciona? se necesita saber programar o yo solita puedo armar mis automatizaciones?',
    { status: 'conversation' },
  ),

  // ───────────────────────── multi-turn follow-ups (10) ─────────────────────────
  {
    id: 'b24u-31',
    business: 'Lavandería Burbujas (Cozumel, Quintana Roo)',
    turns: [
      'Hola! tengo la lavanderia Burbujas en Cozumel. Diario a las 8 am lee la pestaña Entregas de la hoja 1wE3rT5yU7iO9pA2sD4fG6hJ8kL0zX2cV4bN6mQ8wE0r y mandame por correo la lista de lo que hay que entregar',
      'mejor a las 7 y media, y que lea la pestaña Pendientes en lugar de Entregas',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 7 * * *',
        '2.spreadsheet_id': '1wE3rT5yU7iO9pA2sD4fG6hJ8kL0zX2cV4bN6mQ8wE0r',
        '2.sheet_name': 'Pendientes',
        '3.to': OWNER_EMAIL,
      },
      reply: ['7:30', 'Pendientes'],
    },
  },
  {
    id: 'b24u-32',
    business: 'Abarrotes Mayoreo Papaloapan (San Juan Bautista Tuxtepec, Oaxaca)',
    turns: [
      'Buenas, tengo abarrotes de mayoreo en Tuxtepec, Oaxaca. Mi sistema de pedidos manda un webhook con cliente, monto y telefono. Solo cuando el monto sea mayor a 5,000 pesos avisame por whats al 287 118 4521',
      'oye cambia el monto, que sea arriba de 8 mil',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.monto}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [8000, '8000'] },
        '3.to': phone('2871184521', '287 118 4521'),
      },
    },
  },
  {
    id: 'b24u-33',
    business: 'Hotel Selva Palenque (Palenque, Chiapas)',
    turns: [
      'Hola, administro el Hotel Selva Palenque en Chiapas. El dia 1 de cada mes a las 10 de la mañana saca de la tabla reservaciones de Postgres las del mes pasado y manda el listado a contabilidad@hotelselvapalenque.mx',
      'ya no a contabilidad, mandalo mejor a gerencia@hotelselvapalenque.mx',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 10 1 * *',
        '2.query': all('select', 'reservaciones'),
        '3.to': 'gerencia@hotelselvapalenque.mx',
      },
    },
  },
  {
    id: 'b24u-34',
    business: 'Academia de danza folklórica Guendaliza (Juchitán, Oaxaca)',
    turns: [
      'Buenas! tengo una academia de danza folklorica en Juchitan 💃 Quiero un formulario de inscripcion con nombre, edad, telefono y grupo que se guarde en la pestaña Alumnas 2026 del sheet 1sD4fG6hJ8kL0zX2cV4bN6mQ8wE0rT2yU4iO6pA8sD0f',
      'y al final avisa en el grupo de Telegram de maestras, chat -1002233445566',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '1.fields': ['nombre', 'edad', 'telefono', 'grupo'],
        '2.spreadsheet_id': '1sD4fG6hJ8kL0zX2cV4bN6mQ8wE0rT2yU4iO6pA8sD0f',
        '2.sheet_name': 'Alumnas 2026',
        '3.chat_id': chat('-1002233445566'),
      },
    },
  },
  {
    id: 'b24u-35',
    business: 'Purificadora Agua Cristal (Ciudad del Carmen, Campeche)',
    turns: [
      'Hola buen dia, tengo la purificadora Agua Cristal en Ciudad del Carmen. Cuando entre un pedido en la pestaña Pedidos Garrafon de la hoja 1xC5vB7nM9qW1eR3tY5uI7oP9aS1dF3gH5jK7lZ9xC1v, mandale whats a la columna Telefono que ya va el repartidor',
      'agrega antes de todo un filtro pa que solo jale cuando la columna Colonia sea Playa Norte',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1xC5vB7nM9qW1eR3tY5uI7oP9aS1dF3gH5jK7lZ9xC1v',
        '1.sheet_name': 'Pedidos Garrafon',
        '2.left': '{{trigger.record.Colonia}}',
        '2.operator': 'equals',
        '2.right': 'Playa Norte',
        '3.to': '{{trigger.record.Telefono}}',
      },
    },
  },
  {
    id: 'b24u-36',
    business: 'Periódico digital Iguala Hoy (Iguala, Guerrero)',
    turns: [
      'Que tal, tengo un periodico digital en Iguala, Guerrero. Cada domingo a las 10 de la noche jala las notas de https://api.igualahoy.mx/notas/semana, que la IA haga un resumen de la semana y me lo mande a mi correo',
      'despues de la IA guarda tambien el resumen en la pestaña Resumenes del sheet 1yU6iO8pA0sD2fG4hJ6kL8zX0cV2bN4mQ6wE8rT0yU2i',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'ai/generate_text', 'google_sheets/append_row', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 22 * * 0',
        '2.url': 'https://api.igualahoy.mx/notas/semana',
        '3.prompt': contains('{{steps.2.output.body}}'),
        '4.spreadsheet_id': '1yU6iO8pA0sD2fG4hJ6kL8zX0cV2bN4mQ6wE8rT0yU2i',
        '4.sheet_name': 'Resumenes',
        '5.to': OWNER_EMAIL,
        '5.body': contains('{{steps.3.output.text}}'),
      },
    },
  },
  {
    id: 'b24u-37',
    business: 'Escuela de natación Delfines (Oaxtepec, Morelos)',
    turns: [
      'Hola, tengo la escuela de natacion Delfines en Oaxtepec 🏊 Los papas inscriben a sus niños por webhook con nombre, tutor y telefono. Guardalo en la pestaña Inscritos del sheet 1zX7cV9bN1mQ3wE5rT7yU9iO1pA3sD5fG7hJ9kL1zX3c, avisa en Slack en #inscripciones-2026 y mandale whats al tutor',
      'quitale lo de Slack, ya no lo usamos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1zX7cV9bN1mQ3wE5rT7yU9iO1pA3sD5fG7hJ9kL1zX3c',
        '2.sheet_name': 'Inscritos',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24u-38',
    business: 'Renta de maquinaria Tizayuca (Tizayuca, Hidalgo)',
    turns: [
      'Buenas, tengo renta de maquinaria en Tizayuca, Hidalgo 🚜. Cuando llegue un correo con asunto "Cotizacion renta" que la IA saque equipo y dias, me avise por Telegram al 614552201 y lo apunte en la pestaña Solicitudes del sheet 1aS8dF0gH2jK4lZ6xC8vB0nM2qW4eR6tY8uI0oP2aS4d',
      'quita el paso 3, ese ya no',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row'],
      params: {
        '1.query': contains('Cotizacion renta'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.spreadsheet_id': '1aS8dF0gH2jK4lZ6xC8vB0nM2qW4eR6tY8uI0oP2aS4d',
        '3.sheet_name': 'Solicitudes',
      },
    },
  },
  {
    id: 'b24u-39',
    business: 'Laboratorio clínico San Caralampio (Comitán, Chiapas)',
    turns: [
      'Hola buenas tardes, tengo el laboratorio clinico San Caralampio en Comitan. Quiero un formulario con nombre, correo y estudio, y que al paciente le llegue por Gmail un correo con asunto "Recibimos tu solicitud" y que estudio pidio',
      'mejor mandalo con nuestro SMTP y no con Gmail, lo demas igual',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['email/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'estudio'],
        '2.to': '{{trigger.correo}}',
        '2.subject': contains('Recibimos tu solicitud'),
        '2.body': contains('{{trigger.estudio}}'),
      },
    },
  },
  {
    id: 'b24u-40',
    business: 'Cocina económica Doña Tila (Tenosique, Tabasco)',
    turns: [
      'Buenos dias, tengo una cocina economica en Tenosique, Tabasco. De lunes a viernes a las 10 de la mañana lee la pestaña Menu del Dia del sheet 1bN9mQ1wE3rT5yU7iO9pA1sD3fG5hJ7kL9zX1cV3bN5m y mandame el menu por whats al 934 110 2288',
      'cambialo a las 9',
      'no no, deshaz ese cambio, dejalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 10 * * 1-5',
        '2.spreadsheet_id': '1bN9mQ1wE3rT5yU7iO9pA1sD3fG5hJ7kL9zX1cV3bN5m',
        '2.sheet_name': 'Menu del Dia',
        '3.to': phone('9341102288', '934 110 2288'),
      },
    },
  },
];
