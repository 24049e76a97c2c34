import { route } from '../route'
import { id, integer, list, nullable, num, objectBody, oneOf, record, str, text, Type } from '../schema'
import { INSURANCE } from './codes'
import { AMOUNT, MONTH } from './schemes'

const TENANT = "the session tenant's staff within the caller's data range (services/insurance/base-access.test.ts)"
export const BASE_RULES = ['amount', 'lower', 'upper', 'keep'] as const
const SCOPE_ERRORS = [INSURANCE.outOfScope, INSURANCE.organNotFound]

export const baseOptions = record({
  schemes: list(record({ id: integer(), name: str(), city: str(), firstMonth: str() })),
  organs: list(record({ id: integer(), parentId: nullable(integer()), name: str(), nameEn: str() })),
})
export const baseRow = record({
  employeeId: integer(),
  name: str(),
  jobNumber: str(),
  organ: str(),
  organEn: str(),
  schemeId: nullable(integer()),
  schemeName: nullable(str()),
  base: nullable(str()),
  effectiveMonth: nullable(str()),
})
export const baseChange = record({
  effectiveMonth: str(),
  schemeId: integer(),
  schemeName: str(),
  base: str(),
  savedAt: num(),
})
const changed = record({ employeeId: integer(), effectiveMonth: str() })

/** Insurance bases (8212; 821201 changes them): each employee's scheme and base from a month on. */
export const bases = {
  options: route({
    method: 'POST',
    path: '/insurance/web/base/options',
    body: objectBody({}),
    result: baseOptions,
    errors: [],
    tenant: "the session tenant's schemes and departments",
    summary: 'What the page picks from: schemes and departments.',
  }),
  list: route({
    method: 'POST',
    path: '/insurance/web/base/list',
    body: objectBody({
      month: MONTH,
      organId: id(),
      keyword: text(50),
      page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
      rows: Type.Integer({ minimum: 1, maximum: 200, default: 20 }),
    }),
    result: record({ month: str(), total: integer(), rows: list(baseRow) }),
    errors: [INSURANCE.badMonth, ...SCOPE_ERRORS],
    tenant: TENANT,
    summary: "Each employee's scheme and base in force in a month, paged, by department and keyword.",
  }),
  history: route({
    method: 'POST',
    path: '/insurance/web/base/history',
    body: objectBody({ employeeId: id() }, ['employeeId']),
    result: list(baseChange),
    errors: SCOPE_ERRORS,
    tenant: TENANT,
    summary: "One employee's changes, newest first.",
  }),
  set: route({
    method: 'POST',
    path: '/insurance/web/base/set',
    body: objectBody({ employeeId: id(), schemeId: id(), base: AMOUNT, effectiveMonth: MONTH }, [
      'employeeId',
      'schemeId',
      'base',
      'effectiveMonth',
    ]),
    result: changed,
    tenant: TENANT,
    errors: [
      INSURANCE.badMonth,
      INSURANCE.badAmount,
      INSURANCE.schemeNotFound,
      INSURANCE.schemeNotInForce,
      ...SCOPE_ERRORS,
    ],
    summary: "One employee's scheme and base from a month on.",
  }),
  setMany: route({
    method: 'POST',
    path: '/insurance/web/base/setMany',
    body: objectBody(
      {
        organId: id(),
        employeeIds: Type.Array(id(), { maxItems: 20_000, uniqueItems: true }),
        schemeId: id(),
        effectiveMonth: MONTH,
        rule: oneOf(BASE_RULES),
        amount: AMOUNT,
      },
      ['schemeId', 'effectiveMonth', 'rule'],
    ),
    result: record({ people: integer(), effectiveMonth: str() }),
    tenant: TENANT,
    errors: [
      INSURANCE.badMonth,
      INSURANCE.badAmount,
      INSURANCE.noPeople,
      INSURANCE.schemeNotFound,
      INSURANCE.schemeNotInForce,
      ...SCOPE_ERRORS,
    ],
    summary:
      "A department's or a list's bases at once: one amount, the scheme's lower or upper limit, or each person's base as it was.",
  }),
  delete: route({
    method: 'POST',
    path: '/insurance/web/base/delete',
    body: objectBody({ employeeId: id(), effectiveMonth: MONTH }, ['employeeId', 'effectiveMonth']),
    result: changed,
    errors: [INSURANCE.badMonth, INSURANCE.changeNotFound, ...SCOPE_ERRORS],
    tenant: TENANT,
    summary: 'Undoes one change.',
  }),
}
