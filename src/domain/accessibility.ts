/** Accessibility widget timings (spec §9): poll for the widget menu every 200 ms, for up to 5 s. */
export const ACCESSIBILITY_POLL_INTERVAL_MS = 200;
export const ACCESSIBILITY_POLL_TIMEOUT_MS = 5_000;

/** The vendor widget loads only when a site key is configured (spec §1). */
export const shouldLoadAccessibilityWidget = (settings: { site_key: string | null; script_url: string | null }) =>
  Boolean(settings.site_key && settings.script_url);

/** How many polls fit in the window: the first at once, then one per interval. */
export const accessibilityPollAttempts = (
  interval = ACCESSIBILITY_POLL_INTERVAL_MS,
  timeout = ACCESSIBILITY_POLL_TIMEOUT_MS,
) => Math.floor(timeout / interval) + 1;
