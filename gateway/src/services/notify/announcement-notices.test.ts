import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { linkPlatformAccount } from '../people'
import { drainNotifications } from './index'

describe('must-read announcements', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('reach their audience on the messaging platform with a link to the announcement', async () => {
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const staffId = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
    ).id
    await linkPlatformAccount(gateway.ctx.db, {
      tenantId: 1,
      platform: 'feishu',
      platformUserId: 'fs-staff',
      userId: staffId,
      now: Date.now(),
    })
    const published = await gateway.post(
      '/gateway/message/web/notice/publish',
      {
        title: 'Office move',
        body: '<p>We move on Monday.</p>',
        mustRead: true,
        countdownSeconds: 5,
        audience: { type: 'users', ids: [staffId] },
      },
      admin,
    )
    expect(published.body.code).toBe(0)
    await drainNotifications(gateway.ctx)
    const inbox = await (await fetch(`${gateway.ctx.integrations.devServices.feishu}/sim/inbox.json`)).json()
    expect(inbox.messages).toMatchObject([
      { to: 'fs-staff', title: '必读公告：Office move', url: expect.stringMatching(/\/portal\/messages\/[\w-]+$/) },
    ])
  })
})
