import SQLite from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CACHED_TABLES as FIRST_TABLES } from '../db/migrations/051-change-notify'
import { CACHED_TABLES as STAFF_TABLES } from '../db/migrations/058-staff-change-notify'
import { CACHED_TABLES as FIELD_TABLES } from '../db/migrations/120-field-access-change-notify'
import { CACHED_TABLES as PLAN_TABLES } from '../db/migrations/177-plan-change-notify'
import { CACHED_TABLES as LEAVE_TABLES } from '../db/migrations/179-leave-change-notify'
import { installTestApp } from '../../testing/installed-app-row'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { CACHED_TABLES, cacheOf } from '.'
import { sessionCacheOf } from '../auth/session-cache'
import { EXTERNAL_LOOK_MS } from '../db/database'

type Tree = Array<{ code: string; name: string; children: Array<{ code: string; name: string }> }>

describe('what the gateway caches, and when it lets go', () => {
  let gateway: TestGateway
  beforeEach(async () => {
    gateway = await startTestGateway()
  })
  afterEach(async () => {
    await gateway.close()
  })

  const tree = async (token: string) =>
    (await gateway.post('/gateway/joyhr/web/elesMenu/menuTreeForPc', { lang: 'en' }, token)).body.data as Tree
  const codes = (apps: Tree) => apps.flatMap((app) => [app.code, ...app.children.map((item) => item.code)])

  it('serves repeated menu trees and sessions from memory, each tenant its own', async () => {
    const first = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const second = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    await installTestApp(gateway.ctx.db, { tenantId: 1, id: 1, code: 'probe-x', entry: 'http://127.0.0.1:5999/probe/' })
    // Both tenants' trees are cached, asked for in turns: the app installed in tenant 1 never shows in tenant 2.
    for (let round = 0; round < 2; round++) {
      expect(codes(await tree(first))).toContain('probe-x')
      expect(codes(await tree(second))).not.toContain('probe-x')
    }
    expect(cacheOf(gateway.ctx.db)!.size).toBeGreaterThan(0)
    expect(sessionCacheOf(gateway.ctx.db)!.size).toBe(2)
  })

  it('a role change is seen by the next request', async () => {
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const staff = await gateway.login('staff', 'Staff@12345')
    const before = codes(await tree(staff))
    const items = (await tree(admin))
      .filter((app) => app.code !== 'ops')
      .flatMap((app) => app.children.map((item) => item.code))
    const extra = items.find((code) => !before.includes(code))!
    expect(extra).toBeDefined()
    const role = (
      (await gateway.post('/gateway/joyhr/web/authRole/list', {}, admin)).body.result as Array<{
        id: number
        functionIds: string[]
      }>
    ).find((r) => r.id === 2)!
    expect(
      (
        await gateway.post(
          '/gateway/joyhr/web/authRole/save',
          { roleId: 2, functionIds: [...role.functionIds, extra] },
          admin,
        )
      ).body.code,
    ).toBe(0)
    expect((await gateway.post('/gateway/uac/web/permission/hasPermissionMark', {}, staff)).body.result).toBe(true)
    expect(codes(await tree(staff))).toContain(extra)
  })

  it("a write to any cached table, even one no route makes, drops the cache; so does a session's revocation", async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    const named = async () =>
      (await tree(staff)).flatMap((app) => app.children).find((item) => item.code === '1001')?.name
    expect(await named()).toBeTruthy()
    await gateway.ctx.db.updateTable('menu').set({ name_en: 'Renamed directly' }).where('code', '=', '1001').execute()
    expect(await named()).toBe('Renamed directly')
    const sessions = sessionCacheOf(gateway.ctx.db)!
    expect(sessions.size).toBe(1)
    await gateway.ctx.db.updateTable('session').set({ revoked_at: Date.now() }).execute()
    expect(sessions.size).toBe(0)
    expect((await gateway.post('/gateway/uac/web/permission/hasPermissionMark', {}, staff)).body.code).toBe(401001)
  })

  it('serves a staff page from memory until a staff table changes, and never across data ranges', async () => {
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const page = async (token: string) =>
      (await gateway.post('/gateway/ums/web/entryUser/getUserPage', { rows: 200 }, token)).body.result as {
        total: number
        rows: Array<{ id: number; name: string }>
      }
    const before = cacheOf(gateway.ctx.db)!.size
    const first = await page(admin)
    const held = cacheOf(gateway.ctx.db)!.size
    expect(held).toBeGreaterThan(before)
    expect((await page(admin)).rows).toEqual(first.rows)
    expect(cacheOf(gateway.ctx.db)!.size).toBe(held)
    const someone = first.rows[0]
    await gateway.ctx.db
      .updateTable('employee')
      .set({ name: 'Renamed in the directory' })
      .where('id', '=', someone.id)
      .execute()
    expect((await page(admin)).rows.find((row) => row.id === someone.id)!.name).toBe('Renamed in the directory')
    // The same filters asked by a user who sees only themselves get their own page, not the cached one.
    expect(
      (await gateway.post('/gateway/joyhr/web/authRole/saveDataRange', { roleId: 2, range: 'self' }, admin)).body.code,
    ).toBe(0)
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await page(staff)).rows.map((row) => row.id)).toEqual([12])
    expect((await page(admin)).total).toBe(first.total)
  })

  it('counts the organisation tree again after a staff change', async () => {
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    type Node = { staffCount: number }
    const onTheJob = async () =>
      ((await gateway.post('/gateway/ums/web/organ/organTreeList', {}, admin)).body.result as Node[]).reduce(
        (sum, node) => sum + node.staffCount,
        0,
      )
    const before = await onTheJob()
    expect(await onTheJob()).toBe(before)
    const someone = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .executeTakeFirstOrThrow()
    await gateway.ctx.db.updateTable('employee').set({ status: 2 }).where('id', '=', someone.id).execute()
    expect(await onTheJob()).toBe(before - 1)
  })

  it('the PostgreSQL triggers cover exactly the tables the cache reads', () => {
    expect([...FIRST_TABLES, ...STAFF_TABLES, ...FIELD_TABLES, ...PLAN_TABLES, ...LEAVE_TABLES].sort()).toEqual(
      [...CACHED_TABLES].sort(),
    )
  })
})

