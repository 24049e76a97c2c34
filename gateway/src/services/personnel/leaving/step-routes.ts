import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { caseFor } from './access'
import { caseRow, caseViews } from './cases'
import { leavingError } from './errors'
import { tellColleague } from './handover-notice'
import type { LeavingCaseTable } from './tables'

const routes = contract.personnel.leaving

/** A case whose request was approved (under way, or closed since the accounts were): its steps may be done. */
const underWay = (row: LeavingCaseTable) => row.status === 'approved' || row.status === 'closed'

/**
 * The offboarding steps: HR names the colleague who takes over the work (they get a notice) and marks the equipment
 * returned; the colleague confirms the handover; the leaver or HR fills the exit interview. Each only once the
 * request is approved, and only by those it belongs to (411995).
 */
export function stepRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const session = { preHandler: requireSession(ctx) }

  serve(app, routes.step, session, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const { row, hr, colleague } = await caseFor(ctx, auth, request.body.id, lang)
    const { step, employeeId } = request.body
    if (!underWay(row)) throw leavingError(lang, 'wrongStep')
    const where = (changes: Partial<LeavingCaseTable>) =>
      ctx.db
        .updateTable('leaving_case')
        .set(changes)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', row.id)
        .execute()
    if (step === 'handover') {
      const taker =
        employeeId === undefined || employeeId === row.employee_id
          ? undefined
          : await ctx.db
              .selectFrom('employee')
              .select(['id', 'name'])
              .where('tenant_id', '=', tenantId)
              .where('id', '=', employeeId)
              .where('status', '!=', 2)
              .executeTakeFirst()
      if (!hr || !taker || row.handover_confirmed_at !== null) throw leavingError(lang, 'wrongStep')
      await where({ handover_to: taker.id })
      await tellColleague(ctx, { ...row, handover_to: taker.id })
    } else if (step === 'confirmHandover') {
      if (!colleague || row.handover_confirmed_at !== null) throw leavingError(lang, 'wrongStep')
      await where({ handover_confirmed_at: ctx.now() })
    } else {
      if (!hr || row.equipment_returned_at !== null) throw leavingError(lang, 'wrongStep')
      await where({ equipment_returned_at: ctx.now() })
    }
    return ok((await caseViews(ctx.db, tenantId, [(await caseRow(ctx.db, tenantId, row.id))!]))[0])
  })

  serve(app, routes.interview, session, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const { row, hr, leaver } = await caseFor(ctx, auth, request.body.id, lang)
    if (!underWay(row) || !(hr || leaver)) throw leavingError(lang, 'wrongStep')
    const { reason = '', rating, comments = '', wouldReturn = false } = request.body
    const interview = JSON.stringify({ reason: reason.trim(), rating, comments: comments.trim(), wouldReturn })
    await ctx.db
      .updateTable('leaving_case')
      .set({ interview, interview_at: ctx.now() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', row.id)
      .execute()
    return ok((await caseViews(ctx.db, tenantId, [(await caseRow(ctx.db, tenantId, row.id))!]))[0])
  })
}
