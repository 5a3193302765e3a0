import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, t=2, p=1).
const options = { algorithm: 2 /* Argon2id (a const enum upstream) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A fixed hash to verify against when the user does not exist, so timing does not reveal usernames. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword('enlaza-dummy-password'));
