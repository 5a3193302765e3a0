/**
 * Blind evaluation batch "m", 2026-11-24.
 *
 * Written blind (from the brief, the node catalogue, the product spec and types.ts only): no
 * planner code, docs or other eval batch was read.
 *
 * Mix (40 cases, 40 different kinds of business, regions and registers varied):
 * - 23 one-turn plan_ready (01–05, 07–10, 12–18, 22–24, 26–29);
 * - 5 smart_forms_required (06 WhatsApp to the owner with no number, 11 Slack channel never
 *   named, 19 WhatsApp "a la persona" with no phone in the form, 25 Telegram "avísame" with no
 *   chat id, 30 WhatsApp to the owner with no number);
 * - 1 conversation (20), 1 clarification_needed "guárdalo en la nube" (21);
 * - 10 follow-ups, all plan_ready (31 replace hour, 32 replace threshold, 33 add step at the end,
 *   34 add step first, 35 remove step by service, 36 swap service keeping its data, 37 undo the
 *   last change, 38 several changes in one message, 39 replace recipient, 40 add after a named
 *   step).
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

const chat = (id: string) => ({ anyOf: [id, Number(id)] });
const containsAll = (...parts: string[]) => ({ containsAll: parts });
const anyOf = (...values: unknown[]) => ({ anyOf: values });
/** A Mexican phone as written, as 10 digits, or with the country code. */
const phone = (written: string) => {
  const ten = written.replace(/\D/g, '').slice(-10);
  return { anyOf: [written, ten, '+52' + ten, '52' + ten, '+521' + ten, '521' + ten] };
};
const slack = (name: string) => anyOf('#' + name, name);

