import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { fenOf, moneyOf } from '../../core/money'
import { actorOf as payrollActor, startProfile } from '../payroll'
import { actorOf, writeAudit } from './audit'
import { candidateOf } from './candidate-store'
import { recruitError } from './errors'
import { RECRUIT_FUNCTIONS } from './functions'
import { closeWhenFilled } from './job-fill'
import { moveStage } from './stages'

const { candidates: routes } = contract.recruitment

/** The reason written on the salary profile a hire starts with, in the language of the one who hires. */
const PROFILE_REASON = { zh: '录用：Offer #{id} 的月薪', en: 'Hired: the monthly salary of offer #{id}' } as const

/**
 * Hiring (840204), with the personnel app's onboarding (intent staff.onboard): the record's values the onboarding page
 * starts from (the candidate and the approved offer), and, once the onboarding created the employee, the candidate
 * marked hired and linked to them, with the offer's salary as their salary profile from the month they start; an
 * opening whose vacancies the hires fill closes.
 */
export function hireRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const hire = { preHandler: requireFunction(ctx, RECRUIT_FUNCTIONS.hire) }
  const approvedOffer = (tenantId: number, candidateId: number) =>
    ctx.db
      .selectFrom('recruit_offer')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('candidate_id', '=', candidateId)
      .where('status', '=', 'approved')
      .orderBy('id', 'desc')
      .executeTakeFirst()

  serve(api, routes.onboarding, hire, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const lang = langOfRequest(request)
    const candidate = await candidateOf(ctx.db, tenantId, request.body.id, lang)
    const offer = await approvedOffer(tenantId, candidate.id)
    if (!offer || candidate.stage !== 'offer') throw recruitError(lang, 'noApprovedOffer')
    const position = await ctx.db
      .selectFrom('gangwei')
      .select('zhiwei_id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', offer.gangwei_id)
      .executeTakeFirst()
    return ok({
      candidateId: candidate.id,
      values: {
        name: candidate.name,
        mobile: candidate.phone,
        email: candidate.email,
        organ: offer.organ_id,
        gangwei: offer.gangwei_id,
        ...(position ? { zhiwei: position.zhiwei_id } : {}),
        entryDate: offer.start_date,
      },
    })
  })

  serve(api, routes.hired, hire, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const lang = langOfRequest(request)
    const { employeeId } = request.body
    const jobClosed = await ctx.db.transaction().execute(async (trx) => {
      const candidate = await candidateOf(trx, tenantId, request.body.id, lang)
      const offer = await trx
        .selectFrom('recruit_offer')
        .select(['id', 'salary', 'start_date'])
        .where('tenant_id', '=', tenantId)
        .where('candidate_id', '=', candidate.id)
        .where('status', '=', 'approved')
        .orderBy('id', 'desc')
        .executeTakeFirst()
      if (!offer || candidate.stage !== 'offer') throw recruitError(lang, 'noApprovedOffer')
      // The onboarding made this record from the candidate: same tenant, on the job, same mobile number.
      const employee = await trx
        .selectFrom('employee')
        .select(['id', 'phone', 'status'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', employeeId)
        .executeTakeFirst()
      if (employee?.status !== 1 || employee.phone !== candidate.phone) throw recruitError(lang, 'employeeMismatch')
      const now = ctx.now()
      await moveStage(trx, tenantId, candidate, 'hired', actorOf(auth), now)
      await trx
        .updateTable('recruit_candidate')
        .set({ employee_id: employee.id })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', candidate.id)
        .execute()
      await startProfile(
        trx,
        {
          tenantId,
          employeeId: employee.id,
          effectiveMonth: offer.start_date.slice(0, 7),
          baseFen: fenOf(moneyOf(offer.salary)),
          reason: PROFILE_REASON[lang].replace('{id}', String(offer.id)),
          actor: payrollActor(auth),
        },
        now,
      )
      await writeAudit(
        trx,
        tenantId,
        actorOf(auth),
        'candidate.hire',
        candidate.id,
        { employeeId: employee.id, offerId: offer.id },
        now,
      )
      return closeWhenFilled(trx, tenantId, candidate.job_id, now)
    })
    return ok({ id: request.body.id, stage: 'hired' as const, employeeId, jobClosed })
  })
}
