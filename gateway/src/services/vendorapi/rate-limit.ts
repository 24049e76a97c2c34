import type { Db } from '../../core/db/types'
import { anyAtLimit, countEvent, waitAtLimit } from '../message'

/** Calls one app may make a minute in one tenant, all its users and routes together (the token exchange too). */
export const API_CALLS_PER_MINUTE = 120
const MINUTE = 60_000

const callsKey = (tenantId: number, appCode: string) => `vendor-api:${tenantId}:${appCode}`
const refusedKey = (tenantId: number, appCode: string) => `vendor-api-refused:${tenantId}:${appCode}`

/**
 * Counts a call of the app in the tenant (attempt_counter, so every gateway process sees one count). Answers
 * null when it may go on, else the seconds until the minute ends and whether it is the first refusal of that
 * minute (only that one is audited, so a flood cannot fill the audit).
 */
export async function spendCall(db: Db, tenantId: number, appCode: string, now: number): Promise<null | { seconds: number; first: boolean }> {
  const key = callsKey(tenantId, appCode)
  if (!(await anyAtLimit(db, [key], API_CALLS_PER_MINUTE, MINUTE, now))) {
    await countEvent(db, [key], MINUTE, now)
    return null
  }
  const refused = refusedKey(tenantId, appCode)
  const first = !(await anyAtLimit(db, [refused], 1, MINUTE, now))
  await countEvent(db, [refused], MINUTE, now)
  return { seconds: Math.max(1, Math.ceil((await waitAtLimit(db, key, API_CALLS_PER_MINUTE, MINUTE, now)) / 1000)), first }
}
