import { randomBytes } from 'node:crypto'
import { ConfigError, type Config } from '../../config'
import type { IntegrationPart } from '../index'
import { dingtalkConnector } from './dingtalk'
import { feishuConnector } from './feishu'
import type { SuiteSettings } from './directory/wecom-suite'
import { DINGTALK_DEMO } from './simulators/dingtalk-demo'
import { startDingtalkSimulator } from './simulators/dingtalk-simulator'
import { FEISHU_DEMO } from './simulators/feishu-demo'
import { startFeishuSimulator } from './simulators/feishu-simulator'
import type { RunningSimulator } from './simulators/http-server'
import { WECOM_SUITE_DEMO } from './simulators/wecom-demo'
import { startWecomSimulator } from './simulators/wecom-simulator'
import type { ConnectorSettings } from './directory/types'
import type { MessagingConnector, MessagingPlatforms, Platform } from './types'
import { wecomConnector } from './wecom'

type Env = Record<string, string | undefined>

/** Calls to a platform give up after MESSAGING_TIMEOUT_MS (default 10 s) and answer 'time out'. */
function timeoutOf(env: Env): number {
  const value = Number(env.MESSAGING_TIMEOUT_MS || 10_000)
  if (!Number.isInteger(value) || value < 100 || value > 120_000)
    throw new ConfigError(
      `MESSAGING_TIMEOUT_MS must be an integer between 100 and 120000, got "${env.MESSAGING_TIMEOUT_MS}"`,
    )
  return value
}

const secret = () => randomBytes(24).toString('base64url')

interface Started {
  connector: MessagingConnector
  settings: ConnectorSettings
  simulator?: RunningSimulator
  suite?: SuiteSettings
}

/** Where WeCom pushes the suite's instructions: the gateway's route (services/dirsync/suite-callback-routes.ts). */
export const suiteCallbackUrlOf = (shellOrigin: string) => `${shellOrigin}/gateway/ums/web/wechat/suite/callback`

const WECOM_INSTALL_URL = 'https://open.work.weixin.qq.com/3rdapp/install'

/** WECOM_SUITE_ID, WECOM_SUITE_SECRET, WECOM_SUITE_TOKEN, WECOM_SUITE_AES_KEY (all four or none), WECOM_SUITE_API_URL, WECOM_SUITE_INSTALL_URL. */
function suiteOf(env: Env, timeoutMs: number, demo: boolean): SuiteSettings | null {
  const names = ['WECOM_SUITE_ID', 'WECOM_SUITE_SECRET', 'WECOM_SUITE_TOKEN', 'WECOM_SUITE_AES_KEY'] as const
  const given = names.filter((name) => env[name])
  if (!given.length) return null
  if (given.length < names.length)
    throw new ConfigError(`${names.filter((name) => !env[name]).join(', ')} must be set with ${given.join(', ')}`)
  if (!demo && env.WECOM_SUITE_SECRET === WECOM_SUITE_DEMO.suiteSecret)
    throw new ConfigError("WECOM_SUITE_SECRET is the WeCom stand-in's demo secret: production needs the suite's own")
  if (!/^[A-Za-z0-9]{43}$/.test(env.WECOM_SUITE_AES_KEY!))
    throw new ConfigError("WECOM_SUITE_AES_KEY must be the 43 letters and digits of the suite's EncodingAESKey")
  const url = (name: string, fallback: string) => {
    const value = (env[name] || fallback).replace(/\/+$/, '')
    if (!/^https?:\/\/[^\s/]+/.test(value)) throw new ConfigError(`${name} must be an http(s) URL, got "${env[name]}"`)
    return value
  }
  return {
    suiteId: env.WECOM_SUITE_ID!,
    suiteSecret: env.WECOM_SUITE_SECRET!,
    token: env.WECOM_SUITE_TOKEN!,
    encodingAesKey: env.WECOM_SUITE_AES_KEY!,
    apiUrl: url('WECOM_SUITE_API_URL', 'https://qyapi.weixin.qq.com'),
    installUrl: url('WECOM_SUITE_INSTALL_URL', WECOM_INSTALL_URL),
    timeoutMs,
  }
}

