import { describe, expect, it } from 'vitest';
import { NEXT_MS, texts, vaults, WRONG_MS } from './data';
import { initVault, isMaster, reduceVault, type VaultState, wrongSaid } from './logic';

const choose = (s: VaultState, value: number) => reduceVault(s, { type: 'choose', value });

describe('secret vault logic', () => {
  it('has three vaults answering 56, 54, 56, each with six keys including the answer', () => {
    expect(vaults.map((v) => v.answer)).toEqual([56, 54, 56]);
    for (const v of vaults) {
      expect(v.options).toHaveLength(6);
      expect(new Set(v.options).size).toBe(6);
      expect(v.options).toContain(v.answer);
      expect(v.factor1 * v.factor2).toBe(v.answer);
    }
  });

  it('a wrong key turns red (locked) and clears after 1 s', () => {
    const { state, effects } = choose(initVault(), 48);
    expect(state).toMatchObject({ chosen: 48, feedback: 'wrong', opened: 0 });
    expect(WRONG_MS).toBe(1000);
    expect(effects).toEqual([{ after: 1000, action: { type: 'clearWrong' } }]);
    const cleared = reduceVault(state, effects[0].action).state;
    expect(cleared).toEqual(initVault());
  });

  it('a wrong key is said to screen readers while it shows ("7 × 8 is not 48")', () => {
    const { state } = choose(initVault(), 48);
    expect(wrongSaid(state)).toBe('7 × 8 is not 48');
    expect(wrongSaid(initVault())).toBeNull();
    expect(wrongSaid(choose(initVault(), 56).state)).toBeNull();
  });

  it('keys are locked while feedback shows', () => {
    const wrong = choose(initVault(), 48).state;
    expect(choose(wrong, 56).state).toBe(wrong);
    const right = choose(initVault(), 56).state;
    expect(choose(right, 48).state).toBe(right);
  });

  it('a value that is not one of the keys is refused', () => {
    const s = initVault();
    expect(choose(s, 99).state).toBe(s);
  });

  it('a correct key opens the vault (+1) and the next vault follows after 2 s', () => {
    const { state, effects } = choose(initVault(), 56);
    expect(state).toMatchObject({ feedback: 'correct', opened: 1, vault: 0 });
    expect(texts.progress(state.opened)).toBe('1 of 3 vaults opened');
    expect(NEXT_MS).toBe(2000);
    expect(effects).toEqual([{ after: 2000, action: { type: 'nextVault' } }]);
    const next = reduceVault(state, effects[0].action).state;
    expect(next).toEqual({ vault: 1, opened: 1, chosen: null, feedback: 'none' });
  });

  it('stray timer actions are ignored', () => {
    const s = initVault();
    expect(reduceVault(s, { type: 'clearWrong' }).state).toBe(s);
    expect(reduceVault(s, { type: 'nextVault' }).state).toBe(s);
  });

  it('the last vault stays open: Vault Master!, no more effects; Play Again resets', () => {
    let s = initVault();
    for (const v of vaults.slice(0, 2)) {
      const step = choose(s, v.answer);
      s = reduceVault(step.state, step.effects[0].action).state;
    }
    const last = choose(s, 56);
    expect(last.effects).toEqual([]);
    expect(isMaster(last.state)).toBe(true);
    expect(last.state.vault).toBe(2);
    expect(texts.progress(last.state.opened)).toBe('3 of 3 vaults opened');
    expect(texts.done).toBe('Vault Master!');
    expect(choose(last.state, 56).state).toBe(last.state);
    expect(reduceVault(last.state, { type: 'playAgain' }).state).toEqual(initVault());
  });
});
