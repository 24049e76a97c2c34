import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { runContractDay } from './reminders'
import { ADD, CHANGE, demoPeople, DETAIL, FORM, fromToday, NOT_RENEW, RENEW } from './test-helpers'

// Whether a contract ending soon is renewed is decided in the workflow: a renewal adds the next contract, a
// non-renewal lets the contract run to its end with no more reminders.

describe('renewal and non-renewal decided through the workflow', () => {
  let gateway: TestGateway
  let hr: string
  let manager: string
  let people: Awaited<ReturnType<typeof demoPeople>>
  const en = { 'accept-language': 'en' }
  const reminders = (contractId: number) =>
    gateway.ctx.db
      .selectFrom('notify_delivery')
      .select('id')
      .where('dedupe_key', 'like', `contract:${contractId}:%`)
      .execute()
  const ending = async (employeeId: number, days: number) => {
    const answer = await gateway.post(
      ADD,
      {
        employeeId,
        typeCode: 'fixed',
        term: 'fixed',
        startDate: fromToday(gateway, -400),
        endDate: fromToday(gateway, days),
      },
      hr,
    )
    expect(answer.body.code).toBe(0)
    return answer.body.result as { id: number; endDate: string }
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    manager = await gateway.login('manager', 'Manager@12345')
    people = await demoPeople(gateway)
  }, 60_000)
  afterAll(() => gateway.close())

  it('marks a contract not renewed only when the manager approves: it keeps running to its end, unreminded', async () => {
    const contract = await ending(people.staffEmployee, 40)
    const asked = (await gateway.post(NOT_RENEW, { id: contract.id, reason: 'Project over' }, hr)).body
    expect(asked).toMatchObject({
      code: 0,
      result: { kind: 'nonRenewal', status: 'pending', effectiveDate: contract.endDate },
    })
    expect((await gateway.post(RENEW, { id: contract.id, term: 'open', reason: 'x' }, hr)).body.code).toBe(412608)
    const change = (await gateway.post(CHANGE, { id: asked.result.id }, manager, en)).body.result
    expect(change).toMatchObject({ kind: 'nonRenewal', contract: { id: contract.id, status: 'active' } })
    expect(
      (await gateway.post(`${FORM}/resolve`, { instanceId: asked.result.instanceId }, manager)).body.result.status,
    ).toBe('approved')
    expect((await gateway.post(DETAIL, { id: contract.id }, hr)).body.result).toMatchObject({
      status: 'active',
      terminatedOn: contract.endDate,
      terminationReason: 'Project over',
      changes: [{ kind: 'nonRenewal', status: 'approved', newContractId: null }],
    })
    // Decided: no renewal, no second decision, and no reminder 30 days before the end.
    expect((await gateway.post(RENEW, { id: contract.id, term: 'open', reason: 'x' }, hr, en)).body.code).toBe(412609)
    expect((await gateway.post(NOT_RENEW, { id: contract.id, reason: 'x' }, hr)).body.code).toBe(412609)
    gateway.setNow(gateway.ctx.now() + 15 * 86_400_000)
    await runContractDay(gateway.ctx)
    expect(await reminders(contract.id)).toEqual([])
  })

  it('leaves the contract as it was when the non-renewal is rejected, and still reminds of its end', async () => {
    // Signed in again: the first test moved the clock on.
    hr = await gateway.login('hr', 'Hr@123456789')
    const contract = await ending(people.report, 20)
    const asked = (await gateway.post(NOT_RENEW, { id: contract.id, reason: 'Budget' }, hr)).body.result
    const approver = await gateway.login('lead', 'Lead@1234567')
    const rejected = await gateway.post(`${FORM}/reject`, { instanceId: asked.instanceId, comment: 'Keep' }, approver)
    expect(rejected.body.result.status).toBe('rejected')
    expect((await gateway.post(DETAIL, { id: contract.id }, hr)).body.result).toMatchObject({
      status: 'active',
      terminatedOn: null,
      pending: null,
    })
    await runContractDay(gateway.ctx)
    expect((await reminders(contract.id)).length).toBeGreaterThan(0)
  })

  it('refuses a non-renewal of an open-ended contract', async () => {
    const open = await gateway.post(
      ADD,
      { employeeId: people.lead, typeCode: 'open', term: 'open', startDate: fromToday(gateway, -10) },
      hr,
    )
    expect(open.body.code).toBe(0)
    expect(await gateway.post(NOT_RENEW, { id: open.body.result.id, reason: 'x' }, hr, en)).toMatchObject({
      body: { code: 412609 },
    })
  })
})
