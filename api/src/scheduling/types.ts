import type { Static } from 'typebox'
import type { BodyOf } from '../route'
import type { calendar, calendarDay, calendars, holidayImport } from './calendars'
import type { group, groups } from './groups'
import type { roster, shift } from './roster'
import type { shiftType, shiftTypes } from './shift-types'
import type { colleague, swap, swapDays, swapDetail, swaps } from './swaps'

// The scheduling service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/paiban).
export type Calendar = Static<typeof calendar>
export type CalendarInput = BodyOf<typeof calendars.save>
export type CalendarDay = Static<typeof calendarDay>
export type CalendarDayInput = BodyOf<typeof calendars.saveDay>
export type HolidayImport = Static<typeof holidayImport>
export type ShiftType = Static<typeof shiftType>
export type ShiftTypeInput = BodyOf<typeof shiftTypes.save>
export type Group = Static<typeof group>
export type GroupInput = BodyOf<typeof groups.save>
export type Shift = Static<typeof shift>
export type Roster = Static<typeof roster>
export type Colleague = Static<typeof colleague>
export type Swap = Static<typeof swap>
export type SwapDetail = Static<typeof swapDetail>
export type SwapDays = Static<typeof swapDays>
export type SwapInput = BodyOf<typeof swaps.apply>
