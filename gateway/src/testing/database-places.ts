import { build } from 'esbuild'
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { inject } from 'vitest'
import { bundleOwnPackages } from '../../../scripts/build-cli.mjs'
import { type DatabaseTarget, openDatabase } from '../core/db/database'
import type { Db } from '../core/db/types'
import { seedIfEmpty } from '../seed/seed'
import { copySqliteTemplate, ensureTemplates } from './database-template'
import { migrateAll } from './migrate-all'
import { createTestDatabase, testServerUrl } from './pg-database'

// Databases for tests that run gateway code in a child process and kill it (a rollover, a payroll calculation): a
// seeded database on the run's engine, a copy of it, and the child's code bundled.

/** A database for a test: where it is, and its removal. */
export interface Place {
  target: DatabaseTarget
  drop(): Promise<void>
}

/**
 * `node` runs the file `entry` (a child's .ts file) bundled, until `remove`; inside the gateway folder, where node
 * resolves the workspace's packages (as testing/build-cli.ts does).
 */
export async function bundleChild(entry: string): Promise<{ file: string; remove(): void }> {
  const dir = mkdtempSync(join(import.meta.dirname, '../../.cli-test-'))
  const file = join(dir, 'child.mjs')
  await build({
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    plugins: [bundleOwnPackages],
  })
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * A migrated and seeded database as the test gateways get it: on the PostgreSQL run (`npm run test:pg`) a database on
 * that server, else a SQLite file in a folder of `root`; both a copy of the run's template.
 */
export async function seededPlace(root: string): Promise<Place> {
  const server = testServerUrl()
  const templates = inject('databaseTemplates')
  const template = templates ? await ensureTemplates(templates) : null
  let place: Place
  if (server) {
    const pg = await createTestDatabase(server, templates?.pgServer === server ? templates.pgDatabase : null)
    place = { target: { databaseUrl: pg.url, dataDir: root }, drop: pg.drop }
  } else {
    const dataDir = mkdtempSync(join(root, 'db-'))
    if (template) copySqliteTemplate(template, dataDir)
    place = {
      target: { databaseUrl: null, dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const db = openDatabase(place.target)
  await migrateAll(db)
  await seedIfEmpty(db)
  await db.destroy()
  return place
}

/** A copy of the place's database as it is now (nothing may have it open). */
export async function copyOf(place: Place, root: string): Promise<Place> {
  const { databaseUrl } = place.target
  if (databaseUrl) {
    const server = testServerUrl() as string
    // The server may still count the closed connections for a moment: copying waits for them to go.
    for (let attempt = 1; ; attempt++) {
      try {
        const pg = await createTestDatabase(server, new URL(databaseUrl).pathname.slice(1))
        return { target: { databaseUrl: pg.url, dataDir: root }, drop: pg.drop }
      } catch (error) {
        if (attempt >= 50) throw error
        await sleep(100)
      }
    }
  }
  const dataDir = mkdtempSync(join(root, 'copy-'))
  for (const suffix of ['', '-wal']) {
    const file = join(place.target.dataDir, `portal.db${suffix}`)
    if (existsSync(file)) copyFileSync(file, join(dataDir, `portal.db${suffix}`))
  }
  return { target: { databaseUrl: null, dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) }
}

/** Opens the place's database for the test (to be destroyed by it). */
export const openPlace = (place: Place): Db => openDatabase(place.target)
