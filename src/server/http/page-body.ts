import { Readable } from 'node:stream';
import type { ReadableStreamDefaultReader } from 'node:stream/web';

/**
 * How long the rest of a streamed page may take and still go out with its head as one body
 * (decision 346). A member's page finishes within a millisecond or two of its shell (React Router's
 * hydration data, then React's last flush); a page that waits on slower data streams on after this.
 */
export const WHOLE_PAGE_WINDOW_MS = 20;

const windowOf = (ms: number) => () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/**
 * The body of a streamed page whose first pieces (its edited head and what followed) were read.
 * A page that finishes within the window is one Buffer: Fastify sends it with a Content-Length in
 * one write (and @fastify/compress compresses it in one call, decision 347). Streamed, the same
 * page cost four socket writes and a chunked frame per piece, and each piece passed through an
 * async generator and a Readable. A page still rendering when the window closes is streamed from
 * what was read, so its first byte is never held longer than the window.
 */
export async function pageBody(
  /** The pieces read so far; the rest of the page is appended to this array. */
  chunks: Uint8Array[],
  reader: ReadableStreamDefaultReader<Uint8Array>,
  finished: boolean,
  window: () => Promise<void> = windowOf(WHOLE_PAGE_WINDOW_MS),
): Promise<Buffer | Readable> {
  if (finished) return Buffer.concat(chunks);
  const closed = window().then(() => CLOSED);
  let pending: ReturnType<typeof reader.read> | null = null;
  while (!finished) {
    pending = reader.read();
    const result = await Promise.race([pending, closed]);
    if (typeof result === 'symbol') break; // the window closed first
    pending = null;
    if (result.done) finished = true;
    else chunks.push(result.value);
  }
  if (finished) return Buffer.concat(chunks);
  const held = pending;
  async function* rest() {
    try {
      yield* chunks;
      if (held) {
        const { done, value } = await held;
        if (done) finished = true;
        else yield value;
      }
      while (!finished) {
        const { done, value } = await reader.read();
        if (done) finished = true;
        else yield value;
      }
    } finally {
      // The visitor went away mid-stream: stop React's render too.
      if (!finished) await reader.cancel().catch(() => undefined);
    }
  }
  return Readable.from(rest(), { objectMode: false });
}

const CLOSED = Symbol('window closed');
