import { describe, expect, it } from 'vitest';
import { classify, dayOf, type Try } from './rules';

const T = 3000;
const DAY = 86400;
const MONDAY = 20_000 * DAY + 17 * 3600;

/**
 * Answers newest first from a compact script (q quick, s slow, x wrong, h right with help), 10 s
 * apart, the newest at `at`.
 */
function tries(script: string, at = MONDAY): Try[] {
  return [...script].map((c, i) => ({
    correct: c !== 'x',
    ms: c === 's' ? 5000 : 1500,
    assisted: c === 'h',
    t: at - i * 10,
  }));
}

describe('fact state rules', () => {
  it('is New with no answers, Learning after a first one', () => {
    expect(classify([], 0, T, 0)).toBe('new');
    expect(classify(tries('q'), 1, T, 0)).toBe('learning');
    expect(classify(tries('qq'), 2, T, 0)).toBe('learning');
  });

  it('is Fluent after three quick answers in a row', () => {
    expect(classify(tries('qqq'), 3, T, 0)).toBe('fluent');
    expect(classify(tries('qqqx'), 4, T, 0)).toBe('fluent');
  });

  it('stays Fluent after one slip among five, not two', () => {
    expect(classify(tries('xqqqq'), 5, T, 0)).toBe('fluent');
    expect(classify(tries('qxqqq'), 5, T, 0)).toBe('fluent');
    expect(classify(tries('xqxqq'), 5, T, 0)).toBe('learning');
  });

  it('does not count answers with help or over the threshold as quick', () => {
    expect(classify(tries('qhq'), 3, T, 0)).toBe('learning');
    expect(classify(tries('qsq'), 3, T, 0)).toBe('slow');
    expect(classify(tries('qsq'), 3, 6000, 0)).toBe('fluent');
  });

  it('is Accurate but slow when the last three are right without help but not all quick', () => {
    expect(classify(tries('sss'), 3, T, 0)).toBe('slow');
    expect(classify(tries('sssxxx'), 6, T, 0)).toBe('slow');
    expect(classify(tries('ssx'), 3, T, 0)).toBe('learning');
  });

  it('is Retained when fluent at the end of an earlier day and fluent again on a later one', () => {
    const tuesday = [...tries('q', MONDAY + DAY), ...tries('qqq')];
    expect(classify(tuesday, 4, T, 0)).toBe('retained');
    const notYet = [...tries('qqq', MONDAY + DAY), ...tries('xq')];
    expect(classify(notYet, 5, T, 0)).toBe('fluent');
    const lostIt = [...tries('xxq', MONDAY + DAY), ...tries('qqq')];
    expect(classify(lostIt, 6, T, 0)).toBe('learning');
  });

  it('reads days in the child’s time zone', () => {
    const lateMonday = 20_000 * DAY + 23 * 3600;
    const nextMorningUtc = lateMonday + 3 * 3600; // 02:00 UTC Tuesday, 23:00 Monday in UTC−3
    const log = [...tries('q', nextMorningUtc), ...tries('qqq', lateMonday - 3 * 3600)];
    expect(classify(log, 4, T, 0)).toBe('retained');
    expect(classify(log, 4, T, -180)).toBe('fluent');
    expect(dayOf(nextMorningUtc, -180)).toBe(20_000);
  });

  it('is Stuck after repeated misses across two sessions, not within one', () => {
    const oneSession = tries('xxxx');
    expect(classify(oneSession, 4, T, 0)).toBe('learning');
    const twoSessions = [...tries('xx', MONDAY + DAY), ...tries('xx')];
    expect(classify(twoSessions, 4, T, 0)).toBe('stuck');
    const sameDayLater = [...tries('xx', MONDAY + 3600), ...tries('xq')];
    expect(classify(sameDayLater, 4, T, 0)).toBe('stuck');
  });

  it('is not Stuck when the misses are under half of the recent answers, or the last two were right', () => {
    const slips = [...tries('xqsqq', MONDAY + DAY), ...tries('qxqxq')];
    expect(classify(slips, 10, T, 0)).toBe('learning');
    const recovered = [...tries('qq', MONDAY + DAY), ...tries('xxx')];
    expect(classify(recovered, 5, T, 0)).toBe('learning');
  });

  it('reads only the 10 newest answers', () => {
    const old = tries('xxxxxxxxxx', MONDAY);
    const fresh = tries('qqxqqxqqxq', MONDAY + DAY);
    expect(classify([...fresh, ...old], 20, T, 0)).toBe(classify(fresh, 20, T, 0));
  });
});
