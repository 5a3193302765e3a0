/**
 * Blind evaluation batch h — written blind (from the brief, the node catalogue, the product spec
 * and types.ts only; no planner code, docs, tests or other eval files were read), 2026-11-24.
 *
 * Mix: 40 cases, 40 different businesses; 10 follow-up cases (swap a service, undo an added step,
 * change a schedule, insert a step in the middle / as the first action, several changes at once,
 * remove a wait); 5 cases whose right answer is a smart form (one asking for two fields at once);
 * 1 clarification (which service), 1 plain conversation. Wording leans on Spanglish (booking,
 * lead, order, feedback, every Monday, plis, thx), numbers in words, and values placed first,
 * mid-sentence or last.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A chat id is equally right as a string or as a number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });

export const blind20261124h: EvalCase[] = [
  one('b24h-01', 'clínica estética',
    'Hello! clínica estética Bella Piel aquí. Cuando una clienta haga booking en el form (nombre, whatsapp, tratamiento), mándale un WhatsApp de confirmación y agrega el lead a la hoja Bookings de https://docs.google.com/spreadsheets/d/1BellaPielBk/edit',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message', 'google_sheets/append_row'],
      params: {
        '2.to': '{{trigger.whatsapp}}',
        '3.spreadsheet_id': '1BellaPielBk',
        '3.sheet_name': 'Bookings',
      },
    }),

  one('b24h-02', 'dark kitchen',
    'Tenemos una dark kitchen en la Roma. Cada order que llegue por el webhook (pedido_id, plataforma, total) insértala en Postgres, tabla pedidos, y luego pásala al canal #cocina de Slack. Thx!',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '2.query': { containsAll: ['insert into pedidos', 'pedido_id', 'plataforma', 'total'] },
        '3.channel': '#cocina',
      },
    }),

  one('b24h-03', 'coworking',
    'Coworking Colmena 🐝 every Monday a las nueve y media mándale al canal #comunidad de Slack el recordatorio del networking del jueves',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['slack/send_message'],
      params: {
        '1.cron_expression': '30 9 * * 1',
        '2.channel': '#comunidad',
      },
    }),

  {
    id: 'b24h-04',
    business: 'tienda de cómics',
    turns: [
      'Qué onda! Tienda de cómics Viñeta. Cuando agregue un cómic nuevo en la hoja Catalogo de https://docs.google.com/spreadsheets/d/1VinetaCat/edit avisa en Slack en #lanzamientos',
      'neta mejor en Discord, este es el webhook: https://discord.com/api/webhooks/5566/VinetaHook',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['discord/send_message'],
      params: {
        '1.spreadsheet_id': '1VinetaCat',
        '1.sheet_name': 'Catalogo',
        '2.webhook_url': 'https://discord.com/api/webhooks/5566/VinetaHook',
      },
    },
  },

  one('b24h-05', 'agente de seguros',
    'Agente de seguros independiente. Todos los leads que lleguen por el webhook de mi landing (nombre, email, tipo_seguro) guárdalos en la pestaña Prospectos de mi Google Sheet plis',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row'],
      params: { '2.sheet_name': 'Prospectos' },
      asks: ['2.spreadsheet_id'],
    }),

  one('b24h-06', 'paseador de perros',
    "Soy dog walker 🐕 Cuando alguien le escriba a mi bot de Telegram, guarda el mensaje en la hoja Solicitudes de https://docs.google.com/spreadsheets/d/1DogWlk/edit y contéstale al mismo chat 'Gracias, te confirmo en un rato'",
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': '1DogWlk',
        '2.sheet_name': 'Solicitudes',
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': 'Gracias, te confirmo en un rato',
      },
    }),

  {
    id: 'b24h-07',
    business: 'mezcalería',
    turns: [
      'Mezcalería La Cueva, Oaxaca. Cada viernes a las 6 de la tarde manda a Telegram al chat -1009988776655 el recordatorio de la cata',
      'agrega que también se mande por gmail a mezcal.lacueva@gmail.com',
      'mejor no, deshaz eso último',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: {
        '1.cron_expression': '0 18 * * 5',
        '2.chat_id': chat('-1009988776655'),
      },
    },
  },

  one('b24h-08', 'clínica de fisioterapia',
    'Muy buenas tardes. Tengo una clínica de fisioterapia, se llama Movimiento, y siempre se me olvida pasar las citas a mi agenda porque ando con pacientes todo el día. Cuando un paciente agende en el form (nombre, email, fecha), crea el evento en mi Google Calendar con el nombre del paciente como título',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event'],
      params: {
        '2.title': contains('{{trigger.nombre}}'),
        '2.start': contains('{{trigger.fecha}}'),
      },
    }),

  one('b24h-09', 'colegio Montessori',
    'Colegio Montessori Arcoíris, buenas tardes. Every email que llegue a mi Gmail de la dirección, reenvíame el asunto por Telegram al chat 20405060',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['telegram/send_message'],
      params: {
        '2.chat_id': chat('20405060'),
        '2.message': contains('{{trigger.subject}}'),
      },
    }),

  {
    id: 'b24h-10',
    business: 'taller de bicicletas',
    turns: [
      'Bici-taller Rueda Libre. Todos los días a las 8 pm lee la hoja Servicios de https://docs.google.com/spreadsheets/d/1RuedaLbr/edit y mándame el reporte por gmail',
      'mejor solo de lunes a viernes, y a las 7 pm',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': { anyOf: ['0 19 * * 1-5', '0 19 * * 1,2,3,4,5'] },
        '2.spreadsheet_id': '1RuedaLbr',
        '2.sheet_name': 'Servicios',
        '3.to': OWNER_EMAIL,
      },
    },
  },

  one('b24h-11', 'sastrería',
    "Sastrería Fino. Cuando el cliente deje su traje en el form (nombre, telefono), espera tres días y mándale un whats que diga 'Tu traje ya está listo'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '2.seconds': 259200,
        '3.to': '{{trigger.telefono}}',
        '3.message': 'Tu traje ya está listo',
      },
    }),

  one('b24h-12', 'cervecería',
    'jajaja gracias por la ayuda de ayer, todo jaló chido en la cervecería, que tengas buen fin 👋',
    { status: 'conversation' }),

  one('b24h-13', 'laboratorio clínico',
    "Laboratorio clínico Análisis del Bajío: cuando se capture un resultado nuevo en la hoja Resultados de https://docs.google.com/spreadsheets/d/1LabBajio/edit, mándale al paciente un correo (columna Email) desde nuestro SMTP con el asunto 'Tus resultados están listos'",
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['email/send_email'],
      params: {
        '1.spreadsheet_id': '1LabBajio',
        '1.sheet_name': 'Resultados',
        '2.to': '{{trigger.record.Email}}',
        '2.subject': 'Tus resultados están listos',
      },
    }),

  {
    id: 'b24h-14',
    business: 'tienda de mascotas',
    turns: [
      'Pet shop Huellitas. Cuando llegue una compra por el webhook (cliente, email, total), mándame un correo por gmail y después avisa en Slack #ventas',
      'entre el correo y el slack mete un paso que guarde la venta en la tabla ventas de postgres',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['gmail/send_email', 'postgres/query', 'slack/send_message'],
      params: {
        '2.to': OWNER_EMAIL,
        '3.query': { containsAll: ['insert into ventas'] },
        '4.channel': '#ventas',
      },
    },
  },

  one('b24h-15', 'uniformes escolares',
    'oye, ocupo automatizar la cobranza de mi negocio de uniformes escolares, ¿me ayudas?',
    { status: 'clarification_needed' }),

  one('b24h-16', 'fumigación',
    "Fumigaciones Control Total. Cuando llegue un correo a mi Gmail y el asunto contenga 'urgente', mándame un WhatsApp al 3318765432 ASAP",
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.subject}}',
        '2.operator': 'contains',
        '2.right': 'urgente',
        '3.to': '3318765432',
      },
    }),

  one('b24h-17', 'cibercafé gamer',
    'Cibercafé y gaming center Lvl Up. Cuando alguien reserve una PC en el form (gamertag, hora, telefono), mándalo a nuestro Discord',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['discord/send_message'],
      asks: ['2.webhook_url'],
    }),

  {
    id: 'b24h-18',
    business: 'renta de mobiliario para fiestas',
    turns: [
      'Renta de sillas y mesas Fiestas Fer. Cuando llegue una cotización por el form (nombre, telefono, fecha_evento, piezas) mándame un whats al 2221112233',
      'cambia el número al 2229998877 y agrega al final que se guarde en la hoja Cotizaciones de https://docs.google.com/spreadsheets/d/1FiestasFer/edit',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message', 'google_sheets/append_row'],
      params: {
        '2.to': '2229998877',
        '3.spreadsheet_id': '1FiestasFer',
        '3.sheet_name': 'Cotizaciones',
      },
      reply: ['2229998877', 'Cotizaciones'],
    },
  },

  one('b24h-19', 'bienes raíces',
    'Buenas tardes, les escribe Rocío de la agencia de bienes raíces Nido, en Zapopan. Nos llegan muchísimos leads y no me da la vida para revisarlos todos. Cuando entre un lead por el webhook de la página (nombre, email, presupuesto), pon un agente de IA que lo investigue y lo califique, y el resultado mándamelo por Gmail, please',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['ai_agent/run_agent', 'gmail/send_email'],
      params: { '3.to': OWNER_EMAIL },
    }),

  one('b24h-20', 'casa de cambio',
    'Casa de cambio Divisas Sur. Cada hora consulta https://api.divisas-sur.mx/usd y si el status no es 200 avísame en Telegram al chat 11224433',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'filter/condition', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 * * * *',
        '2.url': 'https://api.divisas-sur.mx/usd',
        '3.left': '{{steps.2.output.status}}',
        '3.operator': 'not_equals',
        '3.right': 200,
        '4.chat_id': chat('11224433'),
      },
    }),

  one('b24h-21', 'salón de fiestas infantiles',
    'Salón de fiestas infantiles Brinca Brinca. Cuando llegue una reservación por el form (papá, telefono, fecha), avísale por WhatsApp a mi socia Laura',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      asks: ['2.to'],
    }),

  {
    id: 'b24h-22',
    business: 'joyería',
    turns: [
      'Joyería Oro Fino. Cuando llegue una venta por el webhook (cliente, email, pieza, total), espera una hora, mándale por gmail al cliente su garantía y avísame en Telegram al chat 55443322',
      'quita la espera, que sea inmediato',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['gmail/send_email', 'telegram/send_message'],
      params: {
        '2.to': '{{trigger.body.email}}',
        '3.chat_id': chat('55443322'),
      },
    },
  },

  one('b24h-23', 'apicultura',
    'Apicultura Miel del Monte 🐝 Los domingos a las 7 de la noche lee la hoja Pedidos de https://docs.google.com/spreadsheets/d/1MielMonte/edit y mándame por WhatsApp al 9511234567 los pedidos de la semana',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 19 * * 0',
        '2.spreadsheet_id': '1MielMonte',
        '2.sheet_name': 'Pedidos',
        '3.to': '9511234567',
      },
    }),

  one('b24h-24', 'ONG de rescate animal',
    "adopciones@patitasfelices.org es nuestro correo. Somos una ONG de rescate animal: cuando alguien llene el form de adopción (nombre, email, mascota), mándanos ahí un email por SMTP con asunto 'Solicitud de adopción'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['email/send_email'],
      params: {
        '2.to': 'adopciones@patitasfelices.org',
        '2.subject': 'Solicitud de adopción',
      },
    }),

  {
    id: 'b24h-25',
    business: 'pediatra',
    turns: [
      "Pediatra Dr. Ramos. Cuando una mamá llene el form de cita (nombre_bebe, email, fecha), mándale correo por Gmail con asunto 'Cita confirmada'",
      'en vez de Gmail usa el correo de mi dominio por SMTP',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['email/send_email'],
      params: {
        '2.to': '{{trigger.email}}',
        '2.subject': 'Cita confirmada',
      },
    },
  },

  one('b24h-26', 'startup de software',
    'Startup de software contable. Cuando pase algo en nuestro repo por el webhook de GitHub, mándalo al canal #dev de Slack, fyi para todo el equipo',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['slack/send_message'],
      params: { '2.channel': '#dev' },
    }),

  one('b24h-27', 'despacho de arquitectura',
    'Despacho de arquitectura Trazo. Cuando firme un proyecto nuevo por el form (cliente, proyecto), crea una carpeta en Google Drive con el nombre del proyecto',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_drive/create_folder'],
      params: { '2.name': contains('{{trigger.proyecto}}') },
    }),

  one('b24h-28', 'tamalería',
    "Tamales Doña Mary, buenos días. Cada día a las 6 de la mañana manda al chat 80706050 de Telegram: 'Ya hay tamales calientitos 🫔'",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: {
        '1.cron_expression': '0 6 * * *',
        '2.chat_id': chat('80706050'),
        '2.message': 'Ya hay tamales calientitos 🫔',
      },
    }),

  one('b24h-29', 'box de CrossFit',
    'Box de CrossFit Hierro. En la hoja Membresias de https://docs.google.com/spreadsheets/d/1HierroBox/edit, cuando se agregue una fila y los Dias_restantes sean menos de 5, mándale WhatsApp al socio (columna Telefono)',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1HierroBox',
        '1.sheet_name': 'Membresias',
        '2.left': '{{trigger.record.Dias_restantes}}',
        '2.operator': 'less_than',
        '2.right': 5,
        '3.to': '{{trigger.record.Telefono}}',
      },
    }),

  one('b24h-30', 'reparación de celulares',
    'Reparación de celulares iFix Tlalpan. Cuando llegue un equipo por el form (cliente, modelo, falla), guárdalo en la hoja Reparaciones y avísame por Telegram',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: { '2.sheet_name': 'Reparaciones' },
      asks: ['2.spreadsheet_id', '3.chat_id'],
    }),

  {
    id: 'b24h-31',
    business: 'hostal',
    turns: [
      'Hostal Mochileros, San Cristóbal. Cuando alguien reserve en el form (nombre, email, noches) mándale por gmail las indicaciones de llegada',
      'agrega como primer paso que la reserva se guarde en postgres en la tabla reservas',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '2.query': { containsAll: ['insert into reservas', 'email'] },
        '3.to': '{{trigger.email}}',
      },
    },
  },

  one('b24h-32', 'centro de masajes',
    'Centro de masajes Relax. Una hora antes de cada cita de mi Google Calendar mándame al canal #recepcion de Slack el título de la cita',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['slack/send_message'],
      params: {
        '1.minutes_before': 60,
        '2.channel': '#recepcion',
        '2.message': contains('{{trigger.title}}'),
      },
    }),

  one('b24h-33', 'agencia aduanal',
    'Agencia aduanal Frontera Norte. Cada mañana a las 8 checa https://api.frontera-norte.mx/pedimentos y mándame la respuesta por Gmail, gracias',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 8 * * *',
        '2.url': 'https://api.frontera-norte.mx/pedimentos',
        '3.to': OWNER_EMAIL,
      },
    }),

  {
    id: 'b24h-34',
    business: 'academia de música',
    turns: [
      "Academia de música Do Re Mi. Cuando se inscriba alguien en el form (alumno, email, instrumento), guárdalo en la hoja Alumnos de https://docs.google.com/spreadsheets/d/1DoReMi/edit y mándale correo por Gmail con asunto 'Bienvenido a la academia'",
      "dos cambios: la pestaña es 'Inscripciones 2026', y el asunto que sea 'Tu lugar está apartado'",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': '1DoReMi',
        '2.sheet_name': 'Inscripciones 2026',
        '3.to': '{{trigger.email}}',
        '3.subject': 'Tu lugar está apartado',
      },
      reply: ['Inscripciones 2026', 'Tu lugar está apartado'],
    },
  },

  one('b24h-35', 'call center',
    'Call center pequeño en Tijuana. Cada treinta minutos lee la hoja Tickets de https://docs.google.com/spreadsheets/d/1CallTk/edit y manda lo que haya a #soporte en Slack',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'slack/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['*/30 * * * *', '0,30 * * * *'] },
        '2.spreadsheet_id': '1CallTk',
        '2.sheet_name': 'Tickets',
        '3.channel': '#soporte',
      },
    }),

  one('b24h-36', 'mueblería',
    'Mueblería Roble. Cuando un cliente pida un mueble en el form (modelo, color, telefono), manda los datos a la API de mi proveedor con un POST, porfa',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['http/request'],
      params: { '2.method': 'POST' },
      asks: ['2.url'],
    }),

  one('b24h-37', 'vivero',
    'Vivero Las Palmas de Cuernavaca. Cuando llegue un correo nuevo a Gmail mándame quién lo envió por WhatsApp al 7779876543',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['whatsapp/send_message'],
      params: {
        '2.to': '7779876543',
        '2.message': contains('{{trigger.from}}'),
      },
    }),

  one('b24h-38', 'tienda online de cosméticos',
    "Tienda online de cosméticos Glow ✨ Cuando llegue un pedido por webhook (email, total, cupon), si el cupon es 'GLOW20' agrégalo a la hoja Cupones de https://docs.google.com/spreadsheets/d/1GlowCup/edit",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'google_sheets/append_row'],
      params: {
        '2.left': '{{trigger.body.cupon}}',
        '2.operator': 'equals',
        '2.right': 'GLOW20',
        '3.spreadsheet_id': '1GlowCup',
        '3.sheet_name': 'Cupones',
      },
    }),

  one('b24h-39', 'temazcal',
    'Temazcal Xochi, Tepoztlán. Cuando alguien reserve por el form (nombre, telefono, personas) y sean más de seis personas, avísame a Telegram al chat 31415926',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['filter/condition', 'telegram/send_message'],
      params: {
        '2.left': '{{trigger.personas}}',
        '2.operator': 'greater_than',
        '2.right': 6,
        '3.chat_id': chat('31415926'),
      },
    }),

  {
    id: 'b24h-40',
    business: 'paletería',
    turns: [
      'Paletería La Flor. Cada sábado a las 10 de la mañana manda al #produccion de Slack la lista de sabores de la hoja Sabores de https://docs.google.com/spreadsheets/d/1PaletaFlor/edit',
      'cambia Slack por Telegram, chat 24681357',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 10 * * 6',
        '2.spreadsheet_id': '1PaletaFlor',
        '2.sheet_name': 'Sabores',
        '3.chat_id': chat('24681357'),
      },
    },
  },
];
