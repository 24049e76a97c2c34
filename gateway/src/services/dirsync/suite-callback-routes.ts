import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { rawBodyOf } from '../../core/http/raw-body'
import { serve } from '../../core/http/serve'
import {
  CallbackRefused,
  receiveSuiteCallback,
  type SuiteCallbackOutcome,
} from '../../integrations/messaging/directory'
import { applyOnce } from './callback-routes'
import { clearInstallCookie, INSTALL_COOKIE } from './install-browser'
import { trackRun } from './operations'
import { callbackScope, flatQuery } from './raw-body'
import { cancelSuiteAuth, completeSuiteAuth, refreshSuiteAuth, type Completion } from './suite-auth'
import { saveTicket, suiteSettingsOf, tenantsAuthorisedBy } from './suite-store'
import { say } from './texts'

/** The outcome page: its own inline styles, nothing else (no script, not framed). */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

const { callbacks, suite } = contract.dirsync

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page the administrator's browser lands on after authorising: the outcome in both languages, and the way back. */
function outcomePage(ctx: GatewayContext, outcome: Completion): string {
  const texts = outcome.ok
    ? { zh: say('zh', 'authDone', { corp: outcome.corpName }), en: say('en', 'authDone', { corp: outcome.corpName }) }
    : outcome.texts
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>企业微信授权 · WeCom authorisation</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f3f5f8;color:#1f2329}
main{background:#fff;border-radius:12px;padding:24px 28px;width:min(420px,90vw);box-shadow:0 4px 24px #0002} h1{font-size:20px;margin:0 0 12px}
p{margin:0 0 10px} a{color:#0960bd}</style></head>
<body><main><h1>${outcome.ok ? '授权成功 · Authorised' : '授权未完成 · Not authorised'}</h1>
<p ${outcome.ok ? 'role="status"' : 'role="alert"'} data-testid="suite-outcome">${escapeHtml(texts.zh)}</p><p lang="en">${escapeHtml(texts.en)}</p>
<p><a href="${escapeHtml(ctx.config.shellOrigin)}/">返回门户 · Back to the portal</a></p></main></body></html>`
}

/**
 * WeCom's side of authorising the provider's app, both without a session: the suite's instruction callback (GET: the
 * console's URL check; POST: suite_ticket, create_auth, change_auth, cancel_auth, and the authorised companies' change_contact,
 * applied to the tenants they authorised; verified by msg_signature and decrypted; answered "success") and the page WeCom sends the administrator's browser back to with auth_code and state (completed only in the browser that holds the link's binding cookie).
 */
export function suiteCallbackRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const instruction = async (request: FastifyRequest, reply: FastifyReply) => {
    const suite = suiteSettingsOf(ctx)
    if (!suite) return reply.code(404).type('text/plain').send('not found')
    let outcome: SuiteCallbackOutcome
    try {
      outcome = receiveSuiteCallback(suite, {
        method: request.method === 'GET' ? 'GET' : 'POST',
        query: flatQuery(request.query),
        headers: {},
        rawBody: rawBodyOf(request),
        now: ctx.now(),
      })
    } catch (error) {
      if (!(error instanceof CallbackRefused)) throw error
      request.log.warn({ why: error.message, from: request.ip }, 'WeCom suite instruction refused')
      return reply.code(403).type('text/plain').send('forbidden')
    }
    const event = outcome.event
    if (event?.type === 'suite_ticket') await saveTicket(ctx, suite.suiteId, event.ticket, event.at || ctx.now())
    if (event?.type === 'cancel_auth') await cancelSuiteAuth(ctx, event.corpId)
    if (event?.type === 'change_contact' && outcome.replayKey) {
      for (const tenantId of await tenantsAuthorisedBy(ctx, suite.suiteId, event.corpId))
        await applyOnce(ctx, tenantId, 'wecom', outcome.replayKey, [event.change])
    }
    // WeCom wants an answer within a second: the code is exchanged after answering.
    if (event?.type === 'change_auth')
      trackRun(
        ctx,
        refreshSuiteAuth(ctx, event.corpId).catch((error) => request.log.warn(error)),
      )
    if (event?.type === 'create_auth')
      trackRun(
        ctx,
        completeSuiteAuth(ctx, event.authCode, event.state, 'create_auth').then(
          () => undefined,
          (error) => request.log.error(error),
        ),
      )
    return reply.code(outcome.reply.status).type(outcome.reply.contentType).send(outcome.reply.body)
  }
  callbackScope(app, (scope) => {
    serve(scope, callbacks.suiteUrlCheck, {}, instruction)
    serve(scope, callbacks.suiteInstruction, {}, instruction)
  })

  serve(app, suite.redirect, {}, async (request, reply) => {
    const { auth_code: authCode, state } = request.query
    const outcome: Completion = authCode
      ? await completeSuiteAuth(ctx, authCode, state, 'redirect', request.cookies?.[INSTALL_COOKIE])
      : { ok: false, tenantId: null, texts: { zh: say('zh', 'stateBad'), en: say('en', 'stateBad') } }
    if (outcome.ok) clearInstallCookie(reply)
    return reply
      .code(outcome.ok ? 200 : 400)
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(outcomePage(ctx, outcome))
  })
}
