import { msg } from '@lingui/core/macro';
import type { NumberLessonContent } from '../types';

/** Multiplication Basics: what multiplying means, shown five ways. */
export const multiplicationLessons: Record<string, NumberLessonContent> = {
  multiplication1: {
    kind: 'number',
    title: msg`Equal Groups`,
    explanation: msg`When every group has the same number of things, we can multiply! 3 plates with 4 cookies on each plate is 3 groups of 4. We write it as 3 × 4 and say "3 times 4".`,
    question: msg`There are 3 plates. Each plate has 4 cookies.`,
    finalQuestion: msg`How many cookies are there in all?`,
    problem: { kind: 'multiply', groups: 3, size: 4 },
    visual: { kind: 'groups', groups: 3, size: 4, item: 'cookie' },
  },
  multiplication2: {
    kind: 'number',
    title: msg`Adding the Same Number`,
    explanation: msg`Adding the same number again and again is multiplying. 5 + 5 + 5 + 5 adds four 5s, so it is the same as 4 × 5. Multiplying is a quick way to add!`,
    question: msg`Mia puts 5 stars on each of her 4 pages. That is 5 + 5 + 5 + 5.`,
    finalQuestion: msg`How many stars does Mia use?`,
    problem: { kind: 'multiply', groups: 4, size: 5 },
    visual: { kind: 'groups', groups: 4, size: 5, item: 'star' },
  },
  multiplication3: {
    kind: 'number',
    title: msg`Rows and Columns`,
    explanation: msg`An array is a neat pattern of rows. Every row has the same number of things. 3 rows with 5 apples in each row is 3 × 5. Count the rows, count one row, then multiply!`,
    question: msg`A box has 3 rows of apples. Each row has 5 apples.`,
    finalQuestion: msg`How many apples are in the box?`,
    problem: { kind: 'multiply', groups: 3, size: 5 },
    visual: { kind: 'array', rows: 3, cols: 5, item: 'apple' },
  },
  multiplication4: {
    kind: 'number',
    title: msg`Skip Counting`,
    explanation: msg`Skip counting helps us multiply. A frog jumps 3 steps each time: 3, 6, 9, 12 and so on. After 6 jumps of 3, the frog is at 6 × 3.`,
    question: msg`A frog makes 6 jumps. Every jump is 3 steps long.`,
    finalQuestion: msg`Where does the frog land?`,
    problem: { kind: 'multiply', groups: 6, size: 3 },
    visual: { kind: 'numberLine', step: 3, jumps: 6, direction: 'forward', hopper: 'frog' },
  },
  multiplication5: {
    kind: 'number',
    title: msg`Turn It Around`,
    explanation: msg`You can swap the numbers when you multiply and get the same answer! 2 rows of 7 and 7 rows of 2 hold the same number of balls. So 2 × 7 is the same as 7 × 2.`,
    question: msg`Sam knows that 7 × 2 = 14. Now he sees 2 rows of 7 balls.`,
    finalQuestion: msg`How many balls are there?`,
    problem: { kind: 'multiply', groups: 2, size: 7 },
    visual: { kind: 'array', rows: 2, cols: 7, item: 'ball' },
  },
};

