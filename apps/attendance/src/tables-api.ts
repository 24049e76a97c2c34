import { callThrough } from '@hr-portal/api/client'
import { umsApi } from '@hr-portal/api/client/ums'
import { vacationApi } from '@hr-portal/api/client/vacation'
import { localDay } from './local-day'
import { http } from '@hr-portal/kit'

const vacation = vacationApi(callThrough(http))
const ums = umsApi(callThrough(http))

// The leave table's answer, typed by the contract (api/src/vacation).
export type { LeaveCell, LeaveTable } from '@hr-portal/api/client/vacation'
// The departments to pick, typed by the contract (api/src/ums).
export type { Organ } from '@hr-portal/api/client/ums'

/** The leave table (services/vacation) and the departments to pick. */
export const tablesApi = {
  organs: () => ums.directory.organTree(),
  leaveTable: (organId: number, month: string) => vacation.leaveTable.month({ organId, month }),
}

/** YYYY-MM of today, in the browser's time zone. */
export const currentMonth = (): string => localDay().slice(0, 7)
