import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { countUp } from '../../../core/db/counters'
import {
  QR_CREATE_LIMIT,
  QR_CREATE_PER_NETWORK,
  QR_CREATE_WINDOW_MS,
  QR_OPEN_ALL,
  QR_OPEN_PER_ADDRESS,
  QR_TICKET_TTL_MS,
} from './tickets'

const QR = '/gateway/uac/qrLogin'
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

describe('QR login', () => {
  let gateway: TestGateway
  let staff: string
  let hr: string
  let address = 0
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
    hr = await gateway.login('hr', 'Hr@123456789')
  })
  afterAll(() => gateway.close())

  /** A desktop asks for a ticket, each from an address of its own (so the per-address limit stays out of the way). */
  async function create(ip = `10.0.0.${++address}`) {
    const response = await gateway.app.inject({
      method: 'POST',
      url: `${QR}/create`,
      payload: {},
      remoteAddress: ip,
      headers: { 'user-agent': CHROME },
    })
    return { body: JSON.parse(response.body), cookies: response.cookies }
  }
  const ticketOf = async () => {
    const { body } = await create()
    return body.result as { ticket: string; pollKey: string; scanUrl?: string; expiresAt: number; matchNumber: number }
  }

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

  it('tells the desktop when the phone declines, and never signs it in', async () => {
    const { ticket, pollKey, matchNumber: number } = await ticketOf()
    await gateway.post(`${QR}/scan`, { ticket }, staff)
    expect((await gateway.post(`${QR}/decline`, { ticket }, staff)).body).toMatchObject({
      code: 0,
      result: { state: 'declined' },
    })
    expect((await gateway.post(`${QR}/status`, { ticket, pollKey })).body.result.state).toBe('declined')
    expect((await gateway.post(`${QR}/redeem`, { ticket, pollKey })).body).toEqual({
      code: 400602,
      msg: '未在手机上确认登录',
    })
    expect((await gateway.post(`${QR}/confirm`, { ticket, number }, staff)).body).toEqual({
      code: 400602,
      msg: '该二维码已处理',
    })
  })

  it('needs a signed-in phone, the one that scanned, and a scanned ticket', async () => {
    const { ticket, matchNumber: number } = await ticketOf()
    expect((await gateway.post(`${QR}/scan`, { ticket })).body.code).toBe(401001)
    expect((await gateway.post(`${QR}/confirm`, { ticket, number })).body.code).toBe(401001)
    expect((await gateway.post(`${QR}/confirm`, { ticket, number }, staff)).body).toEqual({
      code: 400602,
      msg: '请先扫描二维码',
    })
    await gateway.post(`${QR}/scan`, { ticket }, staff)
    expect((await gateway.post(`${QR}/scan`, { ticket }, staff)).body.code).toBe(0)
    const elsewhere = { code: 400602, msg: '该二维码已在其他设备上扫描' }
    expect((await gateway.post(`${QR}/scan`, { ticket }, hr)).body).toEqual(elsewhere)
    expect((await gateway.post(`${QR}/confirm`, { ticket, number }, hr)).body).toEqual(elsewhere)
    expect((await gateway.post(`${QR}/scan`, { ticket: 'not a ticket' }, staff)).status).toBe(400)
  })

  it('expires after two minutes and says so', async () => {
    const start = gateway.ctx.now()
    const open = await ticketOf()
    const scanned = await ticketOf()
    await gateway.post(`${QR}/scan`, { ticket: scanned.ticket }, staff)
    gateway.setNow(start + QR_TICKET_TTL_MS)
    try {
      const expired = { code: 400601, msg: '二维码已过期，请刷新' }
      expect((await gateway.post(`${QR}/status`, open)).body.result.state).toBe('expired')
      expect((await gateway.post(`${QR}/scan`, { ticket: open.ticket }, staff)).body).toEqual(expired)
      expect(
        (await gateway.post(`${QR}/confirm`, { ticket: scanned.ticket, number: scanned.matchNumber }, staff)).body,
      ).toEqual(expired)
      expect((await gateway.post(`${QR}/redeem`, scanned)).body).toEqual(expired)
    } finally {
      gateway.setNow(Date.now())
    }
  })

  it('lets a confirmed sign-in be redeemed for a minute only', async () => {
    const { ticket, pollKey, matchNumber: number } = await ticketOf()
    await gateway.post(`${QR}/scan`, { ticket }, staff)
    await gateway.post(`${QR}/confirm`, { ticket, number }, staff)
    gateway.setNow(gateway.ctx.now() + 61_000)
    try {
      expect((await gateway.post(`${QR}/redeem`, { ticket, pollKey })).body.code).toBe(400601)
    } finally {
      gateway.setNow(Date.now())
    }
  })

  it(`refuses more than ${QR_CREATE_LIMIT} tickets from one address in ten minutes`, async () => {
    const start = gateway.ctx.now()
    try {
      // Each ticket expires before the address holds too many open ones at once.
      for (let i = 0; i < QR_CREATE_LIMIT; i++) {
        gateway.setNow(start + Math.floor(i / QR_OPEN_PER_ADDRESS) * QR_TICKET_TTL_MS)
        expect((await create('10.9.9.9')).body.code).toBe(0)
      }
      expect((await create('10.9.9.9')).body).toMatchObject({
        code: 400110,
        msg: expect.stringContaining('此地址请求的二维码过多'),
      })
      expect((await create('10.9.9.8')).body.code).toBe(0)
      gateway.setNow(start + 10 * 60_000 + 1)
      expect((await create('10.9.9.9')).body.code).toBe(0)
    } finally {
      gateway.setNow(Date.now())
    }
  })

  it("gives exactly the rest of an address's tickets to requests sent at once", async () => {
    // Most of the address's window spent already, so that a few requests reach its end.
    await countUp(
      gateway.ctx.db,
      'attempt_counter',
      'qr:create:ip:10.9.8.1',
      { windowMs: QR_CREATE_WINDOW_MS },
      gateway.ctx.now(),
      QR_CREATE_LIMIT - 2,
    )
    const answers = await Promise.all(Array.from({ length: 10 }, () => create('10.9.8.1')))
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(2)
    expect(answers.filter((answer) => answer.body.code === 400110)).toHaveLength(8)
  })

  it(`stops one rotating through the addresses of a /64 at ${QR_CREATE_PER_NETWORK} tickets; another network is served`, async () => {
    await countUp(
      gateway.ctx.db,
      'attempt_counter',
      'qr:create:net:2001:db8:d:1::/64',
      { windowMs: QR_CREATE_WINDOW_MS },
      gateway.ctx.now(),
      QR_CREATE_PER_NETWORK - 2,
    )
    for (const ip of ['2001:db8:d:1::1', '2001:db8:d:1::2']) expect((await create(ip)).body.code).toBe(0)
    expect((await create('2001:db8:d:1::3')).body.code).toBe(400110)
    expect((await create('2001:db8:d:2::1')).body.code).toBe(0)
  })
})

