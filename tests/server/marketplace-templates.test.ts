/**
 * Every marketplace template is a workflow the product can really run: its plan passes the same
 * catalogue checks as a saved flow, its parameters pass the nodes' own zod schemas once the blanks a
 * business fills in (its spreadsheet id, its Slack channel…) are filled with the template's
 * examples, nothing else is missing, and every `{{…}}` reference points at data that exists.
 */
import { describe, expect, it } from 'vitest';
import { resolveString } from '../../server/engine/templating';
import { checkSpecAgainstCatalogue, checkStepParams, paramProblemText } from '../../server/flows/validate';
import { instantiate, serviceNames } from '../../server/marketplace/catalog';
import { installMessage } from '../../server/marketplace/install';
import { TEMPLATES } from '../../server/marketplace/templates';
import { CATEGORIES, OWNER_EMAIL, type Template } from '../../server/marketplace/types';
import { findNode } from '../../server/nodes';
import { missingParams } from '../../server/planner/catalog';
import { sampleTriggerOutput } from '../../server/simulation/sample-triggers';
import type { PlanStep } from '../../contracts/plan';

const TZ = 'America/Mexico_City';
const plan = (t: Template, ownerEmail = 'dueña@tienda.mx') => instantiate(t, { ownerEmail, timezone: TZ });

/** The plan with every blank filled from the template's examples. */
function completed(t: Template): PlanStep[] {
  return plan(t).map((s) => {
    const params = { ...s.params };
    for (const [key, value] of Object.entries(t.examples)) {
      const [step, name] = key.split('.');
      if (Number(step) === s.step) params[name] = value;
    }
    return { ...s, params };
  });
}

const references = (value: unknown): string[] => [...JSON.stringify(value).matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1]);

/** Where each data-producing action leaves its result (the planner's STEP_OUTPUT, server/planner/refs.ts). */
const STEP_OUTPUT: Record<string, string> = {
  'ai.generate_text': 'text',
  'ai_agent.run_agent': 'result',
  'http.request': 'body',
  'google_sheets.read_rows': 'rows',
  'google_calendar.list_events': 'events',
  'postgres.query': 'rows',
};

/** Trigger outputs whose inner shape is the sender's (an order's body, a sheet row's headers). */
const FREE_FORM: Record<string, string> = { webhook: 'body', google_sheets: 'record' };

/** What `{{trigger.…}}` can name in this template's trigger: the form's own fields, else the node's real output. */
function triggerSample(t: Template): Record<string, unknown> {
  const first = t.steps[0];
  if (first.node_id === 'form') {
    const fields = (first.params.fields as string[]).map((f) => [f, `valor de ${f}`]);
    const body = Object.fromEntries(fields);
    return { ...body, body, query: {}, submitted_at: '2026-11-23T15:00:00.000Z' };
  }
  return sampleTriggerOutput(first.node_id, new Date('2026-11-23T15:00:00Z'), TZ) as Record<string, unknown>;
}

function referenceProblems(t: Template): string[] {
  const problems: string[] = [];
  const sample = triggerSample(t);
  const trigger = t.steps[0].node_id;
  t.steps.forEach((s, i) => {
    const n = i + 1;
    for (const ref of references(s.params)) {
      const parts = ref.split('.');
      if (parts[0] === 'trigger') {
        if (i === 0) problems.push(`paso ${n}: el disparador no puede usar {{${ref}}}`);
        else if (FREE_FORM[trigger] === parts[1] && parts.length > 2) continue;
        else if (resolveString(`{{${ref}}}`, { trigger: sample, steps: {} }) === undefined) problems.push(`paso ${n}: {{${ref}}} no existe en la salida de ${trigger}`);
      } else if (parts[0] === 'steps') {
        const from = Number(parts[1]);
        const source = t.steps[from - 1];
        const key = source ? STEP_OUTPUT[`${source.node_id}.${source.action_id}`] : undefined;
        if (!(from > 1 && from < n)) problems.push(`paso ${n}: {{${ref}}} no apunta a un paso anterior`);
        else if (parts[2] !== 'output' || parts[3] !== key) problems.push(`paso ${n}: {{${ref}}}: el paso ${from} deja su resultado en output.${key}`);
      } else problems.push(`paso ${n}: referencia desconocida {{${ref}}}`);
    }
  });
  return problems;
}

