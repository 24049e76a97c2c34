import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { oldProductDirectory } from '../../integrations/old-product/old-product-directory'
import { auditDirsync } from './audit'
import { dirsyncCodes, dirsyncError } from './errors'
import { DIRSYNC_FUNCTIONS } from './functions'
import { trackRun } from './operations'
import { planSync } from './plan'
import { portalState } from './portal-state'
import { DEFAULT_RULES } from './rules'
import { actorOf, readSnapshot, runSync } from './sync'
import { say } from './texts'
import { stepView } from './views'

const SOURCE = 'old-product'
const { oldData: routes } = contract.dirsync

/**
 * The older product's data (§7 old-data sync and check): its directory export read through the same matching,
 * rules and log as the platforms. 'check' answers the plan and writes nothing; 'sync' applies it as a logged run.
 */
export function oldDataRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const manage = requireFunction(ctx, DIRSYNC_FUNCTIONS.manage)
  const reader = () => {
    const link = ctx.integrations.oldProduct.directory
    if (!link) throw dirsyncError(dirsyncCodes.notConfigured, 'oldProductMissing')
    return oldProductDirectory(link)
  }

  serve(app, routes.check, { preHandler: manage }, async (request) => {
    const lang = langOfRequest(request)
    const tenantId = authOf(request).session.tenant_id
    const client = reader()
    try {
      const steps = planSync(await readSnapshot(client), await portalState(ctx.db, tenantId, SOURCE), DEFAULT_RULES, {
        full: true,
      })
      return ok({ ok: true, message: '', steps: steps.map((step) => stepView(lang, step)) })
    } catch {
      return ok({ ok: false, message: say(lang, 'oldProductFailed'), steps: [] })
    }
  })

  serve(app, routes.sync, { preHandler: manage }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const client = reader()
    const running = await ctx.db
      .selectFrom('dirsync_run')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('platform', '=', SOURCE)
      .where('status', '=', 'running')
      .executeTakeFirst()
    if (running) throw dirsyncError(dirsyncCodes.syncRunning, 'syncRunning')
    const run = await runSync(
      ctx,
      {
        tenantId,
        platform: SOURCE,
        client,
        rules: DEFAULT_RULES,
        actor: actorOf(tenantId, auth.user.id, langOfRequest(request)),
        trigger: 'old-product',
        startedBy: auth.user.id,
      },
      null,
    )
    trackRun(ctx, run.done)
    await auditDirsync(ctx, {
      tenantId,
      userId: auth.user.id,
      action: 'oldProduct.sync',
      platform: SOURCE,
      detail: { runId: run.runId },
    })
    return ok({ runId: run.runId })
  })
}
