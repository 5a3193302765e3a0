/**
 * Blind evaluation batch A — written blind (brief only, no planner code), 2026-11-24.
 * Written from the brief, the node catalogue, the product spec and types.ts only.
 *
 * Mix (40 cases): 24 single-turn plans, 10 follow-up cases (replace a value, add a step at a
 * position, remove a step, swap a service keeping its data, undo, several changes, supplying a
 * missing value), 4 cases where the right answer is to ask (smart form), 1 clarification,
 * 1 conversation. 40 different kinds of business.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

export const blind20261124a: EvalCase[] = [
  one(
    'b24a-01',
    'taquería',
    'Hola buenas! tengo una taqueria en Puebla. Cuando entre un pedido a mi webhook (manda nombre, telefono y pedido) mandale un whatsapp al cliente confirmando q ya lo estamos preparando porfa',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      params: { '2.to': '{{trigger.body.telefono}}' },
    },
  ),
  one(
    'b24a-02',
    'consultorio dental',
    'Buen dia, soy dentista. Quiero un formulario de citas con nombre, email y fecha; que cada cita se agende en mi google calendar con el nombre del paciente y q le llegue un correo de confirmacion por gmail',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '2.title': contains('{{trigger.nombre}}'),
        '2.start': '{{trigger.fecha}}',
        '3.to': '{{trigger.email}}',
      },
    },
  ),
  one(
    'b24a-03',
    'ferretería',
    'Hola, ferreteria El Clavo. Todos los dias a las 8 de la mañana consulta en mi base postgres la tabla inventario los productos con existencia menor a 5 y mandame la lista a mi correo por gmail xfa',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 8 * * *',
        '2.query': { containsAll: ['select', 'inventario', 'existencia'] },
        '3.to': OWNER_EMAIL,
      },
    },
  ),
  one(
    'b24a-04',
    'estética',
    'Hola! tengo una estetica. En mi hoja https://docs.google.com/spreadsheets/d/1AbCdEfGhIjK_estetica2026/edit pestaña Citas, cuando se agregue una fila mandale whatsapp a la clienta al numero de la columna Telefono recordandole su cita',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1AbCdEfGhIjK_estetica2026',
        '1.sheet_name': 'Citas',
        '2.to': '{{trigger.record.Telefono}}',
      },
    },
  ),
  one(
    'b24a-05',
    'veterinaria',
    'Qué tal, tengo una veterinaria. Quiero un form para registrar mascotas (dueño, mascota, telefono) y que cada registro se guarde en mi hoja de google, en la pestaña Pacientes',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row'],
      params: { '2.sheet_name': 'Pacientes' },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24a-06',
    'gimnasio',
    'hola, tengo un gym en Monterrey. Quiero un bot de telegram q conteste con IA las preguntas de horarios y precios que le mandan los socios',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai/generate_text', 'telegram/send_message'],
      params: {
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24a-07',
    'inmobiliaria',
    'Buenas tardes, somos una inmobiliaria. Los leads llegan a un webhook con nombre, presupuesto y zona. Si el presupuesto es mayor a 3 millones avisame en slack en el canal #leads-premium',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.presupuesto}}',
        '2.operator': 'greater_than',
        '2.right': 3000000,
        '3.channel': '#leads-premium',
      },
    },
  ),
  one(
    'b24a-08',
    'panadería',
    'Hola soy de la panaderia La Espiga, cada domingo a las 6 de la tarde lee las ventas de la pestaña Semana en https://docs.google.com/spreadsheets/d/1PanEspiga_Ventas99/edit, haz un resumen con IA y mandamelo por whatsapp al 2221234567',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 18 * * 0', '0 18 * * 7'] },
        '2.spreadsheet_id': '1PanEspiga_Ventas99',
        '2.sheet_name': 'Semana',
        '4.to': '2221234567',
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24a-09',
    'agencia de desarrollo web',
    'Hola, somos una agencia de desarrollo. Quiero un formulario de soporte para clientes con titulo, descripcion y correo, y que cada envio cree un issue en el repo agenciaweb/portal-clientes de github',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['github/create_issue'],
      params: {
        '2.repository': 'agenciaweb/portal-clientes',
        '2.title': contains('{{trigger.titulo}}'),
      },
    },
  ),
  one(
    'b24a-10',
    'florería',
    'Hola buenas noches!! tengo una floreria y apenas voy conociendo esta app jaja, como estas? q tal tu dia',
    { status: 'conversation' },
  ),
  one(
    'b24a-11',
    'papelería',
    'Hola, tengo una papeleria y quiero automatizar los avisos, que me avise cuando pase algo importante, me ayudas?',
    { status: 'clarification_needed' },
  ),
  one(
    'b24a-12',
    'taller mecánico',
    'Hola, tengo un taller mecanico. Hazme un formulario de recepcion con nombre, telefono, placas y falla, y guarda cada registro en mi postgres en la tabla ordenes',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query'],
      params: {
        '2.query': { containsAll: ['insert into ordenes', 'nombre', 'telefono', 'placas', 'falla'] },
      },
    },
  ),
  one(
    'b24a-13',
    'lavandería',
    'Hola! lavanderia Burbujas. Cuando mi sistema mande al webhook que un pedido quedo listo (trae telefono y folio) espera 2 horas y luego mandale whatsapp al cliente q ya puede pasar por su ropa',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '2.seconds': 7200,
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  ),
  one(
    'b24a-14',
    'escuela de inglés',
    'Buen dia, escuela de ingles. En la pestaña Inscripciones de https://docs.google.com/spreadsheets/d/1Ingles_Inscr_2026/edit por cada alumno nuevo mandale correo de bienvenida por gmail a su columna Email con asunto "Bienvenido a Speak Up" y avisa en slack #inscripciones',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email', 'slack/send_message'],
      params: {
        '1.spreadsheet_id': '1Ingles_Inscr_2026',
        '1.sheet_name': 'Inscripciones',
        '2.to': '{{trigger.record.Email}}',
        '2.subject': 'Bienvenido a Speak Up',
        '3.channel': '#inscripciones',
      },
    },
  ),
  one(
    'b24a-15',
    'despacho contable',
    'Hola, tengo un despacho contable, cada correo q me llegue a gmail resumelo con IA y mandame el resumen a telegram, mi chat id es 987654321',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'telegram/send_message'],
      params: {
        '3.chat_id': { anyOf: ['987654321', 987654321] },
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24a-16',
    'boutique de ropa',
    'Hola, boutique de ropa. Cada vez que alguien compre en mi tienda online me llega un webhook con producto y total, quiero que me avises por whatsapp a mi numero',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      asks: ['2.to'],
    },
  ),
  one(
    'b24a-17',
    'pastelería',
    'Hola!! pasteleria Dulce Maria, quiero un form de pedidos de pasteles con nombre, telefono, sabor y fecha de entrega; mandame cada pedido a mi correo por gmail y al cliente un whatsapp de confirmacion',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'whatsapp/send_message'],
      params: {
        '2.to': OWNER_EMAIL,
        '3.to': '{{trigger.telefono}}',
      },
    },
  ),
  one(
    'b24a-18',
    'agencia de viajes',
    'Hola, agencia de viajes. Cada hora consulta el tipo de cambio en https://api.cambio.mx/usd-mxn y publica el resultado en slack en #cotizaciones',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 * * * *',
        '2.url': 'https://api.cambio.mx/usd-mxn',
        '3.channel': '#cotizaciones',
        '3.message': contains('{{steps.2.output.body'),
      },
    },
  ),
  one(
    'b24a-19',
    'fotógrafo de bodas',
    'Hola soy fotografo de bodas, 1 hora antes de cada evento de mi google calendar mandame un whatsapp al 3312345678 con el nombre y lugar del evento',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': 60,
        '2.to': '3312345678',
        '2.message': { containsAll: ['{{trigger.title}}', '{{trigger.location}}'] },
      },
    },
  ),
  one(
    'b24a-20',
    'consultorio de psicología',
    'Hola, soy psicologa. De lunes a viernes a las 7 am revisa mis citas del dia en google calendar y mandame la lista a mi correo por gmail',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 7 * * 1-5',
        '3.to': OWNER_EMAIL,
      },
    },
  ),
  one(
    'b24a-21',
    'cafetería',
    'Que onda, tengo una cafeteria y mi equipo usa discord. Cuando llegue un pedido a mi webhook (trae cliente y bebida) manda un mensaje al discord con este webhook https://discord.com/api/webhooks/1122334455/cafeAbc',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['discord/send_message'],
      params: { '2.webhook_url': 'https://discord.com/api/webhooks/1122334455/cafeAbc' },
    },
  ),
  one(
    'b24a-22',
    'tienda de celulares',
    'Hola, tienda de celulares y reparaciones. Cuando alguien llene el formulario de reparaciones (nombre, modelo, falla) avisame por slack porfa',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['slack/send_message'],
      asks: ['2.channel'],
    },
  ),
  one(
    'b24a-23',
    'farmacia',
    "Hola, farmacia San Rafa. En mi hoja https://docs.google.com/spreadsheets/d/1FarmaSR_stock/edit pestaña Inventario, cuando se agregue un producto con Existencia menor a 10 mandame un correo por gmail con asunto 'Stock bajo'",
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1FarmaSR_stock',
        '1.sheet_name': 'Inventario',
        '2.left': '{{trigger.record.Existencia}}',
        '2.operator': 'less_than',
        '2.right': 10,
        '3.to': OWNER_EMAIL,
        '3.subject': 'Stock bajo',
      },
    },
  ),
  one(
    'b24a-24',
    'tortillería',
    "Hola, tortilleria La Guadalupana. Quiero un boton para mandar a mi grupo de telegram -1001234567890 el mensaje 'Ya hay tortillas calientitas!'",
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['telegram/send_message'],
      params: {
        '2.chat_id': { anyOf: ['-1001234567890', -1001234567890] },
        '2.message': 'Ya hay tortillas calientitas!',
      },
    },
  ),
  one(
    'b24a-25',
    'estudio de yoga',
    "Buenas, estudio de yoga. Cada lunes a las 6 am mandale a mi grupo de alumnas en telegram (chat -1009876543210) el mensaje 'Namaste! ya estan abiertas las reservas de la semana'",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['telegram/send_message'],
      params: {
        '1.cron_expression': '0 6 * * 1',
        '2.chat_id': { anyOf: ['-1009876543210', -1009876543210] },
        '2.message': 'Namaste! ya estan abiertas las reservas de la semana',
      },
    },
  ),
  {
    id: 'b24a-26',
    business: 'salón de eventos',
    turns: [
      'Hola, tengo un salon de eventos. Cuando alguien reserve en mi pagina llega un webhook con nombre, fecha e invitados; mandalo a slack al canal #reservas',
      'oye mejor cambia el canal a #eventos-2026 porfa',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['slack/send_message'],
      params: { '2.channel': '#eventos-2026' },
    },
  },
  {
    id: 'b24a-27',
    business: 'nutrióloga',
    turns: [
      'Hola soy nutriologa, quiero un formulario para pacientes nuevos con nombre, correo y objetivo, y que les llegue un correo de bienvenida por gmail',
      'agrega antes del correo un paso que guarde al paciente en https://docs.google.com/spreadsheets/d/1Nutri_Pac_55/edit pestaña Altas',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': '1Nutri_Pac_55',
        '2.sheet_name': 'Altas',
        '3.to': '{{trigger.correo}}',
      },
    },
  },
  {
    id: 'b24a-28',
    business: 'mueblería',
    turns: [
      'Hola, muebleria Roble. Cuando llegue un pedido a mi webhook (cliente, mueble, total) guardalo en la pestaña Pedidos de https://docs.google.com/spreadsheets/d/1Roble_Pedidos_77/edit, avisa en slack #taller y mandame un correo por gmail',
      'quita el paso de slack porfa, ya no lo usamos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': '1Roble_Pedidos_77',
        '2.sheet_name': 'Pedidos',
        '3.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24a-29',
    business: 'óptica',
    turns: [
      "Hola, optica Vision Clara. Cuando alguien llene el form de citas (nombre, telefono, fecha) manda a slack #citas el mensaje 'Nueva cita agendada'",
      'mejor en vez de slack mandalo a telegram al chat 445566778',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['telegram/send_message'],
      params: {
        '2.chat_id': { anyOf: ['445566778', 445566778] },
        '2.message': 'Nueva cita agendada',
      },
    },
  },
  {
    id: 'b24a-30',
    business: 'agencia de marketing',
    turns: [
      'Hola! agencia de marketing Pixel. Todos los lunes a las 9 lee la pestaña Campañas de https://docs.google.com/spreadsheets/d/1Pixel_Camp_2026/edit y mandame un resumen hecho con IA a mi gmail',
      'cambia la hora a las 11 xfa',
      'no no, deshaz eso, dejalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 9 * * 1',
        '2.spreadsheet_id': '1Pixel_Camp_2026',
        '2.sheet_name': 'Campañas',
        '4.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24a-31',
    business: 'colegio',
    turns: [
      'Buenas, colegio Montessori Arcoiris. En https://docs.google.com/spreadsheets/d/1Arcoiris_Insc/edit pestaña Ciclo2026, por cada alumno nuevo mandale whatsapp al papa al numero de la columna Telefono dandole la bienvenida',
      'cambia la pestaña a Ciclo2027 y agrega al final un aviso en slack a #direccion',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message', 'slack/send_message'],
      params: {
        '1.spreadsheet_id': '1Arcoiris_Insc',
        '1.sheet_name': 'Ciclo2027',
        '2.to': '{{trigger.record.Telefono}}',
        '3.channel': '#direccion',
      },
    },
  },
  {
    id: 'b24a-32',
    business: 'barbería',
    turns: [
      'Que tal, barberia El Bigote. Cuando un cliente llene mi form de citas (nombre, telefono, servicio) guardalo en mi google sheet, pestaña Citas',
      'aqui va el link: https://docs.google.com/spreadsheets/d/1Bigote_Citas_X9/edit',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row'],
      params: {
        '2.spreadsheet_id': '1Bigote_Citas_X9',
        '2.sheet_name': 'Citas',
      },
    },
  },
  {
    id: 'b24a-33',
    business: 'purificadora de agua',
    turns: [
      "Hola, purificadora Agua Viva. Diario a las 7 am mandale whatsapp al repartidor al 4421112233 diciendo 'Revisa la ruta de hoy en el grupo'",
      'cambialo a las 6:30 porfa',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['whatsapp/send_message'],
      params: {
        '1.cron_expression': '30 6 * * *',
        '2.to': '4421112233',
        '2.message': 'Revisa la ruta de hoy en el grupo',
      },
    },
  },
  {
    id: 'b24a-34',
    business: 'hotel boutique',
    turns: [
      "Hola, hotel boutique Casa Azul en Oaxaca. Form de reservas con nombre, email, llegada y salida; al huesped mandale correo por gmail con asunto 'Tu reserva en Casa Azul'",
      'agrega que un dia despues le llegue otro correo pidiendole una reseña',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'delay/wait', 'gmail/send_email'],
      params: {
        '2.to': '{{trigger.email}}',
        '2.subject': 'Tu reserva en Casa Azul',
        '3.seconds': 86400,
        '4.to': '{{trigger.email}}',
      },
    },
  },
  {
    id: 'b24a-35',
    business: 'notaría',
    turns: [
      "Buen dia, notaria 12. Cuando llegue una solicitud a mi webhook con nombre, email y tramite, mandale al cliente un correo por gmail con asunto 'Recibimos tu solicitud'",
      'mejor no uses gmail, usa el correo smtp de la notaria',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['email/send_email'],
      params: {
        '2.to': '{{trigger.body.email}}',
        '2.subject': 'Recibimos tu solicitud',
      },
    },
  },
  one(
    'b24a-36',
    'food truck',
    'Hola! tenemos un food truck de hamburguesas. Cuando llegue un pedido al webhook (nombre, orden, total) avisale a mi equipo en nuestro discord',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['discord/send_message'],
      asks: ['2.webhook_url'],
    },
  ),
  one(
    'b24a-37',
    'imprenta',
    'Hola, imprenta Tinta Fina. Cada que un cliente llene el form de cotizacion (nombre, correo, tipo de trabajo) crea en mi google drive una carpeta con el nombre del cliente',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_drive/create_folder'],
      params: { '2.name': contains('{{trigger.nombre}}') },
    },
  ),
  one(
    'b24a-38',
    'club de futbol infantil',
    'Hola, club de futbol infantil. Cuando llegue al webhook una inscripcion con nombre, edad y categoria, guardala en la tabla jugadores de mi postgres y responde al webhook con un 200',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'webhook/respond'],
      params: {
        '2.query': { containsAll: ['insert into jugadores', 'nombre', 'edad', 'categoria'] },
        '3.status': 200,
      },
    },
  ),
  one(
    'b24a-39',
    'academia de baile',
    'Buenas! academia de baile Ritmo. El dia 1 de cada mes a las 10 am mandame por correo (usa el smtp de la academia, no gmail) un recordatorio de cobrar colegiaturas',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['email/send_email'],
      params: {
        '1.cron_expression': '0 10 1 * *',
        '2.to': OWNER_EMAIL,
      },
    },
  ),
  one(
    'b24a-40',
    'tienda de mascotas',
    'Hola, tienda de mascotas Patitas. Cuando me escriban al bot de telegram quiero que un agente de IA conteste (maximo 5 iteraciones) y le responda al cliente ahi mismo',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai_agent/run_agent', 'telegram/send_message'],
      params: {
        '2.max_iterations': 5,
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('{{steps.2.output'),
      },
    },
  ),
];
