import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { startWecomFixture, type WecomFixture } from './wecom-fixture'

/** The demo accounts the stand-in company also holds: their staff records' ids (gateway/src/seed/accounts.ts). */
const DEMO_PEOPLE = { 'wx-staff': 12, 'wx-hr': 40 } as const

describe('directory sync: the demo accounts in the stand-in company', () => {
  let fx: WecomFixture
  let gateway: TestGateway
  /** Staff's and hr's records as the demo seed writes them, before any sync. */
  let seeded: unknown[]
  beforeAll(async () => {
    fx = await startWecomFixture()
    ;({ gateway } = fx)
    seeded = await Promise.all(Object.values(DEMO_PEOPLE).map(record))
  })
  afterAll(() => fx?.close())

  /** What a sync may change on a staff record: unit, post, contact and job number. */
  const record = (id: number) =>
    gateway.ctx.db
      .selectFrom('employee')
      .leftJoin('gangwei', (join) =>
        join.onRef('gangwei.id', '=', 'employee.gangwei_id').onRef('gangwei.tenant_id', '=', 'employee.tenant_id'),
      )
      .select([
        'employee.name',
        'employee.phone',
        'employee.email',
        'employee.job_number',
        'employee.organ_id',
        'employee.status',
        'gangwei.name as post',
      ])
      .where('employee.tenant_id', '=', 1)
      .where('employee.id', '=', id)
      .executeTakeFirstOrThrow()

  it('plans no change for staff and hr: they are matched and linked where the demo seed has them', async () => {
    const plan = (await fx.post('sync/dryRun', { platform: 'wecom' })).result
    for (const [memberId, employeeId] of Object.entries(DEMO_PEOPLE)) {
      const step = plan.steps.find((s: { kind: string; platformId: string }) => s.platformId === memberId)
      expect(step, memberId).toMatchObject({ action: 'link', changes: [] })
      expect(step.name).toBe((await record(employeeId)).name)
    }
  })

  it('leaves staff and hr unchanged after a full sync, and links them to their stand-in identities', async () => {
    const run = await fx.fullSync()
    expect(run.status).toBe('done')
    expect(await Promise.all(Object.values(DEMO_PEOPLE).map(record))).toEqual(seeded)
    const linked = await fx.linkedStaff()
    for (const memberId of Object.keys(DEMO_PEOPLE))
      expect(linked.find((row) => row.member_id === memberId)).toMatchObject({ status: 1 })
  })
})
