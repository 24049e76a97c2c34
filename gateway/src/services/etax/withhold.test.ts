import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../core/db/database'
import type { Db } from '../../core/db/types'
import { migrateAll } from '../../testing/migrate-all'
import { createTestDatabase, testServerUrl } from '../../testing/pg-database'
import { tempDir } from '../../testing/temp-dir'
import { recordMonth, withholdMonth, type MonthIncome, type MonthTax } from '.'
import { addStaff } from './testing/staff'
import {
  BONUS_COMBINED,
  FIRST_INCOME,
  FIRST_PAID_LATER,
  FROM_APRIL,
  JOINER,
  STEADY,
  WITH_DEDUCTIONS,
} from './testing/worked-examples'

// The worked examples again, through withholdMonth and recordMonth on a database: each month reads what the months
// before recorded and the deductions declared, as a payroll run does; the figures are the hand-computed ones.

const T = 9
const STEADY_ID = 1
const DEDUCTIONS_ID = 2
const JOINER_ID = 3
const SEPARATE_ID = 4
const COMBINED_ID = 5
const FIRST_INCOME_ID = 6
const PAID_LATER_ID = 7
const FROM_APRIL_ID = 8
/** A tenant that started withholding in the system in June: one person employed since 2020, one who joined in March with HR's mark. */
const ADOPTED = T + 2
const ADOPTED_STEADY_ID = 21
const ADOPTED_MARKED_ID = 22
const month = (m: number) => `2026-${String(m).padStart(2, '0')}`
const figures = (taxes: MonthTax[]) => taxes.map((t) => [t.ytdTaxable, t.rate, t.ytdTax, t.tax])

function payOf(id: number, m: number): MonthIncome | null {
  const joiner = { employeeId: id, income: '30000.00', social: '3123.45', bonus: '0.00' }
  if (id === JOINER_ID || id === FIRST_INCOME_ID) return m >= 7 ? joiner : null
  if (id === PAID_LATER_ID) return m >= 8 ? joiner : null
  if (id === FROM_APRIL_ID && m < 4) return null
  if ((id === ADOPTED_STEADY_ID || id === ADOPTED_MARKED_ID) && m < 6) return null
  const bonus = (id === SEPARATE_ID || id === COMBINED_ID) && m === 3 ? '60000.00' : '0.00'
  return { employeeId: id, income: '20000.00', social: '2000.00', bonus }
}

