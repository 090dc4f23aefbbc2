import { defineConfig } from 'vitest/config';

/** API tests: the real supabase-js client over HTTP against the embedded server (tests/api). */
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    passWithNoTests: true,
  },
});
