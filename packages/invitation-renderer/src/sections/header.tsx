import { useInvitationTexts } from '../invitation-i18n.tsx';
import { formatWeddingDate } from '../dates.ts';
import type { InvitationLocale, InvitationModel } from '../model.ts';
import { useCountdown } from '../use-countdown.ts';

type HeaderProps = { wedding: InvitationModel; locale: InvitationLocale; now: Date };

/** The cover: the photo (the page's largest paint, so it loads first), the couple, the date and the countdown. */
export function Header({ wedding, locale, now }: HeaderProps) {
  const t = useInvitationTexts();
  const cover = wedding.coverImages[0];
  const ratio = cover && cover.aspectRatio > 0 ? cover.aspectRatio : 1;
  return (
    <header className="inv-header" data-section="header">
      {cover ? (
        <div className="inv-header-cover inv-header-media" style={{ aspectRatio: `${ratio}` }}>
          <img
            className="inv-header-image"
            src={cover.src}
            srcSet={cover.srcSet ?? undefined}
            sizes="100vw"
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
        <p className="inv-header-date">
          <time dateTime={wedding.date}>{formatWeddingDate(wedding.date, locale)}</time>
        </p>
        {wedding.hasCountdown ? <Countdown date={wedding.date} now={now} /> : null}
      </div>
    </header>
  );
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
