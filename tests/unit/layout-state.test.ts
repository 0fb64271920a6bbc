import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorBannerView } from '../../src/web/layouts/error-banner.tsx';
import { AppError } from '../../src/domain/app-error.ts';
import {
  CONNECTION_LOST_DETAIL,
  CONNECTION_LOST_MESSAGE,
  NOT_FOUND_DETAIL,
  ROUTE_ERROR_DETAIL,
  ROUTE_ERROR_MESSAGE,
  isConnectionFailure,
} from '../../src/domain/route-error.ts';
import { describeError, NOT_FOUND_MESSAGE } from '../../src/web/layouts/error-page.tsx';
import { copyrightLine } from '../../src/web/layouts/footer.tsx';
import { closedPanels, isScrollLocked, type PanelName } from '../../src/web/state/root-slice.ts';
import { useAppStore } from '../../src/web/state/store.ts';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));

describe('root state: global error banner', () => {
  it('shows a message and Dismiss clears it', () => {
    useAppStore.getState().root.showError('Your cart has timed out. Please initiate a new order.');
    expect(useAppStore.getState().root.errorMessage).toBe('Your cart has timed out. Please initiate a new order.');
    useAppStore.getState().root.dismissError();
    expect(useAppStore.getState().root.errorMessage).toBeNull();
  });

  it('renders the message with a Dismiss button inside an alert region, and an empty region without one', () => {
    const shown = renderToStaticMarkup(
      createElement(ErrorBannerView, { message: 'Something went wrong', onDismiss: () => {} }),
    );
    expect(shown).toContain('role="alert"');
    expect(shown).toContain('Something went wrong');
    expect(shown).toMatch(/<button type="button"[^>]*>Dismiss<\/button>/);
    const hidden = renderToStaticMarkup(createElement(ErrorBannerView, { message: null, onDismiss: () => {} }));
    expect(hidden).toMatch(/^<div role="alert"[^>]*><\/div>$/);
  });
});

describe('root state: panels and scroll lock (spec §4)', () => {
  const locking: PanelName[] = [
    'delivery',
    'orderControl',
    'orderHistory',
    'orderConfirm',
    'groupOrder',
    'sitePopup',
    'cart',
  ];
  it.each(locking)('%s locks scroll', (name) => expect(isScrollLocked({ ...closedPanels, [name]: true })).toBe(true));
  it('nothing open, or only the mobile nav, leaves scroll free', () => {
    expect(isScrollLocked(closedPanels)).toBe(false);
    expect(isScrollLocked({ ...closedPanels, mobileNav: true })).toBe(false);
  });
  it('My Bag (openCart) replaces the mobile nav with the cart', () => {
    const { root } = useAppStore.getState();
    root.openPanel('mobileNav');
    root.openCart();
    const { open } = useAppStore.getState().root;
    expect(open.cart).toBe(true);
    expect(open.mobileNav).toBe(false);
  });
  it('openOrderControl closes the cart and the mobile nav', () => {
    const { root } = useAppStore.getState();
    root.openCart();
    root.openOrderControl();
    const { open } = useAppStore.getState().root;
    expect(open).toMatchObject({ orderControl: true, cart: false, mobileNav: false });
  });
  it('starts with no order mode, no member and pickup search (the cart is in the query cache)', () => {
    const s = useAppStore.getState();
    expect(s.order.orderMode).toBeNull();
    expect('cart' in s.order).toBe(false);
    expect(s.members.user).toBeNull();
    expect(s.locations.searchType).toBe('pickup');
    expect(s.brand.showExecutiveTeamPopup).toBe(false);
  });
});

describe('footer copyright line', () => {
  it('carries the app name and both versions', () => {
    expect(
      copyrightLine(
        {
          name: 'Larkspur Bakery & Cafe',
          versions: { app: '1.0.41', library: '1.0.0-alpha.261', environment: 'prod' },
        },
        2026,
      ),
    ).toBe('© 2026 Larkspur Bakery & Cafe · v1.0.41 · lib 1.0.0-alpha.261');
  });
});

describe('error page description (spec §8: message plus status, default 500; issue 42 §5: customer words)', () => {
  // What a loader's thrown data(…, { status }) becomes by the time it reaches the boundary.
  const response = (status: number, statusText: string, body: unknown) =>
    new ErrorResponseImpl(status, statusText, body);

  it('404 says the page could not be found, with no Retry', () => {
    expect(describeError(response(404, 'Not Found', null))).toEqual({
      status: 404,
      message: NOT_FOUND_MESSAGE,
      detail: NOT_FOUND_DETAIL,
      retry: false,
    });
  });
  it('keeps another status and the API envelope message, and offers Retry', () => {
    expect(
      describeError(
        response(503, 'Service Unavailable', { status: 'error', message: 'Ordering is paused', code: 'UNAVAILABLE' }),
      ),
    ).toEqual({ status: 503, message: 'Ordering is paused', detail: ROUTE_ERROR_DETAIL, retry: true });
    // A bare status text is the server's, not the customer's words.
    expect(describeError(response(403, 'Forbidden', null))).toMatchObject({
      status: 403,
      message: ROUTE_ERROR_MESSAGE,
    });
  });
  it("never shows a thrown error's own text; an AppError keeps its customer sentence and status", () => {
    expect(describeError(new Error('Boom'))).toMatchObject({ status: 500, message: ROUTE_ERROR_MESSAGE, retry: true });
    expect(describeError('weird')).toMatchObject({ status: 500, message: ROUTE_ERROR_MESSAGE });
    expect(describeError(new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment.'))).toMatchObject({
      status: 429,
      message: 'Too many requests. Please wait a moment.',
    });
  });
  it('a request that never reached the server, or a browser offline, is a lost connection: no "Failed to fetch"', () => {
    const lost = { status: null, message: CONNECTION_LOST_MESSAGE, detail: CONNECTION_LOST_DETAIL, retry: true };
    expect(describeError(new TypeError('Failed to fetch'))).toEqual(lost);
    expect(describeError(new TypeError('NetworkError when attempting to fetch resource.'))).toEqual(lost);
    expect(describeError(new TypeError('Load failed'))).toEqual(lost);
    expect(describeError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toEqual(lost);
    expect(describeError(new Error('Boom'), false)).toEqual(lost);
    expect(isConnectionFailure(new TypeError('Cannot read properties of undefined'))).toBe(false);
  });
});
