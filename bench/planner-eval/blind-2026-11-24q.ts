/**
 * Blind evaluation batch 2026-11-24 (q): 40 held-out planner cases, ids b24q-01…b24q-40.
 *
 * Mix:
 * - b24q-01…23: 23 one-turn `plan_ready` cases over every trigger kind (webhook, form, schedule
 *   daily/weekly/monthly, Gmail new email, Sheets new row, Drive new file, Calendar event starting,
 *   Telegram new message, Slack event, GitHub push/issues, manual) and actions (Sheets append/read,
 *   Gmail, SMTP email, WhatsApp, Telegram, Slack, Discord, HTTP, AI, Postgres, filter, delay,
 *   Drive upload/create folder, Calendar create/list events, GitHub create issue, webhook respond,
 *   transform).
 * - b24q-24…28: 5 `smart_forms_required` (owner's WhatsApp number, Slack channel, spreadsheet never
 *   identified, owner's Telegram chat id, a customer email the sheet lacks).
 * - b24q-29: 1 `clarification_needed` ("que se guarde en la nube").
 * - b24q-30: 1 `conversation` (question about the product).
 * - b24q-31…40: 10 multi-turn follow-ups (replace hour, threshold, channel + add step in one
 *   message, add at the end, add first, add after a named step, remove by service, remove by
 *   position, swap a service keeping its data, undo the last change).
 *
 * Registers: WhatsApp-style Spanish with missing accents and typos; chilango (CDMX, Iztapalapa,
 * Coyoacán), norteño (Monterrey, Saltillo, Hermosillo, Culiacán, Chihuahua), tapatío (Guadalajara,
 * Zapopan, Tlaquepaque, Tonalá), yucateco (Mérida), costeño (Puerto Escondido, Veracruz, Cancún),
 * some Spanglish, numbers in words, emoji; one formal "usted" register (notaría).
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A number that may come back as a number or as its text. */
const num = (n: number) => ({ anyOf: [n, String(n)] });
/** A Mexican phone number as the owner wrote it, or normalised. */
const mx = (tenDigits: string, asWritten: string) => ({
  anyOf: [`+52${tenDigits}`, tenDigits, `52${tenDigits}`, asWritten, `+52 ${asWritten}`],
});
/** A Slack channel with or without its '#'. */
const ch = (name: string) => ({ anyOf: [`#${name}`, name] });
/** A Telegram chat id as text or number. */
const tg = (id: string) => ({ anyOf: [id, Number(id)] });
/** A one-event GitHub webhook filter, as a list or as a single name. */
const ev = (name: string) => ({ anyOf: [[name], name] });
const containsAll = (...parts: string[]) => ({ containsAll: parts });

