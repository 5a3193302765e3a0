import { proxy } from 'valtio';

/** Non-flow UI state: whether the login dialog is open and in which mode it opens. */

export type AuthDialogMode = 'login' | 'register';

export const ui = proxy<{ authOpen: boolean; authMode: AuthDialogMode }>({ authOpen: false, authMode: 'login' });

export function openAuth(mode: AuthDialogMode = 'login'): void {
  ui.authMode = mode;
  ui.authOpen = true;
}

export function closeAuth(): void {
  ui.authOpen = false;
}

export function setAuthMode(mode: AuthDialogMode): void {
  ui.authMode = mode;
}
