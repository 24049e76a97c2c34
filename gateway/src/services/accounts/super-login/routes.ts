import { randomUUID } from 'node:crypto'
import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import { signInWithSecondFactor } from '../totp'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { addressBudgets, spendBudgets } from '../../../core/db/budgets'
import { spendBudget } from '../../../core/db/counters'
import {
  normalDestination,
  say,
  consumeCode,
  requireCaptchaPass,
  RESEND_AFTER_MS,
  sendCode,
  wrongCodeFor,
} from '../../message'
import { langFrom, sayText } from '../account-security/texts'
import { isOperator, operatorByAccount, operatorByEmail } from '../../operations'
import { createTicket, spendTicket } from './ticket'

const { superLogin: routes } = contract.accounts
const HOUR = 60 * 60 * 1000
/** Code checks per hour from one address (known and unknown accounts alike), and from its /24 or /64 together. */
export const VERIFY_PER_ADDRESS = 20
export const VERIFY_PER_NETWORK = 60

/**
 * Super login (§1, §7): a platform operator's account and a code sent to its e-mail (purpose
 * 'super') give a single-use ticket and the tenant list; the ticket and a chosen tenant open a
 * session in that tenant. Every super login is audited. Answers never tell whether an account is an operator.
 */
export function superLoginRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  // The code goes to the operator's e-mail as typed (the form's CodeSender posts `email`), and only
  // when an operator has that address; the answer is the same for any other address (sendCode's
  // limits and back-off count every address alike).
  serve(app, routes.sendCode, {}, async (request) => {
    const lang = String(request.headers['accept-language'] ?? '')
    const email = normalDestination('email', request.body.email, langFrom(lang))
    await requireCaptchaPass(ctx, request.body.captchaToken, request.ip, lang, email)
    // The 60 s resend wait runs per address, an operator's or not, so it tells nothing.
    const key = `super:send:${email}`
    const now = ctx.now()
    if (!(await spendBudget(ctx.db, 'attempt_counter', key, 1, RESEND_AFTER_MS, now)).ok) {
      throw new GatewayError(codes.codeResendTooSoon, say(langFrom(lang), 'resendTooSoon', { s: 60 }))
    }
    // Every address goes through the same limits and back-off; only an operator's gets the code.
    const deliver = Boolean(await operatorByEmail(ctx.db, email))
    await sendCode(ctx, { purpose: 'super', channel: 'email', destination: email, ip: request.ip, lang, deliver })
    return ok(null)
  })

  serve(app, routes.verify, {}, async (request) => {
    const lang = langFrom(request.headers['accept-language'])
    const now = ctx.now()
    const spent = await spendBudgets(
      ctx.db,
      'attempt_counter',
      addressBudgets('super:verify', request.ip, VERIFY_PER_ADDRESS, VERIFY_PER_NETWORK, HOUR),
      now,
    )
    if (!spent.ok)
      throw new GatewayError(codes.tooManyAttempts, say(lang, 'tooManyTries', { m: Math.ceil(spent.waitMs / 60_000) }))
    // Wrong codes count, and block, per account too, operator or not, so neither tells the other apart.
    const account = `super:${request.body.account.trim().toLowerCase()}`
    const operator = await operatorByAccount(ctx.db, request.body.account)
    if (!operator?.email) throw await wrongCodeFor(ctx, { account, ip: request.ip, lang })
    await consumeCode(ctx, {
      purpose: 'super',
      channel: 'email',
      destination: operator.email,
      code: request.body.code,
      ip: request.ip,
      lang,
      account,
    })
    const tenants = await ctx.db.selectFrom('tenant').select(['id', 'name']).orderBy('id').execute()
    return ok({ ticket: await createTicket(ctx.db, operator.id, now), tenants })
  })

  serve(app, routes.login, {}, async (request, reply) => {
    const lang = langFrom(request.headers['accept-language'])
    const { ticket, tenantId, noLogin7Days = false } = request.body
    if (tenantId === undefined) throw new GatewayError(codes.badInput, sayText(lang, 'tenantRequired'))
    const tenant = await ctx.db.selectFrom('tenant').select('id').where('id', '=', tenantId).executeTakeFirst()
    if (!tenant) throw new GatewayError(codes.tenantNotAuthorised, sayText(lang, 'tenantRequired'))
    const now = ctx.now()
    const userId = await spendTicket(ctx.db, ticket, now)
    const user =
      userId && (await isOperator(ctx.db, userId))
        ? await ctx.db.selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirst()
        : undefined
    if (!user) throw new GatewayError(codes.wrongCode, sayText(lang, 'ticketInvalid'))
    // Audited before the session starts, so no super login goes unrecorded.
    await ctx.db
      .insertInto('super_login_audit')
      .values({
        tenant_id: tenantId,
        id: randomUUID(),
        operator_id: user.id,
        operator_name: user.user_name,
        at: now,
        ip: request.ip.slice(0, 100),
        user_agent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      })
      .execute()
    return ok(
      await signInWithSecondFactor(ctx, reply, user, {
        tenantId,
        remember: noLogin7Days,
        method: 'super',
        anyTenant: true,
      }),
    )
  })

  // Platform operators read the audit of every tenant; nobody else reads any of it.
  serve(app, routes.audit, { preHandler: requireSession(ctx) }, async (request) => {
    const { user } = authOf(request)
    if (!(await isOperator(ctx.db, user.id)))
      throw new GatewayError(codes.noPermission, sayText(langFrom(request.headers['accept-language']), 'notOperator'))
    const rows = await ctx.db
      .selectFrom('super_login_audit')
      .innerJoin('tenant', 'tenant.id', 'super_login_audit.tenant_id')
      .select([
        'super_login_audit.tenant_id as tenantId',
        'tenant.name as tenantName',
        'operator_name as operator',
        'at',
        'ip',
        'user_agent as userAgent',
      ])
      .orderBy('at', 'desc')
      .limit(100)
      .execute()
    return ok(rows.map((row) => ({ ...row, at: Number(row.at) })))
  })
}
