import type { Db } from '../../core/db/types'
import { bizHandler } from '../workflow'
import { writeAudit } from './audit'
import { JOB_BIZ_TYPE } from './functions'
import { jobDescription } from './job-view'

type Instance = { id: string; tenantId: number; bizId: string }

const jobOf = (db: Db, instance: Instance) =>
  db
    .selectFrom('recruit_job')
    .selectAll()
    .where('tenant_id', '=', instance.tenantId)
    .where('id', '=', Number(instance.bizId))
    .executeTakeFirst()

/** An opening's side of its approval: approved, it opens on the careers page; rejected or withdrawn, it is 'rejected'. */
export const jobHandler = bizHandler(JOB_BIZ_TYPE, {
  async describe(ctx, instance) {
    const job = await jobOf(ctx.db, instance)
    if (!job) return undefined
    const organ = await ctx.db
      .selectFrom('organ')
      .select('name')
      .where('tenant_id', '=', job.tenant_id)
      .where('id', '=', job.organ_id)
      .executeTakeFirst()
    return jobDescription(job, organ?.name ?? '')
  },
  async onFinished(ctx, instance, outcome) {
    const job = await jobOf(ctx.db, instance)
    if (!job || job.instance_id !== instance.id || job.status !== 'approving') return
    const status = outcome === 'approved' ? 'open' : 'rejected'
    await ctx.db
      .updateTable('recruit_job')
      .set({ status, updated_at: ctx.now })
      .where('tenant_id', '=', job.tenant_id)
      .where('id', '=', job.id)
      .execute()
    await writeAudit(
      ctx.db,
      job.tenant_id,
      { id: null, name: 'workflow' },
      `job.${outcome}`,
      job.id,
      { instanceId: instance.id },
      ctx.now,
    )
  },
  async onResubmitted(ctx, instance) {
    const job = await jobOf(ctx.db, instance)
    if (!job || job.instance_id !== instance.id || job.status !== 'rejected') return
    await ctx.db
      .updateTable('recruit_job')
      .set({ status: 'approving', updated_at: ctx.now })
      .where('tenant_id', '=', job.tenant_id)
      .where('id', '=', job.id)
      .execute()
  },
})
