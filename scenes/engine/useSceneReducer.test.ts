import { describe, expect, it } from 'vitest';
import { EffectRunner } from './useSceneReducer';

describe('EffectRunner', () => {
  it('dispatches each effect after its delay on the GSAP clock', async () => {
    const seen: string[] = [];
    const runner = new EffectRunner<string>((a) => seen.push(a));
    runner.run([
      { after: 80, action: 'late' },
      { after: 10, action: 'early' },
    ]);
    expect(runner.size).toBe(2);
    await new Promise((r) => setTimeout(r, 250));
    expect(seen).toEqual(['early', 'late']);
    expect(runner.size).toBe(0);
  });

  it('cancelAll drops pending effects', async () => {
    const seen: string[] = [];
    const runner = new EffectRunner<string>((a) => seen.push(a));
    runner.run([{ after: 30, action: 'never' }]);
    runner.cancelAll();
    await new Promise((r) => setTimeout(r, 120));
    expect(seen).toEqual([]);
  });
});
