import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import type { Table } from '../../files'
import { csvFile, csvRow } from '../../../core/csv'
import { writeAudit, type Actor } from '../audit'
import { salaryError, salaryWord } from '../errors'
import { amountOf, parseAmount } from '../../../core/money'
import type { SalaryItemTable, SalaryRunTable } from '../tables'
import { requireStatus } from './run-store'
import { isExpenseItem } from './expense-inputs'

/** The input items (entered per month) a run's group pays, in their order; not the two expenses fills (expense-inputs.ts). */
export async function inputItemsOf(db: Db, tenantId: number, groupId: number): Promise<SalaryItemTable[]> {
  const items = await db
    .selectFrom('salary_item')
    .innerJoin('salary_group_item', (join) =>
      join
        .onRef('salary_group_item.tenant_id', '=', 'salary_item.tenant_id')
        .onRef('salary_group_item.item_id', '=', 'salary_item.id'),
    )
    .selectAll('salary_item')
    .where('salary_item.tenant_id', '=', tenantId)
    .where('salary_group_item.group_id', '=', groupId)
    .where('salary_item.source', '=', 'input')
    .orderBy('salary_item.sort')
    .orderBy('salary_item.id')
    .execute()
  return items.filter((item) => !isExpenseItem(item.code))
}

/** Input changes make a calculated run a draft again: it must be calculated before it is submitted. */
async function afterInputs(db: Db, run: SalaryRunTable): Promise<void> {
  if (run.status === 'calculated')
    await db
      .updateTable('salary_run')
      .set({ status: 'draft' })
      .where('tenant_id', '=', run.tenant_id)
      .where('id', '=', run.id)
      .execute()
}

/** Sets one person's inputs ('' clears one); answers the inputs as stored. */
export async function setInputs(
  db: Db,
  run: SalaryRunTable,
  employeeId: number,
  values: Record<string, string>,
  actor: Actor,
  now: number,
  lang: Lang,
) {
  requireStatus(run, ['draft', 'calculated'], lang, 'changed')
  const tenantId = run.tenant_id
  const items = await inputItemsOf(db, tenantId, run.group_id)
  const line = await db
    .selectFrom('salary_line')
    .select('inputs')
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', run.id)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst()
  if (!line) throw salaryError(lang, 'notInRun')
  const before = JSON.parse(line.inputs) as Record<string, string>
  const after = { ...before }
  for (const [code, text] of Object.entries(values)) {
    const item = items.find((one) => one.code === code)
    if (!item) throw salaryError(lang, 'badItem', { reason: salaryWord(lang, 'notInput', { code }) })
    if (text.trim() === '') {
      delete after[code]
      continue
    }
    const amount = parseAmount(text)
    const name = lang === 'en' ? item.name_en : item.name_zh
    if (!amount) throw salaryError(lang, 'badAmount', { item: name })
    // An off-cycle run pays amounts: none is negative.
    if (run.kind === 'offCycle' && amount.isNegative()) throw salaryError(lang, 'negativeAmount', { item: name })
    after[code] = amountOf(amount)
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('salary_line')
      .set({ inputs: JSON.stringify(after) })
      .where('tenant_id', '=', tenantId)
      .where('run_id', '=', run.id)
      .where('employee_id', '=', employeeId)
      .execute()
    await afterInputs(trx, run)
    await writeAudit(
      trx,
      { tenantId, runId: run.id, employeeId, actor, action: 'inputs', detail: { before, after } },
      now,
    )
  })
  return after
}

/** A refused row of an import (the file's first line is 1) and why. */
export interface Reject {
  line: number
  jobNumber: string
  reason: string
}

const norm = (text: string) => text.trim().toLowerCase()

/** A column of names (the template has one, for the reader) is not an item: the import passes over it. */
const isNameTitle = (title: string) =>
  [salaryWord('zh', 'personName'), salaryWord('en', 'personName')].some((name) => norm(name) === norm(title))

/**
 * Imports inputs from a table: the first column holds job numbers, each other column an input item of the group (its
 * code or its name in either language) or the people's names (passed over). Blank cells change nothing. Rows of people not in the run, with an amount that
 * is not one, or repeating a job number are refused with their reason; the others are stored together.
 */
