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
