import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SessionProvider } from '../../src/app';
import { MODEL_KEY, preferences, PROVIDER_KEY, readChoice } from '../../src/stores/preferences';
import { ChatRoute } from '../../src/views/chat/ChatRoute';
import { HeaderModelPicker } from '../../src/views/chat/ModelPicker';
import { SmartFormField } from '../../src/views/chat/SmartFormField';
import { formatContextLength } from '../../src/i18n/modelPicker';

const model = (provider_key: string, provider_name: string, model_key: string, name: string, extra: Record<string, unknown> = {}) => ({
  id: `${provider_key}:${model_key}`, model_key, name, provider_key, provider_name, is_active: true, is_recommended: false,
  context_length: 200000, cost_per_1k_input_tokens: 0.005, cost_per_1k_output: 0.015, capabilities: ['chat'], ...extra,
});
const BUILTIN = model('builtin', 'Enlaza (integrado)', 'builtin', 'Planificador integrado', { is_recommended: true, context_length: null, cost_per_1k_input_tokens: 0, cost_per_1k_output: 0 });
const OPENAI = [
  model('openai', 'OpenAI', 'gpt-4o-mini', 'GPT-4o mini', { is_recommended: true, context_length: 128000, cost_per_1k_input_tokens: 0.00015, cost_per_1k_output: 0.0006 }),
  model('openai', 'OpenAI', 'gpt-4o', 'GPT-4o'),
  model('openai', 'OpenAI', 'gpt-4.1', 'GPT-4.1', { context_length: 1047576 }),
  model('openai', 'OpenAI', 'gpt-5', 'GPT-5', { cost_per_1k_input_tokens: null }),
  model('openai', 'OpenAI', 'o4-mini', 'o4-mini'),
];
const ANTHROPIC = [
  model('anthropic', 'Anthropic', 'claude-3-5-haiku-latest', 'Claude 3.5 Haiku', { is_recommended: true }),
  model('anthropic', 'Anthropic', 'claude-sonnet-4-0', 'Claude Sonnet 4'),
  model('anthropic', 'Anthropic', 'claude-opus-4-0', 'Claude Opus 4'),
  model('anthropic', 'Anthropic', 'claude-haiku-4-5', 'Claude Haiku 4.5'),
];
const PROVIDERS = [
  { provider_key: 'builtin', name: 'Enlaza (integrado)', requires_key: false, is_active: true, models: [BUILTIN] },
  { provider_key: 'openai', name: 'OpenAI', requires_key: true, is_active: true, models: OPENAI },
  { provider_key: 'anthropic', name: 'Anthropic', requires_key: true, is_active: true, models: ANTHROPIC },
];
const HEALTH = {
  status: 'ok',
  providers: [
    { provider_key: 'builtin', name: 'Enlaza (integrado)', configured: true, key_source: 'not_needed', base_url: null },
    { provider_key: 'openai', name: 'OpenAI', configured: true, key_source: 'server', base_url: null },
    { provider_key: 'anthropic', name: 'Anthropic', configured: false, key_source: 'none', base_url: null },
  ],
};

const api = vi.hoisted(() => ({
  providers: vi.fn(),
  health: vi.fn(),
  search: vi.fn(),
  send: vi.fn(),
  create: vi.fn(),
}));

vi.mock('../../src/api/endpoints', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/api/endpoints')>();
  return {
    ...real,
    llm: { ...real.llm, providers: api.providers, health: api.health, search: api.search },
    chats: { ...real.chats, create: api.create, messages: vi.fn(async () => []), list: vi.fn(async () => []) },
    chat: { ...real.chat, send: api.send, workflowStatus: vi.fn(async () => ({ workflow_status: { flow_id: null, is_active: false } })) },
    flows: { ...real.flows, list: vi.fn(async () => []) },
  };
});

beforeEach(() => {
  localStorage.clear();
  preferences.mode = 'ai';
  preferences.provider = 'builtin';
  preferences.model = 'builtin';
  api.providers.mockReset().mockResolvedValue(PROVIDERS);
  api.health.mockReset().mockResolvedValue(HEALTH);
  api.search.mockReset().mockResolvedValue([]);
  api.send.mockReset();
  api.create.mockReset();
});
afterEach(cleanup);

