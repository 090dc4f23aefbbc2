import { divisionPracticeLessons, remainderLessons } from './stories/divisionPractice';
import { divisionSharingLessons } from './stories/divisionSharing';
import { factorLessons } from './stories/factor';
import { missionLessons, multiplicationLessons, timesTableLessons } from './stories/multiplication';
import { amusementParkLessons, realLifeLessons } from './stories/realWorld';
import type { LessonContent } from './types';

/** The hand-written content of every lesson, by id. */
export const lessonContent: Readonly<Record<string, LessonContent>> = {
  ...multiplicationLessons,
  ...timesTableLessons,
  ...missionLessons,
  ...factorLessons,
  ...realLifeLessons,
  ...amusementParkLessons,
  ...divisionSharingLessons,
  ...divisionPracticeLessons,
  ...remainderLessons,
};
