/**
 * Blind batch 2026-11-24, letter t (40 cases, b24t-01 … b24t-40), written without seeing the
 * assistant's code or earlier batches.
 *
 * Mix: 23 one-turn plan_ready (01–23) over every trigger kind (webhook ×3, form ×3, schedule
 * daily ×2 / weekly ×2 / monthly ×2, Gmail ×2, Sheets new row ×2, Drive new file, Calendar
 * event starting, Telegram ×2, Slack, GitHub, manual) and every action kind (Sheets append/read,
 * Gmail, SMTP, WhatsApp, Telegram, Slack, Discord, HTTP, AI, Postgres INSERT/UPDATE/SELECT,
 * filter, delay, Drive upload/create folder, Calendar create/list, GitHub issue, webhook
 * respond, transform); 5 smart_forms_required (24–28: owner's WhatsApp, Slack channel,
 * spreadsheet id, owner's Telegram chat id, a customer email the row lacks); 1
 * clarification_needed (29); 1 conversation (30); 10 multi-turn edits (31–40: hour, threshold,
 * recipient, add at end / first / after a named step, remove by service, remove by position +
 * swap, change + undo, three changes in one message with reply texts).
 *
 * Registers: norteño (Tijuana, Chihuahua, Juárez, Culiacán, Monterrey, Mexicali, Torreón,
 * Hermosillo, Saltillo), chilango (CDMX, Toluca, Pachuca), tapatío (Guadalajara, Zapopan,
 * Puerto Vallarta), yucateco (Mérida), costeño (Veracruz, Mazatlán, Cancún, Tampico,
 * Villahermosa), bajío (León, Celaya, Irapuato, Querétaro, Aguascalientes), plus Puebla,
 * Oaxaca, Morelia, Xalapa, Colima, Taxco…; Spanglish, emoji, missing accents, numbers in words,
 * "5 mil", "2,500 pesos".
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A Mexican 10-digit phone as the owner typed it, in its equally right spellings. */
function mx(typed: string) {
  const d = typed.replace(/\D/g, '');
  return { anyOf: [typed, d, `52${d}`, `+52${d}`, `521${d}`, `+521${d}`] };
}
/** A Telegram chat id, as text or number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });
/** A Slack channel with or without '#'. */
const channel = (name: string) => ({ anyOf: [`#${name}`, name] });
/** A number, as number or text. */
const num = (n: number) => ({ anyOf: [n, String(n)] });
const containsAll = (parts: string[]) => ({ containsAll: parts });

