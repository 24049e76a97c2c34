import { call } from '@hr-portal/kit'

/** Who may take a type: 1 men only, 2 women only (the staff record's gender code), null everyone. */
export type Gender = 1 | 2 | null

/** A leave type's settings as HR edits them (the Leave types page, function 8011). */
export interface LeaveTypeInput {
  code: string; nameZh: string; nameEn: string; unit: 'day' | 'hour'; tracked: boolean; paid: boolean
  /** Days before today a request may start at most; null: no limit. */
  backdateDays: number | null
  gender: Gender
  minServiceMonths: number
}

/** A leave type as listed: its settings, what a built-in type must keep, the requests waiting, the last save. */
export interface LeaveTypeSetting extends LeaveTypeInput {
  sort: number
  /** Time off in lieu stays hourly and tracked, maternity leave in days; null: HR may change both. */
  fixed: { unit: 'day' | 'hour'; tracked?: true } | null
  /** Requests of the type waiting for approval: its unit cannot change meanwhile. */
  pendingRequests: number
  updatedAt: number | null
  updatedBy: string | null
}

export const leaveTypesApi = {
  list: () => call<LeaveTypeSetting[]>('/vacation/web/leaveType/list', {}),
  /** `create`: a new type with a new code; else the code's type changes. */
  save: (input: LeaveTypeInput, create: boolean) => call<LeaveTypeSetting>('/vacation/web/leaveType/save', { ...input, create }),
}
