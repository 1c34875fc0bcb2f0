import { createContext, useContext } from 'react';

/**
 * The form before its script runs (and without it): a radio the guest checks there is shown chosen by
 * the theme's `:has(:checked)` rule alone, so a choice the page was sent with never stays coloured
 * beside the one tapped.
 */
export const StaticForm = createContext(false);

type ChoiceProps = {
  name: string;
  value: string;
  label: string;
  isChecked: boolean;
  onChoose: () => void;
};

/** A radio drawn as a large tappable card; the native input stays for keyboards and screen readers. */
export function Choice({ name, value, label, isChecked, onChoose }: ChoiceProps) {
  const isStatic = useContext(StaticForm);
  const isSelected = isChecked && !isStatic;
  return (
    <label
      className={`inv-choice inv-confirmation-option inv-base-corner-radius-element${isSelected ? ' inv-confirmation-option-selected' : ''}`}
    >
      <input
        type="radio"
        className="inv-choice-input"
        name={name}
        value={value}
        checked={isChecked}
        onChange={onChoose}
      />
      <span>{label}</span>
    </label>
  );
}
