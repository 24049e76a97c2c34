import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { startInstance } from './engine'
import { EVENT_TEXT } from './errors'
import { TRANSITIONS } from './transitions'
import type { InstanceStatus, MovingEvent } from './types'

const FORM = '/gateway/workflow/web/approveForm'
const BIZ = 'transition-test'
const STATES: InstanceStatus[] = ['draft', 'running', 'returned', 'rejected', 'approved', 'cancelled']
const EVENTS = Object.keys(TRANSITIONS) as MovingEvent[]

/** Where each legal event leads from each state, with the default one-step definition (the line manager). */
const EXPECTED: Partial<Record<MovingEvent, Partial<Record<InstanceStatus, InstanceStatus>>>> = {
  save: { draft: 'draft', returned: 'returned' },
  repeatCommit: { draft: 'running', rejected: 'running' },
  resolve: { running: 'approved' },
  reject: { running: 'rejected' },
  backRepeatResolve: { running: 'returned' },
  backRepeatCommit: { returned: 'running' },
  cancel: { draft: 'cancelled', running: 'cancelled', returned: 'cancelled' },
}

describe('§4 approval-form events from every state', () => {
  let gateway: TestGateway
  let staff: string
  let manager: string
  let staffId: number
  let bizNo = 0

  /** Who fires an event: the applicant (staff) or the current candidate (the line manager). */
  const tokenFor = (event: MovingEvent) => (TRANSITIONS[event].actor === 'applicant' ? staff : manager)
  const fire = async (event: MovingEvent, instanceId: string, token = tokenFor(event)) =>
    (
      await gateway.post(`${FORM}/${event}`, { instanceId, comment: `${event} test` }, token, {
        'accept-language': 'en',
      })
    ).body

  /** A new request of the staff member, brought to `state` through the routes. */
  async function requestIn(state: InstanceStatus): Promise<string> {
    bizNo += 1
    const started = await startInstance({ db: gateway.ctx.db, now: gateway.ctx.now } as never, {
      tenantId: 1,
      bizType: BIZ,
      bizId: bizNo,
      applicantId: staffId,
      title: `Request ${bizNo}`,
      summary: '',
      draft: state === 'draft',
    })
    const lead: Partial<Record<InstanceStatus, MovingEvent>> = {
      returned: 'backRepeatResolve',
      rejected: 'reject',
      approved: 'resolve',
      cancelled: 'cancel',
    }
    const event = lead[state]
    if (event) expect((await fire(event, started.id)).result.status).toBe(state)
    return started.id
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
    staffId = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
    ).id
  })
  afterAll(() => gateway.close())

  for (const state of STATES) {
    for (const event of EVENTS) {
      const to = EXPECTED[event]?.[state]
      it(`${event} from ${state}: ${to ? `moves to ${to}` : 'is refused (410002)'}`, async () => {
        const instanceId = await requestIn(state)
        const answer = await fire(event, instanceId)
        if (to) {
          expect(answer).toMatchObject({ code: 0, result: { status: to } })
        } else if (state === 'draft' && TRANSITIONS[event].actor === 'candidate') {
          // A draft has no approvers yet: to the line manager it does not exist.
          expect(answer.code).toBe(410001)
        } else {
          expect(answer.code).toBe(410002)
          // The event named as its button says it, never by its code.
          expect(answer.msg).toContain(`"${EVENT_TEXT[event].en}" is not possible`)
          // Nothing moved: the request is still in its state.
          expect((await gateway.post(`${FORM}/preview`, { instanceId }, staff)).body.result.status).toBe(state)
        }
      })
    }
  }

  it('the table agrees with the expectations: every legal pair is listed, no other', () => {
    for (const event of EVENTS)
      expect(Object.keys(EXPECTED[event] ?? {}).sort()).toEqual([...TRANSITIONS[event].from].sort())
  })

  it('refuses an approver event by someone not waited for (410003), and an applicant event by the approver (410004)', async () => {
    const running = await requestIn('running')
    // The applicant holds no approve function at all (403001); HR holds it but is not this step's candidate.
    expect((await fire('resolve', running, staff)).code).toBe(403001)
    expect((await fire('resolve', running, await gateway.login('hr', 'Hr@123456789', { tenantId: 1 }))).code).toBe(
      410003,
    )
    expect((await fire('cancel', running, manager)).code).toBe(410004)
    const returned = await requestIn('returned')
    expect((await fire('backRepeatCommit', returned, manager)).code).toBe(410004)
  })

  it('a request sent back returns to the step that sent it; a rejected one starts a new round', async () => {
    const returned = await requestIn('returned')
    const back = await fire('backRepeatCommit', returned)
    expect(back.result).toMatchObject({ status: 'running' })
    expect((await fire('resolve', returned)).result.status).toBe('approved')
    const rejected = await requestIn('rejected')
    await fire('repeatCommit', rejected)
    const block = (await gateway.post(`${FORM}/preview`, { instanceId: rejected }, staff)).body.result
    expect(block.status).toBe('running')
    expect(block.history.map((h: { event: string }) => h.event)).toEqual(
      expect.arrayContaining(['submit', 'reject', 'repeatCommit']),
    )
  })

  it('with two steps, resolve moves to the second step and only its candidate finishes it', async () => {
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const saved = await gateway.post(
      '/gateway/workflow/web/definition/save',
      {
        bizType: BIZ,
        name: 'Two steps',
        steps: [
          { nameZh: '直属上级审批', nameEn: 'Line manager', approver: { type: 'manager', level: 1 } },
          { nameZh: '人事审批', nameEn: 'HR', approver: { type: 'role', roleId: 1 } },
        ],
      },
      admin,
    )
    expect(saved.body.code).toBe(0)
    const instanceId = await requestIn('running')
    expect((await fire('resolve', instanceId)).result.status).toBe('running')
    // The line manager has decided; the second step waits for the HR Manager role.
    expect((await fire('resolve', instanceId, manager)).code).toBe(410003)
    const hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    expect((await fire('resolve', instanceId, hr)).result.status).toBe('approved')
  })
})
