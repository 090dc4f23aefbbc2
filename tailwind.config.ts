import { colors, fonts, radii } from './src/lib/theme';

/** Tailwind theme built from the shared tokens in src/lib/theme.ts. */
export default {
  theme: {
    extend: {
      colors: {
        primary: { DEFAULT: colors.primary, dark: colors.primaryDark, soft: colors.primarySoft },
        buy: { DEFAULT: colors.buy, hover: colors.buyHover },
        correct: { DEFAULT: colors.correct, soft: colors.correctSoft },
        wrong: { DEFAULT: colors.wrong, soft: colors.wrongSoft },
        sun: { DEFAULT: colors.sun, dark: colors.sunDark },
        ink: { DEFAULT: colors.ink, soft: colors.inkSoft },
        paper: colors.paper,
        cloud: colors.cloud,
        skeleton: colors.skeleton,
      },
      fontFamily: { display: fonts.display, body: fonts.body },
      borderRadius: { card: `${radii.lg}px`, blob: `${radii.xl}px` },
    },
  },
};
