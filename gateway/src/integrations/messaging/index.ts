import { randomBytes } from 'node:crypto'
import { ConfigError, type Config } from '../../config'
import type { IntegrationPart } from '../index'
import { dingtalkConnector } from './dingtalk'
import { feishuConnector } from './feishu'
import { startDingtalkSimulator } from './simulators/dingtalk-simulator'
import { startFeishuSimulator } from './simulators/feishu-simulator'
import type { RunningSimulator } from './simulators/http-server'
import { startWecomSimulator } from './simulators/wecom-simulator'
import type { MessagingConnector, MessagingPlatforms, Platform } from './types'
import { wecomConnector } from './wecom'

type Env = Record<string, string | undefined>

/** Calls to a platform give up after MESSAGING_TIMEOUT_MS (default 10 s) and answer 'time out'. */
function timeoutOf(env: Env): number {
  const value = Number(env.MESSAGING_TIMEOUT_MS || 10_000)
  if (!Number.isInteger(value) || value < 100 || value > 120_000) throw new ConfigError(`MESSAGING_TIMEOUT_MS must be an integer between 100 and 120000, got "${env.MESSAGING_TIMEOUT_MS}"`)
  return value
}

const secret = () => randomBytes(24).toString('base64url')

interface Started { connector: MessagingConnector; simulator?: RunningSimulator }

async function wecom(config: Config, env: Env, timeoutMs: number): Promise<Started | null> {
  if (env.WECOM_CORP_ID && env.WECOM_SECRET) {
    return {
      connector: wecomConnector({
        corpId: env.WECOM_CORP_ID, agentId: env.WECOM_AGENT_ID ?? '', secret: env.WECOM_SECRET, timeoutMs,
        apiUrl: env.WECOM_API_URL || 'https://qyapi.weixin.qq.com', authorizeUrl: env.WECOM_AUTHORIZE_URL || 'https://login.work.weixin.qq.com/wwlogin/sso/login',
      }),
    }
  }
  if (!config.demo) return null
  const settings = { corpId: 'ww-demo-corp', agentId: '1000002', secret: secret() }
  const simulator = await startWecomSimulator({ host: config.host, portalOrigin: config.shellOrigin, ...settings })
  return { simulator, connector: wecomConnector({ ...settings, timeoutMs, apiUrl: simulator.url, authorizeUrl: `${simulator.url}/wwlogin/sso/login` }) }
}

async function dingtalk(config: Config, env: Env, timeoutMs: number): Promise<Started | null> {
  if (env.DINGTALK_CLIENT_ID && env.DINGTALK_CLIENT_SECRET && env.DINGTALK_CORP_ID) {
    return {
      connector: dingtalkConnector({
        clientId: env.DINGTALK_CLIENT_ID, clientSecret: env.DINGTALK_CLIENT_SECRET, corpId: env.DINGTALK_CORP_ID, timeoutMs,
        apiUrl: env.DINGTALK_API_URL || 'https://api.dingtalk.com', authorizeUrl: env.DINGTALK_AUTHORIZE_URL || 'https://login.dingtalk.com/oauth2/auth',
      }),
    }
  }
  if (!config.demo) return null
  const settings = { clientId: 'dingdemoapp', clientSecret: secret(), corpId: 'dingdemocorp' }
  const simulator = await startDingtalkSimulator({ host: config.host, portalOrigin: config.shellOrigin, ...settings })
  return { simulator, connector: dingtalkConnector({ ...settings, timeoutMs, apiUrl: simulator.url, authorizeUrl: `${simulator.url}/oauth2/auth` }) }
}

async function feishu(config: Config, env: Env, timeoutMs: number): Promise<Started | null> {
  if (env.FEISHU_APP_ID && env.FEISHU_APP_SECRET) {
    return {
      connector: feishuConnector({
        appId: env.FEISHU_APP_ID, appSecret: env.FEISHU_APP_SECRET, tenantKey: env.FEISHU_TENANT_KEY || null, timeoutMs,
        baseUrl: env.FEISHU_BASE_URL || 'https://open.feishu.cn',
      }),
    }
  }
  if (!config.demo) return null
  const settings = { appId: 'cli_demo_hr_portal', appSecret: secret(), tenantKey: 'demo-tenant-key' }
  const simulator = await startFeishuSimulator({ host: config.host, portalOrigin: config.shellOrigin, ...settings })
  return { simulator, connector: feishuConnector({ ...settings, timeoutMs, baseUrl: simulator.url }) }
}

/**
 * Enterprise messaging login: a connector per platform configured by environment (README,
 * "Outside services"); in demo mode an unconfigured platform gets its local simulator. In
 * production an unconfigured platform has no connector and its login answers a clear error.
 */
export async function startMessaging(config: Config, env: Env): Promise<IntegrationPart<'messaging'>> {
  const timeoutMs = timeoutOf(env)
  const connectors: Partial<Record<Platform, MessagingConnector>> = {}
  const simulators: Array<[Platform, RunningSimulator]> = []
  const close = async () => { await Promise.all(simulators.map(([, simulator]) => simulator.close())) }
  try {
    for (const [platform, start] of [['wecom', wecom], ['dingtalk', dingtalk], ['feishu', feishu]] as const) {
      const started = await start(config, env, timeoutMs)
      if (!started) continue
      connectors[platform] = started.connector
      if (started.simulator) simulators.push([platform, started.simulator])
    }
  } catch (error) {
    await close()
    throw error
  }
  const value: MessagingPlatforms = { connectors, autoLoginSecret: env.AUTO_LOGIN_SECRET || null }
  return { key: 'messaging', value, devService: simulators.map(([platform, simulator]) => ({ name: platform, url: simulator.url })), close }
}
