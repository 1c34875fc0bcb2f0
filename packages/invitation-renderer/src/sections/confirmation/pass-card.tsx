import { useId } from 'react';
import { useInvitationTexts } from '../../invitation-i18n.tsx';
import type { GuestPassModel, InvitationLocale } from '../../model.ts';
import { PASS_PDF_FILE, PASS_QR_FILE, passPath } from '../../pass-path.ts';

/**
 * The household's pass once it answered that someone attends: "Pase para 3", its QR code (an SVG
 * the invitation server draws, so no QR library is sent to the phone), who it admits at which
 * table, and links to its page (big enough to scan at the door) and its PDF.
 */
export function PassCard({
  pass,
  slug,
  locale,
}: {
  pass: GuestPassModel;
  slug: string;
  locale: InvitationLocale;
}) {
  const t = useInvitationTexts();
  const id = useId();
  const page = passPath(slug, pass.token);
  const language = `?lang=${locale}`;
  return (
    <section
      className="inv-card inv-confirmation-card inv-pass inv-base-shadow inv-base-corner-radius-card"
      aria-labelledby={id}
      data-testid="guest-pass"
    >
      <h3 id={id} className="inv-pass-seats">
        {t('pass.seats', { count: pass.seats })}
      </h3>
      <img
        className="inv-pass-qr"
        src={`${page}/${PASS_QR_FILE}`}
        width={200}
        height={200}
        alt={t('pass.qr')}
      />
      <p className="inv-confirmation-text inv-hint">{t('pass.atDoor')}</p>
      <ul className="inv-confirmation-text inv-pass-people">
        {pass.people.map((person, index) => (
          <li key={index}>
            {person.name ?? t('pass.unnamed')}
            {person.table ? <span className="inv-pass-table">{person.table}</span> : null}
          </li>
        ))}
      </ul>
      <p className="inv-actions">
        <a
          className="inv-button inv-confirmation-button inv-base-corner-radius-element"
          href={page + language}
        >
          {t('pass.open')}
        </a>
        <a
          className="inv-button inv-confirmation-secondary-button inv-base-corner-radius-element"
          href={`${page}/${PASS_PDF_FILE}${language}`}
          download
        >
          {t('pass.download')}
        </a>
      </p>
    </section>
  );
}
