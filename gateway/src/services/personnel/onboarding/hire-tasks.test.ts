import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../../testing/test-gateway'
import { uploadFile } from '../../../testing/uploads'
import { makeHireTasks } from './hire-tasks'
import { startOnboardingGateway, taskOf, tasksOf } from './test-kit'

// Which templates a hire gets, when each task is due, and every path that makes a hire.

describe('onboarding tasks of a hire', () => {
  let gateway: TestGateway
  let post: Awaited<ReturnType<typeof startOnboardingGateway>>['post']
  let hire: Awaited<ReturnType<typeof startOnboardingGateway>>['hire']
  let position: { id: number; organ_id: number }
  let elsewhere: { id: number; organ_id: number }
  let parentId: number

  beforeAll(async () => {
    const kit = await startOnboardingGateway()
    ;({ gateway, post, hire } = kit)
    const db = gateway.ctx.db
    // A position in a unit whose parent is not the top unit, and one in a unit outside that parent's branch.
    const organs = await db.selectFrom('organ').select(['id', 'parent_id']).where('tenant_id', '=', 1).execute()
    const positions = await db
      .selectFrom('gangwei')
      .select(['id', 'organ_id'])
      .where('tenant_id', '=', 1)
      .orderBy('id')
      .execute()
    const parentOf = new Map(organs.map((o) => [o.id, o.parent_id]))
    const chain = (organId: number) => {
      const units = new Set<number>()
      for (let id: number | null = organId; id; id = parentOf.get(id) ?? null) units.add(id)
      return units
    }
    position = positions.find((p) => parentOf.get(parentOf.get(p.organ_id) ?? 0))!
    parentId = parentOf.get(position.organ_id)!
    elsewhere = positions.find((p) => !chain(p.organ_id).has(parentId))!
    const save = async (name: string, scope: string, scopeId: number | null, offsetDays: number) => {
      const saved = await post('onboarding/saveTemplate', {
        name,
        scope,
        scopeId,
        tasks: [taskOf(name, { offsetDays })],
      })
      expect(saved.code).toBe(0)
    }
    await save('company', 'company', null, -2)
    await save('department', 'organ', position.organ_id, 0)
    await save('parent department', 'organ', parentId, 3)
    await save('position', 'gangwei', position.id, 7)
    await save('other department', 'organ', elsewhere.organ_id, 1)
    await save('other position', 'gangwei', elsewhere.id, 1)
  }, 60_000)
  afterAll(() => gateway.close())

  it("gives a hire the tasks of the company's, their department's, the departments above and their position's templates, each due its offset from the entry date", async () => {
    const id = await hire('OB0001', position, '2026-12-01')
    const tasks = await tasksOf(gateway, id)
    expect(tasks.map((t) => [t.title, t.due_on])).toEqual([
      ['company', '2026-11-29'],
      ['department', '2026-12-01'],
      ['parent department', '2026-12-04'],
      ['position', '2026-12-08'],
    ])
    const other = await hire('OB0002', elsewhere, '2027-01-31')
    expect((await tasksOf(gateway, other)).map((t) => [t.title, t.due_on])).toEqual([
      ['company', '2027-01-29'],
      ['other department', '2027-02-01'],
      ['other position', '2027-02-01'],
    ])
  })

  it('makes no task twice when the tasks of the same hire are made again', async () => {
    const id = await hire('OB0003', position)
    const first = await tasksOf(gateway, id)
    expect(first).toHaveLength(4)
    expect(await makeHireTasks(gateway.ctx.db, 1, [id], gateway.ctx.now())).toBe(0)
    expect(await tasksOf(gateway, id)).toEqual(first)
  })

  it('gives the staff imported from a file their tasks, as the onboarding page does', async () => {
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const names = await gateway.ctx.db
      .selectFrom('gangwei')
      .innerJoin('organ', 'organ.id', 'gangwei.organ_id')
      .select(['organ.name as organ', 'gangwei.name as position'])
      .where('gangwei.id', '=', position.id)
      .executeTakeFirstOrThrow()
    const csv = [
      '姓名 Name,工号 Job number,部门 Department,岗位 Position,手机号 Phone,入职日期 Entry date',
      `Imported Hire,OBIMP01,${names.organ},${names.position},13800009901,2026-12-10`,
    ].join('\n')
    const fileId = (await uploadFile(gateway, admin, 'staff.csv', Buffer.from(`\uFEFF${csv}`), { accept: 'import' }))
      .result.id
    const started = (await gateway.post('/gateway/filecenter/web/upLoad/startTask', { fileId, kind: 'staff' }, admin))
      .body
    expect(started.code).toBe(0)
    let employee: { id: number } | undefined
    for (let i = 0; i < 200 && !employee; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      employee = await gateway.ctx.db
        .selectFrom('employee')
        .select('id')
        .where('job_number', '=', 'OBIMP01')
        .executeTakeFirst()
    }
    const tasks = await tasksOf(gateway, employee!.id)
    expect(tasks.map((t) => [t.title, t.due_on])).toEqual([
      ['company', '2026-12-08'],
      ['department', '2026-12-10'],
      ['parent department', '2026-12-13'],
      ['position', '2026-12-17'],
    ])
  })

  it("never gives a hire another tenant's template", async () => {
    const admin2 = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    const saved = await gateway.post(
      '/gateway/ums/web/onboarding/saveTemplate',
      { name: 'tenant 2', scope: 'company', tasks: [taskOf('tenant 2 task', { ownerType: 'manager', ownerId: null })] },
      admin2,
    )
    expect(saved.body.code).toBe(0)
    const id = await hire('OB0004', elsewhere)
    expect((await tasksOf(gateway, id)).map((t) => t.title)).not.toContain('tenant 2 task')
  })
})
