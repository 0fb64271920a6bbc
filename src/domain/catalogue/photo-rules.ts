import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { imageWidthsSchema } from '../menu/menu-contract.ts';

/**
 * A product photo the menu editor uploads: what is accepted (JPEG, PNG, WebP by their first bytes,
 * up to PHOTO_MAX_BYTES, with alt text) and the widths it is resized to. The widths follow the
 * customer pages' `sizes`: the menu card (116 px on a phone, 320 px wide), the product page
 * (the screen's width on a phone, 560 px wide), each at 1× and 2× pixel density.
 */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_WIDTHS = [240, 320, 640, 1120] as const;
export const PHOTO_MIN_WIDTH = PHOTO_WIDTHS[0];
export const PHOTO_FORMATS = ['image/avif', 'image/webp'] as const;
export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b);

/** The picture format by its magic bytes (not by its name or declared type), or null when it is none we take. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** The widths a photo `sourceWidth` pixels wide is made in: never enlarged, at least its own width. */
export function photoWidthsFor(sourceWidth: number): number[] {
  const fit = PHOTO_WIDTHS.filter((w) => w <= sourceWidth);
  return fit.length > 0 ? fit : [sourceWidth];
}

/** Alt text, required: it is what a screen reader says for the photo. */
export const photoAltSchema = z
  .string({ error: 'Describe the photo for people who cannot see it' })
  .trim()
  .min(1, { error: 'Describe the photo for people who cannot see it' })
  .max(300, { error: 'Keep the description to 300 characters' });

/** A product's picture as the catalogue keeps it: the served file, its box, alt text and its sizes. */
export const catalogueImageSchema = z.object({
  url: z.string().max(500),
  alt: photoAltSchema,
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  srcset: imageWidthsSchema.max(20),
});
export type CatalogueImage = z.infer<typeof catalogueImageSchema>;

/** POST /api/staff/catalogue/photos (multipart: `alt`, then `photo`): the image to put in a product's draft. */
export const photoUploadReply = okEnvelope(catalogueImageSchema);
