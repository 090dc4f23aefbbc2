import { withTexts } from '@scenes/engine/withTexts';
import type { MissionSceneConfig } from './MissionScene';
import type { MissionItem, MissionTexts } from './missionLogic';

/** The words of a mission game's data: what it says, and each card's caption. */
type MissionWords<T extends MissionItem> = Pick<MissionSceneConfig<T>, keyof MissionTexts<T> | 'caption'>;

/** What a mission game's view adds to its words; `noun` and `unit` hold `t` messages, read when shown. */
export interface MissionParts<T extends MissionItem>
  extends Omit<MissionSceneConfig<T>, keyof MissionWords<T> | 'noun' | 'unit'> {
  noun: () => string;
  unit: () => string;
}

/** A mission game's view config: its parts and its data's words, every text read when shown. */
export function missionConfig<T extends MissionItem>(
  { noun, unit, ...parts }: MissionParts<T>,
  words: MissionWords<T>,
): MissionSceneConfig<T> {
  const base = {
    ...parts,
    get noun() {
      return noun();
    },
    get unit() {
      return unit();
    },
  };
  return withTexts<MissionSceneConfig<T>>(base, words);
}
