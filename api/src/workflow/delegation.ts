import { route } from '../route'
import { bool, id, integer, list, matching, num, objectBody, oneOf, record, str, text } from '../schema'
import { DELEGATION } from './codes'

const TENANT = "the caller's own absences and colleagues of the session tenant (workflow/delegation/routes.test.ts)"

/** Dates and date-times as the routes accept them ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM', in the tenant's time zone). */
export const WALL_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])(T([01]\\d|2[0-3]):[0-5]\\d)?$'
const ABSENCE_ID = () => text(36, 36)

/** An absence; times in epoch ms, `fromWall`/`toWall` as 'YYYY-MM-DDTHH:MM' in the tenant's time zone. */
export const absence = record({
  id: str(),
  userId: integer(),
  userName: str(),
  delegateId: integer(),
  delegateName: str(),
  from: num(),
  to: num(),
  fromWall: str(),
  toWall: str(),
  note: str(),
  state: oneOf(['planned', 'active', 'past']),
  endedEarly: bool(),
})
export const colleague = record({ id: integer(), name: str(), jobNumber: str() })
const { properties: absenceFields } = absence

const change = (action: 'end' | 'delete', summary: string) =>
  route({
    method: 'POST',
    path: `/workflow/web/delegation/${action}`,
    body: objectBody({ id: ABSENCE_ID() }, ['id']),
    result: record({ id: str() }),
    errors: [DELEGATION.absenceNotFound, DELEGATION.badState],
    tenant: TENANT,
    summary,
  })

/**
 * Approval delegation (menu 7003, open to everyone): the caller's own absences, adding, ending early and deleting them,
 * the absences naming the caller delegate with what waits for them now, and the colleagues the caller may name.
 */
export const delegation = {
  mine: route({
    method: 'POST',
    path: '/workflow/web/delegation/mine',
    body: objectBody({}),
    result: record({
      timeZone: str(),
      now: num(),
      mayDelegate: bool(),
      absences: list(absence),
      delegatedToMe: list(record({ ...absenceFields, waiting: integer() })),
    }),
    errors: [],
    tenant: TENANT,
    summary: "The caller's absences (newest first), and those naming them delegate, under way or planned.",
  }),
  save: route({
    method: 'POST',
    path: '/workflow/web/delegation/save',
    body: objectBody({ from: matching(WALL_PATTERN), to: matching(WALL_PATTERN), delegateId: id(), note: text(200) }, [
      'from',
      'to',
      'delegateId',
    ]),
    result: record({ id: str() }),
    errors: [DELEGATION.notApprover, DELEGATION.badSpan, DELEGATION.badDelegate, DELEGATION.overlap],
    tenant: TENANT,
    summary: "Plans an absence: the caller's approvals go to the delegate from `from` to `to`.",
  }),
  end: change('end', 'Ends an absence under way early.'),
  delete: change('delete', 'Deletes a planned or past absence.'),
  colleagues: route({
    method: 'POST',
    path: '/workflow/web/delegation/colleagues',
    body: objectBody({ keyword: text(50) }, ['keyword']),
    result: list(colleague),
    errors: [DELEGATION.notApprover],
    tenant: TENANT,
    summary: 'At most 10 colleagues who may approve, by name, account name or job number.',
  }),
}
