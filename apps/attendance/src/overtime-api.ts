import { callThrough } from '@hr-portal/api/client'
import { leaveApi, type OvertimeInput } from '@hr-portal/api/client/leave'
import { http } from '@hr-portal/kit'

// Overtime and time off in lieu, typed by the contract (api/src/leave): asked before working it (today or later) or
// after (a past day within 31 days); a credit is the time off in lieu one approved overtime earned, until it expires.
export type {
  OvertimeInput,
  OvertimeRequest as Overtime,
  OvertimeDetail,
  ToilCredit,
} from '@hr-portal/api/client/leave'

const vacation = leaveApi(callThrough(http))

export const overtimeApi = {
  apply: (input: OvertimeInput) => vacation.overtime.apply(input),
  mine: () => vacation.overtime.mine(),
  detail: (id: string) => vacation.overtime.detail({ id }),
  revoke: (id: string) => vacation.overtime.revoke({ id }),
  credits: () => vacation.toil.credits(),
  settings: () => vacation.toil.settings(),
  saveSettings: (months: number, restOvertime?: 'employee' | 'timeOff' | 'pay') =>
    vacation.toil.saveSettings({ months, restOvertime }),
}
