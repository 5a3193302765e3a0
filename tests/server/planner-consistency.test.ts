/**
 * Issue 17, "a confidence from the parse itself": the plan is checked against itself before it is
 * presented as ready. A reference to data that does not exist asks which field it is; a form the
 * owner did not describe gets the fields its steps use; a condition on what an AI step extracts
 * compares the AI's answer; a condition or a day off that no step carries is asked about.
 */
import { describe, expect, it } from 'vitest';
import { planRequest } from '../../server/planner';
import { badReferences, conditionLeftOut, excludedDayScheduled, rebound, repairConsistency, unusedReads } from '../../server/planner/consistency';
import { calculationLeftOut } from '../../server/planner/calculations';
import { TRIGGER_OUTPUT } from '../../server/planner/trigger-outputs';
import { sampleTriggerOutput } from '../../server/simulation/sample-triggers';
import type { PlanStep } from '../../server/planner/types';
import { labels, plan } from './planner-support';

const fields = (r: ReturnType<typeof plan>) => (r.smart_form?.sections ?? []).flatMap((s) => s.fields);
const step = (n: number, node_id: string, action_id: string, params: Record<string, unknown>): PlanStep => ({ step: n, node_id, action_id, params } as PlanStep);

describe('a reference to data that does not exist asks which field it is', () => {
  it('a condition on a field the owner\'s form does not have asks, with the form\'s fields as choices', () => {
    const r = plan('Tengo un formulario con nombre, correo y producto. Cuando lo llenen, si las piezas son más de 50 avísame por Telegram al chat 12345678');
    expect(r.status).toBe('smart_forms_required');
    const field = fields(r).find((f) => f.id === '2.left')!;
    expect(field.label).toContain('«piezas»');
    expect(field.options).toEqual(['nombre', 'correo', 'producto']);
    expect(r.reply).toMatch(/^Esto es lo que entendí hasta ahora:/);
    expect(r.reply).toContain('El paso 2 usa el dato «piezas»');
    expect(r.reply).toContain('confírmame en el formulario el dato que te pregunto');
  });

  it('answering with a field points the reference at it', () => {
    const first = plan('Tengo un formulario con nombre, correo y producto. Cuando lo llenen, si las piezas son más de 50 avísame por Telegram al chat 12345678');
    const r = planRequest({ message: '', currentPlan: first.execution_plan, formInputs: { '2.left': 'producto' } });
    expect(r.execution_plan![1].params!.left).toBe('{{trigger.producto}}');
    expect(r.status).toBe('plan_ready');
  });

  it('finds a webhook field that was not among the fields said, and a field of an AI\'s text', () => {
    const steps = [
      step(1, 'webhook', 'webhook_received', {}),
      step(2, 'ai', 'generate_text', { prompt: 'resume {{trigger.body}}' }),
      step(3, 'whatsapp', 'send_message', { to: '{{trigger.body.telefono}}', message: '{{steps.2.output.text.resumen}}' }),
    ];
    const text = 'me llega un webhook con cliente, whats y total';
    expect(badReferences(steps, text, text).map((b) => `${b.field.id}:${b.name}`)).toEqual(['3.to:telefono', '3.message:resumen']);
  });

  it('a reference to a later step, or to a field a fixed trigger never has, is bad', () => {
    const steps = [
      step(1, 'gmail', 'new_email', {}),
      step(2, 'slack', 'send_message', { channel: '#ventas', message: '{{trigger.asunto}} {{steps.3.output.body}}' }),
      step(3, 'http', 'request', { url: 'https://x.mx' }),
    ];
    expect(badReferences(steps, '', '').map((b) => b.name)).toEqual(['asunto']);
    expect(badReferences([steps[0], step(2, 'slack', 'send_message', { channel: '#v', message: '{{steps.3.output.body}}' }), steps[2]], '', '')).toHaveLength(1);
  });

  it('a webhook whose fields were not said may carry any field', () => {
    const steps = [step(1, 'webhook', 'webhook_received', {}), step(2, 'whatsapp', 'send_message', { to: '{{trigger.body.telefono}}', message: 'hola' })];
    expect(badReferences(steps, 'cuando llegue un pedido a mi webhook', 'cuando llegue un pedido a mi webhook')).toEqual([]);
  });

  it('rebinds only a field the owner\'s data names, never a trigger\'s own output', () => {
    expect(rebound('Hola {{trigger.body.telefono}}', 'whats', 'webhook')).toBe('Hola {{trigger.body.whats}}');
    expect(rebound('{{trigger.chat_id}}', 'ventas', 'telegram')).toBeNull();
    expect(rebound('#ventas', 'ventas', 'slack')).toBeNull();
    expect(rebound('{{trigger.piezas}}', 'ana@x.mx', 'form')).toBeNull();
  });
});

