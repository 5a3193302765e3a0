import { describe, expect, it } from 'vitest';
import { editClauses } from '../../server/planner/edit-compound';
import { parseRequest } from '../../server/planner/parse';
import { labels, last, p } from './planner-support';

/** The clauses a follow-up is cut into, read as the planner reads it (normalised, literals masked). */
const clauses = (message: string) => editClauses(parseRequest(message).text);

const LUNES_SLACK = 'cada lunes a las 9 avísame por slack #ventas';
const PEDIDO_MONTO = 'cuando llegue un pedido y el monto sea mayor a 1000 avísame por slack #ventas';

describe('compound follow-ups are cut into edit clauses', () => {
  it('cuts at "y", commas, "y luego", "y también" and "además" when the next piece stands on its own', () => {
    expect(clauses('mejor cámbialo a las 10 y mándalo por telegram')).toEqual(['mejor cambialo a las 10', 'mandalo por telegram']);
    expect(clauses('cámbialo a las 10, mándalo por telegram al chat 5551234, y agrega un correo a ana@tienda.mx'))
      .toEqual(['cambialo a las 10', 'mandalo por telegram al chat 5551234', 'agrega un correo a {e0}']);
    expect(clauses('cámbialo a las 10 y luego agrega un correo a ana@tienda.mx')).toEqual(['cambialo a las 10', 'agrega un correo a {e0}']);
    expect(clauses('mejor a las 9 y también por telegram al chat 5551234')).toEqual(['mejor a las 9', 'tambien por telegram al chat 5551234']);
    expect(clauses('cámbialo a las 10; además avísame por whatsapp al 5512345678')).toEqual(['cambialo a las 10', 'ademas avisame por whatsapp al 5512345678']);
    expect(clauses('quita la espera y cambia el canal a #direccion')).toEqual(['quita la espera', 'cambia el canal a {c0}']);
    expect(clauses('cambia la hora a las 10 y el canal a #pedidos')).toEqual(['cambia la hora a las 10', 'el canal a {c0}']);
  });

  it('keeps one clause where the pieces belong together', () => {
    // One channel switched to several.
    expect(clauses('mejor por whatsapp al 5512345678 y por correo')).toHaveLength(1);
    expect(clauses('mejor por whatsapp al 5512345678 y mándame un correo')).toHaveLength(1);
    // Remove one step and add another in its place.
    expect(clauses('quita slack y mejor crea un issue en acme/web')).toHaveLength(1);
    // "también" inside a clause, and details that only complete the clause before.
    expect(clauses('mándalo también a luis@x.mx')).toHaveLength(1);
    expect(clauses('que me llegue también un correo')).toHaveLength(1);
    expect(clauses('ponle también un aviso por telegram al chat 5551234')).toHaveLength(1);
    expect(clauses('que también sea los jueves')).toHaveLength(1);
    expect(clauses('cambia el asunto a "Hola, ¿cómo estás?" y el mensaje "Gracias"')).toEqual(['cambia el asunto a {q0}', 'el mensaje {q1}']);
  });
});

