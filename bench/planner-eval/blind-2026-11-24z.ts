/**
 * Blind held-out batch 2026-11-24, letter z (40 cases), written only from blind-writer.md,
 * catalogue.md and types.ts.
 *
 * Mix: 01–23 one-turn plan_ready covering every trigger kind (webhook, form, schedule daily /
 * weekly / monthly, Gmail new email, Sheets new row, Drive new file, Calendar event starting,
 * Telegram new message, Slack, GitHub, manual) and every action kind (Sheets append/read, Gmail,
 * SMTP, WhatsApp, Telegram, Slack, Discord, HTTP, AI, Postgres, filter, delay, Drive upload /
 * create folder, Calendar create/list, GitHub issue, webhook respond, transform); 24–28
 * smart_forms_required (owner WhatsApp, Slack channel, spreadsheet id, owner Telegram chat id,
 * patient email the form lacks); 29 clarification_needed; 30 conversation; 31–40 multi-turn
 * edits (hour, threshold, recipient, add at end, add first, add after a named step + remove by
 * position, remove by service, swap Gmail→SMTP keeping data, undo, several changes with reply).
 *
 * Registers: terse owners ("ocupo que cuando…"), numbered step-by-step lines ("1) … 2) …"),
 * data described first and the need after, question form ("¿se puede que…?"); norteño,
 * sinaloense, chilango, tapatío, yucateco, costeño, bajío; Spanglish now and then; amounts as
 * "8 mil", "2,300 pesos", "$1,500" and numbers in words. Services, manufacturing, tourism and
 * nonprofits; no business repeated.
 */
import { EvalCase, OWNER_EMAIL, contains, one } from './types';

/** Equivalent spellings of a Mexican 10-digit phone. */
const phone = (d: string) => ({
  anyOf: [
    d,
    `+52${d}`,
    `52${d}`,
    `+521${d}`,
    `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
    `+52 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
  ],
});

/** A Telegram chat id as a string or a number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });

/** A Slack channel with or without '#'. */
const channel = (name: string) => ({ anyOf: [`#${name}`, name] });

