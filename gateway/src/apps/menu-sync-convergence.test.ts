import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db, MenuButtonTable, MenuTable } from '../core/db/types'
import { startTestGateway, type TestGateway } from '../testing/test-gateway'
import { firstPartyManifests } from './first-party-manifests'
import { syncManifestMenus } from './menu-sync'
// The menu and button rows of a database made before the menus moved into the manifests: seeded by the seed files of
// that time before its newer apps and pages existed, then brought forward by the menu migrations of that time (new rows
// numbered above the highest, the shift table moved, the dashboard put first) and by the start's manifest menus.
import oldShape from './fixtures/old-shape-menus.json'

/** The menus without their row ids (a database brought forward numbered its rows its own way): parents by code. */
async function menusOf(db: Db) {
  const menus = await db.selectFrom('menu').selectAll().execute()
  const codeOf = new Map(menus.map((row) => [row.id, row.code]))
  const buttons = await db.selectFrom('menu_button').selectAll().execute()
  return {
    menus: menus
      .map(({ id: _id, parent_id, ...row }) => ({ ...row, parent: parent_id === null ? null : codeOf.get(parent_id) }))
      .sort((a, b) => `${a.parent}/${a.code}`.localeCompare(`${b.parent}/${b.code}`)),
    buttons: buttons
      .map(({ id: _id, menu_id, ...row }) => ({ ...row, item: codeOf.get(menu_id) }))
      .sort((a, b) => a.function_id.localeCompare(b.function_id)),
  }
}

async function replaceMenus(db: Db, menus: MenuTable[], buttons: MenuButtonTable[]): Promise<void> {
  await db.deleteFrom('menu_button').execute()
  await db.deleteFrom('menu').where('parent_id', 'is not', null).execute()
  await db.deleteFrom('menu').execute()
  await db
    .insertInto('menu')
    .values(menus.filter((row) => row.parent_id === null))
    .execute()
  await db
    .insertInto('menu')
    .values(menus.filter((row) => row.parent_id !== null))
    .execute()
  await db.insertInto('menu_button').values(buttons).execute()
}

describe('the first-party menu sync on a database made before it', () => {
  let gateway: TestGateway
  let fresh: Awaited<ReturnType<typeof menusOf>>
  beforeAll(async () => {
    gateway = await startTestGateway()
    // What a demo start adds to the seeded menus: the development tools'.
    await syncManifestMenus(gateway.ctx.db, firstPartyManifests(true))
    fresh = await menusOf(gateway.ctx.db)
  }, 60_000)
  afterAll(() => gateway.close())

  it('ends with the menus and buttons of a fresh database, and a second start changes nothing', async () => {
    const db = gateway.ctx.db
    await replaceMenus(db, oldShape.menu as MenuTable[], oldShape.menu_button as MenuButtonTable[])
    expect(await menusOf(db)).not.toEqual(fresh)
    await syncManifestMenus(db, firstPartyManifests(true))
    expect(await menusOf(db)).toEqual(fresh)
    const rows = async () => [
      await db.selectFrom('menu').selectAll().orderBy('id').execute(),
      await db.selectFrom('menu_button').selectAll().orderBy('id').execute(),
    ]
    const once = await rows()
    await syncManifestMenus(db, firstPartyManifests(true))
    expect(await rows()).toEqual(once)
  })
})
