/** stepEditor — 'Editar' on a plan step of the chat screen, the parameter dialog, 'Guardar cambios'. */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { stepEditorMachine } from '../../machines/stepEditor.machine';
import { validate } from '../../machines/stepFields';
import { planTools } from '../../src/i18n/planTools';
import { CATALOGUE, chatScreenApi, PLAN, renderChatScreen } from './chatScreen';
import { done, failed, http, type ScreenPaths } from './runner';

const p = planTools.editor;
const TITLE = p.title(2, 'Correo');
const dialog = () => screen.queryByRole('dialog', { name: TITLE });

export const stepEditorPaths: ScreenPaths = {
  name: 'stepEditor',
  machine: stepEditorMachine,
  contextKey: (s) => [s.context.catalogue !== null, Object.keys(validate(s.context.fields, s.context.values)).length === 0, Object.keys(s.context.errors).length],
  events: () => [
    { type: 'step.edit', step: PLAN[1] },
    { type: 'field.change', name: 'to', value: 'pedidos@tienda.mx' },
    { type: 'field.change', name: 'to', value: 'no-es-correo' },
    { type: 'save' },
    { type: 'retry' },
    { type: 'close' },
    done('fetchCatalogue', CATALOGUE),
    failed('fetchCatalogue', { status: 503, detail: 'No se pudo cargar el catálogo de nodos' }),
  ],
  setup: (ctx) => chatScreenApi(ctx.api),
  actions: {
    'xstate.init': async () => {
      renderChatScreen();
      await screen.findByTestId('execution-plan');
    },
    'step.edit': async (ctx) => {
      const plan = screen.getByTestId('execution-plan');
      const edits = within(plan).getAllByRole('button', { name: 'Editar' });
      await ctx.user.click(edits[1]);
    },
    'field.change': async (ctx, e) => {
      const field = within(dialog()!).getByLabelText(/^Para/);
      await ctx.user.clear(field);
      await ctx.user.type(field, e.value);
    },
    save: (ctx) => ctx.user.click(within(dialog()!).getByRole('button', { name: p.save })),
    retry: (ctx) => ctx.user.click(within(dialog()!).getByRole('button', { name: p.retry })),
    close: (ctx) => ctx.user.keyboard('{Escape}'),
    ...http('fetchCatalogue', 'GET /api/nodes'),
  },
  states: {
    closed: () => expect(dialog()).not.toBeInTheDocument(),
    loadingCatalogue: () => expect(dialog()).toHaveTextContent(p.loading),
    failed: (_ctx, s) => {
      expect(dialog()).toHaveTextContent(s.context.error);
      expect(within(dialog()!).getByRole('button', { name: p.retry })).toBeEnabled();
    },
    editing: (_ctx, s) => {
      const field = within(dialog()!).getByLabelText(/^Para/);
      expect(field).toHaveValue(s.context.values.to);
      if (s.context.errors.to) {
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(dialog()).toHaveTextContent(s.context.errors.to);
      } else expect(field).toHaveAttribute('aria-invalid', 'false');
      expect(within(dialog()!).getByRole('button', { name: p.save })).toBeEnabled();
    },
  },
};
