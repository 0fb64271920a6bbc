import { describe, expect, it } from 'vitest';
import { emailVerified, verificationSent } from '../../src/domain/account/verify-email-contract.ts';
import { verifyEmailEmail, welcomeEmail } from '../../src/server/modules/account/emails.ts';

/** The verification link's mails and sentences (decision 390). */
describe('e-mail verification mails', () => {
  const link = 'https://larkspur.example/account/verifyemail?token=abc';

  it('the welcome mail carries the verification link (one message per sign-up, as before)', () => {
    const mail = welcomeEmail(
      'gia@larkspur.example',
      'Gia',
      'Larkspur',
      'https://larkspur.example/account/signin',
      link,
    );
    expect(mail.subject).toBe('Welcome to Larkspur');
    expect(mail.text).toContain(`Verify your e-mail (the link works once and expires in 24 hours): ${link}`);
    expect(mail.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}">Verify your e-mail</a>`);
  });

  it('a new link from the account page is its own short message', () => {
    const mail = verifyEmailEmail('gia@larkspur.example', 'Larkspur', link);
    expect(mail.subject).toBe('Verify your Larkspur e-mail');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('If you did not ask for this, you can ignore this message.');
  });

  it('says how many guest orders joined, in plain words', () => {
    expect(emailVerified(0)).toBe('Your e-mail is verified.');
    expect(emailVerified(1)).toBe('Your e-mail is verified. 1 earlier guest order was added to your orders.');
    expect(emailVerified(3)).toBe('Your e-mail is verified. 3 earlier guest orders were added to your orders.');
    expect(verificationSent('gia@larkspur.example')).toBe(
      'We sent a verification link to gia@larkspur.example. It works once and expires in 24 hours.',
    );
  });
});
