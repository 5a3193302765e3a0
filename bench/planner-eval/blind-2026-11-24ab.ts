/**
 * Blind held-out batch 2026-11-24 "ab" (40 cases), written without seeing the assistant's code
 * or any earlier batch.
 *
 * Mix:
 *  - 01–23  one-turn plan_ready: every trigger kind (webhook, form, schedule daily / weekly /
 *           monthly, Gmail new email, Sheets new row, Drive new file, Calendar event starting,
 *           Telegram new message, Slack, GitHub, manual) and every action kind (Sheets append /
 *           read, Gmail, SMTP, WhatsApp, Telegram, Slack, Discord, HTTP, AI, Postgres, filter,
 *           delay, Drive upload / create folder, Calendar create / list, GitHub issue, webhook
 *           respond, transform).
 *  - 24–28  smart_forms_required: owner's WhatsApp, Slack channel, spreadsheet id, owner's
 *           Telegram chat id, a customer email the form does not collect.
 *  - 29     clarification_needed ("en la nube"); 30 conversation (how to connect Google).
 *  - 31–40  multi-turn edits: hour + add Slack (compound, with reply), threshold, recipient,
 *           add at end, add first, add after a named step, remove by service, remove by
 *           position, swap Slack → Discord keeping data, undo (3 turns).
 *
 * Register: young owners texting fast — lowercase, "q", "xq", "pa", "tmb", "xfa", "porfa",
 * "whats", "msj", emoji, Spanglish ("order", "reminder", "leads", "sheet"), regional voices
 * (norteño: mty, hermosillo, culiacán, tijuana, chihuahua, saltillo, reynosa, mexicali;
 * chilango; tapatío; yucateco / peninsular: mérida, campeche, cancún, playa; costeño: veracruz,
 * tampico, mazatlán, colima; bajío: qro, león, celaya, irapuato, aguascalientes, slp).
 * Every business appears once.
 */
import { EvalCase, OWNER_EMAIL, contains, one } from './types';

/** Equivalent spellings of a Mexican mobile number (10 digits as the owner gave it). */
const phone = (ten: string, asWritten?: string) => ({
  anyOf: [
    ten,
    `+52${ten}`,
    `52${ten}`,
    `+521${ten}`,
    `521${ten}`,
    ...(asWritten ? [asWritten] : []),
  ],
});

/** A chat id as text or as a number. */
const chatId = (id: string) => ({ anyOf: [id, Number(id)] });

/** A Slack channel with or without the hash. */
const channel = (name: string) => ({ anyOf: [`#${name}`, name] });

/** A number as number or text. */
const num = (n: number) => ({ anyOf: [n, String(n)] });

const containsAll = (...parts: string[]) => ({ containsAll: parts });

