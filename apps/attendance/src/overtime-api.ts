import { call } from '@hr-portal/kit'

/** Overtime asked before working it (today or later) or after (a past day within 31 days). */
export interface OvertimeInput { day: string; startTime: string; endTime: string; timing: 'before' | 'after'; reason: string }
export interface Overtime extends OvertimeInput {
  id: string; hours: number; status: string; instanceId: string | null; createdAt: number
  /** The day as the person's plan said when approved (null until then), and the hours it credited as time off in lieu. */
  dayKind: 'work' | 'rest' | 'holiday' | null; creditedHours: number
  applicantName?: string; mine?: boolean
}
/** Time off in lieu earned by one approved overtime, until it expires. */
export interface ToilCredit {
  id: string; overtimeId: string; earnedOn: string; expiresOn: string; earned: number; used: number; left: number; state: 'active' | 'expired' | 'usedUp'
}

export const overtimeApi = {
  apply: (input: OvertimeInput) => call<{ id: string; instanceId: string; hours: number }>('/vacation/web/overtime/apply', input),
  mine: () => call<Overtime[]>('/vacation/web/overtime/mine', {}),
  detail: (id: string) => call<Overtime>('/vacation/web/overtime/detail', { id }),
  revoke: (id: string) => call<{ id: string; status: 'revoked' }>('/vacation/web/overtime/revoke', { id }),
  credits: () => call<ToilCredit[]>('/vacation/web/toil/credits', {}),
  settings: () => call<{ months: number }>('/vacation/web/toil/settings', {}),
  saveSettings: (months: number) => call<{ months: number }>('/vacation/web/toil/saveSettings', { months }),
}
