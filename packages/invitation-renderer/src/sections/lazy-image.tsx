import type { ImageModel } from '../model.ts';

type LazyImageProps = { image: ImageModel; alt: string; className?: string; sizes: string };

/** An image below the fold: loaded lazily, its box sized from the aspect ratio so nothing shifts. */
export function LazyImage({ image, alt, className, sizes }: LazyImageProps) {
  const ratio = image.aspectRatio > 0 ? image.aspectRatio : 1;
  return (
    <img
      className={`inv-image ${className ?? ''}`.trim()}
      src={image.src}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? sizes : undefined}
      alt={alt}
      width={Math.round(400 * ratio)}
      height={400}
      style={{ aspectRatio: `${ratio}` }}
      loading="lazy"
      decoding="async"
    />
  );
}
