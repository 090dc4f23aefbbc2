// Synthesises MathPop's short sound effects as 16-bit mono WAV files in assets/sounds/ (each < 30 KB).
// Run: node scripts/make-sounds.mjs  (the generated files are committed; re-run only to change them).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 11025;
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'sounds');

/** Encodes samples in [-1, 1] as a WAV file. */
function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2);
  });
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVE', 8);
  head.write('fmt ', 12);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(RATE, 24);
  head.writeUInt32LE(RATE * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

/** Adds a bell-like note (fundamental + soft overtone) with an exponential decay. */
function note(buf, start, freq, dur, gain = 0.5, decay = 6) {
  const from = Math.floor(start * RATE);
  const n = Math.floor(dur * RATE);
  for (let i = 0; i < n && from + i < buf.length; i++) {
    const t = i / RATE;
    const attack = Math.min(1, t / 0.005);
    const env = attack * Math.exp(-decay * t);
    buf[from + i] +=
      gain * env * (Math.sin(2 * Math.PI * freq * t) + 0.25 * Math.sin(2 * Math.PI * freq * 2 * t));
  }
}

function buffer(seconds) {
  return new Float32Array(Math.floor(seconds * RATE));
}

function fadeOut(buf, seconds = 0.03) {
  const n = Math.floor(seconds * RATE);
  for (let i = 0; i < n; i++) buf[buf.length - 1 - i] *= i / n;
  return buf;
}

const effects = {
  tap() {
    const b = buffer(0.09);
    for (let i = 0; i < b.length; i++) {
      const t = i / RATE;
      const f = 900 - 2500 * t;
      b[i] = 0.45 * Math.exp(-40 * t) * Math.sin(2 * Math.PI * f * t);
    }
    return fadeOut(b, 0.01);
  },
  correct() {
    const b = buffer(0.6);
    note(b, 0, 1046.5, 0.6, 0.35, 7);
    note(b, 0.1, 1318.5, 0.5, 0.35, 7);
    note(b, 0.2, 1568, 0.4, 0.3, 8);
    return fadeOut(b);
  },
  wrong() {
    // Gentle and low: two soft descending "boops", never a buzzer.
    const b = buffer(0.42);
    note(b, 0, 392, 0.2, 0.35, 14);
    note(b, 0.18, 311, 0.24, 0.35, 12);
    return fadeOut(b);
  },
  complete() {
    const b = buffer(1.15);
    [523.25, 659.25, 783.99, 1046.5].forEach((f, i) => {
      note(b, i * 0.12, f, 0.7, 0.28, 5);
    });
    note(b, 0.5, 1318.5, 0.6, 0.22, 5);
    note(b, 0.5, 1568, 0.6, 0.22, 5);
    for (let k = 0; k < 8; k++) note(b, 0.6 + k * 0.06, 2093 + k * 120, 0.12, 0.06, 30);
    return fadeOut(b, 0.1);
  },
  spin() {
    // A ratchet whose clicks speed up then slow down, like a wheel turning.
    const b = buffer(1.2);
    let t = 0;
    let gap = 0.11;
    while (t < 1.15) {
      note(b, t, 1400, 0.03, 0.35, 120);
      t += gap;
      gap = t < 0.45 ? Math.max(0.045, gap * 0.85) : gap * 1.1;
    }
    return fadeOut(b);
  },
  whoosh() {
    const b = buffer(0.55);
    let lp = 0;
    let seed = 7;
    for (let i = 0; i < b.length; i++) {
      seed = (seed * 16807) % 2147483647;
      const noise = (seed / 2147483647) * 2 - 1;
      const t = i / b.length;
      const cutoff = 0.05 + 0.35 * Math.sin(Math.PI * t);
      lp += cutoff * (noise - lp);
      b[i] = 0.9 * lp * Math.sin(Math.PI * t);
    }
    return fadeOut(b);
  },
};

mkdirSync(out, { recursive: true });
for (const [name, make] of Object.entries(effects)) {
  const file = wav(make());
  if (file.length >= 30_000) throw new Error(`${name}.wav is ${file.length} bytes (limit 30 KB)`);
  writeFileSync(join(out, `${name}.wav`), file);
  console.log(`${name}.wav ${(file.length / 1024).toFixed(1)} KB`);
}