describe('QR login caps on open tickets', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())
  const create = async (ip: string) =>
    JSON.parse(
      (
        await gateway.app.inject({
          method: 'POST',
          url: `${QR}/create`,
          payload: {},
          remoteAddress: ip,
          headers: { 'accept-language': 'en' },
        })
      ).body,
    )

  it(`holds at most ${QR_OPEN_PER_ADDRESS} open tickets per address and ${QR_OPEN_ALL} on the deployment`, async () => {
    for (let i = 0; i < QR_OPEN_PER_ADDRESS; i++) expect((await create('10.7.0.1')).code).toBe(0)
    const full = { code: 400110, msg: 'Too many QR codes are waiting to be scanned, please try again in a few minutes' }
    expect(await create('10.7.0.1')).toEqual(full)
    expect((await create('10.7.0.2')).code).toBe(0)
    // Expired tickets are no longer open.
    gateway.setNow(gateway.ctx.now() + QR_TICKET_TTL_MS)
    expect((await create('10.7.0.1')).code).toBe(0)
    // The deployment's open tickets, as if many addresses had asked (rows written directly).
    const now = gateway.ctx.now()
    const rows = Array.from({ length: QR_OPEN_ALL }, (_, i) => ({
      ticket_hash: `fill${i}`,
      poll_key_hash: 'x',
      state: 'waiting',
      desktop_ip: `10.8.${i >> 8}.${i & 255}`,
      desktop_agent: '',
      created_at: now,
      expires_at: now + QR_TICKET_TTL_MS,
      user_id: null,
      tenant_id: null,
      scanned_at: null,
      answered_at: null,
      match_number: 10,
      match_choices: '10,11,12',
    }))
    for (let i = 0; i < rows.length; i += 200)
      await gateway.ctx.db
        .insertInto('qr_login_ticket')
        .values(rows.slice(i, i + 200))
        .execute()
    expect(await create('10.7.0.3')).toEqual(full)
  })
})

describe('QR login scan address', () => {
  it('has none in production on a loopback origin, so the login page can say so', async () => {
    const gateway = await startTestGateway({ demo: false })
    try {
      const answer = await gateway.post(`${QR}/create`, {})
      expect(answer.body.code).toBe(0)
      expect(answer.body.result.scanUrl).toBeUndefined()
    } finally {
      await gateway.close()
    }
  })

  it('uses QR_SCAN_ORIGIN when it is set', async () => {
    const gateway = await startTestGateway({ qrScanOrigin: 'https://hr.example.com' })
    try {
      const { result } = (await gateway.post(`${QR}/create`, {})).body
      expect(result.scanUrl).toBe(`https://hr.example.com/qr/confirm?ticket=${result.ticket}&via=scan`)
    } finally {
      await gateway.close()
    }
  })
})
