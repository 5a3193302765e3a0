import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastsOnDemand } from '../../src/components/ToastsOnDemand';
import { notify } from '../../src/stores/notifications';

describe('toasts on demand', () => {
  it('loads the toasts with the first one and shows it', async () => {
    render(<ToastsOnDemand />);
    expect(document.querySelector('.toast')).toBeNull();
    act(() => void notify('success', 'Workflow guardado correctamente'));
    // the chunk's first load can be slow on a busy machine: a generous wait, not a timing claim
    expect(await screen.findByText('Workflow guardado correctamente', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
