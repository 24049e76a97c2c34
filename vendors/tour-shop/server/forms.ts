import { isMoney, formatMoney } from './money'
import type { TextKey, Params } from './texts'
import type { TripInput } from './trips'

/** A calendar date, YYYY-MM-DD. */
export const DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$'
const date = new RegExp(DATE_PATTERN)
const isDate = (text: string) => date.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)

/** A problem with one form field, worded by its text key. */
export interface FieldError {
  field: string
  key: TextKey
  params: Params
}

export type Checked<T> = { value: T; errors: [] } | { value: null; errors: FieldError[] }

type Form = Record<string, string | undefined>

function reader(form: Form, errors: FieldError[]) {
  const textOf = (field: string, max: number) => {
    const value = (form[field] ?? '').trim()
    if (!value) errors.push({ field, key: 'console.field.required', params: {} })
    else if (value.length > max) errors.push({ field, key: 'console.field.tooLong', params: { max } })
    return value
  }
  const integerOf = (field: string, min: number, max: number) => {
    const value = (form[field] ?? '').trim()
    const number = /^\d{1,6}$/.test(value) ? Number(value) : NaN
    if (!(number >= min && number <= max)) errors.push({ field, key: 'console.field.integer', params: { min, max } })
    return number
  }
  const moneyOf = (field: string) => {
    const value = (form[field] ?? '').trim()
    if (!isMoney(value)) {
      errors.push({ field, key: 'console.field.money', params: {} })
      return ''
    }
    return formatMoney(value)
  }
  return { textOf, integerOf, moneyOf }
}

/** The vendor's trip form, checked: titles, destination, days, price (decimal yuan), seats and departure dates. */
export function checkTripForm(form: Form): Checked<TripInput> {
  const errors: FieldError[] = []
  const { textOf, integerOf, moneyOf } = reader(form, errors)
  const trip = {
    titleZh: textOf('titleZh', 60),
    titleEn: textOf('titleEn', 100),
    destination: textOf('destination', 60),
    days: integerOf('days', 1, 60),
    price: moneyOf('price'),
    seats: integerOf('seats', 1, 999),
    dates: [...new Set((form.dates ?? '').split(/[\s,]+/).filter(Boolean))].sort(),
  }
  if (trip.dates.length === 0 || trip.dates.length > 50 || !trip.dates.every(isDate))
    errors.push({ field: 'dates', key: 'console.field.dates', params: {} })
  return errors.length ? { value: null, errors } : { value: trip, errors: [] }
}

/** The vendor's budget form: a year and the amount per employee. */
export function checkBudgetForm(form: Form): Checked<{ year: number; perEmployee: string }> {
  const errors: FieldError[] = []
  const { integerOf, moneyOf } = reader(form, errors)
  const value = { year: integerOf('year', 2000, 2100), perEmployee: moneyOf('amount') }
  return errors.length ? { value: null, errors } : { value, errors: [] }
}
