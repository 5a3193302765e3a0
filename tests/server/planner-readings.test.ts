/**
 * Issue 17, general readings added while working the blind batches g–l: each test uses wording of
 * its own (not the eval's) so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { sqlVerb } from '../../server/planner/lexicon/sql-verbs';
import { wordNumber } from '../../server/planner/lexicon/numbers';
import { ustedAsTu as asTu } from '../../server/planner/plural';
import { amount } from '../../server/planner/conditions';
import { parseDelay } from '../../server/planner/durations';
import { normalize } from '../../server/planner/normalize';
import { namedValues } from '../../server/planner/values';
import { splitClauses } from '../../server/planner/clauses';
import { systemPrompt } from '../../server/llm/catalogue-prompt';
import { planRequest } from '../../server/planner';
import { labels, last, p, plan, OWNER } from './planner-support';

const SHEET = 'https://docs.google.com/spreadsheets/d/1AbcPrueba/edit';

describe('database steps: the verb decides, data that arrives is stored', () => {
  it('reads the governing verb in any person or mood', () => {
    expect(sqlVerb('que se registre en la tabla ventas')).toBe('write');
    expect(sqlVerb('anotelos en la tabla visitas')).toBe('write');
    expect(sqlVerb('los meta en la tabla socios de postgres')).toBe('write');
    expect(sqlVerb('consulte la tabla socios de postgres')).toBe('read');
    expect(sqlVerb('cuantos hay en la tabla socios')).toBe('read');
    expect(sqlVerb('formulario de alta {q0} -> tabla socios')).toBe('write');
    expect(sqlVerb('la tabla socios')).toBeNull();
  });

  it('an INSERT of the listed fields when the webhook data goes to a table with no verb; a SELECT on a schedule', () => {
    const r = plan('Mi tienda manda un webhook (folio, monto, sucursal) → tabla cobros en postgres');
    expect(p(r, 2)).toEqual({ query: 'INSERT INTO cobros (folio, monto, sucursal) VALUES ($1, $2, $3)', params: ['{{trigger.body.folio}}', '{{trigger.body.monto}}', '{{trigger.body.sucursal}}'] });
    expect(String(p(plan('cada lunes a las 8 revisa la tabla cobros de postgres y mándame el resultado por correo'), 2).query)).toMatch(/^SELECT \* FROM cobros/);
  });

  it('the columns listed after "con" are the INSERT\'s, bound to the message\'s data', () => {
    const r = plan('Cada mensaje que llegue a mi bot de telegram anótalo en la tabla bitacora de postgres con el chat_id y el texto');
    expect(p(r, 2)).toEqual({ query: 'INSERT INTO bitacora (chat_id, texto) VALUES ($1, $2)', params: ['{{trigger.chat_id}}', '{{trigger.text}}'] });
  });
});

describe('numbers and waits said in words', () => {
  it('reads Spanish numbers', () => {
    expect(wordNumber('quince')?.value).toBe(15);
    expect(wordNumber('treinta y dos personas')).toEqual({ value: 32, length: 13 });
    expect(wordNumber('veinte mil pesos')?.value).toBe(20000);
    expect(wordNumber('dos millones')?.value).toBe(2_000_000);
    expect(wordNumber('mil quinientos')?.value).toBe(1500);
    expect(wordNumber('una semana')).toBeNull();
    expect(amount('ochenta mil pesos y')).toEqual({ value: 80000, length: 17 });
  });

  it('conditions and waits take them', () => {
    const r = plan('Cuando llegue un pedido por el webhook (cliente, piezas) y sean más de quince piezas avísame por telegram al chat 5544332');
    expect(p(r, 2)).toEqual({ left: '{{trigger.body.piezas}}', operator: 'greater_than', right: 15 });
    expect(parseDelay(normalize('espera treinta y seis horas'))?.seconds).toBe(129600);
    expect(parseDelay(normalize('y a los tres dias otro'))?.seconds).toBe(259200);
    expect(p(plan('Veinticinco minutos antes de cada cita avísame por whatsapp al 5512345678'), 1)).toEqual({ minutes_before: 25 });
  });
});

describe('conditions in the words owners use', () => {
  it('contains, starts with, empty and not empty, as the event\'s own condition', () => {
    expect(p(plan('Cuando llegue un correo a gmail y el asunto incluya "factura", mándame un whatsapp al 5512345678'), 2))
      .toEqual({ left: '{{trigger.subject}}', operator: 'contains', right: 'factura' });
    expect(p(plan('En el formulario de pedidos (nombre, email, sku), cuando el sku comience con "MX" avisa en #mexico de slack'), 2))
      .toEqual({ left: '{{trigger.sku}}', operator: 'starts_with', right: 'MX' });
    expect(p(plan('Me llega un webhook con cliente y rfc. Si rfc no viene vacío mándale los datos a conta@x.mx por correo'), 2))
      .toMatchObject({ left: '{{trigger.body.rfc}}', operator: 'is_not_empty' });
    expect(p(plan('En el formulario (nombre, email, telefono), si el email está en blanco avísame por telegram al chat 998877'), 2))
      .toMatchObject({ left: '{{trigger.email}}', operator: 'is_empty' });
  });

  it('a place said first ("si en el webhook (…) el producto contiene…") and a list in parentheses split nothing', () => {
    expect(splitClauses('si en el webhook (producto, talla) el modelo dice {q0} , avisame')).toEqual(['si en el webhook (producto, talla) el modelo dice {q0}', 'avisame']);
    const r = plan('Si en el webhook de ventas (producto, total) el producto contiene "Nike", avísame en #hype de slack');
    expect(p(r, 2)).toEqual({ left: '{{trigger.body.producto}}', operator: 'contains', right: 'Nike' });
  });

  it('a branch that does nothing, with no other branch, keeps the flow on the opposite', () => {
    const r = plan('Cuando alguien llene el formulario (nombre, email, edad) mándale un correo, pero si la edad es menor a 18 no le mandes nada');
    expect(labels(r)).toEqual(['form/form_submitted', 'filter/condition', 'email/send_email']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.edad}}', operator: 'greater_or_equal', right: 18 });
  });

  it('an HTTP status code compared with a number is output.status; a word is still a body field', () => {
    expect(p(plan('Cada 10 minutos consulta https://api.x.test/ping y si el status es distinto de 200 avísame por telegram al chat 112233'), 3).left).toBe('{{steps.2.output.status}}');
    expect(p(plan('Cada 10 minutos consulta https://api.x.test/ping y si el status es caido avísame por telegram al chat 112233'), 3).left).toBe('{{steps.2.output.body.status}}');
  });
});

describe('triggers and steps in everyday phrasings', () => {
  it('"que responda con status 202" answers the webhook', () => {
    const r = plan('Necesito un webhook que reciba registros (nombre, correo), los guarde en la tabla registros de postgres y responda con status 202');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'postgres/query', 'webhook/respond']);
    expect(p(r, 3).status).toBe(202);
  });

  it('the sheet an event names is the new-row trigger\'s, not a step writing to it', () => {
    const r = plan(`Por cada fila nueva en la pestaña Ordenes de ${SHEET} mándale un whatsapp al cliente (columna Celular) con "Recibimos tu orden"`);
    expect(labels(r)).toEqual(['google_sheets/new_row', 'whatsapp/send_message']);
    expect(p(r, 1)).toEqual({ spreadsheet_id: '1AbcPrueba', sheet_name: 'Ordenes' });
    expect(p(r, 2).to).toBe('{{trigger.record.Celular}}');
    const captured = plan(`Por cada cliente que se registre en la hoja Clientes de ${SHEET}, avísame por telegram al chat 445566`);
    expect(p(captured, 1)).toEqual({ spreadsheet_id: '1AbcPrueba', sheet_name: 'Clientes' });
  });

  it('"la lista de la hoja X" is read, then sent; a source said after the order without a verb runs first', () => {
    expect(labels(plan(`Cada viernes a las 6 mándame por telegram al chat 778899 la lista de la hoja Pendientes de ${SHEET}`)))
      .toEqual(['schedule/cron', 'google_sheets/read_rows', 'telegram/send_message']);
    expect(labels(plan('Cada mañana a las 7 mándame por slack a #equipo, las citas del día de mi calendario')))
      .toEqual(['schedule/cron', 'google_calendar/list_events', 'slack/send_message']);
  });

  it('a button "cuando le pique" is a manual start', () => {
    expect(labels(plan(`Quiero un botón que cuando le pique lea la hoja Deudas de ${SHEET} y me mande la lista por telegram al chat 121212`)))
      .toEqual(['manual/manual_trigger', 'google_sheets/read_rows', 'telegram/send_message']);
  });

  it('an answer "al mismo chat" goes back where the message came from', () => {
    const r = plan('Tengo un bot de telegram. Cuando alguien le escriba al bot, que la IA le explique los horarios y se lo mande al mismo chat');
    expect(p(r, 3).chat_id).toBe('{{trigger.chat_id}}');
  });

  it('Spanglish schedules and day lists without commas', () => {
    expect(p(plan('every Friday a las 10 mándale a #general de slack el recordatorio'), 1).cron_expression).toBe('0 10 * * 5');
    expect(p(plan('los martes jueves y sabados a las 9 manda a #turnos en slack el rol'), 1).cron_expression).toBe('0 9 * * 2,4,6');
  });
});

describe('values said around the order', () => {
  it('"<valor> es nuestro correo/repo" declares a value that fills the step pointing at it', () => {
    const r = plan('ventas@florería.mx es nuestro correo. Cuando llenen el formulario (nombre, telefono), mándanos ahí un correo');
    expect(labels(r)).toEqual(['form/form_submitted', 'email/send_email']);
    const issue = plan('acme/soporte es nuestro repo de github. Cada reporte que llegue por el webhook (cliente, falla) conviértelo en un issue ahí, con la falla como título');
    expect(p(issue, 2)).toMatchObject({ repository: 'acme/soporte', title: '{{trigger.body.falla}}' });
  });

  it('names from a field; a field holding the file is the upload\'s content', () => {
    expect(p(plan('Cuando llegue un alta por el formulario (cliente, obra), crea una carpeta en drive con el nombre de la obra'), 2).name).toBe('{{trigger.obra}}');
    const up = p(plan('Cuando llegue un webhook (cliente, archivo), súbelo a drive con el nombre del cliente'), 2);
    expect(up).toMatchObject({ name: '{{trigger.body.cliente}}', content: '{{trigger.body.archivo}}' });
  });

  it('values keep their accents; a subject said in its own sentence', () => {
    expect(namedValues('guárdalo en la hoja Compañías').map((v) => v.value)).toEqual(['Compañías']);
    const r = plan('Cuando llenen el formulario (nombre, email) mándales un correo. El asunto debe ser "Gracias por escribir"');
    expect(p(r, 2).subject).toBe('Gracias por escribir');
  });

  it('a quote a condition compares is not the message; "también a…" sends the same text', () => {
    const r = plan('Me llega un webhook con estado y telefono; si estado es "listo" mándale whatsapp al cliente: "Ya puedes pasar"');
    expect(p(r, 3).message).toBe('Ya puedes pasar');
    const both = plan('Cada día a las 8 manda "Buenos días equipo" a mi telegram (chat 556677) y también a #general en slack');
    expect(p(both, 3).message).toBe('Buenos días equipo');
  });

  it('the owner setting the scene plans no step', () => {
    expect(labels(plan('Siempre se me olvida avisar en mi agenda. Cuando llenen el formulario (nombre, fecha) crea un evento en mi calendario'))).toEqual(['form/form_submitted', 'google_calendar/create_event']);
    expect(labels(plan('Tengo una estética y un grupo de telegram. Cuando llenen el formulario (nombre, email) mándale un correo al cliente'))).toEqual(['form/form_submitted', 'email/send_email']);
  });

  it('"quisiera recibir" is the owner; "deben recibir" the trigger\'s person', () => {
    expect(p(plan('Cada lunes a las 9 quisiera recibir por gmail un resumen, con el asunto "Semana"'), 2)).toMatchObject({ to: OWNER, subject: 'Semana' });
    expect(p(plan('Los alumnos del formulario (nombre, email) deben recibir un correo de bienvenida por gmail'), 2).to).toBe('{{trigger.email}}');
  });
});

describe('asking instead of guessing', () => {
  it('a wish to automate with nothing to plan asks what, when and with which services', () => {
    const r = plan('Buenas, quiero que mis facturas se hagan solas, ¿me ayudan?');
    expect(r.status).toBe('clarification_needed');
    expect(r.service_groups?.length).toBeGreaterThan(0);
    expect(plan('¿qué me recomiendas automatizar en mi papelería?').status).toBe('conversation');
  });
});

describe('follow-ups said with "usted"', () => {
  it('reads usted orders as the tú ones, but not after "que" or "no"', () => {
    expect(asTu('quite la condicion y cambiele el asunto')).toBe('quita la condicion y cambiale el asunto');
    expect(asTu('que se mande y ya no mande nada')).toBe('que se mande y ya no mande nada');
  });

  it('removes and undoes', () => {
    const start = 'Cuando llegue un pedido por el webhook (cliente, telefono) avísame en telegram al chat 123456 y mándale whatsapp al cliente';
    expect(labels(last(start, 'bórrele lo de telegram'))).toEqual(['webhook/webhook_received', 'whatsapp/send_message']);
    const first = plan(start).execution_plan!;
    const removed = last(start, 'bórrele lo de telegram').execution_plan!;
    const undone = planRequest({ message: 'deshaga el último cambio', currentPlan: removed, previousPlan: first, timezone: 'America/Mexico_City', userEmail: OWNER });
    expect(labels(undone)).toEqual(['webhook/webhook_received', 'telegram/send_message', 'whatsapp/send_message']);
  });
});

describe('the language-model prompt agrees with the planner on the data\'s shape', () => {
  it('form fields are {{trigger.<field>}}, a webhook\'s {{trigger.body.<field>}}', () => {
    const prompt = systemPrompt();
    expect(prompt).toContain('form → {{trigger.<field>}}');
    expect(prompt).toContain('webhook → {{trigger.body.<field>}}');
    expect(prompt).not.toContain('webhook and form → {{trigger.body.<field>}}');
  });
});

describe('more readings from the blind batches', () => {
  it('the first piece that only presents the business plans no step', () => {
    expect(labels(plan('Vendemos cursos de Excel en línea. Cuando llegue una compra por el webhook (alumno, email), mándale un correo de bienvenida')))
      .toEqual(['webhook/webhook_received', 'email/send_email']);
  });

  it('an event that arrives "a Gmail" keeps the service; a folder named by an id is its folder_id', () => {
    const r = plan('Cada factura que llegue por correo a Gmail, guarda el correo en Drive, en la carpeta 1FacturasAbc');
    expect(labels(r)).toEqual(['gmail/new_email', 'google_drive/upload_file']);
    expect(p(r, 2).folder_id).toBe('1FacturasAbc');
  });

  it('a flow drawn with arrows keeps each box its own step', () => {
    const r = plan('correos nuevos de Gmail → tabla bandeja en Postgres (remitente, asunto)');
    expect(labels(r)).toEqual(['gmail/new_email', 'postgres/query']);
    expect(p(r, 2)).toEqual({ query: 'INSERT INTO bandeja (remitente, asunto) VALUES ($1, $2)', params: ['{{trigger.from}}', '{{trigger.subject}}'] });
  });

  it('"el archivo es <url>" declares the spreadsheet', () => {
    const r = plan(`Cada lunes a las 8 mándame por Gmail la lista de la hoja Compras; el archivo es ${SHEET}`);
    expect(p(r, 2)).toMatchObject({ spreadsheet_id: '1AbcPrueba', sheet_name: 'Compras' });
  });

  it('usted orders with a pronoun split clauses in a first message ("y súbale un archivo")', () => {
    const r = plan("Cuando llegue un encargo por el formulario (cliente, obra, notas), cree en Drive una carpeta con el nombre de la obra y súbale un archivo 'notas.txt' con las notas");
    expect(labels(r)).toEqual(['form/form_submitted', 'google_drive/create_folder', 'google_drive/upload_file']);
    expect(p(r, 3).name).toBe('notas.txt');
  });

  it('a branch that does nothing, then "si es mayor": the amount said before', () => {
    const r = plan('Cuando me llegue un pago por el webhook (cliente, monto) y el monto sea menor a cien pesos, no hagas nada; si es mayor, mándame un telegram al chat 24680');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'filter/condition', 'telegram/send_message']);
    expect(p(r, 2)).toEqual({ left: '{{trigger.body.monto}}', operator: 'greater_than', right: 100 });
  });

  it('"y tenga 2 estrellas o menos": the unit is the field', () => {
    expect(p(plan('Cuando alguien conteste la encuesta (nombre, estrellas) y tenga 2 estrellas o menos, mándame un correo'), 2))
      .toEqual({ left: '{{trigger.estrellas}}', operator: 'less_or_equal', right: 2 });
  });

  it('backing up a table reads it; "y a mí un aviso" is one more message, to the owner', () => {
    const r = plan(`Cada noche a las 11 respalda la tabla pedidos de postgres en la hoja Respaldo de ${SHEET}`);
    expect(labels(r)).toEqual(['schedule/cron', 'postgres/query', 'google_sheets/append_row']);
    expect(p(r, 2).query).toBe('SELECT * FROM pedidos');
    const both = plan('Cuando un cliente se registre en mi página, mándale un correo de bienvenida y a mí un aviso');
    expect(both.execution_plan!.slice(1).map((s) => s.params!.to)).toEqual(['{{trigger.body.email}}', OWNER]);
  });

  it('a bot "le conteste con el mensaje" answers in the same chat', () => {
    const r = plan('Cuando alguien le escriba "horario" a mi bot de Telegram le conteste con el mensaje "Abrimos de 9 a 6"');
    expect(p(r, 3)).toEqual({ chat_id: '{{trigger.chat_id}}', message: 'Abrimos de 9 a 6' });
  });
});

describe('more follow-ups', () => {
  it('"dos cambios: …" applies each one; a coupon in the message is replaced', () => {
    const start = 'Cuando alguien se suscriba en el formulario (nombre, email) mándale por gmail el cupón HOLA10 con asunto "Bienvenida"';
    const r = last(start, 'dos cosas: el cupón ahora es HOLA20 y el asunto "Ya eres parte"');
    expect(p(r, 2)).toMatchObject({ subject: 'Ya eres parte', body: expect.stringContaining('HOLA20') });
  });

  it('Discord\'s webhook named in a swap is no new start; "ya no lo quiero por…" names the service that goes', () => {
    const start = 'Cada día a las 9 mándame por Telegram al chat 112233 el clima de https://api.clima.test/cdmx';
    expect(labels(last(start, 'ya no lo quiero por Telegram, mejor por Discord, este es el webhook: https://discord.com/api/webhooks/1/abc')))
      .toEqual(['schedule/cron', 'http/request', 'discord/send_message']);
  });

  it('"póngalo antes del whats" is a position, and the new mail goes to the same person', () => {
    const start = 'Cuando alguien se registre por el formulario (nombre, email, telefono), mándele por WhatsApp el link de la plática';
    const r = last(start, "y agréguele también un correo por Gmail con asunto 'Bienvenida', póngalo antes del whats");
    expect(labels(r)).toEqual(['form/form_submitted', 'gmail/send_email', 'whatsapp/send_message']);
    expect(p(r, 2).to).toBe('{{trigger.email}}');
  });
});

describe('the AI as the subject, fields named into a title', () => {
  it('"…(nombre, mensaje) la IA la clasifique…" ends the event; the class is then compared', () => {
    const r = plan('Cuando llegue un reporte al webhook (nombre, mensaje) la IA lo clasifique como grave o leve y si es grave me avise por Slack en #guardia');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'ai/generate_text', 'filter/condition', 'slack/send_message']);
    expect(p(r, 3)).toEqual({ left: '{{steps.2.output.text}}', operator: 'contains', right: 'grave' });
  });

  it('"con el nombre como título" titles the event with that field', () => {
    expect(p(plan('Cuando llenen el formulario (nombre, email, fecha), agenda la cita en mi calendario con el nombre como título'), 2).title).toBe('{{trigger.nombre}}');
  });
});

describe('still more readings', () => {
  it('"mil quinientos" is 1500; "también un cupón X" after a condition is one more message, guarded by it', () => {
    const r = plan('Cuando llegue una compra al webhook (cliente, email, total), mándale un correo de gracias y si el total es mayor a mil quinientos pesos también un cupón VIP15');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'email/send_email', 'filter/condition', 'email/send_email']);
    expect(p(r, 3).right).toBe(1500);
    expect(String(p(r, 4).body)).toContain('VIP15');
  });

  it('messages arriving at a Slack channel are the Slack trigger; "el título del issue" is data, not a new issue', () => {
    expect(labels(plan(`Los mensajes que lleguen a mi canal #ventas de Slack guárdalos en la hoja Chat de ${SHEET}`))).toEqual(['slack/slack_webhook', 'google_sheets/append_row']);
    expect(labels(plan('Cuando abran un issue en mi repo acme/web de GitHub, mándame un correo a dev@acme.mx con el título del issue'))).toEqual(['github/github_webhook', 'email/send_email']);
  });
});

describe('greetings and presentations before the request', () => {
  it('"Les escribe Laura, de la boutique Gmail Fashion" and "soy Pedro de … Slack-free" plan nothing', () => {
    expect(labels(plan('Buenas tardes! Les escribe Laura, de la boutique Gmail Fashion. Cada lunes a las 10 mándame por Telegram al chat 12312312 el reporte de https://api.x.test/ventas')))
      .toEqual(['schedule/cron', 'http/request', 'telegram/send_message']);
    expect(labels(plan('Hola, soy Pedro de Envíos Slack-free. Cuando entre un envío por el webhook (guia, telefono), mándale un WhatsApp al cliente')))
      .toEqual(['webhook/webhook_received', 'whatsapp/send_message']);
  });

  it('"y le responda \'…\'" answers the bot\'s chat with that text', () => {
    const r = plan("Cuando alguien escriba a mi bot de Telegram, guarda el mensaje en la tabla chats de postgres y le responda 'Te atendemos pronto'");
    expect(p(r, 3)).toEqual({ chat_id: '{{trigger.chat_id}}', message: 'Te atendemos pronto' });
  });
});

describe('values never guessed, fields sent', () => {
  it('an event from a webhook whose fields hold no date asks for the start', () => {
    const r = plan('Cada que llegue un lead por el webhook (nombre, email, empresa), créale un evento en mi calendario para llamarle');
    expect(r.status).toBe('smart_forms_required');
    expect(p(r, 2).start).toBe('');
  });

  it('"mándame el comentario" sends that field, also after a sheet row was written', () => {
    const r = plan(`Cuando llenen la encuesta (nombre, nota, comentario), guárdala en la hoja Notas de ${SHEET} y mándame el comentario por Telegram al chat 778899`);
    expect(String(p(r, 3).message)).toContain('{{trigger.comentario}}');
  });

  it('an arrow box that starts with "correo" is an email step', () => {
    expect(labels(plan('formulario con nombre y email → guardar en postgres tabla contactos → correo de bienvenida al contacto')))
      .toEqual(['form/form_submitted', 'postgres/query', 'email/send_email']);
  });
});

describe('reading mail is the new-mail trigger', () => {
  it('"cada 30 minutos revisa los correos de Gmail que tengan X en el asunto" → Gmail new mail, filtered', () => {
    const r = plan(`Cada hora revisa los correos de Gmail que tengan "factura" en el asunto y pásalos a la hoja Facturas de ${SHEET}`);
    expect(labels(r)).toEqual(['gmail/new_email', 'filter/condition', 'google_sheets/append_row']);
    expect(p(r, 2)).toEqual({ left: '{{trigger.subject}}', operator: 'contains', right: 'factura' });
  });
});

describe('events and mail addressed to the business', () => {
  it('"se agende en mi calendario" is a step; with nothing said the event carries the person\'s name', () => {
    const r = plan('Cuando alguien pida cita en mi formulario (nombre, telefono, fecha) se agende en mi calendario y le llegue un WhatsApp');
    expect(labels(r)).toEqual(['form/form_submitted', 'google_calendar/create_event', 'whatsapp/send_message']);
    expect(p(r, 2)).toEqual({ title: 'Evento con {{trigger.nombre}}', start: '{{trigger.fecha}}' });
  });

  it('mail sent "a facturas@…" watches what arrives to that address', () => {
    expect(p(plan('Cada vez que un cliente nos mande una factura por correo a facturas@x.mx, guárdala en Drive'), 1)).toEqual({ query: 'to:facturas@x.mx' });
  });
});

describe('a field and its quoted value in the event', () => {
  it('"si un pedido del webhook (…) tiene estado \'cancelado\'" filters on that field', () => {
    const r = plan("Si un pedido del webhook (cliente, email, estado) tiene estado 'devuelto', mándale al cliente un correo");
    expect(p(r, 2)).toEqual({ left: '{{trigger.body.estado}}', operator: 'equals', right: 'devuelto' });
  });
});

describe('a threshold moved in words', () => {
  it('"sube el monto a mil y agrega al final un WhatsApp al cliente"', () => {
    const r = last('Cuando llegue un pedido por webhook (cliente, telefono, total) y el total sea mayor a 500, avísame por Slack en #ventas', 'sube el monto a mil y agrega al final un WhatsApp al cliente');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'filter/condition', 'slack/send_message', 'whatsapp/send_message']);
    expect(p(r, 2).right).toBe(1000);
  });
});

describe('people "de la hoja X" are read from it', () => {
  it('"a mis pacientes de la hoja Pacientes" reads the sheet; "la hoja Socios de mi Google Sheets" still writes', () => {
    expect(labels(plan(`Los domingos a las 8 pm manda a mis clientes de la hoja Clientes de ${SHEET} un recordatorio por WhatsApp`)))
      .toEqual(['schedule/cron', 'google_sheets/read_rows', 'whatsapp/send_message']);
    expect(labels(plan('Cada socio nuevo del formulario (nombre, correo) se guarde en la hoja Socios de mi Google Sheets')))
      .toEqual(['form/form_submitted', 'google_sheets/append_row']);
  });
});

describe('a form whose listed fields hold no date', () => {
  it('asks for the event\'s start instead of guessing a "fecha" field the form does not have', () => {
    const r = plan('Cuando un cliente llene el formulario (nombre, telefono, auto) se cree un evento en mi calendario');
    expect(r.status).toBe('smart_forms_required');
    expect(p(r, 2).start).toBe('');
  });
});

describe('a count said with its verb', () => {
  it('"si trae más de 2 acompañantes": the unit is the field, not the verb', () => {
    const r = plan('Cuando confirmen en el formulario (nombre, email, invitados), si trae más de 3 invitados avísame por telegram al chat 4455');
    expect(p(r, 2)).toEqual({ left: '{{trigger.invitados}}', operator: 'greater_than', right: 3 });
  });
});

describe('several channels added in one follow-up', () => {
  it('"agrega un correo de bienvenida al lead y un aviso para mí por Telegram": each reads its own part', () => {
    const r = last(`Cuando alguien llene el form (nombre, email), guárdalo en la hoja Leads de ${SHEET}`, 'agrega un correo de bienvenida al lead y un aviso para mí por Telegram al chat 121314');
    expect(labels(r)).toEqual(['form/form_submitted', 'google_sheets/append_row', 'email/send_email', 'telegram/send_message']);
    expect(p(r, 3).to).toBe('{{trigger.email}}');
    expect(p(r, 4).chat_id).toBe('121314');
  });
});

describe('a bot that answers with data read from the web', () => {
  it('"si alguien escribe al bot la palabra \'menu\', le conteste con el menú que está en <url>"', () => {
    const r = plan("Quiero que si alguien me escribe al bot de Telegram la palabra 'horario', le conteste con lo que diga https://api.x.test/horario");
    expect(labels(r)).toEqual(['telegram/new_message', 'filter/condition', 'http/request', 'telegram/send_message']);
    expect(p(r, 2)).toEqual({ left: '{{trigger.text}}', operator: 'contains', right: 'horario' });
    expect(p(r, 4).chat_id).toBe('{{trigger.chat_id}}');
  });
});

describe('a SELECT condition in parentheses', () => {
  it('"… de la tabla clientes de postgres (adeudo mayor a cero)"', () => {
    const r = plan('Cada primer día del mes a las 8 mándame por correo los clientes de la tabla clientes de postgres (saldo mayor a cero)');
    expect(p(r, 2)).toEqual({ query: 'SELECT * FROM clientes WHERE saldo > $1', params: [0] });
  });
});

describe('blind batches m–n: texts said without quotes, searches, conditions joined to the event', () => {
  it('a Gmail trigger with a subject and no sender searches for it; with a sender the subject stays a filter', () => {
    const r = plan('Cuando me llegue al Gmail un correo con asunto Reembolso, mándame un WhatsApp al 5512345678');
    expect(labels(r)).toEqual(['gmail/new_email', 'whatsapp/send_message']);
    expect(p(r, 1).query).toBe('subject:Reembolso');
    const quoted = plan('Cada correo que entre a Gmail con asunto "Orden de compra" guárdalo en la tabla ordenes de Postgres');
    expect(p(quoted, 1).query).toBe('subject:"Orden de compra"');
    const withSender = plan('cuando llegue un mail con asunto "Pago" de banco@x.mx avísame por slack #caja');
    expect(p(withSender, 1).query).toBe('from:banco@x.mx');
    expect(labels(withSender)[1]).toBe('filter/condition');
  });

  it('an unquoted subject ends where the sentence moves on, in the owner\'s spelling', () => {
    const r = plan('Cuando llegue un pago al webhook (cliente, monto) mándame un Gmail con asunto Pago recibido y el cliente');
    expect(p(r, 2).subject).toBe('Pago recibido');
    expect(p(r, 2).body).toContain('{{trigger.body.cliente}}');
  });

  it('a text dictated after a verb of saying, or after the number it goes to, is the message', () => {
    const told = plan('Cuando alguien llene el formulario (nombre, telefono) mándale un WhatsApp avisándole que ya recibimos su solicitud');
    expect(p(told, 2).message).toBe('Ya recibimos su solicitud');
    const afterNumber = plan('Cada viernes a las 6 mándale whats a mi socio al 33 1111 2222 que hay que cerrar caja, código CIERRE9');
    expect(p(afterNumber, 2).message).toContain('Hay que cerrar caja');
    expect(p(afterNumber, 2).message).toContain('CIERRE9');
  });

  it('a form field keeps the owner\'s name and is still read as a phone', () => {
    const r = plan('Cuando alguien llene la encuesta (nombre, celular) mándale un WhatsApp de agradecimiento');
    expect(p(r, 2).to).toBe('{{trigger.celular}}');
  });

  it('a comparison joined to the event by "y", or a value the system sends, becomes a filter', () => {
    const sheet = plan(`Cuando se agregue una fila en la pestaña Stock de ${SHEET} y la columna Piezas sea menor a 3, avísame por Slack en #compras`);
    expect(p(sheet, 2)).toEqual({ left: '{{trigger.record.Piezas}}', operator: 'less_than', right: 3 });
    const status = plan("cuando el webhook de envíos mande estado 'entregado', mándale un correo al cliente a su email");
    expect(p(status, 2)).toEqual({ left: '{{trigger.body.estado}}', operator: 'equals', right: 'entregado' });
  });

  it('a question about the product is conversation; a wish before a question still asks which service', () => {
    expect(plan('Hola, tengo una papelería. ¿Cuánto cuesta el plan Pro y qué incluye?').status).toBe('conversation');
    expect(plan('Buen día, ¿qué clase de cosas se pueden automatizar para una tienda?').status).toBe('conversation');
    expect(plan('Quiero que mis cobranzas se hagan solas, ¿cómo le hago?').status).toBe('clarification_needed');
  });

  it('"si pasan N días … otro" is a wait and one more message on the same channel', () => {
    const r = plan('Cuando llegue una cita al webhook (nombre, telefono) mándale un Telegram al chat 4455, y si pasa media hora mándale otro aviso');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'telegram/send_message', 'delay/wait', 'telegram/send_message']);
    expect(p(r, 3).seconds).toBe(1800);
  });

  it('English time words read as Spanish', () => {
    expect(p(plan('20 minutes before de cada junta de mi Google Calendar mándame un Telegram al chat 9988'), 1).minutes_before).toBe(20);
  });
});

describe('blind batches m–n: names, columns and recipients', () => {
  it('names said without quotes: a folder "que se llame …", a file "como x.ext"', () => {
    expect(p(plan('En Google Drive hazme una carpeta llamada Facturas Enero 2027, gracias'), 2).name).toBe('Facturas Enero 2027');
    const file = plan('Cuando llegue una solicitud al webhook (nombre, servicio), que la IA redacte una propuesta y súbela a Drive como propuesta.md');
    expect(p(file, 3).name).toBe('propuesta.md');
  });

  it('a sheet column said for a part fills it; a capitalised column after an article goes into the notice', () => {
    const r = plan(`Cuando haya una fila nueva en la pestaña Citas de ${SHEET}, agenda un evento en Google Calendar con el Paciente como título y la Hora como inicio`);
    expect(p(r, 2)).toMatchObject({ title: '{{trigger.record.Paciente}}', start: '{{trigger.record.Hora}}' });
    const notice = plan(`Cuando se agregue una fila en la pestaña Ventas de ${SHEET}, mándame un Telegram al chat 1234 con el Vendedor`);
    expect(p(notice, 2).message).toContain('{{trigger.record.Vendedor}}');
  });

  it('a recipient the listed data cannot supply is asked, not guessed', () => {
    const r = plan('Cuando llegue un registro al webhook con nombre y empresa, mándale un correo al prospecto con asunto "Gracias"');
    expect(r.status).toBe('smart_forms_required');
    expect(p(r, 2).to).toBe('');
  });

  it('a mail server named, or Gmail ruled out, keeps plain email after a Gmail trigger', () => {
    const r = plan('Cuando llegue un correo a Gmail de jefe@x.mx, reenvíalo por SMTP a equipo@x.mx');
    expect(labels(r)[1]).toBe('email/send_email');
  });
});

describe('blind batches m–n: a message added at a place in the plan', () => {
  it('"y al final avísame a mí por correo, asunto …" adds a message to the owner, not a new subject for the existing one', () => {
    const r = last(
      "Cuando llegue una inscripción al webhook (alumno, email) mándale un Gmail al alumno a su email con asunto 'Bienvenido'",
      "al final mándame a mí un Gmail también, asunto 'Nueva inscripción'",
    );
    expect(labels(r)).toEqual(['webhook/webhook_received', 'gmail/send_email', 'gmail/send_email']);
    expect(p(r, 2).subject).toBe('Bienvenido');
    expect(p(r, 3)).toMatchObject({ to: OWNER, subject: 'Nueva inscripción' });
  });
});

describe('blind batches m–n: compound follow-ups with a place said first', () => {
  it('"…, que sea a las 8 y al final avísame por Telegram…" is three changes', () => {
    const r = last(
      'Cada martes a las 10 lee la pestaña Pagos de https://docs.google.com/spreadsheets/d/1PagosPrueba/edit y mándalas por Gmail a caja@x.mx',
      'cambia el correo a tesoreria@x.mx, que sea a las 8 y al final avísame por Telegram al chat 5566778899 que ya salió',
    );
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'gmail/send_email', 'telegram/send_message']);
    expect(p(r, 1).cron_expression).toBe('0 8 * * 2');
    expect(p(r, 3).to).toBe('tesoreria@x.mx');
    expect(p(r, 4).chat_id).toBe('5566778899');
  });
});
