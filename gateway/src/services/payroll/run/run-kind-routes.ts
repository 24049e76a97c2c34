import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { actorOf } from '../audit'
import { salaryError } from '../errors'
import { SALARY_FUNCTIONS } from '../functions'
import { peopleOfGroup } from '../groups/membership'
import { createCorrection } from './correction'
import { insertRun } from './run-store'

const { runKinds: routes } = contract.payroll

/**
 * Runs beside the monthly one (820401): an off-cycle run of a group and month with its name, for the people chosen
 * among those the group pays that month (or all of them), and the correction of a published run.
 */
export function runKindRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const calculate = { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.calculate) }

  serve(api, routes.createOffCycle, calculate, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const { groupId, month, employeeIds } = request.body
    const group = await ctx.db
      .selectFrom('salary_group')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', groupId)
      .executeTakeFirst()
    if (!group) throw salaryError(lang, 'groupNotFound')
    const all = await peopleOfGroup(ctx.db, tenantId, groupId, month)
    const wanted = new Set(employeeIds ?? [])
    const people = wanted.size ? all.filter((person) => wanted.has(person.id)) : all
    if (people.length < wanted.size) throw salaryError(lang, 'notInRun')
    if (people.length === 0) throw salaryError(lang, 'emptyGroup')
    const run = { groupId, month, kind: 'offCycle' as const, name: request.body.name.trim(), people }
    const id = await ctx.db.transaction().execute((trx) => insertRun(trx, tenantId, run, actorOf(auth), ctx.now()))
    return ok({ id })
  })

  serve(api, routes.correct, calculate, async (request) => {
    const auth = authOf(request)
    const id = await createCorrection(
      ctx.db,
      authOf(request).session.tenant_id,
      request.body,
      actorOf(auth),
      ctx.now(),
      langOfRequest(request),
    )
    return ok({ id })
  })
}
