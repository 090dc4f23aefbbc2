/** Badges earned from real results (shown on the performance and profile pages). */
import { t } from '@lingui/core/macro';
import { describeActivity, type Subject } from '@/content/activity-names';
import type { ActivityResult } from '@/state/results';
import { isRightAnswer } from './rightAnswer';
import { WEEKLY_GOAL } from './stats-time';

/** An achievement with how far along it is. */
export interface Achievement {
  id: string;
  title: string;
  description: string;
  icon: string;
  current: number;
  target: number;
  earned: boolean;
}

/** The achievements and how far along each one is. */
export function achievements(
  results: readonly ActivityResult[],
  figures: { stars: number; streak: number; weekCount: number },
): Achievement[] {
  const correct = (pred: (r: ActivityResult) => boolean) =>
    new Set(results.filter((r) => isRightAnswer(r) && pred(r)).map((r) => `${r.kind}:${r.activityId}`)).size;
  const inSubject = (s: Subject) => (r: ActivityResult) =>
    describeActivity(r.kind, r.activityId).subject === s;
  const list: Omit<Achievement, 'earned'>[] = [
    {
      id: 'first-steps',
      title: t`First Steps`,
      description: t`Finish your first activity`,
      icon: '🚀',
      current: results.length,
      target: 1,
    },
    {
      id: 'star-collector',
      title: t`Star Collector`,
      description: t`Collect 30 stars`,
      icon: '⭐',
      current: figures.stars,
      target: 30,
    },
    {
      id: 'times-ace',
      title: t`Times Ace`,
      description: t`Get 5 multiplication activities right`,
      icon: '✖️',
      current: correct(inSubject('multiplication')),
      target: 5,
    },
    {
      id: 'division-detective',
      title: t`Division Detective`,
      description: t`Get 5 division activities right`,
      icon: '🔍',
      current: correct(inSubject('division')),
      target: 5,
    },
    {
      id: 'factor-finder',
      title: t`Factor Finder`,
      description: t`Get 3 factor lessons right`,
      icon: '🧩',
      current: correct(inSubject('factors')),
      target: 3,
    },
    {
      id: 'game-champion',
      title: t`Game Champion`,
      description: t`Complete 3 different games`,
      icon: '🏆',
      // Completing is what counts here: a game that asks no question is completed by playing it.
      current: new Set(
        results.filter((r) => r.kind === 'game' && r.isCorrect && !r.assisted).map((r) => r.activityId),
      ).size,
      target: 3,
    },
    {
      id: 'on-a-roll',
      title: t`On a Roll`,
      description: t`Play 3 days in a row`,
      icon: '🔥',
      current: figures.streak,
      target: 3,
    },
    {
      id: 'weekly-goal',
      title: t`Goal Getter`,
      description: t`Do ${WEEKLY_GOAL} activities in one week`,
      icon: '🎯',
      current: figures.weekCount,
      target: WEEKLY_GOAL,
    },
  ];
  return list.map((a) => ({ ...a, current: Math.min(a.current, a.target), earned: a.current >= a.target }));
}
