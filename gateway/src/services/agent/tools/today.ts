import { tenantTimeZone } from '../../workflow'
import { todayIn } from '../period'
import type { Caller } from './types'

/** Today in the caller's tenant ('YYYY-MM-DD', the time zone of its default work calendar). */
export async function todayOf(caller: Caller): Promise<string> {
  return todayIn(caller.ctx.now(), await tenantTimeZone(caller.ctx.db, caller.tenantId))
}
