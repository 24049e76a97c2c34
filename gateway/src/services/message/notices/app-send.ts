import { randomUUID } from 'node:crypto'
import { type BodyOf, contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireSession, type Auth } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { codes, type GatewayError } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { writeAuditRecord } from '../../access'
import { spendBudget } from '../../../core/db/counters'
import { passHolds } from './app-pass'
import { appRecipients } from './app-recipients'
import { checkSender, SEND_CAPABILITY } from './app-sender'
import { ForeignAudienceError } from './audience'
import { noticeCodes, noticeError, type NoticeTextKey } from './notice-texts'
import { appLink } from './notice-link'
import { publishNotice, type Published } from './publish'
import { messageText } from './sanitize'
import { hiddenAppsOfSession } from '../../../brands/brand-of-host'
import { langOfRequest } from '../../../core/lang'

/**
 * appSend calls one user may make a minute, sent or refused, all apps and tenants together. Counted in the
 * database (attempt_counter) so every gateway process sees the same count.
 */
export const APP_MESSAGES_PER_MINUTE = 20
/** Most recipients of one app message. */
export const MAX_APP_RECIPIENTS = 50
const MINUTE = 60_000

/** The attempt_counter key of a user's appSend calls. */
export const appSendKey = (userId: number) => `app-send:${userId}`

const route = contract.message.publishing.appSend
type AppSendBody = BodyOf<typeof route>

/** A refused call: the answer for the caller and the reason for the audit record. */
class Refusal extends Error {
  constructor(
    readonly answer: GatewayError,
    readonly reason: string,
  ) {
    super(reason)
  }
}

const refuse = (
  request: FastifyRequest,
  code: number,
  key: NoticeTextKey,
  reason: string,
  vars: Record<string, string | number> = {},
) => new Refusal(noticeError(langOfRequest(request), code, key, vars), reason)

/**
 * Checks the limit, the app, the recipients and the link (a path inside the app), then publishes the message as plain
 * text in channel 'app'.
 */
async function sendAppMessage(
  ctx: GatewayContext,
  request: FastifyRequest<{ Body: AppSendBody }>,
  auth: Auth,
): Promise<Published> {
  const { app, userIds, title, body } = request.body
  const now = ctx.now()
  const key = appSendKey(auth.user.id)
  if (!(await spendBudget(ctx.db, 'attempt_counter', key, APP_MESSAGES_PER_MINUTE, MINUTE, now)).ok) {
    throw refuse(request, noticeCodes.tooManyAppMessages, 'tooManyAppMessages', 'rate limited')
  }
  const sender = await checkSender(ctx, auth, app, await hiddenAppsOfSession(ctx, request, auth.session))
  if ('reason' in sender) throw refuse(request, noticeCodes.appRefused, sender.text, sender.reason, { app })
  // Bound to the frame that sends it: the shell holds a pass of that frame's app (app-pass.ts) and sends it along.
  if (!(await passHolds(ctx, auth, sender, request.body.appToken))) {
    throw refuse(request, noticeCodes.appRefused, 'appPassInvalid', 'no pass of the app', { app })
  }
  if (userIds.length > MAX_APP_RECIPIENTS)
    throw refuse(request, codes.badInput, 'tooManyAppRecipients', 'too many recipients', { n: MAX_APP_RECIPIENTS })
  if (!messageText(body)) throw refuse(request, codes.badInput, 'emptyBody', 'empty body')
  const recipients = await appRecipients(ctx, auth.session.tenant_id, sender, userIds)
  if (!recipients) throw refuse(request, noticeCodes.badAudience, 'recipientRefused', 'recipient refused')
  const link = request.body.link === undefined ? null : appLink(sender.code, request.body.link)
  if (request.body.link !== undefined && !link)
    throw refuse(request, noticeCodes.badLink, 'badLink', 'link outside the app', { app })
  try {
    return await publishNotice(ctx.db, {
      tenantId: auth.session.tenant_id,
      channel: 'app',
      title: title.trim(),
      body,
      mustRead: false,
      countdownSeconds: 0,
      publisherId: auth.user.id,
      publisherName: auth.user.real_name || auth.user.user_name,
      audience: { type: 'users', ids: recipients },
      sourceApp: sender.name,
      link,
      now,
    })
  } catch (error) {
    if (error instanceof ForeignAudienceError)
      throw refuse(request, noticeCodes.badAudience, 'recipientRefused', 'recipient refused')
    throw error
  }
}

/**
 * Sub-apps' messages.send, through the shell: only under a registered app whose manifest holds messages.send
 * and that the user may open, with the pass of that app the shell holds for the sending frame, within the per-user
 * limit, to accounts of the session's tenant; every call is written to the bridge audit (method messages.send) as
 * allowed or denied.
 */
export function appSendRoute(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, route, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const started = performance.now()
    const audit = (decision: 'allow' | 'deny', reason: string) => {
      const at = ctx.now()
      return writeAuditRecord(ctx.db, {
        id: randomUUID(),
        user_id: auth.user.id,
        tenant_id: auth.session.tenant_id,
        app: request.body.app,
        origin: String(request.headers.origin ?? '').slice(0, 200),
        method: SEND_CAPABILITY,
        capability: SEND_CAPABILITY,
        decision,
        reason,
        arg_bytes: Buffer.byteLength(JSON.stringify(request.body)),
        latency_ms: Math.round(performance.now() - started),
        at,
        received_at: at,
      })
    }
    try {
      const published = await sendAppMessage(ctx, request, auth)
      await audit('allow', '')
      return ok({ id: published.id, recipients: published.recipients })
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      await audit('deny', error.reason)
      throw error.answer
    }
  })
}
