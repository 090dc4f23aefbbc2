import { t } from '@lingui/core/macro';

/** A lesson card of the dashboard's Lessons tab (spec §3 "Lesson card"). */
export interface LessonCard {
  id: string;
  title: string;
  description: string;
  /** Tailwind classes for the card's accent (background of the icon bubble and the top stripe). */
  color: string;
  icon: string;
  /**
   * The card's unit: the lessons its status counts (Completed when all are right). Taken from the
   * spec's chains (§2); no lesson belongs to two cards. d2 and d6 both open division6 (spec table):
   * division6 is d2's, and d6 is the "Dividing in the Real World" block d6-1..5 it leads into.
   */
  chain: readonly string[];
}

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

/** The 7 multiplication cards m1-m7 in order. */
export const multiplicationCards: readonly LessonCard[] = [
  {
    id: 'm1',
    get title() {
      return t`What Is Multiplication?`;
    },
    get description() {
      return t`Equal groups and repeated adding.`;
    },
    color: 'bg-violet-100',
    icon: '🍎',
    chain: range('multiplication', 1, 2),
  },
  {
    id: 'm2',
    get title() {
      return t`Meet the Factors`;
    },
    get description() {
      return t`Find the numbers that multiply to make a product.`;
    },
    color: 'bg-sky-100',
    icon: '🧩',
    chain: range('factor', 1, 5),
  },
  {
    id: 'm3',
    get title() {
      return t`Arrays and Groups`;
    },
    get description() {
      return t`Rows and columns make multiplying easy to see.`;
    },
    color: 'bg-emerald-100',
    icon: '🟦',
    chain: range('multiplication', 3, 5),
  },
  {
    id: 'm4',
    get title() {
      return t`Times Table Challenge`;
    },
    get description() {
      return t`Practise the 1 to 5 times tables.`;
    },
    color: 'bg-amber-100',
    icon: '⏱️',
    chain: range('timestable', 1, 5),
  },
  {
    id: 'm5',
    get title() {
      return t`Times Table Mission`;
    },
    get description() {
      return t`Take on the 6 to 10 times tables.`;
    },
    color: 'bg-rose-100',
    icon: '🚀',
    chain: range('times-table-mission-', 1, 5),
  },
  {
    id: 'm6',
    get title() {
      return t`Multiplying in Real Life`;
    },
    get description() {
      return t`Cookies, pets and toys: maths all around us.`;
    },
    color: 'bg-lime-100',
    icon: '🍪',
    chain: range('real-life-', 1, 5),
  },
  {
    id: 'm7',
    get title() {
      return t`Amusement Park Maths`;
    },
    get description() {
      return t`Rides, tickets and treats at the fair.`;
    },
    color: 'bg-pink-100',
    icon: '🎡',
    chain: range('amusement-park-', 1, 5),
  },
];

/** The 7 division cards d1-d7 in order. */
export const divisionCards: readonly LessonCard[] = [
  {
    id: 'd1',
    get title() {
      return t`What Is Division?`;
    },
    get description() {
      return t`Share things out into equal groups.`;
    },
    color: 'bg-sky-100',
    icon: '🍰',
    chain: ['division1'],
  },
  {
    id: 'd2',
    get title() {
      return t`Sharing Fairly`;
    },
    get description() {
      return t`Everyone gets the same amount.`;
    },
    color: 'bg-violet-100',
    icon: '🤝',
    chain: ['division6'],
  },
  {
    id: 'd3',
    get title() {
      return t`Division Facts`;
    },
    get description() {
      return t`Use times tables to divide quickly.`;
    },
    color: 'bg-emerald-100',
    icon: '🔢',
    chain: range('division', 16, 19),
  },
  {
    id: 'd4',
    get title() {
      return t`Grouping`;
    },
    get description() {
      return t`How many groups can you make?`;
    },
    color: 'bg-amber-100',
    icon: '🧺',
    chain: ['division8'],
  },
  {
    id: 'd5',
    get title() {
      return t`Use Your Times Tables`;
    },
    get description() {
      return t`Count by 5s, 10s and 9s to divide big numbers.`;
    },
    color: 'bg-rose-100',
    icon: '🔍',
    chain: ['division9', 'division30'],
  },
  {
    id: 'd6',
    get title() {
      return t`Dividing in the Real World`;
    },
    get description() {
      return t`Divide pizzas, stickers and more.`;
    },
    color: 'bg-lime-100',
    icon: '🍕',
    chain: range('d6-', 1, 5),
  },
  {
    id: 'd7',
    get title() {
      return t`Fun Division Problems`;
    },
    get description() {
      return t`Puzzles and stories to solve.`;
    },
    color: 'bg-pink-100',
    icon: '🎈',
    chain: ['division7', ...range('d7-', 1, 5)],
  },
];

/** Card id → lessonId, exactly the table of spec §2. */
const lessonIds: Readonly<Record<string, string>> = {
  m1: 'multiplication1',
  m2: 'factor1',
  m3: 'multiplication3',
  m4: 'timestable1',
  m5: 'times-table-mission-1',
  m6: 'real-life-1',
  m7: 'amusement-park-1',
  d1: 'division1',
  d2: 'division6',
  d3: 'division16',
  d4: 'division8',
  d5: 'division9',
  d6: 'division6',
  d7: 'division7',
};

/** The lesson a card starts, or null when the card has no lesson yet ("This lesson is coming soon!"). */
export function lessonIdForCard(cardId: string): string | null {
  return Object.hasOwn(lessonIds, cardId) ? lessonIds[cardId] : null;
}
