/**
 * Issue 17, readings added while working blind batches p–r: Drive folder triggers, setup pieces that
 * name the trigger's own service, relative events at a service's app or group, Spanglish days, the text
 * dictated after a verb of telling. Each test uses wording of its own (not the eval's), so it checks the
 * reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { labels, OWNER, p, plan } from './planner-support';

describe('the trigger', () => {
  it('reads anything arriving in a Drive folder as a new file there', () => {
    const r = plan('cuando metan un video nuevo a la carpeta https://drive.google.com/drive/folders/1VideosCurso_2027 avísame por Telegram al chat 99887766');
    expect(labels(r)).toEqual(['google_drive/new_file', 'telegram/send_message']);
    expect(p(r, 1).folder_id).toBe('1VideosCurso_2027');
  });

  it('keeps a mail folder a Gmail event', () => {
    const r = plan('cuando llegue un correo a la carpeta de facturas avísame por Telegram al chat 99887766');
    expect(labels(r)[0]).toBe('gmail/new_email');
  });

  it('plans no step for a piece that only says where the event happens', () => {
    const r = plan('Nuestro sitio lo tenemos en GitHub. Cuando alguien abra un issue mándame un correo');
    expect(labels(r)).toEqual(['github/github_webhook', 'email/send_email']);
    // An order naming the same service is still a step.
    const two = plan('Cuando alguien abra un issue en GitHub crea otro issue en acme/respaldo con el mismo título');
    expect(labels(two)).toEqual(['github/github_webhook', 'github/create_issue']);
  });

  it('reads each message arriving at an app or a group of a service as that service’s trigger', () => {
    const r = plan('Cada mensaje que les llegue a nuestra app de Slack guárdalo en la hoja Mensajes del archivo id 1SlackLog_2027xyz');
    expect(labels(r)).toEqual(['slack/slack_webhook', 'google_sheets/append_row']);
    expect(p(r, 2).values).toContain('{{trigger.text}}');
  });

  it('keeps the business presented before a relative event out of the order after it', () => {
    const r = plan('Somos un despacho contable cada mensaje que caiga en nuestro Slack que la IA lo traduzca y me lo mande por Telegram al chat 11223344');
    expect(labels(r)).toEqual(['slack/slack_webhook', 'ai/generate_text', 'telegram/send_message']);
  });

  it('reads Spanglish "every day" as daily, and a "daily standup" as no schedule', () => {
    expect(p(plan('every day a las 7 am mándame por Telegram al chat 123456 el clima de https://api.clima.test/hoy'), 1).cron_expression).toBe('0 7 * * *');
    expect(labels(plan('cada mensaje nuevo de Slack resúmelo con IA para el daily meeting y mándamelo por correo'))[0]).toBe('slack/slack_webhook');
  });
});

describe('what a message says', () => {
  it('takes the words after a verb of telling and "que"', () => {
    const r = plan('cuando suban un archivo a Drive avisa en Slack en #diseño que ya hay material nuevo');
    expect(p(r, 2).message).toBe('Ya hay material nuevo');
  });

  it('answers a Telegram message with the words dictated after "contéstales que"', () => {
    const r = plan('cuando me escriban al bot de Telegram contéstales que en breve los atiende un asesor');
    expect(labels(r)).toEqual(['telegram/new_message', 'telegram/send_message']);
    expect(p(r, 2)).toMatchObject({ chat_id: '{{trigger.chat_id}}', message: 'En breve los atiende un asesor' });
  });
});

describe('recipients bound to the data instead of asked', () => {
  it('sends a second message after a wait to the row’s field already bound', () => {
    const r = plan('Cuando se agregue una fila a la hoja Alumnos de https://docs.google.com/spreadsheets/d/1AlumnosYoga27/edit mándale WhatsApp a su Celular dándole la bienvenida, espera dos días y le mandas otro con el horario');
    expect(labels(r)).toEqual(['google_sheets/new_row', 'whatsapp/send_message', 'delay/wait', 'whatsapp/send_message']);
    expect(p(r, 2).to).toBe('{{trigger.record.Celular}}');
    expect(p(r, 4).to).toBe('{{trigger.record.Celular}}');
    expect(r.status).toBe('plan_ready');
  });

  it('reads a capitalised header the message is addressed to ("al Celular del tutor")', () => {
    const r = plan('cuando agregue un alumno en la hoja Inscritos del archivo 1InscritosKarate_77 mándale WhatsApp al Celular del tutor con la Hora');
    expect(p(r, 2).to).toBe('{{trigger.record.Celular}}');
  });

  it('reads a number said right after "telegram" as its chat', () => {
    const r = plan('cuando llegue un reporte al webhook mándalo al telegram de soporte 31415926');
    expect(p(r, 2).chat_id).toBe('31415926');
  });

  it('reads "al cliente otro" (whom first, then "otro") as a second message, and "a mí con los datos" as the owner', () => {
    const r = plan('cuando alguien llene el formulario de reservas con nombre, correo y fecha mándame un correo a mí con los datos y a la clienta otro diciéndole que ya apartamos su lugar');
    expect(labels(r)).toEqual(['form/form_submitted', 'email/send_email', 'email/send_email']);
    expect(p(r, 2).to).toBe(OWNER);
    expect(p(r, 2).body).toContain('{{trigger.fecha}}');
    expect(p(r, 3)).toMatchObject({ to: '{{trigger.correo}}', body: 'Ya apartamos su lugar' });
  });

  it('does not read the subject said after the webhook as a field it sends', () => {
    const r = plan('envía un correo a todos los que se inscriban en el webhook con asunto "Bienvenido al taller"');
    expect(p(r, 2).to).toBe('{{trigger.body.email}}');
  });
});

describe('which rows: WHERE clauses and filters said apart', () => {
  it('keeps "lo que tenga …" said after a comma with the SELECT', () => {
    const r = plan('cada lunes a las 9 consulta en postgres la tabla refacciones, lo que tenga stock menor a 3, y mándamelo por Telegram al chat 5544332');
    expect(p(r, 2)).toMatchObject({ query: 'SELECT * FROM refacciones WHERE stock < $1', params: [3] });
  });

  it('reads a state said as an adjective ("las que estén pendientes") as the row’s estado', () => {
    const r = plan('todos los días a las 8 consulta la tabla entregas las que estén pendientes y mándamelas por correo');
    expect(p(r, 2)).toMatchObject({ query: 'SELECT * FROM entregas WHERE estado = $1', params: ['pendiente'] });
  });

  it('reads "nomás los de la <Columna> <valor>" as an equality filter on the row', () => {
    const r = plan('Cuando se agregue una venta a la hoja Ventas del archivo 1VentasNorte_2027x, nomás los de la Zona Norte, avísame por WhatsApp al 8112345678');
    expect(labels(r)).toEqual(['google_sheets/new_row', 'filter/condition', 'whatsapp/send_message']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.record.Zona}}', operator: 'equals', right: 'Norte' });
  });
});

describe('questions about what Enlaza works with', () => {
  it('answers "¿jala con Telegram?" in conversation, with no plan', () => {
    for (const m of ['Oigan una duda, ¿esto jala con Telegram o solo con Slack?', 'tengo una estética, ¿se puede conectar con WhatsApp?']) {
      const r = plan(m);
      expect(r.status).toBe('conversation');
      expect(r.execution_plan).toBeUndefined();
    }
  });

  it('still plans an order that names the services', () => {
    expect(plan('¿me puedes conectar mi formulario con Slack para que me avise en #ventas?').status).not.toBe('conversation');
  });
});

describe('transforms and fields named for a part', () => {
  it('joins two row fields into one and greets with it', () => {
    const r = plan('Cuando entre una fila nueva en la hoja Socios de https://docs.google.com/spreadsheets/d/1SociosGym2027/edit combina Nombre y Apellido en un solo campo y mándale un correo a su Email dándole la bienvenida con su nombre completo');
    expect(labels(r)).toEqual(['google_sheets/new_row', 'transform/set_fields', 'email/send_email']);
    expect(p(r, 2).fields).toEqual({ nombre_completo: '{{trigger.record.Nombre}} {{trigger.record.Apellido}}' });
    expect(p(r, 3).body).toContain('{{steps.2.output.nombre_completo}}');
  });

  it('reads "arma los campos a, b y c" as a transform whose list survives its commas', () => {
    const r = plan('cuando llegue un pedido al webhook arma los campos folio, cliente y monto y mándalos por POST a https://erp.test/api/pedidos');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'transform/set_fields', 'http/request']);
    expect(Object.keys(p(r, 2).fields as object)).toEqual(['folio', 'cliente', 'monto']);
    expect(p(r, 3).body).toBe('{{steps.2.output}}');
  });

  it('never reads "la junta" (a meeting) as joining fields', () => {
    expect(labels(plan('una hora antes de cada junta mándame un WhatsApp al 5512345678'))).toEqual(['google_calendar/event_starting', 'whatsapp/send_message']);
  });

  it('creates a folder with "créale una carpeta" and names it after the field said', () => {
    const row = plan('Cuando agregue un paciente en la hoja Pacientes del archivo 1PacientesFisio_27, créale una carpeta en drive con su Nombre');
    expect(labels(row)).toEqual(['google_sheets/new_row', 'google_drive/create_folder']);
    expect(p(row, 2).name).toBe('{{trigger.record.Nombre}}');
    const form = plan('cuando los papás llenen el formulario (alumno, correo, grado) créame una carpeta en drive con el nombre del alumno');
    expect(p(form, 2).name).toBe('{{trigger.alumno}}');
  });

  it('gives the AI the listed fields by name when none is named for it', () => {
    const r = plan('quiero un formulario de presupuesto con nombre, correo, largo y ancho; que la IA calcule cuántas losetas ocupa y se lo mande por correo');
    expect(p(r, 2).prompt).toContain('largo: {{trigger.largo}}');
    expect(p(r, 2).prompt).toContain('ancho: {{trigger.ancho}}');
  });
});

describe('parts said apart and answers', () => {
  it('asks which Slack channel when only the service is said after "canal de"', () => {
    const r = plan('cuando llegue una cita al webhook avísale al canal de Slack de las recepcionistas');
    expect(r.status).toBe('smart_forms_required');
    expect(p(r, 2).channel).toBe('');
  });

  it('names a Drive file after the mail’s subject said in a piece of its own', () => {
    const r = plan('cuando me llegue un correo con asunto Contrato sube el texto a mi drive, en la carpeta con id 1ContratosLegal_2027, y que se llame como el asunto');
    expect(p(r, 2).name).toBe('{{trigger.subject}}');
  });

  it('answers the webhook with what the step before returns ("con el total que regrese")', () => {
    const r = plan('cuando llegue una orden al webhook mándala por POST a https://api.envios.test/cotizar y respóndele al webhook con el costo que regrese');
    expect(p(r, 3).body).toContain('{{steps.2.output');
  });

  it('puts the listed data in an issue’s body when a field titles it', () => {
    const r = plan('cuando un técnico reporte una falla al webhook (equipo y detalle) crea un issue en acme/mantenimiento con el equipo en el título');
    expect(p(r, 2).title).toBe('{{trigger.body.equipo}}');
    expect(p(r, 2).body).toContain('{{trigger.body.detalle}}');
  });
});
