import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OAuthAppForm } from '../../src/views/credentials/OAuthAppForm';

const APP = { provider: 'google' as const, client_id: 'old-id', app_name: 'Mi app', has_client_secret: true, created_at: '', updated_at: '' };

afterEach(cleanup);

function renderForm(props: Partial<Parameters<typeof OAuthAppForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(<OAuthAppForm configured={['google', 'slack']} busy={false} onSubmit={onSubmit} onCancel={onCancel} {...props} />);
  return { onSubmit, onCancel };
}

describe('OAuth app form (spec §5)', () => {
  it('create: provider required; configured providers disabled and marked "(Ya configurado)"', async () => {
    renderForm();
    const provider = screen.getByLabelText('Proveedor *');
    const options = within(provider).getAllByRole('option').map((o) => [o.textContent, (o as HTMLOptionElement).disabled]);
    expect(options).toEqual([
      ['Selecciona un proveedor', true],
      ['Google (Ya configurado)', true],
      ['GitHub', false],
      ['Microsoft', false],
      ['Slack (Ya configurado)', true],
      ['Salesforce', false],
    ]);
    expect(screen.getByRole('button', { name: 'Crear' })).toBeDisabled();
    await userEvent.selectOptions(provider, 'microsoft');
    expect(screen.getByRole('button', { name: 'Crear' })).toBeEnabled();
  });

  it("create: Client ID and Client Secret required → 'Client ID y Client Secret son requeridos'", async () => {
    const { onSubmit } = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Proveedor *'), 'github');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Client ID y Client Secret son requeridos');
    await userEvent.type(screen.getByLabelText('Client ID *'), 'id');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Client ID y Client Secret son requeridos');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Client Secret *'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(onSubmit).toHaveBeenCalledWith({ provider: 'github', client_id: 'id', client_secret: 'secret', app_name: '' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('edit: no provider choice, Client ID prefilled, Client Secret optional (empty keeps the current one)', async () => {
    const { onSubmit } = renderForm({ app: APP });
    expect(screen.getByRole('form', { name: 'Editar OAuth App de google' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Proveedor *')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Client ID *')).toHaveValue('old-id');
    expect(screen.getByLabelText('Nombre de la app (opcional)')).toHaveValue('Mi app');
    const secret = screen.getByLabelText('Client Secret');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveAttribute('placeholder', 'Déjalo vacío para conservar el actual');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(onSubmit).toHaveBeenCalledWith({ provider: 'google', client_id: 'old-id', client_secret: '', app_name: 'Mi app' });
  });

  it('edit: Client ID still required', async () => {
    const { onSubmit } = renderForm({ app: APP });
    await userEvent.clear(screen.getByLabelText('Client ID *'));
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Client ID y Client Secret son requeridos');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('busy: buttons disabled and "Guardando..."; Cancelar calls back', async () => {
    const { onCancel } = renderForm({ app: APP, busy: true });
    expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
    cleanup();
    const second = renderForm({ app: APP });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(second.onCancel).toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
