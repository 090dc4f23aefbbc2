import { extend } from '@pixi/react';
// Our CSP forbids eval (no 'unsafe-eval'); this module makes Pixi build its shaders and uniform
// syncs without it.
import 'pixi.js/unsafe-eval';
import { Container, Graphics, Text } from 'pixi.js';

// Teach @pixi/react only the display objects scenes use (keeps the JSX catalogue small).
// Workarounds of Pixi bugs live in ./pixi-patches (installed by SceneHost).
extend({ Container, Graphics, Text });

export type { FederatedPointerEvent } from 'pixi.js';
/** Pixi classes scenes may use for refs and drawing callbacks. */
export { Container, Graphics, Text };