describe('the plan is made to agree with itself where one reading is possible', () => {
  it('a form the owner did not describe gets the fields its steps use', () => {
    const r = plan('cuando alguien llene el formulario de reservas, crea el evento en mi calendario en la fecha que pongan');
    expect(r.execution_plan![0].params!.fields).toContain('fecha');
    expect(r.reply).toMatch(/El formulario pedirá: [a-z, ]*fecha/);
  });

  it('a condition on what the AI extracts compares the AI\'s answer, and the AI answers with that value alone', () => {
    const r = plan('cuando me llegue un correo de facturas@proveedor.mx, que la IA saque el monto y si el monto es mayor a 5000 mandame whats al 5512345678');
    expect(labels(r)).toEqual(['gmail/new_email', 'ai/generate_text', 'filter/condition', 'whatsapp/send_message']);
    expect(r.execution_plan![2].params!.left).toBe('{{steps.2.output.text}}');
    expect(String(r.execution_plan![1].params!.prompt)).toContain('Responde solo con el dato «monto»');
    expect(r.reply).toContain('Sigue solo si la respuesta del paso 2 es mayor que 5000');
  });
});

describe('what the owner ruled in or out is carried, or asked', () => {
  it('a condition said that no step carries is returned to be asked', () => {
    const steps = [step(1, 'webhook', 'webhook_received', {}), step(2, 'slack', 'send_message', { channel: '#v', message: 'x' })];
    expect(conditionLeftOut(steps, 'cuando llegue un pedido avisa en slack, solo si el cliente es de guadalajara')).toBe('solo si el cliente es de guadalajara');
    expect(conditionLeftOut([...steps.slice(0, 1), step(2, 'filter', 'condition', { left: 'a', operator: 'equals', right: 'b' }), steps[1]], 'solo si el cliente es nuevo')).toBeNull();
  });

  it('a day ruled out that the schedule runs on is returned to be asked', () => {
    const on = (cron: string) => [step(1, 'schedule', 'cron', { cron_expression: cron })];
    expect(excludedDayScheduled(on('0 6 * * 0'), 'diario a las 6 menos los domingo')).toBe('menos los domingo');
    expect(excludedDayScheduled(on('0 6 * * 1-6'), 'diario a las 6 menos los domingo')).toBeNull();
    expect(excludedDayScheduled(on('0 6 * * *'), 'diario a las 6 menos los domingo')).toBe('menos los domingo');
    expect(excludedDayScheduled(on('0 6 * * 1'), 'cada lunes a las 6, no los domingo')).toBeNull();
  });
});

describe('the trigger outputs the checks trust', () => {
  it('are the top-level fields each trigger really produces', () => {
    for (const [node, keys] of Object.entries(TRIGGER_OUTPUT)) {
      const sample = sampleTriggerOutput(node, new Date(), 'America/Mexico_City') as Record<string, unknown>;
      const own = node === 'form' ? Object.keys(sample).filter((k) => ['body', 'query', 'submitted_at'].includes(k)) : Object.keys(sample);
      expect([node, [...own].sort()]).toEqual([node, [...keys].sort()]);
    }
  });
});

describe('readings the checks exposed', () => {
  it('"cada venta" after a webhook\'s fields ends the list', () => {
    const r = plan('Mi tienda manda un webhook con producto y cantidad cada venta. Si la cantidad es mayor a 10 avísame por Telegram al chat 99887766');
    expect(r.execution_plan![1].params!.left).toBe('{{trigger.body.cantidad}}');
    expect(r.status).toBe('plan_ready');
  });

  it('"un mensaje con la palabra …" on a form lists no field', () => {
    const r = plan('cuando el formulario de quejas reciba un mensaje con la palabra "reembolso" avisa en slack #soporte');
    expect(r.execution_plan![0].params!.fields).not.toContain('palabra');
    expect(r.status).toBe('plan_ready');
  });
});

