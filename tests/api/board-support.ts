import { expect } from 'vitest';
import { takeSseEvents, type SseEvent } from '../support/sse.ts';
import type { TestApp } from '../support/test-app.ts';
import { cardToken, cartWith, newKey, submit, type Shopper } from './checkout-support.ts';
import { STAFF_COOKIE, type StaffSigned } from './staff-support.ts';

export type { SseEvent };

/** Helpers of the live order board's API tests (issue 16, decisions 224–226). */
export const BOARD_LOCATION = 'bos-back-bay';
export const OTHER_LOCATION = 'bos-south-end';

/** An order placed through the normal checkout (a card), at Back Bay. */
export async function placeOrder(s: Shopper, products = [{ product_id: 'p-butter-croissant', quantity: 2 }]) {
  const cart = await cartWith(s, products);
  const r = await submit(s, newKey(), { cart_id: cart.id, payment: { token: await cardToken(s) } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.order as { id: string; number: string; status: string };
}

/**
 * Reads a Server-Sent Events stream over real HTTP (inject cannot: it waits for the end), one
 * event at a time. `next(pred)` resolves with the first event that matches; heartbeats and the
 * retry hint are skipped.
 */
export async function openBoardStream(baseUrl: string, locationId: string, who: StaffSigned, lastEventId?: string) {
  return openEventStream(
    `${baseUrl}/api/staff/locations/${locationId}/board/events`,
    { cookie: `${STAFF_COOKIE}=${who.cookie}` },
    lastEventId,
  );
}

/** Any SSE route (the board's, a customer's order status, decision 235), read as above. A refused stream's JSON is in `response`. */
export async function openEventStream(url: string, headers: Record<string, string>, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { ...headers, 'accept-encoding': 'gzip, br', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pending: SseEvent[] = [];
  let ended = false;

  async function pull(): Promise<boolean> {
    const { value, done } = await reader.read();
    if (done) {
      ended = true;
      return false;
    }
    const taken = takeSseEvents(buffer + value);
    buffer = taken.rest;
    pending.push(...taken.events);
    return true;
  }

  return {
    response,
    async next(pred: (e: SseEvent) => boolean = () => true): Promise<SseEvent> {
      for (;;) {
        const index = pending.findIndex(pred);
        if (index >= 0) return pending.splice(index, 1)[0]!;
        pending.length = 0;
        if (!(await pull())) throw new Error('the stream ended');
      }
    },
    /** Resolves once the server ended the stream. */
    async ended(): Promise<void> {
      while (!ended) await pull();
    },
    close: () => controller.abort(),
  };
}

/** Where a listening instance answers. */
export async function listenOn(server: TestApp['server']): Promise<string> {
  if (!server.server.listening) await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}
