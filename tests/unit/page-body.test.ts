import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ReadableStream } from 'node:stream/web';
import { describe, expect, it } from 'vitest';
import { pageBody } from '../../src/server/http/page-body.ts';

// Decision 346: a page that ends within the window is one Buffer (one write, a Content-Length);
// one still rendering is streamed from what was read. The window is the test's own promise.
const encode = (s: string) => new TextEncoder().encode(s);

/** A stream whose pieces the test releases one at a time. */
function heldStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, controller, cancelled: () => cancelled };
}

function manualWindow() {
  let close!: () => void;
  const closed = new Promise<void>((resolve) => (close = resolve));
  return { window: () => closed, close };
}

describe('pageBody', () => {
  it('joins the pieces read when the stream had already ended', async () => {
    const { stream } = heldStream();
    const first = [Buffer.from('<html>'), Buffer.from('whole</html>')];
    const body = await pageBody(first, stream.getReader(), true, manualWindow().window);
    expect(Buffer.isBuffer(body) && body.toString()).toBe('<html>whole</html>');
  });

  it('joins a page that ends before the window closes into one Buffer', async () => {
    const { stream, controller } = heldStream();
    controller.enqueue(encode('<p>data</p>'));
    controller.enqueue(encode('</body></html>'));
    controller.close();
    const body = await pageBody([Buffer.from('<head></head><body>')], stream.getReader(), false, manualWindow().window);
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(body.toString()).toBe('<head></head><body><p>data</p></body></html>');
  });

  it('streams a page still rendering when the window closes, losing no byte and in order', async () => {
    const { stream, controller } = heldStream();
    const { window, close } = manualWindow();
    controller.enqueue(encode('<p>one</p>'));
    const pending = pageBody([Buffer.from('<head></head>')], stream.getReader(), false, window);
    // The read after '<p>one</p>' is outstanding when the window closes; its bytes must still come.
    await new Promise((resolve) => setImmediate(resolve));
    close();
    const body = await pending;
    expect(body).toBeInstanceOf(Readable);
    const read = text(body as Readable);
    controller.enqueue(encode('<p>two</p>'));
    controller.enqueue(encode('</html>'));
    controller.close();
    expect(await read).toBe('<head></head><p>one</p><p>two</p></html>');
  });

  it('cancels the render when the visitor leaves a streamed page', async () => {
    const { stream, controller, cancelled } = heldStream();
    const { window, close } = manualWindow();
    const pending = pageBody([Buffer.from('<head></head>')], stream.getReader(), false, window);
    close();
    const body = (await pending) as Readable;
    controller.enqueue(encode('<p>one</p>'));
    for await (const chunk of body) {
      expect(String(chunk)).toBe('<head></head>');
      break; // the visitor goes away after the first piece
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(cancelled()).toBe(true);
  });
});
