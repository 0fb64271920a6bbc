import { z } from 'zod';

/**
 * Content stories and blocks (spec §1 "headless content service", DESIGN §5): a Storyblok-like
 * shape. A story is a slug plus a root block; each block names its `component`. Known blocks
 * are validated strictly (a broken story stops the server at boot); blocks whose component we do
 * not know are skipped so that a CMS adding a new block type never breaks a page.
 */
export const blockBase = z.object({ _uid: z.string().min(1), component: z.string().min(1) }).passthrough();
export type RawBlock = z.infer<typeof blockBase>;

/** An image in the content store: a path under /images (served from public/) and its alt text. */
export const assetSchema = z.object({
  filename: z.string().regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp)$/, 'an image path under /images/'),
  alt: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

/** Links are site paths, https URLs, or mailto: — never javascript: or data:. */
const linkUrl = z.string().regex(/^(\/(?!\/)|https:\/\/|mailto:)/, 'a site path, an https URL or a mailto: link');
export const linkSchema = z.object({ label: z.string().min(1), url: linkUrl });
export type ContentLink = z.infer<typeof linkSchema>;

/** Spec §2 "Other widgets": the seven content-card colours. */
export const cardColors = [
  'primary',
  'primary-light',
  'secondary',
  'secondary-light',
  'neutral',
  'black',
  'white',
] as const;
export type CardColor = (typeof cardColors)[number];

export const socialNetworks = ['instagram', 'facebook', 'tiktok', 'x', 'youtube', 'pinterest', 'linkedin'] as const;

const block = <C extends string, S extends z.ZodRawShape>(component: C, shape: S) =>
  z.object({ _uid: z.string().min(1), component: z.literal(component), ...shape });

/**
 * A list of blocks in which only `allowed` components are kept: others are dropped (the
 * renderer has nothing to draw for them). Known blocks that fail their schema are errors.
 */
function blocksOf<T extends z.ZodType>(schema: T, allowed: readonly string[]) {
  return z.array(blockBase).transform((blocks, ctx) => {
    const out: z.output<T>[] = [];
    blocks.forEach((raw, index) => {
      if (!allowed.includes(raw.component)) return;
      const parsed = schema.safeParse(raw);
      if (parsed.success) out.push(parsed.data);
      else
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message, path: [index, ...issue.path] });
    });
    return out;
  });
}

