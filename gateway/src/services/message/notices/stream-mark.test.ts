import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { followEvents, type Followed } from '../../../testing/event-stream'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20))
}

// The notice stream carries the §4 permission-change mark: the portal knows it before a navigation without asking.
describe('the permission-change mark on the notice stream', () => {
  let gateway: TestGateway
  let base: string
  const streams: Followed[] = []
  const open = async (token: string) => {
    const followed = await followEvents(`${base}/gateway/message/web/notice/stream`, { token })
    streams.push(followed)
    return followed
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    base = await gateway.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    for (const stream of streams) stream.stop()
    await gateway.close()
  })

  it("is sent when the stream opens, again when a role of the user changes, and to no one else; a new stream after the prompt's clear starts unchanged", async () => {
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const staffToken = await gateway.login('staff', 'Staff@12345')
    const [staff, hr] = [await open(staffToken), await open(await gateway.login('hr', 'Hr@123456789', { tenantId: 1 }))]
    await until(() => staff.marks.length > 0 && hr.marks.length > 0)
    expect([staff.marks, hr.marks]).toEqual([[false], [false]])

    const roles = (await gateway.post('/gateway/joyhr/web/authRole/list', {}, admin)).body.result as Array<{
      id: number
      nameEn: string | null
      functionIds: string[]
    }>
    const role = roles.find((r) => r.nameEn === 'Staff')!
    const saved = Date.now()
    expect(
      (
        await gateway.post(
          '/gateway/joyhr/web/authRole/save',
          { roleId: role.id, functionIds: role.functionIds.filter((id) => id !== '1002') },
          admin,
        )
      ).body.code,
    ).toBe(0)
    await until(() => staff.marks.length > 1)
    expect(staff.marks).toEqual([false, true])
    expect(Date.now() - saved).toBeLessThan(1000)

    // The portal confirms the prompt, clears the mark and reloads: its new stream starts unchanged.
    expect(
      (await gateway.post('/gateway/uac/web/permission/clearPermissionMark', { appMark: 'portal' }, staffToken)).body
        .code,
    ).toBe(0)
    const reloaded = await open(staffToken)
    await until(() => reloaded.marks.length > 0)
    expect(reloaded.marks).toEqual([false])
    expect(hr.marks).toEqual([false])
    expect(staff.events).toEqual([])
  })

  it('is sent when a brand asks its other sessions to reload, not to the session that changed it', async () => {
    const operator = await gateway.login('operator', 'Operator@12345', { tenantId: 1 })
    const staff = await open(await gateway.login('staff', 'Staff@12345'))
    const self = await open(operator)
    await until(() => staff.marks.length > 0 && self.marks.length > 0)
    const { requireRefresh } = await import('../../../core/auth/sessions')
    const session = await gateway.ctx.db
      .selectFrom('session')
      .select(['sys_code', 'token_hash'])
      .where('user_id', '=', 4)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    expect(
      await requireRefresh(
        gateway.ctx.db,
        { sysCode: session.sys_code, exceptTokenHash: session.token_hash },
        Date.now(),
      ),
    ).toBeGreaterThan(0)
    await until(() => staff.marks.length > 1)
    expect(staff.marks.at(-1)).toBe(true)
    expect(self.marks).toEqual([false])
  })
})
