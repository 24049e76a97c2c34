import { route } from '../route'
import { id, ids, int, integer, list, objectBody, oneOf, record, str, text } from '../schema'
import { SALARY } from './codes'

const TENANT =
  "the session tenant's salary groups only; another tenant's group id answers 410908 (tenant-isolation/payroll.test.ts)"
const named = record({ id: integer(), name: str() })
/** How a joiner or leaver is paid for part of a month: the working days employed ÷ the month's working days (the default), or the calendar days employed ÷ the days of the month. */
const proration = () => oneOf(['workingDays', 'calendarDays'] as const)

/** A salary group: who is paid together (departments or people), which items, the pay day. */
export const group = record({
  id: integer(),
  name: str(),
  payDay: integer(),
  proration: proration(),
  organs: list(named),
  people: list(record({ id: integer(), name: str(), jobNumber: str() })),
  itemIds: list(integer()),
  headcount: integer(),
})

/** Salary groups (8202; 820201 changes them). */
export const groups = {
  list: route({
    method: 'POST',
    path: '/salary/web/group/list',
    body: objectBody({}),
    result: list(group),
    errors: [],
    tenant: TENANT,
    summary: 'The groups with their departments, people, items and headcount.',
  }),
  save: route({
    method: 'POST',
    path: '/salary/web/group/save',
    body: objectBody(
      {
        id: id(),
        name: text(60, 1),
        payDay: int(1, 31),
        proration: proration(),
        organIds: ids(200),
        employeeIds: ids(2000),
        itemIds: ids(200),
      },
      ['name', 'payDay', 'organIds', 'employeeIds', 'itemIds'],
    ),
    result: record({ id: integer() }),
    errors: [SALARY.groupNotFound, SALARY.memberTaken, SALARY.badGroup],
    tenant: TENANT,
    summary:
      'Adds a group (no id) or changes one; a person is paid in one group only. No proration: working days for a new group, kept for a changed one.',
  }),
  delete: route({
    method: 'POST',
    path: '/salary/web/group/delete',
    body: objectBody({ id: id() }, ['id']),
    result: record({ id: integer() }),
    errors: [SALARY.groupNotFound, SALARY.badGroup],
    tenant: TENANT,
    summary: 'Deletes a group that has no runs.',
  }),
}
