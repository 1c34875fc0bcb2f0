import { CheckIcon } from '@convite/ui/icons';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { trackEvent } from '../../../lib/analytics.ts';
import { StartLink } from './start-link.tsx';

const DemoInvitation = lazy(() => import('./demo-invitation.tsx'));

const HIGHLIGHTS = [
  'landing.highlights.links',
  'landing.highlights.replies',
  'landing.highlights.themes',
] as const;

/** What Convite is, the way in, and the demo invitation (when the deployment has one). */
export function LandingHero({ demoInvitationUrl }: { demoInvitationUrl: string | null }) {
  const { t } = useTranslation('dashboard');
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <div className="landing-hero__text">
        <p className="landing-eyebrow">{t('landing.eyebrow')}</p>
        <h1 id="landing-title" className="landing-hero__title">
          {t('landing.title')}
        </h1>
        <p className="landing-hero__pitch">{t('landing.pitch')}</p>
        <div className="landing-hero__actions">
          <StartLink />
          {demoInvitationUrl !== null && (
            <a
              href={demoInvitationUrl}
              target="_blank"
              rel="noopener"
              className="cv-button cv-button--secondary"
              onClick={() => trackEvent('demo_click')}
            >
              {t('landing.demo')} <span className="cv-visually-hidden">{t('landing.newTab')}</span>
            </a>
          )}
        </div>
        <ul className="landing-hero__highlights">
          {HIGHLIGHTS.map((key) => (
            <li key={key}>
              <CheckIcon size={18} />
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
      {demoInvitationUrl === null ? (
        <InvitationPreview />
      ) : (
        <Suspense fallback={<InvitationPreview />}>
          <DemoInvitation demoInvitationUrl={demoInvitationUrl} fallback={<InvitationPreview />} />
        </Suspense>
      )}
    </section>
  );
}

/**
 * A phone showing an invitation, drawn in CSS: the pre-rendered first paint, and what stays when the
 * deployment has no demo wedding to show instead.
 */
function InvitationPreview() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="landing-preview" aria-hidden="true">
      <div className="landing-preview__phone">
        <div className="landing-preview__screen">
          <span className="landing-preview__ornament" />
          <span className="landing-preview__label">{t('landing.preview.label')}</span>
          <span className="landing-preview__names">{t('landing.preview.names')}</span>
          <span className="landing-preview__date">{t('landing.preview.date')}</span>
          <span className="landing-preview__ornament" />
          <span className="landing-preview__rsvp">{t('landing.preview.rsvp')}</span>
        </div>
      </div>
    </div>
  );
}
