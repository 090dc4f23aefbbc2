import { describe, expect, it } from 'vitest';
import { reauthenticationMail } from './reauth-template';

describe('reauthentication mail', () => {
  it('carries the code, without a link, in English and Portuguese', () => {
    const en = reauthenticationMail('042917');
    expect(en.kind).toBe('reauthentication');
    expect(en.subject).toBe('Your MathPop confirmation code');
    expect(en.text).toContain('Your code is 042917. It works once, for the next hour.');
    expect(en.text).not.toMatch(/https?:\/\//);
    const pt = reauthenticationMail('042917', 'pt-BR');
    expect(pt.subject).toBe('Seu código de confirmação do MathPop');
    expect(pt.text).toContain('Seu código é 042917.');
    expect(pt.html).toContain('<html lang="pt-BR">');
  });
});
