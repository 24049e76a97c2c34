import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { balance, leave, leaveRequest, leaveRequestDetail, leaveType } from './leave'
import type { dayKind, leaveCell, leaveTable } from './leave-table'
import type { leavePolicy, leaveTypes, leaveTypeSettings } from './leave-types'
import type { balanceRow, ledgerEntry, leavePreview } from './balances'
import type { maternityExtra, maternityExtraDetail, maternityExtraRow } from './maternity-extra'
import type { overtime, overtimeDetail, overtimeRequest } from './overtime'
import type { patchCard, patchCardDetail, patchCards } from './patch-cards'
import type { toilCredit } from './toil'
import type { blackout, blackouts } from './blackouts'
import type { teamCalendar } from './team-calendar'

// The vacation service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/vacation).
export type LeaveType = Static<typeof leaveType>
export type Balance = Static<typeof balance>
export type LeaveRequest = Static<typeof leaveRequest>
export type LeaveRequestDetail = Static<typeof leaveRequestDetail>
export type ApplyInput = BodyOf<typeof leave.apply>
export type PatchCard = Static<typeof patchCard>
export type PatchCardDetail = Static<typeof patchCardDetail>
export type PatchCardInput = BodyOf<typeof patchCards.apply>
export type MaternityExtraRow = Static<typeof maternityExtraRow>
export type MaternityExtra = Static<typeof maternityExtraDetail>
export type MaternityExtraInput = BodyOf<typeof maternityExtra.apply>
export type LeaveCell = Static<typeof leaveCell>
export type DayKindView = Static<typeof dayKind>
export type LeaveTable = ResultOf<typeof leaveTable.month>
export type LeaveTypeSettings = Static<typeof leaveTypeSettings>
export type LeavePolicy = Static<typeof leavePolicy>
export type LeaveTypeInput = BodyOf<typeof leaveTypes.save>
export type OvertimeRequest = Static<typeof overtimeRequest>
export type OvertimeDetail = Static<typeof overtimeDetail>
export type OvertimeInput = BodyOf<typeof overtime.apply>
export type LeaveTypeGender = LeaveTypeInput['gender']
export type ToilCredit = Static<typeof toilCredit>
export type LeavePreview = Static<typeof leavePreview>
export type LedgerEntry = Static<typeof ledgerEntry>
export type BalanceRow = Static<typeof balanceRow>
export type Blackout = Static<typeof blackout>
export type BlackoutInput = BodyOf<typeof blackouts.save>
export type TeamCalendar = ResultOf<typeof teamCalendar.month>
export type RequestTeamCalendar = ResultOf<typeof teamCalendar.ofRequest>
