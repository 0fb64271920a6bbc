import type { ProductSeed } from './seed-schema.ts';

/** Where the generated pictures live (scripts/generate-product-images.ts). */
export const productImagePath = (productId: string) => `/images/products/${productId}.svg`;
export const categoryImagePath = (categoryId: string) => `/images/categories/${categoryId}.svg`;
/** The generated illustrations' intrinsic size (scripts/product-art/subjects.ts ART_WIDTH × ART_HEIGHT). */
export const PRODUCT_IMAGE_SIZE = { width: 320, height: 240 } as const;

/** A product row's picture columns: its own image (a bakery's photograph set) or the illustration. */
export function productImageColumns(p: ProductSeed) {
  return {
    image: p.image?.src ?? productImagePath(p.id),
    imageAlt: p.image?.alt ?? p.name,
    imageWidth: p.image?.width ?? PRODUCT_IMAGE_SIZE.width,
    imageHeight: p.image?.height ?? PRODUCT_IMAGE_SIZE.height,
    imageSrcset: p.image?.srcset ?? null,
  };
}
