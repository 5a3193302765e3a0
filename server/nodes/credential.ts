import { StepError, type ExecutionContext } from './types';

/**
 * The user's credential for a node, read through ctx.getCredential (which decrypts and refreshes).
 * `services` are tried in order (e.g. 'gmail' then 'google'); `field` must be present, else the step
 * fails with "Falta conectar tu cuenta de {label}".
 */
export async function requireCredential(
  ctx: Pick<ExecutionContext, 'getCredential'>,
  services: string[],
  label: string,
  field: string,
): Promise<Record<string, unknown> & { [k: string]: unknown }> {
  for (const s of services) {
    const cred = await ctx.getCredential(s);
    if (cred && typeof cred[field] === 'string' && (cred[field] as string).trim()) return cred;
  }
  throw new StepError(`Falta conectar tu cuenta de ${label}`);
}

/** Bearer token of an OAuth credential. */
export async function oauthToken(ctx: Pick<ExecutionContext, 'getCredential'>, services: string[], label: string): Promise<string> {
  const cred = await requireCredential(ctx, services, label, 'access_token');
  return String(cred.access_token).trim();
}
