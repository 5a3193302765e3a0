import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Catalogue, PlanStep } from '../../contracts';
import { stepEditorMachine } from '../../machines/stepEditor.machine';
import type { StepEditorView } from '../../src/app/planTools';
import { StepEditorDialog } from '../../src/views/chat/StepEditorDialog';

/** The step editor dialog over a live stepEditor machine (the catalogue as GET /api/nodes answers it). */

const catalogue: Catalogue = {
  nodes: [
    {
      node_id: 'schedule', name: 'Programación', service: 'schedule', category: 'trigger', auth: { mechanism: 'none' }, webhook: false,
      actions: [{
        action_id: 'cron', name: 'Según horario (cron)', description: '', kind: 'trigger',
        schema: { type: 'object', properties: { cron_expression: { type: 'string', description: 'Expresión cron', format: 'cron' }, timezone: { type: 'string', description: 'Zona horaria', format: 'timezone' } }, required: ['cron_expression'] },
      }],
    },
    {
      node_id: 'email', name: 'Correo (SMTP)', service: 'email', category: 'communication', auth: { mechanism: 'api_key' }, webhook: false,
      actions: [{
        action_id: 'send_email', name: 'Enviar correo', description: '', kind: 'action',
        schema: { type: 'object', properties: { to: { type: 'string', description: 'Para', format: 'email' }, html: { type: 'boolean', description: 'Mensaje en HTML' } }, required: ['to'] },
      }],
    },
  ],
};

function Harness({ step, onSave }: { step: PlanStep; onSave: (s: PlanStep) => void }) {
  const ref = useActorRef(
    stepEditorMachine.provide({
      actors: { fetchCatalogue: fromPromise(async () => catalogue) },
      actions: { saveStep: (_, p) => onSave(p.step) },
    }),
  );
  const s = useSelector(ref, (snap) => snap);
  useEffect(() => ref.send({ type: 'step.edit', step }), [ref, step]);
  const editor: StepEditorView = {
    open: !s.matches('closed'),
    loading: s.matches('loadingCatalogue'),
    failed: s.matches('failed'),
    error: s.context.error,
    step: s.context.step,
    fields: s.context.fields,
    values: s.context.values,
    errors: s.context.errors,
    previews: s.context.previews,
    send: ref.send,
  };
  return <StepEditorDialog editor={editor} />;
}

// Radix's Switch measures itself inside a form; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(cleanup);

describe('step editor dialog', () => {
  it('shows the cron schedule in Spanish, the error at the field while invalid, and does not save it', async () => {
    const onSave = vi.fn();
    render(<Harness step={{ step: 1, node_id: 'schedule', action_id: 'cron', params: { cron_expression: '0 9 * * 1' } }} onSave={onSave} />);
    const cron = await screen.findByLabelText(/Expresión cron/);
    expect(screen.getByRole('status')).toHaveTextContent('Cada lunes a las 9:00 a. m. (hora del centro de México)');
    expect(cron).toHaveAccessibleDescription(/Cada lunes a las 9:00 a\. m\./);

    fireEvent.change(cron, { target: { value: '61 25 * * 9' } });
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('La expresión cron "61 25 * * 9" no es válida: el minuto debe estar entre 0 y 59');
    expect(cron).toHaveAttribute('aria-invalid', 'true');
    expect(cron).toHaveAccessibleDescription(/no es válida/);
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' })));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fireEvent.change(cron, { target: { value: '0 10 * * 1-5' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('De lunes a viernes a las 10:00 a. m. (hora del centro de México)');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' })));
    expect(onSave).toHaveBeenCalledWith({ step: 1, node_id: 'schedule', action_id: 'cron', params: { cron_expression: '0 10 * * 1-5' } });
  });

  it('renders a yes/no parameter as a switch, with no text to type', async () => {
    const onSave = vi.fn();
    render(<Harness step={{ step: 2, node_id: 'email', action_id: 'send_email', params: { to: 'ana@tienda.mx' } }} onSave={onSave} />);
    const toggle = await screen.findByRole('switch', { name: 'Mensaje en HTML' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    const field = toggle.closest('.field') as HTMLElement;
    expect(within(field).queryByRole('textbox')).toBeNull();
    expect(within(field).queryByRole('checkbox')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' })));
    expect(onSave).toHaveBeenCalledWith({ step: 2, node_id: 'email', action_id: 'send_email', params: { to: 'ana@tienda.mx', html: true } });
  });
});
