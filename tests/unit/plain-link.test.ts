import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlainLink, PlainNavLink } from '../../src/web/ui/plain-link.tsx';

/**
 * Decision 328: on the server the chrome's links are plain anchors for plain paths. The markup
 * must be exactly what React Router's `<Link>`/`<NavLink>` write there, or hydration would differ.
 */
const at = (path: string, node: ReactNode) =>
  renderToString(createElement(MemoryRouter, { initialEntries: [path] }, node));

const LINKS: LinkProps[] = [
  { to: '/about', children: 'About' },
  { to: '/account?section=general', className: 'icon', 'aria-label': 'Account', children: 'x' },
  { to: '/menu', target: '_self', onClick: () => undefined, children: 'Menu' },
  { to: '/', discover: 'none', children: 'Home' },
  { to: '/locations/', prefetch: 'intent', children: 'Locations' },
  { to: 'relative/path', children: 'relative (real Link)' },
  { to: '/a/../b', children: 'dots (real Link)' },
  { to: '/faq#top', children: 'hash (real Link)' },
];

const NAV_LINKS: NavLinkProps[] = [
  { to: '/menu', className: ({ isActive }) => (isActive ? 'on' : undefined), children: 'Menu' },
  { to: '/menu', children: 'Menu, default class' },
  { to: '/menu', className: 'nav', end: true, children: 'Menu, end' },
  { to: '/MENU', children: 'case' },
  { to: '/locations', style: ({ isActive }) => (isActive ? { color: 'red' } : {}), children: 'Locations' },
  { to: '/menu', 'aria-current': 'location', children: ({ isActive }) => (isActive ? 'here' : 'there') },
];

describe('chrome links (decision 328)', () => {
  it('runs the server branch here (Vite sets import.meta.env.SSR for this node project)', () => {
    expect(import.meta.env.SSR).toBe(true);
  });

  for (const path of ['/', '/menu', '/menu/10101', '/menus', '/locations/ma']) {
    it(`write what Link and NavLink write, at ${path}`, () => {
      for (const props of LINKS) {
        expect(at(path, createElement(PlainLink, props))).toBe(at(path, createElement(Link, props)));
      }
      for (const props of NAV_LINKS) {
        expect(at(path, createElement(PlainNavLink, props))).toBe(at(path, createElement(NavLink, props)));
      }
    });
  }
});
