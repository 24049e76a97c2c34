import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { keepEarlierSteps } from './definition'
import { startInstance } from './engine'
import type { WorkflowStep } from './types'

const FORM = '/gateway/workflow/web/approveForm'
const BIZ = 'resubmit-test'
const names = (detail: { steps: Array<{ nameEn: string }> }) => detail.steps.map((s) => s.nameEn)

describe('a rejected request submitted again keeps the steps of its first round', () => {
  let gateway: TestGateway
  let staff: string
  let manager: string
  let hr: string
  let admin: string
  let staffId: number
  let bizNo = 0

  const fire = async (event: string, body: object, token: string) =>
    (await gateway.post(`${FORM}/${event}`, body, token)).body
  const define = async (hrAbove: number) =>
    expect(
      (
        await gateway.post(
          '/gateway/workflow/web/definition/save',
          {
            bizType: BIZ,
            name: 'Manager, then HR above some amount',
            steps: [
              { nameZh: '直属上级审批', nameEn: 'Line manager', approver: { type: 'manager', level: 1 } },
              { nameZh: '人事审批', nameEn: 'HR', approver: { type: 'role', roleId: 1 }, minAmount: hrAbove },
            ],
          },
          admin,
        )
      ).body.code,
    ).toBe(0)
  /** A request of `amount` (a type without a business handler), rejected by the line manager. */
  async function rejected(amount: number): Promise<string> {
    const started = await startInstance({ db: gateway.ctx.db, now: gateway.ctx.now } as never, {
      tenantId: 1,
      bizType: BIZ,
      bizId: `rejected-${++bizNo}`,
      applicantId: staffId,
      title: 'Request',
      summary: '',
      amount,
    })
    expect(started.steps.map((s) => s.nameEn)).toEqual(['Line manager', 'HR'])
    expect((await fire('reject', { instanceId: started.id }, manager)).result.status).toBe('rejected')
    return started.id
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    staffId = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
    ).id
    await define(3)
  })
  afterAll(() => gateway.close())

  it('a smaller amount does not drop the HR step', async () => {
    const instanceId = await rejected(5)
    const again = await fire('repeatCommit', { instanceId, amount: 1 }, staff)
    expect(again.result).toMatchObject({ status: 'running', amount: 1 })
    expect(names(again.result)).toEqual(['Line manager', 'HR'])
    expect((await fire('resolve', { instanceId }, manager)).result.status).toBe('running')
    expect((await fire('resolve', { instanceId }, hr)).result.status).toBe('approved')
  })

  it('a definition that now asks HR only above more keeps the HR step of the first round', async () => {
    const instanceId = await rejected(5)
    await define(10)
    const again = await fire('repeatCommit', { instanceId }, staff)
    expect(names(again.result)).toEqual(['Line manager', 'HR'])
    await define(3)
  })

  it('a larger amount adds the steps it now needs', async () => {
    await define(3)
    const started = await startInstance({ db: gateway.ctx.db, now: gateway.ctx.now } as never, {
      tenantId: 1,
      bizType: BIZ,
      bizId: 'small',
      applicantId: staffId,
      title: 'Small',
      summary: '',
      amount: 1,
    })
    expect(started.steps.map((s) => s.nameEn)).toEqual(['Line manager'])
    expect((await fire('reject', { instanceId: started.id }, manager)).result.status).toBe('rejected')
    expect(names((await fire('repeatCommit', { instanceId: started.id, amount: 5 }, staff)).result)).toEqual([
      'Line manager',
      'HR',
    ])
  })

  it('keeps the order of the new plan and puts an earlier step back after the earlier step before it', () => {
    const step = (name: string, level: number): WorkflowStep => ({
      nameZh: name,
      nameEn: name,
      approver: { type: 'manager', level },
    })
    const [a, b, c, d] = [step('A', 1), step('B', 2), step('C', 3), step('D', 4)]
    expect(keepEarlierSteps([a, d], [a, b, c]).map((s) => s.nameEn)).toEqual(['A', 'B', 'C', 'D'])
    expect(keepEarlierSteps([a], []).map((s) => s.nameEn)).toEqual(['A'])
    expect(keepEarlierSteps([c], [a, b]).map((s) => s.nameEn)).toEqual(['A', 'B', 'C'])
    // When it applies does not make another step: HR above 3 days and HR above 10 days are one step.
    expect(keepEarlierSteps([{ ...b, minAmount: 10 }], [{ ...b, minAmount: 3 }])).toHaveLength(1)
  })
})
