import { callThrough } from '@hr-portal/api/client'
import { leaveApi } from '@hr-portal/api/client/leave'
import type { BlackoutInput } from '@hr-portal/api/client/leave'
import { http } from '@hr-portal/kit'

// Blackout periods as HR keeps them (the Blackout periods page, function 8013), typed by the contract (api/src/leave):
// from–to, the reason, the leave types closed (null: all) and the departments (null: the whole company).
export type { Blackout, BlackoutInput } from '@hr-portal/api/client/leave'

const vacation = leaveApi(callThrough(http))

export const blackoutsApi = {
  /** `past`: also the periods that ended. */
  list: (past: boolean) => vacation.blackouts.list({ past }),
  /** Without an id: a new period. */
  save: (input: BlackoutInput) => vacation.blackouts.save(input),
  remove: (id: string) => vacation.blackouts.remove({ id }),
}
