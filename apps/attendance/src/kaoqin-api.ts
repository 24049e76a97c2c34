import { callThrough } from '@hr-portal/api/client'
import { attendanceApi as kaoqinClient, type OvertimeOffer, type PunchInput } from '@hr-portal/api/client/attendance'
import { http } from '@hr-portal/kit'

// Attendance's answers, typed by the contract (api/src/attendance): a day's result ('open': the day is not over and nothing is
// decided yet), my month (`locked`: HR locked it; `mayPatch`/`patchAsked` per day), a team's or department's month, the summary,
// my overtime suggested from punches.
export type {
  DayStatus,
  DayResult,
  Place,
  Punch,
  ClockInContext,
  PunchAnswer,
  Summary,
  MyDay,
  PatchWindow,
  MyMonth,
  Mark,
  TeamMonth,
  DayDetail,
  SummaryPage,
  ImportAnswer,
  OvertimeOffer,
} from '@hr-portal/api/client/attendance'

const kaoqin = kaoqinClient(callThrough(http))

/** Attendance: clock-in, results, the monthly summary and punch import (services/attendance). */
export const attendanceApi = {
  context: () => kaoqin.clockIn.context(),
  punch: (input: PunchInput) => kaoqin.clockIn.punch(input),
  mine: (month: string) => kaoqin.results.mine({ month }),
  team: (month: string) => kaoqin.results.team({ month }),
  department: (organId: number, month: string) => kaoqin.results.department({ organId, month }),
  day: (day: string, employeeId?: number) => kaoqin.results.day(employeeId ? { day, employeeId } : { day }),
  summary: (month: string, organId?: number) => kaoqin.summaries.list(organId ? { month, organId } : { month }),
  lock: (month: string) => kaoqin.summaries.lock({ month }),
  unlock: (month: string) => kaoqin.summaries.unlock({ month }),
  exportSummary: (month: string, organId?: number) => kaoqin.summaries.export(organId ? { month, organId } : { month }),
  importPunches: (text: string) => kaoqin.summaries.import({ text }),
  offers: () => kaoqin.offers.mine(),
  dismissOffer: (day: string, kind: OvertimeOffer['kind']) => kaoqin.offers.dismiss({ day, kind }),
}
