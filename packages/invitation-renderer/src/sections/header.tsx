import { COVER_SIZES } from '../cover-image.ts';
import { useInvitationTexts } from '../invitation-i18n.tsx';
import { formatLongDate, formatTime } from '../dates.ts';
import type { InvitationGuestModel, InvitationLocale, InvitationModel } from '../model.ts';
import { useCountdown } from '../use-countdown.ts';
import { RsvpDeadline } from './rsvp-deadline.tsx';

type HeaderProps = {
  wedding: InvitationModel;
  locale: InvitationLocale;
  now: Date;
  /** Where the wedding happens (a city or a place), or null. */
  venue: string | null;
  /** The id of the confirmation form's section, when the invitation has one: the button leads there. */
  confirmationTarget: string | null;
  /** The guest of the link: greeted, with the seats kept for them, above the button. */
  guest: InvitationGuestModel | null;
};

/**
 * The first screen says everything on a 360×640 phone: the photo (the page's largest paint, so it
 * loads first), the couple, the day with its weekday, the time and the city, and the way to answer:
 * the household greeted by name with the seats kept for them, the button and the day to answer by.
 * The button is a plain in-page link, so it works before (and without) the script.
 */
export function Header({ wedding, locale, now, venue, confirmationTarget, guest }: HeaderProps) {
  const t = useInvitationTexts();
  const cover = wedding.coverImages[0];
  const ratio = cover && cover.aspectRatio > 0 ? cover.aspectRatio : 1;
  const meridiem = { am: t('time.am'), pm: t('time.pm') };
  const when = [formatTime(wedding.date, locale, meridiem), venue].filter(Boolean).join(' · ');
  return (
    <header className={`inv-header${cover ? ' inv-header--cover' : ''}`} data-section="header">
      {cover ? (
        <div className="inv-header-cover inv-header-media" style={{ aspectRatio: `${ratio}` }}>
          <img
            className="inv-header-image"
            src={cover.src}
            srcSet={cover.srcSet ?? undefined}
            sizes={COVER_SIZES}
            alt={t('header.coverAlt', { names: wedding.name })}
            width={Math.round(1000 * ratio)}
            height={1000}
            fetchPriority="high"
            decoding="async"
          />
          <span className="inv-header-overlay" aria-hidden="true" />
        </div>
      ) : null}
      <div className="inv-header-content">
        <h1 className="inv-header-names">{wedding.name}</h1>
        <span className="inv-ornament inv-page-divider" aria-hidden="true" />
        <p className="inv-header-when" data-testid="first-screen-date">
          <time className="inv-header-day" dateTime={wedding.date}>
            {formatLongDate(wedding.date, locale)}
          </time>
          <span className="inv-header-venue">{when}</span>
        </p>
        {confirmationTarget ? (
          <>
            {guest ? (
              <p className="inv-header-guest" data-testid="header-guest">
                <GuestSeats guest={guest} />
              </p>
            ) : null}
            <a
              href={`#${confirmationTarget}`}
              className="inv-button inv-header-cta inv-base-corner-radius-element"
            >
              {guest && guest.confirmation !== null ? t('header.seeAnswer') : t('header.confirm')}
            </a>
            <RsvpDeadline
              wedding={wedding}
              locale={locale}
              now={now}
              className="inv-header-deadline"
            />
          </>
        ) : null}
        {wedding.hasCountdown ? <Countdown date={wedding.date} now={now} /> : null}
      </div>
    </header>
  );
}

/** "Familia Pérez, les reservamos 3 lugares": the guest's name and the seats kept for them. */
export function GuestSeats({ guest }: { guest: InvitationGuestModel }) {
  const t = useInvitationTexts();
  const count = guest.maxGuestsAllowed;
  return count === 1
    ? t('confirmation.guestOne', { name: guest.name })
    : t('confirmation.guestMany', { name: guest.name, count });
}

function Countdown({ date, now }: { date: string; now: Date }) {
  const t = useInvitationTexts();
  const parts = useCountdown(now, new Date(date), true);
  if (!parts) {
    return (
      <p className="inv-header-married" data-testid="countdown-married">
        {t('header.married')}
      </p>
    );
  }
  const units = [
    {
      value: parts.days,
      label: parts.days === 1 ? t('header.countdown.day') : t('header.countdown.days'),
    },
    {
      value: parts.hours,
      label: parts.hours === 1 ? t('header.countdown.hour') : t('header.countdown.hours'),
    },
    {
      value: parts.minutes,
      label: parts.minutes === 1 ? t('header.countdown.minute') : t('header.countdown.minutes'),
    },
    {
      value: parts.seconds,
      label: parts.seconds === 1 ? t('header.countdown.second') : t('header.countdown.seconds'),
    },
  ];
  return (
    <div
      className="inv-countdown inv-header-countdown"
      role="timer"
      aria-label={t('header.countdown.label')}
    >
      {units.map((unit, index) => (
        <div className="inv-countdown-unit" key={index} data-testid="countdown-unit">
          <span className="inv-header-countdown-value">{String(unit.value).padStart(2, '0')}</span>
          <span className="inv-header-countdown-label">{unit.label}</span>
        </div>
      ))}
    </div>
  );
}
