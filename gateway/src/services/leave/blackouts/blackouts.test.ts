import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { leaveCodes } from '../errors'

const V = '/gateway/vacation/web'
const en = { 'accept-language': 'en' }
const STAFF_USER = 2
const year = new Date().getUTCFullYear() + 1
/** The first Monday of March next year, and the days after it. */
const monday = (() => {
  const d = new Date(Date.UTC(year, 2, 2))
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1)
  return d
})()
const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
const leave = (from: number, to: number, typeCode = 'annual') => ({
  typeCode,
  startDate: day(from),
  startHalf: 'am',
  endDate: day(to),
  endHalf: 'pm',
  reason: 'Trip',
})

describe('blackout periods', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  /** The staff member's department, its parent, and a department that does not hold them. */
  let own: number
  let parent: number
  let other: number
  const post = async (path: string, body: object, token: string) =>
    (await gateway.post(`${V}/${path}`, body, token, en)).body
  const period = (extra: object = {}) => ({
    startDate: day(0),
    endDate: day(4),
    reason: 'Year-end close',
    typeCodes: null,
    organIds: null,
    ...extra,
  })
  const save = (extra: object = {}, token = hr) => post('blackout/save', period(extra), token)
  const remove = (id: string) => post('blackout/remove', { id }, hr)

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    const mine = await gateway.ctx.db
      .selectFrom('app_user')
      .innerJoin('employee', 'employee.id', 'app_user.employee_id')
      .innerJoin('organ', 'organ.id', 'employee.organ_id')
      .select(['organ.id', 'organ.parent_id'])
      .where('app_user.id', '=', STAFF_USER)
      .executeTakeFirstOrThrow()
    own = mine.id
    parent = mine.parent_id!
    const organs = await gateway.ctx.db
      .selectFrom('organ')
      .select(['id', 'parent_id'])
      .where('tenant_id', '=', 1)
      .execute()
    const holds = (id: number): boolean => {
      const organ = organs.find((o) => o.id === id)
      return id === own || (organ?.parent_id != null && holds(organ.parent_id))
    }
    other = organs.find((o) => o.parent_id !== null && !holds(o.id) && o.id !== parent)!.id
  }, 60_000)
  afterAll(() => gateway.close())

  it('refuses a period ending before it starts, without a reason, or naming an unknown type or department', async () => {
    expect((await save({ endDate: day(-1) })).code).toBe(leaveCodes.blackoutDates)
    expect((await save({ startDate: `${year}-02-30` })).code).toBe(leaveCodes.blackoutDates)
    const blank = await save({ reason: '   ' })
    expect(blank).toMatchObject({ code: leaveCodes.blackoutReason, msg: 'A blackout period needs a reason' })
    expect((await save({ typeCodes: ['annual', 'nosuch'] })).msg).toContain('nosuch')
    expect((await save({ typeCodes: ['nosuch'] })).code).toBe(leaveCodes.unknownType)
    const tenantTwo = await gateway.ctx.db
      .selectFrom('organ')
      .select('id')
      .where('tenant_id', '=', 2)
      .executeTakeFirstOrThrow()
    expect((await save({ organIds: [tenantTwo.id] })).code).toBe(leaveCodes.organNotFound)
    expect((await save({ id: '00000000-0000-4000-8000-000000000000' })).code).toBe(leaveCodes.blackoutNotFound)
    expect(await post('blackout/list', { past: true }, hr)).toMatchObject({ code: 0, result: [] })
  })

  it('lets HR create, change and delete a period, each change written to the audit log; not staff', async () => {
    expect((await save({}, staff)).code).not.toBe(0)
    expect((await post('blackout/list', {}, staff)).code).not.toBe(0)
    const created = await save({ typeCodes: ['annual', 'annual'], organIds: [own] })
    expect(created.result).toMatchObject({ typeCodes: ['annual'], organIds: [own], reason: 'Year-end close' })
    const id = created.result.id
    const changed = await save({ id, reason: 'Audit week', endDate: day(1) })
    expect(changed.result).toMatchObject({ id, reason: 'Audit week', endDate: day(1), typeCodes: null, organIds: null })
    expect((await post('blackout/list', {}, hr)).result.map((p: { id: string }) => p.id)).toEqual([id])
    expect((await remove(id)).code).toBe(0)
    expect((await remove(id)).code).toBe(leaveCodes.blackoutNotFound)
    const audit = await gateway.ctx.db
      .selectFrom('bridge_audit')
      .select('method')
      .where('tenant_id', '=', 1)
      .where('method', 'like', 'vacation.blackout.%')
      .orderBy('at')
      .execute()
    expect(audit.map((row) => row.method)).toEqual([
      'vacation.blackout.create',
      'vacation.blackout.change',
      'vacation.blackout.delete',
    ])
  })

  it('refuses a leave of a closed type touching a period, naming it, and warns of it in the preview', async () => {
    const { result } = await save({ typeCodes: ['annual'], startDate: day(3), endDate: day(3) })
    // The leave ends on the period's only day, in the morning: it touches it.
    const refused = await post('leave/apply', { ...leave(2, 3), endHalf: 'am' }, staff)
    expect(refused.code).toBe(leaveCodes.blackout)
    expect(refused.msg).toBe(
      `Annual leave cannot be requested from ${day(3)} to ${day(3)} (blackout period: Year-end close)`,
    )
    const zh = await gateway.post(`${V}/leave/apply`, leave(3, 3), staff, { 'accept-language': 'zh-CN' })
    expect(zh.body.msg).toBe(`${day(3)} 至 ${day(3)} 为禁休期（Year-end close），不能申请年假`)
    const preview = await post('leave/preview', leave(2, 4), staff)
    expect(preview.result.blackouts).toEqual([{ startDate: day(3), endDate: day(3), reason: 'Year-end close' }])
    expect((await post('leave/preview', leave(0, 2), staff)).result.blackouts).toEqual([])
    // Another type, and the days beside the period, stay open.
    expect((await post('leave/apply', leave(3, 3, 'sick'), staff)).code).toBe(0)
    expect((await post('leave/apply', leave(0, 1), staff)).code).toBe(0)
    await remove(result.id)
  })

  it("closes a department's periods to its staff and its sub-departments' staff only", async () => {
    const ofOther = await save({ organIds: [other], startDate: day(7), endDate: day(11) })
    expect((await post('leave/preview', leave(7, 7), staff)).result.blackouts).toEqual([])
    const ofParent = await save({ organIds: [other, parent], startDate: day(8), endDate: day(8), reason: 'Move' })
    const refused = await post('leave/apply', leave(7, 8), staff)
    expect(refused).toMatchObject({ code: leaveCodes.blackout })
    expect(refused.msg).toContain('Move')
    await remove(ofParent.result.id)
    expect((await post('leave/apply', leave(7, 8), staff)).code).toBe(0)
    await remove(ofOther.result.id)
  })

  it('refuses sending a rejected leave again once a period closes its days', async () => {
    const manager = await gateway.login('manager', 'Manager@12345')
    const form = (event: string, instanceId: string, token: string) =>
      gateway.post(`/gateway/workflow/web/approveForm/${event}`, { instanceId, comment: 'No' }, token, en)
    const asked = await post('leave/apply', leave(21, 21), staff)
    expect((await form('reject', asked.result.instanceId, manager)).body.code).toBe(0)
    const closed = await save({ startDate: day(21), endDate: day(22) })
    const again = await form('repeatCommit', asked.result.instanceId, staff)
    expect(again.body).toMatchObject({ code: leaveCodes.blackout })
    expect(again.body.msg).toContain('Year-end close')
    await remove(closed.result.id)
    expect((await form('repeatCommit', asked.result.instanceId, staff)).body.code).toBe(0)
  })

  it("keeps each tenant's periods to itself", async () => {
    const two = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    const theirs = await save({ startDate: day(14), endDate: day(18) }, two)
    expect(theirs.code).toBe(0)
    expect((await post('blackout/list', {}, hr)).result).toEqual([])
    expect((await post('leave/apply', leave(14, 14), staff)).code).toBe(0)
    expect((await post('blackout/remove', { id: theirs.result.id }, hr)).code).toBe(leaveCodes.blackoutNotFound)
    expect((await save({ id: theirs.result.id }, hr)).code).toBe(leaveCodes.blackoutNotFound)
    expect((await post('blackout/list', {}, two)).result).toHaveLength(1)
  })
})
