/**
 * Readings added while working blind batch al: owners (or the nephew "que sabe de compus") who half-know the
 * automation jargon — "el trigger", "un endpoint", "me pegan un POST", "el JSON", "un row", "loggearlo", "un
 * query al sheet", "un filter" — and use it rightly or loosely. Each test uses wording of its own (not the
 * eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { readJargon } from '../../server/planner/jargon';
import { normalize } from '../../server/planner/normalize';
import { formFields, sentFields } from '../../server/planner/form-fields';
import { withFieldsNamed } from '../../server/planner/field-in-text';
import { labels, last, OWNER, p, plan } from './planner-support';

describe('the jargon lexicon (lexicon/jargon.ts)', () => {
  it('a request another system sends the owner is a webhook arriving', () => {
    expect(readJargon('el erp nos avienta un post con la factura')).toBe('el erp me llega un webhook con la factura');
    expect(readJargon('la app hace un request al endpoint cada vez que alguien paga')).toBe('la app me llega un webhook cada vez que alguien paga');
    expect(readJargon('cuando la caja me mande un post con la venta')).toBe('cuando la caja me llegue un webhook con la venta');
    // A post for social media is no request.
    expect(readJargon('mi sobrina me manda un post para instagram')).toBe('mi sobrina me manda un post para instagram');
    // A request the owner orders, to an address of its own, stays a request.
    expect(readJargon('hazle un post a {u0} con el total')).toBe('hazle un post a {u0} con el total');
  });

  it('the owner\'s own endpoint is the webhook; one with an address or an owner of its own is someone else\'s', () => {
    expect(readJargon('las ventas caen a mi endpoint')).toBe('las ventas caen a mi webhook');
    expect(readJargon('manda los datos al endpoint {u0}')).toBe('manda los datos al endpoint {u0}');
    expect(readJargon('manda los datos al endpoint de facturacion')).toBe('manda los datos al endpoint de facturacion');
  });

  it('a page where people fill fields in is a form, even called "el endpoint"', () => {
    expect(readJargon('armame un endpoint donde los pacientes llenan nombre y sintomas')).toBe('armame un formulario donde los pacientes llenan nombre y sintomas');
  });

  it('the JSON or the payload is the data that arrives', () => {
    expect(readJargon('llegan con folio y monto en el json')).toBe('llegan con folio y monto');
    expect(readJargon('el payload trae folio, monto y correo')).toBe('los datos traen folio, monto y correo');
    expect(readJargon('me llega el json de cada venta (folio, monto)')).toBe('me llega cada venta (folio, monto)');
    expect(readJargon('y con ese payload arma la factura')).toBe('y con esos datos arma la factura');
    // "un body" is also clothing.
    expect(readJargon('cuando alguien compre un body de bebe')).toBe('cuando alguien compre un body de bebe');
    // Building a JSON is the transform's own wording.
    expect(readJargon('arma un json con folio y monto')).toBe('arma un json con folio y monto');
  });

  it('a row is a row, "loggear" is to keep, "un filter" is a filter, "el output" is a step\'s result', () => {
    expect(readJargon('cuando caiga un row nuevo')).toBe('cuando caiga una fila nueva');
    expect(readJargon('loggealos en la hoja gastos')).toBe('guardalos en la hoja gastos');
    expect(readJargon('que loggee la fecha')).toBe('que guarde la fecha');
    // "loguearse" is signing in.
    expect(readJargon('que se loguee en el portal')).toBe('que se loguee en el portal');
    expect(readJargon('bajale al filter')).toBe('bajale al filtro');
    expect(readJargon('mandame el output del paso 3')).toBe('mandame el resultado del paso 3');
  });

  it('the time of "el trigger" or "el cron" is the schedule; "un cron que cuando…" is the event after it', () => {
    expect(readJargon('ponle un cron de las siete diario')).toBe('ponle a las siete diario');
    expect(readJargon('el cron de cada martes de las 6')).toBe('el cron de cada martes a las 6');
    expect(readJargon('armame un flow que cuando alguien pague me avise')).toBe('cuando alguien pague me avise');
    expect(readJargon('quiero una automatizacion que cuando alguien pague me avise')).toBe('quiero cuando alguien pague me avise');
    expect(readJargon('necesito que el trigger sea mi drive: cuando suban algo')).toBe('todo llega de mi drive: cuando suban algo');
  });

  it('a query to a sheet reads it; a query to a table stays SQL', () => {
    expect(readJargon('tirale un query a la hoja socios')).toBe('lee el hoja socios');
    expect(readJargon('haz un query a la tabla socios')).toBe('haz un query a la tabla socios');
  });

  it('normalize() reads the jargon, so every reader sees it', () => {
    expect(normalize('Me pegan un POST con el JSON del cliente')).toBe('me llega un webhook con el cliente');
  });

  it('plans: a POST that arrives with a JSON listed, answered by the endpoint', () => {
    const r = plan('Somos una papelería. El sistema de la escuela nos pega un POST con el JSON de cada lista (alumno, grado y total). Haz un insert en la tabla listas de Postgres y que el endpoint conteste un 201.');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'postgres/query', 'webhook/respond']);
    expect(String(p(r, 2).query)).toMatch(/^INSERT INTO listas \(alumno, grado, total\)/);
    expect(p(r, 3).status).toBe(201);
  });

  it('plans: a daily trigger said with its hour, a sheet queried, the rows mailed', () => {
    const r = plan('Mi sobrino dice que ponga un trigger de las siete de la mañana, diario: que le haga un query al sheet 1PapeleriaInv_55, la hoja Stock, y me mande lo que salga a mi correo');
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'email/send_email']);
    expect(p(r, 1).cron_expression).toBe('0 7 * * *');
    expect(p(r, 2)).toMatchObject({ spreadsheet_id: '1PapeleriaInv_55', sheet_name: 'Stock' });
    expect(p(r, 3).to).toBe(OWNER);
  });

  it('plans: "un trigger diario de las 9 de la noche" fires at 21:00', () => {
    const r = plan('Ponle un trigger diario de las 9 de la noche que lea la hoja Cortes del sheet 1CortesNoche_5 y me mande un correo');
    expect(p(r, 1).cron_expression).toBe('0 21 * * *');
  });

  it('plans: "un cron que cuando llegue un correo" is the mail trigger, its parts logged as a row', () => {
    const r = plan('Hazme un cron que cuando me llegue un correo con asunto cotizacion, loggee quien lo manda y la fecha como row en la hoja Cotis del sheet 1CotisLoggeo_9');
    expect(labels(r)).toEqual(['gmail/new_email', 'google_sheets/append_row']);
    expect(p(r, 2).values).toEqual(['{{trigger.from}}', '{{trigger.date}}']);
    expect(r.status).toBe('plan_ready');
  });

  it('plans: "que el trigger sea mi calendario" starts with the calendar and plans no calendar step', () => {
    const r = plan('Quiero que el trigger sea mi Google Calendar: una hora antes de cada cita que me llegue un Telegram al chat 4455667 con el titulo');
    expect(labels(r)).toEqual(['google_calendar/event_starting', 'telegram/send_message']);
  });

  it('plans: "el trigger es mi Slack / mi correo: cuando…" names where a vague event happens, with no step of its own', () => {
    const slack = plan('que el trigger sea mi slack: cuando alguien escriba en #dudas que la IA conteste en el mismo canal');
    expect(labels(slack)).toEqual(['slack/slack_webhook', 'ai/generate_text', 'slack/send_message']);
    const mail = plan('el trigger es mi correo: cuando me llegue un correo de compras@proveedor.mx avisame por Telegram al chat 99887766');
    expect(labels(mail)).toEqual(['gmail/new_email', 'telegram/send_message']);
  });

  it('plans: the endpoint answers with what the AI wrote ("regresa como respuesta el output")', () => {
    const r = plan('Quiero un endpoint para mi chatbot: me pegan un POST con el mensaje del usuario en el campo texto del JSON, la IA responde dudas de horarios y el endpoint regresa como respuesta el output de la IA.');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'ai/generate_text', 'webhook/respond']);
    expect(String(p(r, 2).prompt)).toContain('{{trigger.body.texto}}');
    expect(p(r, 3).body).toBe('{{steps.2.output.text}}');
  });
});

describe('what a form asks and what a webhook carries, said in more ways', () => {
  it('"donde el cliente llena X", "en el form piden X": the fields, in order', () => {
    expect(formFields(normalize('un formulario donde el alumno escribe nombre, grupo y tutor para inscribirse'))).toEqual(['nombre', 'grupo', 'tutor']);
    expect(formFields(normalize('en el formulario de pedidos piden nombre, talla y color. cuando lo llenen…'))).toEqual(['nombre', 'talla', 'color']);
  });

  it('"…webhook cuando pasa algo, los datos traen X y Y": the fields said in the next piece', () => {
    expect(sentFields(normalize('la bascula me manda un webhook cuando pesa un camion, los datos traen placas, kilos y chofer.'))).toEqual(['placas', 'kilos', 'chofer']);
  });

  it('"con la duda del cliente en el campo duda": the field is the one named after "campo"; the list ends before the next clause', () => {
    expect(sentFields(normalize('me llega un webhook con la duda del cliente en el campo duda, la ia contesta y listo'))).toEqual(['duda']);
    expect(sentFields(normalize('me llega un webhook con folio, total, que se guarde en la hoja'))).toEqual(['folio', 'total']);
  });
});

describe('a row keeps what the owner named, one cell each (row-values.ts)', () => {
  it('a mail\'s parts', () => {
    const r = plan('Cuando llegue un correo con asunto pedido, guarda el remitente, el asunto y el cuerpo en la hoja Correos del sheet 1CorreosRow_31');
    expect(p(r, 2).values).toEqual(['{{trigger.from}}', '{{trigger.subject}}', '{{trigger.body}}']);
  });

  it('the fields a webhook sends, listed; the data whole when none is listed', () => {
    const r = plan('Me llegan las reservas por webhook con huesped, noches y total. Apuntalas en la hoja Reservas del sheet 1HotelRow_72');
    expect(p(r, 2).values).toEqual(['{{trigger.body.huesped}}', '{{trigger.body.noches}}', '{{trigger.body.total}}']);
    const whole = plan('Cuando llegue una reserva a mi webhook apuntala en la hoja Reservas del sheet 1HotelRow_72');
    expect(p(whole, 2).values).toBe('{{trigger.body}}');
  });
});

describe('a dictated text that names fields to put in it (field-in-text.ts)', () => {
  const fields = [{ name: 'folio', ref: '{{trigger.body.folio}}' }, { name: 'total', ref: '{{trigger.body.total}}' }];
  it('", con el folio en el mensaje", ", incluyendo el folio y el total": their values', () => {
    expect(withFieldsNamed('Tu pedido va en camino, con el folio en el mensaje', fields)).toBe('Tu pedido va en camino: {{trigger.body.folio}}');
    expect(withFieldsNamed('Gracias por tu compra, incluyendo el folio y el total', fields)).toBe('Gracias por tu compra: folio {{trigger.body.folio}}, total {{trigger.body.total}}');
    // "con su familia" is part of the text; a field the data lacks is left as said.
    expect(withFieldsNamed('Los esperamos con su familia', fields)).toBe('Los esperamos con su familia');
    expect(withFieldsNamed('Ya salió, con la guia en el mensaje', fields)).toBe('Ya salió, con la guia en el mensaje');
  });

  it('plans: the WhatsApp carries the field', () => {
    const r = plan('Mi tienda me manda un webhook con cliente, telefono y guia. Mandale whats al cliente que su paquete ya salio, con la guia en el mensaje.');
    expect(String(p(r, 2).message)).toContain('{{trigger.body.guia}}');
  });
});

describe('a tab named apart from its spreadsheet', () => {
  it('"el sheet X, la hoja Y, y…": one read of that tab', () => {
    const r = plan('Cada lunes a las 8 lee el sheet 1TabAparte_22, la hoja Gastos, y mandame lo que salga por Telegram al chat 998877');
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'telegram/send_message']);
    expect(p(r, 2).sheet_name).toBe('Gastos');
  });
});

describe('follow-ups in the same register', () => {
  it('keeps working turn to turn', () => {
    const r = last('Cuando llegue un POST a mi endpoint con nombre y correo, mandale un correo al cliente con asunto Gracias', 'cambia el correo por Telegram al chat 123456');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'telegram/send_message']);
  });
});

describe('follow-ups that move a filter or add and remove in one message', () => {
  it('"súbele el filtro a N" moves the amount of a filter on a sheet\'s capitalised column', () => {
    const r = last('Cuando se agregue una fila nueva en la hoja Cobros del sheet 1CobrosFiltro_4, solo si el Importe es mayor a 2 mil, avisa a #cobranza en Slack', 'bajale el filtro a 1500, se nos pasan varios');
    expect(labels(r)).toEqual(['google_sheets/new_row', 'filter/condition', 'slack/send_message']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.record.Importe}}', right: 1500 });
    expect(r.reply).toContain('Importe');
  });

  it('"y que el reporte se mande a #x, y quítale lo de Telegram": two changes, each applied', () => {
    const r = last('Cada lunes a las 8 lee la hoja Caja del sheet 1CajaLunes_8, que la IA haga un reporte y me lo mande por Telegram al chat 556677', 'al final que el reporte se mande al canal #caja de Slack, y quitale lo de Telegram');
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'ai/generate_text', 'slack/send_message']);
    expect(p(r, 4).channel).toBe('#caja');
  });
});

describe('details said apart and lists said with articles', () => {
  it('"…a Discord por este webhook: https://… diciendo que…": one Discord step with that address and text', () => {
    const r = plan('Cada que alguien abra un issue en nuestro GitHub, avisame en Discord por este webhook: https://discord.com/api/webhooks/998/TokenDiscordX diciendo que hay algo nuevo que revisar');
    expect(labels(r)).toEqual(['github/github_webhook', 'discord/send_message']);
    expect(p(r, 2).webhook_url).toBe('https://discord.com/api/webhooks/998/TokenDiscordX');
  });

  it('"quédate solo con el folio, la guía y el peso": every field of the list, articles and all', () => {
    const r = plan('Me llega un webhook con cada envio; quedate solo con el folio, la guia y el peso, y luego mandalo por POST a https://api.paqueteria.test/v2/envios');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'transform/set_fields', 'http/request']);
    expect(Object.keys(p(r, 2).fields as object)).toEqual(['folio', 'guia', 'peso']);
  });

  it('"un transform que saque del payload X, Y y Z" is that transform', () => {
    const r = plan('La tienda me manda un webhook con cada venta; quiero un transform que saque del payload el sku y el precio, y luego le pegas un POST a https://erp.test/api/ventas con esos datos');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'transform/set_fields', 'http/request']);
    expect(p(r, 2).fields).toEqual({ sku: '{{trigger.body.sku}}', precio: '{{trigger.body.precio}}' });
    expect(p(r, 3).method).toBe('POST');
  });
});

describe('a new row\'s capitalised column named for the AI (said-columns.ts)', () => {
  it('the AI reads that column; "la IA" itself is no column', () => {
    const r = plan('Cuando entre una fila en el sheet 1ResenasCol_66, pestaña Resenas, que la IA conteste amable al Comentario del cliente y me lo mande por Telegram al chat 778899');
    expect(String(p(r, 2).prompt)).toContain('{{trigger.record.Comentario}}');
    expect(String(p(r, 2).prompt)).not.toContain('{{trigger.record.IA}}');
  });
});

describe('more ways the data\'s fields are said', () => {
  it('"…; el JSON trae X, Y y Z" in a sentence of its own names the webhook\'s fields', () => {
    const r = plan('Tenemos una cocina economica. Ocupo un endpoint que reciba las ordenes y que haga un insert en la tabla ordenes; el JSON trae mesa, guiso y precio');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'postgres/query']);
    expect(String(p(r, 2).query)).toMatch(/^INSERT INTO ordenes \(mesa, guiso, precio\)/);
  });

  it('"cuando la app me pegue un POST, con X, Y y Z en el body": the webhook and its fields', () => {
    const r = plan('Quiero que cuando me pegue un POST la app de reservas, con nombre, telefono y mesa en el body, se mande un whats al cliente confirmando la mesa');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'whatsapp/send_message']);
    expect(p(r, 2)).toMatchObject({ to: '{{trigger.body.telefono}}' });
    expect(String(p(r, 2).message)).toContain('{{trigger.body.mesa}}');
  });

  it('"manda el Nombre y el Telefono al canal": capitalised columns after the order that sends them', () => {
    const r = plan('Cada que caiga una fila nueva en la hoja Prospectos del sheet 1Prospectos_90, manda el Nombre y el Celular al canal #ventas de Slack');
    expect(String(p(r, 2).message)).toContain('{{trigger.record.Nombre}}');
    expect(String(p(r, 2).message)).toContain('{{trigger.record.Celular}}');
  });
});

