import { route } from '../route'
import { bool, flag, id, integer, list, objectBody, oneOf, paragraph, record, str, text } from '../schema'
import { PAIBAN } from './codes'
import { DATE, name, YEAR } from './fields'

const TENANT = "the session tenant's calendars (paiban/setup-routes.test.ts, tenant-isolation/scheduling.test.ts)"
export const calendar = record({
  id: integer(),
  nameZh: str(),
  nameEn: str(),
  timeZone: str(),
  isDefault: bool(),
  groups: list(record({ id: integer(), name: str() })),
})
/** A day that differs from the week: a holiday, or a make-up working day ('workday'). */
export const DAY_KINDS = ['holiday', 'workday'] as const
/**
 * A day of a calendar; `statutory` on a holiday: a statutory holiday (法定节假日, the 13 days of the holiday rules),
 * else a bridged rest day of the holiday period (调休放假); always false on a make-up working day.
 */
export const calendarDay = record({
  day: str(),
  kind: oneOf(DAY_KINDS),
  nameZh: str(),
  nameEn: str(),
  statutory: bool(),
})
export const holidayImport = record({
  added: integer(),
  updated: integer(),
  rejected: list(record({ line: integer(), reason: str(), message: str() })),
})

/** Work calendars and their days (function 8101; changes 810101). */
export const calendars = {
  list: route({
    method: 'POST',
    path: '/paiban/web/calendar/list',
    body: objectBody({}),
    result: list(calendar),
    errors: [],
    tenant: TENANT,
    summary: "The tenant's calendars with the groups using each.",
  }),
  save: route({
    method: 'POST',
    path: '/paiban/web/calendar/save',
    body: objectBody({ id: id(), nameZh: name(), nameEn: name(), timeZone: text(60, 1), isDefault: flag() }, [
      'nameZh',
      'nameEn',
      'timeZone',
    ]),
    result: record({ id: integer() }),
    errors: [PAIBAN.badCalendar, PAIBAN.calendarNotFound],
    tenant: TENANT,
    summary: 'A calendar: its names, its IANA time zone, whether it is the default of people in no group.',
  }),
  delete: route({
    method: 'POST',
    path: '/paiban/web/calendar/delete',
    body: objectBody({ id: id() }, ['id']),
    result: record({ id: integer() }),
    errors: [PAIBAN.calendarNotFound, PAIBAN.calendarInUse],
    tenant: TENANT,
    summary: 'Deletes a calendar that is not the default and no group uses.',
  }),
  days: route({
    method: 'POST',
    path: '/paiban/web/calendar/days',
    body: objectBody({ calendarId: id(), year: YEAR }, ['calendarId', 'year']),
    result: record({ calendarId: integer(), year: integer(), lockedMonths: list(str()), days: list(calendarDay) }),
    errors: [PAIBAN.calendarNotFound],
    tenant: TENANT,
    summary: "A year's holidays and make-up working days, and its locked months.",
  }),
  saveDay: route({
    method: 'POST',
    path: '/paiban/web/calendar/saveDay',
    body: objectBody(
      { calendarId: id(), day: DATE, kind: oneOf(DAY_KINDS), nameZh: name(), nameEn: name(), statutory: flag() },
      ['calendarId', 'day', 'kind', 'nameZh', 'nameEn'],
    ),
    result: record({ calendarId: integer(), day: str() }),
    errors: [PAIBAN.calendarNotFound, PAIBAN.badCalendar, PAIBAN.monthLocked],
    tenant: TENANT,
    summary:
      "Saves a holiday (statutory or a bridged rest day; not said: statutory when it is one of the year's statutory days) or a make-up working day (not in a locked month).",
  }),
  deleteDay: route({
    method: 'POST',
    path: '/paiban/web/calendar/deleteDay',
    body: objectBody({ calendarId: id(), day: DATE }, ['calendarId', 'day']),
    result: record({ calendarId: integer(), day: str(), removed: integer() }),
    errors: [PAIBAN.calendarNotFound, PAIBAN.monthLocked],
    tenant: TENANT,
    summary: 'Removes a day (not in a locked month).',
  }),
  import: route({
    method: 'POST',
    path: '/paiban/web/calendar/import',
    body: objectBody({ calendarId: id(), fileName: text(200, 1), content: paragraph(500_000, 1) }, [
      'calendarId',
      'fileName',
      'content',
    ]),
    result: holidayImport,
    errors: [PAIBAN.calendarNotFound, PAIBAN.badFile],
    tenant: TENANT,
    summary:
      "A holiday file (ICS or CSV) as text: the days added and updated, the lines refused. A holiday the file does not mark statutory or bridged is statutory when it is one of the year's statutory days.",
  }),
}
