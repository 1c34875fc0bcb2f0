import { useEffect } from 'react';
import { useReturn } from '../lib/navigation.ts';
import { reportError } from './error-message.ts';

/** A detail that cannot load shows why in the red snack and goes back where the admin came from. */
export function useReturnOnError(error: unknown, fallback: string) {
  const back = useReturn(fallback);
  useEffect(() => {
    if (!error) return;
    reportError(error);
    back();
  }, [error, back]);
}
