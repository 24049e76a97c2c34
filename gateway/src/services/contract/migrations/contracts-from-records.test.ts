import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { migrations } from '.'

const DAY = 86_400_000
const at = (day: string) => Date.parse(`${day}T00:00:00Z`)

describe('migration 143-contracts-from-records', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('gives the demo staff their contracts through the same code path (the seed), one each', async () => {
    const db = gateway.ctx.db
    const staff = await db
      .selectFrom('employee_profile')
      .select('employee_id')
      .where('tenant_id', '=', 1)
      .where('contract_start', 'is not', null)
      .execute()
    const contracts = await db
      .selectFrom('employment_contract')
      .select('employee_id')
      .where('tenant_id', '=', 1)
      .execute()
    expect(staff.length).toBeGreaterThan(10)
    expect(contracts.map((row) => row.employee_id).sort((a, b) => a - b)).toEqual(
      staff.map((row) => row.employee_id).sort((a, b) => a - b),
    )
  })

  it('builds one contract per record with contract dates and no contract, type mapped and dates kept, once', async () => {
    const db = gateway.ctx.db
    const today = Math.floor(gateway.ctx.now() / DAY) * DAY
    const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)
    // Hand-made records of a database from before contracts: the seed's contracts removed, the profiles set by hand.
    await db.deleteFrom('employment_contract').execute()
    const people = await db
      .selectFrom('employee')
      .select(['id', 'tenant_id'])
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .orderBy('id')
      .limit(8)
      .execute()
    const [fixed, open, past, task, broken, leaver, none, kept] = people.map((person) => person.id)
    await db
      .updateTable('employee_profile')
      .set({ contract_start: null, contract_end: null, contract_type: '' })
      .execute()
    const set = async (id: number, start: number | null, end: number | null, type: string) =>
      db
        .updateTable('employee_profile')
        .set({ contract_start: start, contract_end: end, contract_type: type })
        .where('tenant_id', '=', 1)
        .where('employee_id', '=', id)
        .execute()
    await set(fixed, at('2024-03-01'), today + 400 * DAY, 'fixed')
    await set(open, at('2020-07-15'), null, 'open')
    await set(past, at('2021-01-01'), at('2023-12-31'), '')
    await set(task, at('2025-05-01'), null, 'task')
    await set(broken, at('2025-05-01'), at('2025-04-01'), 'fixed')
    await set(leaver, null, today + 100 * DAY, 'intern')
    await set(kept, at('2019-01-01'), at('2022-12-31'), 'fixed')
    await db
      .updateTable('employee')
      .set({ status: 2, leave_date: today - 10 * DAY })
      .where('tenant_id', '=', 1)
      .where('id', '=', leaver)
      .execute()
    const leaverEntry = await db
      .selectFrom('employee')
      .select('entry_date')
      .where('id', '=', leaver)
      .executeTakeFirstOrThrow()
    await db
      .insertInto('employment_contract')
      .values({
        tenant_id: 1,
        id: 7,
        employee_id: kept,
        type_code: 'open',
        term: 'open',
        start_date: '2023-01-01',
        end_date: null,
        project: '',
        probation_months: 0,
        probation_end: null,
        sign_date: null,
        status: 'active',
        documents: '[]',
        previous_id: null,
        terminated_on: null,
        termination_reason: '',
        created_by: 1,
        created_at: 1,
        updated_by: 1,
        updated_at: 1,
      })
      .execute()

    const migration = migrations['143-contracts-from-records']
    await migration.up(db)
    await migration.up(db)

    const rows = await db
      .selectFrom('employment_contract')
      .select(['id', 'employee_id', 'type_code', 'term', 'start_date', 'end_date', 'status', 'terminated_on'])
      .where('tenant_id', '=', 1)
      .orderBy('id')
      .execute()
    const of = (id: number) => rows.filter((row) => row.employee_id === id)
    expect(rows).toHaveLength(7)
    expect(of(fixed)).toEqual([
      expect.objectContaining({ type_code: 'fixed', term: 'fixed', start_date: '2024-03-01', status: 'active' }),
    ])
    expect(of(fixed)[0].end_date).toBe(dayOf(today + 400 * DAY))
    expect(of(open)).toEqual([
      expect.objectContaining({ type_code: 'open', term: 'open', start_date: '2020-07-15', end_date: null }),
    ])
    expect(of(past)).toEqual([
      expect.objectContaining({ type_code: 'fixed', term: 'fixed', end_date: '2023-12-31', status: 'expired' }),
    ])
    expect(of(task)).toEqual([expect.objectContaining({ type_code: 'task', term: 'project', status: 'active' })])
    expect(of(broken)).toEqual([expect.objectContaining({ end_date: '2025-04-01', status: 'draft' })])
    expect(of(leaver)).toEqual([
      expect.objectContaining({
        type_code: 'intern',
        start_date: dayOf(Number(leaverEntry.entry_date)),
        status: 'terminated',
        terminated_on: dayOf(today - 10 * DAY),
      }),
    ])
    expect(of(none)).toEqual([])
    expect(of(kept)).toEqual([expect.objectContaining({ id: 7, start_date: '2023-01-01', term: 'open' })])
    // Numbered after the tenant's last contract, each id once.
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 11, 12, 13])
  })
})
