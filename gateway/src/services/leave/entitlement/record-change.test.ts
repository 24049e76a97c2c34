import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

// HR corrects a record's date work began, back-dated past a threshold of the statutory annual leave: this year's
// entitlement follows at once, with a correction in the ledger (no second grant), and the change back undoes it.

const year = new Date().getUTCFullYear()
const STAFF_USER = 2

describe("a record's corrected work-start date", () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let employeeId: number

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    const user = await gateway.ctx.db
      .selectFrom('app_user')
      .innerJoin('employee', 'employee.id', 'app_user.employee_id')
      .select(['employee.id', 'employee.entry_date'])
      .where('app_user.id', '=', STAFF_USER)
      .executeTakeFirstOrThrow()
    employeeId = user.id
    // A full year with the company, so the whole year's days are due.
    await gateway.ctx.db
      .updateTable('employee')
      .set({ entry_date: Date.UTC(year - 2, 0, 1) })
      .where('id', '=', employeeId)
      .execute()
  }, 60_000)
  afterAll(() => gateway.close())

  // What the ledger holds (in hundredths of a day), read without any route that could settle it on the way.
  const ledgerDays = async () => {
    const row = await gateway.ctx.db
      .selectFrom('leave_ledger')
      .select((eb) => eb.fn.sum<number>('amount').as('amount'))
      .where('tenant_id', '=', 1)
      .where('user_id', '=', STAFF_USER)
      .where('year', '=', year)
      .where('type_code', '=', 'annual')
      .where('kind', 'in', ['grant', 'accrual', 'correction', 'leaver', 'forfeit', 'opening'])
      .executeTakeFirstOrThrow()
    return Number(row.amount) / 100
  }
  const annual = async () => {
    const balances = (await gateway.post('/gateway/vacation/web/leave/balances', { year }, staff)).body.result as {
      typeCode: string
      total: number
    }[]
    return balances.find((balance) => balance.typeCode === 'annual')!.total
  }
  const setWorkStart = async (day: string) => {
    const answer = await gateway.post(
      '/gateway/ums/web/entryUser/updateRecord',
      { id: employeeId, values: { workStartDate: day } },
      hr,
    )
    expect(answer.body.code).toBe(0)
  }
  const corrections = () =>
    gateway.ctx.db
      .selectFrom('leave_ledger')
      .select(['amount', 'kind'])
      .where('tenant_id', '=', 1)
      .where('user_id', '=', STAFF_USER)
      .where('year', '=', year)
      .where('type_code', '=', 'annual')
      .where('kind', '=', 'correction')
      .execute()

  it('grants the days of the longer service at once, as a correction, and takes them back when corrected again', async () => {
    await setWorkStart(`${year - 5}-01-01`)
    expect(await annual()).toBe(5)
    const before = (await corrections()).length
    await setWorkStart(`${year - 25}-01-01`)
    expect(await ledgerDays()).toBe(15)
    expect(await annual()).toBe(15)
    const after = await corrections()
    expect(after.length).toBeGreaterThan(before)
    await setWorkStart(`${year - 25}-01-01`)
    expect(await corrections()).toHaveLength(after.length)
    await setWorkStart(`${year - 12}-06-30`)
    expect(await ledgerDays()).toBe(10)
    expect(await annual()).toBe(10)
  })
})