describe('a plan that would run nothing, or drops a repository named, asks', () => {
  it('a plan that is only its trigger is never presented as ready', () => {
    const r = planRequest({ message: 'cuando alguien me escriba en slack' });
    expect(r.execution_plan).toHaveLength(1);
    expect(r.status).toBe('smart_forms_required');
    expect(fields(r).map((f) => f.label)).toContain('Solo entendí cuándo empieza tu workflow. ¿Qué debe pasar después?');
  });

  it('a repository named that no step carries is asked about; a GitHub trigger carries its own', () => {
    const steps = (m: string) => planRequest({ message: m, userEmail: 'yo@negocio.mx' });
    const dropped = steps('cada lunes a las 9 mándame un correo con los pendientes del repo mitienda/web-shop');
    expect(JSON.stringify(dropped.execution_plan)).not.toContain('mitienda/web-shop');
    expect(dropped.status).toBe('smart_forms_required');
    expect(fields(dropped).map((f) => f.label).join()).toContain('«mitienda/web-shop»');
    const trigger = steps('cuando alguien abra un issue en el repo mitienda/web-shop mándame un whats al 5512345678');
    expect(trigger.execution_plan![0].node_id).toBe('github');
    expect(trigger.status).toBe('plan_ready');
  });
});

describe('a step planned twice is one step', () => {
  const sheet = (n: number, id: string, tab: string) => step(n, 'google_sheets', 'append_row', { spreadsheet_id: id, sheet_name: tab, values: '{{trigger.text}}' });

  it('the tab said in one and the link in the other become one step with both, where the first one was', () => {
    const out = repairConsistency([step(1, 'telegram', 'new_message', {}), sheet(2, '', 'Pedidos'), step(3, 'telegram', 'send_message', { chat_id: '{{trigger.chat_id}}', message: 'ok' }), sheet(4, '1AbCdEfGh', 'Hoja 1')]);
    expect(out.map((s) => `${s.step}.${s.node_id}`)).toEqual(['1.telegram', '2.google_sheets', '3.telegram']);
    expect(out[1].params).toMatchObject({ spreadsheet_id: '1AbCdEfGh', sheet_name: 'Pedidos' });
  });

  it('steps that disagree, or have a wait between them, stay two', () => {
    expect(repairConsistency([step(1, 'manual', 'manual_trigger', {}), sheet(2, '1Ab', 'Pedidos'), sheet(3, '1Ab', 'Clientes')])).toHaveLength(3);
    const mail = (n: number) => step(n, 'gmail', 'send_email', { to: '{{trigger.body.email}}', subject: 'Hola', body: 'x' });
    expect(repairConsistency([step(1, 'webhook', 'webhook_received', {}), mail(2), step(3, 'delay', 'wait', { seconds: 86400 }), mail(4)])).toHaveLength(4);
  });

  it('after an edit only identical steps become one, so a blank step the edit added is still asked', () => {
    const plan = [step(1, 'webhook', 'webhook_received', {}), sheet(2, '1Ab', 'Ventas'), sheet(3, '', '')];
    expect(repairConsistency(plan, true)).toHaveLength(3);
    expect(repairConsistency([...plan.slice(0, 2), sheet(3, '1Ab', 'Ventas')], true)).toHaveLength(2);
  });

  it('a message read twice from one request is planned once', () => {
    const r = plan('le hablo de la fonda en tijuana este cuando me escriban al bot de telegram guarda el mensaje en la hoja Pedidos y luego contestale en el mismo chat que ya lo anotamos la hoja es https://docs.google.com/spreadsheets/d/1FoodAbCdEfGhIjKlMn/edit');
    expect(labels(r).filter((l) => l === 'google_sheets/append_row')).toHaveLength(1);
    expect(r.execution_plan!.find((s) => s.node_id === 'google_sheets')!.params).toMatchObject({ spreadsheet_id: '1FoodAbCdEfGhIjKlMn', sheet_name: 'Pedidos' });
  });
});

