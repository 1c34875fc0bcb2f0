import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

function renderModal(props: Partial<Parameters<typeof Modal>[0]> = {}) {
  const onClose = vi.fn();
  render(
    <>
      <button type="button">Fuera</button>
      <Modal open title="Tu sesión expiró" onClose={onClose} closeLabel="Cerrar" {...props}>
        <label>
          Contraseña
          <input type="password" />
        </label>
        <button type="button">Iniciar sesión</button>
      </Modal>
    </>,
  );
  return { onClose };
}

describe('Modal', () => {
  it('is a labelled dialog that takes the focus', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Tu sesión expiró' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { onClose } = renderModal();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on Escape, the close button or the backdrop while busy', async () => {
    const { onClose } = renderModal({ busy: true });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeDisabled();
    await userEvent.click(document.querySelector('.cv-modal__backdrop') as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not close on Escape when not dismissible, and shows no close button', async () => {
    const { onClose } = renderModal({ dismissible: false });
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    renderModal();
    const input = screen.getByLabelText('Contraseña');
    expect(input).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Fuera' })).not.toHaveFocus();
  });

  it('renders nothing when closed', () => {
    render(
      <Modal open={false} title="Oculto" onClose={() => undefined}>
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
