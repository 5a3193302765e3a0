/**
 * Blind evaluation batch F — written blind (brief only, no planner code), 2026-11-24.
 * Written from the brief, the node catalogue, the product spec and types.ts only.
 *
 * Mix (40 cases): 24 single-turn plans, 10 follow-up cases (replace a URL, insert a step right
 * after the trigger, remove the last step, swap Postgres for Sheets keeping the data, undo a subject
 * change, several changes, supplying a missing chat id, insert a wait between two steps, change
 * the minutes before an event, change a condition's operator and amount), 4 cases where the right
 * answer is to ask, 1 clarification, 1 conversation. 40 different kinds of business.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

export const blind20261124f: EvalCase[] = [
  one(
    'b24f-01',
    'birriería',
    'Hola, birrieria El Compadre. Los pedidos llegan a un webhook con cliente, telefono y total: anotalos todos en la pestaña Pedidos de https://docs.google.com/spreadsheets/d/1Birria_Ped/edit y si el total es de 500 o mas avisa al grupo de telegram -1003030303030',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'filter/condition', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': '1Birria_Ped',
        '2.sheet_name': 'Pedidos',
        '3.left': '{{trigger.body.total}}',
        '3.operator': 'greater_or_equal',
        '3.right': 500,
        '4.chat_id': { anyOf: ['-1003030303030', -1003030303030] },
      },
    },
  ),
  one(
    'b24f-02',
    'puesto de jugos',
    "Buenas! tengo un puesto de jugos. De lunes a viernes a las 8:15 de la mañana mandale whatsapp a mi proveedor de fruta al 2299887766: 'Don Beto, lo de siempre porfa'",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['whatsapp/send_message'],
      params: {
        '1.cron_expression': '15 8 * * 1-5',
        '2.to': '2299887766',
        '2.message': 'Don Beto, lo de siempre porfa',
      },
    },
  ),
  one(
    'b24f-03',
    'agencia de promocionales',
    'Hola, hacemos articulos promocionales (tazas, plumas, etc). Cada correo que llegue a mi gmail que la IA lo lea, diga que producto piden y mande ese resumen a slack #cotizaciones',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'slack/send_message'],
      params: {
        '3.channel': '#cotizaciones',
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24f-04',
    'clínica de lactancia',
    'Hola, asesora de lactancia. Form de citas con nombre, telefono y fecha: crea la cita en mi google calendar con el nombre de la mama y mandale whatsapp confirmandole',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'whatsapp/send_message'],
      params: {
        '2.title': contains('{{trigger.nombre}}'),
        '2.start': '{{trigger.fecha}}',
        '3.to': '{{trigger.telefono}}',
      },
    },
  ),
  one(
    'b24f-05',
    'centro de matemáticas',
    'Hola, centro de regularizacion en mate. En https://docs.google.com/spreadsheets/d/1Mate_Eval/edit pestaña Evaluaciones, por cada evaluacion nueva que la IA escriba un reporte para el papa y se lo mande por gmail a la columna Correo',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1Mate_Eval',
        '1.sheet_name': 'Evaluaciones',
        '3.to': '{{trigger.record.Correo}}',
        '3.body': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24f-06',
    'agencia de diseño gráfico',
    'Hola, estudio de diseño. Form de brief con nombre, email y proyecto: crea una carpeta en google drive con el nombre del cliente y avisa en slack #diseno',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_drive/create_folder', 'slack/send_message'],
      params: {
        '2.name': contains('{{trigger.nombre}}'),
        '3.channel': '#diseno',
      },
    },
  ),
  one(
    'b24f-07',
    'despacho de ingeniería civil',
    'Hola, despacho de ingenieria civil. 45 minutos antes de cada visita de obra en mi google calendar manda al discord del equipo (https://discord.com/api/webhooks/6060606/obra) el nombre de la visita',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['discord/send_message'],
      params: {
        '1.minutes_before': 45,
        '2.webhook_url': 'https://discord.com/api/webhooks/6060606/obra',
        '2.message': contains('{{trigger.title}}'),
      },
    },
  ),
  one(
    'b24f-08',
    'yonke de autopartes',
    'Que tal, tengo un yonke. Cuando me pregunten por una pieza en mi bot de telegram busca en postgres en la tabla piezas lo que escribieron y contestales ahi mismo con lo que encuentres',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['postgres/query', 'telegram/send_message'],
      params: {
        '2.query': { containsAll: ['select', 'piezas'] },
        '3.chat_id': '{{trigger.chat_id}}',
      },
    },
  ),
  one(
    'b24f-09',
    'mini bodegas',
    'Hola, rentamos mini bodegas. El dia 28 de cada mes a las 10 am busca en postgres, tabla contratos, los que vencen el proximo mes y mandamelos por gmail',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 10 28 * *',
        '2.query': { containsAll: ['select', 'contratos'] },
        '3.to': OWNER_EMAIL,
      },
    },
  ),
  one(
    'b24f-10',
    'agencia funeraria',
    'Buenas tardes, agencia funeraria. Form de solicitud de servicio con nombre, telefono y servicio: mandale whatsapp al encargado de guardia al 5550001111 y guardalo en la pestaña Servicios de https://docs.google.com/spreadsheets/d/1Funer_Serv/edit',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message', 'google_sheets/append_row'],
      params: {
        '2.to': '5550001111',
        '3.spreadsheet_id': '1Funer_Serv',
        '3.sheet_name': 'Servicios',
      },
    },
  ),
  one(
    'b24f-11',
    'tienda de skate',
    'Hola buenas tardes, tengo una tienda de skate, solo queria saber si tienen soporte en español o como funciona eso?',
    { status: 'conversation' },
  ),
  one(
    'b24f-12',
    'tienda de té',
    'Hola, vendo tes y tisanas. Quiero que cuando alguien compre se registre en algun lado y me llegue una notificacion, se puede?',
    { status: 'clarification_needed' },
  ),
  one(
    'b24f-13',
    'barra de ensaladas',
    'Hola, barra de ensaladas. Cuando llegue un pedido al webhook mandalo por POST a mi impresora de comandas en https://comandas.greenbar.mx/api/imprimir y responde al webhook con status 200',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['http/request', 'webhook/respond'],
      params: {
        '2.url': 'https://comandas.greenbar.mx/api/imprimir',
        '2.method': 'POST',
        '3.status': 200,
      },
    },
  ),
  one(
    'b24f-14',
    'restaurante de ramen',
    'Hola, ramen bar. Mi equipo pide insumos por Slack; cada mensaje que llegue de Slack guardalo en la pestaña Insumos de https://docs.google.com/spreadsheets/d/1Ramen_Ins/edit',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['google_sheets/append_row'],
      params: {
        '2.spreadsheet_id': '1Ramen_Ins',
        '2.sheet_name': 'Insumos',
      },
    },
  ),
  one(
    'b24f-15',
    'mercado gourmet',
    'Hola, administro un mercado gourmet. Cada domingo a las 7 de la noche revisa los eventos de la semana en google calendar, que la IA los resuma y mandalo al grupo de locatarios en telegram -1004040404040',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 19 * * 0', '0 19 * * 7'] },
        '4.chat_id': { anyOf: ['-1004040404040', -1004040404040] },
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24f-16',
    'terapia de pareja',
    'Hola, doy terapia de pareja. 30 minutos antes de cada sesion de mi google calendar mandame un whatsapp para prepararme',
    {
      status: 'smart_forms_required',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: { '1.minutes_before': 30 },
      asks: ['2.to'],
    },
  ),
  one(
    'b24f-17',
    'escuela de fotografía',
    "Hola, escuela de fotografia. Form de inscripcion (nombre, email, curso): guardalo en la pestaña Alumnos de https://docs.google.com/spreadsheets/d/1Foto_Alum/edit y mandale correo por el SMTP de la escuela con asunto 'Bienvenido a Foco'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'email/send_email'],
      params: {
        '2.spreadsheet_id': '1Foto_Alum',
        '2.sheet_name': 'Alumnos',
        '3.to': '{{trigger.email}}',
        '3.subject': 'Bienvenido a Foco',
      },
    },
  ),
  one(
    'b24f-18',
    'administración de condominios',
    'Hola, administro condominios. Los reportes llegan a un webhook con depto, reporte y urgencia. Si la urgencia es alta mandame whatsapp al 5544332211',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.urgencia}}',
        '2.operator': 'equals',
        '2.right': 'alta',
        '3.to': '5544332211',
      },
    },
  ),
  one(
    'b24f-19',
    'tienda de juguetes',
    'Hola, jugueteria Carrusel. Cada venta de la tienda en linea llega a un webhook con producto y total; guardala en la hoja Juguetes de mi Google Sheets',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row'],
      params: { '2.sheet_name': 'Juguetes' },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24f-20',
    'tienda de manualidades',
    "Hola, tienda de manualidades. Form de inscripcion a talleres (nombre, email, taller): mandale al alumno un gmail con asunto 'Te esperamos en el taller' y guardalo en postgres tabla talleres",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'postgres/query'],
      params: {
        '2.to': '{{trigger.email}}',
        '2.subject': 'Te esperamos en el taller',
        '3.query': { containsAll: ['insert into talleres', 'nombre', 'email', 'taller'] },
      },
    },
  ),
  one(
    'b24f-21',
    'mensajería en moto',
    'Hola, mensajeria en moto. Mi sistema manda un webhook con guia, telefono y estatus cada que se entrega un paquete; mandale whatsapp a ese telefono con el numero de guia',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      params: {
        '2.to': '{{trigger.body.telefono}}',
        '2.message': contains('{{trigger.body.guia}}'),
      },
    },
  ),
  one(
    'b24f-22',
    'taller de tapicería',
    'Hola, tapiceria Confort. Cuando alguien pida cotizacion en mi form (nombre, telefono, mueble) mandale whatsapp a mi maestro tapicero con los datos',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      asks: ['2.to'],
    },
  ),
  one(
    'b24f-23',
    'vidriería',
    'Hola, vidrieria y aluminio. Las cotizaciones llegan a un webhook con nombre, email, ancho y alto: que la IA calcule un precio aproximado y se lo mande al cliente por gmail',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '3.to': '{{trigger.body.email}}',
        '3.body': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24f-24',
    'uniformes médicos',
    'Hola, uniformes medicos y quirurgicos. Cada correo que me llegue a gmail reenviamelo a telegram al chat 10203040 con el asunto',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['telegram/send_message'],
      params: {
        '2.chat_id': { anyOf: ['10203040', 10203040] },
        '2.message': contains('{{trigger.subject}}'),
      },
    },
  ),
  one(
    'b24f-25',
    'club de ajedrez',
    'Hola, club de ajedrez. Una hora antes de cada torneo de mi google calendar manda al grupo de telegram -1001010101010 el nombre del torneo',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['telegram/send_message'],
      params: {
        '1.minutes_before': 60,
        '2.chat_id': { anyOf: ['-1001010101010', -1001010101010] },
        '2.message': contains('{{trigger.title}}'),
      },
    },
  ),
  one(
    'b24f-26',
    'tienda de ortopedia',
    'Hola, ortopedia Paso Firme. En la pestaña Pedidos de https://docs.google.com/spreadsheets/d/1Orto_Ped/edit cada fila nueva guardala tambien en postgres tabla pedidos y mandale whatsapp al cliente (columna Telefono)',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1Orto_Ped',
        '1.sheet_name': 'Pedidos',
        '2.query': { containsAll: ['insert into pedidos'] },
        '3.to': '{{trigger.record.Telefono}}',
      },
    },
  ),
  one(
    'b24f-27',
    'video con drones',
    'Hola, hacemos video con drones. Diario a las 6 am consulta el clima en https://api.vientos.mx/cdmx, que la IA diga si se puede volar y mandalo al grupo de pilotos en telegram -1002020202020',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 6 * * *',
        '2.url': 'https://api.vientos.mx/cdmx',
        '4.chat_id': { anyOf: ['-1002020202020', -1002020202020] },
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24f-28',
    'apicultor',
    "Hola, vendo miel de abeja. Cada lunes a las 9 mandale correo a mi distribuidor a compras@mieldelvalle.mx por el SMTP de mi negocio con asunto 'Pedido semanal de miel'",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['email/send_email'],
      params: {
        '1.cron_expression': '0 9 * * 1',
        '2.to': 'compras@mieldelvalle.mx',
        '2.subject': 'Pedido semanal de miel',
      },
    },
  ),
  one(
    'b24f-29',
    'software de punto de venta',
    'Hola, hacemos un software de punto de venta para tienditas. Cada correo de soporte que llegue a gmail conviertelo en un issue de github',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['github/create_issue'],
      asks: ['2.repository'],
    },
  ),
  one(
    'b24f-30',
    'quesería',
    'Hola, queseria artesanal. En https://docs.google.com/spreadsheets/d/1Quesos_Ped/edit pestaña Pedidos, cada pedido nuevo agendalo en mi google calendar en la fecha de la columna FechaEntrega con el nombre de la columna Cliente',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['google_calendar/create_event'],
      params: {
        '1.spreadsheet_id': '1Quesos_Ped',
        '1.sheet_name': 'Pedidos',
        '2.title': contains('{{trigger.record.Cliente}}'),
        '2.start': '{{trigger.record.FechaEntrega}}',
      },
    },
  ),
  {
    id: 'b24f-31',
    business: 'rosticería',
    turns: [
      'Hola, rosticeria El Pollo Dorado. Cada dia a las 11 am consulta los pedidos de https://api.pollodorado.mx/pedidos-hoy y mandamelos a telegram al chat 14141414',
      'la url cambio, ahora es https://api.pollodorado.mx/v2/pedidos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 11 * * *',
        '2.url': 'https://api.pollodorado.mx/v2/pedidos',
        '3.chat_id': { anyOf: ['14141414', 14141414] },
      },
    },
  },
  {
    id: 'b24f-32',
    business: 'clínica capilar',
    turns: [
      'Hola, clinica capilar. Form de valoracion con nombre, email y telefono: mandale un gmail de bienvenida y despues un whatsapp con la direccion de la clinica',
      'agrega justo despues del formulario, antes del gmail, un paso que guarde al paciente en postgres, tabla pacientes_capilar',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'gmail/send_email', 'whatsapp/send_message'],
      params: {
        '2.query': { containsAll: ['insert into pacientes_capilar', 'nombre', 'email', 'telefono'] },
        '3.to': '{{trigger.email}}',
        '4.to': '{{trigger.telefono}}',
      },
    },
  },
  {
    id: 'b24f-33',
    business: 'centro de meditación',
    turns: [
      'Hola, centro de meditacion. En https://docs.google.com/spreadsheets/d/1Medita_Ins/edit pestaña Retiro, cada inscrito nuevo: mandale gmail a la columna Email y avisame en telegram al chat 33333333',
      'borra el ultimo paso',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1Medita_Ins',
        '1.sheet_name': 'Retiro',
        '2.to': '{{trigger.record.Email}}',
      },
    },
  },
  {
    id: 'b24f-34',
    business: 'tienda de cómics',
    turns: [
      'Hola, tienda de comics. Form de apartados con nombre, email y comic; guardalo en mi postgres en la tabla apartados',
      'mejor guardalo en google sheets: https://docs.google.com/spreadsheets/d/1Comics_Ap/edit pestaña Apartados',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row'],
      params: {
        '2.spreadsheet_id': '1Comics_Ap',
        '2.sheet_name': 'Apartados',
      },
    },
  },
  {
    id: 'b24f-35',
    business: 'consultoría ambiental',
    turns: [
      "Hola, consultoria ambiental. Cuando llegue un reporte al webhook (empresa, descripcion) mandame un gmail con asunto 'Nuevo reporte ambiental'",
      "cambia el asunto a 'Nueva denuncia'",
      'mmm no, deshaz el cambio',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['gmail/send_email'],
      params: {
        '2.to': OWNER_EMAIL,
        '2.subject': 'Nuevo reporte ambiental',
      },
    },
  },
  {
    id: 'b24f-36',
    business: 'correduría pública',
    turns: [
      "Hola, correduria publica 7. Form de solicitudes (nombre, email, acto): guardala en la pestaña Clientes2026 de https://docs.google.com/spreadsheets/d/1Corred_Sol/edit y mandale gmail al cliente con asunto 'Recibido'",
      "cambia la pestaña a Clientes2027, el asunto a 'Solicitud recibida' y agrega al final un aviso a slack #correduria",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email', 'slack/send_message'],
      params: {
        '2.spreadsheet_id': '1Corred_Sol',
        '2.sheet_name': 'Clientes2027',
        '3.to': '{{trigger.email}}',
        '3.subject': 'Solicitud recibida',
        '4.channel': '#correduria',
      },
    },
  },
  {
    id: 'b24f-37',
    business: 'gimnasio de box',
    turns: [
      'Hola, gym de box. Cuando alguien llene el form de clase gratis (nombre, telefono, horario) avisame por telegram porfa',
      'mi chat es 80018001',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['telegram/send_message'],
      params: { '2.chat_id': { anyOf: ['80018001', 80018001] } },
    },
  },
  {
    id: 'b24f-38',
    business: 'venta de boletos de autobús',
    turns: [
      'Hola, vendemos boletos de autobus. Cada compra llega al webhook con email, telefono y salida: mandale al pasajero su confirmacion por gmail y un whatsapp con la hora de salida',
      'entre el correo y el whatsapp mete una espera de 2 horas',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['gmail/send_email', 'delay/wait', 'whatsapp/send_message'],
      params: {
        '2.to': '{{trigger.body.email}}',
        '3.seconds': 7200,
        '4.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24f-39',
    business: 'lash studio',
    turns: [
      'Hola, lash studio de pestañas. Una hora antes de cada cita de mi google calendar mandame whatsapp al 5567891234 con el nombre de la clienta',
      'que sea 2 horas antes mejor',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': 120,
        '2.to': '5567891234',
      },
    },
  },
  {
    id: 'b24f-40',
    business: 'catering para oficinas',
    turns: [
      'Hola, catering para oficinas. Pedidos llegan a un webhook con empresa, personas y email; si son mas de 50 personas avisa en slack #eventos-grandes',
      'cambialo: que avise si son menos de 10 personas, para cobrar cargo extra',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.personas}}',
        '2.operator': 'less_than',
        '2.right': 10,
        '3.channel': '#eventos-grandes',
      },
    },
  },
];
