type ChoiceProps = {
  name: string;
  value: string;
  label: string;
  isChecked: boolean;
  onChoose: () => void;
};

/** A radio drawn as a large tappable card; the native input stays for keyboards and screen readers. */
export function Choice({ name, value, label, isChecked, onChoose }: ChoiceProps) {
  return (
    <label
      className={`inv-choice inv-confirmation-option inv-base-corner-radius-element${isChecked ? ' inv-confirmation-option-selected' : ''}`}
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
