import { describe, expect, it } from 'vitest';
import { childWeeks, classWeek } from './digest';

const row = (id: string, name: string, minutes = 5) => ({
  student_id: id,
  student_name: name,
  student_grade: '3',
  minutes_week: minutes,
  sessions_week: 1,
  streak: 1,
});

describe('the weekly digest names children as the class shows them (issue 38)', () => {
  it('keeps the teacher’s "Liam K." when two Liams share a class, first names otherwise', () => {
    const rows = [row('a', 'Liam K.'), row('b', 'Liam Reis'), row('c', 'Mia Santos')];
    expect(childWeeks(rows, {}, 0).map((c) => c.firstName)).toEqual(['Liam K.', 'Liam R.', 'Mia']);
    expect(classWeek(rows, {}, 0).practised).toEqual(['Liam K.', 'Liam R.', 'Mia']);
  });
});
