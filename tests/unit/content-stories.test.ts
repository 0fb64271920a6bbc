import { existsSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADVANCE_DAYS } from '../../src/domain/location-model.ts';
import type { ContentReader, Story } from '../../src/domain/content.ts';
import { createFileContentStore } from '../../src/server/providers/content/file-content-store.ts';
import { resolveContentExtras } from '../../src/web/features/content/resolve-story.server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const storyFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? storyFiles(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : [],
  );
const rawStories = storyFiles(path.join(root, 'content/stories')).map((file) => ({
  file,
  text: readFileSync(file, 'utf8'),
}));

/** Paths the app serves besides content stories (spec §2 route table). */
const appRoutes = [/^\/locations(\/|$)/, /^\/menu(\/|$)/, /^\/order(\/|$)/, /^\/account(\/|$)/];

describe('the shipped content store', () => {
  let store: ContentReader;
  const warnings: string[] = [];
  beforeAll(async () => {
    store = await createFileContentStore(path.join(root, 'content'), {
      warn: (m) => warnings.push(m),
      today: () => '2026-12-15',
    });
  });

  it('loads every story file, with no unknown components', async () => {
    const slugs = (await store.listStories()).map((s) => s.slug);
    // The spring menu's story ended in June 2025: its page stays, the lists drop it.
    expect(slugs.length).toBe(rawStories.length - 1);
    expect(await store.getStory('news/spring-menu')).not.toBeNull();
    for (const slug of [
      'home',
      'about',
      'catering',
      'gift-cards',
      'reservations',
      'faq',
      'careers',
      'privacy',
      'terms',
      'accessibility-statement',
      'welcome-popup',
    ]) {
      expect(slugs).toContain(slug);
    }
    expect((await store.listStories('news/')).length).toBe(3);
    expect(warnings).toEqual([]);
  });

  it('lists a story from its publishing day through its last day only', async () => {
    const on = async (today: string) =>
      (
        await (await createFileContentStore(path.join(root, 'content'), { today: () => today })).listStories('news/')
      ).map((s) => s.slug);
    expect(await on('2026-11-29')).not.toContain('news/winter-warmers');
    expect(await on('2026-11-30')).toContain('news/winter-warmers');
    expect(await on('2027-02-28')).toContain('news/winter-warmers');
    expect(await on('2027-03-01')).toEqual(['news/georgetown-opening', 'news/day-old-bread']);
    expect(await on('2025-04-08')).toContain('news/spring-menu');
  });

  it('promises no order window longer than the one the time picker offers', async () => {
    const text = readFileSync(path.join(root, 'content/stories/specialorder.json'), 'utf8');
    expect(DEFAULT_ADVANCE_DAYS).toBe(14);
    expect(text).toContain('up to two weeks ahead');
    expect(text).not.toMatch(/three weeks|a month ahead|weeks before each holiday/);
  });

  it('lists news newest first', async () => {
    const dates = (await store.listStories('news/')).map((s) => s.published_at ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('references only images that exist under public/', () => {
    for (const { file, text } of rawStories) {
      for (const [, filename] of text.matchAll(/"filename":\s*"([^"]+)"/g)) {
        expect(existsSync(path.join(root, 'public', filename!)), `${path.basename(file)}: ${filename}`).toBe(true);
      }
    }
  });

  it('links only to app routes or existing stories', async () => {
    const slugs = new Set((await store.listStories()).map((s) => s.slug));
    for (const { file, text } of rawStories) {
      const targets = [...text.matchAll(/"url":\s*"(\/[^"]*)"/g), ...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map(
        (m) => m[1]!,
      );
      for (const target of targets) {
        const ok = appRoutes.some((r) => r.test(target)) || slugs.has(target.slice(1));
        expect(ok, `${path.basename(file)} links to ${target}`).toBe(true);
      }
    }
  });

  it('gives every page one h1: a hero, if any, comes first and only once', async () => {
    for (const { slug } of await store.listStories()) {
      const story = (await store.getStory(slug)) as Story;
      if (story.content.component !== 'page') continue;
      const heroes = story.content.body.map((b, i) => (b.component === 'hero' ? i : -1)).filter((i) => i >= 0);
      expect(heroes.length <= 1 && (heroes[0] ?? 0) === 0, slug).toBe(true);
    }
  });

  it('has a home page with "Order Now" and "View Menu", content cards, a stories list and social links', async () => {
    const home = await store.getStory('home');
    if (home?.content.component !== 'page') throw new Error('home is not a page');
    const hero = home.content.body[0];
    expect(hero?.component === 'hero' && hero.buttons).toEqual([
      { label: 'Order Now', url: '/locations' },
      { label: 'View Menu', url: '/menu' },
    ]);
    const components = home.content.body.map((b) => b.component);
    expect(components).toEqual(expect.arrayContaining(['card_grid', 'stories_list', 'social_links', 'faq_link']));
  });

  it('has four leaders on the about page, each with a markdown bio', async () => {
    const about = await store.getStory('about');
    if (about?.content.component !== 'page') throw new Error('about is not a page');
    const team = about.content.body.find((b) => b.component === 'executive_team');
    expect(team?.component === 'executive_team' && team.members.map((m) => m.body.length > 100)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('prepares sanitised bios and the stories list in the loader', async () => {
    for (const slug of ['home', 'about']) {
      const story = await store.getStory(slug);
      if (story?.content.component !== 'page') throw new Error(`${slug} is not a page`);
      const extras = await resolveContentExtras(story.content, store);
      if (slug === 'home')
        expect(Object.values(extras.lists)[0]?.map((s) => s.slug)).toEqual([
          'news/winter-warmers',
          'news/georgetown-opening',
          'news/day-old-bread',
        ]);
      else
        expect(Object.keys(extras.html)).toEqual(
          expect.arrayContaining(['about-story', 'about-exec-maren', 'about-exec-sam']),
        );
    }
  });

  it('returns null for unknown or malformed slugs', async () => {
    expect(await store.getStory('no-such-page')).toBeNull();
    expect(await store.getStory('../package')).toBeNull();
    expect(await store.getStory('')).toBeNull();
  });
});

describe('file content store checks', () => {
  const writeStory = (dir: string, slug: string, story: object) => {
    mkdirSync(path.dirname(path.join(dir, 'stories', `${slug}.json`)), { recursive: true });
    writeFileSync(path.join(dir, 'stories', `${slug}.json`), JSON.stringify(story));
  };
  const page = (body: object[]) => ({ name: 'Test', content: { _uid: 'p', component: 'page', body } });

  it('skips unknown components and reports each once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    writeStory(
      dir,
      'a',
      page([
        { _uid: 'x', component: 'carousel' },
        { _uid: 'r', component: 'rich_text', markdown: 'Hi' },
      ]),
    );
    writeStory(dir, 'b', page([{ _uid: 'x', component: 'carousel' }]));
    const warnings: string[] = [];
    const store = await createFileContentStore(dir, { warn: (m) => warnings.push(m) });
    const a = await store.getStory('a');
    expect(a?.content.component === 'page' && a.content.body.map((b) => b.component)).toEqual(['rich_text']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"carousel"');
  });

  it('stops at boot on an invalid story or a repeated _uid', async () => {
    const invalid = mkdtempSync(path.join(tmpdir(), 'content-'));
    writeStory(invalid, 'bad', page([{ _uid: 'c', component: 'content_card', title: 'x', colour: 'purple' }]));
    await expect(createFileContentStore(invalid)).rejects.toThrow(/Invalid story bad/);

    const repeated = mkdtempSync(path.join(tmpdir(), 'content-'));
    writeStory(repeated, 'dup', page([{ _uid: 'p', component: 'rich_text', markdown: 'x' }]));
    await expect(createFileContentStore(repeated)).rejects.toThrow(/_uid "p" is used twice/);
  });
});
