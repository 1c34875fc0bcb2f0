import { useInvitationTexts } from '../invitation-i18n.tsx';
import type { InvitationModel } from '../model.ts';
import { hasText } from '../visibility.ts';
import { ExternalLink } from './external-link.tsx';
import { Section } from './section.tsx';

/** The gift registry: the couple's note, the registries' links and the envelope option. */
export function GiftRegistrySection({ wedding }: { wedding: InvitationModel }) {
  const t = useInvitationTexts();
  return (
    <Section
      name="gift-registry"
      title={t('giftRegistry.title')}
      isTitleShown={wedding.showGiftRegistrySectionTitle}
    >
      {hasText(wedding.giftRegistryMessage) ? (
        <p className="inv-message inv-gift-registry-message">{wedding.giftRegistryMessage}</p>
      ) : null}
      {wedding.giftRegistries.length > 0 ? (
        <ul className="inv-registries">
          {wedding.giftRegistries.map((registry) => (
            <li key={registry.id} data-testid="gift-registry">
              {registry.link ? (
                <ExternalLink
                  href={registry.link}
                  className="inv-button inv-gift-registry-link inv-base-corner-radius-element"
                >
                  {registry.name}
                </ExternalLink>
              ) : (
                <span className="inv-gift-registry-message">{registry.name}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {wedding.acceptsEnvelope ? (
        <p className="inv-envelope inv-gift-registry-envelope inv-base-corner-radius-card">
          <span aria-hidden="true" className="inv-envelope-mark">
            ✉
          </span>{' '}
          {t('giftRegistry.envelope')}
        </p>
      ) : null}
    </Section>
  );
}
