import { route } from '../route'
import { id, integer, list, num, objectBody, oneOf, record, str, text, Type } from '../schema'
import { INSURANCE } from './codes'

const TENANT = "the session tenant's schemes only (services/insurance/scheme-routes.test.ts)"
/** The social insurance kinds and the housing fund, in the order they are shown and answered. */
export const INSURANCE_KINDS = ['pension', 'medical', 'unemployment', 'injury', 'maternity', 'housingFund'] as const
export const ROUNDINGS = ['fen', 'yuan'] as const
// Amounts, rates and months are strings checked in code, so a wrong one is answered in the user's language.
export const MONTH = text(7, 1)
export const AMOUNT = text(16, 1)
const RATE = text(10, 1)
const byKind = <S extends object>(schema: S) =>
  record(
    Object.fromEntries(INSURANCE_KINDS.map((kind) => [kind, schema])) as Record<(typeof INSURANCE_KINDS)[number], S>,
  )

/** One kind's limits (yuan) and rates (decimals) as the routes carry them: strings, exact. */
export const kindRule = record({ lower: str(), upper: str(), employee: str(), employer: str() })
/** A version of a scheme: its rules from `effectiveMonth` until a later version. */
export const schemeVersion = record({
  effectiveMonth: str(),
  housingFundRounding: oneOf(ROUNDINGS),
  rates: byKind(kindRule),
  savedAt: num(),
})
export const scheme = record({
  id: integer(),
  name: str(),
  city: str(),
  versions: list(schemeVersion),
  employees: integer(),
})
const ruleInput = objectBody({ lower: AMOUNT, upper: AMOUNT, employee: RATE, employer: RATE }, [
  'lower',
  'upper',
  'employee',
  'employer',
])

/** Insurance schemes (8211; 821101 changes them): per city, effective-dated base limits and rates. */
export const schemes = {
  list: route({
    method: 'POST',
    path: '/insurance/web/scheme/list',
    body: objectBody({}),
    result: list(scheme),
    errors: [],
    tenant: TENANT,
    summary: 'The schemes with every version and how many employees use each.',
  }),
  save: route({
    method: 'POST',
    path: '/insurance/web/scheme/save',
    body: objectBody(
      {
        id: id(),
        name: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
        city: Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' }),
        effectiveMonth: MONTH,
        housingFundRounding: oneOf(ROUNDINGS),
        rates: objectBody(Object.fromEntries(INSURANCE_KINDS.map((kind) => [kind, ruleInput])), [...INSURANCE_KINDS]),
      },
      ['name', 'city', 'effectiveMonth', 'housingFundRounding', 'rates'],
    ),
    result: record({ id: integer() }),
    tenant: TENANT,
    errors: [
      INSURANCE.schemeNotFound,
      INSURANCE.nameTaken,
      INSURANCE.badMonth,
      INSURANCE.badRate,
      INSURANCE.badAmount,
      INSURANCE.badLimits,
    ],
    summary: "A scheme's name and city and its version from a month on (the same month again replaces that version).",
  }),
  delete: route({
    method: 'POST',
    path: '/insurance/web/scheme/delete',
    body: objectBody({ id: id() }, ['id']),
    result: record({ id: integer() }),
    errors: [INSURANCE.schemeNotFound, INSURANCE.schemeInUse],
    tenant: TENANT,
    summary: 'Deletes a scheme no employee uses.',
  }),
}