export const heroBlock = block('hero', {
  image: assetSchema,
  heading: z.string().min(1),
  text: z.string().optional(),
  buttons: z.array(linkSchema).max(3).default([]),
});
export const richTextBlock = block('rich_text', { markdown: z.string() });
export const contentCardBlock = block('content_card', {
  title: z.string().min(1),
  text: z.string().optional(),
  image: assetSchema.optional(),
  colour: z.enum(cardColors).default('white'),
  button: linkSchema.optional(),
});
export const cardGridBlock = block('card_grid', {
  heading: z.string().optional(),
  cards: blocksOf(contentCardBlock, ['content_card']),
});
export const storiesListBlock = block('stories_list', {
  heading: z.string().min(1),
  /** Lists the stories whose slug starts with this prefix, newest first. */
  prefix: z.string().regex(/^[a-z0-9-]+\/$/, 'a slug prefix ending in /'),
  limit: z.number().int().positive().max(24).default(3),
});
export const socialLinksBlock = block('social_links', {
  heading: z.string().optional(),
  links: z.array(z.object({ network: z.enum(socialNetworks), url: z.string().regex(/^https:\/\//) })).min(1),
});
export const faqLinkBlock = block('faq_link', {
  heading: z.string().min(1),
  text: z.string().optional(),
  link: linkSchema,
});
/** Spec §3 "Executive popup block". `class` is a free CMS field; only known values take effect. */
export const executivePopupBlock = block('executive_popup', {
  heading: z.string().min(1),
  title: z.string().min(1),
  body: z.string(),
  image: assetSchema,
  bg_image: assetSchema.optional(),
  class: z.string().optional(),
});
export const executiveTeamBlock = block('executive_team', {
  heading: z.string().min(1),
  intro: z.string().optional(),
  members: blocksOf(executivePopupBlock, ['executive_popup']),
});
export const welcomePopupBlock = block('welcome_popup', {
  image: assetSchema,
  heading: z.string().min(1),
  text: z.string(),
  button: linkSchema,
});

/** Blocks that may appear in a page body. */
const bodyBlock = z.discriminatedUnion('component', [
  heroBlock,
  richTextBlock,
  contentCardBlock,
  cardGridBlock,
  storiesListBlock,
  socialLinksBlock,
  faqLinkBlock,
  executiveTeamBlock,
  welcomePopupBlock,
]);
export const bodyComponents = [
  'hero',
  'rich_text',
  'content_card',
  'card_grid',
  'stories_list',
  'social_links',
  'faq_link',
  'executive_team',
  'welcome_popup',
] as const;

export const pageBlock = block('page', { body: blocksOf(bodyBlock, bodyComponents) });

/** Every component this code knows; nested ones (executive_popup) appear only inside their parent. */
export const knownComponents: readonly string[] = ['page', 'executive_popup', ...bodyComponents];

export type HeroBlock = z.output<typeof heroBlock>;
export type RichTextBlock = z.output<typeof richTextBlock>;
export type ContentCardBlock = z.output<typeof contentCardBlock>;
export type CardGridBlock = z.output<typeof cardGridBlock>;
export type StoriesListBlock = z.output<typeof storiesListBlock>;
export type SocialLinksBlock = z.output<typeof socialLinksBlock>;
export type FaqLinkBlock = z.output<typeof faqLinkBlock>;
export type ExecutivePopupBlock = z.output<typeof executivePopupBlock>;
export type ExecutiveTeamBlock = z.output<typeof executiveTeamBlock>;
export type WelcomePopupBlock = z.output<typeof welcomePopupBlock>;
export type BodyBlock = z.output<typeof bodyBlock>;
export type PageBlock = z.output<typeof pageBlock>;

export const storySchema = z.object({
  slug: z.string(),
  name: z.string().min(1),
  description: z.string().optional(),
  /** ISO date; orders the stories list (Storyblok's first_published_at). */
  published_at: z.iso.date().optional(),
  /** ISO date, the last day the story is listed (Storyblok's unpublish_at): seasonal news goes stale. */
  expires_at: z.iso.date().optional(),
  /** A page is reachable at /<slug>; a welcome_popup story is only read by the popup. */
  content: z.discriminatedUnion('component', [pageBlock, welcomePopupBlock]),
});
export type Story = z.output<typeof storySchema>;
export type StorySummary = Pick<Story, 'slug' | 'name' | 'description' | 'published_at'>;

/** Listed from its publishing day through its last day (ISO dates compare as text). */
export const isListedOn = (story: Pick<Story, 'published_at' | 'expires_at'>, today: string) =>
  (story.published_at ?? '') <= today && (!story.expires_at || today <= story.expires_at);

/**
 * The components in a raw story that this code does not know (each reported once), so the
 * content store can log them: skipping silently would hide a typo in the CMS.
 */
export function unknownComponents(raw: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.component === 'string' && !knownComponents.includes(record.component))
      found.add(record.component);
    Object.values(record).forEach(visit);
  };
  visit(raw);
  return [...found];
}

/** Every _uid in a story, in document order (they must be unique: markdown is keyed by them). */
export function blockUids(raw: unknown): string[] {
  const uids: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record._uid === 'string') uids.push(record._uid);
    Object.values(record).forEach(visit);
  };
  visit(raw);
  return uids;
}

/** The port the web app reads content through (embedded files by default). */
export interface ContentReader {
  getStory(slug: string): Promise<Story | null>;
  /** Stories whose slug starts with `prefix`, newest first. */
  listStories(prefix?: string): Promise<StorySummary[]>;
  /**
   * Reads the stories again after an edit (a `content` event on the realtime bus). A store
   * that always reads live need not have it.
   */
  reload?(): Promise<void>;
}
