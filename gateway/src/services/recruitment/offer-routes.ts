import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { pdfFont } from '../../core/pdf-font'
import { dispatchWorkflowNotices, startInstance } from '../workflow'
import { requireHolderOrApprover } from './approver-access'
import { actorOf, writeAudit } from './audit'
import { candidateOf } from './candidate-store'
import { candidateViews } from './candidate-view'
import { recruitError } from './errors'
import { OFFER_BIZ_TYPE, RECRUIT_FUNCTIONS } from './functions'
import { nextId } from './next-id'
import { offerLetterPdf } from './offer-letter'
import { offerDescription, offerView } from './offer-view'
import { moveStage } from './stages'

const { offers: routes } = contract.recruitment

/**
 * Offers: making one for approval (840203; the candidate moves to 'offer'), the approver's view (intent
 * recruitOffer.view), and the offer letter PDF of an approved offer.
 */
export function offerRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const offerRow = (tenantId: number, id: number) =>
    ctx.db
      .selectFrom('recruit_offer')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst()

  serve(api, routes.create, { preHandler: requireFunction(ctx, RECRUIT_FUNCTIONS.makeOffers) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const input = request.body
    if (Number.isNaN(Date.parse(`${input.startDate}T00:00:00Z`))) throw recruitError(lang, 'badDate')
    const made = await ctx.db.transaction().execute(async (trx) => {
      const candidate = await candidateOf(trx, tenantId, input.candidateId, lang)
      if (candidate.stage === 'hired' || candidate.stage === 'rejected')
        throw recruitError(lang, 'badStage', { from: candidate.stage, to: 'offer' })
      const live = await trx
        .selectFrom('recruit_offer')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidate.id)
        .where('status', 'in', ['approving', 'approved'])
        .executeTakeFirst()
      if (live) throw recruitError(lang, 'offerPending')
      const position = await trx
        .selectFrom('gangwei')
        .select(['id', 'name', 'organ_id'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', input.gangweiId)
        .executeTakeFirst()
      if (!position) throw recruitError(lang, 'positionNotFound')
      const id = await nextId(trx, 'recruit_offer', tenantId)
      const now = ctx.now()
      const row = {
        tenant_id: tenantId,
        id,
        candidate_id: candidate.id,
        gangwei_id: position.id,
        organ_id: position.organ_id,
        salary: Number(input.salary).toFixed(2),
        start_date: input.startDate,
        status: 'approving',
        instance_id: null,
        created_by: auth.user.id,
        created_at: now,
        decided_at: null,
      }
      await trx.insertInto('recruit_offer').values(row).execute()
      const started = await startInstance(
        { db: trx, now: ctx.now },
        {
          tenantId,
          bizType: OFFER_BIZ_TYPE,
          bizId: id,
          applicantId: auth.user.id,
          ...offerDescription(row, candidate.name, position.name),
          lang,
        },
      )
      await trx
        .updateTable('recruit_offer')
        .set({ instance_id: started.id })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute()
      if (candidate.stage !== 'offer') await moveStage(trx, tenantId, candidate, 'offer', actorOf(auth), now)
      await writeAudit(
        trx,
        tenantId,
        actorOf(auth),
        'offer.create',
        candidate.id,
        { offerId: id, instanceId: started.id },
        now,
      )
      return { id, status: 'approving' as const, instanceId: started.id }
    })
    await dispatchWorkflowNotices(ctx, tenantId)
    return ok(made)
  })

  // The approver's view of an offer: holders of 8402, or those who may see its request.
  serve(api, routes.approval, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const offer = await offerRow(tenantId, request.body.id)
    await requireHolderOrApprover(ctx.db, auth, offer?.instance_id ?? null, RECRUIT_FUNCTIONS.candidates)
    if (!offer) throw recruitError(langOfRequest(request), 'noApprovedOffer')
    const candidate = await candidateOf(ctx.db, tenantId, offer.candidate_id, langOfRequest(request))
    const [view] = await candidateViews(ctx.db, tenantId, [candidate], langOfRequest(request))
    return ok({ offer: await offerView(ctx.db, offer), candidate: view })
  })

  serve(api, routes.letter, { preHandler: requireSession(ctx) }, async (request, reply) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const offer = await offerRow(tenantId, request.body.id)
    await requireHolderOrApprover(ctx.db, auth, offer?.instance_id ?? null, RECRUIT_FUNCTIONS.candidates)
    if (offer?.status !== 'approved') throw recruitError(lang, 'noApprovedOffer')
    const font = pdfFont()
    if (!font) throw recruitError(lang, 'noFont')
    const [candidate, view, tenant] = await Promise.all([
      candidateOf(ctx.db, tenantId, offer.candidate_id, lang),
      offerView(ctx.db, offer),
      ctx.db
        .selectFrom('tenant')
        .innerJoin('company', 'company.id', 'tenant.company_id')
        .select(['company.name'])
        .where('tenant.id', '=', tenantId)
        .executeTakeFirstOrThrow(),
    ])
    const file = await offerLetterPdf(
      lang,
      {
        company: tenant.name,
        candidate: candidate.name,
        position: view.gangweiName,
        unit: view.organName,
        salary: view.salary,
        startDate: view.startDate,
        issued: new Date(Number(offer.decided_at ?? ctx.now())).toISOString().slice(0, 10),
      },
      font,
    )
    const filename = `offer-${candidate.id}.pdf`
    return reply
      .header('content-type', 'application/pdf')
      .header('filename', encodeURIComponent(filename))
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(file)
  })
}
