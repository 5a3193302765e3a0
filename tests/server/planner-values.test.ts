/**
 * Issue 17, the first message of a request: values in their slots, the trigger said in everyday
 * phrasings, recipients and fields bound to the trigger's real data, SQL written for the owner,
 * and asking (a form field, a choice, a service) instead of guessing. The wording differs from the
 * blind batches on purpose.
 */
import { describe, expect, it } from 'vitest';
import { planRequest } from '../../server/planner';
import { namedValues } from '../../server/planner/values';
import { parseDelay } from '../../server/planner/durations';
import { normalize } from '../../server/planner/normalize';
import { insertSql, selectSql, sqlCondition } from '../../server/planner/sql';
import { labels, p, plan, OWNER } from './planner-support';

const asks = (r: ReturnType<typeof plan>) => (r.smart_form?.sections ?? []).flatMap((s) => s.fields.map((f) => f.id)).sort();

describe('values first', () => {
  it('reads the value after the noun that introduces it, as typed; "la hoja de google" names nothing', () => {
    const v = namedValues('anótalo en la pestaña Clientes2027, la tabla cobros_mayo y manda el cupón VERANO10; usa la columna Celular (máximo 4 iteraciones, temperatura 0.3) en mi hoja de google');
    expect(v.map((x) => [x.slot, x.value])).toEqual([
      ['sheet_name', 'Clientes2027'], ['table', 'cobros_mayo'], ['coupon', 'VERANO10'], ['column', 'Celular'], ['iterations', '4'], ['temperature', '0.3'],
    ]);
  });

  it('durations: "dos días después", "al otro día", "una semana", "hora y media"', () => {
    expect(parseDelay(normalize('y dos dias despues mandale otro'))?.seconds).toBe(172800);
    expect(parseDelay(normalize('al otro dia mandale un correo'))?.seconds).toBe(86400);
    expect(parseDelay(normalize('espera una semana'))?.seconds).toBe(604800);
    expect(parseDelay(normalize('espera 1 hora y media'))?.seconds).toBe(5400);
  });
});

describe('a form the owner describes is the trigger', () => {
  it('"Necesito un form de inscripción con …" starts the flow; fields at the top level, under the owner\'s names', () => {
    const r = plan('Buenas, tengo una academia de baile. Necesito un form de inscripción con nombre, correo y celular; mándale un correo de bienvenida al alumno y un whatsapp');
    expect(labels(r)).toEqual(['form/form_submitted', 'email/send_email', 'whatsapp/send_message']);
    expect(p(r, 1).fields).toEqual(['nombre', 'correo', 'celular']);
    expect(p(r, 2).to).toBe('{{trigger.correo}}');
    expect(p(r, 3).to).toBe('{{trigger.celular}}');
  });

  it('the event is dated and titled with the fields named, the person who filled it is the guest', () => {
    const r = plan('Quiero un formulario de visitas con nombre, email, mascota y fecha; agenda la visita en mi calendario con el nombre de la mascota invitando al cliente');
    expect(p(r, 2)).toMatchObject({ start: '{{trigger.fecha}}', attendees: ['{{trigger.email}}'] });
    expect(p(r, 2).title).toContain('{{trigger.mascota}}');
  });

  it('someone of the owner\'s ("a mi contadora") has an address the request did not give: it is asked', () => {
    const r = plan('Form de gastos (concepto, monto, correo): mándale un correo a mi contadora con los datos');
    expect(labels(r)).toEqual(['form/form_submitted', 'email/send_email']);
    expect(asks(r)).toEqual(['2.to']);
    expect(p(plan('Form de gastos (concepto, monto, correo): mándale un correo al cliente con los datos'), 2).to).toBe('{{trigger.correo}}');
  });
});

describe('a sheet named as the place rows arrive is the trigger', () => {
  it('its id and tab go to the trigger, no step writes the row back, columns bind as written', () => {
    const r = plan('En mi hoja https://docs.google.com/spreadsheets/d/1Xyz_Socios/edit pestaña Altas, por cada socio nuevo mándale un whatsapp (columna Movil) y un correo a su columna Mail');
    expect(labels(r)).toEqual(['google_sheets/new_row', 'whatsapp/send_message', 'email/send_email']);
    expect(p(r, 1)).toEqual({ spreadsheet_id: '1Xyz_Socios', sheet_name: 'Altas' });
    expect(p(r, 2).to).toBe('{{trigger.record.Movil}}');
    expect(p(r, 3).to).toBe('{{trigger.record.Mail}}');
  });

  it('a condition on a column of the new row keeps the header as written', () => {
    const r = plan('En la pestaña Stock de https://docs.google.com/spreadsheets/d/1Abc_Stock/edit, cuando se agregue un artículo con Piezas menor a 4 mándame un correo');
    expect(p(r, 2)).toEqual({ left: '{{trigger.record.Piezas}}', operator: 'less_than', right: 4 });
  });
});

describe('conditions and who gets a message', () => {
  it('"solo a los clientes de tipo mayorista" limits the message with a filter on that field', () => {
    const r = plan('Cuando llegue una compra al webhook (cliente, tipo, telefono) mándale un whatsapp solo a los clientes de tipo mayorista');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'filter/condition', 'whatsapp/send_message']);
    expect(p(r, 2)).toEqual({ left: '{{trigger.body.tipo}}', operator: 'equals', right: 'mayorista' });
  });

  it('"pero solo si es mayor de 18" compares the one field that can be compared, never a made-up one', () => {
    expect(p(plan('Form de registro (nombre, correo, edad): mándale un correo, pero solo si es mayor de 18'), 2).left).toBe('{{trigger.edad}}');
    const unclear = plan('Cuando llegue un pedido al webhook (producto, total, piezas) avísame por slack #ventas solo si es mayor a 10');
    expect(p(unclear, 2).left).toBe('');
    expect(unclear.smart_form!.sections.flatMap((s) => s.fields)).toEqual([expect.objectContaining({ id: '2.left', type: 'select', options: ['producto', 'total', 'piezas'] })]);
    const picked = planRequest({ message: '', currentPlan: unclear.execution_plan, formInputs: { '2.left': 'total' } });
    expect(picked.execution_plan![1].params!.left).toBe('{{trigger.body.total}}');
  });
});

