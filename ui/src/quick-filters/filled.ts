import type { QuickFilterField, QuickFilterValues } from './types'

/** The values filled in (blank text and open-ended-on-both-sides ranges left out), or the field whose range is reversed. */
export function filledValues(
  fields: QuickFilterField[],
  values: QuickFilterValues,
): { values: QuickFilterValues; reversed: QuickFilterField | null } {
  const out: QuickFilterValues = {}
  for (const field of fields) {
    const value = values[field.key]
    if (typeof value === 'string') {
      if (value.trim()) out[field.key] = field.kind === 'text' ? value.trim() : value
    } else if (value && (value.from || value.to)) {
      if (value.from && value.to && value.from > value.to) return { values: out, reversed: field }
      out[field.key] = { ...(value.from ? { from: value.from } : {}), ...(value.to ? { to: value.to } : {}) }
    }
  }
  return { values: out, reversed: null }
}
