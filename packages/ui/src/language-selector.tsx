export type LanguageOption = { value: string; label: string };

export type LanguageSelectorProps = {
  value: string;
  options: readonly LanguageOption[];
  onChange: (value: string) => void;
  /** Accessible name of the group ("Idioma"). */
  label: string;
};

export function LanguageSelector({ value, options, onChange, label }: LanguageSelectorProps) {
  return (
    <div className="cv-language" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.value}
          className="cv-language__option"
          aria-pressed={option.value === value}
          onClick={() => {
            if (option.value !== value) onChange(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
