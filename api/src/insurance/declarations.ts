import { route } from '../route'
import { id, integer, list, objectBody, record, str } from '../schema'
import { INSURANCE } from './codes'
import { MONTH } from './schemes'

const TENANT =
  "the session tenant's schemes and staff within the caller's data range (services/insurance/declarations.test.ts)"

/** The monthly declaration lists of social insurance and the housing fund (8212, the bases page): per scheme. */
export const declarations = {
  summary: route({
    method: 'POST',
    path: '/insurance/web/declaration/summary',
    body: objectBody({ month: MONTH }, ['month']),
    result: record({
      month: str(),
      schemes: list(
        record({
          schemeId: integer(),
          name: str(),
          city: str(),
          added: integer(),
          removed: integer(),
          changed: integer(),
        }),
      ),
      unassigned: list(record({ jobNumber: str(), name: str() })),
    }),
    errors: [INSURANCE.badMonth],
    tenant: TENANT,
    summary:
      "A month's changes per scheme (people added, removed, bases changed) and the joiners of the month without a scheme.",
  }),
  export: route({
    method: 'POST',
    path: '/insurance/web/declaration/export',
    body: objectBody({ month: MONTH, schemeId: id() }, ['month', 'schemeId']),
    file: true,
    errors: [INSURANCE.badMonth, INSURANCE.schemeNotFound],
    tenant: TENANT,
    summary:
      "A scheme's declaration lists of a month in Excel: a sheet each for people added, removed and base changes.",
  }),
}