export const blind20261124z: EvalCase[] = [
  // ───────────── one-turn plan_ready (23) ─────────────
  one(
    'b24z-01',
    'Fábrica de muebles, Ocotlán (Jal.)',
    'Buenas, fabrica de muebles en Ocotlan. Ocupo que cuando caiga un pedido a mi webhook (trae nombre, telefono y modelo) se guarde en la hoja Pedidos del spreadsheet 1Bx9TmKpQ2rWz7LnHc4VdOcot y le mandes whats al cliente que ya quedo su pedido',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1Bx9TmKpQ2rWz7LnHc4VdOcot',
        '2.sheet_name': 'Pedidos',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  ),
  one(
    'b24z-02',
    'Asociación de rescate animal (nonprofit), Mérida',
    'Hola, somos asociacion de rescate de perritos en Merida 🐶. Tenemos un formulario de adopcion con nombre, correo, telefono y mascota. Cuando alguien lo llene mandale un correo al interesado de que recibimos su solicitud y a mi avisame por Telegram, mi chat id es 55128890. Mare, gracias',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'telegram/send_message'],
      params: {
        '1.fields': ['nombre', 'correo', 'telefono', 'mascota'],
        '2.to': '{{trigger.correo}}',
        '3.chat_id': chat('55128890'),
      },
    },
  ),
  one(
    'b24z-03',
    'Agencia de viajes, Cancún',
    'Que onda! agencia de viajes en Cancun. Diario a las 7 am lee la hoja Llegadas de https://docs.google.com/spreadsheets/d/1kQz8ViajesCancunHr2Lm/edit, que la IA me haga un resumen de quien llega hoy y mandamelo a mi correo porfa',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '2.spreadsheet_id': '1kQz8ViajesCancunHr2Lm',
        '2.sheet_name': 'Llegadas',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24z-04',
    'Taller mecánico, Monterrey',
    'Taller mecanico en Monterrey. Ocupo que cada lunes a las 8:30 saques de la tabla ordenes_servicio las que sigan abiertas y las mandes al canal #taller de Slack. Nomas eso compa',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '1.cron_expression': '30 8 * * 1',
        '2.query': { containsAll: ['select', 'ordenes_servicio'] },
        '3.channel': channel('taller'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24z-05',
    'Purificadora de agua, Culiacán',
    'Buenas plebes, tengo una purificadora de agua en Culiacan. El dia primero de cada mes a las 9 hazle GET a https://api.purificadoralaperla.mx/reportes/mensual y lo que regrese mandalo por SMTP a contabilidad@laperla.mx con asunto Reporte mensual',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'email/send_email'],
      params: {
        '1.cron_expression': '0 9 1 * *',
        '2.url': 'https://api.purificadoralaperla.mx/reportes/mensual',
        '2.method': 'GET',
        '3.to': 'contabilidad@laperla.mx',
        '3.subject': contains('Reporte mensual'),
        '3.body': contains('{{steps.2.output.body}}'),
      },
    },
  ),
  one(
    'b24z-06',
    'Despacho de abogados, Puebla',
    'Buen dia, despacho de abogados en Puebla. Cuando me llegue un correo con asunto demanda, que la IA lo resuma y guarde el remitente y el resumen en la hoja Casos del spreadsheet 1PueAbog7XcVbN3mQwErTy',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row'],
      params: {
        '1.query': contains('demanda'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.spreadsheet_id': '1PueAbog7XcVbN3mQwErTy',
        '3.sheet_name': 'Casos',
      },
    },
  ),
  one(
    'b24z-07',
    'Escuela de natación, Zapopan',
    'Hola! escuela de natacion en Zapopan 🏊‍♀️\n1) cuando se agregue fila en la hoja Inscripciones del spreadsheet 1ZapNado5KjHgF2dSaQw\n2) nomas si la columna Pagado dice si\n3) mandale whats al papa al numero de la columna Telefono con su horario (columna Horario)',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1ZapNado5KjHgF2dSaQw',
        '1.sheet_name': 'Inscripciones',
        '2.left': '{{trigger.record.Pagado}}',
        '2.operator': 'equals',
        '2.right': { anyOf: ['si', 'sí', 'Si', 'Sí'] },
        '3.to': '{{trigger.record.Telefono}}',
        '3.message': contains('{{trigger.record.Horario}}'),
      },
    },
  ),
  one(
    'b24z-08',
    'Imprenta, León (Gto.)',
    'Imprenta en Leon. Cuando suban un archivo a la carpeta de Drive 1LeoImpr3ntaOTs9dF, nomas si el nombre empieza con OT- manda el nombre del archivo al grupo de Telegram -1001234567890 pa que lo revisen',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['filter/condition', 'telegram/send_message'],
      params: {
        '1.folder_id': '1LeoImpr3ntaOTs9dF',
        '2.left': '{{trigger.name}}',
        '2.operator': 'starts_with',
        '2.right': 'OT-',
        '3.chat_id': chat('-1001234567890'),
        '3.message': contains('{{trigger.name}}'),
      },
    },
  ),
  one(
    'b24z-09',
    'Consultorio de fisioterapia, Querétaro',
    'Hola, tengo consultorio de fisioterapia en Queretaro. ¿Se puede que treinta minutos antes de cada cita de mi calendario me llegue un whats al 442 318 7789 con el nombre de la cita y la direccion?',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': { anyOf: [30, '30'] },
        '2.to': phone('4423187789'),
        '2.message': { containsAll: ['{{trigger.title}}', '{{trigger.location}}'] },
      },
    },
  ),
  one(
    'b24z-10',
    'Hotel boutique, Oaxaca',
    'Buenas tardes, hotel boutique en Oaxaca. Cuando un huesped le escriba a nuestro bot de Telegram, que la IA le conteste con la info del hotel (check in 3 pm, check out 12, desayuno incluido) y le responda en el mismo chat',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai/generate_text', 'telegram/send_message'],
      params: {
        '2.prompt': contains('{{trigger.text}}'),
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24z-11',
    'Startup de software, Guadalajara',
    'Hey! somos una startup de software en Guadalajara. Cada mensaje que nos llegue por Slack conviertelo en un issue en el repo tapatiosoft/app-pedidos con el texto del mensaje. Easy, no?',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['github/create_issue'],
      params: {
        '2.repository': 'tapatiosoft/app-pedidos',
      },
    },
  ),
  one(
    'b24z-12',
    'Estudio de videojuegos indie, Ciudad Juárez',
    'Que tal, estudio de videojuegos indie en Juarez. ¿Se puede que cada push o pull request de GitHub nos avise en Discord? el webhook es https://discord.com/api/webhooks/1187654321/JrzIndieTok',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['discord/send_message'],
      params: {
        '2.webhook_url': 'https://discord.com/api/webhooks/1187654321/JrzIndieTok',
      },
    },
  ),
  one(
    'b24z-13',
    'Fábrica de calzado, San Mateo Atenco',
    'Buenas, fabrica de calzado en San Mateo Atenco. Lo quiero asi:\n1. yo le pico al boton\n2. saca de la tabla inventario los modelos con menos de veinte pares\n3. sube un archivo faltantes.csv con eso a la carpeta de Drive 1SmaCalz4doXy8Qw',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['postgres/query', 'google_drive/upload_file'],
      params: {
        '2.query': { containsAll: ['select', 'inventario'] },
        '3.name': 'faltantes.csv',
        '3.folder_id': '1SmaCalz4doXy8Qw',
        '3.content': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24z-14',
    'Agencia de seguros, Chihuahua',
    'Hola, agencia de seguros en Chihuahua. Nuestra pagina manda cotizaciones a un webhook con nombre, email, auto y anio. Guardalas en la tabla cotizaciones de Postgres y contestale a la pagina con un 200 y el texto recibido',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'webhook/respond'],
      params: {
        '2.query': { containsAll: ['insert', 'cotizaciones'] },
        '3.status': { anyOf: [200, '200'] },
        '3.body': contains('recibido'),
      },
    },
  ),
  one(
    'b24z-15',
    'Estética canina, Tijuana',
    'Que onda, estetica canina en Tijuana 🐩. Mi form de citas pide nombre, email, fecha y servicio. Cuando alguien agende crea el evento en mi calendario con el nombre y el servicio en la fecha que puso, y mandale correo al cliente confirmando',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'email', 'fecha', 'servicio'],
        '2.title': contains('{{trigger.nombre}}'),
        '2.start': '{{trigger.fecha}}',
        '3.to': '{{trigger.email}}',
      },
    },
  ),
  one(
    'b24z-16',
    'Salón de eventos, Torreón',
    'Buenas, salon de eventos en Torreon. ¿Me pueden hacer que todos los dias a las 6 de la tarde revise mi calendario de los eventos de mañana y me mande la lista por whats al 871 204 5566?',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 18 * * *',
        '3.to': phone('8712045566'),
        '3.message': contains('{{steps.2.output.events}}'),
      },
    },
  ),
  one(
    'b24z-17',
    'Tienda de ropa en línea, CDMX',
    'Tienda de ropa online en la CDMX. Cuando llegue un carrito abandonado al webhook (trae nombre, telefono y total), nomas si el total es mas de $1,500 espera dos horas y mandale whats al cliente con el cupon REGRESA10. Va?',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'delay/wait', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [1500, '1500'] },
        '3.seconds': { anyOf: [7200, '7200'] },
        '4.to': '{{trigger.body.telefono}}',
        '4.message': contains('REGRESA10'),
      },
    },
  ),
  one(
    'b24z-18',
    'Despacho de arquitectura, San Miguel de Allende',
    'Hola, despacho de arquitectura en San Miguel de Allende. Cuando llegue un correo con asunto Nuevo proyecto, crea una carpeta en Drive con el remitente como nombre y avisa en el canal #proyectos de Slack',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/create_folder', 'slack/send_message'],
      params: {
        '1.query': contains('Nuevo proyecto'),
        '2.name': contains('{{trigger.from}}'),
        '3.channel': channel('proyectos'),
      },
    },
  ),
  one(
    'b24z-19',
    'Distribuidora de abarrotes, Veracruz',
    'Quiubo, distribuidora de abarrotes en Veracruz. Cuando metan fila en la hoja Ventas del spreadsheet 1VerAbarr0tesK2pLm, solo si el Monto pasa de 2,300 pesos arma los campos cliente, monto y fecha (columnas Cliente, Monto, Fecha) y mandalos por POST a https://erp.abarrotesdelpuerto.mx/api/ventas',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'transform/set_fields', 'http/request'],
      params: {
        '1.spreadsheet_id': '1VerAbarr0tesK2pLm',
        '1.sheet_name': 'Ventas',
        '2.left': '{{trigger.record.Monto}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [2300, '2300'] },
        '4.url': 'https://erp.abarrotesdelpuerto.mx/api/ventas',
        '4.method': 'POST',
      },
    },
  ),
  one(
    'b24z-20',
    'Banco de alimentos (asociación civil), Saltillo',
    'Buenas, somos el banco de alimentos de Saltillo (asociacion civil). ¿Se puede que cada sabado a las 2 de la tarde lea la hoja Donativos del spreadsheet 1SltBancoAl1m3ntos, la IA resuma cuantos kilos llegaron y se lo mande por correo a consejo@bancoalimentossaltillo.org?',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 14 * * 6',
        '2.spreadsheet_id': '1SltBancoAl1m3ntos',
        '2.sheet_name': 'Donativos',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': 'consejo@bancoalimentossaltillo.org',
      },
    },
  ),
  one(
    'b24z-21',
    'Tours en lancha, Puerto Escondido',
    'Hola, hacemos tours de lancha en Puerto Escondido 🐢. El form de reservas trae nombre, telefono, tour y personas. Cada reserva guardala en la hoja Reservas del spreadsheet 1PtoEscTour5Lancha, y nomas cuando sean 6 personas o mas avisame a mi Telegram, chat id 7781234590',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'filter/condition', 'telegram/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'tour', 'personas'],
        '2.spreadsheet_id': '1PtoEscTour5Lancha',
        '2.sheet_name': 'Reservas',
        '3.left': '{{trigger.personas}}',
        '3.operator': 'greater_or_equal',
        '3.right': { anyOf: [6, '6'] },
        '4.chat_id': chat('7781234590'),
      },
    },
  ),
  one(
    'b24z-22',
    'Fábrica de cajeta, Celaya',
    'Buenas, fabrica de cajeta en Celaya. Mis vendedores mandan pedidos al bot de Telegram; ocupo que cada mensaje se guarde en la tabla pedidos_bot de Postgres (chat_id y texto) y que les conteste pedido recibido 👍',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['postgres/query', 'telegram/send_message'],
      params: {
        '2.query': { containsAll: ['insert', 'pedidos_bot'] },
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('pedido recibido'),
      },
    },
  ),
  one(
    'b24z-23',
    'Escuela de idiomas, Morelia',
    'Hi! language school en Morelia. El placement test llega por webhook con name, email y answers.\n1) que la AI lo califique\n2) send el resultado by email al student\n3) guardalo en la hoja Resultados del sheet 1MorLangSch00lRes',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['ai/generate_text', 'gmail/send_email', 'google_sheets/append_row'],
      params: {
        '3.to': '{{trigger.body.email}}',
        '3.body': contains('{{steps.2.output.text}}'),
        '4.spreadsheet_id': '1MorLangSch00lRes',
        '4.sheet_name': 'Resultados',
      },
    },
  ),

  // ───────────── smart_forms_required (5) ─────────────
  one(
    'b24z-24',
    'Panadería, Mazatlán',
    'Panaderia en Mazatlan. Ocupo que cuando entre un pedido a mi webhook me mandes un whats con lo que pidieron',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      asks: ['2.to'],
    },
  ),
  one(
    'b24z-25',
    'Constructora, Mexicali',
    'Hola, constructora en Mexicali. Cuando el residente agregue una fila en la hoja Avances del spreadsheet 1MxlConstruAv4nces, avisen en Slack con la obra y el porcentaje',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['slack/send_message'],
      params: {
        '1.spreadsheet_id': '1MxlConstruAv4nces',
        '1.sheet_name': 'Avances',
      },
      asks: ['2.channel'],
    },
  ),
  one(
    'b24z-26',
    'Gimnasio, Tampico',
    'Oye, tengo un gimnasio en Tampico. ¿Se puede que cuando alguien llene el formulario de inscripcion (nombre, telefono y plan) se guarde en mi hoja Socios?',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row'],
      params: {
        '1.fields': ['nombre', 'telefono', 'plan'],
        '2.sheet_name': 'Socios',
      },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24z-27',
    'Florería, Xalapa',
    'Floreria en Xalapa 🌷. Cuando me llegue un correo con asunto pedido, avisame por Telegram con quien lo mando',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['telegram/send_message'],
      params: {
        '1.query': contains('pedido'),
      },
      asks: ['2.chat_id'],
    },
  ),
  one(
    'b24z-28',
    'Clínica dental, Aguascalientes',
    'Buenas, clinica dental en Aguascalientes. El formulario de citas pide nombre, telefono y fecha. Cuando alguien lo llene quiero que le llegue un correo de confirmacion al paciente',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'telefono', 'fecha'],
      },
      asks: ['2.to'],
    },
  ),

  // ───────────── clarification / conversation ─────────────
  one(
    'b24z-29',
    'Lavandería, Campeche',
    'Buenas noches, lavanderia en Campeche. Cada noche a las 9 quiero que el corte del dia se guarde en la nube, pa tenerlo respaldado',
    { status: 'clarification_needed' },
  ),
  one(
    'b24z-30',
    'Refaccionaria, Durango',
    'Oigan, tengo una refaccionaria en Durango. ¿Enlaza funciona con mi WhatsApp Business o ocupo sacar otro numero? y ¿cuanto cuesta al mes?',
    { status: 'conversation' },
  ),

  // ───────────── multi-turn edits (10) ─────────────
  {
    id: 'b24z-31',
    business: 'Papelería mayorista, Toluca',
    turns: [
      'Hola, papeleria mayorista en Toluca. Diario a las 8 de la mañana lee la hoja Pendientes del spreadsheet 1TolPap3leria8xQ y mandame por correo lo que falta surtir',
      'siempre no, mejor a las 7 y media',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 7 * * *',
        '2.spreadsheet_id': '1TolPap3leria8xQ',
        '2.sheet_name': 'Pendientes',
        '3.to': OWNER_EMAIL,
      },
      reply: ['7:30'],
    },
  },
  {
    id: 'b24z-32',
    business: 'Agencia de marketing, San Luis Potosí',
    turns: [
      'Buenas, agencia de marketing en San Luis Potosi. Cuando llegue un pago por webhook (cliente y monto), solo si el monto es mayor a 5 mil avisa en el canal #cobranza de Slack',
      'mejor que sea mayor a 8 mil',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.monto}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [8000, '8000'] },
        '3.channel': channel('cobranza'),
      },
    },
  },
  {
    id: 'b24z-33',
    business: 'Escuela de música, Cuernavaca',
    turns: [
      'Hola, escuela de musica en Cuernavaca 🎸. Tenemos form de inscripcion con nombre, instrumento y telefono; cuando alguien se inscriba manda correo a maestros@musicacuerna.mx con sus datos',
      'cambia el destinatario, que le llegue a direccion@musicacuerna.mx',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'instrumento', 'telefono'],
        '2.to': 'direccion@musicacuerna.mx',
      },
      reply: ['direccion@musicacuerna.mx'],
    },
  },
  {
    id: 'b24z-34',
    business: 'Empacadora de aguacate, Uruapan',
    turns: [
      'Buenas, empacadora de aguacate en Uruapan 🥑. Cuando se agregue fila en la hoja Embarques del spreadsheet 1UrpAguacat3Emb9, mandale whats al chofer al numero de la columna Telefono con el destino de la columna Destino',
      'y al final guarda el embarque en la tabla embarques de Postgres con destino y telefono',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message', 'postgres/query'],
      params: {
        '1.spreadsheet_id': '1UrpAguacat3Emb9',
        '1.sheet_name': 'Embarques',
        '2.to': '{{trigger.record.Telefono}}',
        '2.message': contains('{{trigger.record.Destino}}'),
        '3.query': { containsAll: ['insert', 'embarques'] },
      },
    },
  },
  {
    id: 'b24z-35',
    business: 'Centro comunitario (nonprofit), Nezahualcóyotl',
    turns: [
      'Hola, somos un centro comunitario en Neza. Cuando llegue una solicitud de voluntario a nuestro webhook (nombre, correo, motivo), guardala en la hoja Voluntarios del spreadsheet 1NezaV0luntXp3',
      'antes de guardarla, que la IA resuma el motivo en una linea',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['ai/generate_text', 'google_sheets/append_row'],
      params: {
        '2.prompt': contains('{{trigger.body.motivo}}'),
        '3.spreadsheet_id': '1NezaV0luntXp3',
        '3.sheet_name': 'Voluntarios',
      },
    },
  },
  {
    id: 'b24z-36',
    business: 'Joyería de plata, Taxco',
    turns: [
      'Buenas, joyeria de plata en Taxco. Diario a las 10 consulta https://api.metalesmx.com/v1/plata, que la IA escriba un mensajito con el precio y mandalo al grupo de Telegram -1009988776655',
      'despues del paso del HTTP agrega que guarde el precio en la hoja Precios del spreadsheet 1TaxcoPl4taPrec',
      'ahora quita el paso 4',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'google_sheets/append_row', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 10 * * *',
        '2.url': 'https://api.metalesmx.com/v1/plata',
        '3.spreadsheet_id': '1TaxcoPl4taPrec',
        '3.sheet_name': 'Precios',
        '4.chat_id': chat('-1009988776655'),
      },
    },
  },
  {
    id: 'b24z-37',
    business: 'Temazcal y spa, Tepoztlán',
    turns: [
      'Hola, temazcal y spa en Tepoztlan. Cuando me llegue un correo con asunto reserva, guardalo en la hoja Reservas del spreadsheet 1TepozSp4Rsv, avisa en Slack al canal #recepcion y mandame whats al 739 112 3344',
      'quita lo de Slack, ya no lo usamos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '1.query': contains('reserva'),
        '2.spreadsheet_id': '1TepozSp4Rsv',
        '2.sheet_name': 'Reservas',
        '3.to': phone('7391123344'),
      },
    },
  },
  {
    id: 'b24z-38',
    business: 'Maquila de uniformes, Moroleón',
    turns: [
      'Buenas, maquila de uniformes en Moroleon. Cuando entre un pedido por webhook (empresa, correo, piezas) mandale al cliente un correo por Gmail con asunto Pedido recibido y cuantas piezas',
      'cambia Gmail por el SMTP de la empresa, lo demas igual',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['email/send_email'],
      params: {
        '2.to': '{{trigger.body.correo}}',
        '2.subject': contains('Pedido recibido'),
        '2.body': contains('{{trigger.body.piezas}}'),
      },
    },
  },
  {
    id: 'b24z-39',
    business: 'Renta de kayaks, Bacalar',
    turns: [
      'Hola, rentamos kayaks en Bacalar 🛶. El form de reservas trae nombre, telefono, fecha y kayaks. Cuando reserven mandale whats al cliente confirmando y crea el evento en mi calendario en esa fecha',
      'quita lo del calendario',
      'no, mejor deshaz eso, dejalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message', 'google_calendar/create_event'],
      params: {
        '1.fields': ['nombre', 'telefono', 'fecha', 'kayaks'],
        '2.to': '{{trigger.telefono}}',
        '3.start': '{{trigger.fecha}}',
      },
    },
  },
  {
    id: 'b24z-40',
    business: 'Cervecería artesanal, Ensenada',
    turns: [
      'Hola, cerveceria artesanal en Ensenada 🍺. Cada viernes a las 6 pm lee la hoja Inventario del spreadsheet 1EnsCerv3zaInv y manda los datos al canal #produccion de Slack',
      'cambios: que sea a las 7:30 de la mañana, el canal ahora es #gerencia, y al final mandame tambien un correo',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'slack/send_message', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 7 * * 5',
        '2.spreadsheet_id': '1EnsCerv3zaInv',
        '2.sheet_name': 'Inventario',
        '3.channel': channel('gerencia'),
        '4.to': OWNER_EMAIL,
      },
      reply: ['7:30', 'gerencia'],
    },
  },
];
