/**
 * Held-out batch of November 2026 (part 1: one-message requests), written before reading the
 * planner's source and run once before any tuning: WhatsApp-style Spanish from shops, clinics,
 * restaurants, salons, gyms, schools, agencies and accountants (Mexico first, some Colombia,
 * Argentina and Spain), covering every node of the catalogue. First-run figures: README.md.
 */
import { OWNER_EMAIL, contains, one, type EvalCase } from './types';
import { MAX_DELAY_SECONDS } from '../../server/nodes/delay';

const sheet = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit`;

export const holdoutRequests: EvalCase[] = [
  one('h-01', 'salon', 'porfa cada lunes temprano mandame un whats al 5512340001 con las citas de la semana de mi calendario', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'whatsapp/send_message'],
    params: { '1.cron_expression': '0 8 * * 1', '3.to': '5512340001', '3.message': contains('{{steps.2.output.events}}') },
  }),
  one('h-02', 'tienda', 'mándale un whatsapp a 5215511112222 y a 5213312345678 cuando entre un pedido', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message', 'whatsapp/send_message'],
    params: { '2.to': '5215511112222', '3.to': '5213312345678' },
  }),
  one('h-03', 'restaurante', `q onda, kiero q cada vez q alguien aga una reservacion en el formulario me llegue un correo y se guarde en el sheets ${sheet('1ReservasHo01')}`, {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email', 'google_sheets/append_row'],
    params: { '2.to': OWNER_EMAIL, '3.spreadsheet_id': '1ReservasHo01' },
  }),
  one('h-04', 'gimnasio', 'cuando un socio se inscriba en el formulario con nombre, telefono y plan mandale un whatsapp de bienvenida', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['whatsapp/send_message'],
    params: { '1.fields': ['nombre', 'telefono', 'plan'], '2.to': '{{trigger.telefono}}' },
  }),
  one('h-05', 'escuela', 'todos los viernes a las 2 pm mandale un correo a papas@colegio.edu.mx con asunto "Tareas de la semana"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 14 * * 5', '2.to': 'papas@colegio.edu.mx', '2.subject': 'Tareas de la semana' },
  }),
  one('h-06', 'contador', 'el dia 17 de cada mes recuerdame por telegram al chat 4455667 pagar el IMSS', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['telegram/send_message'],
    params: { '1.cron_expression': '0 9 17 * *', '2.chat_id': '4455667', '2.message': contains('pagar el IMSS') },
  }),
  one('h-07', 'agencia', 'cuando haya un pull request en github resumelo con chatgpt y mandalo a slack #code', {
    status: 'plan_ready', trigger: 'github/github_webhook', actions: ['ai/generate_text', 'slack/send_message'],
    params: { '1.events': ['pull_request'], '3.channel': '#code', '3.message': '{{steps.2.output.text}}' },
  }),
  one('h-08', 'clinica', 'una hora antes de cada cita mandale un whatsapp al paciente', {
    status: 'smart_forms_required', trigger: 'google_calendar/event_starting', actions: ['whatsapp/send_message'],
    params: { '1.minutes_before': 60 },
  }),
  one('h-09', 'tienda', 'cada 30 min checa https://api.mitiendita.mx/stock y si las existencias son menores a 3 mandame correo', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'filter/condition', 'email/send_email'],
    params: { '1.cron_expression': '*/30 * * * *', '2.method': 'GET', '3.left': '{{steps.2.output.body.existencias}}', '3.operator': 'less_than', '3.right': 3, '4.to': OWNER_EMAIL },
  }),
  one('h-10', 'restaurante', 'cuando llegue un pedido por el webhook y el total sea mayor a $1,500 avisale al gerente por slack #gerencia', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'slack/send_message'],
    params: { '2.left': '{{trigger.body.total}}', '2.operator': 'greater_than', '2.right': 1500, '3.channel': '#gerencia' },
  }),
  one('h-11', 'agencia', 'Hola! Cuando reciba un email de facturas@proveedor.es, guárdalo en mi Drive, vale?', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['google_drive/upload_file'],
    params: { '1.query': 'from:facturas@proveedor.es' },
  }),
  one('h-12', 'consultorio', 'che, cuando alguien complete el formulario de turnos mandame un mail a turnos@consultorio.com.ar y agendalo en el calendario', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['email/send_email', 'google_calendar/create_event'],
    params: { '2.to': 'turnos@consultorio.com.ar' },
  }),
  one('h-13', 'tienda', `parcero, cada dia a las 6 de la tarde lee la hoja de ventas ${sheet('1VentasCol77')} y me mandas las ventas por telegram al chat -1001234567890`, {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_sheets/read_rows', 'telegram/send_message'],
    params: { '1.cron_expression': '0 18 * * *', '2.spreadsheet_id': '1VentasCol77', '3.chat_id': '-1001234567890' },
  }),
  one('h-14', 'gimnasio', `xfa cuando se agregue una fila nueva en mi sheet de socios ${sheet('1SociosGym42')} mandame un correo`, {
    status: 'plan_ready', trigger: 'google_sheets/new_row', actions: ['email/send_email'],
    params: { '1.spreadsheet_id': '1SociosGym42', '2.to': OWNER_EMAIL },
  }),
  one('h-15', 'escuela', 'quiero un boton que cuando lo aprete mande a todos los papas por correo el aviso "Mañana no hay clases"', {
    status: 'smart_forms_required', trigger: 'manual/manual_trigger', actions: ['email/send_email'],
  }),
  one('h-16', 'contador', 'cada quincena mandame un correo con asunto "Nomina" para recordarme pagar la nomina', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 9 15,L * *', '2.to': OWNER_EMAIL, '2.subject': 'Nomina' },
  }),
  one('h-17', 'tienda', 'cuando llegue un pedido a mi webhook respondele con un 200 y despues guardalo en postgres con "INSERT INTO pedidos (json) VALUES ($1)"', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['webhook/respond', 'postgres/query'],
    params: { '2.status': 200, '3.query': 'INSERT INTO pedidos (json) VALUES ($1)' },
  }),
  one('h-18', 'agencia', 'cuando llegue un lead al webhook quedate solo con el nombre y el correo y mandalo a https://crm.agencia.test/api/leads', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['transform/set_fields', 'http/request'],
    params: { '2.fields': { nombre: '{{trigger.body.nombre}}', correo: '{{trigger.body.correo}}' }, '3.method': 'POST', '3.body': '{{steps.2.output}}' },
  }),
  one('h-19', 'clinica', 'cuando un paciente llene la encuesta de satisfaccion y la calificacion sea menor a 3 avisame por whatsapp al 5543218765', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['filter/condition', 'whatsapp/send_message'],
    params: { '2.left': '{{trigger.calificacion}}', '2.operator': 'less_than', '2.right': 3, '3.to': '5543218765' },
  }),
  one('h-20', 'restaurante', 'todas las noches a las 11 manda a discord https://discord.com/api/webhooks/900/cierre "Ya cerramos, buen trabajo equipo"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['discord/send_message'],
    params: { '1.cron_expression': '0 23 * * *', '2.webhook_url': 'https://discord.com/api/webhooks/900/cierre', '2.message': 'Ya cerramos, buen trabajo equipo' },
  }),
  one('h-21', 'salon', 'cuando alguien agende por la pagina crea la cita en mi google calendar y mandale un whats de confirmacion', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['google_calendar/create_event', 'whatsapp/send_message'],
    params: { '3.to': '{{trigger.body.telefono}}' },
  }),
  one('h-22', 'agencia', 'cada lunes a las 8 un agente de IA que revise https://api.ads.test/campanas y me mande por correo que campañas van mal', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'ai_agent/run_agent', 'email/send_email'],
    params: { '1.cron_expression': '0 8 * * 1', '4.to': OWNER_EMAIL, '4.body': '{{steps.3.output.result}}' },
  }),
  one('h-23', 'gimnasio', 'manda un mensaje al canal #clases de slack de lunes a sabado a las 6 am "Hoy hay spinning"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['slack/send_message'],
    params: { '1.cron_expression': '0 6 * * 1-6', '2.channel': '#clases', '2.message': 'Hoy hay spinning' },
  }),
  one('h-24', 'contador', 'cuando me llegue un correo con "factura" en el asunto guarda el correo en mi drive y avisame en telegram chat 99887766', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['filter/condition', 'google_drive/upload_file', 'telegram/send_message'],
    params: { '2.left': '{{trigger.subject}}', '2.operator': 'contains', '2.right': 'factura', '4.chat_id': '99887766' },
  }),
  one('h-25', 'tienda', 'cuando se suba un archivo nuevo a mi drive mandame un whats al 5510203040', {
    status: 'plan_ready', trigger: 'google_drive/new_file', actions: ['whatsapp/send_message'], params: { '2.to': '5510203040' },
  }),
  one('h-26', 'escuela', `cada dia a las 7:15 am lee las faltas de la hoja ${sheet('1FaltasEsc5')} pestaña Faltas y mandalas a direccion@escuela.mx`, {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_sheets/read_rows', 'email/send_email'],
    params: { '1.cron_expression': '15 7 * * *', '2.sheet_name': 'Faltas', '3.to': 'direccion@escuela.mx' },
  }),
  one('h-27', 'agencia', 'si alguien escribe en el canal de slack crea un issue en github agencia/soporte', {
    status: 'plan_ready', trigger: 'slack/slack_webhook', actions: ['github/create_issue'], params: { '2.repository': 'agencia/soporte' },
  }),
  one('h-28', 'restaurante', 'cuando le escriban a mi bot de telegram contestales con IA', {
    status: 'plan_ready', trigger: 'telegram/new_message', actions: ['ai/generate_text', 'telegram/send_message'],
    params: { '3.chat_id': '{{trigger.chat_id}}', '3.message': '{{steps.2.output.text}}' },
  }),
  one('h-29', 'clinica', 'Necesito que 30 minutos antes de cada consulta me avise por telegram al chat 3344556', {
    status: 'plan_ready', trigger: 'google_calendar/event_starting', actions: ['telegram/send_message'],
    params: { '1.minutes_before': 30, '2.chat_id': '3344556' },
  }),
  one('h-30', 'tienda', 'cuando llegue un pedido espera 2 horas y mandale al cliente un correo pidiendo su reseña', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['delay/wait', 'email/send_email'],
    // The wait said (2 h), capped only by the delay node's maximum (which is being raised to 30 days).
    params: { '2.seconds': Math.min(7200, MAX_DELAY_SECONDS), '3.to': '{{trigger.body.email}}' },
  }),
  one('h-31', 'gimnasio', 'cada 1ro de mes a las 10 crea una carpeta en drive llamada "Pagos del mes"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_drive/create_folder'],
    params: { '1.cron_expression': '0 10 1 * *', '2.name': 'Pagos del mes' },
  }),
  one('h-32', 'agencia', 'cada hora haz un GET a https://status.cliente.test/api y si el status es distinto de "ok" manda alerta a slack #alertas', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'filter/condition', 'slack/send_message'],
    params: { '1.cron_expression': '0 * * * *', '3.left': '{{steps.2.output.body.status}}', '3.operator': 'not_equals', '3.right': 'ok', '4.channel': '#alertas' },
  }),
  one('h-33', 'contador', 'cuando llegue un correo de avisos@sat.gob.mx reenvialo a contabilidad@despacho.mx', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['gmail/send_email'],
    params: { '1.query': 'from:avisos@sat.gob.mx', '2.to': 'contabilidad@despacho.mx' },
  }),
  one('h-34', 'tienda', 'pedido nuevo -> slack #ventas', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['slack/send_message'], params: { '2.channel': '#ventas' },
  }),
  one('h-35', 'restaurante', 'avisame x whats al 5588990011 cada q llegue una reserva', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['whatsapp/send_message'], params: { '2.to': '5588990011' },
  }),
  one('h-36', 'salon', `cuando llenen el form de citas guardalo en el excel ${sheet('1CitasSalon3')}`, {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_sheets/append_row'], params: { '2.spreadsheet_id': '1CitasSalon3' },
  }),
  one('h-37', 'escuela', `analiza con IA cada mensaje que llegue a mi bot de telegram y guardalo en sheets ${sheet('1MsjEscuela8')}`, {
    status: 'plan_ready', trigger: 'telegram/new_message', actions: ['ai/generate_text', 'google_sheets/append_row'],
    params: { '3.spreadsheet_id': '1MsjEscuela8' },
  }),
  one('h-38', 'agencia', 'cuando haya un push al repo, espera 5 min y haz un POST a https://deploy.agencia.test/hook', {
    status: 'plan_ready', trigger: 'github/github_webhook', actions: ['delay/wait', 'http/request'],
    params: { '1.events': ['push'], '2.seconds': 300, '3.method': 'POST', '3.url': 'https://deploy.agencia.test/hook' },
  }),
  one('h-39', 'tienda', 'Quiero que cada vez que entre un pedido en la web me mandes un email al móvil... bueno, al correo tienda@mitienda.es con el asunto "Nuevo pedido"', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['email/send_email'],
    params: { '2.to': 'tienda@mitienda.es', '2.subject': 'Nuevo pedido' },
  }),
  one('h-40', 'clinica', 'cada lunes a las 7 am revisa mi agenda y manda a slack #recepcion las citas de la semana', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/list_events', 'slack/send_message'],
    params: { '1.cron_expression': '0 7 * * 1', '3.channel': '#recepcion' },
  }),
  one('h-41', 'restaurante', 'cuando llegue un pedido de uber eats al webhook traducelo al ingles con IA y mandalo a la cocina por telegram chat 1212121', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['ai/generate_text', 'telegram/send_message'],
    params: { '2.prompt': contains('{{trigger.body}}'), '3.chat_id': '1212121', '3.message': '{{steps.2.output.text}}' },
  }),
  one('h-42', 'contador', 'los dias 15 y 30 de cada mes a las 10 manda a mis clientes... no, mandame a mi un correo con asunto "Revisar declaraciones"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['email/send_email'],
    params: { '1.cron_expression': '0 10 15,30 * *', '2.to': OWNER_EMAIL, '2.subject': 'Revisar declaraciones' },
  }),
  one('h-43', 'gimnasio', 'cada vez que alguien pague su mensualidad, si el monto es menor que 500 mandame un correo a admin@gym.mx', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['filter/condition', 'email/send_email'],
    params: { '2.left': '{{trigger.body.monto}}', '2.operator': 'less_than', '2.right': 500, '3.to': 'admin@gym.mx' },
  }),
  one('h-44', 'tienda', 'crea un issue en github tienda/web cada que alguien reporte un error en el formulario', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['github/create_issue'], params: { '2.repository': 'tienda/web' },
  }),
  one('h-45', 'agencia', `cada viernes a las 5 pm consulta la base de datos con "SELECT * FROM proyectos WHERE estado = 'atrasado'" y mandalo a slack #pm`, {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['postgres/query', 'slack/send_message'],
    params: { '1.cron_expression': '0 17 * * 5', '2.query': "SELECT * FROM proyectos WHERE estado = 'atrasado'", '3.channel': '#pm', '3.message': contains('{{steps.2.output.rows}}') },
  }),
  one('h-46', 'restaurante', 'mandame un whats al 5577001122 cada domingo a las 9 de la noche con "Hacer pedido de verduras"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['whatsapp/send_message'],
    params: { '1.cron_expression': '0 21 * * 0', '2.to': '5577001122', '2.message': 'Hacer pedido de verduras' },
  }),
  one('h-47', 'salon', 'un dia antes de cada cita de mi agenda mandame un correo para confirmar', {
    status: 'plan_ready', trigger: 'google_calendar/event_starting', actions: ['email/send_email'],
    params: { '1.minutes_before': 1440, '2.to': OWNER_EMAIL },
  }),
  one('h-48', 'agencia', 'Conecta mi gmail con slack', {
    status: 'smart_forms_required', trigger: 'gmail/new_email', actions: ['slack/send_message'],
  }),
  one('h-49', 'escuela', 'cuando llegue un correo de un papá con la palabra "justificante" reenvialo a la maestra maestra.ana@escuela.mx', {
    status: 'plan_ready', trigger: 'gmail/new_email', actions: ['filter/condition', 'gmail/send_email'],
    params: { '2.operator': 'contains', '2.right': 'justificante', '3.to': 'maestra.ana@escuela.mx' },
  }),
  one('h-50', 'tienda', 'cada 10 minutos consulta los pedidos de https://api.tienda.test/pedidos?estado=nuevo y guardalos en postgres con "INSERT INTO pedidos_nuevos (datos) VALUES ($1)"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request', 'postgres/query'],
    params: { '1.cron_expression': '*/10 * * * *', '2.url': 'https://api.tienda.test/pedidos?estado=nuevo', '2.method': 'GET', '3.query': 'INSERT INTO pedidos_nuevos (datos) VALUES ($1)' },
  }),
  one('h-51', 'clinica', 'cuando alguien llene el formulario de citas con nombre, correo, fecha y motivo agendalo en el calendario, mandale un correo de confirmacion y avisame por whatsapp al 5566778899', {
    status: 'plan_ready', trigger: 'form/form_submitted', actions: ['google_calendar/create_event', 'email/send_email', 'whatsapp/send_message'],
    params: { '1.fields': ['nombre', 'correo', 'fecha', 'motivo'], '2.start': '{{trigger.fecha}}', '3.to': '{{trigger.correo}}', '4.to': '5566778899' },
  }),
  one('h-52', 'agencia', 'manda un PUT a https://api.cliente.test/inventario con los datos cada vez que llegue algo al webhook', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['http/request'],
    params: { '2.method': 'PUT', '2.body': '{{trigger.body}}' },
  }),
  one('h-53', 'restaurante', 'cada sabado a medianoche borra con un DELETE https://pos.test/api/temporales', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['http/request'],
    params: { '1.cron_expression': '0 0 * * 6', '2.method': 'DELETE', '2.url': 'https://pos.test/api/temporales' },
  }),
  one('h-54', 'tienda', `cuando llegue un pedido manda los datos a chatgpt para que clasifique si es mayoreo o menudeo y guarda la respuesta en sheets ${sheet('1Clasif901')}`, {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['ai/generate_text', 'google_sheets/append_row'],
    params: { '3.spreadsheet_id': '1Clasif901', '3.values': '{{steps.2.output.text}}' },
  }),
  one('h-55', 'gimnasio', 'de lunes a viernes a las 5:30 am mandame por telegram al chat 5050505 la frase motivacional que genere la IA', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['ai/generate_text', 'telegram/send_message'],
    params: { '1.cron_expression': '30 5 * * 1-5', '3.chat_id': '5050505', '3.message': '{{steps.2.output.text}}' },
  }),
  one('h-56', 'contador', `el ultimo dia de cada mes a las 6 pm lee la hoja ${sheet('1GastosMes12')} y mandale el resumen con IA a cliente@pyme.mx`, {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_sheets/read_rows', 'ai/generate_text', 'email/send_email'],
    params: { '1.cron_expression': '0 18 L * *', '4.to': 'cliente@pyme.mx', '4.body': '{{steps.3.output.text}}' },
  }),
  one('h-57', 'agencia', 'cuando abran un issue en github mandalo a discord https://discord.com/api/webhooks/42/issues', {
    status: 'plan_ready', trigger: 'github/github_webhook', actions: ['discord/send_message'],
    params: { '1.events': ['issues'], '2.webhook_url': 'https://discord.com/api/webhooks/42/issues' },
  }),
  one('h-58', 'tienda', 'quiero que cuando alguien compre algo en mi tienda de mercado libre me avise por telegram porfa, al chat 8080808', {
    status: 'plan_ready', trigger: 'webhook/webhook_received', actions: ['telegram/send_message'], params: { '2.chat_id': '8080808' },
  }),
  one('h-59', 'escuela', 'cada lunes a las 8 am crea en el calendario el evento "Junta de maestros"', {
    status: 'plan_ready', trigger: 'schedule/cron', actions: ['google_calendar/create_event'],
    params: { '1.cron_expression': '0 8 * * 1', '2.title': 'Junta de maestros' },
  }),
  one('h-60', 'clinica', `cuando llegue un mensaje al bot de telegram guardenlo en la hoja ${sheet('1CitasCo55')} pestaña Mensajes`, {
    status: 'plan_ready', trigger: 'telegram/new_message', actions: ['google_sheets/append_row'],
    params: { '2.spreadsheet_id': '1CitasCo55', '2.sheet_name': 'Mensajes' },
  }),
];
