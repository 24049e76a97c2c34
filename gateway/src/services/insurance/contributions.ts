import type { Db } from '../../core/db/types'
import { basesInForce } from './base-store'
import { isMonth } from './month'
import { Money } from '../../core/money'
import { rulesInForce } from './scheme-store'
import { INSURANCE_KINDS, type Contribution } from './types'

const FEN = new Money(100)

/**
 * Each person's social insurance and housing fund for `month` (the scheme and base in force in that month); people
 * without a scheme, or whose scheme has no rates yet in that month, are absent. The base is clamped into each kind's
 * limits; each share is base × rate rounded half up to the fen, the housing fund's to the yuan when the scheme says so.
 * @example const contributions = await contributionsOf(db, 1, '2026-03', [12, 40])
 *          contributions.get(12) // [{ kind: 'pension', base: '7460.00', employee: '596.80', employer: '1193.60' }, …]
 */
export async function contributionsOf(
  db: Db,
  tenantId: number,
  month: string,
  employeeIds: number[],
): Promise<Map<number, Contribution[]>> {
  if (!isMonth(month)) throw new Error(`contributionsOf: month must be YYYY-MM, not ${month}`)
  const answer = new Map<number, Contribution[]>()
  if (employeeIds.length === 0) return answer
  const [rules, bases] = await Promise.all([
    rulesInForce(db, tenantId, month),
    basesInForce(db, tenantId, month, employeeIds),
  ])
  // Each version's rates as decimals once, not once per person.
  const prepared = new Map(
    [...rules].map(([schemeId, rule]) => [
      schemeId,
      INSURANCE_KINDS.flatMap((kind) => {
        const row = rule.rates.get(kind)
        if (!row) return []
        const places = kind === 'housingFund' && rule.housingRounding === 'yuan' ? 0 : 2
        return [
          {
            kind,
            lowerFen: row.lowerFen,
            upperFen: row.upperFen,
            employee: new Money(row.employeeRate),
            employer: new Money(row.employerRate),
            places,
          },
        ]
      }),
    ]),
  )
  for (const base of bases.values()) {
    const kinds = prepared.get(base.schemeId)
    if (!kinds || kinds.length === 0) continue
    answer.set(
      base.employeeId,
      kinds.map((k) => {
        const clamped = new Money(Math.min(Math.max(base.baseFen, k.lowerFen), k.upperFen)).div(FEN)
        const share = (rate: InstanceType<typeof Money>) =>
          clamped.times(rate).toDecimalPlaces(k.places, Money.ROUND_HALF_UP).toFixed(2)
        return { kind: k.kind, base: clamped.toFixed(2), employee: share(k.employee), employer: share(k.employer) }
      }),
    )
  }
  return answer
}
