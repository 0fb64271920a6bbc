import { describe, expect, it } from 'vitest';
import {
  SESSION_IDLE_MS,
  isSessionExpired,
  isStateChangingMethod,
  shouldTouchSession,
} from '../../src/domain/session.ts';

describe('session lifetime rules', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('expires after the idle timeout or at the absolute end', () => {
    expect(
      isSessionExpired(
        { lastSeenAt: new Date(now.getTime() - SESSION_IDLE_MS + 1000), expiresAt: new Date(now.getTime() + 1000) },
        now,
      ),
    ).toBe(false);
    expect(
      isSessionExpired(
        { lastSeenAt: new Date(now.getTime() - SESSION_IDLE_MS), expiresAt: new Date(now.getTime() + 1000) },
        now,
      ),
    ).toBe(true);
    expect(isSessionExpired({ lastSeenAt: now, expiresAt: now }, now)).toBe(true);
  });
  it('writes last_seen at most every five minutes', () => {
    expect(shouldTouchSession({ lastSeenAt: new Date(now.getTime() - 60_000) }, now)).toBe(false);
    expect(shouldTouchSession({ lastSeenAt: new Date(now.getTime() - 5 * 60_000) }, now)).toBe(true);
  });
  it('needs CSRF only for state-changing methods', () => {
    expect(['GET', 'HEAD', 'OPTIONS', 'get'].map(isStateChangingMethod)).toEqual([false, false, false, false]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(isStateChangingMethod)).toEqual([true, true, true, true]);
  });
});