export const blind20261124q: EvalCase[] = [
  // ───────────────────────── one-turn plan_ready ─────────────────────────
  one(
    'b24q-01',
    'dulcería',
    'Buenas tardes! tengo una dulceria en Guadalajara 🍬 cuando entre un pedido al webhook de la tienda en linea (trae nombre, telefono y total) apuntalo en la hoja Pedidos del https://docs.google.com/spreadsheets/d/1dUlC3r1aGdl_PedIdos2026xYzAbCdEf/edit y mandale whatsapp al cliente que ya quedo su pedido, andale pues',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1dUlC3r1aGdl_PedIdos2026xYzAbCdEf',
        '2.sheet_name': 'Pedidos',
        '2.values': contains('{{trigger.body.'),
        '3.to': '{{trigger.body.telefono}}',
        '3.message': contains('pedido'),
      },
    },
  ),
  one(
    'b24q-02',
    'tienda de vinos',
    'Quiubo! tengo una tienda de vinos en San Pedro, Mty 🍷 ocupo que cada lunes a las 9 saques de postgres lo de la tabla ventas de la semana pasada, que la IA me haga un resumen y me lo mande a mi gmail',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 9 * * 1',
        '2.query': containsAll('select', 'ventas'),
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24q-03',
    'hostal',
    'Ey buenas primo! tengo un hostal en Puerto Escondido 🌊 cuando me llegue un correo con asunto Reservacion guarda quien lo manda y el asunto en la hoja Reservas del archivo con id 1HoSt4lPtoEsc_9kLmNoPqRsTuVwXyZ0 y avisame al telegram, mi chat es 732145698',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '1.query': contains('Reservacion'),
        '2.spreadsheet_id': '1HoSt4lPtoEsc_9kLmNoPqRsTuVwXyZ0',
        '2.sheet_name': 'Reservas',
        '2.values': containsAll('{{trigger.from}}', '{{trigger.subject}}'),
        '3.chat_id': tg('732145698'),
      },
    },
  ),
  one(
    'b24q-04',
    'escuela de manejo',
    'Buen dia, tengo una escuela de manejo en Puebla 🚗 quiero un formulario con nombre, correo y fecha; que agende la clase en mi google calendar con el nombre del alumno y le mande por gmail la confirmacion al alumno',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '1.fields': containsAll('nombre', 'correo', 'fecha'),
        '2.title': contains('{{trigger.nombre}}'),
        '2.start': '{{trigger.fecha}}',
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24q-05',
    'consultorio pediátrico',
    'Que onda, soy pediatra y tengo consultorio en la Narvarte CDMX 👶 una hora antes de cada cita de mi calendario mandale un whats a mi asistente al 55 4821 7730 con el nombre de la cita, porfa',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': num(60),
        '2.to': mx('5548217730', '55 4821 7730'),
        '2.message': contains('{{trigger.title}}'),
      },
    },
  ),
  one(
    'b24q-06',
    'nutrióloga',
    'Buenas! soy nutriologa en Merida, bomba el calor 🥗 el dia primero de cada mes a las 8 am lee la hoja Pacientes de https://docs.google.com/spreadsheets/d/1NutRi0Mer1da_PacIentEs77hJkLmN/edit, que la IA haga un resumen y mandalo por el correo smtp del consultorio a mi socia ana@nutrivida.mx',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'email/send_email'],
      params: {
        '1.cron_expression': '0 8 1 * *',
        '2.spreadsheet_id': '1NutRi0Mer1da_PacIentEs77hJkLmN',
        '2.sheet_name': 'Pacientes',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': 'ana@nutrivida.mx',
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24q-07',
    'barbería',
    'Quiubo compa, tengo una barberia en Hermosillo 💈 cuando me escriban al bot de telegram guarda el mensaje en la hoja Citas del archivo 1BarB3r1aHmo_CiTaS_xYz123456789abc y contestales que ahorita les confirmamos la cita',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': '1BarB3r1aHmo_CiTaS_xYz123456789abc',
        '2.sheet_name': 'Citas',
        '2.values': contains('{{trigger.text}}'),
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('cita'),
      },
    },
  ),
  one(
    'b24q-08',
    'clínica de uñas',
    'Hola hola! clinica de uñas en Zapopan 💅 cuando se agregue una clienta en la hoja Clientas del archivo 1UnAs_ZaP0pan_ClieNtas_0987zyxWVU espera un dia y mandale whatsapp a su Telefono con el cupon UNAS15 pa su siguiente visita',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1UnAs_ZaP0pan_ClieNtas_0987zyxWVU',
        '1.sheet_name': 'Clientas',
        '2.seconds': num(86400),
        '3.to': '{{trigger.record.Telefono}}',
        '3.message': contains('UNAS15'),
      },
    },
  ),
  one(
    'b24q-09',
    'yoga',
    'Namaste 🙏 tengo un estudio de yoga en Tulum, cada que suba una clase grabada a la carpeta https://drive.google.com/drive/folders/1YoGa_TuLuM_ClasEs_abc123XYZ avisa en slack en #alumnos que ya hay clase nueva',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['slack/send_message'],
      params: {
        '1.folder_id': '1YoGa_TuLuM_ClasEs_abc123XYZ',
        '2.channel': ch('alumnos'),
        '2.message': contains('clase'),
      },
    },
  ),
  one(
    'b24q-10',
    'crossfit',
    'Que rollo! tengo un box de crossfit en Monterrey 🏋️ cuando la pasarela mande un pago al webhook (trae monto y atleta), si el monto pasa de 3 mil avisa en mi discord https://discord.com/api/webhooks/112233445566/CrossFitMtyTok con el atleta',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'discord/send_message'],
      params: {
        '2.left': '{{trigger.body.monto}}',
        '2.operator': 'greater_than',
        '2.right': num(3000),
        '3.webhook_url': 'https://discord.com/api/webhooks/112233445566/CrossFitMtyTok',
        '3.message': contains('{{trigger.body.atleta}}'),
      },
    },
  ),
  one(
    'b24q-11',
    'carpintería',
    'Buenas, tengo una carpinteria en Queretaro 🪚 quiero un boton que cuando le pique consulte los precios de madera en https://api.maderasdelbajio.mx/v1/precios y los guarde en la hoja Precios del archivo 1CarP1nt3r1a_Qro_PreCios_LmNoP456',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['http/request', 'google_sheets/append_row'],
      params: {
        '2.url': 'https://api.maderasdelbajio.mx/v1/precios',
        '3.spreadsheet_id': '1CarP1nt3r1a_Qro_PreCios_LmNoP456',
        '3.sheet_name': 'Precios',
        '3.values': contains('{{steps.2.output'),
      },
    },
  ),
  one(
    'b24q-12',
    'herrería',
    'Buen dia! herreria en Saltillo ⚒️ ocupo que diario a las 7 de la mañana me mande por whatsapp al 844 123 4567 las citas que tengo ese dia en el calendario pa ir a medir',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '3.to': mx('8441234567', '844 123 4567'),
        '3.message': contains('{{steps.2.output'),
      },
    },
  ),
  one(
    'b24q-13',
    'vidriería',
    'Que tal carnal, tengo una vidrieria en Iztapalapa 🪟 el formulario de cotizacion pide nombre, correo y medidas; guardalo en postgres en la tabla cotizaciones y mandale un gmail al cliente que en 24 horas le cotizamos',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.fields': containsAll('nombre', 'correo', 'medidas'),
        '2.query': containsAll('insert', 'cotizaciones'),
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24q-14',
    'agencia de marketing',
    'Hey! somos una agencia de marketing en la Roma 🚀 cada mensaje que caiga en nuestro Slack que la AI lo resuma en un bullet y me lo mande a mi gmail, pa el daily standup',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '2.prompt': contains('{{trigger.text}}'),
        '3.to': OWNER_EMAIL,
        '3.body': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24q-15',
    'academia de música',
    'Hola! tengo una academia de musica en Tlaquepaque 🎸 el sistema de inscripciones esta en github academia-sol/inscripciones; con cada push avisa en el discord de maestros https://discord.com/api/webhooks/99887766/AcadSolTok que diga "hay cambios en el sistema"',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['discord/send_message'],
      params: {
        '1.events': ev('push'),
        '2.webhook_url': 'https://discord.com/api/webhooks/99887766/AcadSolTok',
        '2.message': contains('cambios'),
      },
    },
  ),
  one(
    'b24q-16',
    'paquetería local',
    'Buenas tardes, paqueteria local en Mexicali 📦 cuando el repartidor reporte una incidencia al webhook (trae guia y descripcion) crea un issue en github en paqueteria-rayo/rastreo con la guia en el titulo y contestale al webhook con 200',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['github/create_issue', 'webhook/respond'],
      params: {
        '2.repository': 'paqueteria-rayo/rastreo',
        '2.title': contains('{{trigger.body.guia}}'),
        '2.body': contains('{{trigger.body.descripcion}}'),
        '3.status': num(200),
      },
    },
  ),
  one(
    'b24q-17',
    'cervecería artesanal',
    'Que tal! cerveceria artesanal en Ensenada 🍺 cuando llegue un pedido a mi webhook deja nomas los campos cliente y litros y mandalo por POST a https://api.distribuidoralupulo.mx/pedidos',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'http/request'],
      params: {
        '2.fields': containsAll('{{trigger.body.cliente}}', '{{trigger.body.litros}}'),
        '3.url': 'https://api.distribuidoralupulo.mx/pedidos',
        '3.method': 'POST',
        '3.body': contains('{{steps.2.output'),
      },
    },
  ),
  one(
    'b24q-18',
    'tienda de suplementos',
    'Hola! tengo tienda de suplementos en Leon 💪 cuando me llegue un correo con asunto Factura guarda el texto del correo como archivo en mi drive, en la carpeta con id 1SuPle_Fact_Drive_QwErTy789, y que se llame como el asunto',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file'],
      params: {
        '1.query': contains('Factura'),
        '2.name': contains('{{trigger.subject}}'),
        '2.content': contains('{{trigger.body}}'),
        '2.folder_id': '1SuPle_Fact_Drive_QwErTy789',
      },
    },
  ),
  one(
    'b24q-19',
    'fotógrafo de bodas',
    'Buenas! soy fotografo de bodas en San Miguel de Allende 📸 cuando los novios llenen el formulario (novios, correo, fecha) creame una carpeta en drive con el nombre de los novios y mandales por gmail que ya quedo apartada su fecha',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_drive/create_folder', 'gmail/send_email'],
      params: {
        '1.fields': containsAll('novios', 'correo', 'fecha'),
        '2.name': contains('{{trigger.novios}}'),
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24q-20',
    'funeraria',
    'Buenas noches. Funeraria en Nuevo Leon. Cuando se agregue un servicio a la hoja Servicios del archivo 1FuNer4r1a_NL_ServIcios_Abc987, nomas los de la Sucursal Monterrey, avisale por whatsapp al coordinador al 81 2345 6789 con el Nombre del difunto',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1FuNer4r1a_NL_ServIcios_Abc987',
        '1.sheet_name': 'Servicios',
        '2.left': '{{trigger.record.Sucursal}}',
        '2.operator': 'equals',
        '2.right': 'Monterrey',
        '3.to': mx('8123456789', '81 2345 6789'),
        '3.message': contains('{{trigger.record.Nombre}}'),
      },
    },
  ),
  one(
    'b24q-21',
    'food truck',
    'Hey que onda! tengo un food truck en Tijuana 🌮 every day a las 10 am lee el menu de la hoja Menu del https://docs.google.com/spreadsheets/d/1FoOdTrUcK_Tj_MeNu_zzz111/edit y mandalo al canal de telegram -1001987654321',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 10 * * *',
        '2.spreadsheet_id': '1FoOdTrUcK_Tj_MeNu_zzz111',
        '2.sheet_name': 'Menu',
        '3.chat_id': tg('-1001987654321'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24q-22',
    'lavandería industrial',
    'Buenas, lavanderia industrial en Tlalnepantla 🧺 las lavadoras mandan sus fallas a un webhook con maquina y error; guardalas en postgres en la tabla fallas y manda correo por smtp a mantenimiento@lavaexpress.mx con la maquina',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'email/send_email'],
      params: {
        '2.query': containsAll('insert', 'fallas'),
        '3.to': 'mantenimiento@lavaexpress.mx',
        '3.body': contains('{{trigger.body.maquina}}'),
      },
    },
  ),
  one(
    'b24q-23',
    'taller de motos',
    'Quiubo plebes, tengo un taller de motos en Culiacan 🏍️ mi sobrino me hizo la app de citas en github, cuando alguien abra un issue avisame por telegram a mi chat 5566778899',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['telegram/send_message'],
      params: {
        '1.events': ev('issues'),
        '2.chat_id': tg('5566778899'),
      },
    },
  ),

  // ───────────────────────── smart_forms_required ─────────────────────────
  one(
    'b24q-24',
    'recaudería',
    'Que onda! tengo una recauderia en la Central de Abasto 🥑 quiero que diario a las 6 am me mandes por whatsapp los pedidos de la hoja Pedidos de https://docs.google.com/spreadsheets/d/1ReCaUd3r1a_CeDa_Pedidos_555/edit',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 6 * * *',
        '2.spreadsheet_id': '1ReCaUd3r1a_CeDa_Pedidos_555',
        '2.sheet_name': 'Pedidos',
      },
      asks: ['3.to'],
    },
  ),
  one(
    'b24q-25',
    'carnicería',
    'Quiubo, carniceria en Guadalupe NL 🥩 cuando me caiga un pedido al webhook avisale al canal de slack de los carniceros con el producto y los kilos, sale?',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['slack/send_message'],
      params: {
        '2.message': contains('{{trigger.body.'),
      },
      asks: ['2.channel'],
    },
  ),
  one(
    'b24q-26',
    'pollería',
    'Buenas, tengo una polleria en Puebla 🐔 hazme un formulario de pedidos con nombre, telefono y piezas y que cada pedido se guarde en mi hoja Pedidos de google sheets',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row'],
      params: {
        '1.fields': containsAll('nombre', 'telefono', 'piezas'),
        '2.sheet_name': 'Pedidos',
      },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24q-27',
    'cremería',
    'Hola buen dia, cremeria en Chihuahua 🧀 cuando me llegue un correo de pedidos@lacteoscuauhtemoc.mx reenviamelo a mi telegram con el asunto',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['telegram/send_message'],
      params: {
        '1.query': contains('pedidos@lacteoscuauhtemoc.mx'),
        '2.message': contains('{{trigger.subject}}'),
      },
      asks: ['2.chat_id'],
    },
  ),
  one(
    'b24q-28',
    'juguetería',
    'Buenas! jugueteria en el puerto de Veracruz 🧸 en la hoja Apartados del archivo 1JuGuEt3r1a_Ver_ApArtados_42 tengo Nombre, Juguete y Telefono; cuando entre un apartado mandale un gmail a la persona confirmando su juguete',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1JuGuEt3r1a_Ver_ApArtados_42',
        '1.sheet_name': 'Apartados',
        '2.body': contains('{{trigger.record.Juguete}}'),
      },
      asks: ['2.to'],
    },
  ),

  // ───────────────────────── clarification / conversation ─────────────────────────
  one(
    'b24q-29',
    'librería',
    'Holi! tengo una libreria en Coyoacan 📚 cuando alguien llene el formulario de la pagina quiero que se guarde en la nube, se puede?',
    { status: 'clarification_needed' },
  ),
  one(
    'b24q-30',
    'tienda de regalos',
    'Hola buenas tardes 😊 tengo una tiendita de regalos en Morelia, oye esto como funciona? se puede conectar con whatsapp o nomas con correo?',
    { status: 'conversation' },
  ),

  // ───────────────────────── multi-turn follow-ups ─────────────────────────
  {
    id: 'b24q-31',
    business: 'DJ para eventos',
    turns: [
      'Que tal mi rey! soy DJ para eventos en Cancun 🎧 cada viernes a las 10 de la mañana mandame a mi gmail los eventos del fin de semana que tengo en el calendario',
      'mejor a las 8 de la noche',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 20 * * 5',
        '3.to': OWNER_EMAIL,
        '3.body': contains('{{steps.2.output'),
      },
    },
  },
  {
    id: 'b24q-32',
    business: 'salón de fiestas',
    turns: [
      'Buenas! salon de fiestas en Tonala 🎉 cuando entre una reservacion al webhook (trae nombre y total) y el total pase de 5 mil avisame por whatsapp al 33 1876 5432 con el nombre',
      'siempre no, que sea arriba de 8 mil',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': num(8000),
        '3.to': mx('3318765432', '33 1876 5432'),
        '3.message': contains('{{trigger.body.nombre}}'),
      },
    },
  },
  {
    id: 'b24q-33',
    business: 'notaría',
    turns: [
      'Buen dia, le escribo de una notaria en Puebla. Cuando llegue un correo con asunto Escrituras avise en slack en #tramites con el remitente',
      'Cambie el canal a #escrituras y al final agregue un gmail al licenciado a lic.ramos@notaria12.mx con el asunto',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['slack/send_message', 'gmail/send_email'],
      params: {
        '1.query': contains('Escrituras'),
        '2.channel': ch('escrituras'),
        '2.message': contains('{{trigger.from}}'),
        '3.to': 'lic.ramos@notaria12.mx',
      },
      reply: ['#escrituras', 'lic.ramos@notaria12.mx'],
    },
  },
  {
    id: 'b24q-34',
    business: 'despacho de abogados',
    turns: [
      'Buenas tardes, despacho de abogados en San Pedro Garza Garcia ⚖️ ocupo un formulario de consulta con nombre, correo, telefono y asunto, y que se inserte en postgres en la tabla prospectos',
      'y al final mandale un gmail a la persona diciendole que ya recibimos su caso',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.fields': containsAll('nombre', 'correo', 'telefono', 'asunto'),
        '2.query': containsAll('insert', 'prospectos'),
        '3.to': '{{trigger.correo}}',
      },
    },
  },
  {
    id: 'b24q-35',
    business: 'dentista infantil',
    turns: [
      'Hola! dentista infantil en Merida 🦷 cuando agregue una cita en la hoja Citas del archivo 1DeNt1sTa_Mid_CiTas_9090 mandale whatsapp al Telefono de la mama con la Fecha, ni modo que se les olvide',
      'ponle primero una espera de dos horas antes del whatsapp',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1DeNt1sTa_Mid_CiTas_9090',
        '1.sheet_name': 'Citas',
        '2.seconds': num(7200),
        '3.to': '{{trigger.record.Telefono}}',
        '3.message': contains('{{trigger.record.Fecha}}'),
      },
    },
  },
  {
    id: 'b24q-36',
    business: 'clínica veterinaria 24 h',
    turns: [
      'Que onda, clinica veterinaria 24 h en Coyoacan 🐶 cuando entre una urgencia al webhook (mascota, dueño, telefono) mandala al telegram de guardia 44556677 y guardala en la hoja Urgencias del archivo 1VeT24h_Coy_UrgEncias_321',
      'despues del telegram agrega un mensaje al slack #guardia con la mascota',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['telegram/send_message', 'slack/send_message', 'google_sheets/append_row'],
      params: {
        '2.chat_id': tg('44556677'),
        '3.channel': ch('guardia'),
        '3.message': contains('{{trigger.body.mascota}}'),
        '4.spreadsheet_id': '1VeT24h_Coy_UrgEncias_321',
        '4.sheet_name': 'Urgencias',
      },
    },
  },
  {
    id: 'b24q-37',
    business: 'tienda de artesanías',
    turns: [
      'Buenas! tienda de artesanias en Oaxaca 🎨 cuando llegue un pedido al webhook (cliente, correo, total) ponlo en la hoja Ventas del archivo 1ArTeSan1as_Oax_VenTas_777, mandale gmail al cliente de gracias y avisame por telegram al 11223344',
      'quitale lo de telegram',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': '1ArTeSan1as_Oax_VenTas_777',
        '2.sheet_name': 'Ventas',
        '3.to': '{{trigger.body.correo}}',
      },
    },
  },
  {
    id: 'b24q-38',
    business: 'cocina económica',
    turns: [
      'Buen dia! tengo una cocina economica en Toluca 🍲 diario a las 11 lee la hoja Menu de https://docs.google.com/spreadsheets/d/1CoCiNa_Tol_MeNu_246/edit, mandalo por whatsapp al 722 345 6789 y tambien a mi discord https://discord.com/api/webhooks/5544332211/CocinaTok',
      'borra el ultimo paso',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 11 * * *',
        '2.spreadsheet_id': '1CoCiNa_Tol_MeNu_246',
        '2.sheet_name': 'Menu',
        '3.to': mx('7223456789', '722 345 6789'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  },
  {
    id: 'b24q-39',
    business: 'mudanzas',
    turns: [
      'Que tal, mudanzas en Queretaro 🚚 quiero un formulario de cotizacion con nombre, telefono, origen y destino; mandame un gmail con el origen y el destino',
      'mejor en vez de gmail mandamelo por telegram al chat 99887766',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['telegram/send_message'],
      params: {
        '1.fields': containsAll('nombre', 'telefono', 'origen', 'destino'),
        '2.chat_id': tg('99887766'),
        '2.message': containsAll('{{trigger.origen}}', '{{trigger.destino}}'),
      },
    },
  },
  {
    id: 'b24q-40',
    business: 'tlapalería',
    turns: [
      'Buenas! tlapaleria en Aguascalientes 🔩 diario a las 8 de la mañana consulta en postgres la tabla inventario, lo que tenga existencia menor a 5, y mandamelo por whatsapp al 449 112 2334',
      'cambia la hora a las 7',
      'no, mejor dejalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 8 * * *',
        '2.query': containsAll('select', 'inventario', 'existencia'),
        '3.to': mx('4491122334', '449 112 2334'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  },
];
