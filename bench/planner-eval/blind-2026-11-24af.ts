/**
 * Blind held-out batch 2026-11-24af (40 cases), written only from blind-writer.md, catalogue.md
 * and types.ts.
 *
 * Mix:
 *  - 01–23: one-turn `plan_ready`. Between them they use every trigger kind (webhook, form,
 *    schedule daily / weekly / monthly, Gmail new email, Sheets new row, Drive new file,
 *    Calendar event starting, Telegram new message, Slack, GitHub, manual) and every action kind
 *    (Sheets append/read, Gmail, SMTP email, WhatsApp, Telegram, Slack, Discord, HTTP, AI,
 *    Postgres INSERT/SELECT, filter, delay, Drive upload/create folder, Calendar create/list,
 *    GitHub issue, webhook respond, transform).
 *  - 24–28: `smart_forms_required` (the owner's WhatsApp, a Slack channel, a spreadsheet id, the
 *    owner's Telegram chat id, and a customer email the sheet row doesn't have).
 *  - 29: `clarification_needed` ("guardarlo en la nube"). 30: `conversation` (questions about the product).
 *  - 31–40: multi-turn follow-ups: a compound edit (hour + a step added at the end, with reply
 *    texts), threshold then channel, WhatsApp recipient, add at the end, add first, add after a
 *    named step, remove by service, remove by position, swap Telegram→Slack keeping the data,
 *    and undo.
 *
 * Register: owners write the automation as a list, with numbered lines ("1.", "1)", "paso 1:"),
 * dashes, bullets (•, *), or "primero… luego… al final", sometimes after a title line
 * ("Lo que necesito:"). Some lists are tidy and some are messy: a step that spans two lines, a
 * condition on its own line, a note at the end. Regional Mexican Spanish: norteño (Monterrey,
 * Hermosillo, Saltillo, Torreón, Juárez, Chihuahua, Tijuana, Mexicali, Ensenada), chilango,
 * tapatío, yucateco, costeño (Veracruz, Mazatlán, Acapulco, Tampico, Vallarta) and bajío (León,
 * Querétaro, Celaya, Aguascalientes). Accents are often missing. There is some Spanglish and the
 * odd emoji, and numbers appear as "8 mil" and "1,200".
 */
import { EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A Mexican 10-digit phone in the spellings that are equally right. */
const mx = (d: string) => ({
  anyOf: [`+52${d}`, `52${d}`, d, `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, `+52 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`],
});
/** A number written either as a number or as text. */
const num = (n: number) => ({ anyOf: [n, String(n)] });
/** A chat id, as a string or a number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });
/** A Slack channel, with or without '#'. */
const ch = (name: string) => ({ anyOf: [`#${name}`, name] });

export const blind20261124af: EvalCase[] = [
  // ───────────────────────── one-turn plan_ready (23) ─────────────────────────
  one(
    'b24af-01',
    'Tienda de tenis (Monterrey)',
    'Qiubo, tengo una tienda de tenis en Monterrey. Lo que ocupo:\npaso 1: cuando llegue un pedido a mi webhook desde la pagina\npaso 2: guardarlo en postgres en la tabla pedidos (cliente, modelo, talla)\npaso 3: responderle al sitio con un 200 ok',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'webhook/respond'],
      params: {
        '2.query': { containsAll: ['insert', 'pedidos', 'cliente', 'modelo', 'talla'] },
        '3.status': num(200),
      },
    },
  ),
  one(
    'b24af-02',
    'Estética canina (Zapopan)',
    'Buenas tardes! tengo una estetica canina en Zapopan 🐶\n- formulario de citas con nombre, telefono, mascota y fecha\n- que se guarde en la hoja Citas del spreadsheet 1aB3xYz9PerrosQ\n- y mandarle un whats al cliente confirmando su cita, ándale pues',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'mascota', 'fecha'],
        '2.spreadsheet_id': '1aB3xYz9PerrosQ',
        '2.sheet_name': 'Citas',
        '3.to': '{{trigger.telefono}}',
      },
    },
  ),
  one(
    'b24af-03',
    'Farmacia (Mérida)',
    'Ola buen dia, tengo una farmacia en Merida. Necesito esto uay:\n1) todos los dias a las 8 de la noche\n2) sacar de postgres las ventas del dia (tabla ventas)\n3) que la IA me haga un resumen\n4) mandarmelo a mi correo\nbomba 👍',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 20 * * *',
        '2.query': { containsAll: ['select', 'ventas'] },
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24af-04',
    'Agencia de marketing (Roma, CDMX)',
    'Que onda, somos una agencia de marketing en la Roma, CDMX. Porfa arma este flow:\n- cada viernes a las 5 de la tarde\n- lee la hoja Leads del sheet 1LeadsAgenciaRoma22\n- manda los leads al canal #ventas de slack\nque chido',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 17 * * 5',
        '2.spreadsheet_id': '1LeadsAgenciaRoma22',
        '2.sheet_name': 'Leads',
        '3.channel': ch('ventas'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24af-05',
    'Gimnasio (Hermosillo)',
    'Buenas, tengo un gym en Hermosillo. Ocupo esto:\n1. el dia primero de cada mes a las 7 am\n2. consultar https://api.migym.mx/socios/vencidos\n3. mandarme la lista a mi telegram, mi chat id es 558812334',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 7 1 * *',
        '2.url': 'https://api.migym.mx/socios/vencidos',
        '3.chat_id': chat('558812334'),
        '3.message': contains('{{steps.2.output.body}}'),
      },
    },
  ),
  one(
    'b24af-06',
    'Despacho contable (Querétaro)',
    'Buen dia, llevo un despacho contable en Queretaro.\nLo que necesito:\n1. cuando me llegue un correo con asunto factura\n2. que la IA saque el RFC y el monto del correo\n3. apuntarlo en la hoja Facturas del sheet 1QroContaFact0\nmuchas gracias',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row'],
      params: {
        '1.query': contains('factura'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.spreadsheet_id': '1QroContaFact0',
        '3.sheet_name': 'Facturas',
      },
    },
  ),
  one(
    'b24af-07',
    'Mueblería (León)',
    'Hola! tengo una muebleria en Leon Gto. Asi lo quiero:\n- cuando entre una fila nueva en la hoja Ventas del sheet 1MueblesLeon55\n- solo si el Total es mayor a 8 mil\n- mandarle correo al cliente (columna Correo) dandole las gracias\ny su cupon MUEBLE10 para la proxima',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1MueblesLeon55',
        '1.sheet_name': 'Ventas',
        '2.left': '{{trigger.record.Total}}',
        '2.operator': 'greater_than',
        '2.right': num(8000),
        '3.to': '{{trigger.record.Correo}}',
        '3.body': contains('MUEBLE10'),
      },
    },
  ),
  one(
    'b24af-08',
    'Imprenta (Puebla)',
    'Buenas tardes, tengo una imprenta en Puebla. Primero: cuando suban un archivo nuevo a la carpeta de Drive 1PrintPueblaFolder7. Luego: avisar al grupo de telegram -100998877 con el nombre del archivo.\nNota: es para que los chavos empiecen a imprimir',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['telegram/send_message'],
      params: {
        '1.folder_id': '1PrintPueblaFolder7',
        '2.chat_id': chat('-100998877'),
        '2.message': contains('{{trigger.name}}'),
      },
    },
  ),
  one(
    'b24af-09',
    'Consultorio dental (Culiacán)',
    'Hola buenas, tengo un consultorio dental en Culiacan. Necesito:\n• 30 minutos antes de cada cita de mi calendario\n• mandarme un whats al 667 123 4567 con el nombre de la cita y la hora\nsale pues',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': num(30),
        '2.to': mx('6671234567'),
        '2.message': { containsAll: ['{{trigger.title}}', '{{trigger.start}}'] },
      },
    },
  ),
  one(
    'b24af-10',
    'Taquería (Tijuana)',
    'Que tal, tengo una taqueria en Tijuana 🌮 Quiero un bot:\n1. cuando alguien escriba al telegram del negocio\n2. que la IA le conteste con el menu (asada 25 pesos, adobada 23, cabeza 22)\n3. y que le responda en el mismo chat\nthanks!',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai/generate_text', 'telegram/send_message'],
      params: {
        '2.prompt': { containsAll: ['{{trigger.text}}', 'asada'] },
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24af-11',
    'Startup de software (Guadalajara)',
    'Hey! somos una startup de software en Guadalajara. El flow seria:\n- cuando alguien mande mensaje en slack\n- solo si empieza con "bug:"\n- crear un issue en el repo tapatiosoft/app-pedidos con el texto del mensaje',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'github/create_issue'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'starts_with',
        '2.right': { anyOf: ['bug:', 'bug'] },
        '3.repository': 'tapatiosoft/app-pedidos',
      },
    },
  ),
  one(
    'b24af-12',
    'Agencia de páginas web (Mazatlán)',
    'Quiubo compa, tengo una agencia de paginas web en Mazatlan. Ocupo que:\n1. cada que hagan un push en github\n2. se mande aviso a nuestro discord por el webhook https://discord.com/api/webhooks/1122/abcXYZ\nahi nomas, gracias',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['discord/send_message'],
      params: {
        '1.events': { anyOf: [['push'], 'push'] },
        '2.webhook_url': 'https://discord.com/api/webhooks/1122/abcXYZ',
      },
    },
  ),
  one(
    'b24af-13',
    'Despacho de arquitectura (Oaxaca)',
    'Hola, tengo un despacho de arquitectura en Oaxaca. Quiero un boton que yo aprieto y haga esto:\n1. crear una carpeta en Drive llamada Proyecto Nuevo\n2. apuntar en la hoja Proyectos del sheet 1ArqOax2024 la fecha y el nombre de la carpeta',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_drive/create_folder', 'google_sheets/append_row'],
      params: {
        '2.name': contains('Proyecto Nuevo'),
        '3.spreadsheet_id': '1ArqOax2024',
        '3.sheet_name': 'Proyectos',
      },
    },
  ),
  one(
    'b24af-14',
    'Café de Coatepec en línea (Veracruz)',
    'Buenas! vendo cafe de Coatepec en linea. Lo que ocupo:\n1) cuando llegue un pedido por webhook\n2) armar los campos cliente, direccion y kilos\n3) mandarlos por POST a la paqueteria https://api.enviosver.mx/guias',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'http/request'],
      params: {
        '3.url': 'https://api.enviosver.mx/guias',
        '3.method': 'POST',
      },
    },
  ),
  one(
    'b24af-15',
    'Escuela de inglés (San Nicolás, Monterrey)',
    'Hi! tengo una escuela de ingles en San Nicolas, Monterrey. Necesito:\n- un form de inscripcion con nombre, correo y nivel\n- que la IA le escriba una bienvenida segun su nivel\n- mandarsela al alumno por correo con mi SMTP, no con gmail',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['ai/generate_text', 'email/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'nivel'],
        '2.prompt': contains('{{trigger.nivel}}'),
        '3.to': '{{trigger.correo}}',
        '3.body': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24af-16',
    'Salón de belleza (Veracruz puerto)',
    'Ey buenas, tengo un salon de belleza en el puerto de Veracruz. Ocupo:\n1. diario a las 7:30 de la mañana\n2. ver las citas de hoy en mi calendario\n3. mandarmelas por whats al 229 555 0101',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '30 7 * * *',
        '3.to': mx('2295550101'),
        '3.message': contains('{{steps.2.output.events}}'),
      },
    },
  ),
  one(
    'b24af-17',
    'Fotógrafo de bodas (Cancún)',
    'Hola! soy fotografo de bodas en Cancun. Primero, cuando me llegue una reserva por el webhook de mi pagina (trae nombre, email y fecha). Luego crear el evento en mi calendario con esa fecha. Al final mandarle correo a la pareja confirmando 💍',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '2.start': '{{trigger.body.fecha}}',
        '3.to': '{{trigger.body.email}}',
      },
    },
  ),
  one(
    'b24af-18',
    'Agencia de viajes (Puerto Vallarta)',
    'Buenas, agencia de viajes en Vallarta. Asi:\n- cuando se agregue una fila en la hoja Reservas (sheet 1VallartaTours9)\n- esperar 2 horas\n- mandarle whats al cliente a su numero (columna Telefono) con la liga de pago https://pagos.vallartatours.mx',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1VallartaTours9',
        '1.sheet_name': 'Reservas',
        '2.seconds': num(7200),
        '3.to': '{{trigger.record.Telefono}}',
        '3.message': contains('https://pagos.vallartatours.mx'),
      },
    },
  ),
  one(
    'b24af-19',
    'Panadería (Toluca)',
    'Buen dia, tengo una panaderia en Toluca. Necesito:\n1. los lunes y jueves a las 6 am\n2. checar en postgres la tabla insumos, los que tengan la columna kilos menor a 20\n3. avisar al discord https://discord.com/api/webhooks/3344/panToluca',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'discord/send_message'],
      params: {
        '1.cron_expression': '0 6 * * 1,4',
        '2.query': { containsAll: ['select', 'insumos', 'kilos', '<'] },
        '3.webhook_url': 'https://discord.com/api/webhooks/3344/panToluca',
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24af-20',
    'Tienda online de artesanías (Aguascalientes)',
    'Hola, tenemos tienda online de artesanias en Aguascalientes y el sitio lo manejamos en github. Queremos:\n- cuando se abra un issue en github\n- nomas si el titulo trae la palabra urgente\n- mandarlo al canal #soporte de slack',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': contains('title'),
        '2.operator': 'contains',
        '2.right': 'urgente',
        '3.channel': ch('soporte'),
      },
    },
  ),
  one(
    'b24af-21',
    'Inmobiliaria (Chihuahua)',
    'Que tal, tengo una inmobiliaria en Chihuahua. Quiero correrlo a mano cuando yo le pique:\n1. traer el precio del dolar de https://api.tipocambio.mx/hoy\n2. que la IA escriba un reporte corto para clientes\n3. guardarlo en Drive como reporte_dolar.txt en la carpeta 1InmoChihDocs',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['http/request', 'ai/generate_text', 'google_drive/upload_file'],
      params: {
        '2.url': 'https://api.tipocambio.mx/hoy',
        '3.prompt': contains('{{steps.2.output.body}}'),
        '4.name': 'reporte_dolar.txt',
        '4.content': contains('{{steps.3.output.text}}'),
        '4.folder_id': '1InmoChihDocs',
      },
    },
  ),
  one(
    'b24af-22',
    'Lavandería (Saltillo)',
    'Buenas noches, tengo una lavanderia en Saltillo. Asi ocupo:\n1. cuando un cliente me mande su pedido por telegram\n2. guardarlo en postgres, tabla pedidos_lav (chat_id y texto)\n3. contestarle "Recibido, en 24 hrs esta listo"',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['postgres/query', 'telegram/send_message'],
      params: {
        '2.query': { containsAll: ['insert', 'pedidos_lav', 'chat_id', 'texto'] },
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('Recibido'),
      },
    },
  ),
  one(
    'b24af-23',
    'Ferretería (Torreón)',
    'Que hubo, tengo una ferreteria en Torreon.\n* cuando me llegue correo de proveedor@aceros.mx\n* guardar el contenido como archivo en Drive, carpeta 1FerreTrcProv, con el asunto de nombre\n* avisarme al canal #compras de slack',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file', 'slack/send_message'],
      params: {
        '1.query': contains('proveedor@aceros.mx'),
        '2.name': contains('{{trigger.subject}}'),
        '2.content': contains('{{trigger.body}}'),
        '2.folder_id': '1FerreTrcProv',
        '3.channel': ch('compras'),
      },
    },
  ),

  // ───────────────────────── smart_forms_required (5) ─────────────────────────
  one(
    'b24af-24',
    'Florería (Morelia)',
    'Hola, tengo una floreria en Morelia 🌹 Necesito:\n1. formulario de pedidos con nombre, arreglo, direccion y telefono\n2. guardar en la hoja Pedidos del sheet 1FloresMorelia3\n3. mandarme un whats a mi cada que caiga uno',
    {
      // The form's telefono is the customer's; the owner's own number was never given.
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      asks: ['3.to'],
    },
  ),
  one(
    'b24af-25',
    'Tienda de bicicletas (Ensenada)',
    'Que onda, tengo una tienda de bicis en Ensenada. Lo que ocupo:\n- cuando llegue un pedido por webhook\n- avisar en slack con el total y el nombre del cliente\neso es todo jefe',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['slack/send_message'],
      asks: ['2.channel'],
    },
  ),
  one(
    'b24af-26',
    'Pastelería (Celaya)',
    'Buenas! tengo una pasteleria en Celaya. Quiero:\n1. un form para encargos con nombre, pastel, fecha y telefono\n2. apuntarlos en mi hoja de google, la pestaña Encargos\n3. mandarle whats al cliente que ya quedo su encargo',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: { '2.sheet_name': 'Encargos', '3.to': '{{trigger.telefono}}' },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24af-27',
    'Renta de autos (Los Cabos)',
    'Hola buen dia, rentamos carros en Los Cabos. Necesito esto:\n1. cada que llegue un correo con asunto reservacion\n2. que la IA me resuma los datos\n3. mandarmelo a mi telegram\ngracias!!',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'telegram/send_message'],
      asks: ['3.chat_id'],
    },
  ),
  one(
    'b24af-28',
    'Taller mecánico (Ciudad Juárez)',
    'Buenas, tengo un taller mecanico en Cd Juarez. Asi:\n- cuando se agregue una fila en la hoja Servicios del sheet 1TallerJrz77 (columnas Cliente, Auto, Telefono)\n- mandarle un correo al cliente diciendo que su carro ya esta listo',
    {
      // The row has no email column: the customer's address cannot be bound to the data.
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      asks: ['2.to'],
    },
  ),

  // ───────────────────────── clarification / conversation ─────────────────────────
  one(
    'b24af-29',
    'Papelería (Tepic)',
    'Hola, tengo una papeleria en Tepic. Lo que quiero:\n1. cuando llegue un pedido por mi webhook\n2. guardarlo en la nube\nnada mas, gracias',
    { status: 'clarification_needed' },
  ),
  one(
    'b24af-30',
    'Cremería (Tlaquepaque)',
    'Hola buenas, tengo una cremeria en Tlaquepaque. Antes de armar nada tengo dudas:\n1. ¿con que apps se conecta Enlaza?\n2. ¿se puede usar whatsapp?\n3. ¿mis datos quedan seguros?',
    { status: 'conversation' },
  ),

  // ───────────────────────── multi-turn follow-ups (10) ─────────────────────────
  {
    id: 'b24af-31',
    business: 'Cafetería (San Cristóbal de las Casas)',
    turns: [
      'Buen dia! tengo una cafeteria en San Cristobal de las Casas ☕ Lo que quiero:\n1. diario a las 9 de la mañana\n2. leer la hoja Inventario del sheet 1CafeSanCris8\n3. mandarme el inventario a mi correo',
      'Dos cambios:\n- que sea a las 10 am\n- al final mandalo tambien al canal #barra de slack',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 10 * * *',
        '2.spreadsheet_id': '1CafeSanCris8',
        '2.sheet_name': 'Inventario',
        '3.to': OWNER_EMAIL,
        '4.channel': ch('barra'),
      },
      reply: ['10', 'barra'],
    },
  },
  {
    id: 'b24af-32',
    business: 'Distribuidora de refrescos (Mexicali)',
    turns: [
      'Que onda, distribuidora de refrescos en Mexicali. Ocupo:\n- cuando entre fila nueva en la hoja Pedidos del sheet 1RefMxl40\n- solo si la Cantidad es mayor a 500 cajas\n- avisar al canal #bodega de slack',
      'subelo a 1,200 cajas',
      'y que el aviso vaya al canal #reparto en lugar de #bodega',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '1.spreadsheet_id': '1RefMxl40',
        '1.sheet_name': 'Pedidos',
        '2.left': '{{trigger.record.Cantidad}}',
        '2.operator': 'greater_than',
        '2.right': num(1200),
        '3.channel': ch('reparto'),
      },
    },
  },
  {
    id: 'b24af-33',
    business: 'Clínica veterinaria (Campeche)',
    turns: [
      'Buenas tardes, tengo una veterinaria en Campeche. Necesito:\n1. form de urgencias con nombre, mascota y sintomas\n2. mandar whats al doctor al 981 100 2233 con los datos',
      'cambia el numero, ahora que le llegue a la doctora Ana al 981 400 5566',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'mascota', 'sintomas'],
        '2.to': mx('9814005566'),
      },
    },
  },
  {
    id: 'b24af-34',
    business: 'Agencia de seguros (Durango)',
    turns: [
      'Hola, agencia de seguros en Durango. Lo que quiero:\n1. cuando llegue un correo con asunto cotizacion\n2. guardar remitente y asunto en la hoja Cotizaciones del sheet 1SegDgo11',
      'y al final contestale al cliente por correo "en breve le mandamos su cotizacion"',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '1.query': contains('cotizacion'),
        '2.spreadsheet_id': '1SegDgo11',
        '2.sheet_name': 'Cotizaciones',
        '3.to': '{{trigger.from}}',
        '3.body': contains('en breve'),
      },
    },
  },
  {
    id: 'b24af-35',
    business: 'Tienda de ropa (Tampico)',
    turns: [
      'Quiubo, tengo una tienda de ropa en Tampico. Asi:\n1. cuando llegue un pedido al webhook\n2. mandarle whats al cliente (campo telefono) que ya lo recibimos',
      'antes de todo guardalo en la hoja Pedidos del sheet 1RopaTamp5',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1RopaTamp5',
        '2.sheet_name': 'Pedidos',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24af-36',
    business: 'Hotel boutique (Valladolid, Yucatán)',
    turns: [
      'Ola, tengo un hotelito en Valladolid. Quiero:\n1. cuando llegue reservacion por el form (nombre, correo, fecha)\n2. que la IA escriba la bienvenida\n3. mandarsela al huesped por correo\n4. avisar a mi telegram 776655443',
      'despues de la IA agrega que lo guarde en la hoja Reservas del sheet 1HotelVall2',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['ai/generate_text', 'google_sheets/append_row', 'gmail/send_email', 'telegram/send_message'],
      params: {
        '1.fields': ['nombre', 'correo', 'fecha'],
        '3.spreadsheet_id': '1HotelVall2',
        '3.sheet_name': 'Reservas',
        '4.to': '{{trigger.correo}}',
        '4.body': contains('{{steps.2.output.text}}'),
        '5.chat_id': chat('776655443'),
      },
    },
  },
  {
    id: 'b24af-37',
    business: 'Escuela de natación (Cuernavaca)',
    turns: [
      'Buen dia, tengo escuela de natacion en Cuernavaca. Lo que ocupo:\n- cada lunes a las 8 am\n- leer la hoja Alumnos del sheet 1NadoCuerna6\n- mandar la lista al canal #maestros de slack\n- y tambien al discord https://discord.com/api/webhooks/5566/nado',
      'quitale lo de discord, ya no lo usamos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 8 * * 1',
        '2.sheet_name': 'Alumnos',
        '3.channel': ch('maestros'),
      },
    },
  },
  {
    id: 'b24af-38',
    business: 'Constructora (Pachuca)',
    turns: [
      'Hola, constructora en Pachuca. Necesito:\n1. cuando suban un archivo a la carpeta de Drive 1ObraPachuca4\n2. avisar al canal #obra de slack\n3. mandar correo a residente@constructorapachuca.mx\n4. apuntarlo en la hoja Planos del sheet 1PlanosPach',
      'quita el paso 2',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['gmail/send_email', 'google_sheets/append_row'],
      params: {
        '1.folder_id': '1ObraPachuca4',
        '2.to': 'residente@constructorapachuca.mx',
        '3.spreadsheet_id': '1PlanosPach',
        '3.sheet_name': 'Planos',
      },
    },
  },
  {
    id: 'b24af-39',
    business: 'Food truck de hamburguesas (Villahermosa)',
    turns: [
      'Que tal, tengo un food truck de hamburguesas en Villahermosa 🍔 Quiero:\n1. cuando alguien llene el form de pedido (nombre, orden, telefono)\n2. avisarme al telegram, chat 443322110, con la orden',
      'mejor que sea a slack, canal #cocina, no a telegram',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['slack/send_message'],
      params: {
        '2.channel': ch('cocina'),
        '2.message': contains('{{trigger.orden}}'),
      },
    },
  },
  {
    id: 'b24af-40',
    business: 'Agencia de eventos (Acapulco)',
    turns: [
      'Buenas, agencia de eventos en Acapulco. Lo que necesito:\n1. cada mes el dia 1 a las 10 am\n2. ver los eventos del mes en mi calendario\n3. mandarmelos a mi correo',
      'agrega que tambien lo mande al whats 744 222 3344',
      'no, deshaz eso, dejalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 10 1 * *',
        '3.to': OWNER_EMAIL,
      },
    },
  },
];
