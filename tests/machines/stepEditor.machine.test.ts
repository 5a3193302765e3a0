import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Catalogue, PlanStep } from '../../contracts';
import { stepEditorMachine } from '../../machines/stepEditor.machine';
import { applyValues, ERR_EMAIL, ERR_JSON, ERR_NUMBER, ERR_REQUIRED, ERR_URL, errRange, fieldError, fieldsFor, inferKind } from '../../machines/stepFields';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

const emailSchema = {
  type: 'object',
  properties: {
    to: { type: 'string', description: 'Para' },
    subject: { type: 'string', description: 'Asunto' },
    body: { type: 'string', description: 'Mensaje' },
    html: { type: 'boolean', description: 'Mensaje en HTML' },
  },
  required: ['to', 'subject', 'body'],
};
const aiSchema = {
  type: 'object',
  properties: {
    prompt: { type: 'string', description: 'Instrucción (prompt)' },
    temperature: { type: 'number', minimum: 0, maximum: 1, description: 'Temperatura' },
  },
  required: ['prompt'],
};
const scheduleSchema = {
  type: 'object',
  properties: {
    cron_expression: { type: 'string', minLength: 1, description: 'Expresión cron', format: 'cron' },
    timezone: { type: 'string', description: 'Zona horaria', format: 'timezone' },
  },
  required: ['cron_expression'],
};
const catalogue: Catalogue = {
  nodes: [
    { node_id: 'schedule', name: 'Programación', service: 'schedule', category: 'trigger', auth: { mechanism: 'none' }, webhook: false, actions: [{ action_id: 'cron', name: 'Según horario (cron)', description: '', kind: 'trigger', schema: scheduleSchema }] },
    { node_id: 'email', name: 'Correo (SMTP)', service: 'email', category: 'communication', auth: { mechanism: 'api_key' }, webhook: false, actions: [{ action_id: 'send_email', name: 'Enviar correo', description: '', kind: 'action', schema: emailSchema }] },
    { node_id: 'ai', name: 'IA', service: 'ai', category: 'ai', auth: { mechanism: 'none' }, webhook: false, actions: [{ action_id: 'generate_text', name: 'Generar texto', description: '', kind: 'action', schema: aiSchema }] },
  ],
};
const step: PlanStep = { step: 2, node_id: 'email', action_id: 'send_email', params: { to: 'ana@tienda.mx', subject: 'Hola', body: '{{trigger.body}}' } };
const scheduleStep: PlanStep = { step: 1, node_id: 'schedule', action_id: 'cron', params: { cron_expression: '0 9 * * 1' } };
const BAD_CRON = 'La expresión cron "61 25 * * 9" no es válida: el minuto debe estar entre 0 y 59';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('stepEditor machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: stepEditorMachine,
      promiseActors: ['fetchCatalogue'],
      inputs: [undefined],
      events: (s) => [
        { type: 'step.edit', step },
        { type: 'step.edit', step: scheduleStep },
        ...(s.matches('editing') && s.context.step?.node_id === 'email' ? [{ type: 'field.change', name: 'to', value: '' }, { type: 'field.change', name: 'to', value: 'b@c.mx' }] : []),
        ...(s.matches('editing') && s.context.step?.node_id === 'schedule'
          ? [{ type: 'field.change', name: 'cron_expression', value: '61 25 * * 9' }, { type: 'field.change', name: 'cron_expression', value: '0 9 * * 1' }]
          : []),
        { type: 'save' },
        { type: 'retry' },
        { type: 'close' },
      ],
      outputs: { fetchCatalogue: () => [catalogue] },
      errors: { fetchCatalogue: () => [new Error('caído')] },
      serializeState: (s) => JSON.stringify([s.value, s.context.catalogue !== null, s.context.step?.node_id ?? null, s.context.values.to ?? null, s.context.values.cron_expression ?? null, Object.keys(s.context.errors)]),
    });
    expectFullCoverage(report);
  });
});

