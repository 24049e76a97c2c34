import { callThrough } from '@hr-portal/api/client'
import {
  schedulingApi,
  type CalendarDay,
  type CalendarInput,
  type GroupInput,
  type ShiftTypeInput,
  type SwapInput,
} from '@hr-portal/api/client/scheduling'
import { personnelApi } from '@hr-portal/api/client/personnel'
import { http } from '@hr-portal/kit'

// The scheduling answers, typed by the contract (api/src/scheduling): calendars and their days, shift types, attendance groups, shift swaps.
export type {
  Calendar,
  CalendarDay,
  HolidayImport as ImportAnswer,
  ShiftType,
  Group,
  GroupInput,
  Colleague,
  Swap,
  SwapDays,
  SwapDetail,
} from '@hr-portal/api/client/scheduling'
/** A clock-in place of a group (its id once saved). */
export type Place = GroupInput['places'][number]

const paiban = schedulingApi(callThrough(http))
const ums = personnelApi(callThrough(http))

/** The scheduling service (gateway services/scheduling). */
export const api = {
  calendars: () => paiban.calendars.list(),
  saveCalendar: (body: CalendarInput) => paiban.calendars.save(body),
  deleteCalendar: (id: number) => paiban.calendars.delete({ id }),
  days: (calendarId: number, year: number) => paiban.calendars.days({ calendarId, year }),
  saveDay: (calendarId: number, day: CalendarDay) => paiban.calendars.saveDay({ calendarId, ...day }),
  deleteDay: (calendarId: number, day: string) => paiban.calendars.deleteDay({ calendarId, day }),
  importFile: (calendarId: number, fileName: string, content: string) =>
    paiban.calendars.import({ calendarId, fileName, content }),
  shiftTypes: () => paiban.shiftTypes.list(),
  saveShiftType: (shift: ShiftTypeInput) => paiban.shiftTypes.save(shift),
  deleteShiftType: (id: number) => paiban.shiftTypes.delete({ id }),
  groups: () => paiban.groups.list(),
  saveGroup: (group: GroupInput) => paiban.groups.save(group),
  deleteGroup: (id: number) => paiban.groups.delete({ id }),
  /** Staff in the caller's data range by name or job number (ums), for a group's people. */
  findPeople: (keyword: string) => ums.lookups.findPeople({ keyword, rows: 10 }),
  colleagues: (keyword: string) => paiban.swaps.colleagues({ keyword }),
  swapDays: (month: string, otherEmployeeId?: number) =>
    paiban.swaps.days({ month, ...(otherEmployeeId ? { otherEmployeeId } : {}) }),
  applySwap: (body: SwapInput) => paiban.swaps.apply(body),
  swaps: () => paiban.swaps.mine(),
  answerSwap: (id: string, agree: boolean) => paiban.swaps.answer({ id, agree }),
  cancelSwap: (id: string) => paiban.swaps.cancel({ id }),
  swap: (id: string) => paiban.swaps.detail({ id }),
}

/** The message of a failure, for an alert. */
export const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))
