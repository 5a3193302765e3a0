/**
 * Blind evaluation batch B — written blind (brief only, no planner code), 2026-11-24.
 * Written from the brief, the node catalogue, the product spec and types.ts only.
 *
 * Mix (40 cases): 24 single-turn plans, 10 follow-up cases (replace a value, insert a condition,
 * insert an AI step, remove a step, swap a service or the trigger keeping the data, undo a removal,
 * several changes, supplying a missing value), 4 cases where the right answer is to ask (smart
 * form), 1 clarification, 1 conversation. 40 different kinds of business.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

export const blind20261124b: EvalCase[] = [
  one(
    'b24b-01',
    'marisquería',
    'Buenas!! marisqueria El Pulpo Feliz. Armame un formulario de reservaciones con nombre, telefono, personas y fecha, y que cada reserva me llegue por telegram al chat 55443322',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['telegram/send_message'],
      params: { '2.chat_id': { anyOf: ['55443322', 55443322] } },
    },
  ),
  one(
    'b24b-02',
    'despacho de abogados',
    'Hola, despacho juridico. Cada correo que me llegue a gmail guardalo en la pestaña Bandeja de https://docs.google.com/spreadsheets/d/1Juridico_Mail_k2/edit y si el asunto trae la palabra URGENTE ademas mandame whatsapp al 5587654321',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row', 'filter/condition', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1Juridico_Mail_k2',
        '2.sheet_name': 'Bandeja',
        '3.left': '{{trigger.subject}}',
        '3.operator': 'contains',
        '3.right': 'URGENTE',
        '4.to': '5587654321',
      },
    },
  ),
  one(
    'b24b-03',
    'startup de software',
    'Hola, somos un startup chiquito de software. Cuando haya push o pull request en nuestro github avisa en slack al canal #dev porfa',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['slack/send_message'],
      params: { '2.channel': '#dev' },
    },
  ),
  one(
    'b24b-04',
    'contadora independiente',
    'Hola soy contadora. Cuando mis clientes suban un archivo a mi carpeta de drive https://drive.google.com/drive/folders/1Conta_Docs_Clientes avisame por telegram al chat 11223344',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['telegram/send_message'],
      params: {
        '1.folder_id': '1Conta_Docs_Clientes',
        '2.chat_id': { anyOf: ['11223344', 11223344] },
      },
    },
  ),
  one(
    'b24b-05',
    'spa',
    'Hola, spa Lotus. Necesito un form de reservas con nombre, telefono, masaje y fecha; que cree el evento en mi google calendar y le mande whatsapp a la clienta confirmando',
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
    'b24b-06',
    'renta de mobiliario',
    'Que tal, rentamos sillas y mesas p/ fiestas. Mi pagina manda un webhook con nombre, telefono, sillas y mesas; guarda la renta en postgres tabla rentas y mandale whatsapp al cliente con su confirmacion',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '2.query': { containsAll: ['insert into rentas', 'nombre', 'telefono', 'sillas', 'mesas'] },
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  ),
  one(
    'b24b-07',
    'taller de costura',
    'Hola, tengo un taller de costura. Cuando agreguen una fila en mi hoja de google de pedidos, en la pestaña Pedidos, avisa en slack a #costura xfa',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['slack/send_message'],
      params: { '1.sheet_name': 'Pedidos', '2.channel': '#costura' },
      asks: ['1.spreadsheet_id'],
    },
  ),
  one(
    'b24b-08',
    'escuela de música',
    'Hola! escuela de musica Do Re Mi. Cada viernes a las 5 de la tarde lee la pestaña Asistencia de https://docs.google.com/spreadsheets/d/1DoReMi_Asist/edit y manda un resumen hecho con IA a slack #maestros',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 17 * * 5',
        '2.spreadsheet_id': '1DoReMi_Asist',
        '2.sheet_name': 'Asistencia',
        '4.channel': '#maestros',
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24b-09',
    'consultorio pediátrico',
    'Buen dia, soy pediatra. 15 min antes de cada cita de mi google calendar avisa en slack en #consultorio con el titulo de la cita',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['slack/send_message'],
      params: {
        '1.minutes_before': 15,
        '2.channel': '#consultorio',
        '2.message': contains('{{trigger.title}}'),
      },
    },
  ),
  one(
    'b24b-10',
    'tienda de bicicletas',
    'Hola, tienda de bicis. Mi equipo usa slack: cuando alguien escriba en el canal quiero que la IA le conteste ahi mismo en el mismo canal',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['ai/generate_text', 'slack/send_message'],
      params: {
        '3.channel': '{{trigger.channel}}',
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24b-11',
    'salón de uñas',
    'holaa! tengo un salon de uñas y me interesa la app, oye y cuanto cuesta el plan pro? tiene contrato?',
    { status: 'conversation' },
  ),
  one(
    'b24b-12',
    'miscelánea',
    'Buenas tardes, tengo una miscelanea en Toluca y quiero mandarle mensajes automaticos a mis clientes, hazmelo porfa',
    { status: 'clarification_needed' },
  ),
  one(
    'b24b-13',
    'constructora',
    'Hola, constructora LM. Cuando llegue un webhook de nuestro CRM con datos del proyecto reenvialo por POST a https://erp.constructora-lm.mx/api/proyectos',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['http/request'],
      params: {
        '2.url': 'https://erp.constructora-lm.mx/api/proyectos',
        '2.method': 'POST',
      },
    },
  ),
  one(
    'b24b-14',
    'tienda de cosméticos en línea',
    "Hola, vendo cosmeticos en linea. Mi tienda manda webhook con email y total. Si el total es de 1,500 pesos o mas mandale al cliente por gmail el cupon BELLA15 con asunto 'Tu regalo'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_or_equal',
        '2.right': 1500,
        '3.to': '{{trigger.body.email}}',
        '3.subject': 'Tu regalo',
        '3.body': contains('BELLA15'),
      },
    },
  ),
  one(
    'b24b-15',
    'laboratorio clínico',
    "Hola, laboratorio clinico. Cuando el quimico agregue una fila en la pestaña Resultados de https://docs.google.com/spreadsheets/d/1LabClin_Res/edit mandale al paciente un correo por gmail (columna Correo) con asunto 'Tus resultados estan listos'",
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1LabClin_Res',
        '1.sheet_name': 'Resultados',
        '2.to': '{{trigger.record.Correo}}',
        '2.subject': 'Tus resultados estan listos',
      },
    },
  ),
  one(
    'b24b-16',
    'agencia de apps',
    'Hola somos una agencia de apps moviles. Cuando un cliente reporte un bug en nuestro formulario (titulo, detalle, correo) crea un issue en github con ese titulo',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['github/create_issue'],
      params: { '2.title': contains('{{trigger.titulo}}') },
      asks: ['2.repository'],
    },
  ),
  one(
    'b24b-17',
    'llantera',
    "Hola, llantera El Rayo. Quiero un boton que le mande whatsapp a mi proveedor al 8118765432 diciendo 'Necesito surtido de llantas 185/65 R15'",
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['whatsapp/send_message'],
      params: {
        '2.to': '8118765432',
        '2.message': 'Necesito surtido de llantas 185/65 R15',
      },
    },
  ),
  one(
    'b24b-18',
    'mudanzas',
    'Hola, mudanzas Rapidas del Norte. Cuando llegue una solicitud de cotizacion al webhook (nombre, email, origen, destino) que la IA redacte una cotizacion y se la mande al cliente por gmail',
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
    'b24b-19',
    'coworking',
    'Hola, administro un coworking. De lunes a viernes a las 9 am saca las reservas de salas del dia de mi google calendar y mandalas a slack #recepcion',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 9 * * 1-5',
        '3.channel': '#recepcion',
      },
    },
  ),
  one(
    'b24b-20',
    'heladería',
    "Hola! heladeria Polar. Cada sabado a las 10 de la mañana manda al discord de la comunidad (webhook https://discord.com/api/webhooks/998877/polarXyz) el mensaje 'Hoy 2x1 en paletas de agua!'",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['discord/send_message'],
      params: {
        '1.cron_expression': '0 10 * * 6',
        '2.webhook_url': 'https://discord.com/api/webhooks/998877/polarXyz',
        '2.message': 'Hoy 2x1 en paletas de agua!',
      },
    },
  ),
  one(
    'b24b-21',
    'agente de seguros',
    "Hola, soy agente de seguros. Mis leads de facebook llegan a un webhook con nombre, telefono y tipo; guardalos en la pestaña Leads de https://docs.google.com/spreadsheets/d/1Seguros_Leads_Q/edit y mandame correo por gmail con asunto 'Nuevo lead'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': '1Seguros_Leads_Q',
        '2.sheet_name': 'Leads',
        '3.to': OWNER_EMAIL,
        '3.subject': 'Nuevo lead',
      },
    },
  ),
  one(
    'b24b-22',
    'escuela de manejo',
    'Hola, escuela de manejo Volante. Form de inscripcion con nombre, telefono y paquete; mandale whatsapp de bienvenida y 3 dias despues otro whatsapp recordandole su primera clase',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message', 'delay/wait', 'whatsapp/send_message'],
      params: {
        '2.to': '{{trigger.telefono}}',
        '3.seconds': 259200,
        '4.to': '{{trigger.telefono}}',
      },
    },
  ),
  one(
    'b24b-23',
    'fisioterapia',
    'Hola, soy fisioterapeuta. Cuando un paciente llene mi formulario de valoracion (nombre, telefono, molestia) mandame un aviso por telegram porfis',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['telegram/send_message'],
      asks: ['2.chat_id'],
    },
  ),
  one(
    'b24b-24',
    'wedding planner',
    'Hola soy wedding planner y me llegan muchisimos correos. Cada correo nuevo de gmail contestalo automatico con IA al que me escribio',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '3.to': '{{trigger.from}}',
        '3.body': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24b-25',
    'cervecería artesanal',
    'Que onda! cerveceria artesanal Lupulo. Cada noche a las 11 consulta en postgres las ventas del dia en la tabla ventas y manda el total a telegram al chat 77665544',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 23 * * *',
        '2.query': { containsAll: ['select', 'ventas'] },
        '3.chat_id': { anyOf: ['77665544', 77665544] },
      },
    },
  ),
  one(
    'b24b-26',
    'estudio de tatuajes',
    'Hola, estudio de tatuajes Tinta Negra. Cuando llenen mi form de cotizacion (nombre, telefono, zona, tamaño) que la IA calcule un estimado y me lo mande a telegram al chat 66778899',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['ai/generate_text', 'telegram/send_message'],
      params: {
        '3.chat_id': { anyOf: ['66778899', 66778899] },
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24b-27',
    'tienda de abarrotes en línea',
    'Hola, tienda en linea de abarrotes. Cada dia a las 11 de la noche baja el reporte de https://api.mitienda.mx/reporte-diario y guardalo como archivo en mi drive, carpeta https://drive.google.com/drive/folders/1Reportes_Abarrotes',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'google_drive/upload_file'],
      params: {
        '1.cron_expression': '0 23 * * *',
        '2.url': 'https://api.mitienda.mx/reporte-diario',
        '3.folder_id': '1Reportes_Abarrotes',
        '3.content': contains('{{steps.2.output.body'),
      },
    },
  ),
  one(
    'b24b-28',
    'renta de autos',
    'Hola, renta de autos en Cancun. Mi sistema manda un webhook con folio, cliente y estatus. Si el estatus es cancelada avisa en slack #flota',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.estatus}}',
        '2.operator': 'equals',
        '2.right': 'cancelada',
        '3.channel': '#flota',
      },
    },
  ),
  one(
    'b24b-29',
    'banquetes',
    'Hola, banquetes Doña Lupe. Quiero un formulario de degustacion con nombre, email y fecha; agenda la degustacion en mi google calendar invitando al cliente',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event'],
      params: {
        '2.start': '{{trigger.fecha}}',
        '2.attendees': { anyOf: ['{{trigger.email}}', ['{{trigger.email}}']] },
      },
    },
  ),
  one(
    'b24b-30',
    'distribuidora de abarrotes',
    'Hola, distribuidora de abarrotes. Cuando llegue un pedido a mi formulario (tienda, producto, cantidad) mandalo por POST a la API de mi sistema de inventario',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['http/request'],
      params: { '2.method': 'POST' },
      asks: ['2.url'],
    },
  ),
  {
    id: 'b24b-31',
    business: 'carpintería',
    turns: [
      'Hola, carpinteria Los Pinos. Cuando llenen mi form de cotizaciones (nombre, telefono, medidas) mandale un correo por gmail a mi socio a pinos.socio@gmail.com',
      'cambia el correo a ventas@carpinterialospinos.mx porfa',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: { '2.to': 'ventas@carpinterialospinos.mx' },
    },
  },
  {
    id: 'b24b-32',
    business: 'autolavado',
    turns: [
      'Hola, autolavado Brillo. Cuando mi caja mande un webhook con servicio, total y telefono, mandale al cliente un whatsapp dandole las gracias',
      'ponle una condicion antes: solo si el total es mayor a 300 pesos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': 300,
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24b-33',
    business: 'escuela de natación',
    turns: [
      'Hola, escuela de natacion Delfines. Form de inscripcion (nombre del niño, email del papa, telefono); guardalo en la pestaña Alumnos de https://docs.google.com/spreadsheets/d/1Delfines_Alum/edit, mandale correo por gmail al papa y avisame por telegram al chat 31313131',
      'elimina lo del correo al papa, eso lo hacemos a mano',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': '1Delfines_Alum',
        '2.sheet_name': 'Alumnos',
        '3.chat_id': { anyOf: ['31313131', 31313131] },
      },
    },
  },
  {
    id: 'b24b-34',
    business: 'clínica de estética',
    turns: [
      'Hola, clinica de estetica facial. Form con nombre, telefono y tratamiento; guarda cada registro en la pestaña Pacientes de https://docs.google.com/spreadsheets/d/1EsteticaFacial_P/edit',
      'mejor en vez de google sheets guardalo en mi postgres, tabla pacientes',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query'],
      params: {
        '2.query': { containsAll: ['insert into pacientes', 'nombre', 'telefono', 'tratamiento'] },
      },
    },
  },
  {
    id: 'b24b-35',
    business: 'dark kitchen',
    turns: [
      'Hola, tenemos una dark kitchen de sushi. Cuando llegue un pedido al webhook (cliente, telefono, platillos) avisa en slack a #cocina y mandale whatsapp al cliente q ya esta en preparacion',
      'quita el whatsapp',
      'ups no, regresalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['slack/send_message', 'whatsapp/send_message'],
      params: {
        '2.channel': '#cocina',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24b-36',
    business: 'hostal',
    turns: [
      'Hola, hostal en San Cristobal. Todos los dias a las 10 am revisa las llegadas de hoy en mi google calendar y mandamelas por telegram al chat 24681357',
      'cambia la hora a las 8, el chat a 123123123, y agrega al final que tambien me llegue por correo en gmail',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'telegram/send_message', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 8 * * *',
        '3.chat_id': { anyOf: ['123123123', 123123123] },
        '4.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24b-37',
    business: 'paletería',
    turns: [
      'Hola, paleteria La Michoacana de la esquina. Cuando llegue un pedido de mayoreo al webhook (negocio, cantidad, telefono) avisame por whatsapp a mi cel porfa',
      'mi cel es 4431239876',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      params: { '2.to': '4431239876' },
    },
  },
  {
    id: 'b24b-38',
    business: 'joyería',
    turns: [
      'Hola, joyeria Plata Fina. Cuando alguien compre por mi form (nombre, email, pieza) mandale correo de gracias por gmail, espera 3 dias y mandale otro correo pidiendole que nos califique',
      'la espera mejor q sea de una semana',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'delay/wait', 'gmail/send_email'],
      params: {
        '2.to': '{{trigger.email}}',
        '3.seconds': 604800,
        '4.to': '{{trigger.email}}',
      },
    },
  },
  {
    id: 'b24b-39',
    business: 'vivero',
    turns: [
      'Buenas, vivero Las Suculentas. Cada correo q me llegue a gmail reenvialo a mi telegram, chat 50505050',
      'antes de mandarlo a telegram que la IA lo resuma en 3 lineas',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'telegram/send_message'],
      params: {
        '3.chat_id': { anyOf: ['50505050', 50505050] },
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  },
  {
    id: 'b24b-40',
    business: 'cerrajería',
    turns: [
      'Hola, cerrajeria 24 horas. Hazme un form de servicio con nombre, direccion y telefono, y cada solicitud mandamela por whatsapp al 3319876543',
      'mejor que en lugar del formulario sea un webhook de mi pagina con los mismos datos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      params: { '2.to': '3319876543' },
    },
  },
];
