/** webhookTest — 'Probar' / 'Escuchar evento de prueba' in the webhook URLs viewer. */
import { render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { webhookTestMachine } from '../../machines/webhookTest.machine';
import { planTools } from '../../src/i18n/planTools';
import { WebhookUrlsDialog } from '../../src/views/chat/WebhookUrlsDialog';
import { delays, done, failed, http, type ScreenPaths } from './runner';

const p = planTools.webhooks;
const TEST_PATH = '/api/webhook-test/f1';
const testUrl = () => `${location.origin}${TEST_PATH}`;
const step = { step: 1, node_id: 'webhook', action_id: 'webhook_received', node_name: 'Webhook', status: 'success', duration_ms: 3 };
const failedStep = { step: 2, node_id: 'http', action_id: 'request', node_name: 'Solicitud HTTP', status: 'error', duration_ms: 9, error: 'La solicitud HTTP respondió 500' };

const button = (name: string) => screen.getByRole('button', { name });
const controls = (test: boolean, listen: boolean) => {
  expect(screen.getByRole('button', { name: /^(Probar|Enviando\.\.\.)$/ })).toHaveProperty('disabled', !test);
  const l = screen.queryByRole('button', { name: /^(Escuchar evento de prueba|Preparando\.\.\.)$/ });
  if (l) expect(l).toHaveProperty('disabled', !listen);
};

export const webhookTestPaths: ScreenPaths = {
  name: 'webhookTest',
  machine: webhookTestMachine,
  inputs: [{ input: { url: 'http://localhost:3000/api/webhook-test/f1', flowId: 'f1' } }],
  events: (s) => [
    { type: 'test' },
    { type: 'listen' },
    { type: 'stop' },
    done('postSample', { ok: true, status: 200, body: { status: 'success', execution_id: 'e1', execution_results: [step] } }),
    done('postSample', { ok: true, status: 200, body: { status: 'error', execution_id: 'e1', execution_results: [step, failedStep] } }),
    done('postSample', { ok: true, status: 202, body: { execution_id: 'e1' } }),
    done('postSample', { ok: false, status: 404, body: { detail: 'Workflow no encontrado o inactivo' } }),
    failed('postSample', { message: 'Failed to fetch' }),
    done('startListening', { listening_since: '2026-11-24T08:00:00.000Z', listen_seconds: 180 }),
    failed('startListening', { status: 409, detail: 'El workflow no tiene webhook' }),
    done('findTestRun', 'e1'),
    done('findTestRun', null),
    failed('findTestRun', { status: 500, detail: 'fallo' }),
    done('stopListening', {}),
    failed('stopListening', { status: 500, detail: 'fallo' }),
    done('fetchRun', { execution_id: 'e1', status: 'success', error: null, steps: [step] }),
    done('fetchRun', { execution_id: 'e1', status: 'running', error: null, steps: [] }),
    failed('fetchRun', { status: 404, detail: 'Ejecución no encontrada' }),
    ...delays(s),
  ],
  setup: (ctx) => {
    ctx.api.always('GET /api/flows/f1', { body: { flow_id: 'f1', webhook_urls: { type: 'form', production: 'http://localhost:3000/api/webhook/f1', test: 'http://localhost:3000/api/webhook-test/f1' } } });
  },
  actions: {
    'xstate.init': async () => {
      render(<WebhookUrlsDialog open flowId="f1" onClose={() => {}} />);
      await screen.findByRole('button', { name: 'Probar' });
      expect(testUrl()).toBe('http://localhost:3000/api/webhook-test/f1');
    },
    test: (ctx) => ctx.user.click(button('Probar')),
    listen: (ctx) => ctx.user.click(button('Escuchar evento de prueba')),
    stop: (ctx) => ctx.user.click(button('Dejar de escuchar')),
    ...http('postSample', `POST ${TEST_PATH}`, (o) => ({ status: o.status, body: o.body })),
    ...http('startListening', 'POST /api/flows/f1/webhook-test/listen'),
    ...http('findTestRun', 'GET /api/executions/flow/f1', (id) => ({
      body: id ? [{ execution_id: id, trigger_type: 'test', started_at: '2026-11-24T08:00:05.000Z', status: 'running' }] : [],
    })),
    ...http('stopListening', 'DELETE /api/flows/f1/webhook-test/listen'),
    ...http('fetchRun', 'GET /api/executions/e1'),
  },
  states: {
    idle: () => {
      controls(true, true);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    sending: () => {
      expect(button('Enviando...')).toBeDisabled();
      controls(false, false);
    },
    arming: () => {
      expect(button('Preparando...')).toBeDisabled();
      controls(false, false);
    },
    listening: () => {
      expect(screen.getByRole('status')).toHaveTextContent(p.listening(3));
      expect(button('Dejar de escuchar')).toBeEnabled();
      controls(false, false);
    },
    stopping: () => controls(false, false),
    watching: () => {
      expect(screen.getByRole('status')).toHaveTextContent(p.watching);
      controls(false, false);
    },
    done: (_ctx, s) => {
      const run = s.context.run;
      if (run.status === 'success') expect(screen.getByRole('status')).toHaveTextContent(p.runOk(run.httpStatus));
      else expect(screen.getByRole('alert')).toHaveTextContent(p.runFailed(run.error));
      expect(screen.getAllByTestId('webhook-test-step')).toHaveLength(run.steps.length);
      controls(true, true);
    },
    failed: (_ctx, s) => {
      expect(screen.getByRole('alert')).toHaveTextContent(p.requestFailed(s.context.failure.status, s.context.failure.detail));
      controls(true, true);
    },
    expired: () => {
      expect(screen.getByRole('status')).toHaveTextContent(p.expired);
      controls(true, true);
    },
  },
  excluded: {
    'webhookTest.watching --stop[0]--> webhookTest.idle': 'the view offers no way out while a received event runs (no "Dejar de escuchar" in watching)',
  },
};
