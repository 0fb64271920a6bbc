import type { CSSProperties } from 'react';
import { Link, NavLink, useLocation, type LinkProps, type NavLinkProps } from 'react-router';

/**
 * Links to fixed in-app paths: the chrome's (decision 328) and, since decision 340, every page's
 * content buttons, story links, product cards and link buttons. In the browser they are React
 * Router's `<Link>`/`<NavLink>`; on the server, where a link only has to be markup, a plain anchor
 * with the very attributes those write (`href`, `data-discover`, and for a nav link its class and
 * `aria-current`). Each `<Link>` runs about ten hooks per render on the server — resolving the
 * path against the route matches, a click handler, prefetch state — for ~20 chrome links on every
 * page, and one per product card on a menu. Anything but a plain absolute path (relative, `..`, a
 * hash, prefetch="render") takes the real component, so the HTML is the same either way.
 */
// A build-time constant (Vite): the client bundle drops the server branch, so the first load
// carries only the re-export of React Router's components (the home JS budget, decision 326).
const ON_SERVER = import.meta.env.SSR;
const PLAIN_PATH = /^\/(?!\/)[A-Za-z0-9\-_~/]*(?:\.[A-Za-z0-9]+)?(?:\?[A-Za-z0-9\-._~=&%+]*)?$/;

const isPlain = (props: Pick<LinkProps, 'to' | 'prefetch' | 'mask'>): boolean =>
  typeof props.to === 'string' && props.prefetch !== 'render' && !props.mask && PLAIN_PATH.test(props.to);

/** In the browser, React Router's `Link` itself. */
export const PlainLink = ON_SERVER ? ServerPlainLink : Link;

function ServerPlainLink(props: LinkProps) {
  return isPlain(props) ? serverAnchor(props) : <Link {...props} />;
}

/** React Router's own props: never attributes of the anchor. */
const LINK_PROPS = new Set([
  'to',
  'target',
  'discover',
  'onClick',
  'prefetch',
  'relative',
  'reloadDocument',
  'replace',
  'state',
  'preventScrollReset',
  'viewTransition',
  'mask',
  'defaultShouldRevalidate',
]);

/**
 * The anchor `<Link>` renders for a plain path: its own props dropped, the others first, as it
 * orders them. One pass over the props: a rest destructuring of thirteen names was 1.7 % of a
 * member's home render (about forty links).
 */
function serverAnchor(props: LinkProps) {
  const attributes: Record<string, unknown> = {};
  for (const key in props) if (!LINK_PROPS.has(key)) attributes[key] = props[key as keyof LinkProps];
  attributes.href = props.to;
  attributes.target = props.target;
  attributes['data-discover'] = (props.discover ?? 'render') === 'render' ? 'true' : undefined;
  // The content is `attributes.children`, as in React Router's own anchor (which disables this rule too).
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...attributes} />;
}

type NavRenderProps = { isActive: boolean; isPending: boolean; isTransitioning: boolean };

/** In the browser, React Router's `NavLink` itself. */
export const PlainNavLink = ON_SERVER ? ServerPlainNavLink : NavLink;

function ServerPlainNavLink(props: NavLinkProps) {
  return isPlain(props) && !props.viewTransition ? <ServerNavLink {...props} /> : <NavLink {...props} />;
}

/** What `<NavLink>` computes on the server (no navigation under way): active by path, never pending. */
function ServerNavLink({
  'aria-current': ariaCurrentProp = 'page',
  caseSensitive = false,
  className: classNameProp = '',
  end = false,
  style: styleProp,
  to,
  children,
  ...rest
}: NavLinkProps) {
  const { pathname } = useLocation();
  const target = (to as string).split('?')[0]!;
  const here = caseSensitive ? pathname : pathname.toLowerCase();
  const path = caseSensitive ? target : target.toLowerCase();
  const endSlash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const isActive = here === path || (!end && here.startsWith(path) && here.charAt(endSlash) === '/');
  const state: NavRenderProps = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === 'function'
      ? classNameProp(state)
      : [classNameProp, isActive ? 'active' : null].filter(Boolean).join(' ');
  const style: CSSProperties | undefined = typeof styleProp === 'function' ? styleProp(state) : styleProp;
  return serverAnchor({
    ...rest,
    'aria-current': isActive ? ariaCurrentProp : undefined,
    className,
    style,
    to,
    children: typeof children === 'function' ? children(state) : children,
  });
}
