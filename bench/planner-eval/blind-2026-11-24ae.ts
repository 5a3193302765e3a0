/**
 * Blind held-out batch 2026-11-24ae (40 cases), written from the brief, the catalogue and the
 * types only.
 *
 * Register: voice notes transcribed to text. Owners dictate instead of typing: run-on sentences
 * with little punctuation, fillers ("este", "o sea", "pues", "bueno", "ajá", "mmm"), chains of
 * "y luego… y también… y ya", phones, chat ids, amounts and emails spelled out as said aloud
 * ("seis seis siete…", "dos mil trescientos", "arroba", "punto com"), sentences that restart
 * halfway, and links "pegados" after the dictation. Regional flavour: norteño (Monterrey,
 * Hermosillo, Chihuahua, Culiacán, Torreón, Mexicali), Spanglish from Tijuana, chilango, tapatío,
 * yucateco, costeño (Acapulco), jarocho, bajío (León, Querétaro, Celaya, Irapuato, San Miguel,
 * Silao), plus Puebla, Oaxaca, Chiapas, Pachuca, Campeche, Taxco, Ensenada.
 *
 * Mix:
 *  - 01–23: 23 one-turn plan_ready covering every trigger kind (webhook, form, schedule daily /
 *    weekly / monthly, Gmail new email, Sheets new row, Drive new file, Calendar event starting,
 *    Telegram new message, Slack, GitHub, manual) and every action kind (Sheets append/read,
 *    Gmail, SMTP email, WhatsApp, Telegram, Slack, Discord, HTTP, AI, Postgres, filter, delay,
 *    Drive upload / create folder, Calendar create / list, GitHub issue, webhook respond,
 *    transform).
 *  - 24–28: 5 smart_forms_required (owner's WhatsApp, Slack channel, spreadsheet id, owner's
 *    Telegram chat id, a customer email the form does not collect).
 *  - 29: 1 clarification_needed ("que se guarde en la nube").
 *  - 30: 1 conversation (what happens when a step fails).
 *  - 31–40: 10 multi-turn follow-ups: change an hour, a threshold, a recipient; add a step at the
 *    end (compound, with reply), first, after a named step; remove by service (compound, with
 *    reply), by position (the last one); swap Slack for Discord keeping the data; undo (3 turns).
 */
import { EvalCase, OWNER_EMAIL, contains, one } from './types';

