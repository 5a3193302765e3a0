/**
 * Blind evaluation batch i — written blind (from the brief, the node catalogue, the product spec
 * and types.ts only; no planner code, docs, tests or other eval files were read), 2026-11-24.
 *
 * Mix: 40 cases, 40 different businesses; 10 follow-up cases (add a step at the end, undo an added
 * step, swap a service keeping the data, several changes at once including a three-change edit,
 * add a condition before a step, remove one of two similar steps, replace a spreadsheet, undo a
 * swap); 5 cases whose right answer is a smart form; 1 clarification, 1 conversation. Wording:
 * mostly short, terse requests; jarocho, yucateco, sonorense and chiapaneco (voseo) registers,
 * "mediodía", numbers in words, values at the start, middle and end.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A chat id is equally right as a string or as a number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });

export const blind20261124i: EvalCase[] = [
  one('b24i-01', 'tintorería',
    "Tintorería Express: form (nombre, telefono) → whats al cliente 'Recibimos tu ropa'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      params: {
        '2.to': '{{trigger.telefono}}',
        '2.message': 'Recibimos tu ropa',
      },
    }),

  one('b24i-02', 'clases de natación',
    "Quiubo compa! doy clases de natación en Boca del Río. Cuando se apunte un chamaco en el form (nombre, tutor, telefono, email) mándale correo al tutor x gmail, asunto 'Bienvenido a Delfines'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '2.to': '{{trigger.email}}',
        '2.subject': 'Bienvenido a Delfines',
      },
    }),

  one('b24i-03', 'rancho aguacatero',
    'Rancho aguacatero en Uruapan. Diario a mediodía consulta https://precios-agro.mx/api/aguacate y guarda lo que salga en la hoja Precios de https://docs.google.com/spreadsheets/d/1AguacUrp/edit',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'google_sheets/append_row'],
      params: {
        '1.cron_expression': '0 12 * * *',
        '2.url': 'https://precios-agro.mx/api/aguacate',
        '3.spreadsheet_id': '1AguacUrp',
        '3.sheet_name': 'Precios',
      },
    }),

  {
    id: 'b24i-04',
    business: 'fábrica de hielo',
    turns: [
      'Fábrica de hielo Polar. Cuando entre un pedido de bolsas por el webhook (negocio, bolsas, telefono), guárdalo en postgres en la tabla pedidos_hielo',
      'agrega al final un mensaje a #logistica en Slack',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '2.query': { containsAll: ['insert into pedidos_hielo', 'negocio', 'bolsas', 'telefono'] },
        '3.channel': '#logistica',
      },
    },
  },

  one('b24i-05', 'cochinitería',
    'Bomba! tengo una cochinitería en Valladolid. Cuando llegue un pedido por el form (nombre, telefono, kilos) avísale a mi cocinera por whats, xfa',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      asks: ['2.to'],
    }),

  one('b24i-06', 'mudanzas',
    'Mudanzas El Cometa. Cuando agenden en el form (cliente, telefono, fecha, direccion), crea evento en Google Calendar y mándale whats al cliente confirmando',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'whatsapp/send_message'],
      params: {
        '2.start': contains('{{trigger.fecha}}'),
        '3.to': '{{trigger.telefono}}',
      },
    }),

  {
    id: 'b24i-07',
    business: 'estética',
    turns: [
      'Estética Glamour 💇‍♀️ cuando llegue cita por el form (nombre, telefono, servicio), mándale un WhatsApp a la clienta',
      'agrega que se guarde en la hoja Citas de https://docs.google.com/spreadsheets/d/1GlamCit/edit',
      'mmm no, deshaz lo último',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      params: { '2.to': '{{trigger.telefono}}' },
    },
  },

  one('b24i-08', 'dentista',
    "Vos sabés que soy dentista en Comitán; cuando un paciente llene el formulario (nombre, email), mandale un correo por Gmail con el asunto 'Bienvenido' y avisame en Telegram al chat 10293847",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'telegram/send_message'],
      params: {
        '2.to': '{{trigger.email}}',
        '2.subject': 'Bienvenido',
        '3.chat_id': chat('10293847'),
      },
    }),

  one('b24i-09', 'herbolaria',
    'Hola buenas, necesito que cuando pase algo en mi herbolaria me llegue un aviso, ¿se puede?',
    { status: 'clarification_needed' }),

  one('b24i-10', 'llantera',
    "Llantera El Güero, Hermosillo, qué onda pariente. Cada lunes a las 7 am mándame por gmail el stock de la hoja Llantas de https://docs.google.com/spreadsheets/d/1LlantGuero/edit, asunto 'Stock de la semana'",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 7 * * 1',
        '2.spreadsheet_id': '1LlantGuero',
        '2.sheet_name': 'Llantas',
        '3.to': OWNER_EMAIL,
        '3.subject': 'Stock de la semana',
      },
    }),

  {
    id: 'b24i-11',
    business: 'casa de empeño',
    turns: [
      "Casa de empeño Préstamos Ya. Cuando se registre un empeño en la hoja Contratos de https://docs.google.com/spreadsheets/d/1PrestYa/edit, mándale al cliente un correo por Gmail (columna Email) con asunto 'Tu contrato'",
      'cámbialo a WhatsApp, usa la columna Celular',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1PrestYa',
        '1.sheet_name': 'Contratos',
        '2.to': '{{trigger.record.Celular}}',
      },
    },
  },

  one('b24i-12', 'casa de día para adultos mayores',
    'Casa de día para adultos mayores Los Abuelos. Cuando un familiar registre visita en el form (familiar, email, fecha), espera dos horas y mándale por SMTP un correo de agradecimiento',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['delay/wait', 'email/send_email'],
      params: {
        '2.seconds': 7200,
        '3.to': '{{trigger.email}}',
      },
    }),

  one('b24i-13', 'tiendita de barrio',
    '¿Qué tal? ¿eres un bot o una persona? jaja nomás por curiosidad, tengo una tiendita de barrio',
    { status: 'conversation' }),

  one('b24i-14', 'artesanías en línea',
    'Vendo artesanías oaxaqueñas en línea. Cuando llegue una reseña por el webhook (cliente, texto), que la IA la clasifique como positiva o negativa y me mande el resultado por gmail',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '3.to': OWNER_EMAIL,
        '3.body': contains('{{steps.2.output.text}}'),
      },
    }),

  {
    id: 'b24i-15',
    business: 'taller de motos',
    turns: [
      'Taller de motos Rayo. Cada sábado a las 9 am lee la hoja Servicios de https://docs.google.com/spreadsheets/d/1RayoMot/edit y mándame la lista por Telegram al chat 56565656',
      'que sea el domingo a las 8 am y al chat 78787878',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 8 * * 0',
        '2.spreadsheet_id': '1RayoMot',
        '2.sheet_name': 'Servicios',
        '3.chat_id': chat('78787878'),
      },
      reply: ['78787878'],
    },
  },

  one('b24i-16', 'club de fútbol infantil',
    'Club de fútbol infantil Pumitas ⚽ Cuando un papá llene el form de inscripción (niño, categoria, telefono), publícalo en nuestro Discord: https://discord.com/api/webhooks/777/PumitasHook',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['discord/send_message'],
      params: { '2.webhook_url': 'https://discord.com/api/webhooks/777/PumitasHook' },
    }),

  one('b24i-17', 'notaría',
    'Notaría 45, buen día. Cuando llegue un correo a Gmail, registra remitente y asunto en la pestaña Correspondencia de nuestro Google Sheets',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row'],
      params: { '2.sheet_name': 'Correspondencia' },
      asks: ['2.spreadsheet_id'],
    }),

  {
    id: 'b24i-18',
    business: 'vinoteca',
    turns: [
      'Vinoteca Terruño 🍷 Cuando llegue un pedido por el webhook (cliente, email, total), mándale por gmail al cliente la confirmación',
      'antes del correo ponle una condición: solo si el total es mayor o igual a 1,500',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_or_equal',
        '2.right': 1500,
        '3.to': '{{trigger.body.email}}',
      },
    },
  },

  one('b24i-19', 'tienda de suplementos',
    'Tengo tienda de suplementos y un bot de Telegram. Cada mensaje que le llegue al bot guárdalo en la tabla mensajes de postgres con el chat_id y el texto',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['postgres/query'],
      params: { '2.query': { containsAll: ['insert into mensajes', 'chat_id'] } },
    }),

  one('b24i-20', 'agencia de diseño',
    'Agencia de diseño Kromo. Cuando alguien escriba en nuestro Slack (webhook de eventos), que la IA genere una respuesta y la mande al mismo canal',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['ai/generate_text', 'slack/send_message'],
      params: {
        '3.channel': '{{trigger.channel}}',
        '3.message': contains('{{steps.2.output.text}}'),
      },
    }),

  {
    id: 'b24i-21',
    business: 'pollería',
    turns: [
      'Pollería Los Pinos. Cuando entre pedido por el form (nombre, telefono, kilos), guárdalo en la hoja Pedidos de https://docs.google.com/spreadsheets/d/1PinosPoll/edit, mándame un whats al 6621234567 y otro al cliente',
      'quita el whats que me llega a mí, nomás el del cliente',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1PinosPoll',
        '2.sheet_name': 'Pedidos',
        '3.to': '{{trigger.telefono}}',
      },
    },
  },

  one('b24i-22', 'distribuidora de refrescos',
    'Distribuidora de refrescos La Fresca. Cuando llegue un pedido por el webhook (tienda, cajas, total), mándalo a Slack para que lo vea el almacén',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['slack/send_message'],
      asks: ['2.channel'],
    }),

  one('b24i-23', 'pizzería',
    "Pizzería Don Nino. Los pedidos llegan por webhook con tipo_entrega y telefono; si tipo_entrega es 'domicilio' mándale whats al cliente: 'Tu pizza va en camino 🍕'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.tipo_entrega}}',
        '2.operator': 'equals',
        '2.right': 'domicilio',
        '3.to': '{{trigger.body.telefono}}',
        '3.message': 'Tu pizza va en camino 🍕',
      },
    }),

  {
    id: 'b24i-24',
    business: 'organización de XV años',
    turns: [
      'Organizo XV años ✨ Cuando una familia llene el form (quinceañera, telefono, fecha), mándame aviso a Telegram al chat 44556677',
      'mejor que el aviso llegue a Slack, canal #eventos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['slack/send_message'],
      params: { '2.channel': '#eventos' },
    },
  },

  one('b24i-25', 'despacho de contadores',
    'Despacho de contadores Cifra. Cuando suban un archivo nuevo a la carpeta de Drive https://drive.google.com/drive/folders/1CifraXml avísame en Slack en #facturas',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['slack/send_message'],
      params: {
        '1.folder_id': '1CifraXml',
        '2.channel': '#facturas',
      },
    }),

  one('b24i-26', 'guardería',
    'Guardería Pequeños Pasos. De lunes a viernes a las cuatro de la tarde manda al grupo de Telegram -1002233445566 el recordatorio de recoger a los niños',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 16 * * 1-5', '0 16 * * 1,2,3,4,5'] },
        '2.chat_id': chat('-1002233445566'),
      },
    }),

  {
    id: 'b24i-27',
    business: 'restaurante vegano',
    turns: [
      'Restaurante vegano Raíz 🌱 Cuando alguien deje feedback en el form (nombre, email, comentario), guárdalo en la hoja Feedback de https://docs.google.com/spreadsheets/d/1RaizFdbk/edit',
      'oye, me equivoqué de archivo, usa este: https://docs.google.com/spreadsheets/d/1RaizNuevo2/edit, misma pestaña',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row'],
      params: {
        '2.spreadsheet_id': '1RaizNuevo2',
        '2.sheet_name': 'Feedback',
      },
    },
  },

  one('b24i-28', 'refacciones',
    'Refacciones Don Beto. Mi web manda un webhook con numero_parte; consulta https://api.refacmx.com/stock y responde al webhook con lo que conteste esa API',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['http/request', 'webhook/respond'],
      params: {
        '2.url': contains('https://api.refacmx.com/stock'),
        '3.body': contains('{{steps.2.output.body}}'),
      },
    }),

  one('b24i-29', 'abarrotes',
    'Abarrotes La Güera. Cada lunes a las 10 de la mañana lee la hoja Gastos de https://docs.google.com/spreadsheets/d/1GueraGst/edit y mándasela por Gmail a mi contadora',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 10 * * 1',
        '2.spreadsheet_id': '1GueraGst',
        '2.sheet_name': 'Gastos',
      },
      asks: ['3.to'],
    }),

  {
    id: 'b24i-30',
    business: 'hotel canino',
    turns: [
      "Hotel canino Guau House 🐶 Cuando reserven por el form (dueño, email, perro, noches) mándale al dueño un correo por Gmail con asunto 'Reserva recibida'",
      "3 cosas: el asunto ahora es 'Reserva confirmada', agrega al final un aviso a Telegram chat 12121212, y antes del correo guarda la reserva en la tabla reservas de postgres",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'gmail/send_email', 'telegram/send_message'],
      params: {
        '2.query': { containsAll: ['insert into reservas'] },
        '3.to': '{{trigger.email}}',
        '3.subject': 'Reserva confirmada',
        '4.chat_id': chat('12121212'),
      },
      reply: ['Reserva confirmada', '12121212'],
    },
  },

  one('b24i-31', 'tienda de bebés',
    'Tienda de bebés Mimos. Por cada fila nueva en la hoja Resenas de https://docs.google.com/spreadsheets/d/1MimosRes/edit, que la IA escriba una respuesta amable y se la mande al cliente por Gmail (columna Correo)',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1MimosRes',
        '1.sheet_name': 'Resenas',
        '3.to': '{{trigger.record.Correo}}',
        '3.body': contains('{{steps.2.output.text}}'),
      },
    }),

  one('b24i-32', 'podología',
    'Podóloga aquí 👣 dos horas antes de cada evento de mi Google Calendar mándame un WhatsApp al 4441237890',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': 120,
        '2.to': '4441237890',
      },
    }),

  one('b24i-33', 'autos seminuevos',
    'Seminuevos del Bajío. Cuando llegue un lead por webhook (nombre, telefono, presupuesto) y el presupuesto sea mayor a 150 mil, mándamelo a Slack #leads-vip',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.presupuesto}}',
        '2.operator': 'greater_than',
        '2.right': 150000,
        '3.channel': '#leads-vip',
      },
    }),

  one('b24i-34', 'sushi',
    'Sushi Kaito 🍣 webhook de pedidos (cliente, rollos, total) → tabla ordenes en postgres, gracias',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query'],
      params: { '2.query': { containsAll: ['insert into ordenes', 'cliente', 'rollos', 'total'] } },
    }),

  one('b24i-35', 'coach de vida',
    'Soy coach de vida. Cuando me llegue un correo a Gmail, que la IA redacte una respuesta y se la mande al remitente por Gmail',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '3.to': '{{trigger.from}}',
        '3.body': contains('{{steps.2.output.text}}'),
      },
    }),

  one('b24i-36', 'karaoke bar',
    'Karaoke bar La Rockola 🎤 cada viernes a las 9 de la noche manda a nuestro canal de Discord el recordatorio de la noche de karaoke',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['discord/send_message'],
      params: { '1.cron_expression': '0 21 * * 5' },
      asks: ['2.webhook_url'],
    }),

  one('b24i-37', 'churrería',
    "Churrería La Esquina. Cada día a las cinco de la tarde manda 'Hora de preparar la masa' a mi Telegram (chat 98989898) y también a #cocina en Slack",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 17 * * *',
        '2.chat_id': chat('98989898'),
        '2.message': 'Hora de preparar la masa',
        '3.channel': '#cocina',
        '3.message': 'Hora de preparar la masa',
      },
    }),

  one('b24i-38', 'gimnasio de box',
    "Gimnasio de box Puño de Acero. Por cada pago que llegue por webhook (socio, email, monto), mándale recibo por correo SMTP al socio, asunto 'Recibo de pago'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['email/send_email'],
      params: {
        '2.to': '{{trigger.body.email}}',
        '2.subject': 'Recibo de pago',
      },
    }),

  {
    id: 'b24i-39',
    business: 'tienda naturista',
    turns: [
      'Tienda naturista Vida Verde. Cuando llegue un pedido por el form (nombre, email, producto), mándame correo por Gmail a vidaverde.pedidos@gmail.com',
      'quita el correo y pon WhatsApp al 5587654321',
      'no, regrésalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: { '2.to': 'vidaverde.pedidos@gmail.com' },
    },
  },

  one('b24i-40', 'fonda',
    'Fonda Doña Lupe. Cada día a las 11 de la mañana publica el menú de la hoja Menu de https://docs.google.com/spreadsheets/d/1DLupeMenu/edit en Slack, canal #clientes',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 11 * * *',
        '2.spreadsheet_id': '1DLupeMenu',
        '2.sheet_name': 'Menu',
        '3.channel': '#clientes',
      },
    }),
];
