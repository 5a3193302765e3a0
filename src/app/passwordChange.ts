import { useCallback, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { passwordChangeMachine, PASSWORD_CHANGED_TOAST, type PasswordChangeMachine, type PasswordForm } from '../../machines/passwordChange.machine';
import type { TokenAnswer } from '../../machines/session.machine';
import { auth } from '../api/endpoints';
import { silentAbort, type AppDeps } from './sessionActors';
import { actorOptions, useAppDeps, useSessionActorRef } from './session';

/** The password-change machine wired to the API, the session (fresh tokens) and the toasts. */
export function providePasswordChange(deps: AppDeps, applyTokens: (tokens: TokenAnswer) => void): PasswordChangeMachine {
  return passwordChangeMachine.provide({
    actors: {
      changePassword: fromPromise<TokenAnswer, { currentPassword: string; newPassword: string }>(
        silentAbort(({ input, signal }) => auth.changePassword(input, { signal })),
      ),
    },
    actions: {
      applyTokens: (_, params) => applyTokens(params.tokens),
      notifyChanged: () => deps.notify('success', PASSWORD_CHANGED_TOAST),
    },
  });
}

/** Extra implementations on top of the app's (tests replace the API call). */
export type PasswordChangeOverride = (machine: PasswordChangeMachine) => PasswordChangeMachine;

/** What the 'Cambiar contraseña' dialog needs. */
export function usePasswordChange(override?: PasswordChangeOverride) {
  const deps = useAppDeps();
  const session = useSessionActorRef();
  const machine = useMemo(() => {
    const wired = providePasswordChange(deps, (tokens) => session.send({ type: 'auth.passwordChanged', tokens }));
    return override ? override(wired) : wired;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const ref = useActorRef(machine, actorOptions('passwordChange'));
  const submitting = useSelector(ref, (s) => s.matches('submitting'));
  const changed = useSelector(ref, (s) => s.matches('changed'));
  const error = useSelector(ref, (s) => s.context.error);
  const submit = useCallback((form: PasswordForm) => ref.send({ type: 'password.submit', ...form }), [ref]);
  const reset = useCallback(() => ref.send({ type: 'password.reset' }), [ref]);
  return { submitting, changed, error, submit, reset };
}

export type PasswordChangeView = ReturnType<typeof usePasswordChange>;
