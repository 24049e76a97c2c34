import { contract, type BodyOf } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve, type ServeRequest } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { auditDirsync } from './audit'
import { cancelRun, confirmRun } from './confirmation'
import { DIRSYNC_FUNCTIONS } from './functions'
import { removalLimitOf, saveRemovalLimit, staffOnTheJob } from './removal-limit'

const { removals: routes } = contract.dirsync

/**
 * A sync that would offboard many people waits for an administrator (function 100901): confirm it (it goes on)
 * or cancel it (nobody is offboarded), both audited; and the tenant's limit that makes a sync wait.
 */
export function confirmRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const manage = requireFunction(ctx, DIRSYNC_FUNCTIONS.manage)
  const page = requireFunction(ctx, DIRSYNC_FUNCTIONS.page)

  const decide =
    (action: 'confirm' | 'cancel') => async (request: ServeRequest<typeof routes.confirm | typeof routes.cancel>) => {
      const auth = authOf(request)
      const who = { tenantId: auth.session.tenant_id, userId: auth.user.id, lang: langOfRequest(request) }
      const run = await ctx.db
        .selectFrom('dirsync_run')
        .select('platform')
        .where('tenant_id', '=', who.tenantId)
        .where('id', '=', request.body.runId)
        .executeTakeFirst()
      const outcome =
        action === 'confirm'
          ? await confirmRun(ctx, who, request.body.runId)
          : await cancelRun(ctx, who, request.body.runId)
      await auditDirsync(ctx, {
        tenantId: who.tenantId,
        userId: who.userId,
        action: `sync.${action}`,
        platform: run?.platform ?? '',
        detail: { runId: request.body.runId, people: outcome.people },
      })
      return ok({ runId: request.body.runId, people: outcome.people })
    }
  serve(app, routes.confirm, { preHandler: manage }, decide('confirm'))
  serve(app, routes.cancel, { preHandler: manage }, decide('cancel'))

  serve(app, routes.limit, { preHandler: page }, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    return ok({ ...(await removalLimitOf(ctx, tenantId)), staff: await staffOnTheJob(ctx, tenantId) })
  })

  serve(app, routes.saveLimit, { preHandler: manage }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const limit: BodyOf<typeof routes.saveLimit> = request.body
    const before = await removalLimitOf(ctx, tenantId)
    await saveRemovalLimit(ctx, { tenantId, userId: auth.user.id }, limit)
    await auditDirsync(ctx, {
      tenantId,
      userId: auth.user.id,
      action: 'removalLimit.save',
      platform: '',
      detail: { before, after: limit },
    })
    return ok(await removalLimitOf(ctx, tenantId))
  })
}
