import type { NumberLessonContent } from '../types';

/** The second division path: division strategies, each divisor, special cases and story problems. */
export const divisionPracticeLessons: Record<string, NumberLessonContent> = {
  division16: {
    kind: 'number',
    title: 'Division on a Number Line',
    explanation:
      'You can divide on a number line! Start at 20 and jump back 4 at a time until you reach 0. Count your jumps: that is 20 ÷ 4.',
    question: 'A kangaroo starts at 20 and hops back 4 steps every hop until it reaches 0.',
    finalQuestion: 'How many hops does the kangaroo make?',
    problem: { kind: 'divide', dividend: 20, divisor: 4 },
    visual: { kind: 'numberLine', step: 4, jumps: 5, direction: 'back' },
  },
  division17: {
    kind: 'number',
    title: 'Take Away Again and Again',
    explanation:
      'Division is taking away the same amount again and again. 12 take away 4 is 8, take away 4 is 4, take away 4 is 0. We took 4 away 3 times, so 12 ÷ 4 = 3.',
    question: 'Max has 18 marbles. He gives 6 marbles to each friend until none are left.',
    finalQuestion: 'How many friends get marbles?',
    problem: { kind: 'divide', dividend: 18, divisor: 6 },
    visual: { kind: 'numberLine', step: 6, jumps: 3, direction: 'back' },
  },
  division18: {
    kind: 'number',
    title: 'Halving: Dividing by 2',
    explanation:
      'Dividing by 2 means cutting into 2 equal halves. Half of 10 is 5, because 5 + 5 = 10. Doubles facts help you halve!',
    question: '2 sisters share 14 grapes equally.',
    finalQuestion: 'How many grapes does each sister get?',
    problem: { kind: 'divide', dividend: 14, divisor: 2 },
    visual: { kind: 'sharing', total: 14, shares: 2, item: 'apple' },
  },
  division19: {
    kind: 'number',
    title: 'Dividing by 5',
    explanation: 'To divide by 5, count by 5s and keep track of how many 5s you said.',
    question: 'There are 25 flowers. Each vase holds 5 flowers.',
    finalQuestion: 'How many vases do we need?',
    problem: { kind: 'divide', dividend: 25, divisor: 5 },
    visual: { kind: 'groups', groups: 5, size: 5, item: 'flower' },
  },
  division28: {
    kind: 'number',
    title: 'Dividing by 3',
    explanation:
      'To divide by 3, count by 3s: 3, 6, 9, 12, 15, 18, 21, 24, 27. How many numbers did you say?',
    question: '27 ducklings swim in lines of 3.',
    finalQuestion: 'How many lines of ducklings are there?',
    problem: { kind: 'divide', dividend: 27, divisor: 3 },
    visual: { kind: 'array', rows: 9, cols: 3, item: 'ball' },
  },
  division29: {
    kind: 'number',
    title: 'Dividing by 4',
    explanation: 'Dividing by 4 is halving twice! Half of 24 is 12, and half of 12 is 6. So 24 ÷ 4 = 6.',
    question: '32 toy cars are shared equally into 4 boxes.',
    finalQuestion: 'How many cars go in each box?',
    problem: { kind: 'divide', dividend: 32, divisor: 4 },
    visual: { kind: 'sharing', total: 32, shares: 4, item: 'ball' },
  },
  division20: {
    kind: 'number',
    title: 'Dividing by 6',
    explanation: 'To divide by 6, ask: 6 times what makes the number? 6 × 5 = 30, so 30 ÷ 6 = 5.',
    question: '42 crayons are packed into boxes of 6.',
    finalQuestion: 'How many boxes are there?',
    problem: { kind: 'divide', dividend: 42, divisor: 6 },
    visual: { kind: 'groups', groups: 7, size: 6, item: 'star' },
  },
  division21: {
    kind: 'number',
    title: 'Dividing by 7',
    explanation:
      'A week has 7 days. How many weeks are in 56 days? Count by 7s: 7, 14, 21 and keep going until you reach 56.',
    question: 'Summer camp lasts 56 days. A week has 7 days.',
    finalQuestion: 'How many weeks is summer camp?',
    problem: { kind: 'divide', dividend: 56, divisor: 7 },
    visual: { kind: 'numberLine', step: 7, jumps: 8, direction: 'back' },
  },
  division22: {
    kind: 'number',
    title: 'Dividing by 8',
    explanation:
      'An octopus has 8 arms. To divide by 8, think of the 8 times table: 8 × 3 = 24, so 24 ÷ 8 = 3.',
    question: 'Some octopuses have 72 arms altogether. Each octopus has 8 arms.',
    finalQuestion: 'How many octopuses are there?',
    problem: { kind: 'divide', dividend: 72, divisor: 8 },
    visual: { kind: 'array', rows: 8, cols: 9, item: 'gem' },
  },
  division23: {
    kind: 'number',
    title: 'Dividing by 1',
    explanation:
      'If you share with just 1 person, they get everything! Any number divided by 1 stays the same. 6 ÷ 1 = 6.',
    question: 'Ben has 9 stickers and shares them with 1 friend only.',
    finalQuestion: 'How many stickers does the friend get?',
    problem: { kind: 'divide', dividend: 9, divisor: 1 },
    visual: { kind: 'sharing', total: 9, shares: 1, item: 'star' },
  },
  division24: {
    kind: 'number',
    title: 'A Number Divided by Itself',
    explanation:
      'When the number of things and the number of friends are the same, each friend gets exactly 1. 5 ÷ 5 = 1.',
    question: '8 children share 8 apples equally.',
    finalQuestion: 'How many apples does each child get?',
    problem: { kind: 'divide', dividend: 8, divisor: 8 },
    visual: { kind: 'sharing', total: 8, shares: 8, item: 'apple' },
  },
  division25: {
    kind: 'number',
    title: 'Sharing Nothing',
    explanation: 'If there is nothing to share, everyone gets nothing! 0 divided by any number is 0.',
    question: 'The cookie jar is empty: 0 cookies. 5 friends share them equally.',
    finalQuestion: 'How many cookies does each friend get?',
    problem: { kind: 'divide', dividend: 0, divisor: 5 },
    visual: { kind: 'sharing', total: 0, shares: 5, item: 'cookie' },
  },
  division26: {
    kind: 'number',
    title: 'Division Arrays',
    explanation:
      'An array shows division too. 24 dots in 3 equal rows: how many dots are in each row? Count one row to find 24 ÷ 3.',
    question: '24 chairs are set out in 3 equal rows.',
    finalQuestion: 'How many chairs are in each row?',
    problem: { kind: 'divide', dividend: 24, divisor: 3 },
    visual: { kind: 'array', rows: 3, cols: 8, item: 'ball' },
  },
  division27: {
    kind: 'number',
    title: 'Fact Families',
    explanation:
      'The numbers 3, 8 and 24 are a family: 3 × 8 = 24, 8 × 3 = 24, 24 ÷ 3 = 8 and 24 ÷ 8 = 3. Know one fact, and you know all four!',
    question: 'You know 6 × 7 = 42. Use the fact family.',
    finalQuestion: 'What is 42 ÷ 7?',
    problem: { kind: 'divide', dividend: 42, divisor: 7 },
    visual: { kind: 'array', rows: 6, cols: 7, item: 'star' },
  },
  division10: {
    kind: 'number',
    title: 'Story Problem: The Library',
    explanation:
      'In a story problem, find the total and the number of groups. Then divide! Words like "equally" and "each" are clues for division.',
    question: 'The library puts 40 books equally on 5 shelves.',
    finalQuestion: 'How many books are on each shelf?',
    problem: { kind: 'divide', dividend: 40, divisor: 5 },
    visual: { kind: 'sharing', total: 40, shares: 5, item: 'star' },
  },
  division11: {
    kind: 'number',
    title: 'Story Problem: Marble Bags',
    explanation:
      'Sometimes the story tells you the size of each group and asks how many groups there are. That is division too!',
    question: 'Emma has 36 marbles. She puts 4 marbles in each bag.',
    finalQuestion: 'How many bags does Emma fill?',
    problem: { kind: 'divide', dividend: 36, divisor: 4 },
    visual: { kind: 'groups', groups: 9, size: 4, item: 'ball' },
  },
  division12: {
    kind: 'number',
    title: 'Story Problem: Cookie Boxes',
    explanation: 'The bakery packs 10 cookies in a box. To count the boxes, divide the cookies by 10.',
    question: 'The bakery baked 60 cookies. Each box holds 10 cookies.',
    finalQuestion: 'How many boxes can they fill?',
    problem: { kind: 'divide', dividend: 60, divisor: 10 },
    visual: { kind: 'groups', groups: 6, size: 10, item: 'cookie' },
  },
  division13: {
    kind: 'number',
    title: 'Story Problem: The School Bus',
    explanation:
      'Every row of the bus has the same number of seats. Divide the seats by the seats in one row to find the rows.',
    question: 'The school bus has 45 seats, with 9 seats in each row.',
    finalQuestion: 'How many rows does the bus have?',
    problem: { kind: 'divide', dividend: 45, divisor: 9 },
    visual: { kind: 'array', rows: 5, cols: 9, item: 'ball' },
  },
  division14: {
    kind: 'number',
    title: 'Story Problem: Juice Boxes',
    explanation: 'A pack holds 7 juice boxes. To find the packs, count how many 7s make the total.',
    question: 'The class has 63 juice boxes in packs of 7.',
    finalQuestion: 'How many packs are there?',
    problem: { kind: 'divide', dividend: 63, divisor: 7 },
    visual: { kind: 'groups', groups: 9, size: 7, item: 'ball' },
  },
  division15: {
    kind: 'number',
    title: 'Check by Multiplying',
    explanation:
      'Want to be sure a division is right? Multiply back! If 24 ÷ 8 = 3, then 8 × 3 must be 24. It is, so the answer is right.',
    question: 'Kai shares 56 cherries equally with 8 friends, then checks by multiplying.',
    finalQuestion: 'How many cherries does each friend get?',
    problem: { kind: 'divide', dividend: 56, divisor: 8 },
    visual: { kind: 'sharing', total: 56, shares: 8, item: 'apple' },
  },
  division2: {
    kind: 'number',
    title: 'Equal Rows',
    explanation: 'When things are set out in equal rows, dividing tells you how many are in each row.',
    question: '30 tulips are planted in 6 equal rows.',
    finalQuestion: 'How many tulips are in each row?',
    problem: { kind: 'divide', dividend: 30, divisor: 6 },
    visual: { kind: 'array', rows: 6, cols: 5, item: 'flower' },
  },
  division3: {
    kind: 'number',
    title: 'The Biggest Share',
    explanation: 'Big numbers are no problem with the 9 times table. Ask: 9 times what makes 81?',
    question: '9 squirrels share 81 acorns equally.',
    finalQuestion: 'How many acorns does each squirrel get?',
    problem: { kind: 'divide', dividend: 81, divisor: 9 },
    visual: { kind: 'array', rows: 9, cols: 9, item: 'coin' },
  },
  division4: {
    kind: 'number',
    title: 'Cutting Into Quarters',
    explanation: 'Cutting into 4 equal parts makes quarters. To share 20 into 4 equal parts, find 20 ÷ 4.',
    question: 'A ribbon is 20 inches long. Mom cuts it into 4 equal pieces.',
    finalQuestion: 'How long is each piece in inches?',
    problem: { kind: 'divide', dividend: 20, divisor: 4 },
    visual: { kind: 'numberLine', step: 5, jumps: 4, direction: 'forward' },
  },
  division5: {
    kind: 'number',
    title: 'Does It Share Fairly?',
    explanation:
      'Some numbers share with nothing left over. 40 shares fairly into 10 groups, because 10 × 4 = 40. Next time we will meet numbers that leave something behind!',
    question: '50 balloons are tied in 10 equal bunches.',
    finalQuestion: 'How many balloons are in each bunch?',
    problem: { kind: 'divide', dividend: 50, divisor: 10 },
    visual: { kind: 'groups', groups: 10, size: 5, item: 'balloon' },
  },
};

