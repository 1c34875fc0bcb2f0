import { useSiteSettings } from '../../../lib/site-settings.ts';
import { HowItWorks, TrialBox } from './how-it-works.tsx';
import { FloatingContact, LandingContact, LandingFooter } from './landing-contact.tsx';
import { LandingHero } from './landing-hero.tsx';
import { LandingPlans } from './landing-plans.tsx';
import '../landing.css';

/** The landing (spec section 1): what Convite is, how it works, the trial, the plans, contact. */
export function LandingPage() {
  const { data: site } = useSiteSettings();
  return (
    <>
      <main className="landing">
        <LandingHero demoInvitationUrl={site?.demoInvitationUrl ?? null} />
        <HowItWorks />
        <TrialBox />
        <LandingPlans />
        <LandingContact />
      </main>
      <LandingFooter>
        <FloatingContact />
      </LandingFooter>
    </>
  );
}
