import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { actorOf, writeAudit } from './audit'
import { candidateOf } from './candidate-store'
import { tenantTimeZone } from '../workflow'
import { candidateViews } from './candidate-view'
import { recruitError } from './errors'
import { RECRUIT_FUNCTIONS, type Stage } from './functions'
import { nextId } from './next-id'
import { offerView } from './offer-view'
import { candidateQuickCondition } from './quick-fields'
import { checkQuickFilters } from '../masterdata'
import { RECRUIT_CANDIDATES } from '../access'
import { movable, moveStage } from './stages'

const { candidates: routes } = contract.recruitment

/**
 * Candidates (8402): the stage board (by opening, keyword and the quick filters HR offers: quick-fields.ts), a
 * candidate's page (history, interviews with scorecards, offers, duplicates), the résumé; adding one from a job site or
 * a referral and moving one between stages (840201).
 */
export function candidateRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const read = { preHandler: requireFunction(ctx, RECRUIT_FUNCTIONS.candidates) }
  const move = { preHandler: requireFunction(ctx, RECRUIT_FUNCTIONS.moveCandidates) }

  serve(api, routes.board, read, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const quick = await checkQuickFilters(
      ctx.db,
      { tenantId, bizTypeId: RECRUIT_CANDIDATES, lang: langOfRequest(request), now: ctx.now() },
      request.body.quick,
    )
    let query = ctx.db.selectFrom('recruit_candidate').selectAll().where('tenant_id', '=', tenantId)
    if (quick.length) query = query.where(await candidateQuickCondition(ctx.db, tenantId, quick))
    if (request.body.jobId) query = query.where('job_id', '=', request.body.jobId)
    const keyword = request.body.keyword?.trim().replace(/[%_\\]/g, '')
    if (keyword)
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['name']), 'like', `%${keyword.toLowerCase()}%`),
          eb('phone', 'like', `%${keyword}%`),
          eb('email', 'like', `%${keyword.toLowerCase()}%`),
        ]),
      )
    return ok(
      await candidateViews(
        ctx.db,
        tenantId,
        await query.orderBy('updated_at', 'desc').limit(1000).execute(),
        langOfRequest(request),
      ),
    )
  })

  serve(api, routes.detail, read, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const row = await candidateOf(ctx.db, tenantId, request.body.id, langOfRequest(request))
    const [candidate] = await candidateViews(ctx.db, tenantId, [row], langOfRequest(request))
    const [history, interviews, offers] = await Promise.all([
      ctx.db
        .selectFrom('recruit_stage_log')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', row.id)
        .orderBy('id')
        .execute(),
      ctx.db
        .selectFrom('recruit_interview')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', row.id)
        .orderBy('starts_at')
        .execute(),
      ctx.db
        .selectFrom('recruit_offer')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', row.id)
        .orderBy('id')
        .execute(),
    ])
    const cards =
      interviews.length === 0
        ? []
        : await ctx.db
            .selectFrom('recruit_scorecard')
            .innerJoin('app_user', 'app_user.id', 'recruit_scorecard.user_id')
            .select([
              'recruit_scorecard.interview_id',
              'recruit_scorecard.user_id',
              'app_user.real_name',
              'app_user.user_name',
              'recruit_scorecard.invite_state',
              'recruit_scorecard.rating',
              'recruit_scorecard.notes',
              'recruit_scorecard.submitted_at',
            ])
            .where('recruit_scorecard.tenant_id', '=', tenantId)
            .where(
              'recruit_scorecard.interview_id',
              'in',
              interviews.map((i) => i.id),
            )
            .execute()
    return ok({
      candidate,
      timeZone: await tenantTimeZone(ctx.db, tenantId),
      resumeName: row.resume_name,
      history: history.map((h) => ({
        from: h.from_stage,
        to: h.to_stage as Stage,
        by: h.actor_name,
        at: Number(h.at),
      })),
      interviews: interviews.map((i) => ({
        id: i.id,
        startsAt: Number(i.starts_at),
        minutes: i.minutes,
        place: i.place,
        scorecards: cards
          .filter((c) => c.interview_id === i.id)
          .map((c) => ({
            userId: c.user_id,
            name: c.real_name || c.user_name,
            inviteState: c.invite_state,
            rating: c.rating,
            notes: c.notes,
            submittedAt: c.submitted_at === null ? null : Number(c.submitted_at),
          })),
      })),
      offers: await Promise.all(offers.map((offer) => offerView(ctx.db, offer))),
    })
  })

  serve(api, routes.add, move, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const input = request.body
    const id = await ctx.db.transaction().execute(async (trx) => {
      const job = await trx
        .selectFrom('recruit_job')
        .select(['id', 'status'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', input.jobId)
        .executeTakeFirst()
      if (!job) throw recruitError(lang, 'jobNotFound')
      if (job.status !== 'open') throw recruitError(lang, 'jobNotOpen')
      const channel = await trx
        .selectFrom('recruit_channel')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', input.channelId)
        .executeTakeFirst()
      if (!channel) throw recruitError(lang, 'channelNotFound')
      const next = await nextId(trx, 'recruit_candidate', tenantId)
      const now = ctx.now()
      await trx
        .insertInto('recruit_candidate')
        .values({
          tenant_id: tenantId,
          id: next,
          job_id: job.id,
          channel_id: channel.id,
          name: input.name.trim(),
          phone: input.phone,
          email: input.email.trim().toLowerCase(),
          stage: 'applied',
          resume_path: '',
          resume_name: '',
          resume_size: 0,
          employee_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute()
      const actor = actorOf(auth)
      await trx
        .insertInto('recruit_stage_log')
        .values({
          tenant_id: tenantId,
          id: await nextId(trx, 'recruit_stage_log', tenantId),
          candidate_id: next,
          from_stage: '',
          to_stage: 'applied',
          actor_id: actor.id,
          actor_name: actor.name.slice(0, 60),
          at: now,
        })
        .execute()
      await writeAudit(trx, tenantId, actor, 'candidate.add', next, { jobId: job.id, channelId: channel.id }, now)
      return next
    })
    return ok({ id })
  })

  serve(api, routes.move, move, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const { stage } = request.body
    await ctx.db.transaction().execute(async (trx) => {
      const candidate = await candidateOf(trx, tenantId, request.body.id, lang)
      if (!movable(candidate.stage, stage)) throw recruitError(lang, 'badStage', { from: candidate.stage, to: stage })
      await moveStage(trx, tenantId, candidate, stage, actorOf(auth), ctx.now())
    })
    return ok({ id: request.body.id, stage })
  })

  serve(api, routes.resume, read, async (request, reply) => {
    const tenantId = authOf(request).session.tenant_id
    const lang = langOfRequest(request)
    const row = await candidateOf(ctx.db, tenantId, request.body.id, lang)
    if (!row.resume_path) throw recruitError(lang, 'noResume')
    const body = await ctx.integrations.files.store.get(row.resume_path).catch(() => {
      throw recruitError(lang, 'noResume')
    })
    const filename = row.resume_name || `resume-${row.id}.pdf`
    return reply
      .header('content-type', 'application/pdf')
      .header('filename', encodeURIComponent(filename))
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`)
      .send(body)
  })
}
