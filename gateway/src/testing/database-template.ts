import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { openDatabase } from '../core/db/database'
import { seedIfEmpty } from '../seed/seed'
import { adminQuery, databaseUrlOn } from './pg-admin'
import { migrateAll } from './migrate-all'

/**
 * Where the run's database templates go (named by the suite's global set-up, made by the first test gateway that needs
 * them): a migrated and seeded SQLite file in `dir`, and, on the PostgreSQL run, a database `pgDatabase` on `pgServer`.
 */
export interface TemplatePlace {
  dir: string
  pgServer: string | null
  pgDatabase: string | null
}

/** How long a test file waits for another worker to finish the templates. */
const WAIT_MS = 120_000

/**
 * Makes the templates once per run: the first caller of every worker process takes the lock file and migrates and
 * seeds them; the others wait for its "ready" file. Answers the SQLite template's path.
 */
export async function ensureTemplates(place: TemplatePlace): Promise<string> {
  const file = join(place.dir, 'portal.db')
  const ready = join(place.dir, 'ready')
  if (existsSync(ready)) return file
  let lock: number | null = null
  try {
    lock = openSync(join(place.dir, 'lock'), 'wx')
  } catch {
    // Another worker makes them.
  }
  if (lock === null) {
    for (const started = Date.now(); !existsSync(ready); await sleep(100)) {
      if (Date.now() - started > WAIT_MS)
        throw new Error(`the database templates in ${place.dir} were not ready within ${WAIT_MS} ms`)
    }
    return file
  }
  try {
    const making = join(place.dir, 'making')
    mkdirSync(making)
    const sqlite = openDatabase({ databaseUrl: null, dataDir: making })
    await migrateAll(sqlite)
    await seedIfEmpty(sqlite)
    await sqlite.destroy()
    renameSync(join(making, 'portal.db'), file)
    if (place.pgServer && place.pgDatabase) {
      await adminQuery(place.pgServer, `create database ${place.pgDatabase}`)
      const db = openDatabase({ databaseUrl: databaseUrlOn(place.pgServer, place.pgDatabase), dataDir: making })
      await migrateAll(db)
      await seedIfEmpty(db)
      await db.destroy()
    }
    writeFileSync(ready, '')
  } finally {
    closeSync(lock)
  }
  return file
}

/** Starts `dataDir`'s SQLite file as a copy of the template, unless the folder has one already. */
export function copySqliteTemplate(template: string, dataDir: string): void {
  const file = join(dataDir, 'portal.db')
  if (!existsSync(file)) copyFileSync(template, file)
}
