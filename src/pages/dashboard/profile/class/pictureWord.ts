import { t } from '@lingui/core/macro';
import type { ClassPicture } from '@/content/class-pictures';

/** A picture's name as the child says it, in the current language (the card is read aloud at school). */
export function pictureWord(name: ClassPicture): string {
  const words: Record<ClassPicture, string> = {
    cat: t`cat`,
    dog: t`dog`,
    rocket: t`rocket`,
    apple: t`apple`,
    star: t`star`,
    fish: t`fish`,
    tree: t`tree`,
    sun: t`sun`,
    ball: t`ball`,
    car: t`car`,
    moon: t`moon`,
    flower: t`flower`,
  };
  return words[name];
}
