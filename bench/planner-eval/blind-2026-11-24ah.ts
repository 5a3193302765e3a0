/**
 * Blind held-out batch 2026-11-24ah (40 cases), written without seeing the planner or any earlier batch.
 *
 * Mix: 23 one-turn plan_ready (every trigger kind: webhook, form, schedule daily/weekly/monthly,
 * Gmail new email, Sheets new row, Drive new file, Calendar event starting, Telegram, Slack, GitHub,
 * manual; every action kind: Sheets append/read, Gmail, SMTP, WhatsApp, Telegram, Slack, Discord,
 * HTTP, AI, Postgres insert/select, filter, delay, Drive upload/create folder, Calendar create/list,
 * GitHub issue, webhook respond, transform), 5 smart_forms_required (owner's WhatsApp, Slack channel,
 * spreadsheet id, owner's Telegram chat id, a customer email the sheet lacks), 1 clarification_needed
 * ("en la nube"), 1 conversation, 10 multi-turn follow-ups (replace hour / threshold / recipient, add at
 * the end / first / after a named step, remove by service / by position, swap Gmail→SMTP keeping data,
 * undo, two compound edits with `reply`).
 *
 * Register: long, dense WhatsApp-style messages from busy owners (30–60 words): several named values
 * per request, fields spelled out, autocorrect typos ("guasap", "wasap", "coreo"), missing accents,
 * a side remark that is not part of the automation. Regional Mexican Spanish: norteño (Monterrey,
 * Hermosillo, Chihuahua, Culiacán, Tijuana, Mexicali, Saltillo, Torreón, San Nicolás, Durango,
 * Cd. Juárez), chilango (Roma, Coyoacán, Narvarte, Iztapalapa, Tlalpan, Polanco), tapatío (Guadalajara,
 * Zapopan, Tlaquepaque, Chapala), yucateco (Mérida, Progreso, Valladolid), costeño (Veracruz, Puerto
 * Escondido, Huatulco, Mazatlán, Puerto Vallarta, Acapulco, Zihuatanejo), bajío (León, Querétaro,
 * Aguascalientes, Celaya, Irapuato, Guanajuato, San Miguel de Allende). Some Spanglish and emoji.
 */
import { EvalCase, OWNER_EMAIL, contains, one } from './types';

const phone = (digits10: string, spaced: string) => ({
  anyOf: [`+52${digits10}`, `52${digits10}`, digits10, spaced, `+52 ${spaced}`, `+521${digits10}`],
});
const chat = (id: string) => ({ anyOf: [id, Number(id)] });
const channel = (name: string) => ({ anyOf: [`#${name}`, name] });
const num = (n: number) => ({ anyOf: [n, String(n)] });

