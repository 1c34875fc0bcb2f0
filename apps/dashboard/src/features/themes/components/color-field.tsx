import { Button } from '@convite/ui/button';
import { TextField } from '@convite/ui/text-field';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseHexColor } from '../utils/theme-edits.ts';
import { pickerValue, WEDDING_PALETTE, type PaletteId } from '../utils/wedding-palette.ts';

/** The palette's names, as literal keys so the texts' checks see each one used. */
const PALETTE_KEYS = {
  white: 'themes.editor.palette.white',
  ivory: 'themes.editor.palette.ivory',
  champagne: 'themes.editor.palette.champagne',
  blush: 'themes.editor.palette.blush',
  peach: 'themes.editor.palette.peach',
  lavender: 'themes.editor.palette.lavender',
  dustyBlue: 'themes.editor.palette.dustyBlue',
  sage: 'themes.editor.palette.sage',
  gold: 'themes.editor.palette.gold',
  terracotta: 'themes.editor.palette.terracotta',
  olive: 'themes.editor.palette.olive',
  burgundy: 'themes.editor.palette.burgundy',
  navy: 'themes.editor.palette.navy',
  chocolate: 'themes.editor.palette.chocolate',
  charcoal: 'themes.editor.palette.charcoal',
  black: 'themes.editor.palette.black',
} as const satisfies Record<PaletteId, string>;

type ColorFieldProps = {
  label: string;
  value: string;
  /** The theme's colours, offered after the palette (those the palette lacks). */
  colors: string[];
  onChange: (color: string) => void;
};

type SwatchProps = { color: string; name: string; isCurrent: boolean; onPick: () => void };

/** A colour to tap: a 32 px button named by its colour's name and code ("Rosa palo #E8C4C4"). */
function Swatch({ color, name, isCurrent, onPick }: SwatchProps) {
  return (
    <button
      type="button"
      className="style-field__swatch"
      style={{ background: color }}
      aria-label={name}
      title={name}
      aria-pressed={isCurrent}
      onClick={onPick}
    />
  );
}

/**
 * A colour property: a palette of wedding tones and the theme's own colours to tap, the system's
 * colour picker, or a hex code typed (# and 3 or 6 digits; anything else is refused in words).
 */
export function ColorField({ label, value, colors, onChange }: ColorFieldProps) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const paletteId = useId();
  const themeId = useId();
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | undefined>();
  const current = value.trim().toLowerCase();
  const code = (color: string) => color.toUpperCase();
  const paletteColors = new Set<string>(WEDDING_PALETTE.map(({ color }) => color));
  const themeOnly = colors.filter((color) => !paletteColors.has(color));

  const pick = (color: string) => {
    setError(undefined);
    onChange(color);
  };
  const applyCustom = () => {
    const color = parseHexColor(custom);
    if (!color) {
      setError(t('validation:invalidHex'));
      return;
    }
    setCustom('');
    pick(color);
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
        {t('themes.editor.current', { value: value ? code(value) : t('themes.editor.unset') })}
      </p>
      <p id={paletteId} className="style-field__group">
        {t('themes.editor.paletteTitle')}
      </p>
      <div className="style-field__swatches" role="group" aria-labelledby={paletteId}>
        {WEDDING_PALETTE.map(({ id, color }) => (
          <Swatch
            key={id}
            color={color}
            name={`${t(PALETTE_KEYS[id])} ${code(color)}`}
            isCurrent={current === color}
            onPick={() => pick(color)}
          />
        ))}
      </div>
      {themeOnly.length > 0 && (
        <>
          <p id={themeId} className="style-field__group">
            {t('themes.editor.themeColors')}
          </p>
          <div className="style-field__swatches" role="group" aria-labelledby={themeId}>
            {themeOnly.map((color) => (
              <Swatch
                key={color}
                color={color}
                name={t('themes.editor.themeColor', { color: code(color) })}
                isCurrent={current === color}
                onPick={() => pick(color)}
              />
            ))}
          </div>
        </>
      )}
      <div className="style-field__row">
        <label className="style-field__picker">
          <input
            type="color"
            value={pickerValue(value)}
            onChange={(event) => pick(event.target.value.toLowerCase())}
          />
          <span>{t('themes.editor.picker')}</span>
        </label>
      </div>
      <div className="style-field__row">
        <TextField
          label={t('themes.editor.customColor', { property: label })}
          value={custom}
          error={error}
          placeholder="#E8C4C4"
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
