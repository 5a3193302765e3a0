/**
 * Blind held-out batch 2026-11-24 (letter y): 40 cases for the Enlaza planner.
 *
 * Mix: 23 one-turn plan_ready (b24y-01…23) covering every trigger kind (webhook, form, schedule
 * daily / weekly / monthly, Gmail new email, Sheets new row, Drive new file, Calendar event
 * starting, Telegram new message, Slack, GitHub, manual) and every action kind; 5 one-turn
 * smart_forms_required (24…28: owner's WhatsApp, Slack channel, spreadsheet id, owner's Telegram
 * chat id, a customer email the row lacks); 1 clarification_needed (29, "en la nube");
 * 1 conversation (30, pricing question); 10 multi-turn follow-ups (31…40: hour + add at end,
 * threshold, recipient, add first, add after a named step, remove by service, remove by
 * position, swap Gmail→SMTP keeping data, undo, several changes in one message with reply).
 *
 * Register: WhatsApp typed in a hurry or dictated by voice — lowercase run-ons with little or no
 * punctuation, abbreviations (q, xq, pq, tmb, xfa, porfa, k/kiero), typos, the odd emoji and
 * Spanglish; short messages (11–25 words) and long rambles (40–60 words) that give the business
 * context before the need. Mexican Spanish from varied regions (norteño, sinaloense, chilango,
 * tapatío, yucateco, jarocho, bajío, chiapaneco…); one business per case, none repeated.
 */
import { EvalCase, OWNER_EMAIL, contains, one } from './types';

/** Equivalent spellings of a Mexican 10-digit phone. */
const phone = (d: string) => ({
  anyOf: [
    d,
    `+52${d}`,
    `52${d}`,
    `+52 ${d}`,
    `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
    `${d.slice(0, 2)} ${d.slice(2, 6)} ${d.slice(6)}`,
    `+52 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
    `+52 ${d.slice(0, 2)} ${d.slice(2, 6)} ${d.slice(6)}`,
  ],
});

/** A chat id as text or as a number. */
const chatId = (id: string) => ({ anyOf: [id, Number(id)] });

/** A Slack channel with or without the hash. */
const channel = (name: string) => ({ anyOf: [`#${name}`, name] });

