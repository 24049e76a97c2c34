import { readFileSync } from 'node:fs'
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

export default defineConfig({
  resolve: { alias: sources },
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    testTimeout: 20000,
    projects: [
      {
        extends: true,
        test: {
          name: 'gateway',
          include: GATEWAY,
          // The gateway's test files share one module graph per worker: each imports every service, and importing them
          // again per file cost more than the tests. Each test gateway has its own database, clock and integrations.
          isolate: false,
          // The migrated and seeded database every test gateway copies.
          globalSetup: ['gateway/src/testing/global-setup.ts'],
        },
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
        },
      },
    ],
  },
})
