import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { QR_TICKET_TTL_MS } from './tickets'
import { QR, desktopKit } from './test-helpers'

describe('QR login: a ticket from scan to sign-in', () => {
  let gateway: TestGateway
  let staff: string
  const { create, ticketOf } = desktopKit(() => gateway)
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  it('creates a two-minute ticket whose QR points at the phone page, with a poll key for the desktop', async () => {
    const { body, cookies } = await create()
    const { ticket, pollKey, scanUrl, expiresAt } = body.result
    expect(body.code).toBe(0)
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(pollKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(scanUrl).toBe(`${gateway.ctx.config.shellOrigin}/qr/confirm?ticket=${ticket}&via=scan`)
    expect(expiresAt - gateway.ctx.now()).toBe(QR_TICKET_TTL_MS)
    expect(cookies).toContainEqual(
      expect.objectContaining({
        name: `qr_${ticket}`,
        value: pollKey,
        path: `${QR}/events`,
        httpOnly: true,
        sameSite: 'Strict',
      }),
    )
    const stored = await gateway.ctx.db.selectFrom('qr_login_ticket').selectAll().execute()
    expect(JSON.stringify(stored)).not.toContain(ticket)
    expect(JSON.stringify(stored)).not.toContain(pollKey)
  })

  it('signs the desktop in as the phone user after scan and confirm, once', async () => {
    const { ticket, pollKey, matchNumber: number } = await ticketOf()
    expect((await gateway.post(`${QR}/status`, { ticket, pollKey })).body.result.state).toBe('waiting')
    const scan = await gateway.post(`${QR}/scan`, { ticket }, staff)
    expect(scan.body).toMatchObject({
      code: 0,
      result: {
        ip: expect.stringMatching(/^10\.0\.0\./),
        browser: 'Chrome 131',
        system: 'Windows 10',
        userName: 'staff',
        tenantName: expect.any(String),
      },
    })
    expect(scan.body.result.createdAt).toBeLessThanOrEqual(gateway.ctx.now())
    expect((await gateway.post(`${QR}/status`, { ticket, pollKey })).body.result.state).toBe('scanned')
    expect((await gateway.post(`${QR}/redeem`, { ticket, pollKey })).body.code).toBe(400602)
    expect((await gateway.post(`${QR}/confirm`, { ticket, number }, staff)).body).toMatchObject({
      code: 0,
      result: { state: 'confirmed' },
    })

    const redeem = await gateway.post(`${QR}/redeem`, { ticket, pollKey })
    expect(redeem.body.code).toBe(0)
    const own = (await gateway.post('/gateway/uac/account/login', { account: 'staff', password: 'Staff@12345' })).body
      .result
    expect(redeem.body.result).toMatchObject({
      loginUserId: own.loginUserId,
      tenantId: own.tenantId,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    })
    expect(String(redeem.headers['set-cookie'])).toContain('sso_sys_token=')
    const info = await gateway.post('/gateway/ums/web/user/getLoginUserInfo', {}, redeem.body.result.token)
    expect(info.body.result).toMatchObject({ userName: 'staff' })

    expect((await gateway.post(`${QR}/redeem`, { ticket, pollKey })).body).toEqual({
      code: 400602,
      msg: '该二维码已被使用',
    })
    expect((await gateway.post(`${QR}/status`, { ticket, pollKey })).body.result.state).toBe('used')
  })

  it("tells the phone whether the computer is on the phone's own network, a private one or elsewhere on the internet", async () => {
    const scanFrom = async (desktopIp: string, phoneIp: string) => {
      const { body } = await create(desktopIp)
      const answer = await gateway.app.inject({
        method: 'POST',
        url: `${QR}/scan`,
        payload: { ticket: body.result.ticket },
        remoteAddress: phoneIp,
        headers: { token: staff },
      })
      return JSON.parse(answer.body).result as { ip: string; network: string }
    }
    expect(await scanFrom('203.0.113.7', '203.0.113.7')).toMatchObject({ ip: '203.0.113.7', network: 'same' })
    expect(await scanFrom('10.20.0.1', '203.0.113.7')).toMatchObject({ ip: '10.20.0.1', network: 'local' })
    expect(await scanFrom('198.51.100.9', '203.0.113.7')).toMatchObject({ ip: '198.51.100.9', network: 'elsewhere' })
    expect(await scanFrom('2001:db8::5', '::ffff:203.0.113.7')).toMatchObject({ network: 'elsewhere' })
  })

  it("offers the phone the desktop's number among three, the same on every scan", async () => {
    const { ticket, matchNumber } = await ticketOf()
    expect(matchNumber).toBeGreaterThanOrEqual(10)
    expect(matchNumber).toBeLessThanOrEqual(99)
    const first = (await gateway.post(`${QR}/scan`, { ticket }, staff)).body.result.choices as number[]
    expect(first).toHaveLength(3)
    expect(new Set(first).size).toBe(3)
    expect(first).toContain(matchNumber)
    expect((await gateway.post(`${QR}/scan`, { ticket }, staff)).body.result.choices).toEqual(first)
  })

  it("cancels the ticket when the phone picks a number other than the desktop's", async () => {
    const { ticket, pollKey, matchNumber } = await ticketOf()
    const choices = (await gateway.post(`${QR}/scan`, { ticket }, staff)).body.result.choices as number[]
    const wrong = choices.find((n) => n !== matchNumber)!
    expect(
      (await gateway.post(`${QR}/confirm`, { ticket, number: wrong }, staff, { 'accept-language': 'en' })).body,
    ).toEqual({
      code: 400603,
      msg: 'The number you chose is not the one on the computer, so the sign-in was cancelled',
    })
    expect((await gateway.post(`${QR}/status`, { ticket, pollKey })).body.result.state).toBe('declined')
    // Trying the right number next is too late.
    expect((await gateway.post(`${QR}/confirm`, { ticket, number: matchNumber }, staff)).body.code).toBe(400602)
    expect((await gateway.post(`${QR}/redeem`, { ticket, pollKey })).body.code).toBe(400602)
    const zh = await ticketOf()
    await gateway.post(`${QR}/scan`, { ticket: zh.ticket }, staff)
    expect(
      (
        await gateway.post(
          `${QR}/confirm`,
          { ticket: zh.ticket, number: zh.matchNumber === 99 ? 98 : zh.matchNumber + 1 },
          staff,
        )
      ).body,
    ).toEqual({ code: 400603, msg: '您选择的数字与电脑上显示的不一致，已取消登录' })
    expect((await gateway.post(`${QR}/confirm`, { ticket: zh.ticket }, staff)).status).toBe(400)
  })

  it("refuses another browser's poll key, like an unknown ticket", async () => {
    const mine = await ticketOf()
    const theirs = await ticketOf()
    await gateway.post(`${QR}/scan`, { ticket: mine.ticket }, staff)
    await gateway.post(`${QR}/confirm`, { ticket: mine.ticket, number: mine.matchNumber }, staff)
    const invalid = { code: 400602, msg: '该二维码无效' }
    expect((await gateway.post(`${QR}/redeem`, { ticket: mine.ticket, pollKey: theirs.pollKey })).body).toEqual(invalid)
    expect((await gateway.post(`${QR}/status`, { ticket: mine.ticket, pollKey: theirs.pollKey })).body).toEqual(invalid)
    const altered = `${theirs.ticket[0] === 'x' ? 'y' : 'x'}${theirs.ticket.slice(1)}` // another ticket, whatever the first character was
    expect((await gateway.post(`${QR}/redeem`, { ticket: altered, pollKey: theirs.pollKey })).body).toEqual(invalid)
    expect((await gateway.post(`${QR}/redeem`, { ticket: mine.ticket, pollKey: mine.pollKey })).body.code).toBe(0)
  })
})
