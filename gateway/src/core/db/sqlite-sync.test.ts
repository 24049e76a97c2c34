import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { tempDir } from '../../testing/temp-dir'
import { openDatabase } from './database'

describe("the SQLite file's durability setting", () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('opens in WAL mode with synchronous NORMAL by default, and FULL when the configuration asks', async () => {
    const synchronous = async (sqliteSync?: 'normal' | 'full') => {
      const db = openDatabase({ databaseUrl: null, dataDir: dir.path, sqliteSync })
      try {
        const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)
        const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db)
        return [mode.rows[0].journal_mode, sync.rows[0].synchronous]
      } finally {
        await db.destroy()
      }
    }
    // SQLite's numbers: 1 NORMAL, 2 FULL.
    expect(await synchronous()).toEqual(['wal', 1])
    expect(await synchronous('full')).toEqual(['wal', 2])
    expect(await synchronous('normal')).toEqual(['wal', 1])
  })
})
