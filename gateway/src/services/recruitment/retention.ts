import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { SYSTEM, writeAudit } from './audit'
import { DEFAULT_RETENTION_DAYS } from './functions'

const DAY_MS = 24 * 60 * 60 * 1000
/** How often each gateway process looks for candidates past their retention. */
const TICK_MS = 60 * 60 * 1000

/**
 * Deletes the data of candidates not hired whose last change is older than their tenant's retention period: the
 * candidate, its stage history, interviews, scorecards and offers, and its résumé file; one audit row per tenant
 * names how many and which ids (no personal data). Answers how many candidates were deleted.
 */
export async function purgeExpiredCandidates(ctx: GatewayContext): Promise<number> {
  const now = ctx.now()
  const settings = await ctx.db.selectFrom('recruit_setting').select(['tenant_id', 'retention_days']).execute()
  const tenants = await ctx.db
    .selectFrom('recruit_candidate')
    .select('tenant_id')
    .distinct()
    .where('stage', '!=', 'hired')
    .execute()
  let deleted = 0
  for (const { tenant_id: tenantId } of tenants) {
    const days = Number(settings.find((s) => s.tenant_id === tenantId)?.retention_days ?? DEFAULT_RETENTION_DAYS)
    const expired = await ctx.db
      .selectFrom('recruit_candidate')
      .select(['id', 'resume_path'])
      .where('tenant_id', '=', tenantId)
      .where('stage', '!=', 'hired')
      .where('updated_at', '<', now - days * DAY_MS)
      .limit(500)
      .execute()
    if (expired.length === 0) continue
    const ids = expired.map((row) => row.id)
    await ctx.db.transaction().execute(async (trx) => {
      const interviews = (
        await trx
          .selectFrom('recruit_interview')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('candidate_id', 'in', ids)
          .execute()
      ).map((row) => row.id)
      if (interviews.length)
        await trx
          .deleteFrom('recruit_scorecard')
          .where('tenant_id', '=', tenantId)
          .where('interview_id', 'in', interviews)
          .execute()
      await trx
        .deleteFrom('recruit_interview')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', 'in', ids)
        .execute()
      await trx.deleteFrom('recruit_offer').where('tenant_id', '=', tenantId).where('candidate_id', 'in', ids).execute()
      await trx
        .deleteFrom('recruit_stage_log')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', 'in', ids)
        .execute()
      await trx.deleteFrom('recruit_candidate').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute()
      await writeAudit(
        trx,
        tenantId,
        SYSTEM,
        'retention.purge',
        null,
        { retentionDays: days, candidateIds: ids, resumes: expired.filter((row) => row.resume_path).length },
        now,
      )
    })
    for (const row of expired) if (row.resume_path) await ctx.integrations.files.store.remove(row.resume_path)
    deleted += ids.length
  }
  return deleted
}

/** Runs the retention job hourly while the gateway runs (every process: a second pass finds nothing left to delete). */
export function retentionRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  let timer: NodeJS.Timeout | null = null
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      purgeExpiredCandidates(ctx).catch((error: unknown) =>
        app.log.error({ err: error }, 'recruitment retention job failed'),
      )
    }, TICK_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
  })
}
