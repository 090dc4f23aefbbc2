import { describe, expect, it } from 'vitest';
import { isLocale, pickLocale } from './locales';

describe('pickLocale', () => {
  it('follows the first language MathPop speaks', () => {
    expect(pickLocale(['pt-BR', 'en-US'])).toBe('pt-BR');
    expect(pickLocale(['pt-PT'])).toBe('pt-BR');
    expect(pickLocale(['pt'])).toBe('pt-BR');
    expect(pickLocale(['en-GB', 'pt-BR'])).toBe('en');
    expect(pickLocale(['de-DE', 'pt-BR'])).toBe('pt-BR');
  });
  it('falls back to English', () => {
    expect(pickLocale([])).toBe('en');
    expect(pickLocale(['fr-FR', 'de'])).toBe('en');
  });
});

describe('isLocale', () => {
  it('accepts only the two locales', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('pt-BR')).toBe(true);
    expect(isLocale('pt')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
