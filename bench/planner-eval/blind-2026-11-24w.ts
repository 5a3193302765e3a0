/**
 * Held-out batch 2026-11-24, letter w (written blind: only blind-writer.md, catalogue.md and types.ts read).
 *
 * Mix (40):
 *  - 01–23 one-turn plan_ready: every trigger kind (webhook, form, schedule daily / weekly / monthly /
 *    weekdays, Gmail new email, Sheets new row, Drive new file, Calendar event starting, Telegram new
 *    message, Slack, GitHub, manual) and every action kind (Sheets append/read, Gmail, SMTP, WhatsApp,
 *    Telegram, Slack, Discord, HTTP GET/POST, AI, Postgres insert/select, filter, delay, Drive
 *    upload/create folder, Calendar create/list, GitHub issue, webhook respond, transform).
 *  - 24–28 smart_forms_required: owner's WhatsApp never given, Slack channel never named, spreadsheet
 *    never identified (tab named only), owner's Telegram chat id, customer email the form lacks.
 *  - 29 clarification_needed ("guárdamelo en la nube"), 30 conversation (question about the product).
 *  - 31–40 multi-turn edits: hour + recipient in one message (reply says both back), threshold,
 *    recipient, add at the end, add first, add after a named step, remove by service, remove by
 *    position, swap Slack → Discord keeping the data, undo (3 turns).
 *
 * Registers: owners of the north-west and the Bajío writing as on WhatsApp — norteño sonorense
 * ("ocupo", "plebe", "de volada"), sinaloense ("compa", "pariente", "machín"), tijuanense Spanglish
 * ("plis", "checa", "when"), cachanilla, sudcaliforniano, chihuahuense, duranguense, zacatecano,
 * potosino, nayarita, bajío (León, Celaya, Irapuato, Guanajuato, San Miguel, Dolores, Querétaro,
 * Aguascalientes) and michoacano ("ps", "chido"); missing accents, typos, emoji, "8 mil",
 * "1,250 pesos", numbers in words. One business per case, none repeated.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

const tel4423187745 = {
  anyOf: ['4423187745', '+524423187745', '524423187745', '+5214423187745', '5214423187745', '442 318 7745', '+52 442 318 7745'],
};
const tel3112459087 = {
  anyOf: ['3112459087', '+523112459087', '523112459087', '+5213112459087', '5213112459087', '311 245 9087', '+52 311 245 9087'],
};

export const blind20261124w: EvalCase[] = [
  // ───────────────────────── one-turn plan_ready ─────────────────────────
  one(
    'b24w-01',
    'Taller mecánico, Tijuana (Baja California)',
    'Que onda! tengo un taller mecanico aki en Tijuana 🔧. Ocupo que cuando mi pagina mande el webhook de una cita (nombre, telefono, carro y fecha) se guarde en la hoja Citas del spreadsheet 1tJ9wQ_TallerRdzCitas2026xKpL0aZ y que le mandes un whats al cliente confirmandole, plis',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1tJ9wQ_TallerRdzCitas2026xKpL0aZ',
        '2.sheet_name': 'Citas',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  ),
  one(
    'b24w-02',
    'Clínica dental, Querétaro',
    'Buenas tardes! Soy la Dra. Paola de Clinica Dental Sonrisa en Queretaro. Quiero un formulario con nombre, correo, telefono y tratamiento. Cuando un paciente lo llene que le llegue un correo de confirmacion a el y que se avise en el canal #recepcion de Slack 🦷',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'slack/send_message'],
      params: {
        '1.fields': ['nombre', 'correo', 'telefono', 'tratamiento'],
        '2.to': '{{trigger.correo}}',
        '3.channel': { anyOf: ['#recepcion', 'recepcion'] },
      },
    },
  ),
  one(
    'b24w-03',
    'Tortillería, Guaymas (Sonora)',
    'Buenas noches, tengo la Tortilleria La Guaymense en Guaymas. Todos los dias a las 7 de la noche ocupo que lea la pestaña Ventas Diarias de https://docs.google.com/spreadsheets/d/1GyM-T0rt1ll4_vEnT4s9QpXw2Lk/edit#gid=0 y que la IA me haga un resumen de los kilos vendidos y me lo mande a mi correo',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 19 * * *',
        '2.spreadsheet_id': '1GyM-T0rt1ll4_vEnT4s9QpXw2Lk',
        '2.sheet_name': 'Ventas Diarias',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24w-04',
    'Ferretería, Aguascalientes',
    'Buen dia! Ferreteria El Tornillo de Aguascalientes. Cada lunes a las 8:30 de la mañana saca de mi tabla inventario en Postgres los productos con existencia menor a 5 y mandalos al Discord de compras: https://discord.com/api/webhooks/1187264401/ferreTornillo_compras',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'discord/send_message'],
      params: {
        '1.cron_expression': '30 8 * * 1',
        '2.query': { containsAll: ['select', 'inventario', 'existencia'] },
        '3.webhook_url': 'https://discord.com/api/webhooks/1187264401/ferreTornillo_compras',
        '3.message': contains('{{steps.2.output.rows'),
      },
    },
  ),
  one(
    'b24w-05',
    'Despacho contable, Culiacán (Sinaloa)',
    'Buenas pariente, despacho contable Ramirez y Asociados, Culiacan. El dia primero de cada mes a las 6 am creame una carpeta en Drive que se llame Cierre mensual y avisame por Telegram a mi chat 730219554 que ya quedo, porfa',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_drive/create_folder', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 6 1 * *',
        '2.name': contains('Cierre mensual'),
        '3.chat_id': { anyOf: ['730219554', 730219554] },
      },
    },
  ),
  one(
    'b24w-06',
    'Empacadora de aguacate, Uruapan (Michoacán)',
    'Que tal, hablo de Empacadora Aguacates del Cupatitzio en Uruapan 🥑. Cuando me llegue un correo con asunto "Orden de compra", ps que la IA saque del texto los kilos, el calibre y el destino, y lo guarde en la hoja Ordenes del archivo 1AgU4c4t3Urp4n_0rd3n3sQw9 porfavor',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row'],
      params: {
        '1.query': contains('Orden de compra'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.spreadsheet_id': '1AgU4c4t3Urp4n_0rd3n3sQw9',
        '3.sheet_name': 'Ordenes',
      },
    },
  ),
  one(
    'b24w-07',
    'Zapatería de mayoreo, León (Guanajuato)',
    'Buenas! Zapateria Hnos. Lopez, Leon Gto. Cuando caiga un renglon nuevo en la pestaña Pedidos Mayoreo del spreadsheet 1ZpT_LeonMay0reo_88aaBc, mandale whats al cliente al numero de la columna Telefono, esperate dos horas y luego mandale otro whats pidiendole que califique el servicio ⭐',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message', 'delay/wait', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1ZpT_LeonMay0reo_88aaBc',
        '1.sheet_name': 'Pedidos Mayoreo',
        '2.to': '{{trigger.record.Telefono}}',
        '3.seconds': 7200,
        '4.to': '{{trigger.record.Telefono}}',
      },
    },
  ),
  one(
    'b24w-08',
    'Laboratorio clínico, Guanajuato capital',
    'Hola buen dia, Laboratorio Clinico San Diego de Guanajuato capital. Cada que suban un archivo nuevo a la carpeta de Drive 1LbSD_gto_Resultados9xTt, mandame un correo con el nombre del archivo y pon un mensaje en el canal resultados de Slack',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['gmail/send_email', 'slack/send_message'],
      params: {
        '1.folder_id': '1LbSD_gto_Resultados9xTt',
        '2.to': OWNER_EMAIL,
        '3.channel': { anyOf: ['resultados', '#resultados'] },
      },
    },
  ),
  one(
    'b24w-09',
    'Inmobiliaria, Querétaro',
    'Que tal, soy asesor de Inmobiliaria Cimatario en Queretaro. Media hora antes de cada cita de mi calendario mandame un WhatsApp al 442 318 7745 con el titulo de la cita y la direccion, que luego ando en el trafico y se me olvida 😅',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': 30,
        '2.to': tel4423187745,
        '2.message': { containsAll: ['{{trigger.title}}', '{{trigger.location}}'] },
      },
    },
  ),
  one(
    'b24w-10',
    'Marisquería, Mazatlán (Sinaloa)',
    'Quiubo compa, tengo Mariscos El Chamizal en Mazatlan 🦐. Quiero que cuando un cliente le escriba a mi bot de Telegram, la IA le conteste con el menu y los precios (aguachile 180, charola grande 1,250 pesos) y le responda en el mismo chat, machin',
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
    'b24w-11',
    'Agencia de software, Hermosillo (Sonora)',
    'Buenas plebe, somos Desierto Dev, agencia de software en Hermosillo. Creame un issue en el repo desiertodev/portal-clientes cada que llegue un mensaje de Slack, pero nomas si el mensaje trae la palabra bug',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'github/create_issue'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'contains',
        '2.right': 'bug',
        '3.repository': 'desiertodev/portal-clientes',
      },
    },
  ),
  one(
    'b24w-12',
    'Startup de logística, Aguascalientes',
    'Hola! somos Rutaz, startup de logistica en Aguascalientes 🚚. Cada vez que alguien haga push en nuestro GitHub avisanos en Discord por este webhook https://discord.com/api/webhooks/99120033/rutaz-deploys con quien lo hizo y el mensaje del commit',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['discord/send_message'],
      params: {
        '1.events': { anyOf: [['push'], 'push'] },
        '2.webhook_url': 'https://discord.com/api/webhooks/99120033/rutaz-deploys',
      },
    },
  ),
  one(
    'b24w-13',
    'Vinícola, Valle de Guadalupe (Ensenada, Baja California)',
    'Buenas tardes, Vinicola Tres Lunas del Valle de Guadalupe 🍷. Quiero un boton que al picarle consulte https://api.treslunasvino.mx/v1/inventario y guarde lo que responda en la hoja Inventario Botellas del spreadsheet 1V1n0_TrsLns_Inv2026Hh',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['http/request', 'google_sheets/append_row'],
      params: {
        '2.url': 'https://api.treslunasvino.mx/v1/inventario',
        '3.spreadsheet_id': '1V1n0_TrsLns_Inv2026Hh',
        '3.sheet_name': 'Inventario Botellas',
      },
    },
  ),
  one(
    'b24w-14',
    'Tienda de botas vaqueras, Durango',
    'Buen dia, Botas El Alacran de Durango 🤠. Mi tienda en linea manda un webhook con cada pedido (folio, cliente, total). Guardalo en mi Postgres en la tabla pedidos y contestale al webhook con un 200 que diga recibido',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'webhook/respond'],
      params: {
        '2.query': { containsAll: ['insert', 'pedidos', 'folio', 'cliente', 'total'] },
        '3.status': { anyOf: [200, '200'] },
      },
    },
  ),
  one(
    'b24w-15',
    'Agencia de viajes, Los Cabos (Baja California Sur)',
    'Hola, Agencia Viajes Baja Sur en Los Cabos 🌴. Nomas si el total de la reservacion que llega por webhook es mayor a veinte mil pesos, avisame por Telegram al chat -1001847263 con el nombre del cliente y el total',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'telegram/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [20000, '20000'] },
        '3.chat_id': { anyOf: ['-1001847263', -1001847263] },
      },
    },
  ),
  one(
    'b24w-16',
    'Salón de fiestas, San Luis Potosí',
    'Buenas tardes, Salon de Fiestas Jardin Tangamanga, San Luis Potosi 🎉. Quiero un form con nombre, correo, fecha y paquete; cuando lo llenen que se aparte la fecha en mi Google Calendar y le mandes un correo al cliente con los datos del evento',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'fecha', 'paquete'],
        '2.start': '{{trigger.fecha}}',
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24w-17',
    'Barbería, Tepic (Nayarit)',
    'Que onda, tengo la Barberia El Nayar en Tepic 💈. Todos los dias a las 8 de la mañana revisa mi calendario de google y mandame por whats al 311 245 9087 las citas que tengo ese dia',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 8 * * *',
        '3.to': tel3112459087,
        '3.message': contains('{{steps.2.output.events'),
      },
    },
  ),
  one(
    'b24w-18',
    'Escuela de inglés, Chihuahua',
    'Buenas, Instituto de Ingles Sierra Madre, Chihuahua. Cuando alguien se inscriba en el formulario (nombre, correo, nivel) mandale la bienvenida por correo pero por mi SMTP, no por Gmail, con asunto "Bienvenido a Sierra Madre"',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['email/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'nivel'],
        '2.to': '{{trigger.correo}}',
        '2.subject': contains('Bienvenido a Sierra Madre'),
      },
    },
  ),
  one(
    'b24w-19',
    'Renta de maquinaria agrícola, Navojoa (Sonora)',
    'Buenas tardes, Rentadora de Maquinaria del Mayo, Navojoa 🚜. Cuando me llegue una renta por webhook, primero arma un registro nomas con cliente, equipo y dias (lo demas no sirve) y luego mandalo con POST a https://erp.maqdelmayo.mx/api/rentas',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'http/request'],
      params: {
        '3.url': 'https://erp.maqdelmayo.mx/api/rentas',
        '3.method': 'POST',
      },
    },
  ),
  one(
    'b24w-20',
    'Fletes y mudanzas, Nogales (Sonora)',
    'Quiubo, Fletes y Mudanzas Ambos Nogales. De lunes a viernes a las 7:30 am consulta https://api.fletesnogales.com/tipo-cambio y manda lo que salga al grupo de Telegram de los choferes, chat id -1002233445566',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'telegram/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['30 7 * * 1-5', '30 7 * * MON-FRI'] },
        '2.url': 'https://api.fletesnogales.com/tipo-cambio',
        '3.chat_id': { anyOf: ['-1002233445566', -1002233445566] },
        '3.message': contains('{{steps.2.output.body'),
      },
    },
  ),
  one(
    'b24w-21',
    'Mezcalera, Zacatecas',
    'Buenas, Mezcal Tierra de Plata de Zacatecas. Cuando me llegue un correo con la palabra factura en el asunto, guarda el contenido como archivo en la carpeta 1MzC_ZacFacturas_2026Rr de Drive y avisa en el canal #administracion de Slack',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file', 'slack/send_message'],
      params: {
        '1.query': contains('factura'),
        '2.folder_id': '1MzC_ZacFacturas_2026Rr',
        '2.content': '{{trigger.body}}',
        '3.channel': { anyOf: ['#administracion', 'administracion'] },
      },
    },
  ),
  one(
    'b24w-22',
    'Farmacia, Durango',
    'Hola, Farmacia La Guadiana en Durango 💊. Cuando alguien pregunte un precio por mi bot de Telegram, buscalo en la tabla productos de mi Postgres (columnas nombre y precio) y contestale en el mismo chat',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['postgres/query', 'telegram/send_message'],
      params: {
        '2.query': { containsAll: ['select', 'productos', 'nombre', 'precio'] },
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('{{steps.2.output.rows'),
      },
    },
  ),
  one(
    'b24w-23',
    'Dulces típicos, Morelia (Michoacán)',
    'Buenas tardes, Dulces Tipicos La Calle Real de Morelia 🍬. Cuando me llegue un correo con asunto Cotizacion, que la IA redacte una respuesta amable con nuestros precios de mayoreo y se la mande de regreso a quien escribio',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '1.query': contains('cotizaci'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.to': '{{trigger.from}}',
        '3.body': contains('{{steps.2.output.text}}'),
      },
    },
  ),

  // ───────────────────────── smart_forms_required ─────────────────────────
  one(
    'b24w-24',
    'Carnicería, Ciudad Obregón (Sonora)',
    'Que onda, Carniceria Los Yaquis en Cd. Obregon 🥩. Cada que me llegue un pedido por webhook de la pagina quiero que me mandes un whats a mi con lo que pidieron y el total, pa irlo preparando de volada',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      asks: ['2.to'],
    },
  ),
  one(
    'b24w-25',
    'Hotel boutique, San Miguel de Allende (Guanajuato)',
    'Buenas tardes, Hotel Casa Parroquia en San Miguel de Allende. Quiero un formulario de reservacion con nombre, fechas y habitacion, y que cuando alguien lo llene se le avise a mi equipo por Slack',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['slack/send_message'],
      params: { '1.fields': ['nombre', 'fechas', 'habitacion'] },
      asks: ['2.channel'],
    },
  ),
  one(
    'b24w-26',
    'Fábrica de cajeta, Celaya (Guanajuato)',
    'Hola buenas, Cajeta La Celayense. Cuando llegue un correo con asunto "Pedido" guardame quien lo mando y el asunto en la hoja Pedidos de mi Google Sheets, porfa 🙏',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row'],
      params: {
        '1.query': contains('Pedido'),
        '2.sheet_name': 'Pedidos',
      },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24w-27',
    'Gimnasio, Mexicali (Baja California)',
    'Hey que tal, Gym Fuerza Cachanilla en Mexicali 💪. Cada domingo a las 9 de la noche sacame de la tabla socios a los que se les vence la membresia esta semana y mandamelo por Telegram',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'telegram/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 21 * * 0', '0 21 * * 7', '0 21 * * SUN'] },
        '2.query': { containsAll: ['select', 'socios'] },
      },
      asks: ['3.chat_id'],
    },
  ),
  one(
    'b24w-28',
    'Veterinaria, Los Mochis (Sinaloa)',
    'Buenas, Veterinaria Patitas de Los Mochis 🐶. Hagan un form nomas con nombre, mascota y telefono para agendar, y cuando lo llenen mandale un correo al dueño de la mascota confirmandole la cita',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: { '1.fields': ['nombre', 'mascota', 'telefono'] },
      asks: ['2.to'],
    },
  ),

  // ───────────────────────── clarification / conversation ─────────────────────────
  one(
    'b24w-29',
    'Joyería de plata, Zacatecas (Fresnillo)',
    'Hola, Joyeria Plata Fina de Fresnillo 💍. Cada que llegue un pedido por webhook desde mi tienda en linea, guardamelo en la nube pa tenerlo respaldado',
    { status: 'clarification_needed' },
  ),
  one(
    'b24w-30',
    'Tienda de artesanías, Pátzcuaro (Michoacán)',
    'Buenas tardes, tengo una tienda de artesanias en Patzcuaro. Antes de armar algo, una pregunta: ¿con Enlaza puedo conectar WhatsApp y Google Sheets? ¿y necesito saber programar o como esta eso?',
    { status: 'conversation' },
  ),

  // ───────────────────────── multi-turn edits ─────────────────────────
  {
    id: 'b24w-31',
    business: 'Cafetería, Culiacán (Sinaloa)',
    turns: [
      'Buenos dias! Cafe La Lomita en Culiacan ☕. Todos los dias a las 7 de la mañana mandame a mi correo lo que tenga la hoja Ventas del spreadsheet 1CfLm_Culiacan_V3ntasPq',
      'mejor a las 6:30 y en lugar de a mi mandaselo a contabilidad@cafelalomita.mx',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 6 * * *',
        '2.spreadsheet_id': '1CfLm_Culiacan_V3ntasPq',
        '2.sheet_name': 'Ventas',
        '3.to': 'contabilidad@cafelalomita.mx',
      },
      reply: ['6:30', 'contabilidad@cafelalomita.mx'],
    },
  },
  {
    id: 'b24w-32',
    business: 'Agrícola de tomate, Guasave (Sinaloa)',
    turns: [
      'Buenas, Agricola Los Tres Rios de Guasave 🍅. Cuando llegue un embarque por webhook, si trae mas de 500 cajas avisa en el canal #embarques de Slack con las cajas y el destino',
      'subele el minimo a 800 cajas',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.cajas}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [800, '800'] },
        '3.channel': { anyOf: ['#embarques', 'embarques'] },
      },
      reply: ['800'],
    },
  },
  {
    id: 'b24w-33',
    business: 'Mueblería rústica, Durango (Gómez Palacio)',
    turns: [
      'Hola, Muebles Rusticos La Laguna en Gomez Palacio. Cuando entre una fila nueva en la hoja Cotizaciones (spreadsheet 1MuEbL3s_GP_cotizXx), mandale un correo a ventas@muebleslalaguna.mx con el Cliente y el Monto',
      'ya no a ventas, mejor que le llegue a gerencia@muebleslalaguna.mx',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1MuEbL3s_GP_cotizXx',
        '1.sheet_name': 'Cotizaciones',
        '2.to': 'gerencia@muebleslalaguna.mx',
        '2.body': { containsAll: ['{{trigger.record.Cliente}}', '{{trigger.record.Monto}}'] },
      },
      reply: ['gerencia@muebleslalaguna.mx'],
    },
  },
  {
    id: 'b24w-34',
    business: 'Coyotas artesanales, Hermosillo (Sonora)',
    turns: [
      'Buenas tardes! Coyotas Doña Chayo, Hermosillo 😋. Quiero un formulario de pedidos con nombre, telefono y docenas, y que cada pedido se guarde en la pestaña Pedidos del spreadsheet 1CoYot4s_HMO_pedidosZz',
      'y al final mandale un whats al cliente diciendole que ya quedo su pedido',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'docenas'],
        '2.spreadsheet_id': '1CoYot4s_HMO_pedidosZz',
        '2.sheet_name': 'Pedidos',
        '3.to': '{{trigger.telefono}}',
      },
    },
  },
  {
    id: 'b24w-35',
    business: 'Talavera, Dolores Hidalgo (Guanajuato)',
    turns: [
      'Buen dia, Talavera Santa Rosa en Dolores Hidalgo 🏺. Cuando me llegue un pedido por webhook avisame por Telegram a mi chat 5821447390 con el cliente y las piezas',
      'antes de avisarme, primero guarda el pedido en la hoja Pedidos Web de https://docs.google.com/spreadsheets/d/1T4lav3ra_SR_PedWebKk/edit',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': '1T4lav3ra_SR_PedWebKk',
        '2.sheet_name': 'Pedidos Web',
        '3.chat_id': { anyOf: ['5821447390', 5821447390] },
      },
    },
  },
  {
    id: 'b24w-36',
    business: 'Quesería menonita, Cuauhtémoc (Chihuahua)',
    turns: [
      'Buenas, Quesos Menonitas Campo 6 de Cuauhtemoc Chihuahua 🧀. Cada lunes a las 7 am lee la hoja Inventario del spreadsheet 1QsM3n0_Cuauh_invYy, que la IA me diga que quesos hay que producir y me lo mande a mi correo',
      'despues de lo de la IA manda ese mismo texto al Discord de la planta https://discord.com/api/webhooks/55501/planta-campo6, y ya luego el correo',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'discord/send_message', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 7 * * 1',
        '2.spreadsheet_id': '1QsM3n0_Cuauh_invYy',
        '2.sheet_name': 'Inventario',
        '4.webhook_url': 'https://discord.com/api/webhooks/55501/planta-campo6',
        '4.message': contains('{{steps.3.output.text}}'),
        '5.to': OWNER_EMAIL,
        '5.body': contains('{{steps.3.output.text}}'),
      },
    },
  },
  {
    id: 'b24w-37',
    business: 'Escuela de surf, Rosarito (Baja California)',
    turns: [
      'Hey! Rosarito Surf School 🏄. When llegue una reserva por webhook, guardala en la hoja Reservas del spreadsheet 1RsRt0_Surf_rsvMm, avisa en Slack en #staff y mandale whats al cliente al telefono que viene en la reserva, plis',
      'quitale lo de Slack, casi no lo usamos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1RsRt0_Surf_rsvMm',
        '2.sheet_name': 'Reservas',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24w-38',
    business: 'Fresa congelada, Irapuato (Guanajuato)',
    turns: [
      'Buenas, Fresas Congeladas El Bajio de Irapuato 🍓. Cuando llegue un embarque por webhook avisa por Telegram al chat -1009988776655, mandame un correo con el folio y guarda el embarque en la hoja Embarques del spreadsheet 1FrS_Ira_Emb2026Nn',
      'borra el paso 3, el del correo, ya con el Telegram es suficiente',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['telegram/send_message', 'google_sheets/append_row'],
      params: {
        '2.chat_id': { anyOf: ['-1009988776655', -1009988776655] },
        '3.spreadsheet_id': '1FrS_Ira_Emb2026Nn',
        '3.sheet_name': 'Embarques',
      },
    },
  },
  {
    id: 'b24w-39',
    business: 'Restaurante de enchiladas potosinas, San Luis Potosí',
    turns: [
      'Que onda, Enchiladas Potosinas Doña Lupe, SLP 🌶️. Diario a las 10 de la noche saca de mi Postgres las ventas del dia de la tabla ventas y mandalas al canal #cierres de Slack',
      'siempre no Slack, mejor a Discord con este webhook https://discord.com/api/webhooks/70022/donalupe-cierres, lo demas igual',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'discord/send_message'],
      params: {
        '1.cron_expression': '0 22 * * *',
        '2.query': { containsAll: ['select', 'ventas'] },
        '3.webhook_url': 'https://discord.com/api/webhooks/70022/donalupe-cierres',
        '3.message': contains('{{steps.2.output.rows'),
      },
    },
  },
  {
    id: 'b24w-40',
    business: 'Taller de guitarras, Paracho (Michoacán)',
    turns: [
      'Buenas tardes, Guitarras Artesanales Paracho 🎸. Cuando llegue un pedido por webhook mandale un WhatsApp al cliente al telefono que viene en el pedido dandole las gracias',
      'ponle una espera de una hora antes del whats',
      'no, mejor deshaz eso, dejalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      params: {
        '2.to': '{{trigger.body.telefono}}',
      },
    },
  },
];