async function openPicker(name = 'Modelo: Planificador integrado') {
  await userEvent.click(await screen.findByRole('button', { name }));
}

describe('model picker (chat header, ai mode)', () => {
  it('groups the catalogue by provider, marks recommended models, shows cost and context length', async () => {
    render(<HeaderModelPicker />);
    await openPicker();
    const list = await screen.findByRole('listbox', { name: 'Modelo' });
    const groups = within(list).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent)).toEqual([
      'Enlaza (integrado)', 'OpenAI', 'Anthropic (sin clave)',
    ]);
    expect(within(groups[1]).getAllByRole('option').map((o) => o.querySelector('.model-option-name')!.textContent)).toEqual([
      'GPT-4o miniRecomendado', 'GPT-4o', 'GPT-4.1', 'GPT-5', 'o4-mini',
    ]);
    const mini = within(groups[1]).getByRole('option', { name: /GPT-4o mini/ });
    expect(mini).toHaveTextContent('Entrada <$0.001 · Salida <$0.001 / 1K tokens · Contexto 128K');
    expect(within(groups[1]).getByRole('option', { name: /^GPT-4o Entrada/ })).toHaveTextContent('Entrada $0.005 · Salida $0.015 / 1K tokens · Contexto 200K');
    expect(within(groups[1]).getByRole('option', { name: /GPT-4\.1/ })).toHaveTextContent('Contexto 1M');
    expect(within(groups[1]).getByRole('option', { name: /GPT-5/ })).toHaveTextContent('Entrada N/A');
    expect(within(groups[0]).getByRole('option', { name: /Planificador integrado/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(groups[0]).getByRole('option', { name: /Planificador integrado/ })).toHaveTextContent('Gratis · Contexto N/A');
    // Anthropic has no key: its models cannot be chosen
    for (const o of within(groups[2]).getAllByRole('option')) expect(o).toBeDisabled();
    expect(api.health).toHaveBeenCalled();
  });

  it('a provider without a key offers to add one (opens the credentials modal)', async () => {
    const onAddKey = vi.fn();
    render(<HeaderModelPicker onAddKey={onAddKey} />);
    await openPicker();
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar clave' }));
    expect(onAddKey).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('choosing a model keeps provider and model in the browser preferences', async () => {
    render(<HeaderModelPicker />);
    await openPicker();
    await userEvent.click(await screen.findByRole('option', { name: /^GPT-4o Entrada/ }));
    expect(preferences).toMatchObject({ provider: 'openai', model: 'gpt-4o' });
    expect(await screen.findByRole('button', { name: 'Modelo: GPT-4o' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(MODEL_KEY)).toBe('gpt-4o'));
    expect(localStorage.getItem(PROVIDER_KEY)).toBe('openai');
    expect(readChoice(localStorage)).toEqual({ provider: 'openai', model: 'gpt-4o' });
  });

  it("a stored 'builtin' from the first version is the built-in planner; an unknown model reads 'No model selected'", async () => {
    localStorage.setItem(MODEL_KEY, 'builtin');
    expect(readChoice(localStorage)).toEqual({ provider: 'builtin', model: 'builtin' });
    localStorage.clear();
    expect(readChoice(localStorage)).toEqual({ provider: 'builtin', model: 'builtin' });
    preferences.provider = 'openai';
    preferences.model = 'gpt-2';
    render(<HeaderModelPicker />);
    expect(await screen.findByRole('button', { name: 'Modelo: No model selected' })).toBeInTheDocument();
  });

  it('searches the server when the list is long; no match says so (limit 20)', async () => {
    api.search.mockImplementation(async (q: string) => (q === 'opus' ? [ANTHROPIC[2]] : []));
    render(<HeaderModelPicker />);
    await openPicker();
    const box = await screen.findByRole('searchbox', { name: 'Buscar modelos' });
    await userEvent.type(box, 'llama');
    expect(await screen.findByText('No models found matching "llama"')).toBeInTheDocument();
    expect(api.search).toHaveBeenCalledTimes(1);
    expect(api.search.mock.calls[0].slice(0, 2)).toEqual(['llama', 20]);
    await userEvent.clear(box);
    await userEvent.type(box, 'opus');
    const found = await screen.findByRole('option', { name: /Claude Opus 4/ });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(within(screen.getByRole('group')).getByText('Anthropic (sin clave)')).toBeInTheDocument();
    expect(found).toBeDisabled();
  });

  it("a failed load shows 'Error: …' with a retry", async () => {
    api.providers.mockRejectedValueOnce({ status: 503, detail: 'Servicio no disponible' });
    render(<HeaderModelPicker />);
    await openPicker();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Servicio no disponible');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('option', { name: /GPT-4o mini/ })).toBeInTheDocument();
    expect(api.providers).toHaveBeenCalledTimes(2);
  });

  it('context length is shown in K or M', () => {
    expect([128000, 200000, 1047576, 2000000, 8192, 512, null].map(formatContextLength)).toEqual(['128K', '200K', '1M', '2M', '8.2K', '512', 'N/A']);
  });
});

describe('POST /api/chat carries the choice', () => {
  const SESSION = { session_id: '11111111-2222-3333-4444-555555555555', title: 'Nuevo chat', created_at: '', updated_at: '' };
  const renderChat = () => render(
    <SessionProvider input={{ accessToken: 'tk', refreshToken: null }} deps={{ navigate: vi.fn(), alert: vi.fn(), storage: null }}>
      <Router hook={memoryLocation({ path: '/chat' }).hook}>
        <ChatRoute chatId={null} loggedIn />
      </Router>
    </SessionProvider>,
  );

  it('sends provider and model in the ai mode, and neither in the classic mode', async () => {
    api.create.mockResolvedValue(SESSION);
    api.send.mockResolvedValue({ reply: 'Hola', session_id: SESSION.session_id, status: 'conversation', workflow_action: null });
    renderChat();
    await openPicker();
    await userEvent.click(await screen.findByRole('option', { name: /GPT-4o mini/ }));
    await userEvent.type(screen.getByRole('textbox'), 'hola{Enter}');
    await waitFor(() => expect(api.send).toHaveBeenCalledTimes(1));
    expect(api.send.mock.calls[0][0]).toMatchObject({ workflow_type: 'agent', provider: 'openai', model: 'gpt-4o-mini', message: 'hola' });

    await userEvent.click(screen.getByRole('radio', { name: 'Clásico' }));
    expect(screen.queryByRole('button', { name: /^Modelo:/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), 'otra vez{Enter}');
    await waitFor(() => expect(api.send).toHaveBeenCalledTimes(2));
    expect(api.send.mock.calls[1][0]).toMatchObject({ workflow_type: 'classic' });
    expect(api.send.mock.calls[1][0]).not.toHaveProperty('provider');
    expect(api.send.mock.calls[1][0]).not.toHaveProperty('model');
  });
});

describe("smart form 'model_selector' field", () => {
  it('groups the catalogue models by provider; models_metadata narrows the list', async () => {
    const onChange = vi.fn();
    const field = { id: '2.model', label: 'Modelo', type: 'select' as const, format: 'model_selector', required: true };
    const { rerender } = render(<SmartFormField field={field} value="" onChange={onChange} />);
    const select = await screen.findByRole('combobox', { name: /Modelo/ });
    await waitFor(() => expect(select.querySelectorAll('optgroup')).toHaveLength(3));
    expect([...select.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Enlaza (integrado)', 'OpenAI', 'Anthropic (sin clave)']);
    expect(within(select).getByRole('option', { name: 'GPT-4o mini (Recomendado)' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'gpt-4o');
    expect(onChange).toHaveBeenCalledWith('gpt-4o');

    const narrowed = { ...field, models_metadata: [{ model_key: 'claude-sonnet-4-0', provider_key: 'anthropic' }, { model_key: 'mistral-large', provider_name: 'Mistral' }] };
    await act(async () => rerender(<SmartFormField field={narrowed} value="" onChange={onChange} />));
    const groups = [...screen.getByRole('combobox', { name: /Modelo/ }).querySelectorAll('optgroup')];
    expect(groups.map((g) => [g.label, [...g.querySelectorAll('option')].map((o) => o.textContent)])).toEqual([
      ['Anthropic (sin clave)', ['Claude Sonnet 4']],
      ['Mistral', ['mistral-large']],
    ]);
  });
});
