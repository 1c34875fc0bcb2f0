import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../api/content-calls.ts';
import { useWeddingMutation, type WeddingMutationOptions } from '../api/use-wedding-mutation.ts';

/**
 * The mutation of one field that confirms itself in place: after each save, `savedNote` says
 * "Guardado ✓" beside the field and fades (CSS), instead of a green snack per field; a failure
 * still gets the red snack.
 */
export function useInlineSave<Variables, Result extends Outcome = Outcome>(
  save: (variables: Variables) => Promise<Result>,
  options: Omit<WeddingMutationOptions, 'onSaved'> = {},
) {
  const [saves, setSaves] = useState(0);
  const mutation = useWeddingMutation(save, {
    ...options,
    onSaved: () => setSaves((count) => count + 1),
  });
  return { mutation, savedNote: <SavedNote saves={saves} /> };
}

/** A polite live region, present from the start so each new confirmation is announced. */
export function SavedNote({ saves }: { saves: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <span className="saved-note" role="status">
      {saves > 0 && (
        // A new key per save restarts the fade.
        <span key={saves} className="saved-note__text">
          {t('editing.saved')}
        </span>
      )}
    </span>
  );
}
