/**
 * POST /api/events stores what an anonymous browser sends: its payload is
 * bounded in bytes (its JSON, UTF-8) and in keys (every key at every depth), so nobody fills the
 * table with megabytes from one call.
 */
export interface EventPayloadLimits {
  maxBytes: number;
  maxKeys: number;
}

export const DEFAULT_EVENT_PAYLOAD_LIMITS: EventPayloadLimits = { maxBytes: 8192, maxKeys: 50 };

export type EventPayloadProblem = { code: 'PAYLOAD_TOO_LARGE' | 'BAD_REQUEST'; message: string };

/** Every key of an object and of the objects and arrays inside it, stopping once past `stopAfter`. */
export function countKeys(value: unknown, stopAfter = Number.POSITIVE_INFINITY): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && count <= stopAfter) {
    const next = stack.pop();
    if (Array.isArray(next)) stack.push(...next);
    else if (next !== null && typeof next === 'object') {
      const entries = Object.values(next);
      count += entries.length;
      stack.push(...entries);
    }
  }
  return count;
}

const kilobytes = (bytes: number) => (bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`);

export function eventPayloadProblem(payload: unknown, limits: EventPayloadLimits): EventPayloadProblem | null {
  const bytes = new TextEncoder().encode(JSON.stringify(payload ?? {})).length;
  if (bytes > limits.maxBytes)
    return {
      code: 'PAYLOAD_TOO_LARGE',
      message: `payload: An event payload may be at most ${kilobytes(limits.maxBytes)} (this one is ${bytes} bytes).`,
    };
  const keys = countKeys(payload, limits.maxKeys);
  if (keys > limits.maxKeys)
    return { code: 'BAD_REQUEST', message: `payload: An event payload may hold at most ${limits.maxKeys} keys.` };
  return null;
}
