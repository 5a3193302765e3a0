/**
 * Readings added while working blind batches y and z: form fields listed after "trae / lleva / incluye",
 * questions about Enlaza itself, values introduced by "la palabra", ids with a dash, fields that hold a
 * state. Each test uses wording of its own (not the eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { labels, last, OWNER, p, plan } from './planner-support';

const SHEET = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd';
const FOLDER = '1FolderAbCdEfGhIjKlMnOpQrSt';

describe('form fields listed after a verb that says what the form carries', () => {
  it('"el formulario de citas incluye …" lists the fields', () => {
    const r = plan(`Somos un spa en Oaxaca. El formulario de citas incluye nombre, celular, servicio y hora. Cada cita mándale whats a la clienta y guárdala en la hoja Citas del archivo ${SHEET}`);
    expect(labels(r)).toEqual(['form/form_submitted', 'whatsapp/send_message', 'google_sheets/append_row']);
    expect(p(r, 1).fields).toEqual(['nombre', 'celular', 'servicio', 'hora']);
    expect(p(r, 2).to).toBe('{{trigger.celular}}');
  });

  it('"el form de inscripción trae …" lists the fields, and the mail goes to the one of its kind', () => {
    const r = plan('Hola, el form de inscripcion trae nombre, correo y taller. Cuando alguien se inscriba mandale un correo de bienvenida');
    expect(p(r, 1).fields).toEqual(['nombre', 'correo', 'taller']);
    expect(p(r, 2).to).toBe('{{trigger.correo}}');
  });
});

describe('questions about Enlaza itself plan nothing', () => {
  it('how it charges, even with "cada" in the question', () => {
    const r = plan('una duda, tengo una papeleria, enlaza cobra por cada automatizacion o es una mensualidad? y si se conecta con telegram?');
    expect(r.status).toBe('conversation');
    expect(r.execution_plan).toBeUndefined();
  });

  it('whether it works with a service, with a verb that looks like an order', () => {
    const r = plan('Buenas, soy de una ferreteria. ¿Enlaza jala con Gmail o tengo que abrir otra cuenta? ¿Y cuánto cuesta al mes?');
    expect(r.status).toBe('conversation');
  });

  it('a question that asks for something to be built is still a request', () => {
    const r = plan('¿me puedes mandar cuanto cuesta el dolar cada mañana por whatsapp al 5512345678?');
    expect(r.status).toBe('plan_ready');
    expect(labels(r)).toEqual(['schedule/cron', 'whatsapp/send_message']);
  });
});

describe('conditions', () => {
  it('"traiga la palabra X": the word after "la palabra" is the value, and the order after it still plans', () => {
    const r = plan('cuando alguien escriba en slack y el mensaje tenga la palabra urgente manda un correo a jefe@taller.mx');
    expect(labels(r)).toEqual(['slack/slack_webhook', 'filter/condition', 'email/send_email']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.text}}', operator: 'contains', right: 'urgente' });
  });

  it('a field that holds a state "dice/diga" one word: equals', () => {
    const r = plan(`cuando caiga una fila nueva en la hoja Pedidos del archivo ${SHEET} y el Estado diga enviado mandale whats al cliente al Celular de la fila`);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.record.Estado}}', operator: 'equals', right: 'enviado' });
  });

  it('an id with a dash keeps its dash and its capitals', () => {
    const r = plan(`Cuando suban un archivo a la carpeta de Drive ${FOLDER}, nomas si el nombre empieza con FAC- mandame el nombre por telegram al chat 12345678`);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.name}}', operator: 'starts_with', right: 'FAC-' });
  });
});

describe('triggers said as a whole', () => {
  it('"cada push o commit al repo de GitHub" is the GitHub trigger, with no issue step', () => {
    const r = plan('somos una startup de apps, cada push o commit al repo de github mándenme un correo a dev@apps.mx');
    expect(labels(r)).toEqual(['github/github_webhook', 'email/send_email']);
    expect(r.status).toBe('plan_ready');
  });

  it('"cada pull request de GitHub nos avise en Discord", webhook said apart', () => {
    const r = plan('¿Se puede que cada pull request de GitHub nos avise en Discord? este es el webhook https://discord.com/api/webhooks/42/AbCd');
    expect(labels(r)).toEqual(['github/github_webhook', 'discord/send_message']);
    expect(p(r, 2).webhook_url).toBe('https://discord.com/api/webhooks/42/AbCd');
  });

  it('"nos escriben mucho por Telegram" names where a vague event happens; a gerund after it is no text to send', () => {
    const r = plan('tenemos una pasteleria y nos escriben bien seguido por telegram pidiendo pasteles, quiero que cuando llegue un mensaje la ia le responda amable y se lo mande al mismo chat');
    expect(labels(r)).toEqual(['telegram/new_message', 'ai/generate_text', 'telegram/send_message']);
    expect(p(r, 2).prompt).toContain('{{trigger.text}}');
    expect(p(r, 3)).toMatchObject({ chat_id: '{{trigger.chat_id}}', message: '{{steps.2.output.text}}' });
  });
});

describe('answer-back wordings', () => {
  it('"respóndele al sistema con un 201 y el mensaje X": the webhook answers with those words, as typed', () => {
    const r = plan('Nuestra tienda manda pedidos a un webhook con nombre y total. Guardalos en la tabla pedidos de Postgres y respondele al sistema con un 201 y el mensaje pedido guardado');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'postgres/query', 'webhook/respond']);
    expect(p(r, 3)).toEqual({ status: 201, body: 'pedido guardado' });
  });

  it('"y que les conteste X" after a Telegram trigger answers in the same chat with those words', () => {
    const r = plan('Los repartidores mandan su ubicacion al bot de Telegram; quiero que cada mensaje se guarde en la tabla ubicaciones de Postgres (chat_id y texto) y que les conteste ubicacion anotada');
    expect(labels(r)).toEqual(['telegram/new_message', 'postgres/query', 'telegram/send_message']);
    expect(p(r, 3)).toMatchObject({ chat_id: '{{trigger.chat_id}}', message: 'ubicacion anotada' });
  });
});

describe('the sheet where rows are written, said with the verb before its object', () => {
  it('"anotamos las ventas en la hoja X … cuando entre fila nueva": that sheet and tab are the trigger, no read step', () => {
    const r = plan(`tengo una paleteria y anotamos las ventas en la hoja Ventas del archivo ${SHEET} cuando entre fila nueva mandale whats al cliente al Telefono de la fila y a mi correo tambien`);
    expect(labels(r)).toEqual(['google_sheets/new_row', 'whatsapp/send_message', 'email/send_email']);
    expect(p(r, 1)).toMatchObject({ spreadsheet_id: SHEET, sheet_name: 'Ventas' });
    expect(p(r, 2).to).toBe('{{trigger.record.Telefono}}');
  });

  it('"los alumnos nuevos se registran en la hoja X": the new-row trigger; a mail to them with no address column is asked', () => {
    const r = plan(`doy clases de guitarra y los alumnos nuevos se registran en la hoja Alumnos del archivo ${SHEET} que solo trae Nombre y Celular, quiero que cuando entre uno nuevo le mande un correo de bienvenida`);
    expect(labels(r)).toEqual(['google_sheets/new_row', 'email/send_email']);
    expect(p(r, 1)).toMatchObject({ spreadsheet_id: SHEET, sheet_name: 'Alumnos' });
    expect(r.status).toBe('smart_forms_required');
    expect(p(r, 2).to).toBe('');
  });
});

describe('a request said right after the setup, in one run-on sentence', () => {
  it('"los clientes piden por Telegram quiero que cada mensaje se apunte…": the setup plans nothing, the wish after it does', () => {
    const r = plan(`tengo una tortilleria y los clientes piden kilos por telegram quiero que cada mensaje que llegue se apunte en la hoja Pedidos del archivo ${SHEET} y luego le contestes al mismo chat que ya lo estamos preparando`);
    expect(labels(r)).toEqual(['telegram/new_message', 'google_sheets/append_row', 'telegram/send_message']);
    expect(p(r, 2)).toMatchObject({ spreadsheet_id: SHEET, sheet_name: 'Pedidos' });
    expect(p(r, 3)).toMatchObject({ chat_id: '{{trigger.chat_id}}' });
    expect(String(p(r, 3).message)).toMatch(/ya lo estamos preparando/i);
  });

  it('"apúntalos en la hoja X mándale whats…" writes the rows (an order to send after it does not make it a read)', () => {
    const r = plan(`la tienda manda las ventas por webhook apuntalas en la hoja Ventas del archivo ${SHEET} mandale whats al cliente al telefono de la venta`);
    expect(labels(r)).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'whatsapp/send_message']);
  });
});

describe('follow-ups', () => {
  it('a removal followed by its reason and what stays removes only what it names', () => {
    const turns = [`cuando llegue un pedido por webhook guardalo en la hoja Pedidos del archivo ${SHEET}, mandale whats al cliente al telefono del pedido y avisame por slack en #pedidos`,
      'quita lo de slack, ya no lo usamos, con el whats es suficiente'];
    const r = last(...turns);
    expect(labels(r)).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'whatsapp/send_message']);
  });

  it('"en vez de Gmail por SMTP" when the plan already sends plain mail keeps the plan and says so', () => {
    const r = last('form de inscripcion con nombre, correo y grupo, y que le llegue un correo al alumno con asunto Bienvenido', 'en lugar de gmail que sea por smtp, tengo mi servidor');
    expect(r.status).toBe('plan_ready');
    expect(labels(r)).toEqual(['form/form_submitted', 'email/send_email']);
    expect(r.reply).toMatch(/queda igual/);
  });
});

describe('texts kept as typed', () => {
  it('a subject typed after a lower-case mention of the same words keeps its own capitals', () => {
    const r = plan('quiero un form de cita de valoracion con nombre y telefono y que me llegue un correo a citas@clinica.mx con asunto Cita de valoracion');
    expect(p(r, 2).subject).toBe('Cita de valoracion');
  });
});

describe('"cambios:" announces a list of changes', () => {
  it('each change after the bare announcement is applied', () => {
    const r = last('Cada lunes a las 9 lee la hoja Stock del archivo ' + SHEET + ' y manda los datos al canal #compras de Slack',
      'cambios: que sea a las 8, el canal ahora es #almacen, y al final mandame tambien un correo');
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'slack/send_message', 'email/send_email']);
    expect(p(r, 1).cron_expression).toBe('0 8 * * 1');
    expect(p(r, 3).channel).toBe('#almacen');
    expect(p(r, 4).to).toBe(OWNER);
  });
});

describe('"la IA …" after a Gmail subject, and mail that arrives said as the setup', () => {
  it('the subject ends where the AI starts its work, and "me llegan … por correo" sends no mail', () => {
    const r = plan(`tengo una ferreteria y nos llegan muchas cotizaciones por correo quiero que cuando llegue un correo con asunto cotizacion la ia obtenga el proveedor y el total y lo anote en la hoja Cotizaciones del archivo ${SHEET}`);
    expect(labels(r)).toEqual(['gmail/new_email', 'ai/generate_text', 'google_sheets/append_row']);
    expect(p(r, 1).query).toBe('subject:cotizacion');
    expect(p(r, 3).values).toBe('{{steps.2.output.text}}');
  });
});
