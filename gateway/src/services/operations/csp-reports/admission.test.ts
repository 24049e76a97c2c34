import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { NEW_KINDS_PER_NETWORK, REPORTS_PER_DOCUMENT, REPORTS_PER_NETWORK } from './admission'
import { MAX_KINDS_PER_DIRECTIVE } from './store'

const REPORT = '/gateway/ops/cspReport'

describe('the shares of CSP reports', () => {
  let gateway: TestGateway
  let shell: string
  let minute = 1_900_000_000_000
  beforeAll(async () => {
    gateway = await startTestGateway()
    shell = gateway.ctx.config.shellOrigin
  })
  afterAll(() => gateway.close())
  /** A new minute (and a new hour) for every test: the shares start over. */
  const nextHour = () => {
    minute += 3_600_000
    gateway.setNow(minute)
  }

  const report = (path: string, blocked: string, directive = 'img-src') =>
    JSON.stringify({
      'csp-report': { 'document-uri': `${shell}${path}`, 'violated-directive': directive, 'blocked-uri': blocked },
    })
  const send = async (ip: string, body: string) =>
    (
      await gateway.app.inject({
        method: 'POST',
        url: REPORT,
        payload: body,
        remoteAddress: ip,
        headers: { 'content-type': 'application/csp-report' },
      })
    ).statusCode
  const kindsWhere = async (blocked: string) =>
    await gateway.ctx.db.selectFrom('csp_report').select(['id', 'count']).where('blocked', 'like', blocked).execute()

  it('gives a /24 network a share of deliveries: past it the network waits while another network reports', async () => {
    nextHour()
    const body = report('/portal', 'https://net.example/')
    const codes: number[] = []
    for (let i = 0; i < REPORTS_PER_NETWORK + 5; i++) codes.push(await send(`10.80.0.${i % 10}`, body))
    expect(codes.filter((code) => code === 204)).toHaveLength(REPORTS_PER_NETWORK)
    expect(codes.filter((code) => code === 429)).toHaveLength(5)
    expect(await send('10.80.1.1', body)).toBe(204)
    expect((await kindsWhere('https://net.example'))[0].count).toBe(REPORTS_PER_NETWORK + 1)
  })

  it('lets one network add only its share of new kinds an hour, while known kinds still count and others add', async () => {
    nextHour()
    for (let i = 0; i < NEW_KINDS_PER_NETWORK + 10; i++)
      await send('10.81.0.1', report(`/made-up-${i}`, 'https://kinds.example/'))
    expect(await kindsWhere('https://kinds.example')).toHaveLength(NEW_KINDS_PER_NETWORK)
    expect(await send('10.81.0.2', report('/made-up-0', 'https://kinds.example/'))).toBe(204)
    expect(
      (
        await gateway.ctx.db
          .selectFrom('csp_report')
          .select('count')
          .where('document', '=', `${shell}/made-up-0`)
          .executeTakeFirstOrThrow()
      ).count,
    ).toBe(2)
    await send('10.82.0.1', report('/real-page', 'https://kinds.example/'))
    expect(await kindsWhere('https://kinds.example')).toHaveLength(NEW_KINDS_PER_NETWORK + 1)
  })

  it('keeps a share of violations per document, whoever reports it', async () => {
    nextHour()
    const body = report('/noisy', 'https://doc.example/')
    for (let i = 0; i < REPORTS_PER_DOCUMENT + 5; i++)
      expect(await send(`10.${83 + Math.floor(i / 250)}.${i % 250}.1`, body)).toBe(204)
    expect((await kindsWhere('https://doc.example'))[0].count).toBe(REPORTS_PER_DOCUMENT)
    expect(await send('10.90.0.1', report('/quiet', 'https://doc.example/'))).toBe(204)
    expect(await kindsWhere('https://doc.example')).toHaveLength(2)
  })

  it('keeps at most MAX_KINDS_PER_DIRECTIVE kinds of one directive, so it cannot crowd out the others', async () => {
    nextHour()
    const now = gateway.ctx.now()
    const fill = Array.from({ length: MAX_KINDS_PER_DIRECTIVE }, (_, i) => ({
      id: `font-${i}`,
      directive: 'font-src',
      blocked: `https://font${i}.example`,
      document: `${shell}/`,
      disposition: 'enforce' as const,
      count: 1,
      first_seen: now,
      last_seen: now,
    }))
    for (let i = 0; i < fill.length; i += 100)
      await gateway.ctx.db
        .insertInto('csp_report')
        .values(fill.slice(i, i + 100))
        .execute()
    await send('10.85.0.1', report('/', 'https://one-more-font.example/', 'font-src'))
    expect(await kindsWhere('https://one-more-font.example')).toEqual([])
    await send('10.85.0.1', report('/', 'https://a-frame.example/', 'frame-src'))
    expect(await kindsWhere('https://a-frame.example')).toHaveLength(1)
  })
})
