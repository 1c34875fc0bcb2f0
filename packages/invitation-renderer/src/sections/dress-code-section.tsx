import { useInvitationTexts } from '../invitation-i18n.tsx';
import { dressCodeTextSize } from '../dress-code-text-size.ts';
import type { InvitationModel } from '../model.ts';
import { hasText, showsDressCodeIcons } from '../visibility.ts';
import { InlineSvg } from './inline-svg.tsx';
import { Section } from './section.tsx';

/** The dress code, its type size following its length, with the dress and suit icons when wanted. */
export function DressCodeSection({ wedding }: { wedding: InvitationModel }) {
  const t = useInvitationTexts();
  const icons = showsDressCodeIcons(wedding)
    ? [wedding.dressIcon, wedding.suitIcon].filter((icon) => icon !== null)
    : [];
  return (
    <Section
      name="dress-code"
      title={t('dressCode.title')}
      isTitleShown={wedding.showDressCodeSectionTitle}
    >
      {icons.length > 0 ? (
        <div className="inv-dress-icons">
          {icons.map((icon) => (
            <InlineSvg
              key={icon.id}
              svg={icon.svg}
              label={t(`dressCode.icons.${icon.slug}`, { defaultValue: icon.name })}
              className="inv-dress-code-icon"
            />
          ))}
        </div>
      ) : null}
      {hasText(wedding.dressCode) ? (
        <p
          className={`inv-dress-code-code inv-dress-code--${dressCodeTextSize(wedding.dressCode)}`}
          data-size={dressCodeTextSize(wedding.dressCode)}
        >
          {wedding.dressCode}
        </p>
      ) : null}
      {hasText(wedding.dressCodeDetails) ? (
        <p className="inv-dress-code-details">{wedding.dressCodeDetails}</p>
      ) : null}
    </Section>
  );
}
