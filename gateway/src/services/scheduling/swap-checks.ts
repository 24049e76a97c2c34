import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { paibanError, paibanWord, type PaibanWord } from './errors'
import { employeeOfAccount } from './swap-store'

/** A swap that is not possible, with the reason in words (badSwap). */
export const refuseSwap = (lang: Lang, reason: PaibanWord) =>
  paibanError(lang, 'badSwap', { reason: paibanWord(lang, reason) })

/** The caller's staff record in the tenant; refuses an account without one (noStaffRecord). */
export async function staffOfCaller(db: Db, tenantId: number, userId: number, lang: Lang): Promise<number> {
  const employeeId = await employeeOfAccount(db, tenantId, userId)
  if (employeeId === null) throw paibanError(lang, 'noStaffRecord')
  return employeeId
}
