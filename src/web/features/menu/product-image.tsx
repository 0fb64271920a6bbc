import type { MenuImage } from '../../../domain/menu/menu-contract.ts';
import { MENU_IMAGE_KIND } from '../../../domain/menu/menu-image-kind.ts';
import { imageSrcSet } from '../../../domain/menu/menu-format.ts';
import styles from './product-image.module.css';

/** The menu card picture of a product (spec §3: the mobile-webapp-menu kind), else its first. */
export const menuImageOf = (images: MenuImage[]): MenuImage | null =>
  images.find((i) => i.kind === MENU_IMAGE_KIND) ?? images[0] ?? null;

/**
 * A product picture from the menu data. width × height reserve the box before the file arrives
 * (no layout shift); a photograph's widths become `srcset` so the browser fetches the size
 * `sizes` says it is shown at, while an SVG illustration scales itself; an uploaded photo is a
 * <picture> whose AVIF set comes first.
 */
export function ProductImage({
  image,
  className,
  sizes,
  fallbackSize,
  eager = false,
  priority = false,
  decorative = false,
}: {
  image: MenuImage;
  className?: string;
  /** The CSS width the picture is shown at, e.g. "(max-width: 600px) 116px, 320px". */
  sizes: string;
  /** Width and height to reserve when the data gives none (the box's aspect ratio). */
  fallbackSize: [number, number];
  /** Above the fold: load at once rather than lazily. */
  eager?: boolean;
  /** The page's largest paint (the product page's picture): fetched first, preloaded by React. */
  priority?: boolean;
  /** True when the product's name is right beside it, so the picture adds nothing to read. */
  decorative?: boolean;
}) {
  const srcSet = imageSrcSet(image.srcset);
  const avif = imageSrcSet(image.srcset, 'image/avif');
  const img = (
    <img
      className={className}
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={decorative ? '' : image.alt}
      width={image.width ?? fallbackSize[0]}
      height={image.height ?? fallbackSize[1]}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  // An uploaded photo comes in AVIF too: browsers that read it take the smaller file.
  if (!avif) return img;
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}
