/**
 * Blind held-out batch "aa" (2026-11-24) for the Enlaza planner — 40 cases, written without
 * seeing the assistant's code or any earlier batch.
 *
 * Mix: 23 one-turn plan_ready (01–23) covering every trigger kind (webhook, form, schedule
 * daily / weekly / monthly, Gmail new email, Sheets new row, Drive new file, Calendar event
 * starting, Telegram new message, Slack, GitHub, manual) and every action kind (Sheets
 * append/read, Gmail, SMTP email, WhatsApp, Telegram, Slack, Discord, HTTP, AI, Postgres,
 * filter, delay, Drive upload/create folder, Calendar create/list, GitHub issue, webhook
 * respond, transform); 5 smart_forms_required (24–28: owner's WhatsApp, Slack channel,
 * spreadsheet id, owner's Telegram chat id, a customer email the row lacks); 1
 * clarification_needed (29, "guárdelo en la nube"); 1 conversation (30); 10 multi-turn
 * follow-ups (31–40: new hour + channel in one message, threshold, recipient, add at end,
 * add first, add after a named step, remove by service, remove by position, swap Gmail →
 * SMTP keeping its data, undo over three turns).
 *
 * Register: owners who tell a story first ("resulta que…", "lo que pasa es que…", "fíjese
 * que…"), older owners writing formally with "usted" ("¿me podría…?", "le encargo…"), and
 * owners who correct themselves mid-message (03, 09, 20, 21, 23: the plan follows the last
 * word). Regions: norteño (Hermosillo, Monterrey, Chihuahua, Saltillo, Torreón, Culiacán,
 * Tijuana, Ensenada, Mexicali, Durango, Mazatlán), chilango (Coyoacán, la Roma, Tepito),
 * tapatío (Guadalajara, Tlaquepaque, Puerto Vallarta), yucateco/peninsular (Mérida, Bacalar,
 * Campeche, Cancún), costeño/golfo (Boca del Río, Tampico, Villahermosa, Xalapa), bajío
 * (Querétaro, León, Aguascalientes, Celaya, Irapuato, Guanajuato, Morelia), centro/sur
 * (Puebla, Tlaxcala, Oaxaca, Pachuca, Cuernavaca, Tuxtla, San Luis Potosí, Zacatecas).
 */
import { EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A Mexican 10-digit number in the spellings that are equally right. */
const phone = (ten: string, asWritten: string) => ({
  anyOf: [ten, `52${ten}`, `+52${ten}`, `521${ten}`, `+521${ten}`, asWritten, `+52 ${asWritten}`],
});
/** A Telegram chat id as string or number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });
/** A number as number or string. */
const num = (n: number) => ({ anyOf: [n, String(n)] });
/** A Slack channel with or without '#'. */
const channel = (name: string) => ({ anyOf: [`#${name}`, name] });
const containsAll = (parts: string[]) => ({ containsAll: parts });

export const blind20261124aa: EvalCase[] = [
  // ───────────── one-turn plan_ready (23) ─────────────
  one(
    'b24aa-01',
    'dulcería de dulces típicos (Puebla)',
    'Buenas tardes 🙂 resulta que tengo una dulceria de dulces tipicos en Puebla y mi pagina manda cada pedido a un webhook con nombre, telefono y folio. Quiero que se guarde en la hoja Pedidos del archivo 1DulcPue_x7Ka9, que le mande whats al cliente con su folio y que al final le conteste 200 a la pagina',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message', 'webhook/respond'],
      params: {
        '2.spreadsheet_id': '1DulcPue_x7Ka9',
        '2.sheet_name': 'Pedidos',
        '3.to': '{{trigger.body.telefono}}',
        '3.message': contains('{{trigger.body.folio}}'),
        '4.status': num(200),
      },
    },
  ),
  one(
    'b24aa-02',
    'clínica dental (Mérida)',
    'Buen día, le escribe la Dra. Canché de una clínica dental en Mérida. ¿Me podría hacer que cuando un paciente llene el formulario con nombre, correo, telefono y fecha se le mande un correo de confirmación y quede anotado en la hoja Citas del archivo 1DentMid_Q2w8? Se lo encargo mucho.',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'google_sheets/append_row'],
      params: {
        '1.fields': ['nombre', 'correo', 'telefono', 'fecha'],
        '2.to': '{{trigger.correo}}',
        '3.spreadsheet_id': '1DentMid_Q2w8',
        '3.sheet_name': 'Citas',
      },
    },
  ),
  one(
    'b24aa-03',
    'ferretería (Hermosillo)',
    'Quiubo, lo que pasa es que en mi ferreteria en Hermosillo se nos acaba el material sin darnos cuenta. Todos los dias a las 8, no, mejor a las 7:30 de la mañana, que lea la hoja Inventario del archivo 1FerrHmo_Inv55, que la IA me resuma lo que se esta acabando y me lo mande a mi correo',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 7 * * *',
        '2.spreadsheet_id': '1FerrHmo_Inv55',
        '2.sheet_name': 'Inventario',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24aa-04',
    'agencia de viajes (Guadalajara)',
    'Qué onda, fíjese que en la agencia de viajes aquí en Guadalajara cada semana andamos contando las reservaciones a mano. Cada viernes a las 6 de la tarde saque de nuestra base Postgres lo de la tabla reservaciones de los ultimos 7 dias y mándelo al canal #reservas de Slack, porfa',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 18 * * 5',
        '2.query': containsAll(['select', 'reservaciones']),
        '3.channel': channel('reservas'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24aa-05',
    'despacho contable (Querétaro)',
    'Buenos días. Le comento que llevo un despacho contable en Querétaro y cada mes armo a mano la carpeta del cierre. Le encargo que el día primero de cada mes a las 10 de la mañana se cree en Drive una carpeta llamada Cierre mensual y me avise por Telegram a mi chat 518273645.',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_drive/create_folder', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 10 1 * *',
        '2.name': contains('Cierre mensual'),
        '3.chat_id': chat('518273645'),
      },
    },
  ),
  one(
    'b24aa-06',
    'refaccionaria (Monterrey)',
    'Qué onda, mi refaccionaria en Monterrey recibe un chorro de correos pidiendo precio y no me doy abasto. Cuando llegue un correo con asunto cotizacion, que la IA redacte una respuesta amable y se la mande de vuelta al mismo cliente por correo, ándale',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '1.query': contains('cotizacion'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.to': '{{trigger.from}}',
        '3.body': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24aa-07',
    'renta de cabañas (Bacalar)',
    'Hola buenas! Resulta que rento cabañas en Bacalar y las reservas caen en la hoja Reservas de https://docs.google.com/spreadsheets/d/1BacCab_R3sv9Lq/edit con columnas Nombre, Telefono y Personas. Nomas cuando Personas sea mayor a 4, mándele whats al cliente ofreciendole la cabaña grande 🌴',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1BacCab_R3sv9Lq',
        '1.sheet_name': 'Reservas',
        '2.left': '{{trigger.record.Personas}}',
        '2.operator': 'greater_than',
        '2.right': num(4),
        '3.to': '{{trigger.record.Telefono}}',
      },
    },
  ),
  one(
    'b24aa-08',
    'estudio de fotografía (León)',
    'Buenas, lo que pasa es que en mi estudio de foto en León los editores suben las sesiones a la carpeta de Drive 1FotoLeon_Sesiones8 y nadie se entera. Cuando entre un archivo nuevo ahí, avise en nuestro Discord con el webhook https://discord.com/api/webhooks/11223344/fotoLeonTkn con el nombre del archivo',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['discord/send_message'],
      params: {
        '1.folder_id': '1FotoLeon_Sesiones8',
        '2.webhook_url': 'https://discord.com/api/webhooks/11223344/fotoLeonTkn',
        '2.message': contains('{{trigger.name}}'),
      },
    },
  ),
  one(
    'b24aa-09',
    'consultorio de nutrición (Coyoacán, CDMX)',
    'Buenas tardes. Soy nutrióloga y tengo consultorio en Coyoacán. ¿Me podría hacer que 20 minutos antes de cada cita de mi calendario, no, mejor 30, me llegue un whats al 55 1234 5678 con el título y el lugar de la cita? Muchas gracias.',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': num(30),
        '2.to': phone('5512345678', '55 1234 5678'),
        '2.message': containsAll(['{{trigger.title}}', '{{trigger.location}}']),
      },
    },
  ),
  one(
    'b24aa-10',
    'pizzería (Boca del Río, Veracruz)',
    'Quiubo, fíjese que tengo una pizzeria en Boca del Rio, Veracruz, y la raza pregunta todo por Telegram. Cuando alguien le escriba al bot, que la IA le conteste amable sobre el menu y el horario (abrimos de 1 a 11) y le responda en el mismo chat',
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
    'b24aa-11',
    'agencia de software (San Luis Potosí)',
    'Hola, somos una agencia de software en San Luis Potosí. Resulta que los reportes de errores se pierden en Slack. Cuando alguien mande un mensaje en Slack que empiece con "bug:" que se cree un issue en el repo potosoft/app-pedidos con el mensaje como titulo',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'github/create_issue'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'starts_with',
        '2.right': 'bug:',
        '3.repository': 'potosoft/app-pedidos',
        '3.title': contains('{{trigger.text}}'),
      },
    },
  ),
  one(
    'b24aa-12',
    'estudio de desarrollo web (Tijuana)',
    'Qué tal, tengo un estudio de desarrollo web en Tijuana. Lo que pasa es que nunca sabemos cuando alguien sube cambios. Cada que hagan push en GitHub, avisen al grupo de Telegram con chat id -1001234567890 quién hizo el push y en qué repo',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['telegram/send_message'],
      params: {
        '1.events': { anyOf: [['push'], 'push'] },
        '2.chat_id': chat('-1001234567890'),
      },
    },
  ),
  one(
    'b24aa-13',
    'distribuidora de abarrotes (Culiacán)',
    'Quiubo compa, tengo una distribuidora de abarrotes en Culiacán. Cuando yo le pique al botón, que consulte los precios en https://api.proveedorsin.mx/v1/precios y los guarde en la hoja Precios del archivo 1AbarrCln_Prc02, asi ya no los copio a mano',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['http/request', 'google_sheets/append_row'],
      params: {
        '2.url': 'https://api.proveedorsin.mx/v1/precios',
        '3.spreadsheet_id': '1AbarrCln_Prc02',
        '3.sheet_name': 'Precios',
      },
    },
  ),
  one(
    'b24aa-14',
    'gimnasio (Chihuahua)',
    'Buenas, fijese que abrimos un gimnasio en Chihuahua y las inscripciones llegan por un formulario con nombre, correo y plan. Quiero que cada registro se guarde en la tabla socios de nuestra base Postgres y que le llegue al socio un correo de bienvenida enviado desde nuestro propio servidor SMTP, no Gmail',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'email/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'plan'],
        '2.query': containsAll(['insert', 'socios', 'nombre', 'correo', 'plan']),
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24aa-15',
    'tienda de ropa en línea (la Roma, CDMX)',
    'Qué onda, tengo una tienda de ropa en línea en la Roma, CDMX. Resulta que mucha banda deja el carrito botado. Cuando llegue el aviso de carrito abandonado a mi webhook, espera 2 horas y mándale whats al cliente (viene en telefono) con el cupón VUELVE10 🛒',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '2.seconds': num(7200),
        '3.to': '{{trigger.body.telefono}}',
        '3.message': contains('VUELVE10'),
      },
    },
  ),
  one(
    'b24aa-16',
    'taller mecánico (Saltillo)',
    'Buenas tardes, le platico: tengo un taller mecánico en Saltillo y mi contador me manda correos con asunto estado de cuenta. ¿Me podría guardar cada uno en la carpeta de Drive 1TallSlt_Cuentas como archivo, con el asunto como nombre y el texto del correo adentro?',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file'],
      params: {
        '1.query': contains('estado de cuenta'),
        '2.folder_id': '1TallSlt_Cuentas',
        '2.name': contains('{{trigger.subject}}'),
        '2.content': contains('{{trigger.body}}'),
      },
    },
  ),
  one(
    'b24aa-17',
    'escuela de manejo (Aguascalientes)',
    "Hola! Lo que pasa es que en mi escuela de manejo en Aguascalientes apuntamos las clases en la hoja Alumnos del archivo 1ManejAgs_Cls4 con columnas Nombre, Correo y Fecha. Cuando haya fila nueva, crea un evento en mi Google Calendar 'Clase de manejo' con el Nombre, en esa Fecha, e invita al alumno",
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['google_calendar/create_event'],
      params: {
        '1.spreadsheet_id': '1ManejAgs_Cls4',
        '1.sheet_name': 'Alumnos',
        '2.title': containsAll(['Clase de manejo', '{{trigger.record.Nombre}}']),
        '2.start': '{{trigger.record.Fecha}}',
        '2.attendees': { anyOf: [['{{trigger.record.Correo}}'], '{{trigger.record.Correo}}'] },
      },
    },
  ),
  one(
    'b24aa-18',
    'salón de belleza (Torreón)',
    'Buenos días, soy dueña de un salón de belleza en Torreón. Fíjese que a veces se me olvidan las citas. ¿Me podría mandar todos los días a las 7 de la mañana mis citas del día de mi Google Calendar por whats al 871 234 5678? Se lo agradezco.',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '3.to': phone('8712345678', '871 234 5678'),
        '3.message': contains('{{steps.2.output.events}}'),
      },
    },
  ),
  one(
    'b24aa-19',
    'mueblería (Tlaquepaque)',
    'Qué onda, tengo una mueblería en Tlaquepaque y la tienda en línea manda cada venta a un webhook. Lo que ocupo es que arme nomás los campos cliente, total y producto y los mande por POST a nuestro ERP en https://erp.mueblestlq.mx/api/ventas',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'http/request'],
      params: {
        '3.url': 'https://erp.mueblestlq.mx/api/ventas',
        '3.method': 'POST',
      },
    },
  ),
  one(
    'b24aa-20',
    'agencia de marketing (Morelia)',
    'Buenas! Somos una agencia de marketing en Morelia. Cuando alguien llene el form de contacto con nombre, empresa y mensaje, que la IA lo califique como lead caliente o frío y nos avise por Slack, bueno no, por Discord al webhook https://discord.com/api/webhooks/5566/mktMorelia',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['ai/generate_text', 'discord/send_message'],
      params: {
        '1.fields': ['nombre', 'empresa', 'mensaje'],
        '2.prompt': contains('{{trigger.mensaje}}'),
        '3.webhook_url': 'https://discord.com/api/webhooks/5566/mktMorelia',
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24aa-21',
    'hosting (Ensenada)',
    'Buenas noches, le escribe el ingeniero Ruiz, tenemos un pequeño hosting en Ensenada. ¿Me podría crear cada lunes a las 9, no, mejor a las 8 de la mañana un issue en el repo enshost/infra con el título Revisión semanal de servidores?',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['github/create_issue'],
      params: {
        '1.cron_expression': '0 8 * * 1',
        '2.repository': 'enshost/infra',
        '2.title': contains('semanal de servidores'),
      },
    },
  ),
  one(
    'b24aa-22',
    'tlayudería (Oaxaca)',
    'Buen día, tengo una tlayudería en Oaxaca y los encargos me llegan al bot de Telegram. Resulta que luego se me pierden. Cada mensaje que llegue guárdelo en la hoja Encargos del archivo 1TlayOax_Enc7 y contéstele al cliente en el mismo chat: Recibido, en un ratito le confirmamos',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': '1TlayOax_Enc7',
        '2.sheet_name': 'Encargos',
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('Recibido'),
      },
    },
  ),
  one(
    'b24aa-23',
    'distribuidora de mariscos (Mazatlán)',
    'Quiubo, tengo una distribuidora de mariscos en Mazatlán y los pedidos entran por webhook con cliente y total. Nomás cuando el total pase de 5 mil, no, mejor de 8 mil pesos, avísale al canal #mayoreo de Slack con el cliente y el total, que esos los atiendo yo',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': num(8000),
        '3.channel': channel('mayoreo'),
        '3.message': contains('{{trigger.body.cliente}}'),
      },
    },
  ),

  // ───────────── smart_forms_required (5) ─────────────
  one(
    'b24aa-24',
    'banquetes (Tlaxcala)',
    'Buenas tardes, le escribe Doña Lupe de Banquetes La Herradura en Tlaxcala. ¿Me podría hacer que cuando alguien llene el formulario de cotización con nombre, telefono y evento, se anote en la hoja Cotizaciones del archivo 1BanqTlx_Cot3 y a mí me avise por WhatsApp?',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'evento'],
        '2.spreadsheet_id': '1BanqTlx_Cot3',
        '2.sheet_name': 'Cotizaciones',
      },
      asks: ['3.to'],
    },
  ),
  one(
    'b24aa-25',
    'local de celulares (Tepito, CDMX)',
    "Qué onda carnal, tengo un local de celulares en Tepito y también vendo en Mercado Libre. Cuando me caiga un correo con asunto 'Vendiste', avísale a mi equipo por Slack pa' que empaquen rápido, va?",
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['slack/send_message'],
      params: { '1.query': contains('Vendiste') },
      asks: ['2.channel'],
    },
  ),
  one(
    'b24aa-26',
    'academia de baile (Campeche)',
    'Hola, buen día. Tengo una academia de baile en Campeche. Cuando alguien se inscriba por el formulario con nombre, edad y telefono, quiero que se guarde en la pestaña Inscritos de mi hoja de cálculo de Google, ahí donde llevamos todo',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row'],
      params: {
        '1.fields': ['nombre', 'edad', 'telefono'],
        '2.sheet_name': 'Inscritos',
      },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24aa-27',
    'cafetería (Xalapa)',
    'Buenas noches, fíjese que tengo una cafetería en Xalapa y quiero saber cuánto vendimos sin abrir la computadora. Todos los días a las 9 de la noche saque el total de hoy de la tabla ventas de nuestra base Postgres y me lo manda por Telegram',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 21 * * *',
        '2.query': containsAll(['select', 'ventas']),
      },
      asks: ['3.chat_id'],
    },
  ),
  one(
    'b24aa-28',
    'papelería (Celaya)',
    'Que tal, tengo una papeleria en Celaya. Lo que pasa es que anotamos los pedidos de las escuelas en la hoja Pedidos Escolares del archivo 1PapCly_Esc9 con columnas Escuela, Telefono y Monto. Cuando haya fila nueva, mándele un correo al cliente con su recibo',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1PapCly_Esc9',
        '1.sheet_name': 'Pedidos Escolares',
      },
      asks: ['2.to'],
    },
  ),

  // ───────────── clarification_needed (1) / conversation (1) ─────────────
  one(
    'b24aa-29',
    'veterinaria (Zacatecas)',
    'Buenas tardes, tengo una veterinaria en Zacatecas. Resulta que los clientes me mandan fotos y recetas por correo y luego se me pierden. Cuando me llegue un correo con asunto receta, guárdelo en la nube por favor',
    { status: 'clarification_needed' },
  ),
  one(
    'b24aa-30',
    'florería (Cuernavaca)',
    'Buenas tardes joven, fíjese que soy nueva en esto, tengo una florería en Cuernavaca. Antes de hacer nada, ¿me podría explicar qué es un flujo y si para usarlo necesito tener mi cuenta de Google conectada?',
    { status: 'conversation' },
  ),

  // ───────────── multi-turn follow-ups (10) ─────────────
  {
    id: 'b24aa-31',
    business: 'panadería (Tampico)',
    turns: [
      'Buenas, tengo una panaderia en Tampico. Todos los dias a las 8 de la mañana que lea la hoja Produccion del archivo 1PanTam_Prod1 y mande esas filas al canal #panaderos de Slack',
      'Oiga, mejor que sea a las 5:30 de la mañana y al canal #turno-madrugada, que ellos entran antes',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'slack/send_message'],
      params: {
        '1.cron_expression': '30 5 * * *',
        '2.spreadsheet_id': '1PanTam_Prod1',
        '2.sheet_name': 'Produccion',
        '3.channel': channel('turno-madrugada'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
      reply: ['5:30', 'turno-madrugada'],
    },
  },
  {
    id: 'b24aa-32',
    business: 'operadora de tours (Puerto Vallarta)',
    turns: [
      'Buenas! tengo una operadora de tours en Puerto Vallarta y las reservas entran por webhook con cliente y monto. Nomas cuando el monto sea mayor a 1,000 pesos, mándame whats al 322 111 2233 con el cliente',
      "Sabes qué, súbele el límite a 2,500, que de mil pa' arriba son casi todas",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.monto}}',
        '2.operator': 'greater_than',
        '2.right': num(2500),
        '3.to': phone('3221112233', '322 111 2233'),
        '3.message': contains('{{trigger.body.cliente}}'),
      },
    },
  },
  {
    id: 'b24aa-33',
    business: 'hostal (Guanajuato)',
    turns: [
      'Buenos días, tengo un hostal en Guanajuato capital. Cuando alguien llene el formulario de reserva con nombre, correo y fechas, mándele un correo a mi contadora a contadora.hostal@gmail.com con los datos',
      'Perdón, me equivoqué de persona: eso va para recepcion@hostalgto.mx, no para la contadora',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'fechas'],
        '2.to': 'recepcion@hostalgto.mx',
      },
    },
  },
  {
    id: 'b24aa-34',
    business: 'lavandería (Mexicali)',
    turns: [
      'Qué onda, tengo una lavandería en Mexicali. Cuando un cliente llene el form con nombre, telefono y kilos, guárdalo en la hoja Servicios del archivo 1LavMxl_Srv6',
      'Ah y al final también avísame por Telegram a mi chat 77441122 que entró servicio',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'kilos'],
        '2.spreadsheet_id': '1LavMxl_Srv6',
        '2.sheet_name': 'Servicios',
        '3.chat_id': chat('77441122'),
      },
    },
  },
  {
    id: 'b24aa-35',
    business: 'renta de autos (Cancún)',
    turns: [
      'Hola, tengo una renta de autos en Cancún. Cuando llegue una reserva a mi webhook, mándale whats al cliente al telefono que viene ahí confirmándole su auto',
      'Antes que nada, que primero se guarde la reserva en la hoja Reservas del archivo 1AutCun_Rsv2, y ya luego el whats',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1AutCun_Rsv2',
        '2.sheet_name': 'Reservas',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24aa-36',
    business: 'empacadora de fresas (Irapuato)',
    turns: [
      'Buenas tardes, tenemos una empacadora de fresas en Irapuato. Cuando un comprador llene el formulario con nombre, correo y cajas, anótelo en la hoja Compradores del archivo 1FresIrp_Cmp5 y mándele un correo de gracias',
      'Después de anotarlo en la hoja, avise también al canal #ventas de Slack con cuántas cajas pidió',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'slack/send_message', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'cajas'],
        '2.spreadsheet_id': '1FresIrp_Cmp5',
        '2.sheet_name': 'Compradores',
        '3.channel': channel('ventas'),
        '3.message': contains('{{trigger.cajas}}'),
        '4.to': '{{trigger.correo}}',
      },
    },
  },
  {
    id: 'b24aa-37',
    business: 'purificadora de agua (Villahermosa)',
    turns: [
      'Buen día, tengo una purificadora de agua en Villahermosa. Cuando entre un pedido por el formulario con nombre, telefono y garrafones, guárdelo en la hoja Pedidos Agua del archivo 1AguaVsa_Ped8, mándele whats al cliente y avise al canal #repartidores de Slack',
      'Fíjese que los repartidores ya no usan Slack, quítele esa parte',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'garrafones'],
        '2.spreadsheet_id': '1AguaVsa_Ped8',
        '2.sheet_name': 'Pedidos Agua',
        '3.to': '{{trigger.telefono}}',
      },
    },
  },
  {
    id: 'b24aa-38',
    business: 'carnicería (Durango)',
    turns: [
      'Qué tal, tengo una carnicería en Durango. Todos los lunes a las 7 am que lea la hoja Precios del archivo 1CarnDgo_Pr3, que la IA arme la lista de ofertas, me la mande a mi correo y la publique en Discord con el webhook https://discord.com/api/webhooks/9988/carnDgo',
      'Quítale el paso 4 porfa',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'discord/send_message'],
      params: {
        '1.cron_expression': '0 7 * * 1',
        '2.spreadsheet_id': '1CarnDgo_Pr3',
        '2.sheet_name': 'Precios',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.webhook_url': 'https://discord.com/api/webhooks/9988/carnDgo',
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  },
  {
    id: 'b24aa-39',
    business: 'consultorio de psicología (Pachuca)',
    turns: [
      'Buenas tardes. Tengo un consultorio de psicología en Pachuca. ¿Me podría hacer que cuando un paciente llene el formulario con nombre, correo y motivo, le llegue un correo con asunto Confirmacion de tu primera sesion?',
      'Fíjese que mejor lo quiero mandar desde el servidor SMTP del consultorio, no desde Gmail. Lo demás igual.',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['email/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'motivo'],
        '2.to': '{{trigger.correo}}',
        '2.subject': contains('primera sesion'),
      },
    },
  },
  {
    id: 'b24aa-40',
    business: 'chocolatería (Tuxtla Gutiérrez)',
    turns: [
      'Hola, tengo una chocolatería en Tuxtla y los pedidos me llegan por correo. Cuando me llegue un correo con asunto pedido, mándame whats al 961 555 0101 con el asunto',
      'Cambia el número al 961 555 0202, que ese es el de mi hija',
      'Ay no, mejor deshaz eso, déjalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['whatsapp/send_message'],
      params: {
        '1.query': contains('pedido'),
        '2.to': phone('9615550101', '961 555 0101'),
        '2.message': contains('{{trigger.subject}}'),
      },
    },
  },
];
