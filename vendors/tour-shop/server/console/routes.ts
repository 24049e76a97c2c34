import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Clock } from '../clock'
import type { Db } from '../db'
import type { PortalApi } from '../portal-api'
import { saveCredential, syncStaff, syncViewOf } from '../staff-sync'
import { hasTenant, listTenants } from '../tenants'
import { langOf, say, type Lang, type TextKey } from '../texts'
import type { ConsoleAuth } from './auth'
import { CONSOLE_CSS } from './css'
import { syncSection } from './sync-section'
import { loginPage, messagePage, tenantPage, tenantsPage, type TenantPageInput } from './pages'

const SESSION_COOKIE = 'tour_console'
const LANG_COOKIE = 'tour_console_lang'
const CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

/** The cookies of a request, by name. */
function cookiesOf(request: FastifyRequest): Record<string, string> {
  const pairs = (request.headers.cookie ?? '').split(';').map((part) => part.trim().split('='))
  return Object.fromEntries(
    pairs
      .filter(([name, value]) => name && value !== undefined)
      .map(([name, value]) => {
        try {
          return [name, decodeURIComponent(value)]
        } catch {
          return [name, '']
        }
      }),
  )
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return null
  }
}

const form = (properties: string[], required: string[] = []) => ({
  body: {
    type: 'object',
    required,
    properties: Object.fromEntries(properties.map((p) => [p, { type: 'string', maxLength: 2000 }])),
  },
})
const tenantParams = {
  type: 'object',
  required: ['tid'],
  properties: { tid: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
}
type Params = { tid: number }
type Form = Record<string, string>

/**
 * The vendor's console at /console/ on the shop's own origin: sign-in with the console password
 * (session cookie httpOnly, SameSite=Strict), the tenants seen, and per tenant its portal staff sync. A tenant's
 * catalogue and welfare budget are its own settings, on the shop's settings page in the portal (settings-routes.ts).
 */
export function consoleRoutes(
  app: FastifyInstance,
  {
    db,
    auth,
    clock,
    secure,
    portal,
  }: { db: Db; auth: ConsoleAuth; clock: Clock; secure: boolean; portal: Pick<PortalApi, 'clientToken' | 'staffPage'> },
): void {
  const langIn = (request: FastifyRequest): Lang =>
    langOf(cookiesOf(request)[LANG_COOKIE] ?? request.headers['accept-language'])
  const html = (reply: FastifyReply, body: string, code = 200) =>
    reply
      .code(code)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', CSP)
      .header('cache-control', 'no-store')
      .send(body)
  const cookie = (name: string, value: string, maxAge: number) =>
    `${name}=${encodeURIComponent(value)}; Path=/console; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`
  const signedIn = (request: FastifyRequest) => auth.valid(cookiesOf(request)[SESSION_COOKIE])

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)))
    },
  )

  // Only signed-in vendors past this point; a form from another origin is refused (on top of SameSite=Strict).
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin
    if (request.method === 'POST' && origin && hostOf(origin) !== request.headers.host) {
      return html(reply, messagePage(langIn(request), 'console.badRequest', false), 403)
    }
    if (!signedIn(request))
      return request.method === 'GET' ? reply.redirect('/console/', 303) : html(reply, loginPage(langIn(request)), 401)
  }
  const tenantGuard = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    if (!hasTenant(db, request.params.tid))
      return html(reply, messagePage(langIn(request), 'console.notFound', true), 404)
  }
  const tenantView = (request: FastifyRequest<{ Params: Params }>, extra: Partial<TenantPageInput> = {}) =>
    tenantPage(langIn(request), {
      tenantId: request.params.tid,
      sync: syncSection(langIn(request), request.params.tid, syncViewOf(db, request.params.tid)),
      ...extra,
    })
  const backTo = (reply: FastifyReply, tid: number, done: 'saved' | 'synced') =>
    reply.redirect(`/console/tenants/${tid}?done=${done}`, 303)
  const NOTICES: Record<string, TextKey> = { saved: 'console.saved', synced: 'console.synced' }

  app.get('/console', (_request, reply) => reply.redirect('/console/', 301))
  app.get('/console/console.css', (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(CONSOLE_CSS),
  )
  app.get('/console/', (request, reply) =>
    html(reply, signedIn(request) ? tenantsPage(langIn(request), listTenants(db)) : loginPage(langIn(request))),
  )

  app.get<{ Params: { lang: string }; Querystring: { back?: string } }>(
    '/console/lang/:lang',
    {
      schema: {
        params: { type: 'object', properties: { lang: { enum: ['zh-CN', 'en'] } } },
        querystring: { type: 'object', properties: { back: { type: 'string', maxLength: 200 } } },
      },
    },
    (request, reply) => {
      const back = /^\/console\/[\w/-]*$/.test(request.query.back ?? '') ? request.query.back! : '/console/'
      return reply.header('set-cookie', cookie(LANG_COOKIE, request.params.lang, 365 * 24 * 3600)).redirect(back, 303)
    },
  )

  app.post<{ Body: Form }>('/console/login', { schema: form(['password']) }, (request, reply) => {
    const lang = langIn(request)
    if (auth.throttled(request.ip)) return html(reply, loginPage(lang, 'console.tooManyTries'), 429)
    const token = auth.signIn(request.body.password ?? '', request.ip)
    if (!token) return html(reply, loginPage(lang, 'console.wrongPassword'), 401)
    return reply.header('set-cookie', cookie(SESSION_COOKIE, token, 8 * 3600)).redirect('/console/', 303)
  })

  app.post('/console/logout', { preHandler: guard }, (request, reply) => {
    auth.signOut(cookiesOf(request)[SESSION_COOKIE])
    return reply.header('set-cookie', cookie(SESSION_COOKIE, '', 0)).redirect('/console/', 303)
  })

  app.get<{ Params: Params; Querystring: { done?: string } }>(
    '/console/tenants/:tid',
    {
      schema: {
        params: tenantParams,
        querystring: { type: 'object', properties: { done: { enum: ['saved', 'synced'] } } },
      },
      preHandler: [guard, tenantGuard],
    },
    (request, reply) => {
      const done = request.query.done
      return html(reply, tenantView(request, { notice: done ? say(langIn(request), NOTICES[done]) : '' }))
    },
  )

  // The portal staff sync: the tenant's background credential, and running the job now (it also runs nightly).
  app.post<{ Params: Params; Body: Form }>(
    '/console/tenants/:tid/credential',
    { schema: { params: tenantParams, ...form(['clientId', 'clientSecret']) }, preHandler: [guard, tenantGuard] },
    (request, reply) => {
      const clientId = (request.body.clientId ?? '').trim()
      const secret = (request.body.clientSecret ?? '').trim()
      if (!/^cid_[\w-]{22}$/.test(clientId) || !/^cs_[\w-]{43}$/.test(secret)) {
        const sync = syncSection(langIn(request), request.params.tid, syncViewOf(db, request.params.tid), true)
        return html(reply, tenantView(request, { sync }), 400)
      }
      saveCredential(db, request.params.tid, clientId, secret, clock())
      return backTo(reply, request.params.tid, 'saved')
    },
  )

  app.post<{ Params: Params }>(
    '/console/tenants/:tid/sync',
    { schema: { params: tenantParams }, preHandler: [guard, tenantGuard] },
    async (request, reply) => {
      await syncStaff(db, portal, request.params.tid, clock, langIn(request))
      return backTo(reply, request.params.tid, 'synced')
    },
  )
}
