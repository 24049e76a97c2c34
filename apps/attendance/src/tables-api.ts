import type { DayKindView } from '@hr-portal/ui'
import { localDay } from './local-day'
import { call } from '@hr-portal/kit'

export interface LeaveCell { part: 'day' | 'am' | 'pm'; status: 'approved' | 'pending'; typeCode: string; requestId: string }
export interface LeaveTable {
  month: string; days: string[]; types: Array<{ code: string; nameZh: string; nameEn: string }>
  /** Each day's kind in the tenant's default calendar (holidays named in the reader's language). */
  dayKinds: Record<string, DayKindView>
  /** `dayKinds`: the days on which the person's own calendar differs. */
  employees: Array<{ id: number; name: string; jobNumber: string; days: Record<string, LeaveCell[]>; dayKinds?: Record<string, DayKindView> }>
}
export interface Organ { id: number; name: string; children: Organ[] }

/** The leave table (services/vacation) and the departments to pick. */
export const tablesApi = {
  organs: () => call<Organ[]>('/ums/web/organ/organTreeList', {}),
  leaveTable: (organId: number, month: string) => call<LeaveTable>('/vacation/web/leaveTable/month', { organId, month }),
}

/** YYYY-MM of today, in the browser's time zone. */
export const currentMonth = (): string => localDay().slice(0, 7)
