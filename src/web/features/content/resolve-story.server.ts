import type { BodyBlock, ContentReader, PageBlock } from '../../../domain/content.ts';
import type { ContentExtras } from './content-extras.ts';
import { renderMarkdown } from './markdown.server.ts';

/**
 * Runs in route loaders so the browser gets ready HTML and never downloads the markdown
 * parser.
 */
export async function resolveContentExtras(page: PageBlock, reader: ContentReader): Promise<ContentExtras> {
  const extras: ContentExtras = { html: {}, lists: {} };
  await Promise.all(page.body.map((block) => resolveBlock(block, reader, extras)));
  return extras;
}

async function resolveBlock(block: BodyBlock, reader: ContentReader, extras: ContentExtras): Promise<void> {
  switch (block.component) {
    case 'rich_text':
      extras.html[block._uid] = renderMarkdown(block.markdown);
      return;
    case 'executive_team':
      for (const member of block.members) extras.html[member._uid] = renderMarkdown(member.body);
      return;
    case 'stories_list':
      extras.lists[block._uid] = (await reader.listStories(block.prefix)).slice(0, block.limit);
      return;
    default:
      return;
  }
}
