import { describe, expect, it } from 'vitest';
import { confirmEmailChangeMail, confirmSignupMail, emailChangeNoticeMail, recoveryMail } from './templates';

const link = 'https://mathpop.example/auth/reset?token_hash=abc&type=recovery';

describe('mail templates', () => {
  it('every mail has a subject, a text and an HTML part, and says what to do if not asked for', () => {
    for (const m of [
      recoveryMail(link),
      confirmSignupMail(link),
      confirmEmailChangeMail(link),
      emailChangeNoticeMail('new@example.com'),
    ]) {
      expect(m.subject).toMatch(/MathPop/);
      expect(m.text).toMatch(/^Hello,/);
      expect(m.html).toMatch(/^<!doctype html>/);
      expect(m.text).toMatch(/Did not (ask|sign up)/);
      expect(m.html).toMatch(/Did not (ask|sign up)/);
    }
  });

  it('puts the link in both parts, escaped in the HTML', () => {
    const m = recoveryMail(link);
    expect(m.text).toContain(link);
    expect(m.html).toContain('href="https://mathpop.example/auth/reset?token_hash=abc&#38;type=recovery"');
    expect(m.text).toMatch(/one hour/);
  });

  it('escapes an address shown in the HTML', () => {
    const m = emailChangeNoticeMail('<b>x</b>@example.com');
    expect(m.html).not.toContain('<b>x</b>');
    expect(m.html).toContain('&#60;b&#62;x&#60;/b&#62;@example.com');
  });
});
