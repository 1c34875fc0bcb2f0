import { Notice } from '@convite/ui/notice';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Wedding } from '../../../lib/wedding.ts';
import { AccommodationsSection } from './accommodations-section.tsx';
import { ConfirmationSection } from './confirmation-section.tsx';
import { CoverSection } from './cover-section.tsx';
import { DressCodeSection } from './dress-code-section.tsx';
import { EventsSection } from './events-section.tsx';
import { GallerySection } from './gallery-section.tsx';
import { GiftRegistrySection } from './gift-registry-section.tsx';
import { InvitationSection } from './invitation-section.tsx';
import { ItinerarySection } from './itinerary-section.tsx';
import { LivePreview } from './live-preview.tsx';

/** The editing tab: every section of the invitation's content, in the invitation's order. */
export function EditingTab({ wedding }: { wedding: Wedding }) {
  const { t } = useTranslation('dashboard');
  const disabled = !wedding.active;
  const props = { wedding, disabled };
  return (
    <div className="tab editing">
      <h1>{t('editing.title')}</h1>
      <LivePreview wedding={wedding} />
      {disabled && (
        <Notice>
          {t('editing.inactive')}{' '}
          <Link to="../activacion" relative="path">
            {t('editing.goToActivation')}
          </Link>
        </Notice>
      )}
      <CoverSection {...props} />
      <InvitationSection {...props} />
      <EventsSection {...props} />
      <DressCodeSection {...props} />
      <ItinerarySection {...props} />
      <GiftRegistrySection {...props} />
      <ConfirmationSection {...props} />
      <AccommodationsSection {...props} />
      <GallerySection {...props} />
    </div>
  );
}
