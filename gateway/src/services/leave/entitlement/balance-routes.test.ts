import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addFemaleStaff, FEMALE_STAFF } from '../../../testing/female-staff'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

const V = '/gateway/vacation/web'
const en = { 'accept-language': 'en' }
const year = new Date().getUTCFullYear()
const STAFF_USER = 2

describe('leave balances for HR and the request form', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let manager: string
  let organId: number
  const post = async (path: string, body: object, token: string) =>
    (await gateway.post(`${V}/${path}`, body, token, en)).body

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
    organId = (
      await gateway.ctx.db
        .selectFrom('organ')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow()
    ).id
  }, 60_000)
  afterAll(() => gateway.close())

  it('shows no one a type they may never take: maternity leave to a man, paternity leave to a woman', async () => {
    const codes = async (token: string) =>
      (await post('leave/balances', {}, token)).result.map((balance: { typeCode: string }) => balance.typeCode)
    expect(await codes(staff)).toEqual(['annual', 'sick', 'paternity', 'toil'])
    expect(await codes(hr)).toEqual(['annual', 'sick', 'maternity', 'toil'])
  })

  it('previews what a leave across New Year takes from each year and what each has left', async () => {
    const asked = {
      typeCode: 'annual',
      startDate: `${year}-12-28`,
      startHalf: 'am',
      endDate: `${year + 1}-01-08`,
      endHalf: 'pm',
    }
    const preview = await post('leave/preview', asked, staff)
    expect(preview.code).toBe(0)
    const { days, parts } = preview.result
    expect(parts.map((part: { year: number }) => part.year)).toEqual([year, year + 1])
    expect(parts[0].amount + parts[1].amount).toBe(days)
    expect(parts[1]).toMatchObject({ left: 10 })
    // Maternity leave counts calendar days: a week is seven.
    const woman = { ...asked, typeCode: 'maternity', startDate: `${year + 1}-03-02`, endDate: `${year + 1}-03-08` }
    expect((await post('leave/preview', woman, hr)).result).toMatchObject({
      days: 7,
      parts: [{ year: year + 1, amount: 7 }],
    })
  })

  it("shows the request's years to its approver, not to another member of staff", async () => {
    const applied = await post(
      'leave/apply',
      {
        typeCode: 'annual',
        startDate: `${year}-12-30`,
        startHalf: 'am',
        endDate: `${year + 1}-01-05`,
        endHalf: 'pm',
        reason: 'Trip',
      },
      staff,
    )
    expect(applied.code).toBe(0)
    const seen = await post('leave/requestYears', { id: applied.result.id }, manager)
    expect(seen.code).toBe(0)
    expect(seen.result.parts.map((part: { year: number }) => part.year)).toEqual([year, year + 1])
    expect(seen.result.parts.reduce((sum: number, part: { amount: number }) => sum + part.amount, 0)).toBe(
      applied.result.days,
    )
    // A colleague of the same manager may not.
    await addFemaleStaff(gateway.ctx.db)
    const colleague = await gateway.login(FEMALE_STAFF.userName, FEMALE_STAFF.password)
    expect((await post('leave/requestYears', { id: applied.result.id }, colleague)).code).toBe(410105)
  })

  it("lists the staff's balances for HR, and refuses staff without the page", async () => {
    const page = await post('leaveBalance/page', { organId, year, typeCode: 'annual', rows: 200 }, hr)
    expect(page.code).toBe(0)
    expect(page.result.total).toBeGreaterThan(1)
    const mine = page.result.rows.find((row: { userId: number }) => row.userId === STAFF_USER)
    expect(mine).toMatchObject({ typeCode: 'annual', unit: 'day', total: 10 })
    expect((await post('leaveBalance/page', { organId, year }, staff)).code).toBe(403001)
  })

  it('adjusts balances with a reason, several people at once, never below zero, each change in the ledger', async () => {
    const refused = await post(
      'leaveBalance/adjust',
      { userIds: [STAFF_USER], typeCode: 'annual', year, amount: -50, reason: 'Too much' },
      hr,
    )
    expect(refused.code).toBe(410142)
    expect(refused.msg).toMatch(/^The adjustment would leave -\d+(\.\d+)? of Annual leave in \d{4}/)
    expect(
      (
        await post(
          'leaveBalance/adjust',
          { userIds: [STAFF_USER], typeCode: 'annual', year, amount: 0, reason: 'x' },
          hr,
        )
      ).code,
    ).toBe(410143)
    const done = await post(
      'leaveBalance/adjust',
      { userIds: [STAFF_USER, 3], typeCode: 'annual', year, amount: 1.5, reason: 'Long service award' },
      hr,
    )
    expect(done).toMatchObject({ code: 0, result: { adjusted: 2 } })
    const ledger = await post('leaveBalance/ledger', { userId: STAFF_USER, typeCode: 'annual', year }, hr)
    expect(ledger.result.at(-1)).toMatchObject({
      kind: 'adjust',
      amount: 1.5,
      reason: 'Long service award',
      byName: expect.any(String),
    })
    expect(ledger.result[0]).toMatchObject({ kind: 'grant', amount: 10, byName: null })
    // An account without a staff record here (the administrator) is out of range, as is one of another tenant.
    expect((await post('leaveBalance/ledger', { userId: 1, typeCode: 'annual', year }, hr)).code).toBe(410113)
    expect(
      (await post('leaveBalance/adjust', { userIds: [1], typeCode: 'annual', year, amount: 1, reason: 'x' }, hr)).code,
    ).toBe(410113)
  })

  it('offers the balances as a report of the report centre', async () => {
    const run = await gateway.post(
      '/gateway/report/web/centre/run',
      { code: 'leaveBalances', params: { year } },
      hr,
      en,
    )
    expect(run.body.code).toBe(0)
    const columns = run.body.result.table.columns.map((column: { title: string }) => column.title)
    expect(columns.slice(0, 5)).toEqual([
      'Name',
      'Job number',
      'Annual leave given',
      'Annual leave used',
      'Annual leave left',
    ])
  })
})