describe('withholdMonth and recordMonth over a year', () => {
  const dir = tempDir()
  const server = testServerUrl()
  let pgDatabase: Awaited<ReturnType<typeof createTestDatabase>> | null = null
  let db: Db
  const byPerson = new Map<number, MonthTax[]>()

  beforeAll(async () => {
    pgDatabase = server ? await createTestDatabase(server) : null
    db = openDatabase({ databaseUrl: pgDatabase?.url ?? null, dataDir: dir.path })
    await migrateAll(db)
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
  })
  afterAll(async () => {
    await db?.destroy()
    await pgDatabase?.drop()
    dir.remove()
  })

  it('(a) withholds a steady salary as computed by hand', () => {
    expect(figures(byPerson.get(STEADY_ID)!)).toEqual(STEADY)
  })

  it("(b) deducts children's education and elderly support declared for the year, never the serious illness amount", () => {
    expect(figures(byPerson.get(DEDUCTIONS_ID)!)).toEqual(WITH_DEDUCTIONS)
    expect(byPerson.get(DEDUCTIONS_ID)![11].ytdSpecial).toBe('60000.00')
  })

  it('(c) counts a July joiner who had wage income elsewhere from the month they joined', () => {
    expect(figures(byPerson.get(JOINER_ID)!)).toEqual(JOINER)
    expect(byPerson.get(JOINER_ID)![5]).toMatchObject({ month: '2026-12', ytdBasic: '30000.00', ytdSocial: '18740.70' })
  })

  it("(d) taxes March's 60,000 bonus by each person's method: separate 5,790.00 beside the wages, combined inside them", () => {
    expect(figures(byPerson.get(SEPARATE_ID)!)).toEqual(STEADY)
    expect(byPerson.get(SEPARATE_ID)![2].bonus).toEqual({ amount: '60000.00', method: 'separate', tax: '5790.00' })
    expect(figures(byPerson.get(COMBINED_ID)!)).toEqual(BONUS_COMBINED)
    expect(byPerson.get(COMBINED_ID)![2].bonus).toEqual({ amount: '60000.00', method: 'combined', tax: '0.00' })
  })

  it('(e) counts the basic deduction from January for a July joiner marked as having had no wage income earlier this year', () => {
    expect(figures(byPerson.get(FIRST_INCOME_ID)!)).toEqual(FIRST_INCOME)
    expect(byPerson.get(FIRST_INCOME_ID)!.map((t) => t.ytdBasic)).toEqual([
      '35000.00',
      '40000.00',
      '45000.00',
      '50000.00',
      '55000.00',
      '60000.00',
    ])
  })

  it('(f) counts from the month of joining when the first pay comes a month later', () => {
    expect(figures(byPerson.get(PAID_LATER_ID)!)).toEqual(FIRST_PAID_LATER)
    expect(byPerson.get(PAID_LATER_ID)![0]).toMatchObject({ month: '2026-08', ytdBasic: '10000.00' })
  })

  it('(g) counts from January for someone employed all year whose first pay here is in April', () => {
    expect(figures(byPerson.get(FROM_APRIL_ID)!)).toEqual(FROM_APRIL)
    expect(byPerson.get(FROM_APRIL_ID)![0]).toMatchObject({
      month: '2026-04',
      ytdBasic: '20000.00',
      ytdIncome: '20000.00',
    })
  })

  it('(h) starts every figure at the first month the company withheld in the system when it moved to it in June', () => {
    // Employed since 2020: June is counted as the first month, as STEADY's January.
    expect(figures(byPerson.get(ADOPTED_STEADY_ID)!)).toEqual(STEADY.slice(0, 7))
    expect(byPerson.get(ADOPTED_STEADY_ID)![0]).toMatchObject({ month: '2026-06', ytdBasic: '5000.00' })
    // Joined in March with HR's mark: March to May are not in the system, so the mark cannot apply and June starts the count.
    expect(figures(byPerson.get(ADOPTED_MARKED_ID)!)).toEqual(STEADY.slice(0, 7))
  })

  it("records each month's own figures in fen, with the year's special deductions by kind", async () => {
    const rows = await db
      .selectFrom('etax_withholding')
      .selectAll()
      .where('tenant_id', '=', T)
      .where('employee_id', '=', COMBINED_ID)
      .orderBy('month')
      .execute()
    expect(rows).toHaveLength(12)
    expect(rows[2]).toMatchObject({
      month: '2026-03',
      income_fen: 2_000_000,
      bonus_fen: 6_000_000,
      bonus_method: 'combined',
      social_fen: 200_000,
      tax_fen: 660_000,
      ytd_income_fen: 12_000_000,
    })
    const december = await db
      .selectFrom('etax_withholding')
      .selectAll()
      .where('tenant_id', '=', T)
      .where('employee_id', '=', DEDUCTIONS_ID)
      .where('month', '=', '2026-12')
      .executeTakeFirstOrThrow()
    expect(december).toMatchObject({ special_fen: 500_000, ytd_special_fen: 6_000_000, tax_fen: 80_000 })
    expect(JSON.parse(december.special_detail)).toEqual({
      children: '24000.00',
      education: '0.00',
      housingLoan: '0.00',
      housingRent: '0.00',
      elderly: '36000.00',
      infant: '0.00',
    })
  })

  it("replaces a run's records when recorded again, and later months build on the new figures", async () => {
    // March of the steady person recalculated at 21,000: the run's rows are replaced, not added to.
    const march = await withholdMonth(db, T, '2026-03', [
      { employeeId: STEADY_ID, income: '21000.00', social: '2000.00', bonus: '0.00' },
    ])
    await recordMonth(db, T, T * 1000 + 3, [...march.values()])
    const rows = await db
      .selectFrom('etax_withholding')
      .select(['employee_id', 'income_fen'])
      .where('tenant_id', '=', T)
      .where('run_id', '=', T * 1000 + 3)
      .execute()
    expect(rows).toEqual([{ employee_id: STEADY_ID, income_fen: 2_100_000 }])
    // April sees 3 months: 20,000 + 20,000 + 21,000 + 20,000 − 20,000 − 8,000 = 53,000 → 2,780; withheld 390 + 390 + 700 (40,000 × 10% − 2,520 − 780) = 1,480.
    expect(march.get(STEADY_ID)!.tax).toBe('700.00')
    const april = (await withholdMonth(db, T, '2026-04', [payOf(STEADY_ID, 4)!])).get(STEADY_ID)!
    expect([april.ytdTaxable, april.ytdTax, april.withheldBefore, april.tax]).toEqual([
      '53000.00',
      '2780.00',
      '1480.00',
      '1300.00',
    ])
  })

  it('keeps to the tenant: the same people in another tenant start the year afresh', async () => {
    const other = (await withholdMonth(db, T + 1, '2026-12', [payOf(DEDUCTIONS_ID, 12)!])).get(DEDUCTIONS_ID)!
    expect([other.ytdBasic, other.ytdSpecial, other.withheldBefore]).toEqual(['5000.00', '1500.00', '0.00'])
  })

  it('withholds December for 10,000 people with eleven recorded months each (the time is printed)', async () => {
    const B = 50
    const ids = Array.from({ length: 10_000 }, (_, i) => 10_000 + i)
    const record = (id: number, m: number) => ({
      tenant_id: B,
      run_id: m,
      employee_id: id,
      month: month(m),
      income_fen: 2_000_000,
      social_fen: 200_000,
      special_fen: 0,
      bonus_fen: 0,
      bonus_method: null,
      bonus_tax_fen: 0,
      ytd_income_fen: 0,
      ytd_basic_fen: 0,
      ytd_social_fen: 0,
      ytd_special_fen: 0,
      ytd_taxable_fen: 0,
      rate: '0.10',
      quick_deduction_fen: 0,
      ytd_tax_fen: 0,
      withheld_before_fen: 0,
      tax_fen: m === 1 || m === 2 ? 39_000 : m === 3 ? 60_000 : 130_000,
      special_detail: '{}',
      social_detail: '',
      recorded_at: 0,
    })
    await db.transaction().execute(async (trx) => {
      for (let m = 1; m <= 11; m++)
        for (let i = 0; i < ids.length; i += 400)
          await trx
            .insertInto('etax_withholding')
            .values(ids.slice(i, i + 400).map((id) => record(id, m)))
            .execute()
      for (let i = 0; i < ids.length; i += 400) {
        await trx
          .insertInto('etax_deduction')
          .values(
            ids.slice(i, i + 400).map((id) => ({
              tenant_id: B,
              id,
              employee_id: id,
              year: 2026,
              kind: 'children',
              start_month: 1,
              end_month: 12,
              choice: '',
              share: 100,
              amount_fen: 200_000,
              note: '',
              updated_at: 0,
            })),
          )
          .execute()
      }
    })
    const started = performance.now()
    const taxes = await withholdMonth(
      db,
      B,
      '2026-12',
      ids.map((id) => payOf(id, 12)!),
    )
    const withheld = performance.now() - started
    await recordMonth(db, B, 12, [...taxes.values()])
    const recorded = performance.now() - started - withheld
    console.log(`withholdMonth for 10,000 people: ${Math.round(withheld)} ms; recordMonth: ${Math.round(recorded)} ms`)
    expect(taxes.size).toBe(10_000)
    // 240,000 − 60,000 − 24,000 − 24,000 = 132,000 → 13,200 − 2,520 = 10,680; withheld 390 + 390 + 600 + 8 × 1,300 = 11,780: 0 this month.
    expect(taxes.get(ids[0])).toMatchObject({
      ytdTaxable: '132000.00',
      ytdTax: '10680.00',
      withheldBefore: '11780.00',
      tax: '0.00',
    })
  }, 120_000)
})
