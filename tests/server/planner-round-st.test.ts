/**
 * Readings added while working blind batches s and t: infinitives with a pronoun as orders, a form's field list
 * that ends at an order, subjects kept whole, the webhook answered at the end, WHERE and UPDATE from the request,
 * transforms that add a field, Gmail searches, schedules said as "todas las noches", follow-ups. Each test uses
 * wording of its own (not the eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { labels, last, p, plan } from './planner-support';

describe('orders said as infinitives', () => {
  it('ends a form’s field list at an infinitive with a pronoun and plans it', () => {
    const r = plan('Necesito un formulario de registro con nombre, email y taller, registrarlo en la tabla asistentes de Postgres y enviarle un correo de confirmación');
    expect(p(r, 1).fields).toEqual(['nombre', 'email', 'taller']);
    expect(labels(r)).toEqual(['form/form_submitted', 'postgres/query', 'email/send_email']);
    expect(p(r, 2).query).toContain('INSERT INTO asistentes');
    expect(p(r, 3).to).toBe('{{trigger.email}}');
  });
});

describe('subjects said without quotes', () => {
  it('keeps a preposition inside the subject when nothing after it names a place or a person', () => {
    const r = plan('cuando llegue un pedido al webhook mándale un correo al cliente a su email con asunto Gracias por tu compra');
    expect(p(r, 2).subject).toBe('Gracias por tu compra');
  });

  it('still ends the subject where a recipient follows', () => {
    const r = plan('cada lunes a las 9 manda un correo con asunto Reporte semanal a ventas@tienda.mx');
    expect(p(r, 2).subject).toBe('Reporte semanal');
  });

  it('reads a subject given in a piece of its own, in the owner’s spelling even when the normaliser translated a word', () => {
    const r = plan('cuando alguien llene el formulario con nombre y correo mándale un correo, asunto Welcome a la familia Tenis Club');
    expect(p(r, 2).subject).toBe('Welcome a la familia Tenis Club');
  });
});

describe('the webhook answered at the end', () => {
  it('reads "regrésale/devuélvele … en el mismo webhook" as an answer that carries the AI’s text', () => {
    const r = plan('Mi sistema de soporte manda cada duda a un webhook en el campo duda; que la IA la conteste y devuélvele el resultado por el mismo webhook');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'ai/generate_text', 'webhook/respond']);
    expect(p(r, 2).prompt).toContain('{{trigger.body.duda}}');
    expect(p(r, 3).body).toBe('{{steps.2.output.text}}');
  });

  it('reads a subjunctive "que le contestes al webhook con un 201" as the answer’s status', () => {
    const r = plan('cuando llegue un pedido al webhook guárdalo en la tabla pedidos y al final que le contestes al webhook con un 201');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'postgres/query', 'webhook/respond']);
    expect(p(r, 3).status).toBe(201);
  });
});

describe('conditions said in the event', () => {
  it('reads "un mensaje que empiece con X" as starts_with on the message', () => {
    const r = plan('cuando alguien mande a mi bot de Telegram un mensaje que empiece con pedido, guárdalo en la tabla pedidos_bot');
    expect(labels(r)).toEqual(['telegram/new_message', 'filter/condition', 'postgres/query']);
    expect(p(r, 2)).toEqual({ left: '{{trigger.text}}', operator: 'starts_with', right: 'pedido' });
  });

  it('reads "que termine en X" as ends_with', () => {
    const r = plan('cuando caiga en Slack un mensaje que termine en urgente avísame por Telegram al chat 55667788');
    expect(p(r, 2)).toMatchObject({ operator: 'ends_with', right: 'urgente' });
  });
});

describe('schedules', () => {
  it('reads Spanglish "every night/morning" as that part of every day', () => {
    expect(p(plan('every night a las 10 mándame por Telegram al chat 445566 el total de https://api.caja.test/hoy'), 1).cron_expression).toBe('0 22 * * *');
    expect(p(plan('every morning a las 7 mándame por Telegram al chat 445566 el clima de https://api.clima.test/hoy'), 1).cron_expression).toBe('0 7 * * *');
  });
});

describe('follow-ups that move the hour', () => {
  const first = 'todos los días a las 9 de la mañana mándame por Telegram al chat 112233 el clima de https://api.clima.test/hoy';
  it('reads the plan’s own time said as a reason as the old one', () => {
    expect(p(last(first, 'mejor a las 7 y media, a las 9 ya estoy en la tienda'), 1).cron_expression).toBe('30 7 * * *');
    expect(p(last(first, 'a las 9 ya estoy en la tienda, mejor que sea a las 7'), 1).cron_expression).toBe('0 7 * * *');
  });
});

describe('SQL from the request', () => {
  it('keeps a quoted value in a SELECT’s WHERE', () => {
    const r = plan("cada lunes a las 8 busca en la tabla cotizaciones de Postgres las que tengan estado 'abierta' y mándamelas por correo");
    expect(p(r, 2)).toEqual({ query: 'SELECT * FROM cotizaciones WHERE estado = $1', params: ['abierta'] });
  });

  it('writes an UPDATE for "cambia X a Y donde Z tenga más de N días"', () => {
    const r = plan("cada noche a las 12 en la tabla reservas de postgres cambia el estado a 'caducada' donde fecha_reserva tenga mas de dos semanas");
    expect(p(r, 2)).toEqual({ query: 'UPDATE reservas SET estado = $1 WHERE fecha_reserva < NOW() - $2::interval', params: ['caducada', '2 weeks'] });
  });

  it('writes an UPDATE for "marca como X los que tengan …"', () => {
    const r = plan('todos los días a las 10 de la noche marca como cobrados en la tabla recibos de postgres los que tengan saldo en cero');
    expect(p(r, 2)).toEqual({ query: 'UPDATE recibos SET estado = $1 WHERE saldo = $2', params: ['cobrado', 0] });
  });

  it('still stores a row when a field is put in a table', () => {
    const r = plan('cuando llegue un registro al webhook con nombre y correo pon el nombre en la tabla socios de postgres');
    expect(String(p(r, 2).query)).toMatch(/^INSERT INTO socios/);
  });
});

describe('a field added to the data', () => {
  it('adds a transform with the data’s fields and the new one before storing', () => {
    const r = plan('Quiero un formulario de pedidos con nombre y producto; agrégale un campo canal que diga tienda física y guárdalo en la hoja Pedidos del archivo 1PedidosTiendaXy_2027');
    expect(labels(r)).toEqual(['form/form_submitted', 'transform/set_fields', 'google_sheets/append_row']);
    expect(p(r, 2).fields).toEqual({ nombre: '{{trigger.nombre}}', producto: '{{trigger.producto}}', canal: 'tienda física' });
    expect(p(r, 3).values).toBe('{{steps.2.output}}');
  });

  it('reads a quoted value "con valor \'…\'" for the new field', () => {
    const r = plan("cuando llegue un pedido al webhook con cliente y total, agrega el campo estado con valor 'nuevo' y mételo en la tabla pedidos de postgres");
    expect(p(r, 2).fields).toMatchObject({ cliente: '{{trigger.body.cliente}}', estado: 'nuevo' });
    expect(labels(r)[2]).toBe('postgres/query');
    // The table gets the transform's fields as its columns.
    expect(p(r, 3).query).toBe('INSERT INTO pedidos (cliente, total, estado) VALUES ($1, $2, $3)');
  });
});

describe('mail said as a habit, and a file named after its subject', () => {
  it('reads "X me mandan correos con asunto Y" as Gmail’s new mail with that search', () => {
    const r = plan('Mis clientes nos envían correos con asunto cotizacion, sube el contenido a Drive en la carpeta 1CotizaDrive_2027xy con el asunto como nombre del archivo');
    expect(labels(r)).toEqual(['gmail/new_email', 'google_drive/upload_file']);
    expect(p(r, 1).query).toBe('subject:cotizacion');
    expect(p(r, 2)).toMatchObject({ name: '{{trigger.subject}}', content: '{{trigger.body}}', folder_id: '1CotizaDrive_2027xy' });
  });

  it('keeps "y ponle el remitente como nombre" with the upload', () => {
    const r = plan('cuando me llegue un correo con asunto contrato, súbelo a Drive en la carpeta 1ContratosXy_2027 y ponle el remitente como nombre del archivo');
    expect(p(r, 2).name).toBe('{{trigger.from}}');
  });
});

describe('follow-ups that add or swap', () => {
  const first = 'Cuando alguien llene el formulario de clientes con nombre y telefono, guárdalo en la hoja Clientes del archivo 1ClientesTaller_2027xy';
  it('adds a step at the end even when it names the data as new ("del nuevo cliente")', () => {
    const r = last(first, 'y al final mándame también un correo avisándome del nuevo cliente');
    expect(labels(r)).toEqual(['form/form_submitted', 'google_sheets/append_row', 'email/send_email']);
    expect(p(r, 3).body).toBe('Nuevo cliente');
  });

  it('reads "y en vez de X que sea por Y" as a swap, not an addition', () => {
    const r = last('cada lunes a las 9 mándame por Telegram al chat 778899 el clima de https://api.clima.test/hoy', 'y en vez de Telegram que sea por Slack al canal #avisos');
    expect(labels(r)).toEqual(['schedule/cron', 'http/request', 'slack/send_message']);
    expect(p(r, 3).channel).toBe('#avisos');
  });
});

describe('a GitHub link names the repository', () => {
  it('reads "crea un issue en https://github.com/o/r" as that repo, with no web request, titled by the chat text', () => {
    const r = plan('cada mensaje que llegue a nuestro grupo de Telegram crea un issue en https://github.com/acme-soporte/tickets con el texto del mensaje como título');
    expect(labels(r)).toEqual(['telegram/new_message', 'github/create_issue']);
    expect(p(r, 2)).toMatchObject({ repository: 'acme-soporte/tickets', title: '{{trigger.text}}' });
  });
});
