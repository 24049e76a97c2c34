import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { defineConfig } from 'vitest/config'

const SOURCE = resolve(import.meta.dirname, 'gateway/src')
/** The two modules that put a test gateway on PostgreSQL when asked (GATEWAY_TEST_ON_PG below). */
const ON_PG = ['testing/test-gateway.ts', 'testing/pg-database.ts'].map((file) => join(SOURCE, file))

/** The file an import's resolved path names: `x.ts` (as written or added), or a folder's `x/index.ts`. */
function moduleFile(path: string): string {
  if (path.endsWith('.ts')) return path
  const folderIndex = join(path, 'index.ts')
  return !existsSync(`${path}.ts`) && existsSync(folderIndex) ? folderIndex : `${path}.ts`
}

/** The gateway's TypeScript files with their text and the files each imports by a relative path. */
function sources(): Map<string, { text: string; imports: string[] }> {
  const files = (readdirSync(SOURCE, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(SOURCE, file))
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8')
      const specifiers = [...text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1])
      return [file, { text, imports: specifiers.map((specifier) => moduleFile(resolve(dirname(file), specifier))) }]
    }),
  )
}

/**
 * The mark of a test file whose subject is not the database (an image analysis, the timing of a request path) though
 * it goes through a test gateway: the line says why, and which PostgreSQL test covers the rows it touches.
 */
const SQLITE_ENOUGH = '// Database-independent:'

/**
 * The test files that run on PostgreSQL in this run (those marked database-independent aside): the PostgreSQL-only ones, those naming the server themselves, and
 * those that reach test-gateway or pg-database through their imports. The others (a parser, a formula, a message
 * signature) open no database on the server and ran already.
 */
function testsOnPg(): string[] {
  const files = sources()
  const reaching = new Set(ON_PG)
  for (let grew = true; grew; ) {
    grew = false
    for (const [file, { imports }] of files) {
      if (!reaching.has(file) && imports.some((target) => reaching.has(target))) {
        reaching.add(file)
        grew = true
      }
    }
  }
  return [...files]
    .filter(
      ([file, { text }]) =>
        file.endsWith('.pg-test.ts') ||
        (file.endsWith('.test.ts') &&
          !text.includes(SQLITE_ENOUGH) &&
          (reaching.has(file) || text.includes('TEST_DATABASE_URL'))),
    )
    .map(([file]) => relative(import.meta.dirname, file))
    .sort()
}

/**
 * The gateway suite again on PostgreSQL (`npm run test:pg`): every test gateway gets a fresh
 * database on the server TEST_DATABASE_URL names; the *.pg-test.ts files add PostgreSQL-only checks.
 */
export default defineConfig({
  test: {
    include: testsOnPg(),
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    // One module graph per worker, and every test gateway a copy of the run's migrated and seeded template database
    // (see vitest.config.ts).
    isolate: false,
    // Two workers at least (Vitest's default is one on a 2-core machine): a test waits on the server most of its time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['gateway/src/testing/global-setup.ts'],
    env: { GATEWAY_TEST_ON_PG: '1' },
    testTimeout: 30000,
    // The run's first test gateway migrates and seeds both templates inside its hook (testing/database-template.ts).
    hookTimeout: 120_000,
    // One retry, listed at the end of the run when it was needed (see vitest.config.ts).
    retry: 1,
    reporters: ['default', './tests/support/retry-report.ts'],
  },
})
