import type { Db } from '../../core/db/types'
import { amountOfFen } from '../../core/money'
import type { RateRow } from './scheme-check'
import { INSURANCE_KINDS, type HousingRounding, type InsuranceKind, type KindRule, type Scheme } from './types'

/** The rules of one scheme in force in a month: the version's rounding and each kind's row. */
export interface RulesInForce {
  schemeId: number
  effectiveMonth: string
  housingRounding: HousingRounding
  rates: Map<InsuranceKind, RateRow>
}

const isKind = (kind: string): kind is InsuranceKind => (INSURANCE_KINDS as readonly string[]).includes(kind)

/** Every scheme of the tenant with its versions, newest first (the history). */
export async function schemesOf(db: Db, tenantId: number): Promise<Scheme[]> {
  const [schemes, versions, rates] = await Promise.all([
    db.selectFrom('insurance_scheme').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    db
      .selectFrom('insurance_scheme_version')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('effective_month', 'desc')
      .execute(),
    db.selectFrom('insurance_rate').selectAll().where('tenant_id', '=', tenantId).execute(),
  ])
  return schemes.map((scheme) => ({
    id: scheme.id,
    name: scheme.name,
    city: scheme.city,
    versions: versions
      .filter((v) => v.scheme_id === scheme.id)
      .map((version) => {
        const of = rates.filter((r) => r.scheme_id === scheme.id && r.effective_month === version.effective_month)
        const rule = (kind: InsuranceKind): KindRule => {
          const row = of.find((r) => r.kind === kind)
          return row
            ? {
                lower: amountOfFen(row.base_lower_fen),
                upper: amountOfFen(row.base_upper_fen),
                employee: row.employee_rate,
                employer: row.employer_rate,
              }
            : { lower: '0.00', upper: '0.00', employee: '0', employer: '0' }
        }
        return {
          effectiveMonth: version.effective_month,
          housingFundRounding: version.housing_rounding,
          savedAt: version.saved_at,
          rates: Object.fromEntries(INSURANCE_KINDS.map((kind) => [kind, rule(kind)])) as Record<
            InsuranceKind,
            KindRule
          >,
        }
      }),
  }))
}

/** The version of each scheme in force in `month` (the latest starting on or before it); schemes not yet started are absent. */
export async function rulesInForce(db: Db, tenantId: number, month: string): Promise<Map<number, RulesInForce>> {
  const [versions, rates] = await Promise.all([
    db
      .selectFrom('insurance_scheme_version')
      .select(['scheme_id', 'effective_month', 'housing_rounding'])
      .where('tenant_id', '=', tenantId)
      .where('effective_month', '<=', month)
      .orderBy('effective_month')
      .execute(),
    db
      .selectFrom('insurance_rate')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('effective_month', '<=', month)
      .execute(),
  ])
  const rules = new Map<number, RulesInForce>()
  // Ordered by month: a later version of the same scheme replaces an earlier one.
  for (const v of versions)
    rules.set(v.scheme_id, {
      schemeId: v.scheme_id,
      effectiveMonth: v.effective_month,
      housingRounding: v.housing_rounding,
      rates: new Map(),
    })
  for (const row of rates) {
    const rule = rules.get(row.scheme_id)
    if (!rule || rule.effectiveMonth !== row.effective_month || !isKind(row.kind)) continue
    rule.rates.set(row.kind, {
      kind: row.kind,
      lowerFen: row.base_lower_fen,
      upperFen: row.base_upper_fen,
      employeeRate: row.employee_rate,
      employerRate: row.employer_rate,
    })
  }
  return rules
}
