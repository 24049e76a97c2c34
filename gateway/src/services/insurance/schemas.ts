import { objectBody, text, type JsonSchema } from '../../core/http/schema'
import { INSURANCE_KINDS } from './types'

/** JSON schema pieces of the insurance routes. Amounts, rates and months are strings checked in code, so a wrong one is answered in the user's language. */
export const monthSchema: JsonSchema = text(7, 1)
export const amountSchema: JsonSchema = text(16, 1)
const rateSchema: JsonSchema = text(10, 1)
const ruleSchema = objectBody({ lower: amountSchema, upper: amountSchema, employee: rateSchema, employer: rateSchema }, ['lower', 'upper', 'employee', 'employer'])
export const ratesSchema: JsonSchema = objectBody(Object.fromEntries(INSURANCE_KINDS.map((kind) => [kind, ruleSchema])), [...INSURANCE_KINDS])
export const roundingSchema: JsonSchema = { type: 'string', enum: ['fen', 'yuan'] }
export const paging = {
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  rows: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
}
