import { route } from '../route'
import { bool, id, int, integer, list, num, objectBody, oneOf, record, str, Type } from '../schema'
import { PAIBAN } from './codes'
import { idList, name, WEEK } from './fields'

const TENANT =
  "the session tenant's groups, departments and staff (paiban/setup-routes.test.ts, tenant-isolation/scheduling.test.ts)"
export const GROUP_MODES = ['fixed', 'roster'] as const
/**
 * A group's rules for offering overtime from punches: on or off; work on a rest day or holiday; work beyond the shift's
 * end by more than `afterMinutes`; the least overtime offered (`minMinutes`).
 */
export const overtimeOffer = record({
  enabled: bool(),
  restDays: bool(),
  afterShift: bool(),
  afterMinutes: integer(),
  minMinutes: integer(),
})
const overtimeOfferBody = objectBody(
  { enabled: bool(), restDays: bool(), afterShift: bool(), afterMinutes: int(0, 720), minMinutes: int(1, 1440) },
  ['enabled', 'restDays', 'afterShift', 'afterMinutes', 'minMinutes'],
)
/** An attendance group: its calendar, its mode (the week pattern or the roster), members, clock-in places, headcount today. */
export const group = record({
  id: integer(),
  name: str(),
  calendarId: integer(),
  calendarNameZh: str(),
  calendarNameEn: str(),
  mode: oneOf(GROUP_MODES),
  week: list(integer()),
  organs: list(record({ id: integer(), name: str() })),
  people: list(record({ id: integer(), name: str(), jobNumber: str() })),
  places: list(record({ id: integer(), name: str(), lat: num(), lng: num(), radius: num() })),
  headcount: integer(),
  overtimeOffer,
})
const place = objectBody(
  {
    id: id(),
    name: name(),
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lng: Type.Number({ minimum: -180, maximum: 180 }),
    radius: int(50, 5000),
  },
  ['name', 'lat', 'lng', 'radius'],
)

/** Attendance groups (function 8103; changes 810301). */
export const groups = {
  list: route({
    method: 'POST',
    path: '/paiban/web/group/list',
    body: objectBody({}),
    result: list(group),
    errors: [],
    tenant: TENANT,
    summary: 'The groups with their calendars, members, places and headcount.',
  }),
  save: route({
    method: 'POST',
    path: '/paiban/web/group/save',
    body: objectBody(
      {
        id: id(),
        name: name(),
        calendarId: id(),
        mode: oneOf(GROUP_MODES),
        week: WEEK,
        organIds: idList(200),
        employeeIds: idList(2000),
        places: Type.Array(place, { maxItems: 20 }),
        /** Left out: the group keeps its rules (a new group: off). */
        overtimeOffer: overtimeOfferBody,
      },
      ['name', 'calendarId', 'mode', 'week', 'organIds', 'employeeIds', 'places'],
    ),
    result: record({ id: integer() }),
    tenant: TENANT,
    errors: [
      PAIBAN.groupNotFound,
      PAIBAN.badGroup,
      PAIBAN.calendarNotFound,
      PAIBAN.shiftNotFound,
      PAIBAN.memberTaken,
      PAIBAN.outOfScope,
      PAIBAN.monthLocked,
    ],
    summary:
      'Saves a group (not while this month is locked); this month of everyone whose group it was or becomes is recomputed.',
  }),
  delete: route({
    method: 'POST',
    path: '/paiban/web/group/delete',
    body: objectBody({ id: id() }, ['id']),
    result: record({ id: integer() }),
    errors: [PAIBAN.groupNotFound, PAIBAN.monthLocked],
    tenant: TENANT,
    summary: 'Deletes a group (not while this month is locked).',
  }),
}
