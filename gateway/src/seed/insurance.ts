import type { Db } from '../core/db/types'
import type { InsuranceBaseTable, InsuranceKind, InsuranceRateTable } from '../services/insurance'

type Rule = [lowerYuan: number, upperYuan: number, employee: string, employer: string]

/**
 * The demo tenant's own configuration of its two schemes (illustrative figures in the range of Shanghai's and
 * Hangzhou's published limits, not an official table): a tenant keeps its schemes up to date itself.
 */
const SCHEMES: Array<{
  id: number
  name: string
  city: string
  versions: Array<{ month: string; rounding: 'fen' | 'yuan'; rules: Record<InsuranceKind, Rule> }>
}> = [
  {
    id: 1,
    name: '上海社保',
    city: '上海',
    versions: [
      {
        month: '2025-07',
        rounding: 'fen',
        rules: {
          pension: [7460, 37302, '0.08', '0.16'],
          medical: [7460, 37302, '0.02', '0.09'],
          unemployment: [7460, 37302, '0.005', '0.005'],
          injury: [7460, 37302, '0', '0.0026'],
          maternity: [7460, 37302, '0', '0.01'],
          housingFund: [2690, 37302, '0.07', '0.07'],
        },
      },
      {
        month: '2026-07',
        rounding: 'fen',
        rules: {
          pension: [7700, 38500, '0.08', '0.16'],
          medical: [7700, 38500, '0.02', '0.09'],
          unemployment: [7700, 38500, '0.005', '0.005'],
          injury: [7700, 38500, '0', '0.0026'],
          maternity: [7700, 38500, '0', '0.01'],
          housingFund: [2800, 38500, '0.07', '0.07'],
        },
      },
    ],
  },
  {
    // Hangzhou rounds the housing fund's shares to the whole yuan (a scheme option).
    id: 2,
    name: '杭州社保',
    city: '杭州',
    versions: [
      {
        month: '2025-07',
        rounding: 'yuan',
        rules: {
          pension: [4812, 24930, '0.08', '0.16'],
          medical: [4812, 24930, '0.02', '0.095'],
          unemployment: [4812, 24930, '0.005', '0.005'],
          injury: [4812, 24930, '0', '0.002'],
          maternity: [4812, 24930, '0', '0.005'],
          housingFund: [2490, 36000, '0.12', '0.12'],
        },
      },
    ],
  },
]

/** A plausible monthly salary of each demo salary grade (employee_profile.salary_grade), in yuan: the contribution base. */
const PAY_OF_GRADE: Record<string, number> = {
  P3: 6000,
  P4: 9000,
  P5: 13000,
  P6: 18000,
  P7: 25000,
  P8: 33000,
  P9: 42000,
}

/**
 * Tenant 1's insurance schemes (Shanghai for the company, Hangzhou for the Hangzhou sales team) and every one of its
 * employees on one of them from July 2025 (or their entry month), with a base from their salary grade clamped into
 * the scheme's limits. Bulk inserts: the seed stays fast.
 */
export async function seedInsurance(db: Db, now: number): Promise<void> {
  const rates: InsuranceRateTable[] = []
  for (const scheme of SCHEMES) {
    await db
      .insertInto('insurance_scheme')
      .values({ tenant_id: 1, id: scheme.id, name: scheme.name, city: scheme.city, created_at: now })
      .execute()
    await db
      .insertInto('insurance_scheme_version')
      .values(
        scheme.versions.map((v) => ({
          tenant_id: 1,
          scheme_id: scheme.id,
          effective_month: v.month,
          housing_rounding: v.rounding,
          saved_by: 1,
          saved_at: now,
        })),
      )
      .execute()
    for (const v of scheme.versions) {
      for (const [kind, [lower, upper, employee, employer]] of Object.entries(v.rules)) {
        rates.push({
          tenant_id: 1,
          scheme_id: scheme.id,
          effective_month: v.month,
          kind,
          base_lower_fen: lower * 100,
          base_upper_fen: upper * 100,
          employee_rate: employee,
          employer_rate: employer,
        })
      }
    }
  }
  await db.insertInto('insurance_rate').values(rates).execute()

  const hangzhou = await db
    .selectFrom('organ')
    .select('id')
    .where('tenant_id', '=', 1)
    .where('name', '=', '杭州销售组')
    .executeTakeFirst()
  const people = await db
    .selectFrom('employee')
    .leftJoin('employee_profile', (join) =>
      join
        .onRef('employee_profile.employee_id', '=', 'employee.id')
        .onRef('employee_profile.tenant_id', '=', 'employee.tenant_id'),
    )
    .select(['employee.id', 'employee.organ_id', 'employee.entry_date', 'employee_profile.salary_grade'])
    .where('employee.tenant_id', '=', 1)
    .orderBy('employee.id')
    .execute()
  const rows: InsuranceBaseTable[] = people.map((person) => {
    const scheme = SCHEMES[person.organ_id === hangzhou?.id ? 1 : 0]
    const [lower, upper] = scheme.versions[0].rules.pension
    const pay = PAY_OF_GRADE[person.salary_grade ?? ''] ?? PAY_OF_GRADE.P5
    const entry = new Date(Number(person.entry_date)).toISOString().slice(0, 7)
    return {
      tenant_id: 1,
      employee_id: person.id,
      effective_month: entry > '2025-07' ? entry : '2025-07',
      scheme_id: scheme.id,
      base_fen: Math.min(Math.max(pay, lower), upper) * 100,
      saved_by: 1,
      saved_at: now,
    }
  })
  // Seven values a row: 100 rows a statement.
  for (let start = 0; start < rows.length; start += 100)
    await db
      .insertInto('insurance_base')
      .values(rows.slice(start, start + 100))
      .execute()
}
