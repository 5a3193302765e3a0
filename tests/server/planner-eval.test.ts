import { describe, expect, it } from 'vitest';
import { CASES, EXACT_BLIND_CASES, FLOOR_CASES, GROUPS } from '../../bench/planner-eval';
import { evaluate, scoreCase } from '../../bench/planner-eval/score';
import { findAction } from '../../server/nodes';

/**
 * The evaluation set (bench/planner-eval) as a behavioural floor: at least 95 % of the requests
 * get exactly the plan a careful human would build. Latency is measured by `npm run bench`, not here.
 */
describe('planner evaluation set', () => {
  it('has at least 120 cases across business types, follow-ups, clarifications and small talk', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(120);
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
    expect(Object.keys(GROUPS).length).toBeGreaterThanOrEqual(8);
    expect(CASES.some((c) => c.turns.length > 1)).toBe(true);
    expect(CASES.some((c) => c.expect.status === 'clarification_needed')).toBe(true);
  });

  it('expects only steps the catalogue has', () => {
    for (const c of CASES) {
      for (const id of [c.expect.trigger, ...(c.expect.actions ?? [])].filter(Boolean) as string[]) {
        const [node, action] = id.split('/');
        expect(findAction(node, action), `${c.id}: ${id}`).toBeDefined();
      }
    }
  });

  it('the held-out batches use every trigger and action of the catalogue', () => {
    const held = Object.entries(GROUPS).filter(([name]) => name.startsWith('holdout')).flatMap(([, cases]) => cases);
    expect(held.length).toBeGreaterThanOrEqual(110);
    const used = new Set(held.flatMap((c) => [c.expect.trigger, ...(c.expect.actions ?? [])]));
    const catalogue = ['manual/manual_trigger', 'webhook/webhook_received', 'webhook/respond', 'form/form_submitted', 'schedule/cron',
      'gmail/new_email', 'gmail/send_email', 'google_sheets/new_row', 'google_sheets/append_row', 'google_sheets/read_rows',
      'google_drive/new_file', 'google_drive/upload_file', 'google_drive/create_folder', 'google_calendar/event_starting',
      'google_calendar/create_event', 'google_calendar/list_events', 'slack/slack_webhook', 'slack/send_message', 'telegram/new_message',
      'telegram/send_message', 'discord/send_message', 'whatsapp/send_message', 'github/github_webhook', 'github/create_issue',
      'http/request', 'email/send_email', 'ai/generate_text', 'ai_agent/run_agent', 'postgres/query', 'transform/set_fields',
      'filter/condition', 'delay/wait'];
    expect(catalogue.filter((a) => !used.has(a))).toEqual([]);
  });

  it('plans at least 95 % of the requests exactly (batches still in progress aside)', () => {
    const summary = evaluate(FLOOR_CASES);
    const report = summary.failures.map((f) => `${f.id}: ${f.problems.join('; ')}`).join('\n');
    expect(summary.exact, report).toBeGreaterThanOrEqual(0.95);
    expect(summary.triggerAccuracy).toBeGreaterThanOrEqual(0.95);
    expect(summary.paramAccuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps every case of the blind batches it plans exactly exact', () => {
    expect(EXACT_BLIND_CASES.length).toBeGreaterThanOrEqual(18 * 40);
    const missed = EXACT_BLIND_CASES.map((c) => scoreCase(c)).filter((r) => !r.exact);
    expect(missed.map((r) => `${r.id}: ${r.problems.join('; ')}`)).toEqual([]);
  });

  it('scores a wrong plan as not exact (the scorer is not vacuous)', () => {
    const wrong = { ...CASES[0], expect: { ...CASES[0].expect, actions: ['slack/send_message'] } };
    expect(scoreCase(wrong).exact).toBe(false);
    const wrongParam = { id: 'x', business: 'x', turns: ['cada lunes a las 9 avísame por slack #ventas'], expect: { status: 'plan_ready' as const, params: { '1.cron_expression': '0 10 * * 1' } } };
    expect(scoreCase(wrongParam)).toMatchObject({ exact: false, paramHits: 0, paramTotal: 1 });
  });
});
