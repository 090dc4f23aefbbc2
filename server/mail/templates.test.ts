import { describe, expect, it } from 'vitest';
import { mailLocale } from './i18n';
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

describe('mail templates in Portuguese', () => {
  it('renders every mail in pt-BR, with the HTML in that language', () => {
    const r = recoveryMail(link, 'pt-BR');
    expect(r.subject).toBe('Redefina sua senha do MathPop');
    expect(r.text).toMatch(/^Olá,\n/);
    expect(r.text).toContain('O link funciona uma vez e por uma hora.');
    expect(r.text).toContain('Escolher uma nova senha:');
    expect(r.text).toContain('Equipe MathPop');
    expect(r.html).toContain('<html lang="pt-BR">');
    expect(r.html).toContain('Se o botão não funcionar, copie este endereço no seu navegador:');
    expect(confirmSignupMail(link, 'pt-BR').subject).toBe('Confirme seu e-mail no MathPop');
    expect(confirmEmailChangeMail(link, 'pt-BR').text).toContain('Confirmar meu novo e-mail:');
    expect(emailChangeNoticeMail('novo@example.com', 'pt-BR').text).toContain(
      'pediu para trocar o e-mail dela para novo@example.com.',
    );
  });

  it('keeps English for English and for no language', () => {
    expect(recoveryMail(link, 'en').text).toMatch(/^Hello,/);
    expect(recoveryMail(link).html).toContain('<html lang="en">');
    expect(mailLocale(null)).toBe('en');
    expect(mailLocale('pt-BR')).toBe('pt-BR');
    expect(mailLocale('fr')).toBe('en');
  });
});
