import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTools, runTool, toolInputSchema, toolName, type ToolContext } from '../../server/agents/tools';
import { findAction } from '../../server/nodes';
import { startFakeApi, type FakeApi } from './fakes/fake-api';
import { nodeContext, stepError } from './fakes/context';

/** The agent's tools: which catalogue actions they are, their Spanish names, and how one runs. */
describe('agent tools', () => {
  let api: FakeApi;
  beforeAll(async () => {
    api = await startFakeApi({
      'POST /bot:token/sendMessage': (r) => ({ body: { ok: true, result: { message_id: 3, chat: { id: Number(r.json.chat_id) }, date: 1_700_000_000 } } }),
      'POST /bot:token/getUpdates': { status: 409, body: { ok: false, description: 'Conflict: can\'t use getUpdates method while webhook is active' } },
    });
  });
  afterAll(() => api.close());

  const ctx = (creds: Record<string, Record<string, unknown>> = {}): ToolContext => {
    const c = nodeContext({ env: { ENLAZA_TELEGRAM_API_URL: api.url }, creds });
    return { ...c, timeoutMs: 5_000 };
  };

  it('resolves the step\'s tools by id, path, Spanish name or node; never triggers, itself or flow control', () => {
    expect(resolveTools(['gmail/send_email', 'Telegram · Enviar mensaje', 'google_sheets', 'webhook.webhook_received', 'ai_agent.run_agent', 'delay.wait', 'nada'], [])).toEqual([
      'gmail.send_email', 'telegram.send_message', 'google_sheets.append_row', 'google_sheets.read_rows',
    ]);
    expect(resolveTools('http.request, slack.send_message', [])).toEqual(['http.request', 'slack.send_message']);
    const plan = [
      { step: 1, node_id: 'form', action_id: 'form_submitted', params: {} },
      { step: 2, node_id: 'ai_agent', action_id: 'run_agent', params: {} },
      { step: 3, node_id: 'filter', action_id: 'condition', params: {} },
      { step: 4, node_id: 'gmail', action_id: 'send_email', params: {} },
    ];
    expect(resolveTools(undefined, plan)).toEqual(['gmail.send_email']);
    expect(toolName('gmail.send_email')).toBe('Gmail · Enviar correo');
    expect(toolName('no.existe')).toBe('Herramienta desconocida');
    expect(toolInputSchema('telegram.send_message')).toMatchObject({ type: 'object', required: ['chat_id', 'message'] });
    expect(toolInputSchema('telegram.send_message')).not.toHaveProperty('$schema');
  });

  it("runs only the agent's tools, with the action's own checks, and the owner's credentials whatever the arguments say", async () => {
    const refused = await runTool(ctx(), ['http.request'], 'telegram.send_message', { chat_id: 1, message: 'x' });
    expect(refused).toEqual({ ok: false, error: 'La herramienta «Telegram · Enviar mensaje» no está permitida para este agente' });
    expect(await runTool(ctx(), ['ai_agent.run_agent'], 'ai_agent.run_agent', { prompt: 'x' })).toEqual({ ok: false, error: 'La herramienta «Agente de IA · Ejecutar agente» no está permitida para este agente' });
    const invalid = await runTool(ctx(), ['telegram.send_message'], 'telegram.send_message', { chat_id: '5' });
    expect(invalid).toEqual({ ok: false, error: 'Parámetros inválidos: El campo "Mensaje" es obligatorio' });
    const noBot = await runTool(ctx(), ['telegram.send_message'], 'telegram.send_message', { chat_id: '5', message: 'hola' });
    expect(noBot).toEqual({ ok: false, error: 'Falta conectar tu cuenta de Telegram' });

    api.reset();
    const owner = '444444444:DDDuenoBotTokenForToolTests_abcdefghij';
    const sent = await runTool(ctx({ telegram: { bot_token: owner } }), ['telegram.send_message'], 'telegram.send_message', { chat_id: '5', message: 'hola', bot_token: '999:otro', user_id: 'otro-usuario' });
    expect(sent).toEqual({ ok: true, output: { message_id: 3, chat_id: 5, date: '2023-11-14T22:13:20.000Z' } });
    expect(api.requests.map((r) => [r.path, r.json])).toEqual([[`/bot${owner}/sendMessage`, { chat_id: '5', text: 'hola' }]]);
  });

  it("a workflow's Telegram trigger on a bot an agent holds says so in Spanish", async () => {
    const poll = findAction('telegram', 'new_message')!.poll!;
    const err = await stepError(poll(nodeContext({ env: { ENLAZA_TELEGRAM_API_URL: api.url }, creds: { telegram: { bot_token: '444444444:DDDuenoBotTokenForToolTests_abcdefghij' } } }), {}, { offset: 1 }));
    expect(err.message).toBe('Tu bot de Telegram está desplegado con un agente de IA, así que este disparador no puede leer sus mensajes: desactiva el despliegue del agente en Telegram o usa otro bot');
  });
});