export const blind20261124ah: EvalCase[] = [
  // ───────────── one-turn plan_ready (23) ─────────────
  one(
    'b24ah-01',
    'tienda de tenis (León, bajío)',
    'Buenas tardes!! tengo una tienda de tenis en Leon Gto y mi pagina manda cada pedido por webhook con nombre, telefono, modelo y total. Quiero que se guarde en la hoja Pedidos de https://docs.google.com/spreadsheets/d/1TnsLeon_Pd9xQ/edit y que le mandes un guasap al cliente confirmandole su modelo. Mi sobrino me lo recomendo, ojala funcione 🙏',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1TnsLeon_Pd9xQ',
        '2.sheet_name': 'Pedidos',
        '3.to': '{{trigger.body.telefono}}',
        '3.message': contains('{{trigger.body.modelo}}'),
      },
    },
  ),
  one(
    'b24ah-02',
    'escuela de natación (Hermosillo, norteño)',
    'Quiubo, tengo una escuela de natacion en Hermosillo, bien batalloso llevar las inscripciones. Hice un formulario con nombre, correo, edad y horario; cuando alguien lo llene mandale un coreo de bienvenida a su correo y avisa en el canal #inscripciones de Slack con el nombre y el horario. Mi cuñada dice que asi le hace ella',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'slack/send_message'],
      params: {
        '1.fields': ['nombre', 'correo', 'edad', 'horario'],
        '2.to': '{{trigger.correo}}',
        '3.channel': channel('inscripciones'),
        '3.message': { containsAll: ['{{trigger.nombre}}', '{{trigger.horario}}'] },
      },
    },
  ),
  one(
    'b24ah-03',
    'farmacia (Mérida, yucateco)',
    'Buen dia, tengo una farmacia en Merida, bomba. Todos los dias a las 8 de la noche saca de mi base postgres las ventas del dia de la tabla ventas (producto, cantidad, total), que la IA me haga un resumen cortito y me lo mande a mi telegram, mi chat id es 58213377. Mi hija dice que es facilito',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 20 * * *',
        '2.query': { containsAll: ['select', 'ventas', 'producto', 'cantidad', 'total'] },
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.chat_id': chat('58213377'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24ah-04',
    'taller mecánico (Monterrey, norteño)',
    'Que onda, tengo un taller mecanico en Monterrey. Cada lunes a las 9 de la mañana lee la hoja Servicios del spreadsheet 1TaLLerMty_88aa, que la IA haga un resumen de los carros que entraron y mandalo a mi correo y al discord del taller https://discord.com/api/webhooks/7788/tallerMTY. Ojala jale a la primera, ya me anda',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email', 'discord/send_message'],
      params: {
        '1.cron_expression': '0 9 * * 1',
        '2.spreadsheet_id': '1TaLLerMty_88aa',
        '2.sheet_name': 'Servicios',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
        '5.webhook_url': 'https://discord.com/api/webhooks/7788/tallerMTY',
        '5.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24ah-05',
    'distribuidora de mariscos (Veracruz, costeño)',
    'Buenas, aqui en el puerto de Veracruz tengo una distribuidora de mariscos. El dia primero de cada mes a las 7 de la mañana crea una carpeta en Drive que se llame Facturas del mes, y luego avisale a mi contador por telegram al chat 60445121 que ya esta lista. Mi compadre usa algo asi, chevere',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_drive/create_folder', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 7 1 * *',
        '2.name': contains('Facturas'),
        '3.chat_id': chat('60445121'),
      },
    },
  ),
  one(
    'b24ah-06',
    'papelería (Querétaro, bajío)',
    'Buenas, tengo una papeleria en Queretaro. Cuando me llegue un correo con asunto factura de mis proveedores guarda el contenido en mi Drive en la carpeta 1PaPQro_facturas y anota en la hoja Gastos del spreadsheet 1GstQro_2026xx quien lo mando y el asunto. Me lo recomendo una clienta, ojala le entienda yo jaja',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file', 'google_sheets/append_row'],
      params: {
        '1.query': contains('factura'),
        '2.folder_id': '1PaPQro_facturas',
        '2.content': contains('{{trigger.body}}'),
        '3.spreadsheet_id': '1GstQro_2026xx',
        '3.sheet_name': 'Gastos',
      },
    },
  ),
  one(
    'b24ah-07',
    'agencia de viajes (Guadalajara, tapatío)',
    'Que tal, tengo una agencia de viajes en Guadalajara. En la hoja Reservas de https://docs.google.com/spreadsheets/d/1VjsGdl_Rsv77/edit voy poniendo Nombre, Telefono, Destino y Anticipo. Nomas cuando el Anticipo sea mayor a 2,000 pesos mandale wasap al cliente confirmando su viaje a su Destino. Ta bien padre esto, ojala me ahorre tiempo',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1VjsGdl_Rsv77',
        '1.sheet_name': 'Reservas',
        '2.left': '{{trigger.record.Anticipo}}',
        '2.operator': 'greater_than',
        '2.right': num(2000),
        '3.to': '{{trigger.record.Telefono}}',
        '3.message': contains('{{trigger.record.Destino}}'),
      },
    },
  ),
  one(
    'b24ah-08',
    'despacho de arquitectos (Roma, CDMX, chilango)',
    'Qué onda, tengo un despacho de arquitectos en la Roma, CDMX. Cuando suban un archivo nuevo a la carpeta de Drive 1ArqRoma_planos avisa en el canal #obra de Slack con el nombre del archivo y mandale un coreo al ingeniero a ing.ramos@arqroma.mx. Neta me urge, los planos se nos pierden a cada rato',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['slack/send_message', 'gmail/send_email'],
      params: {
        '1.folder_id': '1ArqRoma_planos',
        '2.channel': channel('obra'),
        '2.message': contains('{{trigger.name}}'),
        '3.to': 'ing.ramos@arqroma.mx',
      },
    },
  ),
  one(
    'b24ah-09',
    'estudio de fotografía (Zapopan, tapatío)',
    'Hola buenas, tengo un estudio de fotografia en Zapopan y se me pasan las sesiones. 30 minutos antes de cada evento de mi calendario mandame un wasap a mi numero 33 1845 2290 con el titulo y la direccion del evento. Ah y de paso, mi esposa dice que ya era hora jaja',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': num(30),
        '2.to': phone('3318452290', '33 1845 2290'),
        '2.message': { containsAll: ['{{trigger.title}}', '{{trigger.location}}'] },
      },
    },
  ),
  one(
    'b24ah-10',
    'pizzería (Chihuahua, norteño)',
    'Buenas noches, tengo una pizzeria en Chihuahua. Cuando alguien le escriba al bot de telegram, que la IA le conteste con el menu (chica 120, mediana 180, grande 240 pesos) y despues guarda el mensaje en la hoja Mensajes del spreadsheet 1PzzChih_msj01. Mi chavo maneja el bot, yo nomas quiero que jale',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai/generate_text', 'telegram/send_message', 'google_sheets/append_row'],
      params: {
        '2.prompt': { containsAll: ['{{trigger.text}}', '180'] },
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('{{steps.2.output.text}}'),
        '4.spreadsheet_id': '1PzzChih_msj01',
        '4.sheet_name': 'Mensajes',
      },
    },
  ),
  one(
    'b24ah-11',
    'agencia de apps (Aguascalientes, bajío)',
    'Hola, tenemos una agencia de apps en Aguascalientes. Cada que alguien le escriba al bot de Slack con un bug, crea un issue en GitHub en el repo hidrocalidev/app-pedidos con el mensaje como titulo, y contestale en el mismo canal que ya quedo registrado. Lo vimos en un video de YouTube, ojala salga',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['github/create_issue', 'slack/send_message'],
      params: {
        '2.repository': 'hidrocalidev/app-pedidos',
        '2.title': contains('{{trigger.text}}'),
        '3.channel': '{{trigger.channel}}',
      },
    },
  ),
  one(
    'b24ah-12',
    'diseño web freelance (Puerto Escondido, costeño)',
    'Que onda, soy diseñador web en Puerto Escondido y trabajo desde la playa jaja. Cuando haya un push en mi repo de GitHub avisame en el discord https://discord.com/api/webhooks/5521/pxmweb y luego haz un POST a https://api.mipanel.mx/deploy para que se actualice el sitio. Mi socio dice que es overkill pero bueno',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['discord/send_message', 'http/request'],
      params: {
        '2.webhook_url': 'https://discord.com/api/webhooks/5521/pxmweb',
        '3.url': 'https://api.mipanel.mx/deploy',
        '3.method': 'POST',
      },
    },
  ),
  one(
    'b24ah-13',
    'boutique de ropa (Culiacán, norteño)',
    'Buenas, tengo una boutique de ropa en Culiacan. Quiero un boton que cuando yo le pique consulte el tipo de cambio en https://api.tipocambio.mx/hoy y lo guarde en la hoja TipoCambio del spreadsheet 1BtqCln_tc2026, porque compro mercancia en dolares en el gabacho. Una amiga me paso el dato de esta app',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['http/request', 'google_sheets/append_row'],
      params: {
        '2.url': 'https://api.tipocambio.mx/hoy',
        '3.spreadsheet_id': '1BtqCln_tc2026',
        '3.sheet_name': 'TipoCambio',
      },
    },
  ),
  one(
    'b24ah-14',
    'gimnasio (Tijuana, norteño, Spanglish)',
    'Hey que tal, tengo un gym en Tijuana. Mi app manda un webhook con nombre, email y plan cuando alguien se registra; guardalo en mi base postgres en la tabla socios (nombre, email, plan) y respondele al webhook con status 200 y un ok. Bien easy, my brother dijo que en 5 minutos queda',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'webhook/respond'],
      params: {
        '2.query': { containsAll: ['insert', 'socios', 'nombre', 'email', 'plan'] },
        '3.status': num(200),
      },
    },
  ),
  one(
    'b24ah-15',
    'escuela de inglés (Coyoacán, chilango)',
    'Hola!! tengo una escuela de ingles en Coyoacan. El formulario de inscripcion pide nombre, apellido, correo y nivel. Quiero que juntes nombre y apellido en un nombre completo, lo guardes en la hoja Alumnos del spreadsheet 1EngCoy_alm33 y le mandes correo de bienvenida por mi servidor SMTP, no por gmail. Ojala quede, la neta',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['transform/set_fields', 'google_sheets/append_row', 'email/send_email'],
      params: {
        '1.fields': ['nombre', 'apellido', 'correo', 'nivel'],
        '3.spreadsheet_id': '1EngCoy_alm33',
        '3.sheet_name': 'Alumnos',
        '4.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24ah-16',
    'salón de belleza (Narvarte, chilango)',
    'Buenos dias, tengo un salon de belleza en la Narvarte. Diario a las 7 y media de la mañana revisa mi google calendar y mandame por whats la lista de las citas del dia a mi numero 55 4321 8765. Es que luego ni me acuerdo quien viene, ando bien atareada',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '30 7 * * *',
        '3.to': phone('5543218765', '55 4321 8765'),
        '3.message': contains('{{steps.2.output.events}}'),
      },
    },
  ),
  one(
    'b24ah-17',
    'consultorio de nutrición (Celaya, bajío)',
    'Buenas tardes, tengo un consultorio de nutricion en Celaya. Cuando un paciente agende en el formulario (nombre, correo, telefono y fecha) crea el evento en mi calendario de google con el nombre del paciente y mandale un correo confirmando su cita. Mi asistente se fue y ahora todo lo hago yo',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'telefono', 'fecha'],
        '2.title': contains('{{trigger.nombre}}'),
        '2.start': '{{trigger.fecha}}',
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24ah-18',
    'artesanías en línea (Huatulco, costeño)',
    'Hola, vendo artesanias en linea desde Huatulco. Mi tienda manda un webhook de carrito abandonado con nombre, telefono y total. Si el total es mayor a 500 pesos espera 2 horas y mandale un guasap al cliente con el cupon REGRESA10. Ojala asi regresen, que la temporada esta flojita',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'delay/wait', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': num(500),
        '3.seconds': num(7200),
        '4.to': '{{trigger.body.telefono}}',
        '4.message': contains('REGRESA10'),
      },
    },
  ),
  one(
    'b24ah-19',
    'despacho de abogados (Saltillo, norteño)',
    'Buen dia, tengo un despacho de abogados en Saltillo. Cada vez que me llegue un correo nuevo a mi gmail, que la IA lo resuma en 3 renglones y lo mande al canal #clientes de nuestro Slack. Se nos juntan mil correos y luego ni los leemos, mi socio anda batallando tambien',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'slack/send_message'],
      params: {
        '2.prompt': contains('{{trigger.body}}'),
        '3.channel': channel('clientes'),
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24ah-20',
    'mueblería (Tlaquepaque, tapatío)',
    'Que onda, tengo una muebleria en Tlaquepaque. Cuando agregue una fila en la hoja Entregas del spreadsheet 1MblTlq_ent55 con Cliente, Correo, Direccion y Fecha, mandale un correo al cliente diciendole que su mueble llega el dia de la Fecha, y avisame a mi telegram, mi chat id es 77120455. Ta bueno pa no olvidar',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email', 'telegram/send_message'],
      params: {
        '1.spreadsheet_id': '1MblTlq_ent55',
        '1.sheet_name': 'Entregas',
        '2.to': '{{trigger.record.Correo}}',
        '2.body': contains('{{trigger.record.Fecha}}'),
        '3.chat_id': chat('77120455'),
      },
    },
  ),
  one(
    'b24ah-21',
    'ferretería (Progreso, yucateco)',
    'Buenas, tengo una ferreteria en Progreso, Yucatan. Cada viernes a las 6 de la tarde saca de mi base postgres los productos de la tabla inventario con existencia menor a 10 y mandaselos por correo a mi proveedor ventas@maderasdelsur.mx con asunto Pedido semanal. Ta bien ese, asi no me quedo sin clavos',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 18 * * 5',
        '2.query': { containsAll: ['select', 'inventario', 'existencia'] },
        '3.to': 'ventas@maderasdelsur.mx',
        '3.subject': contains('Pedido semanal'),
        '3.body': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24ah-22',
    'florería (Chapala, tapatío)',
    'Hola, tengo una floreria en Chapala. Mi formulario de pedidos tiene nombre, telefono, arreglo y dedicatoria. Quiero que la IA escriba un mensajito bonito de agradecimiento con el arreglo que pidio y se lo mande por wasap al cliente, y que avise en el canal #taller de Slack para que lo armen. Ojala les guste a las clientas 🌹',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['ai/generate_text', 'whatsapp/send_message', 'slack/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'arreglo', 'dedicatoria'],
        '2.prompt': contains('{{trigger.arreglo}}'),
        '3.to': '{{trigger.telefono}}',
        '3.message': contains('{{steps.2.output.text}}'),
        '4.channel': channel('taller'),
      },
    },
  ),
  one(
    'b24ah-23',
    'tienda de suplementos (Mexicali, norteño)',
    'Que tal, tengo una tienda de suplementos en Mexicali. Cuando entre un pedido por el webhook (nombre, direccion, telefono, producto) manda un POST a https://api.envioslocos.mx/guias con la direccion para generar la guia, y despues avisa en el discord https://discord.com/api/webhooks/9012/suplesmxl. Hace un calorón aqui pero el negocio va bien',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['http/request', 'discord/send_message'],
      params: {
        '2.url': 'https://api.envioslocos.mx/guias',
        '2.method': 'POST',
        '3.webhook_url': 'https://discord.com/api/webhooks/9012/suplesmxl',
      },
    },
  ),

  // ───────────── smart_forms_required (5) ─────────────
  one(
    'b24ah-24',
    'pastelería (San Nicolás, norteño)',
    'Buenas, tengo una pasteleria en San Nicolas, Nuevo Leon. Mi pagina manda los pedidos por webhook con nombre, telefono, pastel y fecha de entrega. Guardalos en la hoja Encargos del spreadsheet 1PstSnl_enc12 y a mi mandame un wasap con el pastel y la fecha. Mi hija me hizo la pagina, ojala esto tambien salga',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1PstSnl_enc12',
        '2.sheet_name': 'Encargos',
      },
      asks: ['3.to'],
    },
  ),
  one(
    'b24ah-25',
    'hotel boutique (Valladolid, yucateco)',
    'Buenas tardes, tengo un hotelito boutique en Valladolid, Yucatan. Cuando alguien llene el formulario de reservacion (nombre, correo, llegada, noches) mandale un correo de confirmacion al huesped y avisale al equipo en Slack con el nombre y la llegada. Esta bien bonito aqui, vengan jaja',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'slack/send_message'],
      params: {
        '1.fields': ['nombre', 'correo', 'llegada', 'noches'],
        '2.to': '{{trigger.correo}}',
      },
      asks: ['3.channel'],
    },
  ),
  one(
    'b24ah-26',
    'lavandería (Iztapalapa, chilango)',
    'Quiubo, tengo una lavanderia en Iztapalapa. Cuando un cliente deje su ropa lo registro en un formulario con nombre, telefono, kilos y total; guardalo en la hoja Clientes de mi google sheets y mandale whats al cliente diciendole que su ropa esta lista en 24 horas. Ta chido, mi carnal me lo paso',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'kilos', 'total'],
        '2.sheet_name': 'Clientes',
        '3.to': '{{trigger.telefono}}',
      },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24ah-27',
    'purificadora de agua (Mazatlán, costeño)',
    'Buenas, tengo una purificadora de agua en Mazatlan. Diario a las 6 de la tarde lee la hoja Rutas del spreadsheet 1PrfMzt_rts40 y mandame la lista de las entregas a mi telegram. Los repartidores la llenan en el camion, a ver si no se les olvida, compa',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 18 * * *',
        '2.spreadsheet_id': '1PrfMzt_rts40',
        '2.sheet_name': 'Rutas',
      },
      asks: ['3.chat_id'],
    },
  ),
  one(
    'b24ah-28',
    'empacadora de fresa (Irapuato, bajío)',
    'Buenas, tengo una empacadora de fresa en Irapuato. En la hoja Cobranza del spreadsheet 1FrsIrp_cob09 pongo Cliente, Telefono y Monto. Cuando agregue una fila mandale wasap al cliente a su Telefono con lo que debe y tambien un correo recordatorio al cliente. Ojala paguen a tiempo esta vez jaja',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1FrsIrp_cob09',
        '1.sheet_name': 'Cobranza',
        '2.to': '{{trigger.record.Telefono}}',
        '2.message': contains('{{trigger.record.Monto}}'),
      },
      asks: ['3.to'],
    },
  ),

  // ───────────── clarification_needed (1) ─────────────
  one(
    'b24ah-29',
    'tienda de regalos (Puerto Vallarta, costeño)',
    'Hola que tal, tengo una tienda de regalos en Puerto Vallarta. Los pedidos llegan por el formulario de mi pagina con nombre, telefono y regalo, y quiero que se guarden en la nube automaticamente, asi nomas, para tenerlos respaldados. Mi sobrina me ayudo con la pagina, ojala no se enrede',
    { status: 'clarification_needed' },
  ),

  // ───────────── conversation (1) ─────────────
  one(
    'b24ah-30',
    'refaccionaria (Durango, norteño)',
    'Buenas tardes, tengo una refaccionaria en Durango y apenas estoy viendo esto. Antes de armar nada quiero saber: ¿Enlaza funciona con mi cuenta de gmail del negocio y necesito saber programar para usarlo? Un cliente me lo recomendo pero la neta no le entiendo mucho a la compu',
    { status: 'conversation' },
  ),

  // ───────────── multi-turn follow-ups (10) ─────────────
  {
    // replace an hour
    id: 'b24ah-31',
    business: 'panadería (Tlalpan, chilango)',
    turns: [
      'Buenos dias, tengo una panaderia en Tlalpan. Todos los dias a las 9 de la noche lee la hoja Ventas del spreadsheet 1PanTlp_vts07 y mandame por correo las ventas del dia. Asi ya no hago cuentas a mano en la libreta, la neta que ya me canse',
      'mejor que sea a las 10 y media de la noche, que a las 9 todavia estamos vendiendo bolillo',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 22 * * *',
        '2.spreadsheet_id': '1PanTlp_vts07',
        '2.sheet_name': 'Ventas',
        '3.to': OWNER_EMAIL,
      },
    },
  },
  {
    // replace a threshold
    id: 'b24ah-32',
    business: 'carnicería (Torreón, norteño)',
    turns: [
      'Que onda, tengo una carniceria en Torreon. Mi pagina manda los pedidos por webhook con cliente, telefono, kilos y total. Nomas si el total es mayor a 1,000 pesos avisa en el canal #mayoreo de Slack con el cliente y el total. La carne asada no se vende sola jaja',
      'oye siempre no, que sea arriba de 1,500 pesos, de 1,000 son un montononon',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': num(1500),
        '3.channel': channel('mayoreo'),
        '3.message': contains('{{trigger.body.cliente}}'),
      },
    },
  },
  {
    // compound: replace a recipient + add a step at the end
    id: 'b24ah-33',
    business: 'hostal (Guanajuato capital, bajío)',
    turns: [
      'Hola, tengo un hostal en Guanajuato capital. Cuando alguien llene el formulario de reservas (nombre, correo, fecha y personas) guardalo en la hoja Reservas del spreadsheet 1HstGto_rsv21 y mandale un correo a mi recepcionista a recepcion@hostalgto.mx con los datos. Los callejones nos traen muchos mochileros',
      'cambio dos cosas: el correo ya no a recepcion, mejor a reservas@hostalgto.mx, y al final avisame tambien por telegram a mi chat 31877002',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email', 'telegram/send_message'],
      params: {
        '1.fields': ['nombre', 'correo', 'fecha', 'personas'],
        '2.spreadsheet_id': '1HstGto_rsv21',
        '2.sheet_name': 'Reservas',
        '3.to': 'reservas@hostalgto.mx',
        '4.chat_id': chat('31877002'),
      },
      reply: ['reservas@hostalgto.mx', 'Telegram'],
    },
  },
  {
    // add a step first
    id: 'b24ah-34',
    business: 'restaurante de cochinita (Mérida, yucateco)',
    turns: [
      'Buenas, tengo un restaurante de cochinita en Merida. Cuando llegue un pedido por webhook (nombre, telefono, platillo, total) mandale un guasap al cliente que su pedido ya esta en preparacion. Los domingos se nos llena, bomba, no nos damos abasto',
      'antes que nada, como primer paso, guarda el pedido en la hoja Pedidos del spreadsheet 1CchMid_pdd88, y ya luego el guasap',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1CchMid_pdd88',
        '2.sheet_name': 'Pedidos',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    // add a step after a named step
    id: 'b24ah-35',
    business: 'tours en lancha (Acapulco, costeño)',
    turns: [
      'Que onda, tengo tours en lancha en Acapulco. Cuando alguien reserve por el formulario (nombre, telefono, fecha y personas) guarda en la hoja Tours del spreadsheet 1LnchAca_trs14, mandale wasap al cliente confirmando y avisa en el canal #muelle de Slack. Ta bonito el mar hoy',
      'despues del wasap ponle una espera de 10 minutos antes de avisar en Slack, pa que el cliente conteste primero',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message', 'delay/wait', 'slack/send_message'],
      params: {
        '2.spreadsheet_id': '1LnchAca_trs14',
        '2.sheet_name': 'Tours',
        '3.to': '{{trigger.telefono}}',
        '4.seconds': num(600),
        '5.channel': channel('muelle'),
      },
    },
  },
  {
    // remove by service
    id: 'b24ah-36',
    business: 'birriería (Guadalajara, tapatío)',
    turns: [
      'Quiubo, tengo una birrieria en Guadalajara. Cada sabado a las 8 de la mañana lee la hoja Insumos del spreadsheet 1BrrGdl_ins03 y manda la lista al canal #compras de Slack y al telegram de mi encargado, chat 44120987. Pa que no falte la birria, ocupo eso',
      'ya no quiero lo de Slack, quitalo, nomas el telegram',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 8 * * 6',
        '2.spreadsheet_id': '1BrrGdl_ins03',
        '2.sheet_name': 'Insumos',
        '3.chat_id': chat('44120987'),
      },
    },
  },
  {
    // remove by position
    id: 'b24ah-37',
    business: 'galería de arte (San Miguel de Allende, bajío)',
    turns: [
      'Hola buenas, tengo una galeria de arte en San Miguel de Allende. Cuando me llegue un correo con asunto cotizacion, que la IA escriba una respuesta amable, mandala al cliente, guarda el correo en la hoja Cotizaciones del spreadsheet 1GlrSma_ctz61 y avisa a mi telegram al chat 90331245. Los gringos escriben mucho',
      'quita el paso 4, ese no lo ocupo',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'gmail/send_email', 'telegram/send_message'],
      params: {
        '1.query': contains('cotizacion'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.to': '{{trigger.from}}',
        '3.body': contains('{{steps.2.output.text}}'),
        '4.chat_id': chat('90331245'),
      },
    },
  },
  {
    // swap a service keeping its data
    id: 'b24ah-38',
    business: 'joyería (Polanco, chilango)',
    turns: [
      'Buenas tardes, tengo una joyeria en Polanco. Cuando alguien llene el formulario de apartado (nombre, correo, pieza y anticipo) mandale un correo por gmail con asunto Tu apartado esta listo y guardalo en la hoja Apartados del spreadsheet 1JyrPol_apt30. Mis clientas son bien exigentes, ojo',
      'cambia el gmail por mi servidor SMTP, lo demas igualito',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['email/send_email', 'google_sheets/append_row'],
      params: {
        '1.fields': ['nombre', 'correo', 'pieza', 'anticipo'],
        '2.to': '{{trigger.correo}}',
        '2.subject': contains('apartado esta listo'),
        '3.spreadsheet_id': '1JyrPol_apt30',
        '3.sheet_name': 'Apartados',
      },
    },
  },
  {
    // undo the last change
    id: 'b24ah-39',
    business: 'llantera (Ciudad Juárez, norteño)',
    turns: [
      'Que tal, tengo una llantera en Ciudad Juarez. Diario a las 7 de la mañana consulta https://api.llantasmx.com/precios y guarda lo que regrese en la hoja Precios del spreadsheet 1LntCjz_prc02. Asi veo si suben las llantas, que andan carisimas',
      'mejor a las 6 de la mañana',
      'no, siempre no, deshaz ese cambio, dejalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'google_sheets/append_row'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '2.url': 'https://api.llantasmx.com/precios',
        '3.spreadsheet_id': '1LntCjz_prc02',
        '3.sheet_name': 'Precios',
      },
    },
  },
  {
    // remove by service, then a compound edit (hour + channel)
    id: 'b24ah-40',
    business: 'escuela de surf (Zihuatanejo, costeño)',
    turns: [
      'Buenas, tengo una escuela de surf en Zihuatanejo. Cada domingo a las 5 de la tarde saca de mi base postgres las clases de la semana de la tabla clases (alumno, instructor, fecha) y mandalas al canal #instructores de Slack y a mi correo. Las olas estan bien buenas esta semana',
      'quita lo del correo',
      'y cambia dos cosas: que sea a las 7 de la noche y el canal ahora es #staff',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 19 * * 0',
        '2.query': { containsAll: ['select', 'clases', 'alumno', 'instructor', 'fecha'] },
        '3.channel': channel('staff'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
      reply: ['staff'],
    },
  },
];
