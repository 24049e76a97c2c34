import { defineConfig } from 'vitest/config'

// Workspace packages are tested from their sources (bridge/package.json's `hr-portal:source` export condition).
// Vite's default conditions, after it.
const source = 'hr-portal:source'

export default defineConfig({
  resolve: { conditions: [source, 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: [source, 'module', 'node', 'development|production'] } },
  test: {
    include: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx', 'tests/unit/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    testTimeout: 20000,
  },
})
