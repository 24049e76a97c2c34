import { signParts } from '../signature'
import { authorizePage, refusalPage } from './authorize-page'
import { FEISHU_DEMO } from './feishu-demo'
import { feishuDirectoryStandIn, type FeishuDirectoryOptions } from './feishu-directory'
import { grantStore, opaque } from './grants'
import { startSimulatorServer, type RunningSimulator, type SimResponse } from './http-server'
import { personByKey, type SimulatedPerson } from './people'
import { allowedRedirect, backTo } from './redirect'
import { feishuMessages } from './feishu-messages'

export interface FeishuSimulatorOptions {
  host: string
  portalOrigin: string
  appId: string
  appSecret: string
  tenantKey: string
  /** The event subscription's Verification Token and Encrypt Key; the demo's when not given. */
  directory?: Partial<Pick<FeishuDirectoryOptions, 'callbackToken' | 'callbackKey'>>
}

const fail = (status: number, code: number, msg: string): SimResponse => ({ status, json: { code, msg } })
const openIdOf = (person: SimulatedPerson) => `ou_${person.key}`
const bearer = (value: unknown) =>
  typeof value === 'string' && value.startsWith('Bearer ') ? value.slice(7) : undefined

/**
 * A local Feishu (飞书): the authorize page /open-apis/authen/v1/authorize, which sends the user
 * back with authCorpId (tenant_key), userId (open_id), vCode (the code), appCode (app_id),
 * timestamp and the app-secret signature, and the APIs auth/v3/app_access_token/internal,
 * authen/v1/oidc/access_token and authen/v1/user_info with Feishu's shapes and codes
 * (10014 bad secret, 20007 bad code, 99991663 bad token). Mobiles come as "+86…", as Feishu's do.
 * The directory APIs, event subscription and the /sim/directory admin page come from feishu-directory.ts.
 */
export async function startFeishuSimulator(options: FeishuSimulatorOptions): Promise<RunningSimulator> {
  const grants = grantStore()
  const appTokens = new Set<string>()
  const directory = feishuDirectoryStandIn({
    ...FEISHU_DEMO,
    appId: options.appId,
    appSecret: options.appSecret,
    tenantKey: options.tenantKey,
    ...options.directory,
  })
  const messages = feishuMessages(directory.messageDirectory)
  return startSimulatorServer(options.host, async (request) => {
    const { path } = request
    const message = messages(request)
    if (message) return message
    const fromDirectory = await directory(request)
    if (fromDirectory) return fromDirectory
    if (path === '/open-apis/authen/v1/authorize') {
      const fields =
        request.method === 'POST' ? new URLSearchParams(request.body as Record<string, string>) : request.query
      if (fields.get('app_id') !== options.appId)
        return { status: 400, html: refusalPage('飞书 Feishu', '应用不存在 · unknown app_id') }
      const redirect = allowedRedirect(fields.get('redirect_uri'), options.portalOrigin)
      if (!redirect)
        return {
          status: 400,
          html: refusalPage('飞书 Feishu', '重定向 URL 未配置 · redirect_uri is not in the allow list'),
        }
      if (request.method !== 'POST') {
        return {
          status: 200,
          html: authorizePage({
            platform: '飞书 Feishu',
            colour: '#3370ff',
            action: path,
            query: request.query,
            appName: 'HR Portal',
          }),
        }
      }
      const person = personByKey(fields.get('person'))
      if (!person) return { status: 400, html: refusalPage('飞书 Feishu', '请选择账号 · choose an account') }
      const fieldsBack = {
        authCorpId: options.tenantKey,
        userId: openIdOf(person),
        vCode: grants.issueCode(person),
        appCode: options.appId,
        timestamp: String(Date.now()),
      }
      const sign = signParts(options.appSecret, [
        fieldsBack.timestamp,
        fieldsBack.authCorpId,
        fieldsBack.userId,
        fieldsBack.vCode,
        fieldsBack.appCode,
      ])
      return { status: 302, location: backTo(redirect, { ...fieldsBack, sign, state: fields.get('state') ?? '' }) }
    }
    if (path === '/open-apis/auth/v3/app_access_token/internal' && request.method === 'POST') {
      if (request.body.app_id !== options.appId || request.body.app_secret !== options.appSecret)
        return fail(400, 10014, 'app secret invalid')
      const token = opaque('t-')
      appTokens.add(token)
      return {
        status: 200,
        json: { code: 0, msg: 'ok', app_access_token: token, tenant_access_token: token, expire: 7200 },
      }
    }
    if (path === '/open-apis/authen/v1/oidc/access_token' && request.method === 'POST') {
      if (!appTokens.has(bearer(request.headers.authorization) ?? ''))
        return fail(400, 99991663, 'Invalid access token for authorization. Please make a request with token attached.')
      if (request.body.grant_type !== 'authorization_code') return fail(400, 20004, 'grant_type is invalid')
      const person = grants.redeemCode(request.body.code)
      if (!person) return fail(400, 20007, 'code is invalid or has expired')
      return {
        status: 200,
        json: {
          code: 0,
          msg: 'success',
          data: {
            access_token: grants.issueToken(person, 'u-'),
            token_type: 'Bearer',
            expires_in: 6900,
            refresh_token: opaque('ur-'),
            refresh_expires_in: 2592000,
            scope: 'auth:user.id:read',
          },
        },
      }
    }
    if (path === '/open-apis/authen/v1/user_info' && request.method === 'GET') {
      const person = grants.personOfToken(bearer(request.headers.authorization))
      if (!person)
        return fail(401, 99991663, 'Invalid access token for authorization. Please make a request with token attached.')
      return {
        status: 200,
        json: {
          code: 0,
          msg: 'success',
          data: {
            name: person.name,
            en_name: '',
            avatar_url: '',
            open_id: openIdOf(person),
            union_id: `on_${person.key}`,
            user_id: person.key,
            tenant_key: options.tenantKey,
            email: '',
            employee_no: '',
            ...(person.mobile ? { mobile: `+86${person.mobile}` } : {}),
          },
        },
      }
    }
    return fail(404, 404, 'not found')
  })
}
