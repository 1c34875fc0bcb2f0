import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Wedding } from '../../../lib/wedding.ts';
import { patchKey, type Outcome, type PatchableKey } from '../api/content-calls.ts';
import { SettingToggle } from './setting-toggle.tsx';

/** What every section of the tab receives. */
export type SectionProps = { wedding: Wedding; disabled: boolean };

type TitleKey = Extract<PatchableKey<'weddings', Wedding>, `show${string}SectionTitle`>;

/** The "show the title" flag of a section: `showGallerySectionTitle` and its PATCH. */
export function sectionTitleToggle(
  wedding: Wedding,
  key: TitleKey,
): EditingSectionProps['titleToggle'] {
  return {
    checked: wedding[key],
    save: (next) => patchKey('weddings', wedding, key, next),
  };
}

export type EditingSectionProps = {
  id: string;
  title: string;
  /** The section's "show the title" flag, when it has one. */
  titleToggle?: { checked: boolean; save: (next: boolean) => Promise<Outcome> };
  disabled: boolean;
  children: ReactNode;
};

/** One section of the editing tab: its heading, its title flag, its controls. */
export function EditingSection({
  id,
  title,
  titleToggle,
  disabled,
  children,
}: EditingSectionProps) {
  const { t } = useTranslation('dashboard');
  const headingId = `${id}-heading`;
  return (
    <section className="editing-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {titleToggle && (
        <SettingToggle
          label={t('editing.showSectionTitle')}
          checked={titleToggle.checked}
          disabled={disabled}
          save={titleToggle.save}
        />
      )}
      {children}
    </section>
  );
}
