import { Toggle } from '@convite/ui/toggle';
import type { Outcome } from '../api/content-calls.ts';
import { useWeddingMutation } from '../api/use-wedding-mutation.ts';

export type SettingToggleProps = {
  label: string;
  checked: boolean;
  disabled: boolean;
  /** The PATCH that stores the new value. */
  save: (next: boolean) => Promise<Outcome>;
};

/** A flag of the invitation: switching it sends its PATCH; busy until the server answers. */
export function SettingToggle({ label, checked, disabled, save }: SettingToggleProps) {
  const mutation = useWeddingMutation(save);
  return (
    <Toggle
      label={label}
      checked={checked}
      onChange={(next) => mutation.mutate(next)}
      disabled={disabled}
      busy={mutation.isPending}
    />
  );
}
