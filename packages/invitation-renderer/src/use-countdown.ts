import { useEffect, useState } from 'react';
import { countdownParts, type CountdownParts } from './countdown.ts';

export const COUNTDOWN_TICK_MS = 1000;

/**
 * The countdown to `target`, starting from the given `now` (so the server and the first client
 * render print the same), then ticking every second on the client until it reaches zero.
 */
export function useCountdown(
  initialNow: Date,
  target: Date,
  isEnabled: boolean,
): CountdownParts | null {
  const [now, setNow] = useState(initialNow);
  const parts = countdownParts(now, target);
  const isRunning = isEnabled && parts !== null;

  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [isRunning]);

  return parts;
}
