import { gsap } from 'gsap';
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

  it('a wall-clock effect fires on time while frames stall, and draws a frame', async () => {
    const seen: string[] = [];
    const ticks: number[] = [];
    const runner = new EffectRunner<string>((a) => seen.push(a));
    const onTick = () => {
      ticks.push(1);
    };
    gsap.ticker.sleep(); // no frames at all (a stalled tablet)
    gsap.ticker.add(onTick);
    try {
      runner.run([{ after: 30, action: 'card', wall: true }]);
      expect(runner.size).toBe(1);
      await new Promise((r) => setTimeout(r, 120));
      expect(seen).toEqual(['card']);
      expect(ticks.length).toBeGreaterThan(0);
      expect(runner.size).toBe(0);
      runner.run([{ after: 30, action: 'never', wall: true }]);
      runner.cancelAll();
      await new Promise((r) => setTimeout(r, 80));
      expect(seen).toEqual(['card']);
    } finally {
      gsap.ticker.remove(onTick);
      gsap.ticker.wake();
    }
  });
});
