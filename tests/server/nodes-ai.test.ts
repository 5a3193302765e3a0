import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApi, type FakeApi } from './fakes/fake-api';
import { expectErrorMapping, nodeContext, runAction } from './fakes/context';
import { classify, extractFields, runBuiltin } from '../../server/nodes/ai/builtin';

describe('ai nodes', () => {
  let api: FakeApi;
  beforeAll(async () => {
    api = await startFakeApi({
      'POST /v1/chat/completions': (r) => ({ body: { model: r.json.model, choices: [{ message: { role: 'assistant', content: 'Hola desde OpenAI' } }], usage: { prompt_tokens: 12, completion_tokens: 4 } } }),
      'POST /v1/messages': (r) => ({ body: { model: r.json.model, content: [{ type: 'text', text: 'Hola desde ' }, { type: 'text', text: 'Claude' }], usage: { input_tokens: 10, output_tokens: 3 } } }),
    });
  });
  afterAll(() => api.close());
  beforeEach(() => api.reset());
  const env = () => ({ ENLAZA_OPENAI_BASE_URL: `${api.url}/v1`, ENLAZA_ANTHROPIC_BASE_URL: `${api.url}/v1` });

  it('generate_text calls OpenAI chat completions with the user key', async () => {
    const ctx = nodeContext({ env: env(), creds: { ai: { api_key: 'sk-openai', provider: 'openai' } } });
    const out = await runAction(ctx, 'ai', 'generate_text', { prompt: 'Escribe un saludo', temperature: '0.2' });
    expect(out).toEqual({ text: 'Hola desde OpenAI', model: 'gpt-4o-mini', provider: 'openai', usage: { input_tokens: 12, output_tokens: 4 }, cost: null });
    const req = api.last();
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-openai');
    expect(req.json).toEqual({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Escribe un saludo' }], temperature: 0.2 });
    await expectErrorMapping(api, 'POST /v1/chat/completions', () => runAction(ctx, 'ai', 'generate_text', { prompt: 'x', model: 'gpt-x' }), {
      unauthorized: 'OpenAI rechazó la clave: revisa o vuelve a conectar tu clave de OpenAI',
      notFound: 'El modelo gpt-x no existe en OpenAI o tu clave no tiene acceso a él',
    });
  });

  it('generate_text calls Anthropic messages when the key is an Anthropic one', async () => {
    const ctx = nodeContext({ env: env(), creds: { anthropic: { api_key: 'sk-ant' } } });
    const out = await runAction(ctx, 'ai', 'generate_text', { prompt: 'Saluda', model: 'claude-sonnet-4-5' });
    expect(out).toEqual({ text: 'Hola desde Claude', model: 'claude-sonnet-4-5', provider: 'anthropic', usage: { input_tokens: 10, output_tokens: 3 }, cost: null });
    const req = api.last();
    expect(req.path).toBe('/v1/messages');
    expect(req.headers['x-api-key']).toBe('sk-ant');
    expect(req.headers['anthropic-version']).toBe('2023-06-01');
    expect(req.json).toEqual({ model: 'claude-sonnet-4-5', max_tokens: 1024, messages: [{ role: 'user', content: 'Saluda' }] });
    await expectErrorMapping(api, 'POST /v1/messages', () => runAction(ctx, 'ai', 'generate_text', { prompt: 'x' }), {
      unauthorized: 'Anthropic rechazó la clave: revisa o vuelve a conectar tu clave de Anthropic',
      notFound: 'El modelo claude-3-5-haiku-latest no existe en Anthropic o tu clave no tiene acceso a él',
    });
  });

  it('without a key uses the built-in mode and says so', async () => {
    const ctx = nodeContext({ env: env() });
    const out = (await runAction(ctx, 'ai', 'generate_text', { prompt: 'Resume este texto:\n\nEl cliente pidió 3 cajas. Llegan el lunes. Pagará con tarjeta.' })) as Record<string, unknown>;
    expect(out).toMatchObject({ provider: 'builtin', model: 'enlaza-integrado', task: 'summarize', text: 'El cliente pidió 3 cajas. Llegan el lunes.' });
    expect(out.note).toMatch(/no un modelo de IA/);
    expect(api.requests).toHaveLength(0);
    const agent = (await runAction(ctx, 'ai_agent', 'run_agent', { prompt: 'Clasifica en: ventas, soporte. Quiero comprar y saber el precio de venta' })) as Record<string, unknown>;
    // The agent without a key is the built-in agent (server/agents/builtin.ts): text tasks use the built-in mode.
    expect(agent).toMatchObject({ provider: 'builtin', result: 'ventas', text: 'ventas', iterations: 1, tools_called: [] });
    expect(agent.note).toMatch(/^Soy el agente integrado de Enlaza/);
  });

  it('built-in extraction and classification are deterministic', () => {
    expect(extractFields('Nombre: Ana López\nCorreo ana@tienda.mx, tel +52 55 1234 5678, total $1,250.50 el 2026-12-01')).toEqual({
      emails: ['ana@tienda.mx'],
      telefonos: ['+525512345678'],
      montos: [1250.5],
      fechas: ['2026-12-01'],
      nombre: 'Ana López',
    });
    expect(classify('La factura llegó mal, necesito soporte técnico urgente', ['ventas', 'soporte', 'quejas']).category).toBe('soporte');
    expect(classify('nada que ver', ['ventas', 'soporte']).category).toBeNull();
    expect(runBuiltin('Extrae los datos: contacto luis@correo.mx')).toMatchObject({ task: 'extract', data: { emails: ['luis@correo.mx'] } });
  });
});
