import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
// The multipart plugin's additions to the request and server types.
import type {} from '@fastify/multipart';
import { AppError } from '../../../domain/app-error.ts';
import { PHOTO_FILE_NAME, type PhotoStore } from './photo-store.ts';
import { photoTooLarge } from './photo-service.ts';

/** The multipart body of a photo upload: the `alt` field and the `photo` file (other parts are read and dropped). */
export async function readPhotoUpload(request: FastifyRequest): Promise<{ bytes: Buffer | null; alt: unknown }> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data', { field: 'photo' });
  let alt: unknown;
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'photo') bytes ??= content;
      } else if (part.fieldname === 'alt') alt = part.value;
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw photoTooLarge();
    throw error;
  }
  return { bytes, alt };
}

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/** GET /media/photos/:name: a stored photo size. Names are content hashes, so a browser keeps it for a year. */
export const photoFileRoutes =
  (store: PhotoStore): FastifyPluginAsync =>
  async (server) => {
    server.get<{ Params: { name: string } }>('/media/photos/:name', async (request, reply) => {
      const { name } = request.params;
      const bytes = PHOTO_FILE_NAME.test(name) ? await store.read(name) : null;
      if (!bytes) {
        reply.header('cache-control', 'no-store');
        throw new AppError('NOT_FOUND', 'No such photo');
      }
      return reply
        .header('content-type', CONTENT_TYPES[name.endsWith('.avif') ? 'avif' : 'webp'])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    });
  };
