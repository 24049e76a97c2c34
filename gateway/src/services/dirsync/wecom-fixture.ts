import type { AddressInfo } from 'node:net'
import type { RunningSimulator } from '../../integrations/messaging/simulators/http-server'
import { WECOM_DEMO } from '../../integrations/messaging/simulators/wecom-demo'
import { startWecomSimulator } from '../../integrations/messaging/simulators/wecom-simulator'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { settledRuns } from './index'

/**
 * For tests: a listening test gateway whose tenant 1 has saved the WeCom connector of the WeCom stand-in's demo
 * company (unless `saved` is false), the administrator's session, and the calls a test makes (the portal's routes,
 * the stand-in's console).
 */
export async function startWecomFixture({ saved = true }: { saved?: boolean } = {}) {
  const gateway: TestGateway = await startTestGateway()
  await gateway.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = gateway.app.server.address() as AddressInfo
  const callbackUrl = `http://127.0.0.1:${port}/gateway/ums/web/wechat/callback/wecom/1`
  const simulator: RunningSimulator = await startWecomSimulator({
    host: '127.0.0.1',
    portalOrigin: 'http://localhost:1',
    corpId: WECOM_DEMO.corpId,
    agentId: WECOM_DEMO.agentId,
    secret: 'login-secret',
  })
  const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
  const settings = {
    platform: 'wecom',
    corpId: WECOM_DEMO.corpId,
    appSecret: WECOM_DEMO.secret,
    agentId: WECOM_DEMO.agentId,
    callbackToken: WECOM_DEMO.token,
    callbackKey: WECOM_DEMO.encodingAesKey,
    apiUrl: simulator.url,
  }
  const post = async (path: string, body: unknown, token = admin) =>
    (await gateway.post(`/gateway/ums/web/wechat/${path}`, body, token, { 'accept-language': 'en' })).body
  /** A change on the stand-in's console (it sends WeCom's callback when a URL is registered), once the portal applied it. */
  const console = async (body: Record<string, unknown>) => {
    const response = await fetch(`${simulator.url}/sim/api/directory`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = (await response.json()) as any
    await settledRuns(gateway.ctx)
    return answer
  }
  const members = async () =>
    (
      (await (await fetch(`${simulator.url}/sim/api/directory`)).json()) as { members: Array<{ userId: string }> }
    ).members.map((m) => m.userId)
  const registerCallback = async (url: string) =>
    (await (
      await fetch(`${simulator.url}/sim/callback-url`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      })
    ).json()) as { ok: boolean }
  /** The staff linked to a WeCom member, with their status (1 on the job, 2 left). */
  const linkedStaff = () =>
    gateway.ctx.db
      .selectFrom('dirsync_member_link')
      .innerJoin('employee', (join) =>
        join
          .onRef('employee.id', '=', 'dirsync_member_link.employee_id')
          .onRef('employee.tenant_id', '=', 'dirsync_member_link.tenant_id'),
      )
      .select(['dirsync_member_link.member_id', 'employee.status'])
      .where('dirsync_member_link.tenant_id', '=', 1)
      .where('dirsync_member_link.platform', '=', 'wecom')
      .orderBy('member_id')
      .execute()
  /** Starts a full sync and waits for it; answers its run as the log shows it. */
  const fullSync = async () => {
    const started = await post('sync/start', { platform: 'wecom' })
    if (started.code !== 0) throw new Error(`sync/start answered ${started.code}`)
    await settledRuns(gateway.ctx)
    return (await post('sync/run', { runId: started.result.runId })).result
  }
  if (saved) expectOk(await post('config/save', settings))
  return {
    gateway,
    simulator,
    admin,
    callbackUrl,
    settings,
    post,
    console,
    members,
    registerCallback,
    linkedStaff,
    fullSync,
    close: async () => {
      await simulator.close()
      await gateway.close()
    },
  }
}

function expectOk(answer: { code: number }): void {
  if (answer.code !== 0) throw new Error(`config/save answered ${answer.code}`)
}

export type WecomFixture = Awaited<ReturnType<typeof startWecomFixture>>
