import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where product photo files live: a folder by default; an S3-compatible bucket would be another
 * implementation of the same two calls. Names are content hashes, so a file never changes.
 */
export interface PhotoStore {
  /** Writes every file or none that a reader can see. */
  putAll(files: readonly { name: string; bytes: Buffer }[]): Promise<void>;
  read(name: string): Promise<Buffer | null>;
}

/** A file name the store hands out: hash, width and format (nothing a path could climb out of). */
export const PHOTO_FILE_NAME = /^[a-f0-9]{24}-\d{2,4}\.(avif|webp)$/;

export function createFilePhotoStore(dir: string): PhotoStore {
  return {
    async putAll(files) {
      await mkdir(dir, { recursive: true });
      // Each file goes under a temporary name first, then is renamed: a reader sees whole files only.
      const staged = await Promise.all(
        files.map(async (f) => {
          const temp = path.join(dir, `.${f.name}.${process.pid}.tmp`);
          await writeFile(temp, f.bytes);
          return { temp, final: path.join(dir, f.name) };
        }),
      );
      await Promise.all(staged.map((s) => rename(s.temp, s.final)));
    },
    async read(name) {
      if (!PHOTO_FILE_NAME.test(name)) return null;
      try {
        return await readFile(path.join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