describe('stepEditor machine — scenarios', () => {
  it('loads the catalogue once, validates, and hands back the edited step with typed params', async () => {
    const fetchCatalogue = vi.fn(async () => catalogue);
    const saveStep = vi.fn();
    const actor = createActor(stepEditorMachine.provide({ actors: { fetchCatalogue: fake(fetchCatalogue) }, actions: { saveStep: (_, p) => saveStep(p.step) } })).start();
    actor.send({ type: 'step.edit', step });
    await flush();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.fields.map((f) => [f.name, f.label, f.kind, f.required])).toEqual([
      ['to', 'Para', 'email', true],
      ['subject', 'Asunto', 'text', true],
      ['body', 'Mensaje', 'textarea', true],
      ['html', 'Mensaje en HTML', 'checkbox', false],
    ]);
    actor.send({ type: 'field.change', name: 'to', value: '' });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().context.errors).toEqual({ to: ERR_REQUIRED });
    actor.send({ type: 'field.change', name: 'to', value: 'ventas' });
    expect(actor.getSnapshot().context.errors).toEqual({ to: ERR_EMAIL });
    actor.send({ type: 'field.change', name: 'to', value: 'ventas@tienda.mx' });
    actor.send({ type: 'field.change', name: 'html', value: true });
    actor.send({ type: 'save' });
    expect(saveStep).toHaveBeenCalledWith({ ...step, params: { to: 'ventas@tienda.mx', subject: 'Hola', body: '{{trigger.body}}', html: true } });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    actor.send({ type: 'step.edit', step: { step: 3, node_id: 'ai', action_id: 'generate_text', params: { prompt: 'Resume' } } });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(fetchCatalogue).toHaveBeenCalledTimes(1);
  });

  it('checks a cron as it is typed with croner, previews it in Spanish, and refuses to save it while invalid', async () => {
    const saveStep = vi.fn();
    const actor = createActor(stepEditorMachine.provide({ actors: { fetchCatalogue: fake(async () => catalogue) }, actions: { saveStep: (_, p) => saveStep(p.step) } })).start();
    actor.send({ type: 'step.edit', step: scheduleStep });
    await flush();
    const ctx = () => actor.getSnapshot().context;
    expect(ctx().fields.map((f) => [f.name, f.kind, f.required, f.bindable])).toEqual([['cron_expression', 'cron', true, false], ['timezone', 'timezone', false, false]]);
    expect(ctx().previews).toEqual({ cron_expression: 'Cada lunes a las 9:00 a. m. (hora del centro de México)' });

    actor.send({ type: 'field.change', name: 'cron_expression', value: '61 25 * * 9' });
    expect(ctx().errors).toEqual({ cron_expression: BAD_CRON });
    expect(ctx().previews).toEqual({});
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(saveStep).not.toHaveBeenCalled();
    actor.send({ type: 'field.change', name: 'cron_expression', value: 'cada rato' });
    expect(ctx().errors.cron_expression).toBe('La expresión cron "cada rato" no es válida: debe tener 5 partes: minuto hora día mes día-de-la-semana');
    // the trigger has no earlier data: a reference there is taken as written
    actor.send({ type: 'field.change', name: 'cron_expression', value: '{{trigger.body.cron}}' });
    expect(ctx().errors.cron_expression).toMatch(/^La expresión cron "\{\{trigger\.body\.cron\}\}" no es válida/);

    actor.send({ type: 'field.change', name: 'cron_expression', value: '*/15 9-17 * * 1-5' });
    expect(ctx().errors).toEqual({});
    expect(ctx().previews.cron_expression).toBe('Cada 15 minutos entre las 9:00 a. m. y las 5:00 p. m. de lunes a viernes (hora del centro de México)');
    actor.send({ type: 'field.change', name: 'timezone', value: 'Marte/Base' });
    expect(ctx().errors).toEqual({ timezone: 'Zona horaria inválida: "Marte/Base" (por ejemplo America/Mexico_City)' });
    actor.send({ type: 'field.change', name: 'timezone', value: 'America/Tijuana' });
    expect(ctx().errors).toEqual({});
    expect(ctx().previews.cron_expression).toBe('Cada 15 minutos entre las 9:00 a. m. y las 5:00 p. m. de lunes a viernes (hora de Tijuana)');
    // an unusual shape: the next three runs, in Spanish, in the schedule's zone
    actor.send({ type: 'field.change', name: 'cron_expression', value: '30 8 1-7 * 1' });
    expect(ctx().previews.cron_expression).toMatch(/^Próximas ejecuciones \(hora de Tijuana\): [^;]+; [^;]+; [^;]+$/);
    expect(ctx().previews.cron_expression).toMatch(/8:30/);

    actor.send({ type: 'save' });
    expect(saveStep).toHaveBeenCalledWith({ ...scheduleStep, params: { cron_expression: '30 8 1-7 * 1', timezone: 'America/Tijuana' } });
  });

  it('a yes/no parameter is a switch: only true or false, never a typed answer', async () => {
    const saveStep = vi.fn();
    const actor = createActor(stepEditorMachine.provide({ actors: { fetchCatalogue: fake(async () => catalogue) }, actions: { saveStep: (_, p) => saveStep(p.step) } })).start();
    actor.send({ type: 'step.edit', step: { ...step, params: { ...step.params, html: 'quizás' } } });
    await flush();
    expect(actor.getSnapshot().context.fields.find((f) => f.name === 'html')).toMatchObject({ kind: 'checkbox', bindable: true });
    expect(actor.getSnapshot().context.values.html).toBe(false);
    actor.send({ type: 'save' });
    expect(saveStep.mock.calls[0][0].params.html).toBe(false);
  });

  it('a failed catalogue load can be retried', async () => {
    let fail = true;
    const actor = createActor(stepEditorMachine.provide({ actors: { fetchCatalogue: fake(async () => { if (fail) throw new Error('sin red'); return catalogue; }) } })).start();
    actor.send({ type: 'step.edit', step });
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('sin red');
    fail = false;
    actor.send({ type: 'retry' });
    await flush();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });
});

