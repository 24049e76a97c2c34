import { contract, type Static, type payrollContract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { actorOf, auditOf, writeAudit } from '../audit'
import { salaryError } from '../errors'
import { SALARY_FUNCTIONS } from '../functions'
import { peopleOfGroup } from '../groups/membership'
import { amountOfFen } from '../../../core/money'
import type { SalaryRunTable } from '../tables'
import { inputItemsOf } from './inputs'
import { earlierRunOf, linesOf } from './review'
import { runOf } from './run-store'

/** A run as the routes answer it. */
export const runView = (run: SalaryRunTable, groupName: string): Static<typeof payrollContract.run> => ({
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
})

const { runs: routes } = contract.payroll

/** The monthly runs (8204): the list, a new run of a group and month (820401), a run with its trail, its lines. */
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
    return ok(runs.map((run) => runView(run, names.get(run.group_id) ?? '')))
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
      .executeTakeFirst()
    if (taken) throw salaryError(lang, 'runExists', { month })
    const people = await peopleOfGroup(ctx.db, tenantId, groupId, month)
    if (people.length === 0) throw salaryError(lang, 'emptyGroup')
    const now = ctx.now()
    const runId = await ctx.db.transaction().execute(async (trx) => {
      const max = await trx
        .selectFrom('salary_run')
        .select((eb) => eb.fn.max('id').as('max'))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst()
      const next = Number(max?.max ?? 0) + 1
      await trx
        .insertInto('salary_run')
        .values({
          tenant_id: tenantId,
          id: next,
          group_id: groupId,
          month,
          status: 'draft',
          instance_id: null,
          headcount: people.length,
          gross_fen: 0,
          net_fen: 0,
          tax_fen: 0,
          employer_fen: 0,
          created_by: auth.user.id,
          created_at: now,
          calculated_at: null,
          locked_at: null,
          published_at: null,
          threshold: '10',
        })
        .execute()
      const lines = people.map((person) => ({
        tenant_id: tenantId,
        run_id: next,
        employee_id: person.id,
        organ_id: person.organ_id,
        cost_centre: '',
        inputs: '{}',
        detail: '{}',
        gross_fen: 0,
        deduction_fen: 0,
        social_fen: 0,
        tax_fen: 0,
        net_fen: 0,
        employer_fen: 0,
        previous_net_fen: null,
        calculated_at: null,
        tax_record: '',
      }))
      for (let i = 0; i < lines.length; i += 500)
        await trx
          .insertInto('salary_line')
          .values(lines.slice(i, i + 500))
          .execute()
      await writeAudit(
        trx,
        {
          tenantId,
          runId: next,
          actor: actorOf(auth),
          action: 'create',
          detail: { groupId, month, headcount: people.length },
        },
        now,
      )
      return next
    })
    return ok({ id: runId })
  })

  serve(api, routes.detail, view, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const run = await runOf(ctx.db, tenantId, request.body.id, langOfRequest(request))
    const [names, inputs, audit, previous] = await Promise.all([
      groupNames(tenantId),
      inputItemsOf(ctx.db, tenantId, run.group_id),
      auditOf(ctx.db, tenantId, run.id),
      earlierRunOf(ctx.db, tenantId, run.group_id, run.month),
    ])
    return ok({
      run: runView(run, names.get(run.group_id) ?? ''),
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
