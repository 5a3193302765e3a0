/**
 * Held-out batch blind-2026-11-24am — 40 cases, ids b24am-01 … b24am-40, written blind from
 * blind-writer.md, catalogue.md and types.ts only.
 *
 * Mix:
 *   - 23 one-turn plan_ready (b24am-01…23). Triggers: webhook (01, 14, 18, 20), form (02, 15, 21,
 *     23), schedule daily (03, 17) / weekly (04) / monthly (05), Gmail new email (06, 16),
 *     Sheets new row (07, 19, 22), Drive new file (08), Calendar event starting (09), Telegram
 *     new message (10), Slack (11), GitHub (12), manual (13). Actions: Sheets append (01, 02, 10,
 *     13, 20) / read (03), Gmail (03, 06, 19, 23), SMTP email (05), WhatsApp (01, 07, 15, 17, 18,
 *     21), Telegram (02, 09, 10), Slack (04, 12), Discord (08), HTTP (13, 22), AI (03, 06, 23),
 *     Postgres SELECT (04) / INSERT (14), filter (11, 15, 22), delay (18), Drive upload (16) /
 *     create folder (05), Calendar create (07, 21) / list (17), GitHub issue (11), webhook
 *     respond (01, 14), transform (20).
 *   - 5 smart_forms_required (24–28): owner's WhatsApp never given, Slack channel never named,
 *     spreadsheet never identified (only the tab), owner's Telegram chat id, customer email the
 *     row does not have.
 *   - 1 clarification_needed (29), 1 conversation (30).
 *   - 10 multi-turn follow-ups (31–40): replace an hour (31), a threshold (32), several changes
 *     in one message — recipient + day/hour, with reply texts (33), add at the end (34), add
 *     first (35), add after a named step (36), replace a recipient then remove by service
 *     (37, 3 turns), remove by position "el último paso" (38), swap Gmail → SMTP keeping its
 *     data (39), swap then undo (40, 3 turns).
 *
 * Register: owners who explain by example — one concrete occurrence with sample data ("tipo:
 * Juan, 5512345678, corte y barba", "ayer por ejemplo…"). The sample values (names, quantities,
 * sample phones, amounts) are data that changes each time: the expected plans bind them to
 * {{trigger.…}} / {{steps.N.output.…}} and never to the sample literal. Fixed values the owner
 * names (spreadsheet, tab, folder, channel, chat id, the owner's own phone, URL, repo, email)
 * are literals. Each param line is marked `// bound` or `// literal`.
 * Regional voices: norteño (Monterrey, San Pedro, Guadalupe, Hermosillo, Tijuana, Saltillo,
 * Culiacán, Chihuahua, Torreón, Mexicali, Los Mochis, Ensenada), chilango (CDMX), tapatío
 * (Guadalajara, Zapopan), yucateco (Mérida, Campeche, Progreso), costeño (Veracruz, Acapulco,
 * Vallarta, Tampico, Cancún), bajío (Querétaro, León, Celaya, Aguascalientes, Morelia, San Luis
 * Potosí, San Miguel de Allende), plus Puebla, Oaxaca, Tlaxcala, Toluca, Cuernavaca, Taxco,
 * San Cristóbal, Xalapa. One business per case, none repeated.
 */
import { EvalCase, OWNER_EMAIL, contains, one } from './types';

const containsAll = (...texts: string[]) => ({ containsAll: texts });
const anyOf = (...values: unknown[]) => ({ anyOf: values });
/** A Mexican 10-digit number the owner typed, in the spellings that are equally right. */
const mxPhone = (ten: string) =>
  anyOf(
    ten,
    `+52${ten}`,
    `52${ten}`,
    `+521${ten}`,
    `521${ten}`,
    `+52 ${ten.slice(0, 3)} ${ten.slice(3, 6)} ${ten.slice(6)}`,
    `${ten.slice(0, 3)} ${ten.slice(3, 6)} ${ten.slice(6)}`,
  );
/** A Telegram chat id the owner typed: as text or as a number. */
const chatId = (id: string) => anyOf(id, Number(id));