/** Connector settings of the installation's app on a platform (no change callbacks: those are per tenant). */
const appSettings = (
  platform: Platform,
  app: Pick<ConnectorSettings, 'corpId' | 'appKey' | 'appSecret' | 'agentId' | 'apiUrl' | 'timeoutMs'>,
): ConnectorSettings => ({ platform, callbackToken: '', callbackKey: '', ...app })

async function wecom(config: Config, env: Env, timeoutMs: number): Promise<Started | null> {
  if (env.WECOM_CORP_ID && env.WECOM_SECRET) {
    return {
      connector: wecomConnector({
        corpId: env.WECOM_CORP_ID,
        agentId: env.WECOM_AGENT_ID ?? '',
        secret: env.WECOM_SECRET,
        timeoutMs,
        apiUrl: env.WECOM_API_URL || 'https://qyapi.weixin.qq.com',
        authorizeUrl: env.WECOM_AUTHORIZE_URL || 'https://login.work.weixin.qq.com/wwlogin/sso/login',
      }),
      settings: appSettings('wecom', {
        corpId: env.WECOM_CORP_ID,
        appKey: '',
        appSecret: env.WECOM_SECRET,
        agentId: env.WECOM_AGENT_ID ?? '',
        apiUrl: env.WECOM_API_URL || '',
        timeoutMs,
      }),
    }
  }
  if (!config.demo) return null
  const settings = { corpId: 'ww-demo-corp', agentId: '1000002', secret: secret() }
  // The demo suite's id and secret are new on each start: a stand-in can never feed its tickets to another
  // product's gateway (a test's stand-in pushing to the port `npm start` uses).
  const suite = {
    suiteId: `${WECOM_SUITE_DEMO.suiteId}-${randomBytes(4).toString('hex')}`,
    suiteSecret: secret(),
    token: WECOM_SUITE_DEMO.token,
    encodingAesKey: WECOM_SUITE_DEMO.encodingAesKey,
  }
  const simulator = await startWecomSimulator({
    host: config.host,
    portalOrigin: config.shellOrigin,
    suiteCallbackUrl: env.WECOM_SUITE_ID ? null : suiteCallbackUrlOf(config.shellOrigin),
    suite,
    ...settings,
  })
  return {
    simulator,
    suite: { ...suite, apiUrl: simulator.url, installUrl: `${simulator.url}/3rdapp/install`, timeoutMs },
    connector: wecomConnector({
      ...settings,
      timeoutMs,
      apiUrl: simulator.url,
      authorizeUrl: `${simulator.url}/wwlogin/sso/login`,
    }),
    settings: appSettings('wecom', {
      corpId: settings.corpId,
      appKey: '',
      appSecret: settings.secret,
      agentId: settings.agentId,
      apiUrl: simulator.url,
      timeoutMs,
    }),
  }
}

async function dingtalk(config: Config, env: Env, timeoutMs: number): Promise<Started | null> {
  if (env.DINGTALK_CLIENT_ID && env.DINGTALK_CLIENT_SECRET && env.DINGTALK_CORP_ID) {
    return {
      connector: dingtalkConnector({
        clientId: env.DINGTALK_CLIENT_ID,
        clientSecret: env.DINGTALK_CLIENT_SECRET,
        corpId: env.DINGTALK_CORP_ID,
        timeoutMs,
        apiUrl: env.DINGTALK_API_URL || 'https://api.dingtalk.com',
        authorizeUrl: env.DINGTALK_AUTHORIZE_URL || 'https://login.dingtalk.com/oauth2/auth',
      }),
      // Work notices are on the old API host (DINGTALK_OAPI_URL, default https://oapi.dingtalk.com) and need the app's agent id.
      settings: appSettings('dingtalk', {
        corpId: env.DINGTALK_CORP_ID,
        appKey: env.DINGTALK_CLIENT_ID,
        appSecret: env.DINGTALK_CLIENT_SECRET,
        agentId: env.DINGTALK_AGENT_ID ?? '',
        apiUrl: env.DINGTALK_OAPI_URL || '',
        timeoutMs,
      }),
    }
  }
  if (!config.demo) return null
  // The stand-in's fixed demo credentials, which its /sim/directory page shows for the connector settings.
  const settings = {
    clientId: DINGTALK_DEMO.appKey,
    clientSecret: DINGTALK_DEMO.appSecret,
    corpId: DINGTALK_DEMO.corpId,
  }
  const simulator = await startDingtalkSimulator({ host: config.host, portalOrigin: config.shellOrigin, ...settings })
  return {
    simulator,
    connector: dingtalkConnector({
      ...settings,
      timeoutMs,
      apiUrl: simulator.url,
      authorizeUrl: `${simulator.url}/oauth2/auth`,
    }),
    settings: appSettings('dingtalk', {
      corpId: settings.corpId,
      appKey: settings.clientId,
      appSecret: settings.clientSecret,
      agentId: DINGTALK_DEMO.agentId,
      apiUrl: simulator.url,
      timeoutMs,
    }),
  }
}

