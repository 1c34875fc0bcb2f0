import { useInvitationTexts } from '../invitation-i18n.tsx';
import type { InvitationModel } from '../model.ts';
import { LazyImage } from './lazy-image.tsx';
import { Section } from './section.tsx';

/** The couple's photos, loaded lazily as they scroll near. */
export function GallerySection({ wedding }: { wedding: InvitationModel }) {
  const t = useInvitationTexts();
  const count = wedding.galleryImages.length;
  return (
    <Section
      name="gallery"
      title={t('gallery.title')}
      isTitleShown={wedding.showGallerySectionTitle}
    >
      <div className="inv-gallery">
        {wedding.galleryImages.map((image, index) => (
          <LazyImage
            key={image.id}
            image={image}
            alt={t('gallery.imageAlt', { number: index + 1, count })}
            className="inv-base-corner-radius-element"
            sizes="(min-width: 40rem) 20rem, 50vw"
          />
        ))}
      </div>
    </Section>
  );
}
