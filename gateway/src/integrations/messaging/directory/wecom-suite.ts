import { createHash } from 'node:crypto'
import { platformCall } from '../platform-call'
import { MessagingError } from '../types'
import { PlatformApiError, tokenCache } from './platform-error'

/**
 * A WeCom service provider's third-party app (服务商第三方应用, "suite") as configured for the installation:
 * WECOM_SUITE_ID, WECOM_SUITE_SECRET, the instruction callback's Token and EncodingAESKey, the API host and the
 * install page companies authorise the app on.
 */
export interface SuiteSettings {
  suiteId: string
  suiteSecret: string
  /** The instruction callback's Token (msg_signature). */
  token: string
  /** The instruction callback's EncodingAESKey (43 characters). */
  encodingAesKey: string
  /** https://qyapi.weixin.qq.com, or the stand-in. */
  apiUrl: string
  /** https://open.work.weixin.qq.com/3rdapp/install, or the stand-in's. */
  installUrl: string
  timeoutMs: number
}

/** What get_permanent_code answers about the company that authorised the app. */
export interface SuiteAuthorisation {
  corpId: string
  corpName: string
  permanentCode: string
  agentId: string
  agentName: string
  /** The administrator who authorised it (WeCom's userid and name), when WeCom gives them. */
  userId: string
  userName: string
}

/** set_session_info auth_type: 0 the live app, 1 a test authorisation (an app not yet online). */
export type SuiteAuthType = 0 | 1

/** errcodes that mean the cached suite_access_token is no longer good. */
const STALE_SUITE_TOKEN = new Set([40082, 42009])

const suiteTokens = tokenCache()

/** No suite_ticket has arrived from WeCom yet (it pushes one every 10 minutes to the instruction callback). */
export class SuiteTicketMissing extends MessagingError {
  override name = 'SuiteTicketMissing'

  constructor() {
    super('failed', 'WeCom has not pushed a suite_ticket yet')
  }
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/** The authorisation in a get_permanent_code or get_auth_info answer (the permanent code only in the first). */
export function authorisationOf(body: any, permanentCode: string): SuiteAuthorisation {
  const agent = Array.isArray(body?.auth_info?.agent) ? body.auth_info.agent[0] : null
  return {
    corpId: text(body?.auth_corp_info?.corpid),
    corpName: text(body?.auth_corp_info?.corp_name),
    permanentCode,
    agentId: text(agent?.agentid),
    agentName: text(agent?.name),
    userId: text(body?.auth_user_info?.userid),
    userName: text(body?.auth_user_info?.name),
  }
}

/**
 * The provider API of a WeCom suite (/cgi-bin/service/*): the suite_access_token from the latest suite_ticket WeCom
 * pushed (`ticket` reads it; null when none has arrived yet), pre-authorisation, the install page's address, the
 * permanent code, a company's access token and its authorisation as it stands. Errors: PlatformApiError for
 * WeCom's errcodes, SuiteTicketMissing before the first suite_ticket, MessagingError('timeout' | 'failed') otherwise.
 */
export function wecomSuite(settings: SuiteSettings, ticket: () => Promise<string | null>) {
  const base = settings.apiUrl.replace(/\/+$/, '')
  const cacheKey = createHash('sha256').update(`${base}\n${settings.suiteId}\n${settings.suiteSecret}`).digest('hex')

  async function answer(step: string, url: string, body?: unknown): Promise<any> {
    const { body: reply } = await platformCall({
      method: body === undefined ? 'GET' : 'POST',
      url,
      body,
      timeoutMs: settings.timeoutMs,
    })
    if (typeof reply?.errcode === 'number' && reply.errcode !== 0)
      throw new PlatformApiError('wecom', reply.errcode, text(reply.errmsg), step)
    return reply
  }

  async function suiteToken(): Promise<string> {
    const cached = suiteTokens.get(cacheKey)
    if (cached) return cached
    const suiteTicket = await ticket()
    if (!suiteTicket) throw new SuiteTicketMissing()
    const body = await answer('get_suite_token', `${base}/cgi-bin/service/get_suite_token`, {
      suite_id: settings.suiteId,
      suite_secret: settings.suiteSecret,
      suite_ticket: suiteTicket,
    })
    if (typeof body?.suite_access_token !== 'string')
      throw new MessagingError('failed', 'WeCom get_suite_token answered without a token')
    suiteTokens.set(cacheKey, body.suite_access_token, Number(body.expires_in ?? 7200))
    return body.suite_access_token
  }

  /** A provider call with the suite_access_token; a stale token is renewed once. */
  async function call(path: string, body?: unknown): Promise<any> {
    for (let attempt = 0; ; attempt++) {
      const url = `${base}/cgi-bin/service/${path}?${new URLSearchParams({ suite_access_token: await suiteToken() })}`
      try {
        return await answer(path, url, body)
      } catch (error) {
        if (error instanceof PlatformApiError && STALE_SUITE_TOKEN.has(error.code) && attempt === 0) {
          suiteTokens.drop(cacheKey)
          continue
        }
        throw error
      }
    }
  }

  return {
    settings,
    /** A pre_auth_code with the authorisation type set (set_session_info), and how long it is good for (seconds). */
    async preAuthCode(authType: SuiteAuthType): Promise<{ preAuthCode: string; expiresIn: number }> {
      const body = await call('get_pre_auth_code')
      if (typeof body?.pre_auth_code !== 'string' || !body.pre_auth_code)
        throw new MessagingError('failed', 'WeCom get_pre_auth_code answered without a code')
      await call('set_session_info', { pre_auth_code: body.pre_auth_code, session_info: { auth_type: authType } })
      return { preAuthCode: body.pre_auth_code, expiresIn: Number(body.expires_in ?? 1200) }
    },
    /** The page a company administrator opens (scanning its QR code) to authorise the app. */
    installPageUrl(preAuthCode: string, redirectUri: string, state: string): string {
      return `${settings.installUrl}?${new URLSearchParams({ suite_id: settings.suiteId, pre_auth_code: preAuthCode, redirect_uri: redirectUri, state })}`
    },
    /** Exchanges the auth_code of an authorisation (single use, 5 minutes) for the company's permanent code. */
    async permanentCode(authCode: string): Promise<SuiteAuthorisation> {
      const body = await call('get_permanent_code', { auth_code: authCode })
      if (typeof body?.permanent_code !== 'string' || !body.permanent_code)
        throw new MessagingError('failed', 'WeCom get_permanent_code answered without a permanent code')
      const authorisation = authorisationOf(body, body.permanent_code)
      if (!authorisation.corpId)
        throw new MessagingError('failed', 'WeCom get_permanent_code answered without the company')
      return authorisation
    },
    /** The company's access token (get_corp_token), for the same contacts API a self-built app calls. */
    async corpToken(corpId: string, permanentCode: string): Promise<{ token: string; expiresIn: number }> {
      const body = await call('get_corp_token', { auth_corpid: corpId, permanent_code: permanentCode })
      if (typeof body?.access_token !== 'string')
        throw new MessagingError('failed', 'WeCom get_corp_token answered without a token')
      return { token: body.access_token, expiresIn: Number(body.expires_in ?? 7200) }
    },
    /** The authorisation as it stands (get_auth_info): throws PlatformApiError when it is no longer valid. */
    async authInfo(corpId: string, permanentCode: string): Promise<SuiteAuthorisation> {
      return authorisationOf(
        await call('get_auth_info', { auth_corpid: corpId, permanent_code: permanentCode }),
        permanentCode,
      )
    },
  }
}

export type WecomSuite = ReturnType<typeof wecomSuite>
