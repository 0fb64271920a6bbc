import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { blockUids, isListedOn, storySchema, unknownComponents, type ContentReader, type Story } from '../../../domain/content.ts';

const SLUG = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/**
 * The embedded content service: stories are JSON files under content/stories/<slug>.json,
 * loaded once at start and validated (a broken story stops the server at boot, not a page at
 * run time). A real headless CMS adapter implements the same ContentReader port.
 * Blocks of unknown components are dropped by the schema; each such component is reported
 * once through `warn`. Lists hold only stories published and not yet expired (UTC day); an
 * expired story's page stays reachable for links already shared.
 */
export async function createFileContentStore(
  contentDir: string,
  {
    warn = (message: string) => process.emitWarning(message, 'ContentWarning'),
    today = () => new Date().toISOString().slice(0, 10),
  }: { warn?: (message: string) => void; today?: () => string } = {},
): Promise<ContentReader> {
  const root = path.resolve(contentDir, 'stories');
  const reported = new Set<string>();
  let stories = await loadStories(root, reported, warn);
  return {
    async getStory(slug) {
      if (!SLUG.test(slug)) return null;
      return stories.get(slug) ?? null;
    },
    async listStories(prefix = '') {
      return [...stories.values()]
        .filter((s) => s.slug.startsWith(prefix) && isListedOn(s, today()))
        .sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || a.slug.localeCompare(b.slug))
        .map(({ slug, name, description, published_at }) => ({ slug, name, description, published_at }));
    },
    // An edit read again whole: a broken file keeps the stories being served.
    async reload() {
      stories = await loadStories(root, reported, warn);
    },
  };
}

async function loadStories(root: string, reported: Set<string>, warn: (message: string) => void): Promise<Map<string, Story>> {
  const stories = new Map<string, Story>();
  for (const file of await listJsonFiles(root)) {
    const slug = path.relative(root, file).replace(/\\/g, '/').replace(/\.json$/, '');
    const raw: unknown = JSON.parse(await readFile(file, 'utf8'));
    const parsed = storySchema.safeParse({ ...(raw as object), slug });
    if (!parsed.success) throw new Error(`Invalid story ${slug}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    const uids = blockUids(raw);
    const duplicate = uids.find((uid, index) => uids.indexOf(uid) !== index);
    if (duplicate) throw new Error(`Invalid story ${slug}: the block _uid "${duplicate}" is used twice`);
    for (const component of unknownComponents(raw)) {
      if (reported.has(component)) continue;
      reported.add(component);
      warn(`Story ${slug}: blocks of unknown component "${component}" are skipped`);
    }
    stories.set(slug, parsed.data);
  }
  return stories;
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
