import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { tenantTimeZone } from '../workflow'
import { actorOf, writeAudit } from './audit'
import { candidateOf } from './candidate-store'
import { recruitError } from './errors'
import { RECRUIT_FUNCTIONS } from './functions'
import { sendInvitations } from './invite-mails'
import { nextId } from './next-id'
import { moveStage } from './stages'

const { interviews: routes } = contract.recruitment

/**
 * Interviews: scheduling one with interviewers (840202; each gets an e-mail with an .ics invitation), the people an
 * interviewer can be (accounts of the tenant, by keyword), and My interviews (every staff member: their own
 * interviews and scorecards, 1–5 and notes, with the tenant's time zone).
 */
export function interviewRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const schedule = { preHandler: requireFunction(ctx, RECRUIT_FUNCTIONS.scheduleInterviews) }

  serve(api, routes.people, schedule, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const keyword = (request.body.keyword ?? '').trim().replace(/[%_\\]/g, '')
    let query = ctx.db
      .selectFrom('user_tenant')
      .innerJoin('app_user', 'app_user.id', 'user_tenant.user_id')
      .select(['app_user.id', 'app_user.real_name', 'app_user.user_name', 'app_user.email'])
      .where('user_tenant.tenant_id', '=', tenantId)
    if (keyword)
      query = query.where((eb) =>
        eb.or([eb('app_user.real_name', 'like', `%${keyword}%`), eb('app_user.user_name', 'like', `%${keyword}%`)]),
      )
    const rows = await query.orderBy('app_user.id').limit(20).execute()
    return ok(
      rows.map((row) => ({
        id: row.id,
        name: row.real_name || row.user_name,
        account: row.user_name,
        hasEmail: row.email !== '',
      })),
    )
  })

  serve(api, routes.schedule, schedule, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const input = request.body
    const now = ctx.now()
    const { interviewId, candidate } = await ctx.db.transaction().execute(async (trx) => {
      const candidate = await candidateOf(trx, tenantId, input.candidateId, lang)
      if (candidate.stage === 'hired' || candidate.stage === 'rejected')
        throw recruitError(lang, 'badStage', { from: candidate.stage, to: 'interview' })
      const members = await trx
        .selectFrom('user_tenant')
        .select('user_id')
        .where('tenant_id', '=', tenantId)
        .where('user_id', 'in', input.interviewerIds)
        .execute()
      if (members.length !== input.interviewerIds.length) throw recruitError(lang, 'badInterviewer')
      const interviewId = await nextId(trx, 'recruit_interview', tenantId)
      await trx
        .insertInto('recruit_interview')
        .values({
          tenant_id: tenantId,
          id: interviewId,
          candidate_id: candidate.id,
          starts_at: input.startsAt,
          minutes: input.minutes,
          place: input.place.trim(),
          created_by: auth.user.id,
          created_at: now,
        })
        .execute()
      await trx
        .insertInto('recruit_scorecard')
        .values(
          input.interviewerIds.map((userId) => ({
            tenant_id: tenantId,
            interview_id: interviewId,
            user_id: userId,
            invite_state: 'queued',
            rating: null,
            notes: '',
            submitted_at: null,
          })),
        )
        .execute()
      if (candidate.stage === 'applied' || candidate.stage === 'screening')
        await moveStage(trx, tenantId, candidate, 'interview', actorOf(auth), now)
      await writeAudit(
        trx,
        tenantId,
        actorOf(auth),
        'interview.schedule',
        candidate.id,
        { interviewId, interviewerIds: input.interviewerIds, startsAt: input.startsAt },
        now,
      )
      return { interviewId, candidate }
    })
    const states = await sendInvitations(ctx, {
      tenantId,
      interviewId,
      organizerId: auth.user.id,
      candidate,
      ...input,
    })
    return ok({ id: interviewId, invitations: states })
  })

  serve(api, routes.mine, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const rows = await ctx.db
      .selectFrom('recruit_scorecard')
      .innerJoin('recruit_interview', (join) =>
        join
          .onRef('recruit_interview.id', '=', 'recruit_scorecard.interview_id')
          .onRef('recruit_interview.tenant_id', '=', 'recruit_scorecard.tenant_id'),
      )
      .innerJoin('recruit_candidate', (join) =>
        join
          .onRef('recruit_candidate.id', '=', 'recruit_interview.candidate_id')
          .onRef('recruit_candidate.tenant_id', '=', 'recruit_interview.tenant_id'),
      )
      .innerJoin('recruit_job', (join) =>
        join
          .onRef('recruit_job.id', '=', 'recruit_candidate.job_id')
          .onRef('recruit_job.tenant_id', '=', 'recruit_candidate.tenant_id'),
      )
      .select([
        'recruit_interview.id',
        'recruit_interview.starts_at',
        'recruit_interview.minutes',
        'recruit_interview.place',
        'recruit_candidate.name',
        'recruit_job.title',
        'recruit_scorecard.rating',
        'recruit_scorecard.notes',
        'recruit_scorecard.submitted_at',
      ])
      .where('recruit_scorecard.tenant_id', '=', tenantId)
      .where('recruit_scorecard.user_id', '=', auth.user.id)
      .orderBy('recruit_interview.starts_at', 'desc')
      .limit(200)
      .execute()
    const interviews = rows.map((row) => ({
      id: row.id,
      startsAt: Number(row.starts_at),
      minutes: row.minutes,
      place: row.place,
      candidateName: row.name,
      jobTitle: row.title,
      rating: row.rating,
      notes: row.notes,
      submittedAt: row.submitted_at === null ? null : Number(row.submitted_at),
    }))
    // Times are shown in the tenant's zone, as the invitations give them.
    return ok({ timeZone: await tenantTimeZone(ctx.db, tenantId), interviews })
  })

  serve(api, routes.score, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const { interviewId, rating, notes = '' } = request.body
    const now = ctx.now()
    const updated = await ctx.db
      .updateTable('recruit_scorecard')
      .set({ rating, notes: notes.trim(), submitted_at: now })
      .where('tenant_id', '=', tenantId)
      .where('interview_id', '=', interviewId)
      .where('user_id', '=', auth.user.id)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) throw recruitError(langOfRequest(request), 'interviewNotFound')
    await writeAudit(ctx.db, tenantId, actorOf(auth), 'interview.score', null, { interviewId, rating }, now)
    return ok({ interviewId, rating })
  })
}
