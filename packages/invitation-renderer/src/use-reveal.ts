import { useEffect, useState, type RefObject } from 'react';

export type RevealState = 'static' | 'hidden' | 'shown';

/** A section starts to show once 20% of it is visible. */
export const REVEAL_THRESHOLD = 0.2;

/**
 * The entrance animation of a section. The server markup and the first client render are 'static'
 * (fully visible: nothing depends on JavaScript and hydration matches); only after hydration, and only
 * for a section still below the fold with motion allowed, does it become 'hidden' until 20% of it
 * scrolls into view. Sections already on screen never hide, so nothing flashes.
 */
export function useReveal(ref: RefObject<HTMLElement | null>): RevealState {
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return state;
}
