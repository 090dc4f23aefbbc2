import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/** Unit tests: pure logic beside its module (src, scenes, server). */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: [
        'src/**/*.test.{ts,tsx}',
        'scenes/**/*.test.{ts,tsx}',
        'server/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      environment: 'node',
      setupFiles: ['src/i18n/testSetup.ts'],
    },
  }),
);
