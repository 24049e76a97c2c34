import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { drainDeliveries } from './delivery-workers'

// Database-independent: the timing of the request paths; the queued deliveries and their rows run on PostgreSQL in
// code-login.test.ts and delivery-worker.test.ts.

const SAMPLES = 20
/** The most the median of the paired differences (known − unknown, the two requests of a pair back to back) may be. */
const BOUND_MS = 15
/**
 * A real mail server or SMS provider takes this long to accept a message (the local stand-ins answer at once). Only a
 * send inside the timed request waits for it: one made there would show as this much more for the known destination.
 */
const PROVIDER_MS = 80

const ADMIN_PHONE = '13800000000'
const ADMIN_MAIL = 'admin@demo-co.example'
const OPERATOR_MAIL = 'operator@demo-co.example'

interface CodePath {
  name: string
  url: string
  body: (destination: string) => Record<string, unknown>
  known: string
  unknown: string
  /** Signed in (as the demo administrator). */
  session?: boolean
}

const PATHS: CodePath[] = [
  {
    name: 'sign-in code by SMS',
    url: '/gateway/message/web/getVCode',
    body: (phone) => ({ phone }),
    known: ADMIN_PHONE,
    unknown: '13999999999',
  },
  {
    name: 'sign-in code by e-mail',
    url: '/gateway/message/web/getVCodeToEmail',
    body: (email) => ({ email }),
    known: ADMIN_MAIL,
    unknown: 'ghost@nowhere.example',
  },
  {
    name: 'password reset by e-mail',
    url: '/gateway/uac/account/sendCode',
    body: (email) => ({ email, purpose: 'reset' }),
    known: ADMIN_MAIL,
    unknown: 'ghost@nowhere.example',
  },
  {
    name: 'password reset by SMS',
    url: '/gateway/uac/account/sendCode',
    body: (phone) => ({ phone, purpose: 'reset' }),
    known: ADMIN_PHONE,
    unknown: '13999999999',
  },
  {
    name: 'super login',
    url: '/gateway/uac/account/superLogin/sendCode',
    body: (email) => ({ email }),
    known: OPERATOR_MAIL,
    unknown: 'ghost@nowhere.example',
  },
  {
    name: 'company registration',
    url: '/gateway/tum/web/company/sendCode',
    body: (email) => ({ email }),
    known: ADMIN_MAIL,
    unknown: 'new@lakeside.example',
  },
  {
    name: 'rebind e-mail',
    url: '/gateway/uac/account/sendCode',
    body: (email) => ({ email, purpose: 'bind' }),
    known: OPERATOR_MAIL,
    unknown: 'new@lakeside.example',
    session: true,
  },
]

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2
}

describe('code requests cost the same for a destination with an account and one without', () => {
  let gateway: TestGateway
  /** True while a request is being timed: the providers are slow then, and answer at once when the queue drains. */
  let timing = false
  beforeAll(async () => {
    gateway = await startTestGateway()
    // The providers as they are in production: accepting a message takes a while.
    const { mail, sms } = gateway.ctx.integrations
    const [sendMail, sendSms] = [mail.send.bind(mail), sms.send.bind(sms)]
    mail.send = async (message) => {
      if (timing) await sleep(PROVIDER_MS)
      await sendMail(message)
    }
    sms.send = async (phone, text) => {
      if (timing) await sleep(PROVIDER_MS)
      await sendSms(phone, text)
    }
  })
  afterAll(() => gateway.close())

  // A fresh session for each sample: the clock moves hours between samples, past the tenant's inactivity timeout.
  const signedIn = () => gateway.login('admin', 'Admin@12345', { tenantId: 1 })

  /** One request for a code, timed; each sample a couple of hours after the last, past every resend wait and hourly limit. */
  const sample = async (path: CodePath, destination: string) => {
    gateway.setNow(gateway.ctx.now() + 2 * 60 * 60 * 1000)
    const captchaToken = await gateway.captchaPass()
    const token = path.session ? await signedIn() : undefined
    timing = true
    const started = performance.now()
    const answer = await gateway.app.inject({
      method: 'POST',
      url: path.url,
      payload: { ...path.body(destination), captchaToken },
      headers: token ? { token } : {},
    })
    const ms = performance.now() - started
    timing = false
    // What was queued goes out before the next sample, off the clock.
    await drainDeliveries(gateway.ctx)
    return { ms, body: JSON.parse(answer.body) }
  }

  for (const path of PATHS) {
    it(`${path.name}: same answer, paired differences of ${SAMPLES} samples within ${BOUND_MS} ms, and the known code arrives through the queue`, async () => {
      const known: number[] = []
      const unknown: number[] = []
      const [since, realSince] = [gateway.ctx.now(), Date.now()]
      for (let i = 0; i < SAMPLES; i++) {
        // Alternating which goes first, so neither profits from a warm cache.
        const order = i % 2 ? [path.unknown, path.known] : [path.known, path.unknown]
        for (const destination of order) {
          const { ms, body } = await sample(path, destination)
          expect(body).toEqual({ code: 0, msg: 'success', result: null })
          ;(destination === path.known ? known : unknown).push(ms)
        }
      }
      // Each pair ran back to back, so a machine busy with other work slows both of it alike: the median of the
      // pairs' differences shows what the destination costs, where the two medians apart would show the load.
      const differences = known.map((ms, i) => ms - unknown[i])
      expect(
        Math.abs(median(differences)),
        `known ${median(known)} ms, unknown ${median(unknown)} ms, paired difference ${median(differences)} ms`,
      ).toBeLessThanOrEqual(BOUND_MS)
      const rows = await gateway.ctx.db
        .selectFrom('code_delivery')
        .select(['destination', 'outcome'])
        .where('destination', 'in', [path.known, path.unknown])
        .where('created_at', '>', since)
        .execute()
      expect(rows.filter((r) => r.destination === path.known).map((r) => r.outcome)).toContain('sent')
      const sent = gateway.ctx.integrations.outbox!.list().filter((m) => m.to.includes(path.known) && m.at >= realSince)
      expect(sent).toHaveLength(SAMPLES)
      expect(sent[0].text).toMatch(/\b\d{6}\b/)
    }, 120_000)
  }
})