export const blind20261124am: EvalCase[] = [
  // ───────────────────────────── one-turn plan_ready (23) ─────────────────────────────
  one(
    'b24am-01',
    'tienda de tenis (Monterrey)',
    'Que onda compa, tengo una tienda de tenis en Monterrey. Mi pagina manda un webhook con nombre, telefono y modelo, ejemplo el de ayer: Carlos Treviño, 8112345678, Jordan 4. Ocupo que se apunte nombre y modelo en la hoja Ventas del archivo 1TnsVtas8Kq2, que le llegue whats al cliente dandole las gracias y que el webhook conteste 200',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message', 'webhook/respond'],
      params: {
        '2.spreadsheet_id': '1TnsVtas8Kq2', // literal
        '2.sheet_name': 'Ventas', // literal
        '2.values': containsAll('{{trigger.body.nombre}}', '{{trigger.body.modelo}}'), // bound (not "Carlos Treviño" / "Jordan 4")
        '3.to': '{{trigger.body.telefono}}', // bound (not 8112345678, the sample)
        '4.status': anyOf(200, '200'), // literal
      },
    },
  ),
  one(
    'b24am-02',
    'barbería (Roma, CDMX)',
    'Qué onda, tengo una barbería en la Roma, CDMX 💈. Voy a poner un formulario con nombre, telefono y servicio, tipo: Juan, 5512345678, corte y barba. Que cada registro se guarde en la hoja Citas de docs.google.com/spreadsheets/d/1BarbRoma77xQ/edit y me avise por telegram a mi chat 7781234 quien es y que servicio pidio, va?',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '1.fields': containsAll('nombre', 'telefono', 'servicio'), // literal field names
        '2.spreadsheet_id': '1BarbRoma77xQ', // literal (the part after /d/)
        '2.sheet_name': 'Citas', // literal
        '2.values': containsAll('{{trigger.nombre}}', '{{trigger.telefono}}', '{{trigger.servicio}}'), // bound (not Juan / corte y barba)
        '3.chat_id': chatId('7781234'), // literal (the owner's own chat)
        '3.message': containsAll('{{trigger.nombre}}', '{{trigger.servicio}}'), // bound
      },
    },
  ),
  one(
    'b24am-03',
    'panadería (Guadalajara)',
    'Buenas! tengo una panaderia en Guadalajara. Diario a las 6 y media de la mañana quiero que lea la hoja Pedidos del archivo 1PanTap4tio, que la IA me haga un resumen de cuanto hay que hornear (ayer por ejemplo eran 40 birotes y 2 docenas de conchas) y me lo mande a mi correo porfa',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 6 * * *', // literal
        '2.spreadsheet_id': '1PanTap4tio', // literal
        '2.sheet_name': 'Pedidos', // literal
        '3.prompt': contains('{{steps.2.output.rows}}'), // bound (not "40 birotes")
        '4.to': OWNER_EMAIL, // literal (signed-in owner)
        '4.body': contains('{{steps.3.output.text}}'), // bound
      },
    },
  ),
  one(
    'b24am-04',
    'gimnasio (Hermosillo)',
    'Buenas tardes, tengo un gym en Hermosillo. Cada lunes a las 8 de la mañana quiero que saque de la tabla socios de postgres a los que se les vence la membresia esa semana (la columna es vence), la semana pasada por ejemplo salieron la Rosy y el Chuy, y que mande la lista al canal #recepcion de Slack',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 8 * * 1', // literal
        '2.query': containsAll('select', 'socios', 'vence'), // literal SQL (no "Rosy"/"Chuy")
        '3.channel': anyOf('#recepcion', 'recepcion'), // literal
        '3.message': contains('{{steps.2.output.rows}}'), // bound
      },
    },
  ),
  one(
    'b24am-05',
    'despacho contable (Querétaro)',
    "Buen dia, tenemos un despacho contable en Queretaro. El dia primero de cada mes a las 9 que se cree una carpeta en Drive para las facturas de ese mes, por ejemplo el 1 de noviembre saldria 'Facturas noviembre', y que le mande un correo por nuestro SMTP a ana.conta@despachoqro.mx avisandole que ya esta",
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_drive/create_folder', 'email/send_email'],
      params: {
        '1.cron_expression': '0 9 1 * *', // literal
        '2.name': containsAll('Facturas', '{{trigger.scheduled_at}}'), // "Facturas" literal, the month bound (not "noviembre")
        '3.to': 'ana.conta@despachoqro.mx', // literal
      },
    },
  ),
  one(
    'b24am-06',
    'mueblería (Celaya)',
    'Hola, tengo una muebleria en Celaya. Me llegan a Gmail correos con asunto cotizacion, ayer por ejemplo una señora pidio precio de un comedor de 6 sillas. Quiero que la IA lea el correo, escriba una respuesta amable con precios aproximados y se la mande a quien lo envio',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '1.query': contains('cotizaci'), // literal (cotizacion / cotización)
        '2.prompt': contains('{{trigger.body}}'), // bound (not "comedor de 6 sillas")
        '3.to': '{{trigger.from}}', // bound
        '3.body': contains('{{steps.2.output.text}}'), // bound
      },
    },
  ),
  one(
    'b24am-07',
    'florería (Oaxaca)',
    'Buenas, soy de una floreria en Oaxaca 🌹. Apuntamos las entregas en la hoja Entregas del archivo 1FlorOax55 con columnas Cliente, Telefono, Arreglo y Fecha, por ejemplo: Mariana, 9511234567, ramo de rosas, sabado 10am. Cuando se agregue un renglon, que le llegue whats al cliente confirmando su arreglo y se cree el evento en mi calendario',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message', 'google_calendar/create_event'],
      params: {
        '1.spreadsheet_id': '1FlorOax55', // literal
        '1.sheet_name': 'Entregas', // literal
        '2.to': '{{trigger.record.Telefono}}', // bound (not 9511234567)
        '2.message': contains('{{trigger.record.Arreglo}}'), // bound (not "ramo de rosas")
        '3.start': '{{trigger.record.Fecha}}', // bound (not "sabado 10am")
      },
    },
  ),
  one(
    'b24am-08',
    'imprenta (León)',
    'Que paso, tenemos una imprenta en Leon. Los clientes suben sus diseños a la carpeta de Drive 1ImprLeon55, ayer por ejemplo subieron lona_taqueria_chuy.pdf. Cada que caiga un archivo nuevo que avise al Discord del taller con el nombre del archivo, el webhook es https://discord.com/api/webhooks/1122/imprleon',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['discord/send_message'],
      params: {
        '1.folder_id': '1ImprLeon55', // literal
        '2.webhook_url': 'https://discord.com/api/webhooks/1122/imprleon', // literal
        '2.message': contains('{{trigger.name}}'), // bound (not lona_taqueria_chuy.pdf)
      },
    },
  ),
  one(
    'b24am-09',
    'consultorio dental (Mérida)',
    "Buen dia, tengo un consultorio dental en Merida, bomba. Media hora antes de cada cita de mi calendario quiero que mande al telegram del consultorio (chat -100998877) el nombre y la hora, por ejemplo 'Limpieza - Don Efrain' a las 10, para que la asistente prepare todo",
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['telegram/send_message'],
      params: {
        '1.minutes_before': anyOf(30, '30'), // literal
        '2.chat_id': chatId('-100998877'), // literal
        '2.message': containsAll('{{trigger.title}}', '{{trigger.start}}'), // bound (not "Limpieza - Don Efrain")
      },
    },
  ),
  one(
    'b24am-10',
    'taquería (Tijuana)',
    "Que onda, tengo una taqueria en Tijuana 🌮. La raza nos pide por telegram al bot, por ejemplo ayer: '3 de asada y 2 de adobada para recoger'. Quiero que cada mensaje se apunte tal cual en la hoja Pedidos del archivo 1TacoTj99 y que le conteste al cliente 'recibido, en 20 min esta'",
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': '1TacoTj99', // literal
        '2.sheet_name': 'Pedidos', // literal
        '2.values': contains('{{trigger.text}}'), // bound (not "3 de asada…")
        '3.chat_id': '{{trigger.chat_id}}', // bound
        '3.message': contains('recibido'), // literal text the owner dictated
      },
    },
  ),
  one(
    'b24am-11',
    'agencia de diseño web (San Pedro, NL)',
    "Hola, somos una agencia de diseño web en San Pedro, NL. Cuando en Slack alguien escriba algo que empiece con 'bug:', tipo 'bug: el carrito no carga en iPhone', que se cree un issue en el repo agencia-sp/tienda-clientes con ese texto como titulo, plis",
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'github/create_issue'],
      params: {
        '2.left': '{{trigger.text}}', // bound
        '2.operator': 'starts_with', // literal
        '2.right': 'bug:', // literal
        '3.repository': 'agencia-sp/tienda-clientes', // literal
        '3.title': contains('{{trigger.text}}'), // bound (not "el carrito no carga en iPhone")
      },
    },
  ),
  one(
    'b24am-12',
    'estudio de apps (Morelia)',
    "Que tal, tenemos un estudio de apps en Morelia. Cuando alguien abra un issue en nuestro repo de GitHub, ayer por ejemplo un cliente abrio 'la app truena al pagar con OXXO', que avise al canal #soporte de Slack con el titulo del issue y quien lo abrio",
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['slack/send_message'],
      params: {
        '1.events': contains('issue'), // literal
        '2.channel': anyOf('#soporte', 'soporte'), // literal
        '2.message': contains('{{trigger.'), // bound (GitHub payload paths are not fixed by the brief; not the sample title)
      },
    },
  ),
  one(
    'b24am-13',
    'agencia de viajes (Cancún)',
    'Hola! agencia de viajes en Cancun 🏝️. Quiero un boton que cuando yo le pique consulte https://api.cambio-cun.mx/v1/usd y apunte lo que responda en la hoja TipoCambio del archivo 1ViajCun77, ayer por ejemplo salio 18.40 y lo tuve que copiar a mano',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['http/request', 'google_sheets/append_row'],
      params: {
        '2.url': 'https://api.cambio-cun.mx/v1/usd', // literal
        '3.spreadsheet_id': '1ViajCun77', // literal
        '3.sheet_name': 'TipoCambio', // literal
        '3.values': contains('{{steps.2.output.body'), // bound (not 18.40)
      },
    },
  ),
  one(
    'b24am-14',
    'lavandería (Saltillo)',
    "Buenas, tengo una lavanderia en Saltillo. Mi app manda un webhook con cliente, kilos y total, ejemplo: Sra. Paty, 7 kilos, 245 pesos. Quiero que se guarde en la tabla servicios de postgres con esos tres datos y que le responda a la app con 'guardado'",
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'webhook/respond'],
      params: {
        '2.query': containsAll('insert', 'servicios', 'cliente', 'kilos', 'total'), // literal SQL shape
        '2.params': containsAll('{{trigger.body.cliente}}', '{{trigger.body.kilos}}', '{{trigger.body.total}}'), // bound (not Paty / 7 / 245)
        '3.body': contains('guardado'), // literal
      },
    },
  ),
  one(
    'b24am-15',
    'renta de mobiliario para fiestas (Veracruz)',
    "Quiubo, rento mobiliario para fiestas en Veracruz. Voy a poner un formulario con nombre, telefono, fecha e invitados, ejemplo: Rocio, 2291234567, 14 de diciembre, 150 invitados. Nomas cuando sean mas de 100 invitados mandame whats a mi numero 229 876 5432 con su nombre y telefono pa' llamarle",
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.fields': containsAll('nombre', 'telefono', 'fecha', 'invitados'), // literal field names
        '2.left': '{{trigger.invitados}}', // bound (not 150)
        '2.operator': 'greater_than', // literal
        '2.right': anyOf(100, '100'), // literal threshold
        '3.to': mxPhone('2298765432'), // literal (the owner's own number, not the sample 2291234567)
        '3.message': containsAll('{{trigger.nombre}}', '{{trigger.telefono}}'), // bound
      },
    },
  ),
  one(
    'b24am-16',
    'inmobiliaria (Zapopan)',
    "Buenas tardes, inmobiliaria en Zapopan. Cuando llegue a Gmail un correo con asunto contrato, como el de ayer del señor Ramirez 'Contrato depto 302', quiero que el contenido se guarde como archivo en la carpeta de Drive 1InmoZap31 con el asunto como nombre",
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file'],
      params: {
        '1.query': contains('contrato'), // literal
        '2.name': contains('{{trigger.subject}}'), // bound (not "Contrato depto 302")
        '2.content': contains('{{trigger.body}}'), // bound
        '2.folder_id': '1InmoZap31', // literal
      },
    },
  ),
  one(
    'b24am-17',
    'estética (Culiacán)',
    'Hola, tengo una estetica en Culiacan 💅. Todas las noches a las 9 quiero que vea mis citas de mañana en el calendario y me mande whats al 667 123 4567 con la lista, ayer por ejemplo tenia el tinte de doña Chayo y las uñas de la Yesi',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 21 * * *', // literal
        '3.to': mxPhone('6671234567'), // literal (owner's number)
        '3.message': contains('{{steps.2.output.events}}'), // bound (not "doña Chayo")
      },
    },
  ),
  one(
    'b24am-18',
    'pastelería (Toluca)',
    'Buen dia, tengo una pasteleria en Toluca 🎂. La tienda en linea manda webhook con nombre y telefono cuando alguien compra, ejemplo Karla, 7221234567. Quiero que espere 2 horas y le mande whats pidiendole su reseña en https://g.page/pasteleria-toluca/review con su nombre',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['delay/wait', 'whatsapp/send_message'],
      params: {
        '2.seconds': anyOf(7200, '7200'), // literal
        '3.to': '{{trigger.body.telefono}}', // bound (not 7221234567)
        '3.message': containsAll('{{trigger.body.nombre}}', 'g.page/pasteleria-toluca/review'), // name bound, link literal
      },
    },
  ),
  one(
    'b24am-19',
    'óptica (Aguascalientes)',
    'Hola, optica en Aguascalientes. En la hoja Lentes del archivo 1OptAgs12 apuntamos Paciente, Correo, Graduacion y Total, por ejemplo Don Beto, beto@gmail.com, -2.25, 1,850 pesos. Cuando se agregue un renglon, que le llegue correo al paciente diciendo que sus lentes estan listos y cuanto es el total',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1OptAgs12', // literal
        '1.sheet_name': 'Lentes', // literal
        '2.to': '{{trigger.record.Correo}}', // bound (not beto@gmail.com)
        '2.body': contains('{{trigger.record.Total}}'), // bound (not 1,850)
      },
    },
  ),
  one(
    'b24am-20',
    'local de celulares (Plaza de la Tecnología, CDMX)',
    'Qué onda, tengo un local de celulares en Plaza de la Tecnología, CDMX 📱. El webhook de la tienda trae nombre, apellido y modelo separados, tipo Luis, Hernandez, Moto G84. Quiero que junte nombre y apellido en un campo cliente y luego apunte cliente y modelo en la hoja Ventas del archivo 1CelCdmx40',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'google_sheets/append_row'],
      params: {
        '2.fields': containsAll('cliente', '{{trigger.body.nombre}}', '{{trigger.body.apellido}}'), // bound (not Luis Hernandez)
        '3.spreadsheet_id': '1CelCdmx40', // literal
        '3.sheet_name': 'Ventas', // literal
        '3.values': containsAll('{{steps.2.output', 'cliente', 'modelo'), // bound (not Moto G84)
      },
    },
  ),
  one(
    'b24am-21',
    'veterinaria (Chihuahua)',
    'Buenas, tengo una veterinaria en Chihuahua 🐶. Pondre un formulario con mascota, dueno, telefono y fecha, por ejemplo: Firulais, Don Pancho, 6141234567, jueves 5pm. Que cada cita se ponga en mi calendario con el nombre de la mascota y que le llegue whats al dueño confirmando',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'whatsapp/send_message'],
      params: {
        '1.fields': containsAll('mascota', 'dueno', 'telefono', 'fecha'), // literal field names
        '2.title': contains('{{trigger.mascota}}'), // bound (not Firulais)
        '2.start': '{{trigger.fecha}}', // bound (not "jueves 5pm")
        '3.to': '{{trigger.telefono}}', // bound (not 6141234567)
      },
    },
  ),
  one(
    'b24am-22',
    'ferretería (Torreón)',
    'Buenas, ferreteria en Torreon. En la hoja Ventas del archivo 1FerrTrc08 tenemos Cliente, RFC, Total y Estatus. Nomas cuando el Estatus diga Pagado, que mande un POST a https://factura.mx/api/timbrar con el RFC y el total para sacar la factura, ejemplo ayer: Materiales Lopez, MALO800101AB1, 12,400',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'http/request'],
      params: {
        '1.spreadsheet_id': '1FerrTrc08', // literal
        '1.sheet_name': 'Ventas', // literal
        '2.left': '{{trigger.record.Estatus}}', // bound
        '2.operator': 'equals', // literal
        '2.right': 'Pagado', // literal
        '3.url': 'https://factura.mx/api/timbrar', // literal
        '3.method': 'POST', // literal
        '3.body': containsAll('{{trigger.record.RFC}}', '{{trigger.record.Total}}'), // bound (not MALO800101AB1 / 12,400)
      },
    },
  ),
  one(
    'b24am-23',
    'consultorio de nutrición (Campeche)',
    'Hola que tal, soy nutriologa en Campeche. Tengo un formulario con nombre, correo, peso y meta, ejemplo: Lupita, lupita@hotmail.com, 78 kilos, bajar 8. Quiero que la IA arme un plan de comidas de una semana con esos datos y se lo mande por correo a la paciente',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['ai/generate_text', 'gmail/send_email'],
      params: {
        '1.fields': containsAll('nombre', 'correo', 'peso', 'meta'), // literal field names
        '2.prompt': containsAll('{{trigger.peso}}', '{{trigger.meta}}'), // bound (not 78 kilos / bajar 8)
        '3.to': '{{trigger.correo}}', // bound (not lupita@hotmail.com)
        '3.body': contains('{{steps.2.output.text}}'), // bound
      },
    },
  ),

  // ───────────────────────────── smart_forms_required (5) ─────────────────────────────
  one(
    'b24am-24',
    'pizzería (Puerto Vallarta)',
    'Hola buenas, tengo una pizzeria en Vallarta 🍕. La pagina manda webhook con cliente, pizza y total, ejemplo: Andrea, hawaiana grande, 289 pesos. Quiero que se guarde en la hoja Pedidos del archivo 1PizzVta22 y que me llegue un whats a mi para enterarme luego luego',
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1PizzVta22', // literal
        '2.sheet_name': 'Pedidos', // literal
        '2.values': containsAll('{{trigger.body.cliente}}', '{{trigger.body.pizza}}', '{{trigger.body.total}}'), // bound
      },
      asks: ['3.to'], // the owner's own WhatsApp number was never given
    },
  ),
  one(
    'b24am-25',
    'agencia de seguros (Guadalupe, NL)',
    'Buenas, tengo una agencia de seguros en Guadalupe, Nuevo Leon. Voy a poner un formulario con nombre, telefono y seguro, por ejemplo: Rigo, 8187654321, seguro de auto. Cada que alguien lo llene quiero que le avise a mi equipo por Slack con los datos para que le marquen',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['slack/send_message'],
      params: {
        '1.fields': containsAll('nombre', 'telefono', 'seguro'), // literal field names
        '2.message': containsAll('{{trigger.nombre}}', '{{trigger.telefono}}'), // bound (not Rigo / 8187654321)
      },
      asks: ['2.channel'], // no channel named
    },
  ),
  one(
    'b24am-26',
    'tamalería (Tlaxcala)',
    'Buenas tardes, tengo una tamaleria en Tlaxcala. Mi muchacha va a llenar un formulario con nombre, docenas y dia, por ejemplo si llega doña Chelo y pide 4 docenas de rajas para el domingo. Que cada encargo se apunte en la hoja Encargos con su nombre, cuantas docenas y el dia',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row'],
      params: {
        '1.fields': containsAll('nombre', 'docenas', 'dia'), // literal field names
        '2.sheet_name': 'Encargos', // literal (the tab)
        '2.values': containsAll('{{trigger.nombre}}', '{{trigger.docenas}}', '{{trigger.dia}}'), // bound (not doña Chelo / 4 / domingo)
      },
      asks: ['2.spreadsheet_id'], // the spreadsheet itself was never identified
    },
  ),
  one(
    'b24am-27',
    'vivero (Cuernavaca)',
    'Buenas, tengo un vivero en Cuernavaca 🌿. Cada domingo a las 7 de la noche quiero que lea la hoja Riego del archivo 1VivCuer88 y me mande por telegram lo que toca regar esa semana, esta por ejemplo tocaban las bugambilias y los helechos',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 19 * * 0', // literal
        '2.spreadsheet_id': '1VivCuer88', // literal
        '2.sheet_name': 'Riego', // literal
        '3.message': contains('{{steps.2.output.rows}}'), // bound (not bugambilias / helechos)
      },
      asks: ['3.chat_id'], // the owner's Telegram chat id was never given
    },
  ),
  one(
    'b24am-28',
    'taller de reparación de computadoras (Tampico)',
    'Hola buen dia, tengo un taller de reparacion de computadoras en Tampico. En la hoja Reparaciones del archivo 1CompTmp17 apuntamos Cliente, Telefono y Equipo, ejemplo: Don Memo, 8331234567, laptop HP. Cuando se agregue un renglon quiero que le llegue correo al cliente diciendo que ya recibimos su equipo',
    {
      status: 'smart_forms_required',
      trigger: 'google_sheets/new_row',
      actions: ['gmail/send_email'],
      params: {
        '1.spreadsheet_id': '1CompTmp17', // literal
        '1.sheet_name': 'Reparaciones', // literal
        '2.body': contains('{{trigger.record.Equipo}}'), // bound (not "laptop HP")
      },
      asks: ['2.to'], // the row has no email column
    },
  ),

  // ───────────────────────────── clarification / conversation ─────────────────────────────
  one(
    'b24am-29',
    'tienda de regalos (San Miguel de Allende)',
    'Hola, tengo una tienda de regalos en San Miguel de Allende. Cuando alguien me hace un pedido, como ayer que pidieron una taza personalizada para Sofi, quiero que se guarde en la nube y que me llegue un aviso. Se puede?',
    { status: 'clarification_needed' },
  ),
  one(
    'b24am-30',
    'cafetería (Xalapa)',
    'Buenas tardes, tengo una cafeteria en Xalapa ☕. Antes de armar algo, como le hago para conectar mi cuenta de Google? por ejemplo para que lea mi hoja de Ventas, tengo que darle mi contraseña a ustedes?',
    { status: 'conversation' },
  ),

  // ───────────────────────────── multi-turn follow-ups (10) ─────────────────────────────
  {
    id: 'b24am-31',
    business: 'tortillería (Mexicali)',
    turns: [
      'Buenas, tengo una tortilleria en Mexicali. Diario a las 8 de la noche quiero que lea la hoja Cortes del archivo 1TortMxl09 y me mande por correo los renglones del dia, ayer por ejemplo fueron 85 kilos y 2,300 pesos',
      'mejor a las 9 y media de la noche, a las 8 todavia estamos despachando',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 21 * * *', // literal (replaced hour)
        '2.spreadsheet_id': '1TortMxl09', // literal
        '2.sheet_name': 'Cortes', // literal
        '3.to': OWNER_EMAIL, // literal
        '3.body': contains('{{steps.2.output.rows}}'), // bound (not 85 kilos / 2,300)
      },
    },
  },
  {
    id: 'b24am-32',
    business: 'refaccionaria (Los Mochis)',
    turns: [
      'Que onda, tengo una refaccionaria en Los Mochis. El sistema manda webhook con cliente y total de cada venta, ayer por ejemplo entro una de 3,400 de un taller de Ahome. Solo si el total es de mas de 2,000 que avise al canal #ventas-grandes de Slack con el cliente y el total',
      'oye cambialo, que avise nomas cuando pase de 5 mil, si no se llena el canal',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}', // bound (not 3,400)
        '2.operator': 'greater_than', // literal
        '2.right': anyOf(5000, '5000'), // literal (replaced threshold)
        '3.channel': anyOf('#ventas-grandes', 'ventas-grandes'), // literal
        '3.message': containsAll('{{trigger.body.cliente}}', '{{trigger.body.total}}'), // bound
      },
    },
  },
  {
    id: 'b24am-33',
    business: 'academia de baile (Guadalajara)',
    turns: [
      'Hola! tengo una academia de baile en Guadalajara 💃. Cada viernes a las 6 de la tarde quiero que lea la hoja Asistencia del archivo 1BaileGdl21 y me la mande por correo, la semana pasada por ejemplo vinieron 23 a salsa y 15 a bachata',
      'Cambia dos cosas: que sea los sabados a las 10 de la mañana y que el correo le llegue a mi socia lupita.baile@gmail.com en vez de a mi',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 10 * * 6', // literal (day and hour changed)
        '2.spreadsheet_id': '1BaileGdl21', // literal
        '2.sheet_name': 'Asistencia', // literal
        '3.to': 'lupita.baile@gmail.com', // literal (replaced recipient)
        '3.body': contains('{{steps.2.output.rows}}'), // bound (not 23 / 15)
      },
      reply: ['lupita.baile@gmail.com', 'sábado'],
    },
  },
  {
    id: 'b24am-34',
    business: 'purificadora de agua (Acapulco)',
    turns: [
      "Ey compa, tengo una purificadora de agua en Acapulco. La gente pide garrafones por telegram al bot, por ejemplo 'dos garrafones a Costera 120, depto 4'. Quiero que cada mensaje se apunte en la hoja Pedidos del archivo 1AguaAca14",
      'y al final que le conteste al cliente por el mismo telegram que ya va el repartidor',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '2.spreadsheet_id': '1AguaAca14', // literal
        '2.sheet_name': 'Pedidos', // literal
        '2.values': contains('{{trigger.text}}'), // bound (not "dos garrafones…")
        '3.chat_id': '{{trigger.chat_id}}', // bound (the customer who wrote)
        '3.message': contains('repartidor'), // literal
      },
    },
  },
  {
    id: 'b24am-35',
    business: 'hostal (San Cristóbal de las Casas)',
    turns: [
      'Buenas, tengo un hostal en San Cristobal de las Casas. La pagina de reservas manda webhook con huesped, correo y llegada, ejemplo: Sophie, sophie@mail.fr, 12 de enero. Quiero que le llegue un correo de bienvenida al huesped con su fecha de llegada',
      'agregale un paso al principio: que primero apunte huesped y llegada en la hoja Reservas del archivo 1HostSCL05, y ya luego el correo',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': '1HostSCL05', // literal
        '2.sheet_name': 'Reservas', // literal
        '2.values': containsAll('{{trigger.body.huesped}}', '{{trigger.body.llegada}}'), // bound (not Sophie / 12 de enero)
        '3.to': '{{trigger.body.correo}}', // bound (not sophie@mail.fr)
        '3.body': contains('{{trigger.body.llegada}}'), // bound
      },
    },
  },
  {
    id: 'b24am-36',
    business: 'cervecería artesanal (Ensenada)',
    turns: [
      'Que tal, tenemos una cerveceria artesanal en Ensenada 🍺. Formulario de pedidos con nombre, correo, cerveza y cantidad, ejemplo: Toño, tono@gmail.com, IPA, 12. Que se apunte en la hoja Pedidos del archivo 1CervEns03 y le llegue correo al cliente confirmando',
      'despues de lo de la hoja, mete un aviso al canal #bodega de Slack con la cerveza y la cantidad',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'slack/send_message', 'gmail/send_email'],
      params: {
        '1.fields': containsAll('nombre', 'correo', 'cerveza', 'cantidad'), // literal field names
        '2.spreadsheet_id': '1CervEns03', // literal
        '2.sheet_name': 'Pedidos', // literal
        '3.channel': anyOf('#bodega', 'bodega'), // literal
        '3.message': containsAll('{{trigger.cerveza}}', '{{trigger.cantidad}}'), // bound (not IPA / 12)
        '4.to': '{{trigger.correo}}', // bound (not tono@gmail.com)
      },
    },
  },
  {
    id: 'b24am-37',
    business: 'mudanzas (Puebla)',
    turns: [
      'Buen dia, tenemos mudanzas en Puebla 🚚. Formulario con nombre, telefono, origen, destino y fecha, ejemplo: Sr. Ortiz, 2221234567, Angelopolis, Cholula, sabado 8am. Que cada mudanza se ponga en mi calendario, que le llegue whats al cliente confirmando y que me avise por telegram a mi chat 55443322',
      'el telegram mejor mandalo al grupo de los choferes, chat -100223344',
      'y sabes que, quitale lo de whatsapp, a los clientes les hablamos nosotros',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'telegram/send_message'],
      params: {
        '1.fields': containsAll('nombre', 'telefono', 'origen', 'destino', 'fecha'), // literal field names
        '2.start': '{{trigger.fecha}}', // bound (not "sabado 8am")
        '3.chat_id': chatId('-100223344'), // literal (replaced recipient)
      },
    },
  },
  {
    id: 'b24am-38',
    business: 'joyería de plata (Taxco)',
    turns: [
      'Buenas tardes, joyeria de plata en Taxco. Cuando llegue a Gmail un correo con asunto apartado, como el de ayer de una señora que aparto unos aretes de 1,200, que la IA saque nombre, pieza y monto, lo apunte en la hoja Apartados del archivo 1JoyTax26 y me avise por telegram a mi chat 91827364',
      'quitale el ultimo paso, con la hoja me basta',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row'],
      params: {
        '1.query': contains('apartado'), // literal
        '2.prompt': contains('{{trigger.body}}'), // bound (not "aretes de 1,200")
        '3.spreadsheet_id': '1JoyTax26', // literal
        '3.sheet_name': 'Apartados', // literal
        '3.values': contains('{{steps.2.output.text}}'), // bound
      },
    },
  },
  {
    id: 'b24am-39',
    business: 'consultorio de psicología (San Luis Potosí)',
    turns: [
      'Hola, tengo un consultorio de psicologia en San Luis Potosi. Formulario con nombre, correo y fecha, ejemplo: Daniela, dani@gmail.com, martes 4pm. Quiero que cada cita se cree en mi calendario y que le llegue correo por Gmail a la paciente confirmando su cita con la fecha',
      'mejor que el correo salga por el SMTP del consultorio y no por Gmail, lo demas igual',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'email/send_email'],
      params: {
        '2.start': '{{trigger.fecha}}', // bound (not "martes 4pm")
        '3.to': '{{trigger.correo}}', // bound, kept through the swap (not dani@gmail.com)
        '3.body': contains('{{trigger.fecha}}'), // bound, kept through the swap
      },
    },
  },
  {
    id: 'b24am-40',
    business: 'carrito de marquesitas (Progreso, Yucatán)',
    turns: [
      'Buenas, tengo un carrito de marquesitas en Progreso, Yucatan. Diario a las 10 de la noche quiero que lea la hoja Ventas del archivo 1MarqPrg11 y me mande por whats al 999 123 4567 lo vendido, ayer por ejemplo fueron 120 de queso de bola',
      'cambialo a que me llegue por telegram a mi chat 4455667',
      'mare, mejor no, dejalo como estaba con el whats',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 22 * * *', // literal
        '2.spreadsheet_id': '1MarqPrg11', // literal
        '2.sheet_name': 'Ventas', // literal
        '3.to': mxPhone('9991234567'), // literal (owner's number, restored by the undo)
        '3.message': contains('{{steps.2.output.rows}}'), // bound (not 120)
      },
    },
  },
];
