import { fromPromise, setup } from 'xstate';
import { errorText } from './shared';

/**
 * webhookTest — the webhook URLs viewer's 'Probar' button (spec §7 "Webhook test", §8): POST a
 * sample JSON body to the test URL, then a success alert or a failure alert with the status.
 *
 *   idle ──test──► testing ──done──► idle   (alert: success, or failure with the status)
 *                     └──error──► idle      (alert: failure with the reason)
 */

export const SAMPLE_BODY = { evento: 'prueba', origen: 'Enlaza', cliente: { nombre: 'Ana López', email: 'ana@ejemplo.mx' }, monto: 1250 };
export const testOkAlert = (status: number) => `✅ Webhook de prueba enviado correctamente (estado ${status}).`;
export const testFailedAlert = (status: number | string) => `❌ La prueba del webhook falló (estado ${status}).`;

export type WebhookTestAnswer = { ok: boolean; status: number; body: unknown };

export const webhookTestMachine = setup({
  types: {
    context: {} as { url: string },
    input: {} as { url: string },
    events: {} as { type: 'test' },
  },
  actors: {
    postSample: fromPromise<WebhookTestAnswer, { url: string; body: unknown }>(async () => ({ ok: true, status: 200, body: null })),
  },
  actions: {
    alert: (_: unknown, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'webhookTest',
  context: ({ input }) => ({ url: input.url }),
  initial: 'idle',
  states: {
    idle: {
      on: { test: { target: 'testing' } },
    },
    testing: {
      invoke: {
        id: 'postSample',
        src: 'postSample',
        input: ({ context }) => ({ url: context.url, body: SAMPLE_BODY }),
        onDone: {
          target: 'idle',
          actions: { type: 'alert', params: ({ event }) => ({ message: event.output.ok ? testOkAlert(event.output.status) : testFailedAlert(event.output.status) }) },
        },
        onError: { target: 'idle', actions: { type: 'alert', params: ({ event }) => ({ message: testFailedAlert(errorText(event.error, 'sin respuesta')) }) } },
      },
    },
  },
});
