import SQLite from 'better-sqlite3'
import { databaseOf } from './product'

/**
 * What a locked payroll run leaves in the database of the product serving `url` (etax's recordMonth): the account's
 * staff member withheld in `month` as their only month of the year (records another test's run left are removed), at
 * 20,000 with 2,000 social insurance and no special deductions: 13,000 taxable × 3% = 390.00. Known figures for the tax
 * pages; the payroll e2e (payroll-month.spec.ts) drives a real run.
 */
export function addWithholdingRecord(
  url: string,
  input: { userName: string; month: string; runId: number },
): { employeeId: number; jobNumber: string } {
  const db = new SQLite(databaseOf(url), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  try {
    const person = db
      .prepare(
        'select e.id, e.job_number, e.tenant_id from app_user u join employee e on e.id = u.employee_id where u.user_name = ?',
      )
      .get(input.userName) as { id: number; job_number: string; tenant_id: number }
    db.prepare('delete from etax_withholding where tenant_id = ? and employee_id = ? and month like ?').run(
      person.tenant_id,
      person.id,
      `${input.month.slice(0, 4)}-%`,
    )
    db.prepare(`insert into etax_withholding (tenant_id, run_id, employee_id, month, income_fen, social_fen, special_fen, bonus_fen, bonus_method, bonus_tax_fen,
      ytd_income_fen, ytd_basic_fen, ytd_social_fen, ytd_special_fen, ytd_taxable_fen, rate, quick_deduction_fen, ytd_tax_fen, withheld_before_fen, tax_fen,
      special_detail, recorded_at) values (?, ?, ?, ?, 2000000, 200000, 0, 0, null, 0, 2000000, 500000, 200000, 0, 1300000, '0.03', 0, 39000, 0, 39000, '{}', ?)`).run(
      person.tenant_id,
      input.runId,
      person.id,
      input.month,
      Date.now(),
    )
    return { employeeId: person.id, jobNumber: person.job_number }
  } finally {
    db.close()
  }
}

/**
 * A staff member of tenant 1 without an account (the last on the job), made to have joined on `entryDate`
 * ('YYYY-MM-DD') with no withholding recorded this year and no mark: a joiner for the tax pages.
 */
export function addJoiner(url: string, entryDate: string): { employeeId: number; name: string } {
  const db = new SQLite(databaseOf(url), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  try {
    const person = db
      .prepare(`select e.id, e.name from employee e where e.tenant_id = 1 and e.status = 1
      and not exists (select 1 from app_user u where u.employee_id = e.id) order by e.id desc limit 1`)
      .get() as { id: number; name: string }
    db.prepare('update employee set entry_date = ? where id = ?').run(Date.parse(`${entryDate}T00:00:00Z`), person.id)
    db.prepare('delete from etax_withholding where tenant_id = 1 and employee_id = ? and month like ?').run(
      person.id,
      `${entryDate.slice(0, 4)}-%`,
    )
    db.prepare('delete from etax_first_income where tenant_id = 1 and employee_id = ?').run(person.id)
    return { employeeId: person.id, name: person.name }
  } finally {
    db.close()
  }
}