export const blind20261124t: EvalCase[] = [
  // ───────────────────────── plan_ready, one turn (23) ─────────────────────────
  one(
    'b24t-01',
    'papelería (Puebla)',
    'Buenas tardes! tengo una papeleria en Puebla y mi tienda en linea manda cada pedido a un webhook con nombre, telefono y total. Quiero que se guarde en la hoja Pedidos del spreadsheet 1Pq8ZtR3vW6yL0nB4xK7mJ2cF9hD5sG1aE3uT8oI6rY, que le mandes whats al cliente y al final le respondas al webhook con un 200 👍',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message', 'webhook/respond'],
      params: {
        '2.spreadsheet_id': '1Pq8ZtR3vW6yL0nB4xK7mJ2cF9hD5sG1aE3uT8oI6rY',
        '2.sheet_name': 'Pedidos',
        '3.to': '{{trigger.body.telefono}}',
        '4.status': num(200),
      },
    },
  ),
  one(
    'b24t-02',
    'consultorio dental (Guadalajara)',
    'Que onda, soy dentista en Guadalajara, tengo consultorio por Chapultepec. Ocupo un formulario para citas con nombre, teléfono, correo y fecha, que me cree el evento en mi Google Calendar y le llegue un correo al paciente confirmandole, asunto "Tu cita en Sonrisa Tapatía" 🦷',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'telefono', 'correo', 'fecha'],
        '2.start': '{{trigger.fecha}}',
        '3.to': '{{trigger.correo}}',
        '3.subject': contains('Tu cita'),
      },
    },
  ),
  one(
    'b24t-03',
    'taquería (Tijuana)',
    'Hey que tal, tengo una taqueria en Tijuana. Every night a las 11 quiero que leas la hoja Ventas del sheet 1Tj4kL8mN2pQ6rS0tU3vW7xY1zA5bC9dE2fG6hI0jK y que la IA me haga un resumen cortito y lo mande al grupo de Telegram -1004471829365 🌮',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 23 * * *',
        '2.spreadsheet_id': '1Tj4kL8mN2pQ6rS0tU3vW7xY1zA5bC9dE2fG6hI0jK',
        '2.sheet_name': 'Ventas',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.chat_id': chat('-1004471829365'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24t-04',
    'despacho contable (Querétaro)',
    "Buen día. Somos un despacho contable en Querétaro. Cada viernes a las 5:30 pm necesito consultar en Postgres la tabla facturas, las que tengan estatus 'pendiente', y que me llegue la lista a mi correo con asunto Facturas pendientes de la semana.",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 17 * * 5',
        '2.query': containsAll(['select', 'facturas', 'estatus']),
        '3.to': OWNER_EMAIL,
        '3.subject': contains('Facturas pendientes'),
        '3.body': contains('{{steps.2.output.rows'),
      },
    },
  ),
  one(
    'b24t-05',
    'gimnasio (Hermosillo)',
    'Saludos desde Hermosillo! Tengo un gym y el sistema de socios tiene esta url https://api.fuerzasonora.mx/socios/vencidos. El dia primero de cada mes a las 9 de la mañana consultala y manda lo que regrese al canal #cobranza de Slack porfa 💪',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 9 1 * *',
        '2.url': 'https://api.fuerzasonora.mx/socios/vencidos',
        '3.channel': channel('cobranza'),
        '3.message': contains('{{steps.2.output.body'),
      },
    },
  ),
  one(
    'b24t-06',
    'florería (CDMX)',
    'Qué onda, tengo una floreria en la Roma, CDMX. Cuando me caiga un correo con asunto pedido, que la IA saque nombre, arreglo y fecha de entrega y lo guarde en la hoja Arreglos de https://docs.google.com/spreadsheets/d/1Fl0rRoMa7xQ2wE5rT8yU1iO4pA6sD9fG3hJ5kL7zX0c/edit#gid=0 neta 🌹',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row'],
      params: {
        '1.query': contains('pedido'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.spreadsheet_id': '1Fl0rRoMa7xQ2wE5rT8yU1iO4pA6sD9fG3hJ5kL7zX0c',
        '3.sheet_name': 'Arreglos',
      },
    },
  ),
  one(
    'b24t-07',
    'renta de mobiliario para eventos (León)',
    'Buenas, rentamos sillas, mesas y carpas en León. Cuando agreguen una fila en la hoja Reservas del spreadsheet 1xR7nLq2WbT9vKc4ZpH6mJd0sYf3GaE8uNo5iQw1BtC, mándale whats al cliente a la columna Telefono y crea el evento en el calendar con la columna Fecha, ándale pues',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message', 'google_calendar/create_event'],
      params: {
        '1.spreadsheet_id': '1xR7nLq2WbT9vKc4ZpH6mJd0sYf3GaE8uNo5iQw1BtC',
        '1.sheet_name': 'Reservas',
        '2.to': '{{trigger.record.Telefono}}',
        '3.start': '{{trigger.record.Fecha}}',
      },
    },
  ),
  one(
    'b24t-08',
    'imprenta (Aguascalientes)',
    'Hola buenas, tengo una imprenta en Aguascalientes. Cuando los clientes suban su diseño a la carpeta de Drive 1AgS9dKq4kT7pL2mQ8vRzW3eXy, avisa en nuestro Discord con este webhook https://discord.com/api/webhooks/1187345/abcXYZ-impr y pon el nombre del archivo',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['discord/send_message'],
      params: {
        '1.folder_id': '1AgS9dKq4kT7pL2mQ8vRzW3eXy',
        '2.webhook_url': 'https://discord.com/api/webhooks/1187345/abcXYZ-impr',
        '2.message': contains('{{trigger.name}}'),
      },
    },
  ),
  one(
    'b24t-09',
    'escuela de natación (Mérida)',
    'Buenas, bomba! tengo una escuela de natacion en Merida. Treinta minutos antes de cada clase de mi calendario manda al grupo de maestros de Telegram -1009912345678 el nombre de la clase y la alberca donde es, gracias mare',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['telegram/send_message'],
      params: {
        '1.minutes_before': num(30),
        '2.chat_id': chat('-1009912345678'),
        '2.message': containsAll(['{{trigger.title}}', '{{trigger.location}}']),
      },
    },
  ),
  one(
    'b24t-10',
    'tienda de celulares (Toluca)',
    'Hola que tal, vendo celulares y accesorios en Toluca. Quiero que cuando alguien le escriba a mi bot de Telegram, la IA le conteste sobre precios y garantias y le mande la respuesta al mismo chat 📱',
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
    'b24t-11',
    'agencia de viajes (Cancún)',
    'Hola, agencia de viajes en Cancun aqui. Cuando alguien ponga en nuestro Slack un mensaje que empiece con cotiza, manda un POST a https://crm.caribeviajes.mx/api/leads con el texto, nomas esos mensajes porfa ✈️',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'http/request'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'starts_with',
        '2.right': 'cotiza',
        '3.url': 'https://crm.caribeviajes.mx/api/leads',
        '3.method': { anyOf: ['POST', 'post'] },
      },
    },
  ),
  one(
    'b24t-12',
    'pastelería (Morelia)',
    'Buenas noches, tengo una pasteleria en Morelia y mi sobrino hizo la pagina de pedidos en el repo pasteleria-lupita/pedidos-web. Cada que alguien abra un issue ahí, mandame aviso al canal #pagina-web de Slack con el titulo 🎂',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['slack/send_message'],
      params: {
        '2.channel': channel('pagina-web'),
      },
    },
  ),
  one(
    'b24t-13',
    'veterinaria (Culiacán)',
    'Quiubo, tengo una veterinaria en Culiacan. Quiero un boton que cuando le pique lea las citas de hoy de mi Google Calendar, que la IA me haga un resumen y me lo mande a mi correo, sale?',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_calendar/list_events', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '3.prompt': contains('{{steps.2.output.events}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24t-14',
    'escuela de inglés (San Luis Potosí)',
    'Hola! somos escuela de ingles en San Luis Potosi. Queremos un formulario de inscripcion con nombre, correo y nivel, guardarlo en la tabla alumnos de nuestro Postgres y mandarle al alumno un correo de bienvenida por nuestro SMTP, asunto Welcome a Potosí English',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'email/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'nivel'],
        '2.query': containsAll(['insert', 'alumnos', 'nombre', 'correo', 'nivel']),
        '3.to': '{{trigger.correo}}',
        '3.subject': contains('Welcome'),
      },
    },
  ),
  one(
    'b24t-15',
    'lavandería (Veracruz)',
    'Quiubo compa, tengo una lavanderia en Veracruz. Mi sistema manda un webhook cuando la ropa ya esta lista, trae nombre y telefono. Espera dos horas y luego mandale whats al cliente que ya pase por su ropa 🧺',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '2.seconds': num(7200),
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  ),
  one(
    'b24t-16',
    'ferretería (Saltillo)',
    'Buenas, ferreteria en Saltillo. Los proveedores me mandan correos con asunto factura, quiero que el contenido se suba a mi Drive en la carpeta https://drive.google.com/drive/folders/1SaLtFr9eRt3xFaCt7uRaSqWz4 con el asunto como nombre del archivo',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file'],
      params: {
        '1.query': contains('factura'),
        '2.name': contains('{{trigger.subject}}'),
        '2.content': contains('{{trigger.body}}'),
        '2.folder_id': '1SaLtFr9eRt3xFaCt7uRaSqWz4',
      },
    },
  ),
  one(
    'b24t-17',
    'cafetería (Xalapa)',
    'Hola! cafeteria en Xalapa, tenemos app de puntos en el repo cafe-xique/app-puntos. Cuando un cliente le escriba al bot de Telegram algo que contenga la palabra error, crea un issue en ese repo con su mensaje ☕',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['filter/condition', 'github/create_issue'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'contains',
        '2.right': 'error',
        '3.repository': 'cafe-xique/app-puntos',
      },
    },
  ),
  one(
    'b24t-18',
    'óptica (Celaya)',
    "Buenas tardes, tengo una optica en Celaya. Hagan un formulario con nombre, telefono y graduacion; antes de guardarlo agrega el campo estatus con valor 'por surtir' y guardalo en la hoja Lentes del spreadsheet 1CeLy0pT7cGrQd4Ac1oN3sXvB8mK2wZ5hJ9uE6rT0yU",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['transform/set_fields', 'google_sheets/append_row'],
      params: {
        '1.fields': ['nombre', 'telefono', 'graduacion'],
        '3.spreadsheet_id': '1CeLy0pT7cGrQd4Ac1oN3sXvB8mK2wZ5hJ9uE6rT0yU',
        '3.sheet_name': 'Lentes',
      },
    },
  ),
  one(
    'b24t-19',
    'purificadora de agua (Tlaxcala)',
    "Buen dia! tengo una purificadora en Tlaxcala. Todos los dias a las 6 de la mañana en la tabla pedidos de Postgres cambia estatus a 'vencido' donde fecha_pedido tenga mas de 3 dias, y mandame un whats al 246 123 4567 cuando termine 💧",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 6 * * *',
        '2.query': containsAll(['update', 'pedidos', 'estatus', 'fecha_pedido']),
        '3.to': mx('246 123 4567'),
      },
    },
  ),
  one(
    'b24t-20',
    'mueblería (Tepic)',
    'Hola, muebleria en Tepic. Cuando se agregue una fila en la hoja Apartados (spreadsheet 1TpMbL4pRtDs9qXw2ZcV7nB5kJ8hG3fD6sA0eR1tY4u), si el Anticipo es mayor a 5 mil, mandale un correo al cliente a su Correo con asunto Gracias por tu apartado',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1TpMbL4pRtDs9qXw2ZcV7nB5kJ8hG3fD6sA0eR1tY4u',
        '1.sheet_name': 'Apartados',
        '2.left': '{{trigger.record.Anticipo}}',
        '2.operator': 'greater_than',
        '2.right': num(5000),
        '3.to': '{{trigger.record.Correo}}',
        '3.subject': contains('Gracias por tu apartado'),
      },
    },
  ),
  one(
    'b24t-21',
    'cerrajería 24 horas (Zapopan)',
    'Buenas, tengo una cerrajeria 24 hrs en Zapopan. Mi pagina manda las preguntas de los clientes a un webhook en el campo pregunta; que la IA conteste como cerrajero amable y regresale la respuesta en el mismo webhook 🔑',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['ai/generate_text', 'webhook/respond'],
      params: {
        '2.prompt': contains('{{trigger.body.pregunta}}'),
      },
    },
  ),
  one(
    'b24t-22',
    'clínica de fisioterapia (Cuernavaca)',
    'Hola, tengo una clinica de fisioterapia en Cuernavaca. El dia 1 de cada mes a las 7 am crea una carpeta en Drive llamada Expedientes del mes y mandame a mi Telegram (chat 583920174) que ya quedo',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_drive/create_folder', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 7 1 * *',
        '2.name': contains('Expedientes'),
        '3.chat_id': chat('583920174'),
      },
    },
  ),
  one(
    'b24t-23',
    'tienda de abarrotes (Chihuahua)',
    'Que hubo, tengo unos abarrotes en Chihuahua. Cada lunes a las 7:45 de la mañana lee la hoja Inventario de https://docs.google.com/spreadsheets/d/1ChHuAbRtS8iNvQx3Lp7Wk2Mz9Yc4Vb6Nd0Fg5Hj1Ks/edit, que la IA arme el pedido de lo que falta y mandalo por correo a mi proveedor ventas@distribuidoranorte.mx',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '45 7 * * 1',
        '2.spreadsheet_id': '1ChHuAbRtS8iNvQx3Lp7Wk2Mz9Yc4Vb6Nd0Fg5Hj1Ks',
        '2.sheet_name': 'Inventario',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': 'ventas@distribuidoranorte.mx',
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),

  // ───────────────────────── smart_forms_required (5) ─────────────────────────
  one(
    'b24t-24',
    'estudio de tatuajes (Ensenada)',
    'Hola! tengo un estudio de tatuajes en Ensenada. Mi pagina de citas manda un webhook con nombre, fecha y diseño. Cada que llegue uno avisame por whats con el nombre y la fecha porfa 🖋️',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      asks: ['2.to'],
    },
  ),
  one(
    'b24t-25',
    'escuela de manejo (Mexicali)',
    'Buenas, escuela de manejo en Mexicali. Cuando me llegue un correo con asunto inscripcion quiero que se mande a Slack con quien lo mando y el asunto, asi lo ven los instructores',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['slack/send_message'],
      params: { '1.query': contains('inscripcion') },
      asks: ['2.channel'],
    },
  ),
  one(
    'b24t-26',
    'salón de fiestas infantiles (Irapuato)',
    'Hola, tengo un salon de fiestas infantiles en Irapuato. Quiero un formulario con nombre, telefono, fecha y paquete, y que cada respuesta se guarde en la hoja Reservaciones de mi Google Sheets 🎈',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row'],
      params: {
        '1.fields': ['nombre', 'telefono', 'fecha', 'paquete'],
        '2.sheet_name': 'Reservaciones',
      },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24t-27',
    'marisquería (Mazatlán)',
    'Quiubole, tengo una marisqueria en Mazatlan. Diario a las 5 de la mañana consulta https://api.marmazatlan.mx/pronostico y mandame a mi Telegram como va a estar el mar pa saber si hay pesca 🦐',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['http/request', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 5 * * *',
        '2.url': 'https://api.marmazatlan.mx/pronostico',
      },
      asks: ['3.chat_id'],
    },
  ),
  one(
    'b24t-28',
    'fumigadora (Torreón)',
    'Buenas tardes, fumigadora en Torreon. Cuando entre una fila nueva en la hoja Servicios del spreadsheet 1TrRnFmG5sErVqP8xL2kW7cZ4vB9nM3hJ6dS0aE1tY7u (columnas Nombre, Telefono y Direccion) mandale correo al cliente con asunto Tu fumigacion esta agendada',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1TrRnFmG5sErVqP8xL2kW7cZ4vB9nM3hJ6dS0aE1tY7u',
        '1.sheet_name': 'Servicios',
        '2.subject': contains('Tu fumigacion esta agendada'),
      },
      asks: ['2.to'],
    },
  ),

  // ───────────────────────── clarification / conversation ─────────────────────────
  one(
    'b24t-29',
    'academia de baile (Villahermosa)',
    'Hola buenas! academia de baile en Villahermosa. Cuando me llegue un correo con el comprobante de pago de las alumnas guardalo en la nube porfa, que luego se me pierden 💃',
    { status: 'clarification_needed' },
  ),
  one(
    'b24t-30',
    'dulcería (Zacatecas)',
    'Hola, tengo una dulceria en Zacatecas y apenas voy empezando con Enlaza. ¿Que servicios se pueden conectar y necesito saber programar para usarlo?',
    { status: 'conversation' },
  ),

  // ───────────────────────── multi-turn edits (10) ─────────────────────────
  {
    id: 'b24t-31',
    business: 'panadería (Pachuca)',
    turns: [
      'Buenos dias, panaderia en Pachuca. Todos los dias a las 8 de la mañana lee la hoja Produccion del spreadsheet 1PcHpNdR9aPr2oDxK7wL4mQ8zV3bN6cJ1hG5fS0dA2e y mandame por correo lo que hay que hornear 🥖',
      'mejor que sea a las 6 y media, a las 8 ya estamos horneando',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 6 * * *',
        '2.spreadsheet_id': '1PcHpNdR9aPr2oDxK7wL4mQ8zV3bN6cJ1hG5fS0dA2e',
        '2.sheet_name': 'Produccion',
        '3.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24t-32',
    business: 'ropa de paca (Ciudad Juárez)',
    turns: [
      'Que onda, vendo ropa de paca en Juarez. Cuando caiga una fila en la hoja Ventas del spreadsheet 1JzPcVnT3sX7qL9wK2mR5tY8uB4nC6vD0fG1hJ3kL5z y el Total sea mayor a mil pesos mandame whats al 656 234 5678',
      'oye mejor que sea arriba de 2,500 pesos, mil es bien poquito',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.sheet_name': 'Ventas',
        '2.left': '{{trigger.record.Total}}',
        '2.operator': 'greater_than',
        '2.right': num(2500),
        '3.to': mx('656 234 5678'),
      },
    },
  },
  {
    id: 'b24t-33',
    business: 'estética canina (Puerto Vallarta)',
    turns: [
      'Hola! tengo una estetica canina en Puerto Vallarta. Hice un formulario de citas con nombre, mascota, telefono y fecha; cuando lo llenen mandale whats a mi recepcionista al 322 111 2233 con los datos 🐶',
      'cambia el numero, mejor mandaselo a mi socia al 322 444 5566',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'mascota', 'telefono', 'fecha'],
        '2.to': mx('322 444 5566'),
      },
    },
  },
  {
    id: 'b24t-34',
    business: 'inmobiliaria (Durango)',
    turns: [
      'Buenas tardes, inmobiliaria en Durango. Cuando alguien llene el formulario de interesados con nombre, telefono y propiedad, guardalo en la hoja Prospectos del spreadsheet 1DrGnMbL4pRsQ8xW2kZ7cV5bN9mJ3hG6fD0sA1eT4yU',
      'y al final mandame tambien un correo avisandome del nuevo prospecto',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'telefono', 'propiedad'],
        '2.spreadsheet_id': '1DrGnMbL4pRsQ8xW2kZ7cV5bN9mJ3hG6fD0sA1eT4yU',
        '2.sheet_name': 'Prospectos',
        '3.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24t-35',
    business: 'laboratorio de análisis clínicos (Tampico)',
    turns: [
      'Hola, laboratorio de analisis clinicos en Tampico. Nuestro sistema manda un webhook con nombre, telefono y estudio cuando ya salen los resultados; mandale whats al paciente que ya puede pasar por ellos',
      'antes de mandar el whats guarda primero los datos en la hoja Entregas del spreadsheet 1TmPcLbR6eNtQ9xW3kZ7cV2bN8mJ4hG5fD1sA0eT6yU',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1TmPcLbR6eNtQ9xW3kZ7cV2bN8mJ4hG5fD1sA0eT6yU',
        '2.sheet_name': 'Entregas',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24t-36',
    business: 'tienda de mezcal (Oaxaca)',
    turns: [
      'Buenas, vendemos mezcal artesanal en Oaxaca. La tienda en linea manda un webhook con cliente, botellas y total; guardalo en la hoja Ordenes del spreadsheet 1OxMzCl8pDdQ2xW4kZ7cV9bN3mJ5hG6fD1sA0eT8yU y mandame un correo con el total',
      'despues de guardarlo en la hoja, manda tambien un mensaje al canal #ventas de Slack',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'slack/send_message', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': '1OxMzCl8pDdQ2xW4kZ7cV9bN3mJ5hG6fD1sA0eT8yU',
        '2.sheet_name': 'Ordenes',
        '3.channel': channel('ventas'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{trigger.body.total}}'),
      },
    },
  },
  {
    id: 'b24t-37',
    business: 'taller de hojalatería y pintura (Ciudad Victoria)',
    turns: [
      'Que tal, taller de hojalateria y pintura en Cd Victoria. Cuando un cliente llene el formulario de cotizacion con nombre, telefono y vehiculo, manda aviso al Discord https://discord.com/api/webhooks/99887766/hjl-pnt y a mi Telegram chat 771234560',
      'quitale lo de discord, ya casi no lo usamos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['telegram/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'vehiculo'],
        '2.chat_id': chat('771234560'),
      },
    },
  },
  {
    id: 'b24t-38',
    business: 'guardería (Colima)',
    turns: [
      'Hola buenas tardes, tengo una guarderia en Colima. Todos los viernes a las 4 de la tarde lee la hoja Asistencia del spreadsheet 1ClMgRdR5aSsT7xW3kZ9cV2bN8mJ4hG6fD1sA0eQ7yU, que la IA haga un resumen de la semana y mandalo a Telegram al chat -1005566778899 y tambien a mi correo',
      'quita el paso 5',
      'y en vez de Telegram que sea por Slack al canal #maestras, el mismo mensaje',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 16 * * 5',
        '2.sheet_name': 'Asistencia',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.channel': channel('maestras'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  },
  {
    id: 'b24t-39',
    business: 'joyería de plata (Taxco)',
    turns: [
      'Buenas, joyeria de plata en Taxco. Cada domingo a las 8 de la noche lee la hoja Apartados del spreadsheet 1TxCpLt7jYrQ3xW5kZ9cV2bN8mJ4hG6fD1sA0eR3yU, que la IA resuma quien debe y mandamelo por whats al 762 100 2030',
      'cambialo al sabado a las 7 de la noche',
      'no, mejor deshaz eso, dejalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 20 * * 0', '0 20 * * 7'] },
        '2.sheet_name': 'Apartados',
        '4.to': mx('762 100 2030'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  },
  {
    id: 'b24t-40',
    business: 'vulcanizadora (Monterrey)',
    turns: [
      'Que onda, tengo una vulcanizadora en Monterrey. Todos los dias a las 9 de la noche consulta en Postgres la tabla servicios los que se hicieron hoy y mandame el total por Telegram al chat 412345678 🛞',
      'oye cambia tres cosas: que sea a las 8 de la noche, mandalo al chat 498765432 de mi carnal, y al final tambien guarda el resultado en la hoja Cortes del spreadsheet 1MtYvLcNzDr9cRtS4xW2kZ7cV5bN8mJ3hG6fD1sA0eQ',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'telegram/send_message', 'google_sheets/append_row'],
      params: {
        '1.cron_expression': '0 20 * * *',
        '2.query': containsAll(['select', 'servicios']),
        '3.chat_id': chat('498765432'),
        '4.spreadsheet_id': '1MtYvLcNzDr9cRtS4xW2kZ7cV5bN8mJ3hG6fD1sA0eQ',
        '4.sheet_name': 'Cortes',
      },
      reply: ['498765432', 'Cortes'],
    },
  },
];
