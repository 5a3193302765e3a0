/**
 * Held-out batch 2026-11-24, letter x (written blind: only blind-writer.md, catalogue.md and
 * types.ts were read).
 *
 * Mix (40): 23 one-turn plan_ready (b24x-01…23) covering every trigger kind (webhook, form,
 * schedule daily / weekly / monthly, Gmail new email, Sheets new row, Drive new file, Calendar
 * event starting, Telegram new message, Slack, GitHub, manual) and every action kind; 5
 * smart_forms_required (24…28: owner's WhatsApp, Slack channel, spreadsheet id, owner's
 * Telegram chat id, a customer email the webhook lacks); 1 clarification_needed (29); 1
 * conversation (30); 10 multi-turn follow-ups (31…40: hour + add at end, threshold + channel,
 * add first + hour, add after a named step + sheet, remove by service + channel, remove by
 * position + recipient, swap Slack→Telegram + sheet, undo of a double change, three changes in
 * one message, two follow-ups: minutes + recipient then add at end).
 *
 * Register: owners who are precise but wordy — polite openings ("Buen día, les escribe…"),
 * the reason they need it, the data their systems send in a sentence of its own, 3–4 actions
 * per request, follow-ups that change two things at once. Regional touches: norteño
 * (Monterrey, Saltillo, Nuevo Laredo, Hermosillo, Culiacán, Torreón, Chihuahua, Mexicali,
 * Durango, Cd. Obregón, Cd. Juárez), chilango (Coyoacán, Naucalpan), tapatío (Guadalajara,
 * Puerto Vallarta), yucateco (Mérida, Campeche, Chetumal, Cancún), costeño (Acapulco, Veracruz,
 * Tampico, Villahermosa, Mazatlán), bajío (Querétaro, Aguascalientes, Celaya, Irapuato,
 * Morelia); missing accents, a typo here and there, Spanglish and emoji now and then.
 * Businesses: professional services, health, education, food, retail and logistics, none
 * repeated.
 */
import { type EvalCase, OWNER_EMAIL, contains, one } from './types';

/** A number the planner may write as a number or as text. */
const n = (x: number) => ({ anyOf: [x, String(x)] });
/** A Mexican mobile as the owner wrote it, in the usual equivalent spellings. */
const tel = (digits: string, written: string) => ({
  anyOf: [...new Set([digits, `+52${digits}`, `52${digits}`, `+521${digits}`, `521${digits}`, written, `+52 ${written}`])],
});
/** A Telegram chat id, as text or number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });
/** A Slack channel with or without the hash. */
const chan = (name: string) => ({ anyOf: [`#${name}`, name] });
const containsAll = (...parts: string[]) => ({ containsAll: parts });
const sheetUrl = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit#gid=0`;

// Spreadsheet and folder ids (each used in one case).
const S02 = '1Ty1LlnkmkQRfTWjZTsU7XaCD3UOhbHk9FV2CRtF8fRW';
const S03 = '1q1NkRu9teIPxQ5c7nuv5VetgpQMZj02F3srJVr7mfKF';
const S06 = '1YjPjuEmQMYiEGqGWoIYpfOiquPIPoznYtzeEx1uqXlV';
const S07 = '1K0Bv34p5xcd3CSuCCYWfcfuTAZyIFKHA2z1ostxsjvV';
const S08 = '16eZLPZb6q7IaSPAzOz5srCyRWxu3Uaz6bEDYekYo2iH';
const S09 = '1P5Ln8Cil0dh0fdp7bJ9SFdl6vYtg3lhjXGWfMZHFHTt';
const S13 = '1qRP6DDPyA6Q2V1jvfmHjliC9vs932oPNipgtVOMM85p';
const S15 = '16rDemnyNKZELvWDS3j3c7lk0mU0oaortERNVLp5vqps';
const S17 = '18EJs8bpwOMKs7ox1oY078YGzvefwC17Cw9CEKApcgkH';
const S19 = '1b9X3XtOYI1eLQxm6TWRMnwj8hP1H4nHqNOTxkrH2Cs3';
const S20 = '14ks2LjyNb52epE6apGXF99XFi6IUo1Mw8gMOPhvOUlQ';
const S21 = '1MXo9LmvlMAoWq9EyJdDIxtmE1VYQVpPkI0W2a8r4RiJ';
const S23 = '1eGHHVNpV61CXO6uKmkaxM39XENciQkvPrB9mPhoB72N';
const S24 = '1s98XTmEon3rBjGKVYMoUYHhrhUaiwUKYAjHaw6OlAI6';
const S25 = '1sRi0q9en2gXBYtjMuUg42oz8p1kNYF4hVcgN59rABHE';
const S28 = '14gsxUMMBzy4k6jt0g0Ea0W2jbKY6X5P43CO4cqeQlMs';
const S31 = '16zkx4hKXLqhPwVGuWqRZPKTIwQv9jQJp9i3jUoAyA73';
const S32 = '1KgBqzdt4znyh8rimD22OukXOKbnUkLuPfRkgJ4JW95L';
const S33 = '1oRomUw7GKCpOCWp6E39sRLm6I4Zz6adQuiim6Zz1kns';
const S34 = '1htw8Equf0ivdADGBDTW1u38i9J5jWscyez01yBgkpMb';
const S35 = '16cwH00ylSe6fp7eJDlatjAIo7SrAsGCBwPIeDKhaWrN';
const S37 = '1XZhjYAiG1TCdGHjsV8gnP5Ktw6HBZgjYnCktx2eD33G';
const S38 = '1M1hy08zo0CwZOkuWzHx5UQDGsyX7bJFKFIJ92WIHEXT';
const S40 = '1BxMgPEeiaRDuHEbDcMhAbu7ERVGSNMw1WtlHX6OSkCp';
const F05 = '1qr5lgRjeisbYmfFMf5Oo4VSUZ9A2kOrB';
const F08 = '1rxThhdjPxskDEQjZOh8xqcvkruX4D8kM';
const F20 = '1Ez9gs1abSqeUDS1lUmP5SfoMYibkMXbC';

