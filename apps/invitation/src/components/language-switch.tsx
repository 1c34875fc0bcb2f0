import { LANGUAGES, currentLanguage } from '@convite/i18n/create-i18n';
import { LanguageSelector } from '@convite/ui/language-selector';
import { useTranslation } from 'react-i18next';

/** The es/en selector; i18n stores the choice under `locale`. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const labels = { es: t('language.es'), en: t('language.en') };
  return (
    <LanguageSelector
      label={t('language.label')}
      value={currentLanguage(i18n)}
      options={LANGUAGES.map((value) => ({ value, label: labels[value] }))}
      onChange={(value) => void i18n.changeLanguage(value)}
    />
  );
}
