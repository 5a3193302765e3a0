/**
 * Readings added while working blind batch an: follow-ups said the way people really correct someone —
 * indirectly, by reference to what the assistant just proposed ("a las 7 no, tipo 9", "lo de los 3 mil…",
 * "que no le llegue a él sino a mí", "eso de la IA no lo quiero"). Each test uses wording of its own (not
 * the eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { findTimes } from '../../server/planner/time';
import { saidPlainly } from '../../server/planner/edit-plainly';
import { withoutTakenBackDays } from '../../server/planner/taken-back';
import { planRequest } from '../../server/planner';
import { converse, last, p } from './planner-support';

const DAILY = 'Todos los días a las 7 de la mañana lee la hoja Pedidos de https://docs.google.com/spreadsheets/d/1AbcDefGhiJklMno/edit y mándame un whats al 33 1122 3344 con lo que haya';

describe('an hour said as an estimate', () => {
  it('"tipo 9", "a eso de las 9", "como las 9 y media", "por ahí de las 6 de la tarde" are clock times', () => {
    expect(findTimes('tipo 9').map((t) => t.time)).toEqual([{ hour: 9, minute: 0 }]);
    expect(findTimes('a eso de las 9').map((t) => t.time)).toEqual([{ hour: 9, minute: 0 }]);
    expect(findTimes('como las 9 y media').map((t) => t.time)).toEqual([{ hour: 9, minute: 30 }]);
    expect(findTimes('por ahi de las 6 de la tarde').map((t) => t.time)).toEqual([{ hour: 18, minute: 0 }]);
  });

  it('a bare "tipo N" followed by a noun is a count, and "como N" without "las" is no hour', () => {
    expect(findTimes('mandame tipo 20 piezas')).toEqual([]);
    expect(findTimes('cuando haya como 5, avisame')).toEqual([]);
    expect(findTimes('reparte como las 5 sucursales')).toEqual([]);
  });

  it('"la de las 7 no, más tarde, tipo 9" moves the schedule to 9 and keeps the days', () => {
    const r = last(DAILY, 'nel, a las 7 no, más tarde, tipo 9');
    expect(r.status).toBe('plan_ready');
    expect(p(r, 1).cron_expression).toBe('0 9 * * *');
  });

  it('"mejor a eso de las 8:30" and "como las 11" in a follow-up', () => {
    expect(p(last(DAILY, 'mejor a eso de las 8:30'), 1).cron_expression).toBe('30 8 * * *');
    expect(p(last(DAILY, 'que sea como las 11'), 1).cron_expression).toBe('0 11 * * *');
  });
});

const BIG_SALE = 'Cuando entre una venta a mi webhook (trae cliente, monto y telefono), solo si el monto pasa de 3 mil avísame por telegram al 778899001';

describe('the amount a filter already has, said in a correction, names the old one', () => {
  it('"lo de los 3 mil se queda corto, ponlo en 9 mil" moves the filter to 9000', () => {
    const r = last(BIG_SALE, 'lo de los 3 mil se queda corto, ponlo en 9 mil');
    expect(r.status).toBe('plan_ready');
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.body.monto}}', operator: 'greater_than', right: 9000 });
  });

  it('"que no sea de 3 mil sino de 4500" and "los 3 mil no, mejor 6 mil" (the old amount and a new one)', () => {
    expect(p(last(BIG_SALE, 'que no sea de 3 mil sino de 4500'), 2).right).toBe(4500);
    expect(p(last(BIG_SALE, 'los 3 mil no, mejor 6 mil'), 2).right).toBe(6000);
  });

  it('an amount alone goes to the one filter that compares one', () => {
    expect(p(last(BIG_SALE, 'mejor 7 mil'), 2).right).toBe(7000);
    expect(p(last(BIG_SALE, 'que sea de 2,500 pesos'), 2).right).toBe(2500);
  });
});

describe('a message the plan sends, redirected by whom it goes to', () => {
  const TO_GUEST = 'Quiero un formulario de inscripción con nombre, correo y taller, y que al alumno le llegue un correo con los datos de su inscripción';
  const TO_ME = 'Cuando alguien llene mi formulario de citas con nombre, telefono y correo, mándame un correo con los datos';

  it('"mejor que no le llegue a él sino a mí", "mándamelo a mí en vez de al alumno": the owner\'s address', () => {
    for (const m of ['mejor que no le llegue a él sino a mí', 'mándamelo a mí en vez de al alumno', 'al alumno no, a mí', 'que me llegue a mí']) {
      const r = last(TO_GUEST, m);
      expect(r.status, m).toBe('plan_ready');
      expect(r.execution_plan!.length, m).toBe(2);
      expect(p(r, 2).to, m).toBe('yo@negocio.mx');
    }
  });

  it('"que no me llegue a mí sino al paciente": back to the person of the data, bound to their field', () => {
    const r = last(TO_ME, 'que no me llegue a mí sino al paciente');
    expect(p(r, 2).to).toBe('{{trigger.correo}}');
    expect(r.reply).toContain('le llega a la persona de los datos');
  });

  it('a WhatsApp redirected to the owner, whose number was never given, asks for it', () => {
    const r = last('Cuando alguien llene mi formulario con nombre y telefono, mándale un whats al cliente', 'a él no, a mí');
    expect(r.status).toBe('smart_forms_required');
    expect(p(r, 2).to).toBe('');
    expect(r.reply).toContain('Me falta tu número');
  });

  it('a new channel named is a swap, and "también a mí" adds: neither is a redirect', () => {
    expect(last(TO_GUEST, 'mejor mándamelo a mí por telegram').execution_plan!.map((s) => s.node_id)).toEqual(['form', 'telegram']);
    expect(last(TO_GUEST, 'y que también me llegue un correo a mí').execution_plan!.length).toBe(3);
  });
});

describe('the tab a follow-up names by pointing or by leading to it', () => {
  const SAVE = 'Cuando llegue un pedido a mi webhook (cliente, telefono y total) guárdalo en la hoja Pedidos del 1PedidosAbcDef2026 y mándale whats al cliente';

  it('"que sea la otra, Pedidos2": the name after the pointer, not "la otra"', () => {
    const r = last(SAVE, 'lo de la hoja que sea la otra, Pedidos2');
    expect(p(r, 2).sheet_name).toBe('Pedidos2');
    expect(last(SAVE, 'la hoja que sea la nueva: Junio').execution_plan![1].params!.sheet_name).toBe('Junio');
  });

  it('"mejor que sea de la hoja Mayo", "guárdalo en la hoja Altas" change the tab of the sheet step', () => {
    expect(p(last(SAVE, 'mejor que sea de la hoja Mayo'), 2).sheet_name).toBe('Mayo');
    expect(p(last(SAVE, 'mejor guárdalo en la hoja Altas'), 2).sheet_name).toBe('Altas');
  });
});

describe('a part of the plan refused indirectly is said plainly', () => {
  it('"eso de X no lo quiero", "lo de X no lo ocupamos", "el X sobra" read as removals', () => {
    expect(saidPlainly('eso del slack no lo quiero')).toBe('quita lo del slack');
    expect(saidPlainly('oye lo de la hoja ya no la ocupamos')).toBe('oye quita lo de la hoja');
    expect(saidPlainly('el telegram sobra')).toBe('quita el telegram');
    // A message that already removes, or a reason said after a removal, is left as it is.
    expect(saidPlainly('quitale lo de telegram, ya no lo ocupo')).toBe('quitale lo de telegram, ya no lo ocupo');
  });

  it('a channel refused with another named reads as a swap; with none it is left alone', () => {
    expect(saidPlainly('el aviso no al correo, mandamelo por slack')).toBe('en vez de correo mandamelo por slack');
    expect(saidPlainly('no por whatsapp sino por telegram')).toBe('en vez de whatsapp por telegram');
    // A place that stores, refused with the order's own verb: "que no se guarde en la hoja sino en postgres".
    expect(saidPlainly('que no se guarde en la hoja sino en postgres')).toBe('en vez de hoja en postgres');
    expect(saidPlainly('no al correo')).toBe('no al correo');
  });

  const REPORT = 'Cada lunes a las 8 lee la hoja Ventas de https://docs.google.com/spreadsheets/d/1VentasXyZ12345/edit, que la IA me haga un resumen y me lo mande a mi correo';

  it('"la parte de la IA está de más" removes the AI step and the mail sends the rows', () => {
    const r = last(REPORT, 'la parte de la IA está de más');
    expect(r.execution_plan!.map((s) => s.node_id)).toEqual(['schedule', 'google_sheets', 'email']);
    expect(String(p(r, 3).body)).toContain('{{steps.2.output.rows}}');
  });

  it('"el resumen no a mi correo, pásamelo por telegram al 500600700" swaps the mail, keeping the AI text', () => {
    const r = last(REPORT, 'el resumen no a mi correo, pásamelo por telegram al 500600700');
    expect(r.execution_plan!.map((s) => s.node_id)).toEqual(['schedule', 'google_sheets', 'ai', 'telegram']);
    expect(p(r, 4)).toMatchObject({ chat_id: '500600700', message: '{{steps.3.output.text}}' });
  });
});

describe('an order to tell someone something gives the text of the message the plan already sends them', () => {
  const ANSWER = 'Cuando me llegue un correo con asunto garantia, que la IA redacte una respuesta amable y se la mandes por correo al cliente que lo escribió';

  it('"quita lo de la IA, solo respóndele que ya lo estamos revisando": one mail back, with those words', () => {
    const r = last(ANSWER, 'quita lo de la IA, solo respóndele que ya lo estamos revisando');
    expect(r.execution_plan!.map((s) => `${s.node_id}/${s.action_id}`)).toEqual(['gmail/new_email', 'gmail/send_email']);
    expect(p(r, 2)).toMatchObject({ to: '{{trigger.from}}', body: 'Ya lo estamos revisando' });
    expect(r.reply).toContain('Quité el paso de Inteligencia artificial');
    expect(r.reply).toContain('ahora dice «Ya lo estamos revisando»');
  });

  it('"dile que mañana le confirmamos" rewords the WhatsApp to the customer; "mándale también…" adds instead', () => {
    const plan1 = 'Cuando llegue un pedido a mi webhook (nombre, telefono), mándale un whats al cliente dándole las gracias';
    const r = last(plan1, 'dile que mañana le confirmamos la entrega');
    expect(r.execution_plan!.length).toBe(2);
    expect(p(r, 2).message).toBe('Mañana le confirmamos la entrega');
    expect(last(plan1, 'mándale también un correo que diga que mañana le confirmamos').execution_plan!.length).toBe(3);
  });

  it('a mail back to who wrote, on a mail trigger, answers it ("Re:"), and "al cliente que lo escribió" is no text', () => {
    const r = last(ANSWER);
    expect(p(r, 3)).toMatchObject({ to: '{{trigger.from}}', subject: 'Re: {{trigger.subject}}', body: '{{steps.2.output.text}}' });
  });
});

describe('a canned text for a purpose carries the fields the order names', () => {
  it('"un correo de bienvenida con su membresía": the name greets, the other field is said with its value', () => {
    const r = last('Cuando llegue un alta a mi webhook (trae nombre, correo y membresia), mándale al cliente un correo de bienvenida con su membresia');
    const body = String(p(r, 2).body);
    expect(body).toContain('¡Hola {{trigger.body.nombre}}!');
    expect(body).toContain('Tu membresia: {{trigger.body.membresia}}.');
  });

  it('"dándole las gracias con su Nombre": a row\'s column as typed opens the greeting', () => {
    const r = last('Cuando se agregue una fila en la hoja Clientes del spreadsheet 1ClientesQwErTy99, mándale whats al numero de la columna Celular dándole las gracias con su Nombre');
    expect(p(r, 2).to).toBe('{{trigger.record.Celular}}');
    expect(String(p(r, 2).message)).toContain('¡Hola {{trigger.record.Nombre}}!');
  });

  it('a purpose with no field named keeps its plain text', () => {
    const r = last('Cuando llegue un alta a mi webhook (trae nombre, correo y membresia), mándale al cliente un correo de bienvenida');
    expect(String(p(r, 2).body)).not.toContain('Tu ');
  });
});

describe('the data put in a new shape without naming each field', () => {
  it('"acomoda los datos (folio, monto y estatus) en un formato nuevo y mándalos por POST a…": a transform with those fields, then the POST', () => {
    const r = last('Cuando mi tienda mande un pedido a mi webhook, acomoda los datos (folio, monto y estatus) en un formato nuevo y mándalos por POST a https://api.ejemplo.test/ordenes');
    expect(r.execution_plan!.map((s) => `${s.node_id}/${s.action_id}`)).toEqual(['webhook/webhook_received', 'transform/set_fields', 'http/request']);
    expect(p(r, 2).fields).toEqual({ folio: '{{trigger.body.folio}}', monto: '{{trigger.body.monto}}', estatus: '{{trigger.body.estatus}}' });
    expect(p(r, 3)).toMatchObject({ url: 'https://api.ejemplo.test/ordenes', method: 'POST' });
  });

  it('"pasa la info a otro formato" is the same kind of step', () => {
    const r = last('Cuando llegue una venta a mi webhook (cliente, total), pasa la info a otro formato y luego haz un POST a https://api.ejemplo.test/v');
    expect(r.execution_plan!.map((s) => s.node_id)).toEqual(['webhook', 'transform', 'http']);
  });
});

describe('more refusals said plainly', () => {
  it('"lo de X mejor no", "ya no el filtro", "no le mandes X" read as removals; "no uses X, usa Y" stays a swap', () => {
    expect(saidPlainly('lo de slack mejor no')).toBe('quita lo de slack');
    expect(saidPlainly('ya no la espera')).toBe('quita la espera');
    expect(saidPlainly('no le mandes telegram al cliente')).toBe('que no le mandes telegram al cliente');
    expect(saidPlainly('mejor no uses gmail, usa el correo smtp')).toBe('mejor no uses gmail, usa el correo smtp');
    // Disliked and changed right after ("no me sirve así, cámbiala…") is kept, not removed.
    expect(saidPlainly('la hoja no me sirve asi, cambiala a ventas')).toBe('la hoja no me sirve asi, cambiala a ventas');
  });

  it('"eso de X no lo quiero, mejor …" removes X and adds what replaces it', () => {
    const r = last('Cada viernes a las 6 lee la hoja Caja de https://docs.google.com/spreadsheets/d/1CajaQwErTy555/edit y mándamela por whats al 81 2233 4455',
      'eso del whats no lo quiero, mejor mándamela a mi correo');
    expect(r.execution_plan!.map((s) => s.node_id)).toEqual(['schedule', 'google_sheets', 'email']);
    expect(p(r, 3).to).toBe('yo@negocio.mx');
  });
});

describe('a value named only to take it back is the old one', () => {
  it('days: "los martes, no los lunes", "los lunes no, los jueves"; "que no sea los domingos" still takes a day out', () => {
    expect(withoutTakenBackDays('mejor que sea los martes, no los lunes')).toBe('mejor que sea los martes');
    expect(withoutTakenBackDays('los lunes no, los jueves')).toBe('los jueves');
    expect(withoutTakenBackDays('que no sea los domingos')).toBe('que no sea los domingos');
    const weekly = 'Cada lunes a las 8 mándame por telegram al 44556677 el resumen de https://api.ejemplo.test/ventas';
    expect(p(last(weekly, 'que sea los miércoles, no los lunes'), 1).cron_expression).toBe('0 8 * * 3');
  });

  it('a comparison: "que sea menor, no mayor" turns the filter around', () => {
    const r = last(BIG_SALE, 'el monto está bien pero que sea menor, no mayor');
    expect(p(r, 2)).toMatchObject({ operator: 'less_than', right: 3000 });
  });
});

describe('the text of a message step, named and said without quotes', () => {
  const THANKS = 'Cuando alguien llene el formulario de contacto con nombre, correo y mensaje, mándale un correo de agradecimiento';

  it('"que el correo diga …", "el correo que diga: …", "dile que …" set that step\'s text', () => {
    expect(p(last(THANKS, 'que el correo diga gracias por escribir, mañana te llamamos'), 2).body).toBe('Gracias por escribir, mañana te llamamos');
    expect(p(last(THANKS, 'el correo que diga: ya tenemos tus datos'), 2).body).toBe('Ya tenemos tus datos');
    expect(p(last(THANKS, 'dile que en 2 días le marcamos'), 2).body).toBe('En 2 días le marcamos');
  });
});

describe('a step refused and another named for it, and a lost order', () => {
  const ORDERS = 'Cuando llegue un pedido a mi webhook (nombre, telefono, total), mándale whats al cliente y guárdalo en la hoja Pedidos del 1PedAbcDef12345';

  it('"el whats no lo quiero, pásalo a Discord" swaps the step, keeping its text', () => {
    const r = last(ORDERS, 'el whats no lo quiero, pásalo a discord https://discord.com/api/webhooks/1/abc');
    expect(r.execution_plan!.map((s) => s.node_id)).toEqual(['webhook', 'discord', 'google_sheets']);
    expect(p(r, 2).webhook_url).toBe('https://discord.com/api/webhooks/1/abc');
  });

  it('"que no se guarde en la hoja sino en postgres…" swaps the storage; "…, en vez de eso avísame por Slack" adds in its place', () => {
    const swapped = last(ORDERS, 'que no se guarde en la hoja sino en postgres en la tabla pedidos');
    expect(swapped.execution_plan!.map((s) => s.node_id)).toEqual(['webhook', 'whatsapp', 'postgres']);
    const replaced = last(ORDERS, 'quita lo de la hoja, en vez de eso avísame por slack en #ventas');
    expect(replaced.execution_plan!.map((s) => s.node_id)).toEqual(['webhook', 'whatsapp', 'slack']);
  });

  it('a service a follow-up names that ends in neither plan is asked about, never presented as done', () => {
    // Slack is named only as where the rest should also go, in words no reader turns into a step.
    const r = last(ORDERS, 'quita lo de la hoja; lo de slack igual');
    expect(r.execution_plan!.map((s) => s.node_id)).toEqual(['webhook', 'whatsapp']);
    expect(r.status).toBe('smart_forms_required');
    expect(r.reply).toContain('No entendí cómo hacer esta parte');
    // A service named in a reason is no order.
    expect(last(ORDERS, 'quita lo de la hoja porque eso ya lo manda el sistema a drive').status).toBe('plan_ready');
  });
});

describe('a part refused with a bare "no", or by who does it', () => {
  const NOTICE = 'Cuando llegue un correo de pagos@banco.test guarda el asunto en la hoja Pagos del 1PagosAbcDef99 y avísame por slack en #finanzas';

  it('"lo de Slack no, que sea por Discord …" swaps Slack, and adds nothing', () => {
    const r = last(NOTICE, 'lo de slack no, que sea por discord https://discord.com/api/webhooks/7/y');
    expect(r.execution_plan!.map((s) => s.node_id)).toEqual(['gmail', 'google_sheets', 'discord']);
  });

  it('a place refused for one of another kind is no swap ("lo de slack no, lo de la hoja")', () => {
    expect(saidPlainly('lo de slack no, lo de la hoja')).toBe('lo de slack no, lo de la hoja');
  });

  it('"que no lo haga la IA" removes the AI step', () => {
    const r = last('Cada viernes a las 6 de la tarde saca de postgres las ventas de la tabla ventas, que la IA me haga un resumen y me lo mande por telegram al 112233',
      'el resumen que no lo haga la IA, mándame las ventas tal cual');
    expect(r.execution_plan!.map((s) => s.node_id)).toEqual(['schedule', 'postgres', 'telegram']);
    expect(String(p(r, 3).message)).toContain('{{steps.2.output.rows}}');
  });
});

describe('undoing a move says the step goes back to its place', () => {
  it('"ponlo antes de lo de la hoja", then "regrésalo como estaba"', () => {
    const turns = ['Cuando alguien llene el formulario de citas con nombre, telefono y hora, guárdalo en la hoja Citas del 1CitasAbc12345 y avísame por telegram al 909090',
      'eso de telegram ponlo antes de lo de la hoja'];
    const moved = last(...turns);
    expect(moved.execution_plan!.map((s) => s.node_id)).toEqual(['form', 'telegram', 'google_sheets']);
    const back = planRequest({ message: 'mmm mejor regrésalo como estaba', currentPlan: moved.execution_plan, previousPlan: converse(turns[0])[0].execution_plan, timezone: 'America/Mexico_City' });
    expect(back.execution_plan!.map((s) => s.node_id)).toEqual(['form', 'google_sheets', 'telegram']);
    expect(back.reply).toContain('el paso de Telegram vuelve a su lugar');
    expect(back.reply).not.toContain('quité el paso de Telegram');
  });
});

describe('a step named by its place, and fields the plan\'s message should say too', () => {
  const THREE = 'Cuando llegue un pedido a mi webhook (nombre, telefono, total), guárdalo en la hoja Pedidos del 1PedAbcDef12345, mándale whats al cliente y avísame por slack en #ventas';

  it('"lo último que pusiste no lo ocupo" removes the last step; "el whats no me gusta, mejor por telegram" swaps it', () => {
    expect(last(THREE, 'lo último que pusiste no lo ocupo').execution_plan!.map((s) => s.node_id)).toEqual(['webhook', 'google_sheets', 'whatsapp']);
    expect(saidPlainly('el whatsapp no me gusta, mejor por telegram')).toBe('en vez del whatsapp por telegram');
  });

  it('"que el Slack también diga el total" adds the field to that message, not a second Slack step', () => {
    const r = last(THREE, 'y de paso que el slack también diga el total');
    expect(r.execution_plan!.map((s) => s.node_id)).toEqual(['webhook', 'google_sheets', 'whatsapp', 'slack']);
    expect(String(p(r, 4).message)).toContain('Total: {{trigger.body.total}}');
    expect(r.reply).toContain('ahora también dice «total»');
  });

  it('a follow-up about a step that asks for nothing applicable says the plan stays as it is (not small talk)', () => {
    const r = last(THREE, 'no, el whats no');
    expect(r.status).toBe('conversation');
    expect(r.reply).toContain('tu workflow sigue igual');
  });
});

describe('a schedule moved by an amount, and a change that changes nothing', () => {
  it('"una hora más tarde", "mejor dos horas antes", "media hora más temprano" move the plan\'s time', () => {
    expect(p(last(DAILY, 'una hora más tarde'), 1).cron_expression).toBe('0 8 * * *');
    expect(p(last(DAILY, 'mejor dos horas antes'), 1).cron_expression).toBe('0 5 * * *');
    expect(p(last(DAILY, 'media hora más temprano'), 1).cron_expression).toBe('30 6 * * *');
    expect(p(last(DAILY, 'una hora y media después'), 1).cron_expression).toBe('30 8 * * *');
  });

  it('"no tan temprano" names no time: the plan stays and is not said to have changed', () => {
    const r = last(DAILY, 'no tan temprano');
    expect(r.status).toBe('conversation');
    expect(r.reply).toContain('tu workflow sigue igual');
  });
});

describe('the trigger the plan has, named again in a follow-up, is the plan\'s own', () => {
  it('"en vez del correo mándale un whats, el formulario también pide teléfono": one edit, the WhatsApp bound to the new field', () => {
    const r = last('Cuando alguien agende en mi formulario con nombre, correo y fecha, créale la cita en mi calendario y mándale un correo de confirmación',
      'en vez del correo mándale un whats, el formulario también pide telefono');
    expect(r.execution_plan!.map((s) => s.node_id)).toEqual(['form', 'google_calendar', 'whatsapp']);
    expect(p(r, 1).fields).toEqual(['nombre', 'correo', 'fecha', 'telefono']);
    expect(p(r, 3).to).toBe('{{trigger.telefono}}');
    expect(r.status).toBe('plan_ready');
  });
});
