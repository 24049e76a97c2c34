import { isCreditCode } from '../../shared/credit-code'
import type { NewSupplier } from '../api/types'

/** The same phone shape the backend accepts. */
const PHONE = /^\+?[0-9][0-9 ()-]{3,18}[0-9]$/

/** The credit code as the backend stores it: no spaces, upper case. */
export const normaliseCode = (code: string) => code.replace(/\s+/g, '').toUpperCase()

/** Each field's problem as a text key (`field.required` …); empty when the form can be sent. */
export function validateSupplier(form: NewSupplier): Partial<Record<keyof NewSupplier, string>> {
  const errors: Partial<Record<keyof NewSupplier, string>> = {}
  for (const key of ['name', 'category', 'contact', 'phone', 'creditCode'] as const) {
    if (!form[key].trim()) errors[key] = 'field.required'
  }
  if (!errors.phone && !PHONE.test(form.phone.trim())) errors.phone = 'field.phoneInvalid'
  if (!errors.creditCode && !isCreditCode(normaliseCode(form.creditCode))) errors.creditCode = 'field.creditCodeInvalid'
  return errors
}
