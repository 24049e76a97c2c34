import { callThrough } from '@hr-portal/api/client'
import { schedulingApi } from '@hr-portal/api/client/scheduling'
import { personnelApi } from '@hr-portal/api/client/personnel'
import { http } from '@hr-portal/kit'

const paiban = schedulingApi(callThrough(http))
const ums = personnelApi(callThrough(http))

// The shift table's answers, typed by the contract (api/src/scheduling).
export type { Shift, Roster } from '@hr-portal/api/client/scheduling'
// The departments to pick, typed by the contract (api/src/personnel: organTreeList).
export type { Organ } from '@hr-portal/api/client/personnel'

/** The shift table (services/scheduling) and the departments to pick. */
export const tablesApi = {
  organs: () => ums.directory.organTree(),
  roster: (organId: number, month: string) => paiban.shifts.roster({ organId, month }),
  setShift: (organId: number, employeeId: number, day: string, shiftId: number) =>
    paiban.shifts.set({ organId, employeeId, day, shiftId }),
  fillWeek: (organId: number, month: string, employeeIds: number[], week: number[]) =>
    paiban.shifts.fillWeek({ organId, month, employeeIds, week }),
  publish: (organId: number, month: string) => paiban.shifts.publish({ organId, month }),
}

/** YYYY-MM of today. */
export const currentMonth = (): string => new Date().toISOString().slice(0, 7)
