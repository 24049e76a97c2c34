import { contract, type Static } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { AppUserTable, Db } from '../../core/db/types'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'

/** The functionId of the system app's "Company settings" page, which turns the watermark on and off. */
export const COMPANY_SETTINGS_FUNCTION = '1004'

/** §7 CompanySetting watermark load: whether it is on and, when on, the text to draw. */
// text: the caller's name and job number (their account when they have no staff record); null when off.
export type WatermarkSetting = Static<typeof contract.access.settings.watermark.result>

const { settings: routes } = contract.access

async function enabledFor(db: Db, tenantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('company_setting')
    .select('watermark')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return row?.watermark === 1
}

async function watermarkText(db: Db, user: AppUserTable): Promise<string> {
  const employee =
    user.employee_id === null
      ? undefined
      : await db
          .selectFrom('employee')
          .select(['name', 'job_number'])
          .where('id', '=', user.employee_id)
          .executeTakeFirst()
  const name = user.real_name || employee?.name || user.user_name
  return `${name} ${employee?.job_number || user.user_name}`
}

/**
 * The company's watermark setting of the session's tenant: `watermark` loads it
 * for every signed-in user, `saveWatermark` turns it on or off (function 1004, Company settings).
 */
export function watermarkRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.watermark, { preHandler: requireSession(ctx) }, async (request) => {
    const { user, session } = authOf(request)
    const enabled = await enabledFor(ctx.db, session.tenant_id)
    const setting: WatermarkSetting = { enabled, text: enabled ? await watermarkText(ctx.db, user) : null }
    return ok(setting)
  })

  serve(app, routes.saveWatermark, { preHandler: requireFunction(ctx, COMPANY_SETTINGS_FUNCTION) }, async (request) => {
    const { user, session } = authOf(request)
    const values = { watermark: request.body.enabled ? 1 : 0, updated_by: user.id, updated_at: ctx.now() }
    await ctx.db
      .insertInto('company_setting')
      .values({ tenant_id: session.tenant_id, ...values })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
      .execute()
    return ok({ enabled: request.body.enabled })
  })
}