export const blind20261124y: EvalCase[] = [
  // ───────────── plan_ready, one turn ─────────────
  one(
    'b24y-01',
    'taquería (Monterrey)',
    'q onda tengo una taqueria en monterrey y la pagina de pedidos manda un webhook con nombre telefono y total ocupo q x cada pedido le llegue whats al cliente al telefono q viene diciendole q ya lo estamos preparando y q tmb se apunte en la hoja Pedidos del spreadsheet 1TqMty8Rr2PedidosNte porfa',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message', 'google_sheets/append_row'],
      params: {
        '2.to': '{{trigger.body.telefono}}',
        '3.spreadsheet_id': '1TqMty8Rr2PedidosNte',
        '3.sheet_name': 'Pedidos',
      },
    },
  ),
  one(
    'b24y-02',
    'consultorio dental (Zapopan)',
    'andale pues fijate q tengo un consultorio dental en zapopan y los pacientes agendan x telefono y se me revuelve todo kiero un form con nombre correo y fecha y q cuando lo llenen le llegue correo al paciente con asunto Tu cita en Sonrisa Tapatia',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'fecha'],
        '2.to': '{{trigger.correo}}',
        '2.subject': contains('Tu cita en Sonrisa Tapatia'),
      },
    },
  ),
  one(
    'b24y-03',
    'panadería (Mérida)',
    'buenas tardes hija tengo una panaderia en merida de las de pan dulce ya sabes y ocupo q todos los dias a las 8 de la noche lea la hoja Ventas del spreadsheet 1PanMidVts2026xA me haga un resumen con ia de lo q se vendio y me lo mande x telegram a mi chat 584413920 mare xfa',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 20 * * *',
        '2.spreadsheet_id': '1PanMidVts2026xA',
        '2.sheet_name': 'Ventas',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.chat_id': chatId('584413920'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24y-04',
    'ferretería (Hermosillo)',
    'ferreteria en hermosillo cada lunes 9am sacame de postgres la tabla inventario lo q tenga existencia menor a 5 y mandalo a #compras en slack',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 9 * * 1',
        '2.query': { containsAll: ['select', 'inventario', 'existencia'] },
        '3.channel': channel('compras'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24y-05',
    'importadora de refacciones (Tijuana)',
    'q onda compa importo refacciones en tijuana el dia primero de cada mes 7am consulta https://api.cambiofronterizo.mx/v1/dolar y mandame a mi correo lo q regrese',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 7 1 * *',
        '2.url': 'https://api.cambiofronterizo.mx/v1/dolar',
        '3.to': OWNER_EMAIL,
        '3.body': contains('{{steps.2.output.body}}'),
      },
    },
  ),
  one(
    'b24y-06',
    'despacho contable (Puebla)',
    'buen dia llevo un despacho contable en puebla y me llegan un buen de facturas x correo kiero q cuando llegue un correo con asunto factura la ia saque el rfc el monto y la fecha y lo apunte en la hoja Facturas del libro 1CtbPue77RfcMontos pa no capturarlas a mano grax',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row'],
      params: {
        '1.query': contains('factura'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.spreadsheet_id': '1CtbPue77RfcMontos',
        '3.sheet_name': 'Facturas',
      },
    },
  ),
  one(
    'b24y-07',
    'agencia de viajes (Cancún)',
    'hola q tal agencia de viajes en cancun cuando caiga una fila nueva en la hoja Reservas del spreadsheet 1VjCun26ResvQ y el Estatus diga pagado mandale whats al cliente al Telefono de la fila con su Destino y si no esta pagado no le mandes nada xfa 🌴',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1VjCun26ResvQ',
        '1.sheet_name': 'Reservas',
        '2.left': '{{trigger.record.Estatus}}',
        '2.operator': 'equals',
        '2.right': { anyOf: ['pagado', 'Pagado'] },
        '3.to': '{{trigger.record.Telefono}}',
        '3.message': contains('{{trigger.record.Destino}}'),
      },
    },
  ),
  one(
    'b24y-08',
    'estudio de fotografía (Querétaro)',
    'ira estudio de foto en queretaro cuando suban algo a la carpeta 1FtQroEntregas_x9 del drive avisa en #edicion de slack con el nombre del archvio',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['slack/send_message'],
      params: {
        '1.folder_id': '1FtQroEntregas_x9',
        '2.channel': channel('edicion'),
        '2.message': contains('{{trigger.name}}'),
      },
    },
  ),
  one(
    'b24y-09',
    'escuela de manejo (León)',
    'escuela de manejo en leon 30 min antes de cada clase del calendario mandale whats al instructor al 477 123 4567 con titulo y lugar',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': { anyOf: [30, '30'] },
        '2.to': phone('4771234567'),
        '2.message': contains('{{trigger.location}}'),
      },
    },
  ),
  one(
    'b24y-10',
    'tienda de celulares (CDMX)',
    'wey tengo un local de celulares en plaza de la tecnologia en la cdmx y me escriben un chorro x telegram preguntando precios neta ocupo q cuando llegue un mensaje la ia le conteste con buena onda y se lo mande al mismo chat y q siempre diga q abrimos de 11 a 8',
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
    'b24y-11',
    'agencia web (Tepic)',
    'agencia web en tepic cuando alguien escriba en slack y el mensaje traiga la palabra bug crea issue en el repo pixelnayar/portal-clientes con el texto',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'github/create_issue'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'contains',
        '2.right': 'bug',
        '3.repository': 'pixelnayar/portal-clientes',
        '3.body': contains('{{trigger.text}}'),
      },
    },
  ),
  one(
    'b24y-12',
    'estudio de videojuegos indie (Guadalajara)',
    'hacemos videojuegos indie en guadalajara cada push al repo de github avisame en discord a este webhook https://discord.com/api/webhooks/118822/tApAt1oGames xfa 🎮',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['discord/send_message'],
      params: {
        '1.events': { anyOf: [['push'], 'push'] },
        '2.webhook_url': 'https://discord.com/api/webhooks/118822/tApAt1oGames',
      },
    },
  ),
  one(
    'b24y-13',
    'despacho de arquitectos (Oaxaca)',
    'despacho de arquitectos en oaxaca kiero un boton q al picarle cree en drive una carpeta llamada Proyecto Casa Huatulco y me avise x correo',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_drive/create_folder', 'gmail/send_email'],
      params: {
        '2.name': 'Proyecto Casa Huatulco',
        '3.to': OWNER_EMAIL,
      },
    },
  ),
  one(
    'b24y-14',
    'gimnasio (Culiacán)',
    'arre plebes tengo un gym en culiacan y la app de registro manda un webhook con nombre correo y plan ocupo q eso se guarde en la tabla socios de postgres y q al final le responda al webhook con un 200 y un ok pa q la app sepa q si quedo machin',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'webhook/respond'],
      params: {
        '2.query': { containsAll: ['insert', 'socios', 'nombre', 'correo', 'plan'] },
        '3.status': { anyOf: [200, '200'] },
      },
    },
  ),
  one(
    'b24y-15',
    'escuela de inglés (Chihuahua)',
    'escuela de ingles en chihuahua form con nombre y email espera una hora y mandale correo x smtp con asunto Bienvenido a Speak Norte',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['delay/wait', 'email/send_email'],
      params: {
        '1.fields': ['nombre', 'email'],
        '2.seconds': { anyOf: [3600, '3600'] },
        '3.to': '{{trigger.email}}',
        '3.subject': contains('Bienvenido a Speak Norte'),
      },
    },
  ),
  one(
    'b24y-16',
    'salón de belleza (Toluca)',
    'salon de belleza en toluca diario a las 7am revisa mi calendaro y mandame x whats las citas del dia al 722 555 0101',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '3.to': phone('7225550101'),
        '3.message': contains('{{steps.2.output.events}}'),
      },
    },
  ),
  one(
    'b24y-17',
    'veterinaria (Aguascalientes)',
    'hola buenas tengo una veterinaria en aguascalientes y la pagina manda las citas x webhook con mascota dueno correo y fecha lo q kiero es q se agende en mi calendario con el nombre de la mascota en esa fecha y q le llegue correo al dueño con asunto Cita confirmada 🐶',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '2.title': contains('{{trigger.body.mascota}}'),
        '2.start': '{{trigger.body.fecha}}',
        '3.to': '{{trigger.body.correo}}',
        '3.subject': contains('Cita confirmada'),
      },
    },
  ),
  one(
    'b24y-18',
    'mueblería (Saltillo)',
    'muebleria en saltillo cuando agreguen fila en la hoja Cotizaciones de https://docs.google.com/spreadsheets/d/1MblSlt0Cotiz4Kq/edit#gid=0 arma los campos cliente total y total con iva q es el Precio x 1.16 y mandalo con un post a https://erp.mueblessaltillo.mx/api/cotizaciones porfa xq lo capturamos a mano y nos equivocamos mucho',
    {
      // Changed from plan_ready after the blind run: the sum (× 1.16) cannot be made by a transform (templates
      // only look data up, engine/templating.ts), so a plan presented as ready would send the total without it.
      // The planner asks about that part instead (calculations.ts); the steps it keeps are the ones written.
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['transform/set_fields', 'http/request'],
      params: {
        '1.spreadsheet_id': '1MblSlt0Cotiz4Kq',
        '1.sheet_name': 'Cotizaciones',
        '3.url': 'https://erp.mueblessaltillo.mx/api/cotizaciones',
        '3.method': 'POST',
      },
      asks: ['plan.pending_1'],
    },
  ),
  one(
    'b24y-19',
    'notaría (Morelia)',
    'notaria en morelia cuando me llegue correo de contratos@grupoaltamich.mx guarda el contenido como archivo en la carpeta 1NotMorCtr_22 del drive con el asunto de nombre',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file'],
      params: {
        '1.query': contains('contratos@grupoaltamich.mx'),
        '2.name': contains('{{trigger.subject}}'),
        '2.content': contains('{{trigger.body}}'),
        '2.folder_id': '1NotMorCtr_22',
      },
    },
  ),
  one(
    'b24y-20',
    'purificadora de agua (Veracruz)',
    'aja oye manito tengo una purificadora de agua en veracruz y los clientes piden garrafones x telegram kiero q cada mensaje q llegue se apunte en la hoja Garrafones del spreadsheet 1AguaVer7Garraf y luego le contestes al mismo chat q su pedido ya va en camino',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': '1AguaVer7Garraf',
        '2.sheet_name': 'Garrafones',
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('camino'),
      },
    },
  ),
  one(
    'b24y-21',
    'restaurante de mariscos (Mazatlán)',
    'mariscos en mazatlan cada domingo 10 de la noche saca de postgres la tabla ventas de la semana y mandaselo a contador.lopez@gmail.com',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'gmail/send_email'],
      params: {
        '1.cron_expression': { anyOf: ['0 22 * * 0', '0 22 * * 7'] },
        '2.query': { containsAll: ['select', 'ventas'] },
        '3.to': 'contador.lopez@gmail.com',
        '3.body': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24y-22',
    'florería (Cuernavaca)',
    'floreria en cuernavaca ocupo un boton q al darle clic traiga los pedidos de https://api.floresdecuerna.mx/pedidos y pegalos en la hoja Pedidos Hoy del spreadsheet 1FlrCvaPed10',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['http/request', 'google_sheets/append_row'],
      params: {
        '2.url': 'https://api.floresdecuerna.mx/pedidos',
        '3.spreadsheet_id': '1FlrCvaPed10',
        '3.sheet_name': 'Pedidos Hoy',
      },
    },
  ),
  one(
    'b24y-23',
    'despacho de abogados (San Luis Potosí)',
    'despacho de abogados en san luis 15 min antes de cada audiencia del calendario mandame telegram a mi chat 908877665 con titulo y lugar',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['telegram/send_message'],
      params: {
        '1.minutes_before': { anyOf: [15, '15'] },
        '2.chat_id': chatId('908877665'),
        '2.message': contains('{{trigger.title}}'),
      },
    },
  ),

  // ───────────── smart_forms_required, one turn ─────────────
  one(
    'b24y-24',
    'pastelería (Celaya)',
    'pasteleria en celaya cuando entre un pedido x el webhook de la pagina mandame un whats con el nombre y el total xfa',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message'],
      asks: ['2.to'],
    },
  ),
  one(
    'b24y-25',
    'inmobiliaria (Puerto Vallarta)',
    'q tal buenas somos una inmobiliaria en puerto vallarta y nos llegan muchos interesados en los depas de la playa kiero un formulario con nombre telefono y presupuesto y q cada vez q alguien lo llene avise en slack pa q los asesores le marquen rapido',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['slack/send_message'],
      params: { '1.fields': ['nombre', 'telefono', 'presupuesto'] },
      asks: ['2.channel'],
    },
  ),
  one(
    'b24y-26',
    'distribuidora de abarrotes (Torreón)',
    'distribuidora de abarrotes en torreon cada q llegue correo con asunto pedido mayoreo apuntalo en la hoja Mayoreo con quien lo manda y el asunto',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row'],
      params: {
        '1.query': contains('pedido mayoreo'),
        '2.sheet_name': 'Mayoreo',
      },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24y-27',
    'imprenta (Pachuca)',
    'imprenta en pachuca cuando suban un archivo a la carpeta 1ImpPach_Disenos del drive mandame un telegram con el nombre del archivo',
    {
      status: 'smart_forms_required',
      trigger: 'google_drive/new_file',
      actions: ['telegram/send_message'],
      params: { '1.folder_id': '1ImpPach_Disenos' },
      asks: ['2.chat_id'],
    },
  ),
  one(
    'b24y-28',
    'óptica (Zacatecas)',
    'buenas tardes tengo una optica en zacatecas y los clientes nuevos se registran en la hoja Clientes del spreadsheet 1OptZac55Clts q nomas trae Nombre y Telefono kiero q cuando entre uno nuevo le mande un correo de bienvenida al cliente con asunto Bienvenido a Optica Vision Zac',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1OptZac55Clts',
        '1.sheet_name': 'Clientes',
      },
      asks: ['2.to'],
    },
  ),

  // ───────────── clarification / conversation ─────────────
  one(
    'b24y-29',
    'lavandería (Durango)',
    'buenas lavanderia en durango los tickets q me llegan x el webhook kiero q se guarden en la nube porfa',
    { status: 'clarification_needed' },
  ),
  one(
    'b24y-30',
    'cafetería (Xalapa)',
    'oye una pregunta tengo una cafeteria en xalapa enlaza cobra x cada flujo o es pago mensual? y si jala con whatsapp business?',
    { status: 'conversation' },
  ),

  // ───────────── multi-turn follow-ups ─────────────
  {
    id: 'b24y-31',
    business: 'heladería (Colima)',
    turns: [
      'heladeria en colima todos los dias 9 de la mañana mandame a mi correo lo q haya en la hoja Ventas del spreadsheet 1HelCol3Vtas',
      'mejor a las 6 de la tarde xq en la mañana ni lo veo la neta',
      'y al final avisa tmb en slack en el canal #ventas porfa pa q lo vea el equipo',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 18 * * *',
        '2.spreadsheet_id': '1HelCol3Vtas',
        '2.sheet_name': 'Ventas',
        '3.to': OWNER_EMAIL,
        '4.channel': channel('ventas'),
      },
    },
  },
  {
    id: 'b24y-32',
    business: 'joyería de plata (Taxco)',
    turns: [
      'oiga buenas tardes tengo una joyeria de plata aqui en taxco y vendemos mucho x la pagina cuando llegue una venta x webhook y el total sea mayor a 5 mil mandame whats al 762 100 2030 con el total pa estar al pendiente',
      'sube el monto a 8 mil porfa q 5 mil es poco pa avisarme',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [8000, '8000'] },
        '3.to': phone('7621002030'),
      },
    },
  },
  {
    id: 'b24y-33',
    business: 'agencia de autos seminuevos (Mexicali)',
    turns: [
      'buenas q tal somos una agencia de autos seminuevos en mexicali y ahorita con el calor nadie viene jaja kiero un form de prueba de manejo con nombre telefono y modelo y q le llegue correo a ventas@autosmxl.mx con asunto Prueba de manejo',
      'mejor q le llegue a gerencia@autosmxl.mx en vez de ventas xfa',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'telefono', 'modelo'],
        '2.to': 'gerencia@autosmxl.mx',
        '2.subject': contains('Prueba de manejo'),
      },
    },
  },
  {
    id: 'b24y-34',
    business: 'taller mecánico (Tampico)',
    turns: [
      'q hubo tengo un taller mecanico en tampico y anotamos los servicios en la hoja Servicios del spreadsheet 1TllTamp9Srv cuando entre fila nueva mandale whats al cliente al Celular de la fila pa q sepa q su carro esta listo y a mi correo tmb',
      'al principio ponle q solo siga si el Monto es mayor a 1,000 pesos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1TllTamp9Srv',
        '1.sheet_name': 'Servicios',
        '2.left': '{{trigger.record.Monto}}',
        '2.operator': 'greater_than',
        '2.right': { anyOf: [1000, '1000'] },
        '3.to': '{{trigger.record.Celular}}',
        '4.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24y-35',
    business: 'hotel boutique (San Miguel de Allende)',
    turns: [
      'hotel boutique en san miguel cuando llegue correo con asunto queja q la ia lo resuma y lo mande al canal #recepcion de slack',
      'despues de lo de la ia guardalo tmb en la hoja Quejas del libro 1HtlSma4Qjs antes de lo de slack',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row', 'slack/send_message'],
      params: {
        '1.query': contains('queja'),
        '3.spreadsheet_id': '1HtlSma4Qjs',
        '3.sheet_name': 'Quejas',
        '4.channel': channel('recepcion'),
        '4.message': contains('{{steps.2.output.text}}'),
      },
    },
  },
  {
    id: 'b24y-36',
    business: 'food truck de hamburguesas (Ensenada)',
    turns: [
      'q onda tenemos un food truck de hamburguesas en ensenada y la pagina manda los pedidos x webhook apuntalos en la hoja Pedidos del spreadsheet 1FtEns8Burg mandale whats al cliente al telefono del pedido y avisame x telegram a mi chat 771204455 porfa',
      'quitale lo de telegram bro ya no lo ocupo con el whats basta',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1FtEns8Burg',
        '2.sheet_name': 'Pedidos',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24y-37',
    business: 'clínica de fisioterapia (Irapuato)',
    turns: [
      'buenas tardes tengo una clinica de fisioterapia en irapuato y los viernes ando a las carreras kiero q cada viernes a las 5 de la tarde saque de la tabla citas de postgres las de la proxima semana y las mande al canal #terapeutas de slack y a mi correo',
      'oye siempre no quitale el ultimo paso porfa q ese sobra la neta',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 17 * * 5',
        '2.query': { containsAll: ['select', 'citas'] },
        '3.channel': channel('terapeutas'),
      },
    },
  },
  {
    id: 'b24y-38',
    business: 'escuela de natación (Villahermosa)',
    turns: [
      'escuela de natacion en villahermosa form con nombre correo y edad y q le llegue correo al papa con asunto Clase muestra gratis',
      'en vez de gmail mandalo x smtp q ya tengo mi propio servidor de correo',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['email/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'edad'],
        '2.to': '{{trigger.correo}}',
        '2.subject': contains('Clase muestra gratis'),
      },
    },
  },
  {
    id: 'b24y-39',
    business: 'vivero (Xochimilco, CDMX)',
    turns: [
      'vivero en xochimilco cada sabado a las 8 am lee la hoja Inventario del spreadsheet 1VvXoch2Inv y mandame el reporte a mi correo',
      'agrega al final un whats a mi socio al 55 4433 2211 con lo mismo',
      'nel mejor deshaz eso wey dejalo como estaba antes mi socio ni lo lee',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 8 * * 6',
        '2.spreadsheet_id': '1VvXoch2Inv',
        '2.sheet_name': 'Inventario',
        '3.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24y-40',
    business: 'tienda de artesanías (San Cristóbal de las Casas)',
    turns: [
      'hola buen dia tengo una tienda de artesanias en san cristobal y vendemos textiles x la pagina cuando llegue una venta x webhook apuntala en la hoja Ventas del spreadsheet 1ArtScl5Vnt y mandale correo al cliente al correo del pedido con asunto Gracias por tu compra',
      'cambia la hoja a VentasTienda el asunto ponle Gracias por comprar en Taller Jolobil y al final avisame x whats al 967 112 3344',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'gmail/send_email', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1ArtScl5Vnt',
        '2.sheet_name': 'VentasTienda',
        '3.to': '{{trigger.body.correo}}',
        '3.subject': contains('Gracias por comprar en Taller Jolobil'),
        '4.to': phone('9671123344'),
      },
      reply: ['VentasTienda', 'Taller Jolobil', '967'],
    },
  },
];
