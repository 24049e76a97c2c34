import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSimulator } from '../../integrations/messaging/simulators/http-server'
import { sealedCallback } from '../../integrations/messaging/simulators/wecom-callback-sender'
import { WECOM_DEMO } from '../../integrations/messaging/simulators/wecom-demo'
import { startWecomSimulator } from '../../integrations/messaging/simulators/wecom-simulator'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { settledRuns } from './index'

const TENANT_CALLBACK = '/gateway/ums/web/wechat/callback/wecom/1'
const SUITE_CALLBACK = '/gateway/ums/web/wechat/suite/callback'

describe("the platforms' callbacks read their bodies in time proportional to them", () => {
  let gateway: TestGateway
  let simulator: RunningSimulator
  const app = {
    corpId: WECOM_DEMO.corpId,
    agentId: WECOM_DEMO.agentId,
    token: WECOM_DEMO.token,
    encodingAesKey: WECOM_DEMO.encodingAesKey,
  }
  /** A query signed like WeCom's (over another text), so the route goes on to read the body. */
  const signedQuery = () => sealedCallback(app, '<xml/>', gateway.ctx.now()).query
  const postXml = async (url: string, body: string) => {
    const started = performance.now()
    const answer = await gateway.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'text/xml' },
    })
    return { status: answer.statusCode, body: answer.body, ms: performance.now() - started }
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    simulator = await startWecomSimulator({
      host: '127.0.0.1',
      portalOrigin: 'http://localhost:1',
      corpId: WECOM_DEMO.corpId,
      agentId: WECOM_DEMO.agentId,
      secret: 'login-secret',
    })
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const saved = await gateway.post(
      '/gateway/ums/web/wechat/config/save',
      {
        platform: 'wecom',
        corpId: WECOM_DEMO.corpId,
        appSecret: WECOM_DEMO.secret,
        agentId: WECOM_DEMO.agentId,
        callbackToken: WECOM_DEMO.token,
        callbackKey: WECOM_DEMO.encodingAesKey,
        apiUrl: simulator.url,
      },
      admin,
    )
    expect(saved.body.code).toBe(0)
  })
  afterAll(async () => {
    await settledRuns(gateway.ctx)
    await gateway?.close()
    await simulator?.close()
  })

  it("refuses 100 KB of spaces after <Encrypt> with 413 in milliseconds, on the tenant's and the suite's callback", async () => {
    const body = `<xml><Encrypt>${' '.repeat(100_000)}`
    for (const url of [`${TENANT_CALLBACK}?${signedQuery()}`, `${SUITE_CALLBACK}?${signedQuery()}`]) {
      const answer = await postXml(url, body)
      expect(answer.status).toBe(413)
      expect(answer.ms).toBeLessThan(500)
    }
  })

  it('refuses an unclosed <Encrypt> just under the limit with 403 in milliseconds', async () => {
    const body = `<xml><Encrypt>${' '.repeat(30_000)}`
    for (const url of [`${TENANT_CALLBACK}?${signedQuery()}`, `${SUITE_CALLBACK}?${signedQuery()}`]) {
      const answer = await postXml(url, body)
      expect(answer.status).toBe(403)
      expect(answer.ms).toBeLessThan(500)
    }
  })

  it('refuses a callback path naming an unknown platform or a malformed tenant with 400, before reading it', async () => {
    for (const url of ['/gateway/ums/web/wechat/callback/slack/1', '/gateway/ums/web/wechat/callback/wecom/01']) {
      const answer = await postXml(`${url}?${signedQuery()}`, '<xml/>')
      expect(answer.status).toBe(400)
      expect(JSON.parse(answer.body).code).toBe(400000)
    }
  })

  it('still answers a signed change "success"', async () => {
    const plain =
      '<xml><ToUserName><![CDATA[ww-demo-corp]]></ToUserName><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[change_contact]]></Event><ChangeType><![CDATA[update_user]]></ChangeType><UserID><![CDATA[wx-staff]]></UserID></xml>'
    const sealed = sealedCallback(app, plain, gateway.ctx.now())
    const answer = await postXml(`${TENANT_CALLBACK}?${sealed.query}`, sealed.body)
    expect(answer).toMatchObject({ status: 200, body: 'success' })
  })
})
