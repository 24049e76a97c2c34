import { contract } from '@hr-portal/api'
import { hrTopic } from '@hr-portal/manifest'
import type { FastifyInstance } from 'fastify'
import { hiddenAppsOfSession } from '../../brands/brand-of-host'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { canOpenApp } from '../access'
import { appPseudonyms } from '../accounts'
import { appOf } from './app-of'
import { apiError } from './texts'

/** The app's pseudonymous id of a staff record of the tenant (its account's if it has one, as the directory), or null. */
async function staffPseudonym(db: Db, tenantId: number, code: string, staffId: number): Promise<string | null> {
  const staff = await db
    .selectFrom('employee')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', staffId)
    .executeTakeFirst()
  if (!staff) return null
  const account = await db
    .selectFrom('app_user')
    .innerJoin('user_tenant', 'user_tenant.user_id', 'app_user.id')
    .select('app_user.id')
    .where('user_tenant.tenant_id', '=', tenantId)
    .where('app_user.employee_id', '=', staffId)
    .orderBy('app_user.id')
    .executeTakeFirst()
  const pseudonyms = await appPseudonyms(db, tenantId, code)
  return account ? pseudonyms.ofUser(account.id) : pseudonyms.ofStaff(staffId)
}

/** The approval if this app started it in the tenant (api/approvals/start), else null. */
async function ownApproval(db: Db, tenantId: number, code: string, instanceId: string): Promise<string | null> {
  const row = await db
    .selectFrom('vendor_api_approval')
    .select('approval_id')
    .where('tenant_id', '=', tenantId)
    .where('app_code', '=', code)
    .where('approval_id', '=', instanceId)
    .executeTakeFirst()
  return row?.approval_id ?? null
}

/**
 * `POST /gateway/vendor/web/appEvent`: what the shell may hand a third-party app's frame of an HR event the portal's
 * own apps published (manifest topic-scopes.ts): for staff.changed the app's pseudonymous id of that staff, for
 * approval.changed the approval only if the app started it; null when the app may not know it (the shell then
 * delivers nothing). Refused (403001) for an app the user may not open, or whose consented scopes lack the topic's.
 */
export function appEventRoute(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, contract.vendorapi.web.appEvent, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    const tenantId = session.tenant_id
    const { appId, topic, staffId, instanceId } = request.body
    const app = await appOf(ctx.db, tenantId, appId)
    const scope = hrTopic(topic)?.hear
    if (
      !app ||
      !scope ||
      !app.scopes.includes(scope) ||
      !(await canOpenApp(ctx.db, user, tenantId, app.code, await hiddenAppsOfSession(ctx, request, session)))
    )
      throw apiError(langOfRequest(request), 'notInApp')
    if (topic === 'staff.changed')
      return ok({ id: staffId === undefined ? null : await staffPseudonym(ctx.db, tenantId, app.code, staffId) })
    return ok({ id: instanceId === undefined ? null : await ownApproval(ctx.db, tenantId, app.code, instanceId) })
  })
}