describe('data read and never used asks; a statement with one placeholder gets its value', () => {
  it('a sheet read that no later step uses is asked about', () => {
    const r = planRequest({ message: 'cada lunes a las 9 lee la hoja Ventas del spreadsheet 1AbCdEfGh y mándame un whats al 5512345678 que diga "ya empezó la semana"', userEmail: 'yo@x.mx' });
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'whatsapp/send_message']);
    expect(r.status).toBe('smart_forms_required');
    expect(fields(r).map((f) => f.label)).toContain('El paso 2 lee la hoja «Ventas», pero ningún paso usa esos datos. ¿Qué hago con ellos?');
  });

  it('finds reads whose output no later step uses, and only those', () => {
    const read = step(2, 'google_sheets', 'read_rows', { spreadsheet_id: '1Ab', sheet_name: 'Ventas' });
    const select = step(2, 'postgres', 'query', { query: 'SELECT * FROM ventas', params: [] });
    const insert = step(2, 'postgres', 'query', { query: 'INSERT INTO ventas (x) VALUES ($1)', params: ['{{trigger.body}}'] });
    const mail = (body: string) => step(3, 'gmail', 'send_email', { to: 'a@b.mx', subject: 'x', body });
    const cron = step(1, 'schedule', 'cron', { cron_expression: '0 9 * * *' });
    expect(unusedReads([cron, read, mail('hola')])).toHaveLength(1);
    expect(unusedReads([cron, read, mail('{{steps.2.output.rows}}')])).toEqual([]);
    expect(unusedReads([cron, select, mail('hola')])[0]).toContain('tu base de datos');
    expect(unusedReads([cron, insert, mail('hola')])).toEqual([]);
  });

  it('a statement written with one placeholder and no value takes the data of the step before', () => {
    const r = planRequest({ message: 'cuando llegue un correo de pedidos@tienda.mx resúmelo con IA y guarda el resultado en postgres con "INSERT INTO resumenes (texto) VALUES ($1)"' });
    const sql = r.execution_plan!.find((s) => s.node_id === 'postgres')!;
    expect(sql.params!.params).toEqual(['{{steps.2.output.text}}']);
  });
});

describe('a sum no step can make is asked, not dropped (calculations.ts)', () => {
  it('"precio por 1.16" in a transform asks about the sum', () => {
    const r = planRequest({ message: 'cuando llegue una venta al webhook arma los campos cliente y precio_final (precio por 1.16) y mándalos por POST a https://api.mifactura.test/v1' });
    expect(r.status).toBe('smart_forms_required');
    const asked = r.smart_form!.sections.flatMap((s) => s.fields.map((f) => f.label));
    expect(asked).toContain('Todavía no puedo hacer cuentas entre pasos, así que «precio por 1.16» no lo puedo calcular. ¿Qué hago con esa parte?');
  });

  it('an order that made no step because of its sum is asked once, about the sum', () => {
    const r = planRequest({ message: 'cuando llegue un pedido al webhook con sku y piezas, arma un campo importe que sea piezas por 95 y mándalo por POST a https://api.envios.test/ordenes' });
    const asked = r.smart_form!.sections.flatMap((s) => s.fields.map((f) => f.label));
    expect(asked).toEqual(['Todavía no puedo hacer cuentas entre pasos, así que «piezas por 95» no lo puedo calcular. ¿Qué hago con esa parte?']);
  });

  it('a range ("entre 8 y 20"), a unit ("cada 20 minutos") and a discount text are no sums', () => {
    expect(calculationLeftOut([], 'cada 20 minutos entre 8 y 20 hrs revisa la api')).toBeNull();
    expect(calculationLeftOut([], 'mandales un 10 % de descuento por whatsapp')).toBeNull();
    expect(calculationLeftOut([], 'guarda el 15 por ciento del total en la hoja')).toBe('el 15 por ciento del total');
  });

  it('an AI step or a query can compute, so nothing is asked', () => {
    const ai = [{ step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} }, { step: 2, node_id: 'ai', action_id: 'generate_text', params: { prompt: 'x' } }] as PlanStep[];
    expect(calculationLeftOut(ai, 'calcula el total por 1.16')).toBeNull();
  });
});
