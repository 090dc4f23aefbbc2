// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  isNarrationMuted,
  isReadAloudOn,
  readAloudDefault,
  rememberGrades,
  setNarrationMuted,
  setReadAloudOn,
} from './narrationSettings';

describe('narration settings', () => {
  afterEach(() => localStorage.clear());

  it('reads prompts aloud by default for every grade, and when the grade is unknown', () => {
    expect(['K', 'Kindergarten', '1', 'Grade 2', null, '', 'unsure'].map(readAloudDefault)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['3', 'Grade 4', 5].map(readAloudDefault)).toEqual([true, true, true]);
  });

  it('reads prompts aloud for a fourth grader too, and keeps the grown-up’s choice over it', () => {
    rememberGrades([
      { id: 'mia', student_grade: '1' },
      { id: 'leo', student_grade: '4' },
    ]);
    expect(isReadAloudOn('mia')).toBe(true);
    expect(isReadAloudOn('leo')).toBe(true);
    expect(isReadAloudOn('someone-new')).toBe(true);
    setReadAloudOn('leo', false);
    expect(isReadAloudOn('leo')).toBe(false);
    setReadAloudOn('leo', true);
    setReadAloudOn('mia', false);
    expect(isReadAloudOn('leo')).toBe(true);
    expect(isReadAloudOn('mia')).toBe(false);
  });

  it('remembers the mute on this device, apart from the sound toggle', () => {
    expect(isNarrationMuted()).toBe(false);
    setNarrationMuted(true);
    expect(isNarrationMuted()).toBe(true);
    expect(localStorage.getItem('mathpop.sound')).toBeNull();
    setNarrationMuted(false);
    expect(isNarrationMuted()).toBe(false);
  });
});
