/** The shape of `limitRefusal`'s sentences (daily-limit-rules.ts), so the web may show them as the server wrote them. */
export const LIMIT_REFUSAL_PATTERN = /^[\p{L}\p{N} '’&,.():-]{1,200} — (?:choose another day|you asked for \d+)$/u;
