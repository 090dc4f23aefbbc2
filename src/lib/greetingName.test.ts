import { describe, expect, it } from 'vitest';
import { greetingName } from './greetingName';

describe('greetingName', () => {
  it('greets by the first name', () => {
    expect(greetingName('Ana Lima')).toBe('Ana');
    expect(greetingName('  Test   Parent ')).toBe('Test');
    expect(greetingName('Mia')).toBe('Mia');
  });

  it('keeps the surname after a title, never "Hi, Ms!"', () => {
    expect(greetingName('Ms Smith')).toBe('Ms Smith');
    expect(greetingName('Mrs. Jane Smith')).toBe('Mrs. Smith');
    expect(greetingName('Dr. Ana Lopes')).toBe('Dr. Lopes');
    expect(greetingName('prof Carvalho')).toBe('prof Carvalho');
    expect(greetingName('Sra Costa')).toBe('Sra Costa');
    expect(greetingName('Miss Honey')).toBe('Miss Honey');
  });

  it('does not mistake a name for a title', () => {
    expect(greetingName('Missy Elliott')).toBe('Missy');
    expect(greetingName('Drew Barry')).toBe('Drew');
  });

  it('has nothing to say for an empty name', () => {
    expect(greetingName('')).toBeUndefined();
    expect(greetingName('   ')).toBeUndefined();
    expect(greetingName(undefined)).toBeUndefined();
    expect(greetingName(null)).toBeUndefined();
  });
});