export async function importInputs(db: Db, run: SalaryRunTable, table: Table, actor: Actor, now: number, lang: Lang) {
  requireStatus(run, ['draft', 'calculated'], lang, 'changed')
  const tenantId = run.tenant_id
  const items = await inputItemsOf(db, tenantId, run.group_id)
  const columns = table.header.slice(1).map((title) => {
    if (!title.trim() || isNameTitle(title)) return null
    const item = items.find((one) => [one.code, one.name_zh, one.name_en].some((name) => norm(name) === norm(title)))
    if (!item) throw salaryError(lang, 'badFile', { reason: salaryWord(lang, 'unknownColumn', { name: title.trim() }) })
    return item
  })
  if (!table.header[0]?.trim()) throw salaryError(lang, 'badFile', { reason: salaryWord(lang, 'noJobColumn') })
  const people = await db
    .selectFrom('salary_line')
    .innerJoin('employee', (join) =>
      join
        .onRef('employee.tenant_id', '=', 'salary_line.tenant_id')
        .onRef('employee.id', '=', 'salary_line.employee_id'),
    )
    .select(['salary_line.employee_id', 'salary_line.inputs', 'employee.job_number'])
    .where('salary_line.tenant_id', '=', tenantId)
    .where('salary_line.run_id', '=', run.id)
    .execute()
  const byJob = new Map(people.map((person) => [person.job_number, person]))
  const rejects: Reject[] = []
  const seen = new Map<string, number>()
  const changes = new Map<number, Record<string, string>>()
  table.rows.forEach((cells, index) => {
    const line = index + 2
    const jobNumber = (cells[0] ?? '').trim()
    const person = byJob.get(jobNumber)
    if (!person) {
      rejects.push({ line, jobNumber, reason: salaryWord(lang, 'rowNotInRun') })
      return
    }
    if (seen.has(jobNumber)) {
      rejects.push({ line, jobNumber, reason: salaryWord(lang, 'repeatedRow', { line: seen.get(jobNumber)! }) })
      return
    }
    seen.set(jobNumber, line)
    const values: Record<string, string> = {}
    for (const [at, item] of columns.entries()) {
      const text = (cells[at + 1] ?? '').trim()
      if (!item || text === '') continue
      const amount = parseAmount(text)
      if (!amount || (run.kind === 'offCycle' && amount.isNegative())) {
        const word = amount ? 'negativeCell' : 'badCell'
        rejects.push({ line, jobNumber, reason: salaryWord(lang, word, { column: table.header[at + 1].trim() }) })
        return
      }
      values[item.code] = amountOf(amount)
    }
    changes.set(person.employee_id, { ...(JSON.parse(person.inputs) as Record<string, string>), ...values })
  })
  if (changes.size > 0) {
    await db.transaction().execute(async (trx) => {
      for (const [employeeId, inputs] of changes) {
        await trx
          .updateTable('salary_line')
          .set({ inputs: JSON.stringify(inputs) })
          .where('tenant_id', '=', tenantId)
          .where('run_id', '=', run.id)
          .where('employee_id', '=', employeeId)
          .execute()
      }
      await afterInputs(trx, run)
      await writeAudit(
        trx,
        {
          tenantId,
          runId: run.id,
          actor,
          action: 'import',
          detail: { rows: table.rows.length, imported: changes.size, rejected: rejects.length },
        },
        now,
      )
    })
  }
  return {
    total: table.rows.length,
    imported: changes.size,
    rejected: rejects.length,
    rejects: rejects.slice(0, 200),
    rejectsCsv: rejects.length ? rejectsCsv(lang, rejects) : null,
  }
}

/** The rejects as CSV (UTF-8 with BOM, for Excel): line, job number, reason. */
function rejectsCsv(lang: Lang, rejects: Reject[]): string {
  const lines = [csvRow([salaryWord(lang, 'line'), salaryWord(lang, 'jobNumber'), salaryWord(lang, 'reason')])]
  for (const reject of rejects) lines.push(csvRow([String(reject.line), reject.jobNumber, reject.reason]))
  return csvFile(lines)
}
