import { plural } from '@lingui/core/macro';
import { PLAN_LIMITS, type Plan } from '@/api/types';
import { listText } from '../listText';

/**
 * What switching to `next` does to the students the account holds, in words, or null when it changes
 * nothing for them. Anyone may switch freely (spec §6); profiles beyond the Parents plan's one are
 * kept with their progress, one child plays at a time (the active one), and no more can be added
 * until the account switches back to Teachers.
 */
export function planSwitchNotice(next: Plan, studentNames: readonly string[]): string | null {
  const limit = PLAN_LIMITS[next];
  if (studentNames.length <= limit) return null;
  const count = studentNames.length;
  const names = listText(studentNames);
  // The Parents plan holds one profile, so `count` is always over 1; the plural still keeps ICU whole.
  return plural(limit, {
    one: `The Parents plan includes # student profile, and you have ${count} (${names}). Nothing is deleted: all ${count} profiles and their progress are kept. One child plays at a time, the active one, and you can choose who in Student profiles. You can’t add students until you switch back to Teachers, which you can do at any time.`,
    other: `The Parents plan includes # student profiles, and you have ${count} (${names}). Nothing is deleted: all ${count} profiles and their progress are kept. One child plays at a time, the active one, and you can choose who in Student profiles. You can’t add students until you switch back to Teachers, which you can do at any time.`,
  });
}
