import { t } from '@lingui/core/macro';
import { worksheetPath } from '@/app/paths';
import type { Locale } from '@/i18n/locales';

/** Worksheet categories of the Worksheets tab. */
export type WorksheetCategory = 'multiplication' | 'division' | 'mixed';

/** One problem on a worksheet: the question with its blank(s), the solved line for the answer key. */
export interface Problem {
  question: string;
  solved: string;
  /** Multiplication arrays are drawn as rows × columns of dots above the question. */
  array?: { rows: number; cols: number };
}

/** A printable worksheet (spec §3 "Worksheet"): fixed data plus its problems, generated deterministically. */
export interface Worksheet {
  id: string;
  title: string;
  description: string;
  /**
   * File name of the PDF, named from the English title (fixed: titles are read in the current
   * language); each language's PDF is served at worksheetHref(sheet, locale).
   */
  file: string;
  category: WorksheetCategory;
  /** Accent colour (hex) used on the card and in the PDF. */
  color: string;
  ages: string;
  instructions: string;
  problems: Problem[];
}

const BLANK = '_____';

/** Small seeded random generator (mulberry32) so every build prints the same sheets. */
function seeded(seedText: string): () => number {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws `count` distinct problems from `make`, which picks from the given random source. */
function unique(
  seed: string,
  count: number,
  make: (rnd: (lo: number, hi: number) => number) => Problem,
): Problem[] {
  const random = seeded(seed);
  const rnd = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const seen = new Map<string, Problem>();
  for (let tries = 0; seen.size < count && tries < 5000; tries += 1) {
    const p = make(rnd);
    if (!seen.has(p.question)) seen.set(p.question, p);
  }
  return [...seen.values()];
}

const times = (a: number, b: number): Problem => ({
  question: `${a} × ${b} = ${BLANK}`,
  solved: `${a} × ${b} = ${a * b}`,
});
const divide = (q: number, d: number): Problem => ({
  question: `${q * d} ÷ ${d} = ${BLANK}`,
  solved: `${q * d} ÷ ${d} = ${q}`,
});
const pick = <T>(items: readonly T[], rnd: (lo: number, hi: number) => number) =>
  items[rnd(0, items.length - 1)];

/** Turns a title into its file name: "Multiplication Arrays" → "multiplication-arrays.pdf". */
export function worksheetFileName(title: string): string {
  return `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.pdf`;
}

type Definition = Omit<Worksheet, 'file' | 'problems'> & {
  make: (rnd: (lo: number, hi: number) => number) => Problem;
  count: number;
};

const definitions: Definition[] = [
  {
    id: 'multiplication-arrays',
    get title() {
      return t`Multiplication Arrays`;
    },
    category: 'multiplication',
    color: '#7c3aed',
    ages: '6-7',
    count: 20,
    get description() {
      return t`Count rows and columns of dots to see multiplication.`;
    },
    get instructions() {
      return t`Count the rows and the dots in each row. Write the multiplication answer.`;
    },
    make: (rnd) => {
      const rows = rnd(2, 5);
      const cols = rnd(2, 6);
      return { ...times(rows, cols), array: { rows, cols } };
    },
  },
  {
    id: 'times-tables-2-5-and-10',
    get title() {
      return t`Times Tables 2, 5 and 10`;
    },
    category: 'multiplication',
    color: '#0284c7',
    ages: '6-8',
    count: 24,
    get description() {
      return t`Warm up with the friendliest times tables.`;
    },
    get instructions() {
      return t`Fill in each answer. Skip counting can help!`;
    },
    make: (rnd) => times(pick([2, 5, 10], rnd), rnd(1, 10)),
  },
  {
    id: 'tricky-tables-6-to-9',
    get title() {
      return t`Tricky Tables 6 to 9`;
    },
    category: 'multiplication',
    color: '#db2777',
    ages: '8-10',
    count: 24,
    get description() {
      return t`Practise the 6, 7, 8 and 9 times tables.`;
    },
    instructions: "Work out each product. Use a fact you know to help with one you don't.",
    make: (rnd) => times(rnd(6, 9), rnd(2, 10)),
  },
  {
    id: 'sharing-equally',
    get title() {
      return t`Sharing Equally`;
    },
    category: 'division',
    color: '#15803d',
    ages: '6-7',
    count: 20,
    get description() {
      return t`Share small numbers into equal groups.`;
    },
    get instructions() {
      return t`Share the number equally. Draw dots in groups if it helps!`;
    },
    make: (rnd) => divide(rnd(1, 5), rnd(2, 5)),
  },
  {
    id: 'division-facts-to-100',
    get title() {
      return t`Division Facts to 100`;
    },
    category: 'division',
    color: '#c2410c',
    ages: '8-10',
    count: 24,
    get description() {
      return t`Use times tables to divide quickly.`;
    },
    get instructions() {
      return t`Think of the times fact that matches each division.`;
    },
    make: (rnd) => divide(rnd(2, 10), rnd(2, 10)),
  },
  {
    id: 'remainders-rescue',
    get title() {
      return t`Remainders Rescue`;
    },
    category: 'division',
    color: '#0f766e',
    ages: '9-10',
    count: 20,
    get description() {
      return t`Divide and find what is left over.`;
    },
    get instructions() {
      return t`Write how many in each group and how many are left over (r).`;
    },
    make: (rnd) => {
      const d = rnd(2, 9);
      const q = rnd(2, 9);
      const r = rnd(1, d - 1);
      const n = q * d + r;
      return { question: `${n} ÷ ${d} = ${BLANK} r ${BLANK}`, solved: `${n} ÷ ${d} = ${q} r ${r}` };
    },
  },
  {
    id: 'fact-families',
    get title() {
      return t`Fact Families`;
    },
    category: 'mixed',
    color: '#9333ea',
    ages: '7-9',
    count: 24,
    get description() {
      return t`See how multiplication and division belong together.`;
    },
    get instructions() {
      return t`Each multiplication has a division partner. Fill in every family member.`;
    },
    make: (rnd) => (rnd(0, 1) ? times(rnd(2, 9), rnd(2, 9)) : divide(rnd(2, 9), rnd(2, 9))),
  },
  {
    id: 'missing-numbers',
    get title() {
      return t`Missing Numbers`;
    },
    category: 'mixed',
    color: '#a16207',
    ages: '8-10',
    count: 20,
    get description() {
      return t`Find the number hiding in each fact.`;
    },
    get instructions() {
      return t`Find the missing number that makes each sentence true.`;
    },
    make: (rnd) => {
      const a = rnd(2, 9);
      const b = rnd(2, 10);
      return rnd(0, 1)
        ? { question: `${BLANK} × ${a} = ${a * b}`, solved: `${b} × ${a} = ${a * b}` }
        : { question: `${a * b} ÷ ${BLANK} = ${b}`, solved: `${a * b} ÷ ${a} = ${b}` };
    },
  },
  {
    id: 'mixed-review',
    get title() {
      return t`Mixed Review`;
    },
    category: 'mixed',
    color: '#2563eb',
    ages: '7-10',
    count: 24,
    get description() {
      return t`A bit of everything: times and divide.`;
    },
    get instructions() {
      return t`Read the sign carefully: × or ÷? Then solve.`;
    },
    make: (rnd) => (rnd(0, 1) ? times(rnd(2, 10), rnd(2, 10)) : divide(rnd(2, 10), rnd(2, 10))),
  },
];

/** The 9 worksheets of the Worksheets tab: 3 multiplication, 3 division, 3 mixed. */
export const worksheets: readonly Worksheet[] = definitions.map((definition) => {
  // Copied as property descriptors: the texts stay getters (a spread would read them once, now).
  const { make, count, ...fields } = Object.getOwnPropertyDescriptors(definition);
  const sheet = Object.defineProperties({}, fields) as Omit<Definition, 'make' | 'count'>;
  const problems = unique(definition.id, definition.count, definition.make);
  return Object.assign(sheet, { file: `${definition.id}.pdf`, problems });
});

/** Where a worksheet's PDF in `locale` is served: English at the top, others in their folder. */
export function worksheetHref(sheet: Pick<Worksheet, 'file'>, locale: Locale): string {
  return worksheetPath(locale === 'en' ? sheet.file : `${locale}/${sheet.file}`);
}

/** A worksheet's printed words (PDF), every one read in the current language now. */
export interface WorksheetPrint {
  title: string;
  description: string;
  instructions: string;
  about: string;
  name: string;
  date: string;
  grownUps: string;
  answerKey: string;
  footer: [string, string];
  pdfTitle: string;
}

/** What the PDF of `sheet` prints, in the current language (the build renders each language). */
export function worksheetPrint(sheet: Worksheet): WorksheetPrint {
  const { title, ages } = sheet;
  const count = sheet.problems.length;
  const footer = (page: number) =>
    t`MathPop Fun Pack - printable worksheet - page ${page} of 2 - for educational use`;
  return {
    title,
    description: sheet.description,
    instructions: sheet.instructions,
    about: t`Ages ${ages}  |  ${count} problems`,
    name: t`Name: ______________________`,
    date: t`Date: ______________`,
    grownUps: t`For grown-ups: check together and celebrate every right answer!`,
    answerKey: t`ANSWER KEY`,
    footer: [footer(1), footer(2)],
    pdfTitle: t`${title} - MathPop worksheet`,
  };
}
