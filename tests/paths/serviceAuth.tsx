/** The service authentication modal ('Autenticar {service}') over a fake browser window: a shared harness. */
import { act, render, screen } from '@testing-library/react';
import { SessionProvider } from '../../src/app';
import { StandaloneServiceAuth } from '../../src/views/oauth/StandaloneServiceAuth';
import type { PathContext } from './runner';

export const APP_ORIGIN = 'http://localhost:3000';

class FakePopup {
  closed = false;
  close() {
    this.closed = true;
  }
  focus() {}
}

/** The OAuth popup window as the page sees it: opened (or blocked), posting messages, closed by the person. */
export const win = {
  popup: null as FakePopup | null,
  blocked: false,
  listeners: [] as Array<(e: MessageEvent) => void>,
  redirected: [] as string[],
  done: [] as unknown[],
  reset() {
    this.popup = null;
    this.blocked = false;
    this.listeners = [];
    this.redirected = [];
    this.done = [];
  },
  /** The provider's page posts to its opener. */
  post(data: unknown) {
    act(() => this.listeners.forEach((l) => l({ data, origin: APP_ORIGIN, source: this.popup } as unknown as MessageEvent)));
  },
};

export function renderServiceAuth(serviceId = 'gmail', serviceName = 'Gmail') {
  return render(
    <SessionProvider
      input={{ accessToken: 'tk', refreshToken: null }}
      deps={{
        navigate: () => {},
        alert: () => {},
        notify: () => {},
        storage: null,
        oauthWindow: {
          open: () => (win.blocked ? null : ((win.popup = new FakePopup()) as unknown as Window)),
          accessToken: () => 'tk',
          listen: (h) => {
            win.listeners.push(h);
            return () => (win.listeners = win.listeners.filter((l) => l !== h));
          },
          origins: () => ({ app: APP_ORIGIN }),
          redirect: (url) => void win.redirected.push(url),
        },
      }}
    >
      <StandaloneServiceAuth request={{ serviceId, serviceName, chatId: 'c1' }} onDone={(o) => void win.done.push(o)} />
    </SessionProvider>,
  );
}

export const modal = (serviceName = 'Gmail') => screen.getByRole('dialog', { name: `Autenticar ${serviceName}` });

/** 'Abrir la ventana de autorización' (the popup opens at once instead of after 5 s). */
export async function openPopupNow(ctx: PathContext) {
  if (!win.popup || win.popup.closed) await ctx.user.click(screen.getByRole('button', { name: 'Abrir la ventana de autorización' }));
}
