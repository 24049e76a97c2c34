import type { Static } from 'typebox'
import type { BodyOf } from '../route'
import type { clockIn, clockInContext, punchAnswer } from './clock-in'
import type { overtimeOffer } from './offers'
import type { dayDetail, myDay, myMonth, patchWindow } from './results'
import type { importAnswer, summaryPage } from './summary'
import type { dayResult, mark, place, punch, summary, teamMonth, DAY_STATUSES } from './views'

// The attendance service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/kaoqin).
export type DayStatus = (typeof DAY_STATUSES)[number]
export type DayResult = Static<typeof dayResult>
export type Place = Static<typeof place>
export type Punch = Static<typeof punch>
export type ClockInContext = Static<typeof clockInContext>
export type PunchAnswer = Static<typeof punchAnswer>
export type PunchInput = BodyOf<typeof clockIn.punch>
export type Summary = Static<typeof summary>
export type MyDay = Static<typeof myDay>
export type PatchWindow = Static<typeof patchWindow>
export type MyMonth = Static<typeof myMonth>
export type Mark = Static<typeof mark>
export type TeamMonth = Static<typeof teamMonth>
export type DayDetail = Static<typeof dayDetail>
export type SummaryPage = Static<typeof summaryPage>
export type ImportAnswer = Static<typeof importAnswer>
export type OvertimeOffer = Static<typeof overtimeOffer>
