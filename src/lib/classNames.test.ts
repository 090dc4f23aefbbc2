import { describe, expect, it } from 'vitest';
import { firstNameOf, shownName, shownNames } from './classNames';

describe('class names', () => {
  it('shows the first name alone when no other child shares it', () => {
    expect(shownNames(['Mia Santos', 'Liam K.', 'Ana'])).toEqual(['Mia', 'Liam', 'Ana']);
    expect(firstNameOf('  Leo   B. ')).toBe('Leo');
  });

  it('adds the typed disambiguation when two children share a first name', () => {
    expect(shownNames(['Liam K.', 'liam r', 'Liam', 'Ana'])).toEqual(['Liam K.', 'liam R.', 'Liam', 'Ana']);
    expect(shownName('Liam Kowalski', ['Liam Kowalski', 'Liam Reis'])).toBe('Liam K.');
  });
});
