/**
 * Blind held-out batch 2026-11-24 "ad" — 40 cases, written without seeing the assistant's code
 * or any earlier batch.
 *
 * Mix:
 *  - 01–23 one-turn plan_ready over every trigger kind (webhook ×4, form ×3, schedule daily ×2 /
 *    weekly / monthly, Gmail new email ×2, Sheets new row ×2, Drive new file, Calendar event
 *    starting ×2, Telegram new message ×2, Slack, GitHub, manual) and every action kind (Sheets
 *    append/read, Gmail, SMTP, WhatsApp, Telegram, Slack, Discord, HTTP, AI, Postgres select and
 *    insert, filter equals / greater_than / starts_with, delay, Drive upload / create folder,
 *    Calendar create / list, GitHub issue, webhook respond, transform).
 *  - 24–28 smart_forms_required: owner's WhatsApp, Slack channel, spreadsheet id, owner's
 *    Telegram chat id, a customer email the form does not collect.
 *  - 29 clarification_needed ("guárdalas en la nube"), 30 conversation (what is a flow).
 *  - 31–40 multi-turn edits: hour, threshold, recipient + hour (compound, with reply), add at the
 *    end, add first, add after a named step, remove by service, remove the last step, swap Gmail
 *    for Telegram keeping the data, undo.
 *
 * Register (ad): owners passing on what someone else asked for ("mi socio quiere…", "la
 * contadora me pidió…", "mi hija dice que se puede…"), named people with their email / phone /
 * chat id, times as "1:30 p.m.", "13:30", "a mediodía", "a las 10 de la noche"; follow-ups from
 * the same third person ("dice Efraín que mejor…"). Regions: norteño (Monterrey, Juárez,
 * Hermosillo, Saltillo, Torreón, Nuevo Laredo, Mexicali, Chihuahua, Apodaca, San Nicolás),
 * chilango, tapatío, bajío (Querétaro, León, Celaya, Irapuato, Aguascalientes), yucateco / caribe
 * (Mérida, Cancún, Chetumal), costeño (Veracruz, Tampico, Mazatlán, Villahermosa), sur (Oaxaca,
 * Tuxtla), centro (Puebla, Toluca, Cuernavaca, Pachuca, Morelia). Businesses: professional
 * services, health, education, logistics — none repeated.
 */
import { EvalCase, contains, one } from './types';

/** Equivalent spellings of a Mexican mobile number given as 10 digits. */
const phone = (digits10: string, asWritten: string) => ({
  anyOf: [digits10, `+52${digits10}`, `52${digits10}`, `+521${digits10}`, `521${digits10}`, asWritten, `+52 ${asWritten}`],
});
/** A Telegram chat id as text or number. */
const chat = (id: string) => ({ anyOf: [id, Number(id)] });
const num = (n: number) => ({ anyOf: [n, String(n)] });
const containsAll = (...parts: string[]) => ({ containsAll: parts });

