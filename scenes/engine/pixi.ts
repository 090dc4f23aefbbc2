import { extend } from '@pixi/react';
// Our CSP forbids eval (no 'unsafe-eval'); this module makes Pixi build its shaders and uniform
// syncs without it.
import 'pixi.js/unsafe-eval';
// The browser extensions scenes use, imported here because SceneHost turns off Pixi's own loading of
// all of them (`manageImports: false`, which would also fetch filters): the accessibility overlay,
// pointer events, and DOM containers (kept as in Pixi's browser set). Pixi's index already registers the
// renderer's masks, texture sources and spritesheets.
import 'pixi.js/accessibility';
import 'pixi.js/events';
import 'pixi.js/dom';
import { Container, Graphics, Text } from 'pixi.js';

// Teach @pixi/react only the display objects scenes use (keeps the JSX catalogue small).
// Workarounds of Pixi bugs live in ./pixi-patches (installed by SceneHost).
extend({ Container, Graphics, Text });

export type { FederatedPointerEvent } from 'pixi.js';
/** Pixi classes scenes may use for refs and drawing callbacks. */
export { Container, Graphics, Text };
