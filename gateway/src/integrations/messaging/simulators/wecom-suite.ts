import { cdata } from '../directory/xml'
import type { CompanyChange } from './demo-company'
import { refusalPage } from './authorize-page'
import { opaque } from './grants'
import type { SimRequest, SimResponse } from './http-server'
import { allowedRedirect, backTo } from './redirect'
import { sealedCallback } from './wecom-callback-sender'
import { WECOM_SUITE_DEMO } from './wecom-demo'
import { installPage } from './wecom-install-page'

export interface SuiteStandInOptions {
  /** The portal's origin: the only redirect target accepted. */
  portalOrigin: string
  /** The suite's instruction callback (the gateway's); null: nothing is pushed (tests push by /sim/api/suite). */
  callbackUrl: string | null
  /** The company that authorises the app: the stand-in's demo company. */
  corp: { corpId: string; name: () => string; adminUserId: string; adminName: string }
  /** Makes a company access token the contacts API accepts. */
  issueCorpToken: () => string
  /** The suite's id and secrets; default WECOM_SUITE_DEMO. */
  suite?: SuiteCredentials
}

/** The provider console's values of a suite: what the gateway is configured with. */
export interface SuiteCredentials {
  suiteId: string
  suiteSecret: string
  token: string
  encodingAesKey: string
}

const err = (errcode: number, errmsg: string): SimResponse => ({ status: 200, json: { errcode, errmsg } })
const ok = (body: Record<string, unknown>): SimResponse => ({
  status: 200,
  json: { errcode: 0, errmsg: 'ok', ...body },
})
const PLATFORM = '企业微信 WeCom'
/** WeCom pushes a new suite_ticket every 10 minutes. */
export const TICKET_INTERVAL_MS = 10 * 60_000

/**
 * The provider side of the WeCom stand-in for its demo suite (WECOM_SUITE_DEMO): /cgi-bin/service/get_suite_token,
 * get_pre_auth_code, set_session_info, get_permanent_code, get_corp_token and get_auth_info with WeCom's shapes and
 * errcodes; the /3rdapp/install consent page, which redirects with auth_code and state and pushes create_auth; and
 * the instruction callback's pushes (suite_ticket at start, again until it is answered "success", then every
 * 10 minutes; change_auth and cancel_auth when /sim/api/suite says the company changed or cancelled the authorisation; change_contact
 * for the company's changes while it has the app authorised). `close` stops the timer.
 */
