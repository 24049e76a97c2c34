import { id, objectBody, text } from '../../core/http/schema'
import { DEDUCTION_KINDS } from './types'

export const MONTH = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }
export const YEAR = { type: 'integer', minimum: 2000, maximum: 2100 }
const MONTH_NUMBER = { type: 'integer', minimum: 1, maximum: 12 }
const AMOUNT = { type: 'string', maxLength: 12 }

export const yearBody = objectBody({ year: YEAR }, ['year'])
export const monthBody = objectBody({ month: MONTH, organId: id() }, ['month'])
export const annualBody = objectBody({ year: YEAR, organId: id() }, ['year'])
export const idBody = objectBody({ id: id() }, ['id'])
export const bonusMethodBody = objectBody({ year: YEAR, method: { type: 'string', enum: ['separate', 'combined'] } }, [
  'year',
  'method',
])
export const deductionBody = objectBody(
  {
    id: id(),
    year: YEAR,
    kind: { type: 'string', enum: [...DEDUCTION_KINDS] },
    startMonth: MONTH_NUMBER,
    endMonth: MONTH_NUMBER,
    share: { type: 'integer', minimum: 0, maximum: 100 },
    choice: text(12),
    amount: AMOUNT,
    note: text(100),
  },
  ['year', 'kind', 'startMonth', 'endMonth'],
)
