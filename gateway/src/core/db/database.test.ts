import { afterAll, describe, expect, it } from 'vitest'
import { seedIfEmpty } from '../../seed/seed'
import { tempDir } from '../../testing/temp-dir'
import { openDatabase } from './database'
import { migrateAll } from '../../testing/migrate-all'

describe('database', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('creates, migrates and seeds a fresh SQLite file, then reuses it without seeding again', async () => {
    const first = openDatabase({ databaseUrl: null, dataDir: `${dir.path}/nested/data` })
    await migrateAll(first)
    expect(await seedIfEmpty(first)).toBe(true)
    const count = await first
      .selectFrom('employee')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', 1)
      .executeTakeFirstOrThrow()
    expect(count.n).toBeGreaterThanOrEqual(200)
    await first.destroy()

    const second = openDatabase({ databaseUrl: null, dataDir: `${dir.path}/nested/data` })
    await migrateAll(second)
    expect(await seedIfEmpty(second)).toBe(false)
    const users = await second.selectFrom('app_user').select('user_name').orderBy('id').execute()
    expect(users.map((u) => u.user_name)).toEqual(['admin', 'staff', 'hr', 'operator', 'manager', 'worker'])
    await second.destroy()
  })

  it('builds an organisation tree at least three levels below the company', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: `${dir.path}/nested/data` })
    const deepest = await db
      .selectFrom('organ')
      .select((eb) => eb.fn.max('level').as('level'))
      .executeTakeFirstOrThrow()
    expect(deepest.level).toBe(4)
    await db.destroy()
  })

  it('generates the same staff names on every seed', async () => {
    const other = tempDir()
    const db = openDatabase({ databaseUrl: null, dataDir: other.path })
    await migrateAll(db)
    await seedIfEmpty(db)
    const again = openDatabase({ databaseUrl: null, dataDir: `${dir.path}/nested/data` })
    const names = async (d: typeof db) =>
      (await d.selectFrom('employee').select('name').orderBy('id').limit(20).execute()).map((r) => r.name)
    expect(await names(db)).toEqual(await names(again))
    await db.destroy()
    await again.destroy()
    other.remove()
  })
})
