/**
 * Blind evaluation batch k — written blind (from the brief, the node catalogue, the product spec
 * and types.ts only; no planner code, docs, tests or other eval files were read), 2026-11-24.
 *
 * Mix: 40 cases, 40 different businesses; 10 follow-up cases (rename a sheet, change an hour on a
 * three-weekday schedule, swap Gmail for SMTP, add a step before another, remove a step, undo,
 * several changes at once, add a condition in front, swap Postgres for Sheets, change channel and
 * hour together); 4 cases whose right answer is a smart form; 1 clarification, 1 conversation.
 * Wording: WhatsApp-style typing — lowercase, no accents, typos ("toos", "aki"), q / x / xfa /
 * pls / k, emojis, English words (booking, see you, wedding planner), numbers in words.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A chat id is equally right as a string or as a number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });

export const blind20261124k: EvalCase[] = [
  one('b24k-01', 'tacos de canasta',
    'buenas!! tacos de canasta el guero, cada q alguien haga pedido x el form (nombre, telefono, cantidad, direccion) mandame whats al 5566778899 xfa',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      params: { '2.to': '5566778899' },
    }),

  one('b24k-02', 'juguería',
    "jugos y licuados la naranja dulce 🍊 toos los dias a las 7 am mandale al grupo de telegram -1001212121212 'ya abrimos!!'",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '2.chat_id': chat('-1001212121212'),
        '2.message': 'ya abrimos!!',
      },
    }),

  {
    id: 'b24k-03',
    business: 'piñatería',
    turns: [
      'piñatas la estrella aki, cuando lleguen pedidos x el webhook de la pagina (cliente, telefono, modelo, fecha) guardalos en la hoja pedidos de https://docs.google.com/spreadsheets/d/1PinataEst/edit',
      "la pestaña se llama 'Pedidos Nov' no 'pedidos', sorry",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row'],
      params: {
        '2.spreadsheet_id': '1PinataEst',
        '2.sheet_name': 'Pedidos Nov',
      },
    },
  },

  one('b24k-04', 'escuela de surf',
    "Hey! escuela de surf en Puerto Escondido 🏄 cuando hagan booking en el form (nombre, email, fecha, nivel) crea evento en google calendar y mandales mail x gmail con asunto 'See you in the water!'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '2.start': contains('{{trigger.fecha}}'),
        '3.to': '{{trigger.email}}',
        '3.subject': 'See you in the water!',
      },
    }),

  one('b24k-05', 'renta de autos',
    'renta de autos cancun drive. cuando llegue una reserva x webhook (cliente, email, auto, dias) mandale al cliente la confirmacion x correo smtp y avisame x slack',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['email/send_email', 'slack/send_message'],
      params: { '2.to': '{{trigger.body.email}}' },
      asks: ['3.channel'],
    }),

  one('b24k-06', 'tour operador',
    'tours en cancun 🌴 cuando alguien pregunte x el form de contacto (nombre, whatsapp, tour), q la IA arme una respuesta con info del tour y se la mande x whatsapp',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['ai/generate_text', 'whatsapp/send_message'],
      params: {
        '3.to': '{{trigger.whatsapp}}',
        '3.message': contains('{{steps.2.output.text}}'),
      },
    }),

  {
    id: 'b24k-07',
    business: 'academia de baile',
    turns: [
      'academia de baile ritmo latino 💃 los lunes miercoles y viernes a las 5 pm manda a #avisos en slack el recordatorio de ensayo',
      'cambialo a las 6 pm',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['slack/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 18 * * 1,3,5', '0 18 * * MON,WED,FRI'] },
        '2.channel': '#avisos',
      },
    },
  },

  one('b24k-08', 'dermatóloga',
    'dermatologa, consultorio privado. cada mail nuevo q me llegue a gmail registralo en la hoja Correos de https://docs.google.com/spreadsheets/d/1DermaMail/edit',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row'],
      params: {
        '2.spreadsheet_id': '1DermaMail',
        '2.sheet_name': 'Correos',
      },
    }),

  one('b24k-09', 'tienda de skate',
    'hola!! tengo una tienda de skate y quiero conectar mis ventas con mi contabilidad, se puede??',
    { status: 'clarification_needed' }),

  one('b24k-10', 'estudio de pilates',
    'pilates studio core. cuando alguien agende clase de prueba x el form (nombre, telefono), manda whats de bienvenida y a los dos dias otro preguntando q tal le fue',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message', 'delay/wait', 'whatsapp/send_message'],
      params: {
        '2.to': '{{trigger.telefono}}',
        '3.seconds': 172800,
        '4.to': '{{trigger.telefono}}',
      },
    }),

  {
    id: 'b24k-11',
    business: 'cabañas',
    turns: [
      "cabañas en mazamitla 🌲 cuando alguien reserve x el form (nombre, email, cabana, noches) mandale correo x gmail con asunto 'Tu reserva en el bosque'",
      'cambia gmail por smtp pls',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['email/send_email'],
      params: {
        '2.to': '{{trigger.email}}',
        '2.subject': 'Tu reserva en el bosque',
      },
    },
  },

  one('b24k-12', 'clínica de rehabilitación',
    'clinica de rehabilitacion fisica. ocupo un webhook q reciba altas de pacientes (nombre, curp, telefono), los meta en la tabla pacientes de postgres y responda con status 201',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'webhook/respond'],
      params: {
        '2.query': { containsAll: ['insert into pacientes', 'nombre', 'curp', 'telefono'] },
        '3.status': 201,
      },
    }),

  one('b24k-13', 'mini súper',
    'jaja q buena onda eres, ok luego seguimos con lo del mini super, gracias!!',
    { status: 'conversation' }),

  one('b24k-14', 'librería',
    'libreria la hoja suelta 📚 cada viernes a las 6 pm lee la hoja Ventas de https://docs.google.com/spreadsheets/d/1HojaSuelta/edit, q la IA me diga los cinco libros mas vendidos y me lo mande x telegram al chat 31313131',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 18 * * 5',
        '2.spreadsheet_id': '1HojaSuelta',
        '2.sheet_name': 'Ventas',
        '4.chat_id': chat('31313131'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    }),

  {
    id: 'b24k-15',
    business: 'tienda de regalos',
    turns: [
      'tienda de regalos detallitos 🎁 cuando llegue pedido x webhook (cliente, telefono, total) mandame un whats al 8119876543',
      'y antes del whats guardalo en la hoja Pedidos de https://docs.google.com/spreadsheets/d/1Detallit/edit',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1Detallit',
        '2.sheet_name': 'Pedidos',
        '3.to': '8119876543',
      },
    },
  },

  one('b24k-16', 'muro de escalada',
    'muro de escalada vertical 🧗 media hora antes de cada evento del calendario de google mandame x telegram al chat 52525252 q prepare el equipo',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['telegram/send_message'],
      params: {
        '1.minutes_before': 30,
        '2.chat_id': chat('52525252'),
      },
    }),

  one('b24k-17', 'ginecóloga',
    'consultorio ginecologico. cuando una paciente llene el form de cita (nombre, email, fecha) guardala en la hoja Agenda y mandale correo x gmail',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '2.sheet_name': 'Agenda',
        '3.to': '{{trigger.email}}',
      },
      asks: ['2.spreadsheet_id'],
    }),

  {
    id: 'b24k-18',
    business: 'velas artesanales',
    turns: [
      'velas artesanales luz de luna 🕯️ cada venta del webhook (cliente, email, aroma, total): guardala en postgres tabla ventas, mandale correo x gmail al cliente y avisa en #ventas de slack',
      'quita el correo al cliente',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '2.query': { containsAll: ['insert into ventas', 'cliente', 'total'] },
        '3.channel': '#ventas',
      },
    },
  },

  one('b24k-19', 'jabones artesanales',
    'jabones espuma. x el webhook llegan reseñas (cliente, estrellas, comentario). si estrellas es menor a 3 mandalo a discord https://discord.com/api/webhooks/3030/EspumaHook',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'discord/send_message'],
      params: {
        '2.left': '{{trigger.body.estrellas}}',
        '2.operator': 'less_than',
        '2.right': 3,
        '3.webhook_url': 'https://discord.com/api/webhooks/3030/EspumaHook',
      },
    }),

  {
    id: 'b24k-20',
    business: 'chocolatería',
    turns: [
      'chocolates cacao real. cuando llegue pedido x form (nombre, email, caja) mandale x gmail la confirmacion al cliente',
      'agrega al final un whats a mi al 9991112233',
      'ups no, deshaz eso',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: { '2.to': '{{trigger.email}}' },
    },
  },

  one('b24k-21', 'tostador de café',
    'holaa q tal, les cuento, tengo un tostador de cafe de especialidad ☕ aca en xalapa y vendemos x internet, el rollo es q hago las guias de envio a mano y me tardo un buen. cuando alguien compre x el form (nombre, email, kilos, molienda) manda los datos x POST a https://api.envios-rapidos.mx/guias para sacar la guia solita',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['http/request'],
      params: {
        '2.url': 'https://api.envios-rapidos.mx/guias',
        '2.method': 'POST',
      },
    }),

  one('b24k-22', 'community manager',
    'soy community manager freelance. de lunes a viernes a las 9:15 mandame x slack a #clientes el recordatorio de publicar',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['slack/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['15 9 * * 1-5', '15 9 * * 1,2,3,4,5'] },
        '2.channel': '#clientes',
      },
    }),

  {
    id: 'b24k-23',
    business: 'ropa deportiva',
    turns: [
      "marca de ropa deportiva fitmx. cuando alguien se suscriba en el form (nombre, email) mandale x gmail el cupon FIT10 con asunto 'Tu cupón de bienvenida'",
      "dos cosas: el cupon ahora es FIT15 y el asunto 'Bienvenid@ a FitMx'",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '2.to': '{{trigger.email}}',
        '2.subject': 'Bienvenid@ a FitMx',
        '2.body': contains('FIT15'),
      },
      reply: ['FIT15', 'Bienvenid@ a FitMx'],
    },
  },

  one('b24k-24', 'autolavado',
    'autolavado burbuja azul 🚗 toos los sabados a las 8 am mandale un whats a mi encargado recordandole abrir temprano',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['whatsapp/send_message'],
      params: { '1.cron_expression': '0 8 * * 6' },
      asks: ['2.to'],
    }),

  one('b24k-25', 'estacionamiento',
    'estacionamiento centro. en la hoja Entradas de https://docs.google.com/spreadsheets/d/1EstaCtro/edit x cada fila nueva, si Horas es mayor a doce avisame x telegram chat 67676767',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'telegram/send_message'],
      params: {
        '1.spreadsheet_id': '1EstaCtro',
        '1.sheet_name': 'Entradas',
        '2.left': '{{trigger.record.Horas}}',
        '2.operator': 'greater_than',
        '2.right': 12,
        '3.chat_id': chat('67676767'),
      },
    }),

  one('b24k-26', 'administración de condominios',
    'administro condominios en polanco. cuando un vecino mande reporte x el form (depto, telefono, reporte), crea issue en github, repo condosmx/mantenimiento',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['github/create_issue'],
      params: { '2.repository': 'condosmx/mantenimiento' },
    }),

  one('b24k-27', 'parroquia',
    'parroquia san judas, buen dia. cada domingo a las siete de la mañana manda al grupo de telegram -1003434343434 el aviso de misa',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: {
        '1.cron_expression': '0 7 * * 0',
        '2.chat_id': chat('-1003434343434'),
      },
    }),

  one('b24k-28', 'psicopedagoga',
    'psicopedagoga aqui. cuando me llegue un correo a gmail, q la IA haga un borrador de respuesta y me lo mande a mi correo x gmail',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '3.to': OWNER_EMAIL,
        '3.body': contains('{{steps.2.output.text}}'),
      },
    }),

  {
    id: 'b24k-29',
    business: 'wedding planner',
    turns: [
      'wedding planner en san miguel de allende 💍 cuando llegue un lead x el form (novios, email, fecha, invitados) mandales el catalogo x gmail',
      'pero si invitados es mas de 300 no les mandes nada, ponle el filtro antes',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '2.left': '{{trigger.invitados}}',
        '2.operator': 'less_or_equal',
        '2.right': 300,
        '3.to': '{{trigger.email}}',
      },
    },
  },

  one('b24k-30', 'clases particulares',
    "doy clases particulares de mate. cuando un papa agende x el form (alumno, email, fecha), crea el evento en mi google calendar con titulo 'Clase de mate' y mandame aviso a telegram chat 70707070",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'telegram/send_message'],
      params: {
        '2.title': 'Clase de mate',
        '2.start': contains('{{trigger.fecha}}'),
        '3.chat_id': chat('70707070'),
      },
    }),

  {
    id: 'b24k-31',
    business: 'contadora freelance',
    turns: [
      'contadora freelance. cuando un cliente mande sus datos x el form (rfc, nombre, email, regimen) guardalos en la tabla clientes de postgres',
      'mejor guardalo en google sheets, hoja Clientes de https://docs.google.com/spreadsheets/d/1ContaFree/edit',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row'],
      params: {
        '2.spreadsheet_id': '1ContaFree',
        '2.sheet_name': 'Clientes',
      },
    },
  },

  one('b24k-32', 'fotografía de producto',
    "foto de producto p/ ecommerce. cuando suba fotos nuevas a la carpeta de drive 1FotoProdXYZ avisale al cliente x gmail a pedidos@tiendacliente.mx, asunto 'Tus fotos están listas'",
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['gmail/send_email'],
      params: {
        '1.folder_id': '1FotoProdXYZ',
        '2.to': 'pedidos@tiendacliente.mx',
        '2.subject': 'Tus fotos están listas',
      },
    }),

  one('b24k-33', 'club de lectura',
    'club de lectura paginas 📖 el dia 1 de cada mes a las 8 pm manda al grupo de telegram del club el libro del mes',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: { '1.cron_expression': '0 20 1 * *' },
      asks: ['2.chat_id'],
    }),

  one('b24k-34', 'banda de covers',
    'somos banda de covers 🎸 cuando nos contraten x el form (evento, fecha, telefono, presupuesto) y el presupuesto sea de mas de 15 mil mandame whats al 3322110099',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.presupuesto}}',
        '2.operator': 'greater_than',
        '2.right': 15000,
        '3.to': '3322110099',
      },
    }),

  {
    id: 'b24k-35',
    business: 'comida natural para perros',
    turns: [
      'comida natural p/ perros barfmx 🐶 cada lunes a las 9 lee la hoja Suscripciones de https://docs.google.com/spreadsheets/d/1BarfSusc/edit y manda el listado a #reparto en slack',
      'cambia el canal a #entregas y la hora a las 8',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 8 * * 1',
        '2.spreadsheet_id': '1BarfSusc',
        '2.sheet_name': 'Suscripciones',
        '3.channel': '#entregas',
      },
      reply: ['#entregas'],
    },
  },

  one('b24k-36', 'taller de costura',
    "taller de costura, webhook de arreglos (cliente, email, prenda, precio) → correo smtp al cliente con asunto 'Arreglo registrado'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['email/send_email'],
      params: {
        '2.to': '{{trigger.body.email}}',
        '2.subject': 'Arreglo registrado',
      },
    }),

  one('b24k-37', 'asociación de colonos',
    "asociacion de colonos lomas del sol. cada mes el dia 5 a las 10 am manda a telegram chat -1005656565656 'Recuerden pagar la cuota de mantenimiento'",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: {
        '1.cron_expression': '0 10 5 * *',
        '2.chat_id': chat('-1005656565656'),
        '2.message': 'Recuerden pagar la cuota de mantenimiento',
      },
    }),

  one('b24k-38', 'panadería vegana',
    'panaderia vegana masa madre 🥖 cuando me llegue un correo nuevo a gmail mandame el asunto x whatsapp al 5500112233',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['whatsapp/send_message'],
      params: {
        '2.to': '5500112233',
        '2.message': contains('{{trigger.subject}}'),
      },
    }),

  one('b24k-39', 'taxis ejecutivos',
    "taxis ejecutivos. hazme un webhook p/ viajes (pasajero, origen, destino, telefono) q le mande whats al pasajero: 'Tu chofer va en camino'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      params: {
        '2.to': '{{trigger.body.telefono}}',
        '2.message': 'Tu chofer va en camino',
      },
    }),

  one('b24k-40', 'dulcería',
    'dulceria don caramelo 🍬 toos los lunes a las 10 am lee la hoja Proveedores de https://docs.google.com/spreadsheets/d/1Caramelo/edit y mandala a mi correo x gmail',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 10 * * 1',
        '2.spreadsheet_id': '1Caramelo',
        '2.sheet_name': 'Proveedores',
        '3.to': OWNER_EMAIL,
      },
    }),
];
