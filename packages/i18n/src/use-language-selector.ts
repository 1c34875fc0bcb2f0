import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage, type Language } from './create-i18n.ts';

/** The props of ui's LanguageSelector, in the current language. */
export type LanguageSelection = {
  label: string;
  value: Language;
  options: { value: Language; label: string }[];
  onChange: (value: string) => void;
};

/**
 * The es/en selector, wired to the app's i18n instance (which stores the choice under `locale`):
 * `<LanguageSelector {...useLanguageSelector()} />`.
 *
 * A hook rather than a LanguageSwitch component on purpose: a component here would make i18n depend
 * on ui, and ui may depend on i18n (for types), so the package graph would turn circular. This way ui
 * stays free of i18n runtime, i18n stays free of ui, and an app joins them in one line.
 */
export function useLanguageSelector(): LanguageSelection {
  const { t, i18n } = useTranslation('common');
  const labels = { es: t('language.es'), en: t('language.en') };
  return {
    label: t('language.label'),
    value: currentLanguage(i18n),
    options: LANGUAGES.map((value) => ({ value, label: labels[value] })),
    onChange: (value) => void i18n.changeLanguage(value),
  };
}
