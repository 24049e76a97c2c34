import { defineConfig } from 'vitest/config'

/** The PostgreSQL suite: the same gateway on a real server (needs TEST_DATABASE_URL). */
export default defineConfig({
  test: { include: ['gateway/src/**/*.pg-test.ts'], environment: 'node', testTimeout: 30000 },
})
