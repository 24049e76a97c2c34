import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../core/db/types'
import { startTestGateway, type TestGateway } from '../testing/test-gateway'
import { firstPartyCatalogue, firstPartyManifests } from './first-party-manifests'
import type { AppManifestFile } from './manifests'
import { syncManifestMenus } from './menu-sync'

const MENU = '/gateway/joyhr/web/elesMenu/menuTreeForPc'

/** Takes a page, its buttons and every grant of them out, as in a database made before the page existed. */
async function withoutPage(db: Db, code: string): Promise<void> {
  const item = await db.selectFrom('menu').select('id').where('code', '=', code).executeTakeFirstOrThrow()
  const buttons = await db.selectFrom('menu_button').select('function_id').where('menu_id', '=', item.id).execute()
  await db
    .deleteFrom('role_function')
    .where('function_id', 'in', [code, ...buttons.map((b) => b.function_id)])
    .execute()
  await db.deleteFrom('menu_button').where('menu_id', '=', item.id).execute()
  await db.deleteFrom('menu').where('id', '=', item.id).execute()
}

describe('the grants of a page the menu sync adds', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  }, 60_000)
  afterAll(() => gateway.close())

  const holdersOf = async (functionId: string) =>
    (
      await gateway.ctx.db
        .selectFrom('role_function')
        .select('role_id')
        .where('function_id', '=', functionId)
        .orderBy('role_id')
        .execute()
    ).map((row) => row.role_id)
  const versionsOf = async (roles: number[]) =>
    (
      await gateway.ctx.db
        .selectFrom('user_role')
        .innerJoin('app_user', 'app_user.id', 'user_role.user_id')
        .select(['app_user.id', 'app_user.perm_version'])
        .where('user_role.role_id', 'in', roles)
        .orderBy('app_user.id')
        .execute()
    ).map((u) => [u.id, Number(u.perm_version)])

  it('gives the page and its buttons to the roles holding its grantWith function in every tenant, once, with a new permission version', async () => {
    const db = gateway.ctx.db
    // Quick query (8702, button 870201) goes to the roles that edit dictionaries; Leave types (8011) to HR's time off in lieu.
    for (const [page, holding, functions] of [
      ['8702', '870101', ['8702', '870201']],
      ['8011', '801001', ['8011']],
    ] as const) {
      await withoutPage(db, page)
      const roles = await holdersOf(holding)
      expect(roles.length).toBeGreaterThan(0)
      const before = await versionsOf(roles)
      await syncManifestMenus(db, firstPartyManifests(true))
      await syncManifestMenus(db, firstPartyManifests(true))
      for (const functionId of functions) expect([functionId, await holdersOf(functionId)]).toEqual([functionId, roles])
      expect(await versionsOf(roles)).toEqual(before.map(([id, version]) => [id, version + 1]))
    }
  })

  it('gives a page granted with a list of functions to the roles holding any of them: the team leave calendar to managers and HR', async () => {
    const db = gateway.ctx.db
    await withoutPage(db, '8014')
    const managers = await holdersOf('8006')
    const hr = await holdersOf('8011')
    expect(hr.filter((role) => !managers.includes(role)).length).toBeGreaterThan(0)
    await syncManifestMenus(db, firstPartyManifests(true))
    expect(await holdersOf('8014')).toEqual([...new Set([...managers, ...hr])].sort((a, b) => a - b))
  })

  it('leaves a page an administrator took from a role taken: only a page new to the database is granted', async () => {
    const db = gateway.ctx.db
    const roles = await holdersOf('8011')
    await db.deleteFrom('role_function').where('function_id', '=', '8011').where('role_id', '=', roles[0]).execute()
    await syncManifestMenus(db, firstPartyManifests(true))
    expect(await holdersOf('8011')).toEqual(roles.slice(1))
  })
})

describe("a page added to an app's manifest.json alone", () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  }, 60_000)
  afterAll(() => gateway.close())

  it('appears in the menu tree of a role holding its function, with no migration', async () => {
    const salary = firstPartyCatalogue().find((m) => m.code === 'salary')!
    const withPage: AppManifestFile = {
      ...salary,
      menus: [
        ...salary.menus,
        {
          functionId: '8230',
          id: 630,
          link: '/forecast',
          title: { 'zh-CN': '薪资预测', en: 'Payroll forecast' },
          grantWith: '820101',
          buttons: [{ functionId: '823001', id: 630, title: { 'zh-CN': '编辑预测', en: 'Edit forecasts' } }],
        },
      ],
    }
    await syncManifestMenus(gateway.ctx.db, [withPage])
    const token = await gateway.login('hr', 'Hr@123456789')
    const entries: Array<{ code: string; children: Array<{ code: string; name: string; linkUrl?: string }> }> = (
      await gateway.post(MENU, { lang: 'en' }, token)
    ).body.data
    const items = entries.find((entry) => entry.code === 'salary')!.children
    expect(items.at(-1)).toMatchObject({ code: '8230', name: 'Payroll forecast' })
    const staff = await gateway.login('staff', 'Staff@12345')
    const staffEntries: Array<{ code: string; children: Array<{ code: string }> }> = (
      await gateway.post(MENU, { lang: 'en' }, staff)
    ).body.data
    expect(
      staffEntries.find((entry) => entry.code === 'salary')?.children.map((item) => item.code) ?? [],
    ).not.toContain('8230')
  })
})
