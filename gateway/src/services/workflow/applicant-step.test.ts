import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { startInstance } from './engine'
import type { WorkflowStep } from './types'

const FORM = '/gateway/workflow/web/approveForm'
const BIZ = 'applicant-step-test'

describe('a request that only its applicant can decide', () => {
  let gateway: TestGateway
  let hr: string
  let hrId: number
  let managerId: number
  let bizNo = 0

  const userId = async (name: string) =>
    (await gateway.ctx.db.selectFrom('app_user').select('id').where('user_name', '=', name).executeTakeFirstOrThrow())
      .id
  const start = (steps: WorkflowStep[]) =>
    startInstance({ db: gateway.ctx.db, now: gateway.ctx.now } as never, {
      tenantId: 1,
      bizType: BIZ,
      bizId: `request-${++bizNo}`,
      applicantId: hrId,
      title: 'Request',
      summary: '',
      firstSteps: steps,
    })
  const tasksOf = (instanceId: string) =>
    gateway.ctx.db
      .selectFrom('wf_task')
      .select(['user_id', 'step_no', 'status'])
      .where('tenant_id', '=', 1)
      .where('instance_id', '=', instanceId)
      .execute()
  const named = (id: number, nameEn: string): WorkflowStep => ({
    nameZh: nameEn,
    nameEn,
    approver: { type: 'user', userId: id },
  })

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    hrId = await userId('hr')
    managerId = await userId('manager')
    // The business type's own definition names nobody: the request's first steps are all it has.
    await gateway.ctx.db
      .insertInto('wf_definition')
      .values({ tenant_id: 1, biz_type: BIZ, name: 'Applicant step', steps: '[]', updated_at: gateway.ctx.now() })
      .execute()
  })
  afterAll(() => gateway.close())

  it('goes to the applicant when the only step that names anyone names them, and their approval ends it', async () => {
    const started = await start([named(hrId, 'HR')])
    expect(started.status).toBe('running')
    expect(await tasksOf(started.id)).toEqual([{ user_id: hrId, step_no: 0, status: 'pending' }])
    const approved = (await gateway.post(`${FORM}/resolve`, { instanceId: started.id }, hr)).body
    expect(approved.result.status).toBe('approved')
    const history = await gateway.ctx.db
      .selectFrom('wf_action')
      .select(['event', 'actor_id'])
      .where('instance_id', '=', started.id)
      .orderBy('seq')
      .execute()
    expect(history.map((row) => [row.event, row.actor_id])).toEqual([
      ['submit', hrId],
      ['resolve', hrId],
    ])
  })

  it('still skips the applicant where someone else can decide', async () => {
    const started = await start([named(hrId, 'HR'), named(managerId, 'Manager')])
    expect(started.currentStep).toBe(1)
    expect(await tasksOf(started.id)).toEqual([{ user_id: managerId, step_no: 1, status: 'pending' }])
  })

  it('is refused (410005) when no step names anyone, the applicant included', async () => {
    await expect(start([named(999_999, 'Nobody')])).rejects.toMatchObject({ code: 410005 })
  })
})
