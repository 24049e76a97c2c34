import { route } from '../route'
import { id, integer, list, objectBody, oneOf, record, str, Type } from '../schema'
import { COMMON } from '../accounts/codes'

/** What names an opened account: the record's job number, mobile or e-mail. */
export const ACCOUNT_NAME_RULES = ['jobNumber', 'phone', 'email'] as const
/** Why a record gets no account: not found in the caller's range, left, has one, no name, not a name, name taken, no contact of its own. */
export const ACCOUNT_REFUSALS = [
  'notFound',
  'left',
  'hasAccount',
  'noName',
  'badName',
  'nameTaken',
  'noContact',
] as const

/** Accounts opened and records refused (each with its reason in the caller's language); nothing is written for a refused one. */
export const openedAccounts = record({
  opened: list(record({ employeeId: integer(), userId: integer(), userName: str() })),
  refused: list(record({ employeeId: integer(), name: str(), reason: oneOf(ACCOUNT_REFUSALS), message: str() })),
})

/** Sign-in accounts of staff records that have none (imported staff): function 110102, like onboarding. */
export const staffAccounts = {
  open: route({
    method: 'POST',
    path: '/ums/web/entryUser/openAccounts',
    body: objectBody(
      {
        /** The records to open accounts for; none given: every on-the-job record of the caller's range without one. */
        employeeIds: Type.Array(id(), { maxItems: 1000, uniqueItems: true }),
        nameRule: oneOf(ACCOUNT_NAME_RULES),
        /** Roles of the tenant; not given: the tenant's staff role (none when it has none). */
        roleIds: Type.Array(id(), { maxItems: 20, uniqueItems: true }),
      },
      ['nameRule'],
    ),
    result: openedAccounts,
    errors: [COMMON.roleNotFound],
    tenant:
      "records of the session tenant within the caller's data range, roles of the tenant only (services/personnel/records/open-accounts.test.ts)",
    summary:
      'Opens accounts (random password, first sign-in by a code) for the records given or all without one; answers those opened and those refused with the reason.',
  }),
}
