import type { GatewayContext } from '../../../core/context'
import type { Auth } from '../../../core/auth/guard'
import { organsOfTenant } from '../../../core/org-tree'
import { inStaffScope, staffScopeOf } from '../../access'

/** A published run with how many of its people viewed, confirmed and asked. */
export interface RunReceipts {
  runId: number
  month: string
  groupName: string
  publishedAt: number | null
  people: number
  viewed: number
  confirmed: number
  open: number
}

/** The tenant's published runs, newest month first, with counts over the people in the caller's data range. */
export async function publishedRuns(ctx: GatewayContext, auth: Auth): Promise<RunReceipts[]> {
  const tenantId = auth.session.tenant_id
  const runs = await ctx.db
    .selectFrom('salary_run')
    .leftJoin('salary_group', (join) =>
      join
        .onRef('salary_group.tenant_id', '=', 'salary_run.tenant_id')
        .onRef('salary_group.id', '=', 'salary_run.group_id'),
    )
    .select(['salary_run.id', 'salary_run.month', 'salary_group.name as group_name', 'salary_run.published_at'])
    .where('salary_run.tenant_id', '=', tenantId)
    .where('salary_run.status', '=', 'published')
    .orderBy('salary_run.month', 'desc')
    .orderBy('salary_run.id', 'desc')
    .execute()
  if (runs.length === 0) return []
  const people = await peopleOfRuns(
    ctx,
    auth,
    runs.map((run) => run.id),
  )
  return runs.map((run) => {
    const mine = people.filter((person) => person.runId === run.id)
    return {
      runId: run.id,
      month: run.month,
      groupName: run.group_name ?? '',
      publishedAt: run.published_at === null ? null : Number(run.published_at),
      people: mine.length,
      viewed: mine.filter((p) => p.viewedAt !== null).length,
      confirmed: mine.filter((p) => p.confirmedAt !== null).length,
      open: mine.reduce((sum, p) => sum + p.questions.filter((q) => q.answeredAt === null).length, 0),
    }
  })
}

export interface PersonReceipt {
  runId: number
  employeeId: number
  name: string
  jobNumber: string
  organName: string
  viewedAt: number | null
  confirmedAt: number | null
  questions: Array<{ id: number; question: string; askedAt: number; answer: string | null; answeredAt: number | null }>
}

/** The people of the runs within the caller's data range, with what they did with their payslips (no pay figures). */
export async function peopleOfRuns(ctx: GatewayContext, auth: Auth, runIds: number[]): Promise<PersonReceipt[]> {
  const tenantId = auth.session.tenant_id
  const scope = await staffScopeOf(ctx, auth.session, auth.user)
  const [rows, questions, organs] = await Promise.all([
    ctx.db
      .selectFrom('salary_line')
      .innerJoin('employee', (join) =>
        join
          .onRef('employee.id', '=', 'salary_line.employee_id')
          .onRef('employee.tenant_id', '=', 'salary_line.tenant_id'),
      )
      .leftJoin('payslip_receipt', (join) =>
        join
          .onRef('payslip_receipt.tenant_id', '=', 'salary_line.tenant_id')
          .onRef('payslip_receipt.run_id', '=', 'salary_line.run_id')
          .onRef('payslip_receipt.employee_id', '=', 'salary_line.employee_id'),
      )
      .select([
        'salary_line.run_id',
        'salary_line.employee_id',
        'salary_line.organ_id',
        'employee.name',
        'employee.job_number',
        'payslip_receipt.first_viewed_at',
        'payslip_receipt.confirmed_at',
      ])
      .where('salary_line.tenant_id', '=', tenantId)
      .where('salary_line.run_id', 'in', runIds)
      .where(inStaffScope(scope))
      .orderBy('employee.job_number')
      .orderBy('employee.id')
      .execute(),
    ctx.db
      .selectFrom('payslip_question')
      .select(['id', 'run_id', 'employee_id', 'question', 'asked_at', 'answer', 'answered_at'])
      .where('tenant_id', '=', tenantId)
      .where('run_id', 'in', runIds)
      .orderBy('id')
      .execute(),
    organsOfTenant(ctx.db, tenantId),
  ])
  const organName = new Map(organs.map((organ) => [organ.id, organ.name]))
  return rows.map((row) => ({
    runId: row.run_id,
    employeeId: row.employee_id,
    name: row.name,
    jobNumber: row.job_number,
    organName: organName.get(row.organ_id) ?? '',
    viewedAt: row.first_viewed_at == null ? null : Number(row.first_viewed_at),
    confirmedAt: row.confirmed_at == null ? null : Number(row.confirmed_at),
    questions: questions
      .filter((q) => q.run_id === row.run_id && q.employee_id === row.employee_id)
      .map((q) => ({
        id: q.id,
        question: q.question,
        askedAt: Number(q.asked_at),
        answer: q.answer,
        answeredAt: q.answered_at === null ? null : Number(q.answered_at),
      })),
  }))
}
