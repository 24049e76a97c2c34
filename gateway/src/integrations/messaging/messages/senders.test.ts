import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ConnectorSettings } from '../directory/types'
import { DINGTALK_DEMO } from '../simulators/dingtalk-demo'
import { startDingtalkSimulator } from '../simulators/dingtalk-simulator'
import { startFeishuSimulator } from '../simulators/feishu-simulator'
import type { RunningSimulator } from '../simulators/http-server'
import { startWecomSimulator } from '../simulators/wecom-simulator'
import { MessagingError, type Platform } from '../types'
import { messageSenderFor, MessageRefused, type PlatformMessage } from './index'
import { messageTokens } from './token-cache'

const PORTAL = 'http://127.0.0.1:4999'

const message = (userId: string, key: string): PlatformMessage => ({
  userId,
  title: '待您审批：年假 3 天',
  text: '邓洋娟 提交的「年假 3 天」等待您审批。\n第 1/2 步：直属上级审批',
  url: `${PORTAL}/portal/approval/center/requests/${key}`,
  button: '查看详情',
  idempotencyKey: key,
})

const base = { callbackToken: '', callbackKey: '', timeoutMs: 5000 }

interface Case {
  platform: Platform
  known: string
  start(): Promise<{ simulator: RunningSimulator; settings: ConnectorSettings }>
  path: string
}

const CASES: Case[] = [
  {
    platform: 'wecom',
    known: 'wx-admin',
    path: '/cgi-bin/gettoken',
    async start() {
      const simulator = await startWecomSimulator({
        host: '127.0.0.1',
        portalOrigin: PORTAL,
        corpId: 'ww-test',
        agentId: '1000002',
        secret: 'wecom-secret',
      })
      return {
        simulator,
        settings: {
          ...base,
          platform: 'wecom',
          corpId: 'ww-test',
          appKey: '',
          appSecret: 'wecom-secret',
          agentId: '1000002',
          apiUrl: simulator.url,
        },
      }
    },
  },
  {
    platform: 'dingtalk',
    known: 'dt-admin',
    path: '/gettoken',
    async start() {
      const simulator = await startDingtalkSimulator({
        host: '127.0.0.1',
        portalOrigin: PORTAL,
        clientId: 'dingtest',
        clientSecret: 'ding-secret',
        corpId: 'dingcorp',
      })
      return {
        simulator,
        settings: {
          ...base,
          platform: 'dingtalk',
          corpId: 'dingcorp',
          appKey: 'dingtest',
          appSecret: 'ding-secret',
          agentId: DINGTALK_DEMO.agentId,
          apiUrl: simulator.url,
        },
      }
    },
  },
  {
    platform: 'feishu',
    known: 'fs-admin',
    path: '/open-apis/auth/v3/tenant_access_token/internal',
    async start() {
      const simulator = await startFeishuSimulator({
        host: '127.0.0.1',
        portalOrigin: PORTAL,
        appId: 'cli_test',
        appSecret: 'feishu-secret',
        tenantKey: 'tk',
      })
      return {
        simulator,
        settings: {
          ...base,
          platform: 'feishu',
          corpId: 'tk',
          appKey: 'cli_test',
          appSecret: 'feishu-secret',
          agentId: '',
          apiUrl: simulator.url,
        },
      }
    },
  },
]

describe.each(CASES)('the $platform message sender against its stand-in', (c) => {
  let simulator: RunningSimulator
  let settings: ConnectorSettings
  const inbox = async () =>
    (await (await fetch(`${simulator.url}/sim/inbox.json`)).json()).messages as Array<Record<string, any>>
  beforeAll(async () => ({ simulator, settings } = await c.start()))
  afterAll(() => simulator.close())

  it('sends a card with the link in the real request shape, fetching the token once for several messages', async () => {
    // Every HTTP request the gateway makes (undici) is announced on this channel.
    const paths: string[] = []
    const seen = (event: unknown) => {
      paths.push((event as { request: { path: string } }).request.path)
    }
    subscribe('undici:request:create', seen)
    const sender = messageSenderFor(settings)
    await sender.send(message(c.known, 'k-1'))
    await sender.send(message(c.known, 'k-2'))
    unsubscribe('undici:request:create', seen)
    const tokenCalls = paths.filter((path) => new URL(path, 'http://x').pathname === c.path)
    expect(tokenCalls).toHaveLength(1)
    const received = await inbox()
    expect(received.map((m) => m.url)).toEqual([
      `${PORTAL}/portal/approval/center/requests/k-2`,
      `${PORTAL}/portal/approval/center/requests/k-1`,
    ])
    expect(received[0]).toMatchObject({ to: c.known, title: '待您审批：年假 3 天' })
    const request = received[0].request
    if (c.platform === 'wecom')
      expect(request).toMatchObject({
        touser: c.known,
        msgtype: 'textcard',
        agentid: 1000002,
        textcard: { url: received[0].url, btntxt: '查看详情' },
        enable_duplicate_check: 1,
      })
    if (c.platform === 'dingtalk')
      expect(request).toMatchObject({
        agent_id: Number(DINGTALK_DEMO.agentId),
        userid_list: c.known,
        msg: { msgtype: 'action_card', action_card: { single_url: received[0].url, single_title: '查看详情' } },
      })
    if (c.platform === 'feishu') {
      expect(request).toMatchObject({ receive_id: c.known, msg_type: 'interactive', uuid: 'k-2' })
      expect(JSON.parse(request.content).elements[1].actions[0]).toMatchObject({ tag: 'button', url: received[0].url })
    }
  })

  it('refuses a person the platform does not know for good, and lists nothing for them', async () => {
    const before = (await inbox()).length
    await expect(messageSenderFor(settings).send(message('nobody-here', 'k-3'))).rejects.toBeInstanceOf(MessageRefused)
    expect((await inbox()).filter((m) => m.to === 'nobody-here')).toEqual([])
    expect((await inbox()).length).toBe(before)
  })

  it('fetches a new token when the platform no longer takes the cached one', async () => {
    // The stand-in restarted: it forgot every token it gave.
    const key = [...(messageTokens as any).tokens.keys()].find((k: string) => k.startsWith(`${c.platform}:`))
    ;(messageTokens as any).tokens.set(key, { token: 'stale-token', expiresAt: Date.now() + 3600_000 })
    await messageSenderFor(settings).send(message(c.known, 'k-4'))
    expect((await inbox())[0].url).toBe(`${PORTAL}/portal/approval/center/requests/k-4`)
  })

  it('answers a wrong secret as a failure worth another try, not a refusal', async () => {
    const wrong = { ...settings, appSecret: 'wrong-secret' }
    const error = await messageSenderFor(wrong)
      .send(message(c.known, 'k-5'))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MessagingError)
    expect(error).not.toBeInstanceOf(MessageRefused)
  })

  it('lists what arrived per person on the inbox page, in both languages', async () => {
    const page = await (await fetch(`${simulator.url}/sim/inbox`)).text()
    expect(page).toContain('消息 Inbox')
    expect(page).toContain(`href="${PORTAL}/portal/approval/center/requests/k-4"`)
    expect(page).toContain('暂无消息 · No messages')
  })
})
