import { signParts } from '../signature'
import { authorizePage, refusalPage } from './authorize-page'
import { DINGTALK_DEMO } from './dingtalk-demo'
import { dingtalkDirectoryStandIn, type DingtalkDirectoryOptions } from './dingtalk-directory'
import { grantStore } from './grants'
import { startSimulatorServer, type RunningSimulator, type SimResponse } from './http-server'
import { personByKey } from './people'
import { allowedRedirect, backTo } from './redirect'
import { dingtalkMessages } from './dingtalk-messages'

export interface DingtalkSimulatorOptions {
  host: string
  portalOrigin: string
  clientId: string
  clientSecret: string
  corpId: string
  /** The directory app's agent id and event-push token and key; the demo's when not given. */
  directory?: Partial<Pick<DingtalkDirectoryOptions, 'agentId' | 'callbackToken' | 'callbackKey'>>
}

const fail = (status: number, code: string, message: string): SimResponse => ({
  status,
  json: { code, message, requestid: `sim-${Date.now()}` },
})

/**
 * A local DingTalk (钉钉): the sign-in page /oauth2/auth, which sends the user back with corpId,
 * authCode, timestamp and the app-secret signature (as the company's DingTalk launcher does), and
 * the new APIs /v1.0/oauth2/userAccessToken and /v1.0/contact/users/me with DingTalk's shapes and
 * error answers (HTTP 400/401 with { code, message, requestid }); the directory APIs, event push and
 * the /sim/directory admin page come from dingtalk-directory.ts.
 */
export async function startDingtalkSimulator(options: DingtalkSimulatorOptions): Promise<RunningSimulator> {
  const grants = grantStore()
  const directory = dingtalkDirectoryStandIn({
    ...DINGTALK_DEMO,
    appKey: options.clientId,
    appSecret: options.clientSecret,
    corpId: options.corpId,
    ...options.directory,
  })
  const messages = dingtalkMessages(
    { agentId: options.directory?.agentId ?? DINGTALK_DEMO.agentId },
    directory.messageDirectory,
  )
  return startSimulatorServer(options.host, async (request) => {
    const { path } = request
    const message = messages(request)
    if (message) return message
    const fromDirectory = await directory(request)
    if (fromDirectory) return fromDirectory
    if (path === '/oauth2/auth') {
      const fields =
        request.method === 'POST' ? new URLSearchParams(request.body as Record<string, string>) : request.query
      if (fields.get('client_id') !== options.clientId)
        return { status: 400, html: refusalPage('钉钉 DingTalk', '应用不存在 · unknown client_id') }
      const redirect = allowedRedirect(fields.get('redirect_uri'), options.portalOrigin)
      if (!redirect)
        return { status: 400, html: refusalPage('钉钉 DingTalk', '回调地址不合法 · redirect_uri is not registered') }
      if (request.method !== 'POST') {
        return {
          status: 200,
          html: authorizePage({
            platform: '钉钉 DingTalk',
            colour: '#1677ff',
            action: path,
            query: request.query,
            appName: 'HR Portal',
          }),
        }
      }
      const person = personByKey(fields.get('person'))
      if (!person) return { status: 400, html: refusalPage('钉钉 DingTalk', '请选择账号 · choose an account') }
      const authCode = grants.issueCode(person)
      const timestamp = String(Date.now())
      return {
        status: 302,
        location: backTo(redirect, {
          corpId: options.corpId,
          authCode,
          timestamp,
          sign: signParts(options.clientSecret, [timestamp, authCode]),
          state: fields.get('state') ?? '',
        }),
      }
    }
    if (path === '/v1.0/oauth2/userAccessToken' && request.method === 'POST') {
      const { clientId, clientSecret, code, grantType } = request.body
      if (clientId !== options.clientId || clientSecret !== options.clientSecret)
        return fail(400, 'invalid.client', 'Invalid ClientID or ClientSecret.')
      if (grantType !== 'authorization_code') return fail(400, 'unsupported.grant.type', 'unsupported grant type')
      const person = grants.redeemCode(code)
      if (!person) return fail(400, 'invalidAuthCode', '不合法的临时授权码 · the authCode is invalid, used or expired')
      return {
        status: 200,
        json: {
          accessToken: grants.issueToken(person),
          refreshToken: grants.issueToken(person),
          expireIn: 7200,
          corpId: options.corpId,
        },
      }
    }
    if (path === '/v1.0/contact/users/me' && request.method === 'GET') {
      const person = grants.personOfToken(request.headers['x-acs-dingtalk-access-token'])
      if (!person) return fail(401, 'InvalidAuthentication', '不合法的access_token')
      return {
        status: 200,
        json: {
          nick: person.name,
          avatarUrl: '',
          openId: `open-${person.key}`,
          unionId: `union-${person.key}`,
          email: '',
          ...(person.mobile ? { mobile: person.mobile, stateCode: '86' } : {}),
        },
      }
    }
    return fail(404, 'NotFound', 'api not found')
  })
}
