import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { payslipError } from '../payslip/errors'
import { amountOfFen } from '../../../core/money'
import { bankAccountsOf } from './accounts'
import type { TransferLine } from './bank-file'

/** A locked or published run of the tenant (the figures are final) with its group's name, or throws runNotFound / runNotFinal. */
export async function finalRun(db: Db, tenantId: number, runId: number, lang: Lang) {
  const run = await db
    .selectFrom('salary_run')
    .leftJoin('salary_group', (join) =>
      join
        .onRef('salary_group.tenant_id', '=', 'salary_run.tenant_id')
        .onRef('salary_group.id', '=', 'salary_run.group_id'),
    )
    .select(['salary_run.id', 'salary_run.month', 'salary_run.status', 'salary_run.net_fen', 'salary_group.name'])
    .where('salary_run.tenant_id', '=', tenantId)
    .where('salary_run.id', '=', runId)
    .executeTakeFirst()
  if (!run) throw payslipError(lang, 'runNotFound')
  if (run.status !== 'locked' && run.status !== 'published') throw payslipError(lang, 'runNotFinal')
  return { id: run.id, month: run.month, status: run.status, netFen: run.net_fen, groupName: run.name ?? '' }
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
    fen: Number(line.net_fen),
    account: accounts.get(line.employee_id)!,
  }))
}
