/**
 * Blind evaluation batch D — written blind (brief only, no planner code), 2026-11-24.
 * Written from the brief, the node catalogue, the product spec and types.ts only.
 *
 * Mix (40 cases): 23 single-turn plans, 10 follow-up cases (replace a phone, insert a first
 * action, remove a wait so later references shift, swap WhatsApp for Telegram keeping the
 * message, undo a value change, several changes, supplying two missing values, insert a condition
 * in the middle, change a schedule, replace spreadsheet and tab), 5 cases where the right answer
 * is to ask (one asks two fields), 1 clarification, 1 conversation. 40 different kinds of business.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

export const blind20261124d: EvalCase[] = [
  one(
    'b24d-01',
    'consultorio ginecológico',
    "Buen dia, consultorio de ginecologia. Quiero un form de citas con nombre, email, fecha y motivo; que agende la cita en mi google calendar invitando a la paciente y le mande un gmail con asunto 'Cita confirmada'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '2.start': '{{trigger.fecha}}',
        '2.attendees': { anyOf: ['{{trigger.email}}', ['{{trigger.email}}']] },
        '3.to': '{{trigger.email}}',
        '3.subject': 'Cita confirmada',
      },
    },
  ),
  one(
    'b24d-02',
    'tienda de colchones',
    'Hola, vendemos colchones. Cuando se entregue un colchon mi sistema manda webhook con nombre, telefono y modelo; al dia siguiente mandale whatsapp al cliente preguntando como durmio',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '2.seconds': 86400,
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  ),
  one(
    'b24d-03',
    'preparatoria en línea',
    "Hola, prepa en linea. De lunes a viernes a las 7:30 de la mañana manda al grupo de telegram de alumnos (-1001212121212) el mensaje 'Buenos dias! ya estan arriba las tareas de hoy'",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: {
        '1.cron_expression': '30 7 * * 1-5',
        '2.chat_id': { anyOf: ['-1001212121212', -1001212121212] },
        '2.message': 'Buenos dias! ya estan arriba las tareas de hoy',
      },
    },
  ),
  one(
    'b24d-04',
    'agencia de community management',
    'Holaa, manejo redes sociales de negocios. Lunes, miercoles y viernes a las 10 am que la IA me proponga 3 ideas de posts y las mande a slack #contenido',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['ai/generate_text', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 10 * * 1,3,5',
        '3.channel': '#contenido',
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24d-05',
    'refaccionaria',
    'Hola, refaccionaria El Piston. Mi sistema manda webhook con pieza y existencia cada venta. Si la existencia queda en 2 o menos manda un POST a https://api.proveedor-autopartes.mx/pedidos',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'http/request'],
      params: {
        '2.left': '{{trigger.body.existencia}}',
        '2.operator': 'less_or_equal',
        '2.right': 2,
        '3.url': 'https://api.proveedor-autopartes.mx/pedidos',
        '3.method': 'POST',
      },
    },
  ),
  one(
    'b24d-06',
    'cremería',
    'Hola, cremeria La Vaquita. Todos los dias a las 2 de la tarde mandale whatsapp a mi esposa con la lista de pedidos de la pestaña Pedidos de https://docs.google.com/spreadsheets/d/1Vaquita_Ped/edit',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 14 * * *',
        '2.spreadsheet_id': '1Vaquita_Ped',
        '2.sheet_name': 'Pedidos',
      },
      asks: ['3.to'],
    },
  ),
  one(
    'b24d-07',
    'frutería',
    'Hola, fruteria Las Delicias. Form de pedidos a domicilio con nombre, telefono, direccion y pedido: guardalo en postgres en la tabla pedidos y avisa a mi grupo de telegram -1006543210987',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'telegram/send_message'],
      params: {
        '2.query': { containsAll: ['insert into pedidos', 'nombre', 'telefono', 'direccion', 'pedido'] },
        '3.chat_id': { anyOf: ['-1006543210987', -1006543210987] },
      },
    },
  ),
  one(
    'b24d-08',
    'recicladora',
    'Hola, recicladora de metales. Quiero un boton que consulte el precio del cobre en https://api.metales.mx/cobre y me lo mande a telegram al chat 90909090',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['http/request', 'telegram/send_message'],
      params: {
        '2.url': 'https://api.metales.mx/cobre',
        '3.chat_id': { anyOf: ['90909090', 90909090] },
        '3.message': contains('{{steps.2.output.body'),
      },
    },
  ),
  one(
    'b24d-09',
    'desarrolladora de vivienda',
    'Hola, vendemos casas en Queretaro. En la pestaña Prospectos de https://docs.google.com/spreadsheets/d/1Casas_Qro_Pros/edit, por cada prospecto nuevo que la IA escriba un correo personalizado y se lo mande por gmail a su columna Correo',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1Casas_Qro_Pros',
        '1.sheet_name': 'Prospectos',
        '3.to': '{{trigger.record.Correo}}',
        '3.body': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24d-10',
    'decoración con globos',
    'hola! una pregunta, q es Enlaza y para que sirve? tengo un negocio de decoracion con globos y una amiga me lo recomendo',
    { status: 'conversation' },
  ),
  one(
    'b24d-11',
    'cine independiente',
    'Hola, tenemos un cine independiente. Quiero que cada que haya funcion nueva se le avise a la gente, nomas eso',
    { status: 'clarification_needed' },
  ),
  one(
    'b24d-12',
    'galería de arte',
    "Hola, galeria de arte contemporaneo. Form de interes en obras (nombre, email, obra): mandame a mi un gmail con los datos y al interesado otro gmail con asunto 'Gracias por tu interes'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'gmail/send_email'],
      params: {
        '2.to': OWNER_EMAIL,
        '3.to': '{{trigger.email}}',
        '3.subject': 'Gracias por tu interes',
      },
    },
  ),
  one(
    'b24d-13',
    'veterinario a domicilio',
    "Hola soy veterinario a domicilio. Cuando me escriban a mi bot de telegram guarda el mensaje en la pestaña Solicitudes de https://docs.google.com/spreadsheets/d/1VetDom_Sol/edit y contestale 'Recibido, te contacto pronto'",
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': '1VetDom_Sol',
        '2.sheet_name': 'Solicitudes',
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': 'Recibido, te contacto pronto',
      },
    },
  ),
  one(
    'b24d-14',
    'servicio de grúas',
    'Hola, gruas Express. Cuando llegue una solicitud al webhook (ubicacion, telefono, vehiculo) mandale whatsapp al operador de turno al 5512340000 con la ubicacion',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      params: {
        '2.to': '5512340000',
        '2.message': contains('{{trigger.body.ubicacion}}'),
      },
    },
  ),
  one(
    'b24d-15',
    'transporte de personal',
    'Hola, transporte de personal para fabricas. Diario a las 5 am avisale a mis choferes en nuestro discord que revisen su ruta',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['discord/send_message'],
      params: { '1.cron_expression': '0 5 * * *' },
      asks: ['2.webhook_url'],
    },
  ),
  one(
    'b24d-16',
    'estacionamiento',
    'Hola, tengo un estacionamiento. Cada 30 minutos consulta la ocupacion en https://api.parkingcentro.mx/ocupacion y manda el dato a slack #operacion',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'slack/send_message'],
      params: {
        '1.cron_expression': '*/30 * * * *',
        '2.url': 'https://api.parkingcentro.mx/ocupacion',
        '3.channel': '#operacion',
      },
    },
  ),
  one(
    'b24d-17',
    'agencia de traducción',
    "Hola, agencia de traduccion. Cuando un cliente suba un documento a la carpeta https://drive.google.com/drive/folders/1Trad_Entrantes mandame un gmail con asunto 'Nuevo documento para traducir'",
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['gmail/send_email'],
      params: {
        '1.folder_id': '1Trad_Entrantes',
        '2.to': OWNER_EMAIL,
        '2.subject': 'Nuevo documento para traducir',
      },
    },
  ),
  one(
    'b24d-18',
    'impresión 3D',
    'Hola, hacemos impresion 3D. Form de cotizacion con nombre, email, material y medidas; que un agente de IA haga la cotizacion con temperatura 0.2 y se la mande al cliente por gmail',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['ai_agent/run_agent', 'gmail/send_email'],
      params: {
        '2.temperature': 0.2,
        '3.to': '{{trigger.email}}',
      },
    },
  ),
  one(
    'b24d-19',
    'estudio de pilates',
    'Hola, estudio de pilates. Cuando se agregue una alumna nueva en mi hoja de google, en la pestaña Alumnas, avisame por telegram',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['telegram/send_message'],
      params: { '1.sheet_name': 'Alumnas' },
      asks: ['1.spreadsheet_id', '2.chat_id'],
    },
  ),
  one(
    'b24d-20',
    'consultorio de dermatología',
    'Hola, consultorio de dermatologia. 10 minutos antes de cada cita de mi google calendar avisa en slack #recepcion con el nombre de la cita para que preparen el consultorio',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['slack/send_message'],
      params: {
        '1.minutes_before': 10,
        '2.channel': '#recepcion',
        '2.message': contains('{{trigger.title}}'),
      },
    },
  ),
  one(
    'b24d-21',
    'librería',
    'Hola, libreria El Tintero. Cada viernes a las 6 pm consulta en postgres la tabla ventas_libros los mas vendidos de la semana, que la IA escriba un post y mandalo al discord https://discord.com/api/webhooks/7654321/tintero',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'discord/send_message'],
      params: {
        '1.cron_expression': '0 18 * * 5',
        '2.query': { containsAll: ['select', 'ventas_libros'] },
        '4.webhook_url': 'https://discord.com/api/webhooks/7654321/tintero',
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24d-22',
    'tienda de telas',
    'Hola, tienda de telas. Los pedidos llegan a un webhook con cliente, tela y metros. Si son 100 metros o mas avisa en slack #mayoreo xfa',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.metros}}',
        '2.operator': 'greater_or_equal',
        '2.right': 100,
        '3.channel': '#mayoreo',
      },
    },
  ),
  one(
    'b24d-23',
    'financiera de microcréditos',
    'Hola, financiera de microcreditos. Form de solicitud (nombre, telefono, monto): guarda todas en postgres tabla solicitudes, y si el monto es de hasta 10 mil mandale whatsapp al solicitante',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'filter/condition', 'whatsapp/send_message'],
      params: {
        '2.query': { containsAll: ['insert into solicitudes', 'nombre', 'telefono', 'monto'] },
        '3.left': '{{trigger.monto}}',
        '3.operator': 'less_or_equal',
        '3.right': 10000,
        '4.to': '{{trigger.telefono}}',
      },
    },
  ),
  one(
    'b24d-24',
    'asociación civil',
    "Hola, somos una asociacion civil. Form de voluntarios (nombre, email, area): guardalo en la pestaña Voluntarios de https://docs.google.com/spreadsheets/d/1AC_Volunt/edit y mandale un gmail con asunto 'Gracias por sumarte'",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': '1AC_Volunt',
        '2.sheet_name': 'Voluntarios',
        '3.to': '{{trigger.email}}',
        '3.subject': 'Gracias por sumarte',
      },
    },
  ),
  one(
    'b24d-25',
    'parroquia',
    "Buenas noches, soy secretaria de la parroquia. Cada sabado a las 8 de la noche manda al grupo de telegram -1008080808080 el mensaje 'Recuerden la misa de mañana a las 10'",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: {
        '1.cron_expression': '0 20 * * 6',
        '2.chat_id': { anyOf: ['-1008080808080', -1008080808080] },
        '2.message': 'Recuerden la misa de mañana a las 10',
      },
    },
  ),
  one(
    'b24d-26',
    'escuela de surf',
    'Hola, escuela de surf en Puerto Escondido. Cada mañana a las 6 consulta el pronostico de olas en la API de mi proveedor y mandalo al grupo de telegram -1002468013579',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['http/request', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 6 * * *',
        '3.chat_id': { anyOf: ['-1002468013579', -1002468013579] },
      },
      asks: ['2.url'],
    },
  ),
  one(
    'b24d-27',
    'rancho para eventos',
    'Hola, rancho para bodas y XV años. Las reservas llegan a un webhook con nombre, fecha y evento: crea el evento en mi google calendar y avisa en slack #eventos',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_calendar/create_event', 'slack/send_message'],
      params: {
        '2.start': '{{trigger.body.fecha}}',
        '3.channel': '#eventos',
      },
    },
  ),
  one(
    'b24d-28',
    'reventa de sneakers',
    "Hola, revendo sneakers. Cuando llegue un apartado al webhook (email, modelo, talla) responde al webhook con un 201 y luego mandale al cliente un gmail con asunto 'Apartado confirmado'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['webhook/respond', 'gmail/send_email'],
      params: {
        '2.status': 201,
        '3.to': '{{trigger.body.email}}',
        '3.subject': 'Apartado confirmado',
      },
    },
  ),
  one(
    'b24d-29',
    'fábrica de hielo',
    'Hola, fabrica de hielo. Cada 2 horas consulta https://api.hielopolar.mx/camara que regresa la temperatura; si la temperatura es mayor a -5 avisame por whatsapp al 6671234567',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'filter/condition', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 */2 * * *',
        '2.url': 'https://api.hielopolar.mx/camara',
        '3.left': '{{steps.2.output.body.temperatura}}',
        '3.operator': 'greater_than',
        '3.right': -5,
        '4.to': '6671234567',
      },
    },
  ),
  one(
    'b24d-30',
    'consultorio de acupuntura',
    'Hola, consultorio de acupuntura. Cada viernes a las 6 pm consulta en postgres tabla consultas las de la semana y mandaselas por gmail a mi contador',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 18 * * 5',
        '2.query': { containsAll: ['select', 'consultas'] },
      },
      asks: ['3.to'],
    },
  ),
  {
    id: 'b24d-31',
    business: 'pensión canina',
    turns: [
      'Hola, pension para perritos. Cuando llegue una reserva al webhook (dueño, perro, fechas) mandame whatsapp al 5511112222',
      'cambia el numero al 5533334444, ese es el del encargado',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      params: { '2.to': '5533334444' },
    },
  },
  {
    id: 'b24d-32',
    business: 'renta de trajes',
    turns: [
      "Hola, renta de trajes y smokings. Form de apartado con nombre, email, talla y fecha; mandale al cliente un gmail con asunto 'Tu traje esta apartado'",
      'antes que nada guardalo en postgres, en la tabla rentas_trajes',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '2.query': { containsAll: ['insert into rentas_trajes', 'nombre', 'email', 'talla', 'fecha'] },
        '3.to': '{{trigger.email}}',
        '3.subject': 'Tu traje esta apartado',
      },
    },
  },
  {
    id: 'b24d-33',
    business: 'laboratorio dental',
    turns: [
      'Hola, laboratorio dental. Cuando un dentista mande un trabajo al webhook (doctor, paciente, pieza) espera 1 hora, que la IA haga un resumen y mandalo a slack #produccion',
      'quita la espera, que sea inmediato',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['ai/generate_text', 'slack/send_message'],
      params: {
        '3.channel': '#produccion',
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  },
  {
    id: 'b24d-34',
    business: 'agencia de influencers',
    turns: [
      "Hola, agencia de influencers. En https://docs.google.com/spreadsheets/d/1Influ_Camp/edit pestaña Colaboraciones, por cada fila nueva mandame whatsapp al 5599887766 diciendo 'Nueva colaboracion registrada'",
      'pasalo a telegram mejor, chat 31415926',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['telegram/send_message'],
      params: {
        '1.spreadsheet_id': '1Influ_Camp',
        '1.sheet_name': 'Colaboraciones',
        '2.chat_id': { anyOf: ['31415926', 31415926] },
        '2.message': 'Nueva colaboracion registrada',
      },
    },
  },
  {
    id: 'b24d-35',
    business: 'tienda de artículos de pesca',
    turns: [
      'Hola, tienda de pesca en Mazatlan. Diario a las 6 am manda el reporte del clima de https://api.clima-mar.mx/mazatlan a mi telegram, chat 11235813',
      'cambia el chat al 99999999',
      'no, regresa el chat como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 6 * * *',
        '2.url': 'https://api.clima-mar.mx/mazatlan',
        '3.chat_id': { anyOf: ['11235813', 11235813] },
      },
    },
  },
  {
    id: 'b24d-36',
    business: 'productora de podcasts',
    turns: [
      'Hola, productora de podcasts. Form para invitados (nombre, email, tema): avisa en slack #invitados y mandale al invitado un gmail de agradecimiento',
      "cambia el canal a #booking y ponle al correo el asunto 'Gracias por postularte'",
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['slack/send_message', 'gmail/send_email'],
      params: {
        '2.channel': '#booking',
        '3.to': '{{trigger.email}}',
        '3.subject': 'Gracias por postularte',
      },
    },
  },
  {
    id: 'b24d-37',
    business: 'bootcamp de programación',
    turns: [
      'Hola, bootcamp de programacion. Cuando alguien se inscriba en mi form (nombre, email, curso) guardalo en mi hoja de google, pestaña Inscritos, y avisame por telegram',
      'la hoja es https://docs.google.com/spreadsheets/d/1Bootcamp_Ins/edit y mi chat es 27182818',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': '1Bootcamp_Ins',
        '2.sheet_name': 'Inscritos',
        '3.chat_id': { anyOf: ['27182818', 27182818] },
      },
    },
  },
  {
    id: 'b24d-38',
    business: 'fonda',
    turns: [
      'Hola, cocina economica Doña Tere. Los pedidos llegan al webhook con cliente, telefono y total; anotalos en la pestaña Pedidos de https://docs.google.com/spreadsheets/d/1Tere_Ped/edit y mandale whatsapp al cliente',
      'el whatsapp solo si el total pasa de 150 pesos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'filter/condition', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1Tere_Ped',
        '2.sheet_name': 'Pedidos',
        '3.left': '{{trigger.body.total}}',
        '3.operator': 'greater_than',
        '3.right': 150,
        '4.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24d-39',
    business: 'tlapalería',
    turns: [
      'Hola, tlapaleria y pinturas. Cada lunes a las 9 consulta en postgres la tabla productos los que tengan existencia en cero y mandamelos por gmail',
      'cambialo al primer dia de cada mes a las 9',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 9 1 * *',
        '2.query': { containsAll: ['select', 'productos', 'existencia'] },
        '3.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24d-40',
    business: 'agencia de intercambios',
    turns: [
      'Hola, agencia de intercambios estudiantiles. Form de interesados (nombre, email, pais) que se guarde en la pestaña 2026 de https://docs.google.com/spreadsheets/d/1Interc_Vieja/edit',
      'cambia la hoja por https://docs.google.com/spreadsheets/d/1Intercambio_Nueva/edit y la pestaña a Solicitudes',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row'],
      params: {
        '2.spreadsheet_id': '1Intercambio_Nueva',
        '2.sheet_name': 'Solicitudes',
      },
    },
  },
];
