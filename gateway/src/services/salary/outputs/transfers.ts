import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { payslipError } from '../payslip/errors'
import { amountOfFen } from '../../../core/money'
import { bankAccountsOf } from './accounts'
import type { TransferLine } from './bank-file'

/** A locked or published run of the tenant (the figures are final), or throws runNotFound / runNotFinal. */
export async function finalRun(db: Db, tenantId: number, runId: number, lang: Lang) {
  const run = await db
    .selectFrom('salary_run')
    .select(['id', 'month', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', runId)
    .executeTakeFirst()
  if (!run) throw payslipError(lang, 'runNotFound')
  if (run.status !== 'locked' && run.status !== 'published') throw payslipError(lang, 'runNotFinal')
  return run
}

/** One transfer per person of the run with pay above zero, by job number; throws missingAccounts naming who has no account. */
export async function transfersOf(
  db: Db,
  tenantId: number,
  run: { id: number; month: string },
  lang: Lang,
): Promise<TransferLine[]> {
  const lines = await db
    .selectFrom('salary_line')
    .innerJoin('employee', (join) =>
      join
        .onRef('employee.id', '=', 'salary_line.employee_id')
        .onRef('employee.tenant_id', '=', 'salary_line.tenant_id'),
    )
    .select(['salary_line.employee_id', 'salary_line.net_fen', 'employee.name', 'employee.job_number'])
    .where('salary_line.tenant_id', '=', tenantId)
    .where('salary_line.run_id', '=', run.id)
    .where('salary_line.net_fen', '>', 0)
    .orderBy('employee.job_number')
    .orderBy('employee.id')
    .execute()
  const accounts = await bankAccountsOf(
    db,
    tenantId,
    lines.map((line) => line.employee_id),
    run.month,
  )
  const missing = lines.filter((line) => !accounts.get(line.employee_id)?.account)
  if (missing.length) {
    const names =
      missing
        .slice(0, 10)
        .map((line) => `${line.name} (${line.job_number})`)
        .join(', ') + (missing.length > 10 ? ` … (${missing.length})` : '')
    throw payslipError(lang, 'missingAccounts', { names })
  }
  return lines.map((line) => ({
    jobNumber: line.job_number,
    name: line.name,
    net: amountOfFen(line.net_fen),
    account: accounts.get(line.employee_id)!,
  }))
}
