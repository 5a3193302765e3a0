/**
 * Blind evaluation batch E — written blind (brief only, no planner code), 2026-11-24.
 * Written from the brief, the node catalogue, the product spec and types.ts only.
 *
 * Mix (40 cases): 25 single-turn plans, 10 follow-up cases (replace a subject, append a step,
 * remove the first action, swap Slack for Discord keeping an AI reference, undo an inserted
 * condition, several changes, supplying a missing webhook URL, swap a schedule for a button,
 * change a condition, swap a Sheets trigger for a form keeping the actions), 3 cases where the
 * right answer is to ask (one asks two fields), 1 clarification, 1 conversation. 40 different
 * kinds of business.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

export const blind20261124e: EvalCase[] = [
  one(
    'b24e-01',
    'entrenador personal',
    'Que tal! soy entrenador personal. Cuando un alumno me escriba al bot de Telegram que la IA le conteste con su rutina y luego guarde la pregunta en la pestaña Preguntas de https://docs.google.com/spreadsheets/d/1Coach_Preg/edit',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai/generate_text', 'telegram/send_message', 'google_sheets/append_row'],
      params: {
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('{{steps.2.output.text}}'),
        '4.spreadsheet_id': '1Coach_Preg',
        '4.sheet_name': 'Preguntas',
      },
    },
  ),
  one(
    'b24e-02',
    'tienda de suplementos',
    "Hola, vendo suplementos. Mi tienda manda un webhook con email, producto y total. Si el total pasa de 8 mil avisa en Slack #vip y mandale al cliente un Gmail con asunto 'Gracias por tu compra'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message', 'gmail/send_email'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': 8000,
        '3.channel': '#vip',
        '4.to': '{{trigger.body.email}}',
        '4.subject': 'Gracias por tu compra',
      },
    },
  ),
  one(
    'b24e-03',
    'agencia de autos seminuevos',
    'Buenas, agencia de seminuevos. Form de prospectos con nombre, telefono y auto; guardalo en postgres en la tabla prospectos y avisa a los vendedores en slack #vendedores',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '2.query': { containsAll: ['insert into prospectos', 'nombre', 'telefono', 'auto'] },
        '3.channel': '#vendedores',
      },
    },
  ),
  one(
    'b24e-04',
    'hotel de playa',
    "Hola, hotel de playa en Zihua. Mi motor de reservas manda webhook con huesped, email y llegada: mandale al huesped un gmail con asunto 'Bienvenido a Hotel Marea' y avisa a recepcion en telegram, chat -1001122334455",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['gmail/send_email', 'telegram/send_message'],
      params: {
        '2.to': '{{trigger.body.email}}',
        '2.subject': 'Bienvenido a Hotel Marea',
        '3.chat_id': { anyOf: ['-1001122334455', -1001122334455] },
      },
    },
  ),
  one(
    'b24e-05',
    'pizzería',
    "Hola, pizzeria Don Vito. Los clientes piden por mi bot de telegram: guarda cada mensaje en postgres tabla pedidos_telegram (chat_id y texto) y contestales 'Tu pedido fue recibido, en 40 min llega'",
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['postgres/query', 'telegram/send_message'],
      params: {
        '2.query': { containsAll: ['insert into pedidos_telegram', 'chat_id', 'texto'] },
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': 'Tu pedido fue recibido, en 40 min llega',
      },
    },
  ),
  one(
    'b24e-06',
    'churrería',
    "Holi, churreria La Tradicional. Quiero un boton que mande 'Churros recien hechos!! pasen' a mi grupo de telegram -1005656565656 y al discord https://discord.com/api/webhooks/3030303/churros",
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['telegram/send_message', 'discord/send_message'],
      params: {
        '2.chat_id': { anyOf: ['-1005656565656', -1005656565656] },
        '2.message': 'Churros recien hechos!! pasen',
        '3.webhook_url': 'https://discord.com/api/webhooks/3030303/churros',
        '3.message': 'Churros recien hechos!! pasen',
      },
    },
  ),
  one(
    'b24e-07',
    'centro de depilación láser',
    'Hola, centro de depilacion laser. En mi spreadsheet https://docs.google.com/spreadsheets/d/1Laser_Citas/edit pestaña Agenda, cada fila nueva mandale whatsapp a la clienta (columna Telefono) con la fecha de su cita (columna Fecha)',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1Laser_Citas',
        '1.sheet_name': 'Agenda',
        '2.to': '{{trigger.record.Telefono}}',
        '2.message': contains('{{trigger.record.Fecha}}'),
      },
    },
  ),
  one(
    'b24e-08',
    'academia de francés',
    'Bonjour! bueno, hola jaja, academia de frances. Form de inscripcion con nombre, email y nivel: que la IA escriba una bienvenida en frances y se la mande al alumno por gmail',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '3.to': '{{trigger.email}}',
        '3.body': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24e-09',
    'consultorio médico general',
    'Hola, soy medico general. Todos los dias a las 7 am revisa mis citas del dia en google calendar y mandaselas a mi asistente por telegram',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'telegram/send_message'],
      params: { '1.cron_expression': '0 7 * * *' },
      asks: ['3.chat_id'],
    },
  ),
  one(
    'b24e-10',
    'laboratorio de análisis de agua',
    "Hola, laboratorio de analisis de agua. Los resultados llegan a un webhook con cliente, email y ph. Si el ph es menor a 6.5 mandale al cliente un gmail con asunto 'Alerta de calidad de agua'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '2.left': '{{trigger.body.ph}}',
        '2.operator': 'less_than',
        '2.right': 6.5,
        '3.to': '{{trigger.body.email}}',
        '3.subject': 'Alerta de calidad de agua',
      },
    },
  ),
  one(
    'b24e-11',
    'tortería',
    'buenas!! nomas pasaba a saludar, soy el de la torteria, ayer me ayudaste con lo de los pedidos y jalo de maravilla 👌',
    { status: 'conversation' },
  ),
  one(
    'b24e-12',
    'despacho de cobranza',
    'Hola, despacho de cobranza. Necesito que se manden recordatorios de pago a los deudores automaticamente, me lo puedes armar?',
    { status: 'clarification_needed' },
  ),
  one(
    'b24e-13',
    'agencia de empleo doméstico',
    'Hola, agencia de empleadas domesticas. Form de candidatas (nombre, telefono, experiencia): guardalo en la pestaña Candidatas de https://docs.google.com/spreadsheets/d/1Empleo_Cand/edit y mandale whatsapp a la candidata avisando que la llamamos pronto',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1Empleo_Cand',
        '2.sheet_name': 'Candidatas',
        '3.to': '{{trigger.telefono}}',
      },
    },
  ),
  one(
    'b24e-14',
    'depósito de cerveza',
    'Hola, deposito de cerveza. Los viernes a las 4 de la tarde consulta en postgres la tabla inventario lo que tenga menos de 20 cajas y mandaselo por whatsapp a mi proveedor al 3334445566',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 16 * * 5',
        '2.query': { containsAll: ['select', 'inventario'] },
        '3.to': '3334445566',
      },
    },
  ),
  one(
    'b24e-15',
    'reparación de computadoras',
    'Hola, taller de reparacion de compus. Los tecnicos escriben en Slack; cada mensaje que manden por ahi conviertelo en un issue del repo techfix/tickets en GitHub',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['github/create_issue'],
      params: { '2.repository': 'techfix/tickets' },
    },
  ),
  one(
    'b24e-16',
    'servicio de aires acondicionados',
    'Hola, instalamos y damos mantenimiento a minisplits. Cada año el 1 de marzo a las 9 am mandame un gmail recordandome arrancar la campaña de mantenimiento de temporada',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['gmail/send_email'],
      params: {
        '1.cron_expression': '0 9 1 3 *',
        '2.to': OWNER_EMAIL,
      },
    },
  ),
  one(
    'b24e-17',
    'instalador de paneles solares',
    'Hola, paneles solares. Los leads llegan por webhook con nombre, email y recibo (lo que pagan de luz). Si el recibo es mayor a 2,500 pesos que la IA arme una propuesta y se la mande al cliente por gmail',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '2.left': '{{trigger.body.recibo}}',
        '2.operator': 'greater_than',
        '2.right': 2500,
        '4.to': '{{trigger.body.email}}',
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24e-18',
    'venta de terrenos',
    'Hola, vendemos terrenos campestres. Cada que llegue un lead a mi webhook (nombre, telefono, terreno) mandale un correo a mi socio por el smtp de la empresa',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['email/send_email'],
      asks: ['2.to'],
    },
  ),
  one(
    'b24e-19',
    'escuela de ballet',
    'Hola, escuela de ballet. Form para clase muestra con nombre, email y fecha: crea la clase en mi google calendar y mandame un gmail avisando',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '2.start': '{{trigger.fecha}}',
        '3.to': OWNER_EMAIL,
      },
    },
  ),
  one(
    'b24e-20',
    'mercería',
    'Hola, merceria Los Botones. Quiero un boton que lea la pestaña Faltantes de https://docs.google.com/spreadsheets/d/1Botones_Falt/edit, que la IA haga la lista de compras y me la mande por whatsapp al 7221234567',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1Botones_Falt',
        '2.sheet_name': 'Faltantes',
        '4.to': '7221234567',
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24e-21',
    'tienda de acuarios',
    'Hola, tienda de peces y acuarios. Cuando haya un push al repo de nuestra tienda en GitHub mandame un aviso a telegram al chat 19191919',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['telegram/send_message'],
      params: { '2.chat_id': { anyOf: ['19191919', 19191919] } },
    },
  ),
  one(
    'b24e-22',
    'centro auditivo',
    "Hola, vendemos aparatos auditivos. En https://docs.google.com/spreadsheets/d/1Audio_Pac/edit pestaña Pacientes, por cada paciente nuevo espera 7 dias y mandale un gmail (columna Email) con asunto 'Como te sientes con tu aparato?'",
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['delay/wait', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1Audio_Pac',
        '1.sheet_name': 'Pacientes',
        '2.seconds': 604800,
        '3.to': '{{trigger.record.Email}}',
        '3.subject': 'Como te sientes con tu aparato?',
      },
    },
  ),
  one(
    'b24e-23',
    'consultorio de psiquiatría',
    'Hola, consultorio de psiquiatria. Form de primera consulta con nombre, email y motivo; mandame los datos por correo usando el SMTP del consultorio, nada de gmail',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['email/send_email'],
      params: { '2.to': OWNER_EMAIL },
    },
  ),
  one(
    'b24e-24',
    'productora de conciertos',
    "Hola, producimos conciertos. Cada venta llega a un webhook con email, boletos y total: guardala en postgres tabla boletos, mandale al comprador un gmail con asunto 'Tus boletos' y avisa en slack #taquilla",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'gmail/send_email', 'slack/send_message'],
      params: {
        '2.query': { containsAll: ['insert into boletos', 'email', 'boletos', 'total'] },
        '3.to': '{{trigger.body.email}}',
        '3.subject': 'Tus boletos',
        '4.channel': '#taquilla',
      },
    },
  ),
  one(
    'b24e-25',
    'taller de motos',
    'Hola, taller de motos. Form de servicio con nombre, telefono, moto y servicio: mandale whatsapp al cliente confirmando y avisa al grupo de mecanicos en telegram -1009090909090',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message', 'telegram/send_message'],
      params: {
        '2.to': '{{trigger.telefono}}',
        '3.chat_id': { anyOf: ['-1009090909090', -1009090909090] },
      },
    },
  ),
  one(
    'b24e-26',
    'detallado automotriz',
    "Hola, detallado automotriz. Cuando llegue un pago al webhook (cliente, email, monto) mandalo por POST a https://facturas.detallepro.mx/api/timbrar y luego mandale al cliente un gmail con asunto 'Tu factura'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['http/request', 'gmail/send_email'],
      params: {
        '2.url': 'https://facturas.detallepro.mx/api/timbrar',
        '2.method': 'POST',
        '3.to': '{{trigger.body.email}}',
        '3.subject': 'Tu factura',
      },
    },
  ),
  one(
    'b24e-27',
    'centro de copiado',
    'Hola, centro de copiado e impresion. Cada correo que me llegue a Gmail guardalo como archivo en mi Google Drive, en la carpeta https://drive.google.com/drive/folders/1Copias_Pedidos',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file'],
      params: {
        '2.folder_id': '1Copias_Pedidos',
        '2.content': contains('{{trigger.body}}'),
      },
    },
  ),
  one(
    'b24e-28',
    'venta de cursos en línea',
    "Hola, vendo cursos online de finanzas. Cada compra llega a mi webhook con nombre, email y curso: mandala por POST a https://lms.finanzasfaciles.mx/api/inscribir y mandale al alumno un gmail con asunto 'Acceso a tu curso'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['http/request', 'gmail/send_email'],
      params: {
        '2.url': 'https://lms.finanzasfaciles.mx/api/inscribir',
        '2.method': 'POST',
        '3.to': '{{trigger.body.email}}',
        '3.subject': 'Acceso a tu curso',
      },
    },
  ),
  one(
    'b24e-29',
    'agencia SEO',
    'Hola, agencia de SEO. Cada lunes a las 7 am consulta https://api.rankmx.com/posiciones y guarda el resultado en mi postgres, tabla rankings',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'postgres/query'],
      params: {
        '1.cron_expression': '0 7 * * 1',
        '2.url': 'https://api.rankmx.com/posiciones',
        '3.query': { containsAll: ['insert into rankings'] },
      },
    },
  ),
  one(
    'b24e-30',
    'óptica de lentes de sol',
    'Hola, vendemos lentes de sol. Cada mañana a las 8 lee mi google sheet de inventario (pestaña Lentes) y mandame la lista a mi whatsapp',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'whatsapp/send_message'],
      params: { '1.cron_expression': '0 8 * * *', '2.sheet_name': 'Lentes' },
      asks: ['2.spreadsheet_id', '3.to'],
    },
  ),
  {
    id: 'b24e-31',
    business: 'repostería vegana',
    turns: [
      "Hola, reposteria vegana. Form de pedidos con nombre, email y pastel; mandale al cliente un gmail con asunto 'Pedido recibido'",
      "el asunto mejor que diga 'Tu pastel vegano esta en camino'",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '2.to': '{{trigger.email}}',
        '2.subject': 'Tu pastel vegano esta en camino',
      },
    },
  },
  {
    id: 'b24e-32',
    business: 'boutique de lencería',
    turns: [
      'Hola, boutique de lenceria. Cada venta de mi tienda en linea llega a un webhook con clienta, producto y total; guardala en la pestaña Ventas de https://docs.google.com/spreadsheets/d/1Lenceria_V/edit',
      'y al final mandame un aviso por telegram al chat 42424242',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': '1Lenceria_V',
        '2.sheet_name': 'Ventas',
        '3.chat_id': { anyOf: ['42424242', 42424242] },
      },
    },
  },
  {
    id: 'b24e-33',
    business: 'tour operadora de buceo',
    turns: [
      'Hola, operadora de buceo en Cozumel. Form de reservas (nombre, email, inmersion, fecha): guardala en postgres tabla reservas, mandale al buzo un gmail confirmando y avisa en slack #lancha',
      'ya no guardes en postgres',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'slack/send_message'],
      params: {
        '2.to': '{{trigger.email}}',
        '3.channel': '#lancha',
      },
    },
  },
  {
    id: 'b24e-34',
    business: 'cooperativa de café',
    turns: [
      'Hola, cooperativa cafetalera en Veracruz. Cada dia 15 a las 10 am lee la pestaña Acopio de https://docs.google.com/spreadsheets/d/1Coop_Acopio/edit, que la IA haga un resumen y mandalo a slack #socios',
      'cambia slack por discord, el webhook es https://discord.com/api/webhooks/8080808/coop',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'discord/send_message'],
      params: {
        '1.cron_expression': '0 10 15 * *',
        '2.spreadsheet_id': '1Coop_Acopio',
        '2.sheet_name': 'Acopio',
        '4.webhook_url': 'https://discord.com/api/webhooks/8080808/coop',
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  },
  {
    id: 'b24e-35',
    business: 'mezcalería',
    turns: [
      'Hola, mezcaleria en Oaxaca centro. Pedidos en linea llegan al webhook con cliente y total; mandamelos a telegram al chat 65656565',
      'agrega antes del telegram un filtro: solo si el total es mayor a mil',
      'deshaz lo ultimo porfa',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['telegram/send_message'],
      params: { '2.chat_id': { anyOf: ['65656565', 65656565] } },
    },
  },
  {
    id: 'b24e-36',
    business: 'estudio de grabación',
    turns: [
      'Hola, estudio de grabacion. Form de reservas con nombre, email, fecha y horas: crea el evento en google calendar y mandale un gmail al musico confirmando',
      'quita el correo, agrega una espera de 10 minutos despues del calendario y luego un aviso a slack #estudio',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'delay/wait', 'slack/send_message'],
      params: {
        '2.start': '{{trigger.fecha}}',
        '3.seconds': 600,
        '4.channel': '#estudio',
      },
    },
  },
  {
    id: 'b24e-37',
    business: 'gimnasio de crossfit',
    turns: [
      'Que onda, box de crossfit. Cuando alguien se registre en mi form (nombre, telefono, plan) avisa al discord de coaches',
      'el webhook del discord es https://discord.com/api/webhooks/2121212/box',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['discord/send_message'],
      params: { '2.webhook_url': 'https://discord.com/api/webhooks/2121212/box' },
    },
  },
  {
    id: 'b24e-38',
    business: 'club de golf',
    turns: [
      "Hola, club de golf. Diario a las 7 am manda a slack #caddies el mensaje 'Revisen el rol de salidas de hoy'",
      'mejor que sea con un boton, cuando yo quiera, no diario',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['slack/send_message'],
      params: {
        '2.channel': '#caddies',
        '2.message': 'Revisen el rol de salidas de hoy',
      },
    },
  },
  {
    id: 'b24e-39',
    business: 'consultorio de quiropráctica',
    turns: [
      'Hola, quiropractico. En https://docs.google.com/spreadsheets/d/1Quiro_Pac/edit pestaña Pacientes, si llega un paciente con Edad mayor a 60 mandale whatsapp a la columna Telefono con indicaciones especiales',
      'que sea de 65 o mas',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1Quiro_Pac',
        '1.sheet_name': 'Pacientes',
        '2.left': '{{trigger.record.Edad}}',
        '2.operator': 'greater_or_equal',
        '2.right': 65,
        '3.to': '{{trigger.record.Telefono}}',
      },
    },
  },
  {
    id: 'b24e-40',
    business: 'estancia de día para adultos mayores',
    turns: [
      'Hola, estancia para adultos mayores. En la pestaña Ingresos de https://docs.google.com/spreadsheets/d/1Estancia_Ing/edit cada ingreso nuevo: mandame un gmail y mandale whatsapp al familiar (columna Telefono)',
      'mejor usa un formulario con nombre, familiar y telefono en vez de la hoja',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'whatsapp/send_message'],
      params: {
        '2.to': OWNER_EMAIL,
        '3.to': '{{trigger.telefono}}',
      },
    },
  },
];