/** Times Table Challenge: the tables of 1 to 5. */
export const timesTableLessons: Record<string, NumberLessonContent> = {
  timestable1: {
    kind: 'number',
    title: msg`The 1 Times Table`,
    explanation: msg`Multiplying by 1 is easy: the number stays the same! 5 groups with 1 thing in each group is just 5 things. So 5 × 1 = 5.`,
    question: msg`8 friends each hold 1 balloon.`,
    finalQuestion: msg`How many balloons are there?`,
    problem: { kind: 'multiply', groups: 8, size: 1 },
    visual: { kind: 'groups', groups: 8, size: 1, item: 'balloon' },
  },
  timestable2: {
    kind: 'number',
    title: msg`The 2 Times Table`,
    explanation: msg`Multiplying by 2 is doubling. Socks come in pairs, so every pair is 2 socks. Count by 2s: 2, 4, 6, 8 and keep going!`,
    question: msg`There are 7 pairs of socks on the line. Each pair has 2 socks.`,
    finalQuestion: msg`How many socks are there?`,
    problem: { kind: 'multiply', groups: 7, size: 2 },
    visual: { kind: 'groups', groups: 7, size: 2, item: 'sock' },
  },
  timestable3: {
    kind: 'number',
    title: msg`The 3 Times Table`,
    explanation: msg`A tricycle has 3 wheels. To find the wheels on many tricycles, count by 3s: 3, 6, 9, 12 and on. Each number is one more tricycle!`,
    question: msg`There are 6 tricycles in the park. Each one has 3 wheels.`,
    finalQuestion: msg`How many wheels are there?`,
    problem: { kind: 'multiply', groups: 6, size: 3 },
    visual: { kind: 'numberLine', step: 3, jumps: 6, direction: 'forward' },
  },
  timestable4: {
    kind: 'number',
    title: msg`The 4 Times Table`,
    explanation: msg`Multiplying by 4 is doubling twice! 6 × 2 = 12, and double 12 is 24. So 6 × 4 = 24. Dogs have 4 legs, so 4s are everywhere at the dog park.`,
    question: msg`9 dogs play at the dog park. Each dog has 4 legs.`,
    finalQuestion: msg`How many legs are there?`,
    problem: { kind: 'multiply', groups: 9, size: 4 },
    visual: { kind: 'array', rows: 4, cols: 9, item: 'ball' },
  },
  timestable5: {
    kind: 'number',
    title: msg`The 5 Times Table`,
    explanation: msg`Counting by 5s goes 5, 10, 15, 20 and every answer ends in 5 or 0. One hand has 5 fingers, so 8 hands have 8 × 5 fingers.`,
    question: msg`8 children wave one hand each. Every hand has 5 fingers.`,
    finalQuestion: msg`How many fingers are waving?`,
    problem: { kind: 'multiply', groups: 8, size: 5 },
    visual: { kind: 'numberLine', step: 5, jumps: 8, direction: 'forward' },
  },
};

/** Times Table Mission: the tables of 6 to 10. */
export const missionLessons: Record<string, NumberLessonContent> = {
  'times-table-mission-1': {
    kind: 'number',
    title: msg`Mission: The 6 Times Table`,
    explanation: msg`Insects have 6 legs. To multiply by 6, you can do 5 times the number and add one more group. 3 × 5 = 15, plus 3 more makes 3 × 6 = 18!`,
    question: msg`4 ladybugs climb a leaf. Each ladybug has 6 legs.`,
    finalQuestion: msg`How many legs are climbing?`,
    problem: { kind: 'multiply', groups: 4, size: 6 },
    visual: { kind: 'groups', groups: 4, size: 6, item: 'gem' },
  },
  'times-table-mission-2': {
    kind: 'number',
    title: msg`Mission: The 7 Times Table`,
    explanation: msg`A week has 7 days. Count by 7s to find the days in many weeks: 7, 14, 21, 28. Each jump is one more week!`,
    question: msg`Your space trip lasts 3 weeks. Each week has 7 days.`,
    finalQuestion: msg`How many days is the trip?`,
    problem: { kind: 'multiply', groups: 3, size: 7 },
    visual: { kind: 'numberLine', step: 7, jumps: 3, direction: 'forward' },
  },
  'times-table-mission-3': {
    kind: 'number',
    title: msg`Mission: The 8 Times Table`,
    explanation: msg`A spider has 8 legs. Multiplying by 8 is doubling three times: 3, then 6, then 12, then 24. So 3 × 8 = 24!`,
    question: msg`5 friendly spiders live on the space station. Each has 8 legs.`,
    finalQuestion: msg`How many legs are there?`,
    problem: { kind: 'multiply', groups: 5, size: 8 },
    visual: { kind: 'groups', groups: 5, size: 8, item: 'star' },
  },
  'times-table-mission-4': {
    kind: 'number',
    title: msg`Mission: The 9 Times Table`,
    explanation: msg`Here is a trick for 9s: multiply by 10, then take away one group. 4 × 10 = 40, and 40 take away 4 is 36. So 4 × 9 = 36!`,
    question: msg`The rocket has 6 rows of windows. Each row has 9 windows.`,
    finalQuestion: msg`How many windows does the rocket have?`,
    problem: { kind: 'multiply', groups: 6, size: 9 },
    visual: { kind: 'array', rows: 6, cols: 9, item: 'star' },
  },
  'times-table-mission-5': {
    kind: 'number',
    title: msg`Mission: The 10 Times Table`,
    explanation: msg`Multiplying by 10 is super quick: write the number and put a 0 at the end! 4 × 10 = 40. Count by 10s: 10, 20, 30, 40.`,
    question: msg`7 astronauts each collect 10 moon rocks.`,
    finalQuestion: msg`How many moon rocks do they collect?`,
    problem: { kind: 'multiply', groups: 7, size: 10 },
    visual: { kind: 'numberLine', step: 10, jumps: 7, direction: 'forward' },
  },
};
