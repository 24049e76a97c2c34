import { openDatabase } from '../../../core/db/database'
import type { Db } from '../../../core/db/types'
import { migrateAll } from '../../../testing/migrate-all'
import { createTestDatabase, testServerUrl } from '../../../testing/pg-database'
import { tempDir } from '../../../testing/temp-dir'
import { recordMonth, withholdMonth, type MonthIncome, type MonthTax } from '..'
import { addStaff } from './staff'

// The worked examples' people on a database: each month reads what the months before recorded and the deductions
// declared, as a payroll run does.

export const T = 9
export const STEADY_ID = 1
export const DEDUCTIONS_ID = 2
export const JOINER_ID = 3
export const SEPARATE_ID = 4
export const COMBINED_ID = 5
export const FIRST_INCOME_ID = 6
export const PAID_LATER_ID = 7
export const FROM_APRIL_ID = 8
/** A tenant that started withholding in the system in June: one person employed since 2020, one who joined in March with HR's mark. */
export const ADOPTED = T + 2
export const ADOPTED_STEADY_ID = 21
export const ADOPTED_MARKED_ID = 22
export const month = (m: number) => `2026-${String(m).padStart(2, '0')}`
export const figures = (taxes: MonthTax[]) => taxes.map((t) => [t.ytdTaxable, t.rate, t.ytdTax, t.tax])

export function payOf(id: number, m: number): MonthIncome | null {
  const joiner = { employeeId: id, income: '30000.00', social: '3123.45', bonus: '0.00' }
  if (id === JOINER_ID || id === FIRST_INCOME_ID) return m >= 7 ? joiner : null
  if (id === PAID_LATER_ID) return m >= 8 ? joiner : null
  if (id === FROM_APRIL_ID && m < 4) return null
  if ((id === ADOPTED_STEADY_ID || id === ADOPTED_MARKED_ID) && m < 6) return null
  const bonus = (id === SEPARATE_ID || id === COMBINED_ID) && m === 3 ? '60000.00' : '0.00'
  return { employeeId: id, income: '20000.00', social: '2000.00', bonus }
}

/** A migrated database (on the PostgreSQL server when the tests run there) and how to drop it. */
export async function openTaxDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const dir = tempDir()
  const server = testServerUrl()
  const pgDatabase = server ? await createTestDatabase(server) : null
  const db = openDatabase({ databaseUrl: pgDatabase?.url ?? null, dataDir: dir.path })
  await migrateAll(db)
  return {
    db,
    close: async () => {
      await db.destroy()
      await pgDatabase?.drop()
      dir.remove()
    },
  }
}

/** The year 2026 withheld and recorded month by month for the worked examples' people; answers each one's months. */
export async function withholdYear(db: Db): Promise<Map<number, MonthTax[]>> {
  const byPerson = new Map<number, MonthTax[]>()
  // Entry dates from the staff records: the July joiners, the one paid from April employed since 2019.
  await addStaff(db, T, [
    { id: STEADY_ID, entry: '2018-03-01' },
    { id: DEDUCTIONS_ID, entry: '2020-05-11' },
    { id: JOINER_ID, entry: '2026-07-01' },
    { id: SEPARATE_ID, entry: '2025-12-31' },
    { id: COMBINED_ID, entry: '2026-01-05' },
    { id: FIRST_INCOME_ID, entry: '2026-07-06' },
    { id: PAID_LATER_ID, entry: '2026-07-20' },
    { id: FROM_APRIL_ID, entry: '2019-09-01' },
  ])
  await addStaff(db, ADOPTED, [
    { id: ADOPTED_STEADY_ID, entry: '2020-01-01' },
    { id: ADOPTED_MARKED_ID, entry: '2026-03-02' },
  ])
  const mark = (tenantId: number, employeeId: number) => ({
    tenant_id: tenantId,
    employee_id: employeeId,
    year: 2026,
    set_by: 1,
    set_at: 0,
  })
  await db
    .insertInto('etax_first_income')
    .values([
      mark(T, FIRST_INCOME_ID),
      mark(ADOPTED, ADOPTED_MARKED_ID),
      // A mark of another year or another tenant's changes nothing.
      { ...mark(T, JOINER_ID), year: 2025 },
      mark(T + 1, JOINER_ID),
    ])
    .execute()
  const declaration = (id: number, kind: string, choice: string, amountFen: number) => ({
    tenant_id: T,
    id,
    employee_id: DEDUCTIONS_ID,
    year: 2026,
    kind,
    start_month: 1,
    end_month: 12,
    choice,
    share: 100,
    amount_fen: amountFen,
    note: '',
    updated_at: 0,
  })
  await db
    .insertInto('etax_deduction')
    .values([
      declaration(1, 'children', '', 200_000),
      declaration(2, 'elderly', 'only', 300_000),
      // Serious illness waits for the annual settlement: never withheld monthly.
      declaration(3, 'illness', '', 2_000_000),
    ])
    .execute()
  // The same person in another tenant, and another year, change nothing here.
  await db
    .insertInto('etax_deduction')
    .values([
      { ...declaration(4, 'housingRent', '1', 150_000), tenant_id: T + 1 },
      { ...declaration(5, 'housingRent', '1', 150_000), year: 2025 },
    ])
    .execute()
  await db
    .insertInto('etax_bonus_method')
    .values({ tenant_id: T, employee_id: COMBINED_ID, year: 2026, method: 'combined', updated_at: 0 })
    .execute()
  const ids = [
    STEADY_ID,
    DEDUCTIONS_ID,
    JOINER_ID,
    SEPARATE_ID,
    COMBINED_ID,
    FIRST_INCOME_ID,
    PAID_LATER_ID,
    FROM_APRIL_ID,
  ]
  for (let m = 1; m <= 12; m++) {
    for (const [tenantId, people] of [
      [T, ids],
      [ADOPTED, [ADOPTED_STEADY_ID, ADOPTED_MARKED_ID]],
    ] as const) {
      const pay = people.map((id) => payOf(id, m)).filter((p) => p !== null)
      if (pay.length === 0) continue
      const taxes = await withholdMonth(db, tenantId, month(m), pay)
      for (const [id, tax] of taxes) byPerson.set(id, [...(byPerson.get(id) ?? []), tax])
      await recordMonth(db, tenantId, tenantId * 1000 + m, [...taxes.values()])
    }
  }
  return byPerson
}
