// The bench's reference scene: bare Pixi 8 + GSAP spinning a 12-segment wheel on a stage the size
// of a game's. Built only by scripts/bench/scenes.bench.mjs, never part of the product bundle.
import { gsap } from 'gsap';
import { Application, Graphics } from 'pixi.js';

const app = new Application();
await app.init({ resizeTo: window, preference: 'webgl', antialias: false, backgroundAlpha: 0 });
document.body.appendChild(app.canvas);

const radius = Math.min(window.innerWidth, window.innerHeight) * 0.3;
const wheel = new Graphics();
const colors = [0xf472b6, 0x38bdf8, 0xfbbf24, 0x34d399, 0xa78bfa, 0xfb923c];
for (let i = 0; i < 12; i++) {
  const a0 = (i / 12) * Math.PI * 2;
  const a1 = ((i + 1) / 12) * Math.PI * 2;
  wheel
    .moveTo(0, 0)
    .arc(0, 0, radius, a0, a1)
    .closePath()
    .fill(colors[i % colors.length]);
}
wheel.circle(0, 0, radius * 0.12).fill(0x5b3cc4);
wheel.position.set(window.innerWidth / 2, window.innerHeight / 2);
app.stage.addChild(wheel);

/** Spins the wheel for 3 s (the ferris spin's duration); resolves when it stops. */
(window as unknown as { spin: () => Promise<void> }).spin = () =>
  new Promise((resolve) => {
    gsap.to(wheel, {
      rotation: `+=${Math.PI * 5}`,
      duration: 3,
      ease: 'power2.inOut',
      onComplete: () => resolve(),
    });
  });
// The bench times this app's draw the same way it times a game's.
(globalThis as { __PIXI_APP__?: Application }).__PIXI_APP__ = app;
(window as unknown as { ready: boolean }).ready = true;
