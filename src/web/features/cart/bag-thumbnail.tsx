import { imageSrcSet } from '../../../domain/menu/menu-format.ts';

/**
 * A product's small picture in the bag and the upsells (issue 15 part 3): decorative (the name is
 * beside it), its box reserved, and for a photograph set the width the thumbnail is shown at, so
 * the browser fetches a thumbnail-sized file rather than the menu card's.
 */
export function BagThumbnail({
  src,
  widths,
  size: [width, height],
  className,
}: {
  src: string;
  widths: { url: string; width: number }[] | undefined;
  size: [number, number];
  className?: string;
}) {
  const srcSet = imageSrcSet(widths);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? `${width}px` : undefined}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
