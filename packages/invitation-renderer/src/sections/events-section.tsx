import { useInvitationTexts } from '../invitation-i18n.tsx';
import { isCalendarEvent } from '../calendar-file.ts';
import { calendarLink } from '../calendar-link.ts';
import { formatEventTime } from '../dates.ts';
import type { EventModel, InvitationLocale, InvitationModel } from '../model.ts';
import { ExternalLink } from './external-link.tsx';
import { LazyImage } from './lazy-image.tsx';
import { Section } from './section.tsx';
import { wazeLink } from '../waze-link.ts';

type EventsSectionProps = {
  wedding: InvitationModel;
  events: EventModel[];
  locale: InvitationLocale;
  /** The guest's .ics file of these events, or null where there is none (the dashboard's preview). */
  calendarFileHref: string | null;
};

/** Where and when: each event's place, map link, time, notes, photos and calendar link. */
export function EventsSection({ wedding, events, locale, calendarFileHref }: EventsSectionProps) {
  const t = useInvitationTexts();
  return (
    <Section name="events" title={t('events.title')} isTitleShown={wedding.showEventsSectionTitle}>
      <ul className="inv-cards">
        {events.map((event) => (
          <li key={event.id} data-testid="event">
            <EventCard event={event} wedding={wedding} locale={locale} />
          </li>
        ))}
      </ul>
      {calendarFileHref && events.some(isCalendarEvent) ? (
        // Same tab, no download attribute: the server's text/calendar attachment is what an iPhone
        // offers to add to Calendar, and WhatsApp's browser follows a plain link.
        <p className="inv-actions">
          <a
            href={calendarFileHref}
            className="inv-button inv-events-button inv-base-corner-radius-element"
            data-testid="calendar-file"
          >
            {t('events.calendarFile')}
          </a>
        </p>
      ) : null}
    </Section>
  );
}

function EventCard({
  event,
  wedding,
  locale,
}: {
  event: EventModel;
  wedding: InvitationModel;
  locale: InvitationLocale;
}) {
  const t = useInvitationTexts();
  const meridiem = { am: t('time.am'), pm: t('time.pm') };
  const waze = wazeLink(event);
  return (
    <article className="inv-card inv-events-card inv-base-shadow inv-base-corner-radius-card">
      <h3 className="inv-events-name">{event.name}</h3>
      {event.datetime ? (
        <p className="inv-events-time">
          <time dateTime={event.datetime}>
            {formatEventTime(event.datetime, wedding.date, locale, meridiem)}
          </time>
        </p>
      ) : null}
      {event.place ? <p className="inv-events-place">{event.place}</p> : null}
      {event.address ? <p className="inv-events-address">{event.address}</p> : null}
      {event.onlyAdults ? <p className="inv-events-note">{t('events.onlyAdults')}</p> : null}
      {event.images.length > 0 ? (
        <div className="inv-strip">
          {event.images.map((image) => (
            <LazyImage
              key={image.id}
              image={image}
              alt={t('events.imageAlt', { event: event.name })}
              className="inv-page-photo"
              sizes="(min-width: 40rem) 20rem, 80vw"
            />
          ))}
        </div>
      ) : null}
      <div className="inv-actions">
        {event.addressLink ? (
          <ExternalLink href={event.addressLink} className="inv-events-link inv-tap">
            {t('events.location')}
          </ExternalLink>
        ) : null}
        {waze ? (
          <ExternalLink href={waze} className="inv-events-link inv-tap">
            {t('events.waze')}
          </ExternalLink>
        ) : null}
        {event.showAddToCalendar && event.datetime ? (
          <ExternalLink
            href={calendarLink({
              weddingName: wedding.name,
              eventName: event.name,
              datetime: event.datetime,
              addressLink: event.addressLink,
            })}
            className="inv-button inv-events-button inv-base-corner-radius-element"
          >
            {t('events.addToCalendar')}
          </ExternalLink>
        ) : null}
      </div>
    </article>
  );
}