describe('a compound follow-up applies every change and says each one', () => {
  it('"mejor cámbialo a las 10 y mándalo por telegram" moves the time and swaps the channel', () => {
    const r = last(LUNES_SLACK, 'mejor cámbialo a las 10 y mándalo por telegram');
    expect(labels(r)).toEqual(['schedule/cron', 'telegram/send_message']);
    expect(p(r, 1).cron_expression).toBe('0 10 * * 1');
    expect(r.workflow_action).toBe('plan_updated');
    expect(r.reply).toMatch(/^Listo, hice dos cambios:\n- Cambié la hora: ahora se ejecutará cada lunes a las 10:00 a\. m\.\n- Cambié Slack por Telegram\.\n\nAsí queda:/);
  });

  it('threshold + channel: the filter keeps its place and takes the new amount', () => {
    const r = last(PEDIDO_MONTO, 'que sea mayor a 2000 y mándalo por telegram al chat 5551234');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'filter/condition', 'telegram/send_message']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.body.monto}}', operator: 'greater_than', right: 2000 });
    expect(r.reply).toContain('- Cambié el filtro: ahora sigue solo si «monto» es mayor que 2000.');
    expect(r.reply).toContain('- Cambié Slack por Telegram.');
  });

  it('add a step + change the time: both land, in the order said', () => {
    const r = last(LUNES_SLACK, 'agrega un correo a ana@tienda.mx y cámbialo a las 10');
    expect(labels(r)).toEqual(['schedule/cron', 'slack/send_message', 'email/send_email']);
    expect(p(r, 1).cron_expression).toBe('0 10 * * 1');
    expect(p(r, 3).to).toBe('ana@tienda.mx');
    expect(r.reply).toMatch(/- Agregué el paso de Correo \(SMTP\)\.\n- Cambié la hora/);
  });

  it('remove a step + change a value: later references still point at the right step', () => {
    const r = last('cada lunes a las 9 espera 5 minutos, consulta https://api.test/ventas y mándame el resultado por slack #gerencia', 'quita la espera y cambia el canal a #direccion');
    expect(labels(r)).toEqual(['schedule/cron', 'http/request', 'slack/send_message']);
    expect(p(r, 3)).toMatchObject({ channel: '#direccion', message: 'Respuesta recibida: {{steps.2.output.body}}' });
    expect(r.reply).toContain('- Quité el paso de Esperar.\n- Cambié el canal a #direccion.');
  });

  it('recipient + subject', () => {
    const r = last('cada viernes a las 6 pm mándame un correo con asunto "Cierre"', 'mándalo a ana@tienda.mx y cambia el asunto a "Cierre semanal"');
    expect(p(r, 2)).toMatchObject({ to: 'ana@tienda.mx', subject: 'Cierre semanal' });
    expect(r.reply).toContain('- Cambié el destinatario a ana@tienda.mx.\n- Cambié el asunto a «Cierre semanal».');
  });

  it('two schedule changes in a row are said once, with the schedule they leave', () => {
    const r = last(LUNES_SLACK, 'que sea los viernes y a las 5');
    expect(p(r, 1).cron_expression).toBe('0 17 * * 5');
    expect(r.reply).toMatch(/^Listo, cambié los días y la hora: ahora se ejecutará cada viernes a las 5:00 p\. m\. Así queda:/);
  });

  it('a follow-up that names a whole schedule and a channel still edits the plan instead of starting over', () => {
    const r = last('cuando llegue un pedido guárdalo en sheets https://docs.google.com/spreadsheets/d/1AbCd/edit y avísame por slack #ventas',
      'mejor que sea cada lunes a las 10 y mándalo por telegram al chat 5551234');
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/append_row', 'telegram/send_message']);
    expect(r.workflow_action).toBe('plan_updated');
  });

  it('"cámbialo para las 10 y que llegue por telegram", "a las 10 y por telegram": the time is kept too', () => {
    for (const message of ['cámbialo para las 10 y que llegue por telegram', 'a las 10 y por telegram porfa']) {
      const r = last(LUNES_SLACK, message);
      expect(labels(r)).toEqual(['schedule/cron', 'telegram/send_message']);
      expect(p(r, 1).cron_expression).toBe('0 10 * * 1');
      expect(r.workflow_action).toBe('plan_updated');
    }
  });

  it('a clause it cannot apply leaves the message to the whole-message rules (nothing half-applied)', () => {
    // "crea un issue" is no edit of its own: the remove-and-add rule reads the message whole.
    const r = last('cuando llegue un pedido avísame por slack #ventas', 'quita slack y mejor crea un issue en acme/web');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'github/create_issue']);
    expect(r.reply).toMatch(/^Listo, quité el paso de Slack y agregué el paso de GitHub\./);
  });
});

describe('the amount of a filter can be changed on its own', () => {
  it('"cambia el monto a 2000", "súbelo a 5 mil", "que sea menor a 50"', () => {
    expect(p(last(PEDIDO_MONTO, 'cambia el monto a 2000'), 2)).toMatchObject({ operator: 'greater_than', right: 2000 });
    expect(p(last(PEDIDO_MONTO, 'súbelo a 5 mil'), 2)).toMatchObject({ right: 5000 });
    expect(p(last(PEDIDO_MONTO, 'que sea a partir de 1500'), 2)).toMatchObject({ operator: 'greater_or_equal', right: 1500 });
    expect(p(last(PEDIDO_MONTO, 'que sea menor a 50'), 2)).toMatchObject({ operator: 'less_than', right: 50 });
  });

  it('an hour, a phone or a step number is no amount', () => {
    const r = last(PEDIDO_MONTO, 'mejor por whatsapp al 5512345678');
    expect(p(r, 2)).toMatchObject({ right: 1000 });
    expect(p(r, 3).to).toBe('5512345678');
  });
});

describe('the smart form asks for a WhatsApp number as a number', () => {
  it('no email format (which would refuse every phone) and a phone placeholder', async () => {
    const { fieldError } = await import('../../machines/smartForm');
    const r = last('cuando llegue un pedido mándame un whatsapp');
    const [field] = r.smart_form!.sections[0].fields;
    expect(field).toMatchObject({ id: '2.to', required: true, placeholder: '5512345678' });
    expect(field.format).toBeUndefined();
    expect(fieldError(field, '5512345678')).toBeNull();
  });
});

describe('"para las 10" is a time; "para las 3 sucursales" is not', () => {
  it('findTimes', async () => {
    const { findTimes } = await import('../../server/planner/time');
    expect(findTimes('cambialo para las 10').map((t) => t.time)).toEqual([{ hour: 10, minute: 0 }]);
    expect(findTimes('cambialo para las 10 y que llegue por telegram').map((t) => t.time)).toEqual([{ hour: 10, minute: 0 }]);
    expect(findTimes('manda el reporte para las 3 sucursales')).toEqual([]);
  });
});
