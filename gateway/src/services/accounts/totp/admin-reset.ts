import type { FastifyBaseLogger } from 'fastify'
import { randomUUID } from 'node:crypto'
import { functionIdsOf } from '../../../core/auth/functions'
import { sessionsEnded } from '../../../core/auth/session-ends'
import type { GatewayContext } from '../../../core/context'
import type { AppUserTable } from '../../../core/db/types'
import { GatewayError, codes } from '../../../core/errors'
import type { Lang } from '../../../core/lang'
import { inScope, staffScopeOf, writeAuditRecord } from '../../access'
import { sendFactorNotice } from './factor-notices'
import { sayTotp } from './texts'

/** Button 'Reset two-step verification' of the staff list (menu item 1002). */
export const RESET_TOTP_FUNCTION = '100205'

export interface Admin {
  user: AppUserTable
  tenantId: number
}

/**
 * The account of a staff member of the admin's tenant, within the admin's data range: 400203 when the staff
 * member is not found there, undefined when they have no account that belongs to this tenant.
 */
export async function accountOfStaff(ctx: GatewayContext, admin: Admin, staffId: number, lang: Lang) {
  const staff = await ctx.db
    .selectFrom('employee')
    .select(['id', 'organ_id', 'name'])
    .where('tenant_id', '=', admin.tenantId)
    .where('id', '=', staffId)
    .executeTakeFirst()
  const scope = await staffScopeOf(ctx, { tenant_id: admin.tenantId, user_id: admin.user.id })
  if (!staff || !inScope(scope, staff)) throw new GatewayError(codes.userNotFound, sayTotp(lang, 'staffNotFound'))
  return ctx.db
    .selectFrom('app_user')
    .innerJoin('user_tenant', 'user_tenant.user_id', 'app_user.id')
    .selectAll('app_user')
    .where('app_user.employee_id', '=', staff.id)
    .where('user_tenant.tenant_id', '=', admin.tenantId)
    .executeTakeFirst()
}

/**
 * Why the admin may not reset this account's factor, or null. The factor guards the account in every tenant it
 * belongs to, so an administrator may remove it only where they administer all of them: a super user, or a
 * holder of the reset button in each of the account's tenants. A super user's factor only a super user resets;
 * one's own is changed in one's own security settings.
 */
export async function resetRefusal(
  ctx: GatewayContext,
  admin: Admin,
  target: AppUserTable,
): Promise<'resetSelf' | 'resetSuper' | 'resetOtherTenants' | null> {
  if (target.id === admin.user.id) return 'resetSelf'
  if (admin.user.is_super === 1) return null
  if (target.is_super === 1) return 'resetSuper'
  const tenants = await ctx.db.selectFrom('user_tenant').select('tenant_id').where('user_id', '=', target.id).execute()
  for (const { tenant_id: tenantId } of tenants) {
    if (tenantId === admin.tenantId) continue
    if (!(await functionIdsOf(ctx.db, admin.user.id, tenantId)).has(RESET_TOTP_FUNCTION)) return 'resetOtherTenants'
  }
  return null
}

/**
 * Removes the account's authenticator, recovery codes and waiting second steps and ends every session of it;
 * writes the audit row the system app's audit log lists and tells the owner in the admin's tenant.
 */
export async function resetFactor(
  ctx: GatewayContext,
  log: FastifyBaseLogger,
  admin: Admin,
  target: AppUserTable,
  started: number,
): Promise<void> {
  const now = ctx.now()
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('totp_recovery_code').where('user_id', '=', target.id).execute()
    await trx.deleteFrom('totp_pending_login').where('user_id', '=', target.id).execute()
    await trx.deleteFrom('user_totp').where('user_id', '=', target.id).execute()
    await trx
      .updateTable('session')
      .set({ revoked_at: now })
      .where('user_id', '=', target.id)
      .where('revoked_at', 'is', null)
      .execute()
  })
  await sessionsEnded(ctx.bus, { userIds: [target.id] })
  await writeAuditRecord(ctx.db, {
    id: randomUUID(),
    user_id: admin.user.id,
    tenant_id: admin.tenantId,
    app: 'uac',
    origin: '',
    method: 'uac.totpReset',
    capability: RESET_TOTP_FUNCTION,
    decision: 'allow',
    reason: `user ${target.user_name} (${target.id})`.slice(0, 200),
    arg_bytes: 0,
    latency_ms: Date.now() - started,
    at: now,
    received_at: now,
  })
  const tenant = await ctx.db.selectFrom('tenant').select('name').where('id', '=', admin.tenantId).executeTakeFirst()
  const adminName = admin.user.real_name || admin.user.user_name
  await sendFactorNotice(
    ctx,
    log,
    { userId: target.id, tenantId: admin.tenantId, from: { id: admin.user.id, name: adminName } },
    { kind: 'reset', adminName, tenantName: tenant?.name ?? '' },
  )
}
