import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../core/db/database'
import { migrateToLatest } from '../../../core/db/migrate'
import { seedIfEmpty } from '../../../seed/seed'
import { wireGateway } from '../../../service-list'
import { tempDir } from '../../../testing/temp-dir'
import { allMigrations } from '../../migrations'

describe('migration 160-tenant-access-function', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('grants Tenant access once to each role that manages roles, and to no other role', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    wireGateway(db)
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      const roles = await db.selectFrom('role').select('id').where('tenant_id', '=', 1).orderBy('id').execute()
      const [managing, other] = roles.map((role) => role.id)
      await db
        .deleteFrom('role_function')
        .where('role_id', 'in', [managing, other])
        .where('function_id', 'in', ['1003', '1014'])
        .execute()
      await db.insertInto('role_function').values({ role_id: managing, function_id: '1003' }).execute()
      const holders = async (functionId: string) =>
        (await db.selectFrom('role_function').select('role_id').where('function_id', '=', functionId).execute()).map(
          (row) => row.role_id,
        )
      const migration = allMigrations()['160-tenant-access-function']
      await migration.down!(db)
      await migration.up(db)
      await migration.up(db)
      expect((await holders('1014')).filter((id) => id === managing)).toEqual([managing])
      expect(await holders('1014')).not.toContain(other)
      expect((await holders('1014')).sort()).toEqual((await holders('1003')).sort())
    } finally {
      await db.destroy()
    }
  })
})
