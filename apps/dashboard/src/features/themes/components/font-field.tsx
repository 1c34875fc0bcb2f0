import { hasFontStylesheet, loadFontFamilies } from '@convite/invitation-renderer/font-loaders';
import { selfHostedFamily } from '@convite/rules/served-fonts';
import { Button } from '@convite/ui/button';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fontChoices,
  unservedThemeFonts,
  type FontGroup,
  type FontOption,
} from '../utils/style-options.ts';
import { firstFamily } from '../utils/theme-edits.ts';

const GROUP_KEYS = {
  cursive: 'themes.editor.fontGroups.cursive',
  serif: 'themes.editor.fontGroups.serif',
  'sans-serif': 'themes.editor.fontGroups.sansSerif',
} as const satisfies Record<FontGroup, string>;

type FontFieldProps = {
  label: string;
  /** The style's font-family value, or '' when unset. */
  value: string;
  /** The theme's own font-family values (those Convite does not serve are offered as they are). */
  themeFamilies: string[];
  onChange: (value: string | null) => void;
};

/** Whether an option is the style's font: the same family, whatever the fallback written after it. */
function isChosen(option: FontOption, value: string): boolean {
  if (!value) return false;
  const served = selfHostedFamily(value);
  return served ? served === option.name : option.value === value;
}

/**
 * The style's font: its name shown in itself, and a list to change it where each font is written in
 * its own letters (only the families whose files Convite ships). The list's fonts load when it opens,
 * so the editor costs no downloads until the couple looks for a font.
 */
export function FontField({ label, value, themeFamilies, onChange }: FontFieldProps) {
  const { t } = useTranslation('dashboard');
  const listId = useId();
  const radioName = useId();
  const [isOpen, setOpen] = useState(false);
  const groups = useMemo(() => fontChoices(hasFontStylesheet), []);
  const themeOnly = unservedThemeFonts(themeFamilies);

  useEffect(() => {
    if (isOpen) void loadFontFamilies(groups.flatMap(({ fonts }) => fonts.map(({ name }) => name)));
  }, [isOpen, groups]);

  const option = (font: FontOption) => (
    <label key={font.value} className="font-option">
      <input
        type="radio"
        name={radioName}
        checked={isChosen(font, value)}
        onChange={() => onChange(font.value)}
      />
      <span style={{ fontFamily: font.value }}>{font.name}</span>
    </label>
  );

  return (
    <fieldset className="style-field">
      <legend className="cv-field__label">{label}</legend>
      <p className="style-field__current">
        {value ? (
          <span className="font-field__current" style={{ fontFamily: value }}>
            {firstFamily(value)}
          </span>
        ) : (
          t('themes.editor.unset')
        )}
      </p>
      <div>
        <Button
          variant="secondary"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setOpen((open) => !open)}
        >
          {isOpen ? t('themes.editor.closeFonts') : t('themes.editor.changeFont')}
        </Button>
      </div>
      <div id={listId} className="font-list" hidden={!isOpen}>
        {isOpen && (
          <>
            <label className="font-option font-option--unset">
              <input
                type="radio"
                name={radioName}
                checked={!value}
                onChange={() => onChange(null)}
              />
              <span>{t('themes.editor.unsetFont')}</span>
            </label>
            {groups.map(({ group, fonts }) =>
              fonts.length === 0 ? null : (
                <div key={group} role="group" aria-label={t(GROUP_KEYS[group])}>
                  <p className="font-list__group" aria-hidden="true">
                    {t(GROUP_KEYS[group])}
                  </p>
                  {fonts.map(option)}
                </div>
              ),
            )}
            {themeOnly.length > 0 && (
              <div role="group" aria-label={t('themes.editor.themeFonts')}>
                <p className="font-list__group" aria-hidden="true">
                  {t('themes.editor.themeFonts')}
                </p>
                {themeOnly.map(option)}
              </div>
            )}
          </>
        )}
      </div>
    </fieldset>
  );
}
