import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SessionProvider } from '../../src/app';
import { OAuthCallbackRoute } from '../../src/views/oauth/OAuthCallbackRoute';

const api = vi.hoisted(() => ({ callback: vi.fn(), getCredential: vi.fn() }));

vi.mock('../../src/api/endpoints', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/api/endpoints')>();
  return {
    ...real,
    oauth: { ...real.oauth, callback: api.callback },
    credentials: { ...real.credentials, get: api.getCredential },
  };
});

let navigate: Mock<(to: string, options?: { replace?: boolean }) => void>;
let closeSelf: Mock<() => void>;
let opener: { postMessage: ReturnType<typeof vi.fn> } | null;

function renderCallback(search: string) {
  const { hook, searchHook } = memoryLocation({ path: `/oauth-callback?${search}` });
  return render(
    <SessionProvider
      input={{ accessToken: 'tk', refreshToken: null }}
      deps={{
        navigate,
        alert: vi.fn(),
        storage: null,
        oauthWindow: { opener: () => opener as unknown as Window | null, closeSelf, origins: () => ({ app: 'http://localhost:3000' }) },
      }}
    >
      <Router hook={hook} searchHook={searchHook}>
        <OAuthCallbackRoute />
      </Router>
    </SessionProvider>,
  );
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers();
  navigate = vi.fn();
  closeSelf = vi.fn();
  opener = null;
  api.callback.mockReset();
  api.getCredential.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('/oauth-callback in a popup', () => {
  it('posts OAUTH_SUCCESS to the opener with the app origin and closes after 2 s', async () => {
    opener = { postMessage: vi.fn() };
    renderCallback('service=gmail&status=success');
    expect(screen.getByText('¡Conexión exitosa!')).toBeInTheDocument();
    expect(screen.getByText('Esta ventana se cerrará automáticamente.')).toBeInTheDocument();
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'OAUTH_SUCCESS', service: 'gmail' }, 'http://localhost:3000');
    await advance(1_999);
    expect(closeSelf).not.toHaveBeenCalled();
    await advance(1);
    expect(closeSelf).toHaveBeenCalled();
    expect(api.callback).not.toHaveBeenCalled();
  });

  it('posts OAUTH_ERROR with can_retry and shows "Error en autorización: {error}: {description}"', async () => {
    opener = { postMessage: vi.fn() };
    renderCallback('service=gmail&error=access_denied&error_description=El%20usuario%20cancel%C3%B3');
    expect(screen.getByRole('alert')).toHaveTextContent('Error en autorización: access_denied: El usuario canceló');
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'OAUTH_ERROR', service: 'gmail', error: 'access_denied: El usuario canceló', can_retry: true },
      'http://localhost:3000',
    );
    await advance(2_000);
    expect(closeSelf).toHaveBeenCalled();
  });
});

describe('/oauth-callback as a full page', () => {
  it('processing → exchanges the code, confirms the credential, success, then / after 3 s', async () => {
    let answer!: (v: unknown) => void;
    api.callback.mockReturnValue(new Promise((r) => (answer = r)));
    api.getCredential.mockResolvedValue({ service_id: 'gmail', created_at: '' });
    renderCallback('service=gmail&code=c0de&state=st');
    expect(screen.getByText('Procesando autorización...')).toBeInTheDocument();
    expect(api.callback).toHaveBeenCalledWith({ service: 'gmail', code: 'c0de', state: 'st' }, expect.anything());
    answer({ success: true, service_id: 'gmail', message: 'ok' });
    await advance(0);
    expect(api.getCredential).toHaveBeenCalledWith('gmail', expect.anything());
    expect(screen.getByText('¡Conexión exitosa!')).toBeInTheDocument();
    await advance(2_999);
    expect(navigate).not.toHaveBeenCalled();
    await advance(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('a provider error redirects after 5 s', async () => {
    renderCallback('error=access_denied&error_description=Denegado');
    expect(screen.getByRole('alert')).toHaveTextContent('Error en autorización: access_denied: Denegado');
    await advance(4_999);
    expect(navigate).not.toHaveBeenCalled();
    await advance(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it("a missing code: 'No se recibió código de autorización', / after 3 s", async () => {
    renderCallback('service=gmail');
    expect(screen.getByRole('alert')).toHaveTextContent('No se recibió código de autorización');
    await advance(3_000);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it("a failed exchange: 'Error procesando autorización: {message}'", async () => {
    api.callback.mockRejectedValue(Object.assign(new Error('state inválido'), { status: 400, detail: 'state inválido' }));
    renderCallback('service=gmail&code=x');
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Error procesando autorización: state inválido');
  });
});
