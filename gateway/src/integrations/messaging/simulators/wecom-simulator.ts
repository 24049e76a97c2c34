import { authorizePage, refusalPage } from './authorize-page'
import { grantStore, opaque } from './grants'
import { startSimulatorServer, type RunningSimulator, type SimResponse } from './http-server'
import { personByKey, type SimulatedPerson } from './people'
import { allowedRedirect, backTo } from './redirect'
import { wecomMessages } from './wecom-messages'
import { WECOM_DEMO } from './wecom-demo'
import { wecomDirectory } from './wecom-directory'
import { wecomSuiteStandIn, type SuiteCredentials } from './wecom-suite'

export interface WecomSimulatorOptions {
  host: string
  /** The portal's origin: the only redirect target accepted. */
  portalOrigin: string
  corpId: string
  agentId: string
  secret: string
  /** The gateway's instruction callback of the demo suite (WECOM_SUITE_DEMO); null or absent: no pushes. */
  suiteCallbackUrl?: string | null
  /** The demo suite's id and secrets (default WECOM_SUITE_DEMO's). */
  suite?: SuiteCredentials
}

const userIdOf = (person: SimulatedPerson) => `wx-${person.key}`
const err = (errcode: number, errmsg: string): SimResponse => ({ status: 200, json: { errcode, errmsg } })

/**
 * A local WeCom (企业微信): the web login page /wwlogin/sso/login (redirects with auth_code and
 * state), and the APIs /cgi-bin/gettoken, /cgi-bin/auth/getuserinfo, /cgi-bin/auth/getuserdetail
 * with WeCom's JSON shapes and errcodes (40013 corpid, 40001 secret, 40014 token, 40029 code);
 * plus the demo company's contacts, apps, admin console and change callbacks (wecom-directory.ts),
 * whose fixed contact-sync secret (wecom-demo.ts) gettoken accepts beside the login app's; and the provider side of
 * the demo suite (wecom-suite.ts: the /3rdapp/install page, /cgi-bin/service/*, suite_ticket pushes), whose company
 * tokens read the same contacts.
 */
export async function startWecomSimulator(options: WecomSimulatorOptions): Promise<RunningSimulator> {
  const grants = grantStore()
  const tickets = new Map<string, SimulatedPerson>()
  const appTokens = new Set<string>()
  const directory = wecomDirectory(
    { ...WECOM_DEMO, corpId: options.corpId, agentId: options.agentId, appName: 'HR Portal' },
    (change) => suite.changed(change),
  )
  // Application messages go to the members of the stand-in's company (status 1 active, 5 left).
  const messages = wecomMessages(options, {
    isToken: (token) => appTokens.has(token),
    people: () =>
      directory.company
        .members()
        .map((member) => ({ userId: member.userId, name: member.name, active: member.status !== 5 })),
  })
  const admin = directory.company.member('wx-admin')
  const suite = wecomSuiteStandIn({
    portalOrigin: options.portalOrigin,
    callbackUrl: options.suiteCallbackUrl ?? null,
    suite: options.suite,
    corp: {
      corpId: options.corpId,
      name: () => directory.company.department(1)?.name ?? options.corpId,
      adminUserId: admin?.userId ?? 'wx-admin',
      adminName: admin?.name ?? 'admin',
    },
    issueCorpToken: () => {
      const token = opaque('wx-corp-token-')
      appTokens.add(token)
      return token
    },
  })
  const server = await startSimulatorServer(options.host, async (request) => {
    const { path, query } = request
    const suiteAnswer = await suite.handle(request)
    if (suiteAnswer) return suiteAnswer
    const consoleAnswer = await directory.console(request)
    if (consoleAnswer) return consoleAnswer
    const message = messages(request)
    if (message) return message
    if (path === '/wwlogin/sso/login') {
      const fields = request.method === 'POST' ? new URLSearchParams(request.body as Record<string, string>) : query
      if (fields.get('appid') !== options.corpId || fields.get('agentid') !== options.agentId) {
        return { status: 400, html: refusalPage('企业微信 WeCom', '应用参数错误 · unknown appid or agentid') }
      }
      const redirect = allowedRedirect(fields.get('redirect_uri'), options.portalOrigin)
      if (!redirect)
        return {
          status: 400,
          html: refusalPage(
            '企业微信 WeCom',
            'redirect_uri 与可信域名不一致 · redirect_uri is not on the trusted domain',
          ),
        }
      if (request.method !== 'POST') {
        return {
          status: 200,
          html: authorizePage({
            platform: '企业微信 WeCom',
            colour: '#0082ef',
            action: path,
            query,
            appName: 'HR Portal',
          }),
        }
      }
      const person = personByKey(fields.get('person'))
      if (!person) return { status: 400, html: refusalPage('企业微信 WeCom', '请选择账号 · choose an account') }
      return {
        status: 302,
        location: backTo(redirect, { auth_code: grants.issueCode(person), state: fields.get('state') ?? '' }),
      }
    }
    if (path === '/cgi-bin/gettoken') {
      if (query.get('corpid') !== options.corpId) return err(40013, 'invalid corpid')
      if (query.get('corpsecret') !== options.secret && query.get('corpsecret') !== WECOM_DEMO.secret)
        return err(40001, 'invalid credential')
      const token = opaque('wx-token-')
      appTokens.add(token)
      return { status: 200, json: { errcode: 0, errmsg: 'ok', access_token: token, expires_in: 7200 } }
    }
    if (!appTokens.has(query.get('access_token') ?? '')) return err(40014, 'invalid access_token')
    const apiAnswer = directory.api(request)
    if (apiAnswer) return apiAnswer
    if (path === '/cgi-bin/auth/getuserinfo') {
      const person = grants.redeemCode(query.get('code'))
      if (!person) return err(40029, 'invalid code')
      const ticket = opaque('ticket-')
      tickets.set(ticket, person)
      return { status: 200, json: { errcode: 0, errmsg: 'ok', userid: userIdOf(person), user_ticket: ticket } }
    }
    if (path === '/cgi-bin/auth/getuserdetail' && request.method === 'POST') {
      const person = tickets.get(String(request.body.user_ticket ?? ''))
      if (!person) return err(40029, 'invalid user_ticket')
      return {
        status: 200,
        json: {
          errcode: 0,
          errmsg: 'ok',
          userid: userIdOf(person),
          name: person.name,
          gender: '0',
          avatar: '',
          qr_code: '',
          mobile: person.mobile ?? '',
          email: '',
          biz_mail: '',
          address: '',
        },
      }
    }
    return { status: 404, json: { errcode: 404, errmsg: 'api not found' } }
  })
  suite.start()
  return {
    url: server.url,
    close: async () => {
      suite.close()
      await server.close()
    },
  }
}
