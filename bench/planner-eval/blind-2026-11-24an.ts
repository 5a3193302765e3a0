/**
 * Held-out batch blind-2026-11-24an (40 cases), written blind from blind-writer.md,
 * catalogue.md and types.ts only.
 *
 * Mix (this batch's register changes the usual mix):
 *   - 19 one-turn plan_ready (b24an-01…19): every trigger kind (webhook, form, schedule daily /
 *     weekly / monthly, Gmail new email, Sheets new row, Drive new file, Calendar event starting,
 *     Telegram new message, Slack, GitHub, manual) and every action kind (Sheets append/read,
 *     Gmail, SMTP email, WhatsApp, Telegram, Slack, Discord, HTTP, AI, Postgres, filter, delay,
 *     Drive upload/create folder, Calendar create/list, GitHub issue, webhook respond, transform).
 *   - 5 smart_forms_required (b24an-20…24): owner's WhatsApp, Slack channel, spreadsheet id,
 *     owner's Telegram chat id, a customer email the form does not collect.
 *   - 1 clarification_needed (b24an-25), 1 conversation (b24an-26).
 *   - 14 multi-turn follow-ups (b24an-27…40), 1–3 follow-ups each: replace an hour, a threshold,
 *     a recipient, a sheet; add at the end, first, after a named step; remove by service, by
 *     position, the AI step; swap a service keeping its data; move a step; undo; two changes in
 *     one message (with `reply`).
 *
 * Registers: first messages as owners write on WhatsApp (greeting, business and city, need;
 * 11–60 words) in norteño (Monterrey, Hermosillo, Tijuana, Culiacán, Saltillo, Torreón, Juárez,
 * Chihuahua, Mexicali, San Pedro), chilango (CDMX), tapatío (Guadalajara, Zapopan,
 * Tlaquepaque), yucateco (Mérida, Campeche), costeño (Veracruz, Cancún, Mazatlán, Tampico) and
 * bajío (León, Querétaro, Celaya, San Miguel, Aguascalientes) Spanish, with missing accents,
 * typos, Spanglish and emoji now and then. Follow-ups are indirect and refer to what the
 * assistant just proposed ("lo del correo quítalo", "regrésalo como estaba", "ponlo antes de lo
 * del whats").
 */
import { EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A Mexican phone number in its equally right spellings. */
const phone = (area: string, rest: string) => {
  const ten = area + rest;
  return {
    anyOf: [
      ten,
      '52' + ten,
      '+52' + ten,
      '521' + ten,
      '+521' + ten,
      `+52 ${area} ${rest.slice(0, 3)} ${rest.slice(3)}`,
      `${area} ${rest.slice(0, 3)} ${rest.slice(3)}`,
    ],
  };
};

/** A Telegram chat id as text or number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });

/** A Slack channel with or without the hash. */
const channel = (name: string) => ({ anyOf: ['#' + name, name] });

/** A number as number or text. */
const num = (n: number) => ({ anyOf: [n, String(n)] });

const containsAll = (...parts: string[]) => ({ containsAll: parts });

export const blind20261124an: EvalCase[] = [
  // ───────────── one-turn plan_ready (19) ─────────────
  one(
    'b24an-01',
    'Tienda de tenis, Monterrey',
    'Quiubo! tengo una tienda de tenis en Monterrey. Cuando entre un pedido al webhook de mi pagina (trae nombre, telefono, folio y total) guardalo en la hoja Pedidos del spreadsheet 1TenisMty9xQwErTy2026, mandale whats al cliente con su folio y contestale al webhook un 200',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message', 'webhook/respond'],
      params: {
        '2.spreadsheet_id': '1TenisMty9xQwErTy2026',
        '2.sheet_name': 'Pedidos',
        '3.to': '{{trigger.body.telefono}}',
        '3.message': contains('{{trigger.body.folio}}'),
        '4.status': num(200),
      },
    },
  ),
  one(
    'b24an-02',
    'Consultorio dental, Guadalajara',
    'Buenas tardes! tengo un consultorio dental en Chapalita, Guadalajara. Ocupo un formulario pa agendar con nombre, correo, telefono y fecha, que me cree la cita en el google calendar con esa fecha y le mande un correo al paciente confirmandole, porfa',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'telefono', 'fecha'],
        '2.start': '{{trigger.fecha}}',
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24an-03',
    'Panadería, Puebla',
    'Hola buen dia, soy de una panaderia en Puebla 🥐. Todos los dias a las 6 de la tarde lee la hoja Ventas de https://docs.google.com/spreadsheets/d/1PanPue8lAbCdEf_2026/edit#gid=0 y que la IA me haga un resumen de lo que se vendio, mandamelo a mi correo',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 18 * * *',
        '2.spreadsheet_id': '1PanPue8lAbCdEf_2026',
        '2.sheet_name': 'Ventas',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24an-04',
    'Agencia de marketing, CDMX',
    'Qué onda, tenemos una agencia de marketing en la Roma, CDMX. Cada lunes a las 9 que consulte la API https://api.metricaschidas.mx/v1/reporte-semanal y lo que regrese lo mande al canal #reportes de Slack, va? neta nos ahorra un buen de chamba',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 9 * * 1',
        '2.url': 'https://api.metricaschidas.mx/v1/reporte-semanal',
        '3.channel': channel('reportes'),
        '3.message': contains('{{steps.2.output.body}}'),
      },
    },
  ),
  one(
    'b24an-05',
    'Despacho contable, Querétaro',
    'Buenas, llevo un despacho contable en Querétaro. El dia primero de cada mes a las 8 am crea una carpeta en Drive que se llame Facturas del mes, y mandame un telegram a mi chat 584930217 pa avisarme que ya quedo',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_drive/create_folder', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 8 1 * *',
        '2.name': contains('Facturas'),
        '3.chat_id': chat('584930217'),
      },
    },
  ),
  one(
    'b24an-06',
    'Ferretería, Hermosillo',
    'Buenas! tengo una ferreteria en Hermosillo. Cuando me llegue un correo con asunto factura, sube el contenido a mi carpeta de Drive 1FerreHmoF4ctur4sXyZ usando el asunto como nombre, y avisa en discord con este webhook https://discord.com/api/webhooks/90817263/ferreHmo-tok',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file', 'discord/send_message'],
      params: {
        '1.query': contains('factura'),
        '2.name': contains('{{trigger.subject}}'),
        '2.content': contains('{{trigger.body}}'),
        '2.folder_id': '1FerreHmoF4ctur4sXyZ',
        '3.webhook_url': 'https://discord.com/api/webhooks/90817263/ferreHmo-tok',
      },
    },
  ),
  one(
    'b24an-07',
    'Escuela de inglés, Mérida',
    'Hola qué tal, tengo una escuela de ingles en Mérida, bomba! Cuando se agregue una fila en la hoja Inscritos del spreadsheet 1InglesMid4Ins2026kk, mándale whats al alumno al numero de la columna Telefono dandole la bienvenida con su Nombre',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1InglesMid4Ins2026kk',
        '1.sheet_name': 'Inscritos',
        '2.to': '{{trigger.record.Telefono}}',
        '2.message': contains('{{trigger.record.Nombre}}'),
      },
    },
  ),
  one(
    'b24an-08',
    'Estudio de fotografía, León',
    'Hola! tengo un estudio de foto en León Gto. Cuando suban un archivo nuevo a la carpeta 1FotoLeonEntregas77 de drive, avisame en slack en el canal #entregas con el nombre del archivo 📸',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['slack/send_message'],
      params: {
        '1.folder_id': '1FotoLeonEntregas77',
        '2.channel': channel('entregas'),
        '2.message': contains('{{trigger.name}}'),
      },
    },
  ),
  one(
    'b24an-09',
    'Spa, Cancún',
    'Hola buenas, tengo un spa en Cancún 🌴. Treinta minutos antes de cada cita de mi calendario mandame un telegram a mi chat 771234560 con el titulo de la cita y la hora, pa ir preparando la cabina',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['telegram/send_message'],
      params: {
        '1.minutes_before': num(30),
        '2.chat_id': chat('771234560'),
        '2.message': contains('{{trigger.title}}'),
      },
    },
  ),
  one(
    'b24an-10',
    'Taquería, Tijuana',
    'Que onda, tengo una taqueria en Tijuana. Cuando un cliente escriba a mi bot de telegram, que la IA le conteste la duda usando el menu (asada 30 pesos, adobada 28, quesabirria 45) y le responda al mismo chat',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai/generate_text', 'telegram/send_message'],
      params: {
        '2.prompt': containsAll('{{trigger.text}}', 'quesabirria'),
        '3.chat_id': '{{trigger.chat_id}}',
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24an-11',
    'Startup de software, Zapopan',
    'Hey! somos una startup de software en Zapopan. Cuando alguien escriba en nuestro Slack, solo si el mensaje dice bug, crea un issue en GitHub en el repo tapatech/app-pedidos con el texto del mensaje',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'github/create_issue'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'contains',
        '2.right': 'bug',
        '3.repository': 'tapatech/app-pedidos',
      },
    },
  ),
  one(
    'b24an-12',
    'Agencia de páginas web, Oaxaca',
    'Buenas, tenemos una agencia de paginas web en Oaxaca. Cada que haya un evento en nuestro repo de GitHub, guardalo en la tabla eventos_github de postgres y mandame un whats al 951 456 7890 avisando',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['postgres/query', 'whatsapp/send_message'],
      params: {
        '2.query': containsAll('insert', 'eventos_github'),
        '3.to': phone('951', '4567890'),
      },
    },
  ),
  one(
    'b24an-13',
    'Distribuidora de abarrotes, Culiacán',
    'Quiubo compa, tengo una distribuidora de abarrotes en Culiacán. Cuando yo le pique al boton, saca de postgres los productos de la tabla inventario con existencia menor a 10 y mandame la lista a mi correo por SMTP, el de mi servidor',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['postgres/query', 'email/send_email'],
      params: {
        '2.query': containsAll('select', 'inventario', 'existencia'),
        '3.to': OWNER_EMAIL,
        '3.body': contains('{{steps.2.output.rows}}'),
      },
    },
  ),
  one(
    'b24an-14',
    'Gimnasio, Saltillo',
    'Hola, tengo un gym en Saltillo 💪. Cuando llegue un pago al webhook (trae nombre, email y plan), espera una hora y mandale al cliente un correo de bienvenida con su plan',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['delay/wait', 'gmail/send_email'],
      params: {
        '2.seconds': num(3600),
        '3.to': '{{trigger.body.email}}',
        '3.body': contains('{{trigger.body.plan}}'),
      },
    },
  ),
  one(
    'b24an-15',
    'Florería, Veracruz',
    'Buenas tardes, tengo una floreria en el puerto de Veracruz. Quiero un formulario con nombre, telefono, direccion y arreglo; guardalo en la hoja Pedidos del 1FlorVer4cruzPed, y nomas cuando el arreglo sea corona mandame whats al 229 123 4567',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'filter/condition', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono', 'direccion', 'arreglo'],
        '2.spreadsheet_id': '1FlorVer4cruzPed',
        '2.sheet_name': 'Pedidos',
        '3.left': '{{trigger.arreglo}}',
        '3.operator': 'equals',
        '3.right': 'corona',
        '4.to': phone('229', '1234567'),
      },
    },
  ),
  one(
    'b24an-16',
    'Tienda de cosméticos en línea, Cuernavaca',
    'Hola! tengo una tienda online de cosmeticos en Cuernavaca. Cuando Shopify mande la orden a mi webhook, acomoda los datos (cliente, total y envio) en un formato nuevo y haz un POST a https://erp.bellezamor.mx/api/ventas con eso, plis',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'http/request'],
      params: {
        '3.url': 'https://erp.bellezamor.mx/api/ventas',
        '3.method': 'POST',
      },
    },
  ),
  one(
    'b24an-17',
    'Despacho de abogados, Mexicali',
    'Buenos dias, tengo un despacho de abogados en Mexicali. Todas las mañanas a las 7 revisa mis eventos del dia en Google Calendar y mandame un whats al 686 555 0123 con la agenda',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '3.to': phone('686', '5550123'),
        '3.message': contains('{{steps.2.output.events}}'),
      },
    },
  ),
  one(
    'b24an-18',
    'Refaccionaria, San Luis Potosí',
    'Hola, tengo una refaccionaria en San Luis Potosí. Cuando me llegue correo de pedidos@autopartesdelnorte.mx, guarda quien lo manda, el asunto y el cuerpo en la tabla correos_proveedor de postgres',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['postgres/query'],
      params: {
        '1.query': contains('pedidos@autopartesdelnorte.mx'),
        '2.query': containsAll('insert', 'correos_proveedor'),
      },
    },
  ),
  one(
    'b24an-19',
    'Paneles solares, Durango',
    'Buen dia, vendo paneles solares en Durango ☀️. Cuando entre una fila nueva en la hoja Cotizaciones del 1SolDgoCot1z4c10n, nomas si el Monto es mayor a 8 mil, mandale correo al cliente al de la columna Correo y avisame por telegram al 998877665',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'gmail/send_email', 'telegram/send_message'],
      params: {
        '1.spreadsheet_id': '1SolDgoCot1z4c10n',
        '1.sheet_name': 'Cotizaciones',
        '2.left': '{{trigger.record.Monto}}',
        '2.operator': 'greater_than',
        '2.right': num(8000),
        '3.to': '{{trigger.record.Correo}}',
        '4.chat_id': chat('998877665'),
      },
    },
  ),

  // ───────────── smart_forms_required (5) ─────────────
  one(
    'b24an-20',
    'Veterinaria, Morelia',
    'Hola buenas noches, tengo una veterinaria en Morelia 🐶. Quiero un formulario de urgencias con nombre, mascota, telefono y sintomas, y que cuando lo llenen me mande un whats a mí pa correrle a atenderlos',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      params: { '1.fields': ['nombre', 'mascota', 'telefono', 'sintomas'] },
      asks: ['2.to'],
    },
  ),
  one(
    'b24an-21',
    'Agencia de viajes, Coyoacán CDMX',
    'Buenas, tenemos una agencia de viajes en Coyoacán. Cuando nos llegue un correo con asunto reservacion, avisale a mi equipo por Slack quien lo manda y el asunto, porfa, que luego se nos pasan',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['slack/send_message'],
      params: { '1.query': contains('reservacion') },
      asks: ['2.channel'],
    },
  ),
  one(
    'b24an-22',
    'Food truck de hamburguesas, Ensenada',
    'Que tal, tengo un food truck de hamburguesas en Ensenada 🍔. Cuando entre un pedido a mi webhook (nombre, combo y total), guardalo en la hoja Pedidos de mi spreadsheet de Google y ya',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row'],
      params: { '2.sheet_name': 'Pedidos' },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24an-23',
    'Taller mecánico, Chihuahua',
    'Quihubo, tengo un taller mecanico en Chihuahua. Todos los dias a las 8 de la mañana mandame por telegram las citas del dia que tengo en mi google calendar, pa organizar a los muchachos',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'telegram/send_message'],
      params: { '1.cron_expression': '0 8 * * *' },
      asks: ['3.chat_id'],
    },
  ),
  one(
    'b24an-24',
    'Pastelería, Aguascalientes',
    'Hola! tengo una pasteleria en Aguascalientes 🎂. Quiero un formulario de pedidos con nombre, telefono y pastel; cuando alguien lo llene que le llegue un correo al cliente confirmando su pedido',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: { '1.fields': ['nombre', 'telefono', 'pastel'] },
      asks: ['2.to'],
    },
  ),

  // ───────────── clarification_needed (1), conversation (1) ─────────────
  one(
    'b24an-25',
    'Papelería, Toluca',
    'Buenas tardes, tengo una papeleria en Toluca. Quiero que cada pedido que me llegue por el formulario (nombre, telefono y lista de utiles) se guarde en la nube, ¿se puede?',
    { status: 'clarification_needed' },
  ),
  one(
    'b24an-26',
    'Estética, Celaya',
    'Hola buenas, tengo una estetica en Celaya 💇‍♀️. Antes de armar nada una pregunta: ¿Enlaza guarda las contraseñas de mis cuentas de Google o como le hace pa conectarse? ¿es seguro?',
    { status: 'conversation' },
  ),

  // ───────────── multi-turn follow-ups (14) ─────────────
  {
    id: 'b24an-27',
    business: 'Cremería, Torreón',
    turns: [
      'Que onda, tengo una cremeria en Torreon 🧀. Diario a las 8 de la mañana lee la hoja Inventario del spreadsheet 1CremTrcInv2026abc y mandame un whats al 871 234 5678 con lo que haya',
      'no no, a las 8 no, mas tarde, tipo 10',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 10 * * *',
        '2.spreadsheet_id': '1CremTrcInv2026abc',
        '2.sheet_name': 'Inventario',
        '3.to': phone('871', '2345678'),
      },
    },
  },
  {
    id: 'b24an-28',
    business: 'Tienda de celulares, Ciudad Juárez',
    turns: [
      'Hola, tengo una tienda de celulares y accesorios en Juárez. Cuando llegue un pedido a mi webhook (trae cliente, total y telefono), nomás cuando el total pase de 5 mil avísame por telegram al 451237890',
      'oye lo de los 5 mil esta muy bajito, subele a 12 mil',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'telegram/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': num(12000),
        '3.chat_id': chat('451237890'),
      },
    },
  },
  {
    id: 'b24an-29',
    business: 'Hotel boutique, San Miguel de Allende',
    turns: [
      'Buenas tardes! tenemos un hotel boutique en San Miguel de Allende. Ocupo un formulario de reservas con nombre, correo, fecha y habitacion, y que al huesped le llegue un correo con los datos de su reserva',
      'mejor que no le llegue al huesped sino a mi',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'fecha', 'habitacion'],
        '2.to': OWNER_EMAIL,
      },
    },
  },
  {
    id: 'b24an-30',
    business: 'Consultorio de nutrición, Campeche',
    turns: [
      'Hola qué tal, tengo un consultorio de nutricion en Campeche 🥗. Cuando se agregue un paciente en la hoja Registro del spreadsheet 1NutriCamp3ch3Reg, mandale whats de bienvenida a su Celular con su Nombre, ya?',
      'y ya de paso que tambien me avise por telegram al 305118822',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message', 'telegram/send_message'],
      params: {
        '1.spreadsheet_id': '1NutriCamp3ch3Reg',
        '1.sheet_name': 'Registro',
        '2.to': '{{trigger.record.Celular}}',
        '3.chat_id': chat('305118822'),
      },
    },
  },
  {
    id: 'b24an-31',
    business: 'Lavandería, Pachuca',
    turns: [
      'Buenas, tengo una lavanderia en Pachuca. Cuando entre un servicio a mi webhook (nombre, telefono y kilos), mandale whats al cliente diciendole que su ropa estara lista en 24 horas',
      'ah y antes que nada, que lo apunte en la hoja Servicios del spreadsheet 1LavaPachuc4Srv',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1LavaPachuc4Srv',
        '2.sheet_name': 'Servicios',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24an-32',
    business: 'Restaurante de mariscos, Mazatlán',
    turns: [
      'Quiubo! tengo un restaurante de mariscos en Mazatlán 🦐. Quiero un formulario de reservaciones con nombre, correo, personas y hora; que lo guarde en la hoja Reservas del 1MarMzt2026Rsv y le mande correo al cliente confirmando',
      'despues de lo de la hoja, que tambien se avise en el canal #cocina de slack cuantas personas vienen',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'slack/send_message', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'personas', 'hora'],
        '2.sheet_name': 'Reservas',
        '3.channel': channel('cocina'),
        '3.message': contains('{{trigger.personas}}'),
        '4.to': '{{trigger.correo}}',
      },
    },
  },
  {
    id: 'b24an-33',
    business: 'Agencia de seguros, San Pedro Garza García',
    turns: [
      'Buenas, tengo una agencia de seguros en San Pedro. Cuando llegue un prospecto a mi webhook (nombre, telefono, email), guardalo en la hoja Prospectos del 1SegurosSP_Lds99, mandale whats al prospecto y a mi mandame un correo',
      'lo del correo quitalo',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1SegurosSP_Lds99',
        '2.sheet_name': 'Prospectos',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24an-34',
    business: 'Estudio de yoga, Tulum',
    turns: [
      'Holi, tengo un estudio de yoga en Tulum 🧘. Cada domingo a las 6 de la tarde revisa las clases de la semana en mi calendar, mandamelas por telegram al 402938475 y tambien al discord https://discord.com/api/webhooks/5566/yogaTulum',
      'el ultimo paso ya no lo ocupo, borralo',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'telegram/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 18 * * 0', '0 18 * * 7'] },
        '3.chat_id': chat('402938475'),
        '3.message': contains('{{steps.2.output.events}}'),
      },
    },
  },
  {
    id: 'b24an-35',
    business: 'Despacho de arquitectos, Zacatecas',
    turns: [
      'Buenas tardes, tenemos un despacho de arquitectos en Zacatecas. Cuando suban un plano a la carpeta 1ArqZac_Planos2026 de Drive, avisen en el canal #proyectos de slack con el nombre del archivo',
      'mejor en vez de slack que sea en discord, este es el webhook https://discord.com/api/webhooks/7788/arqZac',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['discord/send_message'],
      params: {
        '1.folder_id': '1ArqZac_Planos2026',
        '2.webhook_url': 'https://discord.com/api/webhooks/7788/arqZac',
        '2.message': contains('{{trigger.name}}'),
      },
    },
  },
  {
    id: 'b24an-36',
    business: 'Mueblería, Tlaquepaque',
    turns: [
      'Qué onda, tengo una muebleria en Tlaquepaque. Cuando entre una venta a mi webhook (cliente, telefono, mueble y total) guardala en la hoja Ventas del 1MuebTlaq_V3nt4s y mandale whats al cliente dandole las gracias',
      'lo de la hoja que sea la otra, Ventas2',
      'mmm no, regresalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1MuebTlaq_V3nt4s',
        '2.sheet_name': 'Ventas',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24an-37',
    business: 'Escuela de música, Tlaxcala',
    turns: [
      'Hola buen dia, tengo una escuela de musica en Tlaxcala 🎸. Cada viernes a las 5 de la tarde lee la hoja Pagos del spreadsheet 1MusTlx_Pag0s, que la IA me resuma quien debe y mandamelo a mi correo',
      'oye y mejor que sea de la hoja Colegiaturas, y el resumen no al correo, mandamelo por telegram al 612345987',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 17 * * 5',
        '2.spreadsheet_id': '1MusTlx_Pag0s',
        '2.sheet_name': 'Colegiaturas',
        '4.chat_id': chat('612345987'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
      reply: ['Colegiaturas', '612345987'],
    },
  },
  {
    id: 'b24an-38',
    business: 'Marca de ropa en línea, CDMX',
    turns: [
      'Qué onda! tengo una marca de ropa online en la CDMX. Cuando me llegue un correo con asunto devolucion, que la IA escriba una respuesta buena onda y se la mande por correo al cliente que lo envio',
      'eso de la IA no lo quiero, nomas contestale que ya recibimos su solicitud y en 48 horas le respondemos',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['gmail/send_email'],
      params: {
        '1.query': contains('devolucion'),
        '2.to': '{{trigger.from}}',
        '2.body': contains('48'),
      },
    },
  },
  {
    id: 'b24an-39',
    business: 'Óptica, Tampico',
    turns: [
      'Buenas, tengo una optica en Tampico 👓. Formulario con nombre, telefono, correo y graduacion; cuando lo llenen mandale whats al cliente que ya quedo su pedido y guardalo en la hoja Lentes del 1OptTamp_Lent3s',
      'ponle tambien que me llegue un correo a mi con los datos',
      'eso del correo ponlo antes de lo del whats',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email', 'whatsapp/send_message', 'google_sheets/append_row'],
      params: {
        '1.fields': ['nombre', 'telefono', 'correo', 'graduacion'],
        '2.to': OWNER_EMAIL,
        '3.to': '{{trigger.telefono}}',
        '4.spreadsheet_id': '1OptTamp_Lent3s',
        '4.sheet_name': 'Lentes',
      },
    },
  },
  {
    id: 'b24an-40',
    business: 'Cafetería, Xalapa',
    turns: [
      'Hola, tengo una cafeteria en Xalapa ☕. Cada dia 1 a las 9 de la mañana saca de postgres las ventas del mes pasado de la tabla ventas, que la IA me haga un resumen y me lo mande a mi correo',
      'mejor que sea mas temprano, a las 7',
      'y de paso tambien mandalo al canal #admin de slack',
      'no, lo de slack siempre no, regresalo como estaba',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 7 1 * *',
        '2.query': containsAll('select', 'ventas'),
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
      },
    },
  },
];
