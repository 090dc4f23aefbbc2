import { TextStyle, type TextStyleOptions } from 'pixi.js';
import { colors } from '@/lib/theme';

/** The scene font (self-hosted Fredoka, loaded by the shell's CSS). */
export const SCENE_FONT = 'Fredoka Variable';

/**
 * Resolves once the scene font can be drawn on a canvas: canvas text does not wait for webfonts,
 * so the frame awaits this before mounting a scene.
 */
export async function loadSceneFonts(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  try {
    await Promise.all([
      document.fonts.load(`500 32px "${SCENE_FONT}"`, '0123456789×÷=+ABCabc'),
      document.fonts.load(`700 32px "${SCENE_FONT}"`, '0123456789×÷=+ABCabc'),
    ]);
  } catch {
    // A missing font falls back to the system font; the game still works.
  }
}

/** Options for `textStyle`. */
export interface TextLook {
  size?: number;
  color?: string;
  weight?: '500' | '600' | '700';
  stroke?: string;
  strokeWidth?: number;
  align?: 'left' | 'center' | 'right';
  wrap?: number;
  shadow?: boolean;
}

/** A Fredoka text style; sizes are design px (≥ 24 for anything a child reads). */
export function textStyle(look: TextLook = {}): TextStyle {
  const options: TextStyleOptions = {
    fontFamily: [SCENE_FONT, 'Nunito Variable', 'system-ui', 'sans-serif'],
    fontSize: look.size ?? 28,
    fontWeight: look.weight ?? '600',
    fill: look.color ?? colors.ink,
    align: look.align ?? 'center',
  };
  if (look.stroke) options.stroke = { color: look.stroke, width: look.strokeWidth ?? 6, join: 'round' };
  if (look.wrap) {
    options.wordWrap = true;
    options.wordWrapWidth = look.wrap;
  }
  if (look.shadow)
    options.dropShadow = { color: '#000000', alpha: 0.35, blur: 4, distance: 3, angle: Math.PI / 2 };
  return new TextStyle(options);
}
