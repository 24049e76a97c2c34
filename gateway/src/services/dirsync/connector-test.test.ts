import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSimulator } from '../../integrations/messaging/simulators/http-server'
import { WECOM_DEMO } from '../../integrations/messaging/simulators/wecom-demo'
import { startWecomSimulator } from '../../integrations/messaging/simulators/wecom-simulator'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { directoryClientFor } from './index'

const W = (path: string) => `/gateway/ums/web/wechat/${path}`
const en = { 'accept-language': 'en' }

/** An address that records what it is asked and answers like a platform refusing, with words of its own. */
async function startRecorder() {
  const asked: string[] = []
  const server: Server = createServer((request, response) => {
    asked.push(request.url ?? '')
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ errcode: 45009, errmsg: 'internal note: db password hunter2' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const settingsFor = (apiUrl: string) => ({
  platform: 'wecom',
  corpId: WECOM_DEMO.corpId,
  appSecret: WECOM_DEMO.secret,
  agentId: WECOM_DEMO.agentId,
  callbackToken: WECOM_DEMO.token,
  callbackKey: WECOM_DEMO.encodingAesKey,
  apiUrl,
})

describe('testing a directory connector', () => {
  let gateway: TestGateway
  let simulator: RunningSimulator
  let recorder: Awaited<ReturnType<typeof startRecorder>>
  let admin: string
  const post = async (path: string, body: unknown) => (await gateway.post(W(path), body, admin, en)).body
  const audits = () =>
    gateway.ctx.db
      .selectFrom('dirsync_audit')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('action', '=', 'connector.test')
      .orderBy('at')
      .execute()

  beforeAll(async () => {
    gateway = await startTestGateway()
    simulator = await startWecomSimulator({
      host: '127.0.0.1',
      portalOrigin: 'http://localhost:1',
      corpId: WECOM_DEMO.corpId,
      agentId: WECOM_DEMO.agentId,
      secret: 'login-secret',
    })
    recorder = await startRecorder()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    expect((await post('config/save', settingsFor(simulator.url))).code).toBe(0)
  })
  afterAll(async () => {
    await gateway?.close()
    await simulator?.close()
    await recorder?.close()
  })

  it('sends the saved secret only to the saved corp id and API address', async () => {
    expect((await post('config/test', { ...settingsFor(simulator.url), appSecret: '' })).result).toEqual({
      ok: true,
      message: '',
    })
    for (const changed of [{ apiUrl: recorder.url }, { apiUrl: `${recorder.url}/`, corpId: 'ww-other' }]) {
      const answer = await post('config/test', { ...settingsFor(simulator.url), appSecret: '', ...changed })
      expect(answer).toMatchObject({
        code: 411205,
        msg: 'The corp ID or the API address changed: please enter the app secret again',
      })
      expect((await post('config/save', { ...settingsFor(simulator.url), appSecret: '', ...changed })).code).toBe(
        411205,
      )
    }
    expect(recorder.asked).toEqual([])
  })

  it("shows no words of an address that is not the platform's own", async () => {
    const answer = await post('config/test', settingsFor(recorder.url))
    expect(answer.result).toEqual({
      ok: false,
      message: 'The API address answered with an error: check the address and the settings',
    })
    expect(JSON.stringify(answer)).not.toContain('hunter2')
    expect(recorder.asked).toHaveLength(1)
    // The platform's own error codes are still told in the portal's words.
    expect((await post('config/test', { ...settingsFor(simulator.url), appSecret: 'wrong' })).result.message).toBe(
      'WeCom refused the request: the secret is wrong (error 40001)',
    )
    // Saved there, the installed apps and the dry run say no more.
    expect((await post('config/save', settingsFor(recorder.url))).code).toBe(0)
    for (const path of ['apps', 'sync/dryRun']) {
      expect((await post(path, { platform: 'wecom' })).result.message, path).toBe(
        'The API address answered with an error: check the address and the settings',
      )
    }
    expect((await post('config/save', settingsFor(simulator.url))).code).toBe(0)
  })

  it('audits every test, refused ones too, without the secret', async () => {
    const before = (await audits()).length
    await post('config/test', { ...settingsFor(simulator.url), appSecret: '' })
    await post('config/test', { ...settingsFor(simulator.url), apiUrl: 'https://qyapi.weixin.qq.com/cgi-bin#' })
    const rows = (await audits()).slice(before)
    expect(rows.map((row) => ({ user: row.user_id, platform: row.platform, detail: JSON.parse(row.detail) }))).toEqual([
      {
        user: expect.any(Number),
        platform: 'wecom',
        detail: expect.objectContaining({
          corpId: WECOM_DEMO.corpId,
          apiUrl: simulator.url,
          secretTyped: false,
          ok: true,
        }),
      },
      {
        user: expect.any(Number),
        platform: 'wecom',
        detail: expect.objectContaining({
          apiUrl: 'https://qyapi.weixin.qq.com/cgi-bin#',
          secretTyped: true,
          ok: false,
          refused: expect.stringContaining('without a path'),
        }),
      },
    ])
    expect(rows.map((row) => row.detail).join()).not.toContain(WECOM_DEMO.secret)
  })
})

describe('testing a directory connector in production', () => {
  let gateway: TestGateway
  let recorder: Awaited<ReturnType<typeof startRecorder>>
  let admin: string
  const post = async (path: string, body: unknown) => (await gateway.post(W(path), body, admin, en)).body

  beforeAll(async () => {
    // Production mode: no stand-ins, no loopback, no allowed origins (OUTBOUND_ALLOW_ORIGINS unset).
    gateway = await startTestGateway({ demo: false })
    recorder = await startRecorder()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
  })
  afterAll(async () => {
    await gateway?.close()
    await recorder?.close()
  })

  it('refuses internal, link-local and other hosts before calling them', async () => {
    for (const apiUrl of [
      recorder.url,
      'http://169.254.169.254',
      'https://169.254.169.254',
      'https://10.0.0.8',
      'https://[fd00::1]',
      'https://qyapi.weixin.qq.com.attacker.example',
      'https://attacker.example',
    ]) {
      const answer = await post('config/test', settingsFor(apiUrl))
      expect(answer, apiUrl).toMatchObject({
        code: 411205,
        msg: "The API address must be WeCom's own (https://qyapi.weixin.qq.com) or an address this server's operator allows",
      })
    }
    for (const apiUrl of [
      'https://attacker.example/x#',
      'https://user:pass@qyapi.weixin.qq.com',
      'http://qyapi.weixin.qq.com',
      'ftp://qyapi.weixin.qq.com',
    ]) {
      expect((await post('config/test', settingsFor(apiUrl))).code, apiUrl).toBe(411205)
    }
    expect(recorder.asked).toEqual([])
  })

  it('does not call a loopback address saved before these rules', async () => {
    await gateway.ctx.db
      .insertInto('dirsync_connector')
      .values({
        tenant_id: 1,
        platform: 'wecom',
        auth_mode: 'secret',
        corp_id: WECOM_DEMO.corpId,
        app_key: '',
        app_secret: '',
        agent_id: '',
        callback_token: '',
        callback_key: '',
        api_url: recorder.url,
        field_rules: '{}',
        catchup_minutes: 0,
        entry_date_attr: '',
        work_start_attr: '',
        updated_by: 1,
        lang: 'en',
        updated_at: 0,
        last_catchup_at: 0,
        lease_holder: '',
        lease_until: 0,
      })
      .execute()
    const client = await directoryClientFor(gateway.ctx, 1, 'wecom')
    await expect(client!.testConnection()).rejects.toThrow(/could not be reached/)
    expect(recorder.asked).toEqual([])
  })
})
