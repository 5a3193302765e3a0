import { describe, expect, it } from 'vitest';
import { planRequest } from '../../server/planner';
import { paramError } from '../../server/planner/catalog';
import { findAction, findNode } from '../../server/nodes';
import { ExecutionPlan } from '../../contracts/plan';

const plan = (message: string, extra: Parameters<typeof planRequest>[0] extends infer P ? Partial<P> : never = {}) =>
  planRequest({ message, ...extra });
const ids = (r: ReturnType<typeof planRequest>) => r.execution_plan?.map((s) => `${s.node_id}/${s.action_id}`);

describe('planner: issue 2 minimum', () => {
  it('webhook → HTTP POST of the received body', () => {
    const r = plan('Cuando llegue una petición a mi webhook, envía los datos a https://example.test/hook');
    expect(r.status).toBe('plan_ready');
    expect(r.workflow_action).toBe('plan_created');
    expect(ids(r)).toEqual(['webhook/webhook_received', 'http/request']);
    expect(r.execution_plan![1].params).toEqual({ url: 'https://example.test/hook', method: 'POST', body: '{{trigger.body}}' });
  });

  it('numbers steps from 1 with ids and Spanish names from the catalogue', () => {
    const r = plan('Cuando llegue una petición a mi webhook, envía los datos a https://example.test/hook');
    expect(r.execution_plan).toEqual([
      { step: 1, id: 'step_1', node_id: 'webhook', action_id: 'webhook_received', node_name: findNode('webhook')!.name, action_name: findAction('webhook', 'webhook_received')!.name, params: {} },
      expect.objectContaining({ step: 2, id: 'step_2', node_name: findNode('http')!.name, action_name: findAction('http', 'request')!.name }),
    ]);
    expect(ExecutionPlan.safeParse(r.execution_plan).success).toBe(true);
  });

  it('schedule trigger: "cada lunes a las 9"', () => {
    const r = plan('cada lunes a las 9 envía un correo a jefe@tienda.mx');
    expect(r.execution_plan![0]).toMatchObject({ node_id: 'schedule', action_id: 'cron', params: { cron_expression: '0 9 * * 1', timezone: 'America/Mexico_City' } });
    expect(plan('cada lunes a las 9 envía un correo a a@b.mx', { timezone: 'America/Cancun' }).execution_plan![0].params!.timezone).toBe('America/Cancun');
  });

  it.each([
    ['haz una petición GET a https://api.test/precios', 'GET'],
    ['manda un POST a https://api.test/pedidos', 'POST'],
    ['haz un PUT a https://api.test/pedidos/1', 'PUT'],
    ['haz un DELETE a https://api.test/pedidos/1', 'DELETE'],
    ['consulta https://api.test/clima', 'GET'],
    ['borra el registro en https://api.test/x/1', 'DELETE'],
    ['actualiza el inventario en https://api.test/inventario', 'PUT'],
  ])('HTTP step: %s → %s', (message, method) => {
    const r = plan(message);
    expect(ids(r)).toEqual(['manual/manual_trigger', 'http/request']);
    expect(r.execution_plan![1].params).toMatchObject({ url: expect.stringMatching(/^https:\/\/api\.test\//), method });
  });

  it('extracts URLs without trailing punctuation', () => {
    const r = plan('Consulta https://api.test/v1/items?limit=5.');
    expect(r.execution_plan![1].params!.url).toBe('https://api.test/v1/items?limit=5');
  });

  it('send-email step with addresses, quoted subject and body', () => {
    const r = plan('Envía un correo a ana@tienda.mx y pedro@tienda.mx con asunto "Pedido listo" y mensaje "Ya puedes pasar por él"');
    expect(ids(r)).toEqual(['manual/manual_trigger', 'email/send_email']);
    expect(r.execution_plan![1].params).toEqual({ to: 'ana@tienda.mx, pedro@tienda.mx', subject: 'Pedido listo', body: 'Ya puedes pasar por él' });
  });

  it('two bare quotes read as subject then body; one bare quote as the body', () => {
    expect(plan('manda un email a a@b.mx "Hola" "Tu pedido salió"').execution_plan![1].params).toMatchObject({ subject: 'Hola', body: 'Tu pedido salió' });
    const one = plan('manda un email a a@b.mx diciendo "Tu pedido salió"').execution_plan![1].params!;
    expect(one.body).toBe('Tu pedido salió');
    expect(one.subject).toBe('Notificación de Enlaza');
  });

  it('manual trigger first when no trigger is mentioned', () => {
    const r = plan('avísame por Slack en #ventas');
    expect(ids(r)).toEqual(['manual/manual_trigger', 'slack/send_message']);
    expect(r.reply).toMatch(/Ejecutar/);
  });

  it('a missing required detail asks for a smart form instead of guessing', () => {
    const r = plan('envía un correo con asunto "Hola"');
    expect(r.status).toBe('smart_forms_required');
    expect(r.smart_forms_required).toBe(true);
    expect(r.workflow_action).toBe('plan_created');
    expect(r.smart_form!.sections[0].fields).toEqual([expect.objectContaining({ id: '2.to', label: 'Para', required: true, format: 'email' })]);
    expect(r.reply).toMatch(/formulario/);
  });

  it('explains the plan in plain Spanish', () => {
    const r = plan('Cuando llegue una petición a mi webhook, envía los datos a https://example.test/hook');
    expect(r.reply).toMatch(/^¡Listo!/);
    expect(r.reply).toContain('1. Inicio');
    expect(r.reply).toContain('dirección web');
    expect(r.reply).toContain('https://example.test/hook');
    expect(r.reply).not.toMatch(/webhook_received|node_id|\{\{/);
  });
});

/** Stands in for the engine's templating: each `{{…}}` becomes a plausible runtime value. */
function resolved(params: Record<string, unknown>): Record<string, unknown> {
  const sample = (path: string) => (/(email|from)$/.test(path) ? 'persona@example.test' : /telefono$/.test(path) ? '5512345678' : 'texto');
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v.replace(/\{\{\s*([^}]+?)\s*\}\}/g, (_m, p) => sample(p)) : v]));
}

describe('planner: every complete plan satisfies the catalogue schemas', () => {
  const corpus = [
    'Cuando llegue una petición a mi webhook, envía los datos a https://example.test/hook',
    'cada lunes a las 9 mándame un correo a jefe@tienda.mx con asunto "Reporte" y mensaje "Revisa las ventas"',
    'todos los días a las 8:30 pm avísame por slack en #ventas',
    'cada 15 minutos consulta https://api.test/x y si el estado es caido avísame por telegram al chat 123456',
    'de lunes a viernes a las 7 mándame un whatsapp al 55 1234 5678',
    'cuando alguien llene el formulario con nombre, email y telefono, espera 10 minutos y mándale un correo de bienvenida',
    'cuando llegue un pedido, si el monto es mayor a 1000 avísame por discord https://discord.com/api/webhooks/1/abc',
    'cuando haya un push en github crea un issue en mi-org/mi-repo',
    'cada viernes a las 6 pm lee mi hoja https://docs.google.com/spreadsheets/d/1AbCdEfGhIjK/edit, resúmela con IA y mándamela por slack #gerencia',
    'cuando llegue un correo de cliente@acme.mx respóndele con "Gracias, te contesto pronto"',
    'el primer día de cada mes a las 8 crea una carpeta "Facturas" en drive',
    'todos los días a las 11 pm guarda en postgres con "INSERT INTO cortes VALUES (now())"',
  ];
  it.each(corpus)('%s', (message) => {
    const r = plan(message);
    expect(r.status).toBe('plan_ready');
    for (const s of r.execution_plan!) {
      expect(findAction(s.node_id, s.action_id), `${s.node_id}/${s.action_id}`).toBeDefined();
      expect(paramError(s.node_id, s.action_id, resolved(s.params!)), `${s.node_id}/${s.action_id}`).toBeNull();
    }
    expect(r.execution_plan!.map((s) => s.step)).toEqual(r.execution_plan!.map((_, i) => i + 1));
    // Only the first step is a trigger.
    expect(r.execution_plan!.slice(1).every((s) => findNode(s.node_id)!.actions.some((a) => a.action_id === s.action_id))).toBe(true);
  });
});