export function wecomSuiteStandIn(options: SuiteStandInOptions) {
  const suite = { ...WECOM_SUITE_DEMO, ...options.suite }
  const app = { corpId: suite.suiteId, agentId: '', token: suite.token, encodingAesKey: suite.encodingAesKey }
  const tickets: string[] = []
  const suiteTokens = new Set<string>()
  const preAuthCodes = new Map<string, { expires: number; authType: number | null }>()
  const authCodes = new Map<string, number>()
  const permanentCodes = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  let closed = false

  async function push(fields: Record<string, string>): Promise<boolean> {
    if (!options.callbackUrl) return false
    const now = Date.now()
    const plain = `<xml><SuiteId>${cdata(suite.suiteId)}</SuiteId>${Object.entries(fields)
      .map(([k, v]) => `<${k}>${cdata(v)}</${k}>`)
      .join('')}<TimeStamp>${Math.floor(now / 1000)}</TimeStamp></xml>`
    const { query, body } = sealedCallback(app, plain, now)
    try {
      const response = await fetch(`${options.callbackUrl}?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8' },
        body,
        signal: AbortSignal.timeout(5000),
      })
      return response.status === 200 && (await response.text()).trim() === 'success'
    } catch {
      return false
    }
  }

  function schedule(delay: number, attempt: number) {
    if (closed) return
    timer = setTimeout(() => void pushTicket(attempt), delay)
    timer.unref()
  }

  /** A new suite_ticket, pushed; retried (1 s, 2 s … 30 s) until answered, then the next in 10 minutes. */
  async function pushTicket(attempt = 0): Promise<string> {
    const ticket = attempt === 0 || !tickets.length ? opaque('suite-ticket-') : tickets[tickets.length - 1]!
    if (attempt === 0 || !tickets.length) tickets.push(ticket)
    // The latest two are accepted (WeCom keeps an older ticket good for a while).
    if (tickets.length > 2) tickets.shift()
    const delivered = await push({ InfoType: 'suite_ticket', SuiteTicket: ticket })
    clearTimeout(timer)
    if (!options.callbackUrl) return ticket
    schedule(
      delivered || attempt >= 40 ? TICKET_INTERVAL_MS : Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5)),
      delivered ? 0 : attempt + 1,
    )
    return ticket
  }

  const suiteTokenOk = (query: URLSearchParams) => suiteTokens.has(query.get('suite_access_token') ?? '')
  const corpInfo = () => ({
    corpid: options.corp.corpId,
    corp_name: options.corp.name(),
    corp_type: 'verified',
    corp_square_logo_url: '',
    corp_user_max: 200,
    corp_full_name: options.corp.name(),
    subject_type: 1,
    verified_end_time: 0,
    corp_wxqrcode: '',
    corp_scale: '1-50人',
    corp_industry: 'IT服务',
    corp_sub_industry: '计算机软件/硬件/信息服务',
  })
  const authInfo = () => ({
    agent: [
      {
        agentid: Number(suite.agentId),
        name: suite.appName,
        square_logo_url: '',
        round_logo_url: '',
        privilege: {
          level: 1,
          allow_party: [1],
          allow_user: [],
          allow_tag: [],
          extra_party: [],
          extra_user: [],
          extra_tag: [],
        },
      },
    ],
  })

  function api(request: SimRequest): SimResponse | null {
    const { path, query, body } = request
    if (path === '/cgi-bin/service/get_suite_token' && request.method === 'POST') {
      if (body.suite_id !== suite.suiteId) return err(40083, 'invalid suite_id')
      if (body.suite_secret !== suite.suiteSecret) return err(40001, 'invalid suite_secret')
      if (!tickets.includes(String(body.suite_ticket ?? ''))) return err(40085, 'invalid suite_ticket')
      const token = opaque('suite-token-')
      suiteTokens.add(token)
      return ok({ suite_access_token: token, expires_in: 7200 })
    }
    if (!path.startsWith('/cgi-bin/service/')) return null
    if (!suiteTokenOk(query)) return err(40082, 'invalid suite_token')
    if (path === '/cgi-bin/service/get_pre_auth_code') {
      const code = opaque('pre-auth-')
      preAuthCodes.set(code, { expires: Date.now() + 20 * 60_000, authType: null })
      return ok({ pre_auth_code: code, expires_in: 1200 })
    }
    if (request.method !== 'POST') return err(43004, 'require POST method')
    if (path === '/cgi-bin/service/set_session_info') {
      const grant = preAuthCodes.get(String(body.pre_auth_code ?? ''))
      if (!grant || grant.expires < Date.now()) return err(84014, 'invalid pre_auth_code')
      const authType = Number((body.session_info as { auth_type?: unknown } | undefined)?.auth_type ?? 0)
      grant.authType = authType === 1 ? 1 : 0
      return ok({})
    }
    if (path === '/cgi-bin/service/get_permanent_code') {
      const code = String(body.auth_code ?? '')
      const expires = authCodes.get(code)
      authCodes.delete(code)
      if (!expires || expires < Date.now()) return err(40029, 'invalid code')
      const permanentCode = opaque('permanent-', 24)
      permanentCodes.add(permanentCode)
      return ok({
        access_token: options.issueCorpToken(),
        expires_in: 7200,
        permanent_code: permanentCode,
        auth_corp_info: corpInfo(),
        auth_info: authInfo(),
        auth_user_info: {
          userid: options.corp.adminUserId,
          open_userid: `open-${options.corp.adminUserId}`,
          name: options.corp.adminName,
          avatar: '',
        },
      })
    }
    if (path === '/cgi-bin/service/get_corp_token' || path === '/cgi-bin/service/get_auth_info') {
      if (body.auth_corpid !== options.corp.corpId || !permanentCodes.has(String(body.permanent_code ?? '')))
        return err(40084, 'invalid permanent_code')
      return path === '/cgi-bin/service/get_corp_token'
        ? ok({ access_token: options.issueCorpToken(), expires_in: 7200 })
        : ok({ auth_corp_info: corpInfo(), auth_info: authInfo() })
    }
    return null
  }

  async function install(request: SimRequest): Promise<SimResponse> {
    const fields =
      request.method === 'POST' ? new URLSearchParams(request.body as Record<string, string>) : request.query
    if (fields.get('suite_id') !== suite.suiteId)
      return { status: 400, html: refusalPage(PLATFORM, '应用不存在 · unknown suite_id') }
    const preAuthCode = fields.get('pre_auth_code') ?? ''
    const grant = preAuthCodes.get(preAuthCode)
    if (!grant || grant.expires < Date.now())
      return {
        status: 400,
        html: refusalPage(
          PLATFORM,
          '授权链接已失效，请在服务商页面重新获取 · this authorisation link has expired; get a new one',
        ),
      }
    const redirect = allowedRedirect(fields.get('redirect_uri'), options.portalOrigin)
    if (!redirect)
      return {
        status: 400,
        html: refusalPage(
          PLATFORM,
          "redirect_uri 与应用的可信域名不一致 · redirect_uri is not on the app's trusted domain",
        ),
      }
    if (request.method !== 'POST') {
      return {
        status: 200,
        html: installPage({
          action: request.path,
          query: fields,
          corpName: options.corp.name(),
          appName: suite.appName,
          adminName: options.corp.adminName,
          test: grant.authType === 1,
        }),
      }
    }
    preAuthCodes.delete(preAuthCode)
    const authCode = opaque('auth-code-')
    authCodes.set(authCode, Date.now() + 5 * 60_000)
    const state = fields.get('state') ?? ''
    await push({ InfoType: 'create_auth', AuthCode: authCode, State: state })
    return { status: 302, location: backTo(redirect, { auth_code: authCode, expires_in: '300', state }) }
  }

  return {
    /** The provider API, the install page and the console's /sim/api/suite; null for any other path. */
    async handle(request: SimRequest): Promise<SimResponse | null> {
      if (request.path === '/3rdapp/install') return install(request)
      if (request.path === '/sim/api/suite' && request.method === 'POST') {
        const action = String(request.body.action ?? '')
        if (action === 'pushTicket') return { status: 200, json: { ticket: await pushTicket() } }
        if (action === 'changeAuth')
          return {
            status: 200,
            json: { delivered: await push({ InfoType: 'change_auth', AuthCorpId: options.corp.corpId }) },
          }
        if (action === 'cancel') {
          permanentCodes.clear()
          return {
            status: 200,
            json: { delivered: await push({ InfoType: 'cancel_auth', AuthCorpId: options.corp.corpId }) },
          }
        }
        return { status: 400, json: { error: 'unknown action' } }
      }
      return api(request)
    },
    /** A change of the company, pushed as change_contact while the company has the app authorised (as WeCom does for third-party apps). */
    async changed(change: CompanyChange): Promise<void> {
      if (!permanentCodes.size) return
      const types =
        change.kind === 'department'
          ? ({ created: 'create_party', updated: 'update_party', deleted: 'delete_party' } as const)
          : ({ created: 'create_user', updated: 'update_user', deleted: 'delete_user' } as const)
      await push({
        AuthCorpId: options.corp.corpId,
        InfoType: 'change_contact',
        ChangeType: types[change.action],
        [change.kind === 'department' ? 'Id' : 'UserID']: change.id,
      })
    },
    /** Pushes the first suite_ticket (retried until the gateway answers). */
    start() {
      if (options.callbackUrl) void pushTicket()
    },
    close() {
      closed = true
      clearTimeout(timer)
    },
  }
}
