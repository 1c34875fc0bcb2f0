import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackBar } from './snack-bar.tsx';

describe('SnackBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a success message as a status and hides it after 3 seconds', () => {
    const onClose = vi.fn();
    render(<SnackBar message="Cliente creado exitosamente" kind="success" onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cliente creado exitosamente');
    expect(screen.getByRole('status')).toHaveClass('cv-snack--success');
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows an error as an alert', () => {
    render(<SnackBar message="Error" kind="error" onClose={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveClass('cv-snack--error');
  });

  it('restarts the timer for a new snack and ignores a new onClose on re-render', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <SnackBar message="Uno" snackId={1} kind="success" onClose={onClose} />,
    );
    act(() => vi.advanceTimersByTime(2000));
    rerender(<SnackBar message="Uno" snackId={2} kind="success" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(2000));
    rerender(<SnackBar message="Uno" snackId={2} kind="success" onClose={() => onClose()} />);
    act(() => vi.advanceTimersByTime(999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without a message', () => {
    const onClose = vi.fn();
    render(<SnackBar message={null} kind="success" onClose={onClose} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
  });
});
