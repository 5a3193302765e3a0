import { assign, fromPromise, setup } from 'xstate';
import { errorText } from './shared';
import type { TokenAnswer } from './session.machine';

/**
 * passwordChange — the 'Cambiar contraseña' dialog: checks the form, asks the server (which signs
 * out every other session and answers a fresh pair), hands the pair to the session, confirms.
 *
 *   Diagram: docs/machines/passwordChange.md (generated from this definition by `npm run diagrams`).
 *
 * A submission in flight cannot be cancelled (the server may already have signed the other
 * sessions out: the fresh pair must reach the session), so `password.reset` waits for it.
 */

export const MIN_PASSWORD_LENGTH = 8;

export const PASSWORD_FIELDS_REQUIRED = 'Escribe tu contraseña actual, la nueva y su confirmación.';
export const PASSWORD_MISMATCH = 'La nueva contraseña y su confirmación no coinciden.';
export const PASSWORD_SAME = 'La nueva contraseña debe ser distinta de la actual';
export const PASSWORD_TOO_SHORT = `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`;
export const CHANGE_PASSWORD_FALLBACK = 'No se pudo cambiar la contraseña. Inténtalo de nuevo.';
export const PASSWORD_CHANGED_TOAST = 'Contraseña actualizada. Cerramos tu sesión en los demás dispositivos.';

export type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };
export type PasswordChangeEvent = ({ type: 'password.submit' } & PasswordForm) | { type: 'password.reset' };

/** What is wrong with the form before asking the server, or null. */
export function formProblem(f: PasswordForm): string | null {
  if (!f.currentPassword || !f.newPassword.trim() || !f.confirmPassword) return PASSWORD_FIELDS_REQUIRED;
  if (f.newPassword !== f.confirmPassword) return PASSWORD_MISMATCH;
  if (f.newPassword === f.currentPassword) return PASSWORD_SAME;
  if (f.newPassword.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

export const passwordChangeMachine = setup({
  types: {
    context: {} as { error: string | null },
    events: {} as PasswordChangeEvent,
  },
  actors: {
    changePassword: fromPromise<TokenAnswer, { currentPassword: string; newPassword: string }>(async () => {
      throw new Error('changePassword not provided');
    }),
  },
  actions: {
    /** Gives the fresh pair to the session (`auth.passwordChanged`). */
    applyTokens: (_: unknown, _params: { tokens: TokenAnswer }) => {},
    notifyChanged: () => {},
  },
  guards: {
    formInvalid: ({ event }) => event.type === 'password.submit' && formProblem(event) !== null,
  },
}).createMachine({
  id: 'passwordChange',
  context: { error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.reset': { actions: assign({ error: null }) },
        'password.submit': [
          {
            guard: 'formInvalid',
            actions: assign({ error: ({ event }) => formProblem(event as Extract<PasswordChangeEvent, { type: 'password.submit' }>) }),
          },
          { target: 'submitting', actions: assign({ error: null }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => {
          const e = event as Extract<PasswordChangeEvent, { type: 'password.submit' }>;
          return { currentPassword: e.currentPassword, newPassword: e.newPassword };
        },
        onDone: {
          target: 'changed',
          actions: [{ type: 'applyTokens', params: ({ event }) => ({ tokens: event.output }) }, 'notifyChanged'],
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorText(event.error, CHANGE_PASSWORD_FALLBACK) }),
        },
      },
    },
    changed: {
      on: { 'password.reset': { target: 'editing', actions: assign({ error: null }) } },
    },
  },
});

export type PasswordChangeMachine = typeof passwordChangeMachine;
