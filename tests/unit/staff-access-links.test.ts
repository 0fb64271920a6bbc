import { describe, expect, it } from 'vitest';
import {
  linkState,
  resetLinkExpiry,
  setupLinkState,
  setupPath,
  STAFF_RESET_LINK_MINUTES,
  staffForgotAccepted,
} from '../../src/domain/staff/access-links.ts';
import { CHIME_REPEAT_MS, chimeDue, waitingOrders } from '../../src/domain/board/chime.ts';

const at = new Date('2026-12-03T15:00:00Z');
const minutes = (n: number) => new Date(at.getTime() + n * 60_000);

describe('staff reset links', () => {
  it('expire 30 minutes after they are made', () => {
    expect(STAFF_RESET_LINK_MINUTES).toBe(30);
    expect(resetLinkExpiry(at).toISOString()).toBe('2026-12-03T15:30:00.000Z');
  });

  it('are ready until used or expired, and unknown ones are invalid', () => {
    const row = { usedAt: null, expiresAt: resetLinkExpiry(at) };
    expect(linkState(row, minutes(29))).toBe('ready');
    expect(linkState(row, minutes(30))).toBe('expired');
    expect(linkState({ ...row, usedAt: minutes(1) }, minutes(2))).toBe('used');
    // A used link reads used, even after its expiry.
    expect(linkState({ ...row, usedAt: minutes(1) }, minutes(60))).toBe('used');
    expect(linkState(null, at)).toBe('invalid');
    // No expiry (a setup link): ready until used.
    expect(linkState({ usedAt: null, expiresAt: null }, minutes(60 * 24 * 365))).toBe('ready');
  });

  it('answer in words that do not depend on whether the account exists', () => {
    expect(staffForgotAccepted('a@x.example').replace('a@x.example', 'b@x.example')).toBe(
      staffForgotAccepted('b@x.example'),
    );
  });
});

describe('the first-admin setup link', () => {
  it('is spent once any admin exists, whichever link made them', () => {
    expect(setupLinkState({ usedAt: null }, false)).toBe('ready');
    expect(setupLinkState({ usedAt: null }, true)).toBe('used');
    expect(setupLinkState({ usedAt: at }, false)).toBe('used');
    expect(setupLinkState(null, false)).toBe('invalid');
    expect(setupPath('abc-_9')).toBe('/staff/setup?token=abc-_9');
  });
});

describe('the board chime', () => {
  const tickets = [
    { id: 'a', status: 'placed' },
    { id: 'b', status: 'in_progress' },
    { id: 'c', status: 'placed' },
  ];

  it('waits for new orders that are untouched and still placed', () => {
    expect(waitingOrders(tickets, new Set(['a', 'b'])).map((t) => t.id)).toEqual(['a']);
    expect(waitingOrders(tickets, new Set())).toEqual([]);
  });

  it('repeats every interval while something waits, never when nothing does', () => {
    expect(chimeDue(1, null, 0)).toBe(true);
    expect(chimeDue(1, 1_000, 1_000 + CHIME_REPEAT_MS - 1)).toBe(false);
    expect(chimeDue(2, 1_000, 1_000 + CHIME_REPEAT_MS)).toBe(true);
    expect(chimeDue(0, null, 0)).toBe(false);
    expect(chimeDue(0, 1_000, 1_000_000)).toBe(false);
  });
});
