export interface SseEvent {
  id: string;
  event: string;
  data: ReturnType<typeof JSON.parse>;
}

/**
 * The complete Server-Sent Events at the start of `buffer` (heartbeat comments and the retry hint
 * skipped) and what is left of it, an event still arriving.
 */
export function takeSseEvents(buffer: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  let rest = buffer;
  let cut: number;
  while ((cut = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, cut);
    rest = rest.slice(cut + 2);
    const fields = Object.fromEntries(
      block
        .split('\n')
        .filter((l) => l && !l.startsWith(':'))
        .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
    );
    if (fields.event && fields.data)
      events.push({ id: fields.id ?? '', event: fields.event, data: JSON.parse(fields.data) });
  }
  return { events, rest };
}
