import { assign, fromPromise, setup } from 'xstate';
import { errorText } from './shared';

/**
 * marketplaceInstall — the 'Instalar' button of a marketplace card (spec §2 Marketplace, §7):
 * POST /api/marketplace/install creates a chat holding the template's plan; on success the toast
 * 'Plantilla instalada' offers to open it, and so does the card.
 *
 *   Diagram: docs/machines/marketplaceInstall.md (generated from this definition by `npm run diagrams`).
 *
 * One install at a time: a second 'Instalar' while one is on its way is ignored (no event is
 * handled in `installing`).
 */

export const TEMPLATE_INSTALLED = 'Plantilla instalada';
export const INSTALL_FAILED = 'No se pudo instalar la plantilla. Inténtalo de nuevo.';

export type InstallAnswer = { chat_id: string; title?: string };

export type MarketplaceInstallContext = {
  /** The template being installed, or the last one installed / that failed. */
  templateId: string | null;
  /** The chat created by the last successful install. */
  chatId: string | null;
  error: string | null;
};

export type MarketplaceInstallEvent =
  | { type: 'marketplace.install'; templateId: string }
  | { type: 'marketplace.openChat' }
  | { type: 'marketplace.dismiss' };

export const marketplaceInstallMachine = setup({
  types: {
    context: {} as MarketplaceInstallContext,
    events: {} as MarketplaceInstallEvent,
  },
  actors: {
    installTemplate: fromPromise<InstallAnswer, { templateId: string }>(async () => {
      throw new Error('installTemplate not provided');
    }),
  },
  actions: {
    /** The 'Plantilla instalada' toast, with a way to open the new chat. */
    notifyInstalled: (_: unknown, _params: { chatId: string }) => {},
    notifyFailed: (_: unknown, _params: { message: string }) => {},
    openChat: (_: unknown, _params: { chatId: string }) => {},
    begin: assign({ templateId: ({ event }) => (event.type === 'marketplace.install' ? event.templateId : null), chatId: null, error: null }),
    forget: assign({ templateId: null, chatId: null, error: null }),
  },
}).createMachine({
  id: 'marketplaceInstall',
  context: { templateId: null, chatId: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'marketplace.install': { target: 'installing', actions: 'begin' } },
    },
    installing: {
      invoke: {
        id: 'installTemplate',
        src: 'installTemplate',
        input: ({ context }) => ({ templateId: context.templateId! }),
        onDone: {
          target: 'installed',
          actions: [assign({ chatId: ({ event }) => event.output.chat_id }), { type: 'notifyInstalled', params: ({ event }) => ({ chatId: event.output.chat_id }) }],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => errorText(event.error, INSTALL_FAILED) }),
            { type: 'notifyFailed', params: ({ event }) => ({ message: errorText(event.error, INSTALL_FAILED) }) },
          ],
        },
      },
    },
    installed: {
      on: {
        'marketplace.install': { target: 'installing', actions: 'begin' },
        'marketplace.openChat': { actions: { type: 'openChat', params: ({ context }) => ({ chatId: context.chatId! }) } },
        'marketplace.dismiss': { target: 'idle', actions: 'forget' },
      },
    },
    failed: {
      on: {
        'marketplace.install': { target: 'installing', actions: 'begin' },
        'marketplace.dismiss': { target: 'idle', actions: 'forget' },
      },
    },
  },
});

export type MarketplaceInstallMachine = typeof marketplaceInstallMachine;
