import { t } from '@lingui/core/macro';

/**
 * The 12 pictures of picture passwords (issue 17), in index order: a student's password is two of
 * these indexes, in order (public.student_picture_passwords.pair; the server knows only the
 * numbers). Plain names a six-year-old can say and a teacher can print.
 */
export const classPictures = [
  'cat',
  'dog',
  'rocket',
  'apple',
  'star',
  'fish',
  'tree',
  'sun',
  'ball',
  'car',
  'moon',
  'flower',
] as const;

/** One picture's name. */
export type ClassPicture = (typeof classPictures)[number];

/** A picture password: two different picture indexes (0..11), in the order they are tapped. */
export type PicturePair = [number, number];

/** The names of a picture password's two pictures, in order; undefined for a malformed pair. */
export function picturePairNames(pair: readonly number[]): [ClassPicture, ClassPicture] | undefined {
  const [a, b] = pair;
  if (pair.length !== 2 || a === undefined || b === undefined || a === b) return undefined;
  const first = classPictures[a];
  const second = classPictures[b];
  return first && second ? [first, second] : undefined;
}

/** A picture's name as a child hears and reads it, in the current language (the index is the id). */
export function pictureName(picture: ClassPicture): string {
  switch (picture) {
    case 'cat':
      return t`cat`;
    case 'dog':
      return t`dog`;
    case 'rocket':
      return t`rocket`;
    case 'apple':
      return t`apple`;
    case 'star':
      return t`star`;
    case 'fish':
      return t`fish`;
    case 'tree':
      return t`tree`;
    case 'sun':
      return t`sun`;
    case 'ball':
      return t`ball`;
    case 'car':
      return t`car`;
    case 'moon':
      return t`moon`;
    case 'flower':
      return t`flower`;
  }
}