// What the embedded database (SQLite) does: run on it whatever database the suite runs on. (On PostgreSQL the trigger
// names every changed session row to every process, this one too, so a held session is read again after any update
// of it: another process's record of its use may be newer.)
describe('what the gateway caches on SQLite, and when it lets go', () => {
  let gateway: TestGateway
  beforeEach(async () => {
    gateway = await startTestGateway({ databaseUrl: null })
  })
  afterEach(async () => {
    await gateway.close()
  })

  it("the gateway's own record of a session's last use keeps the session held", async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post('/gateway/uac/web/permission/hasPermissionMark', {}, staff)).body.code).toBe(0)
    const sessions = sessionCacheOf(gateway.ctx.db)!
    expect(sessions.size).toBe(1)
    await gateway.ctx.db.updateTable('session').set({ last_active_at: Date.now() }).execute()
    expect(sessions.size).toBe(1)
  })

  it('a write by another connection (a tool, another process) is seen by the requests that come a moment later', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    const brand = async () =>
      (await gateway.app.inject({ method: 'GET', url: '/gateway/uac/sysInfo' })).json().result.sysName as string
    const tree = async () =>
      (await gateway.post('/gateway/joyhr/web/elesMenu/menuTreeForPc', { lang: 'en' }, staff)).body.data as Tree
    const named = async () => (await tree()).flatMap((app) => app.children).find((item) => item.code === '1001')?.name
    expect((await gateway.post('/gateway/uac/web/permission/hasPermissionMark', {}, staff)).body.result).toBe(false)
    await brand()
    expect(await named()).not.toBe('Renamed elsewhere')
    const other = new SQLite(`${gateway.ctx.config.dataDir}/portal.db`)
    try {
      other.prepare("update brand set sys_name = 'Renamed elsewhere' where sys_code = 'default'").run()
      other.prepare("update menu set name_en = 'Renamed elsewhere' where code = '1001'").run()
      other.prepare('update app_user set perm_version = perm_version + 1 where id = 2').run()
    } finally {
      other.close()
    }
    await new Promise((resolve) => setTimeout(resolve, EXTERNAL_LOOK_MS + 1))
    expect(await brand()).toBe('Renamed elsewhere')
    expect(await named()).toBe('Renamed elsewhere')
    expect((await gateway.post('/gateway/uac/web/permission/hasPermissionMark', {}, staff)).body.result).toBe(true)
  })
})
