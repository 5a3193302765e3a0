/**
 * Issue 17, "the rest asks": a part of the request the planner could not place is never presented
 * as ready. An order that made no step, or a value that fits no step, becomes one short question
 * with two choices; answering keeps the plan, or asks for the part in the chat. Pieces that only
 * look like orders (a heading, a business's name, a value after "con") ask nothing.
 */
import { describe, expect, it } from 'vitest';
import { planRequest } from '../../server/planner';
import { EXPLAIN_IN_CHAT, KEEP_PLAN } from '../../server/planner/pending';
import { asksNoStep, looksLikeOrder } from '../../server/planner/orphans';
import { labels, plan, OWNER } from './planner-support';

const pendingIds = (r: ReturnType<typeof plan>) =>
  (r.smart_form?.sections ?? []).flatMap((s) => s.fields).filter((f) => f.id.startsWith('plan.')).map((f) => f.id);

describe('a part the planner could not place asks', () => {
  it('an order with a verb the lexicon lacks becomes a question, and the plan is a draft', () => {
    const r = plan('cuando llegue un pedido a mi webhook mándame un correo y luego imprime la comanda');
    expect(r.status).toBe('smart_forms_required');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'email/send_email']);
    const field = r.smart_form!.sections.flatMap((s) => s.fields).find((f) => f.id === 'plan.pending_1')!;
    expect(field.label).toContain('«imprime la comanda»');
    expect(field.options).toEqual([KEEP_PLAN, EXPLAIN_IN_CHAT]);
    expect(r.reply).toMatch(/^Esto es lo que entendí hasta ahora:/);
    expect(r.reply).toContain('dime en el formulario qué hago con esa parte');
  });

  it('a value that fits no step asks what to do with it', () => {
    const r = plan('cada viernes a las 6 de la tarde mándame a Telegram al chat 55443322 un recordatorio de cerrar caja. El número de la sucursal es 55 1234 9876');
    expect(r.status).toBe('smart_forms_required');
    expect(r.smart_form!.sections.flatMap((s) => s.fields).find((f) => f.id === 'plan.pending_1')!.label).toContain('5512349876');
  });

  it('answering "el plan está bien así" leaves it ready; "te lo explico" asks for it in the chat', () => {
    const first = plan('cuando llegue un pedido a mi webhook mándame un correo y luego impriman las etiquetas');
    expect(pendingIds(first)).toEqual(['plan.pending_1']);
    const base = { message: '', currentPlan: first.execution_plan!, timezone: 'America/Mexico_City', userEmail: OWNER };
    const kept = planRequest({ ...base, formInputs: { 'plan.pending_1': KEEP_PLAN } });
    expect(kept.status).toBe('plan_ready');
    expect(kept.execution_plan).toEqual(first.execution_plan);
    expect(kept.reply).toMatch(/^Perfecto, dejo esa parte fuera del workflow\./);
    const explained = planRequest({ ...base, formInputs: { 'plan.pending_1': EXPLAIN_IN_CHAT } });
    expect(explained.status).toBe('plan_ready');
    expect(explained.reply).toContain('escríbeme aquí qué debe hacer esa parte');
  });

  it('a complete request asks nothing', () => {
    const r = plan('cuando alguien llene el formulario "Cotiza tu evento" con nombre y correo mándale un correo de gracias');
    expect(r.status).toBe('plan_ready');
    expect(pendingIds(r)).toEqual([]);
  });
});

describe('what reads like an order', () => {
  it('plural orders and orders with a pronoun, even outside the lexicon', () => {
    expect(looksLikeOrder('archiven los tickets')).toBe(true);
    expect(looksLikeOrder('y luego imprime la comanda')).toBe(true);
    expect(looksLikeOrder('imprime la comanda', 'mandame un correo y luego ')).toBe(true);
    expect(looksLikeOrder('leanla')).toBe(true);
    expect(looksLikeOrder('y archivalos en la carpeta')).toBe(true);
  });

  it('a business, a place or an interjection does not', () => {
    expect(looksLikeOrder('cantina el gallo')).toBe(false);
    expect(looksLikeOrder('papeleria el lapiz')).toBe(false);
    expect(looksLikeOrder('morelos')).toBe(false);
    expect(looksLikeOrder('andale')).toBe(false);
    expect(looksLikeOrder('imprime la comanda')).toBe(false);
  });

  it('a heading, a start over, a word taken back, a value after "con" and a detail of the message ask for no step', () => {
    expect(asksNoStep('respalda mis ventas', 'respalda mis ventas: cada hora lee {u0}')).toBe(true);
    expect(asksNoStep('borra todo', 'borra todo y mejor haz que cada hora revise {u0}')).toBe(true);
    expect(asksNoStep('crea una tarjeta', 'cuando me mencionen crea una tarjeta... un issue en github')).toBe(true);
    expect(asksNoStep('urgente', 'si el mensaje empieza con urgente, avisame')).toBe(true);
    expect(asksNoStep('y pon el nombre del archivo', 'avisa en discord y pon el nombre del archivo')).toBe(true);
    expect(asksNoStep('y luego imprime la comanda', 'mandame un correo y luego imprime la comanda')).toBe(false);
  });
});
