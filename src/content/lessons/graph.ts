/**
 * The whole lesson graph as data. A unit is an ordered run of lessons; what follows its last lesson is
 * another lesson, the block review (with the next block carried along) or the dashboard. Blocks are
 * the units that end in a review; they hold exactly 5 lessons and name the prefix the review uses to
 * find wrong answers (spec §4). Chains fixed by the spec are kept exactly; the other links are ours.
 */

/** What comes after a unit's last lesson. */
export type UnitEnd =
  | { kind: 'lesson'; lessonId: string }
  | {
      kind: 'review';
      nextBlock: string | null;
      /** The single source of the block's celebration: a rocket when set, otherwise a treasure. */
      showRocketAnimation: boolean;
      /** A lesson the review also offers (a block a child would look for here), by id. */
      also?: string;
    }
  | { kind: 'app' };

/** One run of lessons. */
export interface Unit {
  name: string;
  prefix: string;
  lessons: readonly string[];
  after: UnitEnd;
}

const range = (make: (n: number) => string, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => make(from + i));
const div = (...ns: number[]) => ns.map((n) => `division${n}`);

/** Every unit of the curriculum, in teaching order. */
export const units: readonly Unit[] = [
  {
    name: 'Multiplication Basics',
    prefix: 'multiplication',
    lessons: range((n) => `multiplication${n}`, 1, 5),
    after: { kind: 'review', nextBlock: 'timestable', showRocketAnimation: false },
  },
  {
    name: 'Times Table Challenge',
    prefix: 'timestable',
    lessons: range((n) => `timestable${n}`, 1, 5),
    after: { kind: 'review', nextBlock: 'nextlevel', showRocketAnimation: false },
  },
  {
    name: 'Times Table Mission',
    prefix: 'times-table-mission',
    lessons: range((n) => `times-table-mission-${n}`, 1, 5),
    after: { kind: 'review', nextBlock: 'factor', showRocketAnimation: true },
  },
  {
    name: 'Factors',
    prefix: 'factor',
    lessons: range((n) => `factor${n}`, 1, 5),
    after: { kind: 'app' },
  },
  {
    name: 'Multiplying in Real Life',
    prefix: 'real-life',
    lessons: range((n) => `real-life-${n}`, 1, 5),
    // The spec's chain text gives this block a rocket; the flag decides the overlay and the review.
    after: { kind: 'review', nextBlock: 'division', showRocketAnimation: true },
  },
  {
    name: 'Multiplication at the Amusement Park',
    prefix: 'amusement-park',
    lessons: range((n) => `amusement-park-${n}`, 1, 5),
    after: { kind: 'review', nextBlock: 'division', showRocketAnimation: true },
  },
  {
    name: 'Sharing Equally',
    prefix: 'division',
    lessons: div(1, 6),
    after: { kind: 'lesson', lessonId: 'd6-1' },
  },
  {
    name: 'Dividing in the Real World',
    prefix: 'd6',
    lessons: range((n) => `d6-${n}`, 1, 5),
    after: { kind: 'review', nextBlock: 'division7', showRocketAnimation: false },
  },
  {
    name: 'Division Riddles',
    prefix: 'division',
    lessons: div(7),
    after: { kind: 'lesson', lessonId: 'd7-1' },
  },
  {
    name: 'Fun Division Problems',
    prefix: 'd7',
    lessons: range((n) => `d7-${n}`, 1, 5),
    after: { kind: 'review', nextBlock: 'division8', showRocketAnimation: true },
  },
  {
    name: 'Division Rocket Mission',
    prefix: 'division',
    lessons: div(8, 9, 30, 31, 32),
    // The d5 card opens division9 (spec §2); its chain ends here, so the review offers the remainder
    // block that the card's old title promised, instead of 25 lessons down the d3 chain only.
    after: { kind: 'review', nextBlock: 'division', showRocketAnimation: true, also: 'd5-1' },
  },
  {
    name: 'Division Explorers',
    prefix: 'division',
    lessons: div(16, 17, 18, 19, 28),
    after: { kind: 'lesson', lessonId: 'division29' },
  },
  {
    name: 'Dividing by 4, 6, 7 and 8',
    prefix: 'division',
    lessons: div(29, 20, 21, 22),
    after: { kind: 'lesson', lessonId: 'division23' },
  },
  {
    name: 'Division Detectives',
    prefix: 'division',
    lessons: div(23, 24, 25, 26, 27),
    // A chain, not a review: this keeps the story problems and the remainder block reachable from the
    // division16 card by chains alone.
    after: { kind: 'lesson', lessonId: 'division10' },
  },
  {
    name: 'Division Story Problems',
    prefix: 'division',
    lessons: div(10, 11, 12, 13, 14),
    after: { kind: 'lesson', lessonId: 'division15' },
  },
  {
    name: 'Ready for Remainders',
    prefix: 'division',
    lessons: div(15, 2, 3, 4, 5),
    after: { kind: 'lesson', lessonId: 'd5-1' },
  },
  {
    name: 'The Mysterious Remainder',
    prefix: 'd5',
    lessons: range((n) => `d5-${n}`, 1, 5),
    after: { kind: 'review', nextBlock: null, showRocketAnimation: false },
  },
];

/** Where each block name carried as `nextBlock` starts. */
export const blockStarts: Readonly<Record<string, string>> = {
  timestable: 'timestable1',
  nextlevel: 'times-table-mission-1',
  factor: 'factor1',
  division: 'division1',
  division7: 'division7',
  division8: 'division8',
};

/** The lesson each dashboard card opens (spec §2, card → lessonId). */
export const dashboardEntries: readonly string[] = [
  'multiplication1',
  'factor1',
  'multiplication3',
  'timestable1',
  'times-table-mission-1',
  'real-life-1',
  'amusement-park-1',
  'division1',
  'division6',
  'division16',
  'division8',
  'division9',
  'division7',
];

/** The id of the block review screen (`/app/lesson/review`), the graph's end node for blocks. */
export const REVIEW_ID = 'review';
