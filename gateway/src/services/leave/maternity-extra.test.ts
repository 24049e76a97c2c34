import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addFemaleStaff, FEMALE_STAFF } from '../../testing/female-staff'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { dayPlansOf } from '../scheduling'
import { extendedSpan } from './maternity-extra'

const APPLY = '/gateway/vacation/web/leave/apply'
const EXTRA = '/gateway/vacation/web/leave/maternityExtra'
const EXTRA_LIST = '/gateway/vacation/web/leave/maternityExtraList'
const EXTRA_DETAIL = '/gateway/vacation/web/leave/maternityExtraDetail'
const DETAIL = '/gateway/vacation/web/leave/detail'
const BALANCES = '/gateway/vacation/web/leave/balances'
const FORM = '/gateway/workflow/web/approveForm'

const year = new Date().getUTCFullYear() + 1
/** The first Monday of March next year, and the days after it. */
const monday = (() => {
  const d = new Date(Date.UTC(year, 2, 1))
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1)
  return d
})()
const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10)

describe('supplementary maternity leave', () => {
  let gateway: TestGateway
  let staff: string
  let manager: string
  let hr: string
  /** Approves as the manager, then as HR while the workflow still runs (leave over 3 days has an HR step). */
  const approve = async (instanceId: string) => {
    let answer = await gateway.post(`${FORM}/resolve`, { instanceId }, manager)
    if (answer.body.result?.status === 'running') answer = await gateway.post(`${FORM}/resolve`, { instanceId }, hr)
    return answer.body.result?.status
  }
  const maternity = async () =>
    (await gateway.post(BALANCES, { year }, staff)).body.result.find(
      (b: { typeCode: string }) => b.typeCode === 'maternity',
    )
  const apply = (typeCode: string, from: number, to: number) =>
    gateway.post(
      APPLY,
      { typeCode, startDate: day(from), startHalf: 'am', endDate: day(to), endHalf: 'pm', reason: 'Birth' },
      staff,
    )

  beforeAll(async () => {
    gateway = await startTestGateway()
    // Maternity leave is women's: a female colleague of `staff` (a man) with the same line manager asks.
    await addFemaleStaff(gateway.ctx.db)
    staff = await gateway.login(FEMALE_STAFF.userName, FEMALE_STAFF.password)
    manager = await gateway.login('manager', 'Manager@12345')
    hr = await gateway.login('hr', 'Hr@123456789')
  })
  afterAll(() => gateway.close())

  it('moves the end of a leave on by working days', async () => {
    // The default calendar: March has no public holiday in China.
    const plans = await dayPlansOf(gateway.ctx.db, 1, null, day(0), day(20))
    expect(
      extendedSpan({ startDate: day(0), startHalf: 'am', endDate: day(4), endHalf: 'pm' }, 3, plans),
    ).toMatchObject({ endDate: day(9), endHalf: 'pm' })
    expect(
      extendedSpan({ startDate: day(0), startHalf: 'am', endDate: day(4), endHalf: 'am' }, 1, plans),
    ).toMatchObject({ endDate: day(7), endHalf: 'pm' })
  })

  it("is refused on a pending, a non-maternity or another person's leave, and outside 1 to 30 days", async () => {
    const pending = (await apply('maternity', 0, 9)).body.result
    const en = { 'accept-language': 'en' }
    expect((await gateway.post(EXTRA, { id: pending.id, days: 5, reason: 'Twins' }, staff, en)).body).toMatchObject({
      code: 410115,
      msg: 'Supplementary maternity leave can only be asked for an approved maternity leave of your own',
    })
    expect(await approve(pending.instanceId)).toBe('approved')
    expect((await gateway.post(EXTRA, { id: pending.id, days: 5, reason: 'Twins' }, manager)).body.code).toBe(410115)
    expect((await gateway.post(EXTRA, { id: pending.id, days: 0, reason: 'Twins' }, staff, en)).body).toMatchObject({
      code: 410116,
      msg: 'Supplementary maternity leave must be 1 to 30 days',
    })
    expect((await gateway.post(EXTRA, { id: pending.id, days: 31, reason: 'Twins' }, staff)).body.code).toBe(410116)
    expect((await gateway.post(EXTRA, { id: pending.id, days: 5 }, staff)).body.code).not.toBe(0)
    const annual = (await apply('annual', 21, 21)).body.result
    expect(await approve(annual.instanceId)).toBe('approved')
    expect((await gateway.post(EXTRA, { id: annual.id, days: 2, reason: 'Twins' }, staff)).body.code).toBe(410115)
  })

  it('extends the leave by calendar days, as maternity leave counts, and uses them when approved; nothing while pending or when rejected', async () => {
    const leave = (await gateway.post(DETAIL, { id: await latestMaternity() }, staff)).body.result
    // Ten calendar days, the weekend in the middle counted.
    expect(leave).toMatchObject({ endDate: day(9), days: 10, status: 'approved' })
    expect(await maternity()).toMatchObject({ used: 10 })
    const rejected = (await gateway.post(EXTRA, { id: leave.id, days: 3, reason: 'Difficult birth' }, staff)).body
      .result
    expect(rejected).toMatchObject({ status: 'pending', endDate: day(12) })
    expect((await gateway.post(EXTRA, { id: leave.id, days: 3, reason: 'Again' }, staff)).body.code).toBe(410117)
    expect(
      (
        await gateway.post(
          `${FORM}/reject`,
          { instanceId: rejected.instanceId, comment: 'Certificate missing' },
          manager,
        )
      ).body.result.status,
    ).toBe('rejected')
    expect((await gateway.post(DETAIL, { id: leave.id }, staff)).body.result).toMatchObject({
      endDate: day(9),
      days: 10,
    })
    const asked = (await gateway.post(EXTRA, { id: leave.id, days: 5, reason: 'Twins, with the certificate' }, staff))
      .body.result
    // While it waits: its applicant, its approver and a workflow admin read it, with the end the leave would get
    // (who else may see a workflow: workflow/detail canView; another tenant: tenant-isolation/hr-work.test.ts).
    const waiting = {
      id: asked.id,
      requestId: leave.id,
      days: 5,
      status: 'pending',
      leave: { endDate: day(9), days: 10 },
      newEndDate: day(14),
    }
    expect((await gateway.post(EXTRA_DETAIL, { id: asked.id }, staff)).body.result).toMatchObject(waiting)
    expect((await gateway.post(EXTRA_DETAIL, { id: asked.id }, manager)).body.result).toMatchObject({
      ...waiting,
      applicantName: expect.any(String),
    })
    const admin = await gateway.login('admin', 'Admin@12345')
    expect((await gateway.post(EXTRA_DETAIL, { id: asked.id }, admin)).body.result).toMatchObject(waiting)
    expect(
      (
        await gateway.post(EXTRA_DETAIL, { id: '00000000-0000-4000-8000-000000000000' }, staff, {
          'accept-language': 'en',
        })
      ).body,
    ).toMatchObject({ code: 410118, msg: 'The supplementary maternity leave does not exist' })
    expect(await approve(asked.instanceId)).toBe('approved')
    expect((await gateway.post(EXTRA_DETAIL, { id: asked.id }, staff)).body.result).toMatchObject({
      status: 'approved',
      leave: { endDate: day(14), days: 15 },
      newEndDate: null,
    })
    expect((await gateway.post(DETAIL, { id: leave.id }, staff)).body.result).toMatchObject({
      endDate: day(14),
      endHalf: 'pm',
      days: 15,
    })
    expect(await maternity()).toMatchObject({ used: 15 })
    const list = (await gateway.post(EXTRA_LIST, { id: leave.id }, staff)).body.result
    expect(list.map((r: { status: string }) => r.status).sort()).toEqual(['approved', 'rejected'])
    // The longer leave may not run into another leave: the annual leave on day 21.
    expect((await gateway.post(EXTRA, { id: leave.id, days: 10, reason: 'More' }, staff)).body.code).toBe(410102)
  })

  async function latestMaternity(): Promise<string> {
    const row = await gateway.ctx.db
      .selectFrom('leave_request')
      .select('id')
      .where('type_code', '=', 'maternity')
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow()
    return row.id
  }
})
