import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gatewayProcesses, START_MS, type GatewayProcess } from './testing/gateway-processes'
import { createTestDatabase } from './testing/pg-database'
import { followEvents as follow, type Followed } from './testing/event-stream'

// Live streams across two gateway processes on one PostgreSQL database: what one process writes (a notice, a
// sign-out, a phone's answer to a QR code) reaches the streams the other holds at once, over LISTEN/NOTIFY.
const serverUrl = process.env.TEST_DATABASE_URL
if (!serverUrl) throw new Error('the two-process stream test needs TEST_DATABASE_URL')

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20))
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('live streams across two gateway processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let gateways: Awaited<ReturnType<typeof gatewayProcesses>>
  let a: GatewayProcess
  let b: GatewayProcess
  const streams: Followed[] = []

  const login = async (target: GatewayProcess, account: string, password: string) => {
    const answer = await gateways.post(target, '/uac/account/login', { account, password, tenantId: 1 })
    if (answer.code !== 0) throw new Error(`login of ${account} failed: ${answer.code} ${answer.msg}`)
    return answer.result.token as string
  }
  const notices = async (target: GatewayProcess, token: string) => {
    const followed = await follow(`${target.url}/message/web/notice/stream`, { token })
    streams.push(followed)
    return followed
  }

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl!)
    gateways = await gatewayProcesses(database.url)
    ;[a, b] = await Promise.all([gateways.start('a'), gateways.start('b')])
  }, START_MS + 60_000)
  afterAll(async () => {
    for (const stream of streams) stream.stop()
    await gateways?.close()
    await database?.drop()
  }, 30_000)

  it("a notice written through one process reaches the recipient's streams held by either, at once", async () => {
    const admin = await login(a, 'admin', 'Admin@12345')
    const staff = await login(b, 'staff', 'Staff@12345')
    const [onB, onA] = [await notices(b, staff), await notices(a, staff)]
    await settle()
    const sent = Date.now()
    const published = await gateways.post(
      a,
      '/message/web/notice/publish',
      { title: 'Across', body: '<p>x</p>', audience: { type: 'users', ids: [2] } },
      admin,
    )
    expect(published.code).toBe(0)
    await until(() => onB.events.length > 0 && onA.events.length > 0)
    expect(Date.now() - sent).toBeLessThan(1000)
    for (const stream of [onB, onA]) {
      expect(stream.events).toEqual([
        {
          event: 'notice',
          data: expect.objectContaining({
            notice: expect.objectContaining({ id: published.result.id, title: 'Across' }),
            unread: 1,
          }),
        },
      ])
    }
    // Tenant-wide announcements from either side, one after another: each is there well within a poll's time.
    const took: number[] = []
    for (let i = 0; i < 4; i++) {
      const at = Date.now()
      expect(
        (
          await gateways.post(
            i % 2 ? a : b,
            '/message/web/notice/publish',
            { title: `Everyone ${i}`, body: '<p>y</p>', audience: { type: 'tenant' } },
            admin,
          )
        ).code,
      ).toBe(0)
      await until(() => onB.events.length > i + 1 && onA.events.length > i + 1)
      took.push(Date.now() - at)
    }
    expect(onA.events.map((e) => e.data.notice.title)).toEqual([
      'Across',
      'Everyone 0',
      'Everyone 1',
      'Everyone 2',
      'Everyone 3',
    ])
    expect(onB.events.map((e) => e.data.unread)).toEqual([1, 2, 3, 4, 5])
    expect(Math.max(...took)).toBeLessThan(700)
  })

  it('a role saved on one process sends the permission-change mark to the stream the other holds, at once, and to no one else', async () => {
    const admin = await login(a, 'admin', 'Admin@12345')
    const staff = await notices(b, await login(b, 'staff', 'Staff@12345'))
    const hr = await notices(b, await login(b, 'hr', 'Hr@123456789'))
    await until(() => staff.marks.length > 0 && hr.marks.length > 0)
    expect([staff.marks, hr.marks]).toEqual([[false], [false]])
    const roles = (await gateways.post(a, '/joyhr/web/authRole/list', {}, admin)).result as Array<{
      id: number
      nameEn: string | null
      functionIds: string[]
    }>
    const role = roles.find((r) => r.nameEn === 'Staff')!
    const saved = Date.now()
    expect(
      (
        await gateways.post(
          a,
          '/joyhr/web/authRole/save',
          { roleId: role.id, functionIds: role.functionIds.filter((id) => id !== '1002') },
          admin,
        )
      ).code,
    ).toBe(0)
    await until(() => staff.marks.length > 1)
    expect(staff.marks).toEqual([false, true])
    expect(Date.now() - saved).toBeLessThan(1000)
    await settle()
    expect(hr.marks).toEqual([false])
    expect(
      (await gateways.post(a, '/joyhr/web/authRole/save', { roleId: role.id, functionIds: role.functionIds }, admin))
        .code,
    ).toBe(0)
  })

  it("a sign-out on one process ends the stream the other holds, at once; the user's other session keeps its stream", async () => {
    const kept = await notices(a, await login(a, 'hr', 'Hr@123456789'))
    for (let i = 0; i < 3; i++) {
      const token = await login(a, 'hr', 'Hr@123456789')
      const ending = await notices(a, token)
      await settle()
      const signedOut = Date.now()
      expect((await gateways.post(b, '/loginOut', {}, token)).code).toBe(0)
      await until(() => ending.ended, 3000)
      expect(ending.ended).toBe(true)
      expect(ending.endedAt - signedOut).toBeLessThan(600)
    }
    await settle()
    expect(kept.ended).toBe(false)
  })

  it("the QR stream on one process gets the phone's scan and confirm made on the other, and ends", async () => {
    const staff = await login(b, 'staff', 'Staff@12345')
    const created = await fetch(`${a.url}/uac/qrLogin/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    const { result } = (await created.json()) as { result: { ticket: string; matchNumber: number } }
    const cookie = created.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const desktop = await follow(`${a.url}/uac/qrLogin/events?ticket=${result.ticket}`, { cookie })
    streams.push(desktop)
    await until(() => desktop.events.length > 0)
    expect(desktop.events.map((e) => e.data.state)).toEqual(['waiting'])
    const scanned = Date.now()
    expect((await gateways.post(b, '/uac/qrLogin/scan', { ticket: result.ticket }, staff)).code).toBe(0)
    await until(() => desktop.events.length > 1, 3000)
    expect(Date.now() - scanned).toBeLessThan(600)
    const confirmed = Date.now()
    expect(
      (await gateways.post(b, '/uac/qrLogin/confirm', { ticket: result.ticket, number: result.matchNumber }, staff))
        .code,
    ).toBe(0)
    await until(() => desktop.ended, 3000)
    expect(desktop.events.map((e) => e.data.state)).toEqual(['waiting', 'scanned', 'confirmed'])
    expect(desktop.endedAt - confirmed).toBeLessThan(600)
  })
})
