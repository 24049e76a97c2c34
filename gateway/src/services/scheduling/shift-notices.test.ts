import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const P = '/gateway/paiban/web'
const year = new Date().getUTCFullYear() + 1
/** A month of next year, so the seeded roster of this month is not involved. */
const month = `${year}-03`

describe('scheduling messages: a published roster, a changed shift and a decided swap tell the people concerned', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  const people: Record<string, { user: number; employee: number }> = {}
  let root: number

  /** The notices queued for the portal of a kind: to whom, their link and subject. */
  const portalNotices = async (kind: string) =>
    (
      await gateway.ctx.db
        .selectFrom('notify_delivery')
        .select(['user_id', 'link', 'subject', 'body', 'lang'])
        .where('tenant_id', '=', 1)
        .where('kind', '=', kind)
        .where('channel', '=', 'portal')
        .orderBy('created_at')
        .orderBy('user_id')
        .execute()
    ).map((row) => ({ ...row, user_id: Number(row.user_id) }))
  const clear = () => gateway.ctx.db.deleteFrom('notify_delivery').execute()

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    for (const name of ['staff', 'hr', 'manager', 'admin']) {
      const row = await gateway.ctx.db
        .selectFrom('app_user')
        .select(['id', 'employee_id'])
        .where('user_name', '=', name)
        .executeTakeFirstOrThrow()
      people[name] = { user: row.id, employee: row.employee_id ?? 0 }
    }
    root = (
      await gateway.ctx.db
        .selectFrom('organ')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow()
    ).id
  })
  afterAll(() => gateway.close())

  it('publishing a roster tells each person planned that month, and nobody else', async () => {
    const set = (who: string, day: string, shiftId: number) =>
      gateway.post(`${P}/shift/set`, { organId: root, employeeId: people[who].employee, day, shiftId }, hr)
    expect((await set('staff', `${month}-02`, 1)).body.code).toBe(0)
    expect((await set('staff', `${month}-03`, 2)).body.code).toBe(0)
    expect((await set('staff', `${month}-04`, 0)).body.code).toBe(0)
    expect((await set('hr', `${month}-02`, 3)).body.code).toBe(0)
    // Changes before the roster is published tell nobody.
    expect(await portalNotices('shiftChanged')).toEqual([])
    expect((await gateway.post(`${P}/shift/roster`, { organId: root, month }, hr)).body.result.publishedAt).toBeNull()

    const published = await gateway.post(`${P}/shift/publish`, { organId: root, month }, hr)
    expect(published.body.result.people).toBe(2)
    const notices = await portalNotices('rosterPublished')
    expect(notices.map((n) => n.user_id).sort()).toEqual([people.staff.user, people.hr.user].sort())
    expect(notices.every((n) => n.link === '/portal/paiban/swaps')).toBe(true)
    // The staff member works two days (the third is a rest day), in their language.
    const mine = notices.find((n) => n.user_id === people.staff.user)!
    expect(mine.body).toContain(mine.lang === 'en' ? 'you have shifts on 2 days' : '您本月有 2 天排班')
    expect((await gateway.post(`${P}/shift/roster`, { organId: root, month }, hr)).body.result.publishedAt).toBe(
      published.body.result.publishedAt,
    )
    // A member of staff may not publish.
    expect((await gateway.post(`${P}/shift/publish`, { organId: root, month }, staff)).body.code).not.toBe(0)
  })

  it("changing a published person's shift tells them what it was and what it is, and nobody else", async () => {
    await clear()
    const en = { 'accept-language': 'en' }
    const set = (day: string, shiftId: number) =>
      gateway.post(`${P}/shift/set`, { organId: root, employeeId: people.staff.employee, day, shiftId }, hr, en)
    expect((await set(`${month}-02`, 1)).body.code).toBe(0)
    expect(await portalNotices('shiftChanged')).toEqual([])
    expect((await set(`${month}-02`, 4)).body.code).toBe(0)
    const changed = await portalNotices('shiftChanged')
    expect(changed.map((n) => n.user_id)).toEqual([people.staff.user])
    expect(changed[0].subject).toMatch(new RegExp(`${month}-02`))
    expect(changed[0].body).toMatch(changed[0].lang === 'en' ? /from "Day" to "Night"/ : /由「白班」改为「夜班」/)

    // A week pattern over the month tells the published person how many of their days changed.
    await clear()
    const fill = await gateway.post(
      `${P}/shift/fillWeek`,
      {
        organId: root,
        month,
        employeeIds: [people.staff.employee, people.manager.employee],
        week: [1, 1, 1, 1, 1, 0, 0],
      },
      hr,
    )
    expect(fill.body.code).toBe(0)
    const rearranged = await portalNotices('shiftChanged')
    expect(rearranged.map((n) => n.user_id)).toEqual([people.staff.user])
  })

  it('a decided swap tells both people, linked to the swap', async () => {
    await clear()
    const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10)
    const group = {
      name: 'Counter',
      calendarId: 1,
      mode: 'roster',
      week: [0, 0, 0, 0, 0, 0, 0],
      organIds: [],
      employeeIds: [people.staff.employee, people.hr.employee],
      places: [],
    }
    expect((await gateway.post(`${P}/group/save`, group, hr)).body.code).toBe(0)
    for (const [who, shiftId] of [
      ['staff', 1],
      ['hr', 3],
    ] as const)
      await gateway.post(`${P}/shift/set`, { organId: root, employeeId: people[who].employee, day, shiftId }, hr)
    const swap = (
      await gateway.post(
        `${P}/swap/apply`,
        { day, otherEmployeeId: people.hr.employee, otherDay: day, reason: 'Family visit' },
        staff,
      )
    ).body.result
    expect(await portalNotices('swapDecided')).toEqual([])
    expect((await gateway.post(`${P}/swap/answer`, { id: swap.id, agree: false }, hr)).body.result.status).toBe(
      'rejected',
    )
    const decided = await portalNotices('swapDecided')
    expect(decided.map((n) => n.user_id).sort()).toEqual([people.staff.user, people.hr.user].sort())
    expect(decided.every((n) => n.link === `/portal/paiban/swaps/${swap.id}`)).toBe(true)
    expect(decided[0].subject).toMatch(decided[0].lang === 'en' ? /not approved/ : /调班未通过/)
  })
})
