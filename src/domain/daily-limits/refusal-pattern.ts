/** The shapes of `limitRefusal`'s sentences (daily-limit-rules.ts), so the web may show them as the server wrote them. */
export const LIMIT_REFUSAL_PATTERN =
  /^(?:[\p{L}\p{N} '’&,.()-]{1,80} for [A-Za-z]{3}, [A-Za-z]{3} \d{1,2} had to be ordered by \d{1,2}:\d{2} [AP]M on [A-Za-z]{3}, [A-Za-z]{3} \d{1,2} — choose another day|[\p{L}\p{N} '’&,.()-]{1,80} is sold out for [A-Za-z]{3} — choose another day|Only \d+ [\p{L}\p{N} '’&,.()-]{1,80} left for [A-Za-z]{3}, [A-Za-z]{3} \d{1,2} — you asked for \d+)$/u;
