/**
 * Blind evaluation batch 2026-11-24 (p): 40 held-out Spanish requests from Mexican small
 * businesses, each with the plan a careful human would build over the node catalogue.
 *
 * Mix:
 * - b24p-01…23: one-turn `plan_ready` across all trigger kinds (webhook, form, schedule
 *   daily/weekly/monthly, Gmail new email, Sheets new row, Drive new file, Calendar event
 *   starting, Telegram new message, Slack, GitHub issues, manual) and actions (Sheets
 *   append/read, Gmail, SMTP email, WhatsApp, Telegram, Slack, Discord, HTTP, AI, Postgres,
 *   filter, delay, Drive upload/create folder, Calendar create/list, GitHub issue, webhook
 *   respond, transform).
 * - b24p-24…28: `smart_forms_required` (owner's WhatsApp, Slack channel, spreadsheet never
 *   identified, owner's Telegram chat id, customer email the data lacks).
 * - b24p-29: `clarification_needed` ("guárdalo en la nube").
 * - b24p-30: `conversation` (a question about the product).
 * - b24p-31…40: multi-turn follow-ups (replace hour, threshold, recipient; add a step at the
 *   end, first, after a named step; remove by service; swap a service keeping its data; undo;
 *   several changes in one message including a removal by position).
 *
 * Registers: WhatsApp style with missing accents and typos; norteño (Monterrey, Hermosillo,
 * Tijuana, Chihuahua, Saltillo), chilango (CDMX), tapatío (Guadalajara, Zapopan), yucateco
 * (Mérida), costeño (Mazatlán, Veracruz, Tampico), Spanglish now and then, numbers in words,
 * emoji.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

export const blind20261124p: EvalCase[] = [
  // ───────────── one-turn plan_ready ─────────────
  one(
    'b24p-01',
    'ferretería',
    'Que onda buenas tardes, tengo una ferreteria en Monterrey 🔩. Ocupo que cuando llegue un pedido al webhook de la tienda (trae nombre, telefono y total) se guarde en la hoja Pedidos de https://docs.google.com/spreadsheets/d/1FerrMtyPedidos2026aBcD/edit y le mandes whats al cliente que ya lo recibimos',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1FerrMtyPedidos2026aBcD',
        '2.sheet_name': 'Pedidos',
        '2.values': contains('{{trigger.body'),
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  ),
  one(
    'b24p-02',
    'papelería',
    'Hola buen dia! papeleria en Puebla 📚 quiero un formulario de cotizacion con nombre, correo y utiles, y cuando alguien lo llene me llegue un correo a mi con los datos y al cliente otro diciendole q ya recibimos su lista',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'gmail/send_email'],
      params: {
        '1.fields': { containsAll: ['nombre', 'correo', 'utiles'] },
        '2.to': OWNER_EMAIL,
        '2.body': contains('{{trigger.utiles}}'),
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24p-03',
    'veterinaria',
    'Buenos dias! tengo una veterinaria en Merida 🐶, ta bomba el calor jaja. Cada mañana a las 8 lee la hoja Citas del archivo con id 1VetMeridaCitas77xYzQ y que la IA me haga un resumen de las citas del dia, mandamelo al telegram chat 584930211',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 8 * * *',
        '2.spreadsheet_id': '1VetMeridaCitas77xYzQ',
        '2.sheet_name': 'Citas',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.chat_id': { anyOf: ['584930211', 584930211] },
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24p-04',
    'taller mecánico',
    'Que onda compa, taller mecanico en Hermosillo 🔧. Cada lunes a las 9 de la mañana ocupo que consultes en postgres la tabla servicios los que sigan con estatus pendiente y me los avientes al canal #taller de slack',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 9 * * 1',
        '2.query': { containsAll: ['select', 'servicios', 'pendiente'] },
        '3.channel': { anyOf: ['#taller', 'taller'] },
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24p-05',
    'panadería',
    'Quiubo, panaderia en Guadalajara 🥐. El dia primero de cada mes a las 7 am crea una carpeta en drive que se llame Facturas del mes y pos mandame un correo avisando que ya quedo, va?',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_drive/create_folder', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 7 1 * *',
        '2.name': contains('Facturas'),
        '3.to': OWNER_EMAIL,
      },
    },
  ),
  one(
    'b24p-06',
    'taquería',
    'Que onda wey, taqueria en la CDMX 🌮. Cuando me llegue un correo con el asunto Pedido evento, que la IA saque cuantos tacos son y pa que fecha y me lo mande al grupo de telegram 100223344, chido',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'telegram/send_message'],
      params: {
        '1.query': contains('Pedido evento'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.chat_id': { anyOf: ['100223344', 100223344] },
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24p-07',
    'consultorio dental',
    'Buenas tardes, consultorio dental en Queretaro 🦷. Cuando se agregue una fila a la hoja Pacientes de https://docs.google.com/spreadsheets/d/1DentQroPacientes55Lm/edit mandale whatsapp al paciente a su Telefono recordandole su cita, espera un dia y le mandas otro para confirmar',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message', 'delay/wait', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1DentQroPacientes55Lm',
        '1.sheet_name': 'Pacientes',
        '2.to': '{{trigger.record.Telefono}}',
        '3.seconds': 86400,
        '4.to': '{{trigger.record.Telefono}}',
      },
    },
  ),
  one(
    'b24p-08',
    'estética canina',
    'Hola! estetica canina en Leon 🐩✨ cuando suba una foto nueva a la carpeta https://drive.google.com/drive/folders/1EstCanLeonFotos2026 avisale al canal #redes de slack pa que la suban a insta porfa',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['slack/send_message'],
      params: {
        '1.folder_id': '1EstCanLeonFotos2026',
        '2.channel': { anyOf: ['#redes', 'redes'] },
      },
    },
  ),
  one(
    'b24p-09',
    'gimnasio de box',
    'Que rollo carnal, gimnasio de box en Tijuana 🥊. Media hora antes de cada clase en mi calendar manda un aviso al discord https://discord.com/api/webhooks/112233/boxTjClases con el nombre de la clase, ok?',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['discord/send_message'],
      params: {
        '1.minutes_before': 30,
        '2.webhook_url': 'https://discord.com/api/webhooks/112233/boxTjClases',
        '2.message': contains('{{trigger.title}}'),
      },
    },
  ),
  one(
    'b24p-10',
    'escuela de idiomas',
    'Hello! escuela de idiomas en Cancun 🌎. Cuando un alumno le escriba al bot de telegram, que la IA le conteste en ingles y español con info de los cursos y se lo mande de regreso al mismo chat, please',
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
    'b24p-11',
    'florería',
    'Hola buenas, floreria en Oaxaca 🌹. Cuando alguien de mi equipo escriba un pedido en slack, guardalo en la hoja Pedidos Slack del archivo con id 1FlorOaxPedidos2026Qw con el texto del mensaje y el canal',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['google_sheets/append_row'],
      params: {
        '2.spreadsheet_id': '1FlorOaxPedidos2026Qw',
        '2.sheet_name': 'Pedidos Slack',
        '2.values': { containsAll: ['{{trigger.text}}', '{{trigger.channel}}'] },
      },
    },
  ),
  one(
    'b24p-12',
    'refaccionaria',
    'Buenas, refaccionaria en Saltillo 🚗. La pagina de la tienda la tenemos en github, repo refasaltillo/tienda-web. Cada que alguien abra un issue mandame aviso por telegram al chat 77881234 con el titulo',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['telegram/send_message'],
      params: {
        '1.events': contains('issues'),
        '2.chat_id': { anyOf: ['77881234', 77881234] },
      },
    },
  ),
  one(
    'b24p-13',
    'óptica',
    'Hola que tal, optica en Morelia 👓. Quiero un boton que al picarle lea la hoja Inventario del archivo 1OptMorInv2026Zx y mande por el correo smtp de la optica a proveedor@lentesmx.com la lista de lo que falta',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_sheets/read_rows', 'email/send_email'],
      params: {
        '2.spreadsheet_id': '1OptMorInv2026Zx',
        '2.sheet_name': 'Inventario',
        '3.to': 'proveedor@lentesmx.com',
        '3.body': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24p-14',
    'agencia de viajes',
    'Buenas! agencia de viajes en Puerto Vallarta ✈️. Cuando llegue una cotizacion al webhook con destino y fechas, manda esos datos por POST a https://api.tarifasviaje.mx/precios y respondele al webhook con el precio que regrese',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['http/request', 'webhook/respond'],
      params: {
        '2.url': 'https://api.tarifasviaje.mx/precios',
        '2.method': 'POST',
        '2.body': contains('{{trigger.body'),
        '3.body': contains('{{steps.2.output'),
      },
    },
  ),
  one(
    'b24p-15',
    'inmobiliaria',
    'Hola, inmobiliaria en Zapopan 🏡. Quiero un formulario pa agendar visitas con nombre, correo, fecha y colonia; nomas si la colonia es Providencia crea el evento en mi calendar con esa fecha e invita al cliente',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['filter/condition', 'google_calendar/create_event'],
      params: {
        '1.fields': { containsAll: ['nombre', 'correo', 'fecha', 'colonia'] },
        '2.left': '{{trigger.colonia}}',
        '2.operator': 'equals',
        '2.right': 'Providencia',
        '3.start': '{{trigger.fecha}}',
        '3.attendees': contains('{{trigger.correo}}'),
      },
    },
  ),
  one(
    'b24p-16',
    'despacho contable',
    'Buen dia, despacho contable en Celaya. Cuando llegue un correo con asunto Estado de cuenta, guarda el contenido como archivo en drive en la carpeta con id 1ContaCelEdoCta2026 y mandame un correo avisando 📑',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file', 'gmail/send_email'],
      params: {
        '1.query': contains('Estado de cuenta'),
        '2.content': contains('{{trigger.body}}'),
        '2.folder_id': '1ContaCelEdoCta2026',
        '3.to': OWNER_EMAIL,
      },
    },
  ),
  one(
    'b24p-17',
    'tienda de ropa en línea',
    'Holaa!! tienda de ropa en linea aqui en CDMX 👗. Cuando Shopify mande una orden al webhook (trae total, correo y telefono), si el total pasa de 5 mil metela a postgres en la tabla clientes_vip y mandale whats al cliente con el cupon VIP15 🔥',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'postgres/query', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [5000, '5000'] },
        '3.query': { containsAll: ['insert', 'clientes_vip'] },
        '4.to': '{{trigger.body.telefono}}',
        '4.message': contains('VIP15'),
      },
    },
  ),
  one(
    'b24p-18',
    'mueblería',
    'Que tal, muebleria en Culiacan 🛋️. Cuando entre una fila nueva en la hoja Ventas de https://docs.google.com/spreadsheets/d/1MuebCuliVentas88Rt/edit junta Nombre y Apellido en un solo campo y mandale un correo al cliente a su Correo dandole las gracias con su nombre completo',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['transform/set_fields', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1MuebCuliVentas88Rt',
        '1.sheet_name': 'Ventas',
        '2.fields': { containsAll: ['{{trigger.record.Nombre}}', '{{trigger.record.Apellido}}'] },
        '3.to': '{{trigger.record.Correo}}',
        '3.body': contains('{{steps.2.output'),
      },
    },
  ),
  one(
    'b24p-19',
    'purificadora de agua',
    'Buenas, purificadora de agua en Torreon 💧. Todos los dias a las 6 de la tarde trae los pedidos de mañana de https://api.aguapura.mx/pedidos y mandaselos por whatsapp al repartidor al 871 555 1234',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 18 * * *',
        '2.url': 'https://api.aguapura.mx/pedidos',
        '3.to': { anyOf: ['+528715551234', '+52 871 555 1234', '8715551234', '+5218715551234'] },
        '3.message': contains('{{steps.2.output'),
      },
    },
  ),
  one(
    'b24p-20',
    'cafetería de especialidad',
    'Holi ☕ cafeteria de especialidad en la Roma, CDMX. Cuando alguien llene el form de reseñas (nombre, correo, comentario) que la IA le escriba una respuesta buena onda y se la mande a su correo, va que va',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '1.fields': { containsAll: ['nombre', 'correo', 'comentario'] },
        '2.prompt': contains('{{trigger.comentario}}'),
        '3.to': '{{trigger.correo}}',
        '3.body': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24p-21',
    'salón de belleza',
    'Hola! salon de belleza en Villahermosa 💅. Cada noche a las 9 revisa mi google calendar con las citas de mañana y mandame la lista por whatsapp al +52 993 123 4567 porfis',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 21 * * *',
        '3.to': { anyOf: ['+529931234567', '+52 993 123 4567', '+5219931234567'] },
        '3.message': contains('{{steps.2.output'),
      },
    },
  ),
  one(
    'b24p-22',
    'laboratorio clínico',
    'Buenas tardes, laboratorio clinico en San Luis Potosi 🧪. Nuestro sistema de resultados manda los errores a un webhook; cuando llegue uno crea un issue en el repo labslp/resultados con el mensaje del error y mandale un correo a sistemas@labslp.mx',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['github/create_issue', 'gmail/send_email'],
      params: {
        '2.repository': 'labslp/resultados',
        '3.to': 'sistemas@labslp.mx',
      },
    },
  ),
  one(
    'b24p-23',
    'pizzería',
    'Que onda, pizzeria en Pachuca 🍕. Cuando entre un pedido por el webhook de la app, espera media hora y mandale whatsapp al cliente al telefono del pedido preguntando que tal estuvo la pizza',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '2.seconds': 1800,
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  ),

  // ───────────── smart_forms_required ─────────────
  one(
    'b24p-24',
    'spa',
    'Hola buenas 🌿 tengo un spa en Tulum. Cuando alguien llene el formulario de reservas con nombre, fecha y servicio, mandame un whatsapp a mi con los datos para apartar la cabina',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      params: {
        '1.fields': { containsAll: ['nombre', 'fecha', 'servicio'] },
      },
      asks: ['2.to'],
    },
  ),
  one(
    'b24p-25',
    'guardería',
    'Buenas tardes, guarderia en Tlaxcala 👶. Cuando me llegue un correo con el asunto Inscripcion, avisale al equipo en slack con el nombre de quien mando el correo, porfa',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['slack/send_message'],
      params: {
        '1.query': contains('Inscripcion'),
        '2.message': contains('{{trigger.from}}'),
      },
      asks: ['2.channel'],
    },
  ),
  one(
    'b24p-26',
    'tienda de celulares',
    'Que onda! tienda de celulares en Zacatecas 📱. Cada que llegue una venta al webhook guardala en la hoja Ventas de mi google sheets, con el modelo y el precio',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row'],
      params: {
        '2.sheet_name': 'Ventas',
      },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24p-27',
    'imprenta',
    'Hola, imprenta en Toluca 🖨️. Cada viernes a las 6 de la tarde lee la hoja Trabajos del archivo con id 1ImprTolTrab2026Pl y mandame la lista por telegram',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 18 * * 5',
        '2.spreadsheet_id': '1ImprTolTrab2026Pl',
        '2.sheet_name': 'Trabajos',
      },
      asks: ['3.chat_id'],
    },
  ),
  one(
    'b24p-28',
    'lavado de autos',
    'Buenas, lavado de autos en Durango 🚗💦. Cuando se agregue una fila en la hoja Servicios del archivo 1LavDgoServ2026Kj (trae Placas, Modelo y Total) mandale un correo al cliente con su ticket',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1LavDgoServ2026Kj',
        '1.sheet_name': 'Servicios',
      },
      asks: ['2.to'],
    },
  ),

  // ───────────── clarification_needed ─────────────
  one(
    'b24p-29',
    'renta de mobiliario para fiestas',
    'Hola, renta de mobiliario para fiestas en Mexicali 🎉. Cuando alguien me aparte sillas y mesas por el formulario, guardalo en la nube porfa pa no perder nada',
    { status: 'clarification_needed' },
  ),

  // ───────────── conversation ─────────────
  one(
    'b24p-30',
    'cerrajería',
    'Buenas noches, tengo una cerrajeria en Veracruz 🔑. Oye una pregunta nomas, ¿esto de Enlaza jala con whatsapp o nomas con correo? ¿y como funciona?',
    { status: 'conversation' },
  ),

  // ───────────── multi-turn follow-ups ─────────────
  {
    id: 'b24p-31',
    business: 'marisquería',
    turns: [
      'Quiubo, marisqueria en Mazatlan 🦐. Todos los dias a las 10 de la mañana lee la hoja Inventario del archivo 1MarMztInv2026Hh y mandame por correo cuanto camaron queda',
      'oye siempre no, mejor que sea a las 8 y media de la mañana porfa',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 8 * * *',
        '2.spreadsheet_id': '1MarMztInv2026Hh',
        '2.sheet_name': 'Inventario',
        '3.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24p-32',
    business: 'colegio privado',
    turns: [
      'Buenas tardes, colegio privado en Puebla 🎒. Cuando llegue un pago al webhook, si el monto es mayor a 3 mil guardalo en la hoja Colegiaturas del archivo con id 1ColPueColeg2026Vb',
      'mejor cambia la condicion, que solo guarde los pagos que pasen de 5 mil pesos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'google_sheets/append_row'],
      params: {
        '2.left': '{{trigger.body.monto}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [5000, '5000'] },
        '3.spreadsheet_id': '1ColPueColeg2026Vb',
        '3.sheet_name': 'Colegiaturas',
      },
    },
  },
  {
    id: 'b24p-33',
    business: 'psicóloga',
    turns: [
      'Hola, soy psicologa en Guadalajara 🌱. Cuando un paciente llene el formulario de primera cita (nombre, telefono, motivo) mandame un correo a consultas@psicoana.mx con sus datos',
      'cambia el correo por fa, que mejor llegue a ana.terapia@gmail.com que ese si lo reviso',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '1.fields': { containsAll: ['nombre', 'telefono', 'motivo'] },
        '2.to': 'ana.terapia@gmail.com',
        '2.body': contains('{{trigger.'),
      },
    },
  },
  {
    id: 'b24p-34',
    business: 'tienda de abarrotes',
    turns: [
      'Quiubo, tienda de abarrotes en Chihuahua. Cada sabado a las 8 de la noche consulta en postgres la tabla ventas lo de la semana y mandalo a mi telegram, chat 45612378',
      'y al final tambien guarda ese resultado en la hoja Resumen del archivo 1AbarrChiResumen26',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'telegram/send_message', 'google_sheets/append_row'],
      params: {
        '1.cron_expression': '0 20 * * 6',
        '2.query': { containsAll: ['select', 'ventas'] },
        '3.chat_id': { anyOf: ['45612378', 45612378] },
        '4.spreadsheet_id': '1AbarrChiResumen26',
        '4.sheet_name': 'Resumen',
        '4.values': contains('{{steps.2.output.rows}}'),
      },
    },
  },
  {
    id: 'b24p-35',
    business: 'servicio de banquetes',
    turns: [
      'Buenas, servicio de banquetes en Irapuato 🍽️. Cuando me llegue un correo con asunto Cotizacion boda mandale un whatsapp a mi socio al +52 462 222 3344 con el asunto y quien lo mando',
      'antes de mandar el whats que la IA resuma el correo, y en el whats manda ese resumen',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'whatsapp/send_message'],
      params: {
        '1.query': contains('Cotizacion boda'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.to': { anyOf: ['+524622223344', '+52 462 222 3344', '+5214622223344'] },
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  },
  {
    id: 'b24p-36',
    business: 'tienda de bicicletas',
    turns: [
      'Hola! tienda de bicicletas en Colima 🚲. Cuando entre una fila en la hoja Reparaciones de https://docs.google.com/spreadsheets/d/1BiciColRep2026Ws/edit mandale whatsapp al cliente a su Telefono y luego avisa en #taller de slack',
      'despues del whatsapp agrega que espere dos horas antes de avisar en slack',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message', 'delay/wait', 'slack/send_message'],
      params: {
        '1.spreadsheet_id': '1BiciColRep2026Ws',
        '1.sheet_name': 'Reparaciones',
        '2.to': '{{trigger.record.Telefono}}',
        '3.seconds': 7200,
        '4.channel': { anyOf: ['#taller', 'taller'] },
      },
    },
  },
  {
    id: 'b24p-37',
    business: 'taller de costura',
    turns: [
      'Buenas tardes, taller de costura en Aguascalientes 🧵. Cuando una clienta llene el form de arreglos (nombre, correo, prenda) guardalo en la hoja Arreglos del archivo 1CostAgsArr2026Nm, mandame un correo y avisa por telegram al chat 99001122',
      'quita lo de telegram porfa, casi no lo uso y nomas me llena de mensajes',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '1.fields': { containsAll: ['nombre', 'correo', 'prenda'] },
        '2.spreadsheet_id': '1CostAgsArr2026Nm',
        '2.sheet_name': 'Arreglos',
        '3.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24p-38',
    business: 'fisioterapia',
    turns: [
      'Hola, fisioterapia en Monterrey 💪. Cada lunes a las 7 am lee la hoja Citas del archivo 1FisioMtyCitas26Op y manda la lista al canal #recepcion de slack',
      'mejor en vez de slack mandalo al discord, el webhook es https://discord.com/api/webhooks/556677/fisioMty',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'discord/send_message'],
      params: {
        '1.cron_expression': '0 7 * * 1',
        '2.spreadsheet_id': '1FisioMtyCitas26Op',
        '2.sheet_name': 'Citas',
        '3.webhook_url': 'https://discord.com/api/webhooks/556677/fisioMty',
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  },
  {
    id: 'b24p-39',
    business: 'tienda de mascotas',
    turns: [
      'Hola, tienda de mascotas en Tampico 🐾. Cuando llegue un pedido al webhook mandale whatsapp al cliente al telefono del pedido y guardalo en la hoja Pedidos del archivo 1MascTamPed2026Ui',
      'cambia el whatsapp por telegram, al chat 33445566 que ahi lo vemos todos',
      'no no, mejor dejalo como estaba antes porfa, con el whatsapp al cliente',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message', 'google_sheets/append_row'],
      params: {
        '2.to': '{{trigger.body.telefono}}',
        '3.spreadsheet_id': '1MascTamPed2026Ui',
        '3.sheet_name': 'Pedidos',
      },
    },
  },
  {
    id: 'b24p-40',
    business: 'hotel boutique',
    turns: [
      'Buenas, hotel boutique en San Miguel de Allende ✨. Todos los dias a las 9 am lee la hoja Reservas del archivo 1HotSMAReserv26Ty, que la IA haga un resumen y mandalo a #recepcion en slack y a mi correo',
      'varios cambios: que sea a las 7 am, quita el penultimo paso y el correo mandalo mejor a gerencia@hotelsma.mx',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '2.spreadsheet_id': '1HotSMAReserv26Ty',
        '2.sheet_name': 'Reservas',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': 'gerencia@hotelsma.mx',
        '4.body': contains('{{steps.3.output.text}}'),
      },
      reply: ['7', 'Slack', 'gerencia@hotelsma.mx'],
    },
  },
];
