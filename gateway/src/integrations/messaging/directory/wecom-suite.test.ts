import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSimulator } from '../simulators/http-server'
import { WECOM_SUITE_DEMO } from '../simulators/wecom-demo'
import { startWecomSimulator } from '../simulators/wecom-simulator'
import { PlatformApiError } from './platform-error'
import { receiveSuiteCallback, type SuiteEvent } from './wecom-suite-callback'
import { SuiteTicketMissing, wecomSuite, type SuiteSettings } from './wecom-suite'

const PORTAL = 'http://localhost:1'
let simulator: RunningSimulator
let receiver: Server
const events: SuiteEvent[] = []
let ticket: string | null = null

const settings = (patch: Partial<SuiteSettings> = {}): SuiteSettings => ({
  suiteId: WECOM_SUITE_DEMO.suiteId,
  suiteSecret: WECOM_SUITE_DEMO.suiteSecret,
  token: WECOM_SUITE_DEMO.token,
  encodingAesKey: WECOM_SUITE_DEMO.encodingAesKey,
  apiUrl: simulator.url,
  installUrl: `${simulator.url}/3rdapp/install`,
  timeoutMs: 5000,
  ...patch,
})

/** The administrator's phone: opens the install page and authorises; answers the auth_code WeCom sends back. */
async function authorise(url: string): Promise<string> {
  const page = new URL(url)
  const answer = await fetch(`${page.origin}${page.pathname}`, {
    method: 'POST',
    body: page.searchParams,
    redirect: 'manual',
  })
  expect(answer.status).toBe(302)
  return new URL(answer.headers.get('location')!).searchParams.get('auth_code')!
}

beforeAll(async () => {
  // The provider's instruction callback: decrypts what the stand-in pushes and keeps the latest suite_ticket.
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://x')
      const outcome = receiveSuiteCallback(settings(), {
        method: 'POST',
        query: Object.fromEntries(url.searchParams),
        headers: {},
        rawBody: Buffer.concat(chunks).toString('utf8'),
        now: Date.now(),
      })
      if (outcome.event) events.push(outcome.event)
      if (outcome.event?.type === 'suite_ticket') ticket = outcome.event.ticket
      response.writeHead(200).end(outcome.reply.body)
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  simulator = await startWecomSimulator({
    host: '127.0.0.1',
    portalOrigin: PORTAL,
    corpId: 'ww-demo-corp',
    agentId: '1000002',
    secret: 'login-secret',
    suiteCallbackUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/suite`,
  })
  for (let i = 0; i < 50 && !ticket; i++) await new Promise((resolve) => setTimeout(resolve, 50))
})
afterAll(async () => {
  await simulator?.close()
  await new Promise((resolve) => receiver?.close(resolve))
})

describe('the WeCom suite provider API against the stand-in', () => {
  it('gets nothing before WeCom has pushed a suite_ticket', async () => {
    await expect(
      wecomSuite(settings({ suiteSecret: 'other-secret-no-ticket' }), async () => null).preAuthCode(0),
    ).rejects.toBeInstanceOf(SuiteTicketMissing)
  })

  it("is refused with WeCom's errcode when the suite secret is wrong", async () => {
    const refused = await wecomSuite(settings({ suiteSecret: 'wrong' }), async () => ticket)
      .preAuthCode(0)
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PlatformApiError)
    expect((refused as PlatformApiError).code).toBe(40001)
  })

  it('authorises a company: install page, permanent code, the company token on the contacts API, the authorisation as it stands', async () => {
    const suite = wecomSuite(settings(), async () => ticket)
    const { preAuthCode, expiresIn } = await suite.preAuthCode(1)
    expect(expiresIn).toBe(1200)
    const url = suite.installPageUrl(preAuthCode, `${PORTAL}/back`, 'state1')
    expect(await (await fetch(url)).text()).toContain('测试授权')
    const authCode = await authorise(url)
    expect(events.at(-1)).toEqual({ type: 'create_auth', authCode, state: 'state1' })

    const auth = await suite.permanentCode(authCode)
    expect(auth).toMatchObject({
      corpId: 'ww-demo-corp',
      corpName: '演示科技',
      agentId: WECOM_SUITE_DEMO.agentId,
      agentName: WECOM_SUITE_DEMO.appName,
      userId: 'wx-admin',
      userName: '系统管理员',
    })
    // An auth_code is good once.
    expect(await suite.permanentCode(authCode).catch((error: PlatformApiError) => error.code)).toBe(40029)

    const { token } = await suite.corpToken(auth.corpId, auth.permanentCode)
    const departments = (await (
      await fetch(`${simulator.url}/cgi-bin/department/list?access_token=${token}`)
    ).json()) as { errcode: number; department: unknown[] }
    expect(departments.errcode).toBe(0)
    expect(departments.department.length).toBeGreaterThan(1)
    expect((await suite.authInfo(auth.corpId, auth.permanentCode)).corpName).toBe('演示科技')
    expect(
      await suite.corpToken(auth.corpId, 'not-a-permanent-code').catch((error: PlatformApiError) => error.code),
    ).toBe(40084)
  })

  it('refuses a used or unknown pre_auth_code on the install page, and a redirect outside the portal', async () => {
    const suite = wecomSuite(settings(), async () => ticket)
    const { preAuthCode } = await suite.preAuthCode(0)
    expect((await fetch(suite.installPageUrl(preAuthCode, 'https://evil.example/back', 's'))).status).toBe(400)
    expect((await fetch(suite.installPageUrl('unknown', `${PORTAL}/back`, 's'))).status).toBe(400)
  })
})