async function feishu(config: Config, env: Env, timeoutMs: number): Promise<Started | null> {
  if (env.FEISHU_APP_ID && env.FEISHU_APP_SECRET) {
    return {
      connector: feishuConnector({
        appId: env.FEISHU_APP_ID,
        appSecret: env.FEISHU_APP_SECRET,
        tenantKey: env.FEISHU_TENANT_KEY || null,
        timeoutMs,
        baseUrl: env.FEISHU_BASE_URL || 'https://open.feishu.cn',
      }),
      settings: appSettings('feishu', {
        corpId: env.FEISHU_TENANT_KEY || '',
        appKey: env.FEISHU_APP_ID,
        appSecret: env.FEISHU_APP_SECRET,
        agentId: '',
        apiUrl: env.FEISHU_BASE_URL || '',
        timeoutMs,
      }),
    }
  }
  if (!config.demo) return null
  const settings = { appId: FEISHU_DEMO.appId, appSecret: FEISHU_DEMO.appSecret, tenantKey: FEISHU_DEMO.tenantKey }
  const simulator = await startFeishuSimulator({ host: config.host, portalOrigin: config.shellOrigin, ...settings })
  return {
    simulator,
    connector: feishuConnector({ ...settings, timeoutMs, baseUrl: simulator.url }),
    settings: appSettings('feishu', {
      corpId: settings.tenantKey,
      appKey: settings.appId,
      appSecret: settings.appSecret,
      agentId: '',
      apiUrl: simulator.url,
      timeoutMs,
    }),
  }
}

/**
 * Enterprise messaging login: a connector per platform configured by environment (docs/operations.md,
 * "Configuration"); in demo mode an unconfigured platform gets its local simulator. In
 * production an unconfigured platform has no connector and its login answers a clear error.
 */
export async function startMessaging(config: Config, env: Env): Promise<IntegrationPart<'messaging'>> {
  const timeoutMs = timeoutOf(env)
  const connectors: Partial<Record<Platform, MessagingConnector>> = {}
  const appSettingsOf: Partial<Record<Platform, ConnectorSettings>> = {}
  const simulators: Array<[Platform, RunningSimulator]> = []
  let wecomSuite = suiteOf(env, timeoutMs, config.demo)
  const close = async () => {
    await Promise.all(simulators.map(([, simulator]) => simulator.close()))
  }
  try {
    for (const [platform, start] of [
      ['wecom', wecom],
      ['dingtalk', dingtalk],
      ['feishu', feishu],
    ] as const) {
      const started = await start(config, env, timeoutMs)
      if (!started) continue
      connectors[platform] = started.connector
      appSettingsOf[platform] = started.settings
      if (started.simulator) simulators.push([platform, started.simulator])
      wecomSuite ??= started.suite ?? null
    }
  } catch (error) {
    await close()
    throw error
  }
  const value: MessagingPlatforms = {
    connectors,
    settings: appSettingsOf,
    wecomSuite,
    autoLoginSecret: env.AUTO_LOGIN_SECRET || null,
  }
  return {
    key: 'messaging',
    value,
    devService: simulators.map(([platform, simulator]) => ({ name: platform, url: simulator.url })),
    close,
  }
}
