import { Toggle } from '@convite/ui/toggle';
import type { Outcome } from '../api/content-calls.ts';
import { useInlineSave } from './saved-note.tsx';

export type SettingToggleProps = {
  label: string;
  checked: boolean;
  disabled: boolean;
  /** The PATCH that stores the new value. */
  save: (next: boolean) => Promise<Outcome>;
};

/** A flag of the invitation: switching it sends its PATCH; busy until the server answers. */
export function SettingToggle({ label, checked, disabled, save }: SettingToggleProps) {
  const { mutation, savedNote } = useInlineSave(save);
  return (
    <div className="setting setting--toggle">
      <Toggle
        label={label}
        checked={checked}
        onChange={(next) => mutation.mutate(next)}
        disabled={disabled}
        busy={mutation.isPending}
      />
      {savedNote}
    </div>
  );
}
