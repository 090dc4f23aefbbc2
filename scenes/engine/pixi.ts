import { extend } from '@pixi/react';
import { Container, Graphics, Text } from 'pixi.js';

// Teach @pixi/react only the display objects scenes use (keeps the JSX catalogue small).
extend({ Container, Graphics, Text });

export type { FederatedPointerEvent } from 'pixi.js';
/** Pixi classes scenes may use for refs and drawing callbacks. */
export { Container, Graphics, Text };
