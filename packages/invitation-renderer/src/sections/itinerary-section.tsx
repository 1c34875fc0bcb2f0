import { useInvitationTexts } from '../invitation-i18n.tsx';
import { formatTime } from '../dates.ts';
import type { InvitationLocale, InvitationModel } from '../model.ts';
import { InlineSvg } from './inline-svg.tsx';
import { Section } from './section.tsx';

/** The day's plan as a timeline, each moment with its icon. */
export function ItinerarySection({
  wedding,
  locale,
}: {
  wedding: InvitationModel;
  locale: InvitationLocale;
}) {
  const t = useInvitationTexts();
  const meridiem = { am: t('time.am'), pm: t('time.pm') };
  return (
    <Section
      name="itinerary"
      title={t('itinerary.title')}
      isTitleShown={wedding.showItinerarySectionTitle}
    >
      <ol className="inv-timeline">
        <span className="inv-timeline-line inv-itinerary-line" aria-hidden="true" />
        {wedding.itineraryEvents.map((item) => (
          <li key={item.id} className="inv-timeline-item" data-testid="itinerary-item">
            <span className="inv-timeline-icon inv-itinerary-icon">
              {item.icon ? <InlineSvg svg={item.icon.svg} /> : null}
            </span>
            <span className="inv-timeline-text">
              {item.datetime ? (
                <time className="inv-itinerary-time" dateTime={item.datetime}>
                  {formatTime(item.datetime, locale, meridiem)}
                </time>
              ) : null}
              <span className="inv-itinerary-name">{item.name}</span>
            </span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
