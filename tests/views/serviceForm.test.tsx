import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceForm } from '../../src/views/oauth/ServiceForm';

// Radix's Switch measures itself inside a form; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(cleanup);

describe('service connection form', () => {
  it("renders a yes/no field ('Usar SSL') as a switch sent as 'true'/'false', with no text to type", () => {
    const onSubmit = vi.fn();
    render(
      <ServiceForm
        fields={[
          { name: 'host', label: 'Servidor', type: 'text', required: true },
          { name: 'ssl', label: 'Usar SSL', type: 'boolean', required: false },
        ]}
        onSubmit={onSubmit}
      />,
    );
    const ssl = screen.getByRole('switch', { name: 'Usar SSL' });
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/Servidor/), { target: { value: 'db.tienda.mx' } });
    fireEvent.click(ssl);
    fireEvent.click(screen.getByRole('button', { name: 'Conectar' }));
    expect(onSubmit).toHaveBeenCalledWith({ host: 'db.tienda.mx', ssl: 'true' });
  });
});
