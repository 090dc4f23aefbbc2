import { describe, expect, it } from 'vitest';
import { missionConfig } from './missionConfig';
import { makeMissionReducer } from './missionLogic';

type Item = { id: number; total: number };
const items: Item[] = [{ id: 1, total: 12 }];

describe('missionConfig', () => {
  it('reads noun, unit and getter texts when shown, so a change of language reaches them', () => {
    let lang = 'en';
    const words = {
      get start() {
        return lang === 'en' ? 'Tap a station!' : 'Toque numa estação!';
      },
      done: 'Mission Complete',
      equation: (i: Item) => `= ${i.total}`,
      running: (total: number) => `Total: ${total}`,
      caption: (i: Item, done: boolean) => (done ? `${i.total}` : '?'),
    };
    const art = () => null;
    const config = missionConfig<Item>(
      {
        noun: () => (lang === 'en' ? 'Station' : 'Estação'),
        unit: () => (lang === 'en' ? 'rockets' : 'foguetes'),
        items,
        reducer: makeMissionReducer(items, words),
        art,
        colors: ['#f472b6'],
      },
      words,
    );
    expect([config.noun, config.unit, config.start]).toEqual(['Station', 'rockets', 'Tap a station!']);
    lang = 'pt-BR';
    expect([config.noun, config.unit, config.start]).toEqual(['Estação', 'foguetes', 'Toque numa estação!']);
    expect(config.items).toBe(items);
    expect(config.art).toBe(art);
    expect(config.colors).toEqual(['#f472b6']);
    expect([config.done, config.running(27), config.caption(items[0], true)]).toEqual([
      'Mission Complete',
      'Total: 27',
      '12',
    ]);
  });
});