describe('SQL written for the owner', () => {
  it('builds parameterised statements', () => {
    expect(insertSql('pagos', [{ column: 'monto', ref: '{{trigger.monto}}' }])).toEqual({ query: 'INSERT INTO pagos (monto) VALUES ($1)', params: ['{{trigger.monto}}'] });
    expect(selectSql('piezas', { column: 'stock', operator: 'less_or_equal', value: 2 })).toEqual({ query: 'SELECT * FROM piezas WHERE stock <= $1', params: [2] });
    expect(sqlCondition('los que tengan saldo en cero', [])).toEqual({ column: 'saldo', operator: 'equals', value: 0 });
  });

  it('an INSERT of the form\'s fields into the table named; the next step reads the trigger, not the insert', () => {
    const r = plan('Form de citas con nombre, telefono y servicio: guárdalo en mi postgres, tabla citas, y si el servicio es corte mándale un whatsapp');
    expect(p(r, 2)).toEqual({ query: 'INSERT INTO citas (nombre, telefono, servicio) VALUES ($1, $2, $3)', params: ['{{trigger.nombre}}', '{{trigger.telefono}}', '{{trigger.servicio}}'] });
    expect(p(r, 3).left).toBe('{{trigger.servicio}}');
  });

  it('a SELECT with the condition said, on a schedule', () => {
    const r = plan('Cada martes a las 9 busca en postgres en la tabla clientes los que tengan adeudo mayor a 2 mil y mándamelos por correo');
    expect(p(r, 2)).toEqual({ query: 'SELECT * FROM clientes WHERE adeudo > $1', params: [2000] });
    expect(p(r, 3).to).toBe(OWNER);
  });
});

describe('triggers in everyday phrasings', () => {
  it('"dos horas antes de cada ensayo de mi calendario": any appointment of the calendar, 120 minutes before', () => {
    expect(p(plan('Dos horas antes de cada ensayo de mi calendario avísame por whatsapp al 5512345678'), 1)).toEqual({ minutes_before: 120 });
  });

  it.each([
    ['Cada correo nuevo de gmail que tenga factura guárdalo en drive', 'gmail/new_email'],
    ['Mis pacientes escriben por mi bot de telegram: guarda cada mensaje en sheets https://docs.google.com/spreadsheets/d/1Q_Bot/edit', 'telegram/new_message'],
    ['Nuestro equipo de ventas usa Slack; cada mensaje que manden ahí mándamelo por correo', 'slack/slack_webhook'],
    ['Cada push al repo tienda/api avísame por telegram al chat 1234567', 'github/github_webhook'],
  ])('%s → %s', (message, trigger) => {
    expect(labels(plan(message))[0]).toBe(trigger);
  });

  it('a setup sentence ("mi equipo usa Discord") is no step; the answer to a chat goes back to it', () => {
    const discord = plan('Mi equipo usa discord. Cuando llegue una reserva al webhook mándala a https://discord.com/api/webhooks/1/abc');
    expect(labels(discord)).toEqual(['webhook/webhook_received', 'discord/send_message']);
    const slack = plan('Mi equipo usa slack: cuando alguien escriba en el canal que la IA le responda ahí mismo');
    expect(labels(slack)).toEqual(['slack/slack_webhook', 'ai/generate_text', 'slack/send_message']);
    expect(p(slack, 3)).toMatchObject({ channel: '{{trigger.channel}}', message: '{{steps.2.output.text}}' });
  });
});

describe('asking instead of guessing', () => {
  it('a channel Enlaza has no node for asks which service', () => {
    expect(plan('cuando llegue un pedido publícalo en facebook').status).toBe('clarification_needed');
  });

  it('an API named without its address asks the URL', () => {
    const r = plan('cuando llenen mi formulario (producto, cantidad) mándalo por POST a la API de mi almacén');
    expect(labels(r)).toEqual(['form/form_submitted', 'http/request']);
    expect(asks(r)).toEqual(['2.url']);
  });

  it('a value that fits a step but did not land in it becomes one question with both readings', () => {
    const r = plan('cuando llegue un pedido al webhook mándale whatsapp al cliente, el del repartidor es 5587654321');
    const field = r.smart_form!.sections.flatMap((s) => s.fields).find((f) => f.id === '2.to')!;
    expect(field).toMatchObject({ type: 'select', options: ['5587654321', 'el dato «telefono» que llega con la petición'] });
    expect(r.confidence).toBeLessThan(1);
    // Choosing the reading the plan had keeps it; choosing the number puts it in.
    const keep = planRequest({ message: '', currentPlan: r.execution_plan, formInputs: { '2.to': field.options![1] } });
    expect(keep.execution_plan![1].params!.to).toBe('{{trigger.body.telefono}}');
  });

  it('the reply says who gets each message, in words', () => {
    const r = plan('Form de pedidos (nombre, telefono): mándale un whatsapp al cliente');
    expect(r.reply).toContain('Envía un WhatsApp al número del campo «telefono» del formulario.');
  });
});
