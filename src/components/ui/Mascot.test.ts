import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mascotPoses, mascotSvgDocument } from './mascotSvg';

const dir = join(__dirname, '..', '..', '..', 'assets', 'mascot');

describe('Pip mascot files', () => {
  it.each(mascotPoses)('assets/mascot/pip-%s.svg matches the Mascot component', (pose) => {
    const file = readFileSync(join(dir, `pip-${pose}.svg`), 'utf8');
    expect(file).toBe(mascotSvgDocument(pose));
  });

  it('draws the three poses differently', () => {
    const docs = new Set(mascotPoses.map((p) => mascotSvgDocument(p)));
    expect(docs.size).toBe(3);
    expect(mascotSvgDocument('happy')).toContain('#5b3cc4');
    expect(mascotSvgDocument('happy')).toContain('#fbbf24');
  });
});
