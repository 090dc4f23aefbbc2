/** Choices offered for grades and favorite subjects (free text in the database). */

/** School grades for children aged 6-10, plus a few around them. */
export const GRADE_OPTIONS = [
  'Kindergarten',
  '1st grade',
  '2nd grade',
  '3rd grade',
  '4th grade',
  '5th grade',
  '6th grade',
];

/** Subjects a grown-up can pick as their favorite. */
export const SUBJECT_OPTIONS = ['Multiplication', 'Division', 'Factors', 'Times tables', 'Word problems'];

/** The options plus a stored value that is not among them, so a select never hides saved data. */
export function withCurrent(options: readonly string[], current: string | null | undefined): string[] {
  return current && !options.includes(current) ? [...options, current] : [...options];
}
