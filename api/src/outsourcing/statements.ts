import { route } from '../route'
import { bool, id, integer, list, nullable, num, objectBody, oneOf, record, str, text } from '../schema'
import { OUTSOURCING as O } from './codes'
import { RATE_UNITS, TENANT } from './people'

/** A line of a statement: amounts and hours as decimal strings. */
export const statementLine = record({
  workerId: integer(),
  workerName: str(),
  organId: integer(),
  organName: str(),
  rateUnit: oneOf(RATE_UNITS),
  rate: str(),
  daysWorked: integer(),
  hoursWorked: str(),
  amount: str(),
})
export const statement = record({
  providerId: integer(),
  providerName: str(),
  month: str(),
  rateUnit: oneOf(RATE_UNITS),
  confirmed: bool(),
  confirmedAt: nullable(num()),
  total: str(),
  lines: list(statementLine),
})
const body = objectBody({ providerId: id(), month: text(7) }, ['providerId', 'month'])

/** Monthly cost statements per provider (8803), confirming one (880301, freezes it) and its Excel export (880302). */
export const statements = {
  get: route({
    method: 'POST',
    path: '/joyhr/web/outsourcing/statement/get',
    body,
    result: statement,
    errors: [O.badMonth, O.providerNotFound],
    tenant: TENANT,
    summary: "A provider's statement of a month: the confirmed one as frozen, else computed now.",
  }),
  confirm: route({
    method: 'POST',
    path: '/joyhr/web/outsourcing/statement/confirm',
    body,
    result: statement,
    errors: [O.badMonth, O.providerNotFound, O.monthNotOver, O.confirmed],
    tenant: TENANT,
    summary: "Confirms a finished month's statement: its lines and total are frozen.",
  }),
  export: route({
    method: 'POST',
    path: '/joyhr/web/outsourcing/statement/export',
    body,
    file: true,
    errors: [O.badMonth, O.providerNotFound],
    tenant: TENANT,
    summary: 'The statement as an Excel workbook.',
  }),
}
