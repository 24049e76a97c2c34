import { handle } from '../../core/service'
import { ATTENDANCE_CHANGED } from '../scheduling'
import { recompute } from './results'

// Whoever changes what a day's result is made of (a punch, leave, a patch card, the roster, the calendar) tells
// paiban; the results of those people and days are judged again here (locked months are left as frozen).
export const recomputeOnChange = handle(ATTENDANCE_CHANGED, (ctx, tenantId, employeeIds, from, to) =>
  recompute(ctx.db, tenantId, employeeIds, from, to, ctx.now()),
)
