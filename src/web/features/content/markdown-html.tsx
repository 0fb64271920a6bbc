import { useContentExtras } from './content-extras.ts';

/**
 * The only place content HTML enters the page: markdown rendered and sanitised on the server
 * by markdown.server.ts (raw HTML escaped, dangerous link protocols dropped).
 */
export function MarkdownHtml({ uid, className }: { uid: string; className?: string }) {
  const html = useContentExtras().html[uid];
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
