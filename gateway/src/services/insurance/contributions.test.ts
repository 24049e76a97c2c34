import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../core/db/database'
import type { Db } from '../../core/db/types'
import { migrateAll } from '../../testing/migrate-all'
import { createTestDatabase, testServerUrl } from '../../testing/pg-database'
import { tempDir } from '../../testing/temp-dir'
import { contributionsOf, type InsuranceKind } from '.'

const T = 7
type Rule = [lower: number, upper: number, employee: string, employer: string]

/** One scheme version's six kinds: social insurance with one pair of limits, the housing fund with its own. */
function version(
  scheme: number,
  month: string,
  rounding: 'fen' | 'yuan',
  si: [number, number],
  hf: [number, number],
  rates: Record<InsuranceKind, [string, string]>,
) {
  const rows = Object.entries(rates).map(([kind, [employee, employer]]) => {
    const [lower, upper]: Rule | [number, number] = kind === 'housingFund' ? hf : si
    return {
      tenant_id: T,
      scheme_id: scheme,
      effective_month: month,
      kind,
      base_lower_fen: lower * 100,
      base_upper_fen: upper * 100,
      employee_rate: employee,
      employer_rate: employer,
    }
  })
  return {
    version: {
      tenant_id: T,
      scheme_id: scheme,
      effective_month: month,
      housing_rounding: rounding,
      saved_by: 1,
      saved_at: 0,
    },
    rows,
  }
}

const SHANGHAI = {
  pension: ['0.08', '0.16'],
  medical: ['0.02', '0.09'],
  unemployment: ['0.005', '0.005'],
  injury: ['0', '0.0026'],
  maternity: ['0', '0.01'],
  housingFund: ['0.07', '0.07'],
} as Record<InsuranceKind, [string, string]>
const BEIJING = { ...SHANGHAI, maternity: ['0', '0.008'], housingFund: ['0.12', '0.12'] } as Record<
  InsuranceKind,
  [string, string]
>

async function seed(db: Db): Promise<void> {
  await db
    .insertInto('insurance_scheme')
    .values([
      { tenant_id: T, id: 1, name: 'Shanghai', city: '上海', created_at: 0 },
      { tenant_id: T, id: 2, name: 'Beijing', city: '北京', created_at: 0 },
      { tenant_id: T, id: 3, name: 'Later', city: '深圳', created_at: 0 },
    ])
    .execute()
  const versions = [
    version(1, '2025-07', 'fen', [7460, 37302], [2690, 37302], SHANGHAI),
    version(1, '2026-07', 'fen', [7700, 38500], [2800, 38500], SHANGHAI),
    version(2, '2025-07', 'yuan', [7162, 35811], [2540, 35811], BEIJING),
    version(3, '2027-01', 'fen', [5000, 30000], [2500, 30000], SHANGHAI),
  ]
  await db
    .insertInto('insurance_scheme_version')
    .values(versions.map((v) => v.version))
    .execute()
  await db
    .insertInto('insurance_rate')
    .values(versions.flatMap((v) => v.rows))
    .execute()
  const base = (employee_id: number, effective_month: string, scheme_id: number, base_fen: number) => ({
    tenant_id: T,
    employee_id,
    effective_month,
    scheme_id,
    base_fen,
    saved_by: 1,
    saved_at: 0,
  })
  await db
    .insertInto('insurance_base')
    .values([
      base(1, '2025-07', 1, 500_000), // below the lower limit
      base(2, '2025-07', 1, 5_000_000), // above the upper limit
      base(4, '2025-07', 2, 1_003_750), // housing fund 0.12 × 10037.50 = 1204.5: half up to the yuan
      base(5, '2025-07', 1, 800_100), // unemployment 0.005 × 8001.00 = 40.005: half up to the fen
      base(6, '2025-07', 1, 1_000_000),
      base(6, '2026-04', 2, 2_000_000), // moves to Beijing in April
      base(7, '2025-07', 3, 1_000_000), // a scheme that starts later
      // Another tenant's row is never read.
      { ...base(8, '2025-07', 1, 1_000_000), tenant_id: T + 1 },
    ])
    .execute()
}

const byKind = (list: Array<{ kind: string }> | undefined) =>
  Object.fromEntries((list ?? []).map(({ kind, ...rest }) => [kind, rest]))

