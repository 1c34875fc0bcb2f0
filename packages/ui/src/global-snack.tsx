import { SnackBar } from './snack-bar.tsx';
import { hideSnack, useSnack } from './snack-store.ts';

export type GlobalSnackProps = {
  /** Accessible name of the close button ("Cerrar"). */
  closeLabel: string;
};

/** The one snack bar of an app, showing whatever `showSnack` last asked for. Mount it once. */
export function GlobalSnack({ closeLabel }: GlobalSnackProps) {
  const snack = useSnack();
  return (
    <SnackBar
      message={snack?.message ?? null}
      kind={snack?.kind ?? 'success'}
      snackId={snack?.id}
      closeLabel={closeLabel}
      onClose={hideSnack}
    />
  );
}
