import { PLAN_LIMITS, type Plan } from '@/api/types';

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
  return (
    `The Parents plan includes ${limit} student profile, and you have ${count} (${listOf(studentNames)}). ` +
    `Nothing is deleted: all ${count} profiles and their progress are kept. One child plays at a time, ` +
    'the active one, and you can choose who in Student profiles. You can’t add students until you ' +
    'switch back to Teachers, which you can do at any time.'
  );
}

/** "Mia", "Mia and Leo", "Mia, Leo and Ana". */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