/** The Mysterious Remainder (prefix d5): division that leaves something over. */
export const remainderLessons: Record<string, NumberLessonContent> = {
  'd5-1': {
    kind: 'number',
    title: 'The Mysterious Remainder',
    explanation:
      'Sometimes things cannot be shared fairly and a few are left over. What is left is called the remainder. 9 shared by 2 gives 4 each, and 1 is left over: 9 ÷ 2 = 4 R 1.',
    question: '4 friends share 13 cookies. Each friend gets 3.',
    finalQuestion: 'How many cookies are left over?',
    problem: { kind: 'remainder', dividend: 13, divisor: 4 },
    visual: { kind: 'sharing', total: 13, shares: 4, item: 'cookie' },
  },
  'd5-2': {
    kind: 'number',
    title: 'Leftover Apples',
    explanation:
      'The remainder is always smaller than the number of groups. If it were bigger, everyone could get one more!',
    question: 'Grandpa shares 17 apples among 5 baskets, the same in each basket.',
    finalQuestion: 'How many apples are left over?',
    problem: { kind: 'remainder', dividend: 17, divisor: 5 },
    visual: { kind: 'sharing', total: 17, shares: 5, item: 'apple' },
  },
  'd5-3': {
    kind: 'number',
    title: 'Full Boxes Only',
    explanation:
      'Sometimes we only count the full groups. A box of 6 eggs must be full, so extra eggs stay out. Count how many full 6s fit in 22.',
    question: 'There are 22 eggs. Each box holds 6 eggs.',
    finalQuestion: 'How many boxes can be filled all the way?',
    problem: { kind: 'fullGroups', dividend: 22, divisor: 6 },
    visual: { kind: 'groups', groups: 3, size: 6, leftover: 4, item: 'egg' },
  },
  'd5-4': {
    kind: 'number',
    title: 'The Marble Mystery',
    explanation:
      'Find the biggest 4s fact that is not more than 29. Then count how many marbles are still waiting.',
    question: 'Jack puts 29 marbles into 4 equal bags.',
    finalQuestion: 'How many marbles are left over?',
    problem: { kind: 'remainder', dividend: 29, divisor: 4 },
    visual: { kind: 'sharing', total: 29, shares: 4, item: 'ball' },
  },
  'd5-5': {
    kind: 'number',
    title: 'Remainder Detective',
    explanation:
      'Detectives check every clue! To find the remainder of 38 ÷ 7, find the biggest 7s fact below 38. 7 × 5 = 35, so 38 − 35 tells you what is left.',
    question: '7 detectives share 38 clue cards equally.',
    finalQuestion: 'How many clue cards are left over?',
    problem: { kind: 'remainder', dividend: 38, divisor: 7 },
    visual: { kind: 'sharing', total: 38, shares: 7, item: 'star' },
  },
};
