import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal, type ConfirmModalProps } from './confirm-modal.tsx';

function renderModal(props: Partial<ConfirmModalProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmModal
      open
      message="¿Eliminar este evento?"
      confirmLabel="Eliminar"
      cancelLabel="Cancelar"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmModal', () => {
  it('asks with the message, starting on Cancel', async () => {
    const { onConfirm, onCancel } = renderModal();
    expect(screen.getByRole('dialog', { name: '¿Eliminar este evento?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveClass('cv-button--ghost');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('draws a deletion in the danger colour and a positive confirmation in the primary one', () => {
    renderModal();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toHaveClass('cv-button--danger');
    renderModal({ tone: 'positive', confirmLabel: 'Sí, iniciar' });
    const start = screen.getByRole('button', { name: 'Sí, iniciar' });
    expect(start).toHaveClass('cv-button--primary');
    expect(start).not.toHaveClass('cv-button--danger');
  });

  it('cancels with the link or Escape', async () => {
    const { onCancel } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('is busy while the returned promise is pending', async () => {
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onCancel } = renderModal({ onConfirm });
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Eliminar' })).toBeEnabled());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('is busy when told so', () => {
    renderModal({ busy: true });
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
  });

  it('renders nothing when closed', () => {
    renderModal({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