describe('contributions of a month (contributionsOf)', () => {
  const dir = tempDir()
  const server = testServerUrl()
  let pgDatabase: Awaited<ReturnType<typeof createTestDatabase>> | null = null
  let db: Db

  beforeAll(async () => {
    pgDatabase = server ? await createTestDatabase(server) : null
    db = openDatabase({ databaseUrl: pgDatabase?.url ?? null, dataDir: dir.path })
    await migrateAll(db)
    await seed(db)
  })
  afterAll(async () => {
    await db.destroy()
    await pgDatabase?.drop()
    dir.remove()
  })

  it('raises a base below the lower limit to that limit in every kind, each share rounded to the fen', async () => {
    const one = byKind((await contributionsOf(db, T, '2026-03', [1])).get(1))
    expect(one).toEqual({
      pension: { base: '7460.00', employee: '596.80', employer: '1193.60' },
      medical: { base: '7460.00', employee: '149.20', employer: '671.40' },
      unemployment: { base: '7460.00', employee: '37.30', employer: '37.30' },
      // 7460 × 0.0026 = 19.396
      injury: { base: '7460.00', employee: '0.00', employer: '19.40' },
      maternity: { base: '7460.00', employee: '0.00', employer: '74.60' },
      // The housing fund's own lower limit (2690) is below 5000: the base stands.
      housingFund: { base: '5000.00', employee: '350.00', employer: '350.00' },
    })
  })

  it('cuts a base above the upper limit down to it', async () => {
    const two = byKind((await contributionsOf(db, T, '2026-03', [2])).get(2))
    expect(two.pension).toEqual({ base: '37302.00', employee: '2984.16', employer: '5968.32' })
    // 37302 × 0.0026 = 96.9852
    expect(two.injury).toEqual({ base: '37302.00', employee: '0.00', employer: '96.99' })
    expect(two.housingFund).toEqual({ base: '37302.00', employee: '2611.14', employer: '2611.14' })
  })

  it('rounds half up: to the fen, and the housing fund to the yuan where the scheme says so', async () => {
    const answer = await contributionsOf(db, T, '2026-03', [4, 5])
    expect(byKind(answer.get(5)).unemployment).toEqual({ base: '8001.00', employee: '40.01', employer: '40.01' })
    const four = byKind(answer.get(4))
    expect(four.housingFund).toEqual({ base: '10037.50', employee: '1205.00', employer: '1205.00' })
    // Other kinds of a yuan scheme stay at the fen: 10037.50 × 0.005 = 50.1875.
    expect(four.unemployment).toEqual({ base: '10037.50', employee: '50.19', employer: '50.19' })
    expect(four.maternity).toEqual({ base: '10037.50', employee: '0.00', employer: '80.30' })
  })

  it('follows a change of scheme and base from its effective month, and a new version of the scheme from its month', async () => {
    const march = byKind((await contributionsOf(db, T, '2026-03', [6])).get(6))
    const april = byKind((await contributionsOf(db, T, '2026-04', [6])).get(6))
    expect(march.pension).toEqual({ base: '10000.00', employee: '800.00', employer: '1600.00' })
    expect(march.housingFund).toEqual({ base: '10000.00', employee: '700.00', employer: '700.00' })
    expect(april.pension).toEqual({ base: '20000.00', employee: '1600.00', employer: '3200.00' })
    expect(april.housingFund).toEqual({ base: '20000.00', employee: '2400.00', employer: '2400.00' })
    // Shanghai's limits of July 2026 raise person 1's base from 7460 to 7700.
    const july = byKind((await contributionsOf(db, T, '2026-07', [1])).get(1))
    expect(july.pension).toEqual({ base: '7700.00', employee: '616.00', employer: '1232.00' })
  })

  it('leaves out people without a scheme, before their first change, on a scheme not yet in force, or of another tenant', async () => {
    const answer = await contributionsOf(db, T, '2026-03', [1, 3, 7, 8, 999])
    expect([...answer.keys()]).toEqual([1])
    expect((await contributionsOf(db, T, '2025-06', [1, 2])).size).toBe(0)
    expect((await contributionsOf(db, T, '2026-03', [])).size).toBe(0)
    expect(answer.get(1)!.map((c) => c.kind)).toEqual([
      'pension',
      'medical',
      'unemployment',
      'injury',
      'maternity',
      'housingFund',
    ])
  })

  it('computes 10,000 people in batches', async () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => 100_000 + i)
    for (let start = 0; start < ids.length; start += 100) {
      await db
        .insertInto('insurance_base')
        .values(
          ids.slice(start, start + 100).map((employee_id, i) => ({
            tenant_id: T,
            employee_id,
            effective_month: '2025-07',
            scheme_id: 1 + ((start + i) % 2),
            base_fen: 600_000 + (start + i) * 37,
            saved_by: 1,
            saved_at: 0,
          })),
        )
        .execute()
    }
    const started = performance.now()
    const answer = await contributionsOf(db, T, '2026-03', ids)
    console.info(`contributionsOf: 10,000 people in ${Math.round(performance.now() - started)} ms`)
    expect(answer.size).toBe(10_000)
    // 600000 + 9999 × 37 fen = 9699.63 yuan on Beijing (odd index): pension 775.9704 → 775.97; housing fund 1163.9556 → 1164 yuan.
    expect(byKind(answer.get(109_999)).pension).toEqual({ base: '9699.63', employee: '775.97', employer: '1551.94' })
    expect(byKind(answer.get(109_999)).housingFund).toEqual({
      base: '9699.63',
      employee: '1164.00',
      employer: '1164.00',
    })
  })
})
