import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVEAL_THRESHOLD, useReveal } from './use-reveal.ts';

function Probe({ top }: { top: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useReveal(ref);
  return (
    <div
      ref={(element) => {
        ref.current = element;
        if (element) element.getBoundingClientRect = () => ({ top }) as DOMRect;
      }}
      data-testid="probe"
      data-state={state}
    />
  );
}

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

function fakeObserver() {
  const observers: Array<{ callback: Callback; options: IntersectionObserverInit }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}

function reducedMotion(isReduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: isReduced && query.includes('reduce') }) as MediaQueryList,
  );
}

describe('useReveal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hides a section below the fold after hydration and shows it when 20% is visible', () => {
    const observers = fakeObserver();
    reducedMotion(false);
    render(<Probe top={5000} />);
    expect(screen.getByTestId('probe')).toHaveAttribute('data-state', 'hidden');
    expect(observers[0]?.options.threshold).toBe(REVEAL_THRESHOLD);
    expect(REVEAL_THRESHOLD).toBe(0.2);
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByTestId('probe')).toHaveAttribute('data-state', 'shown');
  });

  it('never hides a section already on screen', () => {
    fakeObserver();
    reducedMotion(false);
    render(<Probe top={10} />);
    expect(screen.getByTestId('probe')).toHaveAttribute('data-state', 'static');
  });

  it('stays still for a reader who prefers reduced motion', () => {
    fakeObserver();
    reducedMotion(true);
    render(<Probe top={5000} />);
    expect(screen.getByTestId('probe')).toHaveAttribute('data-state', 'static');
  });
});
