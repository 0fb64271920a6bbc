import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../../domain/app-error.ts';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MIN_WIDTH,
  photoAltSchema,
  photoTypeOf,
  photoWidthsFor,
  type CatalogueImage,
} from '../../../domain/catalogue/photo-rules.ts';
import type { PhotoStore } from './photo-store.ts';

export const PHOTO_URL_PREFIX = '/media/photos/';
/** Larger than any camera's photo; a small file claiming more pixels is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

const ENCODERS = {
  'image/avif': { ext: 'avif', encode: (s: Sharp) => s.avif({ quality: 50, effort: 4 }) },
  'image/webp': { ext: 'webp', encode: (s: Sharp) => s.webp({ quality: 78 }) },
} as const;

const damaged = () =>
  new AppError('FIELD_INVALID', 'The photo could not be read: it may be damaged', { field: 'photo' });

export const photoTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', `The photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB`, {
    field: 'photo',
  });

/** An uploaded product photo → its AVIF and WebP sizes in the store, or a refusal naming the problem (nothing written). */
export async function storePhoto(
  store: PhotoStore,
  upload: { bytes: Buffer | null; alt: unknown },
): Promise<CatalogueImage> {
  const alt = photoAltSchema.safeParse(upload.alt);
  if (!alt.success) throw new AppError('FIELD_INVALID', alt.error.issues[0]!.message, { field: 'alt' });
  const { bytes } = upload;
  if (!bytes || bytes.length === 0) throw new AppError('FIELD_INVALID', 'Choose a photo to upload', { field: 'photo' });
  if (bytes.length > PHOTO_MAX_BYTES) throw photoTooLarge();
  if (!photoTypeOf(bytes))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The photo must be a JPEG, PNG or WebP file', { field: 'photo' });
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const meta = await source.metadata().catch(() => null);
  if (!meta?.width || !meta.height) throw damaged();
  // EXIF orientation 5–8 turns the picture a quarter: its width is the stored height.
  const upright = (meta.orientation ?? 1) >= 5 ? { w: meta.height, h: meta.width } : { w: meta.width, h: meta.height };
  if (upright.w < PHOTO_MIN_WIDTH)
    throw new AppError('FIELD_INVALID', `The photo must be at least ${PHOTO_MIN_WIDTH} pixels wide`, {
      field: 'photo',
    });

  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  const widths = photoWidthsFor(upright.w);
  const files = await Promise.all(
    widths.flatMap((width) =>
      (Object.keys(ENCODERS) as (keyof typeof ENCODERS)[]).map(async (type) => {
        const { ext, encode } = ENCODERS[type];
        const out = await encode(source.clone().resize({ width })).toBuffer({ resolveWithObject: true });
        return { name: `${hash}-${width}.${ext}`, bytes: out.data, type, width, height: out.info.height };
      }),
    ),
  ).catch(() => {
    throw damaged();
  });
  await store.putAll(files);

  const largest = files.filter((f) => f.type === 'image/webp').at(-1)!;
  return {
    url: PHOTO_URL_PREFIX + largest.name,
    alt: alt.data,
    width: largest.width,
    height: largest.height,
    srcset: files.map((f) => ({ url: PHOTO_URL_PREFIX + f.name, width: f.width, type: f.type })),
  };
}
