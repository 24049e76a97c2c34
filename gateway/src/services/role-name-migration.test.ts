import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../core/db/database'
import { migrateToLatest } from '../core/db/migrate'
import { seedIfEmpty } from '../seed/seed'
import { tempDir } from '../testing/temp-dir'
import { allMigrations } from './migrations'
import { wireGateway } from '../service-list'

describe('migration 107-role-name-en', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('names the built-in roles of a database seeded before it in Chinese, keeps their English names, once', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    wireGateway(db)
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      const migration = allMigrations()['107-role-name-en']
      // A database seeded before: roles named in English only, and one an administrator named.
      await migration.down!(db)
      const names = async () =>
        (await db.selectFrom('role').select(['id', 'name']).where('tenant_id', '=', 1).orderBy('id').execute()).map(
          (role) => role.name,
        )
      expect(await names()).toEqual(['HR Manager', 'Staff', 'Report viewer', 'Manager', 'Outsourced worker'])
      await db
        .insertInto('role')
        .values({ id: 50, tenant_id: 1, name: '招聘专员', description: '' } as never)
        .execute()
      await db
        .insertInto('role')
        .values({ id: 51, tenant_id: 2, name: 'Recruiter', description: '' } as never)
        .execute()

      await migration.up(db)
      // Already run: the migrator leaves it.
      await migrateToLatest(db, allMigrations())
      const roles = await db.selectFrom('role').select(['id', 'tenant_id', 'name', 'name_en']).orderBy('id').execute()
      expect(roles).toEqual([
        { id: 1, tenant_id: 1, name: '人事经理', name_en: 'HR Manager' },
        { id: 2, tenant_id: 1, name: '员工', name_en: 'Staff' },
        { id: 3, tenant_id: 1, name: '报表查看员', name_en: 'Report viewer' },
        { id: 4, tenant_id: 1, name: '经理', name_en: 'Manager' },
        { id: 5, tenant_id: 1, name: '外包人员', name_en: 'Outsourced worker' },
        { id: 50, tenant_id: 1, name: '招聘专员', name_en: null },
        { id: 51, tenant_id: 2, name: 'Recruiter', name_en: null },
      ])
    } finally {
      await db.destroy()
    }
  })

  it('leaves a fresh database to the seed, which names its roles in both languages', async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: `${dir.path}/fresh` })
    wireGateway(db)
    try {
      await migrateToLatest(db, allMigrations())
      expect(await db.selectFrom('role').selectAll().execute()).toEqual([])
      await seedIfEmpty(db)
      const roles = await db
        .selectFrom('role')
        .select(['name', 'name_en'])
        .where('tenant_id', '=', 1)
        .orderBy('id')
        .execute()
      expect(roles).toEqual([
        { name: '人事经理', name_en: 'HR Manager' },
        { name: '员工', name_en: 'Staff' },
        { name: '报表查看员', name_en: 'Report viewer' },
        { name: '经理', name_en: 'Manager' },
        { name: '外包人员', name_en: 'Outsourced worker' },
      ])
    } finally {
      await db.destroy()
    }
  })
})
