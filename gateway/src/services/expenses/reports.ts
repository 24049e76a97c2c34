import ExcelJS from 'exceljs'
import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { amountOfFen } from '../../core/money'
import { categoriesOf } from './categories'
import { namesOf, organName } from './people'
import { expenseError, word } from './texts'

export type Dimension = 'category' | 'department' | 'month' | 'person'

const DAY_MS = 86_400_000

/** A period of at most 366 days, the end not before the start; else badPeriod. */
function checkPeriod(lang: Lang, from: string, to: string): void {
  const start = Date.parse(`${from}T00:00:00Z`)
  const end = Date.parse(`${to}T00:00:00Z`)
  if (Number.isNaN(start) || Number.isNaN(end) || end < start || (end - start) / DAY_MS > 365)
    throw expenseError(lang, 'badPeriod')
}

/**
 * The totals of approved and paid claims' lines dated in the period, by category, department (of the claim), month
 * (of the line) or person, largest first; and their grand total.
 */
export async function expenseSummary(
  db: Db,
  lang: Lang,
  tenantId: number,
  period: { from: string; to: string; by: Dimension },
) {
  checkPeriod(lang, period.from, period.to)
  const lines = await db
    .selectFrom('expense_line')
    .innerJoin('expense_claim', (join) =>
      join
        .onRef('expense_claim.tenant_id', '=', 'expense_line.tenant_id')
        .onRef('expense_claim.id', '=', 'expense_line.claim_id'),
    )
    .select([
      'expense_line.claim_id',
      'expense_line.day',
      'expense_line.category_code',
      'expense_line.amount_fen',
      'expense_claim.employee_id',
      'expense_claim.organ_id',
    ])
    .where('expense_line.tenant_id', '=', tenantId)
    .where('expense_claim.status', 'in', ['approved', 'paid'])
    .where('expense_line.day', '>=', period.from)
    .where('expense_line.day', '<=', period.to)
    .execute()
  const keyOf = (line: (typeof lines)[number]): string =>
    period.by === 'category'
      ? line.category_code
      : period.by === 'department'
        ? String(line.organ_id ?? '')
        : period.by === 'month'
          ? line.day.slice(0, 7)
          : String(line.employee_id)
  const groups = new Map<string, { fen: number; claims: Set<string> }>()
  for (const line of lines) {
    const key = keyOf(line)
    const group = groups.get(key) ?? { fen: 0, claims: new Set<string>() }
    group.fen += Number(line.amount_fen)
    group.claims.add(line.claim_id)
    groups.set(key, group)
  }
  const [categories, names] = await Promise.all([
    categoriesOf(db, tenantId),
    namesOf(
      db,
      tenantId,
      period.by === 'person' ? lines.map((l) => l.employee_id) : [],
      period.by === 'department' ? lines.flatMap((l) => (l.organ_id === null ? [] : [l.organ_id])) : [],
    ),
  ])
  const nameOf = (key: string): string => {
    if (period.by === 'month') return key
    if (period.by === 'category') {
      const category = categories.find((c) => c.code === key)
      return category ? (lang === 'en' ? category.name_en : category.name_zh) : key
    }
    if (key === '') return word(lang, 'none')
    return period.by === 'person'
      ? (names.person.get(Number(key))?.name ?? key)
      : organName(names.organ.get(Number(key)), lang) || key
  }
  const rows = [...groups.entries()]
    .map(([key, group]) => ({ key, name: nameOf(key), count: group.claims.size, total: group.fen }))
    .sort((a, b) =>
      period.by === 'month' ? a.key.localeCompare(b.key) : b.total - a.total || a.key.localeCompare(b.key),
    )
  const total = rows.reduce((sum, row) => sum + row.total, 0)
  return { rows: rows.map((row) => ({ ...row, total: amountOfFen(row.total) })), total: amountOfFen(total) }
}

/** The same totals as an .xlsx workbook (amounts as exact decimal text). */
export async function summaryWorkbook(
  lang: Lang,
  by: Dimension,
  summary: Awaited<ReturnType<typeof expenseSummary>>,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet(word(lang, by))
  sheet.addRow([word(lang, by), word(lang, 'claims'), word(lang, 'amount')]).font = { bold: true }
  for (const row of summary.rows) sheet.addRow([row.name, row.count, row.total])
  sheet.addRow([word(lang, 'total'), '', summary.total]).font = { bold: true }
  sheet.columns.forEach((column) => {
    column.width = 24
  })
  return Buffer.from(await book.xlsx.writeBuffer())
}
