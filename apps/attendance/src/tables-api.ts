import { callThrough } from '@hr-portal/api/client'
import { personnelApi } from '@hr-portal/api/client/personnel'
import { leaveApi } from '@hr-portal/api/client/leave'
import { localDay } from './local-day'
import { http } from '@hr-portal/kit'

const vacation = leaveApi(callThrough(http))
const ums = personnelApi(callThrough(http))

// The leave table's answer, typed by the contract (api/src/leave).
export type { LeaveCell, LeaveTable } from '@hr-portal/api/client/leave'
// The departments to pick, typed by the contract (api/src/personnel).
export type { Organ } from '@hr-portal/api/client/personnel'

/** The leave table (services/leave) and the departments to pick. */
export const tablesApi = {
  organs: () => ums.directory.organTree(),
  leaveTable: (organId: number, month: string) => vacation.leaveTable.month({ organId, month }),
}

/** YYYY-MM of today, in the browser's time zone. */
export const currentMonth = (): string => localDay().slice(0, 7)
