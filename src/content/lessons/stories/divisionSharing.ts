import type { NumberLessonContent } from '../types';

/** The first division path: sharing, real-world stories, riddles and the rocket mission. */
export const divisionSharingLessons: Record<string, NumberLessonContent> = {
  division1: {
    kind: 'number',
    title: 'What Is Division?',
    explanation:
      'Dividing means sharing fairly, so everyone gets the same amount. To share 12 cookies with 3 friends, give one cookie to each friend again and again until none are left.',
    question: 'You have 12 cookies to share equally with 3 friends.',
    finalQuestion: 'How many cookies does each friend get?',
    problem: { kind: 'divide', dividend: 12, divisor: 3 },
    visual: { kind: 'sharing', total: 12, shares: 3, item: 'cookie' },
  },
  division6: {
    kind: 'number',
    title: 'Sharing Into Equal Groups',
    explanation:
      'When we divide, every group must be the same size. The sign ÷ means "shared into". 15 ÷ 5 means 15 things shared into 5 equal groups.',
    question: 'Lily puts 15 strawberries into 5 bowls, the same number in each bowl.',
    finalQuestion: 'How many strawberries go in each bowl?',
    problem: { kind: 'divide', dividend: 15, divisor: 5 },
    visual: { kind: 'sharing', total: 15, shares: 5, item: 'apple' },
  },
  'd6-1': {
    kind: 'number',
    title: 'Pizza Party',
    explanation:
      'A pizza is cut into slices so friends can share it. When every friend gets the same number of slices, we are dividing!',
    question: 'A pizza has 8 slices. 4 friends share it equally.',
    finalQuestion: 'How many slices does each friend get?',
    problem: { kind: 'divide', dividend: 8, divisor: 4 },
    visual: { kind: 'sharing', total: 8, shares: 4, item: 'cookie' },
  },
  'd6-2': {
    kind: 'number',
    title: 'Pencil Boxes',
    explanation:
      'The teacher wants every box to hold the same number of pencils. Sharing pencils into boxes is division: pencils ÷ boxes.',
    question: 'The teacher has 20 pencils and 4 boxes. Every box gets the same number.',
    finalQuestion: 'How many pencils go in each box?',
    problem: { kind: 'divide', dividend: 20, divisor: 4 },
    visual: { kind: 'sharing', total: 20, shares: 4, item: 'star' },
  },
  'd6-3': {
    kind: 'number',
    title: 'Sticker Book',
    explanation:
      'To share stickers over pages, deal them out one page at a time until they are all used. Each page ends up with the same number.',
    question: 'Noah has 18 stickers. He puts them on 3 pages, the same number on each.',
    finalQuestion: 'How many stickers go on each page?',
    problem: { kind: 'divide', dividend: 18, divisor: 3 },
    visual: { kind: 'sharing', total: 18, shares: 3, item: 'star' },
  },
  'd6-4': {
    kind: 'number',
    title: 'Egg Cartons',
    explanation:
      'Division also tells us how many groups we can make. If a carton holds 6 eggs, count how many groups of 6 fit in all the eggs.',
    question: 'The farmer has 24 eggs. Each carton holds 6 eggs.',
    finalQuestion: 'How many cartons can the farmer fill?',
    problem: { kind: 'divide', dividend: 24, divisor: 6 },
    visual: { kind: 'groups', groups: 4, size: 6, item: 'egg' },
  },
  'd6-5': {
    kind: 'number',
    title: 'Making Teams',
    explanation:
      'To make teams, put the same number of players on each team. How many teams? Divide the players by the team size!',
    question: '30 children want to play. Each team needs 5 players.',
    finalQuestion: 'How many teams can they make?',
    problem: { kind: 'divide', dividend: 30, divisor: 5 },
    visual: { kind: 'groups', groups: 6, size: 5, item: 'ball' },
  },
  division7: {
    kind: 'number',
    title: 'Division Riddles',
    explanation:
      'Division riddles are like secret codes! If 21 shared into 3 groups gives the secret number, then 3 groups of the secret number make 21. Think of the 3 times table!',
    question: 'I am a secret number. 3 groups of me make 21.',
    finalQuestion: 'What is the secret number?',
    problem: { kind: 'divide', dividend: 21, divisor: 3 },
    visual: { kind: 'sharing', total: 21, shares: 3, item: 'gem' },
  },
  'd7-1': {
    kind: 'number',
    title: 'Monkey Bananas',
    explanation:
      'The monkeys always share fairly. Sharing 28 bananas between 7 monkeys is 28 ÷ 7. Ask yourself: 7 times what makes 28?',
    question: '7 hungry monkeys share 28 bananas equally.',
    finalQuestion: 'How many bananas does each monkey get?',
    problem: { kind: 'divide', dividend: 28, divisor: 7 },
    visual: { kind: 'sharing', total: 28, shares: 7, item: 'apple' },
  },
  'd7-2': {
    kind: 'number',
    title: 'Dragon Treasure',
    explanation:
      'Four baby dragons found a pile of gems. To keep the peace, every dragon must get the same number. Divide the gems by the dragons!',
    question: '4 baby dragons share 32 shiny gems equally.',
    finalQuestion: 'How many gems does each dragon get?',
    problem: { kind: 'divide', dividend: 32, divisor: 4 },
    visual: { kind: 'sharing', total: 32, shares: 4, item: 'gem' },
  },
  'd7-3': {
    kind: 'number',
    title: 'Robot Batteries',
    explanation:
      'Each robot needs 9 batteries to wake up. To find how many robots can wake up, count how many groups of 9 fit in all the batteries.',
    question: 'There are 27 batteries. Every robot needs 9.',
    finalQuestion: 'How many robots can wake up?',
    problem: { kind: 'divide', dividend: 27, divisor: 9 },
    visual: { kind: 'groups', groups: 3, size: 9, item: 'coin' },
  },
  'd7-4': {
    kind: 'number',
    title: 'Fairy Cupcakes',
    explanation:
      'The fairies bake 35 cupcakes for 5 tables. Every table gets the same number. Counting by 5s up to 35 helps: count your jumps!',
    question: 'The fairies put 35 cupcakes on 5 tables, the same number on each.',
    finalQuestion: 'How many cupcakes are on each table?',
    problem: { kind: 'divide', dividend: 35, divisor: 5 },
    visual: { kind: 'sharing', total: 35, shares: 5, item: 'cookie' },
  },
  'd7-5': {
    kind: 'number',
    title: 'Pirate Coins',
    explanation:
      'Pirates share their gold fairly, coin by coin. 48 coins shared by 6 pirates is 48 ÷ 6. Which number times 6 makes 48?',
    question: '6 pirates share 48 gold coins equally.',
    finalQuestion: 'How many coins does each pirate get?',
    problem: { kind: 'divide', dividend: 48, divisor: 6 },
    visual: { kind: 'sharing', total: 48, shares: 6, item: 'coin' },
  },
  division8: {
    kind: 'number',
    title: 'Division Undoes Multiplication',
    explanation:
      'Multiplying and dividing are a team: one undoes the other. 3 rows of 5 make 15, so 15 ÷ 5 = 3. If you know a times fact, you know a division fact too!',
    question: 'You know that 4 × 6 = 24. Now use it backwards.',
    finalQuestion: 'What is 24 ÷ 6?',
    problem: { kind: 'divide', dividend: 24, divisor: 6 },
    visual: { kind: 'array', rows: 4, cols: 6, item: 'star' },
  },
  division9: {
    kind: 'number',
    title: 'Use Your Times Tables',
    explanation:
      'To divide by 5, count by 5s until you reach the number. Count how many jumps you made: that is the answer!',
    question: '45 astronauts line up in rows of 5.',
    finalQuestion: 'How many rows do they make?',
    problem: { kind: 'divide', dividend: 45, divisor: 5 },
    visual: { kind: 'numberLine', step: 5, jumps: 9, direction: 'back' },
  },
  division30: {
    kind: 'number',
    title: 'Dividing by 10',
    explanation:
      'Dividing a number that ends in 0 by 10 is quick: take the 0 away! 30 ÷ 10 = 3, because 3 × 10 = 30.',
    question: '70 moon rocks are packed in boxes of 10.',
    finalQuestion: 'How many boxes are there?',
    problem: { kind: 'divide', dividend: 70, divisor: 10 },
    visual: { kind: 'numberLine', step: 10, jumps: 7, direction: 'back' },
  },
  division31: {
    kind: 'number',
    title: 'Dividing by 9',
    explanation:
      'To divide by 9, think of the 9 times table: 9, 18, 27, 36. 36 is the fourth number, so 36 ÷ 9 = 4.',
    question: '54 space snacks are shared by 9 astronauts.',
    finalQuestion: 'How many snacks does each astronaut get?',
    problem: { kind: 'divide', dividend: 54, divisor: 9 },
    visual: { kind: 'array', rows: 6, cols: 9, item: 'star' },
  },
  division32: {
    kind: 'number',
    title: 'Rocket Launch Division',
    explanation:
      'Last step before launch! 8 rockets must carry the same number of fuel cans. 8 times what makes 64? Find it and the rockets can fly!',
    question: '64 fuel cans are loaded equally into 8 rockets.',
    finalQuestion: 'How many cans go in each rocket?',
    problem: { kind: 'divide', dividend: 64, divisor: 8 },
    visual: { kind: 'array', rows: 8, cols: 8, item: 'gem' },
  },
};
