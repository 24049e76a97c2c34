import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireSession, type Auth } from '../../../core/auth/guard'
import { verifyPassword } from '../../../core/auth/password'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { langOfRequest, type Lang } from '../../../core/lang'
import { throttleKeys, waitText } from '../login-throttle'
import { guardPasswordCheck } from '../password-guard'
import { checkSecondFactor, enabledTotp } from './code-check'
import { sendFactorNotice } from './factor-notices'
import { enrolmentUri, newSecret } from './otp'
import { totpRequiredFor } from './policy'
import { recoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes'
import { sealSecret } from './secret-box'
import { sayTotp, totpCodes } from './texts'

/** The name authenticator apps show above the account's codes. */
export const TOTP_ISSUER = 'HR Portal'

const { totp: routes } = contract.accounts

/** The login password as the confirmation, throttled as sign-in is. */
async function confirmPassword(ctx: GatewayContext, request: FastifyRequest, auth: Auth, password: string, lang: Lang) {
  const matches = () => verifyPassword(password, { hash: auth.user.password_hash, salt: auth.user.password_salt })
  const checked = await guardPasswordCheck(
    ctx.db,
    throttleKeys(auth.user.user_name, request.ip),
    () => ctx.now(),
    matches,
  )
  if (!checked.ok && checked.waitMs > 0) throw new GatewayError(codes.tooManyLogins, waitText(checked.waitMs))
  if (!checked.ok) throw new GatewayError(codes.wrongOldPassword, sayTotp(lang, 'wrongPassword'))
}

/**
 * The user's own authenticator: state, set-up (a new secret shown once, confirmed by a first code, then ten
 * recovery codes shown once), turning it off (a current code, a recovery code or the password; the owner gets a
 * notice) and new recovery codes (a current code).
 */
export function totpEnrolRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.status, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    const on = await enabledTotp(ctx, user.id)
    return ok({
      enabled: on !== undefined,
      enabledAt: on?.enabled_at === undefined ? null : Number(on.enabled_at),
      recoveryCodesLeft: on ? await recoveryCodesLeft(ctx.db, user.id) : 0,
      required: await totpRequiredFor(ctx.db, user, session.tenant_id),
      issuer: TOTP_ISSUER,
    })
  })

  serve(app, routes.start, { preHandler: requireSession(ctx) }, async (request) => {
    const { user } = authOf(request)
    if (await enabledTotp(ctx, user.id))
      throw new GatewayError(totpCodes.badState, sayTotp(langOfRequest(request), 'alreadyOn'))
    const secret = newSecret()
    const values = {
      secret: await sealSecret(ctx, secret),
      created_at: ctx.now(),
      enabled_at: null,
      last_step: 0,
      failures: 0,
      locked_until: 0,
    }
    await ctx.db
      .insertInto('user_totp')
      .values({ user_id: user.id, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values).where('user_totp.enabled_at', 'is', null))
      .execute()
    return ok({
      secret,
      otpauthUri: enrolmentUri(secret, user.user_name, TOTP_ISSUER),
      issuer: TOTP_ISSUER,
      account: user.user_name,
    })
  })

  serve(app, routes.confirm, { preHandler: requireSession(ctx) }, async (request) => {
    const { user } = authOf(request)
    await checkSecondFactor(ctx, user.id, request.body.code, langOfRequest(request), {
      allowRecovery: false,
      enrolling: true,
    })
    await ctx.db.updateTable('user_totp').set({ enabled_at: ctx.now() }).where('user_id', '=', user.id).execute()
    return ok({ recoveryCodes: await replaceRecoveryCodes(ctx.db, user.id, ctx.now()) })
  })

  serve(app, routes.disable, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    if (!(await enabledTotp(ctx, auth.user.id))) throw new GatewayError(totpCodes.badState, sayTotp(lang, 'notOn'))
    if (await totpRequiredFor(ctx.db, auth.user, auth.session.tenant_id))
      throw new GatewayError(totpCodes.badState, sayTotp(lang, 'requiredStays'))
    if (request.body.code) await checkSecondFactor(ctx, auth.user.id, request.body.code, lang, { allowRecovery: true })
    else if (request.body.password) await confirmPassword(ctx, request, auth, request.body.password, lang)
    else throw new GatewayError(codes.badInput, sayTotp(lang, 'confirmWith'))
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('totp_recovery_code').where('user_id', '=', auth.user.id).execute()
      await trx.deleteFrom('user_totp').where('user_id', '=', auth.user.id).execute()
    })
    await sendFactorNotice(
      ctx,
      request.log,
      {
        userId: auth.user.id,
        tenantId: auth.session.tenant_id,
        from: { id: auth.user.id, name: auth.user.real_name || auth.user.user_name },
      },
      { kind: 'turnedOff' },
    )
    return ok(null)
  })

  serve(app, routes.recoveryCodes, { preHandler: requireSession(ctx) }, async (request) => {
    const { user } = authOf(request)
    await checkSecondFactor(ctx, user.id, request.body.code, langOfRequest(request), { allowRecovery: false })
    return ok({ recoveryCodes: await replaceRecoveryCodes(ctx.db, user.id, ctx.now()) })
  })
}