describe('step fields (spec §5 step editor rules)', () => {
  it('infers types from names and schema types', () => {
    expect(inferKind('from_email', undefined, '')).toBe('email');
    expect(inferKind('to', undefined, '')).toBe('email');
    expect(inferKind('token', undefined, '')).toBe('text');
    expect(inferKind('webhook_url', undefined, '')).toBe('url');
    expect(inferKind('model', undefined, '')).toBe('select');
    expect(inferKind('message', undefined, '')).toBe('textarea');
    expect(inferKind('temperature', undefined, '')).toBe('number');
    expect(inferKind('max_iterations', undefined, '')).toBe('number');
    expect(inferKind('enabled', undefined, true)).toBe('checkbox');
    expect(inferKind('headers', { type: 'object' }, undefined)).toBe('json');
    expect(inferKind('method', { type: 'string', enum: ['GET', 'POST'] }, 'GET')).toBe('select');
  });

  it('requires the spec fields, hints temperature and cron, and checks ranges, urls, json and templates', () => {
    const fields = fieldsFor({ step: 3, node_id: 'ai', action_id: 'generate_text', params: { prompt: 'x' } }, aiSchema);
    const temp = fields.find((f) => f.name === 'temperature')!;
    expect(temp).toMatchObject({ kind: 'number', hint: 'De 0.0 a 1.0', min: 0, max: 1, required: false });
    expect(fieldError(temp, '1.5')).toBe(errRange(0, 1));
    expect(fieldError(temp, 'alta')).toBe(ERR_NUMBER);
    const cron = fieldsFor({ step: 1, node_id: 'schedule', action_id: 'cron', params: { cron_expression: '0 9 * * 1' } }, null)[0];
    expect(cron).toMatchObject({ required: true, hint: 'Formato: minuto hora día mes día-de-la-semana' });
    expect(fieldError({ name: 'url', label: 'URL', kind: 'url', required: true }, 'ftp://x')).toBe(ERR_URL);
    expect(fieldError({ name: 'url', label: 'URL', kind: 'url', required: true }, '{{steps.2.output.link}}')).toBeNull();
    expect(fieldError({ name: 'headers', label: 'Encabezados', kind: 'json', required: false }, '{nope')).toBe(ERR_JSON);
    const headers = { name: 'headers', label: 'Encabezados', kind: 'json' as const, required: false };
    expect(applyValues({ step: 2, node_id: 'http', action_id: 'request', parameters: { url: 'x' } }, [headers], { headers: '{"a":"1"}' })).toEqual({ step: 2, node_id: 'http', action_id: 'request', params: { headers: { a: '1' } } });
  });
});
