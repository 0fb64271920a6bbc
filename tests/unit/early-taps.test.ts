import { describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT, withEarlyTaps } from '../../src/server/http/early-taps.ts';
import { inlineScriptHashes } from '../../src/server/http/ssr-cached-pages.ts';
import { scriptsAfterFirstPaint } from '../../src/server/http/scripts-after-paint.ts';

/** Decision 338: taps before hydration are kept and made again once React has hydrated. */

type Listener = (event: FakeClick) => void;
interface FakeButton {
  name: string;
  type?: string;
  form?: { hasAttribute(name: string): boolean } | null;
  disabled: boolean;
  isConnected: boolean;
  clicks: number;
  click(): void;
}
interface FakeClick {
  target: { closest(selector: string): FakeButton | null };
  defaultPrevented: boolean;
  stopped: boolean;
  preventDefault(): void;
  stopImmediatePropagation(): void;
}

/** Runs the script against a page with buttons; returns how to tap, hydrate and read the page. */
function page() {
  const dataset: Record<string, string> = {};
  const listeners = new Set<Listener>();
  let mutation: ((records: unknown[], observer: { disconnect(): void }) => void) | null = null;
  let observing = false;
  const button = (name: string): FakeButton => ({
    name,
    disabled: false,
    isConnected: true,
    clicks: 0,
    click() {
      this.clicks += 1;
    },
  });
  const scope = {
    document: { documentElement: { dataset } },
    addEventListener: (type: string, listener: Listener, capture: boolean) => {
      expect([type, capture]).toEqual(['click', true]);
      listeners.add(listener);
    },
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    MutationObserver: class {
      constructor(callback: typeof mutation) {
        mutation = callback;
      }
      observe(_target: unknown, options: unknown) {
        expect(options).toEqual({ attributes: true, attributeFilter: ['data-hydrated'] });
        observing = true;
      }
    },
  };
  new Function(...Object.keys(scope), EARLY_TAPS_SCRIPT)(...Object.values(scope));
  const tap = (target: FakeButton | null): FakeClick => {
    const event: FakeClick = {
      target: { closest: (selector) => (expect(selector).toBe('button'), target) },
      defaultPrevented: false,
      stopped: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
      stopImmediatePropagation() {
        this.stopped = true;
      },
    };
    for (const listener of listeners) listener(event);
    return event;
  };
  const hydrate = () => {
    dataset.hydrated = 'true';
    if (observing) mutation!([], { disconnect: () => (observing = false) });
  };
  return { button, tap, hydrate, listening: () => listeners.size > 0, observing: () => observing };
}

describe('early taps (decision 338)', () => {
  it('holds taps on buttons until hydration, then makes each once, in order', () => {
    const { button, tap, hydrate, listening, observing } = page();
    const quickAdd = button('Quick Add');
    const bag = button('My Bag');
    const first = tap(quickAdd);
    expect(first.defaultPrevented && first.stopped).toBe(true); // no form sent as a GET, no half-started handler
    tap(quickAdd); // the second tap on a silent button is the same wish
    tap(bag);
    expect(quickAdd.clicks + bag.clicks).toBe(0);
    const order: string[] = [];
    for (const b of [quickAdd, bag]) b.click = () => order.push(b.name);
    hydrate();
    expect(order).toEqual(['Quick Add', 'My Bag']);
    // Once hydrated it steps aside: no listener, no observer.
    expect(listening()).toBe(false);
    expect(observing()).toBe(false);
  });

  it('leaves links, searches that work without script, disabled buttons and buttons hydration replaced alone', () => {
    const { button, tap, hydrate } = page();
    const link = tap(null);
    expect(link.defaultPrevented).toBe(false);
    const search = { ...button('Search'), type: 'submit', form: { hasAttribute: (name: string) => name === 'action' } };
    expect(tap(search).defaultPrevented).toBe(false);
    // A form without its own action (checkout's) would post to the page itself: held.
    const placeOrder = { ...button('Place Order'), type: 'submit', form: { hasAttribute: () => false } };
    expect(tap(placeOrder).defaultPrevented).toBe(true);
    const disabled = button('Place Order');
    disabled.disabled = true;
    expect(tap(disabled).defaultPrevented).toBe(false);
    const replaced = button('Old');
    const turnedOff = button('Turned off');
    tap(replaced);
    tap(turnedOff);
    replaced.isConnected = false;
    turnedOff.disabled = true;
    hydrate();
    expect(replaced.clicks + turnedOff.clicks).toBe(0);
  });

  it('goes right after the charset, with the page’s nonce, and a cached page allows it by hash', () => {
    const head = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>x</title></head>';
    expect(withEarlyTaps(head, 'n0nce')).toBe(
      `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script nonce="n0nce">${EARLY_TAPS_SCRIPT}</script><title>x</title></head>`,
    );
    const cached = scriptsAfterFirstPaint(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/root-C3.js"/></head>' +
        '<body><script type="module" async="">;\nimport * as route0 from "/assets/root-C3.js";\n' +
        'import("/assets/entry.client-A1.js");</script></body></html>',
    );
    expect(cached).toContain(`<head><meta charSet="utf-8"/><script>${EARLY_TAPS_SCRIPT}</script>`);
    expect(inlineScriptHashes(cached).length).toBe(2);
  });
});