describe('marketplace templates', () => {
  it('are at least 24, with unique ids, across all seven kinds of business', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(TEMPLATES.map((t) => t.template_id)).size).toBe(TEMPLATES.length);
    expect(new Set(TEMPLATES.map((t) => t.name)).size).toBe(TEMPLATES.length);
    for (const category of Object.keys(CATEGORIES)) expect(TEMPLATES.filter((t) => t.category === category).length, category).toBeGreaterThanOrEqual(3);
    for (const t of TEMPLATES) {
      expect(t.template_id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(t.name.length, t.template_id).toBeLessThanOrEqual(50);
      expect(t.description.length, t.template_id).toBeGreaterThan(40);
    }
  });

  it.each(TEMPLATES.map((t) => [t.template_id, t] as const))('%s: its plan passes the catalogue checks and the node schemas', (_id, t) => {
    // The plan as installed: known nodes and actions, trigger first and only first.
    expect(checkSpecAgainstCatalogue({ steps: plan(t) })).toBeNull();
    // The blanks are exactly the required parameters the examples fill in…
    const blanks = plan(t).flatMap((s) => missingParams(s.node_id, s.action_id, s.params ?? {}).map((p) => `${s.step}.${p.name}`));
    expect(blanks.sort()).toEqual(Object.keys(t.examples).sort());
    // …and once filled, every step's parameters pass its action's zod schema.
    const problem = checkStepParams(completed(t));
    expect(problem && paramProblemText(problem)).toBeNull();
    // References name data that the trigger or an earlier step really produces.
    expect(referenceProblems(t)).toEqual([]);
  });

  it('fills the owner email at install time, and leaves it blank (asked) when the account has none', () => {
    const t = TEMPLATES.find((x) => JSON.stringify(x.steps).includes(OWNER_EMAIL))!;
    const withEmail = plan(t, 'luz@fonda.mx');
    expect(JSON.stringify(withEmail)).not.toContain(OWNER_EMAIL);
    expect(JSON.stringify(withEmail)).toContain('luz@fonda.mx');
    const without = instantiate(t, { ownerEmail: null, timezone: TZ });
    const emailStep = without.find((s) => s.node_id === 'email')!;
    expect(missingParams('email', 'send_email', emailStep.params!).map((p) => p.name)).toEqual(['to']);
  });

  it('numbers the steps, names them from the catalogue and puts schedules in the server timezone', () => {
    const t = TEMPLATES.find((x) => x.steps[0].node_id === 'schedule')!;
    const p = instantiate(t, { ownerEmail: 'a@b.mx', timezone: 'America/Monterrey' });
    expect(p.map((s) => s.step)).toEqual(p.map((_, i) => i + 1));
    expect(p[0]).toMatchObject({ id: 'step_1', node_name: 'Programación', action_name: 'Según horario (cron)', params: { timezone: 'America/Monterrey' } });
    // the template data itself is never changed by an install
    expect(t.steps[0].params.timezone).toBeUndefined();
  });

  it('lists the services in Spanish without helpers, and explains what is missing in the first message', () => {
    const bigOrders = TEMPLATES.find((x) => x.template_id === 'ecommerce-pedidos-grandes')!;
    expect(serviceNames(bigOrders)).toEqual(['Webhook', 'Telegram']); // the filter is a helper
    for (const t of TEMPLATES) for (const name of serviceNames(t)) expect(findNode(name), `${t.template_id}: ${name} must be a display name`).toBeUndefined();
    const text = installMessage(bigOrders, plan(bigOrders));
    expect(text).toContain('Instalé la plantilla «Aviso de pedidos grandes» (Tiendas en línea).');
    expect(text).toContain('(falta: ID del chat)');
    expect(text).toContain('«Editar»');
    const complete = TEMPLATES.find((x) => Object.keys(x.examples).length === 0)!;
    expect(installMessage(complete, plan(complete))).not.toContain('falta');
  });
});
