import { callThrough } from '@hr-portal/api/client'
import {
  paibanApi,
  type CalendarDay,
  type CalendarInput,
  type GroupInput,
  type ShiftTypeInput,
} from '@hr-portal/api/client/paiban'
import { call, http } from '@hr-portal/kit'

// The set-up answers, typed by the contract (api/src/paiban): calendars and their days, shift types, attendance groups.
export type {
  Calendar,
  CalendarDay,
  HolidayImport as ImportAnswer,
  ShiftType,
  Group,
  GroupInput,
} from '@hr-portal/api/client/paiban'
/** A clock-in place of a group (its id once saved). */
export type Place = GroupInput['places'][number]

const paiban = paibanApi(callThrough(http))

// The roster and shift swaps, not yet declared in the contract.
export interface Colleague {
  id: number
  name: string
  jobNumber: string
  organ: string
}
export interface Swap {
  id: string
  mine: boolean
  name: string
  day: string
  otherName: string
  otherDay: string
  reason: string
  status: string
  instanceId: string | null
  createdAt: number
  waitingForMe: boolean
}
export interface SwapDays {
  month: string
  days: string[]
  mine: Record<string, number>
  theirs: Record<string, number> | null
  shifts: Array<{ id: number; nameZh: string; nameEn: string }>
}

/** The scheduling service (gateway services/paiban). */
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
  findPeople: (keyword: string) => call<Colleague[]>('/ums/web/user/getUserByKeyWord', { keyword, rows: 10 }),
  colleagues: (keyword: string) => call<Colleague[]>('/paiban/web/swap/colleagues', { keyword }),
  swapDays: (month: string, otherEmployeeId?: number) =>
    call<SwapDays>('/paiban/web/swap/days', { month, ...(otherEmployeeId ? { otherEmployeeId } : {}) }),
  applySwap: (body: { day: string; otherEmployeeId: number; otherDay: string; reason: string }) =>
    call<{ id: string }>('/paiban/web/swap/apply', body),
  swaps: () => call<Swap[]>('/paiban/web/swap/mine'),
  answerSwap: (id: string, agree: boolean) => call<{ status: string }>('/paiban/web/swap/answer', { id, agree }),
  cancelSwap: (id: string) => call<{ status: string }>('/paiban/web/swap/cancel', { id }),
  swap: (id: string) => call<Swap>('/paiban/web/swap/detail', { id }),
}

/** The message of a failure, for an alert. */
export const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))
