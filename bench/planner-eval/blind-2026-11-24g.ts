/**
 * Blind evaluation batch g — written blind (from the brief, the node catalogue, the product spec
 * and types.ts only; no planner code, docs, tests or other eval files were read), 2026-11-24.
 *
 * Mix: 40 cases, 40 different businesses; 10 follow-up cases (replace a value, add a step at the
 * end / before a step, remove a step, swap a service, undo, several changes at once); 5 cases
 * whose right answer is a smart form (missing spreadsheet, chat id, phone, channel, repository);
 * 1 clarification (which service), 1 plain conversation. Wording: chilango / norteño / tapatío /
 * yucateco / voseo registers, anglicisms, numbers in words, values at the start, middle and end.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A chat id is equally right as a string or as a number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });

export const blind20261124g: EvalCase[] = [
  one('b24g-01', 'taquería',
    'Qué onda! tengo una taquería en la Narvarte. Cuando alguien llene el form de pedidos (nombre, telefono, orden) mándale un whats al cliente de q ya recibimos su orden, porfa',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      params: { '2.to': '{{trigger.telefono}}' },
    }),

  one('b24g-02', 'consultorio dental',
    "Buen día, le escribe la Dra. Paty del consultorio dental Sonrisas. Cada vez que yo agregue una fila en la pestaña Citas de https://docs.google.com/spreadsheets/d/1DentSonr1sas_9xQ/edit quisiera que al paciente le llegue un correo desde mi Gmail (su correo está en la columna Correo) con el asunto 'Recordatorio de tu cita'. Gracias",
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1DentSonr1sas_9xQ',
        '1.sheet_name': 'Citas',
        '2.to': '{{trigger.record.Correo}}',
        '2.subject': 'Recordatorio de tu cita',
      },
    }),

  one('b24g-03', 'panadería',
    'Buenas!! aquí la Panadería La Espiga. De lunes a sábado a las seis de la mañana mándame x Telegram un recordatorio de prender los hornos, mi chat es 48213377',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 6 * * 1-6', '0 6 * * 1,2,3,4,5,6'] },
        '2.chat_id': chat('48213377'),
      },
    }),

  one('b24g-04', 'veterinaria',
    "#guardia es el canal de Slack donde quiero los avisos. Soy de la veterinaria Patitas: mi página manda un webhook cuando agendan consulta (mascota, tipo, email) y si el tipo es 'urgencia' hay q avisar ahí",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.tipo}}',
        '2.operator': 'equals',
        '2.right': 'urgencia',
        '3.channel': '#guardia',
      },
    }),

  one('b24g-05', 'gimnasio',
    'Qué rollo, tengo un gym en Monterrey. Ocupo que cada socio nuevo que se registre en el formulario (nombre, correo, plan) se guarde en la hoja Socios de mi Google Sheets, ahí les encargo',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row'],
      params: { '2.sheet_name': 'Socios' },
      asks: ['2.spreadsheet_id'],
    }),

  {
    id: 'b24g-06',
    business: 'florería',
    turns: [
      'Hola!! 🌸 florería Las Gardenias. Cuando entre un pedido por el webhook de la tienda (trae cliente, direccion y total) mándalo a Slack al canal #entregas',
      'mejor cámbialo al canal #repartos xfa',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['slack/send_message'],
      params: { '2.channel': '#repartos' },
    },
  },

  one('b24g-07', 'despacho contable',
    'Buenas tardes. Despacho contable Ruiz y Asociados. Cuando un cliente envíe el formulario de alta con rfc, razon_social y email, necesito que se inserte en la tabla clientes de nuestra base Postgres.',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query'],
      params: { '2.query': { containsAll: ['insert into clientes', 'rfc', 'razon_social', 'email'] } },
    }),

  one('b24g-08', 'ferretería',
    "Qué pasó, ferretería El Tornillo de Guadalajara. Todos los lunes a las 8 am lee la pestaña Inventario de https://docs.google.com/spreadsheets/d/1FerrTorn1llo/edit y mándame un mail por Gmail con eso, asunto 'Inventario semanal', ándale",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 8 * * 1',
        '2.spreadsheet_id': '1FerrTorn1llo',
        '2.sheet_name': 'Inventario',
        '3.to': OWNER_EMAIL,
        '3.subject': 'Inventario semanal',
      },
    }),

  one('b24g-09', 'nail bar',
    'Holi 💅 tengo un nail bar en Puebla y un bot de Telegram. Cuando alguien le escriba al bot, que la IA genere una respuesta sobre precios y se la mande de vuelta al mismo chat',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai/generate_text', 'telegram/send_message'],
      params: {
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('{{steps.2.output.text}}'),
      },
    }),

  {
    id: 'b24g-10',
    business: 'escuela de inglés',
    turns: [
      'Hi! bueno, hola jaja. Escuela de inglés Speak Up. Cuando alguien se inscriba en el form (nombre, email, nivel), mándale al alumno un correo de bienvenida por Gmail',
      'agrega al final que a mí me avise en Telegram, chat 7731900',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'telegram/send_message'],
      params: {
        '2.to': '{{trigger.email}}',
        '3.chat_id': chat('7731900'),
      },
    },
  },

  one('b24g-11', 'taller mecánico',
    'Taller mecánico Hnos. Garza. Diario a las siete y media de la mañana revisa mi Google Calendar y mándame la lista de citas del día por WhatsApp al 8112345678',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '30 7 * * *',
        '3.to': '8112345678',
      },
    }),

  one('b24g-12', 'pastelería',
    'Holaaa buenas noches 😊 nomás pasaba a saludar, ¿cómo estás? mañana te platico lo que ocupo para mi pastelería',
    { status: 'conversation' }),

  one('b24g-13', 'inmobiliaria',
    'Buen día. Inmobiliaria Casa Norte. Cada correo que me llegue al Gmail guárdalo como lead (remitente y asunto) en la hoja Leads de este spreadsheet: https://docs.google.com/spreadsheets/d/1CasaNorteLeadsX/edit',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row'],
      params: {
        '2.spreadsheet_id': '1CasaNorteLeadsX',
        '2.sheet_name': 'Leads',
      },
    }),

  one('b24g-14', 'agencia de software',
    'Somos una agencia dev chiquita en Querétaro. Cuando un cliente llene el form de soporte (nombre, email, problema), crea un issue en GitHub en el repo pixelmx/portal-clientes, con el problema como título',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['github/create_issue'],
      params: {
        '2.repository': 'pixelmx/portal-clientes',
        '2.title': contains('{{trigger.problema}}'),
      },
    }),

  {
    id: 'b24g-15',
    business: 'cafetería',
    turns: [
      'Qué tal! Cafetería Grano de Oro. Cuando se llene el form de reservas (nombre, telefono, personas) guárdala en la hoja Reservas de https://docs.google.com/spreadsheets/d/1GranoOroRsv/edit, avísame en Slack #reservas y mándale whats al cliente',
      'sabes q, quita lo de Slack',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1GranoOroRsv',
        '2.sheet_name': 'Reservas',
        '3.to': '{{trigger.telefono}}',
      },
    },
  },

  one('b24g-16', 'zapatería',
    'Buenas, tengo una zapatería y quiero que mis clientes reciban avisos automáticos, ¿cómo le hacemos?',
    { status: 'clarification_needed' }),

  one('b24g-17', 'hotel boutique',
    "¡Buenas, hija! Hotel boutique en Mérida. Cuando alguien haga check-in en el form (nombre, email), espera un día y mándale por Gmail una encuesta con el asunto 'Cómo estuvo tu estancia?'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['delay/wait', 'gmail/send_email'],
      params: {
        '2.seconds': 86400,
        '3.to': '{{trigger.email}}',
        '3.subject': { anyOf: ['Cómo estuvo tu estancia?', '¿Cómo estuvo tu estancia?'] },
      },
    }),

  {
    id: 'b24g-18',
    business: 'lavandería',
    turns: [
      "Lavandería Burbujas, buenas. Cuando el POS me mande el webhook de orden lista (trae telefono, chat_id y folio), mándale WhatsApp al cliente: 'Tu ropa ya está lista para recoger'",
      'mejor en lugar de WhatsApp mándalo por Telegram, mismo mensaje',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['telegram/send_message'],
      params: {
        '2.chat_id': '{{trigger.body.chat_id}}',
        '2.message': 'Tu ropa ya está lista para recoger',
      },
    },
  },

  one('b24g-19', 'tienda de videojuegos',
    'q onda, tengo una tienda de videojuegos y un server de discord. Cuando llegue un webhook de producto nuevo (nombre, precio) publícalo en discord con este webhook https://discord.com/api/webhooks/11223344/ArcadeMx',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['discord/send_message'],
      params: { '2.webhook_url': 'https://discord.com/api/webhooks/11223344/ArcadeMx' },
    }),

  one('b24g-20', 'psicóloga',
    'Hola, soy psicóloga y doy terapia en línea. Cuando un paciente llene mi formulario de primera consulta (nombre, email, motivo) avísame por Telegram porfa',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['telegram/send_message'],
      asks: ['2.chat_id'],
    }),

  one('b24g-21', 'purificadora de agua',
    'Purificadora Agua Viva. Cada que se registre un pedido en el formulario (colonia, garrafones, telefono) mándalo por POST a https://api.rutasagua.mx/v1/pedidos para que lo tome el sistema de rutas',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['http/request'],
      params: {
        '2.url': 'https://api.rutasagua.mx/v1/pedidos',
        '2.method': 'POST',
      },
    }),

  {
    id: 'b24g-22',
    business: 'óptica',
    turns: [
      'Óptica Visión Clara. Todos los viernes a las 5 de la tarde mándame por Gmail lo que haya en la hoja Pendientes de https://docs.google.com/spreadsheets/d/1OptVisCl4ra/edit',
      'cambia la hora a las 7 de la noche',
      'no no, deshaz eso, déjalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 17 * * 5',
        '2.spreadsheet_id': '1OptVisCl4ra',
        '2.sheet_name': 'Pendientes',
        '3.to': OWNER_EMAIL,
      },
    },
  },

  one('b24g-23', 'boutique de ropa',
    "Hola! Boutique Luna, ropa de dama. Mi tienda en línea manda un webhook por cada venta (trae total y email). Si el total es de más de 3 mil pesos mándame un correo por Gmail con asunto 'Venta grande'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': 3000,
        '3.to': OWNER_EMAIL,
        '3.subject': 'Venta grande',
      },
    }),

  one('b24g-24', 'beneficio de café',
    'Mirá, tengo un beneficio de café en Tapachula. Cuando aparezca una fila nueva en la hoja Compras de https://docs.google.com/spreadsheets/d/1CafeTapa/edit, mandá un mensaje al canal #bodega de Slack, ¿podés?',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['slack/send_message'],
      params: {
        '1.spreadsheet_id': '1CafeTapa',
        '1.sheet_name': 'Compras',
        '2.channel': '#bodega',
      },
    }),

  {
    id: 'b24g-25',
    business: 'agencia de viajes',
    turns: [
      "Agencia de viajes Destinos MX. Cuando alguien llene el form de cotización (nombre, email, destino), mándame un correo por Gmail con asunto 'Nueva cotización'",
      "cambia el asunto a 'Cotización pendiente' y agrega al final un aviso en Slack en #ventas",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'slack/send_message'],
      params: {
        '2.to': OWNER_EMAIL,
        '2.subject': 'Cotización pendiente',
        '3.channel': '#ventas',
      },
      reply: ['Cotización pendiente', '#ventas'],
    },
  },

  one('b24g-26', 'carnicería',
    'Buenas, carnicería Don Chuy. Diario a las 2 de la tarde mándale whats a mi repartidor con los pedidos de la pestaña Pedidos de https://docs.google.com/spreadsheets/d/1CarnChuy/edit',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 14 * * *',
        '2.spreadsheet_id': '1CarnChuy',
        '2.sheet_name': 'Pedidos',
      },
      asks: ['3.to'],
    }),

  one('b24g-27', 'estudio de yoga',
    'Namaste 🙏 estudio de yoga Prana. Quince minutos antes de cada clase de mi Google Calendar mándame un mensaje por Telegram al chat 60021458 para que vaya a abrir el salón',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['telegram/send_message'],
      params: {
        '1.minutes_before': 15,
        '2.chat_id': chat('60021458'),
      },
    }),

  {
    id: 'b24g-28',
    business: 'pastelería de encargo',
    turns: [
      'Pastelería Dulce Hogar. Cuando llegue un pedido por el form (nombre, telefono, pastel, fecha_entrega), guárdalo en la hoja Pedidos de https://docs.google.com/spreadsheets/d/1DulceHgr/edit',
      'y antes de guardarlo mándale un whats al cliente confirmando su pedido',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message', 'google_sheets/append_row'],
      params: {
        '2.to': '{{trigger.telefono}}',
        '3.spreadsheet_id': '1DulceHgr',
        '3.sheet_name': 'Pedidos',
      },
    },
  },

  one('b24g-29', 'imprenta',
    'Imprenta Rápida Coyoacán. Cuando me manden un diseño por el webhook (cliente, contenido), súbelo a mi Drive en la carpeta https://drive.google.com/drive/folders/1ImprDis3nos con el nombre del cliente',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_drive/upload_file'],
      params: {
        '2.folder_id': '1ImprDis3nos',
        '2.name': contains('{{trigger.body.cliente}}'),
        '2.content': contains('{{trigger.body.contenido}}'),
      },
    }),

  one('b24g-30', 'constructora',
    'Constructora Ávila, buenas. Cuando agreguen una fila en la pestaña Obras de https://docs.google.com/spreadsheets/d/1AvilaObras/edit avísenle al equipo por Slack',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['slack/send_message'],
      params: {
        '1.spreadsheet_id': '1AvilaObras',
        '1.sheet_name': 'Obras',
      },
      asks: ['2.channel'],
    }),

  {
    id: 'b24g-31',
    business: 'fotógrafo de bodas',
    turns: [
      'Fotógrafo de bodas aquí 📸 Cuando alguien me escriba por el form de contacto (nombre, email, fecha_boda), reenvíamelo por Gmail a fotos.alex@gmail.com',
      'ay perdón, el correo bueno es contacto@alexfoto.mx',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: { '2.to': 'contacto@alexfoto.mx' },
    },
  },

  one('b24g-32', 'marisquería',
    'Mariscos El Faro, Mazatlán. Cada domingo a las diez de la noche lee la hoja Ventas de https://docs.google.com/spreadsheets/d/1ElFaroVtas/edit, que la IA haga un resumen y me lo mande por Gmail',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 22 * * 0',
        '2.spreadsheet_id': '1ElFaroVtas',
        '2.sheet_name': 'Ventas',
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    }),

  one('b24g-33', 'food truck',
    'Food truck de hamburguesas 🍔. Ocupo un webhook para pedidos que responda con status 200 y luego me mande el pedido a Telegram, chat 33445566',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['webhook/respond', 'telegram/send_message'],
      params: {
        '2.status': 200,
        '3.chat_id': chat('33445566'),
      },
    }),

  {
    id: 'b24g-34',
    business: 'escuela de manejo',
    turns: [
      'Escuela de manejo Volante Seguro. Cuando se inscriba alguien en el form (nombre, email, telefono, horario), guárdalo en la tabla alumnos de Postgres y mándale un whats de confirmación',
      'cambia el whats por un correo de Gmail al alumno',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '2.query': { containsAll: ['insert into alumnos', 'nombre', 'email'] },
        '3.to': '{{trigger.email}}',
      },
    },
  },

  one('b24g-35', 'despacho de abogados',
    "Despacho de abogados Treviño. Con el correo SMTP de la oficina mándale un email al cliente cada vez que llene el form de citas (nombre, correo, asunto_legal), asunto 'Recibimos tu solicitud'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['email/send_email'],
      params: {
        '2.to': '{{trigger.correo}}',
        '2.subject': 'Recibimos tu solicitud',
      },
    }),

  one('b24g-36', 'app de delivery',
    'Tenemos una app de delivery. Cuando alguien reporte un bug en el form (email, descripcion), crea un issue en GitHub con la descripción',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['github/create_issue'],
      asks: ['2.repository'],
    }),

  one('b24g-37', 'nevería',
    'Nevería La Michoacana del centro. Cada sábado a las 11 am mándame al canal #compras de Slack un recordatorio de pedir producto 🍦',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['slack/send_message'],
      params: {
        '1.cron_expression': '0 11 * * 6',
        '2.channel': '#compras',
      },
    }),

  one('b24g-38', 'tortillería',
    'Tortillería San Juan. Quiero un botón que cuando le pique lea la hoja Deudores de https://docs.google.com/spreadsheets/d/1TortSJ/edit y me mande la lista por Telegram al chat 90817263',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': '1TortSJ',
        '2.sheet_name': 'Deudores',
        '3.chat_id': chat('90817263'),
      },
    }),

  {
    id: 'b24g-39',
    business: 'barbería',
    turns: [
      'Barbería El Bigotón 💈 Cuando llegue una cita por el webhook (nombre, telefono, servicio), mándale WhatsApp al cliente confirmando',
      "ah pero solo si el servicio es 'corte y barba', ponle esa condición antes",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.servicio}}',
        '2.operator': 'equals',
        '2.right': 'corte y barba',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },

  one('b24g-40', 'nutrióloga',
    "Nutrióloga con consulta en línea. El día primero de cada mes a las 9 de la mañana mándame por Gmail un recordatorio de facturar, asunto 'Facturación del mes'",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['gmail/send_email'],
      params: {
        '1.cron_expression': '0 9 1 * *',
        '2.to': OWNER_EMAIL,
        '2.subject': 'Facturación del mes',
      },
    }),
];
