import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { wallOfInstant } from './zone'

const WF = '/gateway/workflow/web/delegation'
const wall = (at: number) => wallOfInstant(at, 'Asia/Shanghai')

describe('delegation routes keep every absence within the session tenant', () => {
  let gateway: TestGateway
  let one: string
  let two: string
  let hrTwo: string
  let manager: number
  let hr: number
  const post = async (path: string, body: object, token: string) =>
    (await gateway.post(`${WF}/${path}`, body, token)).body

  beforeAll(async () => {
    gateway = await startTestGateway()
    one = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    two = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    hrTwo = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
    const idOf = async (name: string) =>
      (await gateway.ctx.db.selectFrom('app_user').select('id').where('user_name', '=', name).executeTakeFirstOrThrow())
        .id
    manager = await idOf('manager')
    hr = await idOf('hr')
  })
  afterAll(() => gateway.close())

  it("lists, ends and deletes only the session tenant's own absences", async () => {
    const now = gateway.ctx.now()
    const saved = await post('save', { from: wall(now - 60_000), to: wall(now + 3_600_000), delegateId: hr }, one)
    expect(saved.code).toBe(0)
    expect((await post('mine', {}, one)).result.absences.map((a: { id: string }) => a.id)).toEqual([saved.result.id])
    // The same account in tenant 2 has no absence there, and cannot end or delete tenant 1's.
    expect((await post('mine', {}, two)).result.absences).toEqual([])
    expect((await post('end', { id: saved.result.id }, two)).code).toBe(411401)
    expect((await post('delete', { id: saved.result.id }, two)).code).toBe(411401)
    // hr holds admin's tenant-1 approvals, not in tenant 2.
    expect((await post('mine', {}, hrTwo)).result.delegatedToMe).toEqual([])
    expect((await post('end', { id: saved.result.id }, one)).code).toBe(0)
  })

  it('names as delegate only colleagues of the session tenant', async () => {
    const found = async (keyword: string, token: string) =>
      ((await post('colleagues', { keyword }, token)).result as Array<{ id: number }>).map((c) => c.id)
    expect(await found('manager', one)).toEqual([manager])
    expect(await found('manager', two)).toEqual([])
    // The caller is never their own delegate; a person without the approval right is not offered.
    expect(await found('admin', one)).toEqual([])
    expect(await found('staff', one)).toEqual([])
    const now = gateway.ctx.now()
    const refused = await gateway.post(
      `${WF}/save`,
      { from: wall(now), to: wall(now + 3_600_000), delegateId: manager },
      two,
      { 'accept-language': 'en' },
    )
    expect(refused.body).toMatchObject({ code: 411404, msg: 'The delegate must be a colleague in this company' })
  })

  it('lets only an approver look for colleagues or delegate: anyone else is refused, in their language', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    const refused = await gateway.post(`${WF}/colleagues`, { keyword: 'manager' }, staff, { 'accept-language': 'en' })
    expect(refused.body).toEqual({
      code: 411406,
      msg: 'Only people who approve requests in this company can delegate their approvals',
    })
    expect((await post('colleagues', { keyword: 'manager' }, staff)).msg).toBe(
      '只有在本企业有审批权限的人员才能委托审批',
    )
    const now = gateway.ctx.now()
    expect((await post('save', { from: wall(now), to: wall(now + 3_600_000), delegateId: manager }, staff)).code).toBe(
      411406,
    )
    // The page learns it, to offer the form to approvers only.
    expect((await post('mine', {}, staff)).result.mayDelegate).toBe(false)
    expect((await post('mine', {}, one)).result.mayDelegate).toBe(true)
  })

  it('validates its input', async () => {
    const bad = [
      { from: '2030-13-01', to: '2030-13-02', delegateId: hr },
      { from: '2030-01-01T25:00', to: '2030-01-02', delegateId: hr },
      { from: '2030-01-01', to: '2030-01-02', delegateId: 0 },
      { from: '2030-01-01', to: '2030-01-02', delegateId: hr, note: 'x'.repeat(201) },
      { from: '2030-01-01', delegateId: hr },
    ]
    for (const body of bad) expect((await gateway.post(`${WF}/save`, body, one)).status, JSON.stringify(body)).toBe(400)
    expect((await gateway.post(`${WF}/end`, { id: 'short' }, one)).status).toBe(400)
    expect((await gateway.post(`${WF}/mine`, {})).body.code).not.toBe(0)
  })
})
