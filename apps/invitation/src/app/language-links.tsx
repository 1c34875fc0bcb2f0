import type { LanguageSelection } from '@convite/i18n/use-language-selector';
import type { MouseEvent } from 'react';

/** The address of the page in another language: `?lang=…`, keeping the guest's code or the couple's preview. */
export function languageHref(
  code: string | null,
  language: string,
  preview: string | null = null,
): string {
  const params = new URLSearchParams();
  if (code) params.set('code', code);
  if (preview) params.set('preview', preview);
  params.set('lang', language);
  return `?${params.toString()}`;
}

/** A plain left click, which the page can handle itself (not a new tab or window). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

type LanguageLinksProps = LanguageSelection & {
  /** The guest's code in the address, so the other language keeps their own invitation. */
  code: string | null;
  /** The couple's preview token in the address, kept the same way. */
  preview?: string | null;
};

/**
 * The es/en choice as real links (`?lang=en`), so it works before the script loads and without it:
 * the server renders the chosen language. Once hydrated, a click switches the language in place.
 */
export function LanguageLinks({
  label,
  value,
  options,
  onChange,
  code,
  preview = null,
}: LanguageLinksProps) {
  return (
    <nav className="cv-language" aria-label={label}>
      {options.map((option) => {
        const isCurrent = option.value === value;
        return (
          <a
            key={option.value}
            href={languageHref(code, option.value, preview)}
            hrefLang={option.value}
            lang={option.value}
            className="cv-language__option"
            aria-current={isCurrent ? 'true' : undefined}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              if (!isCurrent) onChange(option.value);
            }}
          >
            {option.label}
          </a>
        );
      })}
    </nav>
  );
}
