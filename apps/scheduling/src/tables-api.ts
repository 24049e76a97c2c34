import type { DayKindView } from '@hr-portal/ui'
import { call } from '@hr-portal/kit'

export interface Shift { id: number; nameZh: string; nameEn: string; startTime: string; endTime: string }
export interface Roster {
  month: string; days: string[]; canEdit: boolean; locked: boolean; shifts: Shift[]
  /** Each day's kind in the tenant's default calendar (holidays named in the reader's language). */
  dayKinds: Record<string, DayKindView>
  /** Per day a shift id, 0 for rest; days not planned are left out. `dayKinds`: where the person's own calendar differs. */
  employees: Array<{ id: number; name: string; jobNumber: string; days: Record<string, number>; dayKinds?: Record<string, DayKindView> }>
}
export interface Organ { id: number; name: string; children: Organ[] }

/** The shift table (services/paiban) and the departments to pick. */
export const tablesApi = {
  organs: () => call<Organ[]>('/ums/web/organ/organTreeList', {}),
  roster: (organId: number, month: string) => call<Roster>('/paiban/web/shift/roster', { organId, month }),
  setShift: (organId: number, employeeId: number, day: string, shiftId: number) =>
    call<unknown>('/paiban/web/shift/set', { organId, employeeId, day, shiftId }),
  fillWeek: (organId: number, month: string, employeeIds: number[], week: number[]) =>
    call<{ count: number }>('/paiban/web/shift/fillWeek', { organId, month, employeeIds, week }),
}

/** YYYY-MM of today. */
export const currentMonth = (): string => new Date().toISOString().slice(0, 7)
