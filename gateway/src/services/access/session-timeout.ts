import { contract, type Static } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import { IDLE_MINUTES } from '../../core/auth/idle'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { COMPANY_SETTINGS_FUNCTION } from './watermark'

/** The inactivity timeout setting as the company settings page shows it. */
export type SessionTimeoutSetting = Static<typeof contract.access.settings.sessionTimeout.result>

const { settings: routes } = contract.access

/**
 * The session tenant's inactivity timeout (function 1004, Company settings): `sessionTimeout` reads it
 * with its bounds, `saveSessionTimeout` sets it (5 to 480 minutes; it cannot be turned off). Every session
 * of the tenant follows it from its next request; the shell learns it from its keep-alive.
 */
export function sessionTimeoutRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(
    app,
    routes.sessionTimeout,
    { preHandler: requireFunction(ctx, COMPANY_SETTINGS_FUNCTION) },
    async (request) => {
      const tenant = await ctx.db
        .selectFrom('tenant')
        .select('idle_minutes')
        .where('id', '=', authOf(request).session.tenant_id)
        .executeTakeFirstOrThrow()
      const setting: SessionTimeoutSetting = {
        minutes: Number(tenant.idle_minutes),
        min: IDLE_MINUTES.min,
        max: IDLE_MINUTES.max,
      }
      return ok(setting)
    },
  )

  serve(
    app,
    routes.saveSessionTimeout,
    { preHandler: requireFunction(ctx, COMPANY_SETTINGS_FUNCTION) },
    async (request) => {
      await ctx.db
        .updateTable('tenant')
        .set({ idle_minutes: request.body.minutes })
        .where('id', '=', authOf(request).session.tenant_id)
        .execute()
      return ok({ minutes: request.body.minutes })
    },
  )
}
