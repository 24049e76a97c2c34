import type { Static, accountsContract } from '@hr-portal/api'
import type { GatewayContext } from '../context'
import type { AppUserTable } from '../db/types'
import { GatewayError, codes } from '../errors'
import { hashToken, newToken } from './token'

/** How long a proven sign-in waits for the tenant the user picks. */
export const PRE_LOGIN_TTL_MS = 5 * 60_000

/** A sign-in of several tenants: the shell shows the tenant list and posts the pick with the ticket to preLogin. */
export type TenantChoice = Static<typeof accountsContract.tenantChoice>

/** The tenants a user is authorised for (user_tenant), in id order. */
export async function tenantsOf(ctx: GatewayContext, userId: number) {
  const rows = await ctx.db
    .selectFrom('user_tenant')
    .innerJoin('tenant', 'tenant.id', 'user_tenant.tenant_id')
    .select(['tenant.id', 'tenant.name', 'tenant.company_id'])
    .where('user_tenant.user_id', '=', userId)
    .orderBy('tenant.id')
    .execute()
  return rows.map((row) => ({ tenantId: row.id, tenantName: row.name, companyId: row.company_id }))
}

/**
 * §1 (pre-login to a tenant): a sign-in that matches several tenants does not open a session yet; it answers
 * a single-use ticket and the tenants, and the user picks one (preLogin). Null for one tenant.
 */
export async function tenantChoice(
  ctx: GatewayContext,
  user: AppUserTable,
  options: { remember: boolean; method: string },
): Promise<TenantChoice | null> {
  const tenants = await tenantsOf(ctx, user.id)
  if (tenants.length < 2) return null
  const ticket = newToken()
  await ctx.db
    .insertInto('pre_login')
    .values({
      ticket_hash: hashToken(ticket),
      user_id: user.id,
      remember: options.remember ? 1 : 0,
      method: options.method,
      expires_at: ctx.now() + PRE_LOGIN_TTL_MS,
      used_at: null,
    })
    .execute()
  return { needTenant: true, preLoginTicket: ticket, tenants }
}

/** Takes a pre-login ticket once: the waiting sign-in's user and options, or an error when unknown, used or expired. */
export async function takePreLogin(ctx: GatewayContext, ticket: string) {
  const now = ctx.now()
  const row = await ctx.db
    .selectFrom('pre_login')
    .selectAll()
    .where('ticket_hash', '=', hashToken(ticket))
    .executeTakeFirst()
  if (!row || row.used_at !== null || Number(row.expires_at) <= now) {
    throw new GatewayError(codes.preLoginExpired, 'The sign-in has expired, please sign in again')
  }
  const taken = await ctx.db
    .updateTable('pre_login')
    .set({ used_at: now })
    .where('ticket_hash', '=', row.ticket_hash)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  if (Number(taken.numUpdatedRows) !== 1)
    throw new GatewayError(codes.preLoginExpired, 'The sign-in has expired, please sign in again')
  const user = await ctx.db.selectFrom('app_user').selectAll().where('id', '=', row.user_id).executeTakeFirstOrThrow()
  return { user, remember: row.remember === 1, method: row.method }
}
