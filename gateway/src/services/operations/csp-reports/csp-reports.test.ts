import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { REPORTS_PER_ADDRESS } from './routes'
import { MAX_KINDS } from './store'

const REPORT = '/gateway/ops/cspReport'

interface Listed {
  directive: string
  blocked: string
  document: string
  disposition: string
  count: number
  firstSeen: number
  lastSeen: number
}

describe('content-security-policy violation reports', () => {
  let gateway: TestGateway
  let operator: string
  let shell: string
  let apps: string
  let address = 0
  beforeAll(async () => {
    gateway = await startTestGateway()
    operator = await gateway.login('operator', 'Operator@12345')
    ;({ shellOrigin: shell, appsOrigin: apps } = gateway.ctx.config)
  })
  afterAll(() => gateway.close())

  /** Posts a report as a browser would: no token, a content type of its own, from an address of its own unless given. */
  const send = (
    type: string,
    payload: string,
    headers: Record<string, string> = {},
    ip = `10.0.${Math.floor(++address / 250)}.${address % 250}`,
  ) =>
    gateway.app.inject({
      method: 'POST',
      url: REPORT,
      payload,
      remoteAddress: ip,
      headers: { 'content-type': type, ...headers },
    })
  const legacy = (report: Record<string, string>) => JSON.stringify({ 'csp-report': report })
  const reporting = (...bodies: Array<Record<string, string>>) =>
    JSON.stringify(bodies.map((body) => ({ type: 'csp-violation', age: 3, url: body.documentURL, body })))
  const listed = async (token = operator) =>
    (await gateway.post('/gateway/tum/web/operations/cspReport/list', {}, token)).body.result as Listed[]

  it("keeps report-uri's reports (application/csp-report) once per directive, blocked origin and document, counted", async () => {
    gateway.setNow(1_700_000_000_000)
    const report = {
      'document-uri': `${shell}/portal/ums/structure?x=1#top`,
      'violated-directive': "img-src 'self' data: blob:",
      'blocked-uri': 'https://tracker.example/pixel.gif?id=7',
      disposition: 'enforce',
      'original-policy': "default-src 'self'",
    }
    expect((await send('application/csp-report', legacy(report), { origin: shell })).statusCode).toBe(204)
    gateway.setNow(1_700_000_060_000)
    expect(
      (await send('application/csp-report', legacy({ ...report, 'blocked-uri': 'https://tracker.example/other.gif' })))
        .statusCode,
    ).toBe(204)
    expect(await listed()).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{64}$/),
        directive: 'img-src',
        blocked: 'https://tracker.example',
        document: `${shell}/portal/ums/structure`,
        disposition: 'enforce',
        count: 2,
        firstSeen: 1_700_000_000_000,
        lastSeen: 1_700_000_060_000,
      },
    ])
  })

  it("keeps the Reporting API's reports (application/reports+json) from an app's origin, which may send them cross-origin", async () => {
    const preflight = await gateway.app.inject({
      method: 'OPTIONS',
      url: REPORT,
      headers: {
        origin: apps,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe(apps)
    gateway.setNow(1_700_000_120_000)
    const body = reporting(
      {
        documentURL: `${apps}/system/users`,
        blockedURL: 'https://cdn.evil.example/x.js',
        effectiveDirective: 'script-src-elem',
        disposition: 'enforce',
      },
      {
        documentURL: `${apps}/system/users`,
        blockedURL: 'inline',
        effectiveDirective: 'style-src-attr',
        disposition: 'report',
      },
      {
        documentURL: `${apps}/system/users`,
        blockedURL: 'data:text/javascript,1',
        effectiveDirective: 'script-src-elem',
        disposition: 'enforce',
      },
    )
    const mixed = JSON.parse(body)
    mixed.push({ type: 'deprecation', body: { id: 'x' } })
    expect((await send('application/reports+json', JSON.stringify(mixed), { origin: apps })).statusCode).toBe(204)
    const rows = await listed()
    expect(
      rows
        .slice(0, 3)
        .map((r) => [r.directive, r.blocked, r.document, r.disposition])
        .sort(),
    ).toEqual([
      ['script-src-elem', 'data', `${apps}/system/users`, 'enforce'],
      ['script-src-elem', 'https://cdn.evil.example', `${apps}/system/users`, 'enforce'],
      ['style-src-attr', 'inline', `${apps}/system/users`, 'report'],
    ])
    // Newest first.
    expect(rows.map((r) => r.lastSeen)).toEqual([...rows.map((r) => r.lastSeen)].sort((a, b) => b - a))
  })

  it("drops reports about pages that are not the product's, and refuses bodies of the wrong shape, type or size", async () => {
    const before = (await listed()).length
    const foreign = {
      documentURL: 'https://elsewhere.example/',
      blockedURL: 'https://a.example/x.js',
      effectiveDirective: 'script-src',
    }
    const noDirective = {
      documentURL: `${shell}/login`,
      blockedURL: 'https://a.example/x.js',
      effectiveDirective: '<b>',
    }
    const unreadable = { documentURL: `${shell}/login`, blockedURL: 'not a URL!', effectiveDirective: 'script-src' }
    // A vendor app's page runs on its own origin under its own policy (the old vendor port included).
    const vendor = {
      documentURL: 'http://127.0.0.1:4102/supplier/list',
      blockedURL: 'https://a.example/x.js',
      effectiveDirective: 'script-src',
    }
    expect(
      (await send('application/reports+json', reporting(foreign, noDirective, unreadable, vendor))).statusCode,
    ).toBe(204)
    expect((await listed()).length).toBe(before)
    const refused: Array<[string, string, number]> = [
      ['application/csp-report', '{"csp-report": "x"}', 400],
      ['application/csp-report', '{not json', 400],
      ['application/reports+json', '[]', 400],
      [
        'application/reports+json',
        JSON.stringify(Array.from({ length: 21 }, () => ({ type: 'csp-violation', body: {} }))),
        400,
      ],
      ['application/reports+json', reporting({ documentURL: `${shell}/${'a'.repeat(3000)}` }), 400],
      ['application/csp-report', legacy({ 'document-uri': `${shell}/`, 'blocked-uri': 'x'.repeat(70 * 1024) }), 413],
      ['text/plain', legacy({ 'document-uri': `${shell}/` }), 400],
      ['application/xml', '<report/>', 415],
    ]
    for (const [type, payload, status] of refused)
      expect((await send(type, payload)).statusCode, payload.slice(0, 40)).toBe(status)
    expect((await listed()).length).toBe(before)
  })

  it('budgets the reports of one address per minute, and lets other addresses report meanwhile', async () => {
    gateway.setNow(1_700_001_000_000)
    const report = legacy({
      'document-uri': `${shell}/portal`,
      'violated-directive': 'connect-src',
      'blocked-uri': 'https://api.evil.example/',
    })
    for (let i = 0; i < REPORTS_PER_ADDRESS; i += 1)
      expect((await send('application/csp-report', report, {}, '10.9.9.9')).statusCode).toBe(204)
    expect((await send('application/csp-report', report, {}, '10.9.9.9')).statusCode).toBe(429)
    expect((await send('application/csp-report', report, {}, '10.9.9.10')).statusCode).toBe(204)
    expect((await listed()).find((r) => r.blocked === 'https://api.evil.example')?.count).toBe(REPORTS_PER_ADDRESS + 1)
    gateway.setNow(1_700_001_060_000)
    expect((await send('application/csp-report', report, {}, '10.9.9.9')).statusCode).toBe(204)
  })

  it('keeps at most MAX_KINDS kinds: when full, kinds unseen for a week make room, else a new kind is dropped', async () => {
    const now = 1_800_000_000_000
    gateway.setNow(now)
    operator = await gateway.login('operator', 'Operator@12345')
    const { db } = gateway.ctx
    // The kinds of the tests above count as seen a moment ago.
    await db
      .updateTable('csp_report')
      .set({ last_seen: now - 1000 })
      .execute()
    const kept = await listed()
    const fill = Array.from({ length: MAX_KINDS - kept.length }, (_, i) => ({
      id: `fill-${i}`,
      directive: 'img-src',
      blocked: `https://f${i}.example`,
      document: `${shell}/`,
      disposition: 'enforce',
      count: 1,
      first_seen: now - 1000,
      last_seen: now - 1000,
    }))
    for (let i = 0; i < fill.length; i += 200)
      await db
        .insertInto('csp_report')
        .values(fill.slice(i, i + 200))
        .execute()
    const report = (host: string) =>
      legacy({ 'document-uri': `${shell}/`, 'violated-directive': 'img-src', 'blocked-uri': `https://${host}/` })
    expect((await send('application/csp-report', report('new.example'))).statusCode).toBe(204)
    expect(
      await db.selectFrom('csp_report').select('id').where('blocked', '=', 'https://new.example').execute(),
    ).toEqual([])
    // A week later every kind is stale: they go, and the new kind is kept.
    gateway.setNow(now + 8 * 24 * 3_600_000)
    expect((await send('application/csp-report', report('newer.example'))).statusCode).toBe(204)
    expect(
      await db.selectFrom('csp_report').select('id').where('blocked', '=', 'https://newer.example').execute(),
    ).toHaveLength(1)
  })
})
