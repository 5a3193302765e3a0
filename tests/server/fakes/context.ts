import { expect } from 'vitest';
import { loadConfig, type Config } from '../../../server/config';
import { findAction } from '../../../server/nodes';
import type { TriggerType } from '../../../server/engine/types';
import { StepError, type ExecutionContext } from '../../../server/nodes/types';
import type { FakeApi } from './fake-api';

/**
 * An ExecutionContext for calling a node directly: credentials by service id, the config built from
 * `env` with private addresses allowed (the fakes listen on 127.0.0.1); a manual run unless
 * `triggerType` says otherwise.
 */
export function nodeContext(opts: { env?: Record<string, string>; creds?: Record<string, Record<string, unknown>>; trigger?: unknown; triggerType?: TriggerType; config?: Partial<Config> } = {}): ExecutionContext & { credentialsAsked: string[] } {
  const credentialsAsked: string[] = [];
  return {
    userId: 'u', flowId: 'f', executionId: 'e', triggerType: opts.triggerType ?? 'manual', trigger: opts.trigger ?? {}, steps: {},
    signal: new AbortController().signal,
    getCredential: async (service) => {
      credentialsAsked.push(service);
      return opts.creds?.[service] ?? null;
    },
    config: loadConfig({ ENLAZA_ALLOW_PRIVATE_NETWORK: 'true', ...opts.env }, { clientDir: null, ...opts.config }),
    log: { info() {}, warn() {} },
    credentialsAsked,
  };
}

/** Parses params with the action's schema and runs it. */
export function runAction(ctx: ExecutionContext, nodeId: string, actionId: string, params: object) {
  const action = findAction(nodeId, actionId);
  if (!action?.execute) throw new Error(`${nodeId}/${actionId} does not exist`);
  return action.execute(ctx, action.params.parse(params));
}

/** The StepError a promise rejects with (fails the test when it resolves or throws something else). */
export async function stepError(p: Promise<unknown>): Promise<StepError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(StepError);
    return e as StepError;
  }
  throw new Error('expected a StepError');
}

/**
 * The shared error mapping, exercised on one route: 401 and 403 ask to reconnect, 404 is the
 * node's own "not found", 429 is retryable with Retry-After, 5xx is retryable, 400 is not.
 */
export async function expectErrorMapping(api: FakeApi, route: string, run: () => Promise<unknown>, m: { unauthorized: string; notFound: string; badRequest?: RegExp }) {
  api.once(route, { status: 401, body: { error: { message: 'Invalid Credentials' } } });
  expect(await stepError(run())).toMatchObject({ message: m.unauthorized, retryable: false });
  api.once(route, { status: 403, body: { error: { message: 'forbidden' } } });
  expect(await stepError(run())).toMatchObject({ message: m.unauthorized, retryable: false });
  api.once(route, { status: 404, body: { error: { message: 'Not Found' } } });
  expect(await stepError(run())).toMatchObject({ message: m.notFound, retryable: false });
  api.once(route, { status: 429, headers: { 'retry-after': '7' }, body: { error: { message: 'Rate Limit Exceeded' } } });
  expect(await stepError(run())).toMatchObject({ retryable: true, retryAfterMs: 7000 });
  api.once(route, { status: 503, body: 'mantenimiento' });
  const down = await stepError(run());
  expect(down.retryable).toBe(true);
  expect(down.message).toMatch(/503/);
  api.once(route, { status: 400, body: { error: { message: 'Invalid value at field' } } });
  const bad = await stepError(run());
  expect(bad.retryable).toBe(false);
  expect(bad.message).toMatch(m.badRequest ?? /Invalid value at field/);
}
