/**
 * Blind batch 2026-11-24ak — 40 held-out cases for the Enlaza planner, written from the brief,
 * catalogue.md and types.ts only.
 *
 * Mix:
 *   - 23 one-turn plan_ready (b24ak-01…23): every trigger kind (webhook, form, schedule daily /
 *     weekly / monthly, Gmail new email, Sheets new row, Drive new file, Calendar event starting,
 *     Telegram new message, Slack, GitHub, manual) and every action kind (Sheets append/read,
 *     Gmail, SMTP email, WhatsApp, Telegram, Slack, Discord, HTTP, AI, Postgres with SQL to write,
 *     filter, delay, Drive upload/create folder, Calendar create/list, GitHub issue, webhook
 *     respond, transform).
 *   - 5 smart_forms_required (b24ak-24…28): owner's WhatsApp never given, Slack channel never
 *     named, spreadsheet never identified, owner's Telegram chat id, a customer email the form
 *     does not collect.
 *   - 1 clarification_needed (b24ak-29), 1 conversation (b24ak-30).
 *   - 10 multi-turn follow-ups (b24ak-31…40): replace an hour, a threshold, a recipient (+ subject,
 *     the compound edit with `reply`), add at the end, add first, add after a named step, remove by
 *     service, remove by position, swap a service keeping its data, undo (3 turns).
 *
 * Register: the everyday one, no twist. 40 different small businesses (trades, food, retail,
 * health, education, transport, farming, beauty, repair, rentals, events), one WhatsApp-style
 * message each (greeting, business and city, the need; 11–60 words), regions spread evenly:
 * norteño 7, chilango/centro 7, tapatío 6, yucateco 6, costeño 7, bajío 7. Missing accents,
 * typos, regionalisms, some Spanglish and emoji, "8 mil" / "1,200 pesos". About a third bind a
 * recipient to the data (01, 02, 06, 07, 10, 15, 18, 23, 26, 35, 37, 38, and 28 as the
 * counter-case where the data has no email).
 */
import { EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A Mexican mobile number in its equally right spellings. */
const mxPhone = (ten: string) => {
  const d = ten.replace(/\D/g, '');
  const spaced = `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
  const spaced2 = `${d.slice(0, 2)} ${d.slice(2, 6)} ${d.slice(6)}`;
  return {
    anyOf: [`+52${d}`, `52${d}`, d, `+521${d}`, `521${d}`, `+52 ${spaced}`, spaced, `+52 ${spaced2}`, spaced2],
  };
};
/** A Telegram chat id as text or number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });
const containsAll = (parts: string[]) => ({ containsAll: parts });
const anyOf = (values: unknown[]) => ({ anyOf: values });

export const blind20261124ak: EvalCase[] = [
  // ───────────── 23 one-turn plan_ready ─────────────
  one(
    'b24ak-01',
    'Pastelería (Guadalajara, tapatío)',
    'Que onda! tengo una pasteleria en Guadalajara 🎂. Mi pagina manda los pedidos por webhook con nombre, telefono y sabor del pastel. Ocupo que se guarden en la tabla pedidos de postgres, que le mandes whats al cliente diciendole que ya quedo apartado y que le respondas 200 a la pagina, ¿sale pues?',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'whatsapp/send_message', 'webhook/respond'],
      params: {
        '2.query': containsAll(['insert', 'pedidos', 'nombre', 'telefono', 'sabor']),
        '3.to': '{{trigger.body.telefono}}',
        '4.status': anyOf([200, '200']),
      },
    },
  ),
  one(
    'b24ak-02',
    'Escuela de inglés (Mérida, yucateco)',
    'Buenas tardes! tengo una escuelita de ingles aqui en Merida, bomba 🙌. Quiero un formulario de inscripcion con nombre, correo, nivel y horario, que se guarde en la hoja Alumnos del spreadsheet 1AlUmN0s8vQzP3kW2rTyUiOpLm y que al alumno le llegue un correo con asunto Bienvenido a Speak Up Merida',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'nivel', 'horario'],
        '2.spreadsheet_id': '1AlUmN0s8vQzP3kW2rTyUiOpLm',
        '2.sheet_name': 'Alumnos',
        '3.to': '{{trigger.correo}}',
        '3.subject': contains('Bienvenido a Speak Up'),
      },
    },
  ),
  one(
    'b24ak-03',
    'Establo lechero (Aguascalientes, bajío)',
    'Buen dia, tenemos un establo lechero en Aguascalientes. Pos diario a las 7 de la noche lee la hoja Ordeña de docs.google.com/spreadsheets/d/1LeCh3r0Ag5Xk9mPq2wErTyU/edit, que la IA me haga un resumen de los litros del dia y me lo mande por Telegram a mi chat 582033114, andale',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 19 * * *',
        '2.spreadsheet_id': '1LeCh3r0Ag5Xk9mPq2wErTyU',
        '2.sheet_name': 'Ordeña',
        '3.prompt': contains('steps.2.output.rows'),
        '4.chat_id': chat('582033114'),
        '4.message': contains('steps.3.output.text'),
      },
    },
  ),
  one(
    'b24ak-04',
    'Ferretería (Saltillo, norteño)',
    'Quiubo, tengo una ferreteria en Saltillo. Cada lunes a las 8 de la mañana sacame de la tabla inventario los productos con existencia menor a 5 piezas y mandamelos a mi correo con el asunto Reorden semanal, ahi nomas pa saber que pedir',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 8 * * 1',
        '2.query': containsAll(['select', 'inventario', 'existencia']),
        '3.to': OWNER_EMAIL,
        '3.subject': contains('Reorden semanal'),
        '3.body': contains('steps.2.output.rows'),
      },
    },
  ),
  one(
    'b24ak-05',
    'Renta de andamios (Acapulco, costeño)',
    'Buenas, le escribo de una renta de andamios en Acapulco. El dia primero de cada mes a las 9 de la mañana consulta https://api.andamiosdelpacifico.mx/contratos/vencidos y lo que salga mandalo al canal #cobranza de Slack pa que el muchacho vaya a cobrar, ¿va? 👍',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 9 1 * *',
        '2.url': 'https://api.andamiosdelpacifico.mx/contratos/vencidos',
        '3.channel': anyOf(['#cobranza', 'cobranza']),
        '3.message': contains('steps.2.output.body'),
      },
    },
  ),
  one(
    'b24ak-06',
    'Imprenta (León, bajío)',
    'Buenas tardes, tengo una imprenta en Leon. Cuando me llegue un correo con asunto cotizacion, que la IA le redacte una respuesta amable al cliente con el precio de la lona a 120 pesos el metro cuadrado y se la mande a quien escribio',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '1.query': contains('cotizacion'),
        '2.prompt': contains('120'),
        '3.to': '{{trigger.from}}',
        '3.body': contains('steps.2.output.text'),
      },
    },
  ),
  one(
    'b24ak-07',
    'Taller mecánico (Hermosillo, norteño)',
    'Quiubo, tengo un taller mecanico en Hermosillo. En la hoja Servicios del archivo 1TaLLeRHmo7bN2cV4xZ9qW cuando se agregue una fila y la columna Estatus diga Listo, mandale whats al cliente al numero de la columna Telefono que ya puede pasar por su troca, arre',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1TaLLeRHmo7bN2cV4xZ9qW',
        '1.sheet_name': 'Servicios',
        '2.left': '{{trigger.record.Estatus}}',
        '2.operator': 'equals',
        '2.right': 'Listo',
        '3.to': '{{trigger.record.Telefono}}',
      },
    },
  ),
  one(
    'b24ak-08',
    'Salón de eventos (Querétaro, bajío)',
    'Hola buen dia, tengo un salon de eventos en Queretaro. Cuando suban un contrato nuevo a la carpeta de Drive 1QroEvEnT0s5kL2mN8pR avisa en nuestro Discord con el webhook https://discord.com/api/webhooks/1187342/QrTsalon_x9 y pon el nombre del archivo porfa',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['discord/send_message'],
      params: {
        '1.folder_id': '1QroEvEnT0s5kL2mN8pR',
        '2.webhook_url': 'https://discord.com/api/webhooks/1187342/QrTsalon_x9',
        '2.message': contains('trigger.name'),
      },
    },
  ),
  one(
    'b24ak-09',
    'Consultorio dental (Culiacán, norteño)',
    'Buenas, soy dentista en Culiacan, tengo mi consultorio por la Obregon. Media hora antes de cada cita de mi Google Calendar mandame un whats al 667 123 4567 con el nombre del paciente pa ir preparando todo, ¿se puede compa?',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': anyOf([30, '30']),
        '2.to': mxPhone('6671234567'),
        '2.message': contains('trigger.title'),
      },
    },
  ),
  one(
    'b24ak-10',
    'Reparación de celulares (CDMX, chilango)',
    'Que onda, tengo un local de reparacion de celulares en la CDMX, por Balderas, neta. Quiero que cuando me escriban al bot de Telegram la IA conteste con mis precios (pantalla 1,200 pesos, bateria 650) y le responda al mismo chat, chido',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai/generate_text', 'telegram/send_message'],
      params: {
        '2.prompt': containsAll(['trigger.text', '650']),
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('steps.2.output.text'),
      },
    },
  ),
  one(
    'b24ak-11',
    'Academia de robótica infantil (Zapopan, tapatío)',
    'Buenas! tengo una academia de robotica pa niños en Zapopan y los profes reportan las fallas de la plataforma en Slack. Cuando escriban un mensaje en Slack, crea un issue en el repo robokidsgdl/plataforma con el mensaje como titulo, porfa',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['github/create_issue'],
      params: {
        '2.repository': 'robokidsgdl/plataforma',
        '2.title': contains('trigger.text'),
      },
    },
  ),
  one(
    'b24ak-12',
    'Taller de impresión 3D (Monterrey, norteño)',
    'Que onda, tengo un taller de impresion 3D en Monterrey y los modelos los tenemos en un repo de GitHub. Cada que alguien abra un issue avisame en Telegram al grupo -1001928374650, ocupo enterarme luego luego, ¿como ves?',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['telegram/send_message'],
      params: {
        '2.chat_id': chat('-1001928374650'),
      },
    },
  ),
  one(
    'b24ak-13',
    'Fotógrafo de bodas (Puerto Escondido, costeño)',
    'Que tal, soy fotografo de bodas en Puerto Escondido 📸. Quiero un boton que al picarle me cree una carpeta en Drive llamada Boda Ramirez Soto y me agende en el calendario la sesion del 14 de febrero de 2027 a las 5 de la tarde',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_drive/create_folder', 'google_calendar/create_event'],
      params: {
        '2.name': 'Boda Ramirez Soto',
        '3.start': contains('2027-02-14T17:00'),
      },
    },
  ),
  one(
    'b24ak-14',
    'Salón de belleza (Veracruz, costeño)',
    'Buenas mi reina, tengo un salon de belleza en el puerto de Veracruz. Diario a las 7 de la mañana revisa mis citas del dia en Google Calendar y mandame la lista a mi correo, pero por el SMTP del salon, no por Gmail, ¿oiste?',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'email/send_email'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '3.to': OWNER_EMAIL,
        '3.body': contains('steps.2.output.events'),
      },
    },
  ),
  one(
    'b24ak-15',
    'Gimnasio (Tijuana, norteño)',
    'Hey que onda, tengo un gym en Tijuana. Quiero un form de clase de prueba con nombre y celular, y dos horas despues de que lo llenen mandale whats al cliente con el cupon PRUEBA7 pa su primera semana free 💪',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'celular'],
        '2.seconds': anyOf([7200, '7200']),
        '3.to': '{{trigger.celular}}',
        '3.message': contains('PRUEBA7'),
      },
    },
  ),
  one(
    'b24ak-16',
    'Fletes y mudanzas (San Luis Potosí, bajío)',
    'Buenas tardes, manejo una empresa de fletes y mudanzas en San Luis Potosi. Mi sistema manda por webhook la guia y el comprobante de entrega; sube un archivo con el numero de guia como nombre y el comprobante como contenido a la carpeta de Drive 1FLetesSLP0a9s8d7f y avisame a mi correo',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_drive/upload_file', 'gmail/send_email'],
      params: {
        '2.name': contains('trigger.body.guia'),
        '2.content': '{{trigger.body.comprobante}}',
        '2.folder_id': '1FLetesSLP0a9s8d7f',
        '3.to': OWNER_EMAIL,
      },
    },
  ),
  one(
    'b24ak-17',
    'Artesanías de barro (Tlaquepaque, tapatío)',
    'Buenas! tengo una tienda de artesanias de barro en Tlaquepaque. Mi tienda en linea manda cada venta por webhook; primero acomoda los datos en campos cliente, producto y total, y luego guardalos en la hoja Ventas del archivo 1BaRrOtLaQ4u3p2o1i, porfis',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'google_sheets/append_row'],
      params: {
        '3.spreadsheet_id': '1BaRrOtLaQ4u3p2o1i',
        '3.sheet_name': 'Ventas',
      },
    },
  ),
  one(
    'b24ak-18',
    'Renta de departamentos vacacionales (Playa del Carmen, yucateco)',
    'Hola buen dia, rento departamentos en Playa del Carmen, mare. Cuando caiga una fila nueva en la hoja Interesados del archivo 1PlAyA9dEl8cArMeN7, que la IA escriba un correo presentando el depa frente al mar a 18 mil al mes y se lo mande al correo de la columna Email',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1PlAyA9dEl8cArMeN7',
        '1.sheet_name': 'Interesados',
        '2.prompt': contains('18'),
        '3.to': '{{trigger.record.Email}}',
        '3.body': contains('steps.2.output.text'),
      },
    },
  ),
  one(
    'b24ak-19',
    'Restaurante de mariscos (Mazatlán, costeño)',
    'Quiubo, tengo un restaurant de mariscos en Mazatlan 🦐. Cuando me llegue correo con asunto factura, guarda quien lo manda, el asunto y la fecha en la hoja Facturas del archivo 1MaZaTlAnMaR1sC0s, ahi pa llevar la cuenta con el contador',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row'],
      params: {
        '1.query': contains('factura'),
        '2.spreadsheet_id': '1MaZaTlAnMaR1sC0s',
        '2.sheet_name': 'Facturas',
      },
    },
  ),
  one(
    'b24ak-20',
    'Carnicería (Chihuahua, norteño)',
    'Buenas, tengo una carniceria en Chihuahua capital. Cada viernes a las 6 de la tarde saca de la tabla ventas lo vendido en la semana, que la IA me haga un resumen cortito y mandamelo por whats al 614 208 7733, ahi le encargo',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 18 * * 5',
        '2.query': containsAll(['select', 'ventas']),
        '3.prompt': contains('steps.2.output.rows'),
        '4.to': mxPhone('6142087733'),
        '4.message': contains('steps.3.output.text'),
      },
    },
  ),
  one(
    'b24ak-21',
    'Plomería (Nezahualcóyotl, chilango)',
    'Que onda, soy plomero en Neza y agendo los trabajos en Google Calendar. Una hora antes de cada servicio mandale por Telegram a mi chalan, su chat es 771244988, la direccion del servicio y la hora, porfa',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['telegram/send_message'],
      params: {
        '1.minutes_before': anyOf([60, '60']),
        '2.chat_id': chat('771244988'),
        '2.message': contains('trigger.location'),
      },
    },
  ),
  one(
    'b24ak-22',
    'Escuela de manejo (Valladolid, yucateco)',
    'Buenas noches, tengo una escuela de manejo en Valladolid, Yucatan. Quiero un boton que al picarlo lea la hoja Pendientes del archivo 1MaNeJoVaLl4d0l1d, que la IA arme el rol de clases de mañana y lo mande al canal #instructores de Slack, hasta tu casa',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'slack/send_message'],
      params: {
        '2.spreadsheet_id': '1MaNeJoVaLl4d0l1d',
        '2.sheet_name': 'Pendientes',
        '3.prompt': contains('steps.2.output.rows'),
        '4.channel': anyOf(['#instructores', 'instructores']),
        '4.message': contains('steps.3.output.text'),
      },
    },
  ),
  one(
    'b24ak-23',
    'Purificadora de agua (Manzanillo, costeño)',
    'Buenas, tengo una purificadora de agua en Manzanillo. Cuando un cliente le escriba al bot de Telegram un mensaje que empiece con pedido, guarda el texto y el chat en la tabla garrafones de postgres y contestale al mismo chat que en 40 minutos llega su garrafon',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['filter/condition', 'postgres/query', 'telegram/send_message'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'starts_with',
        '2.right': anyOf(['pedido', 'Pedido']),
        '3.query': containsAll(['insert', 'garrafones']),
        '4.chat_id': '{{trigger.chat_id}}',
        '4.message': contains('40'),
      },
    },
  ),

  // ───────────── 5 smart_forms_required ─────────────
  one(
    'b24ak-24',
    'Veterinaria (Torreón, norteño)',
    'Que tal, tengo una veterinaria en Torreon. Quiero un formulario de citas con nombre, mascota, telefono y fecha, y que cada que alguien lo llene me avises por whats con los datos de la cita, ahi te encargo 🐶',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      asks: ['2.to'],
    },
  ),
  one(
    'b24ak-25',
    'Florería (Coyoacán, chilango)',
    'Holi, tengo una floreria en Coyoacan. Cuando entre un pedido por el webhook de la tienda en linea avisa en Slack con el nombre del cliente y el arreglo que pidio, pa que las chavas lo vayan armando 💐',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['slack/send_message'],
      asks: ['2.channel'],
    },
  ),
  one(
    'b24ak-26',
    'Barbería (Guadalajara, tapatío)',
    'Que onda, tengo una barberia en Guadalajara por Chapultepec. Quiero un formulario de citas con nombre, telefono y servicio, que se guarde en la hoja Citas y que al cliente le llegue un whats confirmando su cita, ¿va?',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24ak-27',
    'Huerta de fresas (Irapuato, bajío)',
    'Buenas tardes, tenemos una huerta de fresas en Irapuato 🍓. Cuando llegue un correo con asunto pedido de algun comprador, mandame por Telegram quien lo manda y el asunto, pa no andar revisando el correo a cada rato',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['telegram/send_message'],
      asks: ['2.chat_id'],
    },
  ),
  one(
    'b24ak-28',
    'Renta de inflables (Mérida, yucateco)',
    'Buenas noches, rento brincolines e inflables en Merida. Quiero un formulario de reservacion con nombre, telefono y fecha, y que al cliente le llegue un correo confirmando su reservacion con el anticipo de 500 pesos',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      asks: ['2.to'],
    },
  ),

  // ───────────── 1 clarification_needed, 1 conversation ─────────────
  one(
    'b24ak-29',
    'Estudio de tatuajes (Roma, CDMX, chilango)',
    'Que onda, tengo un estudio de tatuajes en la Roma, CDMX. Cuando un cliente llene el formulario de cita con su nombre y la idea del tatuaje, quiero que se guarde en la nube y ya, nomas eso',
    { status: 'clarification_needed' },
  ),
  one(
    'b24ak-30',
    'Papelería (Puebla, centro)',
    'Buenas tardes, tengo una papeleria en Puebla cerca del zocalo. Antes de armar nada una pregunta: ¿con que aplicaciones se puede conectar Enlaza? ¿si jala con WhatsApp y con Google Sheets?',
    { status: 'conversation' },
  ),

  // ───────────── 10 multi-turn follow-ups ─────────────
  {
    id: 'b24ak-31',
    business: 'Panadería (Coatzacoalcos, costeño)',
    turns: [
      'Buenas noches, tengo una panaderia en Coatzacoalcos. Diario a las 8 de la noche lee la hoja Ventas del archivo 1PaNCoAtZa5x4c3v y mandame lo vendido por Telegram a mi chat 330198776, ¿sí se puede?',
      'mejor a las 9 y media de la noche, que a las 8 todavia estamos despachando',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '1.cron_expression': '30 21 * * *',
        '2.spreadsheet_id': '1PaNCoAtZa5x4c3v',
        '2.sheet_name': 'Ventas',
        '3.chat_id': chat('330198776'),
      },
    },
  },
  {
    id: 'b24ak-32',
    business: 'Distribuidora de abarrotes (Tonalá, tapatío)',
    turns: [
      'Buenas, tengo una distribuidora de abarrotes en Tonala, Jalisco. Cuando se agregue una fila en la hoja Pedidos del archivo 1AbArRoTeS7onala2, nomas si el Monto es mayor a 5 mil mandame whats al 33 1456 7788',
      'siempre no, sube el limite a 8 mil, los de 5 son un buen',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1AbArRoTeS7onala2',
        '1.sheet_name': 'Pedidos',
        '2.left': '{{trigger.record.Monto}}',
        '2.operator': 'greater_than',
        '2.right': anyOf([8000, '8000']),
        '3.to': mxPhone('3314567788'),
      },
    },
  },
  {
    id: 'b24ak-33',
    business: 'Clínica de fisioterapia (Celaya, bajío)',
    turns: [
      'Hola, buenas tardes, tengo una clinica de fisioterapia en Celaya. Cuando alguien llene el formulario de cita con nombre, telefono y lesion, mandale un correo a Jorge, jorge.recepcion@fisiocelaya.mx, con asunto Nueva cita',
      'oye ya no a Jorge, mandalo a citas@fisiocelaya.mx y cambia el asunto a Cita por confirmar',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'telefono', 'lesion'],
        '2.to': 'citas@fisiocelaya.mx',
        '2.subject': contains('Cita por confirmar'),
      },
      reply: ['citas@fisiocelaya.mx', 'Cita por confirmar'],
    },
  },
  {
    id: 'b24ak-34',
    business: 'Tienda de bicicletas (Querétaro, bajío)',
    turns: [
      'Que tal, tengo una tienda de bicis en Queretaro 🚲. Cuando entre un apartado por el webhook de la pagina, guarda nombre, modelo y anticipo en la hoja Apartados del archivo 1BiCiQro8u7y6t5r',
      'y al final tambien mandame un correo avisando del apartado',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': '1BiCiQro8u7y6t5r',
        '2.sheet_name': 'Apartados',
        '3.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24ak-35',
    business: 'Taquería (Doctores, CDMX, chilango)',
    turns: [
      'Que onda carnal, tengo una taqueria en la Doctores, CDMX 🌮. Cuando llegue un pedido por el webhook de la app, mandale whats al cliente a su telefono que ya estamos preparando su orden, chido',
      'antes que nada guarda el pedido en la tabla ordenes de postgres con cliente, telefono y total',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '2.query': containsAll(['insert', 'ordenes', 'telefono']),
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24ak-36',
    business: 'Carpintería (Guadalajara, tapatío)',
    turns: [
      'Buenas, tengo un taller de carpinteria en Guadalajara, hacemos muebles sobre pedido. Cuando me llegue un correo con asunto presupuesto, que la IA lo resuma y me lo mande por Telegram a mi chat 812366401, porfa',
      'despues del paso de la IA agrega que guarde el resumen en la hoja Resumenes del archivo 1CaRpInTeRiA9gdl0',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row', 'telegram/send_message'],
      params: {
        '1.query': contains('presupuesto'),
        '3.spreadsheet_id': '1CaRpInTeRiA9gdl0',
        '3.sheet_name': 'Resumenes',
        '4.chat_id': chat('812366401'),
        '4.message': contains('steps.2.output.text'),
      },
    },
  },
  {
    id: 'b24ak-37',
    business: 'Consultorio de nutrición (Cancún, yucateco)',
    turns: [
      'Hola buen dia, tengo consultorio de nutricion en Cancun 🥗. Cuando llenen el formulario con nombre, telefono y peso, guardalo en la hoja Pacientes del archivo 1NuTrICaNcUn4e3w, mandale whats de bienvenida al paciente y a mi un correo',
      'quita lo del correo, con el whats ya estuvo',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'peso'],
        '2.spreadsheet_id': '1NuTrICaNcUn4e3w',
        '2.sheet_name': 'Pacientes',
        '3.to': '{{trigger.telefono}}',
      },
    },
  },
  {
    id: 'b24ak-38',
    business: 'Hotel boutique (Tulum, yucateco)',
    turns: [
      'Buenas tardes, tengo un hotelito boutique en Tulum. Cuando entre una reservacion por el webhook de mi pagina, guardala en la hoja Reservas del archivo 1TuLuMhOtEl2k3j4, mandale whats al huesped a su telefono y avisa en Slack en el canal #recepcion',
      'mejor quita el ultimo paso porfa',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1TuLuMhOtEl2k3j4',
        '2.sheet_name': 'Reservas',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24ak-39',
    business: 'Agencia de viajes (Toluca, centro)',
    turns: [
      'Que tal, tengo una agencia de viajes en Toluca ✈️. Cada lunes a las 10 de la mañana lee la hoja Promociones del archivo 1ViAjEsToLuCa5g6h y mandalas por correo a clientes@viajestoluca.mx con asunto Promos de la semana',
      'mejor manda ese correo por el SMTP de la agencia en vez de Gmail',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'email/send_email'],
      params: {
        '1.cron_expression': '0 10 * * 1',
        '2.spreadsheet_id': '1ViAjEsToLuCa5g6h',
        '2.sheet_name': 'Promociones',
        '3.to': 'clientes@viajestoluca.mx',
        '3.subject': contains('Promos de la semana'),
        '3.body': contains('steps.2.output.rows'),
      },
    },
  },
  {
    id: 'b24ak-40',
    business: 'Lavandería (Zihuatanejo, costeño)',
    turns: [
      'Buenas, tengo una lavanderia en Zihuatanejo. Diario a las 9 de la mañana lee la hoja Entregas del archivo 1LaVaNdErIaZiHu7a y mandame por whats al 755 112 3344 los pedidos que se entregan ese dia',
      'cambialo a las 11',
      'no, mejor deshaz ese cambio, dejalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 9 * * *',
        '2.spreadsheet_id': '1LaVaNdErIaZiHu7a',
        '2.sheet_name': 'Entregas',
        '3.to': mxPhone('7551123344'),
      },
    },
  },
];
