import { takeSseEvents } from '../../tests/support/sse.ts';

export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * A Server-Sent Events stream read in the background: `onEvent` for each named event (heartbeats
 * and the retry hint skipped); `ended` settles when the server or `close` ends it.
 */
export async function openStream(url: string, cookie: string, onEvent: (e: StreamEvent) => void) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  if (response.status !== 200 || !response.body) {
    await response.text().catch(() => '');
    return { status: response.status, ended: Promise.resolve(), close: () => undefined };
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const taken = takeSseEvents(buffer + value);
      buffer = taken.rest;
      for (const e of taken.events) onEvent({ event: e.event, data: e.data as Record<string, unknown> });
    }
  })().catch(() => undefined);
  return { status: 200, ended, close: () => controller.abort() };
}
