import { contract, type Static, type payrollContract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { actorOf, auditOf } from '../audit'
import { salaryError } from '../errors'
import { SALARY_FUNCTIONS } from '../functions'
import { peopleOfGroup } from '../groups/membership'
import { amountOfFen } from '../../../core/money'
import type { SalaryRunTable } from '../tables'
import { inputItemsOf } from './inputs'
import { earlierRunOf, linesOf } from './review'
import { clawBackOf, correctionsOf } from './month-runs'
import { insertRun, runOf } from './run-store'

/** A run as the routes answer it, with the runs correcting it. */
export const runView = (
  run: SalaryRunTable,
  groupName: string,
  correctedBy: number[] = [],
): Static<typeof payrollContract.run> => ({
  id: run.id,
  groupId: run.group_id,
  groupName,
  month: run.month,
  status: run.status,
  instanceId: run.instance_id,
  headcount: Number(run.headcount),
  gross: amountOfFen(run.gross_fen),
  net: amountOfFen(run.net_fen),
  tax: amountOfFen(run.tax_fen),
  employer: amountOfFen(run.employer_fen),
  threshold: run.threshold,
  createdAt: Number(run.created_at),
  calculatedAt: run.calculated_at === null ? null : Number(run.calculated_at),
  lockedAt: run.locked_at === null ? null : Number(run.locked_at),
  publishedAt: run.published_at === null ? null : Number(run.published_at),
  kind: run.kind,
  name: run.name,
  correctsRunId: run.corrects_run_id === null ? null : Number(run.corrects_run_id),
  correction: run.correction,
  correctedBy,
})

const { runs: routes } = contract.payroll

/** The runs (8204): the list, a new regular run of a group and month (820401), a run with its trail, its lines. */
export function runRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.runs) }
  const calculate = { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.calculate) }
  const groupNames = async (tenantId: number) =>
    new Map(
      (await ctx.db.selectFrom('salary_group').select(['id', 'name']).where('tenant_id', '=', tenantId).execute()).map(
        (g) => [g.id, g.name],
      ),
    )

  serve(api, routes.list, view, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    let query = ctx.db.selectFrom('salary_run').selectAll().where('tenant_id', '=', tenantId)
    if (request.body.groupId) query = query.where('group_id', '=', request.body.groupId)
    const [runs, names] = await Promise.all([
      query.orderBy('month', 'desc').orderBy('id', 'desc').limit(200).execute(),
      groupNames(tenantId),
    ])
    const corrections = await correctionsOf(
      ctx.db,
      tenantId,
      runs.map((run) => run.id),
    )
    return ok(runs.map((run) => runView(run, names.get(run.group_id) ?? '', corrections.get(run.id))))
  })

  serve(api, routes.create, calculate, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const { groupId, month } = request.body
    const group = await ctx.db
      .selectFrom('salary_group')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', groupId)
      .executeTakeFirst()
    if (!group) throw salaryError(lang, 'groupNotFound')
    const taken = await ctx.db
      .selectFrom('salary_run')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('group_id', '=', groupId)
      .where('month', '=', month)
      .where('kind', '=', 'regular')
      .executeTakeFirst()
    if (taken) throw salaryError(lang, 'runExists', { month })
    const people = await peopleOfGroup(ctx.db, tenantId, groupId, month)
    if (people.length === 0) throw salaryError(lang, 'emptyGroup')
    const now = ctx.now()
    const run = { groupId, month, kind: 'regular' as const, people }
    const runId = await ctx.db.transaction().execute((trx) => insertRun(trx, tenantId, run, actorOf(auth), now))
    return ok({ id: runId })
  })

  serve(api, routes.detail, view, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const run = await runOf(ctx.db, tenantId, request.body.id, langOfRequest(request))
    const [names, inputs, audit, previous, corrections, clawBack] = await Promise.all([
      groupNames(tenantId),
      inputItemsOf(ctx.db, tenantId, run.group_id),
      auditOf(ctx.db, tenantId, run.id),
      run.kind === 'regular' ? earlierRunOf(ctx.db, tenantId, run.group_id, run.month) : null,
      correctionsOf(ctx.db, tenantId, [run.id]),
      clawBackOf(ctx.db, tenantId, run.id),
    ])
    return ok({
      run: runView(run, names.get(run.group_id) ?? '', corrections.get(run.id)),
      clawBack,
      inputItems: inputs.map((item) => ({ code: item.code, nameZh: item.name_zh, nameEn: item.name_en })),
      previous: previous
        ? {
            id: previous.id,
            month: previous.month,
            headcount: Number(previous.headcount),
            net: amountOfFen(previous.net_fen),
            gross: amountOfFen(previous.gross_fen),
          }
        : null,
      audit,
    })
  })

  serve(api, routes.lines, view, async (request) => {
    const run = await runOf(ctx.db, authOf(request).session.tenant_id, request.body.id, langOfRequest(request))
    const { page = 1, rows = 50, keyword, flaggedOnly } = request.body
    return ok(await linesOf(ctx.db, run, { page, rows, keyword, flaggedOnly }))
  })
}
