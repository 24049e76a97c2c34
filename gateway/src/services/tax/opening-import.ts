import type { Auth } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { csvFile, csvRow } from '../../core/csv'
import type { Lang } from '../../core/lang'
import { inStaffScope, staffScopeOf } from '../access'
import type { Table } from '../files'
import { checkOpeningTable, columnsOf, jobNumbersOf, type RefusedRow } from './opening-check'
import { recordedFromOf, writeOpenings, type OpeningActor } from './opening-store'
import { chunks } from './store'

/** The refused rows the answer lists (the file lists them all). */
const LISTED = 200

/** What an import answers: the rows read, written and refused, and the refused rows as a CSV file in both languages. */
export interface OpeningImport {
  total: number
  valid: number
  imported: number
  refused: number
  refusedRows: Array<{ line: number; jobNumber: string; reason: string }>
  refusedCsv: string | null
}

/** The refused rows as CSV (UTF-8 with BOM, for Excel): the line, the row's own cells, the reason in Chinese and in English. */
export function refusedCsv(header: string[], refused: RefusedRow[]): string {
  const width = Math.max(header.length, ...refused.map((row) => row.cells.length))
  const titles = Array.from({ length: width }, (_, i) => header[i] ?? '')
  const lines = [csvRow(['行号 Line', ...titles, '原因', 'Reason'])]
  for (const row of refused)
    lines.push(csvRow([String(row.line), ...titles.map((_, i) => row.cells[i] ?? ''), row.reason.zh, row.reason.en]))
  return csvFile(lines)
}

/** The people of the tenant in the caller's data range by job number. */
async function peopleOf(ctx: GatewayContext, auth: Auth, jobNumbers: string[]): Promise<Map<string, number>> {
  const scope = await staffScopeOf(ctx, auth.session, auth.user)
  const byJob = new Map<string, number>()
  for (const part of chunks(jobNumbers)) {
    const rows = await ctx.db
      .selectFrom('employee')
      .select(['employee.id', 'employee.job_number'])
      .where('employee.tenant_id', '=', auth.session.tenant_id)
      .where('employee.job_number', 'in', part)
      .where(inStaffScope(scope))
      .execute()
    for (const row of rows) byJob.set(row.job_number, row.id)
  }
  return byJob
}

/**
 * Imports opening balances from a table (read off the event loop by the files service). Every row is checked first
 * (opening-check.ts); when any is refused nothing is written unless `confirm` (the user chose to import the valid
 * rows). The rows written replace the people's balances of their year, all in one transaction, each with a line in the
 * trail.
 */
export async function importOpenings(
  ctx: GatewayContext,
  auth: Auth,
  lang: Lang,
  table: Table,
  confirm: boolean,
  actor: OpeningActor,
): Promise<OpeningImport> {
  const tenantId = auth.session.tenant_id
  const { fields } = columnsOf(table.header)
  const people = await peopleOf(ctx, auth, jobNumbersOf(table, fields))
  const ids = [...new Set(people.values())]
  const years = [...new Set(table.rows.map((cells) => Number(cells[fields.indexOf('year')] ?? '')))].filter(
    (year) => Number.isInteger(year) && year >= 2000 && year <= 2100,
  )
  const recorded = new Map<number, Map<number, string>>()
  for (const year of years) recorded.set(year, await recordedFromOf(ctx.db, tenantId, year, ids))
  const { rows, refused } = checkOpeningTable(table, {
    personOf: (jobNumber) => people.get(jobNumber),
    recordedFrom: (employeeId, year) => recorded.get(year)?.get(employeeId) ?? null,
  })
  const write = rows.length > 0 && (refused.length === 0 || confirm)
  if (write) {
    const changes = rows.map((row) => ({ employeeId: row.employeeId, year: row.year, figures: row }))
    await ctx.db.transaction().execute((trx) => writeOpenings(trx, tenantId, changes, 'import', actor, ctx.now()))
  }
  const jobAt = fields.indexOf('jobNumber')
  return {
    total: table.rows.length,
    valid: rows.length,
    imported: write ? rows.length : 0,
    refused: refused.length,
    refusedRows: refused.slice(0, LISTED).map((row) => ({
      line: row.line,
      jobNumber: jobAt < 0 ? '' : (row.cells[jobAt] ?? '').trim(),
      reason: row.reason[lang],
    })),
    refusedCsv: refused.length > 0 ? refusedCsv(table.header, refused) : null,
  }
}
