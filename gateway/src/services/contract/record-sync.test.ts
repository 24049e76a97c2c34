import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { ADD, demoPeople, fromToday, RECORD, UPDATE } from './test-helpers'

// The record's contract fields follow the person's current contract, and leave eligibility by contract type with them.

const year = new Date().getUTCFullYear()

describe("the record's contract fields kept by contract writes", () => {
  let gateway: TestGateway
  let hr: string
  let staffEmployee: number
  let staffUser: number

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    ;({ staffEmployee } = await demoPeople(gateway))
    staffUser = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
    ).id
    // A full year with the company, no annual leave granted yet this year, and the annual leave only for retirees
    // re-employed (a contract type the person does not hold yet).
    await gateway.ctx.db
      .updateTable('employee')
      .set({ entry_date: Date.UTC(year - 2, 0, 1) })
      .where('id', '=', staffEmployee)
      .execute()
    await gateway.ctx.db
      .updateTable('leave_type')
      .set({ contract_types: JSON.stringify(['rehire']) })
      .where('tenant_id', '=', 1)
      .where('code', '=', 'annual')
      .execute()
    await gateway.ctx.db
      .deleteFrom('leave_ledger')
      .where('tenant_id', '=', 1)
      .where('user_id', '=', staffUser)
      .where('year', '=', year)
      .where('type_code', '=', 'annual')
      .execute()
  }, 60_000)
  afterAll(() => gateway.close())

  /** This year's annual leave in the ledger (hundredths of a day), read without any route that could settle it. */
  const annualDays = async () => {
    const row = await gateway.ctx.db
      .selectFrom('leave_ledger')
      .select((eb) => eb.fn.sum<number>('amount').as('amount'))
      .where('tenant_id', '=', 1)
      .where('user_id', '=', staffUser)
      .where('year', '=', year)
      .where('type_code', '=', 'annual')
      .executeTakeFirstOrThrow()
    return Number(row.amount ?? 0) / 100
  }
  const recordValues = async () => (await gateway.post(RECORD, { id: staffEmployee }, hr)).body.result.values

  it('copies the current contract onto the record and recomputes the leave when its type changes', async () => {
    const terms = { term: 'fixed', startDate: fromToday(gateway, -30), endDate: fromToday(gateway, 700) }
    const added = await gateway.post(ADD, { employeeId: staffEmployee, typeCode: 'intern', ...terms }, hr)
    expect(added.body.code).toBe(0)
    expect(await recordValues()).toMatchObject({
      contractType: 'intern',
      contractStart: terms.startDate,
      contractEnd: terms.endDate,
    })
    expect(await annualDays()).toBe(0)

    expect((await gateway.post(UPDATE, { id: added.body.result.id, typeCode: 'rehire', ...terms }, hr)).body.code).toBe(
      0,
    )
    expect((await recordValues()).contractType).toBe('rehire')
    expect(await annualDays()).toBeGreaterThan(0)
  })

  it('leaves the record alone for a draft', async () => {
    const before = await recordValues()
    const draft = await gateway.post(
      ADD,
      {
        employeeId: staffEmployee,
        typeCode: 'open',
        term: 'open',
        startDate: fromToday(gateway, 800),
        status: 'draft',
      },
      hr,
    )
    expect(draft.body.code).toBe(0)
    expect(await recordValues()).toMatchObject({
      contractType: before.contractType,
      contractStart: before.contractStart,
      contractEnd: before.contractEnd,
    })
  })
})
