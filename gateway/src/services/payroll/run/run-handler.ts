import type { Db } from '../../../core/db/types'
import { bizHandler } from '../../workflow'
import { writeAudit, type Actor } from '../audit'
import { SALARY_RUN_BIZ_TYPE } from '../functions'
import { message, summarised, titled } from '../../../core/message-text'
import { amountOfFen } from '../../../core/money'
import type { SalaryRunTable } from '../tables'
import { lockRun } from './lock'

type Described = Pick<SalaryRunTable, 'month' | 'headcount' | 'net_fen' | 'gross_fen'> &
  Partial<Pick<SalaryRunTable, 'name' | 'kind' | 'corrects_run_id' | 'correction'>>

/** The request's title: payroll, or a correction or reversal naming the run it corrects. */
const titleKey = (run: Described) =>
  run.kind !== 'correction'
    ? 'salaryRun.request'
    : run.correction === 'reverse'
      ? 'salaryRun.reversal'
      : 'salaryRun.correction'

/**
 * How a run reads in its approval request: the group (and an off-cycle run's name) and month, for a correction the run
 * it corrects, headcount and net pay; the amount is the net pay in yuan.
 */
export const runDescription = (run: Described, groupName: string) => ({
  amount: Math.round(Number(run.net_fen) / 100),
  // An off-cycle run (or the correction of one) is named by its name after the group.
  ...titled(
    message(titleKey(run), {
      group: run.name ? `${groupName} ${run.name}` : groupName,
      month: run.month,
      run: String(run.corrects_run_id ?? ''),
    }),
  ),
  ...summarised(
    message('salaryRun.summary', {
      headcount: Number(run.headcount),
      gross: amountOfFen(run.gross_fen),
      net: amountOfFen(run.net_fen),
    }),
  ),
})

type Instance = { id: string; tenantId: number; bizId: string }

const runOfInstance = (db: Db, instance: Instance) =>
  db
    .selectFrom('salary_run')
    .selectAll()
    .where('tenant_id', '=', instance.tenantId)
    .where('id', '=', Number(instance.bizId))
    .executeTakeFirst()

/** Who moved the request last, and their comment (the workflow records the action before the outcome reaches us). */
async function lastAction(db: Db, instance: Instance): Promise<{ actor: Actor; comment: string }> {
  const action = await db
    .selectFrom('wf_action')
    .select(['actor_id', 'actor_name', 'comment'])
    .where('tenant_id', '=', instance.tenantId)
    .where('instance_id', '=', instance.id)
    .orderBy('seq', 'desc')
    .executeTakeFirst()
  return { actor: { id: action?.actor_id ?? 0, name: action?.actor_name ?? '' }, comment: action?.comment ?? '' }
}

/**
 * The run side of its approval: approved, the run is locked (and its withholding recorded); rejected or withdrawn, it
 * goes back to 'calculated' for changes; submitted again from the approval centre, it waits for approval again.
 */
export const salaryRunHandler = bizHandler(SALARY_RUN_BIZ_TYPE, {
  async describe(ctx, instance) {
    const run = await runOfInstance(ctx.db, instance)
    if (!run) return undefined
    const group = await ctx.db
      .selectFrom('salary_group')
      .select('name')
      .where('tenant_id', '=', run.tenant_id)
      .where('id', '=', run.group_id)
      .executeTakeFirst()
    return runDescription(run, group?.name ?? '')
  },
  async onFinished(ctx, instance, outcome) {
    const run = await runOfInstance(ctx.db, instance)
    if (run?.status !== 'approving' || run.instance_id !== instance.id) return
    const { actor, comment } = await lastAction(ctx.db, instance)
    if (outcome === 'approved') {
      await lockRun(ctx.db, run.tenant_id, run.id, actor, comment, ctx.now)
      return
    }
    await ctx.db
      .updateTable('salary_run')
      .set({ status: 'calculated' })
      .where('tenant_id', '=', run.tenant_id)
      .where('id', '=', run.id)
      .execute()
    await writeAudit(
      ctx.db,
      { tenantId: run.tenant_id, runId: run.id, actor, action: outcome, reason: comment },
      ctx.now,
    )
  },
  async onResubmitted(ctx, instance) {
    const run = await runOfInstance(ctx.db, instance)
    if (run?.status !== 'calculated' || run.instance_id !== instance.id) return
    await ctx.db
      .updateTable('salary_run')
      .set({ status: 'approving' })
      .where('tenant_id', '=', run.tenant_id)
      .where('id', '=', run.id)
      .execute()
    const { actor, comment } = await lastAction(ctx.db, instance)
    await writeAudit(
      ctx.db,
      { tenantId: run.tenant_id, runId: run.id, actor, action: 'submit', reason: comment },
      ctx.now,
    )
  },
})
