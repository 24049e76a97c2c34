import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { saveDefinition } from '../../workflow'
import { runProbationDay } from './probation-day'

// A probation is reviewed a month before it ends: confirmed, extended once (no later than 劳动合同法 art. 19 allows for
// the contract's term) or ended with a reason, through the workflow; the contract follows, and the record after the
// last day of an ending.

const P = '/gateway/ums/web/probation'
const RESOLVE = '/gateway/workflow/web/approveForm/resolve'
const en = { 'accept-language': 'en' }

describe('probation reviews through the workflow', () => {
  let gateway: TestGateway
  let hr: string
  let admin: string
  let manager: string
  const people: number[] = []
  const now = Date.parse('2026-11-10T03:00:00Z')
  const ask = async (body: object, headers = {}) => (await gateway.post(`${P}/request`, body, hr, headers)).body
  const state = async (employeeId: number) => (await gateway.post(`${P}/state`, { employeeId }, hr)).body.result
  const approve = async (instanceId: string) => {
    let status = ''
    for (let step = 0; step < 4 && status !== 'approved'; step++)
      for (const token of [manager, admin]) {
        const resolved = (await gateway.post(RESOLVE, { instanceId }, token)).body
        if (resolved.code === 0) status = resolved.result.status
      }
    return status
  }
  const contractOf = (employeeId: number) =>
    gateway.ctx.db
      .selectFrom('employment_contract')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', employeeId)
      .executeTakeFirstOrThrow()

  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(now)
    const db = gateway.ctx.db
    hr = await gateway.login('hr', 'Hr@123456789')
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    manager = await gateway.login('manager', 'Manager@12345')
    const adminId = (
      await db.selectFrom('app_user').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()
    ).id
    const steps = [{ nameZh: '管理员', nameEn: 'Administrator', approver: { type: 'user' as const, userId: adminId } }]
    await saveDefinition(db, 1, { bizType: 'probationReview', name: '试用期', steps }, now)
    const staff = await db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .orderBy('id', 'desc')
      .limit(4)
      .execute()
    people.push(...staff.map((s) => s.id))
    await db.deleteFrom('employment_contract').where('tenant_id', '=', 1).execute()
    // Three years from 1 September 2026 with three months' probation: the law allows six (to 28 February 2027).
    await db
      .insertInto('employment_contract')
      .values(
        people.slice(0, 3).map((employeeId, i) => ({
          tenant_id: 1,
          id: 9000 + i,
          employee_id: employeeId,
          type_code: 'fixed',
          term: 'fixed',
          start_date: '2026-09-01',
          end_date: '2029-08-31',
          project: '',
          probation_months: 3,
          probation_end: '2026-11-30',
          sign_date: '2026-09-01',
          status: 'active',
          documents: '[]',
          previous_id: null,
          terminated_on: null,
          termination_reason: '',
          created_by: 1,
          created_at: now,
          updated_by: 1,
          updated_at: now,
        })),
      )
      .execute()
  }, 60_000)
  afterAll(() => gateway.close())

  it('tells HR a month before the end, once, and answers where the probation stands', async () => {
    const first = await runProbationDay(gateway.ctx, now)
    expect(first.queued).toBeGreaterThanOrEqual(3)
    expect((await runProbationDay(gateway.ctx, now + 3_600_000)).queued).toBe(0)
    expect(await state(people[0])).toMatchObject({
      contractId: 9000,
      probationEnd: '2026-11-30',
      latestEnd: '2027-02-28',
      extended: false,
      confirmed: false,
      reviews: [],
    })
  })

  it('extends once, to no later than the law allows for the term, and the contract follows', async () => {
    const person = people[0]
    const beyond = await ask({ employeeId: person, kind: 'extend', newDate: '2027-03-01', reason: '需更多观察' }, en)
    expect(beyond).toEqual({
      code: 411983,
      msg: 'The new probation end must be after 2026-11-30 and no later than 2027-02-28 (the longest the law allows for the contract)',
    })
    expect((await ask({ employeeId: person, kind: 'extend', newDate: '2026-11-20', reason: 'r' })).code).toBe(411983)
    const asked = await ask({ employeeId: person, kind: 'extend', newDate: '2027-01-31', reason: '需更多观察' })
    expect(asked).toMatchObject({
      code: 0,
      result: { status: 'pending', probationEnd: '2026-11-30', newDate: '2027-01-31' },
    })
    expect((await ask({ employeeId: person, kind: 'confirm' })).code).toBe(411982)
    const read = async (token: string) => (await gateway.post(`${P}/get`, { id: asked.result.id }, token)).body
    expect((await read(admin)).result).toMatchObject({ id: asked.result.id, kind: 'extend', status: 'pending' })
    expect((await read(await gateway.login('staff', 'Staff@12345'))).code).toBe(411971)
    expect(await approve(asked.result.instanceId)).toBe('approved')
    expect((await contractOf(person)).probation_end).toBe('2027-01-31')
    expect(await state(person)).toMatchObject({ probationEnd: '2027-01-31', extended: true })
    expect((await ask({ employeeId: person, kind: 'extend', newDate: '2027-02-28', reason: 'r' })).code).toBe(411984)
  })

  it('confirms: nothing more to decide, and no more notices', async () => {
    const person = people[1]
    const asked = await ask({ employeeId: person, kind: 'confirm', reason: '表现良好' })
    expect(asked.code).toBe(0)
    expect(await approve(asked.result.instanceId)).toBe('approved')
    expect(await state(person)).toMatchObject({ confirmed: true, reviews: [{ kind: 'confirm', status: 'applied' }] })
    expect((await ask({ employeeId: person, kind: 'end', newDate: '2026-11-20', reason: 'r' })).code).toBe(411981)
    expect((await contractOf(person)).probation_end).toBe('2026-11-30')
  })

  it('ends during probation: the contract ends on the last day, the person leaves once it is over', async () => {
    const person = people[2]
    expect((await ask({ employeeId: person, kind: 'end', newDate: '2026-11-12' }, en)).msg).toBe(
      'Ending the probation needs a reason and a last day from 2026-09-01 to 2026-11-30',
    )
    expect((await ask({ employeeId: person, kind: 'end', newDate: '2026-12-01', reason: '不符合录用条件' })).code).toBe(
      411985,
    )
    const asked = await ask({ employeeId: person, kind: 'end', newDate: '2026-11-12', reason: '不符合录用条件' })
    expect(await approve(asked.result.instanceId)).toBe('approved')
    const ended = await contractOf(person)
    expect([ended.status, ended.terminated_on]).toEqual(['terminated', '2026-11-12'])
    const employee = () =>
      gateway.ctx.db
        .selectFrom('employee')
        .selectAll()
        .where('tenant_id', '=', 1)
        .where('id', '=', person)
        .executeTakeFirstOrThrow()
    expect((await employee()).status).toBe(1)
    expect((await runProbationDay(gateway.ctx, Date.parse('2026-11-12T12:00:00Z'))).left).toBe(0)
    expect((await runProbationDay(gateway.ctx, Date.parse('2026-11-13T00:05:00Z'))).left).toBe(1)
    const left = await employee()
    expect([left.status, new Date(Number(left.leave_date)).toISOString().slice(0, 10)]).toEqual([2, '2026-11-12'])
    expect((await state(person)).reviews[0]).toMatchObject({ kind: 'end', status: 'applied' })
  })

  it('refuses someone without a probation, and keeps to the tenant', async () => {
    expect((await ask({ employeeId: people[3], kind: 'confirm' }, en)).code).toBe(411981)
    const stranger = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '!=', 1)
      .executeTakeFirst()
    if (stranger) expect((await ask({ employeeId: stranger.id, kind: 'confirm' })).code).toBe(411971)
    expect((await ask({ employeeId: 999_999, kind: 'confirm' })).code).toBe(411971)
  })
})
