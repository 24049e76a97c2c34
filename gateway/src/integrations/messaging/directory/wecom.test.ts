import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSimulator } from '../simulators/http-server'
import { WECOM_DEMO } from '../simulators/wecom-demo'
import { startWecomSimulator } from '../simulators/wecom-simulator'
import { sealedCallback } from '../simulators/wecom-callback-sender'
import { PlatformApiError } from './platform-error'
import { CallbackRefused, type CallbackOutcome, type ConnectorSettings, type DirectoryChange } from './types'
import { wecomDirectory } from './wecom'

let simulator: RunningSimulator
let receiver: Server
let receiverUrl: string
const received: Array<{ outcome?: CallbackOutcome; refused?: string }> = []

const settings = (): ConnectorSettings => ({
  platform: 'wecom',
  corpId: WECOM_DEMO.corpId,
  appKey: '',
  appSecret: WECOM_DEMO.secret,
  agentId: WECOM_DEMO.agentId,
  callbackToken: WECOM_DEMO.token,
  callbackKey: WECOM_DEMO.encodingAesKey,
  apiUrl: simulator.url,
  timeoutMs: 5000,
})

const admin = async (body: Record<string, unknown>) => {
  const response = await fetch(`${simulator.url}/sim/api/directory`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as any }
}

beforeAll(async () => {
  simulator = await startWecomSimulator({
    host: '127.0.0.1',
    portalOrigin: 'http://localhost:1',
    corpId: WECOM_DEMO.corpId,
    agentId: WECOM_DEMO.agentId,
    secret: 'login-secret',
  })
  // The portal's side: a callback endpoint that hands the raw request to the client.
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://x')
      try {
        const outcome = wecomDirectory(settings()).receiveCallback({
          method: request.method as 'GET' | 'POST',
          query: Object.fromEntries(url.searchParams),
          headers: {},
          rawBody: Buffer.concat(chunks).toString('utf8'),
          now: Date.now(),
        })
        received.push({ outcome })
        response.writeHead(outcome.reply.status, { 'content-type': outcome.reply.contentType }).end(outcome.reply.body)
      } catch (error) {
        received.push({ refused: error instanceof CallbackRefused ? error.message : String(error) })
        response.writeHead(403).end('refused')
      }
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callback`
})

afterAll(async () => {
  await simulator.close()
  await new Promise((resolve) => receiver.close(resolve))
})

describe('WeCom directory client against the stand-in', () => {
  it('reads the tree parents first, the members with e-mail and job number, and one member', async () => {
    const client = wecomDirectory(settings())
    await client.testConnection()
    const departments = await client.departments()
    expect(departments[0]).toMatchObject({ id: '1', parentId: null, name: '演示科技' })
    expect(departments.find((d) => d.name === '移动开发组')).toMatchObject({ parentId: '3' })
    expect(departments.findIndex((d) => d.id === '3')).toBeLessThan(departments.findIndex((d) => d.id === '5'))
    // hr works in 绩效组 (7) as the demo seed's record: the same e-mail and job number.
    const hr = await client.members('7')
    expect(hr).toEqual([
      expect.objectContaining({
        id: 'wx-hr',
        mobile: '15086778828',
        email: 'chao.ma.sh00040@demo-co.example',
        jobNumber: 'SH00040',
        departmentIds: ['7'],
        active: true,
      }),
    ])
    // Both dates from the extattr attributes 入职日期 and 参加工作时间, as the stand-in gives them.
    expect(await client.member('wx-zhaoliu')).toMatchObject({
      name: '赵六',
      title: '移动端工程师',
      entryDate: '2023-04-03',
      workStartDate: '2016-07-01',
    })
    expect(await client.member('wx-nobody')).toBeNull()
    expect(await client.department('999')).toBeNull()
    expect((await client.installedApps()).map((app) => app.id)).toContain(WECOM_DEMO.agentId)
  })

  it("answers a wrong secret or corp id with WeCom's errcode", async () => {
    const wrongSecret = wecomDirectory({ ...settings(), appSecret: 'wrong' }).testConnection()
    await expect(wrongSecret).rejects.toBeInstanceOf(PlatformApiError)
    await expect(wrongSecret).rejects.toMatchObject({ code: 40001 })
    await expect(wecomDirectory({ ...settings(), corpId: 'ww-other' }).testConnection()).rejects.toMatchObject({
      code: 40013,
    })
  })

  it('passes the URL check and decodes each change the console makes', async () => {
    const registered = await fetch(`${simulator.url}/sim/callback-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiverUrl }),
    })
    expect(await registered.json()).toMatchObject({ ok: true, url: receiverUrl })
    received.length = 0
    const changes: DirectoryChange[] = []
    for (const body of [
      { action: 'updateDepartment', id: 5, name: '移动应用组', parentId: 4 },
      { action: 'addMember', userId: 'wx-newbie', name: '新人', mobile: '13700000009', departmentId: 2 },
      { action: 'updateMember', userId: 'wx-qianqi', position: '销售总监' },
      { action: 'removeMember', userId: 'wx-sunba' },
      { action: 'addDepartment', name: '财务部', parentId: 1 },
    ]) {
      const answer = await admin(body)
      expect(answer.body.delivery.status).toBe(200)
      changes.push(...received.at(-1)!.outcome!.changes)
    }
    expect(changes).toEqual([
      { kind: 'department', action: 'updated', id: '5' },
      { kind: 'member', action: 'created', id: 'wx-newbie' },
      { kind: 'member', action: 'updated', id: 'wx-qianqi' },
      { kind: 'member', action: 'deleted', id: 'wx-sunba' },
      { kind: 'department', action: 'created', id: '11' },
    ])
    expect(new Set(received.map((r) => r.outcome!.replayKey)).size).toBe(5)
  })

  it('refuses a tampered signature, a wrong key and another company', () => {
    const client = wecomDirectory(settings())
    const now = Date.now()
    const base = { method: 'POST' as const, headers: {}, now }
    const body = '<xml><ToUserName><![CDATA[ww-demo-corp]]></ToUserName><Encrypt><![CDATA[AAAA]]></Encrypt></xml>'
    const query = { msg_signature: 'a'.repeat(40), timestamp: String(Math.floor(now / 1000)), nonce: '1' }
    expect(() => client.receiveCallback({ ...base, query, rawBody: body })).toThrow(CallbackRefused)
    expect(() => client.receiveCallback({ ...base, query: { ...query, timestamp: '1' }, rawBody: body })).toThrow(
      CallbackRefused,
    )
    expect(() => client.receiveCallback({ ...base, query: {}, rawBody: body })).toThrow(CallbackRefused)
    const plain =
      '<xml><Event><![CDATA[change_contact]]></Event><ChangeType><![CDATA[delete_user]]></ChangeType><UserID><![CDATA[wx-hr]]></UserID></xml>'
    const app = {
      corpId: WECOM_DEMO.corpId,
      agentId: WECOM_DEMO.agentId,
      token: WECOM_DEMO.token,
      encodingAesKey: WECOM_DEMO.encodingAesKey,
    }
    const sealed = sealedCallback(app, plain, now)
    const good = { ...base, query: Object.fromEntries(sealed.query), rawBody: sealed.body }
    expect(client.receiveCallback(good).changes).toEqual([{ kind: 'member', action: 'deleted', id: 'wx-hr' }])
    const flipped = good.query.msg_signature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))
    expect(() => client.receiveCallback({ ...good, query: { ...good.query, msg_signature: flipped } })).toThrow(
      CallbackRefused,
    )
    expect(() =>
      client.receiveCallback({
        ...good,
        rawBody: good.rawBody.replace(
          /(Encrypt><!\[CDATA\[)(.)/,
          (_, head: string, c: string) => head + (c === 'Z' ? 'Y' : 'Z'),
        ),
      }),
    ).toThrow(CallbackRefused)
    const foreign = sealedCallback({ ...app, corpId: 'ww-other' }, plain, now)
    expect(() =>
      client.receiveCallback({ ...base, query: Object.fromEntries(foreign.query), rawBody: foreign.body }),
    ).toThrow(/another company/)
  })
})
