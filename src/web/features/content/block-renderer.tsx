import type { BodyBlock } from '../../../domain/content.ts';
import { CardGrid } from './card-grid.tsx';
import { ExecutiveTeam } from './executive-team.tsx';
import { FaqLink } from './faq-link.tsx';
import { Hero } from './hero.tsx';
import { RichText } from './rich-text.tsx';
import { SingleCard } from './single-card.tsx';
import { SocialLinks } from './social-links.tsx';
import { StoriesList } from './stories-list.tsx';

/**
 * Draws a page body, one small component per block. Blocks of unknown components never get
 * here: the story schema drops them (and the content store logs each once).
 */
export function BlockRenderer({ blocks, brand }: { blocks: BodyBlock[]; brand: string }) {
  return (
    <>
      {blocks.map((block) => (
        <Block key={block._uid} block={block} brand={brand} />
      ))}
    </>
  );
}

function Block({ block, brand }: { block: BodyBlock; brand: string }) {
  switch (block.component) {
    case 'hero':
      return <Hero block={block} />;
    case 'rich_text':
      return <RichText block={block} />;
    case 'content_card':
      return <SingleCard block={block} />;
    case 'card_grid':
      return <CardGrid block={block} />;
    case 'stories_list':
      return <StoriesList block={block} />;
    case 'social_links':
      return <SocialLinks block={block} brand={brand} />;
    case 'faq_link':
      return <FaqLink block={block} />;
    case 'executive_team':
      return <ExecutiveTeam block={block} />;
    case 'welcome_popup':
      // Only shown as the popup (welcome-popup.tsx), never inline in a page.
      return null;
    default:
      return unreachable(block);
  }
}

function unreachable(block: never): null {
  void block;
  return null;
}
