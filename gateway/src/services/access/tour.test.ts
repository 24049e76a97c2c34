import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

describe('guided tour marks', () => {
  let gateway: TestGateway
  const post = (path: string, body: unknown, token?: string) =>
    gateway.post(`/gateway/joyhr/web/tour/${path}`, body, token)
  const status = async (token: string, tourId = 'shell') => (await post('status', { tourId }, token)).body.result

  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('has the demo accounts done with the shell tour in every tenant, so it never covers their pages', async () => {
    for (const [account, password, tenantId] of [
      ['admin', 'Admin@12345', 1],
      ['admin', 'Admin@12345', 2],
      ['staff', 'Staff@12345', 1],
      ['hr', 'Hr@123456789', 2],
    ] as const) {
      expect(
        await status(await gateway.login(account, password, { tenantId })),
        `${account} in tenant ${tenantId}`,
      ).toMatchObject({ completed: true, outcome: 'completed' })
    }
  })

  it('keeps a mark per user, tenant and tour', async () => {
    const hrOne = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    const hrTwo = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
    const staff = await gateway.login('staff', 'Staff@12345')
    // A delete stands in for a user who never saw the tour (a new account has no mark at all).
    await gateway.ctx.db.deleteFrom('tour_completion').where('user_id', 'in', [2, 3]).execute()
    expect(await status(hrOne)).toEqual({ tourId: 'shell', completed: false, outcome: null, completedAt: null })
    expect((await post('complete', { tourId: 'shell', outcome: 'closed' }, hrOne)).body).toMatchObject({
      code: 0,
      result: true,
    })
    expect(await status(hrOne)).toMatchObject({ completed: true, outcome: 'closed' })
    expect(await status(hrTwo)).toMatchObject({ completed: false })
    expect(await status(staff)).toMatchObject({ completed: false })
    expect(await status(hrOne, 'app.system.users')).toMatchObject({ completed: false })
    // Finishing it again (another tab) updates the mark.
    expect((await post('complete', { tourId: 'shell', outcome: 'completed' }, hrOne)).body.code).toBe(0)
    expect(await status(hrOne)).toMatchObject({ completed: true, outcome: 'completed' })
    const rows = await gateway.ctx.db.selectFrom('tour_completion').selectAll().where('user_id', '=', 3).execute()
    expect(rows.map((r) => [r.tenant_id, r.tour_id])).toEqual([[1, 'shell']])
  })

  it('refuses bad input and callers without a session', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await post('complete', { tourId: 'shell', outcome: 'maybe' }, staff)).body.code).toBe(400000)
    expect((await post('complete', { tourId: '../Shell', outcome: 'closed' }, staff)).body.code).toBe(400000)
    expect((await post('status', {}, staff)).body.code).toBe(400000)
    expect((await post('status', { tourId: 'shell' })).body.code).toBe(401001)
  })
})
