import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../core/db/database'
import { migrateToLatest } from '../../../core/db/migrate'
import { seedIfEmpty } from '../../../seed/seed'
import { tempDir } from '../../../testing/temp-dir'
import { allMigrations } from '../../migrations'
import { wireGateway } from '../../../service-list'

describe('migration 103-agent-for-line-managers', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it("grants the assistant to the Manager role of a database seeded before it, once, and marks its users' permissions changed", async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    wireGateway(db)
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      const manager = await db
        .selectFrom('role')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('name_en', '=', 'Manager')
        .executeTakeFirstOrThrow()
      const grants = () =>
        db
          .selectFrom('role_function')
          .select('function_id')
          .where('role_id', '=', manager.id)
          .where('function_id', '=', '9001')
          .execute()
      const version = async () =>
        (
          await db
            .selectFrom('app_user')
            .select('perm_version')
            .where('user_name', '=', 'manager')
            .executeTakeFirstOrThrow()
        ).perm_version
      // The seed grants it to a fresh database.
      expect(await grants()).toHaveLength(1)
      // Before migration 107 the role was named in English only, as 103 looks it up.
      await db.updateTable('role').set({ name: 'Manager' }).where('id', '=', manager.id).execute()
      const migration = allMigrations()['103-agent-for-line-managers']
      await migration.down!(db)
      expect(await grants()).toEqual([])
      const before = await version()
      await migration.up(db)
      await migration.up(db)
      expect(await grants()).toHaveLength(1)
      expect(await version()).toBe(before + 1)
      // Other roles keep what they had.
      const staffRole = await db.selectFrom('role_function').select('function_id').where('role_id', '=', 3).execute()
      expect(staffRole.map((row) => row.function_id)).toEqual(['4001'])
    } finally {
      await db.destroy()
    }
  })
})
