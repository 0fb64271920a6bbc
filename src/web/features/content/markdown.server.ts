import { micromark } from 'micromark';

/**
 * Markdown from the content store becomes HTML on the server only. micromark's
 * defaults are the sanitiser: raw HTML in the source is escaped (allowDangerousHtml stays off)
 * and link/image URLs with dangerous protocols (javascript:, vbscript:, data: …) are emptied
 * (allowDangerousProtocol stays off). Never turn either option on: the output is rendered
 * with dangerouslySetInnerHTML.
 */
export function renderMarkdown(source: string): string {
  return micromark(source);
}
