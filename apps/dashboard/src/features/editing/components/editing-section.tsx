import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../api/content-calls.ts';
import { SettingToggle } from './setting-toggle.tsx';

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
