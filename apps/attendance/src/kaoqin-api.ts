import type { DayKindView } from '@hr-portal/ui'
import { call, http } from '@hr-portal/kit'

/** A day's result status (services/kaoqin). 'open': the day is not over and nothing is decided yet. */
export type DayStatus = 'open' | 'normal' | 'late' | 'early' | 'late_early' | 'absent' | 'missing_punch' | 'leave' | 'rest' | 'holiday'
export interface DayResult {
  day: string; status: DayStatus; open: boolean; lateMinutes: number; earlyMinutes: number; missing: 'in' | 'out' | 'both' | null
  leaveType: string | null; leavePart: 'day' | 'am' | 'pm' | 'hours' | null; leaveMinutes: number; workedMinutes: number; overtimeMinutes: number
  firstIn: string | null; lastOut: string | null; flagged: boolean; kind: 'work' | 'rest' | 'holiday' | null
  holidayName: { zh: string; en: string } | null; makeUpName: { zh: string; en: string } | null; shift: { nameZh: string; nameEn: string; start: string; end: string } | null
}
export interface Place { id: number; name: string; lat: number; lng: number; radius: number }
export interface Punch {
  id: string; at: number; day: string; time: string; source: 'web' | 'import'; device: string | null; inRange: boolean
  placeName: string | null; distanceM: number | null; reason: string | null
}
/** `map`: the map script with the tenant's map key, null without a key (the punch's answer leaves it out). */
export interface ClockInContext {
  now: number; timeZone: string; name: string; day: string; places: Place[]; punches: Punch[]; result: DayResult | null; map?: { script: string } | null
}
export interface Summary {
  employeeId: number; daysDue: number; daysWorked: number; lateCount: number; lateMinutes: number; earlyCount: number; earlyMinutes: number
  absentDays: number; missingPunches: number; leave: Record<string, { days: number; hours: number }>; overtimeHours: number
}
/**
 * A day of my month: `mayPatch`, whether a patch card may be asked for it (the apply route's own rule and my
 * functions); `patchAsked`, whether its missing punches already have pending or approved patch cards.
 */
export type MyDay = DayResult & { mayPatch: boolean; patchAsked: boolean }
/** The days a patch card may be asked for: the last `workingDays` working days, from `from` to `to` (today). */
export interface PatchWindow { from: string; to: string; workingDays: number }
/** `locked`: HR locked the month (nothing changes, no patch cards). */
export interface MyMonth { month: string; employeeId: number; name: string; locked: boolean; patchWindow: PatchWindow; days: MyDay[]; summary: Summary }
export interface Mark { status: DayStatus; lateMinutes: number; earlyMinutes: number; missing: string | null; leaveType: string | null; leavePart: string | null; flagged: boolean }
/** `dayKinds`: each day's kind in the tenant's default calendar; a person's, the days on which their own calendar differs. */
export interface TeamMonth {
  month: string; days: string[]; dayKinds: Record<string, DayKindView>
  employees: Array<{ id: number; name: string; jobNumber: string; days: Record<string, Mark>; dayKinds?: Record<string, DayKindView> }>
}
export interface DayDetail { employeeId: number; name: string; jobNumber: string; result: DayResult | null; punches: Punch[] }
export interface SummaryPage {
  month: string; locked: boolean; lockedAt: number | null; types: Array<{ code: string; nameZh: string; nameEn: string }>
  rows: Array<Summary & { name: string; jobNumber: string }>
}
export interface ImportAnswer { total: number; imported: number; rejected: number; rejects: Array<{ line: number; cells: string[]; reason: string }>; rejectsCsv: string | null }

/** Attendance: clock-in, results, the monthly summary and punch import (services/kaoqin). */
export const kaoqinApi = {
  context: () => call<ClockInContext>('/kaoqin/web/clockIn/context', {}),
  punch: (input: { lat?: number; lng?: number; accuracy?: number; reason?: string }) =>
    call<ClockInContext & { punch: Punch }>('/kaoqin/web/clockIn/punch', input),
  mine: (month: string) => call<MyMonth>('/kaoqin/web/result/mine', { month }),
  team: (month: string) => call<TeamMonth>('/kaoqin/web/result/team', { month }),
  department: (organId: number, month: string) => call<TeamMonth>('/kaoqin/web/result/department', { organId, month }),
  day: (day: string, employeeId?: number) => call<DayDetail>('/kaoqin/web/result/day', employeeId ? { day, employeeId } : { day }),
  summary: (month: string, organId?: number) => call<SummaryPage>('/kaoqin/web/summary/list', organId ? { month, organId } : { month }),
  lock: (month: string) => call<{ people: number }>('/kaoqin/web/summary/lock', { month }),
  unlock: (month: string) => call<unknown>('/kaoqin/web/summary/unlock', { month }),
  exportSummary: (month: string, organId?: number) => http.exportBlob('/kaoqin/web/summary/export', organId ? { month, organId } : { month }, { raw: true }),
  importPunches: (text: string) => call<ImportAnswer>('/kaoqin/web/punch/import', { text }),
}
