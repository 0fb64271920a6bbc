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
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((l) => l && !l.startsWith(':'))
            .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
        );
        if (fields.event && fields.data) onEvent({ event: fields.event, data: JSON.parse(fields.data) });
      }
    }
  })().catch(() => undefined);
  return { status: 200, ended, close: () => controller.abort() };
}
