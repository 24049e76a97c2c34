import { contract, type formContract, type Static } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requireAuthorisedFunction } from '../../core/auth/auth-flags'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOf, langOfRequest } from '../../core/lang'
import { permsCodes, permsError } from '../access'
import { organsOfTenant, subtreeIds } from '../../core/org-tree'
import { ASSIGN_FORM_FUNCTION, FORMS_FUNCTION, formView } from './custom-form-routes'
import { coveredOrgans, formForOrgan, formOf, formsOf } from './form-store'

const routes = contract.form.formRange

type RangeConflict = Static<typeof formContract.rangeConflict>

/**
 * Organs of `wanted` that another effective form of the same business type already covers, or whose subtree holds
 * one of that form's organs (a form's range is an organ with everything below it: ranges may not overlap).
 */
async function conflictsOf(
  db: Db,
  request: FastifyRequest,
  tenantId: number,
  formId: string,
  wanted: number[],
): Promise<RangeConflict[]> {
  const form = await formOf(db, langOfRequest(request), tenantId, formId)
  const organs = await organsOfTenant(db, tenantId)
  const unknown = wanted.find((organId) => !organs.some((organ) => organ.id === organId))
  if (unknown !== undefined) throw permsError(langOfRequest(request), permsCodes.outOfRange, 'outOfRange')
  const mine = coveredOrgans(organs, wanted)
  const others = (await formsOf(db, tenantId, { bizTypeId: form.bizTypeId })).filter(
    (other) => other.id !== form.id && other.status === 1,
  )
  const conflicts: RangeConflict[] = []
  for (const other of others) {
    const theirs = coveredOrgans(organs, other.organIds)
    for (const organId of wanted) {
      if (
        theirs.has(organId) ||
        other.organIds.some((organ) => mine.has(organ) && subtreeIds(organs, organId).includes(organ))
      ) {
        conflicts.push({
          organId,
          organName: organs.find((o) => o.id === organId)!.name,
          formId: other.id,
          formName: other.name,
        })
      }
    }
  }
  return conflicts
}

/** §7 form formRange: assignSource, rangeRepeat, getFormByAssign, getSourceIdByAssign. */
export function formRangeRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const forms = requireFunction(ctx, FORMS_FUNCTION)

  serve(app, routes.rangeRepeat, { preHandler: forms }, async (request) => {
    const conflicts = await conflictsOf(ctx.db, request, authOf(request).session.tenant_id, request.body.formId, [
      ...new Set(request.body.organIds),
    ])
    return ok({ repeat: conflicts.length > 0, conflicts })
  })

  serve(
    app,
    routes.assignSource,
    { preHandler: requireAuthorisedFunction(ctx, ASSIGN_FORM_FUNCTION) },
    async (request) => {
      const tenantId = authOf(request).session.tenant_id
      const wanted = [...new Set(request.body.organIds)]
      const [conflict] = await conflictsOf(ctx.db, request, tenantId, request.body.formId, wanted)
      if (conflict)
        throw permsError(langOfRequest(request), permsCodes.rangeOverlap, 'rangeOverlap', {
          form: conflict.formName,
          organ: conflict.organName,
        })
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('form_range')
          .where('tenant_id', '=', tenantId)
          .where('form_id', '=', request.body.formId)
          .execute()
        if (wanted.length) {
          await trx
            .insertInto('form_range')
            .values(wanted.map((organ_id) => ({ tenant_id: tenantId, form_id: request.body.formId, organ_id })))
            .execute()
        }
      })
      return ok(null)
    },
  )

  serve(app, routes.getFormByAssign, { preHandler: forms }, async (request) => {
    const form = await formForOrgan(
      ctx.db,
      authOf(request).session.tenant_id,
      request.body.bizTypeId,
      request.body.organId,
    )
    return ok(form ? formView(form, langOf(request) === 'en') : null)
  })

  serve(app, routes.getSourceIdByAssign, { preHandler: forms }, async (request) => {
    const form = await formOf(ctx.db, langOfRequest(request), authOf(request).session.tenant_id, request.body.formId)
    return ok(form.organIds)
  })
}
