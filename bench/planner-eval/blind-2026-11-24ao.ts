/**
 * Held-out batch blind-2026-11-24ao (40 cases, ids b24ao-01 … b24ao-40), written blind from
 * blind-writer.md, catalogue.md and types.ts only.
 *
 * Register: owners whose data lives in a Postgres (set up by their developer or written by a
 * point-of-sale system) who want records kept and reports sent: tables named, rows inserted,
 * counted, summed, filtered and updated. 31 of the 40 expected plans have a Postgres step
 * (16 one-turn, 5 smart forms, 10 follow-ups); the clarification and the conversation also
 * concern one.
 *
 * Mix:
 *  - 01–23  one-turn plan_ready (23). Triggers: webhook, form, schedule daily / weekly /
 *           monthly, Gmail new email, Sheets new row, Drive new file, Calendar event starting,
 *           Telegram new message, Slack, GitHub, manual. Actions: Sheets append/read, Gmail,
 *           SMTP email, WhatsApp, Telegram, Slack, Discord, HTTP, AI, Postgres, filter, delay,
 *           Drive upload/create folder, Calendar create/list, GitHub issue, webhook respond,
 *           transform.
 *  - 24–28  smart_forms_required (5): owner's WhatsApp, Slack channel, spreadsheet id, owner's
 *           Telegram chat id, a customer email the form does not collect.
 *  - 29     clarification_needed (1): "un aviso a mi equipo por chat" (which chat service?).
 *  - 30     conversation (1): how to connect a Postgres to the product.
 *  - 31–40  multi-turn follow-ups (10): compound hour change + add at end (with reply texts),
 *           threshold, recipient, add at end, add first, add after a named step, remove by
 *           service, remove by position, swap Gmail→SMTP keeping data, undo (3 turns).
 *
 * Registers of the owners' Spanish: norteño (Monterrey, Hermosillo, Saltillo, Culiacán, Torreón,
 * Chihuahua, Juárez, Tijuana, Ensenada), chilango (CDMX, Coyoacán), tapatío (Guadalajara,
 * Zapopan), yucateco (Mérida, Campeche, Cancún), costeño (Acapulco, Veracruz, Mazatlán), bajío
 * (León, Querétaro, Celaya, Irapuato, Aguascalientes, San Miguel de Allende); missing accents,
 * typos, Spanglish, emoji, numbers in words and with thousands commas.
 */
import { EvalCase, OWNER_EMAIL, contains, one } from './types';

