/**
 * Readings added while working blind batch ao: owners whose data lives in a database ask for reports read from a
 * table — a count or a sum, a comparison on the column they named, a date gone by — said anywhere in the sentence
 * that names the table. Each test uses wording of its own (not the eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { columnsInSentence, namedColumnCondition, passedDate, saidAggregate, tableSentence } from '../../server/planner/sql-said';
import { sentBySaidChannel } from '../../server/planner/sent-by-channel';
import { CONNECT_QUESTION } from '../../server/planner/connect-question';
import { fieldAsFile } from '../../server/planner/drive-content';
import { updateSql } from '../../server/planner/sql';
import { planRequest } from '../../server/planner';
import { plan, p, labels } from './planner-support';
import { formFields, sentFields } from '../../server/planner/form-fields';

describe('a count or a sum asked of a table', () => {
  it('"cuántos pedidos entraron" counts rows; "cuántos litros" sums a measure; a column named is summed', () => {
    expect(saidAggregate('avisame cuantos pedidos entraron hoy en la tabla ordenes')).toBe('COUNT(*) AS pedidos');
    expect(saidAggregate('cuantos litros de leche salieron, tabla entregas')).toBe('SUM(litros) AS litros');
    expect(saidAggregate('cuantas cajas se despacharon de la tabla salidas campo cantidad')).toBe('SUM(cantidad) AS cantidad');
    expect(saidAggregate('cuantas veces entro alguien a la tabla accesos')).toBeNull();
    expect(saidAggregate('manda la tabla clientes completa')).toBeNull();
  });

  it('a daily report of how many rows a table got reads a COUNT', () => {
    const r = plan('Cada noche a las 9 dime por Telegram al chat 55667788 cuantos pedidos entraron, de la tabla ordenes');
    expect(String(p(r, 2).query)).toBe('SELECT COUNT(*) AS pedidos FROM ordenes');
  });

  it('the sentence that names the table is where the report is read, even when the clause was cut', () => {
    expect(tableSentence('hola. dime cuantos pagos hubo, sacalo de la tabla cobros. gracias', 'cobros')).toBe(' dime cuantos pagos hubo, sacalo de la tabla cobros');
    const r = plan('Cada lunes a las 8 mandame a mi correo cuantos boletos se vendieron, sacandolo de la tabla taquilla');
    expect(String(p(r, 2).query)).toContain('COUNT(*)');
  });
});

describe('a comparison on the column named as one', () => {
  it('"más de", "menos de", "mayor a" with digits, words or "mil" on the column named', () => {
    expect(namedColumnCondition('los alumnos que deben mas de 1200 pesos, tabla alumnos columna adeudo')).toEqual({ column: 'adeudo', operator: 'greater_than', value: 1200 });
    expect(namedColumnCondition('las refacciones con menos de cinco unidades en la columna stock')).toEqual({ column: 'stock', operator: 'less_than', value: 5 });
    expect(namedColumnCondition('los pedidos con monto mayor a 2 mil (columna monto)')).toEqual({ column: 'monto', operator: 'greater_than', value: 2000 });
  });

  it('an age ("más de 3 días") or no column named is not this reading', () => {
    expect(namedColumnCondition('los que llevan mas de 3 dias sin pagar, columna fecha')).toBeNull();
    expect(namedColumnCondition('los que deben mas de 500 pesos')).toBeNull();
  });

  it('a scheduled report of the rows over a limit reads a WHERE with the value as a param', () => {
    const r = plan('Cada viernes a las 6 de la tarde mandame a mi correo los proveedores a los que les debemos mas de 8000, estan en la tabla proveedores columna pendiente');
    expect(p(r, 2)).toMatchObject({ query: 'SELECT * FROM proveedores WHERE pendiente > $1', params: [8000] });
  });
});

describe('a date gone by', () => {
  it('"cuya fecha_limite ya pasó", "su caducidad ya venció" is before today; a column that holds no date is not', () => {
    expect(passedDate('los cursos cuya fecha_limite ya paso')).toBe('fecha_limite < CURRENT_DATE');
    expect(passedDate('las medicinas que su caducidad ya vencio')).toBe('caducidad < CURRENT_DATE');
    expect(passedDate('el pedido ya paso')).toBeNull();
  });
});

describe('the columns listed after the table, read from its sentence', () => {
  it('"tabla X con a, b y c" ends at its "y"; a list with no "y" is not read here', () => {
    expect(columnsInSentence('metelo en la tabla socios con el nombre, la colonia y el plan y avisale al coach', 'socios')).toEqual(['nombre', 'colonia', 'plan']);
    expect(columnsInSentence('en la tabla socios con todo', 'socios')).toBeNull();
  });

  it('a list the clause cut short is stored whole, each column bound to the data that arrived', () => {
    const r = plan('Cuando llegue una cita al webhook registrala en la tabla agenda con paciente, doctor y hora y mandale whats al paciente confirmando');
    expect(p(r, 2)).toMatchObject({
      query: 'INSERT INTO agenda (paciente, doctor, hora) VALUES ($1, $2, $3)',
      params: ['{{trigger.body.paciente}}', '{{trigger.body.doctor}}', '{{trigger.body.hora}}'],
    });
  });
});

describe('a "send me" with no channel, carried by the one message step named elsewhere', () => {
  const mail = { kind: 'service', node_id: 'email', action_id: 'send_email', clause: 'que el correo se vaya por el smtp' } as const;
  const whats = { kind: 'service', node_id: 'whatsapp', action_id: 'send_message', clause: 'mandale whats al cliente' } as const;
  it('is covered by a single message step to the owner, not by one to someone else nor by two', () => {
    expect(sentBySaidChannel('envieme los pedidos atrasados', [mail])).toBe(true);
    expect(sentBySaidChannel('pasamelos cada viernes', [mail])).toBe(true);
    expect(sentBySaidChannel('envieme los pedidos atrasados', [whats])).toBe(false);
    expect(sentBySaidChannel('envieme los pedidos atrasados', [mail, { ...mail, node_id: 'telegram' }])).toBe(false);
    expect(sentBySaidChannel('guarda los pedidos atrasados', [mail])).toBe(false);
  });

  it('the plan is ready and the mail goes to the owner, also when the channel sentence has a comma the clause lost', () => {
    const r = planRequest({
      message: 'Envieme cada viernes a las 5 los socios que deben mas de 300 pesos, tabla socios columna adeudo. El correo que se vaya por el SMTP del gym, no por Gmail',
      userEmail: 'yo@gym.mx',
    });
    expect(r.status).toBe('plan_ready');
    expect(r.execution_plan!.map((s) => s.node_id)).toEqual(['schedule', 'postgres', 'email']);
    expect(p(r, 3).to).toBe('yo@gym.mx');
  });
});

describe('the webhook named as the one that answers', () => {
  it('"que el webhook regrese un listo" is a response step, and what it answers is no field of the data', () => {
    const r = plan('Cuando llegue una reserva al webhook guardala en la tabla reservas y que el webhook regrese con un listo');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'postgres/query', 'webhook/respond']);
    expect(p(r, 1).fields).toBeUndefined();
  });

  it('a list after "responda al webhook con" is not read as the payload; one after "llega al webhook con" is', () => {
    expect(sentFields('que le responda al webhook con un gracias')).toBeNull();
    expect(sentFields('cuando llegue un pedido al webhook con folio y monto')).toEqual(['folio', 'monto']);
  });
});

describe('a form named by its fields: "un formulario de a, b y c"', () => {
  it('reads the list after "formulario de" when it starts with a field; "formulario de contacto con …" keeps its "con"', () => {
    expect(formFields('quiero un formulario de nombre, telefono y servicio para las citas')).toEqual(['nombre', 'telefono', 'servicio']);
    expect(formFields('una encuesta de correo y comentario')).toEqual(['correo', 'comentario']);
    expect(formFields('un formulario de contacto con nombre y correo')).toEqual(['nombre', 'correo']);
  });
});

describe('a question about connecting a service', () => {
  it('"¿cómo ligo mi base…?", "¿qué datos le tengo que pasar…?" are read; an order with the same words is not this question', () => {
    expect(CONNECT_QUESTION.test('oye como ligo mi base de datos con enlaza')).toBe(true);
    expect(CONNECT_QUESTION.test('que datos le tengo que pasar al tecnico')).toBe(true);
    expect(CONNECT_QUESTION.test('guarda los datos en mi base')).toBe(false);
  });

  it('is answered with what a database connection asks for, and nothing is planned', () => {
    const r = planRequest({ message: 'Buenas, tenemos un sistema con PostgreSQL que nos hizo un ingeniero. Primero quiero entender: ¿cómo vinculo mi base con Enlaza?' });
    expect(r.status).toBe('conversation');
    expect(r.execution_plan ?? []).toEqual([]);
    expect(r.reply).toContain('contraseña');
  });

  it('a request that also names an event is still planned', () => {
    const r = planRequest({ message: 'Cuando llegue un pedido al webhook guárdalo en la tabla pedidos, ¿y cómo conecto mi base después?' });
    expect(r.status).not.toBe('conversation');
  });
});

describe('a field of the data saved as a file', () => {
  it('"sube el comentario en un archivo", "guarda la nota como documento": that field, when the data has it', () => {
    expect(fieldAsFile('sube el comentario en un archivo a drive', ['nombre', 'comentario'])).toBe('comentario');
    expect(fieldAsFile('guarda la nota como documento en la carpeta', ['nota'])).toBe('nota');
    expect(fieldAsFile('guarda la foto como archivo', ['nombre'])).toBeUndefined();
  });

  it('a form whose field is saved as a file uploads that field as the content', () => {
    const r = plan('Quiero un formulario con cliente, correo y pedido; sube el pedido como archivo a la carpeta de Drive 1PedidosFolder_77');
    const upload = r.execution_plan!.find((s) => s.node_id === 'google_drive')!;
    expect(upload.params!.content).toBe('{{trigger.pedido}}');
  });
});

describe('a row marked with a state, in the column named as one', () => {
  it('"marca los pagos como cobrados (columna situacion) donde monto sea mayor a 100" sets that column', () => {
    expect(updateSql('pagos', 'marca los pagos como cobrados en la tabla pagos (columna situacion) donde monto sea mayor a 100', [])).toEqual({
      query: 'UPDATE pagos SET situacion = $1 WHERE monto > $2', params: ['cobrado', 100],
    });
  });

  it('"marca la orden como surtida" with nothing that says which row is asked, never every row changed', () => {
    expect(updateSql('ordenes', 'marca la orden como surtida en la tabla ordenes', [])).toEqual({ query: '', params: [] });
    const r = plan('Cuando llegue un aviso al webhook marca la orden como surtida en la tabla ordenes (columna estado_envio)');
    expect(r.status).not.toBe('plan_ready');
  });
});
