import { t } from '@lingui/core/macro';

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

/**
 * How a stored grade or subject reads in the current language. The database keeps the English
 * value (it is data, shared by every device); a free-text value the list does not know shows as typed.
 */
export function optionLabel(value: string): string {
  const labels: Record<string, string> = {
    Kindergarten: t`Kindergarten`,
    '1st grade': t`1st grade`,
    '2nd grade': t`2nd grade`,
    '3rd grade': t`3rd grade`,
    '4th grade': t`4th grade`,
    '5th grade': t`5th grade`,
    '6th grade': t`6th grade`,
    Multiplication: t`Multiplication`,
    Division: t`Division`,
    Factors: t`Factors`,
    'Times tables': t`Times tables`,
    'Word problems': t`Word problems`,
  };
  return labels[value] ?? value;
}