export const blind20261124ao: EvalCase[] = [
  // ───────────────────────────── one-turn plan_ready (23) ─────────────────────────────
  one(
    'b24ao-01',
    'taquería, Monterrey',
    'Buenas, tengo una taqueria en Monterrey 🌮. Cuando me caiga un pedido al webhook que se guarde en la tabla pedidos con cliente, telefono y total, que le mande whats al cliente diciendole que ya lo estamos preparando y que el webhook conteste con un ok. Ahi nomas compa',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'whatsapp/send_message', 'webhook/respond'],
      params: {
        '2.query': { containsAll: ['insert', 'pedidos', 'cliente', 'telefono', 'total'] },
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  ),
  one(
    'b24ao-02',
    'consultorio dental, Guadalajara',
    'Que onda, tengo un consultorio dental en Guadalajara. Quiero un formulario para agendar con nombre, telefono y fecha, que se guarde en la tabla citas con el nombre, el telefono y la fecha y que me mandes un correo avisandome de la nueva cita. Esta bien padre esto',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'telefono', 'fecha'],
        '2.query': { containsAll: ['insert', 'citas', 'nombre', 'telefono', 'fecha'] },
        '3.to': OWNER_EMAIL,
      },
    },
  ),
  one(
    'b24ao-03',
    'tienda de abarrotes, Mérida',
    'Hola buenas noches, tengo mi tiendita de abarrotes en Merida, bomba. Todos los dias a las 10 de la noche quiero saber cuantas ventas hubo ese dia en la tabla ventas, que la IA me haga un resumencito y me lo mande por Telegram al chat 604118273',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 22 * * *',
        '2.query': { containsAll: ['select', 'count', 'ventas'] },
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.chat_id': { anyOf: ['604118273', 604118273] },
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24ao-04',
    'ferretería, Puebla',
    'Buen dia, le escribo de una ferreteria en Puebla. Mandeme cada lunes a las 9 los clientes que deben mas de 500 pesos, estan en la tabla clientes columna saldo. El correo que salga por nuestro SMTP, no por Gmail porfa',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'email/send_email'],
      params: {
        '1.cron_expression': '0 9 * * 1',
        '2.query': { containsAll: ['select', 'clientes', 'saldo'] },
        '3.to': OWNER_EMAIL,
        '3.body': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24ao-05',
    'gimnasio, Querétaro',
    'Hola! Tengo un gym en Queretaro 💪. El dia primero de cada mes a las 8 am saca de la tabla membresias los socios cuya fecha_vencimiento ya paso y agregalos a la hoja Vencidos del spreadsheet 1qRtGym2024xYz_AbCdEf, gracias',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'google_sheets/append_row'],
      params: {
        '1.cron_expression': '0 8 1 * *',
        '2.query': { containsAll: ['select', 'membresias', 'fecha_vencimiento'] },
        '3.spreadsheet_id': '1qRtGym2024xYz_AbCdEf',
        '3.sheet_name': 'Vencidos',
      },
    },
  ),
  one(
    'b24ao-06',
    'despacho contable, CDMX',
    'Que tal, llevo un despacho contable en la CDMX y neta nos llegan un chorro de correos. Cuando entre un correo con asunto factura, guarda el remitente y el asunto en la tabla facturas_recibidas y avisale al equipo en el canal #facturas de Slack, porfa',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '1.query': contains('factura'),
        '2.query': { containsAll: ['insert', 'facturas_recibidas'] },
        '3.channel': { anyOf: ['#facturas', 'facturas'] },
      },
    },
  ),
  one(
    'b24ao-07',
    'mueblería, León',
    'Buenas tardes, tengo una muebleria en Leon. Cuando se agregue una fila en la hoja Ventas de https://docs.google.com/spreadsheets/d/1LeonMuebles_9xQ2/edit, guardala en la tabla ventas_muebles con Nombre, Telefono y Producto y mandale whats al cliente dandole las gracias por su compra',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1LeonMuebles_9xQ2',
        '1.sheet_name': 'Ventas',
        '2.query': { containsAll: ['insert', 'ventas_muebles'] },
        '3.to': '{{trigger.record.Telefono}}',
      },
    },
  ),
  one(
    'b24ao-08',
    'estudio de arquitectura, Oaxaca',
    'Hola, somos un estudio de arquitectura en Oaxaca. Cuando suban un plano nuevo a la carpeta de Drive 1ArqOax_Planos77, registra el nombre del archivo en la tabla planos y manda aviso al Discord del equipo: https://discord.com/api/webhooks/11223344/oaxArq. Saludos',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['postgres/query', 'discord/send_message'],
      params: {
        '1.folder_id': '1ArqOax_Planos77',
        '2.query': { containsAll: ['insert', 'planos'] },
        '3.webhook_url': 'https://discord.com/api/webhooks/11223344/oaxArq',
        '3.message': contains('{{trigger.name}}'),
      },
    },
  ),
  one(
    'b24ao-09',
    'spa, Cancún',
    'Hola que tal, tengo un spa en Cancun 🌴. Media hora antes de cada cita del calendario registra en la tabla asistencias el titulo, la hora y el lugar del evento, y avisa en Slack al canal #recepcion pa que preparen la cabina',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '1.minutes_before': { anyOf: [30, '30'] },
        '2.query': { containsAll: ['insert', 'asistencias'] },
        '3.channel': { anyOf: ['#recepcion', 'recepcion'] },
      },
    },
  ),
  one(
    'b24ao-10',
    'pizzería, Acapulco',
    'Quiubo, tengo una pizzeria en Acapulco. Cuando alguien le escriba a nuestro bot de Telegram, guarda el chat id y el texto en la tabla mensajes, que la IA le conteste bien amable con el menu y le responda ahi mismo por Telegram, va?',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['postgres/query', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '2.query': { containsAll: ['insert', 'mensajes'] },
        '3.prompt': contains('{{trigger.text}}'),
        '4.chat_id': '{{trigger.chat_id}}',
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24ao-11',
    'agencia de software, Tijuana',
    'Hey, tenemos una agencia de software en Tijuana. Cuando alguien mande un mensaje en Slack con un bug report, crea un issue en el repo agenciatj/portal-clientes de GitHub con el texto del mensaje como titulo. Thanks!',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['github/create_issue'],
      params: {
        '2.repository': 'agenciatj/portal-clientes',
        '2.title': contains('{{trigger.text}}'),
      },
    },
  ),
  one(
    'b24ao-12',
    'app de reparto, Hermosillo',
    'Buenas, somos una app de reparto en Hermosillo. Cada que haya un push en GitHub guarda en la tabla despliegues el repo y la fecha, y avisa al Discord https://discord.com/api/webhooks/55667788/hmoDeploy que hubo cambios, arre',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['postgres/query', 'discord/send_message'],
      params: {
        '2.query': { containsAll: ['insert', 'despliegues'] },
        '3.webhook_url': 'https://discord.com/api/webhooks/55667788/hmoDeploy',
      },
    },
  ),
  one(
    'b24ao-13',
    'papelería, Toluca',
    'Hola, tengo una papeleria en Toluca. Quiero un boton que cuando yo le pique me saque de la tabla productos los que tienen menos de diez piezas en la columna existencias y me los mande a mi correo pa hacer el pedido',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '2.query': { containsAll: ['select', 'productos', 'existencias'] },
        '3.to': OWNER_EMAIL,
        '3.body': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24ao-14',
    'distribuidora de refrescos, Saltillo',
    'Buen dia, tengo una distribuidora de refrescos en Saltillo. Cuando llegue un pedido por webhook, nomas si el total es mayor a 3 mil pesos guardalo en la tabla pedidos_mayoreo con cliente y total y avisa al grupo de Telegram -1009876543210',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'postgres/query', 'telegram/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [3000, '3000'] },
        '3.query': { containsAll: ['insert', 'pedidos_mayoreo', 'cliente', 'total'] },
        '4.chat_id': { anyOf: ['-1009876543210', -1009876543210] },
      },
    },
  ),
  one(
    'b24ao-15',
    'salón de belleza, Culiacán',
    'Hola, tengo un salon de belleza en Culiacan 💅. Quiero un formulario de encuesta con nombre, telefono y calificacion, que se guarde en la tabla encuestas y una hora despues le mande whats a la clienta con el cupon BELLA15 de descuento',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'delay/wait', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'calificacion'],
        '2.query': { containsAll: ['insert', 'encuestas', 'nombre', 'telefono', 'calificacion'] },
        '3.seconds': { anyOf: [3600, '3600'] },
        '4.to': '{{trigger.telefono}}',
        '4.message': contains('BELLA15'),
      },
    },
  ),
  one(
    'b24ao-16',
    'casa de cambio, Nogales',
    'Buenas, manejo una casa de cambio en Nogales. Todos los dias a las 8 de la mañana consulta el tipo de cambio en https://api.cambiosnogales.mx/usd y guardalo en la tabla tipo_cambio con la fecha y el valor porfa',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'postgres/query'],
      params: {
        '1.cron_expression': '0 8 * * *',
        '2.url': 'https://api.cambiosnogales.mx/usd',
        '3.query': { containsAll: ['insert', 'tipo_cambio', 'fecha', 'valor'] },
      },
    },
  ),
  one(
    'b24ao-17',
    'despacho de abogados, San Luis Potosí',
    'Buenas tardes, somos un despacho de abogados en San Luis Potosi. Cuando llegue un cliente nuevo por el webhook (trae nombre, correo y fecha_cita) crea una carpeta en Drive con su nombre, agenda la cita en el calendario y mandale un correo de bienvenida',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_drive/create_folder', 'google_calendar/create_event', 'gmail/send_email'],
      params: {
        '2.name': contains('{{trigger.body.nombre}}'),
        '3.start': '{{trigger.body.fecha_cita}}',
        '4.to': '{{trigger.body.correo}}',
      },
    },
  ),
  one(
    'b24ao-18',
    'escuela de música, Morelia',
    'Hola!! tengo una escuela de musica en Morelia 🎸. Cada viernes a las 6 de la tarde revisa los eventos del calendario de la semana que viene, que la IA me arme un resumen y me lo mande por correo',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 18 * * 5',
        '3.prompt': contains('{{steps.2.output.events}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24ao-19',
    'imprenta, Aguascalientes',
    'Buenas, tengo una imprenta en Aguascalientes. Quiero un formulario con nombre, correo y descripcion; guarda la descripcion como archivo en la carpeta de Drive 1ImpAgs_Pedidos y agrega una fila con nombre y correo en la hoja Cotizaciones del spreadsheet 1AgsImprenta_55',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_drive/upload_file', 'google_sheets/append_row'],
      params: {
        '1.fields': ['nombre', 'correo', 'descripcion'],
        '2.content': contains('{{trigger.descripcion}}'),
        '2.folder_id': '1ImpAgs_Pedidos',
        '3.spreadsheet_id': '1AgsImprenta_55',
        '3.sheet_name': 'Cotizaciones',
      },
    },
  ),
  one(
    'b24ao-20',
    'paquetería, Chihuahua',
    'Que onda, tengo una paqueteria en Chihuahua. Cuando el repartidor mande al webhook el numero de guia, primero acomoda los datos en guia y fecha_entrega, luego marca el pedido como entregado en la tabla envios (columna estatus) y que el webhook conteste 200',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'postgres/query', 'webhook/respond'],
      params: {
        '3.query': { containsAll: ['update', 'envios', 'estatus'] },
        '4.status': { anyOf: [200, '200'] },
      },
    },
  ),
  one(
    'b24ao-21',
    'refaccionaria, Torreón',
    'Buenas, tengo una refaccionaria en Torreon. Cuando se agregue una fila en la hoja Pedidos del spreadsheet 1TrnRefacc_88, solo si la columna Estatus dice Aprobada, manda un POST a https://erp.refaccionariatrn.mx/api/ordenes con los datos de la fila',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'http/request'],
      params: {
        '1.spreadsheet_id': '1TrnRefacc_88',
        '1.sheet_name': 'Pedidos',
        '2.left': '{{trigger.record.Estatus}}',
        '2.operator': 'equals',
        '2.right': 'Aprobada',
        '3.url': 'https://erp.refaccionariatrn.mx/api/ordenes',
        '3.method': 'POST',
      },
    },
  ),
  one(
    'b24ao-22',
    'agencia de viajes, Veracruz',
    'Hola, agencia de viajes en Veracruz aqui 🏖️. Cuando me llegue un correo con asunto cotizacion, que la IA saque el destino y las fechas del correo y lo agregue a la hoja Solicitudes del spreadsheet 1VerViajes_2025',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row'],
      params: {
        '1.query': contains('cotizacion'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.spreadsheet_id': '1VerViajes_2025',
        '3.sheet_name': 'Solicitudes',
      },
    },
  ),
  one(
    'b24ao-23',
    'panadería, Celaya',
    'Buenos dias, tengo una panaderia en Celaya. Todos los dias a las 6 de la mañana lee la hoja Pendientes del spreadsheet 1CelPan_Pedidos, que la IA me haga la lista de lo que hay que hornear y me la mande por whats al 461 123 4567',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 6 * * *',
        '2.spreadsheet_id': '1CelPan_Pedidos',
        '2.sheet_name': 'Pendientes',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': { anyOf: ['+524611234567', '524611234567', '4611234567', '461 123 4567'] },
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),

  // ───────────────────────────── smart_forms_required (5) ─────────────────────────────
  one(
    'b24ao-24',
    'veterinaria, Zapopan',
    'Hola, tengo una veterinaria en Zapopan 🐶. Quiero un formulario con nombre, mascota y telefono, que se guarde en la tabla pacientes y que me mandes un whats a mi cada que alguien se registre',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'whatsapp/send_message'],
      asks: ['3.to'],
    },
  ),
  one(
    'b24ao-25',
    'constructora, Mazatlán',
    'Buenas, somos una constructora en Mazatlan. Cuando llegue un reporte de obra al webhook guardalo en la tabla reportes_obra con obra, avance y fecha, y avisale al equipo por Slack',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'slack/send_message'],
      asks: ['3.channel'],
    },
  ),
  one(
    'b24ao-26',
    'florería, Cuernavaca',
    'Hola, tengo una floreria en Cuernavaca 🌹. Cada domingo a las 8 de la noche saca de la tabla ventas lo que se vendio en la semana y pasalo a la hoja Resumen de mi Google Sheets',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'google_sheets/append_row'],
      asks: ['3.spreadsheet_id'],
    },
  ),
  one(
    'b24ao-27',
    'lavandería, Campeche',
    'Buenas tardes, tengo una lavanderia en Campeche. Cuando un cliente deja ropa el sistema manda un webhook con nombre, kilos y total; guardalo en la tabla servicios y avisame por Telegram',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'telegram/send_message'],
      asks: ['3.chat_id'],
    },
  ),
  one(
    'b24ao-28',
    'escuela de inglés, Xalapa',
    'Hola, tengo una escuela de ingles en Xalapa. Hice un formulario con nombre, telefono y nivel; que se guarde en la tabla alumnos y que le mandes un correo al alumno con su horario',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'gmail/send_email'],
      asks: ['3.to'],
    },
  ),

  // ───────────────────────────── clarification_needed (1) ─────────────────────────────
  one(
    'b24ao-29',
    'autolavado, Hermosillo',
    'Que onda, tengo un autolavado en Hermosillo 🚗. Cuando un cliente paga, el sistema manda un webhook con placas y total; guardalo en la tabla lavados y que le llegue un aviso a mi equipo por chat',
    { status: 'clarification_needed' },
  ),

  // ───────────────────────────── conversation (1) ─────────────────────────────
  one(
    'b24ao-30',
    'óptica, Tampico',
    'Hola buenas, tengo una optica en Tampico y mi programador me hizo una base de datos Postgres. Antes de armar nada, como conecto mi base con ustedes y que datos le tengo que pedir a el?',
    { status: 'conversation' },
  ),

  // ───────────────────────────── multi-turn follow-ups (10) ─────────────────────────────
  {
    id: 'b24ao-31',
    business: 'cafetería, Coyoacán',
    turns: [
      'Que onda, tengo una cafeteria en Coyoacan ☕. Todos los dias a las 8 de la mañana mandame a mi correo cuantas ventas hubo ayer, sacandolo de la tabla ventas del punto de venta, porfa',
      'Mejor a las 7:30 y que tambien me llegue por Telegram al chat 731904552',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'gmail/send_email', 'telegram/send_message'],
      params: {
        '1.cron_expression': '30 7 * * *',
        '2.query': { containsAll: ['select', 'count', 'ventas'] },
        '3.to': OWNER_EMAIL,
        '4.chat_id': { anyOf: ['731904552', 731904552] },
      },
      reply: ['7:30', 'Telegram'],
    },
  },
  {
    id: 'b24ao-32',
    business: 'dulcería mayorista, Guadalajara',
    turns: [
      'Buenas, tengo una dulceria de mayoreo en Guadalajara. Cuando llegue un pedido al webhook, nomas si el total pasa de 2,300 pesos guardalo en la tabla pedidos_grandes con cliente y total y mandame whats al 33 1234 5678',
      'Siempre no, que sea nomas arriba de 5 mil',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'postgres/query', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [5000, '5000'] },
        '3.query': { containsAll: ['insert', 'pedidos_grandes', 'cliente', 'total'] },
        '4.to': { anyOf: ['+523312345678', '523312345678', '3312345678', '33 1234 5678'] },
      },
    },
  },
  {
    id: 'b24ao-33',
    business: 'clínica de fisioterapia, Monterrey',
    turns: [
      'Hola, tengo una clinica de fisioterapia en Monterrey. Con un formulario de nombre, telefono y lesion guarda al paciente en la tabla pacientes y manda un correo a recepcion@fisiomty.mx con sus datos',
      'Oye, que el correo mejor le llegue a la doctora Paty: paty.garza@fisiomty.mx',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '2.query': { containsAll: ['insert', 'pacientes'] },
        '3.to': 'paty.garza@fisiomty.mx',
      },
    },
  },
  {
    id: 'b24ao-34',
    business: 'reparación de celulares, CDMX',
    turns: [
      'Hey! tengo un local de reparacion de celulares en Plaza de la Tecnologia, CDMX 📱. Cuando entre una orden al webhook guardala en la tabla reparaciones con cliente, modelo y telefono y mandale whats al cliente avisando que ya recibimos su equipo',
      'Y al final avisa tambien al Discord del taller: https://discord.com/api/webhooks/99887766/tallerCel',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'whatsapp/send_message', 'discord/send_message'],
      params: {
        '2.query': { containsAll: ['insert', 'reparaciones', 'cliente', 'modelo', 'telefono'] },
        '3.to': '{{trigger.body.telefono}}',
        '4.webhook_url': 'https://discord.com/api/webhooks/99887766/tallerCel',
      },
    },
  },
  {
    id: 'b24ao-35',
    business: 'marisquería, Ensenada',
    turns: [
      'Buenas, tengo una marisqueria en Ensenada 🦐. Cuando llegue una reservacion al webhook (nombre, telefono, personas, fecha) guardala en la tabla reservaciones y mandale whats al cliente confirmando',
      'Ponle primero un filtro: nomas cuando sean mas de 6 personas',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'postgres/query', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.personas}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [6, '6'] },
        '3.query': { containsAll: ['insert', 'reservaciones'] },
        '4.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24ao-36',
    business: 'agencia de publicidad, Zapopan',
    turns: [
      'Hola, agencia de publicidad en Zapopan. Quiero un formulario con nombre, empresa y correo; que el prospecto se guarde en la tabla prospectos y le mandes un correo de bienvenida',
      'Despues de guardarlo en la base, crea una carpeta en Drive con el nombre de la empresa',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'google_drive/create_folder', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'empresa', 'correo'],
        '2.query': { containsAll: ['insert', 'prospectos'] },
        '3.name': contains('{{trigger.empresa}}'),
        '4.to': '{{trigger.correo}}',
      },
    },
  },
  {
    id: 'b24ao-37',
    business: 'hotel boutique, San Miguel de Allende',
    turns: [
      'Buenas tardes, tengo un hotel boutique en San Miguel de Allende. Cuando llegue una reserva al webhook con nombre, email y fechas, guardala en la tabla reservas, avisa en Slack al canal #recepcion-hotel y mandale correo de confirmacion al huesped',
      'Quitale lo de Slack, ya no lo usamos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '2.query': { containsAll: ['insert', 'reservas'] },
        '3.to': '{{trigger.body.email}}',
      },
    },
  },
  {
    id: 'b24ao-38',
    business: 'farmacia, Villahermosa',
    turns: [
      'Hola buen dia, farmacia en Villahermosa. Todos los dias a las 8 revisa en la tabla medicamentos los que caducan en los proximos 30 dias, que la IA haga un resumen, me lo mande a mi correo y tambien por Telegram al chat 588120347',
      'Quita el ultimo paso, con el correo basta',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 8 * * *',
        '2.query': { containsAll: ['select', 'medicamentos'] },
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24ao-39',
    business: 'escuela de manejo, Irapuato',
    turns: [
      'Hola, tengo una escuela de manejo en Irapuato 🚗. Con un formulario de nombre, correo y horario, que se guarde en la tabla clases y le mande al alumno un correo por Gmail con asunto Confirmación de clase',
      'Mejor que el correo salga por el SMTP de la escuela, no por Gmail',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'email/send_email'],
      params: {
        '2.query': { containsAll: ['insert', 'clases'] },
        '3.to': '{{trigger.correo}}',
        '3.subject': contains('de clase'),
      },
    },
  },
  {
    id: 'b24ao-40',
    business: 'tortillería, Ciudad Juárez',
    turns: [
      'Buenas, tengo una tortilleria en Juarez. Todos los dias a las 7 de la mañana mandame por whats al 656 987 6543 cuantos kilos se vendieron ayer, de la tabla ventas columna kilos',
      'Cambialo a las 6',
      'No, mejor regresalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '2.query': { containsAll: ['select', 'sum', 'kilos', 'ventas'] },
        '3.to': { anyOf: ['+526569876543', '526569876543', '6569876543', '656 987 6543'] },
      },
    },
  },
];
