/**
 * Readings added while working blind batch ap: the everyday register, stressing who receives each message
 * and conditions on a value of the data ("nomás cuando…", "menos cuando…"). Each test uses wording of its
 * own (not the eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { labels, p, plan } from './planner-support';

describe('a condition said between two orders limits only the orders after it', () => {
  it('"…avísale al cliente por correo y nomás si el monto pasa de 900 mándame whats" filters only the WhatsApp', () => {
    const r = plan('Cuando llegue una venta a mi webhook (cliente, email, monto), mandale al cliente un correo de agradecimiento y solo si el monto pasa de 900 mandame un whats al 55 1234 9876');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'email/send_email', 'filter/condition', 'whatsapp/send_message']);
    expect(p(r, 3)).toMatchObject({ left: '{{trigger.body.monto}}', operator: 'greater_than', right: 900 });
  });

  it('a condition on the chat message, in the clause of the order it limits, stays after the orders said before it', () => {
    const r = plan('Cuando alguien le escriba a mi bot de telegram, apuntalo en la hoja Mensajes del sheet 1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd, y solo si el mensaje dice queja mandale whats a mi encargada Lupe al 33 4455 6677');
    expect(labels(r)).toEqual(['telegram/new_message', 'google_sheets/append_row', 'filter/condition', 'whatsapp/send_message']);
    expect(p(r, 3)).toMatchObject({ left: '{{trigger.text}}', operator: 'contains', right: 'queja' });
  });

  it('a condition said after every order still guards them all', () => {
    const r = plan('Cuando llegue una venta a mi webhook (cliente, email, monto), mandale al cliente un correo de agradecimiento y a mi un whats al 55 1234 9876, solo si el monto pasa de 900');
    expect(labels(r)[1]).toBe('filter/condition');
  });
});

describe('what the message says, said with "nomás" or as a bot command', () => {
  it('"menos cuando el texto sea nomás gracias" compares "gracias", not "solo"', () => {
    const r = plan('Cuando alguien escriba en nuestro slack, que la IA le conteste en el mismo canal con los precios, menos cuando el mensaje sea nomas gracias');
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.text}}', operator: 'not_equals', right: 'gracias' });
  });

  it('"excepto si el mensaje es el /ayuda" keeps the command with its slash', () => {
    const r = plan('Cuando alguien le escriba a mi bot de telegram, que la IA le responda ahi mismo con el menu del dia, excepto si el mensaje es el /ayuda');
    expect(labels(r)).toEqual(['telegram/new_message', 'filter/condition', 'ai/generate_text', 'telegram/send_message']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.text}}', operator: 'not_equals', right: '/ayuda' });
  });
});

describe('states said with a preposition or as a kind', () => {
  it('"la columna Situación dice En proceso" compares the whole state, as typed', () => {
    const r = plan('Cuando entre una fila nueva a la hoja Ordenes del sheet 1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd, mandale whats al cliente al numero de la columna Telefono que su orden ya se esta armando, nomas si la columna Situacion dice En proceso');
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.record.Situacion}}', operator: 'equals', right: 'En proceso' });
  });

  it('"solo cuando el servicio sea de urgencia" compares the kind ("urgencia")', () => {
    const r = plan('Cuando llegue una solicitud a mi webhook (nombre, correo y servicio), guardala en la tabla solicitudes de mi postgres, y solo cuando el servicio sea de urgencia mandame un whats al 81 2233 4455');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'postgres/query', 'filter/condition', 'whatsapp/send_message']);
    expect(p(r, 3)).toMatchObject({ left: '{{trigger.body.servicio}}', operator: 'equals', right: 'urgencia' });
  });

  it('an amount after "de" is no kind', () => {
    const r = plan('Cuando llegue un pedido a mi webhook (cliente, total), mandame un whats al 81 2233 4455 solo si el total es de mas de 500');
    expect(p(r, 2)).toMatchObject({ operator: 'greater_than', right: 500 });
  });
});

describe('a condition on what something is called', () => {
  it('"excepto si la cita se llama Descanso" compares the event\'s title', () => {
    const r = plan('Diez minutos antes de cada cita de mi calendario mandame un whats al 55 9988 7766 con el titulo, excepto si la cita se llama Descanso');
    expect(labels(r)).toEqual(['google_calendar/event_starting', 'filter/condition', 'whatsapp/send_message']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.title}}', operator: 'not_equals', right: 'Descanso' });
  });

  it('"solo si el producto se llama Tamal" compares the field named', () => {
    const r = plan('Cuando llegue un pedido a mi webhook (producto, cantidad), mandame un whats al 55 9988 7766 solo si el producto se llama Tamal');
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.body.producto}}', operator: 'equals', right: 'Tamal' });
  });
});

describe('where something takes place', () => {
  it('"solo si la cita es en el consultorio Norte" compares the event\'s location', () => {
    const r = plan('Una hora antes de cada cita de mi calendario mandame whats al 33 2211 0099 con el titulo, solo si la cita es en el consultorio Norte');
    expect(r.status).toBe('plan_ready');
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.location}}', operator: 'contains', right: 'Norte' });
  });

  it('"si es en la mañana" is a time, not a place', async () => {
    const { parseCondition } = await import('../../server/planner/conditions');
    expect(parseCondition('solo si es en la manana', [])?.field).not.toBe('lugar');
  });
});

describe('an UPDATE whose new value is said after "con"', () => {
  it('"modifica la tabla pedidos de postgres con enviado = true" updates the row the data names', () => {
    const r = plan('Cuando llegue un aviso de paqueteria a mi webhook (pedido, guia, fecha), modifica la tabla pedidos de mi postgres con enviado = true');
    expect(p(r, 2)).toMatchObject({ query: 'UPDATE pedidos SET enviado = $1 WHERE pedido = $2', params: [true, '{{trigger.body.pedido}}'] });
  });

  it('with no field that names the row, no UPDATE is guessed', async () => {
    const { setWithSql } = await import('../../server/planner/sql-set-with');
    expect(setWithSql('pedidos', 'actualiza la tabla pedidos con enviado = true', [], ['nombre', 'total'], (f) => f)).toBeNull();
    expect(setWithSql('pedidos', 'actualiza la tabla pedidos con enviado = true', [], ['folio', 'total'], (f) => f)?.query).toBe('UPDATE pedidos SET enviado = $1 WHERE folio = $2');
  });
});

describe('an event titled by its kind', () => {
  it('"ponme en el calendario una sesión de seguimiento" titles the event "Sesión de seguimiento"', () => {
    const r = plan('Cuando pique el boton, ponme en el calendario una sesión de seguimiento el 9 de enero de 2027 a las 4 de la tarde');
    expect(p(r, 2).title).toBe('Sesión de seguimiento');
  });

  it('a length is no kind', async () => {
    const { kindTitle } = await import('../../server/planner/event-kind-title');
    expect(kindTitle('agendame una cita de media hora', undefined, [])).toBeUndefined();
    expect(kindTitle('crea un evento de entrega', undefined, ['entrega'])).toBeUndefined();
  });
});

describe('who each message is for, in one sentence with two recipients', () => {
  it('the owner\'s notice after a thank-you mail to the customer does not repeat the thanks', () => {
    const r = plan('Cuando llegue una venta a mi webhook (cliente, email, monto), mandale al cliente un correo de agradecimiento y solo si el monto pasa de 900 avisame por telegram a mi chat 5512345');
    expect(String(p(r, 2).body)).toMatch(/Gracias/);
    expect(p(r, 4).chat_id).toBe('5512345');
    expect(String(p(r, 4).message)).not.toMatch(/Gracias/);
  });
});
