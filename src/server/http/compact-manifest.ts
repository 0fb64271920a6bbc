/**
 * React Router writes the route manifest of the page's matches into its module script with
 * `JSON.stringify(manifest, null, 2)`: about a quarter of that script is indentation. A cached
 * page (decision 253) is written once and sent many times, so its copy gets the same object
 * without the whitespace (decision 327). The script is React's `dangerouslySetInnerHTML` with
 * `suppressHydrationWarning`: hydration never reads it, and the page's CSP hashes the final text.
 */
const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;

export function compactRouterManifest(html: string): string {
  const match = MANIFEST.exec(html);
  if (!match) return html;
  let compact: string;
  try {
    // `<` escaped as in any JSON inside a script, so no value can close the element.
    compact = JSON.stringify(JSON.parse(match[2]!)).replace(/</g, '\\u003c');
  } catch {
    return html;
  }
  return `${html.slice(0, match.index)}${match[1]}${compact};${html.slice(match.index + match[0].length)}`;
}
