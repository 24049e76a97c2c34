import { defineConfig } from 'vitest/config'

/**
 * The gateway suite again on PostgreSQL (`npm run test:pg`): every test gateway gets a fresh
 * database on the server TEST_DATABASE_URL names; the *.pg-test.ts files add PostgreSQL-only checks.
 */
export default defineConfig({
  test: {
    include: ['gateway/src/**/*.test.ts', 'gateway/src/**/*.pg-test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    // One module graph per worker, and every test gateway a copy of the run's migrated and seeded template database
    // (see vitest.config.ts).
    isolate: false,
    globalSetup: ['gateway/src/testing/global-setup.ts'],
    env: { GATEWAY_TEST_ON_PG: '1' },
    testTimeout: 30000,
    hookTimeout: 30000,
  },
})
