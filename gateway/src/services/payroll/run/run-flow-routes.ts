import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../../core/auth/guard'
import { functionIdsOf } from '../../../core/auth/functions'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { codes, GatewayError, texts } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { canView, dispatchWorkflowNotices, loadInstance, startInstance } from '../../workflow'
import { actorOf, writeAudit } from '../audit'
import { SALARY_FUNCTIONS, SALARY_RUN_BIZ_TYPE } from '../functions'
import { amountOfFen } from '../../../core/money'
import { calculateAnyRun } from './calculate-kind'
import { setInputs } from './inputs'
import { publishRun } from './publish'
import { earlierRunOf, linesOf } from './review'
import { runDescription } from './run-handler'
import { runView } from './run-routes'
import { requireStatus, runOf } from './run-store'

const { runs: routes } = contract.payroll

/**
 * A run's way through: calculate (820401), recalculate one person with a reason before the lock (820401), the review
 * threshold, submit for approval (820402; the workflow locks it when approved), publish a locked run (820403), and the
 * approver's view of the run (those who may see its approval request, or holders of 8204).
 */
export function runFlowRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const calculate = { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.calculate) }
  const groupName = async (tenantId: number, groupId: number) =>
    (
      await ctx.db
        .selectFrom('salary_group')
        .select('name')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', groupId)
        .executeTakeFirst()
    )?.name ?? ''

  serve(api, routes.calculate, calculate, async (request) => {
    const auth = authOf(request)
    const { lines, warnings } = await calculateAnyRun(ctx.db, auth.session.tenant_id, request.body.id, {
      actor: actorOf(auth),
      now: ctx.now(),
      lang: langOfRequest(request),
    })
    return ok({ id: request.body.id, lines, warnings })
  })

  serve(api, routes.recalculate, calculate, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const { employeeId, reason, inputs } = request.body
    let run = await runOf(ctx.db, tenantId, request.body.id, lang)
    requireStatus(run, ['calculated'], lang, 'calculatedAction')
    if (inputs && Object.keys(inputs).length) {
      await setInputs(ctx.db, run, employeeId, inputs, actorOf(auth), ctx.now(), lang)
      run = await runOf(ctx.db, tenantId, run.id, lang)
    }
    const { warnings } = await calculateAnyRun(ctx.db, tenantId, run.id, {
      actor: actorOf(auth),
      now: ctx.now(),
      lang,
      only: { employeeId, reason: reason.trim() },
    })
    return ok({ id: run.id, employeeId, warnings })
  })

  serve(api, routes.threshold, calculate, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const run = await runOf(ctx.db, tenantId, request.body.id, langOfRequest(request))
    await ctx.db
      .updateTable('salary_run')
      .set({ threshold: request.body.threshold })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', run.id)
      .execute()
    await writeAudit(
      ctx.db,
      {
        tenantId,
        runId: run.id,
        actor: actorOf(auth),
        action: 'threshold',
        detail: { before: run.threshold, after: request.body.threshold },
      },
      ctx.now(),
    )
    return ok({ id: run.id, threshold: request.body.threshold })
  })

  serve(api, routes.submit, { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.submit) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const run = await runOf(ctx.db, tenantId, request.body.id, lang)
    requireStatus(run, ['calculated'], lang, 'submitted')
    const description = runDescription(run, await groupName(tenantId, run.group_id))
    const instance = await ctx.db.transaction().execute(async (trx) => {
      const started = await startInstance(
        { db: trx, now: ctx.now },
        { tenantId, bizType: SALARY_RUN_BIZ_TYPE, bizId: run.id, applicantId: auth.user.id, ...description, lang },
      )
      await trx
        .updateTable('salary_run')
        .set({ status: 'approving', instance_id: started.id })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', run.id)
        .execute()
      await writeAudit(
        trx,
        { tenantId, runId: run.id, actor: actorOf(auth), action: 'submit', detail: { instanceId: started.id } },
        ctx.now(),
      )
      return started
    })
    await dispatchWorkflowNotices(ctx, tenantId)
    return ok({ id: run.id, status: 'approving', instanceId: instance.id })
  })

  serve(api, routes.publish, { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.publish) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const run = await runOf(ctx.db, tenantId, request.body.id, lang)
    requireStatus(run, ['locked'], lang, 'publishedAction')
    await publishRun(ctx.db, tenantId, run, actorOf(auth), ctx.now())
    return ok({ id: run.id, status: 'published' })
  })

  // The approver's view: the run and its lines for those who may see its request (approvers), or holders of 8204.
  serve(api, routes.approval, { preHandler: requireSession(ctx) }, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const denied = new GatewayError(codes.noPermission, texts.noPermission)
    const run = await ctx.db
      .selectFrom('salary_run')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', request.body.id)
      .executeTakeFirst()
    if (!run) throw denied
    const instance = run.instance_id ? await loadInstance(ctx.db, tenantId, run.instance_id) : undefined
    const holder =
      auth.user.is_super === 1 || (await functionIdsOf(ctx.db, auth.user.id, tenantId)).has(SALARY_FUNCTIONS.runs)
    if (!holder && !(instance && (await canView(ctx.db, auth, instance)))) throw denied
    const { page = 1, rows = 50, keyword, flaggedOnly } = request.body
    const previous = run.kind === 'regular' ? await earlierRunOf(ctx.db, tenantId, run.group_id, run.month) : null
    return ok({
      run: runView(run, await groupName(tenantId, run.group_id)),
      previous: previous
        ? { month: previous.month, net: amountOfFen(previous.net_fen), headcount: Number(previous.headcount) }
        : null,
      lines: await linesOf(ctx.db, run, { page, rows, keyword, flaggedOnly }),
    })
  })
}
