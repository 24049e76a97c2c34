import { route } from '../route'
import { bool, id, integer, list, nullable, objectBody, record, str } from '../schema'
import { KAOQIN } from './codes'
import { DAY, dayResult, dayResultFields, MONTH, punch, summary, teamMonth } from './views'

const SCOPE = "the session tenant's staff within the caller's data range (tenant-isolation/attendance.test.ts)"
/** A day of my month: whether a patch card may be asked for it, and whether its missing punches already have one. */
export const myDay = record({ ...dayResultFields, mayPatch: bool(), patchAsked: bool() })
/** The days a patch card may be asked for: the last `workingDays` working days, from `from` to `to` (today). */
export const patchWindow = record({ from: str(), to: str(), workingDays: integer() })
export const myMonth = record({
  month: str(),
  employeeId: integer(),
  name: str(),
  locked: bool(),
  patchWindow,
  days: list(myDay),
  summary,
})
export const dayDetail = record({
  employeeId: integer(),
  name: str(),
  jobNumber: str(),
  result: nullable(dayResult),
  punches: list(punch),
})

/** Daily results: my month (8005), my team's (8006), a department's (8007), one person's day. */
export const results = {
  mine: route({
    method: 'POST',
    path: '/kaoqin/web/result/mine',
    body: objectBody({ month: MONTH }, ['month']),
    result: myMonth,
    errors: [KAOQIN.noStaffRecord, KAOQIN.badMonth],
    tenant: "the caller's own staff record in the session tenant (tenant-isolation/attendance.test.ts)",
    summary: 'My month as a calendar, whether it is locked and on which days a patch card may be asked.',
  }),
  team: route({
    method: 'POST',
    path: '/kaoqin/web/result/team',
    body: objectBody({ month: MONTH }, ['month']),
    result: teamMonth,
    errors: [KAOQIN.noStaffRecord, KAOQIN.badMonth],
    tenant: "the caller's reports in the session tenant (tenant-isolation/attendance.test.ts)",
    summary: 'The month of the people reporting to me.',
  }),
  department: route({
    method: 'POST',
    path: '/kaoqin/web/result/department',
    body: objectBody({ month: MONTH, organId: id() }, ['month', 'organId']),
    result: teamMonth,
    errors: [KAOQIN.badMonth, KAOQIN.organNotFound],
    tenant: SCOPE,
    summary: "A department's month within my data range.",
  }),
  day: route({
    method: 'POST',
    path: '/kaoqin/web/result/day',
    body: objectBody({ day: DAY, employeeId: id() }, ['day']),
    result: dayDetail,
    errors: [KAOQIN.noStaffRecord, KAOQIN.outOfScope, KAOQIN.badDay],
    tenant: SCOPE,
    summary: "One person's day with its punches (mine by default).",
  }),
}