export const blind20261124x: EvalCase[] = [
  // ───────────── one-turn plan_ready (23) ─────────────

  // webhook → postgres insert, email to the customer from the payload, respond 200
  one(
    'b24x-01',
    'Despacho contable Garza y Asociados, Monterrey (servicios profesionales, norteño)',
    'Buen día, les escribe la C.P. Rocío Garza del despacho Garza y Asociados en Monterrey. Ocupo llevar bien el control de los pagos de mis clientes. Nuestro portal manda un webhook con folio, cliente, monto y correo. Guárdenlo en la tabla pagos de Postgres, mándenle al cliente un correo con su recibo y respondan 200 al portal.',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'gmail/send_email', 'webhook/respond'],
      params: {
        '2.query': containsAll('insert', 'pagos', 'folio', 'monto'),
        '3.to': '{{trigger.body.correo}}',
        '4.status': n(200),
      },
    },
  ),

  // form → calendar event, WhatsApp to the patient, Sheets append
  one(
    'b24x-02',
    'Clínica Dental Sonrisa, Guadalajara (salud, tapatío)',
    `Buenas tardes, les escribe el Dr. Ramiro Ochoa de Clínica Dental Sonrisa en Guadalajara, pos ya no queremos apuntar citas a mano. El formulario de la pagina pide nombre, telefono, fecha y motivo. Creen el evento en mi calendario con el nombre del paciente como titulo, mándenle whats de confirmación y anótenlo en la hoja Citas del archivo ${S02}.`,
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'whatsapp/send_message', 'google_sheets/append_row'],
      params: {
        '1.fields': containsAll('nombre', 'telefono', 'fecha', 'motivo'),
        '2.title': contains('{{trigger.nombre}}'),
        '2.start': '{{trigger.fecha}}',
        '3.to': '{{trigger.telefono}}',
        '4.spreadsheet_id': S02,
        '4.sheet_name': 'Citas',
      },
    },
  ),

  // schedule daily → read rows (id from URL), AI, Telegram
  one(
    'b24x-03',
    'Panificadora La Ermita, Mérida (alimentos, yucateco)',
    `Buen día, les escribe Doña Chayo de Panificadora La Ermita en Mérida; mare, se nos acaba la harina. El inventario está en la hoja Inventario de ${sheetUrl(S03)}, con Producto, Existencia y Minimo. Todos los dias a las 7 de la mañana léanla, que la IA diga qué anda bajo y mándenlo al Telegram de la panadería, chat 6123498750.`,
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 7 * * *',
        '2.spreadsheet_id': S03,
        '2.sheet_name': 'Inventario',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.chat_id': chat('6123498750'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),

  // schedule weekly → postgres select, AI, Gmail to owner, Slack
  one(
    'b24x-04',
    'Idiomas Bernal, Querétaro (educación, bajío)',
    'Buen día, les escribe Mariana Uribe, directora de Idiomas Bernal en Querétaro; ocupamos que la cobranza no se nos pase. En Postgres tenemos la tabla alumnos con nombre y adeudo. Cada viernes a las 6 de la tarde consulten quién debe, que la IA haga un resumen, mándenmelo a mi correo y pónganlo en Slack en #cobranza, ándele.',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'gmail/send_email', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 18 * * 5',
        '2.query': containsAll('select', 'alumnos', 'adeudo'),
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': OWNER_EMAIL,
        '4.body': contains('{{steps.3.output.text}}'),
        '5.channel': chan('cobranza'),
        '5.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),

  // schedule monthly → HTTP GET, AI, Drive upload, SMTP email
  one(
    'b24x-05',
    'Fletes Valdés, Saltillo (logística, norteño)',
    `Buenas, les escribe Héctor Valdés de Fletes Valdés en Saltillo; la contadora me pide cada mes los kilómetros de las unidades. Nuestro GPS regresa un JSON en https://api.rastreo-valdes.mx/v1/kilometraje. El día primero de cada mes a las 8 consulten esa URL, que la IA arme el reporte, súbanlo a la carpeta de Drive ${F05} y mándenlo por nuestro SMTP a contabilidad@fletesvaldes.mx.`,
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'ai/generate_text', 'google_drive/upload_file', 'email/send_email'],
      params: {
        '1.cron_expression': '0 8 1 * *',
        '2.url': 'https://api.rastreo-valdes.mx/v1/kilometraje',
        '3.prompt': contains('{{steps.2.output.body}}'),
        '4.folder_id': F05,
        '4.content': contains('{{steps.3.output.text}}'),
        '5.to': 'contabilidad@fletesvaldes.mx',
      },
    },
  ),

  // Gmail new email with a subject search → AI, Sheets append, Slack
  one(
    'b24x-06',
    'Agencia Aduanal Cantú, Nuevo Laredo (logística / servicios, norteño con spanglish)',
    `Buen día, les escribe el Lic. Arturo Cantú de Agencia Aduanal Cantú en Nuevo Laredo. Los brokers de Texas nos mandan correos con asunto pedimento y el numero viene en el body. Cuando llegue uno, que la IA saque número y fecha, lo agreguen a la hoja Pedimentos del spreadsheet ${S06} y avisen en Slack #operaciones, please.`,
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row', 'slack/send_message'],
      params: {
        '1.query': contains('pedimento'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.spreadsheet_id': S06,
        '3.sheet_name': 'Pedimentos',
        '4.channel': chan('operaciones'),
      },
    },
  ),

  // Sheets new row → WhatsApp to the row's phone, calendar event, filter, Gmail to owner
  one(
    'b24x-07',
    'Florería Los Ángeles, Puebla (comercio)',
    `Buen día, les escribe Lupita Méndez de Florería Los Ángeles en Puebla. Cada pedido se captura en la hoja Pedidos del archivo ${S07}, con columnas Cliente, Telefono, Arreglo, Entrega y Total. Por cada fila nueva mándenle whats al cliente, creen el evento de entrega en el calendario y, nomás si el Total pasa de 1,500 pesos, avísenme por correo 🌹`,
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['whatsapp/send_message', 'google_calendar/create_event', 'filter/condition', 'gmail/send_email'],
      params: {
        '1.spreadsheet_id': S07,
        '1.sheet_name': 'Pedidos',
        '2.to': '{{trigger.record.Telefono}}',
        '3.start': '{{trigger.record.Entrega}}',
        '4.left': '{{trigger.record.Total}}',
        '4.operator': 'greater_than',
        '4.right': n(1500),
        '5.to': OWNER_EMAIL,
      },
    },
  ),

  // Drive new file → Sheets append, Telegram with the file name, delay, Gmail
  one(
    'b24x-08',
    'Laboratorio Clínico del Pitic, Hermosillo (salud, norteño)',
    `Buen día, les escribe la QFB Karla Encinas del Laboratorio Clínico del Pitic en Hermosillo. Los químicos suben cada resultado a la carpeta de Drive ${F08}. Cuando caiga uno nuevo, anótenlo en la hoja Bitacora del archivo ${S08}, avisen al Telegram del lab (chat -1002233445566) con el nombre del archivo, esperen media hora y escríbanle a recepcion@labpitic.mx.`,
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['google_sheets/append_row', 'telegram/send_message', 'delay/wait', 'gmail/send_email'],
      params: {
        '1.folder_id': F08,
        '2.spreadsheet_id': S08,
        '2.sheet_name': 'Bitacora',
        '3.chat_id': chat('-1002233445566'),
        '3.message': contains('{{trigger.name}}'),
        '4.seconds': n(1800),
        '5.to': 'recepcion@labpitic.mx',
      },
    },
  ),

  // Calendar event starting → WhatsApp to the owner's number, Sheets append, Gmail with the place
  one(
    'b24x-09',
    'Consultorio de psicología Daniela Ríos, Coyoacán CDMX (salud, chilango)',
    `Qué tal, les escribe la psicóloga Daniela Ríos, tengo consultorio en Coyoacán. Mis citas viven en Google Calendar; cada evento trae al paciente en el título y el lugar. Media hora antes de cada una mándenme whats al 55 4321 8765 con el titulo, regístrenla en la hoja Sesiones del archivo ${S09} y mándenle correo a asistente@psicorios.mx con el lugar.`,
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message', 'google_sheets/append_row', 'gmail/send_email'],
      params: {
        '1.minutes_before': n(30),
        '2.to': tel('5543218765', '55 4321 8765'),
        '2.message': contains('{{trigger.title}}'),
        '3.spreadsheet_id': S09,
        '3.sheet_name': 'Sesiones',
        '4.to': 'asistente@psicorios.mx',
        '4.body': contains('{{trigger.location}}'),
      },
    },
  ),

  // Telegram new message → AI, postgres insert, Telegram reply in the same chat, Discord
  one(
    'b24x-10',
    'Tacos El Franc, Tijuana (alimentos, norteño con spanglish)',
    'Qué onda, buen día, les escribe Beto de Tacos El Franc en Tijuana. La raza nos pide por nuestro bot de Telegram y el mensaje trae lo que quieren. Que la IA lo entienda, lo guarden en la tabla pedidos de Postgres, le contesten al cliente en su mismo chat y pasen la orden a cocina por Discord: https://discord.com/api/webhooks/1187/tacosfranc-cocina 🌮',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['ai/generate_text', 'postgres/query', 'telegram/send_message', 'discord/send_message'],
      params: {
        '2.prompt': contains('{{trigger.text}}'),
        '3.query': containsAll('insert', 'pedidos'),
        '4.chat_id': '{{trigger.chat_id}}',
        '5.webhook_url': 'https://discord.com/api/webhooks/1187/tacosfranc-cocina',
      },
    },
  ),

  // Slack trigger → filter contains, GitHub issue, Slack reply to the same channel
  one(
    'b24x-11',
    'Código Hidrocálido, Aguascalientes (servicios profesionales de software, bajío)',
    'Buen día, les escribe Iván Esparza de Código Hidrocálido, consultora de software en Aguascalientes; queremos rastrear las fallas que reportan los clientes. Slack nos manda el texto del mensaje y el canal. Nomás cuando el mensaje diga bug, creen un issue en el repo codigohidro/portal-clientes con el mensaje como título y contesten en ese mismo canal que ya quedó.',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'github/create_issue', 'slack/send_message'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'contains',
        '2.right': 'bug',
        '3.repository': 'codigohidro/portal-clientes',
        '3.title': contains('{{trigger.text}}'),
        '4.channel': '{{trigger.channel}}',
      },
    },
  ),

  // GitHub trigger → HTTP POST, delay, Slack, Gmail to owner
  one(
    'b24x-12',
    'Rapidín reparto de última milla, Naucalpan (logística, chilango con spanglish)',
    'Buen día, les escribe Sofía Lara de Rapidín, reparto de última milla en Naucalpan. El equipo de tech hace deploy seguido y nadie se entera, neta. GitHub nos avisa cada push al repo rapidin/app-repartidores. Cuando pase, peguen un POST a https://deploy.rapidin.mx/hooks/build, esperen 5 minutos, avisen en Slack #despliegues y mándenme un correo a mí.',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['http/request', 'delay/wait', 'slack/send_message', 'gmail/send_email'],
      params: {
        '2.url': 'https://deploy.rapidin.mx/hooks/build',
        '2.method': 'POST',
        '3.seconds': n(300),
        '4.channel': chan('despliegues'),
        '5.to': OWNER_EMAIL,
      },
    },
  ),

  // manual → Drive create folder, Sheets read, AI, Gmail to owner
  one(
    'b24x-13',
    'Colegio Vasco de Quiroga, Morelia (educación, bajío michoacano)',
    `Buenas tardes, les escribe Elena Villaseñor, directora del Colegio Vasco de Quiroga en Morelia; al iniciar el ciclo lo hago a mano. Quiero un botón para apretar: que cree en Drive la carpeta Expedientes 2026-2027, lea la hoja Alumnos del archivo ${S13}, que la IA redacte con esa lista una bienvenida y me la mande a mi correo.`,
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_drive/create_folder', 'google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '2.name': contains('Expedientes 2026-2027'),
        '3.spreadsheet_id': S13,
        '3.sheet_name': 'Alumnos',
        '4.prompt': contains('{{steps.3.output.rows}}'),
        '5.to': OWNER_EMAIL,
        '5.body': contains('{{steps.4.output.text}}'),
      },
    },
  ),

  // schedule Mon–Sat → Calendar list events, AI, WhatsApp to a given number
  one(
    'b24x-14',
    'Spa Kin Ha, Cancún (salud y bienestar, yucateco/caribeño)',
    'Buenas noches, les escribe Itzel Pech, Spa Kin Ha en Cancún; las clientas olvidan su cita bien seguido. Las citas están en el Google Calendar, con nombre y hora. De lunes a sábado a las 8 de la noche revisen los eventos de mañana, que la IA arme los recordatorios y mándenlos por whats a recepción, 998 214 7730.',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'ai/generate_text', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': { anyOf: ['0 20 * * 1-6', '0 20 * * 1,2,3,4,5,6'] },
        '3.prompt': contains('{{steps.2.output.events}}'),
        '4.to': tel('9982147730', '998 214 7730'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),

  // webhook → transform, Sheets append, WhatsApp to the payload phone, respond 200
  one(
    'b24x-15',
    'Barro Negro Tienda, Oaxaca (comercio en línea)',
    `Buen día, les escribe Tomás Hernández de Barro Negro Tienda; vendemos artesanías en línea desde Oaxaca y queremos ordenar las ventas. Nuestra tienda manda un webhook con pedido, nombre, telefono, total y envio. Junten total y envio en un campo total_final, guárdenlo en la hoja Ventas del archivo ${S15}, mándenle whats al cliente y contesten 200 a la tienda.`,
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'google_sheets/append_row', 'whatsapp/send_message', 'webhook/respond'],
      params: {
        '2.fields': contains('total_final'),
        '3.spreadsheet_id': S15,
        '3.sheet_name': 'Ventas',
        '4.to': '{{trigger.body.telefono}}',
        '5.status': n(200),
      },
    },
  ),

  // form → postgres insert, Gmail to the form email, filter less_than, Telegram
  one(
    'b24x-16',
    'Escuela de Natación Delfines, Culiacán (educación, norteño sinaloense)',
    'Buen día, les escribe el profe Chuy Inzunza, Escuela de Natación Delfines en Culiacán. El formulario de inscripción pide nombre, edad, telefono, correo y horario. Guárdenlo en Postgres, tabla inscripciones, mándenle correo de bienvenida al papá y, nomás cuando la edad sea menor a 6, avisen a la coordinadora por Telegram, chat 7788990011, ella atiende a esos plebes.',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['postgres/query', 'gmail/send_email', 'filter/condition', 'telegram/send_message'],
      params: {
        '1.fields': containsAll('nombre', 'edad', 'telefono', 'correo', 'horario'),
        '2.query': containsAll('insert', 'inscripciones'),
        '3.to': '{{trigger.correo}}',
        '4.left': '{{trigger.edad}}',
        '4.operator': 'less_than',
        '4.right': n(6),
        '5.chat_id': chat('7788990011'),
      },
    },
  ),

  // Gmail new email → AI, reply to the sender, Sheets append, Telegram to owner's chat
  one(
    'b24x-17',
    'Imprenta Salgado, Toluca (comercio / servicios)',
    `Buen día, les escribe Gerardo de Imprenta Salgado en Toluca; nos tardamos en contestar las cotizaciones. Los correos llegan con asunto cotizacion, el remitente y en el cuerpo lo que piden. Que la IA redacte un precio estimado, respondan al remitente con ese texto, anótenlo en la hoja Cotizaciones del archivo ${S17} y avísenme a mi Telegram, chat 5512098734.`,
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'gmail/send_email', 'google_sheets/append_row', 'telegram/send_message'],
      params: {
        '1.query': contains('cotizacion'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.to': '{{trigger.from}}',
        '3.body': contains('{{steps.2.output.text}}'),
        '4.spreadsheet_id': S17,
        '4.sheet_name': 'Cotizaciones',
        '5.chat_id': chat('5512098734'),
      },
    },
  ),

  // schedule weekly with minutes → postgres select, AI, Gmail, Discord
  one(
    'b24x-18',
    'Abarrotes La Laguna, Torreón (logística / distribución, norteño)',
    'Buen día, les escribe Rogelio Murra de Abarrotes La Laguna en Torreón, surtimos tienditas. En Postgres la tabla inventario tiene producto, existencia y minimo. Cada lunes a las 7:30 de la mañana saquen lo que esté abajo del mínimo, que la IA haga la lista de compra y mándenla a compras@abarroteslalaguna.mx y a bodega por Discord: https://discord.com/api/webhooks/99231/bodega-laguna',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'gmail/send_email', 'discord/send_message'],
      params: {
        '1.cron_expression': '30 7 * * 1',
        '2.query': containsAll('select', 'inventario', 'existencia', 'minimo'),
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': 'compras@abarroteslalaguna.mx',
        '4.body': contains('{{steps.3.output.text}}'),
        '5.webhook_url': 'https://discord.com/api/webhooks/99231/bodega-laguna',
        '5.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),

  // schedule monthly on the 25th → Sheets read (URL), AI, SMTP email, Telegram
  one(
    'b24x-19',
    'Bachillerato Bicentenario, Pachuca (educación)',
    `Buen día, les escribe Salvador Trejo, director del Bachillerato Bicentenario en Pachuca; queremos cobrar a tiempo. La hoja Colegiaturas de ${sheetUrl(S19)} tiene alumno, tutor y saldo. El 25 de cada mes a las 10 am léanla, que la IA redacte el aviso y mándenlo desde nuestro SMTP a cobranza@bachbicentenario.edu.mx y al Telegram de direccion, chat -1004455667788.`,
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'email/send_email', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 10 25 * *',
        '2.spreadsheet_id': S19,
        '2.sheet_name': 'Colegiaturas',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': 'cobranza@bachbicentenario.edu.mx',
        '4.body': contains('{{steps.3.output.text}}'),
        '5.chat_id': chat('-1004455667788'),
        '5.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),

  // Drive new file → Sheets append, Slack with the file name, Gmail to a partner
  one(
    'b24x-20',
    'Terrazas Abogados, Chihuahua (servicios profesionales, norteño)',
    `Buen día, les escribe Fernando Terrazas de Terrazas Abogados en Chihuahua; los asociados suben contratos y nadie los revisa. Drive nos da el nombre de cada archivo que cae en la carpeta ${F20}. Por cada uno, regístrenlo en la hoja Contratos del archivo ${S20}, avisen en Slack #juridico con el nombre y escríbanle a mi socia, paola@terrazasabogados.mx.`,
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['google_sheets/append_row', 'slack/send_message', 'gmail/send_email'],
      params: {
        '1.folder_id': F20,
        '2.spreadsheet_id': S20,
        '2.sheet_name': 'Contratos',
        '3.channel': chan('juridico'),
        '3.message': contains('{{trigger.name}}'),
        '4.to': 'paola@terrazasabogados.mx',
      },
    },
  ),

  // Calendar event starting → Telegram with the title, HTTP POST, Sheets append
  one(
    'b24x-21',
    'Box Huasteco Crossfit, Tampico (salud / deporte, costeño tampiqueño)',
    `Buenas, les escribe el coach Raúl Zúñiga de Box Huasteco Crossfit en Tampico; los atletas llegan tarde. Las clases están en el Google Calendar del box, con nombre y sala. Quince minutos antes de cada una avisen al Telegram de atletas (chat -1003344556677) con el nombre, hagan POST a https://app.boxhuasteco.mx/api/checkin y anótenla en la hoja Asistencia del archivo ${S21}.`,
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['telegram/send_message', 'http/request', 'google_sheets/append_row'],
      params: {
        '1.minutes_before': n(15),
        '2.chat_id': chat('-1003344556677'),
        '2.message': contains('{{trigger.title}}'),
        '3.url': 'https://app.boxhuasteco.mx/api/checkin',
        '3.method': 'POST',
        '4.spreadsheet_id': S21,
        '4.sheet_name': 'Asistencia',
      },
    },
  ),

  // Telegram new message → parameterised postgres select, AI over rows, reply in the chat
  one(
    'b24x-22',
    'Farmacia del Grijalva, Villahermosa (salud, costeño tabasqueño)',
    'Buen día, les escribe Yolanda Priego de Farmacia del Grijalva en Villahermosa; la gente pregunta a cada rato por medicinas. El mensaje a nuestro bot de Telegram trae nomás el nombre del medicamento. Búsquenlo en la tabla medicamentos de Postgres con una consulta parametrizada, que la IA arme una respuesta amable con precio y existencia y contéstenle en su chat.',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['postgres/query', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '2.query': containsAll('select', 'medicamentos', '$1'),
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.chat_id': '{{trigger.chat_id}}',
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),

  // webhook → respond first, then filter equals, WhatsApp, Sheets append
  one(
    'b24x-23',
    'Paquetería Jarocha, Veracruz (logística, costeño jarocho)',
    `Buen día, les escribe Marcos Contreras de Paquetería Jarocha en Veracruz, queremos que el cliente sepa cuándo le llegó. Nuestro rastreador manda un webhook con guia, estatus, nombre y telefono del cliente. Siempre respóndanle 200 al rastreador, y nomás si el estatus es entregado mándenle whats al cliente y apúntenlo en la hoja Entregas del archivo ${S23}.`,
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['webhook/respond', 'filter/condition', 'whatsapp/send_message', 'google_sheets/append_row'],
      params: {
        '2.status': n(200),
        '3.left': '{{trigger.body.estatus}}',
        '3.operator': 'equals',
        '3.right': 'entregado',
        '4.to': '{{trigger.body.telefono}}',
        '5.spreadsheet_id': S23,
        '5.sheet_name': 'Entregas',
      },
    },
  ),

  // ───────────── smart_forms_required (5) ─────────────

  // the owner's WhatsApp number is never given
  one(
    'b24x-24',
    'Mariscos La Quebrada, Acapulco (alimentos, costeño guerrerense)',
    `Buen día, les escribe Don Chucho Radilla del restaurante Mariscos La Quebrada en Acapulco; las reservas se nos revuelven en fin de semana. El formulario de reservaciones pide nombre, telefono, personas y fecha. Creen el evento en el calendario, apúntenlas en la hoja Reservas del archivo ${S24} y avísenme por whats a mí, que ando en la cocina, compadre.`,
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.start': '{{trigger.fecha}}',
        '3.spreadsheet_id': S24,
        '3.sheet_name': 'Reservas',
      },
      asks: ['4.to'],
    },
  ),

  // the Slack channel is never named
  one(
    'b24x-25',
    'Talento Bajío consultoría de RH, Celaya (servicios profesionales, bajío)',
    `Buen día, les escribe la Lic. Adriana Rangel de Talento Bajío, consultoría de RH en Celaya; tantos CVs nos quitan el día. Los candidatos mandan correo con asunto vacante y el CV en el texto. Que la IA haga un resumen de cada uno, lo agreguen a la hoja Candidatos del archivo ${S25} y avísenle al equipo por Slack, ándele.`,
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'google_sheets/append_row', 'slack/send_message'],
      params: {
        '1.query': contains('vacante'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.spreadsheet_id': S25,
        '3.sheet_name': 'Candidatos',
      },
      asks: ['4.channel'],
    },
  ),

  // the spreadsheet is never identified (only the tab)
  one(
    'b24x-26',
    'Veterinaria Huellitas, San Luis Potosí (salud animal)',
    'Buen día, les escribe el MVZ Óscar Zavala de Veterinaria Huellitas en San Luis Potosí; queremos confirmar las citas sin andar marcando. El formulario de citas pide dueño, mascota, telefono y servicio. Mándenle whats al dueño confirmando, guárdenlo en la hoja Pacientes de nuestro Google Sheets y a mí mándenme un correo con el resumen, porfa 🐶',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message', 'google_sheets/append_row', 'gmail/send_email'],
      params: {
        '1.fields': containsAll('mascota', 'telefono', 'servicio'),
        '2.to': '{{trigger.telefono}}',
        '3.sheet_name': 'Pacientes',
        '4.to': OWNER_EMAIL,
      },
      asks: ['3.spreadsheet_id'],
    },
  ),

  // the owner's Telegram chat id is never given
  one(
    'b24x-27',
    'Cafecito Xalapeño, Xalapa (alimentos)',
    'Buen día, les escribe Paola Landa de Cafecito Xalapeño en Xalapa; cierro tarde y quiero saber cómo nos fue. Las ventas quedan en la tabla ventas de nuestro Postgres, con producto, cantidad, total y fecha. Todos los días a las 9 de la noche saquen las de hoy, que la IA me haga un resumen y mándenmelo a mi Telegram.',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 21 * * *',
        '2.query': containsAll('select', 'ventas'),
        '3.prompt': contains('{{steps.2.output.rows}}'),
      },
      asks: ['4.chat_id'],
    },
  ),

  // the customer's email is not in the webhook data
  one(
    'b24x-28',
    'Taller Mecánico Félix, Mexicali (comercio / servicios, norteño)',
    `Buen día, les escribe Ramón Félix del Taller Mecánico Félix en Mexicali; los clientes quieren su cotización por escrito. Nuestro sistema de órdenes manda un webhook con orden, placas, nombre, telefono y total. Que la IA redacte la cotización, mándenle un correo al cliente con ella y anótenla en la hoja Ordenes del archivo ${S28}.`,
    {
      status: 'smart_forms_required',
      trigger: 'webhook/webhook_received',
      actions: ['ai/generate_text', 'gmail/send_email', 'google_sheets/append_row'],
      params: {
        '3.body': contains('{{steps.2.output.text}}'),
        '4.spreadsheet_id': S28,
        '4.sheet_name': 'Ordenes',
      },
      asks: ['3.to'],
    },
  ),

  // ───────────── clarification / conversation ─────────────

  one(
    'b24x-29',
    'Viajes Kin, Campeche (servicios profesionales / agencia de viajes, yucateco)',
    'Buen día, les escribe Lucía Canché de Viajes Kin en Campeche; ay hija, se nos pierden las cotizaciones. Las cotizaciones llegan por el formulario de la página con nombre, destino, fechas y personas. Quiero que cada una se guarde en la nube, ¿me ayudan?',
    { status: 'clarification_needed' },
  ),

  one(
    'b24x-30',
    'Óptica Cantera, Zacatecas (salud / comercio)',
    'Buen día, les escribe Arturo de la Torre de Óptica Cantera en Zacatecas. Antes de armar nada quiero entender bien: ¿Enlaza se queda con los datos de mis pacientes?, ¿funciona con WhatsApp Business? y ¿cuánto cuesta al mes? Gracias de antemano.',
    { status: 'conversation' },
  ),

  // ───────────── multi-turn follow-ups (10) ─────────────

  // replace the hour + add a step at the end
  {
    id: 'b24x-31',
    business: 'Tortillería La Fresa, Irapuato (alimentos, bajío)',
    turns: [
      `Buen día, les escribe Don Refugio Ledesma de Tortillería La Fresa en Irapuato. Anotamos la producción en la hoja Produccion del archivo ${S31}, con kilos de masa y de tortilla. Todos los días a las 6 de la mañana léanla, que la IA haga un resumen y mándenmelo por whats al 462 118 4503, ándele pues.`,
      'Oiga, dos cambios: mejor a las 5 y media de la mañana, y al final mándenle también el resumen por correo a mi contadora, ana.ledesma@contadoresbajio.mx',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'whatsapp/send_message', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 5 * * *',
        '2.spreadsheet_id': S31,
        '2.sheet_name': 'Produccion',
        '4.to': tel('4621184503', '462 118 4503'),
        '5.to': 'ana.ledesma@contadoresbajio.mx',
        '5.body': contains('{{steps.3.output.text}}'),
      },
      reply: ['5:30'],
    },
  },

  // replace a threshold + a channel
  {
    id: 'b24x-32',
    business: 'Ferretería El Alacrán, Durango (comercio, norteño)',
    turns: [
      `Buen día, les escribe Saúl Quiñones de Ferretería El Alacrán en Durango; las ventas grandes las quiero vigilar de cerca. Cada venta queda en la hoja Ventas de ${sheetUrl(S32)} con Cliente, Total y Vendedor. Nomás si el Total es mayor a 5 mil, avisen en Slack en #ventas-grandes y guárdenla en la tabla ventas_mayores de Postgres.`,
      'Fíjese que mejor que sea arriba de 8,000 pesos, y el aviso de Slack al canal #gerencia, por favor.',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'slack/send_message', 'postgres/query'],
      params: {
        '1.spreadsheet_id': S32,
        '1.sheet_name': 'Ventas',
        '2.left': '{{trigger.record.Total}}',
        '2.operator': 'greater_than',
        '2.right': n(8000),
        '3.channel': chan('gerencia'),
        '4.query': containsAll('insert', 'ventas_mayores'),
      },
      reply: ['gerencia'],
    },
  },

  // add a step first + change the hour (references shift)
  {
    id: 'b24x-33',
    business: 'Estancia Infantil Pequeños Pasos, Tepic (educación)',
    turns: [
      `Buenas tardes, les escribe Marisol Aguiar de la Estancia Infantil Pequeños Pasos en Tepic; los papás piden saber cómo les fue a sus niños. La asistencia de la semana está en la hoja Asistencia del archivo ${S33}. Cada viernes a las 3 de la tarde léanla, que la IA redacte un resumen para los papás y mándenlo a papas@pequenospasos.mx.`,
      'Dos cosas: antes de todo, que primero cree una carpeta en Drive llamada Reportes Semanales, y cambien la hora a las 2 de la tarde.',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_drive/create_folder', 'google_sheets/read_rows', 'ai/generate_text', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 14 * * 5',
        '2.name': contains('Reportes Semanales'),
        '3.spreadsheet_id': S33,
        '3.sheet_name': 'Asistencia',
        '4.prompt': contains('{{steps.3.output.rows}}'),
        '5.to': 'papas@pequenospasos.mx',
        '5.body': contains('{{steps.4.output.text}}'),
      },
      reply: ['Reportes Semanales'],
    },
  },

  // add a step after a named step + change the tab
  {
    id: 'b24x-34',
    business: 'FisioVida, Cuernavaca (salud)',
    turns: [
      `Buen día, les escribe la fisioterapeuta Gabriela Ocampo de FisioVida en Cuernavaca; queremos que el paciente salga con tarea desde el primer día. El formulario de valoración pide nombre, telefono, correo y lesion. Que la IA redacte ejercicios iniciales según la lesión, mándenselos al paciente por correo y guárdenlo en la hoja Pacientes del archivo ${S34}.`,
      'Quedó bien, pero dos cambios: después del correo agreguen un whats al paciente con el mismo texto, y la hoja cámbienla a Expedientes.',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['ai/generate_text', 'gmail/send_email', 'whatsapp/send_message', 'google_sheets/append_row'],
      params: {
        '2.prompt': contains('{{trigger.lesion}}'),
        '3.to': '{{trigger.correo}}',
        '3.body': contains('{{steps.2.output.text}}'),
        '4.to': '{{trigger.telefono}}',
        '4.message': contains('{{steps.2.output.text}}'),
        '5.spreadsheet_id': S34,
        '5.sheet_name': 'Expedientes',
      },
      reply: ['Expedientes'],
    },
  },

  // remove by service + change a channel
  {
    id: 'b24x-35',
    business: 'Casa Curiel Interiorismo, Puerto Vallarta (servicios profesionales, tapatío costeño)',
    turns: [
      `Buen día, les escribe Regina Curiel de Casa Curiel Interiorismo en Puerto Vallarta; se nos enfrían los prospectos. Nuestra landing manda un webhook con nombre, correo, telefono y tipo de proyecto. Guárdenlo en la hoja Leads del archivo ${S35}, avisen en Slack #ventas y al Telegram del equipo (chat -1005566778899) y mándenle correo de gracias al cliente.`,
      'Quiten lo de Telegram, ya no lo usamos, y el aviso de Slack que sea en #proyectos.',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'slack/send_message', 'gmail/send_email'],
      params: {
        '2.spreadsheet_id': S35,
        '2.sheet_name': 'Leads',
        '3.channel': chan('proyectos'),
        '4.to': '{{trigger.body.correo}}',
      },
      reply: ['proyectos'],
    },
  },

  // remove by position (the last step) + change a recipient
  {
    id: 'b24x-36',
    business: 'Purificadora Agua Volcán, Colima (alimentos / bebidas)',
    turns: [
      'Buen día, les escribe Irma Brizuela de Purificadora Agua Volcán en Colima. Los pedidos de garrafones quedan en la tabla pedidos de Postgres, con direccion y estatus pendiente. Todos los días a las 8 de la mañana saquen los pendientes, que la IA arme la ruta, mándenla por whats al repartidor, 312 145 8890, y a mí un correo.',
      'Dos ajustes: quiten el último paso, y el whats mándenlo mejor al otro repartidor, 312 555 0101.',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '0 8 * * *',
        '2.query': containsAll('select', 'pedidos', 'pendiente'),
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': tel('3125550101', '312 555 0101'),
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  },

  // swap Slack → Telegram keeping its data + change the tab
  {
    id: 'b24x-37',
    business: 'Seguros Bahía, Chetumal (servicios profesionales, yucateco)',
    turns: [
      `Buen día, les escribe el agente Manuel Chan de Seguros Bahía en Chetumal; los reportes de siniestro se nos pierden entre tanto correo. Los asegurados escriben con asunto siniestro y cuentan qué pasó en el cuerpo. Que la IA haga un resumen, lo manden a Slack #siniestros y lo anoten en la hoja Siniestros del archivo ${S37}.`,
      'Mejor en vez de Slack mándenlo al Telegram de ajustadores, chat -1009876543210, y la hoja que sea Reportes.',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'telegram/send_message', 'google_sheets/append_row'],
      params: {
        '1.query': contains('siniestro'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.chat_id': chat('-1009876543210'),
        '3.message': contains('{{steps.2.output.text}}'),
        '4.spreadsheet_id': S37,
        '4.sheet_name': 'Reportes',
      },
      reply: ['Reportes'],
    },
  },

  // undo a double change: back to the first plan
  {
    id: 'b24x-38',
    business: 'Pastelería La Espiga, Ciudad Obregón (alimentos, norteño sonorense)',
    turns: [
      `Buen día, les escribe Alma Esquer de Pastelería La Espiga en Ciudad Obregón; se nos han pasado entregas de pasteles. Los encargos llegan por formulario con nombre, telefono, sabor y fecha. Creen el evento de entrega en el calendario, mándenle whats de confirmación al cliente y anótenlo en la hoja Pasteles del archivo ${S38}.`,
      'Cambien la hoja a Encargos y quiten el whats, por favor.',
      'Ay no, mejor deshagan eso, déjenlo como estaba antes 🙏',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'whatsapp/send_message', 'google_sheets/append_row'],
      params: {
        '1.fields': containsAll('nombre', 'telefono', 'sabor', 'fecha'),
        '2.start': '{{trigger.fecha}}',
        '3.to': '{{trigger.telefono}}',
        '4.spreadsheet_id': S38,
        '4.sheet_name': 'Pasteles',
      },
    },
  },

  // three changes in one message: delay before a named step, Discord and respond at the end
  {
    id: 'b24x-39',
    business: 'Mudanzas Paso del Norte, Ciudad Juárez (logística, norteño)',
    turns: [
      'Buen día, les escribe Jorge Holguín de Mudanzas Paso del Norte en Ciudad Juárez; queremos contestar las cotizaciones al momento. El cotizador de la página manda un webhook con nombre, telefono, origen, destino y fecha. Que la IA calcule un estimado, mándenselo al cliente por whats y creen el evento de la mudanza en el calendario con esa fecha.',
      'Tres cambios: antes del whats esperen 10 minutos, y al final avisen a Discord https://discord.com/api/webhooks/55102/mudanzas-pdn y respondan 200 al cotizador.',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: [
        'ai/generate_text',
        'delay/wait',
        'whatsapp/send_message',
        'google_calendar/create_event',
        'discord/send_message',
        'webhook/respond',
      ],
      params: {
        '2.prompt': contains('{{trigger.body'),
        '3.seconds': n(600),
        '4.to': '{{trigger.body.telefono}}',
        '4.message': contains('{{steps.2.output.text}}'),
        '5.start': '{{trigger.body.fecha}}',
        '6.webhook_url': 'https://discord.com/api/webhooks/55102/mudanzas-pdn',
        '7.status': n(200),
      },
      reply: ['Discord'],
    },
  },

  // two follow-ups: minutes + recipient, then add a step at the end
  {
    id: 'b24x-40',
    business: 'Boutique Novias del Puerto, Mazatlán (comercio, costeño sinaloense)',
    turns: [
      'Buen día, les escribe Carmen Osuna de Boutique Novias del Puerto en Mazatlán; a veces el vestido no está listo. Las pruebas están en Google Calendar, con el nombre de la novia en el título. Una hora antes de cada una avisen por whats a la costurera al 669 132 4455 y al Telegram de la tienda, chat 6690011223.',
      'Que sea dos horas antes y el whats mejor a la encargada, 669 987 6543.',
      `Y al final anótenla en la hoja Pruebas de ${sheetUrl(S40)}, porfa.`,
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message', 'telegram/send_message', 'google_sheets/append_row'],
      params: {
        '1.minutes_before': n(120),
        '2.to': tel('6699876543', '669 987 6543'),
        '3.chat_id': chat('6690011223'),
        '4.spreadsheet_id': S40,
        '4.sheet_name': 'Pruebas',
      },
    },
  },
];
