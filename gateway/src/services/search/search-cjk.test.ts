import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

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

// One- and two-character Chinese words through the global search route, on the seeded demo data
// (SQLite, and PostgreSQL when TEST_DATABASE_URL names a server).
describe('global search of short Chinese words', () => {
  let gateway: TestGateway
  let admin1: string
  let admin2: string
  let staff: string
  let hr1: string
  let clock = Date.now()

  const hits = async (token: string, body: Record<string, unknown>) => {
    const answer = await gateway.post('/gateway/joyhr/web/globalSearch', body, token)
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0)
    return (answer.body.result.groups as Group[]).flatMap((group) => group.items)
  }
  const menuTitles = async (token: string, keyword: string) =>
    (await hits(token, { keyword, kinds: ['menu'], limit: 20 })).map((hit) => hit.title)
  const noticeIds = async (token: string, keyword: string) =>
    (await hits(token, { keyword, kinds: ['notice'], limit: 20 })).map((hit) => hit.refId)
  const publish = async (token: string, body: Record<string, unknown>): Promise<string> => {
    gateway.setNow(++clock)
    const answer = await gateway.post(
      '/gateway/message/web/notice/publish',
      { audience: { type: 'tenant' }, ...body },
      token,
    )
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0)
    return answer.body.result.id as string
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    admin1 = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    admin2 = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    staff = await gateway.login('staff', 'Staff@12345')
    hr1 = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
  })
  afterAll(() => gateway.close())

  it('finds the pages whose title contains a two- or one-character word, only those the user may open', async () => {
    expect(await menuTitles(staff, '假期')).toContain('我的假期')
    expect(await menuTitles(staff, '考勤')).toContain('我的考勤')
    expect(await menuTitles(staff, '勤')).toContain('我的考勤')
    // Every page of the attendance app holds its name (考勤假期): those titled with the word come first.
    expect((await menuTitles(staff, '考勤'))[0]).toBe('我的考勤')
    // Team and department attendance are not the Staff role's pages; the super user opens them all.
    expect(await menuTitles(staff, '考勤')).not.toContain('部门考勤')
    expect(await menuTitles(admin1, '考勤')).toEqual(
      expect.arrayContaining(['我的考勤', '团队考勤', '部门考勤', '考勤组']),
    )
  })

  it('finds the leave page by what people call asking for leave and by a leave type', async () => {
    const leave = await hits(staff, { keyword: '请假', kinds: ['menu'] })
    expect(leave).toContainEqual(
      expect.objectContaining({ kind: 'menu', title: '我的假期', appCode: 'kaoqin', path: '/leave' }),
    )
    expect(await menuTitles(staff, '年假')).toContain('我的假期')
    expect(await menuTitles(admin1, '请假')).toEqual(expect.arrayContaining(['我的假期', '请假表']))
    // In English the page keeps its own title.
    expect((await hits(staff, { keyword: '请假', kinds: ['menu'], lang: 'en' })).map((hit) => hit.title)).toContain(
      'My leave',
    )
  })

  it('finds announcements containing a short word for their readers and their publisher, in their tenant only', async () => {
    const everyone = await publish(admin1, { title: '五一放假安排', body: '<p>五一期间的年假可与调休连用。</p>' })
    const forStaff = await publish(admin1, {
      title: '请假流程更新',
      body: '<p>自下月起请假需提前三天提交。</p>',
      audience: { type: 'users', ids: [2] },
    })
    const elsewhere = await publish(admin2, { title: '北京分公司年假说明', body: '<p>年假按司龄计算。</p>' })

    expect(await noticeIds(staff, '年假')).toContain(everyone)
    expect(await noticeIds(staff, '请假')).toContain(forStaff)
    expect(await noticeIds(staff, '假')).toEqual(expect.arrayContaining([everyone, forStaff]))
    const snippet = (await hits(staff, { keyword: '年假', kinds: ['notice'], limit: 20 })).find(
      (hit) => hit.refId === everyone,
    )?.snippet
    expect(snippet).toContain('年假')
    // hr is in the tenant but not among the recipients of the second one.
    expect(await noticeIds(hr1, '年假')).toContain(everyone)
    expect(await noticeIds(hr1, '请假')).not.toContain(forStaff)
    expect(await noticeIds(hr1, '假')).not.toContain(forStaff)
    // The publisher is not a recipient, yet finds it and opens it.
    expect(await noticeIds(admin1, '请假')).toContain(forStaff)
    const opened = await gateway.post('/gateway/message/web/notice/getNoticeById', { id: forStaff }, admin1)
    expect(opened.body).toMatchObject({
      code: 0,
      result: { id: forStaff, title: '请假流程更新', read: true, confirmInMs: 0 },
    })
    expect(opened.body.result.body).toContain('提前三天')
    expect((await gateway.post('/gateway/message/web/notice/getNoticeById', { id: forStaff }, hr1)).body.code).not.toBe(
      0,
    )
    // Each tenant finds its own.
    expect(await noticeIds(admin1, '年假')).not.toContain(elsewhere)
    expect(await noticeIds(admin2, '年假')).toEqual([elsewhere])
    expect(await noticeIds(admin2, '假')).toEqual([elsewhere])
    expect(
      (await gateway.post('/gateway/message/web/notice/getNoticeById', { id: elsewhere }, admin1)).body.code,
    ).not.toBe(0)
  })

  it("finds staff by two characters of a given name, and keeps another tenant's staff out", async () => {
    const person = await gateway.ctx.db
      .selectFrom('employee')
      .select(['id', 'name'])
      .where('tenant_id', '=', 1)
      .orderBy('id')
      .offset(9)
      .limit(1)
      .executeTakeFirstOrThrow()
    const other = await gateway.ctx.db
      .selectFrom('employee')
      .select(['id', 'name'])
      .where('tenant_id', '=', 2)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow()
    const chars = [...person.name]
    const given = chars.slice(-2).join('')
    expect((await hits(admin1, { keyword: given, kinds: ['staff'], limit: 20 })).map((hit) => hit.refId)).toContain(
      String(person.id),
    )
    const ids1 = new Set(
      (await gateway.ctx.db.selectFrom('employee').select('id').where('tenant_id', '=', 1).execute()).map((row) =>
        String(row.id),
      ),
    )
    for (const keyword of [[...other.name].slice(-2).join(''), [...other.name].slice(-1).join('')]) {
      const found = await hits(admin1, { keyword, kinds: ['staff'], limit: 20 })
      expect(
        found.filter((hit) => !ids1.has(hit.refId)),
        keyword,
      ).toEqual([])
    }
  })
})
