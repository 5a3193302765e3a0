/**
 * Blind batch 2026-11-24, letter s — 40 held-out planner cases for Enlaza, written without
 * seeing the assistant's code or any earlier batch (only blind-writer.md, catalogue.md, types.ts).
 *
 * Mix:
 *  - 01–23  one-turn plan_ready (23): every trigger kind (webhook, form, schedule daily /
 *           weekly / monthly, Gmail new email, Sheets new row, Drive new file, Calendar event
 *           starting, Telegram new message, Slack, GitHub, manual) and every action kind
 *           (Sheets append/read, Gmail, SMTP, WhatsApp, Telegram, Slack, Discord, HTTP, AI,
 *           Postgres, filter, delay, Drive upload/create folder, Calendar create/list, GitHub
 *           issue, webhook respond, transform).
 *  - 24–28  smart_forms_required (5): owner's WhatsApp, Slack channel, spreadsheet id, owner's
 *           Telegram chat id, a named customer's email.
 *  - 29     clarification_needed ("guárdalo en la nube"); 30 conversation (product question).
 *  - 31–40  multi-turn follow-ups (10): replace hour, threshold (+ operator), add at end, add
 *           first, add after a named step, remove by service, remove by position (último),
 *           swap Slack→Discord keeping data, undo, compound edit (hour + recipient + add step).
 *
 * Registers: norteño (Monterrey, Hermosillo, Culiacán, Saltillo, Chihuahua, Nuevo Laredo,
 * Juárez, Torreón, Mexicali), chilango (Iztapalapa, la Roma), tapatío (Guadalajara, Zapopan),
 * yucateco (Mérida), costeño (Acapulco, Mazatlán, Veracruz, Tampico, Cancún), bajío (Querétaro,
 * León, San Miguel de Allende, Aguascalientes, Irapuato, Celaya, Guanajuato), plus Spanglish
 * (Tijuana, Ensenada), emoji, missing accents, numbers in words, "8 mil", "2,300 pesos".
 * Every business appears once.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

const tel = (area: string, mid: string, end: string) => ({
  anyOf: [
    `+52${area}${mid}${end}`,
    `52${area}${mid}${end}`,
    `${area}${mid}${end}`,
    `+52 ${area} ${mid} ${end}`,
    `${area} ${mid} ${end}`,
    `+521${area}${mid}${end}`,
  ],
});
const chat = (id: string) => ({ anyOf: [id, Number(id)] });

export const blind20261124s: EvalCase[] = [
  // ───────────────────────── one-turn plan_ready (23) ─────────────────────────
  one(
    'b24s-01',
    'taquería (Monterrey)',
    'Qué onda compa! tengo una taqueria en Monterrey, Tacos El Guero. Cuando me caiga un pedido al webhook de la pagina (trae nombre, telefono y total) mandale whats al cliente que ya lo recibimos y apuntalo en la hoja Pedidos de https://docs.google.com/spreadsheets/d/1TqGueroMtyPedidos2026aBcDeF/edit#gid=0, ocupo que jale ya',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message', 'google_sheets/append_row'],
      params: {
        '2.to': '{{trigger.body.telefono}}',
        '3.spreadsheet_id': '1TqGueroMtyPedidos2026aBcDeF',
        '3.sheet_name': 'Pedidos',
      },
    },
  ),
  one(
    'b24s-02',
    'estética (Guadalajara)',
    'Buenas tardes! tengo una estetica en Guadalajara, Estética Paty 💇‍♀️. Quiero un formulario de citas con nombre, correo, servicio y fecha; cuando alguien lo llene mandale un correo confirmando su cita y a mi avisame por telegram, mi chat id es 584213377. Ándale pues, gracias',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'telegram/send_message'],
      params: {
        '1.fields': ['nombre', 'correo', 'servicio', 'fecha'],
        '2.to': '{{trigger.correo}}',
        '3.chat_id': chat('584213377'),
      },
    },
  ),
  one(
    'b24s-03',
    'farmacia (Iztapalapa, CDMX)',
    'Qué onda, tengo una farmacia en Iztapalapa. Neta necesito que diario a las nueve de la noche saque de mi base postgres las ventas del dia de la tabla ventas, que la IA me haga un resumen chido y me lo mande a mi correo, va?',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 21 * * *',
        '2.query': { containsAll: ['select', 'ventas'] },
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24s-04',
    'agencia de marketing (Querétaro)',
    'Buen día! Somos una agencia de marketing en Querétaro. Cada lunes a las 8:30 lee la hoja Leads del spreadsheet 1QroLeadsAgencia77xYzW y manda lo que tenga al canal #ventas de Slack, porfa',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'slack/send_message'],
      params: {
        '1.cron_expression': '30 8 * * 1',
        '2.spreadsheet_id': '1QroLeadsAgencia77xYzW',
        '2.sheet_name': 'Leads',
        '3.channel': { anyOf: ['#ventas', 'ventas'] },
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24s-05',
    'despacho contable (Mérida)',
    'Buenas, tengo un despacho contable en Mérida. El dia primero de cada mes a las 7 de la mañana consulta https://api.tipocambio-yuc.mx/mensual, que la IA redacte un resumen y envialo por mi SMTP a contabilidad@despachoyuc.mx. Bomba, ¿sí se puede?',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'ai/generate_text', 'email/send_email'],
      params: {
        '1.cron_expression': '0 7 1 * *',
        '2.url': 'https://api.tipocambio-yuc.mx/mensual',
        '3.prompt': contains('{{steps.2.output.body}}'),
        '4.to': 'contabilidad@despachoyuc.mx',
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24s-06',
    'hotel (Acapulco)',
    'Quiubo, tengo un hotelito en Acapulco 🌴. Cuando me llegue un correo con asunto reservacion, que la IA me lo resuma cortito y me lo mande a mi Telegram, el chat id es -1001987654321',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'telegram/send_message'],
      params: {
        '1.query': contains('reservacion'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.chat_id': chat('-1001987654321'),
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24s-07',
    'mueblería (León)',
    'Hola buen día, tengo una muebleria en León. Cuando se agregue una fila en la hoja Entregas del spreadsheet 1LeonMueblesEntregas2026Qx, nomas cuando el Estatus sea Listo, mandale whatsapp al cliente al numero de la columna Telefono avisando que ya va en camino su mueble',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1LeonMueblesEntregas2026Qx',
        '1.sheet_name': 'Entregas',
        '2.left': '{{trigger.record.Estatus}}',
        '2.operator': 'equals',
        '2.right': 'Listo',
        '3.to': '{{trigger.record.Telefono}}',
      },
    },
  ),
  one(
    'b24s-08',
    'despacho de arquitectos (Puebla)',
    'Hola qué tal, somos un despacho de arquitectos en Puebla. Cuando suban un archivo nuevo a esta carpeta de Drive https://drive.google.com/drive/folders/1PueArqPlanos9kLmNo avisa al canal #obra de Slack con el nombre del archivo',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['slack/send_message'],
      params: {
        '1.folder_id': '1PueArqPlanos9kLmNo',
        '2.channel': { anyOf: ['#obra', 'obra'] },
        '2.message': contains('{{trigger.name}}'),
      },
    },
  ),
  one(
    'b24s-09',
    'consultorio dental (Hermosillo)',
    'Buenas, tengo un consultorio dental en Hermosillo. Media hora antes de cada cita de mi Google Calendar mandame un whats al 662 123 4567 con el nombre de la cita y el lugar, plis',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': 30,
        '2.to': tel('662', '123', '4567'),
        '2.message': { containsAll: ['{{trigger.title}}', '{{trigger.location}}'] },
      },
    },
  ),
  one(
    'b24s-10',
    'tienda de ropa online (Tijuana)',
    'Hey qué tal! tengo una tienda de ropa online en Tijuana. Cuando alguien le escriba al bot de Telegram, que la AI conteste sus dudas de tallas y shipping y le responda en el mismo chat, ok? thanks 🙌',
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
    'b24s-11',
    'software factory (Zapopan)',
    '¿Qué pasó? somos una software factory en Zapopan. Cada que llegue un mensaje a nuestra app de Slack crea un issue en https://github.com/zapodev/app-pedidos con el texto del mensaje como titulo, ¿a poco no se puede?',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['github/create_issue'],
      params: {
        '2.repository': 'zapodev/app-pedidos',
        '2.title': contains('{{trigger.text}}'),
      },
    },
  ),
  one(
    'b24s-12',
    'estudio indie de videojuegos (Saltillo)',
    'Qué onda, tenemos un estudio indie de videojuegos en Saltillo. Cada vez que hagan push a nuestro repo de GitHub avisa en Discord con este webhook https://discord.com/api/webhooks/1122334455/AbCdEf-saltillo, arre',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['discord/send_message'],
      params: {
        '2.webhook_url': 'https://discord.com/api/webhooks/1122334455/AbCdEf-saltillo',
      },
    },
  ),
  one(
    'b24s-13',
    'imprenta (Toluca)',
    'Buenas, tengo una imprenta en Toluca. Quiero un boton que cuando lo pique me cree una carpeta en Drive llamada Pedidos Diciembre y me avise a mi correo que ya quedó',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_drive/create_folder', 'gmail/send_email'],
      params: {
        '2.name': 'Pedidos Diciembre',
        '3.to': OWNER_EMAIL,
      },
    },
  ),
  one(
    'b24s-14',
    'gimnasio (Culiacán)',
    'Quiubo, tengo un gym en Culiacán 💪. Cuando me llegue una inscripcion al webhook con nombre, telefono y plan, guardala en mi postgres en la tabla socios y respondele al webhook con un 200 que diga registrado, arre pues',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'webhook/respond'],
      params: {
        '2.query': { containsAll: ['insert', 'socios', 'nombre', 'telefono', 'plan'] },
        '3.status': 200,
      },
    },
  ),
  one(
    'b24s-15',
    'escuela de inglés (Morelia)',
    'Hola, tengo una escuela de ingles en Morelia. Armame un formulario de inscripcion con nombre, edad, nivel y telefono; agregale un campo origen que diga formulario web y guardalo en la hoja Alumnos de https://docs.google.com/spreadsheets/d/1MoreliaInglesAlumnos55Tz/edit',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['transform/set_fields', 'google_sheets/append_row'],
      params: {
        '1.fields': ['nombre', 'edad', 'nivel', 'telefono'],
        '3.spreadsheet_id': '1MoreliaInglesAlumnos55Tz',
        '3.sheet_name': 'Alumnos',
      },
    },
  ),
  one(
    'b24s-16',
    'veterinaria (Oaxaca)',
    'Buenos dias, tengo una veterinaria en Oaxaca 🐶. Todos los dias a las 7 am revisa mi agenda de Google Calendar del dia y mandame por whats al 951 234 5678 la lista de citas',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '3.to': tel('951', '234', '5678'),
        '3.message': contains('{{steps.2.output.events}}'),
      },
    },
  ),
  one(
    'b24s-17',
    'fotógrafa (San Miguel de Allende)',
    'Hola! Soy fotógrafa en San Miguel de Allende. Cuando llegue una reserva a mi webhook (trae nombre, correo y fecha), crea el evento en mi Google Calendar con el nombre como titulo y mandale correo al cliente con asunto Tu sesion esta confirmada',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '2.title': contains('{{trigger.body.nombre}}'),
        '2.start': '{{trigger.body.fecha}}',
        '3.to': '{{trigger.body.correo}}',
        '3.subject': contains('confirmada'),
      },
    },
  ),
  one(
    'b24s-18',
    'agencia aduanal (Nuevo Laredo)',
    'Qué tal, tengo una agencia aduanal en Nuevo Laredo. Cuando me llegue un correo con asunto factura, sube el contenido a Drive en la carpeta 1NLdoFacturasxY12 y ponle el asunto como nombre del archivo',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file'],
      params: {
        '1.query': contains('factura'),
        '2.folder_id': '1NLdoFacturasxY12',
        '2.name': contains('{{trigger.subject}}'),
        '2.content': contains('{{trigger.body}}'),
      },
    },
  ),
  one(
    'b24s-19',
    'restaurante de mariscos (Mazatlán)',
    'Hola, tengo un restaurante de mariscos en Mazatlán 🦐. Cuando entre un pedido al webhook y el total sea de mas de 2,300 pesos, espera dos horas y mandale whats al cliente (viene en telefono) pidiendole su reseña',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'delay/wait', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [2300, '2300'] },
        '3.seconds': 7200,
        '4.to': '{{trigger.body.telefono}}',
      },
    },
  ),
  one(
    'b24s-20',
    'distribuidora de abarrotes (Chihuahua)',
    'Buenas tardes, somos distribuidora de abarrotes en Chihuahua. Cuando se agregue un renglon en la hoja Clientes del spreadsheet 1ChihAbarrotesCli88Rw, manda esos datos por POST a https://crm.abarroteschih.mx/api/clientes',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['http/request'],
      params: {
        '1.spreadsheet_id': '1ChihAbarrotesCli88Rw',
        '1.sheet_name': 'Clientes',
        '2.url': 'https://crm.abarroteschih.mx/api/clientes',
        '2.method': 'POST',
      },
    },
  ),
  one(
    'b24s-21',
    'agencia de viajes (Veracruz)',
    'Buenas tardes! agencia de viajes en el puerto de Veracruz. Hazme un formulario de cotizacion con nombre, destino, fechas y presupuesto; que la IA arme una propuesta de viaje bien bonita y me la mandes a mi correo, mi amor',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'destino', 'fechas', 'presupuesto'],
        '2.prompt': { containsAll: ['{{trigger.destino}}', '{{trigger.presupuesto}}'] },
        '3.to': OWNER_EMAIL,
        '3.body': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24s-22',
    'ferretería (Aguascalientes)',
    'Buenas, tengo una ferreteria en Aguascalientes. Cada viernes a las 6 de la tarde consulta en postgres la tabla inventario los productos con existencia menor a 10 y mandalos al grupo de Telegram -1004455667788',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 18 * * 5',
        '2.query': { containsAll: ['select', 'inventario', 'existencia'] },
        '3.chat_id': chat('-1004455667788'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24s-23',
    'administración de condominio (Cancún)',
    'Hola buenas, administro un condominio en Cancún. El 28 de cada mes a las 10 de la mañana lee la hoja Cuotas de https://docs.google.com/spreadsheets/d/1CunCondoCuotas2026Hj/edit, que la IA escriba un recordatorio de pago y mandalo al Discord de los vecinos: https://discord.com/api/webhooks/998877/CondoCun-xyz',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'discord/send_message'],
      params: {
        '1.cron_expression': '0 10 28 * *',
        '2.spreadsheet_id': '1CunCondoCuotas2026Hj',
        '2.sheet_name': 'Cuotas',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.webhook_url': 'https://discord.com/api/webhooks/998877/CondoCun-xyz',
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),

  // ───────────────────────── smart_forms_required (5) ─────────────────────────
  one(
    'b24s-24',
    'pastelería (Tlaxcala)',
    'Hola! tengo una pasteleria en Tlaxcala 🎂. Cuando me caiga un pedido por el webhook de mi pagina mandame un whatsapp a mi con el nombre del cliente y el pastel que pidió',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      asks: ['2.to'],
    },
  ),
  one(
    'b24s-25',
    'coworking (la Roma, CDMX)',
    'Qué tal, tengo un coworking en la Roma, CDMX. Hazme un formulario de reservacion de salas con nombre, sala y horario, y cada que alguien reserve avisale al equipo por Slack, porfa',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['slack/send_message'],
      params: { '1.fields': ['nombre', 'sala', 'horario'] },
      asks: ['2.channel'],
    },
  ),
  one(
    'b24s-26',
    'taller mecánico (Torreón)',
    'Buenas, taller mecanico en Torreón. Cuando me llegue un correo con asunto cotizacion, apunta quien lo manda y el asunto en la hoja Cotizaciones de mi Google Sheets, ándale',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row'],
      params: {
        '1.query': contains('cotizacion'),
        '2.sheet_name': 'Cotizaciones',
      },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24s-27',
    'casa de cambio (Ciudad Juárez)',
    'Qué onda, tengo una casa de cambio en Juárez. Todos los dias a las 8 de la mañana consulta https://api.cambiojuarez.mx/dolar y mandame el precio del dolar por Telegram',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['http/request', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 8 * * *',
        '2.url': 'https://api.cambiojuarez.mx/dolar',
      },
      asks: ['3.chat_id'],
    },
  ),
  one(
    'b24s-28',
    'café de altura (Coatepec)',
    'Hola buen dia, vendo cafe de altura en Coatepec ☕. El dia 1 de cada mes a las 9 saca de postgres los pedidos del mes pasado de la tabla pedidos y mandale por correo la lista a mi cliente Cafeteria La Parroquia',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 9 1 * *',
        '2.query': { containsAll: ['select', 'pedidos'] },
      },
      asks: ['3.to'],
    },
  ),

  // ───────────────────────── clarification / conversation ─────────────────────────
  one(
    'b24s-29',
    'florería (Cuernavaca)',
    'Hola, tengo una floreria en Cuernavaca 🌹. Cuando alguien llene mi formulario de pedidos con nombre, arreglo y direccion, guardalo en la nube porfa',
    { status: 'clarification_needed' },
  ),
  one(
    'b24s-30',
    'papelería (Pachuca)',
    'Oye buenas tardes, tengo una papeleria en Pachuca. Una pregunta nomas: ¿las automatizaciones que armo aqui siguen corriendo aunque tenga la compu apagada?',
    { status: 'conversation' },
  ),

  // ───────────────────────── multi-turn follow-ups (10) ─────────────────────────
  {
    id: 'b24s-31',
    business: 'panadería (Zacatecas)',
    turns: [
      'Buenas, tengo una panaderia en Zacatecas. Todos los dias a las 6 de la mañana lee la hoja Produccion del spreadsheet 1ZacPanProd2026Lm y mandame a mi correo lo que toca hornear',
      'mejor cambialo a las 5 y media',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 5 * * *',
        '2.spreadsheet_id': '1ZacPanProd2026Lm',
        '2.sheet_name': 'Produccion',
        '3.to': OWNER_EMAIL,
      },
      reply: ['5:30'],
    },
  },
  {
    id: 'b24s-32',
    business: 'tienda de electrónica (Mexicali)',
    turns: [
      'Qué tal, tienda de electronica en Mexicali. Cuando llegue una venta a mi webhook y el monto sea mayor a 8 mil pesos avisame en el canal #ventas-grandes de Slack con el nombre del cliente',
      'bajale a 5 mil',
      'y que tambien cuente si es justo 5 mil',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.monto}}',
        '2.operator': 'greater_or_equal',
        '2.right': { anyOf: [5000, '5000'] },
        '3.channel': { anyOf: ['#ventas-grandes', 'ventas-grandes'] },
      },
    },
  },
  {
    id: 'b24s-33',
    business: 'clínica de fisioterapia (San Luis Potosí)',
    turns: [
      'Buenas tardes, tengo una clinica de fisioterapia en San Luis Potosí. Hazme un formulario de primera cita con nombre, telefono y molestia, y guardalo en la hoja Pacientes del spreadsheet 1SlpFisioPac33Vb',
      'y al final mandale un whats al paciente con el cupon PRIMERA15 para su siguiente sesion',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'molestia'],
        '2.spreadsheet_id': '1SlpFisioPac33Vb',
        '2.sheet_name': 'Pacientes',
        '3.to': '{{trigger.telefono}}',
        '3.message': contains('PRIMERA15'),
      },
    },
  },
  {
    id: 'b24s-34',
    business: 'tienda de bicicletas (Ensenada)',
    turns: [
      'hey qué onda, bike shop en Ensenada 🚲. Cuando alguien mande mensaje al bot de Telegram contestale en el mismo chat que ya lo atendemos y guardalo en la hoja Mensajes del spreadsheet 1EnsBikesMsj01Kp',
      'antes de todo eso, que la IA clasifique el mensaje en compra, servicio o queja',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai/generate_text', 'telegram/send_message', 'google_sheets/append_row'],
      params: {
        '2.prompt': contains('{{trigger.text}}'),
        '3.chat_id': '{{trigger.chat_id}}',
        '4.spreadsheet_id': '1EnsBikesMsj01Kp',
        '4.sheet_name': 'Mensajes',
      },
    },
  },
  {
    id: 'b24s-35',
    business: 'agente de seguros (Irapuato)',
    turns: [
      'Hola, soy agente de seguros en Irapuato. Cuando me llegue un correo con asunto siniestro, que la IA lo resuma, mandalo al canal #siniestros de Slack y luego apuntalo en la hoja Siniestros del spreadsheet 1IrapSegSin9Qw',
      'despues del de Slack mandale un whats al ajustador al 462 111 2233 con el resumen',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: [
        'ai/generate_text',
        'slack/send_message',
        'whatsapp/send_message',
        'google_sheets/append_row',
      ],
      params: {
        '1.query': contains('siniestro'),
        '3.channel': { anyOf: ['#siniestros', 'siniestros'] },
        '4.to': tel('462', '111', '2233'),
        '4.message': contains('{{steps.2.output.text}}'),
        '5.spreadsheet_id': '1IrapSegSin9Qw',
        '5.sheet_name': 'Siniestros',
      },
    },
  },
  {
    id: 'b24s-36',
    business: 'hostal (San Cristóbal de las Casas)',
    turns: [
      'Buenas! tengo un hostal en San Cristobal de las Casas. Cuando llegue una reserva por el webhook, mandale correo al huesped (viene en email), avisame por Telegram al chat 700112233 y apuntala en la hoja Reservas de https://docs.google.com/spreadsheets/d/1SclcHostalRes4Nm/edit',
      'siempre no, quitale lo de Telegram',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['gmail/send_email', 'google_sheets/append_row'],
      params: {
        '2.to': '{{trigger.body.email}}',
        '3.spreadsheet_id': '1SclcHostalRes4Nm',
        '3.sheet_name': 'Reservas',
      },
    },
  },
  {
    id: 'b24s-37',
    business: 'lavandería (Celaya)',
    turns: [
      'Hola, lavanderia en Celaya. Cuando se agregue una fila en la hoja Servicios del spreadsheet 1CelLavServ12Gh, espera una hora, mandale whats al cliente al numero de la columna Celular y luego avisame a mi correo',
      'quita el ultimo paso',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1CelLavServ12Gh',
        '1.sheet_name': 'Servicios',
        '2.seconds': 3600,
        '3.to': '{{trigger.record.Celular}}',
      },
    },
  },
  {
    id: 'b24s-38',
    business: 'banquetes (Tampico)',
    turns: [
      'Qué tal, banquetes en Tampico. Cuando me llegue una cotizacion al webhook con nombre, fecha e invitados, avisa en Slack en el canal #cotizaciones con el nombre, la fecha y los invitados',
      'mejor en vez de Slack mandalo a Discord, este es el webhook https://discord.com/api/webhooks/55501/TampBanq-abc',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['discord/send_message'],
      params: {
        '2.webhook_url': 'https://discord.com/api/webhooks/55501/TampBanq-abc',
        '2.message': {
          containsAll: ['{{trigger.body.nombre}}', '{{trigger.body.fecha}}', '{{trigger.body.invitados}}'],
        },
      },
    },
  },
  {
    id: 'b24s-39',
    business: 'librería (Guanajuato)',
    turns: [
      'Buenas tardes, libreria en Guanajuato capital. Cada sabado a las 10 de la mañana lee la hoja Apartados del spreadsheet 1GtoLibApart7Ds y mandame la lista al correo',
      'ahora que sea diario',
      'no, mejor regresalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 10 * * 6',
        '2.spreadsheet_id': '1GtoLibApart7Ds',
        '2.sheet_name': 'Apartados',
        '3.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24s-40',
    business: 'consultorio de nutrición (Durango)',
    turns: [
      'Hola, soy nutrióloga en Durango. Cada lunes a las 7 de la mañana que la IA me escriba 3 tips de alimentacion y mandalos al correo de mi asistente, asistente@nutridgo.mx',
      'cambialo a las 7:45, que mejor le llegue a recepcion@nutridgo.mx y al final avisa tambien en Telegram al chat 812345678',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['ai/generate_text', 'gmail/send_email', 'telegram/send_message'],
      params: {
        '1.cron_expression': '45 7 * * 1',
        '3.to': 'recepcion@nutridgo.mx',
        '3.body': contains('{{steps.2.output.text}}'),
        '4.chat_id': chat('812345678'),
      },
      reply: ['7:45', 'recepcion@nutridgo.mx', 'Telegram'],
    },
  },
];
