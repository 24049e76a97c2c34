import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Workspace packages are tested from their sources: each export of bridge/package.json that has an
// `hr-portal:source` condition is aliased to that source file (an alias, not a resolve condition, so npm
// packages keep resolving as Node resolves them).
const bridge = JSON.parse(readFileSync(new URL('./bridge/package.json', import.meta.url), 'utf8'))
const sources = Object.entries(bridge.exports as Record<string, string | Record<string, string>>).flatMap(
  ([subpath, target]) =>
    typeof target === 'object' && target['hr-portal:source']
      ? [
          {
            find: new RegExp(`^@hr-portal/bridge${subpath.slice(1).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
            replacement: fileURLToPath(new URL(`./bridge/${target['hr-portal:source']}`, import.meta.url)),
          },
        ]
      : [],
)

const GATEWAY = ['gateway/src/**/*.test.ts']
/**
 * The gateway's files that measure time (an event loop never held 100 ms, a request answered within its bound, a code
 * request's timing): they run after the others, one at a time, so no other test file competes for the cores then.
 */
const TIMED = [
  'gateway/src/services/accounts/captcha/drawing.test.ts',
  'gateway/src/services/message/code-timing.test.ts',
  'gateway/src/services/message/public-work.test.ts',
  'gateway/src/services/dirsync/callback-body.test.ts',
  'gateway/src/integrations/messaging/directory/xml.test.ts',
  'gateway/src/services/personnel/org-chart/chart-routes.test.ts',
  'gateway/src/services/tax/withhold-scale.test.ts',
  'gateway/src/services/files/import/spreadsheet-limits.test.ts',
  'gateway/src/services/agent/model-stream.test.ts',
]
/** The gateway's projects: the files share one module graph per worker and copy one migrated, seeded database. */
const gateway = {
  // The gateway's test files share one module graph per worker: each imports every service, and importing them
  // again per file cost more than the tests. Each test gateway has its own database, clock and integrations.
  isolate: false,
  // The migrated and seeded database every test gateway copies.
  globalSetup: ['gateway/src/testing/global-setup.ts'],
}

export default defineConfig({
  resolve: { alias: sources },
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    testTimeout: 20000,
    // One retry, as in the end-to-end suite: a test that fails twice fails the run; one that passes on its retry is
    // listed at the end of the run (tests/support/retry-report.ts), so a flaky test shows without failing CI.
    retry: 1,
    reporters: ['default', './tests/support/retry-report.ts'],
    // A test gateway's start on a busy machine (the PostgreSQL suite and the type check run beside); the run's first one
    // also migrates and seeds the database templates (testing/database-template.ts, which waits as long for them).
    hookTimeout: 120_000,
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine, where the files that wait
    // (a spawned CLI, a notice stream, a timed code) then hold up all the others. Two at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'gateway',
          include: GATEWAY,
          exclude: ['**/node_modules/**', '**/dist/**', ...TIMED],
          ...gateway,
        },
      },
      {
        extends: true,
        test: { name: 'gateway-timed', include: TIMED, maxWorkers: 1, sequence: { groupOrder: 1 }, ...gateway },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: [
            '**/src/**/*.test.ts',
            '**/src/**/*.test.tsx',
            'vendors/*/{server,shared,web}/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/dist/**', ...GATEWAY],
          // Each file in a VM context of its own, in processes that last the run: as isolated as a process a file
          // (the default), without starting one and loading jsdom and React again for every file (a third of the CPU).
          pool: 'vmForks',
          setupFiles: ['tests/support/vm-file.ts'],
        },
      },
    ],
  },
})
