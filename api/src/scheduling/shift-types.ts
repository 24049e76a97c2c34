import { route } from '../route'
import { id, integer, list, num, objectBody, record, str, Type } from '../schema'
import { PAIBAN } from './codes'
import { minutes, name, TIME } from './fields'

const TENANT = "the session tenant's shifts (paiban/setup-routes.test.ts, tenant-isolation/scheduling.test.ts)"
/** Every rule the day judgement reads: times 'HH:MM' (an end not after the start: the next day), unpaid breaks, graces. */
export const shiftType = record({
  id: integer(),
  nameZh: str(),
  nameEn: str(),
  start: str(),
  end: str(),
  breaks: list(record({ start: str(), end: str() })),
  flexMinutes: num(),
  lateGraceMinutes: num(),
  earlyGraceMinutes: num(),
  absentAfterMinutes: num(),
  minHours: num(),
})

/** Shift types (function 8102; changes 810201). */
export const shiftTypes = {
  list: route({
    method: 'POST',
    path: '/paiban/web/shiftType/list',
    body: objectBody({}),
    result: list(shiftType),
    errors: [],
    tenant: TENANT,
    summary: "The tenant's shifts.",
  }),
  save: route({
    method: 'POST',
    path: '/paiban/web/shiftType/save',
    body: objectBody(
      {
        id: id(),
        nameZh: name(40),
        nameEn: name(40),
        start: TIME,
        end: TIME,
        breaks: Type.Array(objectBody({ start: TIME, end: TIME }, ['start', 'end']), { maxItems: 4 }),
        flexMinutes: minutes(240),
        lateGraceMinutes: minutes(120),
        earlyGraceMinutes: minutes(120),
        absentAfterMinutes: minutes(720),
        minHours: Type.Number({ minimum: 0, maximum: 24 }),
      },
      [
        'nameZh',
        'nameEn',
        'start',
        'end',
        'breaks',
        'flexMinutes',
        'lateGraceMinutes',
        'earlyGraceMinutes',
        'absentAfterMinutes',
        'minHours',
      ],
    ),
    result: record({ id: integer() }),
    errors: [PAIBAN.badShift, PAIBAN.shiftNotFound],
    tenant: TENANT,
    summary: 'Saves a shift whose times fit; the people working a changed shift this month are recomputed.',
  }),
  delete: route({
    method: 'POST',
    path: '/paiban/web/shiftType/delete',
    body: objectBody({ id: id() }, ['id']),
    result: record({ id: integer() }),
    errors: [PAIBAN.shiftNotFound, PAIBAN.shiftInUse],
    tenant: TENANT,
    summary: "Deletes a shift no group's week pattern nor the roster uses.",
  }),
}
