import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { parseDate } from '../days'
import { leaveError } from '../errors'

/** A blackout period as HR sends it (the save route's body). */
export interface BlackoutInput {
  startDate: string
  endDate: string
  reason: string
  typeCodes: string[] | null
  organIds: number[] | null
}

const DAY = 86_400_000

/**
 * The period to store, or a refusal in `lang`: real dates, the end not before the start and within a year of it
 * (blackoutDates), a reason that is not blank (blackoutReason), leave types and departments of the tenant
 * (unknownType, organNotFound). Repeated types or departments are kept once.
 */
export async function checkedBlackout(db: Db, tenantId: number, input: BlackoutInput, lang: Lang) {
  const from = parseDate(input.startDate)
  const to = parseDate(input.endDate)
  if (from === null || to === null || to < from || to - from > 366 * DAY) throw leaveError(lang, 'blackoutDates')
  const reason = input.reason.trim()
  if (!reason) throw leaveError(lang, 'blackoutReason')
  const typeCodes = input.typeCodes && [...new Set(input.typeCodes)]
  if (typeCodes) {
    const known = await db
      .selectFrom('leave_type')
      .select('code')
      .where('tenant_id', '=', tenantId)
      .where('code', 'in', typeCodes)
      .execute()
    const missing = typeCodes.find((code) => !known.some((row) => row.code === code))
    if (missing) throw leaveError(lang, 'unknownType', { code: missing })
  }
  const organIds = input.organIds && [...new Set(input.organIds)]
  if (organIds) {
    const known = await db
      .selectFrom('organ')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', organIds)
      .execute()
    if (known.length !== organIds.length) throw leaveError(lang, 'organNotFound')
  }
  return { startDate: input.startDate, endDate: input.endDate, reason, typeCodes, organIds }
}
