import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrialCountdown } from './trial-countdown.tsx';

describe('TrialCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-17T16:59:58.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks hours, minutes and seconds every second and calls onEnd once at zero', () => {
    const onEnd = vi.fn();
    render(<TrialCountdown endsAt="2026-11-17T18:00:00.000Z" onEnd={onEnd} />);
    const timer = screen.getByRole('timer', { name: 'Tiempo restante del modo de prueba' });
    expect(timer).toHaveTextContent('01horas00minutos02segundos');

    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('01horas00minutos01segundos');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('01horas00minutos00segundos');
    act(() => vi.advanceTimersByTime(59 * 60 * 1000 + 59 * 1000));
    expect(timer).toHaveTextContent('00horas00minutos01segundos');
    expect(onEnd).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00horas00minutos00segundos');
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('counts the full 72 hours in hours', () => {
    render(<TrialCountdown endsAt="2026-11-20T16:59:58.000Z" onEnd={vi.fn()} />);
    expect(screen.getByRole('timer')).toHaveTextContent('72horas00minutos00segundos');
  });
});
