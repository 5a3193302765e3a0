import type { TestApp } from '../../server/harness';

/** Helpers for the response-header and webhook checks of the security battery. */

export type Reply = { statusCode: number; headers: Record<string, string | string[] | number | undefined>; body: string };

/** A Content-Security-Policy header as a map of directive → sources. */
export function parseCsp(header: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (typeof header !== 'string') return out;
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), values);
  }
  return out;
}

const UNSAFE_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'blob:', 'http:', 'https:'];

/**
 * Why this answer's policy would let a script run inline (or from anywhere), or be framed; null when
 * strict. A `sandbox` without allow-scripts runs no script at all, whatever else it says.
 */
export function cspProblem(header: unknown): string | null {
  const csp = parseCsp(header);
  if (!csp.size) return 'no Content-Security-Policy';
  if (csp.get('frame-ancestors')?.join(' ') !== "'none'") return "frame-ancestors is not 'none'";
  const sandbox = csp.get('sandbox');
  if (sandbox && !sandbox.includes('allow-scripts')) return null;
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  if (!scripts) return 'no script-src nor default-src';
  const unsafe = scripts.find((s) => UNSAFE_SCRIPT_SOURCES.includes(s.toLowerCase()));
  if (unsafe) return `script-src allows ${unsafe}`;
  if (csp.get('object-src')?.join(' ') !== "'none'" && csp.get('default-src')?.join(' ') !== "'none'") return "object-src is not 'none'";
  return null;
}

/** Creates a flow for `auth`'s user and optionally activates it; returns its id. */
export async function createFlow(t: TestApp, auth: { authorization: string }, steps: object[], active = false): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/flows/create', headers: auth, payload: { steps } });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const id = res.json().flow_id as string;
  if (active) {
    const act = await t.app.inject({ method: 'POST', url: `/api/flows/${id}/activate`, headers: auth, payload: { is_active: true } });
    if (act.statusCode !== 200) throw new Error(`activate failed: ${act.statusCode} ${act.body}`);
  }
  return id;
}
