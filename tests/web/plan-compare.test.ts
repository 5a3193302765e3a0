import { describe, expect, it } from 'vitest';
import { planFingerprint, samePlan } from '../../contracts/plan-compare';

describe('samePlan (the "cambios sin guardar" comparison)', () => {
  const saved = [
    { step: 1, node_id: 'webhook', action_id: 'webhook_received', params: {} },
    { step: 2, node_id: 'http', action_id: 'request', params: { url: 'https://a.mx/v1', method: 'POST', body: { lead: '{{trigger.body.email}}', n: [1, 2] } } },
  ];

  it('ignores labels, step numbers, key order, `parameters` vs `params` and undefined members', () => {
    const shown = [
      { step: 7, node_id: 'webhook', action_id: 'webhook_received', node_name: 'Webhook', id: 'x' },
      { step: 8, node_id: 'http', action_id: 'request', action_name: 'Solicitud', parameters: { method: 'POST', body: { n: [1, 2], lead: '{{trigger.body.email}}' }, url: 'https://a.mx/v1', extra: undefined } },
    ];
    expect(samePlan(shown, saved)).toBe(true);
    expect(planFingerprint(shown)).toBe(planFingerprint(saved));
  });

  it('sees every change of node, action, params (deep) and order', () => {
    const withParam = (params: object) => [saved[0], { ...saved[1], params }];
    expect(samePlan(withParam({ ...saved[1].params, url: 'https://a.mx/v2' }), saved)).toBe(false);
    expect(samePlan(withParam({ ...saved[1].params, body: { lead: '{{trigger.body.email}}', n: [2, 1] } }), saved)).toBe(false);
    expect(samePlan(withParam({ ...saved[1].params, timeout: 5 }), saved)).toBe(false);
    expect(samePlan(withParam({ ...saved[1].params, method: '' }), saved)).toBe(false);
    expect(samePlan([saved[0], { ...saved[1], action_id: 'otra' }], saved)).toBe(false);
    expect(samePlan([saved[0], { ...saved[1], node_id: 'otro' }], saved)).toBe(false);
    expect(samePlan([saved[1], saved[0]], saved)).toBe(false);
    expect(samePlan(saved.slice(0, 1), saved)).toBe(false);
    expect(samePlan(null, saved)).toBe(false);
    expect(samePlan(null, undefined)).toBe(true);
  });
});
