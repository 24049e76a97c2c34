import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCallbackReceiver } from '../../../testing/callback-receiver'
import { FEISHU_DEMO } from '../simulators/feishu-demo'
import { startFeishuSimulator } from '../simulators/feishu-simulator'
import type { RunningSimulator } from '../simulators/http-server'
import { MessagingError } from '../types'
import { feishuDirectory } from './feishu'
import { feishuEncrypt, feishuSignature } from './feishu-crypt'
import { cachedToken, forgetToken, tokenKey } from './token-cache'
import { CallbackRefused, type CallbackRequest, type ConnectorSettings } from './types'

const SECRET = 'test-feishu-secret'

describe('Feishu directory client against the Feishu stand-in', () => {
  let simulator: RunningSimulator
  let settings: ConnectorSettings
  const admin = async (path: string, body: unknown = {}) =>
    (
      await fetch(`${simulator.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()

  beforeAll(async () => {
    simulator = await startFeishuSimulator({
      host: '127.0.0.1',
      portalOrigin: 'http://127.0.0.1:1',
      appId: FEISHU_DEMO.appId,
      appSecret: SECRET,
      tenantKey: FEISHU_DEMO.tenantKey,
    })
    settings = {
      platform: 'feishu',
      corpId: FEISHU_DEMO.tenantKey,
      appKey: FEISHU_DEMO.appId,
      appSecret: SECRET,
      agentId: '',
      callbackToken: FEISHU_DEMO.callbackToken,
      callbackKey: FEISHU_DEMO.callbackKey,
      apiUrl: simulator.url,
      timeoutMs: 5000,
    }
  })
  afterAll(() => simulator.close())

  it('reads the whole department tree from the root, parents first, across pages', async () => {
    for (let i = 0; i < 55; i += 1)
      expect(await admin('/sim/directory/departments', { name: `项目组${i}`, parentKey: 4 })).toMatchObject({
        ok: true,
      })
    const client = feishuDirectory(settings)
    await client.testConnection()
    const departments = await client.departments()
    expect(departments).toHaveLength(10 + 55)
    const added = (d: { name: string }) => d.name.startsWith('项目组')
    expect(departments.filter((d) => !added(d)).map((d) => [d.id, d.parentId])).toEqual([
      ['0', null],
      ['od-2', '0'],
      ['od-3', '0'],
      ['od-4', '0'],
      ['od-8', '0'],
      ['od-6', 'od-2'],
      ['od-5', 'od-3'],
      ['od-9', 'od-8'],
      ['od-7', 'od-6'],
      ['od-10', 'od-9'],
    ])
    expect(departments.filter(added).every((d) => d.parentId === 'od-4')).toBe(true)
    expect(await client.department('od-5')).toMatchObject({ id: 'od-5', name: '前端组', parentId: 'od-3' })
    expect(await client.department('od-999')).toBeNull()
    for (const d of departments.filter(added)) await admin(`/sim/directory/departments/${d.id.slice(3)}/remove`)
  })

  it('reads members with mobile without +86, e-mail, job number, main department first, and status', async () => {
    const client = feishuDirectory(settings)
    // hr works in 绩效组 (od-7), as the demo seed's record; 孙丽 in 人力资源中心 (od-2).
    expect((await client.members('od-2')).map((m) => m.id)).toEqual(['fs-sunli'])
    const hrDept = [...(await client.members('od-7')), ...(await client.members('od-2'))]
    expect(hrDept.find((m) => m.id === 'fs-hr')).toEqual({
      id: 'fs-hr',
      name: '马超',
      mobile: '15086778828',
      email: 'chao.ma.sh00040@demo-co.example',
      jobNumber: 'SH00040',
      departmentIds: ['od-7'],
      title: '招聘专员',
      entryDate: null,
      workStartDate: null,
      active: true,
    })
    expect(hrDept.find((m) => m.id === 'fs-sunli')?.active).toBe(false)
    // join_time and the custom attribute custom_attrs defines as 参加工作时间, as the stand-in gives them.
    expect(await client.member('fs-zhaomin')).toMatchObject({ entryDate: '2023-04-03', workStartDate: '2016-07-01' })
    expect(await client.member('fs-staff')).toMatchObject({ mobile: '13547620649', departmentIds: ['od-10', 'od-9'] })
    expect(await client.member('fs-nobody')).toBeNull()
  })

  it('follows page_token through more than one page of members', async () => {
    for (let i = 0; i < 60; i += 1)
      await admin('/sim/directory/people', {
        key: `bulk${i}`,
        name: `批量${i}`,
        mobile: `1880000${String(i).padStart(4, '0')}`,
        departmentKeys: [4],
      })
    const sales = await feishuDirectory(settings).members('od-4')
    expect(new Set(sales.map((m) => m.id)).size).toBe(62)
    for (let i = 0; i < 60; i += 1) await admin(`/sim/directory/people/bulk${i}/remove`)
  })

  it('uses the cached app token, and gets a new one when the platform refuses it', async () => {
    const key = tokenKey('feishu', `${simulator.url}/open-apis`, settings.appKey, settings.appSecret)
    let fetched = 0
    // The earlier tests' clients left their token in the cache: no new token is fetched for it.
    forgetToken(
      key,
      await cachedToken(key, async () => {
        fetched += 1
        return { token: 'unexpected', expiresIn: 7200 }
      }),
    )
    expect(fetched).toBe(0)
    // A token the stand-in never issued, cached as if from an earlier call: used first, refused, replaced.
    expect(
      await cachedToken(key, async () => {
        fetched += 1
        return { token: 'revoked-token', expiresIn: 7200 }
      }),
    ).toBe('revoked-token')
    const client = feishuDirectory(settings)
    expect(await client.department('od-2')).toMatchObject({ name: '人力资源中心' })
    const renewed = await cachedToken(key, async () => {
      fetched += 1
      return { token: 'not-used', expiresIn: 7200 }
    })
    expect(renewed).not.toBe('revoked-token')
    expect(fetched).toBe(1)
  })

  it("answers Feishu's codes for a bad page size or page token", async () => {
    const { tenant_access_token: token } = await (
      await fetch(`${simulator.url}/open-apis/auth/v3/tenant_access_token/internal`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ app_id: settings.appKey, app_secret: SECRET }),
      })
    ).json()
    const list = async (query: string) =>
      (
        await fetch(`${simulator.url}/open-apis/contact/v3/users/find_by_department?department_id=od-3&${query}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()
    expect(await list('page_size=51')).toEqual({ code: 40011, msg: 'page size is invalid' })
    expect(await list('page_size=1&page_token=bogus')).toEqual({ code: 40012, msg: 'page token is invalid error' })
    expect(await list('page_size=1')).toMatchObject({
      code: 0,
      data: { has_more: true, page_token: expect.any(String) },
    })
  })

  it('lists the installed apps', async () => {
    const apps = await feishuDirectory(settings).installedApps()
    expect(apps[0]).toEqual({
      id: FEISHU_DEMO.appId,
      name: 'HR Portal 人事门户',
      description: '人事服务与审批 · HR services and approvals',
      logoUrl: '',
    })
    expect(apps).toHaveLength(3)
  })

  it("fails with Feishu's own words for a wrong secret", async () => {
    const failure = await feishuDirectory({ ...settings, appSecret: 'not-the-secret' })
      .testConnection()
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(MessagingError)
    expect((failure as Error).message).toContain('10014 app secret invalid')
  })

  describe('event subscription', () => {
    let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>
    const client = () => feishuDirectory(settings)
    beforeAll(async () => {
      receiver = await startCallbackReceiver((request) => client().receiveCallback(request))
      expect(await admin('/sim/callback-url', { url: receiver.url })).toEqual({ ok: true, url: receiver.url })
    })
    afterAll(() => receiver.close())
    const last = () => receiver.received.at(-1)!

    it('answers the url_verification challenge', () => {
      const first = receiver.received[0]!
      expect(first.outcome?.changes).toEqual([])
      expect(JSON.parse(first.outcome!.reply.body)).toEqual({ challenge: expect.any(String) })
    })

    it('turns a rename, a move, a new hire and a departure into changes', async () => {
      expect(await admin('/sim/directory/departments/3', { name: '研发与产品中心' })).toMatchObject({
        ok: true,
        deliveries: [{ result: '成功 success' }],
      })
      expect(last().outcome?.changes).toEqual([{ kind: 'department', action: 'updated', id: 'od-3' }])
      expect(await client().department('od-3')).toMatchObject({ name: '研发与产品中心' })
      await admin('/sim/directory/departments/5', { parentKey: 4 })
      expect(last().outcome?.changes).toEqual([{ kind: 'department', action: 'updated', id: 'od-5' }])
      expect(await client().department('od-5')).toMatchObject({ parentId: 'od-4' })
      await admin('/sim/directory/people', {
        key: 'newbie',
        name: '新同事',
        mobile: '13512345678',
        jobNumber: 'SH90100',
        departmentKeys: [3],
      })
      expect(last().outcome?.changes).toEqual([{ kind: 'member', action: 'created', id: 'fs-newbie' }])
      expect(await client().member('fs-newbie')).toMatchObject({ name: '新同事', mobile: '13512345678' })
      await admin('/sim/directory/people/newbie/remove')
      expect(last().outcome?.changes).toEqual([{ kind: 'member', action: 'deleted', id: 'fs-newbie' }])
      expect(await client().member('fs-newbie')).toBeNull()
      const keys = receiver.received.slice(1).map((r) => r.outcome?.replayKey)
      expect(new Set(keys).size).toBe(4)
      expect(keys.every((key) => /^feishu:[0-9a-f]{32}$/.test(key ?? ''))).toBe(true)
    })

    it('refuses a tampered signature or body, an old timestamp, another tenant and a plain body', async () => {
      await admin('/sim/directory/people/hr', { title: '人事经理' })
      const { request, outcome } = last()
      expect(outcome?.changes).toEqual([{ kind: 'member', action: 'updated', id: 'fs-hr' }])
      const signature = request.headers['x-lark-signature']!
      const tampered = (patch: Partial<CallbackRequest>) => () => client().receiveCallback({ ...request, ...patch })
      expect(
        tampered({
          headers: { ...request.headers, 'x-lark-signature': signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
        }),
      ).toThrow(CallbackRefused)
      expect(tampered({ rawBody: request.rawBody.replace('"}', ' "}') })).toThrow(CallbackRefused)
      expect(tampered({ now: request.now + 10 * 60_000 })).toThrow(/window/)
      expect(() => feishuDirectory({ ...settings, corpId: 'another-tenant' }).receiveCallback(request)).toThrow(
        /another tenant/,
      )
      const plain = JSON.stringify({
        schema: '2.0',
        header: {
          event_id: 'e1',
          event_type: 'contact.user.deleted_v3',
          token: settings.callbackToken,
          app_id: settings.appKey,
          tenant_key: settings.corpId,
        },
        event: { object: { user_id: 'fs-admin' } },
      })
      expect(tampered({ rawBody: plain })).toThrow(/not encrypted/)
      // A correctly signed event with another verification token is refused too.
      const forged = JSON.stringify({
        encrypt: feishuEncrypt(settings.callbackKey, plain.replace(settings.callbackToken, 'forged-token')),
      })
      const timestamp = String(Math.floor(request.now / 1000))
      const headers = {
        'x-lark-request-timestamp': timestamp,
        'x-lark-request-nonce': 'n1',
        'x-lark-signature': feishuSignature(timestamp, 'n1', settings.callbackKey, forged),
      }
      expect(tampered({ rawBody: forged, headers })).toThrow(/verification token/)
    })

    it('keeps the old URL when a new one does not return the challenge', async () => {
      const wrong = await startCallbackReceiver((request) =>
        feishuDirectory({ ...settings, callbackKey: 'another-key' }).receiveCallback(request),
      )
      expect((await admin('/sim/callback-url', { url: wrong.url })).ok).toBe(false)
      expect(wrong.received[0]?.refused).toMatch(/decrypt/)
      await wrong.close()
      expect((await (await fetch(`${simulator.url}/sim/directory/state`)).json()).callbackUrl).toBe(receiver.url)
    })
  })
})
