/**
 * Held-out batch b24ag (2026-11-24), written blind from the brief, the catalogue and types.ts.
 *
 * Mix (40):
 *  - 01–23  one-turn plan_ready. Triggers: webhook (01, 14, 21), form (02, 15, 17), schedule daily
 *           (03, 16), weekly (04, 22), monthly (05, 23), Gmail new email (06, 19), Sheets new row
 *           (07, 18), Drive new file (08), Calendar event starting (09), Telegram new message
 *           (10, 20), Slack (11), GitHub (12), manual (13). Actions: Postgres insert/select
 *           (01, 03, 20), webhook respond (01), WhatsApp (02, 05, 07, 09, 16, 17), Sheets append
 *           (02, 13) / read (04, 05), AI (03, 06, 10), Telegram (03, 08, 10, 20), Gmail (04, 15),
 *           SMTP email (14, 23), Slack (06, 21), filter (07, 21), GitHub issue (11), Discord
 *           (12, 22), HTTP (13, 18, 22), delay (14), Drive create folder (15) / upload (19),
 *           Calendar list (16) / create (17), transform (18).
 *  - 24–28  smart_forms_required: owner's WhatsApp never given (24), Slack channel never named (25),
 *           spreadsheet never identified (26), owner's Telegram chat id (27), customer email the
 *           sheet row does not have (28).
 *  - 29     clarification_needed ("que se guarden en la nube").
 *  - 30     conversation (a real question about the product).
 *  - 31–40  multi-turn edits: several changes in one message, hour + tab, with reply (31),
 *           threshold (32), recipient (33), add at the end (34), add first (35), add after a
 *           named step (36), remove by service (37), remove by position (38), swap service
 *           keeping its data (39), undo (40).
 *
 * Register: owners who ask instead of ordering, or describe a problem instead of a solution
 * ("¿se puede que…?", "¿me ayudas a que…?", "¿cómo le hago pa que…?", "quisiera saber si…",
 * "se me olvida…", "mis meseros no me avisan…"), WhatsApp style: greeting, business and city,
 * missing accents, emoji, Spanglish (10), regional voices: norteño (01, 08, 12, 16, 18, 19, 27,
 * 38), chilango (04, 21), tapatío (02, 11, 34, 39), yucateco (03, 37), costeño (09, 22, 25, 28,
 * 29), bajío (05, 06, 15, 17, 24, 32, 35, 36), plus Puebla, Cancún, Xalapa, Oaxaca, Culiacán,
 * Cuernavaca, Toluca, Playa del Carmen, Tepic. Every business appears once.
 *
 * Clarification groups are left out: the catalogue does not define the group vocabulary.
 */
import { EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A Mexican phone written by the owner: the bare 10 digits, with country code, or as written. */
const tel = (digits: string, written: string) => ({
  anyOf: [digits, '52' + digits, '+52' + digits, '521' + digits, '+521' + digits, written, '+52 ' + written],
});

/** A Telegram chat id: as text or as a number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });

const num = (n: number) => ({ anyOf: [n, String(n)] });

export const blind20261124ag: EvalCase[] = [
  // ───────────────────────────── one-turn plan_ready ─────────────────────────────
  one(
    'b24ag-01',
    'Llantera (Monterrey)',
    'Buenas tardes, tengo una llantera en Monterrey. ¿Se puede que cuando mi pagina mande un pedido por webhook se guarde en mi base de datos Postgres, tabla pedidos (cliente, medida, total), y que le conteste a la pagina que si llego? Ocupo eso pa ahorita compa',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'webhook/respond'],
      params: {
        '2.query': { containsAll: ['insert', 'pedidos', 'cliente', 'medida', 'total'] },
      },
    },
  ),
  one(
    'b24ag-02',
    'Estética canina (Zapopan)',
    'Qué onda! tengo una estetica canina en Zapopan 🐶 ¿Me ayudas a que cuando alguien llene el formulario de citas (nombre, telefono, mascota, fecha) le llegue un whats al cliente confirmandole y se apunte en la hoja Citas del sheet 1EstCanZap21? a poco si se puede',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message', 'google_sheets/append_row'],
      params: {
        '1.fields': ['nombre', 'telefono', 'mascota', 'fecha'],
        '2.to': '{{trigger.telefono}}',
        '3.spreadsheet_id': '1EstCanZap21',
        '3.sheet_name': 'Citas',
      },
    },
  ),
  one(
    'b24ag-03',
    'Farmacia (Mérida)',
    'Buenas, tengo una farmacia en Merida. Mare, se me pasa revisar las ventas 🙈 ¿como le hago para que diario a las 8 de la noche saque de mi base de datos las ventas del dia (tabla ventas), la IA me haga un resumen y me lo mande por Telegram a mi chat 584120377?',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 20 * * *',
        '2.query': { containsAll: ['select', 'ventas'] },
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.chat_id': chat('584120377'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24ag-04',
    'Papelería (CDMX, Doctores)',
    'Qué onda, tengo una papeleria en la Doctores, CDMX. Neta siempre se me olvida checar el inventario 😅 ¿me lo puedes mandar a mi correo cada lunes a las 9 de la mañana? Esta en la hoja Inventario de https://docs.google.com/spreadsheets/d/1PapDoc7Xyz/edit',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 9 * * 1',
        '2.spreadsheet_id': '1PapDoc7Xyz',
        '2.sheet_name': 'Inventario',
        '3.to': OWNER_EMAIL,
        '3.body': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24ag-05',
    'Gimnasio (León)',
    'Buenas, tengo un gym en Leon. Se me olvida cobrarle a los socios 🤦‍♂️ ¿me puedes recordar el dia primero de cada mes a las 10 de la mañana por whats al 477 123 4567 con la lista de la hoja Socios del sheet 1GymLeon55?',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 10 1 * *',
        '2.spreadsheet_id': '1GymLeon55',
        '2.sheet_name': 'Socios',
        '3.to': tel('4771234567', '477 123 4567'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24ag-06',
    'Agencia de marketing (Querétaro)',
    'Hola! somos una agencia de marketing en Queretaro. ¿Se puede que cuando nos llegue un correo con asunto cotizacion la IA lo resuma y lo avente al canal #ventas de Slack? Es que luego nadie lo lee a tiempo',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'slack/send_message'],
      params: {
        '1.query': contains('cotizacion'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.channel': { anyOf: ['#ventas', 'ventas'] },
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24ag-07',
    'Mueblería (Puebla)',
    'Buen dia, tengo una muebleria en Puebla. Quisiera saber si cuando se agregue una fila en la hoja Entregas del sheet 1MuebPue0a, nomas cuando el Estatus diga Entregado, le puede llegar un whats al cliente a su Telefono dandole las gracias',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1MuebPue0a',
        '1.sheet_name': 'Entregas',
        '2.left': '{{trigger.record.Estatus}}',
        '2.operator': 'equals',
        '2.right': 'Entregado',
        '3.to': '{{trigger.record.Telefono}}',
      },
    },
  ),
  one(
    'b24ag-08',
    'Despacho contable (Hermosillo)',
    'Quiubo, tengo un despacho contable en Hermosillo. Los clientes suben sus facturas a mi carpeta de Drive 1FactHmo77xQ y ni cuenta me doy. ¿Se puede que me avise a mi grupo de Telegram -1002244668 con el nombre del archivo?',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['telegram/send_message'],
      params: {
        '1.folder_id': '1FactHmo77xQ',
        '2.chat_id': chat('-1002244668'),
        '2.message': contains('{{trigger.name}}'),
      },
    },
  ),
  one(
    'b24ag-09',
    'Fotógrafo de bodas (Veracruz)',
    'Quiubo compadre, soy fotografo de bodas en Veracruz. Luego se me pasan las sesiones, ¿se puede que una hora antes de cada evento de mi calendario me llegue un whats al 229 845 1120 con el lugar? Asi no ando a las carreras',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': num(60),
        '2.to': tel('2298451120', '229 845 1120'),
        '2.message': contains('{{trigger.location}}'),
      },
    },
  ),
  one(
    'b24ag-10',
    'Taquería (Tijuana)',
    'Hey que onda, tengo una taqueria en Tijuana 🌮 La raza me escribe al bot de Telegram preguntando el menu y no alcanzo a contestar. ¿Se puede que la IA les responda solita, like automatico?',
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
    'b24ag-11',
    'Estudio de apps (Guadalajara)',
    'Buenas, somos un estudio de apps en Guadalajara. Cuando alguien reporta un bug en nuestro Slack se pierde entre los mensajes. ¿Como le hago pa que se cree un issue en el repo pixeltapatio/app-pedidos con el mensaje como descripcion?',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['github/create_issue'],
      params: {
        '2.repository': 'pixeltapatio/app-pedidos',
        '2.body': contains('{{trigger.text}}'),
      },
    },
  ),
  one(
    'b24ag-12',
    'Estudio de videojuegos indie (Chihuahua)',
    'Que tal, tenemos un estudio de videojuegos indie en Chihuahua 🎮 Quisiera saber si se puede que cada push a nuestro repo de GitHub nos avise en Discord. El webhook es https://discord.com/api/webhooks/112233/abcXYZ',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['discord/send_message'],
      params: {
        '1.events': { anyOf: [['push'], 'push'] },
        '2.webhook_url': 'https://discord.com/api/webhooks/112233/abcXYZ',
      },
    },
  ),
  one(
    'b24ag-13',
    'Agencia de viajes (Cancún)',
    'Hola buenas, tengo una agencia de viajes en Cancun. Cada rato tengo que checar el dolar a mano. ¿Se puede que cuando yo le pique a un boton consulte https://api.cambio.mx/usd y lo apunte en la hoja TipoCambio del sheet 1ViajCun9k?',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['http/request', 'google_sheets/append_row'],
      params: {
        '2.url': 'https://api.cambio.mx/usd',
        '3.spreadsheet_id': '1ViajCun9k',
        '3.sheet_name': 'TipoCambio',
      },
    },
  ),
  one(
    'b24ag-14',
    'Café de especialidad en línea (Xalapa)',
    'Buenas, vendo cafe de especialidad en linea desde Xalapa ☕ ¿Se puede que cuando entre un pedido por el webhook de mi tienda espere 2 horas y le mande un correo al cliente (viene en el campo email) desde mi SMTP con asunto Tu cafe va en camino?',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['delay/wait', 'email/send_email'],
      params: {
        '2.seconds': num(7200),
        '3.to': '{{trigger.body.email}}',
        '3.subject': contains('va en camino'),
      },
    },
  ),
  one(
    'b24ag-15',
    'Despacho de arquitectos (Morelia)',
    'Buen dia! tengo un despacho de arquitectos en Morelia. Con cada cliente nuevo que llena el formulario (nombre, correo, proyecto) tengo que crear su carpeta a mano, bien tedioso. ¿Se puede que se cree sola en Drive con su nombre y le llegue un correo de bienvenida?',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_drive/create_folder', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'proyecto'],
        '2.name': contains('{{trigger.nombre}}'),
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24ag-16',
    'Salón de belleza (Saltillo)',
    'Buenas! tengo un salon de belleza en Saltillo 💅 Ocupo saber que citas tengo cada dia sin estar abriendo el calendario. ¿Me ayudas a que cada mañana a las 7 me mande por whats al 844 300 1122 las citas del dia?',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '3.to': tel('8443001122', '844 300 1122'),
        '3.message': contains('{{steps.2.output.events}}'),
      },
    },
  ),
  one(
    'b24ag-17',
    'Escuela de manejo (Aguascalientes)',
    'Hola, tengo una escuela de manejo en Aguascalientes. ¿Se puede que cuando un alumno llene el formulario (nombre, telefono, fecha) se agende la clase en mi Google Calendar y le llegue un whats confirmandole? Es que se me cruzan las clases',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'fecha'],
        '2.title': contains('{{trigger.nombre}}'),
        '2.start': contains('{{trigger.fecha}}'),
        '3.to': '{{trigger.telefono}}',
      },
    },
  ),
  one(
    'b24ag-18',
    'Distribuidora de abarrotes (Torreón)',
    'Que tal, distribuidora de abarrotes en Torreon. Cuando mis vendedores agregan un renglon en la hoja Clientes (sheet 1AbarrTrc3) lo tengo que capturar otra vez en el sistema 😩 ¿se puede armar los datos con Nombre y RFC y mandarlos por POST a https://erp.abarrotesnorte.mx/api/clientes?',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['transform/set_fields', 'http/request'],
      params: {
        '1.spreadsheet_id': '1AbarrTrc3',
        '1.sheet_name': 'Clientes',
        '3.url': 'https://erp.abarrotesnorte.mx/api/clientes',
        '3.method': 'POST',
      },
    },
  ),
  one(
    'b24ag-19',
    'Constructora (Mexicali)',
    'Buenas tardes, tengo una constructora en Mexicali. Los residentes de obra me mandan correos con asunto reporte diario y se me revuelven. ¿Se podra que cada uno se guarde como archivo en mi carpeta de Drive 1ObraMxl4T?',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file'],
      params: {
        '1.query': contains('reporte diario'),
        '2.folder_id': '1ObraMxl4T',
        '2.content': contains('{{trigger.body}}'),
      },
    },
  ),
  one(
    'b24ag-20',
    'Lavandería (Oaxaca)',
    'Hola, tengo una lavanderia en Oaxaca. Mis clientes me mandan sus pedidos al bot de Telegram y luego se me pierden. ¿Se puede guardar cada mensaje en mi base de datos, tabla pedidos_lav (chat_id, texto), y contestarles que ya quedo?',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['postgres/query', 'telegram/send_message'],
      params: {
        '2.query': { containsAll: ['insert', 'pedidos_lav', 'chat_id', 'texto'] },
        '3.chat_id': '{{trigger.chat_id}}',
      },
    },
  ),
  one(
    'b24ag-21',
    'Tienda de electrónica en línea (Iztapalapa, CDMX)',
    'Qué onda, tengo una tienda de electronica en linea en Iztapalapa. Mis vendedores ni se enteran de las ventas grandes. ¿Se puede que cuando entre una venta por webhook de mas de 5 mil pesos (viene en total) avise al canal #ventas-grandes de Slack?',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': num(5000),
        '3.channel': { anyOf: ['#ventas-grandes', 'ventas-grandes'] },
      },
    },
  ),
  one(
    'b24ag-22',
    'Bar de playa (Puerto Vallarta)',
    'Quiubo, tenemos un bar de playa en Vallarta 🍹 ¿Como le hago pa que cada viernes a las 6 de la tarde jale el clima de https://api.clima.mx/vallarta y lo mande a nuestro Discord? webhook: https://discord.com/api/webhooks/4455/barVta',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'discord/send_message'],
      params: {
        '1.cron_expression': '0 18 * * 5',
        '2.url': 'https://api.clima.mx/vallarta',
        '3.webhook_url': 'https://discord.com/api/webhooks/4455/barVta',
        '3.message': contains('{{steps.2.output.body}}'),
      },
    },
  ),
  one(
    'b24ag-23',
    'Colegio privado (Culiacán)',
    'Buenas, tengo un colegio privado en Culiacan. A la de administracion se le olvida mandar el recordatorio de colegiaturas, ¿se puede que el 25 de cada mes a las 9 am le llegue un correo desde el SMTP de la escuela a lupita.garcia@colegiocln.mx con asunto Colegiaturas del mes?',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['email/send_email'],
      params: {
        '1.cron_expression': '0 9 25 * *',
        '2.to': 'lupita.garcia@colegiocln.mx',
        '2.subject': contains('Colegiaturas del mes'),
      },
    },
  ),

  // ───────────────────────────── smart_forms_required ─────────────────────────────
  one(
    'b24ag-24',
    'Pastelería (Celaya)',
    'Hola buenas tardes, tengo una pasteleria en Celaya 🎂 ¿Se puede que cuando alguien llene el formulario de pedidos (nombre, sabor, fecha_entrega) me avise por whats? Es que luego no veo los pedidos a tiempo',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      params: { '1.fields': ['nombre', 'sabor', 'fecha_entrega'] },
      asks: ['2.to'],
    },
  ),
  one(
    'b24ag-25',
    'Marisquería (Mazatlán)',
    'Buenas, tengo una marisqueria en Mazatlan. Mis meseros no me avisan cuando una mesa pide la cuenta 😤 La tablet manda un webhook con el numero de mesa. ¿Se puede que eso le llegue al Slack del equipo?',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['slack/send_message'],
      asks: ['2.channel'],
    },
  ),
  one(
    'b24ag-26',
    'Academia de natación (Cuernavaca)',
    'Hola! tengo una academia de natacion en Cuernavaca 🏊 ¿Se puede que todo lo que me llegue del formulario de inscripciones (nombre, edad, telefono) se apunte en la pestaña Alumnos de mi Google Sheets?',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row'],
      params: {
        '1.fields': ['nombre', 'edad', 'telefono'],
        '2.sheet_name': 'Alumnos',
      },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24ag-27',
    'Refaccionaria (Durango)',
    'Quiubo, tengo una refaccionaria en Durango. Cuando me llega un correo con asunto nueva venta a veces ni lo veo y el cliente se desespera. ¿Me puedes avisar por Telegram cada que llegue uno?',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['telegram/send_message'],
      params: { '1.query': contains('nueva venta') },
      asks: ['2.chat_id'],
    },
  ),
  one(
    'b24ag-28',
    'Florería (Tampico)',
    'Buenas, tengo una floreria en Tampico 💐 Cuando agrego un pedido en la hoja Pedidos del sheet 1FlorTam22 (columnas Cliente, Arreglo, Telefono), ¿se puede mandarle al cliente un correo de confirmacion?',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1FlorTam22',
        '1.sheet_name': 'Pedidos',
      },
      asks: ['2.to'],
    },
  ),

  // ───────────────────────────── clarification / conversation ─────────────────────────────
  one(
    'b24ag-29',
    'Estudio de tatuajes (Acapulco)',
    'Que onda, tengo un estudio de tatuajes en Acapulco. ¿Se puede que los diseños que me mandan los clientes por el formulario se guarden en la nube? luego se me pierden en el cel',
    { status: 'clarification_needed' },
  ),
  one(
    'b24ag-30',
    'Consultorio de nutrición (San Pedro Garza García)',
    'Hola, soy nutriologa en San Pedro. Antes de armar algo quisiera saber: ¿las automatizaciones siguen funcionando aunque tenga la compu apagada o tengo que dejarla prendida?',
    { status: 'conversation' },
  ),

  // ───────────────────────────── multi-turn edits ─────────────────────────────
  {
    id: 'b24ag-31',
    business: 'Panadería (Toluca)',
    turns: [
      'Buenas, tengo una panaderia en Toluca 🥖 ¿Se puede que diario a las 6 de la mañana me mande por Telegram a mi chat 99001122 lo que hay en la hoja Produccion del sheet 1PanTol44?',
      'mejor a las 5:30 y que lea la pestaña Hornos en vez de Produccion porfa',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '1.cron_expression': '30 5 * * *',
        '2.spreadsheet_id': '1PanTol44',
        '2.sheet_name': 'Hornos',
        '3.chat_id': chat('99001122'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
      reply: ['5:30', 'Hornos'],
    },
  },
  {
    id: 'b24ag-32',
    business: 'Ferretería (San Luis Potosí)',
    turns: [
      'Hola, tengo una ferreteria en San Luis Potosi. ¿Se puede que cuando entre un pedido por el webhook de la pagina y el total sea mayor a 3,000 pesos me avise por whats al 444 812 3390?',
      'mejor que sea arriba de 10 mil, de 3 mil son un buen de avisos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': num(10000),
        '3.to': tel('4448123390', '444 812 3390'),
      },
    },
  },
  {
    id: 'b24ag-33',
    business: 'Inmobiliaria (Playa del Carmen)',
    turns: [
      'Buenas, tengo una inmobiliaria en Playa del Carmen 🏠 ¿Me ayudas a que cuando alguien llene el formulario de interesados (nombre, telefono, propiedad) le llegue un correo a ventas@casasplaya.mx?',
      'oye mejor que le llegue a mi socio roberto@casasplaya.mx en vez de ventas',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'telefono', 'propiedad'],
        '2.to': 'roberto@casasplaya.mx',
      },
    },
  },
  {
    id: 'b24ag-34',
    business: 'Autolavado (Guadalajara)',
    turns: [
      'Quiubo, tengo un autolavado en Guadalajara 🚗 ¿Se puede que lo que llenan en el formulario de servicio (nombre, telefono, placas) se apunte en la hoja Servicios del sheet 1AutoGdl8m?',
      'y de paso que al final le mande un whats al cliente avisando que ya quedo su carro',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'placas'],
        '2.spreadsheet_id': '1AutoGdl8m',
        '2.sheet_name': 'Servicios',
        '3.to': '{{trigger.telefono}}',
      },
    },
  },
  {
    id: 'b24ag-35',
    business: 'Clínica de fisioterapia (Querétaro)',
    turns: [
      'Buen dia, tengo una clinica de fisioterapia en Queretaro. ¿Se puede que cuando llegue una cita por el webhook de la pagina le mande un whats al paciente (viene en telefono) recordandole traer ropa comoda?',
      'antes de eso que primero se guarde en la hoja Pacientes del sheet 1FisioQro8',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1FisioQro8',
        '2.sheet_name': 'Pacientes',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24ag-36',
    business: 'Hotel boutique (San Miguel de Allende)',
    turns: [
      'Hola, tenemos un hotel boutique en San Miguel de Allende. Nos llegan reseñas por correo con asunto reseña y nadie las lee 😅 ¿se puede que la IA las resuma y las mande al canal #recepcion de Slack?',
      'y despues de lo de la IA que tambien guarde el resumen en la hoja Resenas del sheet 1HotSma3q',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row', 'slack/send_message'],
      params: {
        '1.query': contains('rese'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.spreadsheet_id': '1HotSma3q',
        '3.sheet_name': 'Resenas',
        '4.channel': { anyOf: ['#recepcion', 'recepcion'] },
        '4.message': contains('{{steps.2.output.text}}'),
      },
    },
  },
  {
    id: 'b24ag-37',
    business: 'Escuela de inglés (Mérida)',
    turns: [
      'Buenas, tengo una escuela de ingles en Merida. ¿Se puede que cuando se inscriba alguien en el formulario (nombre, correo, nivel) se apunte en la hoja Inscritos del sheet 1IdiomMid2, me llegue un correo y avise en el canal #inscripciones de Slack?',
      'quitale lo de Slack, casi no lo usamos bomba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'nivel'],
        '2.spreadsheet_id': '1IdiomMid2',
        '2.sheet_name': 'Inscritos',
        '3.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24ag-38',
    business: 'Taller mecánico (Ciudad Juárez)',
    turns: [
      'Que onda, tengo un taller mecanico en Juarez. Cuando agrego un servicio en la hoja Servicios del sheet 1TallerJz5 ¿se puede que le llegue un whats al cliente (columna Telefono) y luego a mi un correo?',
      'mejor quitale el ultimo paso',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1TallerJz5',
        '1.sheet_name': 'Servicios',
        '2.to': '{{trigger.record.Telefono}}',
      },
    },
  },
  {
    id: 'b24ag-39',
    business: 'Banquetes (Tlaquepaque)',
    turns: [
      'Buenas, tengo un servicio de banquetes en Tlaquepaque. ¿Se puede que diario a las 9 de la noche saque los pedidos de mañana de mi base de datos (tabla pedidos) y los mande al canal #cocina de Slack?',
      'mejor en vez de Slack que sea a Discord, el webhook es https://discord.com/api/webhooks/889/banqTlq',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'discord/send_message'],
      params: {
        '1.cron_expression': '0 21 * * *',
        '2.query': { containsAll: ['select', 'pedidos'] },
        '3.webhook_url': 'https://discord.com/api/webhooks/889/banqTlq',
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  },
  {
    id: 'b24ag-40',
    business: 'Vivero (Tepic)',
    turns: [
      'Hola, tengo un vivero en Tepic 🌱 Siempre se me olvida pedir sustrato, ¿me puedes recordar cada lunes a las 8 de la mañana por Telegram a mi chat 31177850?',
      'mejor a las 7',
      'no no, mejor dejalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: {
        '1.cron_expression': '0 8 * * 1',
        '2.chat_id': chat('31177850'),
      },
    },
  },
];