export const blind20261124m: EvalCase[] = [
  one(
    'b24m-01',
    'taquería (CDMX, chilango)',
    'Qué onda! tengo una taquería en la Roma 🌮. Cuando llegue un pedido a mi webhook (trae nombre y telefono) mándale un whats al cliente a su telefono diciéndole que su orden ya está en la plancha',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      params: {
        '2.to': '{{trigger.body.telefono}}',
        '2.message': contains('plancha'),
      },
    },
  ),
  one(
    'b24m-02',
    'taller mecánico (Monterrey, norteño)',
    'Qué onda compa, tengo un taller mecánico en Monterrey. Cada sábado a las 10 de la mañana lee la pestaña Servicios de https://docs.google.com/spreadsheets/d/1TaLLerMty2026xYz/edit y mándame por gmail las filas con asunto "Servicios de la semana"',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 10 * * 6',
        '2.spreadsheet_id': '1TaLLerMty2026xYz',
        '2.sheet_name': 'Servicios',
        '3.to': OWNER_EMAIL,
        '3.subject': contains('Servicios de la semana'),
        '3.body': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24m-03',
    'clínica dental (Guadalajara, tapatío)',
    'Buenas tardes, soy de una clínica dental en Guadalajara. Una hora antes de cada cita de mi Google Calendar mándale un WhatsApp a la recepcionista al 33 1234 5678 con el nombre de la cita y la hora, porfa',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': 60,
        '2.to': phone('33 1234 5678'),
        '2.message': containsAll('{{trigger.title}}', '{{trigger.start}}'),
      },
    },
  ),
  one(
    'b24m-04',
    'escuela de inglés (Puebla, Spanglish)',
    "Hi! tengo una english school en Puebla. Cuando alguien llene el form de inscripción (nombre, email, nivel) mándale un welcome email desde mi gmail con subject 'Welcome to Fluent Puebla' y agrégalo a la pestaña Alumnos de https://docs.google.com/spreadsheets/d/1FluentPue8la/edit",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'google_sheets/append_row'],
      params: {
        '2.to': '{{trigger.email}}',
        '2.subject': contains('Welcome to Fluent Puebla'),
        '3.spreadsheet_id': '1FluentPue8la',
        '3.sheet_name': 'Alumnos',
      },
    },
  ),
  one(
    'b24m-05',
    'florería (Mérida, yucateco)',
    'Bomba! Tengo una florería en Mérida, bo. Cuando entre un pedido por el webhook (cliente y total), si el total es mayor a 1500 pesos avísame al Telegram, chat 5551234890, con el cliente y el total',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'telegram/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': 1500,
        '3.chat_id': chat('5551234890'),
        '3.message': contains('{{trigger.body.total}}'),
      },
    },
  ),
  one(
    'b24m-06',
    'gimnasio (Tijuana, Spanglish)',
    "Hey what's up, tengo un gym en Tijuana. Every monday a las 6 am saca de mi postgres las membresias que vencen esta semana (tabla membresias) y mándamelas por WhatsApp plis",
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 6 * * 1',
        '2.query': containsAll('select', 'from membresias'),
      },
      asks: ['3.to'],
    },
  ),
  one(
    'b24m-07',
    'veterinaria (Querétaro)',
    'Hola buenos días, tenemos una veterinaria en Querétaro. Cuando alguien nos escriba al bot de Telegram, que una IA le conteste lo que pregunta tomando en cuenta los horarios (lunes a sábado de 9 a 7) y le responda en el mismo chat',
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
    'b24m-08',
    'despacho contable (CDMX, formal)',
    'Buen día. Somos un despacho contable en Coyoacán. Cada que llegue a Gmail un correo con asunto "CFDI" quiero registrar el remitente y el asunto en la pestaña Recibidos de https://docs.google.com/spreadsheets/d/1CfdiDespacho99/edit',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row'],
      params: {
        '1.query': contains('CFDI'),
        '2.spreadsheet_id': '1CfdiDespacho99',
        '2.sheet_name': 'Recibidos',
      },
    },
  ),
  one(
    'b24m-09',
    'ferretería (Hermosillo)',
    "Qué tal, ferretería en Hermosillo. Cuando se agregue una fila en la pestaña Inventario de https://docs.google.com/spreadsheets/d/1FerreHmo55/edit y la columna Existencia sea menor a 5, mándale correo por gmail a compras@ferrehmo.mx con asunto 'Resurtir' y el Producto",
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1FerreHmo55',
        '1.sheet_name': 'Inventario',
        '2.left': '{{trigger.record.Existencia}}',
        '2.operator': 'less_than',
        '2.right': 5,
        '3.to': 'compras@ferrehmo.mx',
        '3.subject': contains('Resurtir'),
        '3.body': contains('{{trigger.record.Producto}}'),
      },
    },
  ),
  one(
    'b24m-10',
    'salón de belleza (León, sin acentos, typos)',
    'hola q tal tengo un salon de belleza en leon, cuando una clienta llene el formulario de citas (nombre, telefono, fecha) crea el evento en mi google calendar y mandale whats a la clienta confirmando su cita',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'whatsapp/send_message'],
      params: {
        '2.start': '{{trigger.fecha}}',
        '3.to': '{{trigger.telefono}}',
      },
    },
  ),
  one(
    'b24m-11',
    'hotel boutique (Oaxaca)',
    'Buenas noches, manejo un hotel boutique en Oaxaca centro. Cuando llegue una reservación a mi webhook (huesped, fechas, habitacion) quiero que se avise en Slack al equipo y que se guarde en la tabla reservaciones de Postgres',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['slack/send_message', 'postgres/query'],
      params: {
        '3.query': containsAll('insert into reservaciones'),
      },
      asks: ['2.channel'],
    },
  ),
  one(
    'b24m-12',
    'food truck de birria (Tijuana)',
    "Q onda! tengo un food truck de birria en Tijuana. Diario a las 12 del día manda al canal de Telegram -1001234567890 'Ya estamos en la Revu! con el cupón BIRRIA10 tienes 10% off'",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: {
        '1.cron_expression': '0 12 * * *',
        '2.chat_id': chat('-1001234567890'),
        '2.message': contains('BIRRIA10'),
      },
    },
  ),
  one(
    'b24m-13',
    'imprenta (Toluca)',
    "Hola, tengo una imprenta en Toluca. Cuando un cliente suba un archivo a la carpeta https://drive.google.com/drive/folders/1ImprentaArtes77 avísame por gmail con asunto 'Nuevo arte para imprimir'",
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['gmail/send_email'],
      params: {
        '1.folder_id': '1ImprentaArtes77',
        '2.to': OWNER_EMAIL,
        '2.subject': contains('Nuevo arte para imprimir'),
      },
    },
  ),
  one(
    'b24m-14',
    'panadería (Veracruz, números en letra)',
    'Buenos días! Panadería en el puerto de Veracruz. Todos los días a las cinco y media de la mañana mándale un whats al repartidor al 229 876 5432 recordándole recoger el pan de las seis',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['whatsapp/send_message'],
      params: {
        '1.cron_expression': '30 5 * * *',
        '2.to': phone('229 876 5432'),
        '2.message': contains('pan'),
      },
    },
  ),
  one(
    'b24m-15',
    'farmacia (Culiacán)',
    "Buenas, farmacia en Culiacán. Tengo un webhook que recibe pedidos con cliente, medicamento y cantidad; guárdalos en la tabla pedidos de Postgres y contesta al webhook con status 200 y 'recibido'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'webhook/respond'],
      params: {
        '2.query': containsAll('insert into pedidos', 'cliente', 'medicamento', 'cantidad'),
        '3.status': 200,
      },
    },
  ),
  one(
    'b24m-16',
    'tienda de ropa en línea (Guadalajara)',
    "Hola! tengo tienda de ropa en línea en Guadalajara. Cuando llegue una compra al webhook (email y total) y el total sea de 2000 o más, mándale al cliente a su email por Gmail el cupón VIP15 con asunto 'Gracias por tu compra'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '2.left': '{{trigger.body.total}}',
        // Corrected after the first run: the writer's brief named the operator 'greater_than_or_equal'; the
        // catalogue's filter (server/nodes/compare.ts) calls it 'greater_or_equal'.
        '2.operator': 'greater_or_equal',
        '2.right': 2000,
        '3.to': '{{trigger.body.email}}',
        '3.subject': contains('Gracias por tu compra'),
        '3.body': contains('VIP15'),
      },
    },
  ),
  one(
    'b24m-17',
    'estudio de yoga (Tulum, Spanglish, emoji)',
    'Hola namaste 🙏 tengo un yoga studio en Tulum. 30 minutes before de cada clase de mi Google Calendar manda un mensaje al grupo de Telegram 4455667788 con el nombre de la clase y la hora',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['telegram/send_message'],
      params: {
        '1.minutes_before': 30,
        '2.chat_id': chat('4455667788'),
        '2.message': containsAll('{{trigger.title}}', '{{trigger.start}}'),
      },
    },
  ),
  one(
    'b24m-18',
    'agencia de viajes (Cancún, sin acentos)',
    'Buen dia, agencia de viajes en Cancun. Cuando llegue un correo a mi Gmail con asunto Cotizacion, que la IA redacte una respuesta amable con base en el correo y se la mande al remitente desde Gmail',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '1.query': contains('Cotizacion'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.to': '{{trigger.from}}',
        '3.body': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24m-19',
    'consultorio psicológico (Morelia)',
    'Hola, soy psicóloga en Morelia. Cuando alguien llene mi formulario de primera consulta (nombre y motivo) mándale un WhatsApp a la persona diciéndole que en 24 horas la contacto',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      asks: ['2.to'],
    },
  ),
  one(
    'b24m-20',
    'barbería (Saltillo)',
    'Buenas tardes! tengo una barbería en Saltillo y apenas estoy conociendo la app, ¿qué tipo de cosas puedo automatizar con ustedes? 💈',
    { status: 'conversation' },
  ),
  one(
    'b24m-21',
    'lavandería (Aguascalientes)',
    'Hola, lavandería en Aguascalientes. Cada que un cliente deje ropa me llega un formulario con nombre y número de ticket; guárdalo en la nube para tenerlo a la mano',
    { status: 'clarification_needed' },
  ),
  one(
    'b24m-22',
    'papelería (San Luis Potosí)',
    'Qué tal, papelería en San Luis. Cada viernes a las 7 de la tarde consulta https://api.papeleriaslp.mx/ventas/semana y manda lo que responda al canal #ventas de Slack',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 19 * * 5',
        '2.url': 'https://api.papeleriaslp.mx/ventas/semana',
        '3.channel': slack('ventas'),
        '3.message': contains('{{steps.2.output.body}}'),
      },
    },
  ),
  one(
    'b24m-23',
    'inmobiliaria (Querétaro)',
    'Buenas, inmobiliaria en Juriquilla. Cuando llegue un lead al webhook con nombre, telefono y propiedad, agrégalo a la pestaña Leads de https://docs.google.com/spreadsheets/d/1InmoQro2026/edit y mándale whats al asesor al 442 555 0101',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1InmoQro2026',
        '2.sheet_name': 'Leads',
        '3.to': phone('442 555 0101'),
      },
    },
  ),
  one(
    'b24m-24',
    'cafetería de especialidad (Xalapa)',
    "Holi, tenemos una cafetería de especialidad en Xalapa y una comunidad en Discord. Cada domingo a las 9 am manda al webhook https://discord.com/api/webhooks/111/abcXYZ el mensaje 'Domingo de filtrados, usa el código CAFE2X1'",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['discord/send_message'],
      params: {
        '1.cron_expression': anyOf('0 9 * * 0', '0 9 * * 7'),
        '2.webhook_url': 'https://discord.com/api/webhooks/111/abcXYZ',
        '2.message': contains('CAFE2X1'),
      },
    },
  ),
  one(
    'b24m-25',
    'renta de mobiliario para eventos (Chihuahua)',
    'Que tal, rentamos sillas y mesas para eventos en Chihuahua. Cuando caiga una cotización en el webhook (cliente, fecha_evento, piezas) avísame por Telegram con los datos',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['telegram/send_message'],
      asks: ['2.chat_id'],
    },
  ),
  one(
    'b24m-26',
    'óptica (Mérida)',
    'Buenas tardes, óptica en Mérida. Cuando un cliente recoja sus lentes me llega el formulario de entrega (nombre, celular); espera 7 días y mándale whats al cliente preguntando cómo le quedaron',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '2.seconds': 604800,
        '3.to': '{{trigger.celular}}',
      },
    },
  ),
  one(
    'b24m-27',
    'pastelería (CDMX)',
    "Hola! pastelería en la Narvarte. Mándale un correo por Gmail a pedidos@harinasdelvalle.mx con asunto 'Pedido semanal' pidiendo 20 bultos de harina y 10 cajas de mantequilla",
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['gmail/send_email'],
      params: {
        '2.to': 'pedidos@harinasdelvalle.mx',
        '2.subject': contains('Pedido semanal'),
        '2.body': contains('harina'),
      },
    },
  ),
  one(
    'b24m-28',
    'escuela de manejo (Monterrey)',
    'Buenas, escuela de manejo en Monterrey. Cuando alguien se inscriba en el formulario (nombre, correo, paquete), manda los datos por POST a https://crm.manejamty.com/api/alumnos',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['http/request'],
      params: {
        '2.url': 'https://crm.manejamty.com/api/alumnos',
        '2.method': anyOf('POST', 'post'),
      },
    },
  ),
  one(
    'b24m-29',
    'tienda de celulares (Tepito, chilango, sin acentos)',
    "que onda carnal, tengo un local de celulares en tepito. cuando el webhook de reparaciones mande estatus 'listo', mandale whats al cliente a su telefono q ya puede pasar x su equipo",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.estatus}}',
        '2.operator': 'equals',
        '2.right': 'listo',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  ),
  one(
    'b24m-30',
    'mueblería (Zapopan)',
    'Buenas, mueblería en Zapopan. Cuando se agregue un pedido en la pestaña Pedidos de https://docs.google.com/spreadsheets/d/1MuebleZap31/edit, avísame por WhatsApp con el Cliente y el Modelo',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1MuebleZap31',
        '1.sheet_name': 'Pedidos',
      },
      asks: ['2.to'],
    },
  ),

  // ---- follow-ups (the expectation is about the plan after the last turn) ----
  {
    id: 'b24m-31',
    business: 'laboratorio clínico (Puebla) — replace the hour',
    turns: [
      "Hola, laboratorio clínico en Puebla. Cada día a las 8 de la mañana lee la pestaña Resultados de https://docs.google.com/spreadsheets/d/1LabPue2026/edit y mándame por Gmail las filas con asunto 'Pendientes del día'",
      'mejor a las 7 y cuarto',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '15 7 * * *',
        '2.spreadsheet_id': '1LabPue2026',
        '2.sheet_name': 'Resultados',
        '3.to': OWNER_EMAIL,
        '3.subject': contains('Pendientes del día'),
      },
    },
  },
  {
    id: 'b24m-32',
    business: 'fotógrafo de bodas (San Miguel de Allende) — replace the threshold',
    turns: [
      'Hola! soy fotógrafo de bodas en San Miguel. Cuando llegue un anticipo al webhook (pareja, monto) y el monto sea mayor a 8000, avísame por Telegram al chat 7788990011 con el nombre de la pareja',
      'oye mejor que sea mayor a 5 mil, no 8',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'telegram/send_message'],
      params: {
        '2.left': '{{trigger.body.monto}}',
        '2.operator': 'greater_than',
        '2.right': 5000,
        '3.chat_id': chat('7788990011'),
        '3.message': contains('{{trigger.body.pareja}}'),
      },
    },
  },
  {
    id: 'b24m-33',
    business: 'cerrajería (CDMX) — add a step at the end',
    turns: [
      'Buenas, cerrajería en la Doctores. Cuando llegue un servicio urgente al webhook (direccion, telefono) mándale whats a mi chalán al 55 4321 8765 con la direccion',
      'y al final guárdalo también en la tabla servicios de mi Postgres',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message', 'postgres/query'],
      params: {
        '2.to': phone('55 4321 8765'),
        '2.message': contains('{{trigger.body.direccion}}'),
        '3.query': containsAll('insert into servicios'),
      },
    },
  },
  {
    id: 'b24m-34',
    business: 'verdulería orgánica (Cuernavaca) — add a step first',
    turns: [
      'Hola, verdulería orgánica en Cuernavaca. Cuando llegue un pedido al webhook (cliente, telefono, total) mándale al cliente un whats a su telefono con el total',
      'antes de mandar el whats, espera 10 minutos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '2.seconds': 600,
        '3.to': '{{trigger.body.telefono}}',
        '3.message': contains('{{trigger.body.total}}'),
      },
    },
  },
  {
    id: 'b24m-35',
    business: 'tortillería (Toluca) — remove a step by service',
    turns: [
      'Buenas, tortillería en Toluca. Cada lunes a las 6 am saca de Postgres las ventas de la semana pasada de la tabla ventas, mándamelas por Gmail y también al canal #tortilleria de Slack',
      'quita lo de Slack, con el correo basta',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 6 * * 1',
        '2.query': containsAll('select', 'from ventas'),
        '3.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24m-36',
    business: 'spa (Los Cabos) — swap a service keeping its data',
    turns: [
      'Hello! spa en Los Cabos. Cuando alguien reserve en el formulario (nombre, tratamiento, fecha) avisa al canal #reservas de Slack con el nombre y el tratamiento',
      'en vez de Slack mejor mándalo al Telegram, chat 9988776655',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['telegram/send_message'],
      params: {
        '2.chat_id': chat('9988776655'),
        '2.message': containsAll('{{trigger.nombre}}', '{{trigger.tratamiento}}'),
      },
    },
  },
  {
    id: 'b24m-37',
    business: 'mezcalería (Oaxaca) — undo the last change',
    turns: [
      "Qué tal, mezcalería en Oaxaca. Cada viernes a las 5 de la tarde manda al grupo de Telegram -1009876543210 'Viernes de cata! muestra el código MEZCAL20 en barra'",
      'cámbialo a los sábados a las 2',
      'no, mejor déjalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: {
        '1.cron_expression': '0 17 * * 5',
        '2.chat_id': chat('-1009876543210'),
        '2.message': contains('MEZCAL20'),
      },
    },
  },
  {
    id: 'b24m-38',
    business: 'constructora (Tampico) — several changes in one message',
    turns: [
      "Buen día, constructora pequeña en Tampico. Cada lunes a las 8 lee la pestaña Obras de https://docs.google.com/spreadsheets/d/1ObrasTamp88/edit y manda por Gmail las filas a residente@obrastam.mx con asunto 'Avance semanal'",
      'cambia el correo a supervision@obrastam.mx, que sea a las 9 y al final avísame por Telegram al chat 3344556677 que ya se envió',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 9 * * 1',
        '2.spreadsheet_id': '1ObrasTamp88',
        '2.sheet_name': 'Obras',
        '3.to': 'supervision@obrastam.mx',
        '3.subject': contains('Avance semanal'),
        '4.chat_id': chat('3344556677'),
      },
    },
  },
  {
    id: 'b24m-39',
    business: 'guardería (Pachuca) — replace the recipient',
    turns: [
      "Hola buenas, guardería en Pachuca. Cuando una mamá llene el formulario de incidencias (niño, descripcion) mándale un Gmail a direccion@guarderiapachuca.mx con asunto 'Incidencia' y la descripcion",
      'mejor que le llegue a coordinacion@guarderiapachuca.mx',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '2.to': 'coordinacion@guarderiapachuca.mx',
        '2.subject': contains('Incidencia'),
        '2.body': contains('{{trigger.descripcion}}'),
      },
    },
  },
  {
    id: 'b24m-40',
    business: 'tienda de mascotas (Ensenada) — add a step after a named step',
    turns: [
      'Hola! tienda de mascotas en Ensenada. Cuando llegue un pedido al webhook (cliente, email, total) guárdalo en la pestaña Pedidos de https://docs.google.com/spreadsheets/d/1PetsEns40/edit y avisa en Slack al canal #pedidos',
      "después de guardarlo en la hoja, mándale al cliente un gmail a su email con asunto 'Recibimos tu pedido'",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'gmail/send_email', 'slack/send_message'],
      params: {
        '2.spreadsheet_id': '1PetsEns40',
        '2.sheet_name': 'Pedidos',
        '3.to': '{{trigger.body.email}}',
        '3.subject': contains('Recibimos tu pedido'),
        '4.channel': slack('pedidos'),
      },
    },
  },
];
