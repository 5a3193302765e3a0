import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  CHANGE_PASSWORD_FALLBACK,
  PASSWORD_FIELDS_REQUIRED,
  PASSWORD_MISMATCH,
  PASSWORD_SAME,
  PASSWORD_TOO_SHORT,
  passwordChangeMachine,
  type PasswordForm,
} from '../../machines/passwordChange.machine';
import { expectFullCoverage, fake, flush, runCoverage } from './coverage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const good: PasswordForm = { currentPassword: 'Vieja-Clave-Segura-1', newPassword: 'Nopal-Azul-Tlacoyo-42', confirmPassword: 'Nopal-Azul-Tlacoyo-42' };
const fresh = { access_token: 'a2', refresh_token: 'r2' };

describe('passwordChange machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: passwordChangeMachine,
      promiseActors: ['changePassword'],
      inputs: [undefined],
      events: () => [
        { type: 'password.submit', ...good },
        { type: 'password.submit', ...good, confirmPassword: 'otra' },
        { type: 'password.reset' },
      ],
      outputs: { changePassword: () => [fresh] },
      errors: { changePassword: () => [{ status: 400, detail: 'La contraseña actual no es correcta' }] },
      serializeState: (s) => JSON.stringify([s.value, !!s.context.error]),
    });
    expectFullCoverage(report);
  });
});

function start(changePassword = vi.fn(async (_args: { input: { currentPassword: string; newPassword: string } }) => fresh)) {
  const actions = { applyTokens: vi.fn(), notifyChanged: vi.fn() };
  const actor = createActor(passwordChangeMachine.provide({ actions, actors: { changePassword: fake(changePassword) } })).start();
  return { actor, actions, changePassword };
}

describe('passwordChange machine — scenarios', () => {
  it.each([
    ['a blank field', { ...good, currentPassword: '' }, PASSWORD_FIELDS_REQUIRED],
    ['a confirmation that differs', { ...good, confirmPassword: 'Nopal-Azul-Tlacoyo-43' }, PASSWORD_MISMATCH],
    ['the same password again', { ...good, newPassword: good.currentPassword, confirmPassword: good.currentPassword }, PASSWORD_SAME],
    ['a short password', { ...good, newPassword: 'corta', confirmPassword: 'corta' }, PASSWORD_TOO_SHORT],
  ])('stops %s before asking the server, in Spanish', (_label, form, message) => {
    const { actor, changePassword } = start();
    actor.send({ type: 'password.submit', ...form });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('sends current and new password, hands the fresh pair to the session and confirms', async () => {
    const { actor, actions, changePassword } = start();
    actor.send({ type: 'password.submit', ...good });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    actor.send({ type: 'password.reset' }); // closing the dialog cannot cancel a change in flight
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await flush();
    expect(changePassword.mock.calls[0][0].input).toEqual({ currentPassword: good.currentPassword, newPassword: good.newPassword });
    expect(actor.getSnapshot().matches('changed')).toBe(true);
    expect(actions.applyTokens).toHaveBeenCalledWith(expect.anything(), { tokens: fresh });
    expect(actions.notifyChanged).toHaveBeenCalledTimes(1);
    actor.send({ type: 'password.reset' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it("shows the server's detail (or the fallback) and lets the person try again", async () => {
    const failing = vi.fn(async () => { throw { status: 400, detail: 'La contraseña es muy común: aparece en las listas…' }; });
    const { actor, actions } = start(failing);
    actor.send({ type: 'password.submit', ...good });
    await flush();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('La contraseña es muy común: aparece en las listas…');
    expect(actions.applyTokens).not.toHaveBeenCalled();
    failing.mockImplementationOnce(async () => { throw {}; });
    actor.send({ type: 'password.submit', ...good });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(CHANGE_PASSWORD_FALLBACK);
    actor.send({ type: 'password.reset' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
