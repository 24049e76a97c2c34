import { callThrough } from '@hr-portal/api/client'
import { paibanApi } from '@hr-portal/api/client/paiban'
import { umsApi } from '@hr-portal/api/client/ums'
import { http } from '@hr-portal/kit'

const paiban = paibanApi(callThrough(http))
const ums = umsApi(callThrough(http))

// The shift table's answers, typed by the contract (api/src/paiban).
export type { Shift, Roster } from '@hr-portal/api/client/paiban'
// The departments to pick, typed by the contract (api/src/ums: organTreeList).
export type { Organ } from '@hr-portal/api/client/ums'

/** The shift table (services/paiban) and the departments to pick. */
export const tablesApi = {
  organs: () => ums.directory.organTree(),
  roster: (organId: number, month: string) => paiban.shifts.roster({ organId, month }),
  setShift: (organId: number, employeeId: number, day: string, shiftId: number) =>
    paiban.shifts.set({ organId, employeeId, day, shiftId }),
  fillWeek: (organId: number, month: string, employeeIds: number[], week: number[]) =>
    paiban.shifts.fillWeek({ organId, month, employeeIds, week }),
}

/** YYYY-MM of today. */
export const currentMonth = (): string => new Date().toISOString().slice(0, 7)
