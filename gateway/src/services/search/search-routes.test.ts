import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { indexEmployees, refreshSearchIndex } from './directory-docs'
import { indexDoc, removeDoc } from './search-index'

interface Hit {
  kind: string
  refId: string
  title: string
  snippet: string
  appCode: string
  path: string
}
interface Group {
  kind: string
  items: Hit[]
}

// Global search through the route, on the seeded demo data (SQLite, and PostgreSQL with npm run test:pg).
describe('global search', () => {
  let gateway: TestGateway
  let admin1: string
  let admin2: string
  let staff: string
  let hr2: string

  const search = async (token: string, body: Record<string, unknown>) => {
    const answer = await gateway.post('/gateway/joyhr/web/globalSearch', body, token)
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0)
    return answer.body.result.groups as Group[]
  }
  const hits = async (token: string, body: Record<string, unknown>) =>
    (await search(token, body)).flatMap((g) => g.items)
  const employee = (tenantId: number, offset = 0) =>
    gateway.ctx.db
      .selectFrom('employee')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow()

  beforeAll(async () => {
    gateway = await startTestGateway()
    admin1 = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    admin2 = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    staff = await gateway.login('staff', 'Staff@12345')
    hr2 = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
  })
  afterAll(() => gateway.close())

  it('finds a member of staff by a part of the name, a name prefix and the job number, with the page to open', async () => {
    const person = await employee(1, 3)
    const chars = [...person.name]
    const whole = await hits(admin1, { keyword: person.name, kinds: ['staff'] })
    expect(whole[0]).toMatchObject({
      kind: 'staff',
      refId: String(person.id),
      title: person.name,
      appCode: 'ums',
      path: `/users/${person.id}`,
    })
    expect(whole[0].snippet).toContain(person.job_number)
    // A prefix shorter than a trigram (a surname), and the given name alone (not a prefix).
    expect(
      (await hits(admin1, { keyword: chars.slice(0, 1).join(''), kinds: ['staff'], limit: 20 })).every((h) =>
        h.title.startsWith(chars[0]),
      ),
    ).toBe(true)
    if (chars.length >= 3) {
      const given = chars.slice(1).join('')
      expect((await hits(admin1, { keyword: given, kinds: ['staff'], limit: 20 })).map((h) => h.refId)).toContain(
        String(person.id),
      )
    }
    const byNumber = await hits(admin1, { keyword: person.job_number.slice(1), kinds: ['staff'], limit: 20 })
    expect(byNumber.map((h) => h.refId)).toContain(String(person.id))
    expect(
      (await hits(admin1, { keyword: person.job_number.toLowerCase(), kinds: ['staff'] })).map((h) => h.refId),
    ).toContain(String(person.id))
  })

  it("never answers another tenant's staff or organisations", async () => {
    const other = await employee(2)
    expect((await hits(admin2, { keyword: other.name, kinds: ['staff'] })).map((h) => h.refId)).toContain(
      String(other.id),
    )
    const ids1 = (await gateway.ctx.db.selectFrom('employee').select('id').where('tenant_id', '=', 1).execute()).map(
      (r) => String(r.id),
    )
    for (const keyword of [other.name, other.job_number, [...other.name][0]]) {
      const found = await hits(admin1, { keyword, kinds: ['staff', 'organ'], limit: 20 })
      expect(
        found.filter((h) => h.kind === 'staff' && !ids1.includes(h.refId)),
        keyword,
      ).toEqual([])
    }
    const organ2 = await gateway.ctx.db
      .selectFrom('organ')
      .select(['id', 'name'])
      .where('tenant_id', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const organs1 = (await gateway.ctx.db.selectFrom('organ').select('id').where('tenant_id', '=', 1).execute()).map(
      (r) => String(r.id),
    )
    expect(
      (await hits(admin1, { keyword: organ2.name, kinds: ['organ'], limit: 20 })).filter(
        (h) => !organs1.includes(h.refId),
      ),
    ).toEqual([])
    expect((await hits(admin2, { keyword: organ2.name, kinds: ['organ'] })).map((h) => h.refId)).toContain(
      String(organ2.id),
    )
  })

  it('gives staff and organisations only to users who may open the staff list, and menus they may open', async () => {
    const person = await employee(2)
    // hr has no role in tenant 2: no staff list page there, so no staff, no organisations, no system menus.
    expect(await hits(hr2, { keyword: person.name })).toEqual([])
    expect((await hits(admin2, { keyword: person.name })).length).toBeGreaterThan(0)
    expect(await hits(hr2, { keyword: '人员列表' })).toEqual([])
    // staff (role Staff: 1001, 1002) sees the staff list page but not roles; the super user sees both.
    const staffList = await hits(staff, { keyword: '人员', kinds: ['menu'] })
    expect(staffList).toEqual([
      expect.objectContaining({ kind: 'menu', title: '人员列表', appCode: 'ums', path: '/users' }),
    ])
    expect(await hits(staff, { keyword: 'roles', kinds: ['menu'] })).toEqual([])
    expect((await hits(admin1, { keyword: 'roles', kinds: ['menu'] })).map((h) => h.title)).toContain('角色权限')
    // Titles follow the language.
    expect((await hits(admin1, { keyword: 'roles', kinds: ['menu'], lang: 'en' })).map((h) => h.title)).toContain(
      'Roles',
    )
    expect((await hits(staff, { keyword: (await employee(1)).name, kinds: ['staff'] })).length).toBeGreaterThan(0)
  })

  it('shows restricted documents to their readers only, and forgets removed ones', async () => {
    const body = 'The quarterly plan for the warehouse team, with the new shift times.'
    await indexDoc(gateway.ctx.db, {
      tenantId: 1,
      kind: 'notice',
      refId: 'n-search-1',
      title: 'Warehouse shifts',
      body,
      appCode: '',
      path: '/portal/messages/n-search-1',
      readers: [2],
    })
    await indexDoc(gateway.ctx.db, {
      tenantId: 1,
      kind: 'notice',
      refId: 'n-search-2',
      title: 'Warehouse picnic',
      body: 'for everyone',
      appCode: '',
      path: '/portal/messages/n-search-2',
      readers: null,
    })
    const forStaff = await hits(staff, { keyword: 'warehouse', kinds: ['notice'] })
    expect(forStaff.map((h) => h.refId).sort()).toEqual(['n-search-1', 'n-search-2'])
    expect(forStaff.find((h) => h.refId === 'n-search-1')).toMatchObject({
      appCode: '',
      path: '/portal/messages/n-search-1',
      snippet: body,
    })
    expect((await hits(admin1, { keyword: 'warehouse', kinds: ['notice'] })).map((h) => h.refId)).toEqual([
      'n-search-2',
    ])
    expect(await hits(admin2, { keyword: 'warehouse', kinds: ['notice'] })).toEqual([])
    expect((await hits(staff, { keyword: 'shift times', kinds: ['notice'] })).map((h) => h.refId)).toEqual([
      'n-search-1',
    ])
    await removeDoc(gateway.ctx.db, 1, 'notice', 'n-search-1')
    expect((await hits(staff, { keyword: 'warehouse', kinds: ['notice'] })).map((h) => h.refId)).toEqual(['n-search-2'])
  })

  it('follows a changed record after it is re-indexed', async () => {
    const person = await employee(1, 5)
    await gateway.ctx.db.updateTable('employee').set({ name: '林相如' }).where('id', '=', person.id).execute()
    await indexEmployees(gateway.ctx.db, 1, [person.id])
    expect((await hits(admin1, { keyword: '相如', kinds: ['staff'] })).map((h) => h.refId)).toEqual([String(person.id)])
    expect(
      (await hits(admin1, { keyword: person.name, kinds: ['staff'], limit: 20 })).map((h) => h.refId),
    ).not.toContain(String(person.id))
  })

  it('keeps recent views for 7 days, newest first, only pages the user may still open', async () => {
    const recent = async (token: string) =>
      (await gateway.post('/gateway/joyhr/web/globalSearch/recent', {}, token)).body.result as Array<{
        title: string
        path: string
      }>
    const view = (token: string, title: string, path: string, appCode = 'ums', kind = 'page') =>
      gateway.post('/gateway/joyhr/web/globalSearch/recordView', { kind, title, appCode, path }, token)
    const start = Date.now()
    gateway.setNow(start)
    expect((await view(staff, 'Old page', '/structure')).body.code).toBe(0)
    gateway.setNow(start + 1000)
    expect((await view(staff, 'A colleague', '/users/12', 'ums', 'staff')).body.code).toBe(0)
    gateway.setNow(start + 2000)
    expect((await view(staff, 'Roles', '/roles')).body.code).toBe(0)
    gateway.setNow(start + 3000)
    expect((await view(staff, 'A notice', '/portal/messages/x', '', 'notice')).body.code).toBe(0)
    // A later page view of the same place keeps a record's title; a page's title follows the newest view.
    gateway.setNow(start + 3500)
    expect((await view(staff, 'Staff record', '/users/12')).body.code).toBe(0)
    gateway.setNow(start + 3000)
    // staff may not open the roles page: it is not shown.
    expect((await recent(staff)).map((r) => r.title)).toEqual(['A colleague', 'A notice', 'Old page'])
    expect((await recent(staff))[0]).toMatchObject({ kind: 'staff', path: '/users/12' })
    expect(await recent(admin1)).toEqual([])
    // Sessions expire with the clock, so the views age instead: 'Old page' is now just over 7 days old.
    const age = async (title: string, ms: number) => {
      await gateway.ctx.db
        .updateTable('search_recent')
        .set({ viewed_at: start + 3000 - ms })
        .where('user_id', '=', 2)
        .where('title', '=', title)
        .execute()
    }
    await age('Old page', 7 * 24 * 3600 * 1000 + 1)
    await age('A colleague', 7 * 24 * 3600 * 1000 - 60_000)
    expect((await recent(staff)).map((r) => r.title)).toEqual(['A notice', 'A colleague'])
    expect(
      await gateway.ctx.db.selectFrom('search_recent').select('title').where('title', '=', 'Old page').execute(),
    ).toEqual([])
    expect((await view(staff, 'x', 'no-slash')).body.code).not.toBe(0)
    expect((await view(staff, 'x', '/a', 'ums', 'secret')).body.code).not.toBe(0)
  })

  it("rebuilds a tenant's staff documents at start-up when they are out of step with its records", async () => {
    const db = gateway.ctx.db
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('search_doc')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('tenant_id', '=', 2)
            .where('kind', '=', 'staff')
            .executeTakeFirstOrThrow()
        ).n,
      )
    const staff = Number(
      (
        await db
          .selectFrom('employee')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', 2)
          .executeTakeFirstOrThrow()
      ).n,
    )
    expect(await count()).toBe(staff)
    await db
      .deleteFrom('search_doc')
      .where('tenant_id', '=', 2)
      .where('kind', '=', 'staff')
      .where('ref_id', '=', String((await employee(2)).id))
      .execute()
    expect(await count()).toBe(staff - 1)
    await refreshSearchIndex(db)
    expect(await count()).toBe(staff)
    expect((await hits(admin2, { keyword: (await employee(2)).name, kinds: ['staff'] })).map((h) => h.refId)).toContain(
      String((await employee(2)).id),
    )
  })

  it('validates its input and treats wildcards as text', async () => {
    expect(
      (await gateway.post('/gateway/joyhr/web/globalSearch', { keyword: 'x', limit: 0 }, admin1)).body.code,
    ).not.toBe(0)
    expect(
      (await gateway.post('/gateway/joyhr/web/globalSearch', { keyword: 'x', kinds: ['secret'] }, admin1)).body.code,
    ).not.toBe(0)
    expect((await gateway.post('/gateway/joyhr/web/globalSearch', { keyword: 'x' })).body.code).toBe(401001)
    expect(await hits(admin1, { keyword: '   ' })).toEqual([])
    expect(await hits(admin1, { keyword: '%%%' })).toEqual([])
    expect(await hits(admin1, { keyword: '"_"' })).toEqual([])
  })
})
