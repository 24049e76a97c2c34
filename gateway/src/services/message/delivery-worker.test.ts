import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { createTestDatabase, testServerUrl } from '../../testing/pg-database'
import { tempDir } from '../../testing/temp-dir'
import { codeFor } from '../../testing/verification-codes'
import { drainDeliveries } from './delivery-workers'
import { DELIVERY_MAX_ATTEMPTS, retryAfter } from './delivery-worker'

const ADMIN_MAIL = 'admin@demo-co.example'
const ADMIN_PHONE = '13800000000'

/** Rows of the delivery queue for a destination, oldest first. */
const queued = (gateway: TestGateway, destination: string) =>
  gateway.ctx.db
    .selectFrom('code_delivery')
    .selectAll()
    .where('destination', '=', destination)
    .orderBy('created_at')
    .execute()

describe('the code delivery queue', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())
  afterEach(() => {
    vi.restoreAllMocks()
    gateway.setNow(gateway.ctx.now() + 2 * 60 * 60 * 1000)
  })

  const later = (ms: number) => gateway.setNow(gateway.ctx.now() + ms)
  const ask = async (url: string, body: object) =>
    (await gateway.post(`/gateway/message/web/${url}`, { ...body, captchaToken: await gateway.captchaPass() })).body

  it('tries a code that could not be sent again after 2 s, then 4 s, logs each failure, and then sends it', async () => {
    const { mail } = gateway.ctx.integrations
    const send = mail.send.bind(mail)
    let failures = 2
    vi.spyOn(mail, 'send').mockImplementation(async (message) => {
      if (failures-- > 0) throw new Error('421 mail server busy')
      await send(message)
    })
    const warn = vi.spyOn(gateway.app.log, 'warn')
    // The request does not wait for the mail server, and does not fail with it.
    expect(await ask('getVCodeToEmail', { email: ADMIN_MAIL })).toEqual({ code: 0, msg: 'success', result: null })
    await drainDeliveries(gateway.ctx)
    expect((await queued(gateway, ADMIN_MAIL)).at(-1)).toMatchObject({
      attempts: 1,
      outcome: null,
      last_error: '421 mail server busy',
    })
    later(retryAfter(1) - 1)
    await drainDeliveries(gateway.ctx)
    expect((await queued(gateway, ADMIN_MAIL)).at(-1)).toMatchObject({ attempts: 1 })
    later(1)
    await drainDeliveries(gateway.ctx)
    expect((await queued(gateway, ADMIN_MAIL)).at(-1)).toMatchObject({ attempts: 2 })
    later(retryAfter(2))
    const code = await codeFor(gateway, ADMIN_MAIL)
    expect(code).toMatch(/^\d{6}$/)
    const row = (await queued(gateway, ADMIN_MAIL)).at(-1)!
    expect(row).toMatchObject({ outcome: 'sent', attempts: 2, body: '' })
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0][1]).toBe('verification code could not be sent; will try again')
    expect(JSON.stringify(warn.mock.calls)).not.toContain(ADMIN_MAIL)
    expect(
      (await gateway.post('/gateway/message/web/checkCode', { channel: 'email', destination: ADMIN_MAIL, code })).body
        .code,
    ).toBe(0)
  })

  it(`gives a code up after ${DELIVERY_MAX_ATTEMPTS} failed tries or when it expires, and logs it as an error`, async () => {
    vi.spyOn(gateway.ctx.integrations.sms, 'send').mockRejectedValue(new Error('provider answered 503'))
    const error = vi.spyOn(gateway.app.log, 'error')
    expect((await ask('getVCode', { phone: ADMIN_PHONE })).code).toBe(0)
    for (let attempt = 1; attempt <= DELIVERY_MAX_ATTEMPTS; attempt++) {
      await drainDeliveries(gateway.ctx)
      later(retryAfter(attempt))
    }
    const row = (await queued(gateway, ADMIN_PHONE)).at(-1)!
    expect(row.outcome).toBe('failed')
    expect(row.body).toBe('')
    expect(row.attempts).toBeLessThanOrEqual(DELIVERY_MAX_ATTEMPTS)
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ delivery: row.id, channel: 'sms' }),
      'verification code could not be sent; given up',
    )
  })

  it('marks a code to a destination without an account done without sending anything', async () => {
    const before = gateway.ctx.integrations.outbox!.list().length
    expect((await ask('getVCode', { phone: '13999999999' })).code).toBe(0)
    await drainDeliveries(gateway.ctx)
    expect((await queued(gateway, '13999999999')).at(-1)).toMatchObject({ outcome: 'skipped', body: '' })
    expect(gateway.ctx.integrations.outbox!.list()).toHaveLength(before)
  })
})

describe('a queued code across a restart', () => {
  it('is sent by the gateway that starts next on the same database', async () => {
    const dir = tempDir()
    const server = testServerUrl()
    const pg = server ? await createTestDatabase(server) : null
    const overrides = { dataDir: dir.path, databaseUrl: pg?.url ?? null }
    try {
      const first = await startTestGateway(overrides)
      vi.spyOn(first.ctx.integrations.mail, 'send').mockRejectedValue(new Error('connection refused'))
      const answer = await first.post('/gateway/message/web/getVCodeToEmail', {
        email: ADMIN_MAIL,
        captchaToken: await first.captchaPass(),
      })
      expect(answer.body.code).toBe(0)
      await drainDeliveries(first.ctx)
      const now = first.ctx.now()
      await first.close()

      const second = await startTestGateway(overrides)
      try {
        second.setNow(now + retryAfter(1))
        const code = await codeFor(second, ADMIN_MAIL)
        expect(code).toMatch(/^\d{6}$/)
        const check = await second.post('/gateway/message/web/checkCode', {
          channel: 'email',
          destination: ADMIN_MAIL,
          code,
        })
        expect(check.body.code).toBe(0)
      } finally {
        await second.close()
      }
    } finally {
      vi.restoreAllMocks()
      await pg?.drop()
      dir.remove()
    }
  })
})
