import { randomUUID } from 'node:crypto'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { leaveError } from '../errors'
import { post } from './ledger'
import { policyOf } from './policy'
import { settleYear } from './settle'

/** HR's change of one balance: days (or hours) added or taken away, with the reason the ledger keeps. */
export interface Adjustment {
  tenantId: number
  userId: number
  typeCode: string
  year: number
  /** In the type's unit; negative takes away. */
  amount: number
  reason: string
  byUser: number | null
}

/**
 * Adjusts a balance after settling its year's entitlement (so the adjustment adds to the days the rules give); refuses
 * one that would leave less than nothing, unless the type's policy allows negative balances. Answers what is left.
 */
export async function adjustBalance(db: Db, change: Adjustment, lang: Lang, now: number): Promise<number> {
  const { tenantId, userId, typeCode, year } = change
  const type = await db
    .selectFrom('leave_type')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('code', '=', typeCode)
    .executeTakeFirst()
  if (!type?.tracked) throw leaveError(lang, 'unknownType', { code: typeCode })
  await settleYear(db, tenantId, year, `${year}-12-31`, now, [userId])
  const balance = await db
    .selectFrom('leave_balance')
    .select(['total', 'used'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('year', '=', year)
    .where('type_code', '=', typeCode)
    .executeTakeFirst()
  const left = Math.round((Number(balance?.total ?? 0) - Number(balance?.used ?? 0) + change.amount) * 100) / 100
  if (left < 0 && !policyOf(type).allowNegative)
    throw leaveError(lang, 'adjustNegative', { left, type: lang === 'en' ? type.name_en : type.name_zh, year })
  await post(
    db,
    [
      {
        tenantId,
        userId,
        typeCode,
        year,
        kind: 'adjust',
        amount: Math.round(change.amount * 100),
        key: `adjust:${randomUUID()}`,
        reason: change.reason,
        byUser: change.byUser,
      },
    ],
    now,
  )
  return left
}
