import { InstagramIcon, MailIcon, WhatsAppIcon } from '@convite/ui/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_EMAIL, SUPPORT_INSTAGRAM, SUPPORT_WHATSAPP } from '../../../config.ts';
import { formatPhone } from '../utils/phone.ts';

const TERMS_PATH = '/terminos-condiciones-aviso-privacidad';
export const WHATSAPP_URL = `https://wa.me/${SUPPORT_WHATSAPP}`;
export const INSTAGRAM_URL = `https://www.instagram.com/${SUPPORT_INSTAGRAM}/`;

/** Phone and WhatsApp, email and Instagram. */
export function LandingContact() {
  const { t } = useTranslation('dashboard');
  return (
    <section className="landing-section" aria-labelledby="landing-contact">
      <h2 id="landing-contact" className="landing-section__title">
        {t('landing.contact.title')}
      </h2>
      <p className="landing-section__lead">{t('landing.contact.lead')}</p>
      <ul className="landing-contact">
        <li>
          <a href={WHATSAPP_URL} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon size={24} />
            <span className="landing-contact__label">{t('landing.contact.whatsapp')}</span>
            <span className="landing-contact__value">{formatPhone(SUPPORT_WHATSAPP)}</span>
          </a>
        </li>
        <li>
          <a href={`mailto:${SUPPORT_EMAIL}`}>
            <MailIcon size={24} />
            <span className="landing-contact__label">{t('landing.contact.email')}</span>
            <span className="landing-contact__value">{SUPPORT_EMAIL}</span>
          </a>
        </li>
        <li>
          <a href={INSTAGRAM_URL} target="_blank" rel="noopener noreferrer">
            <InstagramIcon size={24} />
            <span className="landing-contact__label">{t('landing.contact.instagram')}</span>
            <span className="landing-contact__value">{`@${SUPPORT_INSTAGRAM}`}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}

/** The legal links and the year; `children` go in the same landmark (the floating links). */
export function LandingFooter({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <footer className="landing-footer">
      <nav className="landing-footer__links">
        <Link to={TERMS_PATH}>{t('landing.footer.terms')}</Link>
        <Link to={`${TERMS_PATH}#aviso-privacidad`}>{t('landing.footer.privacy')}</Link>
      </nav>
      <p className="landing-footer__rights">
        {t('landing.footer.rights', { year: new Date().getFullYear() })}
      </p>
      {children}
    </footer>
  );
}

/** Instagram and WhatsApp always at hand, at the bottom right. */
export function FloatingContact() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="landing-float">
      <a
        href={INSTAGRAM_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="landing-float__link landing-float__link--instagram"
        aria-label={t('landing.floating.instagram')}
      >
        <InstagramIcon size={26} />
      </a>
      <a
        href={WHATSAPP_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="landing-float__link landing-float__link--whatsapp"
        aria-label={t('landing.floating.whatsapp')}
      >
        <WhatsAppIcon size={28} />
      </a>
    </div>
  );
}
