import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { startInstance } from './engine'

const WF = '/gateway/workflow/web'

describe("the approval centre's approval type (§3 approvalType)", () => {
  let gateway: TestGateway
  let staffId = 0
  let bizNo = 0
  const start = (bizType: string) =>
    startInstance({ db: gateway.ctx.db, now: gateway.ctx.now } as never, {
      tenantId: 1,
      bizType,
      bizId: `t-${++bizNo}`,
      applicantId: staffId,
      title: `${bizType} ${bizNo}`,
      summary: '',
    })
  const post = async (path: string, body: object, token: string) =>
    (await gateway.post(`${WF}/${path}`, body, token)).body

  beforeAll(async () => {
    gateway = await startTestGateway()
    staffId = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
    ).id
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    expect(
      (
        await post(
          'definition/save',
          {
            bizType: 'type-a',
            name: 'Travel request',
            steps: [{ nameZh: '直属上级审批', nameEn: 'Line manager', approver: { type: 'manager', level: 1 } }],
          },
          admin,
        )
      ).code,
    ).toBe(0)
  })
  afterAll(() => gateway.close())

  it('lists only the requests of the chosen type, counts them, and offers the types among my requests with their names', async () => {
    const a1 = await start('type-a')
    const a2 = await start('type-a')
    const b1 = await start('type-b')
    const manager = await gateway.login('manager', 'Manager@12345')
    const staff = await gateway.login('staff', 'Staff@12345')

    const ids = async (body: object, token = manager) =>
      (
        (await post('approveCenter/list', { tab: 'todo', rows: 200, ...body }, token)).result.rows as Array<{
          id: string
        }>
      ).map((row) => row.id)
    expect(await ids({ approvalType: 'type-a' })).toEqual(expect.arrayContaining([a1.id, a2.id]))
    expect(await ids({ approvalType: 'type-a' })).not.toContain(b1.id)
    expect(await ids({ approvalType: 'type-b' })).toEqual([b1.id])
    // bizType, its older name, still filters; approvalType wins over it.
    expect(await ids({ bizType: 'type-b' })).toEqual([b1.id])
    expect(await ids({ approvalType: 'type-b', bizType: 'type-a' })).toEqual([b1.id])
    expect((await post('approveCenter/findCount', { approvalType: 'type-a' }, manager)).result.todo).toBe(2)
    expect((await post('approveCenter/findCount', { approvalType: 'type-a' }, staff)).result.started).toBe(2)

    const types = (await post('approveCenter/types', {}, manager)).result as Array<{
      bizType: string
      name: string | null
    }>
    expect(types).toEqual(
      expect.arrayContaining([
        { bizType: 'type-a', name: 'Travel request' },
        { bizType: 'type-b', name: null },
      ]),
    )
    expect(types.map((type) => type.bizType)).toEqual([...types.map((type) => type.bizType)].sort())
    expect(
      ((await post('approveCenter/types', {}, staff)).result as Array<{ bizType: string }>).map((type) => type.bizType),
    ).toEqual(expect.arrayContaining(['type-a', 'type-b']))
  })

  it('refuses an approval type that is not a business type name', async () => {
    const manager = await gateway.login('manager', 'Manager@12345')
    expect(
      (await gateway.post(`${WF}/approveCenter/list`, { tab: 'todo', approvalType: "a' or 1=1" }, manager)).status,
    ).toBe(400)
  })

  it("offers the types of the session tenant's requests only", async () => {
    const adminId = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id
    await startInstance({ db: gateway.ctx.db, now: gateway.ctx.now } as never, {
      tenantId: 1,
      bizType: 'type-c',
      bizId: 'c-1',
      applicantId: adminId,
      title: 'type-c',
      summary: '',
      firstSteps: [{ nameZh: '审批', nameEn: 'Approval', approver: { type: 'user', userId: staffId } }],
    })
    const typesIn = async (tenantId: number) =>
      (
        (await post('approveCenter/types', {}, await gateway.login('admin', 'Admin@12345', { tenantId })))
          .result as Array<{ bizType: string }>
      ).map((type) => type.bizType)
    expect(await typesIn(1)).toContain('type-c')
    expect(await typesIn(2)).not.toContain('type-c')
  })
})
