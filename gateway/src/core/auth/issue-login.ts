import type { Static, accountsContract } from '@hr-portal/api'
import type { FastifyReply } from 'fastify'
import { brandOfRequest } from '../../brands/brand-of-host'
import type { GatewayContext } from '../context'
import type { AppUserTable } from '../db/types'
import { GatewayError, codes } from '../errors'
import { setSessionCookies } from './session-cookies'
import { createSession } from './sessions'
import { recordSignIn } from './sign-in-history'
import { loginUserInfo } from './user-info'
import { tenantChoice, type TenantChoice } from './pre-login'
import { refuseLeftStaff } from './left-staff'

export interface IssueLoginOptions {
  /** A tenant the user chose; checked against user_tenant. Default: the user's home tenant. */
  tenantId?: number
  /** §9 'no login for seven days'. */
  remember?: boolean
  /** How the user signed in, for the sign-in history ('password', 'code', 'qr', 'super' …). Default 'password'. */
  method?: string
  /** Super login: a platform operator may enter any existing tenant, not only those of user_tenant. */
  anyTenant?: boolean
}

/**
 * The end of every sign-in method (password, code, QR, enterprise messaging, OpenID Connect,
 * super login …): checks the tenant, starts the session, sets the cookie and answers the
 * login result the shell reads (`token`, `loginUserId`, `tenantId` …). A user authorised for several
 * tenants who named none gets a tenant choice instead (pre-login.ts), and no session yet.
 */
export async function issueLogin(
  ctx: GatewayContext,
  reply: FastifyReply,
  user: AppUserTable,
  options: IssueLoginOptions = {},
): Promise<LoginAnswer | TenantChoice> {
  const { tenantId, remember = false, method = 'password', anyTenant = false } = options
  if (tenantId === undefined) {
    const choice = await tenantChoice(ctx, user, { remember, method })
    if (choice) return choice
  }
  return openSession(ctx, reply, user, { tenantId, remember, method, anyTenant })
}

/** A session opened: the token (also set as the cookie) and who signed in where (the contract's loginAnswer). */
export type LoginAnswer = Static<typeof accountsContract.loginAnswer>

async function openSession(
  ctx: GatewayContext,
  reply: FastifyReply,
  user: AppUserTable,
  options: Required<Omit<IssueLoginOptions, 'tenantId'>> & { tenantId?: number },
): Promise<LoginAnswer> {
  const { tenantId, remember, method, anyTenant } = options
  const sessionTenant = tenantId ?? user.tenant_id
  if (tenantId !== undefined) {
    const allowed = anyTenant
      ? await ctx.db.selectFrom('tenant').select('id').where('id', '=', tenantId).executeTakeFirst()
      : await ctx.db
          .selectFrom('user_tenant')
          .select('tenant_id')
          .where('user_id', '=', user.id)
          .where('tenant_id', '=', tenantId)
          .executeTakeFirst()
    if (!allowed) throw new GatewayError(codes.tenantNotAuthorised, 'You are not authorised for this tenant')
  }
  // A company an operator disabled (company records) lets none of its users in; operators' super login still may.
  const company = await ctx.db
    .selectFrom('tenant')
    .innerJoin('company', 'company.id', 'tenant.company_id')
    .select('company.status')
    .where('tenant.id', '=', sessionTenant)
    .executeTakeFirst()
  if (company?.status === 'disabled' && !anyTenant) {
    throw new GatewayError(codes.companyDisabled, 'This company has been disabled, please contact the platform')
  }
  // Offboarded staff (services/personnel/records/offboarding.ts) cannot sign in; operators' super login still may.
  if (!anyTenant) await refuseLeftStaff(ctx.db, reply.request, user)
  const { token, expiresAt, channelSecret } = await createSession(ctx.db, {
    userId: user.id,
    tenantId: sessionTenant,
    permSeen: user.perm_version,
    remember,
    now: ctx.now(),
    ip: reply.request.ip,
    userAgent: String(reply.request.headers['user-agent'] ?? ''),
    sysCode: (await brandOfRequest(ctx, reply.request)).sysCode,
    superLogin: method === 'super' && anyTenant,
  })
  await recordSignIn(ctx.db, {
    userId: user.id,
    tenantId: sessionTenant,
    at: ctx.now(),
    ip: reply.request.ip,
    userAgent: String(reply.request.headers['user-agent'] ?? ''),
    method,
  })
  setSessionCookies(reply, ctx.config, { token, channelSecret, expiresAt }, remember ? expiresAt : undefined)
  const info = await loginUserInfo(ctx.db, user, sessionTenant, token)
  return {
    token,
    loginUserId: info.loginUserId,
    tenantId: info.tenantId,
    companyId: info.companyId,
    userInfoId: info.userInfoId,
    phone: info.phone,
    mobile: info.mobile,
    loginCorpId: info.loginCorpId,
    originalUserInfoId: info.originalUserInfoId,
    accType: info.accType,
    id: info.id,
    expiresAt,
  }
}
