import { describe, expect, it } from 'vitest';
import {
  breakpointFor,
  headerVariant,
  isFooterVisible,
  subHeaderCarriesCart,
  isStickyCtaHiddenOnPath,
  isStickyCtaVisible,
  isSubHeaderHiddenOnPath,
  isSubHeaderVisible,
  subHeaderState,
} from '../../src/domain/layout-rules.ts';

describe('breakpointFor (spec §9: 600 / 900 / 1200)', () => {
  it.each([
    [320, 'small'],
    [600, 'small'],
    [601, 'medium'],
    [900, 'medium'],
    [901, 'large'],
    [1200, 'large'],
    [1201, 'extra-large'],
    [1600, 'extra-large'],
  ] as const)('%i px is %s', (width, bp) => expect(breakpointFor(width)).toBe(bp));
});

describe('sub-header visibility (spec §2 "Sub-header")', () => {
  it.each([
    '/order/checkout',
    '/order/confirm',
    '/order/confirm/abc',
    '/app/checkout',
    '/app/confirm',
    '/menu/123/product/9',
    '/menu/product',
    '/menu/123/product',
    '/locations',
    '/locations/',
    '/specialorder',
    '/specialorders-holiday',
    '/catering',
    '/catering/boxes',
    '/gift-cards',
    '/gift-cards-faq',
  ])('hidden on %s', (path) => expect(isSubHeaderHiddenOnPath(path)).toBe(true));

  it.each([
    '/',
    '/menu',
    '/menu/123',
    '/menu/123/category/4',
    '/order',
    '/about',
    '/faq',
    '/locations/ma/boston/1-main-st',
    '/account',
  ])('shown on %s', (path) => expect(isSubHeaderHiddenOnPath(path)).toBe(false));

  it('ignores query and case', () => {
    expect(isSubHeaderHiddenOnPath('/Order/Checkout?x=1')).toBe(true);
    expect(isSubHeaderHiddenOnPath('/menu?product=3')).toBe(false);
  });

  it('appears only on small, medium and large screens', () => {
    expect(isSubHeaderVisible('/menu', 'small')).toBe(true);
    expect(isSubHeaderVisible('/menu', 'medium')).toBe(true);
    expect(isSubHeaderVisible('/menu', 'large')).toBe(true);
    expect(isSubHeaderVisible('/menu', 'extra-large')).toBe(false);
    expect(isSubHeaderVisible('/order/checkout', 'small')).toBe(false);
  });
});

describe('sub-header state', () => {
  const far = { viewportHeight: 800, footerTop: 2000 };
  it('is locations-page on a location page', () =>
    expect(subHeaderState('/locations/ma/boston', far)).toBe('locations-page'));
  it('is top while the footer is far', () => expect(subHeaderState('/menu', far)).toBe('top'));
  it('is on-footer once the footer is within 250 px of the viewport bottom', () => {
    expect(subHeaderState('/menu', { viewportHeight: 800, footerTop: 1049 })).toBe('on-footer');
    expect(subHeaderState('/menu', { viewportHeight: 800, footerTop: 1050 })).toBe('top');
  });
  it('treats a missing footer as not visible', () =>
    expect(isFooterVisible({ viewportHeight: 800, footerTop: null })).toBe(false));
});

describe('sticky "Order Now" (spec §2 "Sticky call to action")', () => {
  it.each([
    '/',
    '/home',
    '/menu',
    '/menu/12/category/3',
    '/order',
    '/order/checkout',
    '/locations',
    '/locations/ma/boston',
  ])('hidden on %s', (path) => expect(isStickyCtaHiddenOnPath(path)).toBe(true));
  it.each(['/about', '/faq', '/account', '/catering', '/icons'])('allowed on %s', (path) =>
    expect(isStickyCtaHiddenOnPath(path)).toBe(false),
  );

  const base = { scrollY: 0, viewportHeight: 800, documentHeight: 3000, footerTop: 2600 };
  it('shows mid-page on an allowed path', () => expect(isStickyCtaVisible('/about', base)).toBe(true));
  it('hides within 200 px of the page bottom', () => {
    expect(isStickyCtaVisible('/about', { ...base, scrollY: 2001, footerTop: 5000 })).toBe(false);
    expect(isStickyCtaVisible('/about', { ...base, scrollY: 2000, footerTop: 5000 })).toBe(true);
  });
  it('hides when the footer is within the 250 px threshold', () => {
    expect(isStickyCtaVisible('/about', { ...base, footerTop: 1000 })).toBe(false);
  });
  it('never shows on hidden paths', () => expect(isStickyCtaVisible('/menu', base)).toBe(false));
});

describe('header variant (spec §2)', () => {
  const v = (path: string, extra: Partial<{ cartOpen: boolean; drawerOpen: boolean; atTop: boolean }> = {}) =>
    headerVariant({ path, cartOpen: false, drawerOpen: false, atTop: true, ...extra });
  it('is transparent over the home hero at the top, default once scrolled', () => {
    expect(v('/')).toBe('transparent');
    expect(v('/', { atTop: false })).toBe('default');
  });
  it('is dark on catering and special-order content', () => {
    expect(v('/catering')).toBe('dark');
    expect(v('/specialorder')).toBe('dark');
  });
  it('lets an open cart win over an open drawer', () => {
    expect(v('/', { cartOpen: true, drawerOpen: true })).toBe('cart-active');
    expect(v('/about', { drawerOpen: true })).toBe('drawer-active');
  });
  it('is default elsewhere', () => expect(v('/menu')).toBe('default'));
});

describe('one bag on screen (issue 15 §8)', () => {
  const top = { viewportHeight: 800, footerTop: 4000 };
  const onFooter = { viewportHeight: 800, footerTop: 700 };
  it('is the sub-header that carries the cart on a page that shows it, with a cart', () => {
    expect(subHeaderCarriesCart('/menu/10101', top, true)).toBe(true);
  });
  it('leaves the cart to the header without a cart, on pages without the sub-header, and at the footer', () => {
    expect(subHeaderCarriesCart('/menu/10101', top, false)).toBe(false);
    expect(subHeaderCarriesCart('/menu/10101/product/americano', top, true)).toBe(false);
    expect(subHeaderCarriesCart('/order/checkout', top, true)).toBe(false);
    expect(subHeaderCarriesCart('/menu/10101', onFooter, true)).toBe(false);
  });
});