export const blind20261124ad: EvalCase[] = [
  // ───────────── one-turn plan_ready ─────────────
  one(
    'b24ad-01',
    'Mensajería, Monterrey',
    'Buenas tardes, tengo una mensajeria en Monterrey. Mi socio Ramiro dice que cuando el sistema de rastreo nos mande un webhook de guia entregada, le mandes whats al cliente al numero del campo telefono avisandole que su paquete ya llego, y le respondas al sistema con un 200, ahi nomas',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['whatsapp/send_message', 'webhook/respond'],
      params: {
        '2.to': '{{trigger.body.telefono}}',
        '3.status': num(200),
      },
    },
  ),
  one(
    'b24ad-02',
    'Escuela de inglés, Querétaro',
    'Buen dia! tengo una escuela de ingles en Queretaro. La directora Maru me pidio que cuando alguien llene el formulario de inscripcion con nombre, correo, telefono y nivel, se guarde en la hoja Inscripciones del spreadsheet 1kQ7vR2mXpL9sT4wZ8yB3nC6dF0gH5jK1aE2uI7oP3Ws y le llegue un correo a ella: maru.directora@inglesqro.mx',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'telefono', 'nivel'],
        '2.spreadsheet_id': '1kQ7vR2mXpL9sT4wZ8yB3nC6dF0gH5jK1aE2uI7oP3Ws',
        '2.sheet_name': 'Inscripciones',
        '3.to': 'maru.directora@inglesqro.mx',
      },
    },
  ),
  one(
    'b24ad-03',
    'Clínica dental, Guadalajara',
    'Que onda, tengo una clinica dental en Guadalajara. El doctor Chuy quiere que diario a la 1:30 p.m. saques de nuestra base Postgres las citas de mañana de la tabla citas, que la IA haga un resumencito y se lo mandes por nuestro SMTP a la recepcionista Lupita, lupita@dentalchapalita.mx',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['postgres/query', 'ai/generate_text', 'email/send_email'],
      params: {
        '1.cron_expression': '30 13 * * *',
        '2.query': containsAll('select', 'citas'),
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.to': 'lupita@dentalchapalita.mx',
        '4.body': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24ad-04',
    'Agencia de marketing, CDMX',
    'Hola, buenas. Tengo una agencia de marketing en la CDMX, en la Roma. Mi socia Fer quiere que cada viernes a mediodia leas la hoja Leads de https://docs.google.com/spreadsheets/d/1Zr4PqLmN8vBx2Tc6Yh0Ws9Ke3Ju7Ag5Df1Hs8Lo4Mi/edit y que la IA haga un resumen chido para el canal #ventas de Slack',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'ai/generate_text', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 12 * * 5',
        '2.spreadsheet_id': '1Zr4PqLmN8vBx2Tc6Yh0Ws9Ke3Ju7Ag5Df1Hs8Lo4Mi',
        '2.sheet_name': 'Leads',
        '3.prompt': contains('{{steps.2.output.rows}}'),
        '4.channel': { anyOf: ['#ventas', 'ventas'] },
        '4.message': contains('{{steps.3.output.text}}'),
      },
    },
  ),
  one(
    'b24ad-05',
    'Despacho de arquitectos, Mérida',
    'Buenas, tengo un despacho de arquitectos en Merida. La contadora, doña Bety, me pidio que el dia primero de cada mes a las 8 de la mañana consultes https://api.facturasya.mx/v1/resumen-mensual y le mandes lo que salga a su correo bety.conta@gmail.com, mare que ya no quiere andar pidiendo',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'gmail/send_email'],
      params: {
        '1.cron_expression': '0 8 1 * *',
        '2.url': 'https://api.facturasya.mx/v1/resumen-mensual',
        '3.to': 'bety.conta@gmail.com',
        '3.body': contains('{{steps.2.output.body}}'),
      },
    },
  ),
  one(
    'b24ad-06',
    'Bufete de abogados, Hermosillo',
    'Buenas tardes, tenemos un bufete de abogados en Hermosillo. Mi socio el licenciado Arturo quiere que cuando nos llegue un correo con asunto demanda, la IA lo resuma y se lo mande por Telegram a su chat 584930211, arre',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['ai/generate_text', 'telegram/send_message'],
      params: {
        '1.query': contains('demanda'),
        '2.prompt': contains('{{trigger.body}}'),
        '3.chat_id': chat('584930211'),
        '3.message': contains('{{steps.2.output.text}}'),
      },
    },
  ),
  one(
    'b24ad-07',
    'Laboratorio de análisis clínicos, León',
    'Hola buenos dias, tengo un laboratorio de analisis clinicos en Leon. La quimica Sandra dice que cuando se agregue un renglon en la hoja Resultados del spreadsheet 1Lb8Gt3Hy6Nm2Qw9Er5Ty1Ui4Op7As0Df3Gh6Jk9Lz, nomas si la columna Estatus dice Listo, le mandes whats al paciente al numero de la columna Telefono',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '1.spreadsheet_id': '1Lb8Gt3Hy6Nm2Qw9Er5Ty1Ui4Op7As0Df3Gh6Jk9Lz',
        '1.sheet_name': 'Resultados',
        '2.left': '{{trigger.record.Estatus}}',
        '2.operator': 'equals',
        '2.right': 'Listo',
        '3.to': '{{trigger.record.Telefono}}',
      },
    },
  ),
  one(
    'b24ad-08',
    'Escuela de música, Xalapa',
    'Buenas noches, tengo una escuela de musica en Xalapa. El maestro Beto quiere que cuando suban un archivo nuevo a la carpeta de Drive 1Mu5Sc7Xa9Lp2Rt4Yv6Bn8Qe0Wd3Kf nos avises en nuestro Discord con el nombre del archivo. El webhook es https://discord.com/api/webhooks/118230/xalapaMusica_AbCd',
    {
      status: 'plan_ready',
      trigger: 'google_drive/new_file',
      actions: ['discord/send_message'],
      params: {
        '1.folder_id': '1Mu5Sc7Xa9Lp2Rt4Yv6Bn8Qe0Wd3Kf',
        '2.webhook_url': 'https://discord.com/api/webhooks/118230/xalapaMusica_AbCd',
        '2.message': contains('{{trigger.name}}'),
      },
    },
  ),
  one(
    'b24ad-09',
    'Consultorio de psicología, Tijuana',
    'Hola! tengo un consultorio de psicologia en Tijuana. Mi asistente Karla quiere que 30 minutos antes de cada cita de mi Google Calendar le mandes un whats a ella al 664 123 4567 con el titulo y la hora de la cita, para hacer el check-in 🙏',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['whatsapp/send_message'],
      params: {
        '1.minutes_before': num(30),
        '2.to': phone('6641234567', '664 123 4567'),
        '2.message': containsAll('{{trigger.title}}', '{{trigger.start}}'),
      },
    },
  ),
  one(
    'b24ad-10',
    'Academia de regularización, Culiacán',
    'Que tal, tengo una academia de regularizacion en Culiacan. Mi hija dice que se puede hacer que cuando los plebes le escriban al bot de Telegram de la academia, la IA les conteste sus dudas de matematicas y les responda en el mismo chat',
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
    'b24ad-11',
    'Despacho de desarrollo de software, Zapopan',
    'Buenas, tenemos un despacho de desarrollo de software en Zapopan. Mi socio Ivan quiere que cuando alguien escriba en Slack un mensaje que empiece con bug: se cree un issue en el repo softzap/portal-clientes con el texto del mensaje como titulo',
    {
      status: 'plan_ready',
      trigger: 'slack/slack_webhook',
      actions: ['filter/condition', 'github/create_issue'],
      params: {
        '2.left': '{{trigger.text}}',
        '2.operator': 'starts_with',
        '2.right': 'bug:',
        '3.repository': 'softzap/portal-clientes',
        '3.title': contains('{{trigger.text}}'),
      },
    },
  ),
  one(
    'b24ad-12',
    'Rastreo GPS de flotillas, Ciudad Juárez',
    'Buenas, tenemos una empresa de rastreo GPS para flotillas en Juarez. Mi ingeniero Toño quiere que cada que haya un push en nuestro repo de GitHub le avises al grupo de Telegram del equipo, el chat es -1001987654321',
    {
      status: 'plan_ready',
      trigger: 'github/github_webhook',
      actions: ['telegram/send_message'],
      params: {
        '1.events': { anyOf: [['push'], 'push'] },
        '2.chat_id': chat('-1001987654321'),
      },
    },
  ),
  one(
    'b24ad-13',
    'Notaría, Puebla',
    'Buen dia. Tengo una notaria en Puebla. Mi socia la licenciada Carmen quiere un boton que cuando yo le de clic cree en Drive una carpeta llamada Expedientes Diciembre 2026 y le mande un correo avisando a carmen.notaria@notaria12puebla.mx',
    {
      status: 'plan_ready',
      trigger: 'manual/manual_trigger',
      actions: ['google_drive/create_folder', 'gmail/send_email'],
      params: {
        '2.name': 'Expedientes Diciembre 2026',
        '3.to': 'carmen.notaria@notaria12puebla.mx',
      },
    },
  ),
  one(
    'b24ad-14',
    'Hospital veterinario, Tuxtla Gutiérrez',
    'Hola, tengo un hospital veterinario en Tuxtla. Mi hijo hizo una app que manda un webhook con nombre, especie y dueno de cada paciente nuevo; el quiere que lo guardes en la tabla pacientes de nuestra base Postgres y le contestes con status 201',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['postgres/query', 'webhook/respond'],
      params: {
        '2.query': containsAll('insert', 'pacientes', 'nombre', 'especie', 'dueno'),
        '3.status': num(201),
      },
    },
  ),
  one(
    'b24ad-15',
    'Consultorio de nutrición, Aguascalientes',
    'Buenas tardes, soy de un consultorio de nutricion en Aguascalientes. La nutriologa Dany me pidio que cuando un paciente llene el formulario de cita con nombre, correo y fecha, se cree el evento en Google Calendar en esa fecha y le mandes correo de confirmacion al paciente',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_calendar/create_event', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'fecha'],
        '2.start': '{{trigger.fecha}}',
        '3.to': '{{trigger.correo}}',
      },
    },
  ),
  one(
    'b24ad-16',
    'Clínica de fisioterapia, Saltillo',
    'Hola, tengo una clinica de fisioterapia en Saltillo. Mi recepcionista Paty quiere que todos los dias a las 7:30 de la mañana revises las citas del dia en el Google Calendar y le mandes la lista por whats al 844 210 3344',
    {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_calendar/list_events', 'whatsapp/send_message'],
      params: {
        '1.cron_expression': '30 7 * * *',
        '3.to': phone('8442103344', '844 210 3344'),
        '3.message': contains('{{steps.2.output.events}}'),
      },
    },
  ),
  one(
    'b24ad-17',
    'Empresa de fletes, Veracruz',
    'Buenas, tengo una empresa de fletes en Veracruz puerto. Mi socio el Gordo quiere que cuando llegue por webhook un flete con origen, destino y kilos, armes un campo ruta juntando origen y destino, y lo guardes en la hoja Fletes del spreadsheet 1Vr6Fl3Ts9Pu2Er4Ta7Jo1Ch5Ar8Oc0Kx2Mn4Bq6Wz',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['transform/set_fields', 'google_sheets/append_row'],
      params: {
        '3.spreadsheet_id': '1Vr6Fl3Ts9Pu2Er4Ta7Jo1Ch5Ar8Oc0Kx2Mn4Bq6Wz',
        '3.sheet_name': 'Fletes',
      },
    },
  ),
  one(
    'b24ad-18',
    'Agencia aduanal, Nuevo Laredo',
    'Que onda, tengo una agencia aduanal en Nuevo Laredo. La gerente Claudia quiere que cuando me llegue un correo con asunto pedimento, guardes el contenido del correo como archivo en la carpeta de Drive 1Ad7Nl4Pd9Mt2Qx5Rs8Uv1Wy3Zb, con el asunto como nombre',
    {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_drive/upload_file'],
      params: {
        '1.query': contains('pedimento'),
        '2.name': contains('{{trigger.subject}}'),
        '2.content': contains('{{trigger.body}}'),
        '2.folder_id': '1Ad7Nl4Pd9Mt2Qx5Rs8Uv1Wy3Zb',
      },
    },
  ),
  one(
    'b24ad-19',
    'Escuela de manejo, Chihuahua',
    'Buenas tardes, tengo una escuela de manejo en Chihuahua. Mi esposa quiere que cuando alguien llene el formulario de clase de prueba con nombre y telefono, le mandes un whats de bienvenida, y al dia siguiente otro whats preguntando como le fue',
    {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message', 'delay/wait', 'whatsapp/send_message'],
      params: {
        '1.fields': ['nombre', 'telefono'],
        '2.to': '{{trigger.telefono}}',
        '3.seconds': num(86400),
        '4.to': '{{trigger.telefono}}',
      },
    },
  ),
  one(
    'b24ad-20',
    'Farmacia de especialidades, Mexicali',
    'Hola, tengo una farmacia de especialidades en Mexicali. El doctor Ruben, mi socio, quiere que cada renglon nuevo de la hoja Recetas (spreadsheet 1Fm3Rc6Mx9Pq2Lt5Vs8Yw1Zb4Cd) se mande por POST a https://api.farmaciasol.mx/recetas y luego nos avises en el canal #farmacia de Slack',
    {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['http/request', 'slack/send_message'],
      params: {
        '1.spreadsheet_id': '1Fm3Rc6Mx9Pq2Lt5Vs8Yw1Zb4Cd',
        '1.sheet_name': 'Recetas',
        '2.url': 'https://api.farmaciasol.mx/recetas',
        '2.method': { anyOf: ['POST', 'post'] },
        '2.body': contains('{{trigger.record'),
        '3.channel': { anyOf: ['#farmacia', 'farmacia'] },
      },
    },
  ),
  one(
    'b24ad-21',
    'Empresa de mudanzas, Toluca',
    'Buenos dias, tengo una empresa de mudanzas en Toluca. Mi jefe de choferes Don Lalo quiere que cada mensaje que los choferes manden al bot de Telegram se guarde en la hoja Bitacora del spreadsheet 1Md2Tl5Ch8Bt1Kx4Rz7Qp0Vn3Ws, con el texto y el chat',
    {
      status: 'plan_ready',
      trigger: 'telegram/new_message',
      actions: ['google_sheets/append_row'],
      params: {
        '2.spreadsheet_id': '1Md2Tl5Ch8Bt1Kx4Rz7Qp0Vn3Ws',
        '2.sheet_name': 'Bitacora',
      },
    },
  ),
  one(
    'b24ad-22',
    'Consultoría ambiental, San Luis Potosí',
    'Buenas tardes, tenemos una consultoria ambiental en San Luis Potosi. Mi socio Gerardo quiere que 15 minutos antes de cada junta del Google Calendar nos avises en el canal #juntas de Slack con el titulo y el lugar de la junta',
    {
      status: 'plan_ready',
      trigger: 'google_calendar/event_starting',
      actions: ['slack/send_message'],
      params: {
        '1.minutes_before': num(15),
        '2.channel': { anyOf: ['#juntas', 'juntas'] },
        '2.message': containsAll('{{trigger.title}}', '{{trigger.location}}'),
      },
    },
  ),
  one(
    'b24ad-23',
    'Colegio privado, Morelia',
    'Buen dia, soy administradora de un colegio en Morelia. Cuando el banco nos mande el webhook de pago de colegiatura, nomas si el monto es mayor a 8 mil, avisale por correo a la contadora Rosa, rosa.contreras@colegiovalladolid.mx, y a mi socio Memo por whats al 443 318 2290',
    {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'gmail/send_email', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.monto}}',
        '2.operator': 'greater_than',
        '2.right': num(8000),
        '3.to': 'rosa.contreras@colegiovalladolid.mx',
        '4.to': phone('4433182290', '443 318 2290'),
      },
    },
  ),

  // ───────────── smart_forms_required ─────────────
  one(
    'b24ad-24',
    'Agencia de viajes, Cancún',
    'Hola buen dia! tengo una agencia de viajes en Cancun. Mi socia Itzel quiere que cada que alguien llene el formulario de cotizacion con nombre, destino y fecha, me avises a mi por whats para marcarle rapido 🌴',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['whatsapp/send_message'],
      params: { '1.fields': ['nombre', 'destino', 'fecha'] },
      asks: ['2.to'],
    },
  ),
  one(
    'b24ad-25',
    'Agencia de seguros, San Nicolás de los Garza',
    'Buenas tardes, tengo una agencia de seguros en San Nicolas, Nuevo Leon. La gerente Sofia quiere que cuando llegue un correo con asunto queja, nos avises en Slack con quien lo mando y el asunto, pa atenderlo luego luego',
    {
      status: 'smart_forms_required',
      trigger: 'gmail/new_email',
      actions: ['slack/send_message'],
      params: { '1.query': contains('queja') },
      asks: ['2.channel'],
    },
  ),
  one(
    'b24ad-26',
    'Escuela de computación para adultos, Oaxaca',
    'Buenas tardes, soy de una escuela de computacion para adultos en Oaxaca. La coordinadora, la maestra Yolanda, me pidio que lo que manden por el formulario de asistencia, con alumno y grupo, se guarde en la hoja Asistencia de Google Sheets',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row'],
      params: {
        '1.fields': ['alumno', 'grupo'],
        '2.sheet_name': 'Asistencia',
      },
      asks: ['2.spreadsheet_id'],
    },
  ),
  one(
    'b24ad-27',
    'Distribuidora de abarrotes, Torreón',
    'Buenas, tengo una distribuidora de abarrotes en Torreon. Mi socio Chema dice que todos los dias a las 10 de la noche leas la hoja Ventas del spreadsheet 1Ab9Tr4Ln7Vt2Xq5Zs8Cd1Fg3Hj y me mandes las ventas a mi por Telegram',
    {
      status: 'smart_forms_required',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '1.cron_expression': '0 22 * * *',
        '2.spreadsheet_id': '1Ab9Tr4Ln7Vt2Xq5Zs8Cd1Fg3Hj',
        '2.sheet_name': 'Ventas',
      },
      asks: ['3.chat_id'],
    },
  ),
  one(
    'b24ad-28',
    'Óptica, Celaya',
    'Hola, tengo una optica en Celaya. La optometrista Lety quiere que cuando alguien llene el formulario de examen de la vista con nombre, telefono y fecha, se guarde en la hoja Citas del spreadsheet 1Op3Ce6Ly9Vx2Ta5Qm8Rn1Ws4Kd y le mandes correo de confirmacion al cliente',
    {
      status: 'smart_forms_required',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'telefono', 'fecha'],
        '2.spreadsheet_id': '1Op3Ce6Ly9Vx2Ta5Qm8Rn1Ws4Kd',
        '2.sheet_name': 'Citas',
      },
      asks: ['3.to'],
    },
  ),

  // ───────────── clarification / conversation ─────────────
  one(
    'b24ad-29',
    'Gestoría de trámites vehiculares, Pachuca',
    'Buenas tardes, tengo una gestoria de tramites vehiculares en Pachuca. Mi contadora Irma me pidio que las facturas que me lleguen por correo las guardes en la nube para que ella las vea',
    { status: 'clarification_needed' },
  ),
  one(
    'b24ad-30',
    'Guardería, Tepic',
    'Hola, tengo una guarderia en Tepic. Mi hija dice que con Enlaza se pueden automatizar cosas, pero yo no le entiendo bien: ¿que es eso de un flujo y necesito saber programar?',
    { status: 'conversation' },
  ),

  // ───────────── multi-turn follow-ups ─────────────
  {
    id: 'b24ad-31',
    business: 'Agencia de enfermeras a domicilio, Durango',
    turns: [
      'Buenos dias, tengo una agencia de enfermeras a domicilio en Durango. Mi socio Efrain quiere que todos los dias a las 9 de la mañana leas la hoja Turnos del spreadsheet 1Dg4Lb7Pd0Ef3Rn6Tm9Wx2Yz5Qa y se la mandes a su correo efrain.lopez@enfermerasdgo.mx',
      'Dice Efrain que mejor a la 1:30 p.m., que en las mañanas anda en el hospital',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 13 * * *',
        '2.spreadsheet_id': '1Dg4Lb7Pd0Ef3Rn6Tm9Wx2Yz5Qa',
        '2.sheet_name': 'Turnos',
        '3.to': 'efrain.lopez@enfermerasdgo.mx',
      },
    },
  },
  {
    id: 'b24ad-32',
    business: 'Renta de equipo médico, Tampico',
    turns: [
      'Que tal, tengo una renta de equipo medico en Tampico. La gerente Nayeli quiere que cuando entre un pedido por webhook, nomas si el total es mayor a 2,300 pesos, le mandes whats a ella al 833 145 9087 con el nombre del cliente',
      'Dice Nayeli que siempre no, que mejor nomas los de arriba de 5 mil',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['filter/condition', 'whatsapp/send_message'],
      params: {
        '2.left': '{{trigger.body.total}}',
        '2.operator': 'greater_than',
        '2.right': num(5000),
        '3.to': phone('8331459087', '833 145 9087'),
      },
    },
  },
  {
    id: 'b24ad-33',
    business: 'Despacho de traductores certificados, Chetumal',
    turns: [
      'Hola, buenas noches. Tengo un despacho de traductores certificados en Chetumal. La contadora Maribel me pidio que cada lunes a las 9 de la mañana leas la hoja Pagos del spreadsheet 1Ch7Tu0Pg3Mb6Kr9Lx2Vz5Qw8Ea y se la mandes a su correo maribel.conta@outlook.com',
      'Oiga, dice la contadora que ya no le mande a ella, ahora lo ve su auxiliar Julian, julian.aux@outlook.com, y que mejor sea los lunes a las 13:30',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'gmail/send_email'],
      params: {
        '1.cron_expression': '30 13 * * 1',
        '2.spreadsheet_id': '1Ch7Tu0Pg3Mb6Kr9Lx2Vz5Qw8Ea',
        '2.sheet_name': 'Pagos',
        '3.to': 'julian.aux@outlook.com',
      },
      reply: ['13:30', 'julian.aux@outlook.com'],
    },
  },
  {
    id: 'b24ad-34',
    business: 'Despacho de ingenieros civiles, Zacatecas',
    turns: [
      'Buenas tardes, tengo un despacho de ingenieros civiles en Zacatecas. Mi socio Rogelio quiere que cuando llegue un correo con asunto cotizacion, se guarde el remitente y el asunto en la hoja Cotizaciones del spreadsheet 1Zc2Ic5Rg8Qt1Ws4Ex7Pv0Mn3Ly',
      'Y dice Rogelio que al final tambien le avises por Telegram a su chat 771200345',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'gmail/new_email',
      actions: ['google_sheets/append_row', 'telegram/send_message'],
      params: {
        '1.query': contains('cotizacion'),
        '2.spreadsheet_id': '1Zc2Ic5Rg8Qt1Ws4Ex7Pv0Mn3Ly',
        '2.sheet_name': 'Cotizaciones',
        '3.chat_id': chat('771200345'),
      },
    },
  },
  {
    id: 'b24ad-35',
    business: 'Lavandería industrial, Cuernavaca',
    turns: [
      'Hola, tengo una lavanderia industrial en Cuernavaca, le lavamos a hoteles. Mi encargada Vero quiere que cuando entre un pedido por webhook le mandes whats al cliente al telefono que viene en el pedido diciendole que ya lo recibimos',
      'Dice Vero que antes que nada guardes el pedido en la hoja Pedidos del spreadsheet 1Cv9Lv2In5Hd8Qs1Tr4Wx7Bz0Ka, y ya luego el whats',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'webhook/webhook_received',
      actions: ['google_sheets/append_row', 'whatsapp/send_message'],
      params: {
        '2.spreadsheet_id': '1Cv9Lv2In5Hd8Qs1Tr4Wx7Bz0Ka',
        '2.sheet_name': 'Pedidos',
        '3.to': '{{trigger.body.telefono}}',
      },
    },
  },
  {
    id: 'b24ad-36',
    business: 'Centro de capacitación de montacarguistas, Apodaca',
    turns: [
      'Buenas, tengo un centro de capacitacion de operadores de montacargas en Apodaca. Mi socio Hector quiere que cada lunes a las 8 de la mañana consultes https://api.capacitanl.mx/v1/alumnos-activos, que la IA haga un resumen y lo mandes al canal #direccion de Slack',
      'Dice Hector que despues del resumen de la IA tambien lo guardes en la hoja Reportes del spreadsheet 1Ap4Mc7Kt0Hs3Rq6Ux9Yb2Ze5Lf, antes del Slack',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['http/request', 'ai/generate_text', 'google_sheets/append_row', 'slack/send_message'],
      params: {
        '1.cron_expression': '0 8 * * 1',
        '2.url': 'https://api.capacitanl.mx/v1/alumnos-activos',
        '3.prompt': contains('{{steps.2.output.body}}'),
        '4.spreadsheet_id': '1Ap4Mc7Kt0Hs3Rq6Ux9Yb2Ze5Lf',
        '4.sheet_name': 'Reportes',
        '5.channel': { anyOf: ['#direccion', 'direccion'] },
        '5.message': contains('{{steps.3.output.text}}'),
      },
    },
  },
  {
    id: 'b24ad-37',
    business: 'Centro de terapia de lenguaje, Colima',
    turns: [
      'Hola buenas tardes, tengo un centro de terapia de lenguaje en Colima. Mi socia Alma quiere que cuando los papas llenen el formulario de valoracion con nombre, correo y telefono, se guarde en la hoja Valoraciones del spreadsheet 1Cl3Tl6Vl9Ma2Rq5Xs8Yw1Zd4Pn, le mandes correo a ella a alma.terapia@gmail.com y whats al papa',
      'Dice Alma que quites lo del whats, que ella les marca',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['google_sheets/append_row', 'gmail/send_email'],
      params: {
        '1.fields': ['nombre', 'correo', 'telefono'],
        '2.spreadsheet_id': '1Cl3Tl6Vl9Ma2Rq5Xs8Yw1Zd4Pn',
        '2.sheet_name': 'Valoraciones',
        '3.to': 'alma.terapia@gmail.com',
      },
    },
  },
  {
    id: 'b24ad-38',
    business: 'Agencia de reclutamiento, Irapuato',
    turns: [
      'Buenos dias, tengo una agencia de reclutamiento en Irapuato. Mi socia Paola quiere que cuando entre un renglon nuevo en la hoja Candidatos del spreadsheet 1Ir5Rc8Cd1Pa4Qx7Tv0Wz3Yb6Km, avises en el canal #reclutamiento de Slack y luego le mandes correo a ella a paola.rh@talentoirapuato.mx',
      'Dice Paola que siempre si quites el ultimo paso',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'google_sheets/new_row',
      actions: ['slack/send_message'],
      params: {
        '1.spreadsheet_id': '1Ir5Rc8Cd1Pa4Qx7Tv0Wz3Yb6Km',
        '1.sheet_name': 'Candidatos',
        '2.channel': { anyOf: ['#reclutamiento', 'reclutamiento'] },
      },
    },
  },
  {
    id: 'b24ad-39',
    business: 'Consultorio pediátrico, Villahermosa',
    turns: [
      'Buenas, tengo un consultorio pediatrico en Villahermosa. La doctora Mariana quiere que cada martes a las 8:30 de la mañana leas la hoja Vacunas del spreadsheet 1Vh6Pd9Vc2Mr5Tq8Ws1Xy4Za7Kb y le mandes la lista a su correo dra.mariana@pediatravhsa.mx',
      'Dice la doctora que mejor se lo mandes por Telegram en vez de correo, su chat es 90412233',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'schedule/cron',
      actions: ['google_sheets/read_rows', 'telegram/send_message'],
      params: {
        '1.cron_expression': '30 8 * * 2',
        '2.spreadsheet_id': '1Vh6Pd9Vc2Mr5Tq8Ws1Xy4Za7Kb',
        '2.sheet_name': 'Vacunas',
        '3.chat_id': chat('90412233'),
        '3.message': contains('{{steps.2.output.rows}}'),
      },
    },
  },
  {
    id: 'b24ad-40',
    business: 'Transporte escolar, Mazatlán',
    turns: [
      'Buenas tardes, tenemos transporte escolar en Mazatlan. La directora del colegio, Miss Leticia, quiere que cuando los papas llenen el formulario de aviso de ausencia con alumno, ruta y fecha, le mandes un correo a ella a leticia.dir@colegiopacifico.mx',
      'Y que tambien le mandes copia por whats al chofer Panchito al 669 112 7788',
      'No, mejor deshaz eso ultimo, dice Miss Leticia que el chofer no debe ver eso',
    ],
    expect: {
      status: 'plan_ready',
      trigger: 'form/form_submitted',
      actions: ['gmail/send_email'],
      params: {
        '1.fields': ['alumno', 'ruta', 'fecha'],
        '2.to': 'leticia.dir@colegiopacifico.mx',
      },
    },
  },
];
