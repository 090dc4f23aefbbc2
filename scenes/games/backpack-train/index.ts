import type { SceneDefinition } from '@scenes/engine/types';
import { railwayBackground } from '@scenes/kits/sharing/backgrounds';
import { BACKPACK_LEVELS } from './data';
import Scene from './Scene';
import { backpackTexts as T } from './texts';

/** Backpack Train 1-4 (spec §2 "Game behaviours"): one folder, the level comes from the route. */
const definition: SceneDefinition = {
  howToPlay: [...T.howToPlay],
  intro: T.intro(BACKPACK_LEVELS[0]),
  Scene,
  background: railwayBackground(),
  levels: Object.fromEntries(BACKPACK_LEVELS.map((l) => [l.level, { intro: T.intro(l) }])),
};

export default definition;
