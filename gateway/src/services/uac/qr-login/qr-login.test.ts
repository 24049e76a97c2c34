import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { QR_CREATE_LIMIT, QR_TICKET_TTL_MS } from './tickets'

const QR = '/gateway/uac/qrLogin'
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

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
    const response = await gateway.app.inject({ method: 'POST', url: `${QR}/create`, payload: {}, remoteAddress: ip, headers: { 'user-agent': CHROME } })
    return { body: JSON.parse(response.body), cookies: response.cookies }
  }
  const ticketOf = async () => {
    const { body } = await create()
    return body.result as { ticket: string; pollKey: string; scanUrl?: string; expiresAt: number }
  }

  it('creates a two-minute ticket whose QR points at the phone page, with a poll key for the desktop', async () => {
    const { body, cookies } = await create()
    const { ticket, pollKey, scanUrl, expiresAt } = body.result
    expect(body.code).toBe(0)
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(pollKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(scanUrl).toBe(`${gateway.ctx.config.shellOrigin}/qr/confirm?ticket=${ticket}`)
    expect(expiresAt - gateway.ctx.now()).toBe(QR_TICKET_TTL_MS)
    expect(cookies).toContainEqual(expect.objectContaining({ name: `qr_${ticket}`, value: pollKey, path: `${QR}/events`, httpOnly: true, sameSite: 'Strict' }))
    const stored = await gateway.ctx.db.selectFrom('qr_login_ticket').selectAll().execute()
    expect(JSON.stringify(stored)).not.toContain(ticket)
    expect(JSON.stringify(stored)).not.toContain(pollKey)
  })

  it('signs the desktop in as the phone user after scan and confirm, once', async () => {
    const { ticket, pollKey } = await ticketOf()
    expect((await gateway.post(`${QR}/status`, { ticket, pollKey })).body.result.state).toBe('waiting')
    const scan = await gateway.post(`${QR}/scan`, { ticket }, staff)
    expect(scan.body).toMatchObject({ code: 0, result: { ip: expect.stringMatching(/^10\.0\.0\./), browser: 'Chrome 131', system: 'Windows 10', userName: 'staff', tenantName: expect.any(String) } })
    expect(scan.body.result.createdAt).toBeLessThanOrEqual(gateway.ctx.now())
    expect((await gateway.post(`${QR}/status`, { ticket, pollKey })).body.result.state).toBe('scanned')
    expect((await gateway.post(`${QR}/redeem`, { ticket, pollKey })).body.code).toBe(400602)
    expect((await gateway.post(`${QR}/confirm`, { ticket }, staff)).body).toMatchObject({ code: 0, result: { state: 'confirmed' } })

    const redeem = await gateway.post(`${QR}/redeem`, { ticket, pollKey })
    expect(redeem.body.code).toBe(0)
    const own = (await gateway.post('/gateway/uac/account/login', { account: 'staff', password: 'Staff@12345' })).body.result
    expect(redeem.body.result).toMatchObject({ loginUserId: own.loginUserId, tenantId: own.tenantId, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) })
    expect(String(redeem.headers['set-cookie'])).toContain('sso_sys_token=')
    const info = await gateway.post('/gateway/ums/web/user/getLoginUserInfo', {}, redeem.body.result.token)
    expect(info.body.result).toMatchObject({ userName: 'staff' })

    expect((await gateway.post(`${QR}/redeem`, { ticket, pollKey })).body).toEqual({ code: 400602, msg: 'This QR code has already been used' })
    expect((await gateway.post(`${QR}/status`, { ticket, pollKey })).body.result.state).toBe('used')
  })

  it('refuses another browser\'s poll key, like an unknown ticket', async () => {
    const mine = await ticketOf()
    const theirs = await ticketOf()
    await gateway.post(`${QR}/scan`, { ticket: mine.ticket }, staff)
    await gateway.post(`${QR}/confirm`, { ticket: mine.ticket }, staff)
    const invalid = { code: 400602, msg: 'This QR code is not valid' }
    expect((await gateway.post(`${QR}/redeem`, { ticket: mine.ticket, pollKey: theirs.pollKey })).body).toEqual(invalid)
    expect((await gateway.post(`${QR}/status`, { ticket: mine.ticket, pollKey: theirs.pollKey })).body).toEqual(invalid)
    const altered = `${theirs.ticket[0] === 'x' ? 'y' : 'x'}${theirs.ticket.slice(1)}` // another ticket, whatever the first character was
    expect((await gateway.post(`${QR}/redeem`, { ticket: altered, pollKey: theirs.pollKey })).body).toEqual(invalid)
    expect((await gateway.post(`${QR}/redeem`, { ticket: mine.ticket, pollKey: mine.pollKey })).body.code).toBe(0)
  })

  it('tells the desktop when the phone declines, and never signs it in', async () => {
    const { ticket, pollKey } = await ticketOf()
    await gateway.post(`${QR}/scan`, { ticket }, staff)
    expect((await gateway.post(`${QR}/decline`, { ticket }, staff)).body).toMatchObject({ code: 0, result: { state: 'declined' } })
    expect((await gateway.post(`${QR}/status`, { ticket, pollKey })).body.result.state).toBe('declined')
    expect((await gateway.post(`${QR}/redeem`, { ticket, pollKey })).body).toEqual({ code: 400602, msg: 'The sign-in was not confirmed on the phone' })
    expect((await gateway.post(`${QR}/confirm`, { ticket }, staff)).body).toEqual({ code: 400602, msg: 'This QR code has already been answered' })
  })

  it('needs a signed-in phone, the one that scanned, and a scanned ticket', async () => {
    const { ticket } = await ticketOf()
    expect((await gateway.post(`${QR}/scan`, { ticket })).body.code).toBe(401001)
    expect((await gateway.post(`${QR}/confirm`, { ticket })).body.code).toBe(401001)
    expect((await gateway.post(`${QR}/confirm`, { ticket }, staff)).body).toEqual({ code: 400602, msg: 'Scan the QR code first' })
    await gateway.post(`${QR}/scan`, { ticket }, staff)
    expect((await gateway.post(`${QR}/scan`, { ticket }, staff)).body.code).toBe(0)
    const elsewhere = { code: 400602, msg: 'This QR code was scanned on another device' }
    expect((await gateway.post(`${QR}/scan`, { ticket }, hr)).body).toEqual(elsewhere)
    expect((await gateway.post(`${QR}/confirm`, { ticket }, hr)).body).toEqual(elsewhere)
    expect((await gateway.post(`${QR}/scan`, { ticket: 'not a ticket' }, staff)).status).toBe(400)
  })

  it('expires after two minutes and says so', async () => {
    const start = gateway.ctx.now()
    const open = await ticketOf()
    const scanned = await ticketOf()
    await gateway.post(`${QR}/scan`, { ticket: scanned.ticket }, staff)
    gateway.setNow(start + QR_TICKET_TTL_MS)
    try {
      const expired = { code: 400601, msg: 'The QR code has expired, please refresh it' }
      expect((await gateway.post(`${QR}/status`, open)).body.result.state).toBe('expired')
      expect((await gateway.post(`${QR}/scan`, { ticket: open.ticket }, staff)).body).toEqual(expired)
      expect((await gateway.post(`${QR}/confirm`, { ticket: scanned.ticket }, staff)).body).toEqual(expired)
      expect((await gateway.post(`${QR}/redeem`, scanned)).body).toEqual(expired)
    } finally {
      gateway.setNow(Date.now())
    }
  })

  it('lets a confirmed sign-in be redeemed for a minute only', async () => {
    const { ticket, pollKey } = await ticketOf()
    await gateway.post(`${QR}/scan`, { ticket }, staff)
    await gateway.post(`${QR}/confirm`, { ticket }, staff)
    gateway.setNow(gateway.ctx.now() + 61_000)
    try {
      expect((await gateway.post(`${QR}/redeem`, { ticket, pollKey })).body.code).toBe(400601)
    } finally {
      gateway.setNow(Date.now())
    }
  })

  it(`refuses more than ${QR_CREATE_LIMIT} tickets from one address in ten minutes`, async () => {
    for (let i = 0; i < QR_CREATE_LIMIT; i++) expect((await create('10.9.9.9')).body.code).toBe(0)
    expect((await create('10.9.9.9')).body).toMatchObject({ code: 400110, msg: expect.stringContaining('Too many QR codes') })
    expect((await create('10.9.9.8')).body.code).toBe(0)
    gateway.setNow(gateway.ctx.now() + 10 * 60_000 + 1)
    try {
      expect((await create('10.9.9.9')).body.code).toBe(0)
    } finally {
      gateway.setNow(Date.now())
    }
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
      expect(result.scanUrl).toBe(`https://hr.example.com/qr/confirm?ticket=${result.ticket}`)
    } finally {
      await gateway.close()
    }
  })
})