export const blind20261124ab: EvalCase[] = [
  // ───────────────────────── one-turn plan_ready (23) ─────────────────────────
  one(
    'b24ab-01',
    'Tienda de tenis (Monterrey)',
    'q onda!! tengo una tienda de tenis en mty 👟 cuando me llegue un order a mi webhook y el total sea mayor a 2,500 pesos mandale whats al cliente al phone q viene en el pedido con el cupon TENIS10 pa su sig compra, ahi nos vidrios',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': num(2500),
        '3.to': '{{trigger.body.phone}}',
        '3.message': contains('TENIS10'),
      },
    },
  ),
  one(
    'b24ab-02',
    'Estudio de tatuajes (Guadalajara)',
    'quiubo! tengo un estudio de tatuajes en gdl, kiero un form pa agendar con nombre, correo, telefono y diseño, q se guarde en la hoja Citas del sheet 1TatGdl8xQpLm y q le llegue un correo al cliente confirmando xfa',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'telefono', 'diseno'],
        '2.spreadsheet_id': '1TatGdl8xQpLm',
        '2.sheet_name': 'Citas',
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24ab-03',
    'Cafetería (Mérida)',
    'buenas! tengo una cafeteria en merida, mare q calor 🥵 diario a las 8 de la noche lee el sheet de ventas 1CafeMid2026aa hoja Ventas, q la IA me haga un resumen cortito y me lo mande a mi correo porfa',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 20 * * *',
        '2.spreadsheet_id': '1CafeMid2026aa',
        '2.sheet_name': 'Ventas',
        '3.prompt': contains('steps.2.output.rows'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('steps.3.output.text'),
      },
    },
  ),
  one(
    'b24ab-04',
    'Distribuidora de abarrotes (Puebla)',
    'hola, tengo una distribuidora de abarrotes en puebla, cada lunes a las 9 am saca de la tabla inventario de postgres los productos con stock menor a 10 y mandalo al canal #compras de slack pa q los pidan 🙏',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 9 * * 1',
        '2.query': containsAll('select', 'inventario', 'stock'),
        '3.channel': channel('compras'),
        '3.message': contains('steps.2.output.rows'),
      },
    },
  ),
  one(
    'b24ab-05',
    'Agencia de marketing (CDMX)',
    'q onda, tenemos una agencia de marketing en la cdmx, neta necesito q el dia 1 de cada mes a las 7am jale los datos de https://api.agenciachida.mx/metricas, q la ia haga un resumen y lo mande al grupo de telegram -1001234567890 😎',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 7 1 * *',
        '2.url': 'https://api.agenciachida.mx/metricas',
        '3.prompt': contains('steps.2.output.body'),
        '4.chat_id': chatId('-1001234567890'),
        '4.message': contains('steps.3.output.text'),
      },
    },
  ),
  one(
    'b24ab-06',
    'Despacho contable (Querétaro)',
    'hola!! tengo un despacho contable en qro, cuando me llegue un correo con asunto factura q la ia saque el RFC y el monto y lo apunte en la hoja Facturas de este sheet https://docs.google.com/spreadsheets/d/1QroConta9fZtW3k/edit#gid=0 porfis',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row'],
      params: {
        '1.query': contains('factura'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.spreadsheet_id': '1QroConta9fZtW3k',
        '3.sheet_name': 'Facturas',
      },
    },
  ),
  one(
    'b24ab-07',
    'Panadería (León)',
    'buenas, tengo una panaderia en leon gto, cuando entre una fila nueva a la hoja Pedidos del sheet 1LeonPan55rT y la columna Estatus diga listo, mandale correo al cliente a su Correo x el smtp de la panaderia, no x gmail',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'email/send_email'],
      params: {
        '1.spreadsheet_id': '1LeonPan55rT',
        '1.sheet_name': 'Pedidos',
        '2.left': '{{trigger.record.Estatus}}',
        '2.operator': { anyOf: ['equals', 'contains'] },
        '2.right': 'listo',
        '3.to': '{{trigger.record.Correo}}',
      },
    },
  ),
  one(
    'b24ab-08',
    'Inmobiliaria (Cancún)',
    'hey! somos una inmobiliaria en cancun 🌴 cada q suban un archivo nuevo a la carpeta de drive 1CunFotosDrv77 avisale al equipo en slack en el canal #listings con el nombre del archivo',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['slack/send_message'],
      params: {
        '1.folder_id': '1CunFotosDrv77',
        '2.channel': channel('listings'),
        '2.message': contains('{{trigger.name}}'),
      },
    },
  ),
  one(
    'b24ab-09',
    'Consultorio dental (Hermosillo)',
    'q tal, tengo un consultorio dental en hermosillo, 15 min antes de cada cita de mi calendar mandame un whats al 662 123 4567 con el titulo de la cita y el lugar, ta bueno?',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': num(15),
        '2.to': phone('6621234567', '662 123 4567'),
        '2.message': containsAll('{{trigger.title}}', '{{trigger.location}}'),
      },
    },
  ),
  one(
    'b24ab-10',
    'Florería (Oaxaca)',
    'holi, tengo una floreria en oaxaca 🌹 cuando alguien le escriba a mi bot de telegram q la ia le conteste amable con los precios: ramo de rosas 450, girasoles 380 y arreglo grande 1,200 pesos, y q le responda en el mismo chat',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai/generate_text', 'telegram/send_message'],
      params: {
        '2.prompt': containsAll('{{trigger.text}}', '450', '380'),
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('steps.2.output.text'),
      },
    },
  ),
  one(
    'b24ab-11',
    'Desarrolladora de apps (Saltillo)',
    'q onda, tenemos una desarrolladora de apps en saltillo, cuando alguien escriba en nuestro slack, nomas si es en el canal bugs, crea un issue en github en el repo saltiapps/app-clientes con el texto del msj',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'github/create_issue'],
      params: {
        '2.left': '{{trigger.channel}}',
        '2.operator': { anyOf: ['equals', 'contains'] },
        '2.right': { anyOf: ['bugs', '#bugs'] },
        '3.repository': 'saltiapps/app-clientes',
      },
    },
  ),
  one(
    'b24ab-12',
    'Estudio de videojuegos (Morelia)',
    'buenas, somos un estudio de videojuegos indie en morelia 🎮 cuando haya un push o un pull request en nuestro repo de github avisa en discord con este webhook https://discord.com/api/webhooks/112233/MoreliaDev porfa',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['discord/send_message'],
      params: {
        '2.webhook_url': 'https://discord.com/api/webhooks/112233/MoreliaDev',
      },
    },
  ),
  one(
    'b24ab-13',
    'Tienda online de ropa (Tijuana)',
    'q onda, tengo una tienda online de ropa en tijuana, kiero un boton q cuando le pique borre de la tabla carritos de postgres los q tengan mas de 30 dias y me mande un correo con cuantos se borraron',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '2.query': containsAll('delete', 'carritos'),
        '3.to': OWNER_EMAIL,
      },
    },
  ),
  one(
    'b24ab-14',
    'Gimnasio (Culiacán)',
    'q onda plebes 💪 tengo un gym en culiacan, cuando llegue un post a mi webhook con un socio nuevo (nombre, email y plan) guardalo en la tabla socios de postgres y respondele 200 con un ok',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'webhook/respond'],
      params: {
        '2.query': containsAll('insert', 'socios', 'nombre', 'email', 'plan'),
        '3.status': num(200),
      },
    },
  ),
  one(
    'b24ab-15',
    'Notaría (Toluca)',
    'hola, trabajo en una notaria en toluca, kiero un form con nombre, rfc y tramite, y q cuando lo llenen se cree una carpeta en drive con el nombre del cliente y avise en slack al canal #tramites',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_drive/create_folder', 'slack/send_message'],
      params: {
        '1.fields': ['nombre', 'rfc', 'tramite'],
        '2.name': contains('{{trigger.nombre}}'),
        '3.channel': channel('tramites'),
      },
    },
  ),
  one(
    'b24ab-16',
    'Salón de belleza (Veracruz)',
    'q onda, tengo un salon de belleza en veracruz puerto 💅 todos los dias a las 7 de la mañana revisa mi google calendar y mandame x whats al 229 123 4567 la lista de citas del dia',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '3.to': phone('2291234567', '229 123 4567'),
        '3.message': contains('steps.2.output.events'),
      },
    },
  ),
  one(
    'b24ab-17',
    'Escuela de manejo (Aguascalientes)',
    'hola, tengo una escuela de manejo en aguascalientes 🚗 quiero un form con nombre, correo y fecha pa q agenden su clase, q se cree el evento en mi calendar con esa fecha y le mande correo al alumno confirmando',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'fecha'],
        '2.start': '{{trigger.fecha}}',
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24ab-18',
    'Paletería (Colima)',
    'q tal, tengo una paleteria en colima 🍦 cuando llegue un pedido a mi webhook arma un campo cliente juntando nombre y apellido y otro con el total, y guardalo en la hoja Ventas Web del sheet 1ColPal3ta0K',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'google_sheets/append_row'],
      params: {
        '3.spreadsheet_id': '1ColPal3ta0K',
        '3.sheet_name': 'Ventas Web',
      },
    },
  ),
  one(
    'b24ab-19',
    'Renta de mobiliario para fiestas (Chihuahua)',
    'q onda, rento sillas y mesas pa fiestas en chihuahua, cuando entre una fila nueva en la hoja Reservas del sheet 1ChihRenta4u esperate 2 horas y mandale un whats al cliente a su Telefono con un reminder de su reserva',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1ChihRenta4u',
        '1.sheet_name': 'Reservas',
        '2.seconds': num(7200),
        '3.to': '{{trigger.record.Telefono}}',
      },
    },
  ),
  one(
    'b24ab-20',
    'Imprenta (San Luis Potosí)',
    'hola, tengo una imprenta en slp, cuando me llegue un correo de pedidos@papeleriaelsol.mx guarda lo q dice el correo como archivo en mi carpeta de drive 1SlpImpr3ntaF, con el asunto como nombre del archivo',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file'],
      params: {
        '1.query': contains('pedidos@papeleriaelsol.mx'),
        '2.name': contains('{{trigger.subject}}'),
        '2.content': contains('{{trigger.body}}'),
        '2.folder_id': '1SlpImpr3ntaF',
      },
    },
  ),
  one(
    'b24ab-21',
    'Taller mecánico (Mexicali)',
    'q onda, tengo un taller mecanico en mexicali, cada viernes a las 6 de la tarde lee la hoja Gastos del sheet 1MxliTaller9 y mandale los gastos por gmail a mi contador contador.ruiz@gmail.com',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 18 * * 5',
        '2.spreadsheet_id': '1MxliTaller9',
        '2.sheet_name': 'Gastos',
        '3.to': 'contador.ruiz@gmail.com',
        '3.body': contains('steps.2.output.rows'),
      },
    },
  ),
  one(
    'b24ab-22',
    'Repostería (Campeche)',
    'buenas, hago pasteles en campeche 🎂 cuando me escriban al bot de telegram y el msj diga pedido, guardalo en la hoja Pedidos Bot del sheet 1CamPast3lz con el texto y el chat id',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['filter/condition', 'google_sheets/append_row'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'contains',
        '2.right': 'pedido',
        '3.spreadsheet_id': '1CamPast3lz',
        '3.sheet_name': 'Pedidos Bot',
      },
    },
  ),
  one(
    'b24ab-23',
    'Escuela de inglés (Tampico)',
    'q onda, tengo una escuela de ingles en tampico, cuando llegue un pago al webhook mandalo con POST a https://facturas.tampicoenglish.mx/api/emitir pa q se facture y avisame x telegram a mi chat 987654321',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['http/request', 'telegram/send_message'],
      params: {
        '2.url': 'https://facturas.tampicoenglish.mx/api/emitir',
        '2.method': 'POST',
        '3.chat_id': chatId('987654321'),
      },
    },
  ),

  // ───────────────────────── smart_forms_required (5) ─────────────────────────
  one(
    'b24ab-24',
    'Ferretería (Durango)',
    'buenas, tengo una ferreteria en durango, cuando entre una venta nueva en la hoja Ventas del sheet 1DgoFerre7x mandame un whats con el Total y el Cliente xfa',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1DgoFerre7x',
        '1.sheet_name': 'Ventas',
        '2.message': contains('{{trigger.record.Total}}'),
      },
      asks: ['2.to'],
    },
  ),
  one(
    'b24ab-25',
    'Agencia de viajes (Playa del Carmen)',
    'hola!! tenemos una agencia de viajes en playa del carmen ✈️ cuando nos llegue un correo con asunto reservacion avisale al equipo x slack con el asunto y quien lo mando',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['slack/send_message'],
      params: {
        '1.query': contains('reservacion'),
        '2.message': containsAll('{{trigger.subject}}', '{{trigger.from}}'),
      },
      asks: ['2.channel'],
    },
  ),
  one(
    'b24ab-26',
    'Veterinaria (Mazatlán)',
    'q onda, tengo una veterinaria en mazatlan 🐶 quiero un form con dueño, mascota y telefono y q todo se guarde en la hoja Pacientes de mi google sheet, gracias compa',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row'],
      params: {
        '2.sheet_name': 'Pacientes',
      },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24ab-27',
    'Minisúper (Zacatecas)',
    'buenas, tengo un minisuper en zacatecas, diario a las 10 de la noche saca el total de ventas del dia de la tabla ventas de postgres y mandamelo x telegram porfa',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 22 * * *',
        '2.query': containsAll('select', 'ventas'),
      },
      asks: ['3.chat_id'],
    },
  ),
  one(
    'b24ab-28',
    'Lavandería (Ciudad Obregón)',
    'q tal, tengo una lavanderia en obregon 🧺 quiero un form donde pongan nombre, telefono y kilos, y q al cliente le llegue un correo con su ticket',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      asks: ['2.to'],
    },
  ),

  // ───────────────────────── clarification / conversation ─────────────────────────
  one(
    'b24ab-29',
    'Librería (Xalapa)',
    'hola, tengo una libreria en xalapa 📚 cuando me llegue un correo con factura quiero q se guarde en la nube, se puede?',
    { status: 'clarification_needed' },
  ),
  one(
    'b24ab-30',
    'Barbería (Torreón)',
    'q onda, tengo una barberia en torreon 💈 oye y como le hago pa conectar mi cuenta de google en enlaza? no le entiendo bien',
    { status: 'conversation' },
  ),

  // ───────────────────────── multi-turn edits (10) ─────────────────────────
  {
    id: 'b24ab-31',
    business: 'Pizzería (Ensenada)',
    turns: [
      'q onda, tengo una pizzeria en ensenada 🍕 diario a las 9 de la mañana mandame a mi correo las ventas de ayer de la hoja Ventas del sheet 1EnsPizza22b',
      'mejor a las 11 y q tmb lo mande al canal #ventas de slack',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 11 * * *',
        '2.spreadsheet_id': '1EnsPizza22b',
        '2.sheet_name': 'Ventas',
        '3.to': OWNER_EMAIL,
        '4.channel': channel('ventas'),
      },
      reply: ['11', 'ventas'],
    },
  },
  {
    id: 'b24ab-32',
    business: 'Tienda de celulares (Reynosa)',
    turns: [
      'q onda, vendo celulares en reynosa 📱 cuando llegue un order a mi webhook y el total sea mayor a 1,000 pesos mandale whats al cliente a su telefono con el folio',
      'mejor nomas arriba de 3 mil',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': num(3000),
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24ab-33',
    business: 'Catering (Cuernavaca)',
    turns: [
      'hola, tengo un catering en cuernavaca, quiero un form de cotizaciones con nombre, correo, fecha y personas, y q cada cotizacion me llegue x correo a ventas@cateringmorelos.mx',
      'no, mejor q le llegue a eventos@cateringmorelos.mx',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'fecha', 'personas'],
        '2.to': 'eventos@cateringmorelos.mx',
      },
    },
  },
  {
    id: 'b24ab-34',
    business: 'Estética canina (Celaya)',
    turns: [
      'buenas, tengo una estetica canina en celaya 🐩 cuando me llegue un correo con asunto cita apuntalo en la hoja Citas del sheet 1CelPerr0s5 con quien lo manda y el asunto',
      'y q tmb me avise x telegram al 5512345678',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '1.query': contains('cita'),
        '2.spreadsheet_id': '1CelPerr0s5',
        '2.sheet_name': 'Citas',
        '3.chat_id': chatId('5512345678'),
      },
    },
  },
  {
    id: 'b24ab-35',
    business: 'Academia de baile (Tlaquepaque)',
    turns: [
      'q onda, tengo una academia de baile en tlaquepaque 💃 cuando llegue un lead a mi webhook mandale whats al tel q trae con la info de las clases',
      'antes de eso guardalo en la hoja Leads del sheet 1TlqBaile8m',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1TlqBaile8m',
        '2.sheet_name': 'Leads',
        '3.to': { anyOf: ['{{trigger.body.tel}}', '{{trigger.body.telefono}}'] },
      },
    },
  },
  {
    id: 'b24ab-36',
    business: 'Hostal (San Cristóbal de las Casas)',
    turns: [
      'hola, tengo un hostal en san cristobal, cada domingo a las 8 pm saca de la tabla reservas de postgres las llegadas de la semana q viene y mandalas a slack al canal #recepcion',
      'despues de lo de postgres mete q la ia lo resuma bonito',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'slack/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 20 * * 0', '0 20 * * 7'] },
        '2.query': containsAll('select', 'reservas'),
        '3.prompt': contains('steps.2.output.rows'),
        '4.channel': channel('recepcion'),
      },
    },
  },
  {
    id: 'b24ab-37',
    business: 'Mueblería (Tepic)',
    turns: [
      'q tal, tengo una muebleria en tepic, cuando llegue un pedido al webhook guardalo en la hoja Pedidos del sheet 1TepMueb1es, avisa en slack en #bodega y mandame whats al 311 555 1234',
      'quitale lo de slack',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1TepMueb1es',
        '2.sheet_name': 'Pedidos',
        '3.to': phone('3115551234', '311 555 1234'),
      },
    },
  },
  {
    id: 'b24ab-38',
    business: 'Clínica de nutrición (Irapuato)',
    turns: [
      'hola, tengo una clinica de nutricion en irapuato 🥗 form con nombre, correo y objetivo, guardalo en la hoja Pacientes del sheet 1IraNutri44, mandale correo de bienvenida al paciente y avisame x whats al 462 100 2030',
      'borra el paso 3',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1IraNutri44',
        '2.sheet_name': 'Pacientes',
        '3.to': phone('4621002030', '462 100 2030'),
      },
    },
  },
  {
    id: 'b24ab-39',
    business: 'Cervecería artesanal (Tecate)',
    turns: [
      'q onda, tenemos una cerveceria artesanal en tecate 🍺 cada lunes a las 8 am lee la hoja Inventario del sheet 1TctBirra77 y mandalo al canal #produccion de slack',
      'cambia slack x discord, el webhook es https://discord.com/api/webhooks/445566/TecateBrew',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'discord/send_message'],
      params: {
        '1.cron_expression': '0 8 * * 1',
        '2.spreadsheet_id': '1TctBirra77',
        '2.sheet_name': 'Inventario',
        '3.webhook_url': 'https://discord.com/api/webhooks/445566/TecateBrew',
        '3.message': contains('steps.2.output.rows'),
      },
    },
  },
  {
    id: 'b24ab-40',
    business: 'Farmacia (Villahermosa)',
    turns: [
      'buenas, tengo una farmacia en villahermosa, diario a las 8 de la mañana mandame un whats al 993 222 3344 con las ventas de ayer de la tabla ventas de postgres',
      'mejor a las 9',
      'nel, deshaz eso, dejalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 8 * * *',
        '2.query': containsAll('select', 'ventas'),
        '3.to': phone('9932223344', '993 222 3344'),
      },
    },
  },
];
