import { defineConfig } from 'vitest/config';

/**
 * API tests: the real supabase-js client over HTTP against the embedded server (tests/api), each file
 * with its own server process and fresh database. MATHPOP_TEST_PG_URL (npm run test:api:pg) runs the
 * same suite against PostgreSQL instead of PGlite.
 */
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/api/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // supabase-js needs a global WebSocket, which Node 20 has only behind this flag.
    execArgv: ['--experimental-websocket'],
  },
});
