import { describe, expect, it } from 'vitest';
import type { AppInfo } from '../../src/domain/app-info.ts';
import { accountSections, pickSection } from '../../src/web/features/account/account-sections.ts';
import { signUpRequest } from '../../src/domain/account/auth-contract.ts';
import { COMMON_PASSWORDS } from '../../src/domain/account/common-passwords.ts';
import { formatPhone } from '../../src/domain/locations/format.ts';
import {
  isCommonPassword,
  passwordProblem,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '../../src/domain/account/password-policy.ts';
import { hasOrderingProviderMarker, sessionMarkerVerdict } from '../../src/domain/account/provider-marker.ts';

describe('password policy (ASVS 2.1)', () => {
  it('needs 8 to 128 characters, counted as people see them', () => {
    expect(passwordProblem('a7#kQ2m')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('a7#kQ2mz')).toBeNull();
    expect(passwordProblem('🍞🥐🥖🧁🍰🍪☕🥯')).toBeNull();
    expect(passwordProblem('🍞🥐🥖')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('k'.repeat(64) + 'q'.repeat(64))).toBeNull();
    expect(passwordProblem('k'.repeat(65) + 'q'.repeat(64))).toBe(PASSWORD_TOO_LONG);
  });

  it('refuses common passwords, case-insensitively and with the usual endings', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
    for (const p of [
      'password',
      'PASSWORD1',
      'qwertyuiop',
      'Sunshine2024!',
      'iloveyou!!',
      'Football123',
      '1234567890',
      'aaaaaaaaaa',
      '98765432109',
    ]) {
      expect(isCommonPassword(p), p).toBe(true);
      expect(passwordProblem(p), p).toBe(PASSWORD_TOO_COMMON);
    }
    for (const p of ['crumb-and-crust-42', 'correct horse battery staple', 'Larks!pur-Rye-2026x'])
      expect(isCommonPassword(p), p).toBe(false);
  });

  it('refuses the e-mail address as the password', () => {
    expect(passwordProblem('Ada@Example.com', { email: 'ada@example.com' })).toMatch(/e-mail/);
    const parsed = signUpRequest.safeParse({
      first_name: 'A',
      last_name: 'B',
      email: 'ada.lovelace@example.com',
      password: 'ada.lovelace@example.com',
    });
    expect(parsed.success).toBe(false);
  });
});

describe('sign-up contract normalizes once (EXAMPLES #8)', () => {
  it('lower-cases the e-mail, trims names, keeps 10 phone digits', () => {
    const parsed = signUpRequest.parse({
      first_name: '  Ada ',
      last_name: 'Baker',
      email: ' Ada@Example.COM ',
      phone: '+1 (617) 555-0101',
      password: 'crumb-and-crust-42',
    });
    expect(parsed).toMatchObject({
      first_name: 'Ada',
      email: 'ada@example.com',
      phone: '6175550101',
      newsletter: false,
    });
    expect(formatPhone(parsed.phone)).toBe('(617) 555-0101');
    const issues =
      signUpRequest.safeParse({ first_name: '', last_name: 'B', email: 'nope', phone: '555', password: 'x' }).error
        ?.issues ?? [];
    expect(Object.fromEntries(issues.map((i) => [i.path[0], i.message]))).toEqual({
      first_name: 'Please enter your first name',
      email: 'Please enter a valid email address',
      phone: 'Please enter a 10-digit phone number',
      password: PASSWORD_TOO_SHORT,
    });
  });
});

describe('token provider marker (spec §4)', () => {
  it('keeps guests and marked member sessions, logs out the rest', () => {
    expect(hasOrderingProviderMarker('larkspur-ordering', 'larkspur-ordering')).toBe(true);
    expect(hasOrderingProviderMarker('oauth:LARKSPUR-ORDERING:google', 'larkspur-ordering')).toBe(true);
    expect(hasOrderingProviderMarker('facebook', 'larkspur-ordering')).toBe(false);
    expect(hasOrderingProviderMarker(null, 'larkspur-ordering')).toBe(false);
    expect(hasOrderingProviderMarker('anything', '')).toBe(false);
    expect(sessionMarkerVerdict({ memberId: null, provider: null }, 'larkspur-ordering')).toBe('keep');
    expect(sessionMarkerVerdict({ memberId: 'm1', provider: 'larkspur-ordering' }, 'larkspur-ordering')).toBe('keep');
    expect(sessionMarkerVerdict({ memberId: 'm1', provider: 'legacy' }, 'larkspur-ordering')).toBe('log-out');
    expect(sessionMarkerVerdict({ memberId: 'm1', provider: null }, 'larkspur-ordering')).toBe('log-out');
  });
});

describe('account area sections (spec §6: rewards only when get_rewards is not disabled)', () => {
  it('hides rewards and offers as shipped, shows them when enabled, and falls back to the profile', () => {
    const ids = (disabled: AppInfo['disabled_features']) =>
      accountSections({ disabled_features: disabled }).map((s) => s.id);
    expect(ids(['get_rewards', 'get_offers'])).not.toContain('rewards');
    expect(ids(['get_rewards', 'get_offers'])).not.toContain('offers');
    expect(ids(['get_offers'])).toContain('rewards');
    expect(ids([])).toEqual(expect.arrayContaining(['rewards', 'offers']));
    expect(pickSection(accountSections({ disabled_features: [] }), 'nope').id).toBe('general');
  });
});
