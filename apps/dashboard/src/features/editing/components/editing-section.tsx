import { ChevronDownIcon } from '@convite/ui/icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Wedding } from '../../../lib/wedding.ts';
import { patchKey, type Outcome, type PatchableKey } from '../api/content-calls.ts';
import { useIsPhone } from '../hooks/use-is-phone.ts';
import { SettingToggle } from './setting-toggle.tsx';

/** A list section's summary: its items' names, or that there are none yet. */
export function namesSummary(items: readonly { name: string }[], none: string): string {
  return items.length > 0 ? items.map((item) => item.name).join(', ') : none;
}

/** A one-text section's summary: the text, "Sin definir", or that the invitation hides it. */
export function useTextSummary(isShown: boolean, text: string | null): string {
  const { t } = useTranslation('dashboard');
  if (!isShown) return t('editing.summary.hidden');
  return text ?? t('editing.empty');
}

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
  /** One line on what the section holds, shown on a phone while it is closed ("Ceremonia, Cena"). */
  summary: string;
  /** The section's "show the title" flag, when it has one. */
  titleToggle?: { checked: boolean; save: (next: boolean) => Promise<Outcome> };
  disabled: boolean;
  children: ReactNode;
};

/**
 * One section of the editing tab: its heading, its title flag, its controls. On a phone the sections
 * are an accordion: each opens on a tap and shows its summary while closed, so the page is a short
 * list rather than every field at once. A closed section stays mounted (a chosen photo survives).
 */
export function EditingSection({
  id,
  title,
  summary,
  titleToggle,
  disabled,
  children,
}: EditingSectionProps) {
  const { t } = useTranslation('dashboard');
  const isPhone = useIsPhone();
  const [isOpen, setOpen] = useState(false);
  const titleId = `${id}-heading`;
  const bodyId = `${id}-body`;
  const titleText = (
    <span id={titleId} className="editing-section__title">
      {title}
    </span>
  );
  return (
    <section
      className={isPhone ? 'editing-section editing-section--accordion' : 'editing-section'}
      aria-labelledby={titleId}
    >
      <h2 className="editing-section__heading">
        {isPhone ? (
          <button
            type="button"
            className="editing-section__toggle"
            aria-expanded={isOpen}
            aria-controls={bodyId}
            onClick={() => setOpen((open) => !open)}
          >
            <span className="editing-section__label">
              {titleText}
              {!isOpen && <span className="editing-section__summary">{summary}</span>}
            </span>
            <span className="editing-section__chevron" aria-hidden="true">
              <ChevronDownIcon />
            </span>
          </button>
        ) : (
          titleText
        )}
      </h2>
      <div id={bodyId} className="editing-section__body" hidden={isPhone && !isOpen}>
        {titleToggle && (
          <SettingToggle
            label={t('editing.showSectionTitle')}
            checked={titleToggle.checked}
            disabled={disabled}
            save={titleToggle.save}
          />
        )}
        {children}
      </div>
    </section>
  );
}
