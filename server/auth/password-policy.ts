import { Worker } from 'node:worker_threads';

/**
 * Which passwords Enlaza accepts (sign-up and password change): 8 to 128 characters and a zxcvbn
 * score of at least 3 ("safely unguessable": ~10^8 guesses), judged with the common-password list
 * (leaked-password rankings), the Spanish dictionaries, and the person's own username and email.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_TOO_SHORT = `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`;
export const PASSWORD_TOO_LONG = `La contraseña no puede tener más de ${MAX_PASSWORD_LENGTH} caracteres`;
export const PASSWORD_COMMON =
  'La contraseña es muy común: aparece en las listas de contraseñas filtradas que los atacantes prueban primero. Elige otra.';
export const PASSWORD_PERSONAL = 'La contraseña se parece a tu usuario o a tu email. Elige una que no incluya tus datos.';
const PASSWORD_WEAK = 'La contraseña es fácil de adivinar.';
const PASSWORD_HINT = 'Prueba con una frase de 3 o 4 palabras poco comunes, o mezcla letras, números y símbolos.';

type Strength = { score: number; warning: string | null; usesPersonalData: boolean; isCommonPassword: boolean };

/** The words a password must not lean on: the person's username and email (and the product's name). */
export function personalWords(account: { username: string; email: string }): string[] {
  const [local, domain = ''] = account.email.toLowerCase().split('@');
  return [account.username, account.email, local, domain.split('.')[0], 'enlaza'].filter((w) => w && w.length >= 3);
}

/** Why `password` is refused (a Spanish sentence for `{detail}`), or null when it is acceptable. */
export async function passwordProblem(password: string, account: { username: string; email: string }): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  const s = await measure(password, personalWords(account));
  if (s.score >= MIN_PASSWORD_SCORE) return null;
  if (s.isCommonPassword) return PASSWORD_COMMON;
  if (s.usesPersonalData) return PASSWORD_PERSONAL;
  return [PASSWORD_WEAK, s.warning, PASSWORD_HINT].filter(Boolean).join(' ');
}

// ---- the zxcvbn thread -------------------------------------------------------------------------

type Pending = { resolve: (s: Strength) => void; reject: (e: Error) => void };
let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 0;
/**
 * The thread (zxcvbn's dictionaries, ~45 MB) ends after this long without a check: sign-ups and
 * password changes are rare, and a small server should not carry it between them.
 */
const IDLE_MS = 10_000;
let idleTimer: NodeJS.Timeout | null = null;

function thread(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./password-strength-worker.mjs', import.meta.url));
  // An idle thread must not keep a finished process (or a test run) alive.
  w.unref();
  w.on('message', (m: { id: number; result?: Strength; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (pending.size === 0) {
      w.unref();
      idleTimer = setTimeout(() => {
        if (worker === w && pending.size === 0) {
          worker = null;
          void w.terminate();
        }
      }, IDLE_MS).unref();
    }
    if (m.result) p.resolve(m.result);
    else p.reject(new Error(m.error ?? 'password check failed'));
  });
  const fail = (err: Error) => {
    // a thread ended for idleness is no longer `worker`: a newer one's checks are not its own
    if (worker !== w) return;
    worker = null;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`password strength thread exited (${code})`)));
  worker = w;
  return w;
}

function measure(password: string, userInputs: string[]): Promise<Strength> {
  const id = ++nextId;
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const w = thread();
    w.ref();
    w.postMessage({ id, password, userInputs });
  });
}
