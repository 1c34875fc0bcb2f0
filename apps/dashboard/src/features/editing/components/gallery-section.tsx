import { useTranslation } from 'react-i18next';
import { PLAN_FEATURES } from '@convite/rules/plans';
import { EditingSection, sectionTitleToggle, type SectionProps } from './editing-section.tsx';
import { ImageField } from './image-field.tsx';
import { PlanGate } from './plan-gate.tsx';

/** Gallery: the title flag and the gallery images, as many as the plan allows. */
export function GallerySection({ wedding, disabled }: SectionProps) {
  const { t } = useTranslation('dashboard');
  return (
    <EditingSection
      id="gallery"
      title={t('editing.gallery.title')}
      summary={t('editing.summary.photos', { count: wedding.galleryImages.length })}
      disabled={disabled}
      titleToggle={sectionTitleToggle(wedding, 'showGallerySectionTitle')}
    >
      <PlanGate wedding={wedding} feature={PLAN_FEATURES.galleryImages}>
        {(allowance) => (
          <ImageField
            label={t('editing.gallery.images')}
            images={wedding.galleryImages}
            owner={{ type: 'galleryImage', weddingId: wedding.id }}
            max={allowance.max}
            isTestMode={allowance.isTestMode}
            disabled={disabled}
          />
        )}
      </PlanGate>
    </EditingSection>
  );
}
