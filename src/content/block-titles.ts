import { t } from '@lingui/core/macro';

/**
 * The lesson blocks' names as people read them (the lesson header, the celebration, the review,
 * the performance page). The graph's `name` (src/content/lessons/graph.ts) stays the block's id,
 * carried in navigation state and review lookups; this is its title in the current language. In
 * the `content` catalogue (loaded at app start), so the dashboard needs no lessons catalogue.
 */
const titles: Readonly<Record<string, () => string>> = {
  'Multiplication Basics': () => t`Multiplication Basics`,
  'Times Table Challenge': () => t`Times Table Challenge`,
  'Times Table Mission': () => t`Times Table Mission`,
  Factors: () => t`Factors`,
  'Multiplying in Real Life': () => t`Multiplying in Real Life`,
  'Multiplication at the Amusement Park': () => t`Multiplication at the Amusement Park`,
  'Sharing Equally': () => t`Sharing Equally`,
  'Dividing in the Real World': () => t`Dividing in the Real World`,
  'Division Riddles': () => t`Division Riddles`,
  'Fun Division Problems': () => t`Fun Division Problems`,
  'Division Rocket Mission': () => t`Division Rocket Mission`,
  'Division Explorers': () => t`Division Explorers`,
  'Dividing by 4, 6, 7 and 8': () => t`Dividing by 4, 6, 7 and 8`,
  'Division Detectives': () => t`Division Detectives`,
  'Division Story Problems': () => t`Division Story Problems`,
  'Ready for Remainders': () => t`Ready for Remainders`,
  'The Mysterious Remainder': () => t`The Mysterious Remainder`,
};

/** A block's title in the current language (an unknown name is shown as it is). */
export function blockTitle(blockName: string): string {
  const title = Object.hasOwn(titles, blockName) ? titles[blockName] : undefined;
  return title ? title() : blockName;
}

/** Every block name with a title (for the test that the graph's blocks are all covered). */
export const titledBlocks: readonly string[] = Object.keys(titles);
