import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';

/** What a form with unsaved changes tells the app's guard. */
export type UnsavedChange = {
  /**
   * Saves the changes from the guard's question ("Guardar y salir"): true once saved, false when it
   * could not (the form shows why and the couple stays). Absent when the form cannot save from there.
   */
  save?: () => Promise<boolean>;
};

/** The app's guard (it asks before leaving): each form reports its changes, or null when none. */
export type UnsavedChangesRegistry = {
  report: (id: string, change: UnsavedChange | null) => void;
};

/** Provided by the app that guards leaving; without it a form's report goes nowhere. */
export const UnsavedChangesContext = createContext<UnsavedChangesRegistry | null>(null);

/**
 * Reports whether a form holds changes that are not saved (really different from what is saved), so
 * leaving asks first. Returns `markSaved`, for the moment a save succeeds: a navigation right after it
 * (a form that returns to a list) is not asked about, even before the saved values arrive.
 */
export function useUnsavedChanges(isDirty: boolean, save?: () => Promise<boolean>): () => void {
  const registry = useContext(UnsavedChangesContext);
  const id = useId();
  const saveRef = useRef(save);
  useLayoutEffect(() => {
    saveRef.current = save;
  });
  const canSave = save !== undefined;
  useEffect(() => {
    if (!registry || !isDirty) return undefined;
    registry.report(id, {
      save: canSave ? () => saveRef.current?.() ?? Promise.resolve(false) : undefined,
    });
    return () => registry.report(id, null);
  }, [registry, id, isDirty, canSave]);
  return useCallback(() => registry?.report(id, null), [registry, id]);
}
