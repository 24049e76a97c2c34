import { type BizField, permsCodes, permsError } from '../access'
import type { Lang } from '../../core/lang'

export type FieldValue = string | number | null

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

const isRealDate = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

/**
 * A value checked against its field definition: numbers for 'number' (numeric text accepted), yyyy-mm-dd real
 * dates for 'date', one of the options for 'select', text up to 500 characters; empty means null.
 */
export function checkedValue(lang: Lang, field: BizField, raw: unknown): FieldValue {
  const label = lang === 'en' ? field.labelEn : field.labelZh
  const fail = (key: 'notNumber' | 'notDate' | 'notOption' | 'tooLong') =>
    permsError(lang, permsCodes.badFieldValue, key, { label })
  if (raw === null || raw === undefined || raw === '') return null
  if (typeof raw !== 'string' && typeof raw !== 'number') throw fail(field.type === 'number' ? 'notNumber' : 'tooLong')
  switch (field.type) {
    case 'number': {
      const value = typeof raw === 'number' ? raw : Number(raw.trim())
      if (!Number.isFinite(value) || (typeof raw === 'string' && raw.trim() === '')) throw fail('notNumber')
      return value
    }
    case 'date':
      if (typeof raw !== 'string' || !isRealDate(raw)) throw fail('notDate')
      return raw
    case 'select':
      if (!(field.options ?? []).some((option) => option.value === String(raw))) throw fail('notOption')
      return String(raw)
    default:
      if (String(raw).length > 500) throw fail('tooLong')
      return String(raw)
  }
}

/** Required fields of the form that have no value after the change. */
export function requireValues(lang: Lang, fields: BizField[], values: Record<string, FieldValue>): void {
  const missing = fields.find(
    (field) => field.required && (values[field.key] === null || values[field.key] === undefined),
  )
  if (missing) {
    throw permsError(lang, permsCodes.badFieldValue, 'required', {
      label: lang === 'en' ? missing.labelEn : missing.labelZh,
    })
  }
}
