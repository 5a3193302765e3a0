/**
 * Readings added while working blind batches w and x: a setup sentence that names the trigger's source,
 * an event said back about it, plural (ustedes) orders generated from the order stems, orders kept in the
 * order written, values in their own clause and recipients bound to the data. Each test uses wording of
 * its own (not the eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { pluralAsTu, ustedesOf } from '../../server/planner/plural';
import { ORDER_STEMS } from '../../server/planner/verbs';
import { labels, last, OWNER, p, plan } from './planner-support';

const SHEET = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd';
const FOLDER = '1FolderAbCdEfGhIjKlMnOpQrSt';

describe('setup sentences name the trigger\'s source', () => {
  it('a Drive folder described, then "cuando entre uno nuevo": the folder is the trigger, no upload step', () => {
    const r = plan(`Hola, somos un despacho de arquitectos. Los dibujantes dejan cada plano en la carpeta de Drive ${FOLDER}. Cuando entre uno nuevo, anótenlo en la hoja Planos del archivo ${SHEET} y avisen por Telegram al chat 4455667.`);
    expect(labels(r)).toEqual(['google_drive/new_file', 'google_sheets/append_row', 'telegram/send_message']);
    expect(p(r, 1).folder_id).toBe(FOLDER);
    expect(p(r, 2)).toMatchObject({ spreadsheet_id: SHEET, sheet_name: 'Planos' });
    expect(p(r, 3).chat_id).toBe('4455667');
  });

  it('a sheet where rows are captured, then "por cada fila nueva": the sheet (id and tab) is the trigger', () => {
    const r = plan(`Cada reservación se anota en la hoja Reservas del archivo ${SHEET}, con columnas Huesped, Celular y Llegada. Por cada fila nueva mándenle whats al huésped y a mí avísenme por correo.`);
    expect(labels(r)).toEqual(['google_sheets/new_row', 'whatsapp/send_message', 'email/send_email']);
    expect(p(r, 1)).toMatchObject({ spreadsheet_id: SHEET, sheet_name: 'Reservas' });
    expect(p(r, 2).to).toBe('{{trigger.record.Celular}}');
    expect(p(r, 3).to).toBe(OWNER);
  });

  it('GitHub that notifies pushes, then "cuando pase": a GitHub trigger for pushes', () => {
    const r = plan('GitHub nos notifica cada push al repo acme/tienda-web. Cuando pase, esperen 2 minutos y avisen en Slack #deploys.');
    expect(labels(r)).toEqual(['github/github_webhook', 'delay/wait', 'slack/send_message']);
    expect(p(r, 1).events).toEqual(['push']);
    expect(p(r, 2).seconds).toBe(120);
  });

  it('appointments that live in the calendar, then "20 minutos antes de cada una"', () => {
    const r = plan('Mis clases viven en Google Calendar y cada evento trae al alumno en el título. 20 minutos antes de cada una mándenme un whats al 5512345678 con el titulo.');
    expect(labels(r)).toEqual(['google_calendar/event_starting', 'whatsapp/send_message']);
    expect(p(r, 1).minutes_before).toBe(20);
  });

  it('Slack that sends the message, then "nomás cuando…": the condition is on Slack\'s message', () => {
    const r = plan('Slack nos manda el texto y el canal de cada mensaje. Nomás cuando el mensaje diga urgente, creen un issue en el repo acme/soporte con el mensaje como título y contesten en ese mismo canal que ya quedó.');
    expect(labels(r)).toEqual(['slack/slack_webhook', 'filter/condition', 'github/create_issue', 'slack/send_message']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.text}}', operator: 'contains', right: 'urgente' });
    expect(p(r, 4).channel).toBe('{{trigger.channel}}');
  });

  it('mail said as what arrives is the Gmail trigger, with the subject searched', () => {
    const r = plan('Los proveedores nos mandan correos con asunto factura. Que la IA saque el total, respondan al remitente con ese texto y anótenlo en la hoja Facturas del archivo ' + SHEET + '.');
    expect(labels(r)).toEqual(['gmail/new_email', 'ai/generate_text', 'gmail/send_email', 'google_sheets/append_row']);
    expect(p(r, 1).query).toBe('subject:factura');
    expect(p(r, 3).to).toBe('{{trigger.from}}');
  });

  it('a webhook described in a sentence stays a webhook; its fields are not a mail source', () => {
    const r = plan('Nuestro sistema manda un webhook con folio, nombre y correo. Guárdenlo en la tabla folios de Postgres y mándenle al cliente un correo de gracias.');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'postgres/query', 'email/send_email']);
    expect(p(r, 3).to).toBe('{{trigger.body.correo}}');
  });
});

describe('plural (ustedes) orders, generated from the order stems', () => {
  it('conjugates by the spelling rules and the irregular verbs', () => {
    expect(['busca', 'agrega', 'analiza', 'traduce', 'haz', 'pon', 'escribe', 'lee', 'envia'].map(ustedesOf))
      .toEqual(['busquen', 'agreguen', 'analicen', 'traduzcan', 'hagan', 'pongan', 'escriban', 'lean', 'envien']);
  });

  it('every order stem has a plural that reads back as it, bare and with a pronoun', () => {
    for (const stem of ORDER_STEMS) {
      const plural = ustedesOf(stem);
      if (plural === stem || /se$/.test(plural)) continue;
      expect(pluralAsTu(`${plural} el dato`)).toBe(`${stem} el dato`);
      expect(pluralAsTu(`${plural}lo ya`)).toBe(`${stem}lo ya`);
    }
  });

  it('reads a bare plural only where a clause starts, never the event\'s own verb', () => {
    expect(pluralAsTu('cuando me manden un correo, avisen al equipo y escribanle a {e0}')).toBe('cuando me manden un correo, avisa al equipo y escribele a {e0}');
  });

  it('plans plural orders with pronouns as steps', () => {
    const r = plan('Cuando llegue un pedido por webhook, regístrenlo en la hoja Ventas del archivo ' + SHEET + ', avísenme por Telegram al chat 9988776 y respondan 200.');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'telegram/send_message', 'webhook/respond']);
  });

  it('reads plural edit orders in a follow-up ("quiten lo de Telegram")', () => {
    const r = last('Cuando llegue un pedido por webhook avísame por Slack en #ventas y por Telegram al chat 1234567', 'Quiten lo de Telegram, porfa');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'slack/send_message']);
  });
});

describe('orders in the order written, values in their own clause', () => {
  it('keeps a folder, a read and the AI in the order said with usted and "que" orders', () => {
    const r = plan(`Quiero un botón: que cree en Drive la carpeta Altas, lea la hoja Socios del archivo ${SHEET}, que la IA redacte un saludo con esa lista y me lo mande a mi correo.`);
    expect(labels(r)).toEqual(['manual/manual_trigger', 'google_drive/create_folder', 'google_sheets/read_rows', 'ai/generate_text', 'email/send_email']);
    expect(p(r, 4).prompt).toContain('{{steps.3.output.rows}}');
  });

  it('"y guarde…" after another usted order is a step of its own', () => {
    const r = plan(`Quiero un botón que al picarle consulte https://api.ejemplo.mx/v1/precios y guarde lo que responda en la hoja Precios del archivo ${SHEET}`);
    expect(labels(r)).toEqual(['manual/manual_trigger', 'http/request', 'google_sheets/append_row']);
  });

  it('data described apart is what a later "léanla" reads', () => {
    const r = plan(`La lista de pagos está en la hoja Pagos de https://docs.google.com/spreadsheets/d/${SHEET}/edit, con alumno y monto. Cada lunes a las 9 léanla, que la IA haga un resumen y mándenlo a cobros@escuela.mx.`);
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'ai/generate_text', 'email/send_email']);
    expect(p(r, 2)).toMatchObject({ spreadsheet_id: SHEET, sheet_name: 'Pagos' });
  });

  it('a table described with its columns is read with them, filtered by the value asked for', () => {
    const r = plan('Las órdenes quedan en la tabla ordenes de Postgres, con cliente y estado abierta. Cada mañana a las 8 saquen las abiertas y mándenmelas por correo.');
    expect(p(r, 2).query).toBe('SELECT cliente, estado FROM ordenes WHERE estado = $1');
    expect(p(r, 2).params).toEqual(['abierta']);
  });

  it('an address beside a chat channel, or beside "SMTP", is a mail of its own', () => {
    const r = plan('Cada viernes a las 5 lee la tabla gastos de Postgres, que la IA haga un resumen y mándalo a contador@despacho.mx y al equipo por Discord: https://discord.com/api/webhooks/1/abc');
    expect(labels(r)).toEqual(['schedule/cron', 'postgres/query', 'ai/generate_text', 'email/send_email', 'discord/send_message']);
    const smtp = plan('Cada lunes a las 10 que la IA redacte un aviso y mándalo desde nuestro SMTP a admin@colegio.mx y al Telegram de la dirección, chat 5566778');
    expect(labels(smtp).slice(-2)).toEqual(['email/send_email', 'telegram/send_message']);
  });

  it('"no por Gmail" said apart keeps the subject with its mail', () => {
    const r = plan('Cuando alguien llene el formulario (nombre, correo), mándale la bienvenida por correo pero por mi SMTP, no por Gmail, con asunto "Hola desde la academia"');
    expect(p(r, 2).subject).toBe('Hola desde la academia');
  });
});

describe('recipients and fields bound to the data', () => {
  it('"mándale correo al papá" names a mail step to the data\'s address', () => {
    const r = plan('El formulario de la escuela pide nombre, correo y grado. Guárdalo en postgres, tabla alumnos, y mándale correo de bienvenida al papá.');
    expect(labels(r)).toEqual(['form/form_submitted', 'postgres/query', 'email/send_email']);
    expect(p(r, 3).to).toBe('{{trigger.correo}}');
  });

  it('"a mí mándenme un correo" is the owner, not someone named after "a mi"', () => {
    const r = plan('Cuando llegue un pedido por webhook, guárdenlo en la hoja Pedidos del archivo ' + SHEET + ' y a mí mándenme un correo.');
    expect(p(r, 3).to).toBe(OWNER);
  });

  it('"el evento de entrega" starts at the data\'s Entrega field', () => {
    const r = plan(`Cada pedido se registra en la hoja Pedidos del archivo ${SHEET}, con columnas Cliente, Entrega y Total. Por cada fila nueva creen el evento de entrega en mi calendario.`);
    expect(p(r, 2).start).toBe('{{trigger.record.Entrega}}');
  });

  it('"se lo mande de regreso a quien escribió" answers the mail', () => {
    const r = plan('Cuando me llegue un correo con asunto Pedido, que la IA redacte una respuesta y se la mande de regreso a quien escribió');
    expect(labels(r)).toEqual(['gmail/new_email', 'ai/generate_text', 'gmail/send_email']);
    expect(p(r, 3).to).toBe('{{trigger.from}}');
  });
});

describe('more readings from batches w and x', () => {
  it('"lo guarden…, le contesten…": a pronoun before a plural order reads as the order', () => {
    const r = plan('Los clientes nos piden por nuestro bot de Telegram. Que la IA lo entienda, lo guarden en la tabla encargos de Postgres y le contesten en su mismo chat.');
    expect(labels(r)).toEqual(['telegram/new_message', 'ai/generate_text', 'postgres/query', 'telegram/send_message']);
    expect(p(r, 4).chat_id).toBe('{{trigger.chat_id}}');
  });

  it('"con la palabra X en el asunto" searches the subject', () => {
    const r = plan('Cuando me llegue un correo con la palabra remision en el asunto, avísame por Slack en #almacen');
    expect(p(r, 1).query).toBe('subject:remision');
    expect(labels(r)).toEqual(['gmail/new_email', 'slack/send_message']);
  });

  it('"telefono del cliente" in what a webhook sends is the telefono field', () => {
    const r = plan('Mi tienda manda un webhook con folio, nombre y telefono del cliente. Mándenle whats al cliente con su folio.');
    expect(p(r, 2).to).toBe('{{trigger.body.telefono}}');
  });

  it('a message of questions only is answered; a question asking for help with a wish is not', () => {
    expect(plan('Hola, tengo una florería. Antes de empezar: ¿Enlaza funciona con Telegram? ¿cuánto cuesta?').status).toBe('conversation');
    expect(plan('Una duda nomás: ¿las automatizaciones siguen corriendo si apago la compu?').status).toBe('conversation');
    expect(plan('Tengo una tienda y ocupo automatizar los pedidos, ¿me ayudas?').status).not.toBe('conversation');
  });

  it('follow-ups: "la hoja que sea X", "la hoja cámbienla a X", "el aviso de Slack al canal…"', () => {
    const start = `Cuando llegue una venta por webhook con total, guárdala en la hoja Ventas del archivo ${SHEET} y si el total es mayor a 5000 avísame en Slack en #ventas`;
    expect(p(last(start, 'y la hoja que sea Mayoreo'), 2).sheet_name).toBe('Mayoreo');
    expect(p(last(start, 'Dos cambios: la hoja cámbienla a Mayoreo y el aviso de Slack al canal #caja'), 2).sheet_name).toBe('Mayoreo');
    const r = last(start, 'Oiga, dos cambios: mejor que sea arriba de 8000 pesos, y el aviso de Slack al canal #caja, por favor');
    expect(p(r, 3).right).toBe(8000);
    expect(p(r, 4).channel).toBe('#caja');
  });
});

describe('readings from the last misses of w and x', () => {
  it('"siempre no Slack, mejor a Discord con este webhook…" swaps Slack for Discord', () => {
    const r = last('Cada lunes a las 9 lee la tabla gastos de Postgres y mándalo al canal #finanzas de Slack', 'siempre no Slack, mejor a Discord con este webhook https://discord.com/api/webhooks/9/xyz, lo demás igual');
    expect(labels(r)).toEqual(['schedule/cron', 'postgres/query', 'discord/send_message']);
  });

  it('"arma un registro nomás con …, … y … (lo demás no sirve)" keeps those fields', () => {
    const r = plan('Cuando llegue una cita por webhook, primero arma un registro nomás con paciente, doctor y hora (lo demás no sirve) y luego mándalo con POST a https://api.clinica.mx/citas');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'transform/set_fields', 'http/request']);
    expect(Object.keys(p(r, 2).fields as object)).toEqual(['paciente', 'doctor', 'hora']);
  });

  it('"junten X y Y en un campo x_y" names the joined field', () => {
    const r = plan('Mi tienda manda un webhook con subtotal e iva. Junten subtotal e iva en un campo monto_total y guárdenlo en la tabla cobros de Postgres.');
    expect(Object.keys(p(r, 2).fields as object)).toEqual(['monto_total']);
  });

  it('a folder named with a range of years keeps it', () => {
    const r = plan('Quiero un botón que cree en Drive la carpeta Alumnos 2027-2028');
    expect(p(r, 2).name).toBe('Alumnos 2027-2028');
  });

  it('a number after "chat" is the Telegram chat, not one more WhatsApp phone', () => {
    const r = plan('Cuando llegue un pedido por webhook avisen por whats al 669 132 4455 y al Telegram de la tienda, chat 6690011223');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'whatsapp/send_message', 'telegram/send_message']);
  });

  it('"que se aparte la fecha en mi Google Calendar" after a form event is a step, not the trigger', () => {
    const r = plan('Quiero un form con nombre, correo y fecha; cuando lo llenen que se aparte la fecha en mi Google Calendar y le mandes un correo al cliente');
    expect(labels(r)).toEqual(['form/form_submitted', 'google_calendar/create_event', 'email/send_email']);
  });

  it('follow-ups: "Quedó bien, pero dos cambios: después del correo agreguen…", "que primero cree…", "antes del whats esperen…, y al final avisen…"', () => {
    const start = 'Cuando llegue un pedido por webhook con nombre, correo y telefono, mándale un correo al cliente y guárdalo en la hoja Pedidos del archivo ' + SHEET;
    const r = last(start, 'Quedó bien, pero dos cambios: después del correo agreguen un whats al cliente, y la hoja cámbienla a Archivo');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'email/send_email', 'whatsapp/send_message', 'google_sheets/append_row']);
    expect(p(r, 4).sheet_name).toBe('Archivo');
    const first = last(start, 'Dos cosas: antes de todo, que primero cree una carpeta en Drive llamada Pedidos Nuevos, y cambien el correo a ventas@tienda.mx');
    expect(labels(first)[1]).toBe('google_drive/create_folder');
    const wait = last(start, 'Dos cambios: antes del correo esperen 5 minutos, y al final avisen a Discord https://discord.com/api/webhooks/3/abc');
    expect(labels(wait)).toEqual(['webhook/webhook_received', 'delay/wait', 'email/send_email', 'google_sheets/append_row', 'discord/send_message']);
  });
});

describe('readings carried to other batches', () => {
  it('"le conteste al mismo chat…, y se guarde…": the answer is a step in the order written', () => {
    const r = plan('Los clientes piden por mi bot de Telegram; quiero que la IA entienda el pedido, le conteste al mismo chat con el total y se guarde en la hoja Pedidos del archivo ' + SHEET);
    expect(labels(r)).toEqual(['telegram/new_message', 'ai/generate_text', 'telegram/send_message', 'google_sheets/append_row']);
  });

  it('"el webhook … solo trae nombre, telefono y direccion": with no address in the data, the mail\'s recipient is asked', () => {
    const r = plan('El webhook de la tienda solo trae nombre, telefono y direccion del cliente; cuando llegue uno mándale al cliente un correo por gmail con su pedido');
    expect(r.status).toBe('smart_forms_required');
    expect(p(r, 2).to).toBe('');
  });
});
