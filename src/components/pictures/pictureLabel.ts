import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClassPicture } from '@/content/class-pictures';
import { i18n } from '@/i18n/i18n';

// The pictures' spoken names (a child hears and a screen reader reads them); their ids stay English.
const labels: Record<ClassPicture, MessageDescriptor> = {
  cat: msg`cat`,
  dog: msg`dog`,
  rocket: msg`rocket`,
  apple: msg`apple`,
  star: msg`star`,
  fish: msg`fish`,
  tree: msg`tree`,
  sun: msg`sun`,
  ball: msg`ball`,
  car: msg`car`,
  moon: msg`moon`,
  flower: msg`flower`,
};

/** A picture-password picture's name in the current language ("cat", "gato"). */
export function pictureLabel(name: ClassPicture): string {
  return i18n._(labels[name]);
}
