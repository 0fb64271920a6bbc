import { describe, expect, it } from 'vitest';
import { isValidNewsletterEmail, newsletterFieldState, subscribeRequest } from '../../src/domain/newsletter.ts';

describe('newsletter email rule (spec §5)', () => {
  it.each(['a@b.co', 'first.last@bakery.example', ' padded@x.io '])('accepts %s', (email) => {
    expect(isValidNewsletterEmail(email)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', '@b.co', 'a@.', 'a b@c.de', 'a@b.'])('rejects %j', (email) => {
    expect(isValidNewsletterEmail(email)).toBe(false);
  });
  it('derives the field state: empty, valid or error', () => {
    expect(newsletterFieldState('')).toBe('empty');
    expect(newsletterFieldState('   ')).toBe('empty');
    expect(newsletterFieldState('x@y.z')).toBe('valid');
    expect(newsletterFieldState('x@y')).toBe('error');
  });
  it('normalizes the address once, in the contract', () => {
    expect(subscribeRequest.parse({ email: '  Ada@Example.COM ' })).toEqual({ email: 'ada@example.com' });
    expect(subscribeRequest.safeParse({ email: 'nope' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
  });
});
