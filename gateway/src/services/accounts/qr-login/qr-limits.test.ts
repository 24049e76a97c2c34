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
import { QR, desktopKit } from './test-helpers'

describe('QR login', () => {
  let gateway: TestGateway
  const { create } = desktopKit(() => gateway)
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

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
