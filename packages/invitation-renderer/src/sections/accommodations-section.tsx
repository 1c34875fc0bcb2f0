import { useInvitationTexts } from '../invitation-i18n.tsx';
import type { AccommodationModel, InvitationModel } from '../model.ts';
import { ExternalLink } from './external-link.tsx';
import { Section } from './section.tsx';
import { wazeLink } from '../waze-link.ts';

/** Where to stay: each place with its address, note, website and map link. */
export function AccommodationsSection({ wedding }: { wedding: InvitationModel }) {
  const t = useInvitationTexts();
  return (
    <Section
      name="accommodations"
      title={t('accommodations.title')}
      isTitleShown={wedding.showAccommodationsSectionTitle}
    >
      <ul className="inv-cards">
        {wedding.accommodations.map((place) => (
          <li key={place.id} data-testid="accommodation">
            <article className="inv-card inv-accommodations-card inv-base-shadow inv-base-corner-radius-card">
              <h3 className="inv-accommodations-name">{place.name}</h3>
              {place.address ? <p className="inv-accommodations-address">{place.address}</p> : null}
              {place.message ? <p className="inv-accommodations-message">{place.message}</p> : null}
              <div className="inv-actions">
                {place.link ? (
                  <ExternalLink href={place.link} className="inv-accommodations-link inv-tap">
                    {t('accommodations.website', { name: place.name })}
                  </ExternalLink>
                ) : null}
                {place.addressLink ? (
                  <ExternalLink
                    href={place.addressLink}
                    className="inv-accommodations-link inv-tap"
                  >
                    {t('accommodations.location')}
                  </ExternalLink>
                ) : null}
                <WazeLink place={place} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function WazeLink({ place }: { place: AccommodationModel }) {
  const t = useInvitationTexts();
  const href = wazeLink({
    addressLink: place.addressLink,
    address: place.address,
    place: place.name,
  });
  return href ? (
    <ExternalLink href={href} className="inv-accommodations-link inv-tap">
      {t('accommodations.waze')}
    </ExternalLink>
  ) : null;
}
