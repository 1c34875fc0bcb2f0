import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalSnack } from './global-snack.tsx';
import { hideSnack, showSnack } from './snack-store.ts';

afterEach(() => {
  act(() => hideSnack());
  vi.useRealTimers();
});

describe('GlobalSnack', () => {
  it('shows nothing until a snack is asked for', () => {
    render(<GlobalSnack closeLabel="Cerrar" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the newest snack only, with the caller’s close label', async () => {
    render(<GlobalSnack closeLabel="Cerrar" />);
    act(() => showSnack('success', 'Cliente creado exitosamente'));
    act(() => showSnack('error', 'Correo electrónico inválido.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Correo electrónico inválido.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the store when the snack hides itself, so it does not come back', () => {
    vi.useFakeTimers();
    const { unmount } = render(<GlobalSnack closeLabel="Cerrar" />);
    act(() => showSnack('success', 'Listo'));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    render(<GlobalSnack closeLabel="Cerrar" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
