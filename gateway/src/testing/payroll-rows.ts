import type { Db } from '../core/db/types'

/**
 * A payroll run written straight into salary_run with one line per person (net pay in fen; the other totals fixed),
 * for tests outside the salary service that need pay data (the assistant, the search): its own calculation is not theirs.
 */
export async function insertPayrollRun(
  db: Db,
  run: { tenantId: number; id: number; month: string; status: 'calculated' | 'locked' | 'published' },
  lines: Array<{ employeeId: number; organId: number; netFen: number }>,
): Promise<void> {
  const now = Date.now()
  await db
    .insertInto('salary_run')
    .values({
      tenant_id: run.tenantId,
      id: run.id,
      group_id: run.id,
      month: run.month,
      status: run.status,
      instance_id: null,
      headcount: lines.length,
      gross_fen: 0,
      net_fen: 0,
      tax_fen: 0,
      employer_fen: 0,
      threshold: '10',
      kind: 'regular',
      name: '',
      corrects_run_id: null,
      correction: '',
      created_by: 1,
      created_at: now,
      calculated_at: now,
      locked_at: null,
      published_at: null,
    })
    .execute()
  await db
    .insertInto('salary_line')
    .values(
      lines.map((line) => ({
        tenant_id: run.tenantId,
        run_id: run.id,
        employee_id: line.employeeId,
        organ_id: line.organId,
        cost_centre: '',
        inputs: '{}',
        tax_record: '',
        detail: '{}',
        gross_fen: 1_600_000,
        deduction_fen: 68_966,
        social_fen: 262_500,
        tax_fen: 23_056,
        net_fen: line.netFen,
        employer_fen: 532_500,
        previous_net_fen: null,
        calculated_at: now,
      })),
    )
    .execute()
}
