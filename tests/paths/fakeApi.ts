/**
 * The API faked at the network layer: `fetch` is replaced by a fake that holds every request until
 * the test answers it (`reply`), or answers at once when a standing rule matches (`always`). The
 * views, hooks, `src/app/actors.ts` providers and the ky client all run for real; only the HTTP
 * exchange is scripted, so a model path decides when each call succeeds or fails.
 */
import { waitFor } from '@testing-library/react';
import { vi } from 'vitest';

export type Reply = { status?: number; body?: unknown };
type Pending = { method: string; path: string; url: URL; body: unknown; resolve: (r: Response) => void; reject: (e: unknown) => void; settled: boolean };
type Rule = { route: string; reply: Reply | ((request: { path: string; url: URL; body: unknown }) => Reply) };

/** 'POST /api/auth/login' (exact path) or 'GET /api/chats*' (prefix). */
function matches(route: string, method: string, path: string): boolean {
  const [m, p] = route.split(' ');
  if (m !== method) return false;
  return p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : path === p;
}

function respond({ status = 200, body }: Reply): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export class FakeApi {
  pending: Pending[] = [];
  rules: Rule[] = [];
  /** Every request seen: 'POST /api/auth/login'. */
  log: string[] = [];

  install() {
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => this.handle(new Request(input, init)));
  }

  reset() {
    this.pending = [];
    this.rules = [];
    this.log = [];
  }

  /** A standing answer for calls outside the machine under test (e.g. the screen's other loads). */
  always(route: string, reply: Rule['reply']) {
    this.rules.push({ route, reply });
  }

  private async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    this.log.push(`${request.method} ${url.pathname}`);
    const rule = this.rules.find((r) => matches(r.route, request.method, url.pathname));
    if (rule) return respond(typeof rule.reply === 'function' ? rule.reply({ path: url.pathname, url, body }) : rule.reply);
    return new Promise<Response>((resolve, reject) => {
      const entry: Pending = { method: request.method, path: url.pathname, url, body, resolve, reject, settled: false };
      this.pending.push(entry);
      request.signal?.addEventListener('abort', () => {
        entry.settled = true;
        reject(request.signal.reason ?? new DOMException('Aborted', 'AbortError'));
      });
    });
  }

  /** Whether a call to `route` is waiting for its answer. */
  waiting(route: string): boolean {
    return this.pending.some((p) => !p.settled && matches(route, p.method, p.path));
  }

  /** Fails the oldest waiting call to `route` as the network would (no answer at all). */
  async fail(route: string, error: unknown = new TypeError('Failed to fetch')): Promise<void> {
    const entry = await this.next(route);
    entry.settled = true;
    entry.reject(error);
  }

  private async next(route: string): Promise<Pending> {
    let entry: Pending | undefined;
    await waitFor(
      () => {
        entry = this.pending.find((p) => !p.settled && matches(route, p.method, p.path));
        if (!entry) throw new Error(`no call to ${route} is waiting (seen: ${this.log.join(', ') || 'none'})`);
      },
      { timeout: 5000 },
    );
    return entry!;
  }

  /** Answers the oldest waiting call to `route` (waits for the call to arrive). Returns its body. */
  async reply(route: string, reply: Reply = {}): Promise<unknown> {
    let entry: Pending | undefined;
    await waitFor(
      () => {
        entry = this.pending.find((p) => !p.settled && matches(route, p.method, p.path));
        if (!entry) throw new Error(`no call to ${route} is waiting (seen: ${this.log.join(', ') || 'none'})`);
      },
      { timeout: 5000 },
    );
    entry!.settled = true;
    entry!.resolve(respond(reply));
    return entry!.body;
  }
}

export const fakeApi = new FakeApi();
