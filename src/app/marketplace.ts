import { useMemo } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { marketplaceInstallMachine, TEMPLATE_INSTALLED, type InstallAnswer } from '../../machines/marketplaceInstall.machine';
import { marketplace } from '../api/marketplace';
import { marketplaceText } from '../i18n/marketplace';
import { silentAbort, type AppDeps } from './actors';
import { appBus } from './bus';
import { useResource } from './hooks';
import { actorOptions, useAppDeps } from './session';

export const chatPath = (chatId: string) => `/chat/${encodeURIComponent(chatId)}`;

/** The install machine wired to the API, the toasts ('Plantilla instalada' + 'Abrir chat') and navigation. */
export function provideMarketplaceInstall(deps: AppDeps) {
  return marketplaceInstallMachine.provide({
    actors: {
      installTemplate: fromPromise<InstallAnswer, { templateId: string }>(
        silentAbort(({ input, signal }) => marketplace.install(input.templateId, { signal })),
      ),
    },
    actions: {
      notifyInstalled: (_, p) => {
        // the sidebar lists the new chat next time it is shown
        appBus.emit({ type: 'chats.changed' });
        deps.notify('success', TEMPLATE_INSTALLED, { action: { label: marketplaceText.openChat, href: chatPath(p.chatId) } });
      },
      notifyFailed: (_, p) => deps.notify('error', p.message),
      openChat: (_, p) => deps.navigate(chatPath(p.chatId)),
    },
  });
}

/** What the /marketplace screen needs: the templates (loaded with retries) and the install flow. */
export function useMarketplace() {
  const deps = useAppDeps();
  const templates = useResource((signal) => marketplace.templates({ signal }));
  const logic = useMemo(() => provideMarketplaceInstall(deps), [deps]);
  const ref = useActorRef(logic, actorOptions('marketplaceInstall'));
  const install = useSelector(
    ref,
    (s) => ({
      installingId: s.matches('installing') ? s.context.templateId : null,
      installedId: s.matches('installed') ? s.context.templateId : null,
    }),
    shallowEqual,
  );
  const actions = useMemo(
    () => ({
      install: (templateId: string) => ref.send({ type: 'marketplace.install', templateId }),
      openChat: () => ref.send({ type: 'marketplace.openChat' }),
    }),
    [ref],
  );
  return { templates, ...install, ...actions };
}

export type MarketplaceView = ReturnType<typeof useMarketplace>;
