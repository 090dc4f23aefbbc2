import { msg } from '@lingui/core/macro';
import type { NumberLessonContent } from '../types';

/** Multiplying in Real Life: multiplication at the market, on the road, in the kitchen. */
export const realLifeLessons: Record<string, NumberLessonContent> = {
  'real-life-1': {
    kind: 'number',
    title: msg`At the Market`,
    explanation: msg`Shops pack things in equal bags, so multiplying helps you shop! If every bag holds the same number of oranges, multiply the bags by the oranges in one bag.`,
    question: msg`Grandma buys 4 bags of oranges. Each bag has 6 oranges.`,
    finalQuestion: msg`How many oranges does Grandma buy?`,
    problem: { kind: 'multiply', groups: 4, size: 6 },
    visual: { kind: 'groups', groups: 4, size: 6, item: 'orange' },
  },
  'real-life-2': {
    kind: 'number',
    title: msg`Wheels on the Road`,
    explanation: msg`Every car has 4 wheels. When you see many cars, you can count the wheels with the 4 times table instead of counting one by one.`,
    question: msg`5 cars wait at the traffic light. Each car has 4 wheels.`,
    finalQuestion: msg`How many wheels are at the light?`,
    problem: { kind: 'multiply', groups: 5, size: 4 },
    visual: { kind: 'groups', groups: 5, size: 4, item: 'wheel' },
  },
  'real-life-3': {
    kind: 'number',
    title: msg`Baking Muffins`,
    explanation: msg`A muffin tray is an array: rows and columns of cups. Count the rows, count the cups in one row, and multiply to find every cup.`,
    question: msg`Dad’s muffin tray has 3 rows. Each row has 4 cups.`,
    finalQuestion: msg`How many muffins can Dad bake at once?`,
    problem: { kind: 'multiply', groups: 3, size: 4 },
    visual: { kind: 'array', rows: 3, cols: 4, item: 'cookie' },
  },
  'real-life-4': {
    kind: 'number',
    title: msg`Saving Coins`,
    explanation: msg`Coins of the same value are equal groups too. Six 5-cent coins are 6 groups of 5 cents. Count by 5s to find how much money you have!`,
    question: msg`Leo has 6 coins in his piggy bank. Each coin is worth 5 cents.`,
    finalQuestion: msg`How many cents does Leo have?`,
    problem: { kind: 'multiply', groups: 6, size: 5 },
    visual: { kind: 'groups', groups: 6, size: 5, item: 'coin' },
  },
  'real-life-5': {
    kind: 'number',
    title: msg`Garden Rows`,
    explanation: msg`Gardeners plant in straight rows so every row has the same number of plants. That makes an array, and arrays are made for multiplying!`,
    question: msg`Ana plants 7 rows of flowers. Each row has 8 flowers.`,
    finalQuestion: msg`How many flowers does Ana plant?`,
    problem: { kind: 'multiply', groups: 7, size: 8 },
    visual: { kind: 'array', rows: 7, cols: 8, item: 'flower' },
  },
};

/** Multiplication at the Amusement Park. */
export const amusementParkLessons: Record<string, NumberLessonContent> = {
  'amusement-park-1': {
    kind: 'number',
    title: msg`The Ferris Wheel`,
    explanation: msg`The Ferris wheel has cars that each carry the same number of riders. Multiply the cars by the riders in one car to know how many people are riding.`,
    question: msg`The Ferris wheel has 8 cars. Each car carries 3 riders.`,
    finalQuestion: msg`How many riders can go at once?`,
    problem: { kind: 'multiply', groups: 8, size: 3 },
    visual: { kind: 'groups', groups: 8, size: 3, item: 'balloon' },
  },
  'amusement-park-2': {
    kind: 'number',
    title: msg`The Roller Coaster`,
    explanation: msg`A roller coaster is a train of carts, and every cart has the same seats. Carts times seats tells you how many people can scream together!`,
    question: msg`The roller coaster has 5 carts. Each cart has 4 seats.`,
    finalQuestion: msg`How many seats does the roller coaster have?`,
    problem: { kind: 'multiply', groups: 5, size: 4 },
    visual: { kind: 'array', rows: 5, cols: 4, item: 'star' },
  },
  'amusement-park-3': {
    kind: 'number',
    title: msg`The Ticket Booth`,
    explanation: msg`Every ride costs the same number of tickets. To plan your day, multiply the number of rides by the tickets for one ride.`,
    question: msg`Each ride costs 3 tickets. Zoe wants to go on 7 rides.`,
    finalQuestion: msg`How many tickets does Zoe need?`,
    problem: { kind: 'multiply', groups: 7, size: 3 },
    visual: { kind: 'numberLine', step: 3, jumps: 7, direction: 'forward' },
  },
  'amusement-park-4': {
    kind: 'number',
    title: msg`The Balloon Stand`,
    explanation: msg`The balloon seller ties balloons in equal bunches. Bunches times balloons in one bunch gives all the balloons.`,
    question: msg`The seller has 4 bunches. Each bunch has 9 balloons.`,
    finalQuestion: msg`How many balloons does the seller have?`,
    problem: { kind: 'multiply', groups: 4, size: 9 },
    visual: { kind: 'groups', groups: 4, size: 9, item: 'balloon' },
  },
  'amusement-park-5': {
    kind: 'number',
    title: msg`The Carousel`,
    explanation: msg`The carousel has rings of horses, one inside the other, and every ring has the same number of horses. Multiply to count them all before the music starts!`,
    question: msg`The carousel has 4 rings. Each ring has 8 horses.`,
    finalQuestion: msg`How many horses are on the carousel?`,
    problem: { kind: 'multiply', groups: 4, size: 8 },
    visual: { kind: 'array', rows: 4, cols: 8, item: 'star' },
  },
};
