import type { Db } from '../../core/db/types'
import { offerRulesOf } from '../scheduling'
import { BATCH, type JudgedDay } from './compute'
import { offerOf } from './offers'
import type { OvertimeOfferTable } from './tables'

const INSERT_ROWS = 400

/**
 * Offers the overtime the judged days show under each person's group rules, for the given days: the open offers of
 * those people and days are made again from the punches (gone when the punches no longer show it), while a dismissed
 * offer stays dismissed and is never made twice (one per person, day and kind).
 */
export async function storeOffers(
  db: Db,
  tenantId: number,
  judged: Map<number, JudgedDay[]>,
  days: Set<string>,
  now: number,
): Promise<void> {
  const ids = [...judged.keys()].filter((id) => id > 0)
  if (ids.length === 0 || days.size === 0) return
  const groupIds = new Set<number>()
  for (const id of ids) for (const day of judged.get(id)!) if (day.plan.groupId !== null) groupIds.add(day.plan.groupId)
  const rules = await offerRulesOf(db, tenantId, [...groupIds])
  const rows: OvertimeOfferTable[] = []
  for (const id of ids)
    for (const day of judged.get(id)!) {
      const own = day.plan.groupId === null ? undefined : rules.get(day.plan.groupId)
      const offer = own && days.has(day.day) ? offerOf(day, own) : null
      if (offer)
        rows.push({
          tenant_id: tenantId,
          employee_id: id,
          day: day.day,
          kind: offer.kind,
          start_time: offer.startTime,
          end_time: offer.endTime,
          minutes: offer.minutes,
          status: 'open',
          created_at: now,
        })
    }
  const dayList = [...days]
  for (let i = 0; i < ids.length; i += BATCH)
    await db
      .deleteFrom('overtime_offer')
      .where('tenant_id', '=', tenantId)
      .where('employee_id', 'in', ids.slice(i, i + BATCH))
      .where('day', 'in', dayList)
      .where('status', '=', 'open')
      .execute()
  for (let i = 0; i < rows.length; i += INSERT_ROWS)
    await db
      .insertInto('overtime_offer')
      .values(rows.slice(i, i + INSERT_ROWS))
      .onConflict((oc) => oc.columns(['tenant_id', 'employee_id', 'day', 'kind']).doNothing())
      .execute()
}
