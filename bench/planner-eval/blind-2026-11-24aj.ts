/**
 * Blind batch 2026-11-24aj — 40 held-out cases for the Enlaza planner, written blind
 * (only blind-writer.md, catalogue.md and types.ts were read).
 *
 * Register: online sellers (Shopify, Mercado Libre, Tienda Nube, Amazon, own site) whose systems
 * send webhooks. They paste a sample payload or a header row and name fields as their system
 * spells them (order_id, customer_email, buyer.phone, customer.name, delivery_date…).
 * Regional voices: norteño (Monterrey, Culiacán, Chihuahua, Mexicali, Hermosillo, Reynosa,
 * Durango, Torreón, Saltillo, Tijuana), chilango (CDMX, Coyoacán), tapatío (Guadalajara,
 * Zapopan, Tlaquepaque), yucateco (Mérida), costeño (Veracruz, Mazatlán, Cancún, Taxco,
 * Córdoba), bajío (León, Querétaro, Celaya, Aguascalientes, San Miguel de Allende, SLP), plus
 * Puebla/Cholula, Oaxaca, Toluca, Cuernavaca, Pachuca, Villahermosa, Tampico, Tuxtla, Sahuayo.
 * Missing accents, typos, Spanglish, emoji, "5 mil", phones with spaces.
 *
 * Mix (40):
 *  - 01–23 one-turn plan_ready: every trigger kind (webhook, form, schedule daily / weekly /
 *    monthly, Gmail new email, Sheets new row, Drive new file, Calendar event starting,
 *    Telegram new message, Slack, GitHub, manual) and every action kind (Sheets append/read,
 *    Gmail, SMTP email, WhatsApp, Telegram, Slack, Discord, HTTP, AI, Postgres INSERT/SELECT,
 *    filter, delay, Drive upload/create folder, Calendar create/list, GitHub issue, webhook
 *    respond, transform).
 *  - 24–28 smart_forms_required (owner's WhatsApp, Slack channel, spreadsheet, owner's
 *    Telegram chat id, customer email absent from the payload).
 *  - 29 clarification_needed ("en la nube"), 30 conversation (test vs production URL).
 *  - 31–40 multi-turn follow-ups (2–3 turns): hour, threshold (+ operator), recipient (+ subject
 *    and delay, compound), add at end then after a named step, add first, remove by service,
 *    remove by position, swap Slack→Discord keeping the data, undo, compound day/hour + add.
 */
import { EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A Mexican 10-digit phone in the spellings that are equally right. */
const mx = (d: string) => ({ anyOf: [d, `52${d}`, `+52${d}`, `521${d}`, `+521${d}`] });
/** A Telegram chat id as text or number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });
const all = (...texts: string[]) => ({ containsAll: texts });

export const blind20261124aj: EvalCase[] = [
  // ───────────────────────── one-turn plan_ready ─────────────────────────
  one(
    'b24aj-01',
    'Tienda de tenis en Shopify (Monterrey)',
    'Que onda! tengo una tienda de tenis en Monterrey, vendo en Shopify. Cada pedido me llega un webhook asi: {"order_id":"1045","customer_name":"Ana","phone":"+5218112345678","total":2300}. Ocupo que lo guardes en la hoja Pedidos del spreadsheet 1Tn5RkQw8ZpLm2VxC7bH0yJ4uE9sD3aF y le mandes whats al cliente de que ya quedo su pedido 👟',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1Tn5RkQw8ZpLm2VxC7bH0yJ4uE9sD3aF',
        '2.sheet_name': 'Pedidos',
        '3.to': '{{trigger.body.phone}}',
      },
    },
  ),
  one(
    'b24aj-02',
    'Boutique de vestidos de fiesta en linea (Guadalajara)',
    'Que paso, tenemos una boutique de vestidos de fiesta en Guadalajara y vendemos en linea. Quiero un formulario de apartado con nombre, correo, talla y modelo; que se guarde en la hoja Apartados del spreadsheet 1VsTq9Wm3Xe7Rb2Nc5Yu8Ki0Lo4Pa6Gd y le llegue un correo al cliente confirmando su apartado, ira',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'talla', 'modelo'],
        '2.spreadsheet_id': '1VsTq9Wm3Xe7Rb2Nc5Yu8Ki0Lo4Pa6Gd',
        '2.sheet_name': 'Apartados',
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24aj-03',
    'Electronicos en Mercado Libre (CDMX)',
    'Qué onda güey, vendo electronicos en Mercado Libre desde la CDMX. Neta ocupo que diario a las 8 de la noche saques de mi postgres, tabla ventas, lo que se vendio ese dia, que la IA me haga un resumen chido y me lo mandes por telegram a mi chat 584930211',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 20 * * *',
        '2.query': all('select', 'ventas'),
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.chat_id': chat('584930211'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24aj-04',
    'Cafe de especialidad en Tienda Nube (Veracruz)',
    'Quiubo compadre, tengo un cafe de especialidad en Veracruz y vendo por Tienda Nube. Cada lunes a las 9 de la mañana lee la hoja Inventario del spreadsheet 1CfEv7Hn2Jk9Lm4Qp6Rs8Tu0Vw3Xy5Za y manda lo que tenga al canal #compras de slack pa que el equipo pida a tiempo ☕',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 9 * * 1',
        '2.spreadsheet_id': '1CfEv7Hn2Jk9Lm4Qp6Rs8Tu0Vw3Xy5Za',
        '2.sheet_name': 'Inventario',
        '3.channel': { anyOf: ['#compras', 'compras'] },
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24aj-05',
    'Suplementos deportivos en Amazon (Hermosillo)',
    'Buenas, vendo suplementos deportivos en Amazon aqui en Hermosillo. El dia primero de cada mes a las 7 am quiero que consultes https://api.fitsonora.mx/reportes/mensual y me mandes lo que regrese a mi correo, con asunto Reporte mensual Amazon',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 7 1 * *',
        '2.url': 'https://api.fitsonora.mx/reportes/mensual',
        '3.to': OWNER_EMAIL,
        '3.subject': 'Reporte mensual Amazon',
        '3.body': contains('{{steps.2.output.body}}'),
      },
    },
  ),
  one(
    'b24aj-06',
    'Refacciones de auto en Mercado Libre (Puebla)',
    'Hola buen dia, vendo refacciones de auto en Mercado Libre en Puebla. Cuando me llegue un correo con asunto "Vendiste" que la IA saque el producto, el precio y el comprador, y lo agregue a la hoja Ventas ML de https://docs.google.com/spreadsheets/d/1RfA8mQ2xZ7cV4bN6kL0pT3wY9sE5dG1/edit#gid=0',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row'],
      params: {
        '1.query': contains('Vendiste'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.spreadsheet_id': '1RfA8mQ2xZ7cV4bN6kL0pT3wY9sE5dG1',
        '3.sheet_name': 'Ventas ML',
      },
    },
  ),
  one(
    'b24aj-07',
    'Joyeria de plata con tienda en linea (Taxco)',
    'Buenas tardes, hacemos joyeria de plata en Taxco y vendemos por nuestra pagina. Llevamos los envios en la hoja Envios del spreadsheet 1JyTx4Pl8Qw2Er6Ty0Ui3Op7As1Df5Gh, columnas: Nombre | Telefono | Guia | Estatus. Cuando entre una fila nueva, nomas si el Estatus es Enviado, mandale whats al cliente con su Guia',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1JyTx4Pl8Qw2Er6Ty0Ui3Op7As1Df5Gh',
        '1.sheet_name': 'Envios',
        '2.left': '{{trigger.record.Estatus}}',
        '2.operator': 'equals',
        '2.right': 'Enviado',
        '3.to': '{{trigger.record.Telefono}}',
        '3.message': contains('{{trigger.record.Guia}}'),
      },
    },
  ),
  one(
    'b24aj-08',
    'Muebles de madera en Amazon (Queretaro)',
    'Que tal, tengo una tienda de muebles de madera en Amazon, aqui en Queretaro. Mi fotografo sube las fotos a la carpeta de drive 1FtQ7wE3rT9yU1iO5pA2sD8f. Cada que suba un archivo nuevo avisa en discord con el nombre del archivo, el webhook es https://discord.com/api/webhooks/9081726354/QroMuebles_xYz',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['discord/send_message'],
      params: {
        '1.folder_id': '1FtQ7wE3rT9yU1iO5pA2sD8f',
        '2.webhook_url': 'https://discord.com/api/webhooks/9081726354/QroMuebles_xYz',
        '2.message': contains('{{trigger.name}}'),
      },
    },
  ),
  one(
    'b24aj-09',
    'Hamacas en linea y Mercado Libre (Merida)',
    'Buenas! vendo hamacas por mi sitio y Mercado Libre aca en Merida, bomba. Agendo las entregas en mi Google Calendar; media hora antes de cada entrega mandame whats al 999 123 4567 con el titulo y la direccion del evento',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': { anyOf: [30, '30'] },
        '2.to': mx('9991234567'),
        '2.message': all('{{trigger.title}}', '{{trigger.location}}'),
      },
    },
  ),
  one(
    'b24aj-10',
    'Cosmeticos coreanos en linea (Leon)',
    'Hola! tengo una tienda en linea de cosmeticos coreanos en Leon. Tengo un bot de telegram; cuando alguien le escriba, que la IA le conteste como asesora de skincare, amable y cortito, y le responda en el mismo chat ✨',
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
    'b24aj-11',
    'Tienda de stickers en Shopify (Xalapa)',
    'Hola, somos una tienda de stickers en Shopify en Xalapa y el equipo platica en slack. Cuando alguien escriba un mensaje que empiece con "bug:" abre un issue en el repo stickerxal/tienda-shopify con ese texto',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'github/create_issue'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'starts_with',
        '2.right': 'bug:',
        '3.repository': 'stickerxal/tienda-shopify',
      },
    },
  ),
  one(
    'b24aj-12',
    'Playeras estampadas con sitio propio (San Luis Potosi)',
    'Que tal, vendemos playeras estampadas en nuestro propio sitio, estamos en San Luis Potosi. El codigo esta en github, repo playerasslp/sitio. Cada que alguien haga push avisa al grupo de telegram con chat id -1001987654321 que hubo cambios en la pagina',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['telegram/send_message'],
      params: {
        '1.events': { anyOf: [['push'], 'push'] },
        '2.chat_id': chat('-1001987654321'),
      },
    },
  ),
  one(
    'b24aj-13',
    'Adornos navideños en linea (Saltillo)',
    'Buenas, vendo adornos navideños en linea desde Saltillo. Quiero un boton que cuando lo aprete me cree en drive la carpeta "Temporada Navidad 2026" y me mande un correo avisando que ya quedo',
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
    'b24aj-14',
    'Electrodomesticos en Tienda Nube (Culiacan)',
    'Quiubo plebes, tengo una tienda de electrodomesticos en linea en Culiacan con Tienda Nube. Me llega el webhook asi: {"id":889,"customer":{"name":"Luis","email":"luis@correo.com"},"total":6500}. Nomas cuando el total sea mayor a 5 mil avisa en slack al canal #ventas-grandes con el nombre del cliente',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [5000, '5000'] },
        '3.channel': { anyOf: ['#ventas-grandes', 'ventas-grandes'] },
        '3.message': contains('{{trigger.body.customer.name}}'),
      },
    },
  ),
  one(
    'b24aj-15',
    'Vinateria en linea (Ensenada)',
    'Hola, tenemos una vinateria en linea en Ensenada, el sitio es nuestro. Manda un POST con {"order_id":"EN-2231","sku":"TIN-NEB-750","qty":3}. Guardalo en mi postgres, tabla pedidos (order_id, sku, qty) y contestale al sitio 200 con {"ok":true} 🍷',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'webhook/respond'],
      params: {
        '2.query': all('insert', 'pedidos', 'order_id', 'sku', 'qty'),
        '3.status': { anyOf: [200, '200'] },
      },
    },
  ),
  one(
    'b24aj-16',
    'Velas aromaticas en Shopify (San Miguel de Allende)',
    'Buen dia! hago velas aromaticas en San Miguel de Allende y vendo en Shopify. El webhook del pedido trae customer_email y order_id. Tres dias despues del pedido mandale un correo al cliente pidiendole una reseña, con el cupon VELAS15 de regalo 🕯️',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['delay/wait', 'gmail/send_email'],
      params: {
        '2.seconds': { anyOf: [259200, '259200'] },
        '3.to': '{{trigger.body.customer_email}}',
        '3.body': contains('VELAS15'),
      },
    },
  ),
  one(
    'b24aj-17',
    'Huaraches de mayoreo con pagina propia (Sahuayo)',
    'Que tal, hacemos huaraches en Sahuayo y vendemos mayoreo por la pagina. Ocupo un formulario de cotizacion con nombre, email, modelo y pares. Al cliente mandale correo por mi SMTP de la pagina con asunto Cotizacion recibida, y a mi avisame por telegram al chat 77120934',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['email/send_email', 'telegram/send_message'],
      params: {
        '1.fields': ['nombre', 'email', 'modelo', 'pares'],
        '2.to': '{{trigger.email}}',
        '2.subject': { anyOf: ['Cotizacion recibida', 'Cotización recibida'] },
        '3.chat_id': chat('77120934'),
      },
    },
  ),
  one(
    'b24aj-18',
    'Papeleria con sitio web (Toluca)',
    'Hola, vendo papeleria por mi sitio web en Toluca. Cada venta llega por webhook: {"folio":"A-331","rfc":"XAXX010101000","total":1850}. Primero arma los campos folio, rfc y total_con_iva (total por 1.16) y luego mandalos por POST a https://api.facturapronto.mx/v2/cfdi pa facturar',
    {
      // Changed from plan_ready after the blind run: the sum (× 1.16) cannot be made by a transform (templates
      // only look data up, engine/templating.ts), so a plan presented as ready would send the total without it.
      // The planner asks about that part instead (calculations.ts); the steps it keeps are the ones written.
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'http/request'],
      params: {
        '3.url': 'https://api.facturapronto.mx/v2/cfdi',
        '3.method': 'POST',
      },
      asks: ['plan.pending_1'],
    },
  ),
  one(
    'b24aj-19',
    'Pasteleria con pedidos en linea (Aguascalientes)',
    'Buenas, tengo una pasteleria en Aguascalientes y los pedidos llegan de mi pagina por webhook: {"order_id":"P-778","cliente":"Marisol","delivery_date":"2026-12-05T16:00:00-06:00"}. Crea un evento en mi calendario con titulo Entrega + el order_id, a la hora de delivery_date 🎂',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_calendar/create_event'],
      params: {
        '2.title': contains('{{trigger.body.order_id}}'),
        '2.start': '{{trigger.body.delivery_date}}',
      },
    },
  ),
  one(
    'b24aj-20',
    'Floreria en linea (Zapopan)',
    'Ira, tengo una floreria en linea en Zapopan. Cada mañana a las 7:30 revisa mi calendario de google con las entregas del dia y mandamelas por whats al 33 1234 5678 🌹',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '30 7 * * *',
        '3.to': mx('3312345678'),
        '3.message': contains('{{steps.2.output.events}}'),
      },
    },
  ),
  one(
    'b24aj-21',
    'Refacciones de celular con sitio propio (Tijuana)',
    'Que onda, vendo refacciones de celular en mi sitio, en Tijuana. Cada pedido llega por webhook con order_id, cliente y productos. Guarda un archivo en la carpeta de drive 1TjP4oL8kJ2hG6fD0sA9zX3c que se llame pedido- y el order_id, con los datos del pedido',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_drive/upload_file'],
      params: {
        '2.name': contains('{{trigger.body.order_id}}'),
        '2.folder_id': '1TjP4oL8kJ2hG6fD0sA9zX3c',
      },
    },
  ),
  one(
    'b24aj-22',
    'Plantillas digitales y cursos en web propia (Oaxaca)',
    'Hola, vendemos plantillas digitales y cursos en nuestra web, somos de Oaxaca. Cuando un cliente reporte un problema, la web manda {"email":"x@y.com","mensaje":"no baja el PDF","pagina":"/descargas"}. Abre un issue en el repo plantillasoax/web con el mensaje y la pagina',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['github/create_issue'],
      params: {
        '2.repository': 'plantillasoax/web',
      },
    },
  ),
  one(
    'b24aj-23',
    'Juguetes didacticos en Mercado Libre (Morelia)',
    'Buenas! vendo juguetes didacticos en Mercado Libre desde Morelia. Me llega esto: {"order_id":3321,"buyer":{"first_name":"Pedro","phone":"4431234567"},"total":780}. Mandale whats al comprador dandole las gracias con su nombre y el cupon JUEGA10 pa su siguiente compra',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      params: {
        '2.to': '{{trigger.body.buyer.phone}}',
        '2.message': all('{{trigger.body.buyer.first_name}}', 'JUEGA10'),
      },
    },
  ),

  // ───────────────────────── smart forms ─────────────────────────
  one(
    'b24aj-24',
    'Ropa de bebe en Tienda Nube (Chihuahua)',
    'Qué onda, tengo una tienda de ropa de bebe en Tienda Nube, aqui en Chihuahua. El webhook me llega asi: {"id":5521,"customer":{"name":"Karla"},"total":980}. Avisame por whats cada que entre un pedido con el nombre y el total',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      asks: ['2.to'],
    },
  ),
  one(
    'b24aj-25',
    'Lentes de sol en linea (Cancun)',
    'Hola! tenemos tienda de lentes de sol en linea en Cancun 😎. Cuando nuestra web registra una devolucion manda un webhook con {"order_id","motivo","monto"}. Quiero que cada devolucion llegue como mensaje a slack con el motivo y el monto',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['slack/send_message'],
      asks: ['2.channel'],
    },
  ),
  one(
    'b24aj-26',
    'Alimento para mascotas en linea (Celaya)',
    'Buenas, vendo alimento para mascotas en linea en Celaya. Quiero un formulario de registro de clientes con nombre, correo, mascota y raza, que se guarde en la pestaña Clientes de mi hoja de calculo y les mande correo de bienvenida',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '2.sheet_name': 'Clientes',
        '3.to': '{{trigger.correo}}',
      },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24aj-27',
    'Articulos de pesca en linea (Mazatlan)',
    'Quiubo, tengo una tienda en linea de articulos de pesca en Mazatlan. Diario a las 8 de la noche lee la hoja Devoluciones de https://docs.google.com/spreadsheets/d/1MzPq3Wr7Et1Yu5Io9Pa2Sd6Fg0Hj4Kl/edit y mandame lo que haya por telegram',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 20 * * *',
        '2.spreadsheet_id': '1MzPq3Wr7Et1Yu5Io9Pa2Sd6Fg0Hj4Kl',
        '2.sheet_name': 'Devoluciones',
      },
      asks: ['3.chat_id'],
    },
  ),
  one(
    'b24aj-28',
    'Semillas y plantas con pagina propia (Cuernavaca)',
    'Hola, vendo semillas y plantas por mi pagina en Cuernavaca 🌱. El webhook del pedido trae {"order_id":"S-120","name":"Rocio","phone":"7771234567","total":450}. Mandale un correo al cliente con su numero de pedido y el total',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['gmail/send_email'],
      asks: ['2.to'],
    },
  ),

  // ───────────────────────── clarification / conversation ─────────────────────────
  one(
    'b24aj-29',
    'Relojes en Shopify (Villahermosa)',
    'Buenas tardes, tengo una tienda de relojes en Shopify en Villahermosa. Cada pedido que me llegue por webhook respaldalo en la nube pa no perder nada',
    { status: 'clarification_needed' },
  ),
  one(
    'b24aj-30',
    'Maquillaje en Shopify (Tampico)',
    'Hola, vendo maquillaje en mi tienda de Shopify en Tampico 💄. Una duda antes de armar nada: ¿que diferencia hay entre la URL de prueba y la de produccion del webhook? ¿cual le pego a Shopify?',
    { status: 'conversation' },
  ),

  // ───────────────────────── multi-turn follow-ups ─────────────────────────
  {
    id: 'b24aj-31',
    business: 'Decants de perfume con sitio propio (Torreon)',
    turns: [
      'Buenas! vendo decants de perfume por mi sitio, estoy en Torreon. Quiero que diario a las 9 de la mañana leas la hoja Pedidos del spreadsheet 1PfDk2Lm6Nq0Rs4Tv8Wx1Yz5Ab9Cd3Ef y me mandes a mi correo lo que haya',
      'mejor a las 6 y media de la tarde porfa',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 18 * * *',
        '2.spreadsheet_id': '1PfDk2Lm6Nq0Rs4Tv8Wx1Yz5Ab9Cd3Ef',
        '2.sheet_name': 'Pedidos',
        '3.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24aj-32',
    business: 'Bicicletas y refacciones en Mercado Libre (Durango)',
    turns: [
      'Que onda, vendo bicis y refacciones en Mercado Libre desde Durango. Me llega este webhook: {"order_id":"2000412","total":4200,"buyer":{"nickname":"JUANBIKE"}}. Avisame por whats al 618 123 4567 nomas cuando el total sea mayor a 3 mil',
      'subele a 5 mil mejor',
      'y que tambien cuente si es exactamente 5 mil',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_or_equal',
        '2.right': { anyOf: [5000, '5000'] },
        '3.to': mx('6181234567'),
      },
    },
  },
  {
    id: 'b24aj-33',
    business: 'Talavera en Tienda Nube (Cholula)',
    turns: [
      'Hola, vendemos talavera en linea desde Cholula con Tienda Nube. El webhook trae {"id":"TN-5510","customer":{"name":"Ines","email":"ines@mail.com"},"total":3100}. Cada pedido mandale un correo a ventas@talaveracholula.mx con el nombre y el total',
      'mejor que le llegue a almacen@talaveracholula.mx',
      'ponle de asunto Nuevo pedido web y que espere 10 minutos antes de mandarlo',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['delay/wait', 'gmail/send_email'],
      params: {
        '2.seconds': { anyOf: [600, '600'] },
        '3.to': 'almacen@talaveracholula.mx',
        '3.subject': 'Nuevo pedido web',
        '3.body': all('{{trigger.body.customer.name}}', '{{trigger.body.total}}'),
      },
      reply: ['Nuevo pedido web', '10 min'],
    },
  },
  {
    id: 'b24aj-34',
    business: 'Accesorios para celular en Amazon y sitio propio (Tuxtla)',
    turns: [
      'Buenas, tengo tienda de accesorios para celular en Tuxtla, vendo en Amazon y mi sitio. Mi sitio manda: {"order_id":"TX-91","customer":{"name":"Beto","phone":"9611234567"},"total":560}. Guarda cada pedido en la hoja Ventas del spreadsheet 1AcTg5Hj9Kl3Mn7Pq1Rs5Tu9Vw3Xy7Zb',
      'al final agrega un mensaje al canal #pedidos de slack',
      'y despues de guardar en la hoja mandale whats al cliente que ya quedo su pedido',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message', 'slack/send_message'],
      params: {
        '2.spreadsheet_id': '1AcTg5Hj9Kl3Mn7Pq1Rs5Tu9Vw3Xy7Zb',
        '2.sheet_name': 'Ventas',
        '3.to': '{{trigger.body.customer.phone}}',
        '4.channel': { anyOf: ['#pedidos', 'pedidos'] },
      },
    },
  },
  {
    id: 'b24aj-35',
    business: 'Cafe en grano con pagina propia (Cordoba, Veracruz)',
    turns: [
      'Que tal, vendo cafe en grano de Cordoba por mi pagina. El webhook del pedido es {"order_id":"CF-310","phone":"2711234567","items":2}. Mandale whats al cliente que su cafe ya se esta tostando ☕',
      'antes que nada guarda el pedido en mi postgres, tabla ordenes con order_id y phone',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '2.query': all('insert', 'ordenes', 'order_id', 'phone'),
        '3.to': '{{trigger.body.phone}}',
      },
    },
  },
  {
    id: 'b24aj-36',
    business: 'Ropa deportiva en Shopify (Mexicali)',
    turns: [
      'Que onda, tengo tienda de ropa deportiva en Shopify, en Mexicali. Cada pedido llega por webhook (order_id, customer_email, total); guardalo en la hoja Pedidos del spreadsheet 1RdMx8Cv2Bn6Mq0Wl4Ek8Rj2Th6Yg0Uf, avisa en slack en #ventas y mandame un correo con el total',
      'quitale lo de slack, casi ni lo vemos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': '1RdMx8Cv2Bn6Mq0Wl4Ek8Rj2Th6Yg0Uf',
        '2.sheet_name': 'Pedidos',
        '3.to': OWNER_EMAIL,
        '3.body': contains('{{trigger.body.total}}'),
      },
    },
  },
  {
    id: 'b24aj-37',
    business: 'Llantas en linea (Reynosa)',
    turns: [
      'Buenas, vendo llantas en linea en Reynosa. Quiero un formulario de cotizacion con nombre, telefono y medida; que se guarde en la hoja Cotizaciones del spreadsheet 1LlRy7Ut3Io9Pa5Sd1Fg7Hj3Kl9Zx5Cv, me avise por telegram al chat 99887766 y me mande un correo',
      'quita el ultimo paso',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'medida'],
        '2.spreadsheet_id': '1LlRy7Ut3Io9Pa5Sd1Fg7Hj3Kl9Zx5Cv',
        '2.sheet_name': 'Cotizaciones',
        '3.chat_id': chat('99887766'),
      },
    },
  },
  {
    id: 'b24aj-38',
    business: 'Figuras de anime en Shopify (Coyoacan, CDMX)',
    turns: [
      'Que onda, tengo una tienda de figuras de anime en Shopify en Coyoacan. Cada pedido llega por webhook con order_id y total; manda al canal #pedidos de slack un mensaje con el numero de pedido y el total',
      'cambia slack por discord, el webhook es https://discord.com/api/webhooks/1122334455/FigAnimeXyZ',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['discord/send_message'],
      params: {
        '2.webhook_url': 'https://discord.com/api/webhooks/1122334455/FigAnimeXyZ',
        '2.message': all('{{trigger.body.order_id}}', '{{trigger.body.total}}'),
      },
    },
  },
  {
    id: 'b24aj-39',
    business: 'Productos de limpieza ecologicos en linea (Pachuca)',
    turns: [
      'Hola, vendo productos de limpieza ecologicos en linea en Pachuca. Mi sitio manda {"order_id":"EC-44","cliente":"Laura","total":720}. Guardalo en la hoja Ventas del spreadsheet 1EcPn4Bv8Cx2Za6Sd0Fg4Hj8Kl2Qw6Er',
      'agregale que me mande un correo por cada pedido',
      'no, mejor deshaz eso, dejalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row'],
      params: {
        '2.spreadsheet_id': '1EcPn4Bv8Cx2Za6Sd0Fg4Hj8Kl2Qw6Er',
        '2.sheet_name': 'Ventas',
      },
    },
  },
  {
    id: 'b24aj-40',
    business: 'Discos de vinilo en linea (Tlaquepaque)',
    turns: [
      'Que paso, vendo discos de vinilo en linea desde Tlaquepaque. Cada lunes a las 9 saca de mi postgres la tabla ventas de la semana pasada, que la IA haga un resumen y mandamelo por telegram al chat 45120987',
      'cambialo a los viernes a las 5 de la tarde y mandamelo tambien a mi correo',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'telegram/send_message', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 17 * * 5',
        '2.query': all('select', 'ventas'),
        '4.chat_id': chat('45120987'),
        '5.to': OWNER_EMAIL,
      },
      reply: ['viernes', 'correo'],
    },
  },
];
