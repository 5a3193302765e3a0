/**
 * Held-out batch b24ap (2026-11-24), written blind from blind-writer.md, catalogue.md and types.ts.
 *
 * Mix (40):
 *   - 23 one-turn plan_ready (b24ap-01…23), covering every trigger kind (webhook, form, schedule
 *     daily/weekly/monthly, Gmail new email, Sheets new row, Drive new file, Calendar event starting,
 *     Telegram new message, Slack, GitHub, manual) and every action kind (Sheets append/read, Gmail,
 *     SMTP email, WhatsApp, Telegram, Slack, Discord, HTTP, AI, Postgres INSERT/UPDATE/SELECT, filter,
 *     delay, Drive upload/create folder, Calendar create/list, GitHub issue, webhook respond, transform).
 *   - 5 smart_forms_required (b24ap-24…28): owner's WhatsApp, a Slack channel, a spreadsheet id, the
 *     owner's Telegram chat id, a customer email the webhook does not carry.
 *   - 1 clarification_needed (b24ap-29), 1 conversation (b24ap-30).
 *   - 10 multi-turn follow-ups (b24ap-31…40): replace an hour, a threshold, a recipient; add at the
 *     end; undo; add first + add after a named step; remove by service; remove by position; swap
 *     Gmail→SMTP keeping the data; several changes in one message (with `reply`).
 *
 * Register: everyday WhatsApp register, 40 different small businesses all over Mexico (norteño,
 * chilango, tapatío, yucateco, costeño, bajío, sureste…), greeting + business + city + need, typos,
 * missing accents, some Spanglish and emoji, Mexican number formats ("1,500", "3 mil", "quince").
 * Stress of this batch: who receives each message (owner / named employee with own number, chat or
 * email / the customer whose phone or email is in the data; several cases with two recipients) and
 * conditions on a data value ("solo si", "nomás cuando", "menos cuando", "si no es…").
 * 20 cases carry a filter/condition; 18 bind a recipient to the trigger data.
 */
import { EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A Mexican phone as the owner wrote it (10 digits) or with the country prefix. */
const wa = (d: string) => ({ anyOf: [d, `+52${d}`, `52${d}`, `+521${d}`, `521${d}`] });
/** A Telegram chat id as text or number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });
/** A number as number or text. */
const num = (x: number) => ({ anyOf: [x, String(x)] });
/** A Slack channel with or without '#'. */
const chan = (c: string) => ({ anyOf: [`#${c}`, c] });
const containsAll = (parts: string[]) => ({ containsAll: parts });

const SS_TAQUERIA = '1tQk9vLp3RmX7aZ2wYc5BnD8eF0gH4jK6sU1oI3qEr';
const SS_PANADERIA = '1PnB4rT8yU2iO6pA0sD3fG7hJ1kL5zX9cV2bN4mQ8w';
const SS_MUEBLERIA = '1MbL3on7Qw2Er5Ty8Ui1Op4As7Df0Gh3Jk6Lz9Xc2V';
const SS_SPA = '1SpA9cUeRn4vAcA7xYz2Wq5Rt8Uv3Bn6Mk1Lp0OiQ';
const SS_FOODTRUCK = '1EnSeNaDa4fOoDtRuCk7xYz2Wq5Rt8Uv3Bn6Mk1Lp';
const SS_TAMPICO = '1TaMpIc0VeNtAs8xYz2Wq5Rt8Uv3Bn6Mk1Lp0OiUy';
const SS_ACAPULCO = '1AcApUlCo7ViAjEs2xYz5Wq8Rt1Uv4Bn7Mk0LpQwE';
const SS_PACHUCA = '1PaChUcALaV4nDeRiA8xYz2Wq5Rt8Uv3Bn6Mk1LpZ';
const SS_SLP = '1SlPmUsIcA5xYz2Wq8Rt1Uv4Bn7Mk0Lp3OiUyTrEw';
const SS_SANCRIS = '1ScLcArTeSaNiAs7xYz2Wq5Rt8Uv3Bn6Mk1Lp0OiQ';
const SS_DURANGO = '1DuRaNgOmAnEjO3xYz2Wq5Rt8Uv3Bn6Mk1Lp0OiUy';
const SS_MEXICALI = '1MxLcErVeCeRiA2xYz5Wq8Rt1Uv4Bn7Mk0Lp3OiUy';

export const blind20261124ap: EvalCase[] = [
  // ───────────────────────── one-turn plan_ready (23) ─────────────────────────
  one(
    'b24ap-01',
    'Taquería (Monterrey, NL)',
    `Qué onda, buenas! tengo una taqueria en Monterrey 🌮. Cuando caiga un pedido a mi webhook (trae nombre, telefono y total) guardalo en la hoja Pedidos del spreadsheet ${SS_TAQUERIA}, y nomas cuando el total sea mas de 500 pesos mandale whats al cliente con el cupon TACO10 pa la proxima`,
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'filter/condition', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': SS_TAQUERIA,
        '2.sheet_name': 'Pedidos',
        '3.left': '{{trigger.body.total}}',
        '3.operator': 'greater_than',
        '3.right': num(500),
        '4.to': '{{trigger.body.telefono}}',
        '4.message': contains('TACO10'),
      },
    },
  ),
  one(
    'b24ap-02',
    'Consultorio dental (Guadalajara, Jal.)',
    'Quiubo, buenas tardes! Tengo un consultorio dental en Guadalajara. Ocupo un formulario de citas con nombre, correo, telefono y fecha; cada registro guardalo en mi base de postgres en la tabla citas y al paciente mandale un correo confirmandole su cita, ¿si se puede?',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'telefono', 'fecha'],
        '2.query': containsAll(['insert into', 'citas', 'nombre', 'correo', 'telefono', 'fecha']),
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24ap-03',
    'Panadería (Puebla, Pue.)',
    `Buenos dias, tengo una panaderia en Puebla. Todos los dias a las 6 de la mañana lee la hoja Inventario del sheet ${SS_PANADERIA}, que la IA haga un resumen de lo que hace falta y mandaselo por telegram a mi encargado Beto, su chat id es 7712093345`,
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 6 * * *',
        '2.spreadsheet_id': SS_PANADERIA,
        '2.sheet_name': 'Inventario',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.chat_id': chat('7712093345'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24ap-04',
    'Gimnasio (Hermosillo, Son.)',
    'Buenas compa, tengo un gym en Hermosillo. Cada lunes a las 8 de la mañana saca de mi postgres los socios de la tabla socios que se les vence la membresia esta semana (la columna es vencimiento) y mandalo al canal #recepcion de slack pa que les hablen',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 8 * * 1', '0 8 * * MON', '0 8 * * mon'] },
        '2.query': containsAll(['select', 'socios', 'vencimiento']),
        '3.channel': chan('recepcion'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24ap-05',
    'Despacho contable (Querétaro, Qro.)',
    'Hola buenas, fijese que tengo un despacho contable en Queretaro. El dia primero de cada mes a las 9 am consulta https://api.tipocambio-qro.mx/v1/hoy y manda lo que responda al discord del despacho: https://discord.com/api/webhooks/1184455667788/QroContaXyZ123 ándele',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'discord/send_message'],
      params: {
        '1.cron_expression': '0 9 1 * *',
        '2.url': 'https://api.tipocambio-qro.mx/v1/hoy',
        '3.webhook_url': 'https://discord.com/api/webhooks/1184455667788/QroContaXyZ123',
        '3.message': contains('{{steps.2.output.body}}'),
      },
    },
  ),
  one(
    'b24ap-06',
    'Herrería (Iztapalapa, CDMX)',
    'Qué onda güey, tengo una herreria en Iztapalapa, CDMX. Cuando me llegue un correo con asunto cotizacion, contestale al cliente que en 24 horas le mandamos precio, y a mi avisame por whats al 55 4321 8765 quien escribio, va?',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['gmail/send_email', 'whatsapp/send_message'],
      params: {
        '1.query': contains('cotizacion'),
        '2.to': '{{trigger.from}}',
        '3.to': wa('5543218765'),
        '3.message': contains('{{trigger.from}}'),
      },
    },
  ),
  one(
    'b24ap-07',
    'Mueblería (León, Gto.)',
    `Buenas tardes, tengo una muebleria en León. Cuando entre una fila nueva a la hoja Entregas del sheet ${SS_MUEBLERIA}, mandale whats al cliente al numero de la columna Celular que su mueble ya va en camino, nomás si la columna Estatus dice En ruta`,
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': SS_MUEBLERIA,
        '1.sheet_name': 'Entregas',
        '2.left': '{{trigger.record.Estatus}}',
        '2.operator': 'equals',
        '2.right': 'En ruta',
        '3.to': '{{trigger.record.Celular}}',
      },
    },
  ),
  one(
    'b24ap-08',
    'Imprenta (Tijuana, BC)',
    'Que tal, tengo una imprenta en Tijuana. Cuando suban un archivo nuevo a mi carpeta de drive 1TjImpr3nta9FoLdEr7xYz2Wq5Rt8Uv, solo si el nombre empieza con FACT mandale un correo a mi contadora lupita@contablesbc.mx con el nombre del archivo, porfa',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '1.folder_id': '1TjImpr3nta9FoLdEr7xYz2Wq5Rt8Uv',
        '2.left': '{{trigger.name}}',
        '2.operator': 'starts_with',
        '2.right': 'FACT',
        '3.to': 'lupita@contablesbc.mx',
      },
    },
  ),
  one(
    'b24ap-09',
    'Estética (Mérida, Yuc.)',
    'Buenas, tengo una estetica en Mérida, mare. Media hora antes de cada cita de mi calendario mandame whats al 999 123 4567 con el nombre de la cita, nomas si es en la sucursal Montejo, las del centro no',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.minutes_before': num(30),
        '2.left': '{{trigger.location}}',
        '2.operator': 'contains',
        '2.right': { anyOf: ['Montejo', 'sucursal Montejo', 'Sucursal Montejo'] },
        '3.to': wa('9991234567'),
        '3.message': contains('{{trigger.title}}'),
      },
    },
  ),
  one(
    'b24ap-10',
    'Librería (Oaxaca, Oax.)',
    'Buenas noches, tengo una libreria en Oaxaca. Cuando alguien le escriba a mi bot de telegram, que la IA le conteste ahi mismo con nuestros horarios (lunes a sabado de 10 a 8), menos cuando el mensaje sea el /start',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['filter/condition', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'not_equals',
        '2.right': '/start',
        '3.prompt': contains('{{trigger.text}}'),
        '4.chat_id': '{{trigger.chat_id}}',
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24ap-11',
    'Startup de apps de delivery (Zapopan, Jal.)',
    'Hey! Somos una startup de apps de delivery en Zapopan. Cuando alguien postee en slack un mensaje que empiece con bug: creame un issue en el repo tapatech/app-pedidos con el texto del mensaje, plis 🙏',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'github/create_issue'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'starts_with',
        '2.right': 'bug:',
        '3.repository': 'tapatech/app-pedidos',
      },
    },
  ),
  one(
    'b24ap-12',
    'Agencia de páginas web (Mazatlán, Sin.)',
    'Quiubo, tengo una agencia de paginas web en Mazatlan. Cada que alguien haga push a nuestro repo de GitHub, avisale al grupo de telegram de los devs, el chat id es -1001987654321',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['telegram/send_message'],
      params: {
        '2.chat_id': chat('-1001987654321'),
      },
    },
  ),
  one(
    'b24ap-13',
    'Constructora (Saltillo, Coah.)',
    'Buen dia, tengo una constructora en Saltillo. Quiero un boton que cuando lo pique me cree una carpeta en drive llamada Obra Nueva y me agende en el calendario una junta de arranque el 3 de diciembre a las 10 am',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_drive/create_folder', 'google_calendar/create_event'],
      params: {
        '2.name': 'Obra Nueva',
        '3.title': contains('arranque'),
        '3.start': contains('2026-12-03'),
      },
    },
  ),
  one(
    'b24ap-14',
    'Café de especialidad (Xalapa, Ver.)',
    "Hola buenas, tenemos un cafe de especialidad en Xalapa. Cuando llegue un pedido a mi webhook con sku y cantidad, arma un campo total que sea cantidad por 180, mandalo por POST a https://api.enviosxal.mx/ordenes y contestale al webhook 200 con 'recibido'",
    {
      // Changed from plan_ready with a transform after the blind run: a transform copies values and templates
      // evaluate nothing (engine/templating.ts), so "cantidad por 180" cannot be built; a ready plan would send no
      // total. The planner plans the rest and asks about the sum (calculations.ts), as in b24y-18 and b24aj-18.
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['http/request', 'webhook/respond'],
      params: {
        '2.url': 'https://api.enviosxal.mx/ordenes',
        '2.method': 'POST',
        '3.status': num(200),
        '3.body': contains('recibido'),
      },
      asks: ['plan.pending_1'],
    },
  ),
  one(
    'b24ap-15',
    'Escuela de inglés (Cancún, Q. Roo)',
    'Hi! tengo una escuela de ingles en Cancun 📚. Quiero un form de inscripcion con nombre, whatsapp y nivel; mandale whats de welcome al alumno, y solo si el nivel es avanzado avisale a las teachers en slack en el canal #teachers',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message', 'filter/condition', 'slack/send_message'],
      params: {
        '1.fields': ['nombre', 'whatsapp', 'nivel'],
        '2.to': '{{trigger.whatsapp}}',
        '3.left': '{{trigger.nivel}}',
        '3.operator': 'equals',
        '3.right': { anyOf: ['avanzado', 'Avanzado'] },
        '4.channel': chan('teachers'),
      },
    },
  ),
  one(
    'b24ap-16',
    'Spa (Cuernavaca, Mor.)',
    `Buenas tardes, tengo un spa en Cuernavaca. Cuando se agregue una fila a la hoja Clientes de https://docs.google.com/spreadsheets/d/${SS_SPA}/edit#gid=0 mandale un correo al cliente (columna Correo) con el cupon RELAX15, menos cuando la columna Tipo diga Empleado`,
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': SS_SPA,
        '1.sheet_name': 'Clientes',
        '2.left': '{{trigger.record.Tipo}}',
        '2.operator': 'not_equals',
        '2.right': 'Empleado',
        '3.to': '{{trigger.record.Correo}}',
        '3.body': contains('RELAX15'),
      },
    },
  ),
  one(
    'b24ap-17',
    'Ferretería (Chihuahua, Chih.)',
    'Que tal, tengo una ferreteria en Chihuahua. Cuando me llegue un correo con asunto factura, guarda el contenido en un archivo en mi carpeta de drive 1ChIhFeRr3tEr1aFaCtUrAs9xYz y avisale por telegram a mi encargado de compras, su chat es 5561230987',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file', 'telegram/send_message'],
      params: {
        '1.query': contains('factura'),
        '2.folder_id': '1ChIhFeRr3tEr1aFaCtUrAs9xYz',
        '2.content': contains('{{trigger.body}}'),
        '3.chat_id': chat('5561230987'),
      },
    },
  ),
  one(
    'b24ap-18',
    'Veterinaria (Culiacán, Sin.)',
    'Buenos dias compa, tengo una veterinaria en Culiacan. Todos los dias a las 7 y media de la mañana revisa mi calendario de hoy y mandame por whats al 667 234 5678 la lista de las citas que tengo',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '30 7 * * *',
        '3.to': wa('6672345678'),
        '3.message': contains('{{steps.2.output.events}}'),
      },
    },
  ),
  one(
    'b24ap-19',
    'Hotel boutique (San Miguel de Allende, Gto.)',
    'Buenas, tengo un hotel boutique en San Miguel de Allende. Cuando llegue un pago a mi webhook (trae reservacion, correo, monto y estatus), nomas si el estatus es aprobado actualiza en postgres la tabla reservaciones con pagada = true y mandale al huesped un correo de confirmacion',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'postgres/query', 'gmail/send_email'],
      params: {
        '2.left': '{{trigger.body.estatus}}',
        '2.operator': 'equals',
        '2.right': 'aprobado',
        '3.query': containsAll(['update', 'reservaciones', 'pagada']),
        '4.to': '{{trigger.body.correo}}',
      },
    },
  ),
  one(
    'b24ap-20',
    'Food truck de mariscos (Ensenada, BC)',
    `Qué onda, tengo un food truck de mariscos en Ensenada. Cuando me escriban un pedido al bot de telegram, guardalo en la hoja PedidosBot del sheet ${SS_FOODTRUCK}, y nomas cuando el mensaje diga urgente mandale whats a mi cocinero Chuy al 646 111 2233`,
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['google_sheets/append_row', 'filter/condition', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': SS_FOODTRUCK,
        '2.sheet_name': 'PedidosBot',
        '3.left': '{{trigger.text}}',
        '3.operator': 'contains',
        '3.right': 'urgente',
        '4.to': wa('6461112233'),
      },
    },
  ),
  one(
    'b24ap-21',
    'Coworking (Morelia, Mich.)',
    'Buenas, tenemos un coworking en Morelia. Cuando alguien escriba en nuestro slack, que la IA le responda en el mismo canal con info de precios y horarios, menos cuando el mensaje sea nomas ok',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'ai/generate_text', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'not_equals',
        '2.right': { anyOf: ['ok', 'OK', 'Ok'] },
        '3.prompt': contains('{{trigger.text}}'),
        '4.channel': '{{trigger.channel}}',
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24ap-22',
    'Distribuidora de refrescos (Tampico, Tamps.)',
    `Buenas tardes, tengo una distribuidora de refrescos en Tampico. Cada viernes a las 5 de la tarde lee la hoja Ventas del sheet ${SS_TAMPICO}, que la IA saque el top 5 de productos y mandalo por mi SMTP a mi gerente raul@refrescostampico.mx`,
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'email/send_email'],
      params: {
        '1.cron_expression': { anyOf: ['0 17 * * 5', '0 17 * * FRI', '0 17 * * fri'] },
        '2.spreadsheet_id': SS_TAMPICO,
        '2.sheet_name': 'Ventas',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': 'raul@refrescostampico.mx',
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24ap-23',
    'Taller mecánico (Aguascalientes, Ags.)',
    'Buenas, tengo un taller mecanico en Aguascalientes. Quiero un form con nombre, celular, fecha y servicio; que cree el evento en mi calendario con el nombre del cliente en esa fecha, le mande whats al cliente confirmando y un dia despues otro whats pidiendole su reseña',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: [
        'google_calendar/create_event',
        'whatsapp/send_message',
        'delay/wait',
        'whatsapp/send_message',
      ],
      params: {
        '1.fields': ['nombre', 'celular', 'fecha', 'servicio'],
        '2.title': contains('{{trigger.nombre}}'),
        '2.start': '{{trigger.fecha}}',
        '3.to': '{{trigger.celular}}',
        '4.seconds': num(86400),
        '5.to': '{{trigger.celular}}',
      },
    },
  ),

  // ───────────────────────── smart_forms_required (5) ─────────────────────────
  one(
    'b24ap-24',
    'Boutique de ropa (Tlaquepaque, Jal.)',
    'Buenas! tengo una boutique de ropa en Tlaquepaque. Cuando llegue un pedido a mi webhook (nombre, telefono, total), mandale whats al cliente dandole las gracias, y si el total es de 3 mil o mas avisame a mi por whats tambien',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message', 'filter/condition', 'whatsapp/send_message'],
      params: {
        '2.to': '{{trigger.body.telefono}}',
        '3.left': '{{trigger.body.total}}',
        '3.operator': 'greater_or_equal',
        '3.right': num(3000),
      },
      asks: ['4.to'],
    },
  ),
  one(
    'b24ap-25',
    'Agencia de viajes (Acapulco, Gro.)',
    `Qué onda primo, tengo una agencia de viajes en Acapulco. Cuando entre una fila nueva en la hoja Reservas del sheet ${SS_ACAPULCO}, nomas si la columna Anticipo es menor a 1,000 pesos avisale a mi equipo por slack pa que le den seguimiento`,
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '1.spreadsheet_id': SS_ACAPULCO,
        '1.sheet_name': 'Reservas',
        '2.left': '{{trigger.record.Anticipo}}',
        '2.operator': 'less_than',
        '2.right': num(1000),
      },
      asks: ['3.channel'],
    },
  ),
  one(
    'b24ap-26',
    'Florería (Toluca, Edomex)',
    'Hola buen dia, tengo una floreria en Toluca. Quiero un form con nombre, telefono, arreglo y direccion; que se guarde en mi hoja de google en la pestaña Pedidos y le mande whats al cliente confirmandole su arreglo',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'arreglo', 'direccion'],
        '2.sheet_name': 'Pedidos',
        '3.to': '{{trigger.telefono}}',
      },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24ap-27',
    'Consultorio de nutrición (Torreón, Coah.)',
    'Buenas tardes, soy nutriologa en Torreon. Quince minutos antes de cada evento de mi calendario avisame por telegram con el titulo y la hora, menos cuando el evento se llame Comida',
    {
      status: 'smart_forms_required',
      trigger: 'google_calendar/event_starting',
      actions: ['filter/condition', 'telegram/send_message'],
      params: {
        '1.minutes_before': num(15),
        '2.left': '{{trigger.title}}',
        '2.operator': 'not_equals',
        '2.right': 'Comida',
      },
      asks: ['3.chat_id'],
    },
  ),
  one(
    'b24ap-28',
    'Pastelería (Zacatecas, Zac.)',
    'Hola buenas, tengo una pasteleria en Zacatecas. Cuando llegue un pedido a mi webhook (trae nombre, telefono y pastel), guardalo en la tabla pedidos de mi postgres, y solo cuando el pastel sea de boda mandale al cliente un correo de confirmacion',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'filter/condition', 'gmail/send_email'],
      params: {
        '2.query': containsAll(['insert into', 'pedidos', 'nombre', 'telefono', 'pastel']),
        '3.left': '{{trigger.body.pastel}}',
        '3.operator': { anyOf: ['equals', 'contains'] },
        '3.right': { anyOf: ['boda', 'de boda'] },
      },
      asks: ['4.to'],
    },
  ),

  // ───────────────────────── clarification / conversation ─────────────────────────
  one(
    'b24ap-29',
    'Tienda de celulares (Villahermosa, Tab.)',
    'Buenas tardes, tengo una tienda de celulares en Villahermosa. Quiero que cada que llegue un pedido a mi webhook se guarde en la nube, ¿si se puede?',
    { status: 'clarification_needed' },
  ),
  one(
    'b24ap-30',
    'Cafetería (Campeche, Camp.)',
    'Hola buenas tardes, tengo una cafeteria en Campeche. Antes de armar algo una pregunta: ¿Enlaza funciona con WhatsApp Business y cuantos flujos puedo tener activos al mismo tiempo?',
    { status: 'conversation' },
  ),

  // ───────────────────────── multi-turn follow-ups (10) ─────────────────────────
  {
    id: 'b24ap-31',
    business: 'Lavandería (Pachuca, Hgo.)',
    turns: [
      `Buenas noches, tengo una lavanderia en Pachuca. Todos los dias a las 9 de la noche lee la hoja Cortes del sheet ${SS_PACHUCA} y mandame por whats al 771 555 0192 las filas del corte del dia`,
      'Oye mejor cambialo a las 8 y media de la noche, a las 9 ya ando dormido jaja',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '30 20 * * *',
        '2.spreadsheet_id': SS_PACHUCA,
        '2.sheet_name': 'Cortes',
        '3.to': wa('7715550192'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  },
  {
    id: 'b24ap-32',
    business: 'Farmacia (Celaya, Gto.)',
    turns: [
      'Buenas, tengo una farmacia en Celaya. Cuando llegue una venta a mi webhook (cliente, telefono, monto), nomas si el monto es mayor a 1,500 pesos mandale al cliente un whats con el cupon SALUD10',
      'Siempre no, que el cupon sea nomas para compras arriba de 2 mil pesos en lugar de 1,500',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.monto}}',
        '2.operator': 'greater_than',
        '2.right': num(2000),
        '3.to': '{{trigger.body.telefono}}',
        '3.message': contains('SALUD10'),
      },
    },
  },
  {
    id: 'b24ap-33',
    business: 'Inmobiliaria (Puerto Vallarta, Jal.)',
    turns: [
      'Hola buen dia, tengo una inmobiliaria en Puerto Vallarta. Quiero un form de interesados con nombre, telefono y presupuesto, y nomas si el presupuesto es mayor a 2 millones mandale un correo con los datos a mi asesora karla@casasvallarta.mx',
      'Ya no se lo mandes a Karla, ahora que le llegue a Memo: memo@casasvallarta.mx, el lleva las residencias',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['filter/condition', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'telefono', 'presupuesto'],
        '2.left': '{{trigger.presupuesto}}',
        '2.operator': 'greater_than',
        '2.right': num(2000000),
        '3.to': 'memo@casasvallarta.mx',
      },
    },
  },
  {
    id: 'b24ap-34',
    business: 'Escuela de música (San Luis Potosí, SLP)',
    turns: [
      `Buenas tardes, tengo una escuela de musica en San Luis Potosi. Cuando entre una fila nueva en la hoja Alumnos del sheet ${SS_SLP}, mandale whats al alumno al numero de la columna Telefono dandole la bienvenida`,
      'Y al final mandame un correo a mi con el nombre del alumno, que viene en la columna Nombre',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': SS_SLP,
        '1.sheet_name': 'Alumnos',
        '2.to': '{{trigger.record.Telefono}}',
        '3.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24ap-35',
    business: 'Tienda de artesanías (San Cristóbal de las Casas, Chis.)',
    turns: [
      'Hola que tal, tengo una tienda de artesanias en San Cristobal. Cuando llegue un pedido a mi webhook (nombre, correo, total), mandale al cliente un correo de gracias y nomas cuando el total pase de 2,300 pesos avisame por telegram a mi chat 448812399',
      `Agrega tambien que guarde cada pedido en la hoja Ventas del sheet ${SS_SANCRIS}`,
      'Mmm no, mejor deshaz eso ultimo que te pedi, dejalo como estaba antes',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['gmail/send_email', 'filter/condition', 'telegram/send_message'],
      params: {
        '2.to': '{{trigger.body.correo}}',
        '3.left': '{{trigger.body.total}}',
        '3.operator': 'greater_than',
        '3.right': num(2300),
        '4.chat_id': chat('448812399'),
      },
    },
  },
  {
    id: 'b24ap-36',
    business: 'Escuela de manejo (Durango, Dgo.)',
    turns: [
      `Buenas, tengo una escuela de manejo en Durango. Cuando llegue una inscripcion a mi webhook (nombre, telefono, paquete), guardala en la hoja Inscritos del sheet ${SS_DURANGO} y avisa en slack en el canal #ventas`,
      'Antes de todo, que le conteste al webhook con un 200 pa que la pagina no se quede cargando',
      'Y despues de guardarlo en la hoja, mandale whats al alumno a su telefono confirmandole su paquete',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: [
        'webhook/respond',
        'google_sheets/append_row',
        'whatsapp/send_message',
        'slack/send_message',
      ],
      params: {
        '2.status': num(200),
        '3.spreadsheet_id': SS_DURANGO,
        '3.sheet_name': 'Inscritos',
        '4.to': '{{trigger.body.telefono}}',
        '4.message': contains('{{trigger.body.paquete}}'),
        '5.channel': chan('ventas'),
      },
    },
  },
  {
    id: 'b24ap-37',
    business: 'Renta de mobiliario para fiestas (Tuxtla Gutiérrez, Chis.)',
    turns: [
      'Buenas tardes, rento sillas y mesas para fiestas en Tuxtla. Quiero un form con nombre, telefono, fecha y sillas; mandale whats al cliente confirmando, avisame por telegram a mi chat 903344112 y nomas si son mas de 100 sillas mandame tambien un correo',
      'Quita lo de telegram porfa, ya no lo ocupo, con el correo me basta',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message', 'filter/condition', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'telefono', 'fecha', 'sillas'],
        '2.to': '{{trigger.telefono}}',
        '3.left': '{{trigger.sillas}}',
        '3.operator': 'greater_than',
        '3.right': num(100),
        '4.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24ap-38',
    business: 'Cervecería artesanal (Mexicali, BC)',
    turns: [
      `Qué onda, tengo una cerveceria artesanal en Mexicali. El dia 15 de cada mes a las 10 am lee la hoja Barriles del sheet ${SS_MEXICALI}, que la IA haga un reporte, mandalo al canal #produccion de slack y tambien por whats a mi socio Lalo al 686 223 4455`,
      'Quita el ultimo paso porfa, Lalo ya revisa el slack todos los dias',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 10 15 * *',
        '2.spreadsheet_id': SS_MEXICALI,
        '2.sheet_name': 'Barriles',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.channel': chan('produccion'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  },
  {
    id: 'b24ap-39',
    business: 'Clínica de fisioterapia (Colima, Col.)',
    turns: [
      "Buenas, tengo una clinica de fisioterapia en Colima. Cuando llegue una cita a mi webhook (paciente, correo, hora, tipo), mandale un correo al paciente con asunto 'Tu cita en FisioColima' confirmandole la hora, solo si el tipo no es Interno",
      'Oye no uses gmail, mandalo con mi servidor SMTP, lo demas dejalo igual',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'email/send_email'],
      params: {
        '2.left': '{{trigger.body.tipo}}',
        '2.operator': 'not_equals',
        '2.right': 'Interno',
        '3.to': '{{trigger.body.correo}}',
        '3.subject': contains('FisioColima'),
        '3.body': contains('{{trigger.body.hora}}'),
      },
    },
  },
  {
    id: 'b24ap-40',
    business: 'Paletería (Tepic, Nay.)',
    turns: [
      'Buenos dias, tengo una paleteria en Tepic. Todos los dias a las 7 de la mañana consulta https://api.paleteriatepic.mx/inventario y mandame por whats al 311 456 7890 lo que responda',
      'Varios cambios: que sea a las 6 y media, mandalo mejor al whats de mi hermana Rocio al 311 987 6543, y al final mandalo tambien al canal #bodega de slack',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'whatsapp/send_message', 'slack/send_message'],
      params: {
        '1.cron_expression': '30 6 * * *',
        '2.url': 'https://api.paleteriatepic.mx/inventario',
        '3.to': wa('3119876543'),
        '3.message': contains('{{steps.2.output.body}}'),
        '4.channel': chan('bodega'),
        '4.message': contains('{{steps.2.output.body}}'),
      },
      reply: ['6:30', 'bodega'],
    },
  },
];
