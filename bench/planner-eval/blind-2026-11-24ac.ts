/**
 * Blind held-out batch 2026-11-24 "ac" — 40 cases written without seeing the assistant's code
 * or any earlier batch.
 *
 * Mix: 23 one-turn plan_ready (01–23) covering every trigger kind (webhook, form, schedule
 * daily / weekly / monthly, Gmail new email, Sheets new row, Drive new file, Calendar event
 * starting, Telegram new message, Slack, GitHub, manual) and every action kind (Sheets
 * append/read, Gmail, SMTP, WhatsApp, Telegram, Slack, Discord, HTTP, AI, Postgres, filter,
 * delay, Drive upload/create folder, Calendar create/list, GitHub issue, webhook respond,
 * transform); 5 smart_forms_required (24–28: owner's WhatsApp, Slack channel, spreadsheet,
 * owner's Telegram chat id, a customer email the webhook lacks); 1 clarification_needed (29);
 * 1 conversation (30); 10 multi-turn edits (31–40: new hour + add at end, threshold,
 * recipient, compound change with reply, add first, add after a named step, remove by
 * service, remove by position, swap Gmail→SMTP keeping data, undo).
 *
 * Register "ac": owners who state rules with conditions and exceptions ("nomás cuando",
 * "menos cuando", "siempre y cuando", "si es más de…"), thresholds in many spellings
 * ("8 mil", "1,500 varos", "cincuenta"), fields named as the owner calls them; rural and
 * small-town businesses (tortillería, ranchos, cooperativas, fletes, agro) mixed with city
 * ones, across norteño, chilango, tapatío, yucateco, costeño and bajío Spanish.
 */
import { EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A Mexican mobile number in its equally right spellings. */
const phone = (ten: string) => ({ anyOf: [`+52${ten}`, `52${ten}`, ten, `+521${ten}`, `521${ten}`] });
/** A number that may come as a number or as its text. */
const num = (n: number) => ({ anyOf: [n, String(n)] });
/** A Telegram chat id as text or number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });
/** A Slack channel with or without '#'. */
const channel = (name: string) => ({ anyOf: [`#${name}`, name] });
const containsAll = (...parts: string[]) => ({ containsAll: parts });

export const blind20261124ac: EvalCase[] = [
  // ───────────── one-turn plan_ready ─────────────
  one(
    'b24ac-01',
    'Tortillería en Fresnillo, Zacatecas',
    'Buenas tardes! tengo una tortilleria en Fresnillo, Zac. Me caen pedidos por webhook con nombre, kilos, whats y total. Nomas cuando el total sea mas de 500 pesos mandale whats al cliente q su pedido ya va en camino y apuntalo en la hoja Mayoreo del spreadsheet 1TgQm8xK2pLr7VnW3sYz9AbCdEfGhJkLmNoPqRsTuVw',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message', 'google_sheets/append_row'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': num(500),
        '3.to': '{{trigger.body.whats}}',
        '4.spreadsheet_id': '1TgQm8xK2pLr7VnW3sYz9AbCdEfGhJkLmNoPqRsTuVw',
        '4.sheet_name': 'Mayoreo',
      },
    },
  ),
  one(
    'b24ac-02',
    'Ferretería en Tepic, Nayarit',
    "Saludos, ferreteria El Clavo en Tepic Nay. Tengo un form de cotizacion con nombre, correo, material y cantidad. Cuando lo llenen mandale correo al cliente con asunto 'Tu cotizacion El Clavo', y nomas si pide 100 piezas o mas avisame por telegram a mi chat 551238907",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'filter/condition', 'telegram/send_message'],
      params: {
        '1.fields': ['nombre', 'correo', 'material', 'cantidad'],
        '2.to': '{{trigger.correo}}',
        '2.subject': contains('El Clavo'),
        '3.left': '{{trigger.cantidad}}',
        '3.operator': 'greater_or_equal',
        '3.right': num(100),
        '4.chat_id': chat('551238907'),
      },
    },
  ),
  one(
    'b24ac-03',
    'Rancho ganadero en Cuauhtémoc, Chihuahua',
    'Que tal, soy de un rancho ganadero en Cuauhtemoc, Chihuahua. Todos los dias a las 6 de la mañana menos los domingos lee la hoja Pesajes del spreadsheet 1RzPeSaJ3s9KmLq2WxYvUt7nBcDfGhJkLoP4iUyTrEwQ, que la IA me haga un resumen del peso de los becerros y mandamelo a mi correo',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': { anyOf: ['0 6 * * 1-6', '0 6 * * MON-SAT', '0 6 * * 1,2,3,4,5,6'] },
        '2.spreadsheet_id': '1RzPeSaJ3s9KmLq2WxYvUt7nBcDfGhJkLoP4iUyTrEwQ',
        '2.sheet_name': 'Pesajes',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24ac-04',
    'Transportista de carga en Monterrey, NL',
    "Buen dia, somos Transportes Garza en Monterrey, fletes a todo el norte. Cada viernes a las 5 de la tarde saca de la tabla viajes los que tengan estatus 'retrasado' y mandalos al canal #operaciones de Slack, pero solo los de esta semana eh",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 17 * * 5', '0 17 * * FRI'] },
        '2.query': containsAll('select', 'viajes', 'estatus'),
        '3.channel': channel('operaciones'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24ac-05',
    'Cooperativa cafetalera en Tapachula, Chiapas',
    'Hola buen dia, somos una cooperativa de cafe en Tapachula, Chiapas. El dia primero de cada mes a las 8 am consulta el precio en https://api.preciocafe.mx/v1/arabica y guarda lo que regrese como archivo en la carpeta de Drive 1cAfEcOoP7xQ2wErTyUiOpAsDfGhJkLzX',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'google_drive/upload_file'],
      params: {
        '1.cron_expression': '0 8 1 * *',
        '2.url': 'https://api.preciocafe.mx/v1/arabica',
        '3.folder_id': '1cAfEcOoP7xQ2wErTyUiOpAsDfGhJkLzX',
        '3.content': contains('{{steps.2.output.body}}'),
      },
    },
  ),
  one(
    'b24ac-06',
    'Despacho contable en Puebla',
    'Buenas, llevo un despacho contable en Puebla. Cuando me llegue un correo con asunto factura, que la IA saque el RFC y el monto del correo y lo apunte en la hoja Facturas de https://docs.google.com/spreadsheets/d/1PuEbLaCoNtA8bLeS4xZ9wQvR2tYu6IoPkJhGfDsAaMn/edit#gid=0, pero solo si el correo trae la palabra CFDI',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['filter/condition', 'ai/generate_text', 'google_sheets/append_row'],
      params: {
        '1.query': contains('factura'),
        '2.left': '{{trigger.body}}',
        '2.operator': 'contains',
        '2.right': 'CFDI',
        '3.prompt': contains('{{trigger.body}}'),
        '4.spreadsheet_id': '1PuEbLaCoNtA8bLeS4xZ9wQvR2tYu6IoPkJhGfDsAaMn',
        '4.sheet_name': 'Facturas',
      },
    },
  ),
  one(
    'b24ac-07',
    'Venta de fertilizantes y semillas en Culiacán, Sinaloa',
    'Ke onda, vendo fertilizantes y semillas en Culiacan. En mi spreadsheet 1FeRtIsIn4LoA2sDfGhJkLqWeRtYuIoPzXcVbNm9876 hoja Pedidos, cada renglon nuevo que entre, si la columna Monto es mas de 8 mil mandale un whats al cliente al numero de la columna Celular dandole las gracias por su compra',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1FeRtIsIn4LoA2sDfGhJkLqWeRtYuIoPzXcVbNm9876',
        '1.sheet_name': 'Pedidos',
        '2.left': '{{trigger.record.Monto}}',
        '2.operator': 'greater_than',
        '2.right': num(8000),
        '3.to': '{{trigger.record.Celular}}',
      },
    },
  ),
  one(
    'b24ac-08',
    'Despacho de arquitectos en Querétaro',
    'Hola! somos despacho de arquitectos en Queretaro. Cuando suban un archivo nuevo a la carpeta de Drive 1qRtArQ5pLaNoS9xZcVbNmAsDfGhJkLpO avisa al canal #planos de Slack con el nombre del archivo y tambien al discord https://discord.com/api/webhooks/1187/arqQro, pero nomas si el nombre empieza con FINAL',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['filter/condition', 'slack/send_message', 'discord/send_message'],
      params: {
        '1.folder_id': '1qRtArQ5pLaNoS9xZcVbNmAsDfGhJkLpO',
        '2.left': '{{trigger.name}}',
        '2.operator': 'starts_with',
        '2.right': 'FINAL',
        '3.channel': channel('planos'),
        '3.message': contains('{{trigger.name}}'),
        '4.webhook_url': 'https://discord.com/api/webhooks/1187/arqQro',
      },
    },
  ),
  one(
    'b24ac-09',
    'Veterinario de ganado en Huamantla, Tlaxcala',
    "Buenas tardes, soy veterinario de ganado en Huamantla, Tlaxcala. Media hora antes de cada cita de mi calendario mandame un whats al 246 118 4520 con el titulo y el lugar de la cita, pa' no perderme en los ranchos",
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': num(30),
        '2.to': phone('2461184520'),
        '2.message': containsAll('{{trigger.title}}', '{{trigger.location}}'),
      },
    },
  ),
  one(
    'b24ac-10',
    'Panadería en Mérida, Yucatán',
    'Bomba! tengo una panaderia en Merida. Cuando alguien le escriba a mi bot de Telegram, nomas cuando el mensaje diga precio, que la IA le conteste con los precios del pan (concha 12, marquesita 25) y que se lo mande a su mismo chat',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['filter/condition', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'contains',
        '2.right': { anyOf: ['precio', 'precios'] },
        '3.prompt': contains('{{trigger.text}}'),
        '4.chat_id': '{{trigger.chat_id}}',
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24ac-11',
    'Agencia de software en Guadalajara, Jalisco',
    "Quiubo, tenemos una agencia de software en Guadalajara. Cuando alguien escriba en Slack un mensaje que empiece con 'bug:' creanos un issue en el repo tapatia-dev/portal-clientes con el mensaje como titulo, y si no empieza asi ni lo pelen",
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'github/create_issue'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'starts_with',
        '2.right': 'bug:',
        '3.repository': 'tapatia-dev/portal-clientes',
        '3.title': contains('{{trigger.text}}'),
      },
    },
  ),
  one(
    'b24ac-12',
    'Estudio de videojuegos indie en Morelia, Michoacán',
    'Hola, somos un estudio de videojuegos indie en Morelia. Cada que abran un issue en nuestro GitHub avisale al discord del equipo por el webhook https://discord.com/api/webhooks/99887/xYzMor con el titulo del issue, y tambien mandalo al canal #qa de Slack',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['discord/send_message', 'slack/send_message'],
      params: {
        '2.webhook_url': 'https://discord.com/api/webhooks/99887/xYzMor',
        '3.channel': channel('qa'),
      },
    },
  ),
  one(
    'b24ac-13',
    'Cooperativa lechera en Tepatitlán, Altos de Jalisco',
    'Buenas, somos cooperativa lechera en Tepatitlan, Altos de Jalisco. Quiero un boton que cuando le pique saque de la tabla entregas_leche los litros de cada socio del mes y los pase a la hoja Liquidaciones del spreadsheet 1LeChEtEpA7sDfGhJkLqWeRtYuIoPzXcVbNm12345AB',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['postgres/query', 'google_sheets/append_row'],
      params: {
        '2.query': containsAll('select', 'entregas_leche', 'litros', 'socio'),
        '3.spreadsheet_id': '1LeChEtEpA7sDfGhJkLqWeRtYuIoPzXcVbNm12345AB',
        '3.sheet_name': 'Liquidaciones',
      },
    },
  ),
  one(
    'b24ac-14',
    'Purificadora de agua en Hermosillo, Sonora',
    "Buenas, purificadora de agua en Hermosillo. Por webhook me llegan pedidos con cliente, colonia, garrafones y telefono. Respondele siempre al webhook con 200 y 'pedido recibido', y nomas cuando sean 3 garrafones o mas guardalo en la tabla pedidos_agua de postgres",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['webhook/respond', 'filter/condition', 'postgres/query'],
      params: {
        '2.status': num(200),
        '3.left': '{{trigger.body.garrafones}}',
        '3.operator': 'greater_or_equal',
        '3.right': num(3),
        '4.query': containsAll('insert', 'pedidos_agua', 'cliente', 'colonia', 'garrafones', 'telefono'),
      },
    },
  ),
  one(
    'b24ac-15',
    'Taller mecánico en Celaya, Guanajuato',
    'Hola que tal, taller mecanico en Celaya. Tengo un form de citas con nombre, correo, fecha y servicio. Cuando lo llenen crea el evento en mi calendario con el servicio en la fecha que puso, y mandale confirmacion al cliente por mi SMTP con asunto Cita confirmada, menos cuando el servicio sea cotizacion',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['filter/condition', 'google_calendar/create_event', 'email/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'fecha', 'servicio'],
        '2.left': '{{trigger.servicio}}',
        '2.operator': 'not_equals',
        '2.right': { anyOf: ['cotizacion', 'cotización'] },
        '3.title': contains('{{trigger.servicio}}'),
        '3.start': '{{trigger.fecha}}',
        '4.to': '{{trigger.correo}}',
        '4.subject': contains('confirmada'),
      },
    },
  ),
  one(
    'b24ac-16',
    'Tours de ecoturismo en Oaxaca',
    'Buen dia, tengo tours de ecoturismo en Oaxaca, a Hierve el Agua y la sierra. Diario a las 7:30 de la mañana revisa mi calendario de hoy y mandame la lista de tours por telegram a mi chat 884512307',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'telegram/send_message'],
      params: {
        '1.cron_expression': '30 7 * * *',
        '3.chat_id': chat('884512307'),
        '3.message': contains('{{steps.2.output.events}}'),
      },
    },
  ),
  one(
    'b24ac-17',
    'Tienda de tenis en la CDMX',
    'Que onda, tengo una tienda de tenis en la CDMX. Por webhook me llegan carritos abandonados con nombre, whats, cupon y total. Si el total es de mas de 1,500 varos, esperate 2 horas y luego mandale whats al cliente con su cupon, si no ni le muevas',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'delay/wait', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': num(1500),
        '3.seconds': num(7200),
        '4.to': '{{trigger.body.whats}}',
        '4.message': contains('{{trigger.body.cupon}}'),
      },
    },
  ),
  one(
    'b24ac-18',
    'Notaría en Saltillo, Coahuila',
    'Buenas tardes, notaria en Saltillo. Cuando entre un cliente nuevo en la hoja Expedientes del spreadsheet 1NoTaRiA5aLtIlLo9xZcVbNmAsDfGhJkLpOiUyTrEwQ2, siempre y cuando la columna Tipo sea Testamento, creale una carpeta en Drive con su nombre de la columna Cliente y mandale correo a su Correo con asunto Bienvenido a la notaria',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'google_drive/create_folder', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1NoTaRiA5aLtIlLo9xZcVbNmAsDfGhJkLpOiUyTrEwQ2',
        '1.sheet_name': 'Expedientes',
        '2.left': '{{trigger.record.Tipo}}',
        '2.operator': 'equals',
        '2.right': 'Testamento',
        '3.name': contains('{{trigger.record.Cliente}}'),
        '4.to': '{{trigger.record.Correo}}',
        '4.subject': contains('Bienvenido'),
      },
    },
  ),
  one(
    'b24ac-19',
    'Fletera en el puerto de Veracruz',
    'Buenas, somos fletera en el puerto de Veracruz. Nos llegan guias por webhook con origen, destino y peso_kg. Si el peso es menor a 3,500 kilos arma un campo ruta con origen y destino, y mandalo con el peso por POST a https://api.rastreoflete.mx/guias',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'transform/set_fields', 'http/request'],
      params: {
        '2.left': '{{trigger.body.peso_kg}}',
        '2.operator': 'less_than',
        '2.right': num(3500),
        '4.url': 'https://api.rastreoflete.mx/guias',
        '4.method': 'POST',
      },
    },
  ),
  one(
    'b24ac-20',
    'Empacadora de aguacate en Uruapan, Michoacán',
    'Que tal, empacadora de aguacate en Uruapan. Cuando llegue un correo con asunto orden de compra, nomas si en el cuerpo dice urgente, mandame por Telegram al chat 713390245 el asunto y quien lo manda',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['filter/condition', 'telegram/send_message'],
      params: {
        '1.query': contains('orden de compra'),
        '2.left': '{{trigger.body}}',
        '2.operator': 'contains',
        '2.right': 'urgente',
        '3.chat_id': chat('713390245'),
        '3.message': containsAll('{{trigger.subject}}', '{{trigger.from}}'),
      },
    },
  ),
  one(
    'b24ac-21',
    'Cabañas en Bacalar, Quintana Roo',
    'Hola! tengo unas cabañas en Bacalar. Mi pagina manda las preguntas de los huespedes por webhook en el campo pregunta. Que la IA las conteste como recepcionista amable y regresa su respuesta en la respuesta del mismo webhook, siempre con status 200',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['ai/generate_text', 'webhook/respond'],
      params: {
        '2.prompt': contains('{{trigger.body.pregunta}}'),
        '3.status': num(200),
        '3.body': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24ac-22',
    'Granja avícola en Tehuacán, Puebla',
    'Buenos dias, granja avicola en Tehuacan. Cada lunes a las 7 am consulta https://api.preciohuevo.mx/semana y si el campo precio_caja sale mayor a 650 pesos mandame un whats al 238 104 7731 con el precio',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'filter/condition', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 7 * * 1', '0 7 * * MON'] },
        '2.url': 'https://api.preciohuevo.mx/semana',
        '3.left': '{{steps.2.output.body.precio_caja}}',
        '3.operator': 'greater_than',
        '3.right': num(650),
        '4.to': phone('2381047731'),
      },
    },
  ),
  one(
    'b24ac-23',
    'Vivero en Cuernavaca, Morelos',
    'Hola, vivero en Cuernavaca. Tengo un form de apartados con nombre, telefono, planta y piezas. Guardalo en la tabla apartados de postgres con esos 4 datos y si son mas de cincuenta piezas avisa tambien en Slack al canal #mayoreo',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'filter/condition', 'slack/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'planta', 'piezas'],
        '2.query': containsAll('insert', 'apartados', 'nombre', 'telefono', 'planta', 'piezas'),
        '3.left': '{{trigger.piezas}}',
        '3.operator': 'greater_than',
        '3.right': num(50),
        '4.channel': channel('mayoreo'),
      },
    },
  ),

  // ───────────── smart_forms_required ─────────────
  one(
    'b24ac-24',
    'Carnicería en Durango',
    "Buenas, carniceria en Durango. Por webhook me llegan pedidos con cliente, cortes y total. Nomas cuando el total pase de 2 mil pesos mandame un whats a mi pa' prepararlo temprano",
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': num(2000),
      },
      asks: ['3.to'],
    },
  ),
  one(
    'b24ac-25',
    'Maquiladora de pantalones en Aguascalientes',
    'Hola, tenemos una maquiladora de pantalones en Aguascalientes. Cuando entre una fila nueva en la hoja Produccion del spreadsheet 1MaQuIlA4gS9xZcVbNmAsDfGhJkLpOiUyTrEwQ3eRtY, avisa por Slack nomas cuando la columna Defectos sea mayor a 10, con la linea y el turno',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '1.spreadsheet_id': '1MaQuIlA4gS9xZcVbNmAsDfGhJkLpOiUyTrEwQ3eRtY',
        '1.sheet_name': { anyOf: ['Produccion', 'Producción'] },
        '2.left': '{{trigger.record.Defectos}}',
        '2.operator': 'greater_than',
        '2.right': num(10),
      },
      asks: ['3.channel'],
    },
  ),
  one(
    'b24ac-26',
    'Apicultores en Valladolid, Yucatán',
    'Buen dia, somos apicultores en Valladolid, Yucatan. Tengo un form de ventas de miel con comprador, litros y precio. Cada que lo llenen apuntalo en la hoja Ventas de mi Google Sheets, siempre y cuando sean mas de 20 litros',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['filter/condition', 'google_sheets/append_row'],
      params: {
        '1.fields': ['comprador', 'litros', 'precio'],
        '2.left': '{{trigger.litros}}',
        '2.operator': 'greater_than',
        '2.right': num(20),
        '3.sheet_name': 'Ventas',
      },
      asks: ['3.spreadsheet_id'],
    },
  ),
  one(
    'b24ac-27',
    'Renta de maquinaria agrícola en Ciudad Obregón, Sonora',
    'Que tal, rentamos maquinaria agricola en Ciudad Obregon, tractores y trilladoras. Todos los dias a las 8 de la noche saca de la tabla rentas las que se devuelven mañana y mandamelas por Telegram, menos los sabados',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'telegram/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 20 * * 0-5', '0 20 * * 0,1,2,3,4,5', '0 20 * * SUN-FRI'] },
        '2.query': containsAll('select', 'rentas'),
      },
      asks: ['3.chat_id'],
    },
  ),
  one(
    'b24ac-28',
    'Artesanías de cobre en Santa Clara del Cobre, Michoacán',
    'Hola, hacemos artesanias de cobre en Santa Clara del Cobre, Michoacan. Por webhook me llegan pedidos con nombre, telefono, pieza y total. Mandale un correo al cliente confirmando su pedido y si el total es mas de 3 mil apuntalo en la hoja Grandes del spreadsheet 1CoBrEsAnTaClArA7xZcVbNmAsDfGhJkLpOiUyTr',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['gmail/send_email', 'filter/condition', 'google_sheets/append_row'],
      params: {
        '3.left': '{{trigger.body.total}}',
        '3.operator': 'greater_than',
        '3.right': num(3000),
        '4.spreadsheet_id': '1CoBrEsAnTaClArA7xZcVbNmAsDfGhJkLpOiUyTr',
        '4.sheet_name': 'Grandes',
      },
      asks: ['2.to'],
    },
  ),

  // ───────────── clarification / conversation ─────────────
  one(
    'b24ac-29',
    'Huerta de nogal en Delicias, Chihuahua',
    'Hola, tengo una huerta de nogal en Delicias, Chihuahua. Cada que llenen mi form de cosecha con huerta, kilos y fecha quiero que se guarde en la nube, pero nomas si son mas de 200 kilos',
    { status: 'clarification_needed' },
  ),
  one(
    'b24ac-30',
    'Abarrotes en Comitán, Chiapas',
    'Buenas tardes, tengo unos abarrotes en Comitan, Chiapas. Una pregunta antes de armar nada: cuanto cuesta Enlaza, se cobra por cada automatizacion? y funciona si mis clientes me escriben por WhatsApp?',
    { status: 'conversation' },
  ),

  // ───────────── multi-turn follow-ups ─────────────
  {
    id: 'b24ac-31',
    business: 'Refacciones para tractor en Apatzingán, Michoacán',
    turns: [
      'Buenas, refacciones para tractor en Apatzingan. Diario a las 7 de la mañana lee la hoja Inventario del spreadsheet 1ApAtZiNgAn3rEfAcCiOnEs9xZcVbNmAsDfGhJkLp, que la IA me diga que piezas tienen menos de 5 en la columna Existencia y me lo mande por correo',
      'mejor a las 6 y media de la tarde',
      'y al final tambien mandalo al discord https://discord.com/api/webhooks/5521/refApatz',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email', 'discord/send_message'],
      params: {
        '1.cron_expression': '30 18 * * *',
        '2.spreadsheet_id': '1ApAtZiNgAn3rEfAcCiOnEs9xZcVbNmAsDfGhJkLp',
        '2.sheet_name': 'Inventario',
        '4.to': OWNER_EMAIL,
        '5.webhook_url': 'https://discord.com/api/webhooks/5521/refApatz',
      },
    },
  },
  {
    id: 'b24ac-32',
    business: 'Forrajera (pacas de alfalfa) en Lagos de Moreno, Jalisco',
    turns: [
      'Buen dia, vendo pacas de alfalfa y forraje en Lagos de Moreno. Cuando llegue una fila nueva a la hoja Ventas del spreadsheet 1LaGoSfOrRaJe2xZcVbNmAsDfGhJkLpOiUyTrEwQ7 y la columna Monto sea mas de 5,000 mandame un whats al 474 102 3388',
      'siempre no, que sea nomas arriba de 12 mil',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1LaGoSfOrRaJe2xZcVbNmAsDfGhJkLpOiUyTrEwQ7',
        '1.sheet_name': 'Ventas',
        '2.left': '{{trigger.record.Monto}}',
        '2.operator': 'greater_than',
        '2.right': num(12000),
        '3.to': phone('4741023388'),
      },
    },
  },
  {
    id: 'b24ac-33',
    business: 'Escuela de inglés en León, Guanajuato',
    turns: [
      'Hello! jaja escuela de ingles en Leon, Gto. Tengo un form de inscripcion con nombre, telefono, nivel y horario. Cuando lo llenen mandale los datos por correo a recepcion@ingleskids.mx, pero solo si el nivel es Avanzado',
      'cambia el correo, que ahora le llegue a coordinacion@ingleskids.mx en vez de recepcion',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'telefono', 'nivel', 'horario'],
        '2.left': '{{trigger.nivel}}',
        '2.operator': 'equals',
        '2.right': 'Avanzado',
        '3.to': 'coordinacion@ingleskids.mx',
      },
    },
  },
  {
    id: 'b24ac-34',
    business: 'Mezcalera artesanal en Santiago Matatlán, Oaxaca',
    turns: [
      'Buenas, hacemos mezcal artesanal en Santiago Matatlan, Oaxaca. Cada lunes a las 9 saca de la tabla pedidos_mezcal los pedidos de mayoristas y mandalos al canal #ventas de Slack',
      'oye cambiale 3 cosas: que sea los martes a las 10, el canal que sea #mayoristas y ademas al final mandame un correo con lo mismo',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'slack/send_message', 'gmail/send_email'],
      params: {
        '1.cron_expression': { anyOf: ['0 10 * * 2', '0 10 * * TUE'] },
        '2.query': containsAll('select', 'pedidos_mezcal'),
        '3.channel': channel('mayoristas'),
        '4.to': OWNER_EMAIL,
      },
      reply: ['martes', 'mayoristas'],
    },
  },
  {
    id: 'b24ac-35',
    business: 'Pescadería en Mazatlán, Sinaloa',
    turns: [
      'Que onda compa, pescaderia en Mazatlan. Cuando me llegue un correo de pedidos de restaurantes apuntalo en la hoja Pedidos del spreadsheet 1MaZaTlAnPeScAdO5xZcVbNmAsDfGhJkLpOiUyTrEw con el remitente y el asunto',
      'agrega al principio un filtro: nomas cuando el asunto diga camaron',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['filter/condition', 'google_sheets/append_row'],
      params: {
        '2.left': '{{trigger.subject}}',
        '2.operator': 'contains',
        '2.right': { anyOf: ['camaron', 'camarón'] },
        '3.spreadsheet_id': '1MaZaTlAnPeScAdO5xZcVbNmAsDfGhJkLpOiUyTrEw',
        '3.sheet_name': 'Pedidos',
      },
    },
  },
  {
    id: 'b24ac-36',
    business: 'Cadena de 4 farmacias en Toluca, Estado de México',
    turns: [
      'Buenas, tenemos 4 farmacias en Toluca. Cada domingo a las 8 de la noche saca de la tabla ventas_semana el total por sucursal, que la IA haga un resumen y mandalo al canal #gerencia de Slack',
      'despues del resumen de la IA guardalo tambien como archivo en la carpeta de Drive 1ToLuCaFaRmAcIaS8xZcVbNmAsDfGhJkL, y ya luego lo de Slack',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'google_drive/upload_file', 'slack/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 20 * * 0', '0 20 * * 7', '0 20 * * SUN'] },
        '2.query': containsAll('select', 'ventas_semana', 'sucursal'),
        '4.folder_id': '1ToLuCaFaRmAcIaS8xZcVbNmAsDfGhJkL',
        '4.content': contains('{{steps.3.output.text}}'),
        '5.channel': channel('gerencia'),
        '5.message': contains('{{steps.3.output.text}}'),
      },
    },
  },
  {
    id: 'b24ac-37',
    business: 'Florería en Xalapa, Veracruz',
    turns: [
      'Hola buenas, floreria en Xalapa. Por webhook me llegan pedidos con nombre, whats, arreglo y direccion. Mandale whats al cliente confirmando, avisa en Slack al canal #entregas y apuntalo en la hoja Pedidos del spreadsheet 1XaLaPaFlOrEs6xZcVbNmAsDfGhJkLpOiUyTrEwQ9',
      'quitale lo de Slack, al final no lo usamos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message', 'google_sheets/append_row'],
      params: {
        '2.to': '{{trigger.body.whats}}',
        '3.spreadsheet_id': '1XaLaPaFlOrEs6xZcVbNmAsDfGhJkLpOiUyTrEwQ9',
        '3.sheet_name': 'Pedidos',
      },
    },
  },
  {
    id: 'b24ac-38',
    business: 'Gimnasio en Torreón, Coahuila',
    turns: [
      'Buenas, gym en Torreon. Tengo un form de inscripcion con nombre, correo, whats y plan. Si el plan es Anual mandale correo de bienvenida al cliente, avisame por telegram al chat 871445210 y apuntalo en la hoja Socios del spreadsheet 1ToRrEoNgYm4xZcVbNmAsDfGhJkLpOiUyTrEwQ8aSd',
      'borra el paso 4',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['filter/condition', 'gmail/send_email', 'google_sheets/append_row'],
      params: {
        '1.fields': ['nombre', 'correo', 'whats', 'plan'],
        '2.left': '{{trigger.plan}}',
        '2.operator': 'equals',
        '2.right': 'Anual',
        '3.to': '{{trigger.correo}}',
        '4.spreadsheet_id': '1ToRrEoNgYm4xZcVbNmAsDfGhJkLpOiUyTrEwQ8aSd',
        '4.sheet_name': 'Socios',
      },
    },
  },
  {
    id: 'b24ac-39',
    business: 'Constructora en Pachuca, Hidalgo',
    turns: [
      'Que tal, constructora en Pachuca. El dia 15 de cada mes a las 9 lee la hoja Obras del spreadsheet 1PaChUcAoBrAs3xZcVbNmAsDfGhJkLpOiUyTrEwQ5 y mandale un Gmail a contabilidad@constructorahgo.mx con asunto Avance de obras y las filas',
      'mejor no por Gmail, mandalo por mi servidor SMTP, lo demas igual',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'email/send_email'],
      params: {
        '1.cron_expression': '0 9 15 * *',
        '2.spreadsheet_id': '1PaChUcAoBrAs3xZcVbNmAsDfGhJkLpOiUyTrEwQ5',
        '2.sheet_name': 'Obras',
        '3.to': 'contabilidad@constructorahgo.mx',
        '3.subject': contains('Avance de obras'),
        '3.body': contains('{{steps.2.output.rows}}'),
      },
    },
  },
  {
    id: 'b24ac-40',
    business: 'Salón de eventos en Acapulco, Guerrero',
    turns: [
      'Buenas, tengo un salon de eventos en Acapulco. Por webhook me llegan cotizaciones con nombre, telefono, invitados y fecha. Nomas cuando sean mas de 150 invitados mandame whats al 744 220 9136 con los datos',
      'mejor que sea de 300 invitados pa arriba',
      'no, deshaz eso, dejalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.invitados}}',
        '2.operator': 'greater_than',
        '2.right': num(150),
        '3.to': phone('7442209136'),
      },
    },
  },
];
