import { route } from '../route'
import { list, nullable, num, objectBody, optional, paragraph, record, str, Type } from '../schema'
import { KAOQIN } from './codes'
import { dayResult, place, punch } from './views'

const TENANT = "the caller's own staff record in the session tenant (tenant-isolation/attendance.test.ts)"
/** The page's context: the server's time, today's places, punches and result. */
const todayFields = {
  now: num(),
  timeZone: str(),
  name: str(),
  day: str(),
  places: list(place),
  punches: list(punch),
  result: nullable(dayResult),
}
/** `map`: the map script with the tenant's map key, null without a key (the punch's answer leaves it out). */
export const clockInContext = record({ ...todayFields, map: optional(nullable(record({ script: str() }))) })
export const punchAnswer = record({ ...todayFields, punch })

/** Clock-in (function 8004, every staff member's). */
export const clockIn = {
  context: route({
    method: 'POST',
    path: '/kaoqin/web/clockIn/context',
    body: objectBody({}),
    result: clockInContext,
    errors: [KAOQIN.noStaffRecord],
    tenant: TENANT,
    summary: "The clock-in page: the caller's places, today's plan, punches and result.",
  }),
  punch: route({
    method: 'POST',
    path: '/kaoqin/web/clockIn/punch',
    body: objectBody({
      lat: Type.Number({ minimum: -90, maximum: 90 }),
      lng: Type.Number({ minimum: -180, maximum: 180 }),
      accuracy: Type.Number({ minimum: 0, maximum: 1_000_000 }),
      reason: paragraph(500),
    }),
    result: punchAnswer,
    errors: [KAOQIN.noStaffRecord, KAOQIN.reasonNeeded, KAOQIN.monthLocked],
    tenant: TENANT,
    summary: "A punch at the server's time, checked against the attendance group's places (out of range: a reason).",
  }),
}
