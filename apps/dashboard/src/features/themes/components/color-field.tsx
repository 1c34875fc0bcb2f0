import { Button } from '@convite/ui/button';
import { showSnack } from '@convite/ui/snack-store';
import { TextField } from '@convite/ui/text-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseHexColor } from '../utils/theme-edits.ts';

type ColorFieldProps = {
  label: string;
  value: string;
  /** The theme's colours, offered as swatches. */
  colors: string[];
  onChange: (color: string) => void;
};

/** A colour property: the theme's colours as swatches, or a custom hex colour (3 or 6 digits). */
export function ColorField({ label, value, colors, onChange }: ColorFieldProps) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | undefined>();

  const applyCustom = () => {
    const color = parseHexColor(custom);
    if (!color) {
      const message = t('validation:invalidHex');
      setError(message);
      showSnack('error', message);
      return;
    }
    setError(undefined);
    onChange(color);
  };

  return (
    <fieldset className="style-field">
      <legend className="cv-field__label">{label}</legend>
      <p className="style-field__current">
        <span
          className="style-field__chip"
          aria-hidden="true"
          style={{ background: value || 'transparent' }}
        />
        {t('themes.editor.current', { value: value || t('themes.editor.unset') })}
      </p>
      <div className="style-field__swatches">
        {colors.map((color) => (
          <button
            key={color}
            type="button"
            className="style-field__swatch"
            style={{ background: color }}
            aria-label={t('themes.editor.swatch', { property: label, color })}
            title={color}
            aria-pressed={value.toLowerCase() === color}
            onClick={() => onChange(color)}
          />
        ))}
      </div>
      <div className="style-field__row">
        <TextField
          label={t('themes.editor.customColor', { property: label })}
          value={custom}
          error={error}
          placeholder="#a1b2c3"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setCustom(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            applyCustom();
          }}
        />
        <Button
          variant="secondary"
          aria-label={t('themes.editor.applyColor', { property: label })}
          onClick={applyCustom}
        >
          {t('themes.editor.apply')}
        </Button>
      </div>
    </fieldset>
  );
}
