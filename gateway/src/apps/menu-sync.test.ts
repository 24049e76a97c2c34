import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../core/db/database'
import { migrateAll } from '../testing/migrate-all'
import type { Db } from '../core/db/types'
import { seedIfEmpty } from '../seed/seed'
import { sourceManifests } from '../testing/source-manifests'
import { tempDir } from '../testing/temp-dir'
import { startTestGateway, type TestGateway } from '../testing/test-gateway'
import { readFileSync } from 'node:fs'
import { parseManifest, type AppManifestFile } from './manifests'
import { syncManifestMenus } from './menu-sync'
import { manifestProblems } from './registry'

const bi = (): AppManifestFile => sourceManifests().find((m) => m.code === 'bi')!

describe('manifest menus', () => {
  const dir = tempDir()
  let db: Db
  const menusOf = (appCode: string) =>
    db.selectFrom('menu').selectAll().where('app_code', '=', appCode).orderBy('id').execute()
  beforeAll(async () => {
    db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    await migrateAll(db)
    await seedIfEmpty(db, { demo: false })
  })
  afterAll(async () => {
    await db.destroy()
    dir.remove()
  })

  it('gives a fresh database every item of a manifest in its order, with its fixed ids', async () => {
    expect((await menusOf('bi')).map((row) => [row.id, row.parent_id, row.code, row.sort])).toEqual([
      [10, null, 'bi', 16],
      [11, 10, '4001', 1],
      [12, 10, '4004', 2],
      [953, 10, '4002', 3],
      [954, 10, '4003', 4],
    ])
    const item = await db.selectFrom('menu').selectAll().where('code', '=', '4002').executeTakeFirstOrThrow()
    expect(item).toMatchObject({
      app_code: 'bi',
      name_zh: '应用性能',
      name_en: 'App performance',
      link_url: '/performance',
      type: 2,
      auth_flag: 1,
      open_type: 1,
    })
  })

  it('changes nothing on the next start, and brings a row that differs from its manifest back to it', async () => {
    const before = await db.selectFrom('menu').selectAll().orderBy('id').execute()
    await syncManifestMenus(db, [bi(), bi()])
    expect(await db.selectFrom('menu').selectAll().orderBy('id').execute()).toEqual(before)
    await db.updateTable('menu').set({ name_en: 'Web vitals', sort: 9 }).where('code', '=', '4002').execute()
    await syncManifestMenus(db, [bi()])
    expect(await db.selectFrom('menu').selectAll().orderBy('id').execute()).toEqual(before)
  })

  it('adds the entry and its items for an app that has no menu yet', async () => {
    const manifest: AppManifestFile = {
      ...bi(),
      code: 'leave',
      name: 'leave',
      titleZh: '请假',
      titleEn: 'Leave',
      menus: [
        { functionId: '7901', link: '/requests', title: { 'zh-CN': '请假单', en: 'Requests' }, keepAlive: false },
      ],
    }
    await syncManifestMenus(db, [manifest])
    const [entry, item] = await menusOf('leave')
    expect(entry).toMatchObject({ parent_id: null, code: 'leave', name_en: 'Leave', link_url: '/leave', type: 1 })
    expect(item).toMatchObject({
      parent_id: entry.id,
      code: '7901',
      link_url: '/requests',
      sort: 1,
      item_attr: '{"mutp":"1","muShow":1,"keepAlive":false}',
    })
  })

  it("does not add a functionId that is already a button or another app's item, and names each for the operators", async () => {
    const count = async () => (await db.selectFrom('menu').select('id').execute()).length
    const before = await count()
    const clash: AppManifestFile = {
      ...bi(),
      menus: [
        { functionId: '100202', link: '/export', title: { 'zh-CN': '导出', en: 'Export' } },
        { functionId: '9001', link: '/list', title: { 'zh-CN': '列表', en: 'List' } },
      ],
    }
    const logged: string[] = []
    await syncManifestMenus(db, [clash], (line) => logged.push(line))
    expect(await count()).toBe(before)
    expect(manifestProblems.find((p) => p.file === 'apps/bi-report/manifest.json')).toEqual({
      file: 'apps/bi-report/manifest.json',
      refused: false,
      errors: [
        expect.objectContaining({
          path: 'menus[0].functionId',
          key: 'functionIdTaken',
          message: '"100202" is already a button\'s function',
        }),
        expect.objectContaining({
          path: 'menus[1].functionId',
          key: 'functionIdTaken',
          message: '"9001" is already a function of app "agent"',
        }),
      ],
    })
    expect(logged).toHaveLength(1)
  })

  it('the sub-app template claims functions no seeded menu or button holds, so its page is added', async () => {
    const raw = JSON.parse(readFileSync(new URL('../../../subapp-template/manifest.json', import.meta.url), 'utf8'))
    const template = parseManifest(raw, 'template', 'first') as AppManifestFile
    await syncManifestMenus(db, [template])
    const items = await db
      .selectFrom('menu')
      .select(['code', 'app_code'])
      .where(
        'code',
        'in',
        template.menus.map((m) => m.functionId),
      )
      .execute()
    expect(items).toEqual(template.menus.map((m) => ({ code: m.functionId, app_code: 'template' })))
  })
})

describe('the app performance menu (4002)', () => {
  let gateway: TestGateway
  const MENU = '/gateway/joyhr/web/elesMenu/menuTreeForPc'
  const biItems = async (token: string) => {
    const entries: Array<{ code: string; children: Array<{ code: string }> }> = (
      await gateway.post(MENU, { lang: 'en' }, token)
    ).body.data
    return entries.find((entry) => entry.code === 'bi')?.children.map((item) => item.code) ?? []
  }
  beforeAll(async () => {
    gateway = await startTestGateway()
    await syncManifestMenus(gateway.ctx.db, sourceManifests())
  })
  afterAll(() => gateway.close())

  it('is shown to the super user and not to the HR manager, whose role does not hold it', async () => {
    // The seeded payroll cost report (4004) comes before the pages the manifest adds.
    expect(await biItems(await gateway.login('admin', 'Admin@12345'))).toEqual(['4001', '4004', '4002', '4003'])
    expect(await biItems(await gateway.login('hr', 'Hr@123456789'))).toEqual(['4001', '4004'])
  })
})
