import { TRIAL_HOURS } from '@convite/rules/plans';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trackEvent } from '../../../lib/analytics.ts';
import { StartLink } from './start-link.tsx';

// Whole keys, so the unused-key check finds them.
const STEPS = [
  { title: 'landing.steps.account.title', text: 'landing.steps.account.text' },
  { title: 'landing.steps.wedding.title', text: 'landing.steps.wedding.text' },
  { title: 'landing.steps.content.title', text: 'landing.steps.content.text' },
  { title: 'landing.steps.theme.title', text: 'landing.steps.theme.text' },
  { title: 'landing.steps.guests.title', text: 'landing.steps.guests.text' },
] as const;

/** The five steps from sign-up to replies, and the start button (spec section 1). */
export function HowItWorks() {
  const { t } = useTranslation('dashboard');
  return (
    <section className="landing-section" aria-labelledby="landing-steps">
      <h2 id="landing-steps" className="landing-section__title">
        {t('landing.steps.title')}
      </h2>
      <p className="landing-section__lead">{t('landing.steps.lead')}</p>
      <ol className="landing-steps">
        {STEPS.map((step) => (
          <li key={step.title} className="landing-steps__item">
            <h3 className="landing-steps__title">{t(step.title)}</h3>
            <p className="landing-steps__text">{t(step.text)}</p>
          </li>
        ))}
      </ol>
      <div className="landing-section__action">
        <StartLink />
      </div>
    </section>
  );
}

/** The free test mode: 72 hours, no card. */
export function TrialBox() {
  const { t } = useTranslation('dashboard');
  return (
    <section className="landing-trial" aria-labelledby="landing-trial">
      <ul className="landing-trial__facts">
        <li>{t('landing.trial.hours')}</li>
        <li>{t('landing.trial.noCard')}</li>
      </ul>
      <h2 id="landing-trial" className="landing-trial__title">
        {t('landing.trial.title')}
      </h2>
      <p className="landing-trial__text">{t('landing.trial.text')}</p>
      <Link
        to="/login"
        className="cv-button cv-button--primary"
        onClick={() => trackEvent('trial_click')}
      >
        {t('landing.trial.start')}
      </Link>
      {/* The same 72 hours, as a seal on wide screens (the facts above say it to everyone). */}
      <div className="landing-trial__seal" aria-hidden="true">
        <span className="landing-trial__seal-number">{TRIAL_HOURS}</span>
        <span className="landing-trial__seal-unit">{t('landing.trial.unit')}</span>
      </div>
    </section>
  );
}
