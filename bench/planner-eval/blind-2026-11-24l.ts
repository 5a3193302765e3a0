/**
 * Blind evaluation batch l — written blind (from the brief, the node catalogue, the product spec
 * and types.ts only; no planner code, docs, tests or other eval files were read), 2026-11-24.
 *
 * Mix: 40 cases, 40 different businesses; 10 follow-up cases (add a step at the end, add a
 * condition plus a step at the end, swap Gmail for SMTP and change the subject together, undo an
 * hour change, swap Telegram for Slack, add two steps at once, remove a wait and a step, change
 * day, hour and sheet together, add a step before another, add a step and change a chat id);
 * 4 cases whose right answer is a smart form; 1 clarification, 1 conversation. Wording: office
 * Spanglish (good morning, budget, review, checkout, hype, add, undo), greetings from "Bonjour" to
 * "Ajúa", numbers in words, named values mostly closing the sentence.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A chat id is equally right as a string or as a number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });

export const blind20261124l: EvalCase[] = [
  one('b24l-01', 'farmacia',
    "Good morning! Farmacia San Rafael. Cuando llegue un pedido a domicilio por el webhook (cliente, telefono, medicamentos), mándalo al canal #repartidores de Slack y al cliente un WhatsApp que diga 'Pedido recibido'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['slack/send_message', 'whatsapp/send_message'],
      params: {
        '2.channel': '#repartidores',
        '3.to': '{{trigger.body.telefono}}',
        '3.message': 'Pedido recibido',
      },
    }),

  one('b24l-02', 'papelería',
    'Papelería El Lápiz. Cada inicio de semana, o sea los lunes a las ocho de la mañana, mándame por Gmail el reporte de la hoja Faltantes; el archivo es https://docs.google.com/spreadsheets/d/1ElLapizF/edit',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 8 * * 1',
        '2.spreadsheet_id': '1ElLapizF',
        '2.sheet_name': 'Faltantes',
        '3.to': OWNER_EMAIL,
      },
    }),

  {
    id: 'b24l-03',
    business: 'agencia de publicidad',
    turns: [
      'Hey team! Agencia de publicidad Impacto. Cuando un cliente apruebe un brief en el form (cliente, email, proyecto, budget), crea un folder en Google Drive con el nombre del proyecto',
      'y después avisa en Slack, canal #cuentas',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_drive/create_folder', 'slack/send_message'],
      params: {
        '2.name': contains('{{trigger.proyecto}}'),
        '3.channel': '#cuentas',
      },
    },
  },

  one('b24l-04', 'diseño de interiores',
    "Estudio de diseño de interiores. Cuando llegue una solicitud por el form (nombre, email, espacio, estilo), que la IA genere una propuesta de moodboard en texto y se la mande al cliente por Gmail con subject 'Tu propuesta inicial'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '3.to': '{{trigger.email}}',
        '3.subject': 'Tu propuesta inicial',
        '3.body': contains('{{steps.2.output.text}}'),
      },
    }),

  one('b24l-05', 'escuela de francés',
    'Bonjour! 😄 escuela de francés Le Petit. Los nuevos alumnos del form (nombre, email, nivel) deben guardarse en la hoja Élèves y recibir un mail de welcome por Gmail',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '2.sheet_name': 'Élèves',
        '3.to': '{{trigger.email}}',
      },
      asks: ['2.spreadsheet_id'],
    }),

  one('b24l-06', 'tienda de sneakers',
    "Tienda online de sneakers 👟 Si en el webhook de pedidos (producto, talla, total) el producto contiene 'Jordan', mándalo para el hype al Discord https://discord.com/api/webhooks/4242/SneakHook",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'discord/send_message'],
      params: {
        '2.left': '{{trigger.body.producto}}',
        '2.operator': 'contains',
        '2.right': 'Jordan',
        '3.webhook_url': 'https://discord.com/api/webhooks/4242/SneakHook',
      },
    }),

  {
    id: 'b24l-07',
    business: 'fintech de microcréditos',
    turns: [
      'Startup fintech de microcréditos. Cada solicitud que llegue por el webhook (nombre, email, monto) guárdala en la tabla solicitudes de Postgres',
      'add: al final, si el monto es mayor a cincuenta mil, avisa en #riesgos de Slack',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'filter/condition', 'slack/send_message'],
      params: {
        '2.query': { containsAll: ['insert into solicitudes', 'nombre', 'email', 'monto'] },
        '3.left': '{{trigger.body.monto}}',
        '3.operator': 'greater_than',
        '3.right': 50000,
        '4.channel': '#riesgos',
      },
    },
  },

  one('b24l-08', 'médico general',
    'Consultorio del Dr. Herrera, medicina general. Un día antes de cada cita de mi Google Calendar mándame un recordatorio por Telegram al chat 14141414',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['telegram/send_message'],
      params: {
        '1.minutes_before': 1440,
        '2.chat_id': chat('14141414'),
      },
    }),

  {
    id: 'b24l-09',
    business: 'ortodoncista',
    turns: [
      "Ortodoncia Sonrisa Perfecta. Cuando agreguen una fila en la hoja Pagos de https://docs.google.com/spreadsheets/d/1OrtoSonr/edit, mándale un recibo por Gmail al paciente (columna Email) con asunto 'Recibo de pago'",
      "cambia el asunto a 'Comprobante de tu pago' y que se mande desde el SMTP, no desde Gmail",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['email/send_email'],
      params: {
        '1.spreadsheet_id': '1OrtoSonr',
        '1.sheet_name': 'Pagos',
        '2.to': '{{trigger.record.Email}}',
        '2.subject': 'Comprobante de tu pago',
      },
      reply: ['Comprobante de tu pago'],
    },
  },

  one('b24l-10', 'refaccionaria',
    'Refaccionaria El Pistón. Cada día a las nueve de la noche jala los precios de https://api.proveedor-autopartes.mx/precios y ponlos en la hoja Precios de https://docs.google.com/spreadsheets/d/1PistonPr/edit',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'google_sheets/append_row'],
      params: {
        '1.cron_expression': '0 21 * * *',
        '2.url': 'https://api.proveedor-autopartes.mx/precios',
        '3.spreadsheet_id': '1PistonPr',
        '3.sheet_name': 'Precios',
      },
    }),

  one('b24l-11', 'tienda de deportes',
    'Qué tal, buenas tardes. Oye, ¿a ti te gusta el fútbol? ¿le vas al América o a las Chivas? 😂',
    { status: 'conversation' }),

  one('b24l-12', 'seguridad privada',
    'Seguridad privada Escudo. Cuando un guardia reporte un incidente por el webhook (guardia, sitio, descripcion), mándalo al grupo de Telegram -1007878787878 y regístralo en la hoja Incidentes de https://docs.google.com/spreadsheets/d/1EscudoInc/edit',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['telegram/send_message', 'google_sheets/append_row'],
      params: {
        '2.chat_id': chat('-1007878787878'),
        '3.spreadsheet_id': '1EscudoInc',
        '3.sheet_name': 'Incidentes',
      },
    }),

  {
    id: 'b24l-13',
    business: 'cocina económica',
    turns: [
      'Cocina económica Doña Tere. De lunes a viernes a las 11 am manda el menú del día de la hoja Menu de https://docs.google.com/spreadsheets/d/1DTereMenu/edit al grupo de Telegram -1009090909090',
      'cambia la hora a las 12',
      'undo porfa, mejor como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 11 * * 1-5', '0 11 * * 1,2,3,4,5'] },
        '2.spreadsheet_id': '1DTereMenu',
        '2.sheet_name': 'Menu',
        '3.chat_id': chat('-1009090909090'),
      },
    },
  },

  one('b24l-14', 'hotel de playa',
    "Hotel de playa en Huatulco 🌊 Cuando un huésped haga checkout en el form (nombre, email), espera doce horas y mándale por Gmail una invitación a dejar review, asunto 'Gracias por hospedarte'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['delay/wait', 'gmail/send_email'],
      params: {
        '2.seconds': 43200,
        '3.to': '{{trigger.email}}',
        '3.subject': 'Gracias por hospedarte',
      },
    }),

  one('b24l-15', 'renta de lanchas',
    'Hola, ¿me ayudas a que los mensajes de mis clientes lleguen a un solo lugar? Tengo renta de lanchas en Bacalar',
    { status: 'clarification_needed' }),

  one('b24l-16', 'tienda de computadoras',
    'Qué hubo. PC Master, computadoras: correos nuevos de Gmail → tabla correos en Postgres (remitente, asunto)',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['postgres/query'],
      params: { '2.query': { containsAll: ['insert into correos'] } },
    }),

  {
    id: 'b24l-17',
    business: 'consultora de RH',
    turns: [
      'Consultora de RH Talento. Cuando llegue un CV por el form (nombre, email, puesto), mándame aviso al Telegram, chat 81818181',
      'cambia Telegram por Slack, canal #reclutamiento',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['slack/send_message'],
      params: { '2.channel': '#reclutamiento' },
    },
  },

  one('b24l-18', 'huerto urbano',
    "Huerto urbano Hojas Verdes. Cada fila nueva en la pestaña Canastas de https://docs.google.com/spreadsheets/d/1HojasVrd/edit es un pedido: mándale WhatsApp al cliente (columna Telefono) con 'Tu canasta sale mañana 🥬'",
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1HojasVrd',
        '1.sheet_name': 'Canastas',
        '2.to': '{{trigger.record.Telefono}}',
        '2.message': 'Tu canasta sale mañana 🥬',
      },
    }),

  one('b24l-19', 'quesería',
    'Ajúa! Quesería Los Altos. Cada sábado a las 7 am mándale a mi distribuidor por correo SMTP la lista de la hoja Pedidos de https://docs.google.com/spreadsheets/d/1LosAltosQ/edit',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'email/send_email'],
      params: {
        '1.cron_expression': '0 7 * * 6',
        '2.spreadsheet_id': '1LosAltosQ',
        '2.sheet_name': 'Pedidos',
      },
      asks: ['3.to'],
    }),

  {
    id: 'b24l-20',
    business: 'distribuidora mayorista',
    turns: [
      'Distribuidora de abarrotes al mayoreo. Cuando llegue una orden por el webhook (tienda, email, total), guárdala en la tabla ordenes de Postgres',
      "agrega al final: mandarle a la tienda un correo por Gmail con asunto 'Orden recibida' y avisar en #almacen de Slack",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'gmail/send_email', 'slack/send_message'],
      params: {
        '2.query': { containsAll: ['insert into ordenes', 'tienda', 'email', 'total'] },
        '3.to': '{{trigger.body.email}}',
        '3.subject': 'Orden recibida',
        '4.channel': '#almacen',
      },
    },
  },

  one('b24l-21', 'hojalatería y pintura',
    "Hojalatería y pintura El Chino. Cuando agenden una cita en el form (cliente, auto, fecha), crea el evento en Google Calendar con el título 'Cita hojalatería'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event'],
      params: {
        '2.title': 'Cita hojalatería',
        '2.start': contains('{{trigger.fecha}}'),
      },
    }),

  one('b24l-22', 'spa',
    'Spa Agua de Rosas. Cuarenta y cinco minutos antes de cada cita de mi calendario de Google, mándame un WhatsApp para preparar la cabina al 9981234567',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': 45,
        '2.to': '9981234567',
      },
    }),

  {
    id: 'b24l-23',
    business: 'tienda de instrumentos musicales',
    turns: [
      'Tienda de instrumentos La Clave 🎸 Cuando llegue un pedido por webhook (cliente, email, instrumento), mándale correo por Gmail al cliente, espera un día y mándale otro pidiendo review',
      'quita la espera y el segundo correo',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['gmail/send_email'],
      params: { '2.to': '{{trigger.body.email}}' },
    },
  },

  one('b24l-24', 'perfumería',
    "Saludos desde Perfumería Esencia, en Monterrey. Tenemos en la web un quiz que se llama 'encuentra tu aroma' y la gente lo llena pero nadie le da follow up. Cuando alguien llene ese form (nombre, email, gustos), que la IA recomiende un perfume y guarda la recomendación en la hoja Recomendaciones de https://docs.google.com/spreadsheets/d/1EsenciaRc/edit",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['ai/generate_text', 'google_sheets/append_row'],
      params: {
        '3.spreadsheet_id': '1EsenciaRc',
        '3.sheet_name': 'Recomendaciones',
      },
    }),

  one('b24l-25', 'escuela de robótica',
    'Escuela de robótica para niños 🤖 cada sábado a las nueve y media de la mañana manda el recordatorio de preparar los kits a #profes en Slack',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['slack/send_message'],
      params: {
        '1.cron_expression': '30 9 * * 6',
        '2.channel': '#profes',
      },
    }),

  one('b24l-26', 'laboratorio dental',
    'Laboratorio dental Prótesis Finas. Cuando un dentista mande una orden por el form (doctor, paciente, pieza, fecha_entrega), crea el evento de entrega en Google Calendar y avísale por WhatsApp al dentista',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'whatsapp/send_message'],
      params: { '2.start': contains('{{trigger.fecha_entrega}}') },
      asks: ['3.to'],
    }),

  {
    id: 'b24l-27',
    business: 'liga de béisbol amateur',
    turns: [
      'Liga de béisbol amateur Los Cañeros ⚾ Cada viernes a las 8 pm manda al Telegram chat -1002020202020 el rol de juegos de la hoja Rol de https://docs.google.com/spreadsheets/d/1CanerosRol/edit',
      "cámbialo a los jueves a las 9 pm, y la pestaña ahora es 'Rol Playoffs'",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 21 * * 4',
        '2.spreadsheet_id': '1CanerosRol',
        '2.sheet_name': 'Rol Playoffs',
        '3.chat_id': chat('-1002020202020'),
      },
      reply: ['Rol Playoffs'],
    },
  },

  one('b24l-28', 'paneles solares',
    'Instalamos paneles solares en Sonora ☀️ Cuando llegue un lead por el webhook (nombre, telefono, recibo_luz), que la IA calcule un estimado de ahorro y mándaselo al cliente por WhatsApp',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['ai/generate_text', 'whatsapp/send_message'],
      params: {
        '3.to': '{{trigger.body.telefono}}',
        '3.message': contains('{{steps.2.output.text}}'),
      },
    }),

  one('b24l-29', 'venta de celulares',
    'Venta de celulares CelMax. Cuando alguien aparte un equipo en el form (nombre, telefono, modelo), avísame por WhatsApp al número de la tienda, 5544556677',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      params: { '2.to': '5544556677' },
    }),

  one('b24l-30', 'hamburguesería',
    'Burger joint Smash Bros 🍔 Necesito un webhook que reciba órdenes (cliente, combo, total), las guarde en la hoja Ordenes de https://docs.google.com/spreadsheets/d/1SmashOrd/edit y responda con status 200',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'webhook/respond'],
      params: {
        '2.spreadsheet_id': '1SmashOrd',
        '2.sheet_name': 'Ordenes',
        '3.status': 200,
      },
    }),

  one('b24l-31', 'crepería',
    'Crepería París, bonsoir jaja. Cuando llegue un pedido por el form (nombre, telefono, crepa), mándalo a mi canal de Discord',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['discord/send_message'],
      asks: ['2.webhook_url'],
    }),

  one('b24l-32', 'estudio de tatuajes',
    "Estudio de tatuajes Tinta Negra. Cuando alguien aparte cita en el form (nombre, email, fecha, diseno), mándale por Gmail los cuidados previos con el asunto 'Antes de tu tatuaje'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '2.to': '{{trigger.email}}',
        '2.subject': 'Antes de tu tatuaje',
      },
    }),

  {
    id: 'b24l-33',
    business: 'rentas vacacionales',
    turns: [
      'Administro Airbnbs en Tulum. Cuando llegue una reserva por el webhook (huesped, telefono, checkin), mándale al huésped por WhatsApp las instrucciones de llegada',
      'agrega antes del WhatsApp un aviso a mi equipo de limpieza en Slack, #limpieza',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['slack/send_message', 'whatsapp/send_message'],
      params: {
        '2.channel': '#limpieza',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },

  one('b24l-34', 'catering',
    "Catering Sabores. Todos los domingos a las 6 pm dame por Gmail la lista de eventos de la semana de mi Google Calendar, con el asunto 'Eventos de la semana'",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 18 * * 0',
        '3.to': OWNER_EMAIL,
        '3.subject': 'Eventos de la semana',
      },
    }),

  one('b24l-35', 'estudio de spinning',
    'Estudio de spinning Pedal. En el form de registro (nombre, email, telefono), si el telefono viene vacío mándale al socio un correo por Gmail pidiéndoselo',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '2.left': '{{trigger.telefono}}',
        '2.operator': 'is_empty',
        '3.to': '{{trigger.email}}',
      },
    }),

  {
    id: 'b24l-36',
    business: 'veterinaria a domicilio',
    turns: [
      'Veterinaria a domicilio VetCasa. Cuando agenden una visita en el form (dueño, telefono, mascota, direccion), mándame un Telegram al chat 16161616',
      'agrega que también le llegue un whats al dueño, y que el Telegram vaya al chat 17171717',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['telegram/send_message', 'whatsapp/send_message'],
      params: {
        '2.chat_id': chat('17171717'),
        '3.to': '{{trigger.telefono}}',
      },
      reply: ['17171717'],
    },
  },

  one('b24l-37', 'lavandería industrial',
    'Lavandería industrial para hoteles. Cada cuatro horas consulta https://api.lavanderia-ind.mx/lotes y manda la respuesta a #operacion en Slack',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'slack/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 */4 * * *', '0 0-23/4 * * *', '0 0,4,8,12,16,20 * * *'] },
        '2.url': 'https://api.lavanderia-ind.mx/lotes',
        '3.channel': '#operacion',
      },
    }),

  one('b24l-38', 'editorial independiente',
    'Editorial independiente Tinta Libre. Cada manuscrito que llegue por correo a Gmail, guarda el cuerpo del correo como archivo en Drive, en la carpeta 1TintaManus',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file'],
      params: {
        '2.folder_id': '1TintaManus',
        '2.content': contains('{{trigger.body}}'),
      },
    }),

  one('b24l-39', 'carritos de hot dogs',
    'Órale, carritos de hot dogs Doggos. Cuando un franquiciatario reporte ventas por el webhook (carrito, total) y el total sea menor a 2 mil, avísame por Telegram al chat 19191919',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'telegram/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'less_than',
        '2.right': 2000,
        '3.chat_id': chat('19191919'),
      },
    }),

  one('b24l-40', 'boutique de novias',
    "Boutique de novias Velo Blanco 👰 Cuando una novia agende prueba en el form (nombre, email, fecha), mándale confirmación por Gmail con asunto 'Tu prueba de vestido' y guárdala en la hoja Pruebas de https://docs.google.com/spreadsheets/d/1VeloBlanco/edit",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'google_sheets/append_row'],
      params: {
        '2.to': '{{trigger.email}}',
        '2.subject': 'Tu prueba de vestido',
        '3.spreadsheet_id': '1VeloBlanco',
        '3.sheet_name': 'Pruebas',
      },
    }),
];
