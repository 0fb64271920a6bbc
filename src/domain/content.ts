import { z } from 'zod';

/**
 * Content stories and blocks (spec §1 "headless content service", DESIGN §5): a Storyblok-like
 * shape. A story is a slug plus a tree of blocks; each block names its `component`.
 * The content feature extends the block list; unknown components are skipped by the renderer.
 */
export const blockBase = z.object({ _uid: z.string(), component: z.string() }).passthrough();
export type Block = z.infer<typeof blockBase>;

export const storySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().optional(),
  content: z.object({ component: z.string(), body: z.array(blockBase).default([]) }).passthrough(),
});
export type Story = z.infer<typeof storySchema>;

/** The port the web app reads content through (embedded files by default). */
export interface ContentReader {
  getStory(slug: string): Promise<Story | null>;
  listStories(prefix?: string): Promise<Pick<Story, 'slug' | 'name' | 'description'>[]>;
}
