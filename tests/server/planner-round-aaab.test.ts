/**
 * Readings added while working blind batches aa and ab: self-corrections said mid-message (the later
 * value or service wins, the earlier one leaves no trace), closing courtesies, story-first context that
 * names the trigger, formal "usted" orders and texting abbreviations. Each test uses wording of its own
 * (not the eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { applySelfCorrections } from '../../server/planner/self-correct';
import { withoutSignOff } from '../../server/planner/sign-off';
import { labels, p, plan } from './planner-support';

describe('self-corrections mid-message: the later one wins', () => {
  it('a number taken back keeps its unit and the words around it', () => {
    expect(applySelfCorrections('Quiero que 10 minutos antes de cada junta, no, mejor 15, me mandes un Telegram')).toBe('Quiero que 15 minutos antes de cada junta, me mandes un Telegram');
  });

  it('an amount with its lead word ("de 3 mil, perdón, de 4 mil")', () => {
    const r = plan('Cuando llegue una venta a mi webhook y el monto pase de 3 mil, perdón, de 4 mil pesos, avísame al canal #caja de Slack');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'filter/condition', 'slack/send_message']);
    expect(p(r, 2).right).toBe(4000);
  });

  it('a channel taken back ("por Telegram, bueno no, por Discord"): one step, the later service', () => {
    const r = plan('Cada que alguien llene el formulario con nombre y correo avísanos por Telegram, bueno no, por Discord al webhook https://discord.com/api/webhooks/777/abcToken');
    expect(labels(r)).toEqual(['form/form_submitted', 'discord/send_message']);
    expect(p(r, 2).webhook_url).toBe('https://discord.com/api/webhooks/777/abcToken');
    expect(r.status).toBe('plan_ready');
  });

  it('what was said of the service taken back goes with it; what was said of the message stays', () => {
    expect(applySelfCorrections('avísame por whats al 55 1111 2222, más bien por Telegram al chat 998877')).toBe('avísame por Telegram al chat 998877');
    expect(applySelfCorrections('mándale un correo al cliente con su folio, no, mejor un whats')).toBe('mándale un whats al cliente con su folio');
  });

  it('a phone taken back is replaced whole', () => {
    expect(applySelfCorrections('avísale al 33 1111 2222, digo, al 33 4444 5555')).toBe('avísale al 33 4444 5555');
  });

  it('"no por X" without a pause rules X out and changes nothing; the same service twice is no correction', () => {
    expect(applySelfCorrections('mándalo por whats, no por correo')).toBe('mándalo por whats, no por correo');
    expect(applySelfCorrections('mándame un email... bueno, al correo ventas@x.mx')).toBe('mándame un email... bueno, al correo ventas@x.mx');
  });
});

describe('closing courtesies ask for nothing', () => {
  it('a thanks, a greeting or a Mexican goodbye after the request is dropped', () => {
    expect(withoutSignOff('¿Me podría mandar un correo cada viernes con las ventas de la semana? Se lo agradezco.')).toBe('¿Me podría mandar un correo cada viernes con las ventas de la semana?');
    expect(withoutSignOff('cuando llegue un pedido mándame un whats al 5512345678, órale, ahí nos vemos')).toBe('cuando llegue un pedido mándame un whats al 5512345678');
  });

  it('a short thanks alone, and "de gracias" inside an order, stay', () => {
    expect(withoutSignOff('perfecto, muchas gracias')).toBe('perfecto, muchas gracias');
    expect(withoutSignOff('cuando alguien compre mándale un whats de gracias')).toBe('cuando alguien compre mándale un whats de gracias');
  });

  it('the thanks is no text of the message sent', () => {
    const r = plan('Buenas tardes. ¿Me podría hacer que 15 minutos antes de cada evento de mi calendario me llegue un Telegram al chat 5566778 con el título del evento? Muchas gracias.');
    expect(labels(r)).toEqual(['google_calendar/event_starting', 'telegram/send_message']);
    expect(String(p(r, 2).message)).toContain('{{trigger.title}}');
  });
});
