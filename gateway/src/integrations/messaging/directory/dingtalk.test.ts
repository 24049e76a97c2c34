import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCallbackReceiver } from '../../../testing/callback-receiver'
import { DINGTALK_DEMO } from '../simulators/dingtalk-demo'
import { startDingtalkSimulator } from '../simulators/dingtalk-simulator'
import type { RunningSimulator } from '../simulators/http-server'
import { MessagingError } from '../types'
import { dingtalkDirectory } from './dingtalk'
import { cachedToken, forgetToken, tokenKey } from './token-cache'
import { CallbackRefused, type ConnectorSettings } from './types'

const SECRET = 'test-dingtalk-secret'

describe('DingTalk directory client against the DingTalk stand-in', () => {
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
    simulator = await startDingtalkSimulator({
      host: '127.0.0.1',
      portalOrigin: 'http://127.0.0.1:1',
      clientId: DINGTALK_DEMO.appKey,
      clientSecret: SECRET,
      corpId: DINGTALK_DEMO.corpId,
    })
    settings = {
      platform: 'dingtalk',
      corpId: DINGTALK_DEMO.corpId,
      appKey: DINGTALK_DEMO.appKey,
      appSecret: SECRET,
      agentId: DINGTALK_DEMO.agentId,
      callbackToken: DINGTALK_DEMO.callbackToken,
      callbackKey: DINGTALK_DEMO.callbackKey,
      apiUrl: simulator.url,
      timeoutMs: 5000,
    }
  })
  afterAll(() => simulator.close())

  it('reads the whole department tree from department 1, parents first', async () => {
    const client = dingtalkDirectory(settings)
    await client.testConnection()
    const departments = await client.departments()
    expect(departments.map((d) => [d.id, d.parentId])).toEqual([
      ['1', null],
      ['2', '1'],
      ['3', '1'],
      ['4', '1'],
      ['8', '1'],
      ['6', '2'],
      ['5', '3'],
      ['9', '8'],
      ['7', '6'],
      ['10', '9'],
    ])
    expect(departments[2]).toMatchObject({ name: '研发中心', order: 2 })
    expect(await client.department('5')).toMatchObject({ id: '5', name: '前端组', parentId: '3' })
    expect(await client.department('999')).toBeNull()
    expect(await client.department('od-3')).toBeNull()
  })

  it('reads members with mobile, e-mail, job number and departments, and looks one up', async () => {
    const client = dingtalkDirectory(settings)
    expect((await client.members('3')).map((m) => m.id).sort()).toEqual(['dt-nomobile', 'dt-qianqi'])
    // staff works in 总账组 (10) under 会计部 (9), as the demo seed's record.
    const ledger = await client.members('10')
    expect(ledger.find((m) => m.id === 'dt-staff')).toEqual({
      id: 'dt-staff',
      name: '邓洋娟',
      mobile: '13547620649',
      email: 'yangjuan.deng.sh00012@demo-co.example',
      jobNumber: 'SH00012',
      departmentIds: ['10', '9'],
      title: '会计',
      entryDate: null,
      workStartDate: null,
      active: true,
    })
    expect((await client.member('dt-nomobile'))?.mobile).toBeNull()
    // hired_date and the extension's 参加工作时间, as the stand-in gives them.
    expect(await client.member('dt-qianqi')).toMatchObject({ entryDate: '2024-09-02', workStartDate: null })
    expect(await client.member('dt-zhaomin')).toMatchObject({ entryDate: '2023-04-03', workStartDate: '2016-07-01' })
    expect(await client.member('dt-hr')).toMatchObject({
      name: '马超',
      mobile: '15086778828',
      jobNumber: 'SH00040',
      departmentIds: ['7'],
    })
    expect(await client.member('dt-nobody')).toBeNull()
  })

  it('follows the cursor through more than one page of members', async () => {
    for (let i = 0; i < 105; i += 1) {
      expect(
        await admin('/sim/directory/people', {
          key: `bulk${i}`,
          name: `批量${i}`,
          mobile: `1880000${String(i).padStart(4, '0')}`,
          departmentKeys: [4],
        }),
      ).toMatchObject({ ok: true })
    }
    const sales = await dingtalkDirectory(settings).members('4')
    expect(sales).toHaveLength(107)
    expect(new Set(sales.map((m) => m.id)).size).toBe(107)
    for (let i = 0; i < 105; i += 1) await admin(`/sim/directory/people/bulk${i}/remove`)
  })

  it('uses the cached app token, and gets a new one when the platform refuses it', async () => {
    const key = tokenKey('dingtalk', simulator.url, settings.appKey, settings.appSecret)
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
    const client = dingtalkDirectory(settings)
    expect(await client.department('2')).toMatchObject({ name: '人力资源中心' })
    const renewed = await cachedToken(key, async () => {
      fetched += 1
      return { token: 'not-used', expiresIn: 7200 }
    })
    expect(renewed).not.toBe('revoked-token')
    expect(fetched).toBe(1)
  })

  it('lists the installed apps', async () => {
    const apps = await dingtalkDirectory(settings).installedApps()
    expect(apps[0]).toEqual({
      id: DINGTALK_DEMO.agentId,
      name: 'HR Portal 人事门户',
      description: '人事服务与审批 · HR services and approvals',
      logoUrl: '',
    })
    expect(apps.length).toBeGreaterThan(1)
  })

  it("fails with DingTalk's own words for a wrong secret", async () => {
    const wrong = dingtalkDirectory({ ...settings, appSecret: 'not-the-secret' })
    const failure = await wrong.testConnection().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(MessagingError)
    expect((failure as MessagingError).kind).toBe('failed')
    expect((failure as Error).message).toContain('invalidClientIdOrSecret 无效的clientId或者clientSecret')
  })

  describe('event push', () => {
    let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>
    const client = () => dingtalkDirectory(settings)
    beforeAll(async () => {
      receiver = await startCallbackReceiver((request) => client().receiveCallback(request))
      expect(await admin('/sim/callback-url', { url: receiver.url })).toEqual({ ok: true, url: receiver.url })
    })
    afterAll(() => receiver.close())
    const last = () => receiver.received.at(-1)!

    it("answers the console's check_url with the encrypted success, so the URL is accepted", () => {
      expect(receiver.received[0]).toMatchObject({ refused: null, outcome: { changes: [], replayKey: null } })
    })

    it('turns a rename, a move, a new hire and a departure into changes', async () => {
      expect(await admin('/sim/directory/departments/5', { name: '前端与设计组' })).toMatchObject({
        ok: true,
        deliveries: [{ result: '成功 success' }],
      })
      expect(last().outcome?.changes).toEqual([{ kind: 'department', action: 'updated', id: '5' }])
      expect(await client().department('5')).toMatchObject({ name: '前端与设计组' })
      await admin('/sim/directory/departments/5', { parentKey: 2 })
      expect(last().outcome?.changes).toEqual([{ kind: 'department', action: 'updated', id: '5' }])
      expect(await client().department('5')).toMatchObject({ parentId: '2' })
      await admin('/sim/directory/people', {
        key: 'newbie',
        name: '新同事',
        mobile: '13512345678',
        email: 'new@demo-co.example',
        jobNumber: 'SH90100',
        departmentKeys: [3],
      })
      expect(last().outcome?.changes).toEqual([{ kind: 'member', action: 'created', id: 'dt-newbie' }])
      expect(await client().member('dt-newbie')).toMatchObject({
        name: '新同事',
        mobile: '13512345678',
        jobNumber: 'SH90100',
      })
      await admin('/sim/directory/people/newbie/remove')
      expect(last().outcome?.changes).toEqual([{ kind: 'member', action: 'deleted', id: 'dt-newbie' }])
      expect(await client().member('dt-newbie')).toBeNull()
      expect(new Set(receiver.received.slice(1).map((r) => r.outcome?.replayKey)).size).toBe(4)
    })

    it('refuses a tampered signature, body, an old timestamp and a push sealed for another app', async () => {
      await admin('/sim/directory/people/hr', { title: '人事经理' })
      const { request, outcome } = last()
      expect(outcome?.changes).toEqual([{ kind: 'member', action: 'updated', id: 'dt-hr' }])
      expect(client().receiveCallback(request).replayKey).toBe(outcome?.replayKey)
      const flip = (s: string) => s.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))
      expect(() =>
        client().receiveCallback({
          ...request,
          query: { ...request.query, msg_signature: flip(request.query.msg_signature!) },
        }),
      ).toThrow(CallbackRefused)
      const encrypt = JSON.parse(request.rawBody).encrypt as string
      expect(() =>
        client().receiveCallback({ ...request, rawBody: JSON.stringify({ encrypt: flip(encrypt) }) }),
      ).toThrow(CallbackRefused)
      expect(() => client().receiveCallback({ ...request, now: request.now + 10 * 60_000 })).toThrow(CallbackRefused)
      const otherApp = dingtalkDirectory({ ...settings, appKey: 'dingotherapp', corpId: 'dingothercorp' })
      expect(() => otherApp.receiveCallback(request)).toThrow(/another app/)
    })

    it('keeps the old URL when a new one fails the check', async () => {
      const wrongToken = await startCallbackReceiver((request) =>
        dingtalkDirectory({ ...settings, callbackToken: 'another-token' }).receiveCallback(request),
      )
      const answer = await admin('/sim/callback-url', { url: wrongToken.url })
      expect(answer.ok).toBe(false)
      expect(wrongToken.received[0]?.refused).toMatch(/signature/)
      await wrongToken.close()
      const state = await (await fetch(`${simulator.url}/sim/directory/state`)).json()
      expect(state.callbackUrl).toBe(receiver.url)
    })
  })
})
