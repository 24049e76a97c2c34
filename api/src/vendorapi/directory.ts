import { route } from '../route'
import { id, int, integer, list, nullable, objectBody, optional, record, str, text } from '../schema'
import { CALLER_REFUSALS, TENANT } from './tokens'

/** A staff row as an app reads it: its id is the app's pseudonym, e-mail and job number only with their scopes. */
export const staffRow = record({
  id: str(),
  name: str(),
  unitId: integer(),
  unitName: str(),
  position: optional(str()),
  email: optional(str()),
  jobNumber: optional(str()),
})
export const unitRow = record({ id: integer(), parentId: nullable(integer()), name: str() })

/** The directory of the vendor backends (an API token; every call audited). */
export const directory = {
  staff: route({
    method: 'POST',
    path: '/vendor/api/directory/staff',
    body: objectBody({ keyword: text(50), unitId: id(), page: int(1, 100_000), size: int(1, 100) }),
    result: record({ total: integer(), rows: list(staffRow) }),
    errors: CALLER_REFUSALS,
    tenant: TENANT,
    summary: "Scope directory.read: the tenant's staff on the job, by name and unit (with its descendants), 20 a page.",
  }),
  units: route({
    method: 'POST',
    path: '/vendor/api/directory/units',
    body: objectBody({}),
    result: record({ rows: list(unitRow) }),
    errors: CALLER_REFUSALS,
    tenant: TENANT,
    summary: "Scope org.read: the tenant's organisation units.",
    noScreen: 'For the servers of installed vendor apps, with their access token (scope org.read).',
  }),
}
