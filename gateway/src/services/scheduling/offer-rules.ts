import { cached, tenantScope } from '../../core/cache'
import type { Db } from '../../core/db/types'
import type { AttGroupTable } from './tables'

/** An attendance group's rules for offering overtime its people's punches show. */
export interface OfferRules {
  /** Off: nobody of the group is offered overtime. */
  enabled: boolean
  /** Offer work on a rest day or holiday. */
  restDays: boolean
  /** Offer work beyond the shift's end by more than `afterMinutes`. */
  afterShift: boolean
  afterMinutes: number
  /** The least overtime offered, minutes. */
  minMinutes: number
}

/** The rules of a group that never set them: off, and when turned on, rest days and 30 minutes past the shift, 1 hour at least. */
export const DEFAULT_OFFER_RULES: OfferRules = {
  enabled: false,
  restDays: true,
  afterShift: true,
  afterMinutes: 30,
  minMinutes: 60,
}

/** A group row's rules. */
export const offerRulesOfRow = (row: Partial<AttGroupTable>): OfferRules => ({
  enabled: Number(row.offer_overtime ?? 0) === 1,
  restDays: Number(row.offer_rest_days ?? 1) === 1,
  afterShift: Number(row.offer_after_shift ?? 1) === 1,
  afterMinutes: Number(row.offer_after_minutes ?? DEFAULT_OFFER_RULES.afterMinutes),
  minMinutes: Number(row.offer_min_minutes ?? DEFAULT_OFFER_RULES.minMinutes),
})

/** The columns of a group row that keep the rules. */
export const offerRulesRow = (rules: OfferRules) => ({
  offer_overtime: rules.enabled ? 1 : 0,
  offer_rest_days: rules.restDays ? 1 : 0,
  offer_after_shift: rules.afterShift ? 1 : 0,
  offer_after_minutes: rules.afterMinutes,
  offer_min_minutes: rules.minMinutes,
})

/**
 * The rules of the tenant's groups that offer overtime, by group id (groups with the rules off are left out). The
 * groups' rules are held in the shared cache until att_group changes (one read per change, not per attendance month).
 */
export async function offerRulesOf(db: Db, tenantId: number, groupIds: number[]): Promise<Map<number, OfferRules>> {
  if (groupIds.length === 0) return new Map()
  const offering = await cached(db, tenantScope(tenantId), 'offerRules', async () => {
    const rows = await db
      .selectFrom('att_group')
      .select([
        'id',
        'offer_overtime',
        'offer_rest_days',
        'offer_after_shift',
        'offer_after_minutes',
        'offer_min_minutes',
      ])
      .where('tenant_id', '=', tenantId)
      .where('offer_overtime', '=', 1)
      .execute()
    return new Map(rows.map((row) => [row.id, offerRulesOfRow(row)]))
  })
  return new Map(groupIds.flatMap((id) => (offering.has(id) ? [[id, offering.get(id)!] as const] : [])))
}
