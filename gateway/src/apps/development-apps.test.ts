import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../core/db/database'
import type { Db } from '../core/db/types'
import { migrateAll } from '../testing/migrate-all'
import { seedIfEmpty } from '../seed/seed'
import { sourceManifests } from '../testing/source-manifests'
import { tempDir } from '../testing/temp-dir'
import { appsForMode, removeAppMenus } from './development-apps'
import { syncManifestMenus } from './menu-sync'

describe('development apps', () => {
  const dir = tempDir()
  let db: Db
  const manifests = sourceManifests()
  beforeAll(async () => {
    db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    await migrateAll(db)
    await seedIfEmpty(db, { demo: true })
  })
  afterAll(async () => {
    await db.destroy()
    dir.remove()
  })

  it('runs every app in demo mode, and all but the UI gallery in production', () => {
    const codes = (list: Array<{ code: string }>) => list.map((m) => m.code)
    expect(codes(appsForMode(manifests, true).run)).toEqual(codes(manifests))
    const production = appsForMode(manifests, false)
    expect(codes(production.leftOut)).toEqual(['gallery'])
    expect(codes(production.run)).toEqual(codes(manifests).filter((code) => code !== 'gallery'))
  })

  it("removes a development app's menus added before, with its grants, and leaves every other menu as it was", async () => {
    const gallery = manifests.find((m) => m.code === 'gallery')!
    await syncManifestMenus(db, [gallery])
    const galleryRows = await db.selectFrom('menu').select(['id', 'code']).where('app_code', '=', 'gallery').execute()
    expect(galleryRows.map((row) => row.code).sort()).toEqual(['1010', 'gallery'])
    const role = await db.selectFrom('role').select('id').executeTakeFirstOrThrow()
    await db.insertInto('role_function').values({ role_id: role.id, function_id: '1010' }).execute()
    const others = await db.selectFrom('menu').selectAll().where('app_code', '!=', 'gallery').orderBy('id').execute()
    const otherGrants = await db.selectFrom('role_function').selectAll().where('function_id', '!=', '1010').execute()

    await removeAppMenus(db, ['gallery'])
    expect(await db.selectFrom('menu').select('id').where('app_code', '=', 'gallery').execute()).toEqual([])
    expect(await db.selectFrom('role_function').select('role_id').where('function_id', '=', '1010').execute()).toEqual(
      [],
    )
    expect(await db.selectFrom('menu').selectAll().where('app_code', '!=', 'gallery').orderBy('id').execute()).toEqual(
      others,
    )
    expect(await db.selectFrom('role_function').selectAll().where('function_id', '!=', '1010').execute()).toEqual(
      otherGrants,
    )
    // Nothing left to remove: a second start changes nothing.
    await removeAppMenus(db, ['gallery'])
    expect(await db.selectFrom('menu').selectAll().orderBy('id').execute()).toEqual(others)
  })
})