export const blind20261124ae: EvalCase[] = [
  // ───────────────────────── one-turn plan_ready ─────────────────────────
  one(
    'b24ae-01',
    'Tienda de tenis (Monterrey, norteño)',
    'buenas oiga le hablo de la tienda de tenis aqui en monterrey este fijese que cuando me llegue un pedido por el webhook de la pagina el pedido trae el total y el telefono del cliente pues si el total es de mas de dos mil trescientos pesos mandele un whats al cliente que lleva envio gratis y ya',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [2300, '2300'] },
        '3.to': '{{trigger.body.telefono}}',
        '3.message': contains('gratis'),
      },
    },
  ),
  one(
    'b24ae-02',
    'Estética canina (Zapopan, tapatío)',
    'que onda buenas tardes le hablo de la estetica canina en zapopan este pos quiero un formulario que pida nombre correo y raza y que lo guarde en la hoja Clientes y luego le mandas un correo al cliente con el cupon PERRITO15 ándale te pego la liga https://docs.google.com/spreadsheets/d/1pQzX7esteticaCAN9wLk2mTr/edit',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'raza'],
        '2.spreadsheet_id': '1pQzX7esteticaCAN9wLk2mTr',
        '2.sheet_name': 'Clientes',
        '3.to': '{{trigger.correo}}',
        '3.body': contains('PERRITO15'),
      },
    },
  ),
  one(
    'b24ae-03',
    'Panadería (Puebla)',
    'buenas noches soy de la panaderia la espiga en puebla mmm quiero que todos los dias a las ocho de la noche lea la hoja Ventas y luego que la inteligencia artificial me haga un resumen de lo que se vendio y me lo mande a mi correo y ya la liga es https://docs.google.com/spreadsheets/d/1BxPanEspiga_Vtas2025hQw8/edit#gid=0',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 20 * * *',
        '2.spreadsheet_id': '1BxPanEspiga_Vtas2025hQw8',
        '2.sheet_name': 'Ventas',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24ae-04',
    'Purificadora de agua (Hermosillo, norteño)',
    'que tal buenos dias hablo de purificadora el oasis de hermosillo este cada lunes a las nueve de la mañana sacame de la base de datos postgres de la tabla pedidos los de la semana pasada o sea los ultimos siete dias y mandalo al canal ventas de slack pues',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 9 * * 1',
        '2.query': { containsAll: ['select', 'pedidos'] },
        '3.channel': { anyOf: ['#ventas', 'ventas'] },
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24ae-05',
    'Despacho contable (Querétaro, bajío)',
    'buen dia soy del despacho contable de queretaro bueno este el dia primero de cada mes a las siete de la mañana consulta la pagina https://api.tipocambio.mx/hoy y mandame lo que responda por telegram a mi chat que es el ocho cuatro cinco dos uno siete tres nueve cero',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 7 1 * *',
        '2.url': 'https://api.tipocambio.mx/hoy',
        '3.chat_id': { anyOf: ['845217390', 845217390] },
        '3.message': contains('{{steps.2.output.body}}'),
      },
    },
  ),
  one(
    'b24ae-06',
    'Ferretería (León, bajío)',
    'hola buenas le hablo de ferreteria el tornillo de leon este cada que me llegue un correo con asunto factura guardalo en drive en la carpeta 1FacturasTornilloLeonXyz9 y luego tambien apuntalo en la hoja Facturas con quien lo mando y el asunto ándele la hoja es https://docs.google.com/spreadsheets/d/1FerrTornillo_Fact88LeonZq/edit',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file', 'google_sheets/append_row'],
      params: {
        '1.query': contains('factura'),
        '2.folder_id': '1FacturasTornilloLeonXyz9',
        '3.spreadsheet_id': '1FerrTornillo_Fact88LeonZq',
        '3.sheet_name': 'Facturas',
      },
    },
  ),
  one(
    'b24ae-07',
    'Taller mecánico (Mérida, yucateco)',
    'buenas tardes le hablo del taller mecanico hermanos cauich de merida mare este cuando se agregue un renglon en la hoja Servicios mandale un whats al cliente al numero que esta en la columna Telefono que su carro ya esta listo pues ahi va la liga https://docs.google.com/spreadsheets/d/1TallerCauich_Srv77MeridaP/edit',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1TallerCauich_Srv77MeridaP',
        '1.sheet_name': 'Servicios',
        '2.to': '{{trigger.record.Telefono}}',
        '2.message': contains('listo'),
      },
    },
  ),
  one(
    'b24ae-08',
    'Estudio de fotografía (CDMX, chilango)',
    'que onda buenas le hablo del estudio de foto en la roma este neta cuando suban un archivo a la carpeta de drive que es la 1FotosEstudioRoma_QzW3 avisale al canal entregas de slack con el nombre del archivo y ya güey',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['slack/send_message'],
      params: {
        '1.folder_id': '1FotosEstudioRoma_QzW3',
        '2.channel': { anyOf: ['#entregas', 'entregas'] },
        '2.message': contains('{{trigger.name}}'),
      },
    },
  ),
  one(
    'b24ae-09',
    'Consultorio dental (Culiacán, norteño)',
    'buenas plebes le hablo del consultorio dental en culiacan este media hora antes de cada cita de mi calendario mandame un whats a mi numero que es seis seis siete uno dos tres cuatro cinco seis siete con el nombre de la cita y la hora y ya',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': { anyOf: [30, '30'] },
        '2.to': { anyOf: ['6671234567', '+526671234567', '526671234567'] },
        '2.message': contains('{{trigger.title}}'),
      },
    },
  ),
  one(
    'b24ae-10',
    'Refacciones de celulares (Tijuana, Spanglish)',
    'hey que onda le hablo de la tienda de refacciones de celulares en tijuana este cuando un cliente me escriba al bot de telegram que la AI le conteste bien friendly sobre precios de pantallas y le mande la respuesta por el mismo chat ok',
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
    'b24ae-11',
    'Agencia de software (Guadalajara, tapatío)',
    'buenas tardes le hablo de la agencia de software aqui en guadalajara este cuando alguien escriba en slack pero nomas si es en el canal bugs pues que se cree un issue en el repo tapatiosoft diagonal app guion pedidos con lo que escribieron',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'github/create_issue'],
      params: {
        '2.left': '{{trigger.channel}}',
        '2.operator': 'equals',
        '2.right': { anyOf: ['bugs', '#bugs'] },
        '3.repository': 'tapatiosoft/app-pedidos',
      },
    },
  ),
  one(
    'b24ae-12',
    'Estudio de videojuegos indie (Monterrey, norteño)',
    'que onda buenas le hablo del estudio de videojuegos en monterrey este cada que alguien haga push al repositorio de github avisame en discord en este webhook https://discord.com/api/webhooks/11223344/pixelnorte y ya compa',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['discord/send_message'],
      params: {
        '1.events': { anyOf: [['push'], 'push'] },
        '2.webhook_url': 'https://discord.com/api/webhooks/11223344/pixelnorte',
      },
    },
  ),
  one(
    'b24ae-13',
    'Salón de fiestas infantiles (Toluca)',
    'hola buen dia le hablo del salon de fiestas brincolin en toluca este quiero un boton que cuando yo le pique lea los eventos de mi calendario de esta semana y luego que la inteligencia artificial me haga un resumen y me lo mande a mi correo',
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
    'b24ae-14',
    'Escuela de inglés (Chihuahua, norteño)',
    'buenas tardes mire le hablo de la escuela de ingles de chihuahua este cuando llegue una inscripcion por el webhook con nombre correo y curso guardala en la tabla alumnos de la base de datos postgres y luego respondele al webhook con un doscientos que si se recibio',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'webhook/respond'],
      params: {
        '2.query': { containsAll: ['insert', 'alumnos', 'nombre', 'correo', 'curso'] },
        '3.status': { anyOf: [200, '200'] },
      },
    },
  ),
  one(
    'b24ae-15',
    'Inmobiliaria (Acapulco, costeño)',
    'ombe buenas le hablo de la inmobiliaria en acapulco este cuando alguien llene el formulario con nombre telefono y presupuesto ponle un campo origen que diga pagina web y mandalo todo por POST a mi CRM en https://crm.costaventas.mx/api/leads pue',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['transform/set_fields', 'http/request'],
      params: {
        '1.fields': ['nombre', 'telefono', 'presupuesto'],
        '3.url': 'https://crm.costaventas.mx/api/leads',
        '3.method': 'POST',
      },
    },
  ),
  one(
    'b24ae-16',
    'Florería (Oaxaca)',
    'buenas le hablo de la floreria en oaxaca este cuando llegue un pedido por el webhook que trae el telefono del cliente mandale un whats dandole las gracias y luego esperate dos horas y le mandas otro whats pidiendole que nos califique en google y ya',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message', 'delay/wait', 'whatsapp/send_message'],
      params: {
        '2.to': '{{trigger.body.telefono}}',
        '3.seconds': 7200,
        '4.to': '{{trigger.body.telefono}}',
      },
    },
  ),
  one(
    'b24ae-17',
    'Despacho de arquitectos (San Miguel de Allende, bajío)',
    'buenas tardes bueno le hablo del despacho de arquitectos en san miguel de allende este cuando un cliente nuevo llene el formulario con nombre correo y proyecto creale una carpeta en drive con su nombre y tambien mandale un correo de bienvenida al cliente',
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
    'b24ae-18',
    'Clínica de fisioterapia (Morelia)',
    'hola buenos dias le hablo de la clinica de fisioterapia en morelia este quiero un formulario para citas que pida nombre correo y fecha y que cuando lo llenen me cree el evento en mi calendario con el nombre del paciente y lo invite a su correo',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event'],
      params: {
        '1.fields': ['nombre', 'correo', 'fecha'],
        '2.title': contains('{{trigger.nombre}}'),
        '2.start': contains('{{trigger.fecha}}'),
        '2.attendees': { anyOf: [['{{trigger.correo}}'], '{{trigger.correo}}'] },
      },
    },
  ),
  one(
    'b24ae-19',
    'Agencia de viajes (Veracruz, jarocho)',
    'quiubo buenas tardes le hablo de la agencia de viajes en el puerto de veracruz este cuando se agregue una fila en la hoja Reservas mandale un correo por mi servidor SMTP al cliente al de la columna Correo con asunto tu reservacion esta confirmada https://docs.google.com/spreadsheets/d/1ViajesJarocho_Rsv31VerXk/edit',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['email/send_email'],
      params: {
        '1.spreadsheet_id': '1ViajesJarocho_Rsv31VerXk',
        '1.sheet_name': 'Reservas',
        '2.to': '{{trigger.record.Correo}}',
        '2.subject': contains('confirmada'),
      },
    },
  ),
  one(
    'b24ae-20',
    'Food truck de hamburguesas (Mexicali, norteño)',
    'que tal buenas le hablo del food truck de hamburguesas en mexicali este cuando me escriban al bot de telegram guarda el mensaje en la hoja Pedidos y luego contestale al cliente en el mismo chat que ya recibimos su pedido la hoja es https://docs.google.com/spreadsheets/d/1FoodTruckMxl_Ped55HambQ/edit',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': '1FoodTruckMxl_Ped55HambQ',
        '2.sheet_name': 'Pedidos',
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('recibimos'),
      },
    },
  ),
  one(
    'b24ae-21',
    'Gimnasio (Aguascalientes)',
    'buenas le hablo del gimnasio en aguascalientes este cuando me llegue el aviso de pago por el webhook nomas si el campo estatus dice aprobado actualiza en la tabla socios que ya pago con el correo que viene y avisame por telegram a mi chat siete siete uno cero cuatro dos dos nueve',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'postgres/query', 'telegram/send_message'],
      params: {
        '2.left': '{{trigger.body.estatus}}',
        '2.operator': 'equals',
        '2.right': 'aprobado',
        '3.query': { containsAll: ['update', 'socios'] },
        '4.chat_id': { anyOf: ['77104229', 77104229] },
      },
    },
  ),
  one(
    'b24ae-22',
    'Veterinaria (Campeche)',
    'buenos dias le hablo de la veterinaria en campeche este todos los dias a las siete menos cuarto de la mañana revisa mi calendario y mandame por whats las citas del dia a mi numero novecientos ochenta y uno ciento dos treinta y tres cuarenta y cuatro',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '45 6 * * *',
        '3.to': { anyOf: ['9811023344', '+529811023344', '529811023344'] },
        '3.message': contains('{{steps.2.output.events}}'),
      },
    },
  ),
  one(
    'b24ae-23',
    'Distribuidora de abarrotes (Tampico)',
    'buenas tardes le hablo de la distribuidora de abarrotes en tampico este cuando me llegue un correo de pedidos arroba abarrotesdonpepe punto com que la inteligencia artificial lo resuma y lo mande al canal compras de slack',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'slack/send_message'],
      params: {
        '1.query': contains('pedidos@abarrotesdonpepe.com'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.channel': { anyOf: ['#compras', 'compras'] },
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),

  // ───────────────────────── smart forms ─────────────────────────
  one(
    'b24ae-24',
    'Pastelería (Celaya, bajío)',
    'hola buenas tardes le hablo de la pasteleria en celaya este cuando me caiga un pedido de pastel por el webhook de la tienda avisame por whatsapp con el nombre del cliente y la fecha de entrega porfa',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      asks: ['2.to'],
    },
  ),
  one(
    'b24ae-25',
    'Coworking (Puebla)',
    'buen dia mmm le hablo del coworking en puebla este quiero un formulario de reservas con nombre correo y fecha y cuando alguien lo llene pues que le avise a mi equipo en slack y ya',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['slack/send_message'],
      asks: ['2.channel'],
    },
  ),
  one(
    'b24ae-26',
    'Materiales eléctricos (Irapuato, bajío)',
    'que tal le hablo de materiales electricos del bajio en irapuato este cuando llegue una venta por el webhook apuntala en la pestaña Ventas de mi hoja de calculo de google con el producto y la cantidad ajá',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row'],
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24ae-27',
    'Consultorio de psicología (Xalapa)',
    'buenas noches le hablo del consultorio de psicologia en xalapa este cuando me llegue un correo con asunto urgente mandame un mensaje a mi telegram con quien lo manda y el asunto por favor',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['telegram/send_message'],
      params: { '1.query': contains('urgente') },
      asks: ['2.chat_id'],
    },
  ),
  one(
    'b24ae-28',
    'Escuela de natación (Mazatlán)',
    'buenas le hablo de la escuela de natacion en mazatlan este quiero un formulario de inscripcion que nada mas pida nombre y telefono nada mas eso y cuando lo llenen le mandas un correo al papa con los horarios de las clases',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      asks: ['2.to'],
    },
  ),

  // ───────────────────────── clarification / conversation ─────────────────────────
  one(
    'b24ae-29',
    'Imprenta (Durango)',
    'hola buenas le hablo de la imprenta en durango este cuando un cliente me mande su diseño por el formulario quiero que se guarde en la nube o sea pa tenerlo a la mano y ya',
    { status: 'clarification_needed' },
  ),
  one(
    'b24ae-30',
    'Tortillería (Ciudad Obregón, norteño)',
    'buenas tardes oiga una pregunta nomas le hablo de la tortilleria en ciudad obregon este si yo hago una automatizacion y un paso falla que pasa me avisan o como le hago pa saber',
    { status: 'conversation' },
  ),

  // ───────────────────────── multi-turn follow-ups ─────────────────────────
  {
    id: 'b24ae-31',
    business: 'Platería (Taxco)',
    turns: [
      'buenas le hablo de la plateria en taxco este todos los dias a las ocho de la mañana consulta el precio de la plata en https://api.metales.mx/plata y mandamelo por whats a mi numero siete seis dos uno cero nueve ocho siete seis cinco',
      'oiga este bueno sabe que mejor que sea a las nueve y media de la noche porfa lo demas igual',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '30 21 * * *',
        '2.url': 'https://api.metales.mx/plata',
        '3.to': { anyOf: ['7621098765', '+527621098765', '527621098765'] },
      },
    },
  },
  {
    id: 'b24ae-32',
    business: 'Papelería (Pachuca)',
    turns: [
      'buenas tardes le hablo de la papeleria en pachuca este cuando se agregue una fila en la hoja Inventario nomas si la columna Existencias es menor de diez mandame un telegram a mi chat cinco cinco cero uno dos tres cuatro https://docs.google.com/spreadsheets/d/1PapelPachuca_Inv09KtrWs/edit',
      'ah no espera mmm mejor que sea menos de cinco o sea cuando ya casi no quede nada',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'telegram/send_message'],
      params: {
        '1.spreadsheet_id': '1PapelPachuca_Inv09KtrWs',
        '1.sheet_name': 'Inventario',
        '2.left': '{{trigger.record.Existencias}}',
        '2.operator': 'less_than',
        '2.right': { anyOf: [5, '5'] },
        '3.chat_id': { anyOf: ['5501234', 5501234] },
      },
    },
  },
  {
    id: 'b24ae-33',
    business: 'Hotel boutique (Valladolid, yucateco)',
    turns: [
      'buenas le hablo del hotel boutique en valladolid yucatan este cuando alguien llene el formulario de reservas con nombre correo y fechas mandale un correo a recepcion arroba casaxkeken punto com punto eme equis con los datos',
      'mare no mejor que le llegue a reservas arroba casaxkeken punto com punto eme equis ya no a recepcion',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: { '2.to': 'reservas@casaxkeken.com.mx' },
    },
  },
  {
    id: 'b24ae-34',
    business: 'Mueblería (Tlaquepaque, tapatío)',
    turns: [
      'que onda le hablo de la muebleria en tlaquepaque este cuando entre una fila nueva en la hoja Pedidos avisale al canal pedidos de slack con el Cliente y el Producto ira aqui esta la liga https://docs.google.com/spreadsheets/d/1MuebleTlaq_Ped44Zx9Lm/edit',
      'oye pos el canal mejor que sea bodega y ya al final tambien mandame un correo a mi con el mismo aviso pues',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['slack/send_message', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1MuebleTlaq_Ped44Zx9Lm',
        '1.sheet_name': 'Pedidos',
        '2.channel': { anyOf: ['#bodega', 'bodega'] },
        '3.to': OWNER_EMAIL,
      },
      reply: ['bodega'],
    },
  },
  {
    id: 'b24ae-35',
    business: 'Lavandería (Tuxtla Gutiérrez)',
    turns: [
      'buenas le hablo de la lavanderia en tuxtla este cuando llegue un pedido por el webhook que trae nombre y telefono guardalo en la hoja Servicios y mandale un whats al cliente que ya lo recibimos https://docs.google.com/spreadsheets/d/1LavaTuxtla_Srv12PqR7n/edit',
      'ah y antes que nada o sea primerito de todo que se espere diez minutos antes de hacer lo demas',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['delay/wait', 'google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.seconds': 600,
        '3.spreadsheet_id': '1LavaTuxtla_Srv12PqR7n',
        '3.sheet_name': 'Servicios',
        '4.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24ae-36',
    business: 'Agencia de marketing (San Pedro Garza García, norteño)',
    turns: [
      'buenas tardes le hablo de la agencia de marketing en san pedro este cuando me llegue un correo que la inteligencia artificial me lo resuma y me lo mande a mi telegram mi chat es tres nueve ocho siete seis cinco cuatro tres',
      'y ya despues del resumen guardalo tambien en la hoja Correos de este archivo https://docs.google.com/spreadsheets/d/1MktSanPedro_Crr63VbN2/edit porfa',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row', 'telegram/send_message'],
      params: {
        '3.spreadsheet_id': '1MktSanPedro_Crr63VbN2',
        '3.sheet_name': 'Correos',
        '4.chat_id': { anyOf: ['39876543', 39876543] },
        '4.message': contains('{{steps.2.output.text}}'),
      },
    },
  },
  {
    id: 'b24ae-37',
    business: 'Academia de baile (Torreón, norteño)',
    turns: [
      'buenas le hablo de la academia de baile en torreon este cuando alguien se inscriba en el formulario con nombre telefono y clase guardalo en la hoja Alumnos y avisale al canal inscripciones en slack y mandame un correo a mi tambien https://docs.google.com/spreadsheets/d/1BaileTorreon_Alm28HgF5/edit',
      'sabes que quitale lo de slack ya casi no lo usamos y la pestaña no es Alumnos se llama Inscripciones',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': '1BaileTorreon_Alm28HgF5',
        '2.sheet_name': 'Inscripciones',
        '3.to': OWNER_EMAIL,
      },
      reply: ['Slack', 'Inscripciones'],
    },
  },
  {
    id: 'b24ae-38',
    business: 'Cafetería de especialidad (Coatepec)',
    turns: [
      'buenas tardes le hablo de la cafeteria en coatepec este cuando llegue un pedido en linea por el webhook ponle un campo sucursal que diga centro y mandalo por POST a https://pos.cafecoatepec.mx/api/ordenes y luego avisa en discord en https://discord.com/api/webhooks/5566/cafecoatepec',
      'mmm sabes que quita el ultimo paso ese no lo ocupo la verdad',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'http/request'],
      params: {
        '3.url': 'https://pos.cafecoatepec.mx/api/ordenes',
        '3.method': 'POST',
      },
    },
  },
  {
    id: 'b24ae-39',
    business: 'Cervecería artesanal (Ensenada)',
    turns: [
      'que onda le hablo de la cerveceria artesanal en ensenada este cada viernes a las seis de la tarde lee la hoja Barriles y manda el inventario al canal produccion de slack la liga es https://docs.google.com/spreadsheets/d/1CheveEns_Barr90JkL3/edit',
      'sabes que mejor en vez de slack que sea por discord en este webhook https://discord.com/api/webhooks/7788/cervezaensenada lo mismo eh',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'discord/send_message'],
      params: {
        '1.cron_expression': '0 18 * * 5',
        '2.spreadsheet_id': '1CheveEns_Barr90JkL3',
        '2.sheet_name': 'Barriles',
        '3.webhook_url': 'https://discord.com/api/webhooks/7788/cervezaensenada',
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  },
  {
    id: 'b24ae-40',
    business: 'Renta de andamios (Silao, bajío)',
    turns: [
      'buenos dias le hablo de andamios del centro en silao este el dia quince de cada mes a las diez de la mañana saca de la tabla rentas de postgres las que ya estan vencidas y mandamelo a mi correo',
      'oiga mejor que sea el dia primero de cada mes a la misma hora',
      'no no bueno mmm deshaz eso que te dije dejalo como estaba antes',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 10 15 * *',
        '2.query': { containsAll: ['select', 'rentas'] },
        '3.to': OWNER_EMAIL,
      },
    },
  },
];
