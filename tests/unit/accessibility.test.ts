import { describe, expect, it } from 'vitest';
import { accessibilityPollAttempts, shouldLoadAccessibilityWidget } from '../../src/domain/accessibility.ts';

describe('accessibility widget rules (spec §1, §9)', () => {
  it('loads the widget only when a site key and script are configured', () => {
    expect(shouldLoadAccessibilityWidget({ site_key: null, script_url: 'https://w.example/a.js' })).toBe(false);
    expect(shouldLoadAccessibilityWidget({ site_key: 'k', script_url: null })).toBe(false);
    expect(shouldLoadAccessibilityWidget({ site_key: 'k', script_url: 'https://w.example/a.js' })).toBe(true);
  });
  it('polls every 200 ms for up to 5 s: 26 looks at most', () => {
    expect(accessibilityPollAttempts()).toBe(26);
  });
});
