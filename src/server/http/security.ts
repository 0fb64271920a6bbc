import type { AppInfo } from '../../domain/app-info.ts';

const originOf = (url: string | null): string | null => {
  if (!url) return null;
  try {
    // A tile template's {s} subdomain ({s}.tile.example.org) is any subdomain.
    const origin = new URL(url.replace(/^(https?:\/\/)\{s\}\./, '$1subdomain-placeholder.').replace(/\{[a-z]\}/g, 'a'))
      .origin;
    return origin.replace('//subdomain-placeholder.', '//*.');
  } catch {
    return null;
  }
};

/**
 * The page CSP: only our own files and the nonce-carrying bootstrap scripts run. Third-party
 * origins are allowed only when the site configures them (accessibility widget, map tiles).
 */
export function contentSecurityPolicy(nonce: string, app: AppInfo): string {
  return contentSecurityPolicyWith([`'nonce-${nonce}'`], app);
}

/** The same policy with other script sources: a cached page's inline-script hashes. */
export function contentSecurityPolicyWith(scriptSources: readonly string[], app: AppInfo): string {
  const widget = originOf(app.accessibility.script_url);
  const tiles = originOf(app.radar_map.tile_url);
  return [
    "default-src 'self'",
    `script-src 'self'${scriptSources.map((source) => ` ${source}`).join('')}${widget ? ` ${widget}` : ''}`,
    `style-src 'self'${widget ? ` ${widget}` : ''}`,
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}`,
    "font-src 'self'",
    `connect-src 'self'${widget ? ` ${widget}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Headers on every page and static file (the API gets helmet's, which include the first
 * two). Geolocation stays allowed for our own pages: "Use My Location" asks for it; payment for a
 * wallet button on checkout. Nothing else a page could ask the browser for is needed.
 */
export const PAGE_SECURITY_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['permissions-policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)'],
];
