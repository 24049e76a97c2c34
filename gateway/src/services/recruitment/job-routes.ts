import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { dispatchWorkflowNotices, startInstance } from '../workflow'
import { requireHolderOrApprover } from './approver-access'
import { actorOf, writeAudit } from './audit'
import { recruitError } from './errors'
import { JOB_BIZ_TYPE, RECRUIT_FUNCTIONS } from './functions'
import { jobDescription, jobViews } from './job-view'
import { nextId } from './next-id'
import { positionsOf } from './positions'

const { jobs: routes } = contract.recruitment

/**
 * Openings (8401): the positions with open headcount, the list (§7 job list), raising an opening from a position for
 * approval (840101; the workflow opens it when approved), closing it, the approver's view, and open jobs by keyword (§7).
 */
export function jobRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const list = { preHandler: requireFunction(ctx, RECRUIT_FUNCTIONS.jobs) }
  const edit = { preHandler: requireFunction(ctx, RECRUIT_FUNCTIONS.editJobs) }

  serve(api, routes.positions, list, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    return ok(await positionsOf(ctx.db, tenantId, { organId: request.body.organId }))
  })

  serve(api, routes.list, list, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    let query = ctx.db.selectFrom('recruit_job').selectAll().where('tenant_id', '=', tenantId)
    if (request.body.status) query = query.where('status', '=', request.body.status)
    const keyword = request.body.keyword?.trim()
    // Case-insensitive on SQLite and PostgreSQL alike.
    if (keyword)
      query = query.where((eb) =>
        eb(eb.fn('lower', ['title']), 'like', `%${keyword.replace(/[%_\\]/g, '').toLowerCase()}%`),
      )
    return ok(await jobViews(ctx.db, tenantId, await query.orderBy('id', 'desc').limit(500).execute()))
  })

  serve(api, routes.byKeyword, { preHandler: requireSession(ctx) }, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const keyword = (request.body.keyword ?? '').trim().replace(/[%_\\]/g, '')
    const rows = await ctx.db
      .selectFrom('recruit_job')
      .select(['id', 'title', 'organ_id', 'gangwei_id'])
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'open')
      .where((eb) => eb(eb.fn('lower', ['title']), 'like', `%${keyword.toLowerCase()}%`))
      .orderBy('id', 'desc')
      .limit(50)
      .execute()
    return ok(rows.map((row) => ({ id: row.id, title: row.title, organId: row.organ_id, gangweiId: row.gangwei_id })))
  })

  serve(api, routes.save, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const input = request.body
    const job = await ctx.db.transaction().execute(async (trx) => {
      const [position] = await positionsOf(trx, tenantId, { id: input.gangweiId })
      if (!position) throw recruitError(lang, 'positionNotFound')
      if (input.vacancies > position.open) throw recruitError(lang, 'noHeadcount', { open: position.open })
      const id = await nextId(trx, 'recruit_job', tenantId)
      const now = ctx.now()
      const row = {
        tenant_id: tenantId,
        id,
        gangwei_id: position.id,
        organ_id: position.organId,
        title: input.title.trim(),
        description: (input.description ?? '').trim(),
        vacancies: input.vacancies,
        status: 'approving',
        instance_id: null,
        created_by: auth.user.id,
        created_at: now,
        updated_at: now,
      }
      await trx.insertInto('recruit_job').values(row).execute()
      const started = await startInstance(
        { db: trx, now: ctx.now },
        {
          tenantId,
          bizType: JOB_BIZ_TYPE,
          bizId: id,
          applicantId: auth.user.id,
          ...jobDescription(row, position.organName),
          lang,
        },
      )
      await trx
        .updateTable('recruit_job')
        .set({ instance_id: started.id })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute()
      await writeAudit(
        trx,
        tenantId,
        actorOf(auth),
        'job.raise',
        id,
        { gangweiId: position.id, vacancies: input.vacancies, instanceId: started.id },
        now,
      )
      return { id, status: 'approving' as const, instanceId: started.id }
    })
    await dispatchWorkflowNotices(ctx, tenantId)
    return ok(job)
  })

  serve(api, routes.close, edit, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const job = await ctx.db
      .selectFrom('recruit_job')
      .select(['id', 'status'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', request.body.id)
      .executeTakeFirst()
    if (!job) throw recruitError(langOfRequest(request), 'jobNotFound')
    if (job.status !== 'open') throw recruitError(langOfRequest(request), 'jobNotOpen')
    const now = ctx.now()
    await ctx.db
      .updateTable('recruit_job')
      .set({ status: 'closed', updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', job.id)
      .execute()
    await writeAudit(ctx.db, tenantId, actorOf(auth), 'job.close', job.id, {}, now)
    return ok({ id: job.id, status: 'closed' as const })
  })

  // The approver's view of an opening (intent recruitJob.view): holders of 8401, or those who may see its request.
  serve(api, routes.approval, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const row = await ctx.db
      .selectFrom('recruit_job')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', request.body.id)
      .executeTakeFirst()
    await requireHolderOrApprover(ctx.db, auth, row?.instance_id ?? null, RECRUIT_FUNCTIONS.jobs)
    if (!row) throw recruitError(langOfRequest(request), 'jobNotFound')
    const [job] = await jobViews(ctx.db, tenantId, [row])
    const [position] = await positionsOf(ctx.db, tenantId, { id: row.gangwei_id })
    return ok({ job, position: position ?? null })
  })
}
