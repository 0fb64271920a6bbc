import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { storySchema, type ContentReader, type Story } from '../../../domain/content.ts';

const SLUG = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/**
 * The embedded content service: stories are JSON files under content/stories/<slug>.json,
 * loaded once at start and validated (a broken story stops the server at boot, not a page at
 * run time). A real headless CMS adapter implements the same ContentReader port.
 */
export async function createFileContentStore(contentDir: string): Promise<ContentReader> {
  const root = path.resolve(contentDir, 'stories');
  const stories = new Map<string, Story>();
  for (const file of await listJsonFiles(root)) {
    const slug = path.relative(root, file).replace(/\\/g, '/').replace(/\.json$/, '');
    const parsed = storySchema.safeParse({ ...JSON.parse(await readFile(file, 'utf8')), slug });
    if (!parsed.success) throw new Error(`Invalid story ${slug}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    stories.set(slug, parsed.data);
  }
  return {
    async getStory(slug) {
      if (!SLUG.test(slug)) return null;
      return stories.get(slug) ?? null;
    },
    async listStories(prefix = '') {
      return [...stories.values()]
        .filter((s) => s.slug.startsWith(prefix))
        .map(({ slug, name, description }) => ({ slug, name, description }));
    },
  };
}

async function listJsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return listJsonFiles(full);
      return Promise.resolve(e.name.endsWith('.json') ? [full] : []);
    }),
  );
  return nested.flat();
}
