import { call } from '@hr-portal/kit'

export interface Calendar { id: number; nameZh: string; nameEn: string; timeZone: string; isDefault: boolean; groups: Array<{ id: number; name: string }> }
export interface CalendarDay { day: string; kind: 'holiday' | 'workday'; nameZh: string; nameEn: string }
export interface ImportAnswer { added: number; updated: number; rejected: Array<{ line: number; reason: string; message: string }> }
export interface ShiftType {
  id: number; nameZh: string; nameEn: string; start: string; end: string; breaks: Array<{ start: string; end: string }>
  flexMinutes: number; lateGraceMinutes: number; earlyGraceMinutes: number; absentAfterMinutes: number; minHours: number
}
export interface Place { id?: number; name: string; lat: number; lng: number; radius: number }
export interface Group {
  id: number; name: string; calendarId: number; calendarNameZh: string; calendarNameEn: string; mode: 'fixed' | 'roster'; week: number[]
  organs: Array<{ id: number; name: string }>; people: Array<{ id: number; name: string; jobNumber: string }>; places: Place[]; headcount: number
}
export interface GroupInput {
  id?: number; name: string; calendarId: number; mode: 'fixed' | 'roster'; week: number[]; organIds: number[]; employeeIds: number[]; places: Place[]
}
export interface Colleague { id: number; name: string; jobNumber: string; organ: string }
export interface Swap {
  id: string; mine: boolean; name: string; day: string; otherName: string; otherDay: string; reason: string; status: string
  instanceId: string | null; createdAt: number; waitingForMe: boolean
}
export interface SwapDays { month: string; days: string[]; mine: Record<string, number>; theirs: Record<string, number> | null; shifts: Array<{ id: number; nameZh: string; nameEn: string }> }

/** The scheduling service (gateway services/paiban). */
export const api = {
  calendars: () => call<Calendar[]>('/paiban/web/calendar/list'),
  saveCalendar: (body: Omit<Calendar, 'id' | 'groups'> & { id?: number }) => call<{ id: number }>('/paiban/web/calendar/save', body),
  deleteCalendar: (id: number) => call('/paiban/web/calendar/delete', { id }),
  days: (calendarId: number, year: number) => call<{ days: CalendarDay[]; lockedMonths: string[] }>('/paiban/web/calendar/days', { calendarId, year }),
  saveDay: (calendarId: number, day: CalendarDay) => call('/paiban/web/calendar/saveDay', { calendarId, ...day }),
  deleteDay: (calendarId: number, day: string) => call('/paiban/web/calendar/deleteDay', { calendarId, day }),
  importFile: (calendarId: number, fileName: string, content: string) => call<ImportAnswer>('/paiban/web/calendar/import', { calendarId, fileName, content }),
  shiftTypes: () => call<ShiftType[]>('/paiban/web/shiftType/list'),
  saveShiftType: (shift: Omit<ShiftType, 'id'> & { id?: number }) => call<{ id: number }>('/paiban/web/shiftType/save', shift),
  deleteShiftType: (id: number) => call('/paiban/web/shiftType/delete', { id }),
  groups: () => call<Group[]>('/paiban/web/group/list'),
  saveGroup: (group: GroupInput) => call<{ id: number }>('/paiban/web/group/save', group),
  deleteGroup: (id: number) => call('/paiban/web/group/delete', { id }),
  /** Staff in the caller's data range by name or job number (ums), for a group's people. */
  findPeople: (keyword: string) => call<Colleague[]>('/ums/web/user/getUserByKeyWord', { keyword, rows: 10 }),
  colleagues: (keyword: string) => call<Colleague[]>('/paiban/web/swap/colleagues', { keyword }),
  swapDays: (month: string, otherEmployeeId?: number) => call<SwapDays>('/paiban/web/swap/days', { month, ...(otherEmployeeId ? { otherEmployeeId } : {}) }),
  applySwap: (body: { day: string; otherEmployeeId: number; otherDay: string; reason: string }) => call<{ id: string }>('/paiban/web/swap/apply', body),
  swaps: () => call<Swap[]>('/paiban/web/swap/mine'),
  answerSwap: (id: string, agree: boolean) => call<{ status: string }>('/paiban/web/swap/answer', { id, agree }),
  cancelSwap: (id: string) => call<{ status: string }>('/paiban/web/swap/cancel', { id }),
  swap: (id: string) => call<Swap>('/paiban/web/swap/detail', { id }),
}

/** The message of a failure, for an alert. */
export const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))
