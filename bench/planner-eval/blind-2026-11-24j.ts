/**
 * Blind evaluation batch j — written blind (from the brief, the node catalogue, the product spec
 * and types.ts only; no planner code, docs, tests or other eval files were read), 2026-11-24.
 *
 * Mix: 40 cases, 40 different businesses; 10 follow-up cases (add a step at the end, remove a
 * condition, swap Slack for WhatsApp, undo a swap, several changes at once, change the watched
 * sheet, insert a step in the middle, remove a middle step, swap Sheets for Postgres, add a step
 * before another); 4 cases whose right answer is a smart form (one asking for two fields);
 * 1 clarification, 1 conversation. Wording: longer and more formal requests (usted, "de antemano
 * gracias", "le escribe el Lic."), named values often opening the message, numbers in words
 * ("cuarenta y ocho horas", "el día quince", "cada dos horas").
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A chat id is equally right as a string or as a number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });

export const blind20261124j: EvalCase[] = [
  one('b24j-01', 'limpieza de oficinas',
    "A cleaning@brillolimpio.mx mándele un correo por Gmail cada vez que un cliente pida cotización en el formulario (empresa, m2, telefono). Somos Brillo Limpio, limpieza de oficinas en Santa Fe; el asunto debe ser 'Cotización nueva'. De antemano, muchas gracias por su apoyo.",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '2.to': 'cleaning@brillolimpio.mx',
        '2.subject': 'Cotización nueva',
      },
    }),

  one('b24j-02', 'plomería',
    'Buenas noches. Plomería Rápida 24h. Por cada servicio que se capture en la hoja Servicios de https://docs.google.com/spreadsheets/d/1PlomRap/edit, mande un WhatsApp al técnico asignado (su número está en la columna Tel_tecnico) con la dirección del servicio, que viene en la columna Direccion.',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1PlomRap',
        '1.sheet_name': 'Servicios',
        '2.to': '{{trigger.record.Tel_tecnico}}',
        '2.message': contains('{{trigger.record.Direccion}}'),
      },
    }),

  {
    id: 'b24j-03',
    business: 'cerrajería',
    turns: [
      'Cerrajería El Candado, a sus órdenes. Necesito un webhook para emergencias (nombre, telefono, colonia) que me mande todo por Telegram al chat 13572468',
      "y al cliente mándele un whats diciendo 'Va en camino un cerrajero'",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['telegram/send_message', 'whatsapp/send_message'],
      params: {
        '2.chat_id': chat('13572468'),
        '3.to': '{{trigger.body.telefono}}',
        '3.message': 'Va en camino un cerrajero',
      },
    },
  },

  one('b24j-04', 'jardinería',
    "El día quince de cada mes, a las ocho de la mañana, quisiera recibir por Gmail un recordatorio de cobrar los mantenimientos, con el asunto 'Cobranza quincenal'. Es para Jardinería Verde Vivo, en Cuernavaca.",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['gmail/send_email'],
      params: {
        '1.cron_expression': '0 8 15 * *',
        '2.to': OWNER_EMAIL,
        '2.subject': 'Cobranza quincenal',
      },
    }),

  one('b24j-05', 'tienda de colchones',
    "Colchones Sueño Profundo, buen día. Llevamos las ventas a mano y siempre se nos pierde alguna, por eso le pido que cada venta que llegue por el webhook de la tienda en línea (cliente, modelo, total) quede guardada automáticamente en la pestaña 'Ventas 2026' de nuestro Google Sheets. Quedo atento, por favor.",
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row'],
      params: { '2.sheet_name': 'Ventas 2026' },
      asks: ['2.spreadsheet_id'],
    }),

  one('b24j-06', 'herrería',
    "Herrería Hermanos López, de Aguascalientes. Cuando un cliente apruebe su presupuesto en el form (nombre, email, trabajo), espere cuarenta y ocho horas y después mándele por Gmail un correo con el asunto 'Avance de tu trabajo'. Se lo encargo mucho.",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['delay/wait', 'gmail/send_email'],
      params: {
        '2.seconds': 172800,
        '3.to': '{{trigger.email}}',
        '3.subject': 'Avance de tu trabajo',
      },
    }),

  {
    id: 'b24j-07',
    business: 'pescadería',
    turns: [
      'Pescadería Puerto Azul, Ensenada. Cuando entre un pedido por el webhook (restaurante, kilos, telefono), si los kilos son más de 20, avíseme por Telegram al chat 86420975',
      'quite la condición por favor, quiero enterarme de todos los pedidos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['telegram/send_message'],
      params: { '2.chat_id': chat('86420975') },
    },
  },

  one('b24j-08', 'birriería',
    'Birriería Don Cheto, de Tlaquepaque. Todas las noches a las once lea las ventas de la hoja Caja de https://docs.google.com/spreadsheets/d/1DonChetoCj/edit, que la IA calcule el total del día y me lo mande por WhatsApp al 3331122334.',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 23 * * *',
        '2.spreadsheet_id': '1DonChetoCj',
        '2.sheet_name': 'Caja',
        '4.to': '3331122334',
        '4.message': contains('{{steps.3.output.text}}'),
      },
    }),

  one('b24j-09', 'despacho jurídico',
    'Buenos días, le escribe el Lic. Salgado. Solo quería agradecerle, por ahora no necesito nada más. Saludos cordiales.',
    { status: 'conversation' }),

  one('b24j-10', 'productora audiovisual',
    "Qué tal, somos Productora audiovisual Encuadre, hacemos comerciales y videos corporativos. Cuando un cliente nos mande su brief por el form (cliente, proyecto, brief), cree en Google Drive una carpeta con el nombre del proyecto y súbale un archivo 'brief.txt' con el texto del brief, para que el equipo de edición lo encuentre rápido.",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_drive/create_folder', 'google_drive/upload_file'],
      params: {
        '2.name': contains('{{trigger.proyecto}}'),
        '3.name': 'brief.txt',
        '3.content': contains('{{trigger.brief}}'),
      },
    }),

  {
    id: 'b24j-11',
    business: 'estudio de grabación',
    turns: [
      'Estudio de grabación Decibel. Cuando una banda reserve horas en el form (banda, email, horas), mándeme el aviso a Slack, canal #reservas',
      'oiga, mejor que ese aviso me llegue por WhatsApp a mi cel, 5544332211',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      params: { '2.to': '5544332211' },
    },
  },

  one('b24j-12', 'soporte IT',
    'soporte-it/tickets es nuestro repo de GitHub. Damos soporte IT a pymes y quiero que cada ticket que llegue por el webhook (empresa, prioridad, detalle) se convierta en un issue ahí, con el nombre de la empresa en el título.',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['github/create_issue'],
      params: {
        '2.repository': 'soporte-it/tickets',
        '2.title': contains('{{trigger.body.empresa}}'),
      },
    }),

  one('b24j-13', 'agencia de reclutamiento',
    'Buen día. Tengo una agencia de reclutamiento y ocupo que mis reportes se hagan solos, ¿qué me recomienda?',
    { status: 'clarification_needed' }),

  one('b24j-14', 'impresión 3D',
    'Impresión 3D Capa a Capa. Cada dos horas revise el estado de la impresora en http://192.168.1.50/api/status y, si el status no es 200, avíseme por Telegram al chat 24242424.',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'filter/condition', 'telegram/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 */2 * * *', '0 0-23/2 * * *'] },
        '2.url': 'http://192.168.1.50/api/status',
        '3.left': '{{steps.2.output.status}}',
        '3.operator': 'not_equals',
        '3.right': 200,
        '4.chat_id': chat('24242424'),
      },
    }),

  one('b24j-15', 'bordados',
    'Bordados Hilo de Oro. Los martes, jueves y sábados a las 10 de la mañana lea la hoja Pedidos de https://docs.google.com/spreadsheets/d/1HiloOro/edit y mándela al canal #taller de Slack.',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'slack/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 10 * * 2,4,6', '0 10 * * TUE,THU,SAT'] },
        '2.spreadsheet_id': '1HiloOro',
        '2.sheet_name': 'Pedidos',
        '3.channel': '#taller',
      },
    }),

  one('b24j-16', 'serigrafía',
    'Serigrafía Tinta Fresca: los pedidos nos llegan por webhook con cliente, telefono, playeras y diseno. Guárdelos en la tabla pedidos de Postgres y luego mándele un WhatsApp al cliente confirmando.',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '2.query': { containsAll: ['insert into pedidos', 'cliente', 'telefono', 'playeras'] },
        '3.to': '{{trigger.body.telefono}}',
      },
    }),

  one('b24j-17', 'mercería',
    'Mercería La Aguja, buenas tardes. Cada lunes a las 9 de la mañana mándele por Gmail a mi proveedor la lista de la hoja Faltantes de mi Google Sheets.',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 9 * * 1',
        '2.sheet_name': 'Faltantes',
      },
      asks: ['2.spreadsheet_id', '3.to'],
    }),

  one('b24j-18', 'electrodomésticos',
    "Electrodomésticos Hogar Plus. En el form de garantía (nombre, email, producto, serie), cuando la serie empiece con 'RF' es un refrigerador: en ese caso avise al técnico de refris en el canal #refris de Slack.",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.serie}}',
        '2.operator': 'starts_with',
        '2.right': 'RF',
        '3.channel': '#refris',
      },
    }),

  {
    id: 'b24j-19',
    business: 'ludoteca',
    turns: [
      'Ludoteca Mundo Feliz. Cuando reserven una fiesta por el form (papá, email, fecha), mándeme el aviso a mi correo por Gmail',
      'cambie el Gmail por el correo SMTP',
      'deshaga el último cambio, por favor',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: { '2.to': OWNER_EMAIL },
    },
  },

  one('b24j-20', 'cursos en línea',
    "Vendo cursos en línea de Excel. Cuando mi plataforma mande el webhook de compra (alumno, email, curso), agréguelo a la hoja Alumnos de https://docs.google.com/spreadsheets/d/1CursosXl/edit y mándele por Gmail su acceso, asunto 'Tu acceso al curso'.",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': '1CursosXl',
        '2.sheet_name': 'Alumnos',
        '3.to': '{{trigger.body.email}}',
        '3.subject': 'Tu acceso al curso',
      },
    }),

  one('b24j-21', 'traductora',
    "Soy traductora freelance. Cuando me llegue un correo a Gmail, que la IA lo traduzca al inglés y guarde la traducción en Google Drive como archivo 'traduccion.txt'.",
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_drive/upload_file'],
      params: {
        '3.name': 'traduccion.txt',
        '3.content': contains('{{steps.2.output.text}}'),
      },
    }),

  {
    id: 'b24j-22',
    business: 'enfermería a domicilio',
    turns: [
      'Enfermería a domicilio Cuidarte. Cuando una familia pida servicio en el form (paciente, telefono, direccion, turno), mándeme un whats al 5512349876',
      'cambie el número a 5598761234 y agregue después del whats un correo por Gmail a coordinacion@cuidarte.mx',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message', 'gmail/send_email'],
      params: {
        '2.to': '5598761234',
        '3.to': 'coordinacion@cuidarte.mx',
      },
      reply: ['5598761234', 'coordinacion@cuidarte.mx'],
    },
  },

  one('b24j-23', 'alitas y boneless',
    "Alitas y Boneless El Tío. Todos los miércoles a las 2 pm mande al grupo de Telegram -1004455667788 la promo: 'Miércoles de 2x1 en alitas 🔥'",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: {
        '1.cron_expression': '0 14 * * 3',
        '2.chat_id': chat('-1004455667788'),
        '2.message': 'Miércoles de 2x1 en alitas 🔥',
      },
    }),

  one('b24j-24', 'apps para restaurantes',
    'Desarrollamos apps para restaurantes. Cuando un mesero reporte una falla en el form (restaurante, falla), ábrala como issue en GitHub, por favor.',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['github/create_issue'],
      asks: ['2.repository'],
    }),

  {
    id: 'b24j-25',
    business: 'acupuntura',
    turns: [
      'Acupuntura Qi. Cada fila nueva en la hoja Pacientes de https://docs.google.com/spreadsheets/d/1AcupQi/edit mándela por Gmail a mi asistente, ana.qi@gmail.com',
      'en vez de la hoja Pacientes que vigile la pestaña Citas',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1AcupQi',
        '1.sheet_name': 'Citas',
        '2.to': 'ana.qi@gmail.com',
      },
    },
  },

  one('b24j-26', 'ambulancias privadas',
    'Muy buenas noches, le escribe la coordinadora de Ambulancias privadas Auxilio, en San Nicolás. Cada minuto cuenta en nuestro trabajo, así que cuando llegue una emergencia por el webhook de la central (ubicacion, telefono, tipo), avise inmediatamente en el canal #despacho de Slack y también al paramédico de guardia por WhatsApp al 8180001122.',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['slack/send_message', 'whatsapp/send_message'],
      params: {
        '2.channel': '#despacho',
        '3.to': '8180001122',
      },
    }),

  one('b24j-27', 'antro',
    'https://discord.com/api/webhooks/9090/BovedaHook es el webhook de nuestro Discord. Antro La Bóveda: cada jueves a las 8 de la noche publique ahí la lista de DJs de la hoja Lineup de https://docs.google.com/spreadsheets/d/1BovedaLn/edit',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'discord/send_message'],
      params: {
        '1.cron_expression': '0 20 * * 4',
        '2.spreadsheet_id': '1BovedaLn',
        '2.sheet_name': 'Lineup',
        '3.webhook_url': 'https://discord.com/api/webhooks/9090/BovedaHook',
      },
    }),

  {
    id: 'b24j-28',
    business: 'DJ para bodas',
    turns: [
      'Soy DJ para bodas. Cuando me contraten por el form (novios, email, fecha), cree el evento en Google Calendar y después mándeme un whats al 3312340000',
      "entre el evento y el whats, mándele a los novios un correo por Gmail con asunto 'Fecha apartada'",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'gmail/send_email', 'whatsapp/send_message'],
      params: {
        '2.start': contains('{{trigger.fecha}}'),
        '3.to': '{{trigger.email}}',
        '3.subject': 'Fecha apartada',
        '4.to': '3312340000',
      },
    },
  },

  one('b24j-29', 'granja avícola',
    'Granja avícola San Isidro. Lo quiero correr a mano: que lea la hoja Produccion de https://docs.google.com/spreadsheets/d/1SanIsidroP/edit y mande el resultado por POST a https://granja-api.mx/produccion',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_sheets/read_rows', 'http/request'],
      params: {
        '2.spreadsheet_id': '1SanIsidroP',
        '2.sheet_name': 'Produccion',
        '3.url': 'https://granja-api.mx/produccion',
        '3.method': 'POST',
      },
    }),

  {
    id: 'b24j-30',
    business: 'tapicería',
    turns: [
      'Tapicería Confort. Cuando llegue una cotización por el form (nombre, telefono, mueble), guárdela en postgres en la tabla cotizaciones, avíseme en Telegram al chat 19283746 y mándele whats al cliente',
      'bórrele lo de Telegram',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '2.query': { containsAll: ['insert into cotizaciones', 'nombre', 'telefono', 'mueble'] },
        '3.to': '{{trigger.telefono}}',
      },
    },
  },

  one('b24j-31', 'tienda de pinturas',
    'Tienda de pinturas Color Vivo. Cuando se agregue una fila en la hoja Stock de https://docs.google.com/spreadsheets/d/1ColorVivo/edit y la Cantidad sea menor o igual a diez, mándeme un WhatsApp al 4771231234.',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1ColorVivo',
        '1.sheet_name': 'Stock',
        '2.left': '{{trigger.record.Cantidad}}',
        '2.operator': 'less_or_equal',
        '2.right': 10,
        '3.to': '4771231234',
      },
    }),

  one('b24j-32', 'cantina',
    'Cantina El Gallo, buenas. Todos los viernes a las 7 de la noche mande al grupo de Telegram de los meseros el recordatorio de hacer inventario.',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: { '1.cron_expression': '0 19 * * 5' },
      asks: ['2.chat_id'],
    }),

  {
    id: 'b24j-33',
    business: 'pozolería',
    turns: [
      'Pozolería Guerrero. Cada pedido del form (nombre, telefono, pozole, cantidad) guárdelo en la hoja Pedidos de https://docs.google.com/spreadsheets/d/1PozoGro/edit',
      'mejor guárdelo en postgres, en la tabla pedidos, en vez de Sheets',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query'],
      params: { '2.query': { containsAll: ['insert into pedidos', 'nombre', 'telefono'] } },
    },
  },

  one('b24j-34', 'materiales de construcción',
    'Materiales El Castillo. Por webhook nos llegan pedidos con cliente, total y factura_rfc. Si factura_rfc no viene vacío, mande los datos a contabilidad por correo SMTP a conta@elcastillo.mx.',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'email/send_email'],
      params: {
        '2.left': '{{trigger.body.factura_rfc}}',
        '2.operator': 'is_not_empty',
        '3.to': 'conta@elcastillo.mx',
      },
    }),

  one('b24j-35', 'agropecuaria',
    'Agropecuaria El Surco. Todos los lunes a las 6 am mándeme por Telegram, al chat 37373737, los eventos de la semana de mi Google Calendar.',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 6 * * 1',
        '3.chat_id': chat('37373737'),
      },
    }),

  one('b24j-36', 'podcast',
    'Tenemos un podcast de historia. Cuando alguien mande una pregunta por el form (nombre, pregunta), publíquela en nuestro Discord con el webhook https://discord.com/api/webhooks/222/NewHook',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['discord/send_message'],
      params: { '2.webhook_url': 'https://discord.com/api/webhooks/222/NewHook' },
    }),

  one('b24j-37', 'carpintería',
    "Carpintería Roble Fino. Cuando un cliente firme el form de pedido (nombre, email, mueble, anticipo), mándeme a mi correo un aviso por Gmail y al cliente otro correo por Gmail con asunto 'Recibimos tu anticipo'.",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'gmail/send_email'],
      params: {
        '2.to': OWNER_EMAIL,
        '3.to': '{{trigger.email}}',
        '3.subject': 'Recibimos tu anticipo',
      },
    }),

  one('b24j-38', 'vidriería',
    'Vidriería Cristal. Por cada fila nueva de la hoja Medidas en https://docs.google.com/spreadsheets/d/1CristalMd/edit, que la IA calcule un precio aproximado y lo guarde en la hoja Cotizaciones del mismo archivo.',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['ai/generate_text', 'google_sheets/append_row'],
      params: {
        '1.spreadsheet_id': '1CristalMd',
        '1.sheet_name': 'Medidas',
        '3.spreadsheet_id': '1CristalMd',
        '3.sheet_name': 'Cotizaciones',
      },
    }),

  {
    id: 'b24j-39',
    business: 'preparatoria abierta',
    turns: [
      'Prepa abierta Supérate. Cuando alguien se registre por el form (nombre, email, telefono), mándele por WhatsApp el link de la plática informativa',
      "y agréguele también un correo por Gmail con asunto 'Plática informativa', póngalo antes del whats",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'whatsapp/send_message'],
      params: {
        '2.to': '{{trigger.email}}',
        '2.subject': 'Plática informativa',
        '3.to': '{{trigger.telefono}}',
      },
    },
  },

  one('b24j-40', 'tienda de telas',
    "Telas y más La Sevillana. Cada vez que llegue una fila a la pestaña Mayoreo de https://docs.google.com/spreadsheets/d/1SevillaMy/edit, mándele al cliente (columna Email) un correo por Gmail con asunto 'Tu cotización de mayoreo'.",
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1SevillaMy',
        '1.sheet_name': 'Mayoreo',
        '2.to': '{{trigger.record.Email}}',
        '2.subject': 'Tu cotización de mayoreo',
      },
    }),
];
